import { describe, expect, it } from "vitest";
import { parseSitemapXml } from "./parse-sitemap-xml";

const SM = "http://www.sitemaps.org/schemas/sitemap/0.9";
const at = (r: { problems: { code: string; line?: number; column?: number }[] }) =>
  r.problems.map((p) => `${p.code}@${p.line}:${p.column}`);

describe("parseSitemapXml: well-formedness faults and recovery", () => {
  it("reports whitespace before the XML declaration as file.leading-whitespace only (B03)", () => {
    const r = parseSitemapXml(
      `\n\n<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SM}"><url><loc>https://a.example/a</loc></url></urlset>`,
      "b03.xml",
    );
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/a"]);
    expect(at(r)).toEqual(["file.leading-whitespace@1:1"]);
  });

  it("closes an entry whose caption holds more unclosed <br> than 64: the entries after it are read", () => {
    const breaks = Array.from({ length: 80 }, (_, i) => `line ${i}<br>`).join("");
    const text =
      `<urlset xmlns="${SM}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n` +
      `<url><loc>https://a.example/a</loc><image:image><image:loc>https://a.example/a.jpg</image:loc>` +
      `<image:caption>${breaks}</image:caption></image:image></url>\n` +
      `<url><loc>https://a.example/b</loc></url>\n<url><loc>https://a.example/c</loc></url>\n</urlset>\n`;
    const r = parseSitemapXml(text, "br.xml");
    expect(r.urls.map((u) => u.loc)).toEqual([
      "https://a.example/a",
      "https://a.example/b",
      "https://a.example/c",
    ]);
    expect(r.urls[0].images.map((image) => image.loc)).toEqual(["https://a.example/a.jpg"]);
    // one fault for the unclosed elements, none for the end tags above them, and the file is not cut short
    expect(r.problems.map((p) => p.code)).toEqual(["xml.unknown-element", "xml.malformed"]);
    expect(r.problems[1].message).toMatch(/^<br> is not closed before <\/image:caption>/);
  });

  it("reports an XML version other than 1.0", () => {
    const r = parseSitemapXml(
      `<?xml version="1.1"?><urlset xmlns="${SM}"><url><loc>https://a.example/a</loc></url></urlset>`,
      "v.xml",
    );
    expect(at(r)).toEqual(["xml.version@1:1"]);
    expect(r.urls).toHaveLength(1);
  });

  it("keeps a raw & as written (xml.unescaped-ampersand) and an undefined entity literally", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/?a=1&b=2</loc></url>\n<url><loc>https://a.example/x&nbsp;y&rsquo;</loc></url>\n</urlset>`;
    const r = parseSitemapXml(text, "amp.xml");
    expect(r.urls.map((u) => u.loc)).toEqual([
      "https://a.example/?a=1&b=2",
      "https://a.example/x&nbsp;y&rsquo;",
    ]);
    // one undefined entity per text, the first, counting the others
    expect(r.problems.map((p) => [p.code, p.entry, p.line, p.column, p.params?.others])).toEqual([
      ["xml.unescaped-ampersand", 0, 2, 33, undefined],
      ["xml.undefined-entity", 1, 3, 30, 1],
    ]);
  });

  it("refuses a DOCTYPE with entities (billion laughs) without expanding it, in bounded time", () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      "\n",
    );
    const text = `<?xml version="1.0"?>\n<!DOCTYPE urlset [\n<!ENTITY lol0 "lol">\n${lol}\n]>\n<urlset xmlns="${SM}"><url><loc>https://a.example/&lol9;</loc></url></urlset>`;
    const started = performance.now();
    const r = parseSitemapXml(text, "lol.xml");
    expect(performance.now() - started).toBeLessThan(500);
    expect(r.urls[0].loc).toBe("https://a.example/&lol9;");
    expect(at(r)).toEqual(["xml.doctype@2:1", "xml.undefined-entity@14:89"]);
  });

  it("recovers from a start tag cut by the next tag (webignition unclosed <url)", () => {
    const text = `<urlset xmlns="${SM}">\n<url\n  <loc>https://a.example/1</loc>\n</url>\n<url><loc>https://a.example/2</loc></url>\n</urlset>`;
    const r = parseSitemapXml(text, "u.xml");
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/1", "https://a.example/2"]);
    expect(at(r)).toEqual(["xml.malformed@3:3"]);
    expect(r.problems[0].message).toContain('"<loc>https://a.example/1</loc>');
    expect(r.problems[0].params).toEqual({ detail: 'start tag <url> is not closed with ">"' });
  });

  it("recovers from '<' in text, keeping the value as written", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/1</loc><changefreq>always<</changefreq></url>\n<url><loc>https://a.example/2</loc></url></urlset>`;
    const r = parseSitemapXml(text, "lt.xml");
    expect(r.urls.map((u) => [u.loc, u.changefreq])).toEqual([
      ["https://a.example/1", "always<"],
      ["https://a.example/2", undefined],
    ]);
    expect(at(r)).toEqual(["xml.malformed@2:54"]);
  });

  it("closes open elements at a mismatched end tag and keeps reading", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/1</loc><foo></url>\n<url><loc>https://a.example/2</loc></url></bar></urlset>`;
    const r = parseSitemapXml(text, "m.xml");
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/1", "https://a.example/2"]);
    // the unclosed <foo> is not kept as an extra: written back it would break the export
    expect(at(r)).toEqual([
      "xml.unknown-element@2:36",
      "xml.malformed@2:41",
      "xml.malformed@2:36",
      "xml.malformed@3:42",
    ]);
    expect(r.urls[0].extra).toBeUndefined();
  });

  it("ends an entry whose end tag is missing at the next entry, which is read, not lost inside it", () => {
    const text = `<urlset xmlns="${SM}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>https://a.example/1</loc>
    <image:image><image:loc>https://a.example/1.jpg</image:loc>
  <url>
    <loc>https://a.example/2</loc>
  </url>
  <url><loc>https://a.example/3</loc><lastmod>2024-01-01
  <url><loc>https://a.example/4</loc></url>
</urlset>`;
    const r = parseSitemapXml(text, "u.xml");
    expect(r.urls.map((u) => [u.loc, u.line, u.images.length, u.lastmod])).toEqual([
      ["https://a.example/1", 2, 1, undefined],
      ["https://a.example/2", 5, 0, undefined],
      ["https://a.example/3", 8, 0, "2024-01-01"],
      ["https://a.example/4", 9, 0, undefined],
    ]);
    // one fault per missing end tag, where the next entry starts; nothing reported as unknown
    expect(r.problems.map((p) => [p.code, p.line, p.column, p.entry])).toEqual([
      ["xml.malformed", 5, 3, 0],
      ["xml.malformed", 9, 3, 2],
    ]);
    expect(r.problems[0].message).toContain("<url> is not closed before the next <url>");
  });

  it("does the same for a sitemap of an index; a url inside an unknown element stays in it", () => {
    const text = `<sitemapindex xmlns="${SM}"><sitemap><loc>https://a.example/1.xml</loc><sitemap><loc>https://a.example/2.xml</loc></sitemap></sitemapindex>`;
    const index = parseSitemapXml(text, "i.xml");
    expect(index.sitemaps.map((s) => s.loc)).toEqual(["https://a.example/1.xml", "https://a.example/2.xml"]);
    // at the second <sitemap> (1-based column)
    expect(at(index)).toEqual([`xml.malformed@1:${text.indexOf("<sitemap><loc>https://a.example/2") + 1}`]);
    const kept = parseSitemapXml(
      `<urlset xmlns="${SM}"><url><loc>https://a.example/1</loc><foo xmlns="urn:x"><url>x</url></foo></url></urlset>`,
      "k.xml",
    );
    expect(kept.urls).toHaveLength(1);
    expect(kept.urls[0].extra).toEqual(['<foo xmlns="urn:x"><url>x</url></foo>']);
  });

  it("keeps entries of a truncated document and says where it ends", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/1</loc></url>\n<url><loc>https://a.exa`;
    const r = parseSitemapXml(text, "t.xml");
    // the cut loc names no page: its url is left out, and the fault names no entry
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/1"]);
    expect(at(r)).toEqual(["xml.malformed@3:24"]);
    expect(r.problems[0].entry).toBeUndefined();
    expect(r.problems[0].params?.detail).toBe(
      "the file ends before </loc>; the <url> it cuts is left out (its loc may be cut short)",
    );
  });

  it.each([
    ["</lo", "https://a.example/2", "the file ends before </url>"],
    ["</loc", "https://a.example/2", "the file ends before </url>"],
    ["</loc></url", "https://a.example/2", "the file ends before </urlset>"],
    ["</loc></url></urlset", "https://a.example/2", "the file ends before </urlset>"],
  ])("says a file cut inside an end tag (…%s) once, keeping the value its </ ended", (tail, loc, detail) => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/1</loc></url>\n<url><loc>${loc}${tail}`;
    const r = parseSitemapXml(text, "t.xml");
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/1", loc]);
    // it was three faults for "</lo": not closed with ">", matches no open element, the file ends
    expect(r.problems.map((p) => [p.code, p.params?.detail])).toEqual([["xml.malformed", detail]]);
  });

  it("says a run of '<' that starts no tag once, and a start tag a '<' cuts once", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/b4 <<<</loc></url>\n<url><loc>https://a.example/<<x</loc></url>\n<url><loc>https://a.example/a<b</loc><lastmod>2024-01-01</lastmod></url>\n</urlset>`;
    const r = parseSitemapXml(text, "t.xml");
    expect(r.urls.map((u) => [u.loc, u.lastmod])).toEqual([
      ["https://a.example/b4 <<<", undefined],
      ["https://a.example/<", undefined],
      ["https://a.example/a", "2024-01-01"],
    ]);
    expect(r.problems.map((p) => [p.code, p.line, p.column, p.params?.detail])).toEqual([
      ["xml.malformed", 2, 32, '"<<<" starts no tag (write each "<" as &lt;)'],
      // the second "<" starts a tag (<x, cut by the "<" of </loc>): the run is the first one only
      ["xml.malformed", 3, 29, '"<" that starts no tag (write &lt;)'],
      ["xml.malformed", 3, 32, 'start tag <x> is not closed with ">"'],
      // <b is cut: said once, not also "<b> is not closed before </loc>", nor an unknown element <b>
      ["xml.malformed", 4, 32, 'start tag <b> is not closed with ">"'],
    ]);
  });

  it("says a file cut right after a '<' once: it ends inside the loc, not a '<' that starts no tag", () => {
    const text = `<urlset xmlns="${SM}">\n<url><loc>https://a.example/1</loc></url>\n<url><loc>https://a.example/2<`;
    const r = parseSitemapXml(text, "t.xml");
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/1"]);
    expect(r.problems.map((p) => [p.code, p.params?.detail])).toEqual([
      [
        "xml.malformed",
        "the file ends before </loc>; the <url> it cuts is left out (its loc may be cut short)",
      ],
    ]);
  });

  it("keeps a truncated entry whose loc is whole, without the value the end cuts", () => {
    const text = `<urlset xmlns="${SM}">
<url><loc>https://a.example/1</loc><priority>0`;
    const r = parseSitemapXml(text, "t.xml");
    expect(r.urls).toMatchObject([{ loc: "https://a.example/1" }]);
    // "0" of "0.8" would read as a valid priority
    expect(r.urls[0].priority).toBeUndefined();
    expect(r.problems).toMatchObject([
      {
        code: "xml.malformed",
        entry: 0,
        params: { detail: "the file ends before </priority>; the <priority> value it cuts is not kept" },
      },
    ]);
  });

  it.each([
    ["unterminated comment", `<urlset xmlns="${SM}"><!-- x </urlset>`, "xml.malformed@1:61"],
    [
      "unterminated CDATA",
      `<urlset xmlns="${SM}"><url><loc><![CDATA[x</loc></url></urlset>`,
      "xml.malformed@1:71",
    ],
    ["bad attribute syntax", `<urlset xmlns="${SM}" a b="c"></urlset>`, "xml.malformed@1:61"],
    ["duplicate attribute", `<urlset xmlns="${SM}" b="1" b="2"></urlset>`, "xml.malformed@1:67"],
    ["unquoted attribute", `<urlset xmlns="${SM}" b=1></urlset>`, "xml.malformed@1:63"],
    ["content after the root", `<urlset xmlns="${SM}"></urlset><urlset/>`, "xml.malformed@1:70"],
    ["text after the root", `<urlset xmlns="${SM}"></urlset>x`, "xml.malformed@1:70"],
    ["undeclared prefix", `<urlset xmlns="${SM}"><x:y/></urlset>`, "xml.malformed@1:62"],
  ])("reports %s as xml.malformed with its position", (_name, text, expected) => {
    const r = parseSitemapXml(text, "f.xml");
    expect(at(r).filter((p) => p.startsWith("xml.malformed"))[0]).toBe(expected);
  });

  it("says how many locs a second root element holds, none of them read", () => {
    const second = `<urlset><url><loc>https://a.example/2</loc></url><url><loc>https://a.example/3</loc></url></urlset>`;
    const r = parseSitemapXml(
      `<urlset xmlns="${SM}"><url><loc>https://a.example/1</loc></url></urlset>${second}`,
      "f.xml",
    );
    expect(r.urls.map((url) => url.loc)).toEqual(["https://a.example/1"]);
    expect(r.problems.map((p) => p.params?.detail)).toEqual([
      "content after the root element: <urlset> (not read, with the 2 locs in it)",
    ]);
  });

  it("reports a document without a root element", () => {
    const r = parseSitemapXml(`<?xml version="1.0"?>\n<!-- nothing -->\n`, "e.xml");
    expect(r.format).toBe("unknown");
    expect(r.problems.map((p) => p.code)).toEqual(["xml.malformed", "file.unknown-format"]);
  });

  it("stays linear on deep nesting and very long lines", () => {
    const depth = 200_000;
    const deep = `<urlset xmlns="${SM}"><url><loc>https://a.example/1</loc>${"<a>".repeat(depth)}${"</a>".repeat(depth)}</url></urlset>`;
    let started = performance.now();
    const r = parseSitemapXml(deep, "deep.xml");
    expect(performance.now() - started).toBeLessThan(3000);
    expect(r.urls).toHaveLength(1);
    const line = `<urlset xmlns="${SM}">${`<url><loc>https://a.example/${"x".repeat(50)}</loc></url>`.repeat(50_000)}</urlset>`;
    started = performance.now();
    expect(parseSitemapXml(line, "line.xml").urls).toHaveLength(50_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("says an element inside a value changed the value read, on that field, with the value read", () => {
    const r = parseSitemapXml(
      `<urlset xmlns="${SM}"><url><loc>https://a.example/x<span>y</span>z</loc><lastmod>2024-01-01<b/></lastmod></url>` +
        `<url><loc>https://a.example/<script>alert(1)</script></loc></url></urlset>`,
      "a.xml",
    );
    expect(r.urls.map((url) => url.loc)).toEqual(["https://a.example/xz", "https://a.example/"]);
    expect(r.problems.map((p) => [p.code, p.entry, p.field, p.params])).toEqual([
      ["xml.unknown-element", 0, "loc", { value: "span", parent: "loc", read: "https://a.example/xz" }],
      ["xml.unknown-element", 0, "lastmod", { value: "b", parent: "lastmod", read: "2024-01-01" }],
      ["xml.unknown-element", 1, "loc", { value: "script", parent: "loc", read: "https://a.example/" }],
    ]);
    expect(r.problems[2].message).toBe(
      '<script> inside <loc>: a value holds text only; what it holds is left out of the value read, "https://a.example/"',
    );
    // an element of an unknown namespace there is said once, as such, and placed on the field too
    const foreign = parseSitemapXml(
      `<urlset xmlns="${SM}" xmlns:x="urn:x"><url><loc>https://a.example/a<x:b/></loc></url></urlset>`,
      "b.xml",
    );
    expect(foreign.problems.map((p) => [p.code, p.field])).toEqual([["ext.unknown-namespace", "loc"]]);
  });

  it("counts columns in characters, a surrogate pair being one", () => {
    const r = parseSitemapXml(
      `<urlset xmlns="${SM}"><url><loc>https://a.example/😀</loc><x/></url></urlset>`,
      "a.xml",
    );
    expect(at(r)).toEqual(["xml.unknown-element@1:96"]);
  });
});

describe("parseSitemapXml: a generated 50,000-URL file", () => {
  it("reads every entry with its fields", () => {
    const parts = [`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SM}">\n`];
    for (let i = 0; i < 50_000; i++) {
      parts.push(
        `<url><loc>https://www.example.com/p/${i}?a=1&amp;b=2</loc><lastmod>2024-05-08T08:53:11+00:00</lastmod><changefreq>weekly</changefreq><priority>0.8</priority></url>\n`,
      );
    }
    parts.push("</urlset>\n");
    const r = parseSitemapXml(parts.join(""), "big.xml");
    expect(r.urls).toHaveLength(50_000);
    expect(r.problems).toEqual([]);
    expect(r.urls[49_999]).toMatchObject({
      loc: "https://www.example.com/p/49999?a=1&b=2",
      priority: "0.8",
      line: 50_002,
    });
  });
});
