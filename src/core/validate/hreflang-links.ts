/**
 * The hreflang link graph of a whole set of files, built once for the set rules: every `url` of every file
 * gets a number, each URL (WHATWG-serialised) one canonical number (its first entry), and each alternate
 * the canonical number of the entry it points at. O(total entries + total alternates) with one Map.
 *
 * Thread-portable, no DOM.
 */
import type { Alternate, UrlEntry } from "../model/types";
import type { FileScan } from "./rule.types";
import { getHttpUrlKey } from "./url-key";

/** One entry with alternates: where it is, and what each of its alternates points at. */
export interface LinkSource {
  /** Its number in the set (`LinkGraph.scanOf` / `localIndex` read it back). */
  readonly id: number;
  /** The canonical number of its own URL; -1 when its `loc` did not parse. */
  readonly self: number;
  readonly entry: UrlEntry;
  /** Per alternate: canonical number of the target entry, -1 when no loaded entry has that URL. */
  readonly targets: Int32Array;
  /** Per alternate: WHATWG href, or undefined when the href is not an absolute http(s) URL. */
  readonly keys: readonly (string | undefined)[];
  /** True when one of its alternates is the page itself. */
  readonly hasSelf: boolean;
}

/** The graph: entries with alternates, and the way back from a number to a file and entry. */
export interface LinkGraph {
  readonly scans: readonly FileScan[];
  readonly sources: readonly LinkSource[];
  /** Numbers of entries in the set (the size of the id space). */
  readonly size: number;
  /** Index in `scans` of each numbered entry. */
  readonly scanOf: Int32Array;
  /** First number of each scan's entries. */
  readonly base: Int32Array;
  /** Canonical number of each numbered entry's URL (-1 when its `loc` did not parse). */
  readonly canonical: Int32Array;
}

/** Numbers every entry and maps each URL to its first entry. */
function numberEntries(scans: readonly FileScan[]) {
  const base = new Int32Array(scans.length);
  let size = 0;
  for (let s = 0; s < scans.length; s++) {
    base[s] = size;
    size += scans[s].urlHrefs.length;
  }
  const scanOf = new Int32Array(size);
  const canonical = new Int32Array(size).fill(-1);
  const byHref = new Map<string, number>();
  for (let s = 0; s < scans.length; s++) {
    const hrefs = scans[s].urlHrefs;
    for (let i = 0; i < hrefs.length; i++) {
      const id = base[s] + i;
      scanOf[id] = s;
      const href = hrefs[i];
      if (href === undefined) continue;
      const first = byHref.get(href);
      if (first === undefined) byHref.set(href, id);
      canonical[id] = first ?? id;
    }
  }
  return { base, size, scanOf, canonical, byHref };
}

/** The targets and keys of one entry's alternates. */
function linkSource(
  id: number,
  self: number,
  entry: UrlEntry,
  ownHref: string | undefined,
  byHref: ReadonlyMap<string, number>,
): LinkSource {
  const alternates: readonly Alternate[] = entry.alternates;
  const targets = new Int32Array(alternates.length);
  const keys = new Array<string | undefined>(alternates.length);
  let hasSelf = false;
  for (let j = 0; j < alternates.length; j++) {
    const href = alternates[j].href;
    const key = href === entry.loc && ownHref !== undefined ? ownHref : getHttpUrlKey(href);
    keys[j] = key;
    targets[j] = key === undefined ? -1 : (byHref.get(key) ?? -1);
    if (key !== undefined && key === ownHref) hasSelf = true;
  }
  return { id, self, entry, targets, keys, hasSelf };
}

/**
 * The link graph of the entries with alternates in `scans` whose context has the hreflang rules on.
 * @example const graph = buildLinkGraph(scans); graph.sources[0].targets // Int32Array of entry numbers
 */
export function buildLinkGraph(scans: readonly FileScan[]): LinkGraph {
  const { base, size, scanOf, canonical, byHref } = numberEntries(scans);
  const sources: LinkSource[] = [];
  for (let s = 0; s < scans.length; s++) {
    const { file, ctx, urlHrefs } = scans[s];
    if (!ctx.active.has("hreflang.not-reciprocal")) continue;
    for (let i = 0; i < file.urls.length; i++) {
      const entry = file.urls[i];
      if (entry.alternates.length === 0) continue;
      const id = base[s] + i;
      sources.push(linkSource(id, canonical[id], entry, urlHrefs[i], byHref));
    }
  }
  return { scans, sources, size, scanOf, base, canonical };
}

/** The scan and 0-based entry index of entry number `id`. */
export function locateEntry(graph: LinkGraph, id: number): { scan: FileScan; index: number } {
  const s = graph.scanOf[id];
  return { scan: graph.scans[s], index: id - graph.base[s] };
}
