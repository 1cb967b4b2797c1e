import { gunzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { planSitemapIndexFile, readSitemapFile, writeSitemapIndexFile } from "@/core/index";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const REFS = [
  { loc: " https://example.com/products.xml ", lastmod: "2026-01-02" },
  { loc: "" },
  { loc: "https://example.com/a&b.xml", extra: ["<x:y/>"] },
];

describe("writeSitemapIndexFile", () => {
  it("writes the refs as a sitemapindex under the given name, leaving out refs without a loc", () => {
    const file = writeSitemapIndexFile(REFS, { name: "sitemap_index.xml" });
    expect(file.name).toBe("sitemap_index.xml");
    expect(file.kind).toBe("sitemapindex");
    expect(decode(file.bytes)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <sitemap>\n    <loc>https://example.com/products.xml</loc>\n    <lastmod>2026-01-02</lastmod>\n  </sitemap>\n" +
        "  <sitemap>\n    <loc>https://example.com/a&amp;b.xml</loc>\n  </sitemap>\n" +
        "</sitemapindex>\n",
    );
  });

  it("gzips with a .xml.gz name, stays XML for a .txt name, and reads back as the same index", () => {
    const file = writeSitemapIndexFile(REFS, { name: "index.txt", gzip: true, pretty: false });
    expect(file.name).toBe("index.xml.gz");
    const read = readSitemapFile(file.name, file.bytes);
    expect(read.format).toBe("sitemapindex");
    expect(read.sitemaps.map((ref) => ref.loc)).toEqual([
      "https://example.com/products.xml",
      "https://example.com/a&b.xml",
    ]);
    expect(decode(gunzipSync(file.bytes))).not.toContain("\n  <sitemap>");
  });

  it("plans the same file: name, count, uncompressed size, skipped refs, unwritten extras", () => {
    const plan = planSitemapIndexFile(REFS, { name: "" });
    const bytes = writeSitemapIndexFile(REFS, {}).bytes;
    expect(plan.files).toEqual([
      { name: "sitemap.xml", kind: "sitemapindex", urlCount: 2, byteLength: bytes.byteLength },
    ]);
    expect(plan.written).toBe(2);
    expect(plan.skipped).toEqual([1]);
    expect(plan.droppedExtras).toBe(1);
  });
});
