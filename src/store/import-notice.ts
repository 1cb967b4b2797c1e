/**
 * What the notice of an imported CSV/TSV table says beside its count (issue #6): the columns it did not
 * read, relative paths and how to make them full URLs, rows without a URL left out, and a one-column list
 * read with its commas kept. Nothing of a table is dropped without a word.
 */
import type { CrawlColumns, TableColumns } from "@/core/edit/table-text";
import { ENTRY_CSV_COLUMNS, type UrlEntry } from "@/core/index";

/**
 * True when `header` is that of the app's own table export (`entriesToCsv`): its `file` and `problems`
 * columns are the app's notes on each row (which file, which problems), no data to import, so they are not
 * named as unread when the export is opened again.
 */
function isOwnTableExport(header: readonly string[]): boolean {
  return ENTRY_CSV_COLUMNS.every((name, i) => header[i]?.trim().toLowerCase() === name);
}
const OWN_NOTES = new Set(["file", "problems"]);

/**
 * True for a path without the site's address (`/catalog/`, `catalog/a`): no scheme, and no host first (a
 * `www.site.ru/a` written without `https://` has a fix of its own, the scheme added), nor only a query or
 * fragment (`?page=2`, which the file's location would not make a page of the site), nor text with a
 * blank (`not a url`: no path).
 */
function isSitePath(loc: string): boolean {
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(loc) &&
    !/^[^/]*\.[a-z]{2,}(?:[/:?#]|$)/i.test(loc) &&
    !/^[?#]/.test(loc) &&
    !/\s/.test(loc)
  );
}

/**
 * The params of `notice.imported` for `entries` read from `rows` under `columns` (`joined`: the delimiter a
 * one-column list kept in its URLs): `unread` (header names of columns not read), `unreadColumns` (how many
 * columns of a table without a header hold values and were not read), `relative` (paths without the site's
 * address), `skipped` (rows with values but no URL), `joined`. `crawl`: the crawl's status, indexability,
 * meta robots and canonical columns (`findCrawlColumns`), read too, so not named as unread.
 */
export function getImportNoticeParams(
  rows: readonly string[][],
  columns: TableColumns,
  entries: readonly UrlEntry[],
  joined: string | undefined,
  crawl: CrawlColumns = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  // a crawl's status, indexability, robots and canonical columns are read too: they decide which rows come in
  const read = new Set([
    columns.loc,
    columns.lastmod,
    columns.changefreq,
    columns.priority,
    crawl.status,
    crawl.indexability,
    crawl.robots,
    crawl.xRobots,
    crawl.canonical,
  ]);
  const body = columns.header ? rows.slice(1) : rows;
  if (columns.header && rows.length > 0) {
    const own = isOwnTableExport(rows[0]);
    const unread = rows[0].flatMap((cell, col) =>
      read.has(col) || cell.trim() === "" || (own && OWN_NOTES.has(cell.trim().toLowerCase()))
        ? []
        : [cell.trim()],
    );
    if (unread.length > 0) params.unread = unread.join(", ");
  } else {
    const width = body.reduce((max, row) => Math.max(max, row.length), 0);
    let unreadColumns = 0;
    for (let col = 0; col < width; col++)
      if (!read.has(col) && body.some((row) => (row[col] ?? "").trim() !== "")) unreadColumns++;
    if (unreadColumns > 0) params.unreadColumns = String(unreadColumns);
  }
  const relative = entries.filter((entry) => isSitePath(entry.loc)).length;
  if (relative > 0) params.relative = String(relative);
  const skipped = body.filter(
    (row) => !(row[columns.loc] ?? "").trim() && row.some((cell) => cell.trim() !== ""),
  ).length;
  if (skipped > 0) params.skipped = String(skipped);
  if (joined) params.joined = joined;
  return params;
}
