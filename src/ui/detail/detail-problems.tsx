/**
 * Problems shown in the detail pane: the ones whose `field` is exactly a path (`videos[0].duration`), as a
 * list of severity-marked messages (colour plus a text label) with ids for `aria-describedby`.
 */
import type { Problem } from "@/core/index";
import { getProblemText, messages } from "@/ui/messages";

const EMPTY: readonly Problem[] = [];

/** The problems of `problems` whose field is `path`. */
export function getFieldProblems(problems: readonly Problem[], path: string): readonly Problem[] {
  const own = problems.filter((problem) => problem.field === path);
  return own.length > 0 ? own : EMPTY;
}

export interface ProblemListProps {
  problems: readonly Problem[];
  /** Prefix of each message's id: `${idPrefix}-0`, `${idPrefix}-1`, ... */
  idPrefix?: string;
}

/** Ids `ProblemList` gives its messages, for the described control's `aria-describedby`. */
export function getProblemIds(problems: readonly Problem[], idPrefix: string): string | undefined {
  return problems.length > 0 ? problems.map((_, i) => `${idPrefix}-${i}`).join(" ") : undefined;
}

export function ProblemList({ problems, idPrefix }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <ul className="dp-problems">
      {problems.map((problem, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list is rebuilt per check
          key={`${problem.code}-${problem.field}-${i}`}
          id={idPrefix ? `${idPrefix}-${i}` : undefined}
          className={`dp-problem ${problem.severity}`}
        >
          <span className={`severity-dot ${problem.severity}`} aria-hidden="true" />
          <span className="visually-hidden">{messages.severity[problem.severity]}: </span>
          {getProblemText(problem)}
        </li>
      ))}
    </ul>
  );
}
