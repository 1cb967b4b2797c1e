/**
 * The problems of each row, indexed for the grid: see `indexProblemsByRow`. Pure; the store's memoized
 * selector is `selectProblemsByRow` (`selectors.ts`).
 */
import type { Problem } from "@/core/index";
import type { RowRef } from "./store-types";

/** The key of a row in maps and React lists: `${file}\u0000${entry}`. */
export function rowKey(row: RowRef): string {
  return `${row.file}\u0000${row.entry}`;
}

/** The problems of each entry (`selectProblemsByRow`). */
export interface ProblemsByRow {
  /** The problems of the row whose `rowKey` is `key`, in check order; undefined when it has none. */
  get(key: string): Problem[] | undefined;
  /** The problems of `row`, in check order; undefined when it has none. */
  of(row: RowRef): Problem[] | undefined;
}

/**
 * Problems of each entry, by file and entry index. Built without an object per problem or per entry (a
 * check with 950,000 problems is indexed in tens of milliseconds): per file the first problem of each
 * entry, and per problem the next one of the same entry, as typed arrays; an entry's list is made when
 * first asked for and kept, so it is the same array while the problems are. Problems of a whole file or
 * set are not in it. O(problems) time, two typed arrays of memory.
 */
export function indexProblemsByRow(problems: readonly Problem[]): ProblemsByRow {
  // linked lists through `next`, built backwards so each list is in check order
  const next = new Int32Array(problems.length);
  const heads = new Map<string, Int32Array>();
  let lastName: string | undefined;
  let head: Int32Array = new Int32Array(0);
  for (let i = problems.length - 1; i >= 0; i--) {
    const { entry, file } = problems[i];
    if (entry === undefined || !file) continue;
    if (file !== lastName) {
      head = heads.get(file) ?? new Int32Array(0);
      lastName = file;
    }
    if (entry >= head.length) {
      const grown = new Int32Array(Math.max(entry + 1, head.length * 2)).fill(-1);
      grown.set(head);
      head = grown;
      heads.set(file, head);
    }
    next[i] = head[entry];
    head[entry] = i;
  }
  const made = new Map<string, Problem[] | undefined>();
  const of = (row: RowRef) => {
    const key = rowKey(row);
    if (made.has(key)) return made.get(key);
    let at = heads.get(row.file)?.[row.entry] ?? -1;
    const list: Problem[] = [];
    for (; at >= 0; at = next[at]) list.push(problems[at]);
    const found = list.length > 0 ? list : undefined;
    made.set(key, found);
    return found;
  };
  return {
    of,
    get(key) {
      const cut = key.lastIndexOf("\u0000");
      return cut < 0 ? undefined : of({ file: key.slice(0, cut), entry: Number(key.slice(cut + 1)) });
    },
  };
}
