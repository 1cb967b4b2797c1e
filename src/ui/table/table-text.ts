/**
 * User-facing text of the entries table, in one place until it moves into `@/ui/messages`.
 */
import type { Severity } from "@/core/index";

export const TABLE_TEXT = {
  gridLabel: "Sitemap URLs",
  columns: {
    loc: "URL (loc)",
    lastmod: "Last modified",
    changefreq: "Change freq.",
    priority: "Priority",
    file: "File",
    problems: "Problems",
  },
  sortAscending: "sorted ascending",
  sortDescending: "sorted descending",
  sortBy: (column: string) => `Sort by ${column}`,
  searchLabel: "Search URLs",
  searchPlaceholder: "Search loc, lastmod, changefreq, priority…",
  severityLabel: "Severity",
  severityAny: "Any severity",
  severityOption: { error: "Errors", warning: "Warnings", info: "Info" } satisfies Record<Severity, string>,
  ruleLabel: "Rule",
  ruleAny: "Any rule",
  fileLabel: "File",
  fileAny: "All files",
  clearFilters: "Clear filters",
  showing: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} URLs`,
  addRow: "Add URL",
  addRowTitle: (file: string) => `Add an empty URL entry to ${file}`,
  deleteRow: "Delete URL",
  deleteRowTitle: "Delete the active row (Delete key)",
  noFiles: "No URLs yet. Open or drop sitemap files to see their entries here.",
  noMatch: "No URLs match these filters.",
  severityCount: (severity: Severity, count: number) =>
    `${count} ${severity === "error" ? (count === 1 ? "error" : "errors") : severity === "warning" ? (count === 1 ? "warning" : "warnings") : "info"}`,
  noProblems: "No problems",
  emptyValue: "(empty)",
  severityShort: { error: "err", warning: "warn", info: "info" } satisfies Record<Severity, string>,
  editLabel: (column: string) => `Edit ${column}`,
  keyboardHelp: "Arrow keys move between cells, Enter edits, Escape cancels, Delete removes the row.",
} as const;
