import { describe, expect, it } from "vitest";
import { makeFieldPositions } from "@/test/factories";
import { parseSitemapXml } from "./parse-sitemap-xml";

const SM = "http://www.sitemaps.org/schemas/sitemap/0.9";
const urlset = (body: string, attrs = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SM}"${attrs}>\n${body}\n</urlset>\n`;
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);
const find = (r: { problems: { code: string }[] }, code: string) => r.problems.find((p) => p.code === code);

describe("parseSitemapXml: formats and namespaces", () => {
  it("reads a urlset with fields trimmed, positions, namespaces and the declared encoding", () => {
    const r = parseSitemapXml(
      urlset(
        "  <url>\n    <loc> https://www.example.com/a </loc>\n    <lastmod>2024-01-01</lastmod>\n    <changefreq>daily</changefreq>\n    <priority>0.5</priority>\n  </url>",
      ),
      "s.xml",
    );
    expect(r.format).toBe("urlset");
    expect(r.declaredEncoding).toBe("UTF-8");
    expect(r.namespaces).toEqual({ "": SM });
    expect(r.hadComments).toBe(false);
    expect(r.urls).toEqual([
      {
        loc: "https://www.example.com/a",
        lastmod: "2024-01-01",
        changefreq: "daily",
        priority: "0.5",
        images: [],
        videos: [],
        alternates: [],
        line: 3,
        column: 3,
        source: makeFieldPositions(
          {
            loc: { line: 4, column: 5 },
            lastmod: { line: 5, column: 5 },
            changefreq: { line: 6, column: 5 },
            priority: { line: 7, column: 5 },
          },
          { line: 3, column: 3 },
        ),
      },
    ]);
    expect(r.problems).toEqual([
      expect.objectContaining({
        code: "loc.whitespace",
        severity: "info",
        entry: 0,
        field: "loc",
        line: 4,
        column: 5,
      }),
    ]);
  });

  it("reads the sitemaps.org namespace bound to any prefix (B08)", () => {
    const text = `<sm:urlset xmlns:sm="${SM}"><sm:url><sm:loc>https://www.example.com/1</sm:loc><sm:changefreq>daily</sm:changefreq></sm:url><sm:url><sm:loc>https://www.example.com/2</sm:loc></sm:url></sm:urlset>`;
    const r = parseSitemapXml(text, "b08.xml");
    expect(r.urls.map((u) => [u.loc, u.changefreq])).toEqual([
      ["https://www.example.com/1", "daily"],
      ["https://www.example.com/2", undefined],
    ]);
    expect(r.problems).toEqual([]);
    expect(r.namespaces).toEqual({ sm: SM });
  });

  it("reports a missing namespace and still reads the entries", () => {
    const r = parseSitemapXml("<urlset>\n<url><loc>https://a.example/x</loc></url></urlset>", "n.xml");
    expect(r.urls.map((u) => u.loc)).toEqual(["https://a.example/x"]);
    expect(r.problems).toEqual([
      expect.objectContaining({ code: "xml.namespace-missing", line: 1, column: 1 }),
    ]);
  });

  it.each([
    "http://www.google.com/schemas/sitemap/0.9",
    "http://www.google.com/schemas/sitemap/0.84",
    "https://www.sitemaps.org/schemas/sitemap/0.9",
  ])("reports the wrong namespace %s and reads entries in it", (ns) => {
    const r = parseSitemapXml(
      `<urlset xmlns="${ns}"><url><loc>https://a.example/x</loc></url></urlset>`,
      "w.xml",
    );
    expect(r.urls[0].loc).toBe("https://a.example/x");
    expect(codes(r)).toEqual(["xml.namespace-wrong"]);
  });

  it("reads a sitemap index with loc and lastmod, an empty lastmod as an empty string (B16)", () => {
    const text = `<sitemapindex xmlns="${SM}">\n<sitemap><loc>https://a.example/1.xml</loc><lastmod></lastmod></sitemap>\n</sitemapindex>`;
    const r = parseSitemapXml(text, "i.xml");
    expect(r.format).toBe("sitemapindex");
    expect(r.urls).toEqual([]);
    expect(r.sitemaps).toEqual([
      {
        loc: "https://a.example/1.xml",
        lastmod: "",
        line: 2,
        column: 1,
        source: makeFieldPositions(
          { loc: { line: 2, column: 10 }, lastmod: { line: 2, column: 44 } },
          { line: 2, column: 1 },
        ),
      },
    ]);
    expect(r.problems).toEqual([]);
  });

  it("decodes CDATA and entities in values (B07)", () => {
    const text = `<sitemapindex xmlns="${SM}"><sitemap><loc>\n<![CDATA[\nhttps://a.example/g.php?l=fr&cid=253\n]]>\n</loc></sitemap></sitemapindex>`;
    const r = parseSitemapXml(text, "b07.xml");
    expect(r.sitemaps[0].loc).toBe("https://a.example/g.php?l=fr&cid=253");
    const r2 = parseSitemapXml(
      urlset("<url><loc>https://a.example/?a=1&amp;b=&#50;&#x33;&lt;&gt;&quot;&apos;</loc></url>"),
      "e.xml",
    );
    expect(r2.urls[0].loc).toBe("https://a.example/?a=1&b=23<>\"'");
    expect(r2.problems).toEqual([]);
  });

  it("reads an entry without loc as loc '' with loc.missing, an empty loc with loc.missing only", () => {
    const r = parseSitemapXml(
      urlset("<url><lastmod>2024-01-01</lastmod></url>\n<url><loc> </loc></url>"),
      "m.xml",
    );
    expect(r.urls.map((u) => u.loc)).toEqual(["", ""]);
    expect(r.problems).toEqual([
      expect.objectContaining({ code: "loc.missing", entry: 0, field: "loc", line: 3, column: 1 }),
      expect.objectContaining({ code: "loc.missing", entry: 1, field: "loc", line: 4, column: 1 }),
    ]);
  });

  it("reports bare text in a sitemap and loc.missing for it (B34)", () => {
    const text = `<sitemapindex xmlns="${SM}">\n<sitemap>\nhttps://a.example/s.jss?p=2&amp;l=en\n</sitemap>\n<sitemap><loc>https://a.example/b.xml</loc></sitemap>\n</sitemapindex>`;
    const r = parseSitemapXml(text, "b34.xml");
    expect(r.sitemaps.map((s) => s.loc)).toEqual(["", "https://a.example/b.xml"]);
    expect(r.problems).toEqual([
      expect.objectContaining({ code: "xml.unexpected-text", entry: 0, line: 3, column: 1 }),
      expect.objectContaining({ code: "loc.missing", entry: 0, line: 2, column: 1 }),
    ]);
  });

  it("gives format unknown and file.unknown-format for an HTML page", () => {
    const r = parseSitemapXml("<!DOCTYPE html>\n<html><body><br><p>hi</body></html>", "p.html");
    expect(r.format).toBe("unknown");
    expect(r.urls).toEqual([]);
    // its <!DOCTYPE html> is part of being a page: one fault, "not a sitemap", naming the root
    expect(codes(r)).toEqual(["file.unknown-format"]);
    expect(find(r, "file.unknown-format")).toMatchObject({ line: 2, column: 1, params: { element: "html" } });
    // a DOCTYPE before a sitemap's root is still its own fault
    const dtd = parseSitemapXml(
      '<!DOCTYPE urlset>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
      "s.xml",
    );
    expect(codes(dtd)).toContain("xml.doctype");
  });

  it("gives a Yandex Market YML catalog one fault, not a sitemap, its DOCTYPE no second; entities still refused", () => {
    const yml = parseSitemapXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE yml_catalog SYSTEM "shops.dtd">\n<yml_catalog date="2026-12-06 10:00"><shop/></yml_catalog>',
      "market.xml",
    );
    expect(codes(yml)).toEqual(["file.unknown-format"]);
    expect(find(yml, "file.unknown-format")).toMatchObject({ params: { element: "yml_catalog" } });
    const laughs = parseSitemapXml(
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n<lolz>&lol2;</lolz>',
      "lolz.xml",
    );
    expect(codes(laughs)).toContain("xml.doctype");
    expect(codes(laughs)).toContain("file.unknown-format");
  });
});

