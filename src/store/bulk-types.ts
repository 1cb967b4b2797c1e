/**
 * The bulk-editing slice's shape (issue #6): edits of many rows as one undoable step each, find and
 * replace, deduplication, clipboard paste and CSV/TSV import. Every action is thin: a pure core command
 * (`core/edit/bulk-edit.ts`, `replace-text.ts`, `table-text.ts`) says what changes; the slice records it.
 */

import type { TableColumns, TableDetection } from "@/core/edit/table-text";
import type {
  CellField,
  DuplicateEntry,
  ReplaceChange,
  ReplaceOptions,
  SitemapFile,
  UrlEntry,
  UrlField,
} from "@/core/index";
import type { CrawlFlags, CrawlListedOffer } from "./crawl-import";
import type { RowRef } from "./store-types";

/** Where a paste goes: over the selected rows (display order) from the active field, or appended. */
export interface PasteTarget {
  /** The selected rows in display order (empty: nothing selected). */
  selected: RowRef[];
  /**
   * The field of the active column (a protocol field, or a news sitemap's `news_publication_date` or
   * `news_title`); undefined when it is not a field column (File, Problems).
   */
  field: CellField | undefined;
  /**
   * The fields a pasted row's cells go to, in order: the field columns shown from the active one on
   * (hidden ones left out). Default: every field from `field` on.
   */
  fields?: readonly CellField[];
  /**
   * Every field column shown, in order: the fields of a new row's cells (`clipboardRowsToEntries`), so a
   * hidden column gets nothing (news cells make the new row an article of the file's usual publication).
   * Default: loc, lastmod, changefreq, priority.
   */
  shown?: readonly CellField[];
  /** The file new rows are appended to; undefined: nowhere (no urlset/TXT file). */
  appendTo: string | undefined;
}

/** What a paste did: rows appended, rows overwritten, or nothing (no URLs, no target). */
export interface PasteResult {
  kind: "append" | "overwrite" | "none";
  count: number;
  /** The rows appended (for selecting them after the paste). */
  rows: RowRef[];
}

/** An imported table waiting for the user to choose its URL column. */
export interface PendingImport {
  name: string;
  rows: string[][];
  /** The 1-based line each row starts on (its entry's `line`, where its problems point). */
  lines: number[];
  detection: TableDetection;
  /** The table file's size in bytes (the file card's size). */
  byteLength: number;
  /** The encoding its bytes were decoded with (the file card's encoding). */
  encoding: string;
  /** It replaces the open file of its name (`importTable` with `replace`). */
  replace: boolean;
  /** The delimiter a one-column list kept in its URLs (`ParsedTable.joined`). */
  joined?: string;
}

/** How an imported table was opened (`importTable`). */
export interface TableImportOptions {
  /** It replaces the open file of its name. */
  replace?: boolean;
  /** The file's size in bytes (default: its text's size in UTF-8). */
  byteLength?: number;
  /** The encoding its bytes were decoded with (`decodeTable`; default `utf-8`). */
  encoding?: string;
  /** The encoding was guessed (the bytes were not UTF-8): a notice asks the user to check the URLs. */
  guessed?: boolean;
}

/**
 * What a Find & replace preview worked out (`replaceText` of `files` with the same options and rows): the
 * change applies it as it is when the files are still those, instead of replacing in every row again (1.8 s
 * of a million rows' apply in Chromium).
 */
export interface ReplacePreview {
  files: readonly SitemapFile[];
  changes: readonly ReplaceChange[];
}

/**
 * The duplicates a dialog found (`findDuplicateEntries` of `files`): Remove duplicates takes them as they
 * are when the files are still those, instead of keying every URL again.
 */
export interface FoundDuplicates {
  files: readonly SitemapFile[];
  duplicates: readonly DuplicateEntry[];
}

