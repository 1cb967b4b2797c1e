import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { UrlEntry, VideoEntry } from "@/core/model/types";
import { readSitemapFile } from "@/core/parse/read-sitemap-file";
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

/** The position of each needle in `text`, which must hold all of them. */
function positions(text: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const at = text.indexOf(needle);
    expect(at, needle).toBeGreaterThanOrEqual(0);
    return at;
  });
}

const increasing = (list: number[]) => list.every((v, i) => i === 0 || v > list[i - 1]);

const FULL_VIDEO: VideoEntry = {
  thumbnail_loc: "https://x.com/t.jpg",
  title: "T",
  description: "D",
  content_loc: "https://x.com/v.mp4",
  player_loc: "https://x.com/p",
  player_loc_allow_embed: "yes",
  player_loc_autoplay: "ap=1",
  duration: "600",
  expiration_date: "2027-01-01",
  rating: "4.2",
  view_count: "12345",
  publication_date: "2026-01-01",
  family_friendly: "yes",
  restriction: "IE GB",
  restriction_relationship: "allow",
  platform: "web tv",
  platform_relationship: "deny",
  price: "1.99",
  price_currency: "EUR",
  price_type: "rent",
  price_resolution: "HD",
  requires_subscription: "no",
  uploader: "GrillyMcGrillerson",
  uploader_info: "https://x.com/u",
  live: "no",
  tag: ["steak", "meat"],
  category: "Grilling",
  gallery_loc: "https://x.com/g",
  gallery_loc_title: "Gallery",
};

