/**
 * What "Fix all" of a problem group would do: the fix's id and the core's label of its first fixable
 * problem, how many problems have a fix and how many entries that changes. Computed per code on demand, cached per problems array (a new
 * check or edit makes a new one), so only groups on screen pay for it.
 */
import { getQuickFix, hasQuickFix, type Problem, type SitemapFile } from "@/core/index";
import type { SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";

/** The quick fix of a group: its id, the core's label of the first one, how many problems have a fix. */
export interface FixSummary {
  id: string;
  label: string;
  /** Problems of the code that have a fix ("Fix all N"). */
  count: number;
  /** Distinct entries those fixes change (several retired image fields of one entry are one entry). */
  entries: number;
}

let cache:
  | { problems: Problem[]; files: SitemapFile[]; byCode: Map<string, FixSummary | undefined> }
  | undefined;

/**
 * The problems with an entry whose code has a quick fix, by code: one pass per problems array, so a group
 * reads only its own (and the codes without a fix, often the most numerous, cost one lookup each).
 */
let buckets: { problems: Problem[]; byCode: Map<string, Problem[]> } | undefined;

function getBucket(problems: Problem[], code: string): readonly Problem[] {
  if (buckets?.problems !== problems) {
    const byCode = new Map<string, Problem[]>();
    // problems come in runs of one code: ask about each code once per run
    let lastCode: string | undefined;
    let fixable = false;
    for (const problem of problems) {
      if (problem.code !== lastCode) {
        lastCode = problem.code;
        fixable = hasQuickFix(lastCode);
      }
      if (problem.entry === undefined || !fixable) continue;
      const list = byCode.get(problem.code);
      if (list) list.push(problem);
      else byCode.set(problem.code, [problem]);
    }
    buckets = { problems, byCode };
  }
  return buckets.byCode.get(code) ?? [];
}

function computeSummary(problems: Problem[], files: SitemapFile[], code: string): FixSummary | undefined {
  const byName = new Map(files.map((file) => [file.name, file]));
  const entries = new Set<string>();
  let count = 0;
  let first: { id: string; label: string } | undefined;
  for (const problem of getBucket(problems, code)) {
    if (problem.entry === undefined) continue;
    const file = byName.get(problem.file);
    const entry = file && hasUrlRows(file) ? file.urls[problem.entry] : undefined;
    const fix = entry && getQuickFix(problem, entry);
    if (!fix) continue;
    first ??= { id: fix.id, label: fix.label };
    count += 1;
    entries.add(`${problem.file}\u0000${problem.entry}`);
  }
  return first && { ...first, count, entries: entries.size };
}

/** The quick fix of every problem of `code`, or undefined when none of them has one. */
export function selectFixSummary(state: SitemapStore, code: string): FixSummary | undefined {
  if (cache?.problems !== state.problems || cache.files !== state.files) {
    cache = { problems: state.problems, files: state.files, byCode: new Map() };
  }
  if (!cache.byCode.has(code)) cache.byCode.set(code, computeSummary(state.problems, state.files, code));
  return cache.byCode.get(code);
}

/** The quick fix of one problem, as plain strings (cheap to compare in a selector), or undefined. */
export function selectProblemFix(
  state: SitemapStore,
  problem: Problem,
): { id: string; label: string } | undefined {
  if (problem.entry === undefined) return undefined;
  const file = state.files.find((candidate) => candidate.name === problem.file);
  const entry = file && hasUrlRows(file) ? file.urls[problem.entry] : undefined;
  const fix = entry && getQuickFix(problem, entry);
  return fix ? { id: fix.id, label: fix.label } : undefined;
}