export interface BulkSlice {
  /** Sets (`""`: clears) `field` on `rows` as one step labelled bulk-set/bulk-clear; returns the count. */
  setFieldOnRows(rows: RowRef[], field: UrlField, value: string): number;
  /**
   * `setFieldOnRows` worked out `BULK_SLICE_ROWS` rows a task, the page answering between them (a million
   * rows were one task of 2-2.5 s in Chromium), then recorded as one step. When the files change meanwhile
   * (an edit, an undo), it starts again from them at once. Resolves to the count changed.
   */
  setFieldOnRowsInSlices(rows: RowRef[], field: UrlField, value: string): Promise<number>;
  /** Deletes the selected rows as one step and clears the selection; returns how many went. */
  deleteSelected(): number;
  /**
   * Replaces text as one step (`history.replace`) in `rows` (default: every row of the workspace, and then
   * the `<sitemap>` entries of the sitemap indexes too, `replaceInSitemapRefs`: `history.replace-indexes`);
   * returns how many URL entries changed (0 for an empty find or an invalid regular expression).
   */
  replaceInRows(options: ReplaceOptions, rows?: RowRef[], preview?: ReplacePreview): number;
  /**
   * Removes every later occurrence of a URL (core key) across the workspace as one step; returns them.
   * With `merge` (the default) the entry kept first takes what its copies add (`planDuplicateRemoval`:
   * the newest lastmod, images, hreflang links) in the same step.
   */
  removeDuplicates(merge?: boolean, found?: FoundDuplicates): DuplicateEntry[];
  /** Pastes TSV or a URL list: over the selection when the row counts match, else appended; one step. */
  pasteRows(text: string, target: PasteTarget): PasteResult;
  /**
   * Adds a CSV/TSV table as a new TXT-like file (not undoable, like any file load) and checks it. Without
   * `columns` the URL column is detected; when that is unclear the table waits in `pendingImport`.
   * `replace`: it replaces the open file of its name in place, as `addFiles` does (else a clash is renamed).
   */
  importTable(
    name: string,
    text: string,
    columns?: TableColumns,
    options?: TableImportOptions,
  ): "added" | "ask" | "empty";
  pendingImport: PendingImport | undefined;
  /** Imports the pending table with the chosen columns, or drops it (`undefined`). */
  resolveImport(columns: TableColumns | undefined): void;
  /**
   * The rows of each imported table that its crawl columns marked as pages a sitemap should not list
   * (`getCrawlVerdict`) and the import left out, as entries, with the notice that says so
   * (`notice.crawl-left-out`), while that notice shows (dismissing it drops them).
   */
  crawlLeftOut: readonly CrawlLeftOut[];
  /**
   * Appends the left-out rows of the `crawlLeftOut` of `notice` to their file as one undoable step
   * (`history.import-left-out`), and dismisses the notice; returns how many were added.
   */
  importLeftOut(notice: number): number;
  /**
   * The URLs each crawl import of the session flagged (`CrawlSplit.flagged`): a file opened after the
   * crawl is compared with them too (`notice.crawl-listed`). Cleared by Start over.
   */
  crawlFlags: readonly CrawlFlags[];
  /**
   * The `notice.crawl-listed` notices that offer to remove the rows of open files whose URL their crawl
   * flagged, while they show (`updateCrawlListed`).
   */
  crawlListed: readonly CrawlListedOffer[];
  /**
   * Removes the rows the `crawlListed` of `notice` names, found again now (`findCrawlListed`: edits since
   * the notice are taken into account), as one undoable step (`history.remove-crawl-listed`), and
   * dismisses the notice; returns how many rows were removed.
   */
  removeCrawlListed(notice: number): number;
}

/** Rows an import left out for its crawl's verdict (`BulkSlice.crawlLeftOut`). */
export interface CrawlLeftOut {
  /** The notice that says so, and offers to import them. */
  notice: number;
  /** The file the table was imported as. */
  file: string;
  entries: UrlEntry[];
}
