/**
 * Text of a problem for the table's titles and descriptions. Kept in one function so the switch to the
 * messages module (code + params) happens in one place.
 */
import type { Problem, Severity } from "@/core/index";
import { SEVERITY_ORDER } from "./table-selectors";

/** The user-facing text of one problem. */
export function getProblemText(problem: Problem): string {
  return problem.message;
}

/** The worst severity among `problems`, or undefined for none. */
export function getWorstSeverity(problems: readonly Problem[]): Severity | undefined {
  let worst: Severity | undefined;
  for (const problem of problems) {
    if (!worst || SEVERITY_ORDER[problem.severity] < SEVERITY_ORDER[worst]) worst = problem.severity;
  }
  return worst;
}
