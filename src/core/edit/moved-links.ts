/**
 * hreflang links after a `loc` renamed by hand. Google's hreflang doc: every version of a page lists the
 * others (and itself) by their URL, so a page whose `loc` the user changed in the table or in Details is
 * still linked under its old URL by its own `xhtml:link` and by its cluster's, in every file. The quick
 * fixes that change a `loc` take those links along themselves (`quick-fix-batch.ts`); a hand edit leaves
 * them, and these functions say how many there are and write them anew, for the page to offer it as one
 * undoable step. A link is followed only when written exactly as the old `loc` (another form of the URL is
 * left as it is, like the quick fixes).
 *
 * Thread-portable, no DOM.
 */
import type { SitemapFile, UrlEntry } from "../model/types";

/** A `loc` changed by hand: the URL it had (`from`) and the one it has now (`to`), as written. */
export interface LocMove {
  from: string;
  to: string;
}

/** What `findMovedLinks` found: the moves still worth following, and their links. */
export interface MovedLinks {
  /** The moves whose old URL is linked and no entry's `loc` any more, while the new one is a `loc`. */
  moves: LocMove[];
  /** How many hreflang links (`alternates[].href`) are written as one of those old URLs. */
  links: number;
}

/** One entry with its links pointing at the new URLs: `file` by name, `entry` its index there. */
export interface MovedLinkChange {
  file: string;
  entry: number;
  after: UrlEntry;
}

/**
 * `moves` after the renames `added` (in order): a chain is joined (A → B, then B → C gives A → C: links
 * to A go to C), a move back (B → A) ends the move it undoes, and a move of the same old URL again
 * replaces the earlier one. Returns a new list; `moves` is not changed. A rename from an empty `loc`, or
 * to the same URL, adds nothing. O(moves + added).
 */
export function addLocMoves(moves: readonly LocMove[], added: readonly LocMove[]): LocMove[] {
  // old URL → new URL, in the order first moved; and new URL → the old URL that moved there
  const to = new Map(moves.map((move) => [move.from, move.to]));
  const from = new Map(moves.map((move) => [move.to, move.from]));
  for (const move of added) {
    if (move.from === "" || move.from === move.to) continue;
    const origin = from.get(move.from) ?? move.from;
    from.delete(move.from);
    const earlier = to.get(origin);
    if (earlier !== undefined) from.delete(earlier);
    if (origin === move.to) {
      to.delete(origin);
      continue;
    }
    to.set(origin, move.to);
    from.set(move.to, origin);
  }
  return [...to].map(([old, now]) => ({ from: old, to: now }));
}

/** `addLocMoves` of one rename. */
export function addLocMove(moves: readonly LocMove[], move: LocMove): LocMove[] {
  return addLocMoves(moves, [move]);
}

/** Up to this many moves are compared one by one; more are looked up (a Find & replace of many locs). */
const COMPARED_MOVES = 8;

/**
 * A finder of the moves whose `from` (or `to`) is a given URL: by comparison while there are few (a
 * look-up would hash every loc of a million-row workspace for the first time; a comparison of unequal
 * lengths costs nothing), by a map when there are many.
 */
function createFinder(moves: readonly LocMove[], key: "from" | "to"): (url: string) => number {
  if (moves.length <= COMPARED_MOVES)
    return (url) => {
      for (let m = 0; m < moves.length; m++) if (moves[m][key] === url) return m;
      return -1;
    };
  const at = new Map<string, number>();
  moves.forEach((move, m) => {
    if (!at.has(move[key])) at.set(move[key], m);
  });
  return (url) => at.get(url) ?? -1;
}

/** The files whose entries are pages (`urls`): not an index's or a robots.txt's `<sitemap>` list. */
function hasPages(file: SitemapFile): boolean {
  return file.format !== "sitemapindex" && file.format !== "robots";
}

/**
 * The moves of `moves` that still call for their links to follow, and how many links that is: one whose
 * old URL is no entry's `loc` in `files` (a row still at that URL keeps its links right; an undone rename
 * put it back), whose new URL is exactly one entry's (a row renamed again, or deleted, leaves nothing to
 * point at; a page renamed to another page's URL is a duplicate, whose links would join two groups), and
 * which some `alternates[].href` in `files` is written exactly as. O(entries + links), for a few moves by
 * comparison; nothing is changed. Example: a page renamed from `/en/old` to `/en/new` whose
 * cluster of three pages links to it from each: `{ moves: [that move], links: 3 }`.
 */
export function findMovedLinks(files: readonly SitemapFile[], moves: readonly LocMove[]): MovedLinks {
  if (moves.length === 0) return { moves: [], links: 0 };
  const findFrom = createFinder(moves, "from");
  const findTo = createFinder(moves, "to");
  const stillThere = new Uint8Array(moves.length);
  const arrived = new Uint32Array(moves.length);
  const linked = new Float64Array(moves.length);
  for (const file of files) {
    if (!hasPages(file)) continue;
    for (const entry of file.urls) {
      const { loc, alternates } = entry;
      const m = findFrom(loc);
      if (m >= 0) stillThere[m] = 1;
      const t = findTo(loc);
      if (t >= 0) arrived[t]++;
      for (let i = 0; i < alternates.length; i++) {
        const l = findFrom(alternates[i].href);
        if (l >= 0) linked[l]++;
      }
    }
  }
  const kept: LocMove[] = [];
  let links = 0;
  moves.forEach((move, m) => {
    // the rows at the new URL (counted on the first move to it): one, the renamed page; two or more, the
    // page was renamed to another page's URL (a duplicate), and its links would join two hreflang groups
    const there = arrived[findTo(move.to)];
    if (linked[m] === 0 || stillThere[m] === 1 || there !== 1) return;
    kept.push(move);
    links += linked[m];
  });
  return { moves: kept, links };
}

/**
 * The entries of `files` with an hreflang link written as a move's old URL, each with those links written
 * as its new URL (the rest of the entry as it is: the same alternate objects where unchanged). Only the
 * moves `findMovedLinks` keeps are followed. Example: after `/en/old` → `/en/new`, the three pages of its
 * cluster, each with `{ hreflang: "en", href: "…/en/new" }` in place of the old link.
 */
export function followMovedLinks(
  files: readonly SitemapFile[],
  moves: readonly LocMove[],
): MovedLinkChange[] {
  const live = findMovedLinks(files, moves).moves;
  if (live.length === 0) return [];
  const findFrom = createFinder(live, "from");
  const changes: MovedLinkChange[] = [];
  for (const file of files) {
    if (!hasPages(file)) continue;
    file.urls.forEach((entry, index) => {
      if (!entry.alternates.some((link) => findFrom(link.href) >= 0)) return;
      const alternates = entry.alternates.map((link) => {
        const m = findFrom(link.href);
        return m < 0 ? link : { ...link, href: live[m].to };
      });
      changes.push({ file: file.name, entry: index, after: { ...entry, alternates } });
    });
  }
  return changes;
}
