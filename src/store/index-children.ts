/**
 * Which loaded file a sitemap index's (or robots.txt's) child URL names: the file whose location (the
 * user's or the default guess) equals it, WHATWG-compared, or, failing that, the file whose name is the URL's
 * last path segment. The same link the checks make (`index.child-missing`, `index.child-unlisted`); used by
 * the files panel's sets and by the export, which points an index at the names its children are written
 * under. Pure; no React, no DOM.
 */
import { getSiteHost, type SitemapFile, type SitemapRef } from "@/core/index";
import { findByPathTail, getLastSegment, withoutQuery } from "@/core/validate/robots-listed";
import { countStepsOf, isLocationOnly } from "./history-steps";
import { getDefaultLocation, withoutCopySuffix } from "./location-guess";
import type { HistoryStep } from "./store-types";
import { hasUrlRows, isExportSource } from "./workspace-helpers";

/**
 * The loaded files by location href, and by name and name less a copy's ` (2)` (each with its location's
 * href, and whether the user set it), for `findLoadedChild`.
 */
export interface ChildLookup {
  byHref: Map<string, SitemapFile>;
  byName: Map<string, NamedFile[]>;
  /** Each file by its (unique) name. */
  byFileName: Map<string, SitemapFile>;
  /** What the lookup answers from: each file's name, location href and whether it was set, in order. */
  key: string;
  /** The last path segment, decoded, of every name and location href: a child `loc` must end with one. */
  tails: Set<string>;
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
  const byFileName = new Map<string, SitemapFile>();
  let key = "";
  for (const file of files) {
    const href = toHref(file.location ?? getDefaultLocation(file, files));
    if (href && !byHref.has(href)) byHref.set(href, file);
    const named = { file, href, set: file.location !== undefined };
    add(file.name, named);
    const original = withoutCopySuffix(file.name);
    if (original !== file.name) add(original, named);
    byFileName.set(file.name, file);
    key += `${file.name}\u0000${href ?? ""}\u0000${named.set ? 1 : 0}\u0001`;
  }
  const tails = new Set<string>();
  for (const name of byName.keys()) tails.add(name.slice(name.lastIndexOf("/") + 1));
  for (const href of byHref.keys()) tails.add(getLastSegment(href));
  return { byHref, byName, byFileName, key, tails };
}

/**
 * False when `loc` cannot name a file of `lookup`: its path's last segment (decoded) is no file's name nor
 * the end of any file's location, so no URL need be parsed (a 50,000-entry index's children were each
 * parsed, 0.3 s). True when it may, and whenever the URL parser could read the segment otherwise (a
 * backslash, a tab or line break, a dot segment, no path).
 */
export function mayNameLoaded(loc: string, lookup: ChildLookup): boolean {
  if (/[\\\t\n\r]/.test(loc)) return true;
  const text = loc.trim();
  const scheme = text.indexOf("://");
  const cut = text.search(/[?#]/);
  const path = cut < 0 ? text : text.slice(0, cut);
  const slash = path.lastIndexOf("/");
  if (scheme < 0 || slash <= scheme + 2 || path.indexOf("/", scheme + 3) < 0) return true;
  const tail = path.slice(slash + 1);
  if (tail === "." || tail === ".." || /^%2e/i.test(tail)) return true;
  if (lookup.tails.has(tail)) return true;
  try {
    return lookup.tails.has(decodeURIComponent(tail));
  } catch {
    // a stray `%`: the parser may encode the rest of it otherwise
    return true;
  }
}

/** The loaded child names each entry of a list of refs gave, with the lookup key they were found with. */
const foundChildren = new WeakMap<readonly SitemapRef[], { key: string; names: (string | undefined)[] }>();

/**
 * `findLoadedChild` of each of `refs` (an index's `sitemaps`), by position; remembered per list for lookups
 * of the same files' names and locations (`ChildLookup.key`): the files panel's tree asked again for each
 * of a 50,000-entry index's children on every change, a URL parsed for each (0.5 s of the 2.1 s the page
 * froze opening one).
 */
export function findLoadedChildren(
  refs: readonly SitemapRef[],
  lookup: ChildLookup,
): (SitemapFile | undefined)[] {
  const known = foundChildren.get(refs);
  if (known?.key === lookup.key)
    return known.names.map((name) => (name === undefined ? undefined : lookup.byFileName.get(name)));
  const found = refs.map((ref) => findLoadedChild(ref.loc, lookup));
  foundChildren.set(refs, { key: lookup.key, names: found.map((file) => file?.name) });
  return found;
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
  if (!mayNameLoaded(loc, lookup)) return undefined;
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
  // a child left with no URL is not written and no longer listed (`relinkIndexRefs`): no lastmod to keep
  return files.filter(
    (file) =>
      listed.has(file) &&
      (!hasUrlRows(file) || isExportSource(file, true)) &&
      (countStepsOf(edits, file.name) > 0 || beyondUndo.includes(file.name)),
  );
}

/**
 * Of `children` (files `getChangedChildren` gave), those no `<sitemap>` entry of an open index among
 * `names` gives a lastmod: unticked, the export's "Set lastmod (now)" leaves them with none, not with an
 * old one (the export dialog says which).
 */
export function getUndatedChildren(
  files: readonly SitemapFile[],
  names: ReadonlySet<string>,
  children: readonly SitemapFile[],
): SitemapFile[] {
  if (children.length === 0) return [];
  const lookup = makeChildLookup(files);
  const dated = new Set<SitemapFile>();
  for (const index of files) {
    if (index.format !== "sitemapindex" || !names.has(index.name)) continue;
    for (const ref of index.sitemaps) {
      if (ref.lastmod === undefined || ref.lastmod.trim() === "") continue;
      const child = findLoadedChild(ref.loc, lookup);
      if (child) dated.add(child);
    }
  }
  return children.filter((child) => !dated.has(child));
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
