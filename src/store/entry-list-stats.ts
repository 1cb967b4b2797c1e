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
  const stats = countSlice(urls, 0, urls.length);
  cache.set(urls, stats);
  return stats;
}

/** The figures of `urls[start..end)`. */
function countSlice(urls: readonly UrlEntry[], start: number, end: number): EntryListStats {
  let written = 0;
  let skipped = 0;
  let approxBytes = 0;
  const locs: string[] = [];
  const lastmods: (string | undefined)[] = [];
  for (let i = start; i < end; i++) {
    const url = urls[i];
    lastmods.push(url.lastmod);
    if (!url.loc) {
      skipped += 1;
      continue;
    }
    written += 1;
    locs.push(url.loc);
    approxBytes += 40 + url.loc.length + (url.lastmod?.length ?? 0) + (url.changefreq?.length ?? 0);
  }
  return {
    urls: written,
    skipped,
    approxBytes,
    origins: countLocOrigins(locs),
    zones: getUsualOffsetCounts(lastmods),
  };
}

/** The figures of two slices, `first` before `second`, as one (counts in order of first appearance). */
function addStats(first: EntryListStats, second: EntryListStats): EntryListStats {
  return {
    urls: first.urls + second.urls,
    skipped: first.skipped + second.skipped,
    approxBytes: first.approxBytes + second.approxBytes,
    origins: sumCounts([first.origins, second.origins]),
    zones: sumCounts([first.zones, second.zones]),
  };
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

/** Entries counted in one idle moment by `warmEntryListStats` (about 3 ms). */
const WARM_SLICE = 5_000;

/**
 * Counts `getEntryListStats` of each of `lists` not counted yet, 5,000 entries per idle moment of the page
 * (so an input is never held behind it for more than a few ms), so the export dialog opens at once on a
 * workspace read a moment ago (its first open at a million URLs counted them in one task of 0.5 s).
 * Returns a function that stops what is still to count (the lists changed meanwhile).
 */
export function warmEntryListStats(
  lists: readonly (readonly UrlEntry[])[],
  whenIdle: WhenIdle = whenPageIdle,
): () => void {
  const left = lists.filter((urls) => !cache.has(urls));
  let at = 0;
  let counted: EntryListStats | undefined;
  let cancel = () => {};
  const next = () => {
    const urls = left[0];
    if (!urls) return;
    const end = Math.min(at + WARM_SLICE, urls.length);
    const slice = countSlice(urls, at, end);
    counted = counted ? addStats(counted, slice) : slice;
    at = end;
    if (at >= urls.length) {
      // asked for meanwhile (`getEntryListStats`): that count stands
      if (!cache.has(urls)) cache.set(urls, counted);
      left.shift();
      at = 0;
      counted = undefined;
    }
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
