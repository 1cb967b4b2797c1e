import { describe, expect, it } from "vitest";
import { checkSitemaps, type Problem } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import {
  COUNTING,
  EACH_OWN_FIX,
  getFixSummary,
  getFixSummaryWithin,
  getLastFixSummary,
  MIN_SLICE_PROBLEMS,
  startCountSlice,
} from "./fix-summary";
import { findGroupOffsets, findUsualOffset, getCountryOffset } from "./fix-zones";

/** A `lastmod.no-timezone` of entry `entry` of a.xml, with the file's usual offset when given. */
const noZone = (entry: number, offset?: unknown): Problem => ({
  code: "lastmod.no-timezone",
  severity: "warning",
  message: "m",
  file: "a.xml",
  entry,
  ...(offset === undefined ? {} : { params: { offset: offset as string } }),
});

describe("findUsualOffset", () => {
  it("gives the offset of the first problem of the code that has one, across runs, and follows a new list", () => {
    // entries 0-599: three runs of 256 entries; only the last run's problems say the usual offset
    const problems = Array.from({ length: 600 }, (_, i) => noZone(i, i >= 512 ? "+03:00" : undefined));
    expect(findUsualOffset(problems, "lastmod.no-timezone")).toBe("+03:00");
    expect(findUsualOffset(problems, "lastmod.invalid")).toBeUndefined();
    // an edit: a new list, the first run replaced, the others kept as they were (the same objects)
    const edited = problems.slice();
    edited[3] = noZone(3, "+05:00");
    expect(findUsualOffset(edited, "lastmod.no-timezone")).toBe("+05:00");
    // and back: the runs' answers are not mixed up between the lists
    expect(findUsualOffset(problems, "lastmod.no-timezone")).toBe("+03:00");
    const none = problems.map((problem, i) => (i >= 512 ? noZone(i) : problem));
    expect(findUsualOffset(none, "lastmod.no-timezone")).toBeUndefined();
    // an offset that is not a string is passed over
    const odd = problems.slice();
    odd[0] = noZone(0, 3);
    expect(findUsualOffset(odd, "lastmod.no-timezone")).toBe("+03:00");
  });
});

describe("findGroupOffsets", () => {
  it("gives each distinct zone of the group's files once, in order, and follows a new list", () => {
    // three runs: none, "Z" (an agency's second site), "+03:00"
    const problems = Array.from({ length: 600 }, (_, i) =>
      noZone(i, i < 256 ? undefined : i < 512 ? "Z" : "+03:00"),
    );
    expect(findGroupOffsets(problems, "lastmod.no-timezone")).toEqual(["Z", "+03:00"]);
    expect(findGroupOffsets(problems, "lastmod.invalid")).toEqual([]);
    const agreed = problems.map((problem, i) => (i >= 256 && i < 512 ? noZone(i, "+03:00") : problem));
    expect(findGroupOffsets(agreed, "lastmod.no-timezone")).toEqual(["+03:00"]);
  });
});

describe("getFixSummary", () => {
  it("names the group's fix, or says each problem has its own when they are of several kinds", () => {
    const dates = (lastmods: string[]) => {
      const file = makeSitemapFile({ urls: lastmods.map((lastmod) => makeUrlEntry({ lastmod })) });
      return { files: [file], problems: checkSitemaps([file]) };
    };
    const same = dates(["01.05.2024", "5.12.2026"]);
    expect(getFixSummary(same.problems, same.files, "lastmod.invalid")).toMatchObject({
      id: "lastmod.from-dotted",
      count: 2,
    });
    const mixed = dates(["01.05.2024", "Sat, 05 Dec 2026 09:05:00 GMT"]);
    expect(getFixSummary(mixed.problems, mixed.files, "lastmod.invalid")).toMatchObject({
      id: EACH_OWN_FIX.id,
      count: 2,
    });
    // kinds that do one thing are named by it: a changefreq in capitals and one in Russian
    const file = makeSitemapFile({
      urls: ["Daily", "Ежедневно", "Weekly"].map((changefreq) => makeUrlEntry({ changefreq })),
    });
    expect(getFixSummary(checkSitemaps([file]), [file], "changefreq.invalid")).toMatchObject({
      id: "changefreq.protocol-value",
      count: 3,
    });
    const lower = makeSitemapFile({
      urls: ["Daily", "Weekly"].map((changefreq) => makeUrlEntry({ changefreq })),
    });
    expect(getFixSummary(checkSitemaps([lower]), [lower], "changefreq.invalid")).toMatchObject({
      id: "changefreq.lowercase",
    });
  });
});

