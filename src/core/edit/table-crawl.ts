/**
 * A crawler's verdict columns in an imported table (issue #6): Screaming Frog's "Internal: HTML" export,
 * Netpeak Spider's or Sitebulb's hold every page crawled, with its HTTP status code and whether it is
 * indexable. A sitemap lists only the canonical pages that answer 200 (Google: "Build and submit a
 * sitemap" — list the URLs you want in search results, the canonical ones; Yandex: "Sitemap files" — the
 * robot reports redirects and errors in a sitemap), so the import leaves the others out and says so.
 * Thread-portable, no DOM.
 */

/** Which columns (0-based) of a table with a header row hold the crawl's status code and indexability. */
export interface CrawlColumns {
  status?: number;
  indexability?: number;
}

/** Why a crawled row is no sitemap URL: a 3xx answer, another answer than 2xx, or not indexable. */
export type CrawlVerdict = "redirect" | "error" | "non-indexable";

const normalizeHeader = (cell: string) => cell.toLowerCase().replace(/[\s_\-():]/g, "");

/** Header names (normalized) of a status code column, English and Russian; `status` only with codes in it. */
const STATUS_NAMES: ReadonlySet<string> = new Set([
  "statuscode",
  "httpstatuscode",
  "httpstatus",
  "httpcode",
  "responsecode",
  "serverresponse",
  "serverresponsecode",
  "status",
  "кодответа",
  "кодответасервера",
  "кодсостояния",
  "кодстатуса",
  "статускод",
  "статусответа",
  "httpстатус",
  "статус",
]);

/** Header names (normalized) of an indexability column (Screaming Frog, Sitebulb, Netpeak Spider). */
const INDEXABILITY_NAMES: ReadonlySet<string> = new Set([
  "indexability",
  "indexable",
  "isindexable",
  "индексируемость",
  "индексируемая",
  "индексируемый",
  "индексируется",
  "индексация",
]);

/** An indexability cell that says no: `Non-Indexable`, `No`, `FALSE`, `Неиндексируемая`, `Нет`. */
const NOT_INDEXABLE =
  /^(?:non-?\s?indexable|not\s?indexable|no|n|false|0|нет|не\s?индексируем\S*|неиндексируем\S*)$/i;

/** A status code cell: one to three digits (`0` is no answer, as Screaming Frog writes a timeout). */
const STATUS_CODE = /^\d{1,3}$/;

/**
 * The crawl's status code and indexability columns of `rows`, whose first row is the header: a column
 * named so (`Status Code`, `Код ответа`; `Indexability`, `Индексируемость`) whose cells read so (most
 * non-empty cells of a status column are codes: Screaming Frog's `Status`, `OK` or `Moved Permanently`,
 * is not one). Neither column for a table without them.
 */
export function findCrawlColumns(rows: readonly (readonly string[])[]): CrawlColumns {
  const header = rows[0] ?? [];
  const found: CrawlColumns = {};
  for (const [col, cell] of header.entries()) {
    const name = normalizeHeader(cell);
    if (found.status === undefined && STATUS_NAMES.has(name) && mostlyCodes(rows, col)) found.status = col;
    else if (found.indexability === undefined && INDEXABILITY_NAMES.has(name)) found.indexability = col;
  }
  return found;
}

/** True when most non-empty cells of column `col` below the header are status codes. */
function mostlyCodes(rows: readonly (readonly string[])[], col: number): boolean {
  let cells = 0;
  let codes = 0;
  for (let i = 1; i < rows.length; i++) {
    const cell = rows[i][col]?.trim() ?? "";
    if (cell === "") continue;
    cells++;
    if (STATUS_CODE.test(cell)) codes++;
  }
  return cells > 0 && codes * 2 > cells;
}

/**
 * Why the crawl says `row` is no sitemap URL (`columns` from `findCrawlColumns`), or undefined: a 2xx
 * status and an indexable page, or cells that say nothing (empty, not a code). The status goes first: a
 * redirect (3xx), else an error (any other code: 4xx, 5xx, 0 for no answer), else `non-indexable`.
 */
export function getCrawlVerdict(row: readonly string[], columns: CrawlColumns): CrawlVerdict | undefined {
  const status = columns.status === undefined ? "" : (row[columns.status]?.trim() ?? "");
  if (STATUS_CODE.test(status)) {
    const code = Number(status);
    if (code >= 300 && code < 400) return "redirect";
    if (code < 200 || code >= 300) return "error";
  }
  const indexable = columns.indexability === undefined ? "" : (row[columns.indexability]?.trim() ?? "");
  return NOT_INDEXABLE.test(indexable) ? "non-indexable" : undefined;
}
