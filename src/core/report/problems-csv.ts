/**
 * The issues report: problems as CSV for a spreadsheet (RFC 4180: comma-separated, CRLF line ends, fields
 * with a comma, quote, CR or LF in double quotes with quotes doubled). UTF-8 text; the caller adds a BOM
 * (U+FEFF) for Excel when it saves the file.
 *
 * Formula injection guard (OWASP "CSV Injection"): a cell starting with `=`, `+`, `-`, `@`, tab or CR would
 * be run as a formula by Excel or LibreOffice; such cells get a leading `'`. Sitemap values are user input
 * (a `loc` or message may start with `=`), so the guard applies to every cell.
 *
 * Thread-portable, no DOM.
 */
import type { Problem, SitemapFile } from "../model/types";
import { getRule, isRuleCode } from "../validate/rule-catalogue";

/** The report's columns, in order. */
export const PROBLEM_CSV_COLUMNS = [
  "file",
  "line",
  "column",
  "entry",
  "loc",
  "code",
  "severity",
  "message",
  "rule",
  "source",
] as const;

/** Characters that make a spreadsheet read a cell as a formula when they start it. */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * The cell separator: `,` (RFC 4180), or `;`, which Excel expects where the decimal mark is a comma (a
 * Russian, German, French Windows: there a comma-separated file opens as one column).
 */
export type CsvDelimiter = "," | ";";

/** What a CSV export may be told: its separator, and the message text of each problem. */
export interface CsvOptions {
  /** Default `,`. */
  delimiter?: CsvDelimiter;
  /** The `message` column's text of a problem; default the core's English `problem.message`. */
  message?: (problem: Problem) => string;
  /** The `severity` column's text; default the code's own word (`error`, `warning`, `info`). */
  severity?: (severity: Problem["severity"]) => string;
  /** The `rule` column's text of a code: its title; default the catalogue's summary (RULES.md). */
  rule?: (code: string) => string;
  /**
   * The `source` column's text of a rule's link (RULES.md's primary source, the app's "Why?" link); default
   * the link itself (the UI gives the page in its language where there is one).
   */
  source?: (link: string) => string;
}

/** RULES.md's summary of `code`, its code marks dropped, or the code itself for one the catalogue lacks. */
function getRuleSummary(code: string): string {
  return isRuleCode(code) ? getRule(code).summary.replaceAll("`", "") : code;
}

const SEVERITY_ORDER: Readonly<Record<Problem["severity"], number>> = { error: 0, warning: 1, info: 2 };

/**
 * The problems in the order a report reads best: errors, then warnings, then info; within each, files in
 * the order of `files` (problems of the whole set, file "", first), then by line, then by entry (problems
 * without a line or entry, about the whole file, before those of its entries). A new array; stable.
 */
export function sortProblemsForReport(
  problems: readonly Problem[],
  files: readonly SitemapFile[],
): Problem[] {
  const fileOrder = new Map<string, number>([["", -1]]);
  files.forEach((file, index) => {
    if (!fileOrder.has(file.name)) fileOrder.set(file.name, index);
  });
  const rank = (problem: Problem) => fileOrder.get(problem.file) ?? files.length;
  return problems
    .slice()
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        rank(a) - rank(b) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.entry ?? -1) - (b.entry ?? -1),
    );
}

/**
 * One CSV cell: guarded against formulas (leading `'`), then quoted when it holds the delimiter (default a
 * comma), a quote, CR or LF.
 * @example toCsvCell('=HYPERLINK("x")') // "\"'=HYPERLINK(\"\"x\"\")\""
 */
export function toCsvCell(value: string | number | undefined, delimiter: CsvDelimiter = ","): string {
  let text = value === undefined ? "" : String(value);
  if (text !== "" && FORMULA_START.has(text[0])) text = `'${text}`;
  const quote = text.includes(delimiter) || /["\r\n]/.test(text);
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The `loc` of the entry a problem is about, or "" (file-level problems, unknown files or entries). */
function getProblemLoc(problem: Problem, filesByName: ReadonlyMap<string, SitemapFile>): string {
  if (problem.entry === undefined) return "";
  const file = filesByName.get(problem.file);
  if (!file) return "";
  // an index's entries and a robots.txt's `Sitemap:` lines are its `sitemaps`
  const refs = file.format === "sitemapindex" || file.format === "robots";
  const item = refs ? file.sitemaps[problem.entry] : file.urls[problem.entry];
  return item?.loc ?? "";
}

/**
 * The problems as a CSV document: a header row, then one row per problem in the given order, columns
 * `file, line, column, entry, loc, code, severity, message, rule, source` (`rule`: the rule's title, `source`:
 * the page of its primary source, what the app's "Why?" opens; so a developer who gets the report reads why). `line` and `column` are where the problem is in
 * the file as opened (1-based, `column` in characters; empty when the problem has none). `entry` is 1-based as a person counts (empty for a
 * problem of the whole file); `loc` is looked up in `files` by the problem's file name (the entry's `loc`
 * for urls, the child's for a sitemap index). Every line ends with CRLF. Returns the header alone for no
 * problems. `options`: the separator and the message text (`CsvOptions`; the UI gives its own language's).
 * @example
 * const csv = problemsToCsv(problems, files);
 * const blob = new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" });
 */
export function problemsToCsv(problems: Problem[], files: SitemapFile[], options: CsvOptions = {}): string {
  const {
    delimiter = ",",
    message = (problem: Problem) => problem.message,
    severity = (word: Problem["severity"]) => word,
    rule = getRuleSummary,
    source = (link: string) => link,
  } = options;
  const filesByName = new Map<string, SitemapFile>();
  for (const file of files) if (!filesByName.has(file.name)) filesByName.set(file.name, file);
  const rows = [PROBLEM_CSV_COLUMNS.join(delimiter)];
  for (const problem of problems) {
    const link = isRuleCode(problem.code) ? getRule(problem.code).link : undefined;
    const cells = [
      problem.file,
      problem.line,
      problem.column,
      problem.entry === undefined ? undefined : problem.entry + 1,
      getProblemLoc(problem, filesByName),
      problem.code,
      severity(problem.severity),
      message(problem),
      rule(problem.code),
      link ? source(link) : "",
    ];
    rows.push(cells.map((cell) => toCsvCell(cell, delimiter)).join(delimiter));
  }
  return `${rows.join("\r\n")}\r\n`;
}