describe("getFixSummaryWithin", () => {
  it("counts about MIN_SLICE_PROBLEMS more with each call past its deadline, and ends with getFixSummary's answer", () => {
    // 3,000 Cyrillic URLs, 2 of them already encoded: runs of 256 entries, 4 of them (1,024) a call
    const urls = Array.from({ length: 3000 }, (_, i) =>
      makeUrlEntry({ loc: i % 1500 === 7 ? `https://shop.ru/p${i}` : `https://магазин.рф/товар-${i}` }),
    );
    const file = makeSitemapFile({ name: "cyr.xml", urls });
    const problems = checkSitemaps([file]);
    const files = [file];
    // a deadline already past: each call counts 1,024 and stops while any is left
    expect(MIN_SLICE_PROBLEMS).toBe(1000);
    let calls = 0;
    let summary = getFixSummaryWithin(problems, files, "loc.non-ascii", undefined, startCountSlice(-1));
    while (summary === COUNTING) {
      calls++;
      expect(calls).toBeLessThanOrEqual(3);
      expect(getLastFixSummary("loc.non-ascii", undefined, files)).toBeUndefined();
      summary = getFixSummaryWithin(problems, files, "loc.non-ascii", undefined, startCountSlice(-1));
    }
    expect(calls).toBe(2);
    expect(summary).toMatchObject({ id: "loc.percent-encode", count: 2998, entries: 2998 });
    expect(getLastFixSummary("loc.non-ascii", undefined, files)).toBe(summary);
    // files of other names (another workspace, a file added) have none: the old count was of other files
    expect(
      getLastFixSummary("loc.non-ascii", undefined, [makeSitemapFile({ name: "other.xml", urls })]),
    ).toBe(undefined);
    expect(getLastFixSummary("loc.non-ascii", undefined, [file, makeSitemapFile({ name: "more.xml" })])).toBe(
      undefined,
    );
    // the same names, new values (an edit, a bulk change): the last count stands meanwhile
    expect(getLastFixSummary("loc.non-ascii", undefined, [{ ...file }])).toBe(summary);
    // the same as counted at once, for a fresh list of the same problems
    const fresh = checkSitemaps([file]);
    expect(getFixSummary(fresh, files, "loc.non-ascii")).toEqual(summary);
    // a slice is shared: past its end, a small group waits for the next slice once another counted enough
    const mixed = makeSitemapFile({
      name: "mixed.xml",
      urls: [
        ...urls.slice(0, 1100),
        ...Array.from({ length: 10 }, () => makeUrlEntry({ lastmod: "01.05.2024" })),
      ],
    });
    const mixedProblems = checkSitemaps([mixed]);
    const shared = startCountSlice(-1);
    expect(getFixSummaryWithin(mixedProblems, [mixed], "loc.non-ascii", undefined, shared)).toBe(COUNTING);
    expect(getFixSummaryWithin(mixedProblems, [mixed], "lastmod.invalid", undefined, shared)).toBe(COUNTING);
    expect(
      getFixSummaryWithin(mixedProblems, [mixed], "lastmod.invalid", undefined, startCountSlice(-1)),
    ).toMatchObject({ id: "lastmod.from-dotted", count: 10 });
    // fewer than MIN_SLICE_PROBLEMS: one call, however late
    const few = makeSitemapFile({ name: "few.xml", urls: urls.slice(0, 900) });
    expect(
      getFixSummaryWithin(checkSitemaps([few]), [few], "loc.non-ascii", undefined, startCountSlice(-1)),
    ).toMatchObject({
      count: 899,
    });
    // with time left, one call
    const again = checkSitemaps([file]);
    expect(getFixSummaryWithin(again, files, "loc.non-ascii", undefined, startCountSlice(60_000))).toEqual(
      summary,
    );
  });
});

describe("getCountryOffset", () => {
  const siteFile = (name: string, loc: string) =>
    makeSitemapFile({ name, urls: [makeUrlEntry({ loc: `  ${loc}` })] });

  it("gives Moscow time when most files' sites are under .ru, .рф (punycode too), .su or .by", () => {
    expect(getCountryOffset([siteFile("a.xml", "https://магазин.рф/a")])).toBe("+03:00");
    expect(getCountryOffset([siteFile("a.xml", "https://xn--80aswg.xn--p1ai/")])).toBe("+03:00");
    expect(
      getCountryOffset([siteFile("a.xml", "https://shop.ru/"), siteFile("b.xml", "http://minsk.by:8080/")]),
    ).toBe("+03:00");
  });

  it("gives none for other sites, a tie, or files without an absolute URL", () => {
    expect(getCountryOffset([siteFile("a.xml", "https://shop.com/")])).toBeUndefined();
    expect(
      getCountryOffset([siteFile("a.xml", "https://shop.ru/"), siteFile("b.xml", "https://shop.de/")]),
    ).toBeUndefined();
    expect(getCountryOffset([siteFile("a.xml", "/relative/path")])).toBeUndefined();
    // a host that only ends in the letters of one: `shop.guru` is no .ru site
    expect(getCountryOffset([siteFile("a.xml", "https://shop.guru/")])).toBeUndefined();
  });
});
