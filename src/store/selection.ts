/**
 * Row selection of the entries table, purely (issue #6): a set of row keys (`rowKey`), kept apart from the
 * document and the history, so selecting never clears the redo stack. Helpers to toggle, select a range of
 * the displayed rows, read the selected rows back in display order, and move keys when rows are inserted or
 * removed. No React, no store access.
 */
import { findNotedRow, getRowRuns } from "./row-runs";
import { rowKey } from "./selectors";
import type { RowRef } from "./store-types";

/** The selected rows' keys; replaced on every change (never mutated). */
export type RowSelection = ReadonlySet<string>;

export const EMPTY_SELECTION: RowSelection = new Set<string>();

/**
 * Every row of a rows array ("Select all matching") as a selection, without a key string per row: a key is
 * in it when `findRowIndex` finds its row in `rows` (the array never changes) and it is not one of `except`
 * (rows of `rows` taken off by Ctrl+click), and the keys are made only when iterated. A set of a million
 * keys took 1.5 s of the page at the click in Chromium, and a Ctrl+click after it copied them all again.
 */
class EveryRowSelection implements ReadonlySet<string> {
  constructor(
    readonly rows: readonly RowRef[],
    readonly except: ReadonlySet<string> = EMPTY_SELECTION,
  ) {}

  get size(): number {
    return this.rows.length - this.except.size;
  }

  has(key: string): boolean {
    return !this.except.has(key) && key.includes("\u0000") && findRowIndex(this.rows, parseRowKey(key)) >= 0;
  }

  *keys(): Generator<string, undefined> {
    for (const row of this.rows) {
      const key = rowKey(row);
      if (!this.except.has(key)) yield key;
    }
  }

  values(): Generator<string, undefined> {
    return this.keys();
  }

  *entries(): Generator<[string, string], undefined> {
    for (const key of this.keys()) yield [key, key];
  }

  [Symbol.iterator](): Generator<string, undefined> {
    return this.keys();
  }

  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    for (const key of this.keys()) callback.call(thisArg, key, key, this);
  }

  /** `rows` less `except`, in order: the taken-off rows by entry number per file, no key string per row. */
  shownRows(): RowRef[] {
    if (this.except.size === 0) return this.rows.slice();
    const off = new Map<string, Set<number>>();
    for (const key of this.except) {
      const { file, entry } = parseRowKey(key);
      const entries = off.get(file) ?? new Set<number>();
      entries.add(entry);
      off.set(file, entries);
    }
    return this.rows.filter((row) => off.get(row.file)?.has(row.entry) !== true);
  }
}

/** The rows array `selection` is every row of (`selectEvery`, none taken off), if it is such a selection. */
function everyRowOf(selection: RowSelection): readonly RowRef[] | undefined {
  return selection instanceof EveryRowSelection && selection.except.size === 0 ? selection.rows : undefined;
}

/**
 * A selection of every row of `rows`, in their order, made at once whatever their number
 * (`EveryRowSelection`). `getSelectedRows` then answers with `rows` as they are, without a key per row: at
 * a million rows that was half a second of each bulk change.
 */
export function selectEvery(rows: readonly RowRef[]): RowSelection {
  return new EveryRowSelection(rows);
}

const indexCache = new WeakMap<readonly RowRef[], Map<string, number>>();

/** Display index of each row key in `rows` (built once per rows array). */
export function getRowIndexMap(rows: readonly RowRef[]): Map<string, number> {
  let map = indexCache.get(rows);
  if (!map) {
    map = new Map(rows.map((row, index) => [rowKey(row), index]));
    indexCache.set(rows, map);
  }
  return map;
}

const positionCache = new WeakMap<readonly RowRef[], Map<string, Int32Array>>();

/**
 * Display index of `row` in `rows`, or -1. Per rows array it builds, once, one `Int32Array` per file
 * (entry → index + 1), no string per row: after each edit the table needs the active row's index, and
 * `getRowIndexMap`'s 50,000 string keys cost about 100 ms per new rows array.
 */
