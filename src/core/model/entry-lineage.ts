/**
 * Which entries an entry array replaced, remembered by array identity, so code that compares two versions of
 * a file's entries (the location guess's origin counts, the worker's copy) can visit only the replaced
 * indexes instead of comparing every entry (50,000 per file, every edit).
 *
 * An edit that replaces entries copies the array and says so with `recordReplaced(from, next, indexes)`;
 * `findReplaced(prev, next)` then walks back from `next` through such records to `prev`. What is not
 * recorded (a new read, inserts, removals, any other copy) is unknown, and the caller compares everything,
 * as it would without this module. Records hold no array (only the record of the array copied), so an old
 * version of a file's entries is not kept alive by its successors; a chain is cut after `MAX_DEPTH` records
 * and a record keeps at most `MAX_REPLACED_INDEXES` indexes, so what a chain holds stays small (at most
 * 64 × 1,000 numbers).
 *
 * Arrays passed here must not be mutated afterwards (the store never mutates its arrays).
 * Thread-portable, no DOM.
 */

interface Lineage {
  /** The record of the array this one was copied from; undefined for an array not made by a recorded copy
   * (or whose older records were cut). */
  parent: Lineage | undefined;
  /** Indexes this array replaced in its parent's entries (any order, maybe repeated). */
  replaced: readonly number[];
  /** Records from here up to the last one without a parent. */
  depth: number;
}

const lineages = new WeakMap<readonly unknown[], Lineage>();

/** Past this many records back, a chain is cut (the caller then compares everything once). */
const MAX_DEPTH = 64;
/** A copy replacing more entries than this is not recorded (a bulk change: compare everything). */
export const MAX_REPLACED_INDEXES = 1_000;

function lineageOf(array: readonly unknown[]): Lineage {
  let lineage = lineages.get(array);
  if (!lineage) {
    lineage = { parent: undefined, replaced: [], depth: 0 };
    lineages.set(array, lineage);
  }
  return lineage;
}

/**
 * Records that `next` is a copy of `from` (same length) with the entries at `indexes` replaced and all
 * others the same objects. Nothing is recorded when the lengths differ or when there are more than
 * `MAX_REPLACED_INDEXES` indexes.
 */
export function recordReplaced(
  from: readonly unknown[],
  next: readonly unknown[],
  indexes: readonly number[],
): void {
  if (from === next || from.length !== next.length || indexes.length > MAX_REPLACED_INDEXES) return;
  const parent = lineageOf(from);
  if (parent.depth >= MAX_DEPTH) {
    // the chain is cut above `from`: arrays older than it become unknown (compared in full once)
    parent.parent = undefined;
    parent.depth = 0;
  }
  lineages.set(next, { parent, replaced: indexes.slice(), depth: parent.depth + 1 });
}

/**
 * The indexes at which `next` may hold other entries than `prev`, ascending and each once, when `next` was
 * made from `prev` by recorded copies that replaced at most `limit` indexes in all; an index listed may hold
 * the same entry again (replaced back). Undefined when unknown or over `limit`: compare every entry then.
 * `prev === next` gives [].
 */
export function findReplaced(
  prev: readonly unknown[],
  next: readonly unknown[],
  limit = MAX_REPLACED_INDEXES,
): number[] | undefined {
  if (prev === next) return [];
  if (prev.length !== next.length) return undefined;
  const target = lineages.get(prev);
  let at = lineages.get(next);
  if (!target || !at) return undefined;
  const found = new Set<number>();
  for (; at && at !== target; at = at.parent) {
    for (const index of at.replaced) {
      found.add(index);
      if (found.size > limit) return undefined;
    }
  }
  if (at !== target) return undefined;
  return [...found].sort((a, b) => a - b);
}
