import { describe, expect, it } from "vitest";
import { makeDoc, makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import { sharedBytes } from "@/test/shared-dir";
import { createProblem } from "../model/problem";
import type { Engine, SitemapFile } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-11-29T12:00:00Z");

/** `code@entry` of every problem of one file. */
function codesOf(file: SitemapFile, engines?: Engine[]): string[] {
  return checkSitemaps([file], { now: NOW, engines }).map((p) =>
    p.entry === undefined ? p.code : `${p.code}@${p.entry}`,
  );
}

/** A urlset of `count` distinct entries without optional fields (so no info about shared values). */
const plainDoc = (count: number) =>
  makeDoc(count, () => ({ lastmod: undefined, changefreq: undefined, priority: undefined }));

describe("entry counts", () => {
  it("reports a file without entries as file.empty", () => {
    expect(codesOf(makeSitemapFile({ urls: [] }))).toEqual(["file.empty"]);
    expect(codesOf(makeSitemapFile({ format: "txt", urls: [] }))).toEqual(["file.empty"]);
    expect(codesOf(makeSitemapFile({ urls: [makeUrlEntry()] }))).toEqual([]);
  });

  it("leaves file.empty out for a robots.txt and after file.unknown-format", () => {
    expect(codesOf(makeSitemapFile({ format: "robots", urls: [] }))).toEqual([]);
    const unknown = createProblem("file.unknown-format", "sitemap.xml", "not a sitemap");
    expect(codesOf(makeSitemapFile({ format: "unknown", urls: [], problems: [unknown] }))).toEqual([
      "file.unknown-format",
    ]);
  });

  it("leaves file.empty out after file.gzip-corrupt (one fault, one code), as for the corpus files", () => {
    const corrupt = createProblem("file.gzip-corrupt", "sitemap.xml.gz", "the CRC-32 does not match");
    expect(codesOf(makeSitemapFile({ format: "unknown", urls: [], problems: [corrupt] }))).toEqual([
      "file.gzip-corrupt",
    ]);
    for (const name of ["aafeher-corrupted-not-gzip.gz", "aafeher-index-empty-crc-error.xml.gz"]) {
      const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
      expect(codesOf(file), name).toEqual(["file.gzip-corrupt"]);
    }
    const empty = readSitemapFile("e.xml.gz", sharedBytes("corpus/aafeher-empty-file.xml.gz"));
    expect(codesOf(empty).some((code) => code === "file.empty" || code === "file.unknown-format")).toBe(true);
  });

  it("reports file.too-many-urls at 50,001 entries, not at 50,000", () => {
    expect(codesOf(plainDoc(50_000))).toEqual([]);
    const over = plainDoc(50_001);
    expect(codesOf(over)).toEqual(["file.too-many-urls"]);
    expect(codesOf({ ...over, format: "txt" })).toEqual(["file.too-many-urls"]);
    const [problem] = checkSitemaps([over]);
    expect(problem.params).toEqual({ count: 50_001, limit: 50_000 });
  });

  it("reports index.too-many-sitemaps at 50,001 children, not at 50,000", () => {
    const refs = (n: number) =>
      Array.from({ length: n }, (_, i) => makeSitemapRef({ loc: `https://www.example.com/s-${i}.xml` }));
    const index = (n: number) => makeSitemapFile({ format: "sitemapindex", urls: [], sitemaps: refs(n) });
    const codes = (n: number) => codesOf(index(n)).filter((c) => !c.startsWith("index.child-missing"));
    expect(codes(50_000)).toEqual([]);
    expect(codes(50_001)).toEqual(["index.too-many-sitemaps"]);
  });
});

describe("feeds", () => {
  it("reports RSS and Atom once per file as yandex.feed-unsupported (Yandex only)", () => {
    expect(codesOf(makeSitemapFile({ format: "rss" }))).toEqual(["yandex.feed-unsupported"]);
    expect(
      codesOf(
        makeSitemapFile({
          format: "atom",
          urls: [makeUrlEntry(), makeUrlEntry({ loc: "https://www.example.com/b" })],
        }),
      ),
    ).toEqual(["yandex.feed-unsupported"]);
    expect(codesOf(makeSitemapFile({ format: "rss" }), ["google", "bing"])).toEqual([]);
  });
});

describe("values shared by every entry", () => {
  const two = (a: Partial<ReturnType<typeof makeUrlEntry>>, b: Partial<ReturnType<typeof makeUrlEntry>>) =>
    makeSitemapFile({
      urls: [
        makeUrlEntry({ loc: "https://www.example.com/a", ...a }),
        makeUrlEntry({ loc: "https://www.example.com/b", ...b }),
      ],
    });
  const T = "2024-06-25T15:40:18+02:00";

  it("reports lastmod.all-same when two or more entries share one lastmod", () => {
    expect(codesOf(two({ lastmod: T }, { lastmod: T }))).toEqual(["lastmod.all-same@0"]);
    expect(codesOf(two({ lastmod: T }, { lastmod: "2024-06-25T15:40:19+02:00" }))).toEqual([]);
    expect(codesOf(two({ lastmod: T }, {}))).toEqual([]);
    expect(codesOf(makeSitemapFile({ urls: [makeUrlEntry({ lastmod: T })] }))).toEqual([]);
  });

  it("reports priority.all-same, and priority.ignored and changefreq.ignored once per file", () => {
    const file = two({ priority: "0.5", changefreq: "daily" }, { priority: "0.5", changefreq: "weekly" });
    expect(codesOf(file)).toEqual(["priority.all-same@0", "changefreq.ignored@0", "priority.ignored@0"]);
    expect(codesOf(two({}, { changefreq: "daily" }))).toEqual(["changefreq.ignored@1"]);
    expect(codesOf(two({ priority: "0.4" }, { priority: "0.5" }))).toEqual(["priority.ignored@0"]);
  });

  it("keeps the Google-only infos out of a Yandex profile", () => {
    const file = two({ lastmod: T, priority: "0.5", changefreq: "daily" }, { lastmod: T, priority: "0.5" });
    expect(codesOf(file, ["yandex"])).toEqual(["priority.all-same@0"]);
  });
});
