/**
 * The hreflang link graph of a whole set of files, built once for the set rules: every `url` of every file
 * gets a number, each URL (WHATWG-serialised) one canonical number (its first entry), and each alternate
 * the canonical number of the entry it points at. O(total entries + total alternates), with one Map of the
 * URLs unless the duplicate rule already knows them and every alternate is found near its page.
 *
 * Struct of typed arrays rather than one object per entry: 50,000 pages with 3 alternates each would
 * otherwise allocate 200,000 small objects per check. Thread-portable, no DOM.
 */
import type { UrlEntry } from "../model/types";
import { getExactDuplicates } from "./duplicate-rules";
import type { FileScan } from "./rule.types";
import { FRESH_ARRAYS, type ScratchArrays } from "./scratch-arrays";
import { getHttpUrlKey } from "./url-key";

/** Target of an alternate whose href is a valid URL that no loaded entry has. */
export const UNLISTED = -1;
/** Target of an alternate whose href is not an absolute http(s) URL (`hreflang.href-invalid`). */
export const INVALID = -2;

/**
 * The graph. A "source" is an entry with alternates (in a file whose hreflang rules are on); its links are
 * `targets[start[s]]` to `targets[start[s + 1] - 1]`, in the order of its alternates.
 */
export interface LinkGraph {
  readonly scans: readonly FileScan[];
  /** Numbers of entries in the set (the size of the id space). */
  readonly size: number;
  /** Index in `scans` of each numbered entry, and the first number of each scan's entries. */
  readonly scanOf: Int32Array;
  readonly base: Int32Array;
  /** Canonical number of each numbered entry's URL (-1 when its `loc` did not parse). */
  readonly canonical: Int32Array;
  /** Per source: its entry number, its first link in `targets`, and 1 when it links to itself. */
  readonly sourceId: Int32Array;
  readonly start: Int32Array;
  readonly hasSelf: Uint8Array;
  /** Per link: the canonical number of the target, `UNLISTED` or `INVALID`. */
  readonly targets: Int32Array;
  /** Per canonical number: the first source whose own URL it is, or -1. */
  readonly sourceOf: Int32Array;
  /** Where the graph's arrays and the rules' per-entry arrays come from (kept ones during a check). */
  readonly scratch: ScratchArrays;
}

/** The first entry number of each URL of `scans` (of `only`, when set). */
function indexHrefs(scans: readonly FileScan[], base: Int32Array): Map<string, number> {
  const byHref = new Map<string, number>();
  for (let s = 0; s < scans.length; s++) {
    const { urlHrefs: hrefs, only } = scans[s];
    const count = only === undefined ? hrefs.length : only.length;
    for (let k = 0; k < count; k++) {
      const i = only === undefined ? k : only[k];
      const href = hrefs[i];
      if (href !== undefined && !byHref.has(href)) byHref.set(href, base[s] + i);
    }
  }
  return byHref;
}

/** The URL index of a set, built on first use: when every alternate is found near its page, never. */
interface HrefIndex {
  readonly scans: readonly FileScan[];
  readonly base: Int32Array;
  map?: Map<string, number>;
}

/** `index.map`, built if need be. NOTE: mutates `index`. */
function getHrefMap(index: HrefIndex): Map<string, number> {
  index.map ??= indexHrefs(index.scans, index.base);
  return index.map;
}

/**
 * Numbers every entry and gives each the number of the first entry with its URL. Of a scan with `only`,
 * only those entries are read: the others are blank (`scanOf` stays 0 for them, and nothing refers to
 * them). A single file whose exact duplicates `checkDuplicateUrls` already found needs no Map of its URLs.
 */
function numberEntries(scans: readonly FileScan[], scratch: ScratchArrays) {
  const base = new Int32Array(scans.length);
  let size = 0;
  for (let s = 0; s < scans.length; s++) {
    base[s] = size;
    size += scans[s].urlHrefs.length;
  }
  const scanOf = scratch.int32("scanOf", size);
  const canonical = scratch.int32("canonical", size, -1);
  const index: HrefIndex = { scans, base };
  const known = scans.length === 1 ? getExactDuplicates(scans[0]) : undefined;
  const byHref = known === undefined ? getHrefMap(index) : undefined;
  for (let s = 0; s < scans.length; s++) {
    const { urlHrefs: hrefs, only } = scans[s];
    const count = only === undefined ? hrefs.length : only.length;
    for (let k = 0; k < count; k++) {
      const i = only === undefined ? k : only[k];
      const id = base[s] + i;
      scanOf[id] = s;
      const href = hrefs[i];
      if (href === undefined) continue;
      if (byHref !== undefined) canonical[id] = byHref.get(href) as number;
      else canonical[id] = known === undefined || known.size === 0 ? id : (known.get(i) ?? i);
    }
  }
  return { base, size, scanOf, canonical, index };
}

/** Entries with alternates in scans whose hreflang rules are on, and their number of links. */
function countSources(scans: readonly FileScan[]): { sources: number; links: number } {
  let sources = 0;
  let links = 0;
  for (const { file, ctx, only } of scans) {
    if (!ctx.active.has("hreflang.not-reciprocal")) continue;
    const count = only === undefined ? file.urls.length : only.length;
    for (let k = 0; k < count; k++) {
      const entry = file.urls[only === undefined ? k : only[k]];
      if (entry.alternates.length === 0) continue;
      sources++;
      links += entry.alternates.length;
    }
  }
  return { sources, links };
}

/** How many entries before and after a page are searched for its alternates (`findNearby`). */
const NEARBY = 3;

