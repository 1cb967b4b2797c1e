import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_DIR } from "../../test/shared-dir";
import { getItemFieldPosition } from "../model/item-positions";
import { parseSitemapXml } from "./parse-sitemap-xml";

function read(name: string, location?: string) {
  const text = readFileSync(resolve(SHARED_DIR, "corpus", name), "utf8").replace(/^\uFEFF/, "");
  return parseSitemapXml(text, name, { location });
}
const codes = (r: { problems: { code: string }[] }) => [...new Set(r.problems.map((p) => p.code))].sort();

describe("parseSitemapXml on the shared corpus", () => {
  it("reads every extension of sitemapjs-alltags-video-news-image-xhtml.xml", () => {
    const r = read("sitemapjs-alltags-video-news-image-xhtml.xml");
    expect(r.urls).toHaveLength(7);
    expect(r.problems).toEqual([]);
    expect(r.urls[0].loc).toBe(
      "https://roosterteeth.com/episode/rouletsplay-2018-goldeneye-source&%3E%3C'%22",
    );
    const { line, column, source: _childPositions, ...v0 } = r.urls[0].videos[0];
    expect([line, column]).toEqual([6, 5]);
    // each child's own place, an attribute's value at its element's
    const video = r.urls[0].videos[0];
    expect(getItemFieldPosition(video, "description")).toEqual({ line: 9, column: 7 });
    expect(getItemFieldPosition(video, "player_loc_allow_embed")).toEqual({ line: 10, column: 7 });
    expect(getItemFieldPosition(video, "duration")).toEqual({ line: 11, column: 7 });
    expect(v0).toEqual({
      thumbnail_loc:
        "https://rtv3-img-roosterteeth.akamaized.net/store/0e841100-289b-4184-ae30-b6a16736960a.jpg/sm/thumb3.jpg&><'\"",
      title: "2018:E6 - GoldenEye: Source&><'\"",
      description:
        "We play gun game in GoldenEye: Source with a good friend of ours. His name is Gruchy. Dan Gruchy.&><'\"",
      player_loc: "https://roosterteeth.com/embed/rouletsplay-2018-goldeneye-source&><'\"",
      player_loc_autoplay: "ap=1&><'\"",
      player_loc_allow_embed: "yes",
      duration: "1208",
      publication_date: "2018-04-27T17:00:00.000Z",
      tag: ["fruit&><'\"", "flies&><'\""],
      requires_subscription: "YES",
      extra: [`<video:id type="url">http://example.com/url&amp;&gt;&lt;'"</video:id>`],
    });
    expect(r.urls[1].videos[0]).toMatchObject({
      restriction: "IE GB US CA",
      restriction_relationship: "deny",
      gallery_loc: "https://roosterteeth.com/series/awhu&><'\"",
      gallery_loc_title: "awhu series page&><'\"",
      price: "1.99",
      price_currency: "USD",
      price_type: "rent",
      price_resolution: "HD",
      uploader: "GrillyMcGrillerson&><'\"",
      uploader_info: "http://www.example.com/users/grillymcgrillerson",
      platform: "tv",
      platform_relationship: "allow",
      category: "Baking&><'\"",
      live: "no",
    });
    expect(r.urls[2].videos[0].content_loc).toBe("http://streamserver.example.com/video123.mp4");
    expect(r.urls[2].alternates.map(({ hreflang, href }) => ({ hreflang, href }))).toEqual([
      { hreflang: "en", href: "http://test.com/page-1/&%3E%3C'%22" },
      { hreflang: "ja", href: "http://test.com/page-1/ja/&%3E%3C'%22" },
    ]);
    expect(r.urls[2].extra).toHaveLength(2);
    const { line: _l, column: _c, source: _s, ...news } = r.urls[3].news ?? { publication: {} };
    expect(news).toEqual({
      publication: { name: "The Example Times&><'\"", language: "en" },
      access: "Registration",
      genres: "PressRelease, Blog",
      publication_date: "2008-12-23",
      title: "Companies A, B in Merger Talks&><'\"",
      keywords: "business, merger, acquisition, A, B&><'\"",
      stock_tickers: "NASDAQ:A, NASDAQ:B",
    });
    expect(r.urls[4].images.map(({ line: _x, column: _y, source: _z, ...image }) => image)).toEqual([
      {
        loc: "http://test.com/img1.jpg&%3E%3C'%22",
        caption: "An image&><'\"",
        geo_location: "London, United Kingdom&><'\"",
        title: "The Title of Image One&><'\"",
        license: "https://creativecommons.org/licenses/by/4.0/&><'\"",
      },
      expect.objectContaining({ loc: "http://test.com/img2.jpg&%3E%3C'%22" }),
    ]);
  });

  it("reads the same values from the CDATA variant", () => {
    const plain = read("sitemapjs-alltags-video-news-image-xhtml.xml");
    const cdata = read("sitemapjs-alltags-cdata.xml");
    expect(cdata.urls.map((u) => u.loc)).toEqual(plain.urls.map((u) => u.loc));
  });

  it("reads hreflang alternates of cc-xhtml-hreflang-links.xml with positions", () => {
    const r = read("cc-xhtml-hreflang-links.xml");
    expect(r.problems).toEqual([]);
    expect(r.urls).toHaveLength(3);
    expect(r.urls[0].alternates).toEqual([
      { hreflang: "de", href: "http://www.example.com/deutsch/", line: 5, column: 5 },
      { hreflang: "de-ch", href: "http://www.example.com/schweiz-deutsch/", line: 6, column: 5 },
      { hreflang: "en", href: "http://www.example.com/english/", line: 7, column: 5 },
    ]);
  });

  it.each([
    ["webignition-invalid-unclosed-tags.xml", 10, ["xml.malformed"]],
    ["advertools-error-sitemap-MALFORMED.xml", 1, ["loc.missing", "xml.malformed", "xml.namespace-missing"]],
    ["sitemapjs-urlset-unescaped-lt-MALFORMED.xml", 1, ["xml.malformed"]],
    ["sitemapjs-index-unescaped-lt-MALFORMED.xml", 2, ["xml.malformed"]],
  ])("recovers from the faults of %s", (name, count, expected) => {
    const r = read(name);
    expect(r.urls.length + r.sitemaps.length).toBe(count);
    expect(codes(r)).toEqual(expected);
    expect(r.problems.every((p) => p.line !== undefined && p.column !== undefined)).toBe(true);
  });

  it("keeps the entries after the fault of webignition-invalid-unclosed-tags.xml", () => {
    const r = read("webignition-invalid-unclosed-tags.xml");
    expect(r.urls[0]).toMatchObject({ loc: "http://webignition.net/", changefreq: "monthly" });
    expect(r.problems[0]).toMatchObject({ code: "xml.malformed", line: 10, column: 3 });
    expect(read("sitemapjs-urlset-unescaped-lt-MALFORMED.xml").urls[0]).toMatchObject({
      loc: "http://example.com&><'\"/",
      changefreq: "always<",
      priority: "0.9",
      images: [expect.objectContaining({ loc: "http://urltest.com&><'\"/" })],
    });
  });

  it.each([
    ["feedparser-rss-undeclared-ns-prefix.xml", "rss", ["xml.malformed"]],
    ["cc-mobile-extension.xml", "urlset", ["ext.obsolete"]],
    ["cc-pagemaps-content-extension.xml", "urlset", ["ext.unknown-namespace"]],
    ["cc-prefixed-namespace-sit-urlset.xml", "urlset", []],
    ["webignition-index-google-ns.xml", "sitemapindex", ["xml.namespace-wrong"]],
    ["sitemapjs-index-bad-tag.xml", "sitemapindex", ["xml.unknown-element"]],
    ["cc-video-tvshow-loc-after-video.xml", "urlset", ["xml.element-order"]],
  ])("gives %s format %s and codes %j", (name, format, expected) => {
    const r = read(name);
    expect(r.format).toBe(format);
    expect(codes(r)).toEqual(expected);
  });

  it("reads RSS items: links, pubDate as W3C datetime, feed.date-invalid, items without link", () => {
    const r = read("cc-rss-pubdate-cdata.xml");
    expect(r.urls.map((u) => u.lastmod)).toEqual([
      "2017-01-05T13:34:51+01:00",
      "2017-01-05T13:34:52+01:00",
      "2017-01-05T13:34:53+01:00",
      "2017-01-05T13:34:54+01:00",
      undefined,
      undefined,
      undefined,
    ]);
    expect(r.problems.map((p) => [p.code, p.entry, p.line])).toEqual([
      ["feed.date-invalid", 4, 31],
      ["feed.date-invalid", 5, 36],
    ]);
    const noDecl = read("cc-rss-no-xml-decl.rss");
    expect(noDecl.urls.map((u) => u.loc)).toEqual([
      "https://www.example.com/blog/post/1",
      "https://www.example.com/foo?q=a&l=en",
      expect.any(String),
    ]);
    expect(noDecl.problems.map((p) => [p.code, p.line])).toEqual([["feed.item-without-link", 21]]);
  });

  it("reads Atom entries by their alternate link and updated date", () => {
    const r = read("cc-atom-feed-w3c-example.xml");
    expect(r.format).toBe("atom");
    expect(r.urls).toEqual([
      expect.objectContaining({
        loc: "http://example.org/2003/12/13/atom03",
        lastmod: "2003-12-13T18:30:02Z",
        line: 16,
      }),
    ]);
    expect(read("feedparser-atom03-iso8859-1-decl.xml")).toMatchObject({
      format: "atom",
      urls: [],
      declaredEncoding: "iso-8859-1",
    });
  });

  it("resolves relative feed links against the location (feed.relative-link), else keeps them", () => {
    const rss = `<rss version="2.0"><channel><item><link>/a</link></item></channel></rss>`;
    const resolved = parseSitemapXml(rss, "f.rss", { location: "https://a.example/feed.rss" });
    expect(resolved.urls[0].loc).toBe("https://a.example/a");
    expect(resolved.problems).toEqual([
      expect.objectContaining({ code: "feed.relative-link", entry: 0, line: 1, column: 35 }),
    ]);
    const kept = parseSitemapXml(rss, "f.rss");
    expect(kept.urls[0].loc).toBe("/a");
    expect(kept.problems).toEqual([]);
  });

  it("takes a feed's own rel=self link as its location when none is given, for the entries after it", () => {
    const atom = [
      `<feed xmlns="http://www.w3.org/2005/Atom">`,
      `<link rel="self" href="https://www.vesti.ru/feed.atom"/>`,
      `<entry><link href="/news/1"/></entry>`,
      `</feed>`,
    ].join("\n");
    const fromSelf = parseSitemapXml(atom, "f.atom");
    expect(fromSelf.urls[0].loc).toBe("https://www.vesti.ru/news/1");
    expect(fromSelf.problems.map((p) => p.code)).toEqual(["feed.relative-link"]);
    // a location given wins over it
    expect(parseSitemapXml(atom, "f.atom", { location: "https://m.vesti.ru/f.atom" }).urls[0].loc).toBe(
      "https://m.vesti.ru/news/1",
    );
    // RSS: the channel's atom:link; a relative self link or another rel gives nothing
    const rss = (link: string) =>
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${link}<item><link>/a</link></item></channel></rss>`;
    expect(
      parseSitemapXml(rss(`<atom:link rel="self" href="https://a.example/rss"/>`), "f.rss").urls[0].loc,
    ).toBe("https://a.example/a");
    expect(parseSitemapXml(rss(`<atom:link rel="self" href="/rss"/>`), "f.rss").urls[0].loc).toBe("/a");
    expect(
      parseSitemapXml(rss(`<atom:link rel="hub" href="https://h.example/"/>`), "f.rss").urls[0].loc,
    ).toBe("/a");
  });

  it("keeps a feed's own absolute rel=self link as the file's selfLink, a location given or not", async () => {
    const { readSitemapFile } = await import("./read-sitemap-file");
    const bytes = (text: string) => new TextEncoder().encode(text);
    const rss = (link: string) =>
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${link}<item><link>https://a.example/a</link></item></channel></rss>`;
    const self = `<atom:link rel="self" href=" https://a.example/blog/feed/ "/>`;
    expect(readSitemapFile("feed.xml", bytes(rss(self))).selfLink).toBe("https://a.example/blog/feed/");
    expect(
      readSitemapFile("feed.xml", bytes(rss(self)), { location: "https://a.example/feed.xml" }).selfLink,
    ).toBe("https://a.example/blog/feed/");
    // the first one counts; a relative one, another rel or a sitemap gives none
    const two = `${self}<atom:link rel="self" href="https://b.example/other"/>`;
    expect(readSitemapFile("feed.xml", bytes(rss(two))).selfLink).toBe("https://a.example/blog/feed/");
    expect(readSitemapFile("feed.xml", bytes(rss(`<atom:link rel="self" href="/rss"/>`))).selfLink).toBe(
      undefined,
    );
    expect(
      readSitemapFile("feed.xml", bytes(rss(`<atom:link rel="hub" href="https://h.example/"/>`))).selfLink,
    ).toBe(undefined);
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><link rel="self" href="https://www.vesti.ru/feed.atom"/><entry><link href="https://www.vesti.ru/n/1"/></entry></feed>`;
    expect(readSitemapFile("vesti.atom", bytes(atom)).selfLink).toBe("https://www.vesti.ru/feed.atom");
    // as WHATWG writes it: host in lower case, no default port
    const upper = `<atom:link rel="self" href="https://A.Example:443/blog/feed/"/>`;
    expect(readSitemapFile("feed.xml", bytes(rss(upper))).selfLink).toBe("https://a.example/blog/feed/");
    const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url></urlset>`;
    expect("selfLink" in readSitemapFile("sitemap.xml", bytes(urlset))).toBe(false);
  });

  it("resolves Atom and RSS links against the xml:base in force, itself resolved against the location", () => {
    const atom = [
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/blog/">`,
      `<entry><link href="e1"/></entry>`,
      `<entry xml:base="2024/"><link href="e2"/></entry>`,
      `<entry><link xml:base="/news/" href="e3"/></entry>`,
      `<entry><link href="https://other.example/e4"/></entry>`,
      `</feed>`,
    ].join("\n");
    const read = parseSitemapXml(atom, "f.atom");
    expect(read.urls.map((u) => u.loc)).toEqual([
      "https://example.com/blog/e1",
      "https://example.com/blog/2024/e2",
      "https://example.com/news/e3",
      "https://other.example/e4",
    ]);
    expect(read.problems.map((p) => [p.code, p.entry, p.line])).toEqual([
      ["feed.relative-link", 0, 2],
      ["feed.relative-link", 1, 3],
      ["feed.relative-link", 2, 4],
    ]);
    // a relative xml:base needs the location
    const relative = `<rss version="2.0"><channel xml:base="/shop/"><item><link>p1</link></item></channel></rss>`;
    expect(parseSitemapXml(relative, "f.rss").urls[0].loc).toBe("p1");
    const located = parseSitemapXml(relative, "f.rss", { location: "https://a.example/feeds/f.rss" });
    expect(located.urls[0].loc).toBe("https://a.example/shop/p1");
  });

  it("takes an RSS item's permalink guid as its link when it has no link, never one marked isPermaLink=false", () => {
    const rss = [
      `<rss version="2.0"><channel>`,
      `<item><guid>https://example.com/p1</guid></item>`,
      `<item><guid isPermaLink="true">https://example.com/p2</guid></item>`,
      `<item><guid isPermaLink="false">https://example.com/p3</guid></item>`,
      `<item><guid>post-4</guid></item>`,
      `<item><link>https://example.com/p5</link><guid>https://example.com/other</guid></item>`,
      `</channel></rss>`,
    ].join("\n");
    const read = parseSitemapXml(rss, "f.rss");
    expect(read.urls.map((u) => [u.loc, u.line])).toEqual([
      ["https://example.com/p1", 2],
      ["https://example.com/p2", 3],
      ["https://example.com/p5", 6],
    ]);
    expect(read.problems.map((p) => [p.code, p.line])).toEqual([
      ["feed.item-without-link", 4],
      ["feed.item-without-link", 5],
    ]);
  });

  it("quotes the title of an item without a link, so the article can be found", () => {
    const long = "Очень длинный заголовок ".repeat(5);
    const rss = [
      `<rss version="2.0"><channel>`,
      `<item><title>  Итоги\n  дня &amp; регионы </title><guid isPermaLink="false">n-1</guid></item>`,
      `<item><title>${long}</title></item>`,
      `<item><description>no title</description></item>`,
      `</channel></rss>`,
    ].join("\n");
    const read = parseSitemapXml(rss, "f.rss");
    expect(read.problems.map((p) => [p.code, p.line, p.params?.title])).toEqual([
      ["feed.item-without-link", 2, "Итоги дня & регионы"],
      ["feed.item-without-link", 4, `${long.slice(0, 79)}…`],
      ["feed.item-without-link", 5, undefined],
    ]);
    expect(read.problems[0].message).toBe(
      'RSS item "Итоги дня & регионы" without a usable link (not an entry)',
    );
  });
});
