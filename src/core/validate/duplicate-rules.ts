/**
 * Duplicate URLs within one file: `loc.duplicate` and `loc.near-duplicate` among a file's urls,
 * `index.duplicate-child` among an index's sitemaps (CONTRACT.md: not `loc.duplicate`). URLs compare by their
 * WHATWG serialisation (host case, default port, empty path = `/`), computed once by the `loc` rules.
 * O(n) with one Map per kind; the later occurrence gets the problem, naming the first.
 *
 * Sources: Google (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap),
 * sitemaps.org protocol. Thread-portable, no DOM.
 */
import { getFieldLine } from "../model/field-positions";
import type { Problem, UrlEntry } from "../model/types";
import { type PlacedEntry, placeOf, report } from "./check-context";
import type { FileScan } from "./rule.types";

/** How a problem names another entry: `#3 (line 12)`, 1-based as a person counts. */
function describeEntry(index: number, entry: PlacedEntry): string {
  const line = getFieldLine(entry, "loc") ?? entry.line;
  return line === undefined ? `#${index + 1}` : `#${index + 1} (line ${line})`;
}

/** The two slices of an `href` that make its near key: `[start, pathEnd)` and `[end, length)`. Reused. */
const range = { start: 0, pathEnd: 0, end: 0 };

/** Sets `range` for `href`: without scheme, `www.`, a final `index.html` and a final `/` of the path. */
function setNearRange(href: string): void {
  let start = href.indexOf("://") + 3;
  if (href.startsWith("www.", start)) start += 4;
  // native searches, not a character loop: most hrefs have neither "?" nor "#"
  const query = href.indexOf("?", start);
  const hash = href.indexOf("#", start);
  let end = query === -1 ? href.length : query;
  if (hash !== -1 && hash < end) end = hash;
  let pathEnd = end;
  if (href.endsWith("/index.html", pathEnd)) pathEnd -= 10;
  if (href.charCodeAt(pathEnd - 1) === 47) pathEnd--;
  range.start = start;
  range.pathEnd = pathEnd;
  range.end = end;
}

/**
 * The key under which URLs equal up to a trailing slash, `http`/`https`, a leading `www.` or a final
 * `index.html` collide. `href` is WHATWG-serialised, so the scheme ends with `://` and the host is lower case.
 * @example getNearKey("https://www.example.com/a/index.html?x=1") // "example.com/a?x=1"
 */
export function getNearKey(href: string): string {
  setNearRange(href);
  return href.slice(range.start, range.pathEnd) + href.slice(range.end);
}

/** 32-bit FNV-1a hash of `href`'s near key, computed in place: no string is built for the common case. */
function hashNearKey(href: string): number {
  setNearRange(href);
  let hash = 0x811c9dc5;
  for (let i = range.start; i < range.pathEnd; i++) hash = Math.imul(hash ^ href.charCodeAt(i), 0x01000193);
  for (let i = range.end; i < href.length; i++) hash = Math.imul(hash ^ href.charCodeAt(i), 0x01000193);
  return hash;
}

/** State of one duplicate scan: first entry per near-key hash, and the rarely needed fallbacks. */
interface DuplicateIndex {
  byHash: Map<number, number>;
  /** Near keys whose hash collided with another key's (true hash collisions only). */
  byNear?: Map<string, number>;
  /** `href`s of entries sharing a near key, to tell exact copies from near ones. */
  byHref?: Map<string, number>;
}

/** The first entry whose near key equals that of `hrefs[i]`, or -1 when `i` is the first (then recorded). */
function findSimilar(seen: DuplicateIndex, hrefs: readonly (string | undefined)[], i: number): number {
  const href = hrefs[i] as string;
  const hash = hashNearKey(href);
  const first = seen.byHash.get(hash);
  if (first === undefined) {
    seen.byHash.set(hash, i);
    return -1;
  }
  const key = getNearKey(href);
  if (getNearKey(hrefs[first] as string) === key) return first;
  seen.byNear ??= new Map();
  const similar = seen.byNear.get(key);
  if (similar !== undefined) return similar;
  seen.byNear.set(key, i);
  return -1;
}

