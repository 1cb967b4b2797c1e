/**
 * Which loaded file a sitemap index's (or robots.txt's) child URL names: the file whose location (the
 * user's or the default guess) equals it, WHATWG-compared, or, failing that, the file whose name is the URL's
 * last path segment. The same link the checks make (`index.child-missing`, `index.child-unlisted`); used by
 * the files panel's sets and by the export, which points an index at the names its children are written
 * under. Pure; no React, no DOM.
 */
import type { SitemapFile } from "@/core/index";
import { findByPathTail, getLastSegment } from "@/core/validate/robots-listed";
import { countStepsOf } from "./history-steps";
import { getDefaultLocation } from "./location-guess";
import type { HistoryStep } from "./store-types";

/** The loaded files by location href and by name, for `findLoadedChild`. */
export interface ChildLookup {
  byHref: Map<string, SitemapFile>;
  byName: Map<string, SitemapFile>;
}

/** `text` as a WHATWG href, or undefined when it is empty or not an absolute URL. */
export function toHref(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

export { getLastSegment };

/** The lookup of `files` (the first file wins a shared location). */
export function makeChildLookup(files: readonly SitemapFile[]): ChildLookup {
  const byHref = new Map<string, SitemapFile>();
  const byName = new Map<string, SitemapFile>();
  for (const file of files) {
    const href = toHref(file.location ?? getDefaultLocation(file, files));
    if (href && !byHref.has(href)) byHref.set(href, file);
    byName.set(file.name, file);
  }
  return { byHref, byName };
}

/** The loaded file a child `loc` names (see the module comment), or undefined. */
export function findLoadedChild(loc: string, lookup: ChildLookup): SitemapFile | undefined {
  return findLoadedChildMatch(loc, lookup)?.file;
}

/**
 * `findLoadedChild` with how the file was found: `href` (its location is the `loc`) or `name` (only its
 * name is the `loc`'s last segment: two `loc`s on different hosts can both name one `sitemap.xml`).
 */
export function findLoadedChildMatch(
  loc: string,
  lookup: ChildLookup,
): { file: SitemapFile; by: "href" | "name" } | undefined {
  const href = toHref(loc);
  if (!href) return undefined;
  const exact = lookup.byHref.get(href);
  if (exact) return { file: exact, by: "href" };
  const named = findByPathTail(lookup.byName, href);
  return named ? { file: named, by: "name" } : undefined;
}

/**
 * The files of `names` that an open sitemap index among them lists (`findLoadedChild`) and that the undo
 * history `past` has changed: the ones whose index entries keep an old `lastmod` unless the export sets
 * it (`ExportSettings.indexLastmod`). Each once, in the order of `files`.
 */
export function getChangedChildren(
  files: readonly SitemapFile[],
  names: ReadonlySet<string>,
  past: readonly HistoryStep[],
): SitemapFile[] {
  const indexes = files.filter((file) => file.format === "sitemapindex" && names.has(file.name));
  if (indexes.length === 0 || past.length === 0) return [];
  const lookup = makeChildLookup(files);
  const listed = new Set<SitemapFile>();
  for (const index of indexes) {
    for (const ref of index.sitemaps) {
      const child = findLoadedChild(ref.loc, lookup);
      if (child && child !== index) listed.add(child);
    }
  }
  return files.filter((file) => listed.has(file) && countStepsOf(past, file.name) > 0);
}
