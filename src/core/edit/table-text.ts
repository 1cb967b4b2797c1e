/**
 * Spreadsheet text in and out (issue #6): the rows of a table (read by `table-parse.ts`, re-exported here), finding the URL column
 * and the optional lastmod/changefreq/priority columns of an imported table, rows to entries, entries to
 * TSV for the clipboard, and a TXT-like workspace file made from imported entries.
 *
 * Not exported from `core/index.ts`: the worker never needs it, and papaparse stays out of its bundle.
 * Thread-portable, no DOM.
 */
import Papa from "papaparse";
import type { SitemapFile, UrlEntry, UrlField } from "../model/types";
import { CHANGEFREQ_VALUES } from "../validate/value-rules";
import { classifyW3cDatetime } from "../validate/w3c-datetime";
import { URL_FIELDS } from "./bulk-edit";

export { parseClipboardRows, parseTableLines, parseTableText, type TableDelimiter } from "./table-parse";

/** Which column holds each field of an imported table (0-based); `header`: the first row names them. */
export interface TableColumns {
  loc: number;
  lastmod?: number;
  changefreq?: number;
  priority?: number;
  header: boolean;
}

/** Header names (lower case, spaces, `_` and `-` removed) of each field, English and Russian. */
const HEADER_NAMES: Record<UrlField, readonly string[]> = {
  loc: [
    "loc",
    "url",
    "urls",
    "address",
    "link",
    "page",
    "pageurl",
    "адрес",
    "urlадрес",
    "ссылка",
    "страница",
    // the table's own column names (English and Russian): "URL (loc)"
    "urlloc",
  ],
  lastmod: [
    "lastmod",
    "lastmodified",
    "modified",
    "updated",
    "date",
    "lastupdated",
    "lastchanged",
    "датаизменения",
    "датаобновления",
    "датапоследнегоизменения",
    "дата",
    "изменено",
    "обновлено",
    "последнееизменение",
  ],
  changefreq: [
    "changefreq",
    "changefreq.",
    "changefrequency",
    "frequency",
    "freq",
    "частота",
    "частотаизменения",
    "частотаобновления",
  ],
  priority: ["priority", "приоритет"],
};

const normalizeHeader = (cell: string) => cell.toLowerCase().replace(/[\s_\-()]/g, "");

/** The field a header cell names, if any. */
export function getHeaderField(cell: string): UrlField | undefined {
  const name = normalizeHeader(cell);
  return URL_FIELDS.find((field) => HEADER_NAMES[field].includes(name));
}

/** True for a cell that reads as an absolute http(s) URL or a `www.` address. */
export function isUrlLike(cell: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(cell);
}

/** A day as Russian Excel shows it, `05.12.2026` (then `lastmod.invalid`, whose fix writes it W3C). */
const DOTTED_DAY = /^\d{1,2}\.\d{1,2}\.\d{4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
/** A priority with a dot or a decimal comma (`0.8`, `0,8`: then `priority.invalid`, whose fix writes a dot). */
const PRIORITY_CELL = /^(?:0|1)?[.,]\d+$|^[01]$/;

/**
 * What a column's cells look like when no header names them. A date needs its day at least (`3400`, a
 * count of impressions, is a W3C year), a priority a digit after a dot or comma in some cell of the column
 * (`findOptional`: a column of clicks, 0 and 1, is no priority).
 */
const LOOKS_LIKE: Record<Exclude<UrlField, "loc">, (cell: string) => boolean> = {
  lastmod: (cell) =>
    (/^\d{4}-\d{2}-\d{2}/.test(cell) && classifyW3cDatetime(cell) !== "invalid") || DOTTED_DAY.test(cell),
  changefreq: (cell) => CHANGEFREQ_VALUES.has(cell.toLowerCase()),
  priority: (cell) => PRIORITY_CELL.test(cell) && Number(cell.replace(",", ".")) <= 1,
};

/** Share of the non-empty cells of column `col` (from row `from`, at most 200 rows) that pass `test`. */
function shareOf(
  rows: readonly string[][],
  col: number,
  from: number,
  test: (cell: string) => boolean,
): number {
  let seen = 0;
  let hits = 0;
  for (let i = from; i < rows.length && seen < 200; i++) {
    const cell = rows[i][col];
    if (!cell) continue;
    seen++;
    if (test(cell)) hits++;
  }
  return seen === 0 ? 0 : hits / seen;
}

/** What detection found: the columns when sure, and the columns that could be the URL column. */
export interface TableDetection {
  columns: TableColumns | undefined;
  /** Columns that hold URL-like text, most likely first (all columns when none does). */
  candidates: number[];
  header: boolean;
}

const width = (rows: readonly string[][]) => rows.reduce((max, row) => Math.max(max, row.length), 0);

function fromHeader(head: readonly string[]): Partial<Record<UrlField, number>> {
  const found: Partial<Record<UrlField, number>> = {};
  head.forEach((cell, col) => {
    const field = getHeaderField(cell);
    if (field && found[field] === undefined) found[field] = col;
  });
  return found;
}

/** A path or an address: what a URL column's cells hold, absolute or not (`/a`, `www.x.ru`, `https:`). */
const PATH_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/|www\.)|\.[a-z]{2,}(?:\/|$)/i;

