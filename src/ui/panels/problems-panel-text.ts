/**
 * Texts of the problems panel that `messages.problems` does not have yet; to be appended to
 * `@/ui/messages` as a separate section.
 */
import { formatCount, messages } from "@/ui/messages";

export const PROBLEMS_TEXT = {
  ...messages.problems,
  idle: "Problems of the files you open show here, grouped by rule.",
  clearFilter: "Show all rows again",
  showRow: "Show this URL in the table",
  more: (count: number) => `and ${formatCount(count)} more`,
  totalsLabel: "Problem totals",
  groupsLabel: "Problems by rule",
};
