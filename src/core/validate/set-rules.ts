/**
 * Rules on the set of loaded files: how indexes link to the other files (`index.self-reference`,
 * `index.nested`, `index.child-missing`, `index.child-unlisted`) and URLs listed in several files
 * (`set.url-in-several-files`). O(total entries) with Maps.
 *
 * A child URL names a loaded file when it equals the file's location (WHATWG-serialised), else when the
 * file's name is the end of the child URL's path (`/maps/posts.xml` → `posts.xml`; a name with a folder,
 * from an archive, by as many segments: `/ru/sitemap.xml` → `ru/sitemap.xml`, `findByPathTail`), since the
 * UI often knows only the name of a dropped file: the link the export relinks by. A file found by name whose
 * location the user set to another URL is still `index.child-missing` at that child (with the file and
 * its location in `params`, and a quick fix that points the child there; `params.scope`, the index's folder,
 * when that location is outside it), but not `index.child-unlisted`.
 *
 * Sources: Google (https://developers.google.com/search/docs/crawling-indexing/sitemaps/large-sitemaps),
 * sitemaps.org protocol (https://www.sitemaps.org/protocol.html#index). Thread-portable, no DOM.
 */
import { getFieldLine } from "../model/field-positions";
import { isFeedFormat, type Problem, type SitemapFile, type SitemapRef } from "../model/types";
import { type CheckContext, placeOf, report } from "./check-context";
import { URL_LIST_FORMATS } from "./file-rules";
import { findByPathTail, withoutQuery } from "./robots-listed";
import type { FileScan } from "./rule.types";
import { getSiteHost } from "./url-key";

/** A copy's ` (2)` before the first dot of a name (`sitemap (2).xml`, as the app names a second file). */
const COPY_SUFFIX = /^(.[^.]*?) \(\d+\)(?=\.|$)/;

/** Loaded files by location `href`, and every file by name and by its name less a copy's ` (2)`, in order. */
function indexFiles(scans: readonly FileScan[]): {
  byHref: Map<string, FileScan>;
  byName: Map<string, FileScan[]>;
} {
  const byHref = new Map<string, FileScan>();
  const byName = new Map<string, FileScan[]>();
  const add = (name: string, scan: FileScan) => {
    const list = byName.get(name);
    if (!list) byName.set(name, [scan]);
    else if (!list.includes(scan)) list.push(scan);
  };
  for (const scan of scans) {
    if (scan.ctx.locationHref && !byHref.has(scan.ctx.locationHref)) byHref.set(scan.ctx.locationHref, scan);
    add(scan.file.name, scan);
    const original = scan.file.name.replace(COPY_SUFFIX, "$1");
    if (original !== scan.file.name) add(original, scan);
  }
  return { byHref, byName };
}

/**
 * Of the files named as a child URL's path ends, the one it names: the first on the child's site (its
 * location's host, `www.` and scheme aside), else the only one (a sitemap kept on another host, as Google's
 * cross-site example lists), else the first whose location the user set or that has none. Of several, a
 * file whose guessed location is on another site is another site's file of the same name (an agency's
 * clients both have a `sitemap-1.xml`), never the child.
 */
function pickNamed(candidates: readonly FileScan[] | undefined, href: string): FileScan | undefined {
  if (!candidates) return undefined;
  const site = getSiteHost(href);
  const onSite = candidates.find(
    (scan) => scan.ctx.locationHref !== undefined && getSiteHost(scan.ctx.locationHref) === site,
  );
  if (onSite || candidates.length === 1) return onSite ?? candidates[0];
  return candidates.find((scan) => scan.ctx.locationHref === undefined || scan.file.locationGuessed !== true);
}

/**
 * The loaded file a child `href` names, as the export relinks it (`relinkIndexRefs` in the store): the
 * file at that location, else the file of that name. `moved` when the file was found by name only and its
 * location is the user's and another URL: the index points where the file is not, and the export will
 * point it at the file's location.
 */
function findChild(
  href: string,
  files: ReturnType<typeof indexFiles>,
): { scan: FileScan; moved: boolean } | undefined {
  const exact = files.byHref.get(href) ?? files.byHref.get(withoutQuery(href));
  if (exact) return { scan: exact, moved: false };
  const named = pickNamed(findByPathTail(files.byName, href), href);
  if (!named) return undefined;
  return { scan: named, moved: named.ctx.locationHref !== undefined && named.file.locationGuessed !== true };
}

/** True when two URLs (WHATWG-serialised) have one path and query, whatever their scheme and host. */
function isSamePath(a: string, b: string): boolean {
  const path = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  return path(a) === path(b);
}

