/**
 * The default location guess of a file the user gave no location: the most common scheme and host among
 * its entries plus its name. Counted once per file (as a read's chunks arrive, `tallyReadEntries`) and
 * after an edit only for the entries it replaced; the checks read it on every check. No React, no store
 * access (module state: the counts per file name).
 */
import {
  findReplaced,
  getLocOrigin,
  getMostCommonOriginOf,
  type LastOrigin,
  pickTopOrigin,
  type SitemapFile,
} from "@/core/index";
import { findListedPath, findSelfPath, getListedLocations, isSameSite, pickListed } from "./listed-locations";

/**
 * The scheme and host most common among `locs` (WHATWG origins, no trailing slash), or undefined: the core's
 * `getMostCommonOriginOf`, shaped for location guesses.
 */
export function getMostCommonOrigin(locs: Iterable<string>): string | undefined {
  const origin = getMostCommonOriginOf(locs);
  return origin ? origin.slice(0, -1) : undefined;
}

/** A file's origins counted, kept per file name so an edit recounts only the entries it replaced. */
interface OriginTally {
  list: readonly { loc: string }[];
  /** Per entry: the origin its loc counts for, or undefined. */
  origins: (string | undefined)[];
  counts: Map<string, number>;
  /** Most common origin, or undefined when no entry has an absolute URL. */
  best: string | undefined;
}

const tallies = new Map<string, OriginTally>();

/** Above this many replaced entries a file's origins are counted again from scratch. */
const RECOUNT_LIMIT = 1_000;

/**
 * One pass over the entries: each one's origin and their counts. The most common is `getMostCommonOriginOf`'s
 * answer (same origins and `pickTopOrigin`: a tie goes to the https one of a host written both ways, else to
 * the origin seen first, which is the counts' insertion order);
 * `workspace-helpers.test.ts` compares the two.
 */
function countOrigins(list: readonly { loc: string }[]): OriginTally {
  const tally: OriginTally = { list, origins: new Array(list.length), counts: new Map(), best: undefined };
  appendOrigins(tally, list, 0);
  return tally;
}

/** The lists `tallyReadEntries` made and grows (each its own array, never a file's). */
const growing = new WeakSet<readonly { loc: string }[]>();

/**
 * Counts `list[from..]` into `tally` (whose entries are `list[0..from)`) and makes `list` its list. The
 * most common is the first of them in the counts' insertion order, which is entry order: appending keeps it.
 */
