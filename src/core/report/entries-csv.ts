/**
 * "Export table as CSV" (issue #6): the table's rows as a spreadsheet, columns `loc, lastmod, changefreq,
 * priority, file, problems` (the codes of the entry's problems, space-separated). RFC 4180 like the issues
 * report, CRLF line ends, every cell guarded against formula injection (`toCsvCell`: a leading `'` before
 * `=`, `+`, `-`, `@`, tab, CR). The caller adds a BOM when it saves the file.
 *
 * Thread-portable, no DOM.
 */
import type { UrlEntry } from "../model/types";
import { type CsvDelimiter, toCsvCell } from "./problems-csv";

/** The columns of the table export, in order. */
export const ENTRY_CSV_COLUMNS = ["loc", "lastmod", "changefreq", "priority", "file", "problems"] as const;

/** One row of the export: an entry, its file's name and the codes of its problems. */
export interface EntryCsvRow {
  entry: UrlEntry;
  file: string;
  codes: readonly string[];
}

/**
 * The rows as CSV: a header line, then one line per row in the given order (CRLF after each line), cells
 * separated by `delimiter` (`,` by default; `;` for Excel where the decimal mark is a comma).
 * @example entriesToCsv([{ entry, file: "a.xml", codes: ["loc.http"] }])
 */
export function entriesToCsv(rows: Iterable<EntryCsvRow>, delimiter: CsvDelimiter = ","): string {
  const lines = [ENTRY_CSV_COLUMNS.join(delimiter)];
  for (const { entry, file, codes } of rows) {
    const cells = [
      entry.loc,
      entry.lastmod,
      entry.changefreq,
      entry.priority,
      file,
      [...new Set(codes)].join(" "),
    ];
    lines.push(cells.map((cell) => toCsvCell(cell, delimiter)).join(delimiter));
  }
  return `${lines.join("\r\n")}\r\n`;
}
