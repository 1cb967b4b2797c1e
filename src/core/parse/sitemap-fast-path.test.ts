/**
 * The reader's fast path (`sitemap-fast-path.ts`) against its general path: the same entries (key order and
 * positions included) and the same problems, on every file of the shared corpus and cases and on crafted
 * edge cases around each condition of the common shape. Node only (reads `../shared`).
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkSitemaps,
  getFieldPosition,
  getItemFieldPosition,
  readSitemapFile,
  type SitemapFile,
} from "@/core/index";
import { SHARED_DIR, sharedBytes } from "@/test/shared-dir";
import { setSitemapFastPath } from "./sitemap-fast-path";

const encoder = new TextEncoder();
const NOW = new Date("2026-01-01T00:00:00Z");

/** Reads `bytes` with the fast path on or off, and checks the result. */
function readBoth(name: string, bytes: Uint8Array): { fast: SitemapFile; general: SitemapFile } {
  setSitemapFastPath(false);
  const general = readSitemapFile(name, bytes);
  setSitemapFastPath(true);
  const fast = readSitemapFile(name, bytes);
  return { fast, general };
}

function expectSame(name: string, bytes: Uint8Array): void {
  const { fast, general } = readBoth(name, bytes);
  // JSON text compares key order too, so fast entries keep the general path's object shapes
  expect(JSON.stringify(fast)).toBe(JSON.stringify(general));
  expect(checkSitemaps([fast], { now: NOW })).toStrictEqual(checkSitemaps([general], { now: NOW }));
}

function sharedFiles(folder: string): string[] {
  return readdirSync(resolve(SHARED_DIR, folder))
    .filter((name) => !/\.(tsv|json|md)$/.test(name))
    .sort();
}

const HEAD =
  '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const LINK = '<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/"/>';
const IMAGE = "<image:image><image:loc>https://a.example/i.jpg</image:loc></image:image>";

