/**
 * "Export table as CSV" (issue #6): the table's rows as a spreadsheet, columns `loc, lastmod, changefreq,
 * priority, file, problems` (the codes of the entry's problems, space-separated), and a news sitemap's
 * `news:name, news:language, news:publication_date, news:title`. RFC 4180 like the issues
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

/** The columns added when a row has a `news:news` (Google News sitemaps), after `ENTRY_CSV_COLUMNS`. */
export const NEWS_CSV_COLUMNS = [
  "news:name",
  "news:language",
  "news:publication_date",
  "news:title",
] as const;

/**
 * The rows as CSV: a header line, then one line per row in the given order (CRLF after each line), cells
 * separated by `delimiter` (`,` by default; `;` for Excel where the decimal mark is a comma). When a row
 * has a news item, the `NEWS_CSV_COLUMNS` follow (empty for rows without one).
 * @example entriesToCsv([{ entry, file: "a.xml", codes: ["loc.http"] }])
 */
export function entriesToCsv(rows: Iterable<EntryCsvRow>, delimiter: CsvDelimiter = ","): string {
  return [...entriesToCsvParts([...rows], delimiter, Number.POSITIVE_INFINITY)].join("");
}

/**
 * `entriesToCsv` of `rows` in parts of at most `rowsPerPart` rows each (the header in the first), to be
 * joined in order: a caller can give the page a turn between parts (a table of 500,000 rows made at once
 * held the page 2.4 s). Each part ends with CRLF.
 * @example [...entriesToCsvParts(rows, ";", 20_000)].join("") === entriesToCsv(rows, ";")
 */
export function* entriesToCsvParts(
  rows: readonly EntryCsvRow[],
  delimiter: CsvDelimiter = ",",
  rowsPerPart = 20_000,
): Generator<string> {
  const news = rows.some((row) => row.entry.news !== undefined);
  let lines = [[...ENTRY_CSV_COLUMNS, ...(news ? NEWS_CSV_COLUMNS : [])].join(delimiter)];
  for (const [i, { entry, file, codes }] of rows.entries()) {
    const cells = [
      entry.loc,
      entry.lastmod,
      entry.changefreq,
      entry.priority,
      file,
      [...new Set(codes)].join(" "),
    ];
    if (news) {
      const item = entry.news;
      cells.push(item?.publication.name, item?.publication.language, item?.publication_date, item?.title);
    }
    lines.push(cells.map((cell) => toCsvCell(cell, delimiter)).join(delimiter));
    if ((i + 1) % rowsPerPart === 0 && i + 1 < rows.length) {
      yield `${lines.join("\r\n")}\r\n`;
      lines = [];
    }
  }
  yield `${lines.join("\r\n")}\r\n`;
}
