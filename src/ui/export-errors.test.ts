import { describe, expect, it } from "vitest";
import { checkSitemaps, type Problem, readSitemapFile, writeSitemaps } from "@/core/index";
import { getRefreshedIndexEntries } from "@/store/index-children";
import { listAllSharedFiles, sharedBytes } from "@/test/shared-dir";
import {
  countExportErrors,
  getCappedFiles,
  getMergeHostErrors,
  selectErrorsWrittenAway,
} from "./export-errors";
import { countFileOrigins } from "./export-plan";

const error = (code: Problem["code"], file = "a.xml", entry?: number): Problem => ({
  code,
  severity: "error",
  message: "",
  file,
  entry,
});

describe("countExportErrors", () => {
  const problems = [
    error("priority.invalid", "a.xml", 0),
    error("file.too-many-urls"),
    error("file.not-utf8"),
    error("image.namespace-wrong", "a.xml", 1),
    error("priority.invalid", "other.xml", 0),
  ];
  const names = new Set(["a.xml"]);

  it("leaves out what the writing removes, and a file's size errors when parts stay within the limits", () => {
    expect(countExportErrors(problems, names, { maxUrls: 50_000, maxBytes: 52_428_800 })).toEqual({
      total: 1,
      codes: [["priority.invalid", 1]],
    });
  });

  it("counts an index entry's error once per entry written: a child split in 4 parts is 4, one not listed 0", () => {
    const index = [
      { ...error("lastmod.no-timezone", "sitemap_index.xml", 0), field: "lastmod" as const },
      { ...error("lastmod.no-timezone", "sitemap_index.xml", 1), field: "lastmod" as const },
      { ...error("lastmod.invalid", "sitemap_index.xml", 2), field: "lastmod" as const },
      { ...error("loc.invalid", "sitemap_index.xml", 0), field: "loc" as const },
    ];
    const names = new Set(["sitemap_index.xml"]);
    const settings = { maxUrls: 50_000, maxBytes: 52_428_800 };
    expect(countExportErrors(index, names, settings).total).toBe(4);
    const copies = new Map([["sitemap_index.xml", [4, 1, 0]]]);
    // 4 + 1 + 0 lastmod errors, and the loc's once (the parts' URLs are new, written by the export)
    expect(countExportErrors(index, names, settings, undefined, names, undefined, undefined, copies)).toEqual(
      {
        total: 6,
        codes: [
          ["lastmod.no-timezone", 5],
          ["loc.invalid", 1],
        ],
      },
    );
  });

  it("counts a repeated element the entry keeps as written (export writes it back), not a second loc", () => {
    const repeats: Problem[] = [
      { ...error("xml.duplicate-element", "a.xml", 0), params: { element: "loc" } },
      { ...error("xml.duplicate-element", "a.xml", 1), params: { element: "news:news", kept: "news:news" } },
    ];
    expect(countExportErrors(repeats, names, { maxUrls: 50_000, maxBytes: 52_428_800 })).toEqual({
      total: 1,
      codes: [["xml.duplicate-element", 1]],
    });
  });

  it("leaves out news.too-many only when the parts hold at most 1,000 URLs; keeps xml.undefined-entity", () => {
    const news = [error("news.too-many", "a.xml", 1000), error("xml.undefined-entity", "a.xml", 3)];
    const codesAt = (maxUrls: number) =>
      countExportErrors(news, names, { maxUrls, maxBytes: 52_428_800 }).codes.map(([code]) => code);
    expect(codesAt(1000)).toEqual(["xml.undefined-entity"]);
    expect(codesAt(1001)).toEqual(["news.too-many", "xml.undefined-entity"]);
  });

  it("keeps a file.not-utf8 whose Cyrillic bytes were read in a declared Latin code page, in XML and TXT", () => {
    const misread: Problem = {
      ...error("file.not-utf8"),
      params: { encoding: "ISO-8859-1", looks: "windows-1251" },
    };
    for (const format of ["xml", "txt"] as const) {
      const counted = countExportErrors([...problems, misread], names, {
        maxUrls: 50_000,
        maxBytes: 52_428_800,
        format,
      });
      expect(counted.codes.map(([code]) => code)).toContain("file.not-utf8");
    }
  });

  it("keeps file.invalid-utf8, in XML and TXT: export would write the U+FFFD its bad bytes became", () => {
    const damaged = [...problems, error("file.invalid-utf8")];
    for (const format of ["xml", "txt"] as const) {
      const counted = countExportErrors(damaged, names, { maxUrls: 50_000, maxBytes: 52_428_800, format });
      expect(counted.codes.map(([code]) => code)).toContain("file.invalid-utf8");
    }
  });

  it("keeps every error of a sitemap index in a TXT export: the index is written as XML", () => {
    const index = [error("lastmod.invalid", "index.xml", 0), error("lastmod.invalid", "a.xml", 0)];
    const settings = { maxUrls: 50_000, maxBytes: 52_428_800, format: "txt" as const };
    const both = new Set(["a.xml", "index.xml"]);
    expect(countExportErrors(index, both, settings, undefined, new Set(["index.xml"])).total).toBe(1);
    expect(countExportErrors(index, both, settings).total).toBe(0);
  });

  it("keeps a file's size errors when the parts may be bigger than the protocol allows, or are unknown", () => {
    const expected = {
      total: 2,
      codes: [
        ["priority.invalid", 1],
        ["file.too-many-urls", 1],
      ],
    };
    expect(countExportErrors(problems, names, { maxUrls: 60_000, maxBytes: 52_428_800 })).toEqual(expected);
    expect(countExportErrors(problems, names)).toEqual(expected);
  });

  it("in a merge, counts the place errors of the set's new place instead of each file's own", () => {
    const own = [
      error("loc.other-host", "a.xml", 0),
      error("loc.other-scheme", "a.xml", 1),
      error("loc.outside-scope", "a.xml", 2),
    ];
    expect(
      countExportErrors([...problems, ...own], names, undefined, {
        otherHost: 3,
        otherScheme: 0,
        outsideScope: 2,
      }),
    ).toEqual({
      total: 7,
      codes: [
        ["loc.other-host", 3],
        ["loc.outside-scope", 2],
        ["priority.invalid", 1],
        ["file.too-many-urls", 1],
      ],
    });
    expect(countExportErrors(own, names).total).toBe(3);
  });

  it("foresees a merged set's loc.outside-scope in the base URL's folder, none at the root", () => {
    const urls = ["/sitemaps/a", "/p/b", "/p/c"].map((path) => ({
      loc: `https://www.example.com${path}`,
      images: [],
      videos: [],
      alternates: [],
    }));
    const files = [{ name: "a.xml", format: "urlset", urls, sitemaps: [], problems: [] }] as never[];
    const origins = countFileOrigins(files);
    expect(getMergeHostErrors(origins, "https://www.example.com/sitemaps/", files)).toEqual({
      otherHost: 0,
      otherScheme: 0,
      outsideScope: 2,
    });
    expect(getMergeHostErrors(origins, "", files).outsideScope).toBe(0);
    expect(getMergeHostErrors(origins, "https://www.example.com/", files).outsideScope).toBe(0);
  });

  it("with parts over the protocol's limits, counts the size errors of the parts planned, not the files'", () => {
    const part = (urlCount: number, byteLength = 1_000) => ({
      kind: "urlset" as const,
      urlCount,
      byteLength,
    });
    const settings = { maxUrls: 60_000, maxBytes: 52_428_800 * 2 };
    // three files of 40,000 merged in parts of 60,000: two parts over 50,000, the files had no such error
    const merged = countExportErrors([], names, settings, undefined, new Set(), [part(60_000), part(60_000)]);
    expect(merged).toEqual({ total: 2, codes: [["file.too-many-urls", 2]] });
    // one file of 120,000 (one error) written as two parts of 60,000: two; a part over 50 MB unpacked too
    const parts = [
      part(60_000, 60_000_000),
      part(60_000),
      { kind: "sitemapindex" as const, urlCount: 2, byteLength: 1 },
    ];
    expect(
      countExportErrors([error("file.too-many-urls")], names, settings, undefined, new Set(), parts).codes,
    ).toEqual([
      ["file.too-many-urls", 2],
      ["file.too-large", 1],
    ]);
    // no plan yet: the files' own errors
    expect(countExportErrors([error("file.too-many-urls")], names, settings).total).toBe(1);
  });

  it("keeps the error of a file read only up to the entry cap, and names it: its rest is not exported", () => {
    const capped: Problem = {
      ...error("file.too-many-urls"),
      params: { stoppedAt: 200_000, limit: 50_000 },
    };
    const settings = { maxUrls: 50_000, maxBytes: 52_428_800 };
    expect(countExportErrors([capped], names, settings).codes).toEqual([["file.too-many-urls", 1]]);
    expect(getCappedFiles([capped, ...problems], names)).toEqual([{ name: "a.xml", read: 200_000 }]);
    expect(getCappedFiles([capped], new Set(["other.xml"]))).toEqual([]);
  });

  it("for a TXT export, counts only the errors a URL list keeps", () => {
    const txt = [error("loc.relative", "a.xml", 0), error("video.uploader-info-invalid", "a.xml", 0)];
    expect(countExportErrors(txt, names, { maxUrls: 50_000, maxBytes: 52_428_800, format: "txt" })).toEqual({
      total: 1,
      codes: [["loc.relative", 1]],
    });
    expect(
      countExportErrors(txt, names, { maxUrls: 50_000, maxBytes: 52_428_800, format: "xml" }).total,
    ).toBe(2);
  });

  it("for a TXT export, leaves out the errors of a URL with a line break, which no line can hold", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.com/a
b</loc></url><url><loc>https://www.example.com/c d</loc></url></urlset>`;
    const file = readSitemapFile("a.xml", new TextEncoder().encode(xml));
    const found = checkSitemaps([file]).filter((p) => p.severity === "error");
    expect(found.map((p) => p.entry)).toContain(0);
    const txt = countExportErrors(found, names, { format: "txt" });
    const xmlCount = countExportErrors(found, names, { format: "xml" });
    expect(txt.total).toBe(found.filter((p) => p.entry === 1).length);
    expect(xmlCount.total).toBe(found.length);
  });

  it("leaves out the errors of an empty lastmod, changefreq and priority: the writer leaves them out", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.com/a</loc><lastmod/><changefreq></changefreq><priority> </priority></url>
<url><loc>https://www.example.com/b</loc><lastmod>yesterday</lastmod><changefreq>sometimes</changefreq><priority>2</priority></url></urlset>`;
    const file = readSitemapFile("a.xml", new TextEncoder().encode(xml));
    const found = checkSitemaps([file], { now: new Date("2026-12-05") });
    expect(found.filter((p) => p.severity === "error" && p.entry === 0)).toHaveLength(3);
    // only the second URL's faulty values remain in what is written
    expect(countExportErrors(found, names, { format: "xml" }).codes).toEqual([
      ["lastmod.invalid", 1],
      ["changefreq.invalid", 1],
      ["priority.out-of-range", 1],
    ]);
    // written out, the first URL has no error left
    const written = writeSitemaps(file.urls);
    const again = readSitemapFile("a.xml", written[0].bytes);
    const errors = checkSitemaps([again], { now: new Date("2026-12-05") }).filter(
      (p) => p.severity === "error",
    );
    expect(errors.map((p) => p.entry)).toEqual([1, 1, 1]);
  });

  it("counts a numeric reference to a character XML forbids as remaining: export writes it as text", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://www.example.com/a</loc><news:news><news:publication><news:name>N&#11;</news:name><news:language>en</news:language></news:publication>
<news:publication_date>2026-12-04</news:publication_date><news:title>T<x</news:title></news:news></url></urlset>`;
    const file = readSitemapFile("a.xml", new TextEncoder().encode(xml));
    const found = checkSitemaps([file], { now: new Date("2026-12-05") }).filter(
      (p) => p.code === "xml.malformed",
    );
    // the reference (kept as text) and a stray "<" (written escaped)
    expect(found.map((p) => p.params?.reference)[0]).toBe("&#11;");
    expect(found.length).toBeGreaterThan(1);
    expect(countExportErrors(found, names, { format: "xml" })).toEqual({
      total: 1,
      codes: [["xml.malformed", 1]],
    });
  });

  it("for a TXT export whose sizes are not known, still counts only the errors a URL list keeps", () => {
    const txt = [
      error("loc.relative", "a.xml", 0),
      error("lastmod.invalid", "a.xml", 0),
      error("file.too-many-urls"),
    ];
    // the sizes do not parse: whether parts stay within the limits is not known, so the size error stays
    expect(countExportErrors(txt, names, { format: "txt" })).toEqual({
      total: 2,
      codes: [
        ["loc.relative", 1],
        ["file.too-many-urls", 1],
      ],
    });
    expect(countExportErrors(txt, names, { format: "xml" }).total).toBe(3);
  });

  it("counts an index entry the export points outside the index's folder as index.child-outside-scope", () => {
    const info = (params: Record<string, string>): Problem => ({
      code: "index.child-missing",
      severity: "info",
      message: "",
      file: "index.xml",
      entry: 0,
      params,
    });
    const names = new Set(["index.xml"]);
    const settings = { maxUrls: 50_000, maxBytes: 52_428_800 };
    expect(
      countExportErrors([info({ location: "https://e.ru/feeds/a.xml", scope: "/maps/" })], names, settings),
    ).toEqual({
      total: 1,
      codes: [["index.child-outside-scope", 1]],
    });
    expect(countExportErrors([info({ location: "https://e.ru/maps/a.xml" })], names, settings).total).toBe(0);
  });
});

describe("countExportErrors with Set lastmod (now)", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const child = (name: string) =>
    readSitemapFile(
      name,
      bytes(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example/${name}-page</loc></url></urlset>`,
      ),
    );
  const index = readSitemapFile(
    "sitemap_index.xml",
    bytes(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        "<sitemap><loc>https://shop.example/a.xml</loc><lastmod>08/05/2024</lastmod></sitemap>" +
        "<sitemap><loc>https://shop.example/b.xml</loc><lastmod>08/05/2024</lastmod></sitemap>" +
        "</sitemapindex>",
    ),
  );
  const files = [index, child("a.xml"), child("b.xml")];
  const problems = checkSitemaps(files);
  const names = new Set(files.map((file) => file.name));
  const sizes = { maxUrls: 50_000, maxBytes: 52_428_800 };

  it("leaves out the lastmod errors of the index entries whose lastmod the export replaces", () => {
    const invalid = problems.filter((p) => p.code === "lastmod.invalid").map((p) => [p.file, p.entry]);
    expect(invalid).toEqual([
      ["sitemap_index.xml", 0],
      ["sitemap_index.xml", 1],
    ]);
    const refreshed = getRefreshedIndexEntries(files, names, new Set(["b.xml"]));
    expect([...refreshed].map(([name, entries]) => [name, [...entries]])).toEqual([
      ["sitemap_index.xml", [1]],
    ]);
    const before = countExportErrors(problems, names, sizes, undefined, new Set(["sitemap_index.xml"]));
    const after = countExportErrors(
      problems,
      names,
      sizes,
      undefined,
      new Set(["sitemap_index.xml"]),
      undefined,
      refreshed,
    );
    expect(before.codes).toContainEqual(["lastmod.invalid", 2]);
    expect(after.codes).toContainEqual(["lastmod.invalid", 1]);
    expect(after.total).toBe(before.total - 1);
  });

  it("refreshes nothing for a child not exported, nor when no file changed", () => {
    expect(
      getRefreshedIndexEntries(files, new Set(["sitemap_index.xml", "a.xml"]), new Set(["b.xml"])).size,
    ).toBe(0);
    expect(getRefreshedIndexEntries(files, names, new Set()).size).toBe(0);
  });
});

describe("selectErrorsWrittenAway", () => {
  it("counts, with the errors an export leaves and the entries it skips, every error of each shared file", () => {
    let away = 0;
    for (const path of listAllSharedFiles()) {
      const name = path.slice(path.lastIndexOf("/") + 1);
      const file = readSitemapFile(name, sharedBytes(path));
      const problems = checkSitemaps([file], { now: new Date("2026-11-29T12:00:00Z") });
      const errors = problems.filter((problem) => problem.severity === "error");
      const skipped = errors.filter((problem) => problem.code === "loc.missing").length;
      const left = countExportErrors(problems, new Set([name])).total;
      const written = selectErrorsWrittenAway({ problems });
      expect(written + left + skipped, name).toBe(errors.length);
      away += written;
    }
    // the shared files hold such errors (a feed's format, text lines that are no URL, broken XML)
    expect(away).toBeGreaterThan(10);
  });
});
