/**
 * The hreflang problems of the check session (`hreflang-increment.ts`) kept in buckets: by kind
 * (missing-self, link problems, set mismatches: the full check's phases) and by block of `BUCKET` entry
 * numbers, so that replacing the problems of the entries an edit reached rebuilds only their buckets, and
 * the answer's untouched pieces stay the same arrays (`CheckSession.checkChunks`).
 *
 * Order: buckets by (phase, block), and within a bucket by entry number, stable: exactly the full check's
 * order, which sorts all problems by (phase, entry number) with problems of one entry and kind in the
 * order the rules gave them. Thread-portable, no DOM.
 */
import type { Problem } from "../model/types";

/** A problem with its entry number (file position × 2^26 + entry index). */
export interface NumberedProblem {
  problem: Problem;
  id: number;
}

/** Entry numbers per bucket. */
const BUCKET = 256;
/** Bucket keys: phase × PHASE_STRIDE + block (entry numbers stay below 2^46). */
const PHASE_STRIDE = 2 ** 40;

/** Order of the problem kinds in the full check's output. */
export function phaseOf(problem: Problem): number {
  if (problem.code === "hreflang.missing-self") return 0;
  if (problem.code === "hreflang.set-mismatch") return 2;
  return 1;
}

function keyOf({ problem, id }: NumberedProblem): number {
  return phaseOf(problem) * PHASE_STRIDE + Math.floor(id / BUCKET);
}

interface Bucket {
  items: NumberedProblem[];
  /** Its problems, in order: a piece of the answer, replaced (never changed) when the bucket is. */
  chunk: readonly Problem[];
}

/** The buckets of a set's hreflang problems. */
export interface ProblemBuckets {
  readonly byKey: Map<number, Bucket>;
  /** The keys in order. */
  keys: number[];
  /** The non-empty pieces in order: the hreflang answer. */
  chunks: (readonly Problem[])[];
}

function toBucket(items: NumberedProblem[]): Bucket {
  return { items, chunk: items.map(({ problem }) => problem) };
}

function collect(buckets: ProblemBuckets): void {
  buckets.chunks = buckets.keys.map((key) => (buckets.byKey.get(key) as Bucket).chunk);
}

/** Buckets of `items`, given in the full check's order. */
export function makeBuckets(items: readonly NumberedProblem[]): ProblemBuckets {
  const grouped = new Map<number, NumberedProblem[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = grouped.get(key);
    if (list) list.push(item);
    else grouped.set(key, [item]);
  }
  const byKey = new Map<number, Bucket>();
  for (const [key, list] of grouped) byKey.set(key, toBucket(list));
  const buckets: ProblemBuckets = { byKey, keys: [...byKey.keys()].sort((a, b) => a - b), chunks: [] };
  collect(buckets);
  return buckets;
}

/**
 * Drops every problem of the entries in `reach` and puts in `fresh` (the rules' new problems of those
 * entries, in the rules' order). Only the buckets concerned are made again. NOTE: mutates `buckets`.
 */
export function replaceInBuckets(
  buckets: ProblemBuckets,
  reach: ReadonlySet<number>,
  fresh: readonly NumberedProblem[],
): void {
  const added = new Map<number, NumberedProblem[]>();
  for (const item of fresh) {
    const key = keyOf(item);
    const list = added.get(key);
    if (list) list.push(item);
    else added.set(key, [item]);
  }
  const touched = new Set<number>(added.keys());
  for (const id of reach) {
    for (let phase = 0; phase < 3; phase++) {
      const key = phase * PHASE_STRIDE + Math.floor(id / BUCKET);
      if (buckets.byKey.has(key)) touched.add(key);
    }
  }
  let keysChanged = false;
  for (const key of touched) {
    const old = buckets.byKey.get(key);
    const kept = old ? old.items.filter(({ id }) => !reach.has(id)) : [];
    const items = [...kept, ...(added.get(key) ?? [])];
    // stable: problems of one entry and kind keep the order the rules gave them
    items.sort((a, b) => a.id - b.id);
    if (items.length === 0) {
      if (old) keysChanged = true;
      buckets.byKey.delete(key);
      continue;
    }
    if (!old) keysChanged = true;
    buckets.byKey.set(key, toBucket(items));
  }
  if (keysChanged) buckets.keys = [...buckets.byKey.keys()].sort((a, b) => a - b);
  if (touched.size > 0) collect(buckets);
}
