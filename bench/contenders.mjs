/**
 * What the benchmark races against our reader: the scan limit (PERF.md's floor), fast-xml-parser's full
 * parse and the `sitemap` package's `parseSitemap`. Node only.
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