/** Crafted `url` elements: each touches one condition of the common shape. */
const URL_VARIANTS: Record<string, string> = {
  plain: "<url><loc>https://a.example/</loc><lastmod>2024-01-01</lastmod></url>",
  allFields: `<url>\n <loc>https://a.example/x?a=1&amp;b=2</loc>\n <lastmod>2024-01-01</lastmod>\n <changefreq> daily </changefreq>\n <priority>0.5</priority>\n</url>`,
  extensions: `<url><loc>https://a.example/</loc>${LINK}${IMAGE}${LINK}</url>`,
  imageFields: `<url><loc>https://a.example/</loc><image:image><image:title>T &lt;1&gt;</image:title><image:loc> https://a.example/i.jpg </image:loc><image:caption/></image:image></url>`,
  noLoc: "<url><lastmod>2024-01-01</lastmod></url>",
  emptyLoc: "<url><loc>  </loc></url>",
  paddedLoc: "<url><loc> https://a.example/ </loc></url>",
  outOfOrder: "<url><lastmod>2024-01-01</lastmod><loc>https://a.example/</loc></url>",
  duplicate: "<url><loc>https://a.example/</loc><loc>https://b.example/</loc></url>",
  afterExtension: `<url><loc>https://a.example/</loc>${LINK}<priority>0.5</priority></url>`,
  attribute: '<url id="1"><loc>https://a.example/</loc></url>',
  foreignAttribute: '<url xmlns:foo="urn:foo" foo:id="1"><loc>https://a.example/</loc></url>',
  imageAttribute: `<url><loc>https://a.example/</loc>${IMAGE.replace("<image:image>", '<image:image xmlns:foo="urn:foo" foo:k="v">')}</url>`,
  linkAfterImage: `<url><loc>https://a.example/</loc>${IMAGE}${LINK}</url>`,
  linksThenImages: `<url><loc>https://a.example/</loc>${LINK}${LINK}${IMAGE}${IMAGE}</url>`,
  fieldAttribute: '<url><loc x="1">https://a.example/</loc></url>',
  foreignLocAttribute: '<url xmlns:foo="urn:foo"><loc foo:x="1">https://a.example/</loc></url>',
  foreignLastmodAttribute:
    '<url xmlns:foo="urn:foo"><loc>https://a.example/</loc><lastmod foo:x="1">2024-01-01</lastmod></url>',
  foreignImageLocAttribute: `<url xmlns:foo="urn:foo"><loc>https://a.example/</loc>${IMAGE.replace("<image:loc>", '<image:loc foo:x="1">')}</url>`,
  foreignLinkAttribute: `<url xmlns:foo="urn:foo"><loc>https://a.example/</loc>${LINK.replace("/>", ' foo:x="1"/>')}</url>`,
  xmlLangLocAttribute: '<url><loc xml:lang="en">https://a.example/</loc></url>',
  badAmp: "<url><loc>https://a.example/?a=1&b=2</loc></url>",
  undefinedEntity: "<url><loc>https://a.example/&nbsp;</loc></url>",
  cdata: "<url><loc><![CDATA[https://a.example/]]></loc></url>",
  comment: "<url><!-- c --><loc>https://a.example/</loc></url>",
  text: "<url>oops<loc>https://a.example/</loc></url>",
  unknownChild: "<url><loc>https://a.example/</loc><foo>1</foo></url>",
  otherRel: '<url><loc>https://a.example/</loc><xhtml:link rel="canonical" href="https://a.example/"/></url>',
  upperRel: '<url><loc>https://a.example/</loc><xhtml:link rel="Alternate" hreflang="en" href="x"/></url>',
  noHreflang: '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" href="x"/></url>',
  extraAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x" media="y"/></url>',
  twiceAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" rel="alternate" hreflang="en"/></url>',
  tabInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en\t" href="x"/></url>',
  controlInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x\u0001y"/></url>',
  newlineInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x\ny"/></url>',
  crlfInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x\r\ny"/></url>',
  ltInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x<y"/></url>',
  unclosedAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x/></url>',
  commentBetween:
    "<url><loc>https://a.example/1</loc></url><!-- c --><url><loc>https://a.example/2</loc></url>",
  textBetween: "<url><loc>https://a.example/1</loc></url> x <url><loc>https://a.example/2</loc></url>",
  declinedBetween:
    "<url><loc>https://a.example/1</loc></url>\n<url><foo/></url>\n<url><loc>https://a.example/3</loc></url>",
  ampInAttribute:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x?a&amp;b"/></url>',
  openLink:
    '<url><loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="x"></xhtml:link></url>',
  imageTwice: `<url><loc>https://a.example/</loc><image:image><image:loc>a</image:loc><image:loc>b</image:loc></image:image></url>`,
  partial: "<url><loc>https://a.example/</loc><priority>0.5</priority></url>",
  repeated: "<url><loc>https://a.example/r</loc><changefreq>weekly</changefreq></url>".repeat(3),
  paddedAttributes: `<url><loc>https://a.example/</loc><xhtml:link  href=' https://a.example/de/ '  hreflang=" de " rel="alternate " /></url>`,
  unquoted: '<url><loc>https://a.example/</loc><xhtml:link rel=alternate hreflang="en" href="x"/></url>',
  spaceBeforeEquals:
    '<url><loc>https://a.example/</loc><xhtml:link rel = "alternate" hreflang="en" href="x"/></url>',
  imageOnLines:
    "<url><loc>https://a.example/</loc>\n  <image:image>\n    <image:loc>https://a.example/i.jpg</image:loc>\n    <image:caption>c</image:caption>\n  </image:image></url>",
  crlfCaption:
    "<url><loc>https://a.example/</loc>\r\n  <image:image><image:loc>https://a.example/i.jpg</image:loc><image:caption>a\r\nb\rc &#13; d</image:caption></image:image>\r\n</url>",
  emptyImage: "<url><loc>https://a.example/</loc><image:image></image:image><image:image/></url>",
  cut: "<url><loc>https://a.example/</loc>",
};