describe("writeSitemaps: extensions", () => {
  it("writes core elements, alternates, images, videos, news, then unknown elements", () => {
    const entry = makeUrlEntry({
      priority: "0.5",
      extra: ["<foo>bar</foo>"],
      news: { publication: { name: "N", language: "en" }, title: "Hi" },
      videos: [{ title: "V" }],
      images: [{ loc: "https://x.com/i.png" }],
      alternates: [{ hreflang: "de", href: "https://x.com/de" }],
    });
    const xml = writeOne([entry]);
    const order = [
      "<loc>",
      "<priority>",
      "<xhtml:link",
      "<image:image>",
      "<video:video>",
      "<news:news>",
      "<foo>",
    ];
    expect(increasing(positions(xml, order))).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it("declares an extension namespace only when an entry of the part uses it", () => {
    const plain = writeOne([makeUrlEntry()]);
    expect(plain).not.toMatch(/xmlns:/);
    const withImage = writeOne([makeUrlEntry(), makeUrlEntry({ images: [{ loc: "https://x.com/i.png" }] })]);
    expect(withImage).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    );
    const all = writeOne([
      makeUrlEntry({
        alternates: [{ hreflang: "en", href: "https://x.com/" }],
        videos: [{ title: "V" }],
        news: { publication: {} },
      }),
    ]);
    expect(all).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(all).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(all).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(all).not.toContain("xmlns:image");
  });

  it("writes image children in XSD order and keeps empty extension elements", () => {
    const xml = writeOne([
      makeUrlEntry({
        images: [
          {
            loc: "https://x.com/i.png",
            license: "L",
            title: "",
            geo_location: "G",
            caption: "C",
            extra: ["<image:x/>"],
          },
        ],
      }),
    ]);
    const order = [
      "<image:loc>",
      "<image:caption>C",
      "<image:geo_location>G",
      "<image:title></image:title>",
      "<image:license>L",
      "<image:x/>",
    ];
    expect(increasing(positions(xml, order))).toBe(true);
  });

  it("writes an image read without image:loc without one, and an empty one read as it was", () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://x.com/a</loc>
<image:image><image:loc>https://x.com/1.png</image:loc></image:image>
<image:image><image:title>No loc here</image:title></image:image>
<image:image><image:loc></image:loc><image:title>Empty loc</image:title></image:image>
</url>
</urlset>`;
    const file = readSitemapFile("images.xml", new TextEncoder().encode(source));
    expect(file.urls[0].images.map((image) => image.loc)).toEqual(["https://x.com/1.png", "", ""]);
    const xml = writeOne(file.urls);
    expect(xml).toContain("<image:image>\n      <image:title>No loc here</image:title>");
    expect(xml).toContain("<image:loc></image:loc>\n      <image:title>Empty loc</image:title>");
    expect(xml.match(/<image:loc>/g)).toHaveLength(2);
    // and read back, the same images
    expect(
      readSitemapFile("back.xml", new TextEncoder().encode(xml)).urls[0].images.map((i) => i.loc),
    ).toEqual(["https://x.com/1.png", "", ""]);
  });

  it("writes every video field in the video XSD order with its attributes", () => {
    const xml = writeOne([makeUrlEntry({ videos: [FULL_VIDEO] })]);
    const order = [
      "<video:thumbnail_loc>",
      "<video:title>",
      "<video:description>",
      "<video:content_loc>",
      '<video:player_loc allow_embed="yes" autoplay="ap=1">https://x.com/p<',
      "<video:duration>",
      "<video:expiration_date>",
      "<video:rating>",
      "<video:view_count>",
      "<video:publication_date>",
      "<video:tag>steak</video:tag>",
      "<video:tag>meat</video:tag>",
      "<video:category>",
      "<video:family_friendly>",
      '<video:restriction relationship="allow">IE GB<',
      '<video:gallery_loc title="Gallery">https://x.com/g<',
      '<video:price currency="EUR" type="rent" resolution="HD">1.99<',
      "<video:requires_subscription>",
      '<video:uploader info="https://x.com/u">GrillyMcGrillerson<',
      '<video:platform relationship="deny">web tv<',
      "<video:live>",
    ];
    expect(increasing(positions(xml, order))).toBe(true);
    expect(readUrlsetBack(xml).urls[0].videos).toEqual([FULL_VIDEO]);
  });

  it("puts video extras the XSD names in their slot and unknown ones last", () => {
    const extra = [
      '<video:id type="url">x</video:id>',
      '<video:price currency="USD">2</video:price>',
      "<video:tvshow><video:show_title>S</video:show_title></video:tvshow>",
      "<video:content_segment_loc>https://x.com/s1</video:content_segment_loc>",
      "<video:unknown>u</video:unknown>",
    ];
    const xml = writeOne([makeUrlEntry({ videos: [{ ...FULL_VIDEO, extra }] })]);
    const order = [
      "<video:rating>",
      "<video:content_segment_loc>",
      "<video:view_count>",
      '<video:price currency="EUR"',
      '<video:price currency="USD"',
      "<video:uploader",
      "<video:tvshow>",
      "<video:platform",
      "<video:live>",
      "<video:id",
      "<video:unknown>",
    ];
    expect(increasing(positions(xml, order))).toBe(true);
  });

  it("writes an attribute's element even when only the attribute is set", () => {
    const xml = writeOne([makeUrlEntry({ videos: [{ title: "V", restriction_relationship: "deny" }] })]);
    expect(xml).toContain('<video:restriction relationship="deny"></video:restriction>');
  });

  it("writes news children in XSD order, publication always", () => {
    const news = {
      publication: { name: "The Times", language: "en" },
      stock_tickers: "NASDAQ:A",
      keywords: "k",
      title: "T",
      publication_date: "2026-01-01",
      genres: "Blog",
      access: "Subscription",
    };
    const xml = writeOne([makeUrlEntry({ news })]);
    const order = [
      "<news:publication>",
      "<news:name>The Times",
      "<news:language>en",
      "</news:publication>",
      "<news:access>",
      "<news:genres>",
      "<news:publication_date>",
      "<news:title>",
      "<news:keywords>",
      "<news:stock_tickers>",
    ];
    expect(increasing(positions(xml, order))).toBe(true);
    expect(readUrlsetBack(xml).urls[0].news).toEqual(news);
    expect(writeOne([makeUrlEntry({ news: { publication: {} } })])).toContain(
      "<news:news>\n      <news:publication>\n      </news:publication>\n    </news:news>",
    );
  });

  it("escapes quotes and whitespace in alternate attributes", () => {
    const xml = writeOne([
      makeUrlEntry({ alternates: [{ hreflang: 'x"\t', href: "https://x.com/?a=1&b=<2>" }] }),
    ]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x&quot;&#9;" href="https://x.com/?a=1&amp;b=&lt;2&gt;"/>',
    );
  });
});

describe("writeSitemaps: unknown elements", () => {
  it("writes extra fragments verbatim, in order, after the extensions", () => {
    const extra = ['<foo a="1">x &amp; y</foo>', "<bar/>"];
    const xml = writeOne([makeUrlEntry({ extra })]);
    expect(xml).toContain('    <foo a="1">x &amp; y</foo>\n    <bar/>\n  </url>');
  });

  it("declares a prefix an extra uses when the source files declared it", () => {
    const options = {
      namespaces: { mobile: "http://www.google.com/schemas/sitemap-mobile/1.0", unused: "urn:u" },
    };
    const xml = writeOne([makeUrlEntry({ extra: ["<mobile:mobile/>"] })], options);
    expect(xml).toContain('xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0">');
    expect(xml).not.toContain("urn:u");
    expect(planExport([makeUrlEntry({ extra: ["<mobile:mobile/>"] })], options).undeclaredPrefixes).toEqual(
      [],
    );
  });

  it("declares an extension prefix that only an extra uses", () => {
    const xml = writeOne([makeUrlEntry({ extra: ["<news:oddity/>"] })]);
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
  });

  it("does not redeclare a prefix the fragment declares itself, and reports unknown prefixes", () => {
    const urls = [makeUrlEntry({ extra: ['<a:x xmlns:a="urn:a"><a:y/></a:x>', '<b:z c:attr="1"/>'] })];
    const xml = writeOne(urls);
    expect(xml).not.toContain('xmlns:a="urn:a">\n');
    expect(planExport(urls).undeclaredPrefixes).toEqual(["b", "c"]);
  });
});

describe("an extension's prefix bound to another namespace in the source", () => {
  const read = (xml: string) =>
    readSitemapFile("s.xml", new TextEncoder().encode(xml), { location: "https://v.ru/sitemap.xml" });

  it("keeps its elements in that namespace: declared on the element, not moved into Google's", () => {
    const source = read(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="https://schemas.v.ru/clip/2.0" xmlns:news="http://www.google.com/schemas/sitemap-news/0.84">
<url><loc>https://v.ru/a</loc><video:clip id="5"><video:src>https://cdn.v.ru/a.mp4</video:src></video:clip><news:news><news:title>T</news:title></news:news></url>
</urlset>`);
    expect(source.urls[0].videos).toEqual([]);
    // a private schema is just unknown; Google's retired news namespace names the one Google reads
    expect(source.problems.map((problem) => problem.params?.google)).toEqual([
      undefined,
      "http://www.google.com/schemas/sitemap-news/0.9",
    ]);
    const xml = writeOne(source.urls, { namespaces: source.namespaces });
    expect(xml).toContain(
      '<video:clip xmlns:video="https://schemas.v.ru/clip/2.0" id="5"><video:src>https://cdn.v.ru/a.mp4</video:src></video:clip>',
    );
    expect(xml).toContain('<news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.84">');
    expect(xml).not.toContain("sitemap-video/1.1");
    expect(XMLValidator.validate(xml)).toBe(true);
    // read again: still no video or news of Google's, the elements kept as they were
    const again = read(xml);
    expect(again.urls[0].videos).toEqual([]);
    expect(again.urls[0].news).toBeUndefined();
    expect(again.problems.map((problem) => problem.code)).toEqual([
      "ext.unknown-namespace",
      "ext.unknown-namespace",
    ]);
    // their declaration now travels with them: a second export writes the same text
    expect(again.urls[0].extra?.[0]).toBe(
      '<video:clip xmlns:video="https://schemas.v.ru/clip/2.0" id="5"><video:src>https://cdn.v.ru/a.mp4</video:src></video:clip>',
    );
    expect(writeOne(again.urls, { namespaces: again.namespaces })).toBe(xml);
  });

  it("writes Google's video beside such an element in one part", () => {
    const urls = [
      makeUrlEntry({ loc: "https://v.ru/a", videos: [FULL_VIDEO] }),
      makeUrlEntry({ loc: "https://v.ru/b", extra: ['<video:clip id="6"/>'] }),
    ];
    const xml = writeOne(urls, { namespaces: { video: "https://schemas.v.ru/clip/2.0" } });
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(xml).toContain('<video:clip xmlns:video="https://schemas.v.ru/clip/2.0" id="6"/>');
    expect(XMLValidator.validate(xml)).toBe(true);
  });
});
