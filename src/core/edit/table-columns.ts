/**
 * Which columns of an imported CSV/TSV table (issue #6) hold the URL and the optional lastmod, changefreq
 * and priority: by header names (English and Russian), else by content; the rows of a one-column list of
 * URLs whose commas are theirs. `table-text.ts` re-exports it. Thread-portable, no DOM.
 */
import type { UrlField } from "../model/types";
import { CHANGEFREQ_VALUES } from "../validate/value-rules";
import { classifyW3cDatetime } from "../validate/w3c-datetime";
import { URL_FIELDS } from "./bulk-edit";
import { ONE_COLUMN, type ParsedTable, parseTableLines, type TableDelimiter } from "./table-parse";
import { fromHttpDate } from "./value-fix-values";

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
    (/^\d{4}-\d{2}-\d{2}/.test(cell) && classifyW3cDatetime(cell) !== "invalid") ||
    DOTTED_DAY.test(cell) ||
    fromHttpDate(cell) !== undefined,
  changefreq: (cell) => CHANGEFREQ_VALUES.has(cell.toLowerCase()),
  priority: (cell) => PRIORITY_CELL.test(cell) && Number(cell.replace(",", ".")) <= 1,
};

/** A cell any column but the URL's could hold: a date, a changefreq, a priority with a point, a URL. */
const looksLikeValue = (cell: string) =>
  LOOKS_LIKE.lastmod(cell) || LOOKS_LIKE.changefreq(cell) || /^[01]?\.\d+$/.test(cell) || isUrlLike(cell);

/**
 * True when the cells of `row` after the first could be the rest of a URL or path the delimiter cut: the
 * first is a URL or a path (`/a`), and none of the others is empty, holds a blank or reads as a date,
 * changefreq, priority or URL.
 */
function mayContinueUrl(row: readonly string[]): boolean {
  return (
    (isUrlLike(row[0]) || row[0].startsWith("/")) &&
    row.slice(1).every((cell) => cell !== "" && !/\s/.test(cell) && !looksLikeValue(cell))
  );
}

/**
 * True when `rows`, split at a delimiter papaparse guessed (`,` or `;`), are a one-column list of URLs
 * whose commas belong to the URLs (`?color=red,blue`, `/red,blue/`; Russian Excel separates with `;` and
 * quotes no comma): some rows were split, each may be one URL cut (`mayContinueUrl`), and either the first
 * row or most rows were not split, or every split row plainly goes on as a URL: its first cell holds a
 * query (`?`), or a piece holds `/`, `=`, `&`, `?`, `#` or `%` (a second column of titles, `Home`, does not).
 */
function isOneColumnList(rows: readonly string[][]): boolean {
  const split = rows.filter((row) => row.length > 1);
  if (split.length === 0 || !split.every(mayContinueUrl)) return false;
  if (rows[0].length === 1 || split.length * 2 <= rows.length) return true;
  return split.every((row) => row[0].includes("?") || row.slice(1).some((cell) => /[/=&?#%]/.test(cell)));
}

/**
 * A cell that names a site or page: a scheme and `//`, `www.`, or a host with a top-level domain first
 * (`shop.ru/a`): never a header's word, even when it holds a blank or has no scheme.
 */
function looksLikeAddress(cell: string): boolean {
  return (
    /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i.test(cell) ||
    /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/:?#]|$)/i.test(cell)
  );
}

/**
 * The rows of an imported table's text (`parseTableLines`), each line one cell when the delimiter was
 * guessed and the rows are a one-column list of URLs holding commas or semicolons (`isOneColumnList`), so
 * no URL loses what follows its comma.
 * @example parseImportedTable("URL\nhttps://e.ru/c?f=a,b\n").rows // [["URL"], ["https://e.ru/c?f=a,b"]]
 */
export function parseImportedTable(text: string, delimiter: TableDelimiter = "auto"): ParsedTable {
  const parsed = parseTableLines(text, delimiter);
  if (!parsed.guessed || parsed.delimiter === "\t" || !isOneColumnList(parsed.rows)) return parsed;
  return { ...parseTableLines(text, ONE_COLUMN), joined: parsed.delimiter };
}

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

/** The column each field's header name names in `head` (the first of each), by `getHeaderField`. */
export function getNamedColumns(head: readonly string[]): Partial<Record<UrlField, number>> {
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
 * equally likely): the UI asks, offering `candidates` (without URLs, every column, those most of whose
 * cells are paths or addresses first: the one the question preselects).
 */
export function detectTableColumns(rows: readonly string[][]): TableDetection {
  const cols = width(rows);
  const named = rows.length > 0 ? getNamedColumns(rows[0]) : {};
  const byName = Object.keys(named).length > 0;
  const header =
    byName ||
    (rows.length > 1 && !rows[0].some(looksLikeAddress) && rows.slice(1, 20).some((r) => r.some(isUrlLike)));
  const from = header ? 1 : 0;
  const shares = Array.from({ length: cols }, (_, col) => shareOf(rows, col, from, isUrlLike));
  const candidates = shares
    .map((share, col) => ({ share, col }))
    .filter(({ share }) => share > 0)
    .sort((a, b) => b.share - a.share || a.col - b.col)
    .map(({ col }) => col);
  // no URL column: the columns most of whose cells are paths (`/a`) or addresses first, words last
  const pathShares = Array.from({ length: cols }, (_, col) =>
    shareOf(rows, col, from, (cell) => PATH_LIKE.test(cell.trim())),
  );
  const all = Array.from({ length: cols }, (_, col) => col).sort(
    (a, b) => pathShares[b] - pathShares[a] || a - b,
  );
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

/**
 * The columns of `rows` once the user has said which holds the URLs and whether the first row is a header
 * (the import's column question): the lastmod, changefreq and priority columns found as
 * `detectTableColumns` finds them, by header name, or by content without a header.
 * @example completeTableColumns([["Page", "Last modified"], ["/a", "2024-01-01"]], { loc: 0, header: true }) // { loc: 0, header: true, lastmod: 1 }
 */
export function completeTableColumns(
  rows: readonly string[][],
  choice: Pick<TableColumns, "loc" | "header">,
): TableColumns {
  const named = choice.header && rows.length > 0 ? getNamedColumns(rows[0]) : {};
  // a column the user chose for the URLs is no other field, whatever its header says
  for (const field of URL_FIELDS) if (named[field] === choice.loc) delete named[field];
  const optional = findOptional(rows, named, choice.loc, choice.header ? 1 : 0, width(rows));
  return { ...optional, loc: choice.loc, header: choice.header };
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
