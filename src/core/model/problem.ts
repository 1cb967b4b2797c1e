/**
 * Making problems: the one place that attaches a rule's severity to a code.
 *
 * Thread-portable, no DOM.
 */
import { getRule, type RuleCode } from "../validate/rule-catalogue";
import type { Problem } from "./types";

/** Where a problem applies and the values its message needs. All optional. */
export interface ProblemPlace {
  entry?: number;
  field?: string;
  line?: number;
  column?: number;
  params?: Record<string, string | number>;
}

/**
 * A problem of `code` in `file`, with the severity the catalogue gives the code.
 * `message` is plain English with the offending value, e.g. `priority "0,9" is not a decimal number`.
 * @throws Error when `code` is not in the catalogue (a bug, never input).
 */
export function createProblem(
  code: RuleCode,
  file: string,
  message: string,
  place: ProblemPlace = {},
): Problem {
  const problem: Problem = { code, severity: getRule(code).severity, message, file };
  if (place.entry !== undefined) problem.entry = place.entry;
  if (place.field !== undefined) problem.field = place.field;
  if (place.line !== undefined) problem.line = place.line;
  if (place.column !== undefined) problem.column = place.column;
  if (place.params !== undefined) problem.params = place.params;
  return problem;
}
