/**
 * Internationalised host names as people read them, beside the form the checks compare: the host
 * `xn--e1afmkfd.xn--p1ai` is shown `пример.рф (xn--e1afmkfd.xn--p1ai)`. The checks compare WHATWG-parsed
 * URLs, whose hosts are punycode even where the sitemap wrote Cyrillic, so a problem naming a Russian
 * site's own host would otherwise read `xn--…`. The punycode stays beside the Unicode because a look-alike
 * host (`аррӏе.com`, Cyrillic) must not read as the real one (`apple.com`). Only hosts the checks computed
 * are converted, never a value as the file wrote it (a path may hold `xn--` too). Display only; uses the
 * `punycode` package (RFC 3492); a label that is not valid punycode is left as it is. DOM-free.
 */
import { toASCII, toUnicode } from "punycode/punycode.es6.js";
import { PUNYCODE_DOMAIN } from "@/core/index";

/**
 * `host` (a domain name) as `unicode (punycode)` when it holds punycode labels that decode; else as it is.
 * @example toDisplayHost("xn--e1afmkfd.xn--p1ai") // "пример.рф (xn--e1afmkfd.xn--p1ai)"
 */
export function toDisplayHost(host: string): string {
  if (!PUNYCODE_DOMAIN.test(host)) return host;
  try {
    const unicode = toUnicode(host.toLowerCase());
    return unicode === host.toLowerCase() ? host : `${unicode} (${host})`;
  } catch {
    return host;
  }
}

/**
 * `origin` (`scheme://host[:port]`, as the merge warning lists them) with its host as `toDisplayHost` shows it.
 * @example toDisplayOrigin("https://xn--e1afmkfd.xn--p1ai") // "https://пример.рф (xn--e1afmkfd.xn--p1ai)"
 */
export function toDisplayOrigin(origin: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#:]+)(:\d+)?\/?$/i.exec(origin);
  if (!match) return origin;
  const host = toDisplayHost(match[2]);
  return host === match[2] ? origin : `${match[1]}${host}${match[3] ?? ""}`;
}

/** `params` of a problem with its computed hosts (`host`, `expected` when a bare host) shown by `toDisplayHost`. */
export function withDisplayHosts<T extends Record<string, unknown>>(params: T | undefined): T | undefined {
  if (!params) return params;
  let out: T | undefined;
  for (const key of HOST_PARAMS) {
    const value = params[key];
    if (typeof value !== "string") continue;
    const shown = toDisplayHost(value);
    if (shown === value) continue;
    out ??= { ...params };
    (out as Record<string, unknown>)[key] = shown;
  }
  return out ?? params;
}

/** Problem params that name a host the checks computed (RULES.md `loc.other-host`, `loc.bad-host`). */
const HOST_PARAMS = ["host", "expected"] as const;

/** How a URL reads for a person (`toReadableUrl` of the core): used by the table, its search and tooltips. */
export { toReadableUrl } from "@/core/index";

/**
 * The punycode form of the first internationalised domain name in `text` (`пример.рф` in "https://пример.рф/"
 * → `xn--e1afmkfd.xn--p1ai`), or undefined when `text` holds none: what to search for instead when a
 * sitemap writes its hosts in punycode. Display only.
 * @example toPunycodeDomain("пример.рф/книги") // "xn--e1afmkfd.xn--p1ai"
 */
export function toPunycodeDomain(text: string): string | undefined {
  const domain =
    /(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]*\P{ASCII}[\p{L}\p{N}-]*|(?:[\p{L}\p{N}-]*\P{ASCII}[\p{L}\p{N}-]*\.)+[\p{L}\p{N}-]+/u.exec(
      text,
    )?.[0];
  if (!domain) return undefined;
  try {
    const ascii = toASCII(domain.toLowerCase());
    return ascii === domain.toLowerCase() ? undefined : ascii;
  } catch {
    return undefined;
  }
}

/**
 * `text` with its non-ASCII characters percent-encoded as UTF-8 (`каталог` → `%D0%BA%D0%B0…`), as a sitemap
 * writes them in a URL; undefined when `text` is all ASCII. What to search for instead when a sitemap writes
 * its paths encoded. Display only.
 * @example toPercentEncoded("/каталог/") // "/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/"
 */
export function toPercentEncoded(text: string): string | undefined {
  if (!/\P{ASCII}/u.test(text)) return undefined;
  try {
    return text.replace(/\P{ASCII}+/gu, (run) => encodeURIComponent(run));
  } catch {
    // a lone surrogate has no UTF-8
    return undefined;
  }
}

/**
 * The host (lower case, punycode as the URL parser gives it) of an absolute URL, or undefined for none or
 * text that is not one: which site a file's location is on (the export's robots.txt comparison, the
 * same-name question).
 * @example getUrlHost("https://Blog-B.ru/sitemap.xml") // "blog-b.ru"
 */
export function getUrlHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}
