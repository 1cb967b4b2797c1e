/**
 * Internationalised host names as people read them: `xn--e1afmkfd.xn--p1ai` is `пример.рф`. The checks
 * compare WHATWG-parsed URLs, whose hosts are punycode even where the sitemap wrote Cyrillic, so texts made
 * from them (a problem's hosts, a guessed location, the hosts of a merge) would show a Russian site's own
 * domain as `xn--…`. Display only: values kept, compared and written stay as they are. Uses the `punycode`
 * package (RFC 3492); a label that is not valid punycode is left as written. DOM-free.
 */
import { toUnicode } from "punycode/punycode.es6.js";

/** Domain names with at least one `xn--` label (ASCII letters, digits, hyphens, dots). */
const PUNYCODE_DOMAIN = /(?<![\w-])(?:[a-z0-9-]+\.)*xn--[a-z0-9-]+(?:\.[a-z0-9-]+)*/gi;

/**
 * `text` with every domain name holding a punycode label in Unicode.
 * @example toDisplayHosts("https://xn--e1afmkfd.xn--p1ai/a") // "https://пример.рф/a"
 */
export function toDisplayHosts(text: string): string {
  if (!text.includes("xn--") && !text.includes("XN--")) return text;
  return text.replace(PUNYCODE_DOMAIN, (domain) => {
    try {
      return toUnicode(domain.toLowerCase());
    } catch {
      return domain;
    }
  });
}
