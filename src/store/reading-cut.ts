/**
 * The reading problems (`SitemapFile.problems`) a history step cut from a file, kept so that undo puts
 * them back where they were (`HistoryStep.readingBefore`): only the problems cut and their places in the
 * list before the step, so what a step keeps grows with the step, not with the file (a file with 10,000
 * `xml.undefined-entity`, all cut by one Fix all, keeps those 10,000 and their places; one edit keeps its
 * field's few). Pure functions, no store access.
 */
import type { Problem } from "@/core/index";

/**
 * One file's part of `HistoryStep.readingBefore`: the problems the step cut, `at` their indexes in the list
 * before it (ascending, one per problem); or, as steps saved before session 35 kept it, the whole list
 * before the step (`problems`).
 */
export type ReadingBefore =
  | { file: string; cut: Problem[]; at: number[] }
  | { file: string; problems: Problem[] };

/**
 * Equal but for `entry`, `message` and `params`: a problem an edit moved to another row (`{ ...problem,
 * entry }`) is still itself, and so is one the edit said again of its field's new text (an
 * `xml.undefined-entity` naming the reference left, `restateEntityProblem`): the undo says it again of
 * the old text.
 */
function isSamePlace(a: Problem, b: Problem): boolean {
  return (
    a === b ||
    (a.code === b.code &&
      a.field === b.field &&
      a.line === b.line &&
      a.column === b.column &&
      a.file === b.file)
  );
}

/**
 * The problems of `before` that `after` no longer has, with their indexes in `before`. `after` is what a
 * step left of `before`: the same problems in the same order, some gone, some moved to other rows (new
 * objects with another `entry`). Undefined when none went.
 */
export function findCut(
  before: readonly Problem[],
  after: readonly Problem[],
): { cut: Problem[]; at: number[] } | undefined {
  const cut: Problem[] = [];
  const at: number[] = [];
  let j = 0;
  for (let i = 0; i < before.length; i++) {
    if (j < after.length && isSamePlace(before[i], after[j])) j++;
    else {
      cut.push(before[i]);
      at.push(i);
    }
  }
  return cut.length > 0 ? { cut, at } : undefined;
}

/**
 * `current` (a file's reading problems once a step is undone: what the step left, moved back) with the
 * problems the step cut put back at their places (`ReadingBefore`), or the whole list kept by an older step.
 */
export function restoreCut(current: readonly Problem[], kept: ReadingBefore): Problem[] {
  if ("problems" in kept) return kept.problems;
  const out: Problem[] = [];
  let j = 0;
  let k = 0;
  while (j < current.length || k < kept.cut.length) {
    if (k < kept.cut.length && (kept.at[k] === out.length || j >= current.length)) out.push(kept.cut[k++]);
    else out.push(current[j++]);
  }
  return out;
}

/**
 * The cut of two steps made as one (an eventual step absorbing the next change of the same rows): the
 * first step's cut, and the second's, whose places are in the list the first left, placed in the list
 * before the first. A whole list kept by an older step is the list before both.
 */
export function mergeCuts(earlier: ReadingBefore, later: ReadingBefore): ReadingBefore {
  if ("problems" in earlier) return earlier;
  if ("problems" in later) return later;
  // the first's list: index i is kept (→ the later list's index) unless the first cut it
  const laterAt: number[] = [];
  let kept = 0;
  let k = 0;
  let l = 0;
  for (let i = 0; l < later.at.length; i++) {
    if (k < earlier.at.length && earlier.at[k] === i) {
      k++;
      continue;
    }
    if (later.at[l] === kept) {
      laterAt.push(i);
      l++;
    }
    kept++;
  }
  const cut: Problem[] = [];
  const at: number[] = [];
  let a = 0;
  let b = 0;
  while (a < earlier.at.length || b < laterAt.length) {
    if (b >= laterAt.length || (a < earlier.at.length && earlier.at[a] < laterAt[b])) {
      cut.push(earlier.cut[a]);
      at.push(earlier.at[a++]);
    } else {
      cut.push(later.cut[b]);
      at.push(laterAt[b++]);
    }
  }
  return { file: earlier.file, cut, at };
}