/** Reports the child rules of one index; adds every loaded file it lists to `listed`. */
function checkChildren(
  scan: FileScan,
  files: ReturnType<typeof indexFiles>,
  listed: Set<FileScan>,
  out: Problem[],
): void {
  const { file, ctx, sitemapHrefs } = scan;
  for (let i = 0; i < sitemapHrefs.length; i++) {
    const href = sitemapHrefs[i];
    if (href === undefined) continue;
    const ref = file.sitemaps[i];
    const found = findChild(href, files);
    const target = found?.scan;
    // itself, also on another scheme or host spelling (a stale `http://…` self-entry of an https index)
    const self =
      href === ctx.locationHref ||
      (target === scan && (ctx.locationHref === undefined || isSamePath(href, ctx.locationHref)));
    if (self) {
      const place = placeOf(ref, i, "loc", { value: ref.loc });
      report(ctx, out, "index.self-reference", `the index lists itself: "${ref.loc}"`, place);
    } else if (!found || target === scan) {
      const place = placeOf(ref, i, "loc", { value: ref.loc });
      const message = `the listed sitemap "${ref.loc}" is not among the loaded files`;
      report(ctx, out, "index.child-missing", message, place);
    } else if (found.moved) {
      // the file of that name is loaded, but the user placed it elsewhere: the index lists it nowhere
      // the export keeps; it is listed all the same (no `index.child-unlisted` beside this problem)
      listed.add(found.scan);
      const location = found.scan.ctx.locationHref as string;
      const child = found.scan.file.name;
      const params: Record<string, string> = { value: ref.loc, child, location };
      // pointed there, the entry would leave the index's folder (`index.child-outside-scope`, Google: "must")
      const scope = ctx.reference?.scope;
      if (scope !== undefined && !location.startsWith(`${ctx.reference?.origin}${scope}`))
        params.scope = scope;
      const place = placeOf(ref, i, "loc", params);
      const message = `the listed sitemap "${ref.loc}" is not among the loaded files: ${child} is loaded with the location ${location}`;
      report(ctx, out, "index.child-missing", message, place);
      // the export points the entry at that location: still an index listed by an index
      reportNested(ctx, ref, i, found.scan, out);
    } else {
      listed.add(found.scan);
      reportNested(ctx, ref, i, found.scan, out);
    }
  }
}

/** `index.nested` on entry `i` (`ref`) of an index when the loaded file it lists, `child`, is an index. */
function reportNested(ctx: CheckContext, ref: SitemapRef, i: number, child: FileScan, out: Problem[]): void {
  if (child.file.format !== "sitemapindex") return;
  const place = placeOf(ref, i, "loc", { value: ref.loc, child: child.file.name });
  const message = `the index lists "${ref.loc}" (${child.file.name}), which is itself an index`;
  report(ctx, out, "index.nested", message, place);
}

/**
 * `index.self-reference`, `index.nested`, `index.child-missing` for every loaded index, and, when at least
 * one index is loaded, `index.child-unlisted` (file-level info) for each loaded urlset, TXT or feed that no
 * loaded index (or robots.txt `Sitemap:` line) lists.
 */
export function checkIndexLinks(scans: readonly FileScan[], out: Problem[]): void {
  if (!scans.some((scan) => scan.file.format === "sitemapindex")) return;
  const files = indexFiles(scans);
  const listed = new Set<FileScan>();
  for (const scan of scans) {
    if (scan.file.format === "sitemapindex") checkChildren(scan, files, listed, out);
    if (scan.file.format !== "robots") continue;
    for (const href of scan.sitemapHrefs) {
      const found = href === undefined ? undefined : findChild(href, files);
      if (found) listed.add(found.scan);
    }
  }
  for (const scan of scans) {
    if (!URL_LIST_FORMATS.has(scan.file.format) || listed.has(scan)) continue;
    const message = `${scan.file.name} is not listed by any loaded sitemap index`;
    report(scan.ctx, out, "index.child-unlisted", message, { params: { file: scan.file.name } });
  }
}

/** Where a URL was first seen, and the last file it was reported in (so each file reports it once). */
interface Sighting {
  scan: FileScan;
  index: number;
  lastScan: FileScan;
}

/** `set.url-in-several-files`: a URL (WHATWG-serialised) in more than one file; once per file, on its first entry there. */
export function checkUrlsAcrossFiles(scans: readonly FileScan[], out: Problem[]): void {
  if (scans.length < 2) return;
  const seen = new Map<string, Sighting>();
  for (const scan of scans) {
    // a feed repeats the sitemaps' newest pages: no duplicate across files (`isFeedFormat`)
    if (!scan.ctx.active.has("set.url-in-several-files") || isFeedFormat(scan.file.format)) continue;
    const { urlHrefs, file, ctx } = scan;
    for (let i = 0; i < urlHrefs.length; i++) {
      const href = urlHrefs[i];
      if (href === undefined) continue;
      const sighting = seen.get(href);
      if (!sighting) {
        seen.set(href, { scan, index: i, lastScan: scan });
        continue;
      }
      if (sighting.lastScan === scan) continue;
      sighting.lastScan = scan;
      reportUrlInOtherFile(file, ctx, i, sighting.scan.file, sighting.index, out);
    }
  }
}

/**
 * Reports `set.url-in-several-files` on entry `i` of `file`, whose URL entry `otherEntry` (0-based) of
 * `other` already lists. Params: `value`, `otherFile` (its name), `otherEntry`, and `otherLine` (that
 * entry's line in the other file as opened, when known: where a user finds it). NOTE: mutates `out`.
 */
export function reportUrlInOtherFile(
  file: SitemapFile,
  ctx: CheckContext,
  i: number,
  other: SitemapFile,
  otherEntry: number,
  out: Problem[],
): void {
  const params: Record<string, string | number> = {
    value: file.urls[i].loc,
    otherFile: other.name,
    otherEntry,
  };
  const first = other.urls[otherEntry];
  const otherLine = first === undefined ? undefined : (getFieldLine(first, "loc") ?? first.line);
  if (otherLine !== undefined) params.otherLine = otherLine;
  const place = placeOf(file.urls[i], i, "loc", params);
  const where =
    otherLine === undefined ? `entry #${otherEntry + 1}` : `entry #${otherEntry + 1}, line ${otherLine}`;
  const message = `loc "${file.urls[i].loc}" is also in ${other.name} (${where})`;
  report(ctx, out, "set.url-in-several-files", message, place);
}