export function findRowIndex(rows: readonly RowRef[], row: RowRef): number {
  // every entry of each file in turn, maybe sorted: no pass over the rows (`notePlainRows`)
  const noted = findNotedRow(rows, row);
  if (noted !== undefined) return noted;
  let byFile = positionCache.get(rows);
  if (!byFile) {
    byFile = buildPositions(rows);
    positionCache.set(rows, byFile);
  }
  return (byFile.get(row.file)?.[row.entry] ?? 0) - 1;
}

/**
 * `findRowIndex`'s arrays: per file, entry → display index + 1. Rows come in runs of one file (all of them
 * when unsorted), so the map is read once per run, not per row: a `Map` read and write per row took 1.1 s
 * over a million rows in Chromium (the first click on a row of a million-row table froze the page).
 */
function buildPositions(rows: readonly RowRef[]): Map<string, Int32Array> {
  const sizes = new Map<string, number>();
  let runFile: string | undefined;
  let runSize = 0;
  for (let index = 0; index < rows.length; index++) {
    const { file, entry } = rows[index];
    if (file !== runFile) {
      if (runFile !== undefined) sizes.set(runFile, runSize);
      runFile = file;
      runSize = sizes.get(file) ?? 0;
    }
    if (entry >= runSize) runSize = entry + 1;
  }
  if (runFile !== undefined) sizes.set(runFile, runSize);
  const byFile = new Map<string, Int32Array>();
  for (const [file, size] of sizes) byFile.set(file, new Int32Array(size));
  let positions: Int32Array | undefined;
  runFile = undefined;
  for (let index = 0; index < rows.length; index++) {
    const { file, entry } = rows[index];
    if (file !== runFile) {
      runFile = file;
      positions = byFile.get(file);
    }
    (positions as Int32Array)[entry] = index + 1;
  }
  return byFile;
}

/** The row a key names. */
export function parseRowKey(key: string): RowRef {
  const cut = key.lastIndexOf("\u0000");
  return { file: key.slice(0, cut), entry: Number(key.slice(cut + 1)) };
}

/** `selection` with `row` added when absent, removed when present. */
export function toggleRow(selection: RowSelection, row: RowRef): RowSelection {
  // a row of Select all's rows taken off or put back: no copy of a million keys
  if (selection instanceof EveryRowSelection && findRowIndex(selection.rows, row) >= 0) {
    const except = new Set(selection.except);
    const key = rowKey(row);
    if (!except.delete(key)) except.add(key);
    return new EveryRowSelection(selection.rows, except);
  }
  const next = new Set(selection);
  const key = rowKey(row);
  if (!next.delete(key)) next.add(key);
  return next;
}

/**
 * The displayed rows from `anchor` to `to` (both included, either order), added to `base` (Ctrl+Shift) or
 * alone. When the anchor is not displayed, the range starts at `to`.
 */
export function selectRange(
  rows: readonly RowRef[],
  anchor: RowRef | undefined,
  to: RowRef,
  base: RowSelection = EMPTY_SELECTION,
): RowSelection {
  // by `findRowIndex`, not a key string per row (`getRowIndexMap`): a Shift+click at a million rows
  const end = findRowIndex(rows, to);
  if (end < 0) return base;
  const from = anchor ? findRowIndex(rows, anchor) : -1;
  const start = from < 0 ? end : from;
  const next = new Set(base);
  for (let i = Math.min(start, end); i <= Math.max(start, end); i++) next.add(rowKey(rows[i]));
  return next;
}

/**
 * The selected rows: those displayed first, in display order, then any selected row the filter hides, in
 * file order. Rows whose entry no longer exists are left out (`exists`).
 */
