import { describe, expect, it } from "vitest";
import type { UrlEntry } from "@/core/model/types";
import { makeUrlEntry } from "@/test/factories";
import { readUrlsetBack } from "@/test/xml-read-back";
import { planExport, type WriteOptions, writeSitemaps } from "./write-sitemaps";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The text of the single file written. */
function writeOne(urls: UrlEntry[], options: WriteOptions = {}): string {
  const files = writeSitemaps(urls, options);
  expect(files).toHaveLength(1);
  return decoder.decode(files[0].bytes);
}

describe("writeSitemaps: a plain urlset", () => {
  it("writes the declaration, the protocol namespace only, and pretty elements", () => {
    const xml = writeOne([makeUrlEntry({ lastmod: "2026-01-15", changefreq: "daily", priority: "0.8" })]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url>\n" +
        "    <loc>https://www.example.com/page</loc>\n" +
        "    <lastmod>2026-01-15</lastmod>\n" +
        "    <changefreq>daily</changefreq>\n" +
        "    <priority>0.8</priority>\n" +
        "  </url>\n" +
        "</urlset>\n",
    );
  });

  it("writes compact output without whitespace between tags", () => {
    const xml = writeOne([makeUrlEntry({ priority: "1.0" })], { pretty: false });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        "<url><loc>https://www.example.com/page</loc><priority>1.0</priority></url></urlset>\n",
    );
  });

  it("has no byte order mark and is valid UTF-8", () => {
    const [file] = writeSitemaps([makeUrlEntry({ loc: "https://пример.рф/страница" })]);
    expect([...file.bytes.slice(0, 5)]).toEqual([...new TextEncoder().encode("<?xml")]);
    expect(decoder.decode(file.bytes)).toContain("<loc>https://пример.рф/страница</loc>");
  });

  it("trims loc, leaves out empty lastmod, changefreq and priority, keeps values as typed", () => {
    const xml = writeOne([
      makeUrlEntry({ loc: "  https://www.example.com/a  ", lastmod: "", changefreq: " ", priority: "0,9" }),
      makeUrlEntry({ lastmod: "15.01.2026", changefreq: "Weekly" }),
    ]);
    expect(xml).toContain("<loc>https://www.example.com/a</loc>\n    <priority>0,9</priority>");
    expect(xml).not.toContain("<lastmod></lastmod>");
    expect(xml.match(/<changefreq>/g)).toHaveLength(1);
    expect(xml).toContain("<lastmod>15.01.2026</lastmod>\n    <changefreq>Weekly</changefreq>");
  });

  it("leaves out entries without loc and says which", () => {
    const urls = [makeUrlEntry({ loc: "" }), makeUrlEntry(), makeUrlEntry({ loc: "   " })];
    const xml = writeOne(urls);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(planExport(urls)).toMatchObject({ written: 1, skipped: [0, 2] });
  });

  it("leaves out a loc made only of characters XML forbids, and trims what they surrounded", () => {
    const urls = [
      makeUrlEntry({ loc: "\u0001\uFFFF" }),
      makeUrlEntry({ loc: "\u0001 https://x.com/a \u0002" }),
    ];
    expect(writeOne(urls)).toContain("<url>\n    <loc>https://x.com/a</loc>\n  </url>");
    expect(planExport(urls)).toMatchObject({ written: 1, skipped: [0] });
    expect(planExport(urls, { format: "txt" })).toMatchObject({ written: 1, skipped: [0] });
    expect(new TextDecoder().decode(writeSitemaps(urls, { format: "txt" })[0].bytes)).toBe(
      "https://x.com/a\n",
    );
  });

  it("writes one empty urlset when there is nothing to write", () => {
    const xml = writeOne([makeUrlEntry({ loc: "" })]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it("escapes every special character in every core field", () => {
    const nasty = `a&b<c>d"e'f`;
    const entry = makeUrlEntry({
      loc: `https://x.com/?${nasty}`,
      lastmod: nasty,
      changefreq: nasty,
      priority: nasty,
    });
    const xml = writeOne([entry]);
    expect(xml).toContain("<loc>https://x.com/?a&amp;b&lt;c&gt;d&quot;e&apos;f</loc>");
    expect(xml.match(/a&amp;b&lt;c&gt;d&quot;e&apos;f/g)).toHaveLength(4);
    expect(readUrlsetBack(xml).urls[0]).toMatchObject({ loc: entry.loc, lastmod: nasty, priority: nasty });
  });
});

describe("writeSitemaps: TXT", () => {
  it("writes one trimmed loc per line with LF and no other field", () => {
    const urls = [
      makeUrlEntry({ loc: " https://x.com/a ", lastmod: "2026-01-01" }),
      makeUrlEntry({ loc: "https://x.com/ü?a=1&b=2" }),
    ];
    const [file] = writeSitemaps(urls, { format: "txt" });
    expect(file).toMatchObject({ name: "sitemap.txt", kind: "txt" });
    expect(decoder.decode(file.bytes)).toBe("https://x.com/a\nhttps://x.com/ü?a=1&b=2\n");
  });

  it("leaves out entries without loc or with a line break in it", () => {
    const urls = [makeUrlEntry({ loc: "" }), makeUrlEntry({ loc: "https://x.com/a\nb" }), makeUrlEntry()];
    // the one with a line break has a URL: counted apart, so the dialog does not call it an entry without one
    expect(planExport(urls, { format: "txt" })).toMatchObject({
      written: 1,
      skipped: [0, 1],
      lineBreakLocs: 1,
    });
    expect(planExport(urls)).toMatchObject({ skipped: [0], lineBreakLocs: 0 });
  });
});
