/**
 * Writes the sitemap index that lists the parts of a split export, and finds where those parts live.
 *
 * Thread-portable, no DOM. Source: https://www.sitemaps.org/protocol.html#index.
 */
import { pickTopOrigin } from "../model/most-common";
import type { UrlEntry } from "../model/types";
import { getOriginText } from "../validate/common-reference";
import { SITEMAP_NAMESPACE } from "./namespaces";
import type { WriteContext } from "./write-context";
import { writeElement } from "./write-context";
import { hasLoc } from "./write-url-entry";

const SCHEME_AND_HOST = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\s]*/;

/** WHATWG origin of a textual `scheme://host[:port]`, so `HTTPS://Example.com:443` counts as `https://example.com`. */
function normaliseOrigin(prefix: string): string {
  try {
    const origin = new URL(prefix).origin;
    return origin === "null" ? prefix : origin;
  } catch {
    return prefix;
  }
}

/**
 * The WHATWG origin of an absolute URL's `scheme://host[:port]` (`HTTPS://Example.com:443/a` gives
 * `https://example.com`), the unit `getMostCommonOriginOf` counts; undefined when `loc` (trimmed) does not
 * start with a scheme and `//`, or its host cannot be a DNS name (`getOriginText`). `cache` (raw prefix to origin) saves the URL parse when many locs share
 * a host; `last` (updated) the pattern too, for a loc on the same host as written as the one before.
 */
export function getLocOrigin(
  loc: string,
  cache?: Map<string, string>,
  last?: LastOrigin,
): string | undefined {
  // the last loc's `scheme://host` again, then `/`, `?`, `#` or the end: its origin, with no pattern run
  // (a million URLs a Find & replace moved to another host were counted in 0.6 s)
  if (last !== undefined && last.prefix !== "" && loc.startsWith(last.prefix)) {
    const next = loc.charCodeAt(last.prefix.length);
    if (Number.isNaN(next) || next === 47 || next === 63 || next === 35) return last.origin;
  }
  const trimmed = loc.trim();
  const prefix = SCHEME_AND_HOST.exec(trimmed)?.[0];
  // a host no DNS name can be (`example..com`, `exa mple.com`) is no origin to guess or count
  if (prefix === undefined || getOriginText(trimmed) === "") return undefined;
  let origin = cache?.get(prefix);
  if (origin === undefined) {
    origin = normaliseOrigin(prefix);
    cache?.set(prefix, origin);
  }
  // a loc written with blanks around it is not a prefix to match the next ones by
  if (last !== undefined && trimmed === loc) {
    last.prefix = prefix;
    last.origin = origin;
  }
  return origin;
}

/**
 * The `scheme://host[:port]` as written of the last loc `getLocOrigin` read and its origin, for a pass over
 * many locs (`{ prefix: "", origin: "" }` to start): locs on the same host are matched by their prefix.
 */
export interface LastOrigin {
  prefix: string;
  origin: string;
}

/**
 * The scheme and host most common among the entries' `loc`s, plus `/` (`https://www.example.com/`), or `""`
 * when no entry has an absolute URL. Entries without `loc` do not count. Source: CONTRACT.md.
 */
export function getMostCommonOrigin(urls: readonly UrlEntry[]): string {
  return getMostCommonOriginOf(urls.filter(hasLoc).map((entry) => entry.loc));
}

/**
 * How many of `locs` have each WHATWG origin (`https://www.example.com`: host case and default port
 * ignored), in order of first appearance. Locs that are not absolute URLs do not count.
 */
export function countLocOrigins(locs: Iterable<string>): Map<string, number> {
  const byPrefix = new Map<string, number>();
  for (const loc of locs) {
    const prefix = SCHEME_AND_HOST.exec(loc.trim())?.[0];
    if (prefix !== undefined) byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + 1);
  }
  const byOrigin = new Map<string, number>();
  for (const [prefix, count] of byPrefix) {
    const origin = normaliseOrigin(prefix);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + count);
  }
  return byOrigin;
}

/** The most common origin of `countLocOrigins`' counts plus `/` (`pickTopOrigin`), or `""` when empty. */
function pickMostCommon(byOrigin: ReadonlyMap<string, number>): string {
  const best = pickTopOrigin(byOrigin);
  return best === undefined ? "" : `${best}/`;
}

/**
 * The scheme and host most common among `locs` (absolute URLs; others do not count), plus `/`, or `""`.
 * Hosts compare as WHATWG origins (host case and default port ignored); a tie goes to the https one of a
 * host written both ways, else to the origin seen first (`pickTopOrigin`).
 */
export function getMostCommonOriginOf(locs: Iterable<string>): string {
  return pickMostCommon(countLocOrigins(locs));
}

