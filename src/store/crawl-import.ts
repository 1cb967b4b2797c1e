/**
 * A crawler's export imported as a table (issue #6): the rows its status code and indexability columns
 * keep and leave out (`findCrawlColumns`, `getCrawlVerdict` in the core), and the warning that says so.
 * Pure: no store, no React.
 */
import {
  type CrawlColumns,
  type CrawlVerdict,
  findCrawlColumns,
  getCrawlVerdict,
  type TableColumns,
  tableRowsToEntries,
} from "@/core/edit/table-text";
import type { UrlEntry } from "@/core/index";
import type { Notice } from "./store-types";
import { makeNotice } from "./workspace-helpers";

/** What a crawl's columns made of an imported table (`splitCrawlRows`). */
export interface CrawlSplit {
  columns: CrawlColumns;
  /** The entries imported: the rows kept, or every row when none would be (`allFlagged`). */
  entries: UrlEntry[];
  /** The entries of the rows left out (none when `allFlagged`). */
  leftOut: UrlEntry[];
  /** How many rows were flagged for each reason. */
  counts: Record<CrawlVerdict, number>;
  /** Every row with a URL was flagged: all came in. */
  allFlagged: boolean;
}

/**
 * The rows of `table` (read under `columns`) its crawl columns keep and leave out (`findCrawlColumns`,
 * `getCrawlVerdict`): the kept rows' entries, the left-out rows' entries and how many of each reason;
 * undefined for a table without a header or crawl columns. When the crawl would leave no row in, every
 * row comes in (`allFlagged`), as from any table, and the import warns instead.
 */
export function splitCrawlRows(
  table: { rows: string[][]; lines: number[] },
  columns: TableColumns,
): CrawlSplit | undefined {
  if (!columns.header) return undefined;
  const crawlColumns = findCrawlColumns(table.rows);
  if (crawlColumns.status === undefined && crawlColumns.indexability === undefined) return undefined;
  const kept: string[][] = [table.rows[0]];
  const keptLines: number[] = [table.lines[0]];
  const left: string[][] = [table.rows[0]];
  const leftLines: number[] = [table.lines[0]];
  const counts: Record<CrawlVerdict, number> = { redirect: 0, error: 0, "non-indexable": 0 };
  for (let i = 1; i < table.rows.length; i++) {
    const row = table.rows[i];
    const verdict = row[columns.loc]?.trim() ? getCrawlVerdict(row, crawlColumns) : undefined;
    if (verdict === undefined) {
      kept.push(row);
      keptLines.push(table.lines[i]);
    } else {
      left.push(row);
      leftLines.push(table.lines[i]);
      counts[verdict]++;
    }
  }
  const entries = tableRowsToEntries(kept, columns, keptLines);
  // every row flagged: they all come in (an empty import helps no one), and a warning says what they are
  if (entries.length === 0)
    return {
      columns: crawlColumns,
      entries: tableRowsToEntries(table.rows, columns, table.lines),
      leftOut: [],
      counts,
      allFlagged: true,
    };
  return {
    columns: crawlColumns,
    entries,
    leftOut: tableRowsToEntries(left, columns, leftLines),
    counts,
    allFlagged: false,
  };
}

/**
 * The warning of a crawl import of `name`: the rows left out, counted by reason (`notice.crawl-left-out`),
 * or that every row is one the crawl flags (`notice.crawl-all-flagged`); undefined when no row was flagged.
 */
export function makeCrawlNotice(crawl: CrawlSplit, name: string): Notice | undefined {
  const count = crawl.allFlagged ? crawl.entries.length : crawl.leftOut.length;
  if (count === 0) return undefined;
  return makeNotice("warning", crawl.allFlagged ? "notice.crawl-all-flagged" : "notice.crawl-left-out", {
    name,
    count: String(count),
    redirects: String(crawl.counts.redirect),
    errors: String(crawl.counts.error),
    nonIndexable: String(crawl.counts["non-indexable"]),
  });
}
