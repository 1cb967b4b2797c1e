/**
 * A crawler's verdict columns in an imported table (issue #6): Screaming Frog's "Internal: HTML" export,
 * Netpeak Spider's or Sitebulb's hold every page crawled, with its HTTP status code and whether it is
 * indexable. A sitemap lists only the canonical pages that answer 200 (Google: "Build and submit a
 * sitemap" — list the URLs you want in search results, the canonical ones; Yandex: "Sitemap files" — the
 * robot reports redirects and errors in a sitemap), so the import leaves the others out and says so.
 * Thread-portable, no DOM.
 */
import { getHttpUrlKey } from "../validate/url-key";

/**
 * Which columns (0-based) of a table with a header row hold the crawl's status code, indexability, meta
 * robots (or X-Robots-Tag) and canonical URL.
 */
export interface CrawlColumns {
  status?: number;
  indexability?: number;
  /** `Meta Robots 1`: a `noindex` in it is a page kept out of search. */
  robots?: number;
  /** `X-Robots-Tag 1`: the same said in an HTTP header (a PDF's). */
  xRobots?: number;
  /** `Canonical Link Element 1`, `Canonical URL`: another page's URL in it is a page canonicalised away. */
  canonical?: number;
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

/** Header names (normalized) of a meta robots column (Screaming Frog numbers them: `Meta Robots 1`). */
const ROBOTS_NAME = /^(?:metarobots|robots|метаrobots|метатегrobots)\d?$/;

/** Header names (normalized) of an X-Robots-Tag column. */
const X_ROBOTS_NAME = /^xrobotstag\d?$/;

/** Header names (normalized) of a canonical URL column (`Canonical Link Element 1`, `Canonical URL`). */
const CANONICAL_NAME =
  /^(?:canonicallinkelement|canonicalurl|canonical|relcanonical|каноническийurl|канонический)\d?$/;

/** A robots directive that keeps the page out of the index (`noindex`, or `none` = noindex, nofollow). */
const NOINDEX = /(?:^|[\s,;])(?:noindex|none)(?:$|[\s,;])/i;

/** An indexability cell that says no: `Non-Indexable`, `No`, `FALSE`, `Неиндексируемая`, `Нет`. */
const NOT_INDEXABLE =
  /^(?:non-?\s?indexable|not\s?indexable|no|n|false|0|нет|не\s?индексируем\S*|неиндексируем\S*)$/i;

/**
 * A status code cell: one to three digits (`0` is no answer, as Screaming Frog writes a timeout), alone or
 * before its reason phrase (`301 Moved Permanently`, as Netpeak Spider writes it).
 */
const STATUS_CODE = /^(\d{1,3})(?:\s+\S.*)?$/;

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
    else if (found.robots === undefined && ROBOTS_NAME.test(name)) found.robots = col;
    else if (found.xRobots === undefined && X_ROBOTS_NAME.test(name)) found.xRobots = col;
    else if (found.canonical === undefined && CANONICAL_NAME.test(name)) found.canonical = col;
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
 * True when `canonical` (a canonical link's href, relative or absolute) names another page than `loc`
 * (compared as `getHttpUrlKey` keys: `/%d0%ba` and `/к` are one page); false when either is no URL.
 */
function isOtherCanonical(canonical: string, loc: string | undefined): boolean {
  if (canonical === "" || !loc) return false;
  const own = getHttpUrlKey(loc);
  let target: string | undefined;
  try {
    target = getHttpUrlKey(new URL(canonical, own ?? loc).href);
  } catch {
    return false;
  }
  return own !== undefined && target !== undefined && target !== own;
}

/**
 * Why the crawl says `row` is no sitemap URL (`columns` from `findCrawlColumns`; `loc`, the row's URL,
 * compared with its canonical), or undefined: a 2xx status and an indexable page, or cells that say
 * nothing (empty, not a code). The status goes first: a redirect (3xx), else an error (any other code:
 * 4xx, 5xx, 0 for no answer), else `non-indexable`: the indexability column says no, or the meta robots or
 * X-Robots-Tag says `noindex` (Google: "Block Search indexing with noindex"), or the canonical link names
 * another page (Google lists canonical URLs only in a sitemap).
 */
export function getCrawlVerdict(
  row: readonly string[],
  columns: CrawlColumns,
  loc?: string,
): CrawlVerdict | undefined {
  const cell = (col: number | undefined) => (col === undefined ? "" : (row[col]?.trim() ?? ""));
  const code = STATUS_CODE.exec(cell(columns.status));
  if (code) {
    const status = Number(code[1]);
    if (status >= 300 && status < 400) return "redirect";
    if (status < 200 || status >= 300) return "error";
  }
  if (NOT_INDEXABLE.test(cell(columns.indexability))) return "non-indexable";
  if (NOINDEX.test(cell(columns.robots)) || NOINDEX.test(cell(columns.xRobots))) return "non-indexable";
  return isOtherCanonical(cell(columns.canonical), loc) ? "non-indexable" : undefined;
}
