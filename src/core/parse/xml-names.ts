/**
 * Namespace URIs the reader knows, and small name helpers.
 *
 * Thread-portable, no DOM. Sources: sitemaps.org protocol (P), Google's image, video, news and localized
 * versions docs (G, G-hreflang), Google's 2022 clean-up (G-2022), RSS 2.0 and Atom (0.3 and RFC 4287).
 */

/** The Sitemaps protocol 0.9 namespace (P). */
export const NS_SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** Google image extension 1.1 (G). */
export const NS_IMAGE = "http://www.google.com/schemas/sitemap-image/1.1";
/** Google video extension 1.1 (G). */
export const NS_VIDEO = "http://www.google.com/schemas/sitemap-video/1.1";
/** Google News extension 0.9 (G). */
export const NS_NEWS = "http://www.google.com/schemas/sitemap-news/0.9";
/** XHTML, for `xhtml:link rel="alternate" hreflang` (G-hreflang). */
export const NS_XHTML = "http://www.w3.org/1999/xhtml";
/** Google's retired mobile extension (G-2022). */
export const NS_MOBILE = "http://www.google.com/schemas/sitemap-mobile/1.0";
/** XML Schema instance (`xsi:schemaLocation`), allowed anywhere. */
export const NS_XSI = "http://www.w3.org/2001/XMLSchema-instance";
/** The `xml:` prefix, bound by definition (XML Namespaces §3). */
export const NS_XML = "http://www.w3.org/XML/1998/namespace";
/** Atom 1.0 (RFC 4287). */
export const NS_ATOM_10 = "http://www.w3.org/2005/Atom";
/** Atom 0.3. */
export const NS_ATOM_03 = "http://purl.org/atom/ns#";

/** True for XML whitespace (space, tab, CR, LF). */
export function isXmlSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** True when `text[start, end)` is empty or XML whitespace only. */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (!isXmlSpace(text.charCodeAt(k))) return false;
  return true;
}

/** `value` without leading and trailing XML whitespace (not Unicode spaces such as NBSP, which are data). */
export function trimXml(value: string): string {
  let a = 0;
  let b = value.length;
  while (a < b && isXmlSpace(value.charCodeAt(a))) a++;
  while (b > a && isXmlSpace(value.charCodeAt(b - 1))) b--;
  return a === 0 && b === value.length ? value : value.slice(a, b);
}

/** True for a character that may start an XML name (lenient: any non-ASCII counts). */
export function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0x80;
}

/** True for a character that may continue an XML name (lenient: any non-ASCII counts). */
export function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46;
}
