/**
 * The problems of each row, indexed for the grid (`indexProblemsByRow`), and the rows a rule or severity
 * filter keeps (`rowsWithProblem`), both from the problem list's runs (`problem-runs.ts`). Pure; the
 * store's memoized selectors are `selectProblemsByRow` and `selectRows` (`selectors.ts`).
 */
import type { Problem, Severity } from "@/core/index";
import { getProblemRuns, getRunRows, type ProblemRun, RUN_BLOCK } from "./problem-runs";
import type { RowRef, TableFilter } from "./store-types";

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
 * Problems of each entry, by file and entry index, from the list's runs (`problem-runs.ts`): an entry's
 * problems are in the runs of its file and block, whose per-entry maps are made when a row of theirs is
 * first asked for and kept with the run, so a row's list is the same array while its run is (across checks
 * and edits of other blocks), and a change costs only its new runs. Problems of a whole file or set are not
 * in it.
 */
export function indexProblemsByRow(problems: readonly Problem[]): ProblemsByRow {
  const { byPlace } = getProblemRuns(problems);
  // rows whose block has several runs (entry problems, then the file rules'): joined once per index
  const joined = new Map<string, Problem[] | undefined>();
  const of = (row: RowRef) => {
    const runs = byPlace.get(row.file)?.get(Math.floor(row.entry / RUN_BLOCK));
    if (!row.file || !runs) return undefined;
    if (runs.length === 1) return getRunRows(runs[0]).get(row.entry);
    const key = rowKey(row);
    if (joined.has(key)) return joined.get(key);
    const list: Problem[] = [];
    for (const run of runs) for (const problem of getRunRows(run).get(row.entry) ?? []) list.push(problem);
    const found = list.length > 0 ? list : undefined;
    joined.set(key, found);
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

/**
 * The rows with a problem of `filter.severity` and `filter.code` (either may be unset): per file name, the
 * entry indexes, ascending and each once; from the list's runs, runs without that code or severity skipped
 * whole. Numbers per file, no key string per row: a severity filter over a million rows made a key for each
 * and looked it up (0.5 s in Chromium), where a file with no such problem is now passed over whole.
 */
export function rowsWithProblem(problems: readonly Problem[], filter: TableFilter): Map<string, number[]> {
  const found = new Map<string, Set<number>>();
  for (const run of getProblemRuns(problems).runs) {
    if (run.block < 0) continue;
    if (filter.code && !run.codes.some((known) => known.code === filter.code)) continue;
    if (filter.severity && !hasSeverity(run, filter.severity)) continue;
    addRowsWithProblem(run.problems, filter, found);
  }
  const rows = new Map<string, number[]>();
  for (const [file, entries] of found)
    rows.set(
      file,
      [...entries].sort((a, b) => a - b),
    );
  return rows;
}

function hasSeverity(run: ProblemRun, severity: Severity): boolean {
  return (severity === "error" ? run.errors : severity === "warning" ? run.warnings : run.infos) > 0;
}

function addRowsWithProblem(
  problems: readonly Problem[],
  filter: TableFilter,
  found: Map<string, Set<number>>,
): void {
  // a run's problems are of one file mostly: its set looked up once per change of file
  let file: string | undefined;
  let entries: Set<number> | undefined;
  for (const problem of problems) {
    if (problem.entry === undefined) continue;
    if (filter.severity && problem.severity !== filter.severity) continue;
    if (filter.code && problem.code !== filter.code) continue;
    if (problem.file !== file || !entries) {
      file = problem.file;
      entries = found.get(file);
      if (!entries) {
        entries = new Set();
        found.set(file, entries);
      }
    }
    entries.add(problem.entry);
  }
}