export function getSelectedRows(
  selection: RowSelection,
  rows: readonly RowRef[],
  exists: (row: RowRef) => boolean,
): RowRef[] {
  if (selection.size === 0) return [];
  if (selection instanceof EveryRowSelection && selection.rows === rows && selection.except.size > 0)
    return selection.shownRows().filter(exists);
  if (everyRowOf(selection) === rows) {
    // every entry of each file (`getRowRuns`): all still exist when each file's last one does (a pass
    // calling `exists` on a million rows took 0.3-0.9 s of a bulk change in Chromium)
    const runs = getRowRuns(rows);
    if (runs && [...runs].every(([file, run]) => run.length === 0 || exists({ file, entry: run.length - 1 })))
      return rows.slice();
    return rows.filter(exists);
  }
  const out: RowRef[] = [];
  for (const row of rows) if (selection.has(rowKey(row))) out.push(row);
  // every selected row is shown (Select all matching): no set of the shown keys is needed
  if (out.length === selection.size) return out;
  const shown = new Set(out.map(rowKey));
  const hidden = [...selection]
    .filter((key) => !shown.has(key))
    .map(parseRowKey)
    .filter(exists);
  hidden.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.entry - b.entry));
  return [...out, ...hidden];
}

/**
 * Up to `limit` of the selected rows, in no set order and without looking each up: what a sample of the
 * selection needs (the zone its lastmods use), with no pass over the table's rows (`getSelectedRows` over a
 * million rows made a key string for each: 0.37 s, on every edit while the selection line showed).
 */
export function getSomeSelectedRows(selection: RowSelection, limit: number): RowRef[] {
  if (selection instanceof EveryRowSelection) {
    const out: RowRef[] = [];
    for (const row of selection.rows) {
      if (out.length >= limit) break;
      if (!selection.except.has(rowKey(row))) out.push(row);
    }
    return out;
  }
  const out: RowRef[] = [];
  for (const key of selection) {
    if (out.length >= limit) break;
    out.push(parseRowKey(key));
  }
  return out;
}

const hiddenCache = new WeakMap<RowSelection, { rows: readonly RowRef[]; hidden: number }>();

/**
 * How many selected rows `rows` does not show: rows an edit took out of the filters after they were
 * selected (a new filter clears the selection). They stay selected, and bulk changes and Delete still
 * apply to them; the selection line says how many there are. Memoized per selection and rows array.
 */
export function countHiddenSelected(selection: RowSelection, rows: readonly RowRef[]): number {
  if (selection.size === 0 || (selection instanceof EveryRowSelection && selection.rows === rows)) return 0;
  const known = hiddenCache.get(selection);
  if (known?.rows === rows) return known.hidden;
  let hidden = 0;
  for (const key of selection) if (findRowIndex(rows, parseRowKey(key)) < 0) hidden++;
  hiddenCache.set(selection, { rows, hidden });
  return hidden;
}

/**
 * `selection` after the entries of the files of `maps` moved: `maps.get(file)[old]` is the new index, -1
 * when removed. One pass over the selection for every file (a delete of 300,000 selected rows over six
 * files went over them six times: 194 ms of its 914 ms task in Chromium); a key that keeps its index is
 * kept as it is, and a selection every row of which was removed becomes empty at once.
 */
export function remapSelection(selection: RowSelection, maps: ReadonlyMap<string, Int32Array>): RowSelection {
  if (selection.size === 0 || maps.size === 0) return selection;
  let changed = false;
  const next = new Set<string>();
  for (const key of selection) {
    const cut = key.lastIndexOf("\u0000");
    const map = maps.get(key.slice(0, cut));
    if (map === undefined) {
      next.add(key);
      continue;
    }
    const old = Number(key.slice(cut + 1));
    const entry = map[old] ?? -1;
    if (entry === old) {
      next.add(key);
      continue;
    }
    changed = true;
    if (entry >= 0) next.add(`${key.slice(0, cut + 1)}${entry}`);
  }
  return changed ? next : selection;
}
