/**
 * The issues report: the current problems (or those of one code) as `sitemap-issues.csv`, UTF-8 with a
 * byte order mark so Excel reads Cyrillic and other non-ASCII text right. The CSV itself is the core's, its
 * messages, rule titles and source pages the interface's texts in its language (as the app shows them: a
 * developer who gets the report reads what the rule is and why); in Russian its cells are
 * separated by `;` (Excel there).
 */
import { type Problem, problemsToCsv, type SitemapFile, sortProblemsForReport } from "@/core/index";
import { localizeDocLink } from "@/ui/doc-links";
import { getCsvDelimiter, getLocale } from "@/ui/locale-state";
import { getProblemText, getRuleTitle, messages } from "@/ui/messages";
import { downloadBytes } from "@/ui/read-browser-files";

/** The problems the report holds: all, or those of `code` when one is chosen. */
export function getReportProblems(problems: Problem[], code: string | undefined): Problem[] {
  return code ? problems.filter((problem) => problem.code === code) : problems;
}

/**
 * The report's text: a BOM, then the core's CSV of the chosen problems, errors first, then by file and line
 * (`sortProblemsForReport`), with the severity in the interface's language.
 */
export function buildProblemsReport(problems: Problem[], files: SitemapFile[], code?: string): string {
  const csv = problemsToCsv(sortProblemsForReport(getReportProblems(problems, code), files), files, {
    delimiter: getCsvDelimiter(),
    message: getProblemText,
    // English keeps the code's own word (error, warning, info), as filters and scripts expect
    severity: (severity) => (getLocale() === "ru" ? messages.severity[severity] : severity),
    // the rule's title and its "Why?" page as the app shows them, in the interface's language
    rule: getRuleTitle,
    source: (link) => localizeDocLink(link, getLocale()),
  });
  return `\ufeff${csv}`;
}

/** Saves `text` as a download called `name` (a CSV file, UTF-8). */
export function downloadText(text: string, name: string): void {
  downloadBytes(name, new TextEncoder().encode(text), "text/csv;charset=utf-8");
}
