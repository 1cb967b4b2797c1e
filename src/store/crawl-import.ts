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
import { getHttpUrlKey, type SitemapFile, type UrlEntry } from "@/core/index";
import type { Notice, RowRef } from "./store-types";
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
  /** The URLs of the flagged rows by their key (`getHttpUrlKey`: the same page however written), with why. */
  flagged: ReadonlyMap<string, CrawlVerdict>;
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
  if (Object.keys(crawlColumns).length === 0) return undefined;
  const kept: string[][] = [table.rows[0]];
  const keptLines: number[] = [table.lines[0]];
  const left: string[][] = [table.rows[0]];
  const leftLines: number[] = [table.lines[0]];
  const counts: Record<CrawlVerdict, number> = { redirect: 0, error: 0, "non-indexable": 0 };
  const flagged = new Map<string, CrawlVerdict>();
  for (let i = 1; i < table.rows.length; i++) {
    const row = table.rows[i];
    const loc = row[columns.loc]?.trim();
    const verdict = loc ? getCrawlVerdict(row, crawlColumns, loc) : undefined;
    if (verdict === undefined) {
      kept.push(row);
      keptLines.push(table.lines[i]);
    } else {
      left.push(row);
      leftLines.push(table.lines[i]);
      counts[verdict]++;
      const key = getHttpUrlKey(loc);
      if (key !== undefined) flagged.set(key, verdict);
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
      flagged,
    };
  return {
    columns: crawlColumns,
    entries,
    leftOut: tableRowsToEntries(left, columns, leftLines),
    counts,
    allFlagged: false,
    flagged,
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

/** The URLs a crawl import flagged (`CrawlSplit.flagged`), kept for the session to compare files opened later with. */
export interface CrawlFlags {
  /** The file the crawl's table was imported as (its rows flagged are not in it, unless all were). */
  file: string;
  flagged: ReadonlyMap<string, CrawlVerdict>;
}

/** The rows of open files whose URL a crawl flagged (`findCrawlListed`). */
export interface CrawlListed {
  rows: RowRef[];
  /** How many of `rows` for each reason. */
  counts: Record<CrawlVerdict, number>;
  /** The files holding them, in workspace order, with how many each. */
  files: { name: string; count: number }[];
  /** The first such row's URL, as written. */
  example: string;
}

/**
 * The rows of `files` (all but the crawl's own table, `crawl.file`; only `only` when given) whose URL is
 * one `crawl` flagged (compared by `getHttpUrlKey`: `/%d0%ba` and `/к` are one page), in workspace order;
 * undefined when there is none. A sitemap lists only canonical pages that answer 200 (Google, "Build and
 * submit a sitemap"); Yandex reports a sitemap's redirects and errors.
 */
export function findCrawlListed(
  files: readonly SitemapFile[],
  crawl: CrawlFlags,
  only?: string,
): CrawlListed | undefined {
  const rows: RowRef[] = [];
  const counts: Record<CrawlVerdict, number> = { redirect: 0, error: 0, "non-indexable": 0 };
  const perFile: { name: string; count: number }[] = [];
  let example = "";
  for (const file of files) {
    if (file.name === crawl.file || (only !== undefined && file.name !== only)) continue;
    const before = rows.length;
    file.urls.forEach((entry, index) => {
      const verdict = crawl.flagged.get(getHttpUrlKey(entry.loc.trim()) ?? "");
      if (verdict === undefined) return;
      if (rows.length === 0) example = entry.loc;
      rows.push({ file: file.name, entry: index });
      counts[verdict]++;
    });
    if (rows.length > before) perFile.push({ name: file.name, count: rows.length - before });
  }
  return rows.length === 0 ? undefined : { rows, counts, files: perFile, example };
}

/** Files named in a notice before "and N more". */
const NAMED_FILES = 3;

/**
 * The warning that `listed` rows of open files are pages the crawl imported as `crawl` flags
 * (`notice.crawl-listed`): their count, files (`sitemap.xml`, or `a.xml (3), b.xml (1)`, three at most,
 * then how many more: `moreFiles`), reasons counted as the crawl's other notices count them, and the first
 * URL, as written (the texts show it as the table does).
 */
export function makeCrawlListedNotice(listed: CrawlListed, crawl: string): Notice {
  const named = listed.files.slice(0, NAMED_FILES);
  const files =
    listed.files.length === 1
      ? listed.files[0].name
      : named.map((file) => `${file.name} (${file.count})`).join(", ");
  const more = listed.files.length - named.length;
  return makeNotice("warning", "notice.crawl-listed", {
    name: crawl,
    count: String(listed.rows.length),
    files,
    fileCount: String(listed.files.length),
    ...(more > 0 ? { moreFiles: String(more) } : {}),
    example: listed.example,
    redirects: String(listed.counts.redirect),
    errors: String(listed.counts.error),
    nonIndexable: String(listed.counts["non-indexable"]),
  });
}

/** A `notice.crawl-listed` warning's offer to remove the rows it names (`BulkSlice.crawlListed`). */
export interface CrawlListedOffer {
  notice: number;
  /** The crawl's table file (`CrawlFlags.file`). */
  crawl: string;
  /** The one file it names, when it was made for a file opened after the crawl's warning went. */
  only?: string;
}

/**
 * The notices and offers after the file `name` of `files` was opened, for each crawl of `flags` whose
 * flagged URLs it lists: the crawl's `notice.crawl-listed` still shown is made again over every file (one
 * warning, one Remove them, one undo step for a crawl and the sitemaps dropped with it, whatever the order
 * they are read in); else a new one names this file alone (the user answered the earlier one). Undefined
 * when the file lists none.
 */
export function updateCrawlListed(
  state: {
    crawlFlags: readonly CrawlFlags[];
    crawlListed: readonly CrawlListedOffer[];
    notices: readonly Notice[];
  },
  files: readonly SitemapFile[],
  name: string,
): { notices: Notice[]; crawlListed: CrawlListedOffer[] } | undefined {
  let notices = [...state.notices];
  let offers = [...state.crawlListed];
  let changed = false;
  for (const crawl of state.crawlFlags) {
    if (!findCrawlListed(files, crawl, name)) continue;
    const shown = offers.find(
      (offer) => offer.crawl === crawl.file && notices.some((notice) => notice.id === offer.notice),
    );
    const listed = shown ? findCrawlListed(files, crawl) : findCrawlListed(files, crawl, name);
    if (!listed) continue;
    const notice = makeCrawlListedNotice(listed, crawl.file);
    if (shown) {
      notices = notices.filter((item) => item.id !== shown.notice);
      offers = offers.filter((offer) => offer !== shown);
    }
    notices.push(notice);
    offers.push(
      shown ? { notice: notice.id, crawl: crawl.file } : { notice: notice.id, crawl: crawl.file, only: name },
    );
    changed = true;
  }
  return changed ? { notices, crawlListed: offers } : undefined;
}