/**
 * What checking a merged set at `base` will report of its entries, from the counts of their origins
 * (`countLocOrigins`, summed over the merged files): `otherHost` entries on another host (port included,
 * `loc.other-host`) and `otherScheme` entries on the same host by the other scheme (`loc.other-scheme`).
 * `base`: the export's base URL; `""` or a value that is no absolute URL places the set where export then
 * does (the most common origin). Zeros when no loc has an origin. Source: sitemaps.org protocol (a sitemap lists URLs of its own
 * host and scheme), RULES.md `loc.other-host` / `loc.other-scheme`.
 * @example countOffOrigin(new Map([["https://a.ru", 5], ["http://a.ru", 1], ["https://b.ru", 2]]), "")
 *   // { otherHost: 2, otherScheme: 1 }
 */
export function countOffOrigin(
  origins: ReadonlyMap<string, number>,
  base: string,
): { otherHost: number; otherScheme: number } {
  const counts = { otherHost: 0, otherScheme: 0 };
  // a base that is no absolute URL (being typed) places the set as an empty one does
  const own = getLocOrigin(base) ?? pickMostCommon(origins).slice(0, -1);
  if (!own) return counts;
  const host = own.slice(own.indexOf("://") + 3);
  for (const [origin, count] of origins) {
    if (origin === own) continue;
    if (origin.slice(origin.indexOf("://") + 3) === host) counts.otherScheme += count;
    else counts.otherHost += count;
  }
  return counts;
}

/**
 * How many of `locs` checking a merged set placed at `base` reports as `loc.outside-scope`: those on the
 * base's scheme and host (WHATWG origins, as `countOffOrigin` compares them; entries on another are
 * `loc.other-host` / `loc.other-scheme` there, one fault, one code) whose path is not under the folder the
 * parts are written to, `base` with a `/` added when it lacks one (`getIndexBaseUrl`). 0 when `base` is `""`
 * or no absolute http(s) URL (the set is then placed at an origin's root, whose folder holds every path).
 * Paths compare WHATWG-serialised, as the check does (`/каталог/` and `/%D0%BA...` are one folder).
 * Source: sitemaps.org protocol, "Sitemap file location"; RULES.md `loc.outside-scope`.
 * @example countOutsideScope(["https://a.ru/s/1", "https://a.ru/p/2", "https://b.ru/p/3"], "https://a.ru/s")
 *   // 1
 */
export function countOutsideScope(locs: Iterable<string>, base: string): number {
  const trimmed = base.trim();
  let place: URL;
  try {
    place = new URL(trimmed.endsWith("/") ? trimmed : `${trimmed}/`);
  } catch {
    return 0;
  }
  if (place.protocol !== "http:" && place.protocol !== "https:") return 0;
  const scope = place.pathname.slice(0, place.pathname.lastIndexOf("/") + 1);
  if (scope === "/") return 0;
  const origin = place.origin;
  const inScope = origin + scope;
  const cache = new Map<string, string>();
  let count = 0;
  for (const raw of locs) {
    const loc = raw.trim();
    // the usual case, no parse: written as the folder's own URLs are
    if (loc.startsWith(inScope)) continue;
    if (getLocOrigin(loc, cache) !== origin) continue;
    let pathname: string;
    try {
      pathname = new URL(loc).pathname;
    } catch {
      continue; // an unparsable loc is `loc.invalid` there, not out of scope
    }
    if (!pathname.startsWith(scope)) count++;
  }
  return count;
}

/**
 * `base` (trimmed) as the folder an index lists its files in: a `/` added when it does not end with one,
 * and, when it is an absolute http(s) URL, WHATWG-serialised: an internationalised host in punycode and a
 * non-ASCII path percent-encoded (`https://пример.рф/карта/` gives `https://xn--e1afmkfd.xn--p1ai/%D0%BA…/`),
 * as `loc.non-ascii` asks of a `loc` (Google, Bing). Any other text is kept as typed. Source: sitemaps.org
 * protocol ("Entity escaping", URLs per RFC 3986), RULES.md `loc.non-ascii`.
 */
export function normaliseBaseUrl(base: string): string {
  const trimmed = base.trim();
  const folder = trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
  try {
    const url = new URL(folder);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : folder;
  } catch {
    return folder;
  }
}

/**
 * What the index's `loc`s start with: `baseUrl` as a folder (`normaliseBaseUrl`), else the most common
 * scheme and host of the entries plus `/`, else `""` (the locs are then bare file names).
 */
export function getIndexBaseUrl(urls: readonly UrlEntry[], baseUrl: string | undefined): string {
  const base = baseUrl?.trim();
  if (base) return normaliseBaseUrl(base);
  return getMostCommonOrigin(urls);
}

/**
 * A `sitemapindex` document listing `locs`, each with `lastmod` when given. Same layout as the parts.
 */
export function writeSitemapIndex(ctx: WriteContext, locs: readonly string[], lastmod?: string): string {
  const { indent, newline } = ctx;
  const lastmodValue = lastmod?.trim() ? lastmod : undefined;
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">${newline}`;
  for (const loc of locs) {
    out +=
      `${indent[1]}<sitemap>${newline}` +
      writeElement(ctx, 2, "loc", loc) +
      writeElement(ctx, 2, "lastmod", lastmodValue) +
      `${indent[1]}</sitemap>${newline}`;
  }
  return `${out}</sitemapindex>\n`;
}
