/**
 * What the table's unfiltered, unsorted rows are made of: each file's entries in turn, all of them
 * (`selectRows` notes it when it makes such an array). The row of entry `e` of a file is then the file's
 * start plus `e`, found without reading the rows: at a million rows the first pass over them took 0.8-1.1 s
 * in Chromium (the first click on a row froze the page that long). No React, no store access.
 */
import type { RowRef } from "./store-types";

/** Where a file's rows begin in a plain rows array, and how many there are (its entry count). */
export interface RowRun {
  start: number;
  length: number;
}

const runsOf = new WeakMap<readonly RowRef[], ReadonlyMap<string, RowRun>>();

/**
 * Notes that `rows` holds, in this order, every entry of each of `files` (name and entry count): entry `e`
 * of the file at `start` is `rows[start + e]`. The caller vouches for it (`selectRows`' plain rows).
 */
export function notePlainRows(rows: readonly RowRef[], files: Iterable<readonly [string, number]>): void {
  const runs = new Map<string, RowRun>();
  let start = 0;
  for (const [name, length] of files) {
    runs.set(name, { start, length });
    start += length;
  }
  runsOf.set(rows, runs);
}

/** The runs `notePlainRows` noted for `rows`, or undefined when the rows are filtered or sorted. */
export function getPlainRowRuns(rows: readonly RowRef[]): ReadonlyMap<string, RowRun> | undefined {
  return runsOf.get(rows);
}
