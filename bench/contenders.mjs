/**
 * What the benchmark races against our reader: the scan limit (PERF.md's floor), the object floor (the
 * model's objects built the naive way), fast-xml-parser's full parse and the `sitemap` package's
 * `parseSitemap`. Node only.
 */
import { Readable } from "node:stream";
import { XMLParser, XMLValidator } from "fast-xml-parser";

const decoder = new TextDecoder();
const PREDEFINED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g;

function decodeEntities(value) {
  return value.replace(REFERENCE, (whole, body) => {
    if (body.charCodeAt(0) !== 35) return PREDEFINED[body] ?? whole;
    const hex = body.charCodeAt(1) === 120;
    return String.fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/**
 * The scan limit: one TextDecoder pass, then `indexOf` extraction of every `<loc>` text with entity
 * decoding. No reader that decodes the file and looks at every `loc` can be faster. Returns the locs.
 */
export function scanLimit(bytes) {
  const text = decoder.decode(bytes);
  const locs = [];
  let i = text.indexOf("<loc>");
  while (i !== -1) {
    const start = i + 5;
    const end = text.indexOf("</loc>", start);
    if (end === -1) break;
    const value = text.slice(start, end);
    locs.push(value.includes("&") ? decodeEntities(value) : value);
    i = text.indexOf("<loc>", end + 6);
  }
  return locs;
}

const NO_ITEMS = Object.freeze([]);

/** The decoded text between `<tag>` at `open` and the next `<`, entities decoded like the scan limit's. */
function textAt(text, open, tagLength) {
  const start = open + tagLength;
  const value = text.slice(start, text.indexOf("<", start));
  return value.includes("&") ? decodeEntities(value) : value;
}

/**
 * The object floor: what any reader that gives the model of CONTRACT.md (an object per url with its
 * `images` and `alternates` lists of objects) costs on the bench's files at least. One TextDecoder pass,
 * then `indexOf` from value to value of the files' exact layout (loc, lastmod, changefreq, priority,
 * `xhtml:link`s, `image:image`s), slices, the objects. No positions, no whitespace or markup checks, no
 * fallback for anything written otherwise, no problems: not a reader, a lower bound for ours. Returns the
 * entries.
 */
export function objectFloor(bytes) {
  const text = decoder.decode(bytes);
  const urls = [];
  let at = text.indexOf("<loc>");
  while (at !== -1) {
    const loc = textAt(text, at, 5);
    let j = text.indexOf("<lastmod>", at);
    const lastmod = textAt(text, j, 9);
    j = text.indexOf("<changefreq>", j);
    const changefreq = textAt(text, j, 12);
    j = text.indexOf("<priority>", j);
    const priority = textAt(text, j, 10);
    j = text.indexOf("<", text.indexOf("</priority>", j) + 11);
    const alternates = [];
    while (text.startsWith("<xhtml:link", j)) {
      const hreflang = text.indexOf('hreflang="', j) + 10;
      const href = text.indexOf('href="', text.indexOf('"', hreflang)) + 6;
      const end = text.indexOf('"', href);
      alternates.push({
        hreflang: text.slice(hreflang, text.indexOf('"', hreflang)),
        href: text.slice(href, end),
      });
      j = text.indexOf("<", end);
    }
    const images = [];
    while (text.startsWith("<image:image>", j)) {
      const open = text.indexOf("<", j + 13);
      images.push({ loc: textAt(text, open, 11) });
      j = text.indexOf("<", text.indexOf("</image:image>", open) + 14);
    }
    urls.push({
      loc,
      images: images.length > 0 ? images : NO_ITEMS,
      videos: NO_ITEMS,
      alternates: alternates.length > 0 ? alternates : NO_ITEMS,
      lastmod,
      changefreq,
      priority,
    });
    at = text.indexOf("<loc>", j);
  }
  return urls;
}

/** fast-xml-parser 5's full parse of the decoded text, attributes kept (hreflang, href). */
export function fastXmlParse(bytes) {
  const parser = new XMLParser({ ignoreAttributes: false });
  return parser.parse(decoder.decode(bytes));
}

/** fast-xml-parser 5's well-formedness check of the decoded text (no tree): the cross-check it could be. */
export function fastXmlValidate(bytes) {
  return XMLValidator.validate(decoder.decode(bytes));
}

/** The `sitemap` package's `parseSitemap`, or undefined when the package is not installed. */
export async function loadSitemapPackage() {
  try {
    const { parseSitemap } = await import("sitemap");
    return (bytes) =>
      parseSitemap(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)]));
  } catch {
    return undefined;
  }
}
