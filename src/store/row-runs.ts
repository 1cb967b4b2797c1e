/**
 * What the table's unfiltered rows are made of: each file's entries in turn, all of them, maybe sorted
 * (`selectRows` notes it when it makes such an array). The row of entry `e` of a file is then the file's
 * start plus `e` (through the sort's permutation when sorted), found without reading the rows: at a million rows the first pass over them took 0.8-1.1 s
 * in Chromium (the first click on a row froze the page that long). No React, no store access.
 */
import type { RowRef } from "./store-types";

/** Where a file's rows begin in a plain rows array, and how many there are (its entry count). */
export interface RowRun {
  start: number;
  length: number;
}

/** What is known of a rows array: its files' runs, and for a sorted one where each plain row went. */
interface RowLayout {
  runs: ReadonlyMap<string, RowRun>;
  /** Sorted rows: the place of the row that is at `i` in the plain order (`runs` give that order). */
  placeOf?: Int32Array;
}

const layouts = new WeakMap<readonly RowRef[], RowLayout>();

/** The runs of `files` (name, entry count) one after another, from 0. */
function makeRuns(files: Iterable<readonly [string, number]>): Map<string, RowRun> {
  const runs = new Map<string, RowRun>();
  let start = 0;
  for (const [name, length] of files) {
    runs.set(name, { start, length });
    start += length;
  }
  return runs;
}

/**
 * Notes that `rows` holds, in this order, every entry of each of `files` (name and entry count): entry `e`
 * of the file at `start` is `rows[start + e]`. The caller vouches for it (`selectRows`' plain rows).
 */
export function notePlainRows(rows: readonly RowRef[], files: Iterable<readonly [string, number]>): void {
  layouts.set(rows, { runs: makeRuns(files) });
}

/**
 * Notes that `rows` is such plain rows (every entry of each of `files` in turn) sorted: `order[k]` is the
 * plain place of the row now at `k` (`sortRowsByKey`'s answer). A row is then found by two array reads:
 * after a sort of a million rows, the first click on one read them all to find its place (0.2-0.3 s).
 */
export function noteSortedRows(
  rows: readonly RowRef[],
  files: Iterable<readonly [string, number]>,
  order: readonly number[],
): void {
  const placeOf = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) placeOf[order[k]] = k;
  layouts.set(rows, { runs: makeRuns(files), placeOf });
}

/**
 * The place of `row` in `rows` when `notePlainRows` or `noteSortedRows` noted them: an index, or -1 when
 * the row is not among them; undefined when nothing was noted of `rows` (the caller reads them).
 */
export function findNotedRow(rows: readonly RowRef[], row: RowRef): number | undefined {
  const layout = layouts.get(rows);
  if (!layout) return undefined;
  const run = layout.runs.get(row.file);
  const { entry } = row;
  if (!run || !Number.isInteger(entry) || entry < 0 || entry >= run.length) return -1;
  return layout.placeOf ? layout.placeOf[run.start + entry] : run.start + entry;
}

/**
 * The runs noted for `rows`, plain or sorted (`notePlainRows`, `noteSortedRows`): which entries the rows
 * are, every one of each file, in whatever order; undefined when nothing was noted.
 */
export function getRowRuns(rows: readonly RowRef[]): ReadonlyMap<string, RowRun> | undefined {
  return layouts.get(rows)?.runs;
}

/** The runs `notePlainRows` noted for `rows` (plain rows only), or undefined. */
export function getPlainRowRuns(rows: readonly RowRef[]): ReadonlyMap<string, RowRun> | undefined {
  const layout = layouts.get(rows);
  return layout && !layout.placeOf ? layout.runs : undefined;
}
