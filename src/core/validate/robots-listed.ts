/**
 * Which loaded URL files a loaded robots.txt submits: those its `Sitemap:` lines name, and the children of
 * the sitemap indexes they name. Such a file may list URLs anywhere on the site, not only in its own
 * folder and below: a robots.txt line proves the site's owner chose the file (sitemaps.org, "Sitemaps &
 * Cross Submits"; Google, John Mueller: the folder rule holds unless the sitemap is submitted through
 * robots.txt or Search Console). So their `loc.outside-scope` check is off (`createCheckContext`).
 *
 * A line names a file as the index rules do (`set-rules.ts`): the file whose location (WHATWG `href`) it
 * is, else the file whose name is its last path segment. Pure, no DOM; O(lines + index entries) with the
 * parsed `href`s of each robots.txt and index kept per file object (a file edited is a new object).
 */
import type { SitemapFile, SitemapRef } from "../model/types";
import { URL_LIST_FORMATS } from "./file-rules";

/** The WHATWG `href` of each ref's `loc` (undefined where it is not an absolute http(s) URL), per refs array. */
const hrefsOf = new WeakMap<readonly SitemapRef[], readonly (string | undefined)[]>();

function toHref(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function getRefHrefs(refs: readonly SitemapRef[]): readonly (string | undefined)[] {
  let hrefs = hrefsOf.get(refs);
  if (!hrefs) {
    hrefs = refs.map((ref) => toHref(ref.loc));
    hrefsOf.set(refs, hrefs);
  }
  return hrefs;
}

/**
 * The last path segment of an absolute `href`, percent-decoded when it decodes (`…/a%20b.xml?x` →
 * `a b.xml`): the name a loaded file must have to be the file a child or `Sitemap:` URL names.
 * Throws a `TypeError` when `href` is not an absolute URL.
 */
export function getLastSegment(href: string): string {
  const path = new URL(href).pathname;
  const segment = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `href` without its query and fragment: Shopify's index lists `…/sitemap_products_1.xml?from=1&to=9`, the
 * file published at `…/sitemap_products_1.xml` (found so also when its name has an archive's folder,
 * `shop/sitemap_products_1.xml`, which a match by the path's end does not see).
 */
export function withoutQuery(href: string): string {
  const cut = href.search(/[?#]/);
  return cut < 0 ? href : href.slice(0, cut);
}

/**
 * The file of `byName` that `href` names by its path's end: a name with folders (`ru/sitemap.xml`, a file
 * opened from an archive's folder) is matched by as many last segments (`…/ru/sitemap.xml`), before a plain
 * name by the last segment alone, so `…/ru/sitemap.xml` finds `ru/sitemap.xml` rather than a root
 * `sitemap.xml`. Undefined when none. `href` is a WHATWG-serialised absolute URL (`new URL(…).href`).
 */
export function findByPathTail<T>(byName: ReadonlyMap<string, T>, href: string): T | undefined {
  // the path of a WHATWG href, without parsing it again (an index's 50,000 children are looked up)
  const start = href.indexOf("/", href.indexOf("://") + 3);
  if (start < 0) return undefined;
  const cut = href.slice(start).search(/[?#]/);
  const segments = (cut < 0 ? href.slice(start) : href.slice(start, start + cut)).split("/");
  // longest first: at most the four last segments (archive folders are rarely deeper)
  for (let count = Math.min(4, segments.length - 1); count >= 1; count--) {
    const tail = count === 1 ? segments[segments.length - 1] : segments.slice(-count).join("/");
    let name = tail;
    if (tail.includes("%"))
      try {
        name = decodeURIComponent(tail);
      } catch {
        // a stray `%` is part of the name
      }
    const found = byName.get(name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The names of the URL files (urlset, TXT, RSS, Atom) of `files` that a loaded robots.txt submits,
 * directly or through a sitemap index it names (one level: an index of indexes is `index.nested`).
 * Empty, at no cost, when no robots.txt is loaded.
 */
export function getRobotsListedFiles(files: readonly SitemapFile[]): Set<string> {
  const listed = new Set<string>();
  if (!files.some((file) => file.format === "robots")) return listed;
  const byHref = new Map<string, SitemapFile>();
  const byName = new Map<string, SitemapFile>();
  for (const file of files) {
    const href = toHref(file.location);
    if (href && !byHref.has(href)) byHref.set(href, file);
    if (!byName.has(file.name)) byName.set(file.name, file);
  }
  const find = (href: string | undefined) =>
    href === undefined ? undefined : (byHref.get(href) ?? findByPathTail(byName, href));
  const indexes: SitemapFile[] = [];
  for (const robots of files) {
    if (robots.format !== "robots") continue;
    for (const href of getRefHrefs(robots.sitemaps)) {
      const file = find(href);
      if (!file) continue;
      if (URL_LIST_FORMATS.has(file.format)) listed.add(file.name);
      else if (file.format === "sitemapindex") indexes.push(file);
    }
  }
  for (const index of new Set(indexes))
    for (const href of getRefHrefs(index.sitemaps)) {
      const file = find(href);
      if (file && URL_LIST_FORMATS.has(file.format)) listed.add(file.name);
    }
  return listed;
}
