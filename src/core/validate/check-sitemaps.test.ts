import { describe, expect, it } from "vitest";
import { makeDoc, makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import { createProblem } from "../model/problem";
import type { Engine, Problem, SitemapFile, UrlEntry } from "../model/types";
import { checkSitemaps, checkUrlEntry, createCheckContext } from "./check-sitemaps";
import { getRule } from "./rule-catalogue";

const NOW = new Date("2026-11-29T12:00:00Z");
const LOCATION = "https://www.example.com/sitemap.xml";
const at = (p: Problem) => (p.entry === undefined ? p.code : `${p.code}@${p.entry}`);
/** Codes of errors and warnings only, as the shared cases' `exact` compares them. */
const faults = (problems: Problem[]) => problems.filter((p) => p.severity !== "info").map(at);
const urlsetOf = (urls: Partial<UrlEntry>[], file: Partial<SitemapFile> = {}) =>
  makeSitemapFile({ location: LOCATION, urls: urls.map((u) => makeUrlEntry(u)), ...file });

describe("checkSitemaps on the shapes of the shared cases", () => {
  it.each([
    ["B11", [{ lastmod: "2024-01-08T00:00:00" }], ["lastmod.no-timezone@0"]],
    ["B13", [{ loc: "https://www.example.com/", lastmod: "2025-11-22T11:17:34-00:00" }], []],
    ["B14", [{ lastmod: "2015-12-22T05:31-01:00" }], ["lastmod.imprecise@0"]],
    ["B15", [{ lastmod: "2023-03-30" }], []],
    [
      "B18",
      [{ lastmod: "2020-08-25T08:09:12-03:00", changefreq: "monthly", priority: "0,9" }],
      ["priority.invalid@0"],
    ],
    ["B19", [{ lastmod: "2022-07-21T11:46:46.438Z", priority: "0.3999999999999999" }], []],
    ["B22", [{ loc: "https://www.example.com/проверка/", lastmod: "2017-01-06" }], ["loc.non-ascii@0"]],
    [
      "B28",
      [{ loc: "https://www.example.com/politics/a1" }, { loc: "https://video.example.com/politics/abc123" }],
      ["loc.other-host@1"],
    ],
    [
      "B31",
      [
        { loc: "https://www.example.com" },
        { loc: "https://www.example.com/about/" },
        { loc: "https://www.example.com/" },
      ],
      ["loc.duplicate@2"],
    ],
  ] as const)("%s gives exactly its expected errors and warnings", (_id, urls, expected) => {
    expect(faults(checkSitemaps([urlsetOf([...urls])], { now: NOW }))).toEqual(expected);
  });

  it("B21: relative index children are loc.relative", () => {
    const sitemaps = [makeSitemapRef({ loc: "sitemap-0.xml" }), makeSitemapRef({ loc: "/sitemap-1.xml" })];
    const index = makeSitemapFile({ location: LOCATION, format: "sitemapindex", urls: [], sitemaps });
    expect(faults(checkSitemaps([index], { now: NOW }))).toEqual(["loc.relative@0", "loc.relative@1"]);
  });

  it("B32: an index child with host case differences is fine", () => {
    const sitemaps = [
      makeSitemapRef({ loc: "https://WWW.Example.com/media/sitemap/sitemapProduitsAll_1.xml" }),
    ];
    const index = makeSitemapFile({ location: LOCATION, format: "sitemapindex", urls: [], sitemaps });
    expect(faults(checkSitemaps([index], { now: NOW }))).toEqual([]);
  });

  it("B35: 50,001 TXT lines give file.too-many-urls and nothing else", () => {
    const txt = {
      ...makeDoc(50_001, () => ({ lastmod: undefined, changefreq: undefined, priority: undefined })),
    };
    expect(checkSitemaps([{ ...txt, format: "txt", name: "B35.txt" }], { now: NOW }).map(at)).toEqual([
      "file.too-many-urls",
    ]);
  });
});

describe("engine profiles", () => {
  const file = urlsetOf([
    { loc: "https://www.example.com/a#top", lastmod: "2023-03-30", priority: "0.5" },
    { loc: "https://www.example.com/a#top", lastmod: "2023-03-30", priority: `0.${"5".repeat(120)}` },
  ]);

  it("checks with all three engines by default", () => {
    const codes = new Set(checkSitemaps([file], { now: NOW }).map((p) => p.code));
    expect(codes).toEqual(
      new Set([
        "loc.fragment",
        "loc.duplicate",
        "lastmod.date-only",
        "lastmod.all-same",
        "priority.ignored",
        "yandex.value-too-long",
      ]),
    );
  });

  it("marks a reading problem that names Yandex as a reason (xml.unknown-element) while Yandex is off", () => {
    const read = makeSitemapFile({
      urls: [makeUrlEntry()],
      problems: [
        createProblem("xml.unknown-element", "sitemap.xml", "unknown <foo>", { params: { value: "foo" } }),
      ],
    });
    const unknown = (engines?: Engine[]) =>
      checkSitemaps([read], { now: NOW, engines }).find((p) => p.code === "xml.unknown-element")?.params;
    expect(unknown()).toEqual({ value: "foo" });
    expect(unknown(["yandex"])).toEqual({ value: "foo" });
    expect(unknown(["google", "bing"])).toEqual({ value: "foo", yandexOff: 1 });
    // the file's own problem is not changed
    expect(read.problems[0].params).toEqual({ value: "foo" });
  });

  it("keeps only rules of the chosen engines and the protocol", () => {
    for (const engines of [["yandex"], ["bing"], ["google"], []] as const) {
      const problems = checkSitemaps([file], { now: NOW, engines: [...engines] });
      for (const problem of problems) {
        const ruleEngines = getRule(problem.code).engines;
        expect(!ruleEngines || ruleEngines.some((e) => (engines as readonly string[]).includes(e))).toBe(
          true,
        );
      }
    }
    expect(checkSitemaps([file], { now: NOW, engines: ["yandex"] }).map(at)).toEqual([
      "yandex.value-too-long@1",
    ]);
  });

  it("filters the reading problems by the same profile", () => {
    const notGzipped = createProblem("file.not-gzipped", "sitemap.xml.gz", "not gzip data");
    const bom = createProblem("file.bom", "sitemap.xml.gz", "byte order mark");
    const read = urlsetOf([{}], { name: "sitemap.xml.gz", problems: [notGzipped, bom] });
    expect(checkSitemaps([read]).map(at)).toEqual(["file.not-gzipped", "file.bom"]);
    expect(checkSitemaps([read], { engines: ["yandex"] }).map(at)).toEqual(["file.bom"]);
  });
});

describe("reading and computed problems together", () => {
  it("puts reading problems first and does not repeat one reading already gave", () => {
    const missing = createProblem("loc.missing", "sitemap.xml", "url without loc", {
      entry: 1,
      field: "loc",
    });
    const file = urlsetOf([{ lastmod: "2024-01-08T00:00:00" }, { loc: "" }], { problems: [missing] });
    expect(checkSitemaps([file], { now: NOW }).map(at)).toEqual(["loc.missing@1", "lastmod.no-timezone@0"]);
  });

  it("lets robots.sitemap-invalid stand for the loc syntax codes of that line", () => {
    const invalid = createProblem("robots.sitemap-invalid", "robots.txt", "not absolute", { entry: 0 });
    const robots = makeSitemapFile({
      name: "robots.txt",
      format: "robots",
      urls: [],
      sitemaps: [makeSitemapRef({ loc: "/s.xml" })],
      problems: [invalid],
    });
    expect(checkSitemaps([robots]).map(at)).toEqual(["robots.sitemap-invalid@0"]);
  });

  it("says a Cyrillic robots.txt Sitemap line is in robots.txt, where Yandex forbids Cyrillic", () => {
    const line = (loc: string, format: "robots" | "sitemapindex") =>
      makeSitemapFile({ name: "r", format, urls: [], sitemaps: [makeSitemapRef({ loc })] });
    const [robots] = checkSitemaps([line("https://магазин.рф/sitemap.xml", "robots")]);
    expect(robots).toMatchObject({ code: "loc.non-ascii", params: { robots: "Sitemap" } });
    const index = checkSitemaps([line("https://магазин.рф/sitemap.xml", "sitemapindex")]);
    expect(index.find((p) => p.code === "loc.non-ascii")?.params?.robots).toBeUndefined();
  });

  it("marks loc.non-ascii yandexOnly when Yandex is the only engine checked for", () => {
    const file = makeSitemapFile({ name: "s", urls: [makeUrlEntry({ loc: "https://магазин.рф/a" })] });
    const params = (engines?: Engine[]) =>
      checkSitemaps([file], { engines }).find((p) => p.code === "loc.non-ascii")?.params;
    expect(params(["yandex"])?.yandexOnly).toBe(1);
    expect(params()?.yandexOnly).toBeUndefined();
    expect(params(["yandex", "bing"])?.yandexOnly).toBeUndefined();
    expect(params(["google"])?.yandexOnly).toBeUndefined();
  });

  it("does not change the files", () => {
    const file = urlsetOf([{ loc: "/x" }, { loc: "/x" }]);
    const before = structuredClone(file);
    checkSitemaps([file]);
    expect(file).toEqual(before);
  });

  it("gives the same entry problems as checkUrlEntry, which the UI calls after an edit", () => {
    const file = urlsetOf([{ lastmod: "2024-02-30" }, { loc: "http://www.example.com/a b", priority: "2" }]);
    const ctx = createCheckContext(file, { now: NOW });
    const wholeFile = new Set([
      "priority.ignored",
      "changefreq.ignored",
      "lastmod.all-same",
      "priority.all-same",
    ]);
    const all = checkSitemaps([file], { now: NOW }).filter((p) => !wholeFile.has(p.code));
    file.urls.forEach((entry, i) => {
      expect(checkUrlEntry(entry, i, ctx)).toEqual(all.filter((p) => p.entry === i));
    });
  });

  it("returns nothing for no files", () => {
    expect(checkSitemaps([])).toEqual([]);
  });
});
