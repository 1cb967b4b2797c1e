/**
 * The forms a text typed to find takes inside sitemap URLs. A sitemap writes a Cyrillic URL with a
 * punycode host and a percent-encoded path (`https://xn--80aairftm.xn--p1ai/%D0%BA%D0%B0…`), and the table
 * shows it as people read it (`https://магазин.рф/ка…`, `readable-url.ts`): a user who finds `магазин.рф`
 * means both, and a host moved by Find & replace must not stay behind on the URLs written in punycode.
 * Uses the `punycode` package (RFC 3492). Pure, thread-portable, no DOM.
 */
import { toASCII } from "punycode/punycode.es6.js";

/** Characters that end a host's labels inside a URL or a fragment of one (kept by `split`). */
const HOST_BREAK = /([/?#:@\s]+)/;

/**
 * `text` split as a URL or a fragment of one, each part mapped: `ascii` for separators and ASCII parts,
 * `host` for a non-ASCII host (the part after `//`, or the text's start when that is not a path: `/`,
 * `?`, `#`) given in punycode, `other` for any other non-ASCII part (and for a host the punycode encoder
 * refuses: a label too long).
 */
function mapUrlParts(
  text: string,
  host: (punycode: string) => string,
  other: (part: string) => string,
  ascii: (part: string) => string,
): string {
  const parts = text.split(HOST_BREAK);
  return parts
    .map((part, i) => {
      if (i % 2 === 1 || !/[\u0080-\uffff]/.test(part)) return ascii(part);
      if ((i === 0 || parts[i - 1].endsWith("//")) && /^[^%]+$/.test(part)) {
        try {
          return host(toASCII(part.toLowerCase()));
        } catch {
          // a label too long for punycode: as any other part
        }
      }
      return other(part);
    })
    .join("");
}

/**
 * `text` as a sitemap writes it in a URL: its host in punycode (`магазин.рф` → `xn--80aairftm.xn--p1ai`)
 * and every other non-ASCII character percent-encoded (`toPercentForm`; `mapUrlParts` says which part is
 * the host): `магазин.рф/каталог` → `xn--80aairftm.xn--p1ai/%D0%BA…`. Equal to `text` when it is ASCII.
 */
export function toUrlForm(text: string): string {
  return mapUrlParts(
    text,
    (punycode) => punycode,
    toPercentForm,
    (part) => part,
  );
}

/**
 * `text` with each non-ASCII character percent-encoded as UTF-8 with upper-case hex (RFC 3986 §2.1), as
 * sitemaps write paths and queries (`каталог` → `%D0%BA%D0%B0…`); ASCII stays as it is (a `%` is not
 * encoded again), and so does a lone surrogate, which has no UTF-8 form.
 */
export function toPercentForm(text: string): string {
  return text.replace(/[\u{80}-\u{10ffff}]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return char;
    }
  });
}

/**
 * The forms of a text to find in URLs: itself, percent-encoded (`toPercentForm`), and as a URL writes it,
 * its host in punycode (`toUrlForm`); equal to one another for an ASCII text. Each form's replacement is the
 * replacement text in the same form, index for index, so a URL keeps the way it is written: `магазин.рф` →
 * `новый.рф` turns `xn--80aairftm.xn--p1ai` into `xn--b1akbpgy3b.xn--p1ai`.
 * @example getFindForms("магазин.рф") // ["магазин.рф", "%D0%BC%D0%B0%D0%B3…", "xn--80aairftm.xn--p1ai"]
 */
export function getFindForms(text: string): [string, string, string] {
  return [text, toPercentForm(text), toUrlForm(text)];
}

/** `text` as a regular expression source that matches it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A regular expression source matching `text` percent-encoded (`toPercentForm`) whatever the case of its
 * letters when `matchCase` is false: a non-ASCII letter's encodings in lower and upper case both
 * (`к` → `(?:%[Dd]0%[Bb][Aa]|%[Dd]0%9[Aa])`), since encoding hides the case from the `i` flag; the hex digits
 * in either case always. Other characters (ASCII) literally.
 */
function percentPattern(text: string, matchCase: boolean): string {
  let source = "";
  for (const char of text) {
    if ((char.codePointAt(0) ?? 0) < 0x80) {
      source += escapeRegex(char);
      continue;
    }
    const variants = matchCase ? [char] : [...new Set([char, char.toLowerCase(), char.toUpperCase()])];
    // `%D0%9A` or `%d0%9a`: hex digits in either case, Match case or not (the letter's case is in the bytes)
    const encoded = variants.map((variant) =>
      toPercentForm(variant).replace(/[A-F]/g, (hex) => `[${hex}${hex.toLowerCase()}]`),
    );
    source += encoded.length === 1 ? encoded[0] : `(?:${encoded.join("|")})`;
  }
  return source;
}

/**
 * Regular expression sources of `getFindForms(text)`, index for index: the text as typed, percent-encoded
 * and as a URL writes it, the encoded ones matching any case of the text's letters unless `matchCase`
 * (`percentPattern`; a punycode host is lower case whatever was typed).
 */
export function getFindPatterns(text: string, matchCase: boolean): [string, string, string] {
  const url = mapUrlParts(text, escapeRegex, (part) => percentPattern(part, matchCase), escapeRegex);
  return [escapeRegex(text), percentPattern(text, matchCase), url];
}