afterEach(() => setSitemapFastPath(true));

describe("the reader's fast path", () => {
  it.each(sharedFiles("corpus"))("reads corpus/%s exactly as the general path does", (name) => {
    expectSame(name, sharedBytes(`corpus/${name}`));
  });

  it.each(sharedFiles("cases"))("reads cases/%s exactly as the general path does", (name) => {
    expectSame(name, sharedBytes(`cases/${name}`));
  });

  it.each(Object.entries(URL_VARIANTS))("reads a %s url exactly as the general path does", (_, url) => {
    const text = `${HEAD}<url><loc>https://a.example/first</loc></url>\n${url}\n<url><loc>https://a.example/last</loc></url>\n</urlset>\n`;
    expectSame("variant.xml", encoder.encode(text));
  });

  it("reads a sitemap index, a prefixed root and a root without namespace exactly as the general path does", () => {
    const index =
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.example/1.xml</loc><lastmod>2024-01-01</lastmod></sitemap><sitemap><loc>https://a.example/2.xml</loc><priority>1</priority></sitemap></sitemapindex>';
    const prefixed =
      '<s:urlset xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url><s:url><s:loc>https://a.example/</s:loc></s:url></s:urlset>';
    const bare = "<urlset><url><loc>https://a.example/</loc></url></urlset>";
    const foreign =
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:foo="urn:foo"><sitemap><loc>https://a.example/0.xml</loc></sitemap><sitemap foo:id="1"><loc>https://a.example/1.xml</loc></sitemap><sitemap><loc foo:l="2">https://a.example/2.xml</loc><lastmod foo:m="3">2024-01-01</lastmod></sitemap><sitemap><loc>https://a.example/3.xml</loc><foo:x/></sitemap></sitemapindex>';
    for (const text of [index, prefixed, bare, foreign]) expectSame("root.xml", encoder.encode(text));
  });

  it("reads entries whose skeleton changes from one to the next exactly as the general path does", () => {
    // the fast path reads an entry by the skeleton of the last one read field by field, and field by
    // field again (from the entry's start) when a piece differs after some fields were read
    const full = (n: number, loc = `https://a.example/${n}?a=1&amp;b=2`) =>
      `<url>\n  <loc>${loc}</loc>\n  <lastmod>2024-01-0${n}</lastmod>\n  <changefreq>daily</changefreq>\n  <priority>0.${n}</priority>\n</url>\n`;
    const entries = [
      full(1),
      full(2),
      "<url>\n  <loc>https://a.example/5&amp;z</loc>\n  <lastmod>2024-01-05</lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
      full(3),
      "<url>\n  <loc>https://a.example/5&amp;z</loc>\n  <lastmod>2024-01-05</lastmod>\n  <priority>0.5</priority>\n</url>\n",
      full(4),
      "<url>\n  <loc>https://a.example/3?x&amp;y</loc>\n  <lastmod>2024-01-03</lastmod>\n</url>\n",
      full(6, "https://a.example/6"),
      "<url>\n  <loc>https://a.example/7</loc>\n  <lastmod> 2024-01-07 </lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
      "<url>\n  <loc> https://a.example/8</loc>\n  <lastmod>2024-01-08</lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
      full(9, "https://a.example/9&bad;"),
      "<url>\n  <loc>https://a.example/10</loc>\n  <lastmod>2024-01-10</lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
      `<url>\n  <loc>https://a.example/11</loc>\n  <lastmod>2024-01-11</lastmod>\n  <changefreq>daily</changefreq>\n  ${LINK}\n</url>\n`,
      full(12),
    ].join("");
    for (const body of [entries, entries.replace("/6", "/\u00e9"), `\ufeff${entries}`])
      expectSame("skeleton.xml", encoder.encode(`${HEAD}${body}</urlset>\n`));
  });

  it("gives the positions the general path gives when the skeleton gives them, and when it cannot", () => {
    // positions come from the skeleton while every piece after the first holds a newline and no value
    // does; blanks between entries and usual links are counted as they are read (no search of the text)
    const entry = (n: number, indent = "  ", eol = "\n") =>
      `<url>${eol}${indent}<loc>https://a.example/${n}</loc>${eol}${indent}<lastmod>2024-01-0${n}</lastmod>${eol}${indent}<changefreq>daily</changefreq>${eol}</url>${eol}`;
    const usualLink = `<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/"/>`;
    const bodies = {
      usual: [1, 2, 3, 4].map((n) => entry(n)).join(""),
      newlineInValues: [
        entry(1),
        entry(2),
        "<url>\n  <loc>https://a.example/3</loc>\n  <lastmod>2024-01-03\n</lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
        entry(4),
        "<url>\n  <loc>https://a.example/5</loc>\n  <lastmod>2024-01-05</lastmod>\n  <changefreq>dai\nly</changefreq>\n</url>\n",
        "<url>\n  <loc>https://a.example/6\n7</loc>\n  <lastmod>2024-01-06</lastmod>\n  <changefreq>daily</changefreq>\n</url>\n",
        entry(7),
        entry(8),
      ].join(""),
      crlf: [1, 2, 3].map((n) => entry(n, "\t", "\r\n")).join(""),
      deepIndent: [1, 2, 3].map((n) => entry(n, " ".repeat(1_030))).join(""),
      manyLines: [1, 2, 3].map((n) => entry(n, "", "\n".repeat(5))).join(""),
      oneLine: [1, 2, 3].map((n) => entry(n, "", "")).join(" \n\n \t"),
      astral: [1, 2, 3]
        .map(
          (n) => `<url><loc>https://a.example/\u{1F600}${n}</loc>\n <lastmod>2024-01-0${n}</lastmod></url>\n`,
        )
        .join(""),
      links: [1, 2, 3]
        .map(
          (n) =>
            `<url>\n  <loc>https://a.example/${n}</loc>\n  ${usualLink}\n  ${usualLink}${usualLink}\n  ${LINK.replace(" rel=", "\n   rel=")}\n  ${IMAGE.replace("<image:loc>", "\n    <image:loc>")}\n</url>\n`,
        )
        .join(""),
      images: [1, 2, 3, 4]
        .map(
          (n) =>
            `<url>\n  <loc>https://a.example/${n}</loc>\n  <image:image>\n    <image:loc>\n      https://a.example/${n}.jpg\n    </image:loc>\n    <image:caption>a${n % 2 === 0 ? "\n" : " "}b</image:caption>\n  </image:image>\n  ${IMAGE}\n</url>\n`,
        )
        .join(""),
      declinedBetween: [
        entry(1),
        entry(2),
        "<url>\n  <loc>https://a.example/x</loc>\n  <foo/>\n</url>\n",
        entry(3),
        entry(4),
      ].join(""),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const bytes = encoder.encode(`${HEAD}${body}</urlset>\n`);
      expectSame(`${name}.xml`, bytes);
      expect(readSitemapFile(`${name}.xml`, bytes).urls.length).toBeGreaterThan(2);
    }
  });

  it("keeps every entry of a common-shape file with its positions", () => {
    const image = IMAGE.replace("<image:loc>", "\n    <image:loc>");
    const url = `<url>\n  <loc>https://a.example/p</loc>\n  ${LINK}\n  ${image}\n</url>\n`;
    const { fast } = readBoth("many.xml", encoder.encode(`${HEAD}${url.repeat(3)}</urlset>`));
    expect(
      fast.urls.map((u) => [
        u.line,
        getFieldPosition(u, "loc")?.line,
        u.alternates[0].line,
        u.images[0].line,
        getItemFieldPosition(u.images[0], "loc"),
      ]),
    ).toEqual([
      [3, 4, 5, 6, { line: 7, column: 5 }],
      [9, 10, 11, 12, { line: 13, column: 5 }],
      [15, 16, 17, 18, { line: 19, column: 5 }],
    ]);
  });
});
