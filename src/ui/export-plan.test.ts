import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import {
  getExportNameFault,
  getIndexLastmodZone,
  getWrittenUrls,
  makeExportForm,
  parseBaseUrl,
  parseExportName,
  toExportSettings,
} from "./export-plan";

describe("the merged set's base URL and file name", () => {
  it("takes an absolute http(s) URL or nothing as the base URL", () => {
    expect(parseBaseUrl("")).toBe("");
    expect(parseBaseUrl("  https://shop.example.com/maps/ ")).toBe("https://shop.example.com/maps/");
    expect(parseBaseUrl("HTTP://shop.example.com")).toBe("HTTP://shop.example.com");
    for (const text of [
      "shop.example.com/maps",
      "/maps/",
      "ftp://x",
      "https://",
      "http//x.com",
      "https://a b.com/",
      "https:// shop.example.com/",
      "https://shop.example.com/maps?x=1",
      "https://shop.example.com/#f",
    ])
      expect(parseBaseUrl(text), text).toBeUndefined();
  });

  it("takes a name without a folder or a character Windows refuses, `sitemap` when empty", () => {
    expect(parseExportName(" shop map ")).toBe("shop map");
    expect(parseExportName("")).toBe("sitemap");
    for (const text of ["maps/sitemap", "a\\b", "a:b", "a*", "a?", 'a"', "a<b>", "a|b", "a\tb", ".", ".."])
      expect(parseExportName(text), text).toBeUndefined();
  });

  it("refuses a name Windows keeps for a device and one too long for a part's name, saying which", () => {
    for (const text of ["CON", "nul", "Com1", "lpt9.xml", "aux.tar"]) {
      expect(parseExportName(text), text).toBeUndefined();
      expect(getExportNameFault(text), text).toBe("reserved");
    }
    expect(parseExportName("console")).toBe("console");
    expect(parseExportName("com10")).toBe("com10");
    expect(getExportNameFault("a".repeat(200))).toBeUndefined();
    expect(getExportNameFault("a".repeat(201))).toBe("long");
    // bytes, not characters: 101 Cyrillic letters are 202 bytes
    expect(getExportNameFault("к".repeat(101))).toBe("long");
    expect(getExportNameFault("a/b")).toBe("chars");
  });

  it("makes no settings for a merge with either unusable, and ignores them when each file is written as it is", () => {
    const merge = { ...makeExportForm("shop.example.com"), mode: "merge" as const };
    expect(toExportSettings(merge)).toBeUndefined();
    expect(toExportSettings({ ...merge, baseUrl: "https://shop.example.com" })?.baseUrl).toBe(
      "https://shop.example.com",
    );
    expect(toExportSettings({ ...merge, baseUrl: "", name: "a/b" })).toBeUndefined();
    expect(toExportSettings({ ...merge, mode: "each", name: "a/b" })?.mode).toBe("each");
    // a remembered name that cannot be used opens as the default
    expect(makeExportForm("", { name: "a/b" }).name).toBe("sitemap");
  });

  it("writes the index's lastmod in the zone the indexes' dates use, else the files', whatever the browser's", () => {
    const index = makeSitemapFile({
      name: "i.xml",
      format: "sitemapindex",
      urls: [],
      sitemaps: [
        { loc: "https://e.ru/a.xml", lastmod: "2026-11-01T10:00:00+03:00" },
        { loc: "https://e.ru/b.xml" },
      ],
    });
    const urls = makeSitemapFile({
      name: "a.xml",
      urls: [makeUrlEntry({ lastmod: "2026-11-01T10:00:00-05:00" })],
    });
    expect(getIndexLastmodZone([urls, index])).toBe("+03:00");
    expect(getIndexLastmodZone([urls])).toBe("-05:00");
    expect(getIndexLastmodZone([makeSitemapFile({ urls: [makeUrlEntry({ lastmod: "2026-11-01" })] })])).toBe(
      undefined,
    );
    const form = { ...makeExportForm("e.ru"), mode: "each" as const, indexLastmod: true };
    const now = new Date("2026-12-03T09:30:00Z");
    expect(toExportSettings(form, undefined, now, "+03:00")?.indexLastmod).toBe("2026-12-03T12:30:00+03:00");
    expect(toExportSettings(form, undefined, now, "Z")?.indexLastmod).toBe("2026-12-03T09:30:00+00:00");
    // an index is XML in a TXT export too: its lastmod is set all the same
    const txt = { ...form, kind: "txt" as const };
    expect(toExportSettings(txt, undefined, now, "Z")?.indexLastmod).toBe("2026-12-03T09:30:00+00:00");
  });
});

describe("getWrittenUrls", () => {
  it("names every file the export writes at its base: a merged set's parts and index, each file's own", () => {
    const file = (name: string, kind: "urlset" | "sitemapindex" = "urlset") => ({
      name,
      kind,
      urlCount: 1,
      byteLength: 1,
    });
    const plan = {
      files: [file("sitemap-1.xml"), file("sitemap-2.xml"), file("sitemap-index.xml", "sitemapindex")],
      written: 2,
      skipped: [],
      oversized: [],
      undeclaredPrefixes: [],
      droppedExtras: 0,
      alteredValues: 0,
      lineBreakLocs: 0,
      indexBaseUrl: "https://shop.ru/maps/",
    };
    expect(getWrittenUrls(plan, "")).toEqual([
      "https://shop.ru/maps/sitemap-1.xml",
      "https://shop.ru/maps/sitemap-2.xml",
      "https://shop.ru/maps/sitemap-index.xml",
    ]);
    const each = {
      ...plan,
      sources: [
        { source: "ru/sitemap.xml", base: "https://shop.ru/ru/", files: [file("ru/sitemap.xml")] },
        { source: "x.xml", base: "", files: [file("x.xml")] },
      ],
    };
    expect(getWrittenUrls(each, "")).toEqual(["https://shop.ru/ru/sitemap.xml"]);
    expect(getWrittenUrls(undefined, "")).toEqual([]);
  });
});
