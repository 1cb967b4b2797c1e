/**
 * The problems cell of a row: a count badge per severity (colour and a text label) and the rule codes.
 */
import type { Problem, Severity } from "@/core/index";
import { messages } from "@/ui/messages";
import { getProblemText } from "./problem-text";

const TABLE_TEXT = messages.table;

const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

export interface ProblemBadgesProps {
  problems: readonly Problem[];
}

export function ProblemBadges({ problems }: ProblemBadgesProps) {
  if (problems.length === 0) return null;
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const problem of problems) counts[problem.severity]++;
  const codes = [...new Set(problems.map((problem) => problem.code))];
  const title = problems.map((problem) => `${problem.code}: ${getProblemText(problem)}`).join("\n");

  return (
    <span className="et-problems" title={title}>
      {SEVERITIES.filter((severity) => counts[severity] > 0).map((severity) => (
        <span key={severity} className={`et-badge et-badge--${severity}`}>
          <span aria-hidden="true">
            {counts[severity]} {TABLE_TEXT.severityShort[severity]}
          </span>
          <span className="et-sr-only">{TABLE_TEXT.severityCount(severity, counts[severity])}</span>
        </span>
      ))}
      <span className="et-codes">{codes.join(" ")}</span>
    </span>
  );
}
