/**
 * The check's problem list cut into runs, so that what the page derives from it (counts, the problems
 * panel's groups, the problems of each row, "Fix all" summaries) is computed again only for the runs a change
 * touched, not for every problem of the workspace.
 *
 * A run is a maximal stretch of the list whose problems belong to one file and one block of `RUN_BLOCK`
 * entries (or to no entry: block -1). The core answers in pieces of whole entry blocks and keeps the problem
 * objects of the pieces an edit did not touch (`file-output.ts`; the worker's patches and the page's check
 * pass them on as they are), so after an edit nearly every run of the new list holds the very same objects
 * as a run of the last list: that run, and what was derived from it, is kept. Telling so costs one pointer
 * comparison per problem (a few milliseconds for 1,000,000 problems, no allocation), against a map lookup,
 * a string key or a quick-fix probe per problem before. Pure, no React.
 */
import type { Problem, Severity } from "@/core/index";

/** Entries per block: the problems of one file's entries `[k * RUN_BLOCK, (k + 1) * RUN_BLOCK)` share runs. */
export const RUN_BLOCK = 256;

/** Problems of each code a run keeps as examples, in list order (the problems panel shows up to this many). */
export const RUN_EXAMPLES = 3;

/** One code's share of a run. */
export interface RunCode {
  code: string;
  /** The severity of the code's first problem in the run. */
  severity: Severity;
  count: number;
  /** The first `RUN_EXAMPLES` problems of the code in the run. */
  examples: Problem[];
}

/** A stretch of the problem list of one file and one entry block. Never changed once made, but for caches. */
export interface ProblemRun {
  /** The problems' `file` ("" for problems of the whole set). */
  readonly file: string;
  /** `Math.floor(entry / RUN_BLOCK)`, or -1 for problems without an entry. */
  readonly block: number;
  /** The run's problems, in list order (its own array). */
  readonly problems: readonly Problem[];
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  /** The codes present, in order of first appearance. */
  readonly codes: readonly RunCode[];
  /** Problems by entry index, made on first use (`getRunRows`). */
  rows?: Map<number, Problem[]>;
  /** Caches of callers (fix summaries), by their own key; dropped with the run. */
  readonly memo: Map<string, unknown>;
}

/** The runs of one problem list. */
export interface ProblemRuns {
  readonly problems: readonly Problem[];
  readonly runs: readonly ProblemRun[];
  /** Runs by file, then by block, in list order. */
  readonly byPlace: ReadonlyMap<string, ReadonlyMap<number, readonly ProblemRun[]>>;
  /** How many runs were kept from the list before (for tests and the timeline). */
  readonly reused: number;
}

function blockOf(problem: Problem): number {
  return problem.entry === undefined ? -1 : Math.floor(problem.entry / RUN_BLOCK);
}

function makeRun(problems: readonly Problem[], start: number, end: number): ProblemRun {
  const own = problems.slice(start, end);
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  const codes: RunCode[] = [];
  let last: RunCode | undefined;
  for (const problem of own) {
    if (problem.severity === "error") errors++;
    else if (problem.severity === "warning") warnings++;
    else infos++;
    // problems come in stretches of one code: look a code up only when it changes
    if (last?.code !== problem.code) {
      last = codes.find((known) => known.code === problem.code);
      if (!last) {
        last = { code: problem.code, severity: problem.severity, count: 0, examples: [] };
        codes.push(last);
      }
    }
    last.count++;
    if (last.examples.length < RUN_EXAMPLES) last.examples.push(problem);
  }
  const { file } = own[0];
  return { file, block: blockOf(own[0]), problems: own, errors, warnings, infos, codes, memo: new Map() };
}

/** True when `run` holds exactly `problems[start, end)` (the same objects in the same order). */
function holds(run: ProblemRun, problems: readonly Problem[], start: number, end: number): boolean {
  const own = run.problems;
  if (own.length !== end - start) return false;
  for (let i = 0; i < own.length; i++) if (own[i] !== problems[start + i]) return false;
  return true;
}

/** True when `problem` would continue `run` (same file and block), so a run ending before it is not whole. */
function continues(problem: Problem | undefined, run: ProblemRun): boolean {
  return problem !== undefined && problem.file === run.file && blockOf(problem) === run.block;
}

/**
 * Cuts `problems` into runs, keeping each run of `previous` (the runs of an earlier list) whose problems come
 * again unchanged. A kept run is found by its first problem and costs pointer comparisons only (no problem's
 * fields are read but the one after it); only new stretches are read field by field. O(problems).
 */
export function splitProblemRuns(problems: readonly Problem[], previous?: ProblemRuns): ProblemRuns {
  const runs: ProblemRun[] = [];
  const byPlace = new Map<string, Map<number, ProblemRun[]>>();
  const byFirst = new Map<Problem, ProblemRun>();
  for (const run of previous?.runs ?? []) byFirst.set(run.problems[0], run);
  let reused = 0;
  let start = 0;
  while (start < problems.length) {
    const kept = byFirst.get(problems[start]);
    let run: ProblemRun;
    if (
      kept &&
      holds(kept, problems, start, start + kept.problems.length) &&
      !continues(problems[start + kept.problems.length], kept)
    ) {
      run = kept;
      reused++;
    } else {
      const { file } = problems[start];
      const block = blockOf(problems[start]);
      let end = start + 1;
      while (end < problems.length && problems[end].file === file && blockOf(problems[end]) === block) end++;
      run = makeRun(problems, start, end);
    }
    start += run.problems.length;
    runs.push(run);
    let blocks = byPlace.get(run.file);
    if (!blocks) {
      blocks = new Map();
      byPlace.set(run.file, blocks);
    }
    const place = blocks.get(run.block);
    if (place) place.push(run);
    else blocks.set(run.block, [run]);
  }
  return { problems, runs, byPlace, reused };
}

let lastRuns: ProblemRuns | undefined;

/**
 * The runs of `problems`, from the runs of the list asked for before (one slot, shared by the page's
 * selectors and edit actions, which all ask about the store's current list).
 */
export function getProblemRuns(problems: readonly Problem[]): ProblemRuns {
  if (lastRuns?.problems !== problems) lastRuns = splitProblemRuns(problems, lastRuns);
  return lastRuns;
}

/** The problems of each entry of `run`, in list order (made once per run). */
export function getRunRows(run: ProblemRun): Map<number, Problem[]> {
  if (run.rows) return run.rows;
  const rows = new Map<number, Problem[]>();
  for (const problem of run.problems) {
    if (problem.entry === undefined) continue;
    const list = rows.get(problem.entry);
    if (list) list.push(problem);
    else rows.set(problem.entry, [problem]);
  }
  run.rows = rows;
  return rows;
}
