import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { createProblem } from "../model/problem";
import type { Alternate, Problem, SitemapFile } from "../model/types";
import { createCheckSession } from "../validate/check-session";
import { checkSitemaps } from "../validate/check-sitemaps";
import { applyQuickFixes } from "./quick-fix-batch";
import { getQuickFix } from "./quick-fixes";

const EN = "https://www.example.com/en/shoes";
const DE = "https://www.example.com/de/schuhe";
const FR = "https://www.example.com/fr/chaussures";

const link = (hreflang: string, href: string): Alternate => ({ hreflang, href });

/** en.xml: the English page lists itself (en, x-default) and the German one; de.xml: the German page. */
function files(deAlternates: Alternate[], enAlternates?: Alternate[]): SitemapFile[] {
  const en = makeUrlEntry({
    loc: EN,
    alternates: enAlternates ?? [link("en", EN), link("x-default", EN), link("de", DE)],
  });
  return [
    makeSitemapFile({ name: "en.xml", urls: [en] }),
    makeSitemapFile({ name: "de.xml", urls: [makeUrlEntry({ loc: DE, alternates: deAlternates })] }),
  ];
}

const notReciprocal = (problems: Problem[]) => problems.filter((p) => p.code === "hreflang.not-reciprocal");

describe("hreflang.not-reciprocal: the return link as a quick fix", () => {
  it("names the codes the page gives itself, in the full check and the incremental session alike", () => {
    const set = files([link("de", DE)]);
    const full = notReciprocal(checkSitemaps(set));
    const session = notReciprocal(createCheckSession().check(set));
    expect(full).toHaveLength(1);
    for (const problem of [full[0], session[0]])
      expect(problem.params).toMatchObject({
        otherFile: "de.xml",
        otherEntry: 0,
        returnHreflang: "en,x-default",
      });
  });

  it("adds the missing links on the other page, in its file, and the group then checks clean", () => {
    const set = files([link("de", DE)]);
    const problems = checkSitemaps(set);
    const fix = getQuickFix(notReciprocal(problems)[0], set[0].urls[0]);
    expect(fix).toMatchObject({ id: "hreflang.add-return", target: { file: "de.xml", entry: 0 } });
    const { files: next, changed } = applyQuickFixes(set, problems, "hreflang.not-reciprocal");
    expect(changed.map(({ file, entry }) => `${file}#${entry}`)).toEqual(["de.xml#0"]);
    expect(next[0]).toBe(set[0]);
    expect(next[1].urls[0].alternates).toEqual([link("de", DE), link("en", EN), link("x-default", EN)]);
    expect(set[1].urls[0].alternates).toEqual([link("de", DE)]);
    expect(checkSitemaps(next).filter((p) => p.code.startsWith("hreflang."))).toEqual([]);
  });

  it("counts a problem an earlier fix of the batch fixed too: one return link for a page listed twice", () => {
    const [en, de] = files([link("de", DE)]);
    // the English page is in two files (a copy left in all.xml): two problems, one return link fixes both
    const set = [en, de, { ...en, name: "all.xml" }];
    const problems = checkSitemaps(set);
    expect(notReciprocal(problems)).toHaveLength(2);
    const { files: next, changed, fixed } = applyQuickFixes(set, problems, "hreflang.not-reciprocal");
    expect(changed.map(({ file, entry }) => `${file}#${entry}`)).toEqual(["de.xml#0"]);
    expect(fixed).toBe(2);
    expect(notReciprocal(checkSitemaps(next))).toEqual([]);
  });

  it("adds every page's return link when several pages miss theirs on one page", () => {
    const fr = makeUrlEntry({ loc: FR, alternates: [link("fr", FR), link("en", EN), link("de", DE)] });
    const set = files([link("de", DE)], [link("en", EN), link("de", DE), link("fr", FR)]);
    set[0] = { ...set[0], urls: [...set[0].urls, fr] };
    // the German page lists neither the English nor the French one; they list each other
    const withFr = set.map((file, i) =>
      i === 0 ? file : { ...file, urls: [{ ...file.urls[0], alternates: [link("de", DE)] }] },
    );
    const problems = checkSitemaps(withFr);
    expect(notReciprocal(problems).map((p) => p.params?.returnHreflang)).toEqual(["en", "fr"]);
    const { files: next, changed } = applyQuickFixes(withFr, problems, "hreflang.not-reciprocal");
    expect(changed).toHaveLength(1);
    expect(next[1].urls[0].alternates).toEqual([link("de", DE), link("en", EN), link("fr", FR)]);
    expect(checkSitemaps(next).filter((p) => p.code.startsWith("hreflang."))).toEqual([]);
  });

  it("leaves out a code the other page already gives another page, and offers nothing when all are taken", () => {
    const old = "https://www.example.com/en/old-shoes";
    const taken = notReciprocal(checkSitemaps(files([link("de", DE), link("en", old)])));
    expect(taken[0].params?.returnHreflang).toBe("x-default");
    const set = files([link("de", DE), link("EN", old), link("x-default", old)]);
    const problem = notReciprocal(checkSitemaps(set))[0];
    expect(problem.params?.returnHreflang).toBeUndefined();
    expect(getQuickFix(problem, set[0].urls[0])).toBeUndefined();
  });

  it("offers no fix when the page does not list itself (its code is unknown: hreflang.missing-self first)", () => {
    const set = files([link("de", DE)], [link("de", DE)]);
    const problem = notReciprocal(checkSitemaps(set))[0];
    expect(problem.params?.returnHreflang).toBeUndefined();
    expect(getQuickFix(problem, set[0].urls[0])).toBeUndefined();
  });

  it("adds nothing to a page that an edit since made link back", () => {
    const set = files([link("de", DE)]);
    const fix = getQuickFix(notReciprocal(checkSitemaps(set))[0], set[0].urls[0]);
    const linked = { ...set[1].urls[0], alternates: [link("de", DE), link("en-gb", EN)] };
    expect(fix?.apply(linked)).toBe(linked);
  });
});

