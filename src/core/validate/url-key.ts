/**
 * The WHATWG serialisation of an absolute http(s) URL, the key under which extension and hreflang rules
 * compare URLs with the entries' `loc`s (host case, default port, empty path = `/`, as `loc.duplicate`),
 * its percent-encodings in upper case (RFC 3986 §6.2.2.1: `%d0` and `%D0` are one URL).
 *
 * Thread-portable, no DOM. `new URL` costs about 0.4 µs; hreflang checks read three or more hrefs per entry,
 * so a text that is already in WHATWG form (the usual case) is recognised by one scan and returned as is.
 * The scan is conservative: anything it is not sure about goes to `new URL`.
 */

/**
 * A percent-encoding of printable ASCII (not `%`, which may start a double encoding) or of one well-formed
 * UTF-8 character (RFC 3629 §4: no overlongs, no surrogates, nothing past U+10FFFF), as a regex source, its
 * hex digits in either case, or upper case only (`upperOnly`). `%2E` is left out (WHATWG reads it as a dot
 * in dot segments); `loc-text-rules.ts` adds it back. One `%` then the alternatives by lead byte, two-byte
 * characters (Cyrillic, Greek, ...) first: about 10% faster than one alternative per sequence length.
 */
function buildPercentSequence(upperOnly: boolean): string {
  // a class of `upper`, plus `lower` (the lower-case twins of its letters) unless `upperOnly`
  const hex = (upper: string, lower: string) => `[${upper}${upperOnly ? "" : lower}]`;
  const any = hex("0-9A-F", "a-f");
  const cont = `%${hex("89AB", "ab")}${any}`;
  return `%(?:${[
    `${hex("C", "c")}${hex("2-9A-F", "a-f")}${cont}`,
    `${hex("D", "d")}${any}${cont}`,
    `2${hex("0-46-9A-DF", "a-df")}`,
    `[3-6]${any}`,
    `7${hex("0-9A-E", "a-e")}`,
    `${hex("E", "e")}0%${hex("AB", "ab")}${any}${cont}`,
    `${hex("E", "e")}${hex("1-9A-CEF", "a-cef")}${cont}${cont}`,
    `${hex("E", "e")}${hex("D", "d")}%[89]${any}${cont}`,
    `${hex("F", "f")}0%(?:9${any}|${hex("AB", "ab")}${any})${cont}${cont}`,
    `${hex("F", "f")}[1-3]${cont}${cont}${cont}`,
    `${hex("F", "f")}4%8${any}${cont}${cont}`,
  ].join("|")})`;
}

/** `buildPercentSequence` in either case: what a `loc` may hold with no text fault. */
export const PERCENT_SEQUENCE = buildPercentSequence(false);

/**
 * `buildPercentSequence` in upper case only, RFC 3986 §6.2.2.1's normal form, which URL keys use
 * (`toUpperPercentHex`): a text matching `CANONICAL_URL` is its own key.
 */
const UPPER_PERCENT_SEQUENCE = buildPercentSequence(true);

/**
 * Printable ASCII a `loc` may hold as written and WHATWG keeps unchanged in a path or query: not `%`, not
 * the characters that must be encoded (`"<>\\^`{|}`, space), not `#` (a fragment) nor `'` (encoded in
 * special queries). Not `/` either, which `CANONICAL_URL` admits only when no `.` follows.
 */
const CANONICAL_CHARS = "[!$&(-.0-;=?-[\\]_a-z~]";

/**
 * What may follow a `/` of a canonical path (see `CANONICAL_URL`), to the end of the text, as a regex source:
 * `CANONICAL_CHARS`, `PERCENT_SEQUENCE`s, and `/` not followed by `.` (so no dot segment, conservatively).
 */
export const CANONICAL_TAIL = `(?!\\.)${CANONICAL_CHARS}*(?:(?:/(?!\\.)|${UPPER_PERCENT_SEQUENCE})${CANONICAL_CHARS}*)*$`;

/**
 * A `loc` WHATWG serialises to itself and with no text fault: lower-case `http`/`https`, `//`, a host of
 * lower-case ASCII labels, none starting with `xn--` (punycode, which the parser validates), the last one
 * starting with a letter (so never an IPv4 address), no port or user info, then `/` and `CANONICAL_TAIL`.
 * One regular expression: V8 runs it natively, about 3x faster than a scan by `charCodeAt`.
 */
const CANONICAL_URL = new RegExp(
  `^https?://(?:(?!xn--)[a-z0-9-]+\\.)*(?!xn--)[a-z][a-z0-9-]*/${CANONICAL_TAIL}`,
);

/**
 * True when `text` is an absolute http(s) URL that WHATWG serialises to itself: lower-case scheme and
 * host, no port, no user info, a path, no fragment, and no character the parser would encode or rewrite.
 * Conservative: also false for a `/.` anywhere (dot segments) and an `xn--` label (punycode hosts, which
 * the parser validates). Implies that `findLocTextFaults(text)` finds nothing.
 */
export function isCanonicalHttpUrl(text: string): boolean {
  return CANONICAL_URL.test(text);
}

/**
 * An http(s) URL whose host is lower-case ASCII labels, none punycode, the last starting with a letter, then
 * `/`: the WHATWG parser accepts whatever follows (it encodes or rewrites path, query and fragment
 * characters but refuses none), so only this prefix is matched, not the whole text.
 */
const PLAIN_HOST_PREFIX = /^https?:\/\/(?:(?!xn--)[a-z0-9-]+\.)*(?!xn--)[a-z][a-z0-9-]*\//;

