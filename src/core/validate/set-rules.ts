/**
 * Rules on the set of loaded files: how indexes link to the other files (`index.self-reference`,
 * `index.nested`, `index.child-missing`, `index.child-unlisted`) and URLs listed in several files
 * (`set.url-in-several-files`). O(total entries) with Maps.
 *
 * A child URL names a loaded file when it equals the file's location (WHATWG-serialised); a loaded file
 * without a location is matched by name, the last path segment of the child URL (`/maps/posts.xml` →
 * `posts.xml`), since the UI often knows only the name of a dropped file.
 *
 * Sources: Google (https://developers.google.com/search/docs/crawling-indexing/sitemaps/large-sitemaps),
 * sitemaps.org protocol (https://www.sitemaps.org/protocol.html#index). Thread-portable, no DOM.
 */
import type { Problem, SitemapFile } from "../model/types";
import { type CheckContext, placeOf, report } from "./check-context";
import { URL_LIST_FORMATS } from "./file-rules";
import type { FileScan } from "./rule.types";

/** The last path segment of a WHATWG `href` (`https://x/a/b.xml?q` → `b.xml`). */
function getLastSegment(href: string): string {
  let end = href.length;
  for (let i = href.indexOf("://") + 3; i < href.length; i++) {
    const c = href.charCodeAt(i);
    if (c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  return href.slice(href.lastIndexOf("/", end - 1) + 1, end);
}

/** Loaded files by location `href`, and files without a location by name. */
function indexFiles(scans: readonly FileScan[]): {
  byHref: Map<string, FileScan>;
  byName: Map<string, FileScan>;
} {
  const byHref = new Map<string, FileScan>();
  const byName = new Map<string, FileScan>();
  for (const scan of scans) {
    if (scan.ctx.locationHref) byHref.set(scan.ctx.locationHref, scan);
    else if (!byName.has(scan.file.name)) byName.set(scan.file.name, scan);
  }
  return { byHref, byName };
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
    const target = files.byHref.get(href) ?? files.byName.get(getLastSegment(href));
    if (href === ctx.locationHref || target === scan) {
      const place = placeOf(ref, i, "loc", { value: ref.loc });
      report(ctx, out, "index.self-reference", `the index lists itself: "${ref.loc}"`, place);
    } else if (!target) {
      const place = placeOf(ref, i, "loc", { value: ref.loc });
      report(
        ctx,
        out,
        "index.child-missing",
        `the listed sitemap "${ref.loc}" is not among the loaded files`,
        place,
      );
    } else {
      listed.add(target);
      if (target.file.format === "sitemapindex") {
        const place = placeOf(ref, i, "loc", { value: ref.loc, child: target.file.name });
        const message = `the index lists "${ref.loc}" (${target.file.name}), which is itself an index`;
        report(ctx, out, "index.nested", message, place);
      }
    }
  }
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
      const target =
        href === undefined ? undefined : (files.byHref.get(href) ?? files.byName.get(getLastSegment(href)));
      if (target) listed.add(target);
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
    if (!scan.ctx.active.has("set.url-in-several-files")) continue;
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
      reportUrlInOtherFile(file, ctx, i, sighting.scan.file.name, sighting.index, out);
    }
  }
}

/**
 * Reports `set.url-in-several-files` on entry `i` of `file`, whose URL entry `otherEntry` of the file
 * called `other` already lists. NOTE: mutates `out`.
 */
export function reportUrlInOtherFile(
  file: SitemapFile,
  ctx: CheckContext,
  i: number,
  other: string,
  otherEntry: number,
  out: Problem[],
): void {
  const place = placeOf(file.urls[i], i, "loc", { value: file.urls[i].loc, otherFile: other, otherEntry });
  const message = `loc "${file.urls[i].loc}" is also in ${other} (entry #${otherEntry + 1})`;
  report(ctx, out, "set.url-in-several-files", message, place);
}