describe("parseSitemapXml: structure checks", () => {
  it("keeps the first of two locs and reports xml.duplicate-element", () => {
    const r = parseSitemapXml(
      urlset("<url><loc>https://a.example/1</loc><loc>https://a.example/2</loc></url>"),
      "d.xml",
    );
    expect(r.urls[0].loc).toBe("https://a.example/1");
    expect(r.problems).toEqual([
      expect.objectContaining({ code: "xml.duplicate-element", entry: 0, field: "loc", line: 3, column: 36 }),
    ]);
  });

  it("reports a second video title or content_loc as xml.duplicate-element and keeps it as written; prices may repeat", () => {
    const video = [
      "<video:video><video:thumbnail_loc>https://a.example/t.jpg</video:thumbnail_loc>",
      "<video:title>First</video:title><video:title>Second</video:title><video:description>d</video:description>",
      "<video:content_loc>https://a.example/v.mp4</video:content_loc><video:content_loc>https://a.example/w.mp4</video:content_loc>",
      '<video:price currency="EUR">1</video:price><video:price currency="USD">2</video:price></video:video>',
    ].join("\n");
    const r = parseSitemapXml(
      urlset(
        `<url><loc>https://a.example/1</loc>\n${video}</url>`,
        ` xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"`,
      ),
      "v.xml",
    );
    const [read] = r.urls[0].videos;
    expect([read.title, read.content_loc, read.price]).toEqual(["First", "https://a.example/v.mp4", "1"]);
    expect(read.extra).toEqual([
      "<video:title>Second</video:title>",
      "<video:content_loc>https://a.example/w.mp4</video:content_loc>",
      '<video:price currency="USD">2</video:price>',
    ]);
    expect(r.problems.map((p) => [p.code, p.params?.element, p.line, p.column])).toEqual([
      ["xml.duplicate-element", "video:title", 5, 33],
      ["xml.duplicate-element", "video:content_loc", 6, 63],
    ]);
  });

  it("reports xml.element-order once per url, for core fields out of order or after an extension", () => {
    const body = `<url><loc>https://a.example/1</loc><changefreq>daily</changefreq><lastmod>2024-01-01</lastmod><priority>1</priority></url>
<url><image:image><image:loc>https://a.example/i.jpg</image:loc></image:image><loc>https://a.example/2</loc></url>`;
    const r = parseSitemapXml(
      urlset(body, ` xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"`),
      "o.xml",
    );
    expect(r.urls[0].lastmod).toBe("2024-01-01");
    expect(r.urls[1].loc).toBe("https://a.example/2");
    expect(r.problems.map((p) => [p.code, p.entry, p.line])).toEqual([
      ["xml.element-order", 0, 3],
      ["xml.element-order", 1, 4],
    ]);
  });

  it("keeps unknown children raw, reporting by namespace", () => {
    const body = `<url><loc>https://a.example/1</loc><foo a="1">x &amp; <b>y</b></foo><mobile:mobile/><pm:PageMap><pm:D/></pm:PageMap><pm:Other/></url>
<url><loc>https://a.example/2</loc><mobile:mobile></mobile:mobile></url>`;
    const attrs = ` xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0" xmlns:pm="urn:x-pagemap"`;
    const r = parseSitemapXml(urlset(body, attrs), "u.xml");
    expect(r.urls[0].extra).toEqual([
      `<foo a="1">x &amp; <b>y</b></foo>`,
      "<mobile:mobile/>",
      "<pm:PageMap><pm:D/></pm:PageMap>",
      "<pm:Other/>",
    ]);
    expect(r.urls[1].extra).toEqual(["<mobile:mobile></mobile:mobile>"]);
    expect(r.problems.map((p) => [p.code, p.severity, p.line, p.column])).toEqual([
      ["xml.unknown-element", "warning", 3, 36],
      ["ext.obsolete", "info", 3, 69],
      ["ext.unknown-namespace", "info", 3, 85],
    ]);
  });

  it("reports unknown top-level elements and unknown attributes, never xmlns* or xsi:*", () => {
    const xsi = ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SM} x.xsd" id="1"`;
    const r = parseSitemapXml(
      urlset(`<foo>bar</foo><url a="b"><loc>https://a.example/1</loc></url>`, xsi),
      "a.xml",
    );
    expect(r.urls).toHaveLength(1);
    expect(r.problems.map((p) => [p.code, p.line, p.column, p.params?.value])).toEqual([
      ["xml.unknown-attribute", 2, 186, "id"],
      ["xml.unknown-element", 3, 1, "foo"],
      ["xml.unknown-attribute", 3, 20, "a"],
    ]);
  });

  it("reports text directly inside urlset and url as xml.unexpected-text", () => {
    const r = parseSitemapXml(urlset("oops<url>x<loc>https://a.example/1</loc></url>"), "t.xml");
    expect(r.problems.map((p) => [p.code, p.entry, p.line, p.column])).toEqual([
      ["xml.unexpected-text", undefined, 3, 1],
      ["xml.unexpected-text", 0, 3, 10],
    ]);
  });

  it("counts hadComments for comments and processing instructions, not the declaration", () => {
    expect(
      parseSitemapXml(urlset("<!-- c --><url><loc>https://a.example/1</loc></url>"), "c.xml").hadComments,
    ).toBe(true);
    expect(
      parseSitemapXml(`<?xml version="1.0"?><?xml-stylesheet href="s.xsl"?><urlset xmlns="${SM}"/>`, "p.xml")
        .hadComments,
    ).toBe(true);
  });
});
