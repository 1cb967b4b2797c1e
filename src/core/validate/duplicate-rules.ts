/**
 * Duplicate URLs within one file: `loc.duplicate` and `loc.near-duplicate` among a file's urls,
 * `index.duplicate-child` among an index's sitemaps (CONTRACT.md: not `loc.duplicate`). URLs compare by their
 * WHATWG serialisation (host case, default port, empty path = `/`), computed once by the `loc` rules.
 * O(n) with one Map per kind; the later occurrence gets the problem, naming the first.
 *
 * Sources: Google (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap),
 * sitemaps.org protocol. Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import { type PlacedEntry, placeOf, report } from "./check-context";
import type { FileScan } from "./rule.types";

/** How a problem names another entry: `#3 (line 12)`, 1-based as a person counts. */
function describeEntry(index: number, entry: PlacedEntry): string {
  const line = entry.source?.loc?.line ?? entry.line;
  return line === undefined ? `#${index + 1}` : `#${index + 1} (line ${line})`;
}

/**
 * The key under which URLs equal up to a trailing slash, `http`/`https`, a leading `www.` or a final
 * `index.html` collide. `href` is WHATWG-serialised, so the scheme ends with `://` and the host is lower case.
 * @example getNearKey("https://www.example.com/a/index.html?x=1") // "example.com/a?x=1"
 */
export function getNearKey(href: string): string {
  let start = href.indexOf("://") + 3;
  if (href.startsWith("www.", start)) start += 4;
  let end = href.length;
  for (let i = start; i < href.length; i++) {
    const c = href.charCodeAt(i);
    if (c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  let pathEnd = end;
  if (href.endsWith("/index.html", pathEnd)) pathEnd -= 10;
  if (href.charCodeAt(pathEnd - 1) === 47) pathEnd--;
  return href.slice(start, pathEnd) + href.slice(end);
}

/**
 * `loc.duplicate` (same WHATWG URL again) and `loc.near-duplicate` (info) among a file's urls.
 *
 * One Map by near key holds the first entry of each key; exact duplicates always share a near key, so a
 * second Map by `href` is needed only for the (rare) entries whose near key collides.
 */
export function checkDuplicateUrls({ file, ctx, urlHrefs }: FileScan, out: Problem[]): void {
  if (!ctx.active.has("loc.duplicate") && !ctx.active.has("loc.near-duplicate")) return;
  const urls = file.urls;
  const byNear = new Map<string, number>();
  let byHref: Map<string, number> | undefined;
  for (let i = 0; i < urlHrefs.length; i++) {
    const href = urlHrefs[i];
    if (href === undefined) continue;
    const key = getNearKey(href);
    const similar = byNear.get(key);
    if (similar === undefined) {
      byNear.set(key, i);
      continue;
    }
    byHref ??= new Map();
    if (!byHref.has(urlHrefs[similar] as string)) byHref.set(urlHrefs[similar] as string, similar);
    const same = byHref.get(href);
    if (same === undefined) {
      byHref.set(href, i);
      reportNearDuplicate(file.urls, i, similar, ctx, out);
      continue;
    }
    const place = placeOf(urls[i], i, "loc", {
      value: urls[i].loc,
      firstEntry: same,
      firstLoc: urls[same].loc,
    });
    const message = `loc "${urls[i].loc}" is the same URL as entry ${describeEntry(same, urls[same])}`;
    report(ctx, out, "loc.duplicate", message, place);
  }
}

/** Reports `loc.near-duplicate` of entry `i` against entry `similar`. NOTE: mutates `out`. */
function reportNearDuplicate(
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
