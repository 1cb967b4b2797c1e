/**
 * Which loaded file a sitemap index's (or robots.txt's) child URL names: the file whose location (the
 * user's or the default guess) equals it, WHATWG-compared, or, failing that, the file whose name is the URL's
 * last path segment. The same link the checks make (`index.child-missing`, `index.child-unlisted`); used by
 * the files panel's sets and by the export, which points an index at the names its children are written
 * under. Pure; no React, no DOM.
 */
import { getSiteHost, type SitemapFile } from "@/core/index";
import { findByPathTail, getLastSegment, withoutQuery } from "@/core/validate/robots-listed";
import { countStepsOf, isLocationOnly } from "./history-steps";
import { getDefaultLocation, withoutCopySuffix } from "./location-guess";
import type { HistoryStep } from "./store-types";

/**
 * The loaded files by location href, and by name and name less a copy's ` (2)` (each with its location's
 * href, and whether the user set it), for `findLoadedChild`.
 */
export interface ChildLookup {
  byHref: Map<string, SitemapFile>;
  byName: Map<string, NamedFile[]>;
}

/** A file of a name, with its location's href (set or guessed) and whether the user set it. */
interface NamedFile {
  file: SitemapFile;
  href: string | undefined;
  set: boolean;
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
  const byName = new Map<string, NamedFile[]>();
  const add = (name: string, named: NamedFile) => {
    const list = byName.get(name);
    if (!list) byName.set(name, [named]);
    else list.push(named);
  };
  for (const file of files) {
    const href = toHref(file.location ?? getDefaultLocation(file, files));
    if (href && !byHref.has(href)) byHref.set(href, file);
    const named = { file, href, set: file.location !== undefined };
    add(file.name, named);
    const original = withoutCopySuffix(file.name);
    if (original !== file.name) add(original, named);
  }
  return { byHref, byName };
}

/**
 * Of the files named as a child URL's path ends, the one it names (as the checks' `set-rules.ts`): the
 * first on the child's site, else the only one, else the first whose location the user set or that has
 * none; of several, a file whose guessed location is on another site is another site's file of that name.
 */
function pickNamed(candidates: readonly NamedFile[] | undefined, href: string): SitemapFile | undefined {
  if (!candidates) return undefined;
  const site = getSiteHost(href);
  const onSite = candidates.find((named) => named.href !== undefined && getSiteHost(named.href) === site);
  if (onSite || candidates.length === 1) return (onSite ?? candidates[0]).file;
  return candidates.find((named) => named.href === undefined || named.set)?.file;
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
  // at its URL less the query (Shopify's `?from=…&to=…`), as the checks find it (`set-rules.ts`)
  const exact = lookup.byHref.get(href) ?? lookup.byHref.get(withoutQuery(href));
  if (exact) return { file: exact, by: "href" };
  const named = pickNamed(findByPathTail(lookup.byName, href), href);
  return named ? { file: named, by: "name" } : undefined;
}

/**
 * The files of `names` that an open sitemap index among them lists (`findLoadedChild`) and that the undo
 * history `past` has changed (or steps it let go of: `beyondUndo`): the ones whose index entries keep an old `lastmod` unless the export sets
 * it (`ExportSettings.indexLastmod`). Each once, in the order of `files`.
 */
export function getChangedChildren(
  files: readonly SitemapFile[],
  names: ReadonlySet<string>,
  past: readonly HistoryStep[],
  beyondUndo: readonly string[] = [],
): SitemapFile[] {
  const indexes = files.filter((file) => file.format === "sitemapindex" && names.has(file.name));
  if (indexes.length === 0 || (past.length === 0 && beyondUndo.length === 0)) return [];
  const lookup = makeChildLookup(files);
  const listed = new Set<SitemapFile>();
  for (const index of indexes) {
    for (const ref of index.sitemaps) {
      const child = findLoadedChild(ref.loc, lookup);
      if (child && child !== index) listed.add(child);
    }
  }
  // a Location set changes no content: the file's lastmod stays (Enter on a guessed Location had a lastmod
  // of now written for a file whose content and URL were the same)
  const edits = past.filter((step) => !isLocationOnly(step));
  return files.filter(
    (file) => listed.has(file) && (countStepsOf(edits, file.name) > 0 || beyondUndo.includes(file.name)),
  );
}

/**
 * Where the export's "Set lastmod (now)" (`ExportSettings.indexLastmod`) replaces a `lastmod`: for each
 * index of `names`, the positions (`Problem.entry`, 0-based) of its `sitemap` entries that list a file of
 * `names` among `changed` (`getChangedChildren`), as `relinkIndexRefs` refreshes them, a name several
 * `loc`s share excepted. Their `lastmod` errors do not remain in the files written.
 */
export function getRefreshedIndexEntries(
  files: readonly SitemapFile[],
  names: ReadonlySet<string>,
  changed: ReadonlySet<string>,
): Map<string, Set<number>> {
  const refreshed = new Map<string, Set<number>>();
  if (changed.size === 0) return refreshed;
  const lookup = makeChildLookup(files);
  for (const index of files) {
    if (index.format !== "sitemapindex" || !names.has(index.name)) continue;
    const matches = index.sitemaps.map((ref) =>
      ref.loc.trim() ? findLoadedChildMatch(ref.loc, lookup) : undefined,
    );
    // a file found by its name under several `loc`s is relinked under none (`relinkIndexRefs`)
    const locsByName = new Map<SitemapFile, Set<string>>();
    for (const [i, match] of matches.entries()) {
      if (match?.by !== "name") continue;
      const locs = locsByName.get(match.file) ?? new Set<string>();
      locs.add(index.sitemaps[i].loc.trim());
      locsByName.set(match.file, locs);
    }
    const entries = new Set<number>();
    for (const [i, match] of matches.entries()) {
      const child = match?.file;
      if (!child || child === index || !names.has(child.name) || !changed.has(child.name)) continue;
      if ((locsByName.get(child)?.size ?? 0) > 1) continue;
      entries.add(i);
    }
    if (entries.size > 0) refreshed.set(index.name, entries);
  }
  return refreshed;
}