/**
 * True when `text` is an absolute http(s) URL, as `getHttpUrlKey(text) !== undefined` says, for callers that
 * need no key: a URL with a plain host (`PLAIN_HOST_PREFIX`) is accepted from its first characters, without
 * scanning its path; any other text is decided by `getHttpUrlKey`.
 * @example isHttpUrl("https://img.example.com/a b.jpg") // true (the parser encodes the space)
 * @example isHttpUrl("/a.jpg") // false
 */
export function isHttpUrl(text: string | undefined): boolean {
  if (text && PLAIN_HOST_PREFIX.test(text)) return true;
  return getHttpUrlKey(text) !== undefined;
}

/** A character RFC 3986 does not allow raw in a URL (`MUST_ENCODE` of the loc rules): controls, space, `"<>\\^`{|}`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
const UNENCODED_CHAR = /[\x00-\x20"<>\\^`{|}\x7f]/;

/**
 * The UTF-16 offset of the first character of `url` that must be percent-encoded (RFC 3986 §2: a space,
 * `"`, `<`, `>`, `\`, `^`, backtick, `{`, `|`, `}`, a control), or -1. The URL parser encodes them
 * silently, so `isHttpUrl` accepts such a URL; an image's or alternate's URL with one is still not a valid
 * URI as the Sitemaps protocol wants every URL (sitemaps.org: "URLs must be URL-escaped").
 * @example findUnencodedChar("https://e.com/img/a b.jpg") // 21
 */
export function findUnencodedChar(url: string): number {
  const match = UNENCODED_CHAR.exec(url);
  return match ? match.index : -1;
}

/** A percent-encoding with a lower-case hex digit (`%d0`, `%Bf`). */
const LOWER_PERCENT = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/;

/**
 * `href` with the hex digits of its percent-encodings in upper case (`%d0%ba` → `%D0%BA`): RFC 3986
 * §6.2.2.1 says they are case-insensitive and normalise to upper case, and WHATWG keeps them as written, so
 * the same page written by two tools (WordPress writes `%d0%ba`) would compare as two URLs. Returns `href`
 * itself when it has none in lower case.
 */
export function toUpperPercentHex(href: string): string {
  if (!LOWER_PERCENT.test(href)) return href;
  return href.replace(/%[0-9A-Fa-f]{2}/g, (encoded) => encoded.toUpperCase());
}

/**
 * The key of `text` when it is an absolute http(s) URL: its WHATWG `href` with percent-encodings in upper
 * case (`toUpperPercentHex`); undefined otherwise (empty, relative, another scheme, or refused by the
 * parser).
 * @example getHttpUrlKey("HTTPS://Example.com") // "https://example.com/"
 * @example getHttpUrlKey("https://example.ru/%d0%ba") // "https://example.ru/%D0%BA"
 */
export function getHttpUrlKey(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (isCanonicalHttpUrl(text)) return text;
  const raw = getRawUrlKey(text);
  if (raw !== null) return raw;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? toUpperPercentHex(url.href) : undefined;
}

/**
 * An http(s) URL written with a raw host (non-ASCII, upper case, punycode) and a path and query of
 * `CANONICAL_CHARS`, raw non-ASCII characters and well-formed escapes, with no dot segment, port, user info
 * or fragment: the shape of a Cyrillic site's URLs as written (`https://магазин.рф/каталог/стулья`). Its
 * key is worked out without `new URL`, which took 8-10 µs for each (a host to punycode every time): 2.6 s
 * of a Remove duplicates over 300,000 such URLs. Groups: scheme, host, the rest from its `/`.
 */
const RAW_URL = new RegExp(
  `^(https?)://([^/?#@:\\s\\\\%]+)(/(?!\\.)(?:${CANONICAL_CHARS}|[\\u0080-\\uffff]|/(?!\\.)|${PERCENT_SEQUENCE})*)$`,
);

/** ASCII hosts of `RAW_URL`s as the parser writes them (`МАГАЗИН.РФ` → `xn--80aairftm.xn--p1ai`); null: refused. */
const rawHosts = new Map<string, string | null>();

/** A run of non-ASCII characters, percent-encoded as UTF-8 in a key. */
const NON_ASCII_RUN = /[\u0080-\uffff]+/g;

/**
 * `getHttpUrlKey` of a `RAW_URL` (what `new URL` would give: the host as the parser writes it, non-ASCII
 * characters UTF-8 percent-encoded in upper case, escapes in upper case), undefined when the parser refuses
 * its host, null when `text` has another shape (or a lone surrogate) and must be parsed.
 */
function getRawUrlKey(text: string): string | undefined | null {
  const match = RAW_URL.exec(text);
  if (match === null) return null;
  const [, scheme, written, rest] = match;
  let host = rawHosts.get(written);
  if (host === undefined) {
    try {
      host = new URL(`${scheme}://${written}/`).host;
    } catch {
      host = null;
    }
    if (rawHosts.size >= 1000) rawHosts.clear();
    rawHosts.set(written, host);
  }
  if (host === null) return undefined;
  try {
    return toUpperPercentHex(`${scheme}://${host}${rest.replace(NON_ASCII_RUN, encodeURIComponent)}`);
  } catch {
    // a lone surrogate: the parser writes U+FFFD for it
    return null;
  }
}

/**
 * The host of a URL written with a scheme, lower case and without a leading `www.`: one site whatever its
 * scheme or `www.` (`https://WWW.Shop.ru/a` → `shop.ru`); "" when it has none. No parsing: the text as it is
 * (a WHATWG href, or a location as typed).
 * @example getSiteHost("http://www.shop-a.com/sitemap.xml") // "shop-a.com"
 */
export function getSiteHost(href: string): string {
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(href)?.[1]?.toLowerCase() ?? "";
  return host.startsWith("www.") ? host.slice(4) : host;
}
