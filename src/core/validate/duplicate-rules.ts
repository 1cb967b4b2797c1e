/**
 * Duplicate URLs within one file: `loc.duplicate` and `loc.near-duplicate` among a file's urls,
 * `index.duplicate-child` among an index's sitemaps (CONTRACT.md: not `loc.duplicate`). URLs compare by their
 * WHATWG serialisation (host case, default port, empty path = `/`), computed once by the `loc` rules.
 * O(n) with one Map per kind; the later occurrence gets the problem, naming the first.
 *
 * Sources: Google (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap),
 * sitemaps.org protocol. Thread-portable, no DOM.
 */
import type { Problem } from "../model/types";
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

/** `loc.duplicate` (same WHATWG URL again) and `loc.near-duplicate` (info) among a file's urls. */
export function checkDuplicateUrls({ file, ctx, urlHrefs }: FileScan, out: Problem[]): void {
  const urls = file.urls;
  const first = new Map<string, number>();
  const near = ctx.active.has("loc.near-duplicate") ? new Map<string, number>() : undefined;
  for (let i = 0; i < urlHrefs.length; i++) {
    const href = urlHrefs[i];
    if (href === undefined) continue;
    const seen = first.get(href);
    if (seen !== undefined) {
      const place = placeOf(urls[i], i, "loc", {
        value: urls[i].loc,
        firstEntry: seen,
        firstLoc: urls[seen].loc,
      });
      const message = `loc "${urls[i].loc}" is the same URL as entry ${describeEntry(seen, urls[seen])}`;
      report(ctx, out, "loc.duplicate", message, place);
      continue;
    }
    first.set(href, i);
    if (!near) continue;
    const key = getNearKey(href);
    const similar = near.get(key);
    if (similar === undefined) {
      near.set(key, i);
      continue;
    }
    const place = placeOf(urls[i], i, "loc", {
      value: urls[i].loc,
      otherEntry: similar,
      otherLoc: urls[similar].loc,
    });
    const message = `loc "${urls[i].loc}" differs from entry ${describeEntry(similar, urls[similar])} "${urls[similar].loc}" only by a slash, scheme, www. or index.html`;
    report(ctx, out, "loc.near-duplicate", message, place);
  }
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
