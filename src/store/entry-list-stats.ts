/**
 * Figures of one file's entry list that the export dialog reads on every open and every change of its
 * form (the origins of the `loc`s, the zones of the `lastmod`s, what the export writes), computed once per
 * list. The store never changes a file's `urls` array in place (an edit gives the file a new one), so a list
 * seen before has the same figures: with a million URLs in 20 files, opening the dialog again, or an edit of
 * one file, counts only what is new (each pass over a million entries took 0.2-0.6 s on the page).
 * No React, no store access.
 */
import { countLocOrigins, getUsualOffsetCounts, type UrlEntry } from "@/core/index";

/** What `getEntryListStats` counts of one entry list. */
export interface EntryListStats {
  /** Entries with a `loc` (the export writes them). */
  urls: number;
  /** Entries without a `loc` (the export leaves them out). */
  skipped: number;
  /** Rough uncompressed XML size of the entries with a `loc`, in bytes (40 + loc + lastmod + changefreq). */
  approxBytes: number;
  /** How many `loc`s have each WHATWG origin, in order of first appearance (`countLocOrigins`). */
  origins: ReadonlyMap<string, number>;
  /** How many `lastmod`s end in each zone (`Z`, `+03:00`), in order of first appearance. */
  zones: ReadonlyMap<string, number>;
}

const cache = new WeakMap<readonly UrlEntry[], EntryListStats>();

/** The figures of `urls` (`EntryListStats`): counted on the first call for this array, then remembered. */
export function getEntryListStats(urls: readonly UrlEntry[]): EntryListStats {
  const known = cache.get(urls);
  if (known) return known;
  let written = 0;
  let skipped = 0;
  let approxBytes = 0;
  const locs: string[] = [];
  for (const url of urls) {
    if (!url.loc) {
      skipped += 1;
      continue;
    }
    written += 1;
    locs.push(url.loc);
    approxBytes += 40 + url.loc.length + (url.lastmod?.length ?? 0) + (url.changefreq?.length ?? 0);
  }
  const stats: EntryListStats = {
    urls: written,
    skipped,
    approxBytes,
    origins: countLocOrigins(locs),
    zones: getUsualOffsetCounts(urls.map((url) => url.lastmod)),
  };
  cache.set(urls, stats);
  return stats;
}

/**
 * Counts of several lists summed, in order of first appearance over the lists in turn (the order one pass
 * over all their values would give).
 */
export function sumCounts(counts: Iterable<ReadonlyMap<string, number>>): Map<string, number> {
  const sum = new Map<string, number>();
  for (const map of counts) for (const [key, count] of map) sum.set(key, (sum.get(key) ?? 0) + count);
  return sum;
}

/** The key with the highest count, the first in the map's order on a tie; undefined for an empty map. */
export function getTopKey(counts: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

/** Runs `task` when the page is idle (`requestIdleCallback`, else a timeout); returns its cancel. */
export type WhenIdle = (task: () => void) => () => void;

const whenPageIdle: WhenIdle = (task) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
};

/**
 * Counts `getEntryListStats` of each of `lists` not counted yet, one list per idle moment of the page
 * (about 25 ms for 50,000 entries), so the export dialog opens at once on a workspace read a moment ago
 * (its first open at a million URLs counted them in one task of 0.5 s). Returns a function that stops what
 * is still to count (the lists changed meanwhile).
 */
export function warmEntryListStats(
  lists: readonly (readonly UrlEntry[])[],
  whenIdle: WhenIdle = whenPageIdle,
): () => void {
  const left = lists.filter((urls) => !cache.has(urls));
  let cancel = () => {};
  const next = () => {
    const urls = left.shift();
    if (!urls) return;
    getEntryListStats(urls);
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
