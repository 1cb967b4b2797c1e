/**
 * Where the loaded robots.txt `Sitemap:` lines and sitemap indexes list a file (by its name or its path),
 * for the location guess (`location-guess.ts`): the places they give, the one of them that fits a file's
 * own URLs, and the path of an index's entry that names the index itself. No React, no store access
 * (module state: the last files' listing, remembered).
 */
import type { SitemapFile } from "@/core/index";

/**
 * The one of `candidates` (the places loaded lists give a file's name, `getListedLocations`) that locates a
 * file whose URLs are on `origin`: the only one on its site, or, when its site's are one path written on
 * two schemes or with and without `www.` (an index listing `http://…/brands.xml` and `https://…/brands.xml`),
 * the one on `origin` itself, else the first; undefined when none is on its site or they name different
 * paths (which one it is cannot be told).
 */
export function pickListed(candidates: readonly string[] | undefined, origin: string): string | undefined {
  const onSite = candidates?.filter((loc) => isSameSite(loc, origin)) ?? [];
  if (onSite.length <= 1) return onSite[0];
  const paths = new Set(onSite.map((loc) => loc.replace(/^https?:\/\/[^/?#]+/i, "")));
  if (paths.size > 1) return undefined;
  return onSite.find((loc) => loc.startsWith(`${origin}/`)) ?? onSite[0];
}

/**
 * The path (`/sitemaps/sitemap_index.xml`) of the entry of `index` that names the index itself by `name`:
 * the one entry of that name, in the shallowest folder of the index's entries. Several entries of the name
 * (`/ru/sitemap.xml`, `/en/sitemap.xml`: a multilingual site's children under an index `sitemap.xml`), or
 * one in a deeper folder than another entry (`/ru/sitemap.xml` beside `/products.xml`), are children.
 */
export function findSelfPath(index: SitemapFile, name: string): string | undefined {
  // asked for every guess of the index's location (each render of its card, each check, each export): a
  // 50,000-entry index's paths decoded each time took 0.3 s of the page opening it
  let byName = selfPaths.get(index.sitemaps);
  if (!byName) {
    byName = new Map();
    selfPaths.set(index.sitemaps, byName);
  }
  if (byName.has(name)) return byName.get(name);
  const found = findSelfPathOf(index, name);
  byName.set(name, found);
  return found;
}

/** `findSelfPath` answers by entry list and name. */
const selfPaths = new WeakMap<SitemapFile["sitemaps"], Map<string, string | undefined>>();

function findSelfPathOf(index: SitemapFile, name: string): string | undefined {
  const paths = index.sitemaps.flatMap((ref) => {
    const listed = getListedPath(ref.loc);
    return listed ? [{ loc: listed.loc, path: listed.path }] : [];
  });
  const named = paths.filter(({ path }) => path.slice(path.lastIndexOf("/") + 1) === name);
  if (named.length !== 1) return undefined;
  const depth = (path: string) => path.split("/").length;
  if (paths.some(({ path }) => depth(path) < depth(named[0].path))) return undefined;
  return normalizeLoc(named[0].loc).replace(/^https?:\/\/[^/?#]+/i, "");
}

/**
 * The one `loc` the loaded robots.txt `Sitemap:` lines or sitemap indexes list whose path ends with `path`
 * (`ru/sitemap.xml`: `https://shop.ru/ru/sitemap.xml`, `https://shop.ru/site/ru/sitemap.xml`), decoded;
 * null when several places do, undefined when none.
 */
export function findListedPath(files: readonly SitemapFile[], path: string): string | null | undefined {
  let found: string | null | undefined;
  for (const file of files) {
    if (file.format !== "robots" && file.format !== "sitemapindex") continue;
    for (const ref of file.sitemaps) {
      const listed = getListedPath(ref.loc);
      if (!listed?.path.endsWith(`/${path}`)) continue;
      found = found === undefined || found === listed.loc ? listed.loc : null;
    }
  }
  return found;
}

/** `loc` as WHATWG serialises it (host in lower case, no default port), or as it is when it does not parse. */
function normalizeLoc(loc: string): string {
  try {
    return new URL(loc).href;
  } catch {
    return loc;
  }
}

/** A listed `loc` (trimmed) and its path, decoded (`/ru/sitemap.xml`); undefined for no URL or a bad `%`. */
function getListedPath(text: string): { loc: string; path: string } | undefined {
  const loc = text.trim();
  const match = /^https?:\/\/[^/?#]+(\/[^?#]*)$/i.exec(loc);
  if (!match) return undefined;
  try {
    return { loc, path: decodeURIComponent(match[1]) };
  } catch {
    return undefined;
  }
}

/**
 * True when `url` is on `origin`'s site: the same host, or one that differs only by `www.`, on either
 * scheme (`https://shop.ru/a.xml` and `http://www.shop.ru`). Another site's file of the same name
 * (`sitemap.xml`) keeps the guess from its own URLs.
 */
export function isSameSite(url: string, origin: string): boolean {
  const hostOf = (text: string) =>
    /^https?:\/\/([^/?#]+)/i
      .exec(text)?.[1]
      .toLowerCase()
      .replace(/^www\./, "") ?? "";
  const host = hostOf(url);
  return host !== "" && host === hostOf(origin);
}

let listedMemo: { files: readonly SitemapFile[]; byName: Map<string, string[]> } | undefined;

/**
 * Per file name, the places (`loc`s as WHATWG serialises them: host in lower case, no default port) the
 * loaded robots.txt `Sitemap:` lines list under that name (the last path segment, decoded), else those
 * the loaded sitemap indexes list (`pickListed` chooses); remembered for the last files asked.
 */
export function getListedLocations(files: readonly SitemapFile[]): Map<string, string[]> {
  if (listedMemo?.files === files) return listedMemo.byName;
  const byName = new Map<string, string[]>();
  // robots.txt first: its `Sitemap:` lines say where the site publishes its files; an index's entry of
  // the same name elsewhere (a stale self-entry on http) does not make the place unknown
  const byRobots = new Map<string, string[]>();
  const lists = [
    ...files.filter((file) => file.format === "robots").map((file) => [file, byRobots] as const),
    ...files.filter((file) => file.format === "sitemapindex").map((file) => [file, byName] as const),
  ];
  for (const [index, into] of lists) {
    for (const ref of index.sitemaps) {
      const listed = getListedPath(ref.loc);
      const name = listed?.path.slice(listed.path.lastIndexOf("/") + 1);
      if (!listed || !name) continue;
      // `https://WWW.Shop.ru:443/a.xml` is `https://www.shop.ru/a.xml`
      const loc = normalizeLoc(listed.loc);
      const known = into.get(name) ?? [];
      if (!known.includes(loc)) into.set(name, [...known, loc]);
    }
  }
  for (const [name, locs] of byRobots) if (locs.length === 1 || !byName.has(name)) byName.set(name, locs);
  listedMemo = { files, byName };
  return byName;
}
