/**
 * The page side's compact forms of big changes for the worker's copy (`workspace-sync.ts`): entries
 * replaced by a change of the same few fields, by column (`FieldColumns`), and entries removed anywhere, by
 * index. A bulk edit of a million rows crosses as a few arrays instead of a million cloned entries.
 *
 * Thread-portable, no DOM: plain data (structured clone) only.
 */
import type { UrlEntry } from "@/core/index";
import { withoutKey } from "@/core/model/without-key";

/**
 * Entries replaced in place that differ from the worker's copy in the same fields `keys`: the new values
 * by column, not the entries. A bulk edit of a million rows (a new `changefreq`, and so a new `source`
 * without its position) crosses as an index array, one shared value and one number column, where a million
 * entries took 2.8 s to clone on the page and 3 s more in the worker. Per key, `values` holds the one new
 * value of every listed entry (`same`), a number per entry (`Float64Array`, NaN = the field removed), or
 * any value per entry (`undefined` = removed).
 */
export interface FieldColumns {
  indexes: Int32Array;
  keys: string[];
  values: ({ same: unknown } | Float64Array | unknown[])[];
}

/** From this many replaced entries on, they are sent by column when they share their changed fields. */
export const COLUMNS_FROM = 64;
/** At most this many different sets of changed fields are sent by column; more go as entries. */
const MAX_COLUMN_SETS = 8;

/**
 * The keys whose values differ between two entries (own enumerable keys of either), in `next`'s order,
 * put in `keys` (emptied first: one array reused over a million entries).
 */
function getChangedKeys(prev: UrlEntry, next: UrlEntry, keys: string[]): string[] {
  keys.length = 0;
  const a = prev as unknown as Record<string, unknown>;
  const b = next as unknown as Record<string, unknown>;
  for (const key in b) if (a[key] !== b[key]) keys.push(key);
  for (const key in a) if (!(key in b) && a[key] !== undefined) keys.push(key);
  return keys;
}

/** True when two key lists are equal, element by element. */
function isSameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** One column packed: the one value of all, numbers in a typed array (NaN = none), or as they are. */
function packColumn(values: unknown[]): FieldColumns["values"][number] {
  const first = values[0];
  if (values.every((value) => value === first)) return { same: first };
  if (!values.every((value) => value === undefined || typeof value === "number")) return values;
  return Float64Array.from(values, (value) => (value === undefined ? Number.NaN : (value as number)));
}

/**
 * The replaced entries at `indexes` by column (`FieldColumns`), or undefined when their changed fields
 * make more than `MAX_COLUMN_SETS` different sets.
 */
export function toColumns(
  prev: readonly UrlEntry[],
  next: readonly UrlEntry[],
  indexes: readonly number[],
): FieldColumns[] | undefined {
  type ColumnSet = { keys: string[]; indexes: number[]; values: unknown[][] };
  const sets = new Map<string, ColumnSet>();
  const scratch: string[] = [];
  // the set of the entry before: a bulk change gives most entries the same one (no key string per entry)
  let last: ColumnSet | undefined;
  for (const i of indexes) {
    const keys = getChangedKeys(prev[i], next[i], scratch);
    let set = last && isSameKeys(last.keys, keys) ? last : sets.get(keys.join(" "));
    if (!set) {
      if (sets.size === MAX_COLUMN_SETS) return undefined;
      set = { keys: keys.slice(), indexes: [], values: keys.map(() => []) };
      sets.set(keys.join(" "), set);
    }
    last = set;
    set.indexes.push(i);
    const entry = next[i] as unknown as Record<string, unknown>;
    for (let k = 0; k < set.keys.length; k++) set.values[k].push(entry[set.keys[k]]);
  }
  return [...sets.values()].map((set) => ({
    indexes: Int32Array.from(set.indexes),
    keys: set.keys,
    values: set.values.map(packColumn),
  }));
}

/**
 * The indexes of `prev` whose entries `next` lacks, when `next` is `prev` with only those removed (the same
 * entry objects in the same order); undefined otherwise. O(length) identity comparisons.
 */
export function findRemoved(prev: readonly UrlEntry[], next: readonly UrlEntry[]): Int32Array | undefined {
  const removed = new Int32Array(prev.length - next.length);
  let r = 0;
  let j = 0;
  for (let i = 0; i < prev.length; i++) {
    if (j < next.length && prev[i] === next[j]) j++;
    else if (r < removed.length) removed[r++] = i;
    else return undefined;
  }
  return j === next.length ? removed : undefined;
}

/**
 * Page side: `next` as `prev` with entries removed and others replaced in place (a Remove duplicates whose
 * kept URLs took what their copies add: `findRemoved` alone fails, and the whole file went, a structured
 * clone of 300,000 entries in 2.9 s). Walks both in order: the same object is kept; one with the same `loc`
 * is taken as replaced (unless the entry after it is `next`'s, which makes it removed); any other is
 * removed. Whatever it takes for what, `prev` with `replaced` (old indexes → `next`'s entries) written
 * and then `removed` taken out is `next` exactly. Undefined when that does not come out (inserts, moves).
 */
export function findRemovedAndReplaced(
  prev: readonly UrlEntry[],
  next: readonly UrlEntry[],
): { removed: Int32Array; replaced: { index: number; at: number }[] } | undefined {
  if (next.length >= prev.length) return undefined;
  const removed = new Int32Array(prev.length - next.length);
  const replaced: { index: number; at: number }[] = [];
  let r = 0;
  let j = 0;
  for (let i = 0; i < prev.length; i++) {
    if (j < next.length && prev[i] === next[j]) {
      j++;
      continue;
    }
    const same = j < next.length && prev[i].loc === next[j].loc && prev[i + 1] !== next[j];
    if (same || r === removed.length) {
      if (j >= next.length) return undefined;
      replaced.push({ index: i, at: j++ });
    } else removed[r++] = i;
  }
  return j === next.length && r === removed.length ? { removed, replaced } : undefined;
}

/**
 * Worker side: `urls` without the entries at `removed` (ascending indexes), a new array; undefined when
 * they do not fit `urls` (the copy is out of sync).
 */
export function removeIndexes(urls: readonly UrlEntry[], removed: Int32Array): UrlEntry[] | undefined {
  const out: UrlEntry[] = [];
  let r = 0;
  for (let i = 0; i < urls.length; i++) {
    if (r < removed.length && removed[r] === i) r++;
    else out.push(urls[i]);
  }
  return r === removed.length ? out : undefined;
}

/**
 * Worker side: `urls` with the entries `columns` lists given their new fields (a new array; new entry
 * objects); undefined when an index is not in `urls` (the copy is out of sync).
 */
export function applyColumns(
  urls: readonly UrlEntry[],
  columns: readonly FieldColumns[],
): UrlEntry[] | undefined {
  const out = urls.slice();
  for (const { indexes, keys, values } of columns) {
    for (let at = 0; at < indexes.length; at++) {
      const index = indexes[at];
      if (index < 0 || index >= out.length) return undefined;
      let entry = { ...out[index] } as unknown as Record<string, unknown>;
      for (let k = 0; k < keys.length; k++) {
        const column = values[k];
        let value: unknown;
        if (column instanceof Float64Array) value = Number.isNaN(column[at]) ? undefined : column[at];
        else value = Array.isArray(column) ? column[at] : column.same;
        // a copy without the key, not `delete`: that would make the entry a slow dictionary-mode object
        if (value === undefined) {
          if (keys[k] in entry) entry = withoutKey(entry, keys[k]);
        } else entry[keys[k]] = value;
      }
      out[index] = entry as unknown as UrlEntry;
    }
  }
  return out;
}