describe("hreflang.set-mismatch: the group's alternates as a quick fix", () => {
  const IT = "https://www.example.com/it/scarpe";
  const all = [link("en", EN), link("de", DE), link("fr", FR), link("it", IT)];
  /** Four pages listing all four; the Italian page lacks the French link (and the French page it). */
  function group(itAlternates: Alternate[]): SitemapFile[] {
    const pages = [EN, DE, FR].map((loc) => makeUrlEntry({ loc, alternates: all }));
    return [
      makeSitemapFile({
        name: "all.xml",
        urls: [...pages, makeUrlEntry({ loc: IT, alternates: itAlternates })],
      }),
    ];
  }
  const mismatch = (problems: Problem[]) => problems.filter((p) => p.code === "hreflang.set-mismatch");

  it("adds the links with their codes and URLs as the other pages write them (en-US, not en-us)", () => {
    const US = "https://www.example.com/en-us/shoes";
    const usAll = [...all, link("en-US", US)];
    const pages = [EN, DE, FR, IT, US].map((loc) => makeUrlEntry({ loc, alternates: usAll }));
    pages[4] = { ...pages[4], alternates: usAll.filter((l) => l.hreflang !== "en") };
    const [problem] = mismatch(checkSitemaps([makeSitemapFile({ name: "all.xml", urls: pages })]));
    expect(problem.params?.lacks).toBe(`en: ${EN}`);
    expect(problem.params?.addable).toBe(`en: ${EN}`);
    const withCase = pages.map((page, i) =>
      i === 4
        ? page
        : {
            ...page,
            alternates: page.alternates.map((l) => (l.hreflang === "fr" ? link("FR-fr", l.href) : l)),
          },
    );
    withCase[4] = { ...withCase[4], alternates: withCase[4].alternates.filter((l) => l.hreflang !== "fr") };
    const [cased] = mismatch(checkSitemaps([makeSitemapFile({ name: "all.xml", urls: withCase })]));
    expect(cased.params?.addable).toBe(`en: ${EN}\nFR-fr: ${FR}`);
    // the message says the codes as written too
    expect(cased.params?.lacks).toBe(`en: ${EN}, FR-fr: ${FR}`);
  });

  it("adds the links most pages of the group list and the page lacks, and the group checks clean", () => {
    const set = group([link("it", IT), link("en", EN), link("de", DE)]);
    const problems = checkSitemaps(set);
    const [problem] = mismatch(problems);
    expect(problem.params).toMatchObject({ addable: `fr: ${FR}` });
    expect(getQuickFix(problem, set[0].urls[3])).toMatchObject({
      id: "hreflang.add-group-links",
      label: "Add the alternate most pages of its group list",
    });
    const { files: next, changed } = applyQuickFixes(set, problems, "hreflang.set-mismatch");
    expect(changed.map((change) => change.entry)).toEqual([3]);
    expect(next[0].urls[3].alternates.map((a) => a.hreflang)).toEqual(["it", "en", "de", "fr"]);
    expect(checkSitemaps(next).filter((p) => p.code.startsWith("hreflang."))).toEqual([]);
  });

  it("adds no second link under a code the page uses for another URL, and offers nothing then", () => {
    const set = group([
      link("it", IT),
      link("en", EN),
      link("de", DE),
      link("FR", "https://www.example.com/fr/"),
    ]);
    const [problem] = mismatch(checkSitemaps(set));
    expect(problem.params?.addable).toBeUndefined();
    expect(getQuickFix(problem, set[0].urls[3])).toBeUndefined();
  });
});

