/**
 * Problem helpers of the table: the text comes from the messages module (code + params).
 */
import type { Problem, Severity } from "@/core/index";
import { SEVERITY_ORDER } from "./table-selectors";

export { getProblemText } from "@/ui/messages";

/** The worst severity among `problems`, or undefined for none. */
export function getWorstSeverity(problems: readonly Problem[]): Severity | undefined {
  let worst: Severity | undefined;
  for (const problem of problems) {
    if (!worst || SEVERITY_ORDER[problem.severity] < SEVERITY_ORDER[worst]) worst = problem.severity;
  }
  return worst;
}
