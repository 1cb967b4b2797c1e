import { describe, expect, it } from "vitest";
import type { SitemapFile } from "@/core/index";
import { getExportSources, getSourceBase, getSourceStems } from "./export-actions";

function file(name: string, extra: Partial<SitemapFile> = {}): SitemapFile {
  return {
    name,
    format: "urlset",
    gzip: false,
    encoding: "utf-8",
    byteLength: 1,
    urls: [],
    sitemaps: [],
    problems: [],
    ...extra,
  };
}

describe("export-actions", () => {
  it("keeps each source's stem, made unique when two clash", () => {
    const stems = getSourceStems([file("a.xml"), file("a.txt"), file("b.xml.gz"), file("c")]);
    expect(stems).toEqual(["a", "a-2", "b", "c"]);
  });

  it("exports indexes only file by file, robots.txt never", () => {
    const files = [
      file("a.xml"),
      file("i.xml", { format: "sitemapindex" }),
      file("robots.txt", { format: "robots" }),
    ];
    expect(getExportSources(files, { files: [], mode: "each" }).map((f) => f.name)).toEqual([
      "a.xml",
      "i.xml",
    ]);
    expect(getExportSources(files, { files: [], mode: "merge" }).map((f) => f.name)).toEqual(["a.xml"]);
  });

  it("puts a file's parts next to its location", () => {
    expect(getSourceBase(file("a.xml", { location: "https://example.com/maps/a.xml?x=1" }))).toBe(
      "https://example.com/maps/",
    );
    expect(getSourceBase(file("a.xml", { location: "https://example.com" }))).toBe("https://example.com/");
    const guessed = file("a.xml", {
      urls: [{ loc: "https://x.org/p", images: [], videos: [], alternates: [] }],
    });
    expect(getSourceBase(guessed)).toBe("https://x.org/");
    expect(getSourceBase(file("a.xml"))).toBe("");
  });
});