function appendOrigins(tally: OriginTally, list: readonly { loc: string }[], from: number): void {
  const { origins, counts } = tally;
  const byPrefix = new Map<string, string>();
  const last: LastOrigin = { prefix: "", origin: "" };
  for (let i = from; i < list.length; i++) {
    const loc = list[i].loc;
    const origin = loc ? getLocOrigin(loc, byPrefix, last) : undefined;
    origins[i] = origin;
    if (origin !== undefined) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  tally.list = list;
  tally.best = pickTopOrigin(counts);
}

/** True when `list` starts with exactly the entry objects of `prefix`. */
function startsWith(list: readonly object[], prefix: readonly object[]): boolean {
  if (prefix.length > list.length) return false;
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false;
  return true;
}

/**
 * Counts the origins of `urls`, the entries from index `at` on of the file `name` being read (the read's
 * streamed chunks, in order; `at` 0 starts the file anew). `getFileOrigin` of the file once read then
 * counts only the entries after them: the check after a read is not held back by a pass over every entry
 * (20-35 ms for 50,000 urls in Chromium on 2 cores, in the task that sends the check to the worker).
 * Chunks out of order start the count anew; the answer is the same either way.
 */
export function tallyReadEntries(name: string, urls: readonly { loc: string }[], at: number): void {
  const tally = tallies.get(name);
  if (at > 0 && tally && growing.has(tally.list) && tally.list.length === at) {
    const list = tally.list as { loc: string }[];
    for (const entry of urls) list.push(entry);
    appendOrigins(tally, list, at);
    return;
  }
  const list = urls.slice();
  growing.add(list);
  tallies.set(name, countOrigins(list));
}

/**
 * `tally` brought to `list` (same length) by recounting the replaced entries, or undefined when that is
 * not exact (a tie, or too many replaced: count from scratch then). NOTE: mutates `tally`; on undefined it
 * is left half updated and must be dropped.
 */
function recountReplaced(tally: OriginTally, list: readonly { loc: string }[]): OriginTally | undefined {
  const { origins, counts } = tally;
  let replaced = 0;
  // the indexes an edit replaced, when it recorded them (`entry-lineage.ts`); else every index is compared
  const indexes = findReplaced(tally.list, list, RECOUNT_LIMIT);
  const visits = indexes ? indexes.length : list.length;
  for (let at = 0; at < visits; at++) {
    const i = indexes ? indexes[at] : at;
    if (list[i] === tally.list[i]) continue;
    // a bulk change of another field replaces every entry and keeps every loc: nothing to recount
    if (list[i].loc === tally.list[i].loc) continue;
    if (++replaced > RECOUNT_LIMIT) return undefined;
    const before = origins[i];
    const after = list[i].loc ? getLocOrigin(list[i].loc) : undefined;
    if (before === after) continue;
    if (before !== undefined) counts.set(before, (counts.get(before) ?? 1) - 1);
    if (after !== undefined) counts.set(after, (counts.get(after) ?? 0) + 1);
    origins[i] = after;
  }
  let best: string | undefined;
  let top = 0;
  let tie = false;
  for (const [origin, count] of counts) {
    if (count > top) [best, top, tie] = [origin, count, false];
    else if (count === top) tie = true;
  }
  // a tie goes to the origin seen first in entry order (`pickTopOrigin`): only a full count knows that
  if (tie) return undefined;
  tally.list = list;
  tally.best = top > 0 ? best : undefined;
  return tally;
}

/**
 * The scheme and host most common among the file's entries (its urls, or its sitemaps when it has no urls),
 * as `getMostCommonOrigin` finds it. Counted once per file; after an edit only the replaced entries are
 * recounted (the guess is read on every check, so a full count per edit would cost milliseconds per
 * 50,000 rows).
 */
function getFileOrigin(file: SitemapFile): string | undefined {
  const list: readonly { loc: string }[] = file.urls.length > 0 ? file.urls : file.sitemaps;
  const tally = tallies.get(file.name);
  if (tally?.list === list) return tally.best;
  // a list asked before (a render of the state before an edit, between two of the state after it)
  if (bestByList.has(list)) return bestByList.get(list);
  // a file read in chunks: its first entries are counted already (`tallyReadEntries`)
  if (tally && tally.list.length < list.length && startsWith(list, tally.list)) {
    appendOrigins(tally, list, tally.list.length);
  } else {
    const next =
      (tally && tally.list.length === list.length ? recountReplaced(tally, list) : undefined) ??
      countOrigins(list);
    tallies.set(file.name, next);
  }
  const best = tallies.get(file.name)?.best;
  bestByList.set(list, best);
  return best;
}

/**
 * The answer for each entry list already counted, by the list itself: a file's list is never changed once
 * the file holds it (an edit makes a new one). Without it a deferred render of the state before an edit
 * (React's `useDeferredValue`), between the checks' and the table's reads of the state after it, turned
 * the file's tally back to the old list and forth again: two recounts per edit, each a pass comparing
 * 50,000 entries when the lists have no recorded lineage (the old list is the new one's parent, not its
 * child), 1-5 ms of the frame after the edit at 1,000,000 rows (session 30).
 */
const bestByList = new WeakMap<readonly { loc: string }[], string | undefined>();

/**
 * Where a file is probably published when the user has not said: where a loaded sitemap index or a loaded
 * robots.txt `Sitemap:` line lists a file of its name, on the host of the file's URLs
 * (`https://www.example.com/sitemaps/products.xml.gz`; `files` are the workspace's), else the most common
 * scheme and host among its entries plus its name
 * (`https://www.example.com/sitemap.xml`); a copy opened beside a file of the
 * same name (`sitemap (2).xml`, `makeUniqueName`) is guessed at that file's name, not at a URL with
 * `%20(2)` in it. A feed's own `rel="self"` link on its items' scheme and host comes before that last
 * guess, after where an index or robots.txt lists it (`feed.xml` of `https://shop.ru/blog/feed/` is at
 * that URL). Undefined without any absolute URL.
 */
export function getDefaultLocation(file: SitemapFile, files?: readonly SitemapFile[]): string | undefined {
  return guessLocation(file, files)?.location;
}

/**
 * The location guessed for `file` (no location set) when a loaded sitemap index or robots.txt `Sitemap:`
 * line lists it there (`getDefaultLocation`'s first answer: `https://www.shop.com/sitemaps/s1.xml`), else
 * undefined: a guess from the URLs' host alone, a feed's own link, or a location you set. The export
 * writes such a file in that location's folder, where the index's entry points (`getLocationFolder`).
 */
export function getListedLocation(file: SitemapFile, files: readonly SitemapFile[]): string | undefined {
  if (file.location !== undefined) return undefined;
  const guess = guessLocation(file, files);
  return guess?.listed ? guess.location : undefined;
}

/** `getDefaultLocation` with whether the location is where a loaded index or robots.txt lists the file. */
function guessLocation(
  file: SitemapFile,
  files: readonly SitemapFile[] | undefined,
): { location: string; listed: boolean } | undefined {
  const own = getFileOrigin(file);
  // a feed says where it is published (its `rel="self"` link, `SitemapFile.selfLink`): on its items'
  // scheme and host (or with no absolute item), that is its location, not their host plus its file name;
  // on another (`feeds.feedburner.com`, or `shop.ru` beside `www.shop.ru` items) a guess would raise host
  // problems the user never chose, so the guess stays the items'. Where a loaded index or robots.txt
  // lists the file comes first: that is where it is submitted
  const fromFeed =
    file.selfLink !== undefined && (own === undefined || isOnOrigin(file.selfLink, own))
      ? file.selfLink
      : undefined;
  if (fromFeed !== undefined && own === undefined) return { location: fromFeed, listed: false };
  // the scheme and host most of the site's URLs are on (`https://shop.ru` after a move to https)
  const site = own === undefined || files === undefined ? undefined : getSiteOrigins(files).get(siteKey(own));
  // an index placed by its own entries on the site's old scheme or host (`http://…` entries left from
  // before a move to https, its children's URLs on https) is on the site's: its entries are the stale part
  const origin = file.format === "sitemapindex" && site !== undefined ? site : own;
  // a table (CSV/TSV) is published as the sitemap written from it: `urls.csv` at `…/urls.xml`
  const name = withoutCopySuffix(file.name).replace(/\.(csv|tsv)$/i, ".xml");
  if (origin === undefined) return undefined;
  // an index's own entries do not place it (a stale `http://…/sitemap_index.xml` self-entry beside https
  // children put it on http, and every child was told to move to http)
  const others = files && file.format === "sitemapindex" ? files.filter((other) => other !== file) : files;
  // a file opened from an archive's folder (`ru/sitemap.xml`, `getArchiveNames`) is listed by its path;
  // a folder that is no part of its URLs (`client-a/sitemap.xml` of an agency's zip, one folder per site)
  // is listed, and placed, by its name alone
  const folder = name.includes("/") ? name.slice(0, name.lastIndexOf("/")) : "";
  // the longest end of the folder path its URLs are under: `client-a/ru/sitemap.xml` of `/ru/…` URLs is
  // at `/ru/sitemap.xml` (a client's folder, then a language folder of its site)
  const kept = folder === "" ? "" : getUrlFolder(file, folder);
  const inFolder = kept !== "";
  const base = folder === "" ? name : `${kept === "" ? "" : `${kept}/`}${name.slice(folder.length + 1)}`;
  const listed =
    others &&
    (inFolder ? findListedPath(others, base) : pickListed(getListedLocations(others).get(base), origin));
  // where a loaded index or robots.txt says the file is, on the site of the file's own URLs
  // (`…/sitemaps/products.xml.gz`); also on its other scheme or `www.`, so a file left over from a move to
  // https or to `www.` is checked where it is published and its URLs are told they are on another host
  if (listed && isSameSite(listed, origin)) {
    // listed on the site's old scheme or host while the file's own URLs are on the site's: the index is
    // what was left behind, so the file is where its URLs and the site are, on the path listed
    const path = listed.replace(/^https?:\/\/[^/?#]+/i, "");
    return {
      location: origin === site && !listed.startsWith(`${origin}/`) ? `${origin}${path}` : listed,
      listed: true,
    };
  }
  // an index that lists itself: at that path, on the scheme and host of its own entries
  const self = file.format === "sitemapindex" ? findSelfPath(file, name) : undefined;
  if (self) return { location: `${origin}${self}`, listed: false };
  if (fromFeed !== undefined) return { location: fromFeed, listed: false };
  return { location: `${origin}/${base.split("/").map(encodeURIComponent).join("/")}`, listed: false };
}

/** True when `url` is on `origin` (`https://shop.ru`), scheme and host compared without case. */
function isOnOrigin(url: string, origin: string): boolean {
  return url.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
}

/** A site's key: its host less `www.`, lower case (`shop.ru` for `https://www.Shop.ru`). */
function siteKey(origin: string): string {
  return origin
    .replace(/^https?:\/\//i, "")
    .toLowerCase()
    .replace(/^www\./, "");
}

let siteMemo:
  | { files: readonly SitemapFile[]; members: readonly SitemapFile[]; bySite: Map<string, string> }
  | undefined;

/** True when `files` holds `members`, one by one: an array filled in place is not the one remembered. */
function holdsSame(files: readonly SitemapFile[], members: readonly SitemapFile[]): boolean {
  if (files.length !== members.length) return false;
  for (let i = 0; i < files.length; i++) if (files[i] !== members[i]) return false;
  return true;
}

/**
 * Per site (`siteKey`), the scheme and host more than half of its URLs are on (none when no origin has
 * that many: the files do not tell which is the site's): each URL file's most common origin
 * (`getFileOrigin`), weighed by its URL count. Indexes and robots.txt do not count (their entries are
 * sitemaps, and a stale index is what this tells apart). Remembered for the last files asked: one pass
 * over the files, not one per file guessed.
 */
function getSiteOrigins(files: readonly SitemapFile[]): Map<string, string> {
  // the same array holding the same files: an undo's patches fill their files array one file at a time,
  // and the guess asked between two of them was kept for the whole (an index's guess stayed on the host
  // the undone Find & replace had moved the other files to: two false loc.other-host errors)
  if (siteMemo?.files === files && holdsSame(files, siteMemo.members)) return siteMemo.bySite;
  const counts = new Map<string, Map<string, number>>();
  for (const file of files) {
    if (file.format === "sitemapindex" || file.format === "robots") continue;
    const origin = getFileOrigin(file);
    if (origin === undefined) continue;
    const key = siteKey(origin);
    const site = counts.get(key) ?? new Map<string, number>();
    site.set(origin, (site.get(origin) ?? 0) + file.urls.length);
    counts.set(key, site);
  }
  const bySite = new Map<string, string>();
  for (const [key, site] of counts) {
    let best: string | undefined;
    let top = -1;
    let total = 0;
    for (const [origin, count] of site) {
      total += count;
      if (count > top) [best, top] = [origin, count];
    }
    if (best !== undefined && top * 2 > total) bySite.set(key, best);
  }
  siteMemo = { files, members: files.slice(), bySite };
  return bySite;
}

/**
 * The longest end of the archive folder path `folder` (`client-a/ru` → `client-a/ru`, else `ru`) that is
 * part of the file's URLs (`isUnderFolder`), or "" when none is.
 */
function getUrlFolder(file: SitemapFile, folder: string): string {
  const segments = folder.split("/");
  for (let k = 0; k < segments.length; k++) {
    const candidate = segments.slice(k).join("/");
    if (isUnderFolder(file, candidate)) return candidate;
  }
  return "";
}

/** Entries sampled to tell whether a file's URLs are under an archive folder (`isUnderFolder`). */
const FOLDER_SAMPLE = 50;

/**
 * True when the folder `folder` (`ru`, `client-a/maps`) of an archive path is part of the file's URLs: most
 * of its first entries' paths start with it (`/ru/…`), or it has none to tell by. An agency's zip of one
 * folder per client site (`client-a/sitemap.xml` of `https://www.shop-a.com/…` URLs) is not: such a file is
 * published at its name on its site, and its URLs are not "outside /client-a/".
 */
function isUnderFolder(file: SitemapFile, folder: string): boolean {
  const entries: readonly { loc: string }[] = file.urls.length > 0 ? file.urls : file.sitemaps;
  const prefix = `/${folder.toLowerCase()}/`;
  let sampled = 0;
  let under = 0;
  for (let i = 0; i < entries.length && sampled < FOLDER_SAMPLE; i++) {
    const match = /^https?:\/\/[^/?#]+(\/[^?#]*)/i.exec(entries[i].loc.trim());
    if (!match) continue;
    sampled++;
    let path = match[1];
    try {
      path = decodeURIComponent(path);
    } catch {
      // a stray `%`: compared as written
    }
    if (path.toLowerCase().startsWith(prefix)) under++;
  }
  return sampled === 0 || under * 2 >= sampled;
}

/** The ` (2)` that `makeUniqueName` puts before the first dot (after the first character) of a copy's name. */
const COPY_SUFFIX = /^(.[^.]*?) \(\d+\)(?=\.|$)/;

/**
 * A copy's name as the file it copies was called: `sitemap (2).xml` → `sitemap.xml` (`makeUniqueName`'s
 * ` (2)` dropped); any other name as it is. What a copy is published and exported as (then made unique the
 * way URLs take it, `sitemap-2.xml`), never a name with a space and brackets in it.
 */
export function withoutCopySuffix(name: string): string {
  return name.replace(COPY_SUFFIX, "$1");
}

/** The files as the checks see them: a user location, else the default guess (`locationGuessed`). */
export function withEffectiveLocations(files: SitemapFile[]): SitemapFile[] {
  return files.map((file) => {
    if (file.location) return file;
    const location = getDefaultLocation(file, files);
    return location ? { ...file, location, locationGuessed: true } : file;
  });
}
