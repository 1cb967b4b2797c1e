/**
 * Spreadsheet text in and out (issue #6): the rows of a table (read by `table-parse.ts`) and its columns
 * (found by `table-columns.ts`), both re-exported here; rows to entries, entries to TSV for the
 * clipboard, and a TXT-like workspace file made from imported entries.
 *
 * Not exported from `core/index.ts`: the worker never needs it, and papaparse stays out of its bundle.
 * Thread-portable, no DOM.
 */
import Papa from "papaparse";
import type { SitemapFile, UrlEntry, UrlField } from "../model/types";
import { URL_FIELDS } from "./bulk-edit";
import { getNamedColumns, type TableColumns } from "./table-columns";

export {
  completeTableColumns,
  detectTableColumns,
  getHeaderField,
  isHeaderOver,
  isUrlLike,
  parseImportedTable,
  type TableColumns,
  type TableDetection,
} from "./table-columns";
export { type CrawlColumns, type CrawlVerdict, findCrawlColumns, getCrawlVerdict } from "./table-crawl";
export { parseClipboardRows, parseTableLines, parseTableText, type TableDelimiter } from "./table-parse";

/**
 * The entries of `rows` under `columns`: one per row with a non-empty URL cell (header row skipped), each
 * with the `line` its row starts on when `lines` (from `parseTableLines`) is given.
 */
export function tableRowsToEntries(
  rows: readonly string[][],
  columns: TableColumns,
  lines?: readonly number[],
): UrlEntry[] {
  const out: UrlEntry[] = [];
  for (let i = columns.header ? 1 : 0; i < rows.length; i++) {
    const row = rows[i];
    const loc = row[columns.loc]?.trim();
    if (!loc) continue;
    const entry: UrlEntry = { loc, images: [], videos: [], alternates: [] };
    if (lines?.[i] !== undefined) entry.line = lines[i];
    for (const field of ["lastmod", "changefreq", "priority"] as const) {
      const col = columns[field];
      const value = col === undefined ? undefined : row[col]?.trim();
      if (value) entry[field] = value;
    }
    out.push(entry);
  }
  return out;
}

/**
 * Entries from pasted rows: by header names when the first row has them, otherwise by position in the
 * order of `fields` (default loc, lastmod, changefreq, priority; the grid gives the columns it shows, what
 * Copy writes, so a hidden column gets nothing). Rows without a URL are skipped.
 */
export function clipboardRowsToEntries(
  rows: readonly string[][],
  fields: readonly UrlField[] = URL_FIELDS,
): UrlEntry[] {
  const named = rows.length > 0 ? getNamedColumns(rows[0]) : {};
  if (named.loc !== undefined) return tableRowsToEntries(rows, { ...named, loc: named.loc, header: true });
  const columns: TableColumns = { loc: 0, header: false };
  // the URL first, whatever the order shown; then the other fields in their order
  const others = fields.filter((field) => field !== "loc");
  others.forEach((field, i) => {
    columns[field as Exclude<UrlField, "loc">] = i + 1;
  });
  return tableRowsToEntries(rows, columns);
}

/**
 * Entries as TSV for the clipboard, one line per entry, the cells of `fields` (default loc, lastmod,
 * changefreq, priority; the grid gives the columns it shows; no header): spreadsheets paste it into cells.
 * Cells with a tab, quote or line break are quoted.
 */
export function entriesToTsv(entries: readonly UrlEntry[], fields: readonly UrlField[] = URL_FIELDS): string {
  const data = entries.map((entry) => fields.map((field) => entry[field] ?? ""));
  return Papa.unparse(data, { delimiter: "\t", newline: "\n", quotes: false });
}

/**
 * A workspace file holding imported entries, shaped like a read TXT sitemap (format "txt"); it has no
 * reading problems, and the store checks it like any other file.
 */
export function makeTableFile(
  name: string,
  entries: UrlEntry[],
  byteLength = 0,
  encoding = "utf-8",
): SitemapFile {
  return {
    name,
    format: "txt",
    gzip: false,
    encoding,
    byteLength,
    urls: entries,
    sitemaps: [],
    problems: [],
  };
}
