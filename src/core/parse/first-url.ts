/**
 * The first page URL a sitemap's opening bytes name, read without parsing the file: which site a file is
 * of before it is read (the same-name question asks it of a file being opened, so Replace is not offered
 * first for another site's file of the same name). Thread-portable, no DOM.
 */
import { Gunzip } from "fflate";

/** Bytes of a file's start that `findFirstUrl` looks at (decompressed, for a gzipped file). */
export const FIRST_URL_HEAD_BYTES = 65_536;

/** `<loc>` (any prefix: `<sm:loc>`, and `<image:loc>` after it), RSS `<link>`, CDATA allowed. */
const ELEMENT_URL = /<(?:[A-Za-z_][\w.-]*:)?(?:loc|link)\s*>\s*(?:<!\[CDATA\[\s*)?(https?:\/\/[^<\s\]]+)/i;
/** An Atom `<link href="…">` (any attribute order). */
const ATOM_LINK = /<(?:[A-Za-z_][\w.-]*:)?link\b[^>]*?\bhref\s*=\s*["'](https?:\/\/[^"'\s]+)/i;
/** A URL in text that is no markup: a plain-text sitemap's line, a CSV table's cell. */
const TEXT_URL = /(https?:\/\/[^\s,;"'<>]+)/i;

/**
 * The first absolute http(s) URL that `head` (a file's first bytes, gzipped or not; UTF-8, ASCII or
 * UTF-16 with a BOM) names as a page: the first `<loc>` of a `urlset` (a `sitemapindex`'s first child
 * sitemap), a feed's first item's RSS `<link>` or Atom `<link href>` (else the channel's), else, in text that is no markup, the first URL (a
 * plain-text sitemap's first line, a CSV table's first URL cell). Only the
 * first `FIRST_URL_HEAD_BYTES` bytes (after decompression) are looked at. Returns the URL as written,
 * character references decoded (`&amp;` → `&`), or undefined when none is found there; never throws (a corrupt or cut
 * gzip stream gives what decompressed before the fault).
 * @example findFirstUrl(bytesOf("<urlset …><url><loc>https://shop-b.com/</loc>")) // "https://shop-b.com/"
 */
export function findFirstUrl(head: Uint8Array): string | undefined {
  const text = decodeHead(isGzip(head) ? gunzipHead(head) : head.subarray(0, FIRST_URL_HEAD_BYTES));
  // a feed's entries are its pages: the channel's own link may be another site's (a feed service)
  const item = FEED_ITEM.exec(text);
  const url = (item && findElementUrl(text.slice(item.index))) ?? findElementUrl(text);
  if (url !== undefined) return decodePredefined(url);
  // markup with no page URL in its head (namespaces are URLs too) names none
  if (/^\uFEFF?\s*</.test(text)) return undefined;
  return TEXT_URL.exec(text)?.[1];
}

/** The start tag of a feed's first item (RSS `<item>`, Atom `<entry>`). */
const FEED_ITEM = /<(?:[A-Za-z_][\w.-]*:)?(?:item|entry)[\s>]/i;

/** The first `<loc>`/`<link>` text or Atom `<link href>` URL of `text`, whichever comes first. */
function findElementUrl(text: string): string | undefined {
  const element = ELEMENT_URL.exec(text);
  const atom = ATOM_LINK.exec(text);
  const first = element && atom ? (element.index <= atom.index ? element : atom) : (element ?? atom);
  return first?.[1];
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** `url` with XML's predefined and numeric character references decoded (`&amp;` → `&`). */
function decodePredefined(url: string): string {
  return url.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi, (whole, hex, dec, name) => {
    if (name !== undefined) return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = Number.parseInt(hex ?? dec, hex !== undefined ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Up to `FIRST_URL_HEAD_BYTES` of what the gzip stream `head` (possibly cut) decompresses to. */
function gunzipHead(head: Uint8Array): Uint8Array {
  const out = new Uint8Array(FIRST_URL_HEAD_BYTES);
  let size = 0;
  const gunzip = new Gunzip((data) => {
    const take = Math.min(data.length, out.length - size);
    out.set(data.subarray(0, take), size);
    size += take;
  });
  try {
    // in chunks, so a small head of a huge member stops early; never `final`: the head is cut
    for (let i = 0; i < head.length && size < out.length; i += 16_384)
      gunzip.push(head.subarray(i, i + 16_384));
  } catch {
    // a corrupt stream: what came before the fault
  }
  return out.subarray(0, size);
}

/** The head as text: UTF-16 by its BOM, else UTF-8 (no fault for a character cut at the end). */
function decodeHead(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder().decode(bytes);
}
