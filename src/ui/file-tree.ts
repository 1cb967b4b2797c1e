/**
 * The files panel's sets: each loaded sitemap index (or robots.txt) with the loaded files it lists under it,
 * the ones it lists that are not loaded, and how many it lists without a loc. Which loaded file a child URL
 * names: `src/store/index-children.ts`.
 * Pure; no React.
 */
import type { SitemapFile } from "@/core/index";
import { findLoadedChildren, getLastSegment, makeChildLookup, toHref } from "@/store/index-children";

/** A listed child that is not loaded. */
export interface MissingChild {
  loc: string;
}

/** One file of the panel, with the files it lists (an index) nested under it. */
export interface FileNode {
  file: SitemapFile;
  children: FileNode[];
  /** Children it lists that are not loaded (at most `MAX_MISSING_SHOWN`). */
  missing: MissingChild[];
  /** How many more listed children are not loaded beyond `missing`. */
  moreMissing: number;
  /** How many listed children have no loc (empty or blank): shown once with this count, not as lines. */
  noLoc: number;
}

/** At most this many "not loaded" lines per index; an index may list 50,000 sitemaps. */
export const MAX_MISSING_SHOWN = 5;

/** What a missing child is called in the list: its last path segment (`posts.xml`), or the URL as written. */
export function getChildLabel(loc: string): string {
  const href = toHref(loc);
  return (href && getLastSegment(href)) || loc;
}

/**
 * The labels of an index's missing children (`getChildLabel`), a label met twice made longer: its host
 * before it (`blog.example.org/…/sitemap.xml`), since two `sitemap.xml` on two hosts read as one file;
 * the URL as written when even that repeats.
 */
export function getChildLabels(locs: readonly string[]): string[] {
  const labels = locs.map(getChildLabel);
  const seen = new Map<string, number>();
  for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
  const longer = locs.map((loc, i) => {
    if ((seen.get(labels[i]) ?? 0) < 2) return labels[i];
    const href = toHref(loc);
    if (!href) return loc;
    const { host, pathname } = new URL(href);
    const inner = pathname.lastIndexOf("/") > 0 ? "/…/" : "/";
    return `${host}${inner}${labels[i]}`;
  });
  const again = new Map<string, number>();
  for (const label of longer) again.set(label, (again.get(label) ?? 0) + 1);
  return longer.map((label, i) => ((again.get(label) ?? 0) > 1 && labels[i] !== label ? locs[i] : label));
}

const isParent = (file: SitemapFile) => file.format === "sitemapindex" || file.format === "robots";

/**
 * The files as a forest: each index with the files it lists (placed under the first index that lists them,
 * nested indexes nested, cycles cut), then every other file, in load order.
 */
export function getFileTree(files: SitemapFile[]): FileNode[] {
  const lookup = makeChildLookup(files);
  const placed = new Set<SitemapFile>();
  const build = (file: SitemapFile): FileNode => {
    placed.add(file);
    const node: FileNode = { file, children: [], missing: [], moreMissing: 0, noLoc: 0 };
    if (!isParent(file)) return node;
    const pending: SitemapFile[] = [];
    const children = findLoadedChildren(file.sitemaps, lookup);
    for (const [i, ref] of file.sitemaps.entries()) {
      if (!ref.loc.trim()) {
        node.noLoc += 1;
        continue;
      }
      const child = children[i];
      if (!child) {
        if (node.missing.length < MAX_MISSING_SHOWN) node.missing.push({ loc: ref.loc });
        else node.moreMissing += 1;
      } else if (!placed.has(child)) {
        placed.add(child);
        pending.push(child);
      }
    }
    node.children = pending.map(build);
    return node;
  };
  // an index listed by another index goes under it, whatever the load order
  const listed = new Set<SitemapFile>();
  for (const file of files) {
    if (!isParent(file)) continue;
    for (const child of findLoadedChildren(file.sitemaps, lookup))
      if (child && child !== file) listed.add(child);
  }
  const roots = new Map<SitemapFile, FileNode>();
  const claim = (file: SitemapFile) => {
    if (isParent(file) && !placed.has(file)) roots.set(file, build(file));
  };
  for (const file of files) if (!listed.has(file)) claim(file);
  // indexes that list each other in a cycle have no root yet
  for (const file of files) claim(file);
  return files
    .filter((file) => roots.has(file) || !placed.has(file))
    .map((file) => roots.get(file) ?? { file, children: [], missing: [], moreMissing: 0, noLoc: 0 });
}