/**
 * The index of an entry whose WHATWG href is `href` as written: `guess` first, then those within `NEARBY` of
 * entry `i`; -1 when none is. The language versions of a page usually follow one another, in the order its
 * alternates list them, so this finds most targets by comparing a string or two, without hashing `href`
 * for a Map look-up.
 */
function findNearby(href: string, hrefs: readonly (string | undefined)[], i: number, guess: number): number {
  if (hrefs[guess] === href) return guess;
  if (hrefs[i] === href) return i;
  for (let step = 1; step <= NEARBY; step++) {
    if (hrefs[i + step] === href) return i + step;
    if (i >= step && hrefs[i - step] === href) return i - step;
  }
  return -1;
}

/** The target of one href: a raw hit in `byHref` is already WHATWG-serialised, so no parse is needed. */
function getTarget(href: string, entry: UrlEntry, self: number, index: HrefIndex): number {
  const byHref = getHrefMap(index);
  const hit = byHref.get(href);
  if (hit !== undefined) return hit;
  if (href === entry.loc && self >= 0) return self;
  const key = getHttpUrlKey(href);
  return key === undefined ? INVALID : (byHref.get(key) ?? UNLISTED);
}

/** What resolving the alternates of one file's entries needs; `guess` is where `findNearby` looks first. */
interface TargetFinder {
  readonly hrefs: readonly (string | undefined)[];
  /** Number of the file's first entry. */
  readonly base: number;
  readonly canonical: Int32Array;
  readonly index: HrefIndex;
  guess: number;
}

/**
 * Writes the targets of entry `i`'s alternates to `targets` from `link`. A nearby entry with the href has the
 * canonical number `byHref` would give. Likely places: for the first alternate, where the previous page's
 * first one was (same group of pages); for the next ones, the entry after the last one found.
 * NOTE: mutates `targets` and `finder.guess`.
 */
function addTargets(
  finder: TargetFinder,
  entry: UrlEntry,
  i: number,
  targets: Int32Array,
  link: number,
): void {
  const { hrefs, base, canonical, index } = finder;
  const self = canonical[base + i];
  const alternates = entry.alternates;
  let nearby = findNearby(alternates[0].href, hrefs, i, finder.guess);
  finder.guess = nearby < 0 ? i + 1 : nearby;
  for (let j = 0; j < alternates.length; j++) {
    const href = alternates[j].href;
    if (j > 0) nearby = findNearby(href, hrefs, i, nearby < 0 ? i : nearby + 1);
    targets[link + j] = nearby >= 0 ? canonical[base + nearby] : getTarget(href, entry, self, index);
  }
}

/**
 * The link graph of the entries with alternates in `scans` whose context has the hreflang rules on. Its
 * arrays come from `scratch` (default: fresh ones); with kept arrays, the graph is good until the next
 * graph built from the same `scratch`.
 * @example const graph = buildLinkGraph(scans); graph.targets[graph.start[0]] // first link of the first source
 */
export function buildLinkGraph(scans: readonly FileScan[], scratch: ScratchArrays = FRESH_ARRAYS): LinkGraph {
  const { base, size, scanOf, canonical, index } = numberEntries(scans, scratch);
  const count = countSources(scans);
  const sourceId = scratch.int32("sourceId", count.sources);
  const start = scratch.int32("start", count.sources + 1);
  const hasSelf = scratch.uint8("hasSelf", count.sources);
  const targets = scratch.int32("targets", count.links);
  const sourceOf = scratch.int32("sourceOf", size, -1);
  let s = 0;
  let link = 0;
  for (let f = 0; f < scans.length; f++) {
    const { file, ctx, urlHrefs, only } = scans[f];
    if (!ctx.active.has("hreflang.not-reciprocal")) continue;
    const finder: TargetFinder = { hrefs: urlHrefs, base: base[f], canonical, index, guess: 0 };
    const count = only === undefined ? file.urls.length : only.length;
    for (let k = 0; k < count; k++) {
      const i = only === undefined ? k : only[k];
      const entry = file.urls[i];
      if (entry.alternates.length === 0) continue;
      const id = base[f] + i;
      const self = canonical[id];
      sourceId[s] = id;
      start[s] = link;
      if (self >= 0 && sourceOf[self] < 0) sourceOf[self] = s;
      addTargets(finder, entry, i, targets, link);
      link += entry.alternates.length;
      for (let t = start[s]; t < link; t++) if (targets[t] === self && self >= 0) hasSelf[s] = 1;
      s++;
    }
  }
  start[s] = link;
  return { scans, size, scanOf, base, canonical, sourceId, start, hasSelf, targets, sourceOf, scratch };
}

/** The scan and 0-based entry index of entry number `id`. */
export function locateEntry(graph: LinkGraph, id: number): { scan: FileScan; index: number } {
  const s = graph.scanOf[id];
  return { scan: graph.scans[s], index: id - graph.base[s] };
}

/** The entry of source `s`. */
export function getSourceEntry(graph: LinkGraph, s: number): UrlEntry {
  const id = graph.sourceId[s];
  const f = graph.scanOf[id];
  return graph.scans[f].file.urls[id - graph.base[f]];
}

/** True when the page with canonical number `from` lists the page with canonical number `to`. */
export function hasLink(graph: LinkGraph, from: number, to: number): boolean {
  const s = graph.sourceOf[from];
  if (s < 0) return false;
  const end = graph.start[s + 1];
  for (let link = graph.start[s]; link < end; link++) if (graph.targets[link] === to) return true;
  return false;
}
