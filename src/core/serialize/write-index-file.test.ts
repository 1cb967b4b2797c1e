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

  it("keeps a sitemap's foreign attributes (on it and on loc, lastmod) and unknown elements through a round trip", () => {
    const source =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:foo="urn:foo" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      '<sitemap foo:id="1" xsi:type="t"><loc foo:l="2">https://example.com/a.xml</loc>' +
      '<lastmod foo:m="3">2026-01-02</lastmod><foo:x a="b">1 &amp; 2</foo:x><foo:y/></sitemap>\n' +
      "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n</sitemapindex>\n";
    const file = readSitemapFile("index.xml", new TextEncoder().encode(source));
    const [ref] = file.sitemaps;
    expect(ref.attributes).toEqual({ "foo:id": "1" });
    expect(ref.fieldAttributes).toEqual({ loc: { "foo:l": "2" }, lastmod: { "foo:m": "3" } });
    expect(ref.extra).toEqual(['<foo:x a="b">1 &amp; 2</foo:x>', "<foo:y/>"]);
    const out = writeSitemapIndexFile(file.sitemaps, { namespaces: file.namespaces });
    const text = decode(out.bytes);
    expect(text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:foo="urn:foo">',
    );
    expect(text).toContain('<sitemap foo:id="1">');
    expect(text).toContain('<loc foo:l="2">https://example.com/a.xml</loc>');
    expect(text).toContain('<foo:x a="b">1 &amp; 2</foo:x>');
    const again = readSitemapFile(out.name, out.bytes);
    expect(again.problems.filter((p) => p.severity === "error")).toEqual([]);
    const strip = (refs: typeof file.sitemaps) => refs.map(({ line, column, source, ...rest }) => rest);
    expect(strip(again.sitemaps)).toEqual(strip(file.sitemaps));
    expect(planSitemapIndexFile(file.sitemaps, { namespaces: file.namespaces }).droppedExtras).toBe(0);
  });

  it("leaves out, counts and names extras and attributes it cannot write well-formed", () => {
    const refs = [
      {
        loc: "https://example.com/a.xml",
        attributes: { "bar:a": "1" },
        extra: ["<foo:x>", "<bar:y/>", "<foo:z/>"],
      },
    ];
    const plan = planSitemapIndexFile(refs, { namespaces: { foo: "urn:foo" } });
    expect(plan.droppedExtras).toBe(3);
    expect(plan.undeclaredPrefixes).toEqual(["bar"]);
    const text = decode(writeSitemapIndexFile(refs, { namespaces: { foo: "urn:foo" } }).bytes);
    expect(text).toContain("<foo:z/>");
    expect(text).not.toContain("bar:");
    expect(
      readSitemapFile("i.xml", new TextEncoder().encode(text)).problems.filter((p) => p.severity === "error"),
    ).toEqual([]);
  });
});
