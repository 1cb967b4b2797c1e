/**
 * Spreadsheet text in and out (issue #6): the rows of a table (read by `table-parse.ts`) and its columns
 * (found by `table-columns.ts`), both re-exported here; rows to entries, entries to TSV for the
 * clipboard, and a TXT-like workspace file made from imported entries.
 *
 * Not exported from `core/index.ts`: the worker never needs it, and papaparse stays out of its bundle.
 * Thread-portable, no DOM.
 */
import Papa from "papaparse";
import type { SitemapFile, UrlEntry } from "../model/types";
import { URL_FIELDS } from "./bulk-edit";
import {
  type CellField,
  getCellFieldValue,
  isNewsCellField,
  NEWS_CELL_KEYS,
  type NewsCellField,
} from "./table-cell-fields";
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
 * Copy writes, so a hidden column gets nothing). Rows without a URL are skipped. A row with a news cell
 * (`news_publication_date`, `news_title`, a news sitemap's table) that is not empty becomes an article:
 * its `news:news` takes those cells and `publication` (the file's usual name and language,
 * `getUsualNewsPublication`; "" for each when not given, which `news.required-missing` then reports).
 */
export function clipboardRowsToEntries(
  rows: readonly string[][],
  fields: readonly CellField[] = URL_FIELDS,
  publication: { name: string; language: string } = { name: "", language: "" },
): UrlEntry[] {
  const named = rows.length > 0 ? getNamedColumns(rows[0]) : {};
  if (named.loc !== undefined) return tableRowsToEntries(rows, { ...named, loc: named.loc, header: true });
  const columns: TableColumns = { loc: 0, header: false };
  // the URL first, whatever the order shown; then the other fields in their order
  const others = fields.filter((field) => field !== "loc");
  const news: [NewsCellField, number][] = [];
  others.forEach((field, i) => {
    if (isNewsCellField(field)) news.push([field, i + 1]);
    else columns[field] = i + 1;
  });
  const entries = tableRowsToEntries(rows, columns);
  if (news.length === 0) return entries;
  // `tableRowsToEntries` skips rows without a URL: walk the rows it kept again, in order
  const kept = rows.filter((row) => row[0]?.trim());
  return entries.map((entry, i) => {
    const cells = news.map(([field, col]) => [NEWS_CELL_KEYS[field], kept[i][col]?.trim() ?? ""] as const);
    if (cells.every(([, value]) => value === "")) return entry;
    const article = { publication: { ...publication }, publication_date: "", title: "" };
    for (const [key, value] of cells) article[key] = value;
    return { ...entry, news: article };
  });
}

/**
 * Entries as TSV for the clipboard, one line per entry, the cells of `fields` (default loc, lastmod,
 * changefreq, priority; the grid gives the columns it shows, news ones too; no header): spreadsheets paste
 * it into cells. Cells with a tab, quote or line break are quoted.
 */
export function entriesToTsv(
  entries: readonly UrlEntry[],
  fields: readonly CellField[] = URL_FIELDS,
): string {
  const data = entries.map((entry) => fields.map((field) => getCellFieldValue(entry, field) ?? ""));
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