describe("a fix that changes a loc takes the hreflang links to it along", () => {
  const RAW = "https://www.example.com/de/größe";
  const ENCODED = "https://www.example.com/de/gr%C3%B6%C3%9Fe";

  it("encodes the other pages' links to an encoded URL, in every file", () => {
    const set = files([link("de", RAW), link("en", EN)], [link("en", EN), link("de", RAW)]);
    set[1] = { ...set[1], urls: [{ ...set[1].urls[0], loc: RAW }] };
    const problems = checkSitemaps(set);
    expect(problems.filter((p) => p.code === "loc.non-ascii").map((p) => p.file)).toEqual(["de.xml"]);
    const { files: next, changed, fixed } = applyQuickFixes(set, problems, "loc.non-ascii");
    expect(changed.map(({ file }) => file).sort()).toEqual(["de.xml", "en.xml"]);
    // one problem fixed, two entries changed: the count a step's name gives is the problems'
    expect(fixed).toBe(1);
    expect(next[1].urls[0].loc).toBe(ENCODED);
    expect(next[1].urls[0].alternates.map((a) => a.href)).toEqual([ENCODED, EN]);
    // the English page's link to the German one follows it
    expect(next[0].urls[0].alternates.map((a) => a.href)).toEqual([EN, ENCODED]);
    expect(set[0].urls[0].alternates[1].href).toBe(RAW);
  });

  it("switches the page's own link with it to https, so no missing-self and no second link under its code", () => {
    const http = "http://www.example.com/fr/chaussures";
    const page = makeUrlEntry({ loc: http, alternates: [link("fr", http), link("en", EN)] });
    const en = makeUrlEntry({ loc: EN, alternates: [link("en", EN), link("fr", http)] });
    const set = [
      makeSitemapFile({ name: "all.xml", urls: [en, page], location: "https://www.example.com/sitemap.xml" }),
    ];
    const problems = checkSitemaps(set);
    const { files: next } = applyQuickFixes(set, problems, "loc.other-scheme");
    expect(next[0].urls[1].loc).toBe("https://www.example.com/fr/chaussures");
    expect(next[0].urls[1].alternates[0].href).toBe("https://www.example.com/fr/chaussures");
    expect(next[0].urls[0].alternates[1].href).toBe("https://www.example.com/fr/chaussures");
    expect(checkSitemaps(next).filter((p) => p.code.startsWith("hreflang."))).toEqual([]);
  });

  it("offers no self link under a code the page already gives another URL (hreflang.duplicate-code)", () => {
    const page = makeUrlEntry({
      loc: FR,
      alternates: [link("fr", "http://www.example.com/fr/old"), link("en", EN)],
    });
    const problem = createProblem("hreflang.missing-self", "all.xml", "test", {
      entry: 0,
      field: "alternates",
      params: { selfHreflang: "fr" },
    });
    expect(getQuickFix(problem, page)).toBeUndefined();
  });
});