/**
 * True when column `col` (0-based) of `rows` starts with a word (`path`, `Адрес`) over cells that are paths
 * or URLs (one of the next 19 rows): a header row that `detectTableColumns` did not know by name, since
 * relative paths are no URLs to it. The import's column question ticks "first row is a header" then.
 */
export function isHeaderOver(rows: readonly string[][], col: number): boolean {
  const first = rows[0]?.[col]?.trim() ?? "";
  if (rows.length < 2 || first === "" || PATH_LIKE.test(first)) return false;
  return rows.slice(1, 20).some((row) => PATH_LIKE.test(row[col]?.trim() ?? ""));
}

/**
 * Finds the URL column of a table: by a header name (`url`, `loc`, `address`, `адрес`, ...), else by
 * content (the one column where most cells are URLs). The optional columns come from header names, or by
 * content when there is no header. `columns` is undefined when the URL column is unclear (none, or several
 * equally likely): the UI asks, offering `candidates`.
 */
export function detectTableColumns(rows: readonly string[][]): TableDetection {
  const cols = width(rows);
  const named = rows.length > 0 ? fromHeader(rows[0]) : {};
  const byName = Object.keys(named).length > 0;
  const header =
    byName ||
    (rows.length > 1 && !rows[0].some(isUrlLike) && rows.slice(1, 20).some((r) => r.some(isUrlLike)));
  const from = header ? 1 : 0;
  const shares = Array.from({ length: cols }, (_, col) => shareOf(rows, col, from, isUrlLike));
  const candidates = shares
    .map((share, col) => ({ share, col }))
    .filter(({ share }) => share > 0)
    .sort((a, b) => b.share - a.share || a.col - b.col)
    .map(({ col }) => col);
  const all = Array.from({ length: cols }, (_, col) => col);
  let loc = named.loc;
  if (loc === undefined) {
    const [best, second] = candidates;
    const clear =
      best !== undefined && shares[best] >= 0.5 && (second === undefined || shares[second] < shares[best]);
    loc = clear ? best : undefined;
  }
  if (loc === undefined)
    return { columns: undefined, candidates: candidates.length > 0 ? candidates : all, header };
  return { columns: { ...findOptional(rows, named, loc, from, cols), loc, header }, candidates, header };
}

function findOptional(
  rows: readonly string[][],
  named: Partial<Record<UrlField, number>>,
  loc: number,
  from: number,
  cols: number,
): Omit<TableColumns, "loc" | "header"> {
  const out: Omit<TableColumns, "loc" | "header"> = {};
  const taken = new Set([loc]);
  for (const field of ["lastmod", "changefreq", "priority"] as const) {
    let col = named[field];
    // by content only without a header row: under a header, a column means what its header says
    // (Search Console's "Impressions" and "Clicks" are no lastmod or priority)
    if (col === undefined && from === 0) {
      for (let c = 0; c < cols && col === undefined; c++) {
        if (taken.has(c) || shareOf(rows, c, from, LOOKS_LIKE[field]) < 0.8) continue;
        if (field === "priority" && !rows.some((row) => /[.,]/.test(row[c] ?? ""))) continue;
        col = c;
      }
    }
    if (col !== undefined) {
      out[field] = col;
      taken.add(col);
    }
  }
  return out;
}

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
 * Entries from pasted rows: by header names when the first row has them, otherwise by position in table
 * order (loc, lastmod, changefreq, priority: what Copy writes). Rows without a URL are skipped.
 */
export function clipboardRowsToEntries(rows: readonly string[][]): UrlEntry[] {
  const named = rows.length > 0 ? fromHeader(rows[0]) : {};
  if (named.loc !== undefined) return tableRowsToEntries(rows, { ...named, loc: named.loc, header: true });
  return tableRowsToEntries(rows, { loc: 0, lastmod: 1, changefreq: 2, priority: 3, header: false });
}

/**
 * Entries as TSV for the clipboard, one line per entry (loc, lastmod, changefreq, priority; no header):
 * spreadsheets paste it into cells. Cells with a tab, quote or line break are quoted.
 */
export function entriesToTsv(entries: readonly UrlEntry[]): string {
  const data = entries.map((entry) => URL_FIELDS.map((field) => entry[field] ?? ""));
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
