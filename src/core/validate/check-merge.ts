/**
 * How reading problems and computed problems of one file are put together (one fault, one code): shared by
 * `checkSitemaps` and the incremental `check-session.ts`, so both list the same problems in the same order.
 * Thread-portable, no DOM.
 */
import type { Problem, SitemapFile } from "../model/types";
import type { CheckContext } from "./check-context";

/**
 * Computed codes a reading problem at the same entry already covers: the reader's verdict on a robots.txt
 * `Sitemap:` value stands for the `loc` syntax codes (one fault, one code).
 */
const COVERED_BY: Partial<Record<Problem["code"], readonly Problem["code"][]>> = {
  "loc.invalid": ["robots.sitemap-invalid"],
  "loc.relative": ["robots.sitemap-invalid"],
  "loc.scheme": ["robots.sitemap-invalid"],
};

/** Key of a problem's code and place, for dropping computed problems reading already reported. */
function keyOf(code: string, entry: number | undefined): string {
  return entry === undefined ? code : `${code}@${entry}`;
}

/**
 * Appends `file`'s reading problems active for the context's engines, then the computed ones that reading
 * did not already report (same code at the same entry, or a code listed in `COVERED_BY`).
 * NOTE: mutates `out`.
 */
export function mergeProblems(
  file: SitemapFile,
  ctx: CheckContext,
  computed: Problem[],
  out: Problem[],
): void {
  const reported = new Set<string>();
  for (const problem of file.problems) {
    if (!ctx.active.has(problem.code)) continue;
    out.push(problem);
    reported.add(keyOf(problem.code, problem.entry));
  }
  for (const problem of computed) {
    if (reported.size > 0) {
      if (reported.has(keyOf(problem.code, problem.entry))) continue;
      const covers = COVERED_BY[problem.code];
      if (covers?.some((code) => reported.has(keyOf(code, problem.entry)))) continue;
    }
    out.push(problem);
  }
}
