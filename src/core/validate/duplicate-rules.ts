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
  // "http:" and "https:" (every href checked here) end at 4 or 5; any other scheme at its "://"
  const colon = href.charCodeAt(4) === 58 ? 4 : href.charCodeAt(5) === 58 ? 5 : href.indexOf("://");
  let start = colon + 3;
  if (href.startsWith("www.", start)) start += 4;
  // native searches, not a character loop: most hrefs have neither "?" nor "#"
  const query = href.indexOf("?", start);
  const hash = href.indexOf("#", start);
  let end = query === -1 ? href.length : query;
  if (hash !== -1 && hash < end) end = hash;
  let pathEnd = end;
  if (href.charCodeAt(pathEnd - 1) === 108 && href.endsWith("/index.html", pathEnd)) pathEnd -= 10; // "l"
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

/** Characters hashed at each end of a near key's path, and at the end of its query, by the quick pass. */
const SAMPLE_CHARS = 8;

/** FNV-1a step over `href[from, to)`. */
function hashRange(hash: number, href: string, from: number, to: number): number {
  let h = hash;
  for (let i = from; i < to; i++) h = Math.imul(h ^ href.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * 32-bit FNV-1a hash of `href`'s near key, computed in place (no string is built): of the whole key when
 * `full`, else of its length, the first and last `SAMPLE_CHARS` of its path (after the host, which URLs of
 * one file share) and the last of its query, where URLs of one file usually differ. Equal near keys have
 * equal hashes either way: the key's path part ends at its first `?` or `#`.
 */
function hashNearKey(href: string, full: boolean): number {
  setNearRange(href);
  const { start, pathEnd, end } = range;
  const hash = Math.imul(0x811c9dc5 ^ (pathEnd - start + href.length - end), 0x01000193);
  if (full) return hashRange(hashRange(hash, href, start, pathEnd), href, end, href.length);
  let path = href.indexOf("/", start);
  if (path < 0 || path > pathEnd) path = pathEnd;
  const head = Math.min(pathEnd, path + SAMPLE_CHARS);
  const sampled = hashRange(
    hashRange(hash, href, path, head),
    href,
    Math.max(head, pathEnd - SAMPLE_CHARS),
    pathEnd,
  );
  return hashRange(sampled, href, Math.max(end, href.length - SAMPLE_CHARS), href.length);
}

/**
 * For each entry, the first entry with the same near key (-1 for the first of its key and for entries
 * without `href`), by an open-addressing table of entry indexes (index + 1 per slot, 0 = free; linear
 * probing) keyed by `hashNearKey`. Typed arrays, not Maps: no boxed keys, no rehashing, no garbage.
 * Returns undefined when more than `maxMisses` probes met an equal hash of a different key.
 */
function findSimilarBy(
  hrefs: readonly (string | undefined)[],
  full: boolean,
  maxMisses: number,
): Int32Array | undefined {
  let size = 16;
  while (size < hrefs.length * 2) size *= 2;
  const slots = new Int32Array(size);
  const hashes = new Int32Array(hrefs.length);
  const similar = new Int32Array(hrefs.length).fill(-1);
  const mask = size - 1;
  let misses = 0;
  for (let i = 0; i < hrefs.length; i++) {
    const href = hrefs[i];
    if (href === undefined) continue;
    const hash = hashNearKey(href, full);
    let key: string | undefined;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const first = slots[slot] - 1;
      if (first < 0) {
        slots[slot] = i + 1;
        hashes[i] = hash;
        break;
      }
      if (hashes[first] !== hash) continue;
      key ??= getNearKey(href);
      if (getNearKey(hrefs[first] as string) === key) {
        similar[i] = first;
        break;
      }
      if (++misses > maxMisses) return undefined;
    }
  }
  return similar;
}

/**
 * For each entry, the first entry with the same near key, or -1. A quick pass hashes a few characters of each
 * key; when those collide too often (URLs that differ only in the middle), a second pass hashes whole keys.
 */
function findSimilarEntries(hrefs: readonly (string | undefined)[]): Int32Array {
  const quick = findSimilarBy(hrefs, false, 64 + (hrefs.length >> 4));
  return quick ?? (findSimilarBy(hrefs, true, Number.POSITIVE_INFINITY) as Int32Array);
}

/** Per scan `checkDuplicateUrls` saw: each exact duplicate's index → the first entry with its URL. */
const exactDuplicates = new WeakMap<FileScan, ReadonlyMap<number, number>>();

/**
 * The exact duplicates `checkDuplicateUrls` found in `scan` (entry index → first entry with the same href;
 * every other entry is the first with its href), or undefined when it did not run on this scan object. The
 * hreflang graph reuses them instead of a Map of every URL. Relies on a scan's `urlHrefs` not changing
 * after its rules ran (the scans of `checkSitemaps` never do; the check session builds new ones).
 */
export function getExactDuplicates(scan: FileScan): ReadonlyMap<number, number> | undefined {
  return exactDuplicates.get(scan);
}

/**
 * `loc.duplicate` (same WHATWG URL again) and `loc.near-duplicate` (info) among a file's urls.
 *
 * The first entry of each near key is found by hash (`findSimilarEntries`); exact duplicates always share a
 * near key, so a Map by `href` is filled only for the (rare) entries whose near key is shared.
 */
export function checkDuplicateUrls(scan: FileScan, out: Problem[]): void {
  const { file, ctx, urlHrefs } = scan;
  if (!ctx.active.has("loc.duplicate") && !ctx.active.has("loc.near-duplicate")) return;
  const urls = file.urls;
  const similarOf = findSimilarEntries(urlHrefs);
  const exact = new Map<number, number>();
  exactDuplicates.set(scan, exact);
  // `href`s of entries sharing a near key, to tell exact copies from near ones
  let byHref: Map<string, number> | undefined;
  for (let i = 0; i < urlHrefs.length; i++) {
    const href = urlHrefs[i] as string;
    const similar = similarOf[i];
    if (similar < 0) continue;
    byHref ??= new Map();
    if (!byHref.has(urlHrefs[similar] as string)) byHref.set(urlHrefs[similar] as string, similar);
    const same = byHref.get(href);
    if (same === undefined) {
      byHref.set(href, i);
      reportNearDuplicate(urls, i, similar, ctx, out);
      continue;
    }
    exact.set(i, same);
    reportExactDuplicate(urls, i, same, ctx, out);
  }
}

/**
 * Reports `loc.duplicate` of entry `i`, the same URL as the earlier entry `same`. Params: `value`, `other`
 * (the first copy's entry, 1-based), `firstEntry` (0-based), `firstLoc`, and `otherLine` (the first copy's
 * line in the file as opened, when known). NOTE: mutates `out`.
 */
export function reportExactDuplicate(
  urls: readonly UrlEntry[],
  i: number,
  same: number,
  ctx: FileScan["ctx"],
  out: Problem[],
): void {
  const params: Record<string, string | number> = {
    value: urls[i].loc,
    other: same + 1, // 1-based for people (the UI's "also entry {other}"); firstEntry is the 0-based index
    firstEntry: same,
    firstLoc: urls[same].loc,
  };
  // where the first copy is in the file as opened: the line a user finds it at (the table has no row numbers)
  const otherLine = getFieldLine(urls[same], "loc") ?? urls[same].line;
  if (otherLine !== undefined) params.otherLine = otherLine;
  const place = placeOf(urls[i], i, "loc", params);
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
