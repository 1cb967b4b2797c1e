/**
 * URLs as people read them: a sitemap must write a Cyrillic URL percent-encoded with a punycode host
 * (`https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8`), which nobody can read; browsers, Yandex
 * Webmaster and Search Console show it as `https://пример.рф/книги`. Display and search only: the value
 * written stays what the checks and export use. Uses the `punycode` package (RFC 3492). Thread-portable,
 * no DOM.
 */
import { toUnicode } from "punycode/punycode.es6.js";

/** A domain name holding at least one `xn--` label. */
export const PUNYCODE_DOMAIN = /^(?:[a-z0-9-]+\.)*xn--[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?$/i;

/** A run of percent-encoded bytes of 0x80 and above: the UTF-8 of non-ASCII characters. */
const HIGH_BYTES = /(?:%[89a-f][0-9a-f])+/gi;

/** Characters that stay encoded when shown: controls, format and bidi marks, spaces (a URL would mislead). */
const KEEP_ENCODED = /[\p{C}\p{Z}]/u;

/** `run` (`%D0%BA%D0%BD`) decoded when it is whole UTF-8 of visible characters, else as it is. */
function decodeRun(run: string): string {
  try {
    const text = decodeURIComponent(run);
    return KEEP_ENCODED.test(text) ? run : text;
  } catch {
    // bytes that are not UTF-8 (a windows-1251 URL): as written
    return run;
  }
}

/**
 * How `loc` reads for a person, when that differs from how it is written: its percent-encoded non-ASCII
 * characters decoded (UTF-8 runs of `%80`-`%FF` bytes; ASCII escapes such as `%20`, `%2F`, `%3F`, `%25` and
 * runs that are not UTF-8 or hold invisible characters stay encoded, as browsers show them) and a punycode
 * host in Unicode. Undefined when it reads as written.
 * @example toReadableUrl("https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8?q=%D0%B0%26b") // "https://пример.рф/книги?q=а%26b"
 */
export function toReadableUrl(loc: string): string | undefined {
  let readable = loc.includes("%") ? loc.replace(HIGH_BYTES, decodeRun) : loc;
  // a protocol-relative URL (`//cdn.xn--80aairftm.xn--p1ai/a.png`, an image on the page's scheme) too
  const host = /^((?:[a-z][a-z0-9+.-]*:)?\/\/)([^/?#:@]+)/i.exec(readable);
  if (host && PUNYCODE_DOMAIN.test(host[2])) {
    try {
      readable = `${host[1]}${toUnicode(host[2].toLowerCase())}${readable.slice(host[0].length)}`;
    } catch {
      // not valid punycode: the host as written
    }
  }
  return readable === loc ? undefined : readable;
}