/**
 * `loc.duplicate` (same WHATWG URL again) and `loc.near-duplicate` (info) among a file's urls.
 *
 * One Map by near-key hash holds the first entry of each near key; exact duplicates always share a near
 * key, so a Map by `href` is filled only for the (rare) entries whose near key is shared.
 */
export function checkDuplicateUrls({ file, ctx, urlHrefs }: FileScan, out: Problem[]): void {
  if (!ctx.active.has("loc.duplicate") && !ctx.active.has("loc.near-duplicate")) return;
  const urls = file.urls;
  const seen: DuplicateIndex = { byHash: new Map() };
  for (let i = 0; i < urlHrefs.length; i++) {
    const href = urlHrefs[i];
    if (href === undefined) continue;
    const similar = findSimilar(seen, urlHrefs, i);
    if (similar < 0) continue;
    seen.byHref ??= new Map();
    if (!seen.byHref.has(urlHrefs[similar] as string)) seen.byHref.set(urlHrefs[similar] as string, similar);
    const same = seen.byHref.get(href);
    if (same === undefined) {
      seen.byHref.set(href, i);
      reportNearDuplicate(urls, i, similar, ctx, out);
      continue;
    }
    reportExactDuplicate(urls, i, same, ctx, out);
  }
}

/** Reports `loc.duplicate` of entry `i`, the same URL as the earlier entry `same`. NOTE: mutates `out`. */
export function reportExactDuplicate(
  urls: readonly UrlEntry[],
  i: number,
  same: number,
  ctx: FileScan["ctx"],
  out: Problem[],
): void {
  const place = placeOf(urls[i], i, "loc", {
    value: urls[i].loc,
    other: same + 1, // 1-based for people (the UI's "also entry {other}"); firstEntry is the 0-based index
    firstEntry: same,
    firstLoc: urls[same].loc,
  });
  const message = `loc "${urls[i].loc}" is the same URL as entry ${describeEntry(same, urls[same])}`;
  report(ctx, out, "loc.duplicate", message, place);
}

/** Reports `loc.near-duplicate` of entry `i` against entry `similar`. NOTE: mutates `out`. */
export function reportNearDuplicate(
  urls: readonly UrlEntry[],
  i: number,
  similar: number,
  ctx: FileScan["ctx"],
  out: Problem[],
): void {
  const params = { value: urls[i].loc, otherEntry: similar, otherLoc: urls[similar].loc };
  const other = `entry ${describeEntry(similar, urls[similar])} "${urls[similar].loc}"`;
  const message = `loc "${urls[i].loc}" differs from ${other} only by a slash, scheme, www. or index.html`;
  report(ctx, out, "loc.near-duplicate", message, placeOf(urls[i], i, "loc", params));
}

/** `index.duplicate-child`: the same sitemap URL listed again in one index. */
export function checkDuplicateChildren({ file, ctx, sitemapHrefs }: FileScan, out: Problem[]): void {
  if (file.format !== "sitemapindex") return;
  const refs = file.sitemaps;
  const first = new Map<string, number>();
  for (let i = 0; i < sitemapHrefs.length; i++) {
    const href = sitemapHrefs[i];
    if (href === undefined) continue;
    const seen = first.get(href);
    if (seen === undefined) {
      first.set(href, i);
      continue;
    }
    const place = placeOf(refs[i], i, "loc", {
      value: refs[i].loc,
      firstEntry: seen,
      firstLoc: refs[seen].loc,
    });
    const message = `sitemap "${refs[i].loc}" is already listed as entry ${describeEntry(seen, refs[seen])}`;
    report(ctx, out, "index.duplicate-child", message, place);
  }
}
