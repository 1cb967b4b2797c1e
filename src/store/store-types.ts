/**
 * The shape of the app's one Zustand store (slices combined in `sitemap-store.ts`).
 *
 * The workspace keeps the files as the core read them (`SitemapFile`, entries included) and the problems
 * `checkSitemaps` last returned. Store actions are thin: reading, checking and writing happen in the core,
 * through the worker client (`src/workers/sitemap-client.ts`), never in the store or the UI.
 */

import type { LocMove } from "@/core/edit/moved-links";
import type {
  Engine,
  OutputFile,
  Problem,
  Severity,
  SitemapFile,
  SitemapRef,
  UrlEntry,
  UrlField,
} from "@/core/index";
import type { FileContent } from "@/workers/sitemap-client";
import type { BulkSlice } from "./bulk-types";
import type { WorkspaceExportPlan } from "./export-actions";
import type { PersistSlice } from "./persist-slice";
import type { ReadingBefore } from "./reading-cut";

/** Address of one row of the entries table: a file (by its unique `name`) and an index into its `urls`. */
export interface RowRef {
  file: string;
  entry: number;
}

/** A file being read: shown with a progress bar when over 1 MB. `progress` is 0..1. */
export interface LoadingFile {
  name: string;
  byteLength: number;
  progress: number;
  /**
   * The first entries read so far (at most `PREVIEW_ROWS`, in file order) while the rest is read: shown
   * read-only until the file is added. Absent until the reader sends some (small files, TXT: never).
   */
  preview?: readonly UrlEntry[];
}

/**
 * A message for the user that is not a rule problem (a file that could not be opened at all, a crash).
 * `text` is a key of the UI's messages module (`notice.read-failed`, ...), never prose: the store makes no
 * user text; `params` holds the values the message needs (`{ name: "sitemap.xml", detail: "..." }`).
 */
export interface Notice {
  id: number;
  /** As a problem's severity: an unreadable file is an error, an empty one a warning (`file.empty`). */
  kind: "error" | "warning" | "info";
  text: string;
  params?: Record<string, string>;
}

/** Table filters. `severity`/`code`/`file` undefined = any. `text` matches loc, lastmod, ... (case-insensitive). */
export interface TableFilter {
  text: string;
  severity?: Severity;
  code?: string;
  file?: string;
}

/** Table sort: a column id and direction, or none (file order). */
export interface TableSort {
  column:
    | "loc"
    | "lastmod"
    | "changefreq"
    | "priority"
    | "news_publication_date"
    | "news_title"
    | "file"
    | "problems";
  desc: boolean;
}

/** Export choices of the export dialog. */
export interface ExportSettings {
  /**
   * `each`: every source file under its own name (`products.xml`), sitemap indexes included, split only
   * when that file alone is over the limits (`name`/`baseUrl` unused: each file's name and location count).
   * `merge` (also when absent): the entries of every URL file as one set named `name`.
   */
  mode?: "each" | "merge";
  format: "xml" | "txt";
  gzip: boolean;
  /**
   * `each` mode only: every file written as it was opened, so no published URL changes: gzipped or not
   * (`SitemapFile.gzip`: `pages.xml.gz` stays `pages.xml.gz`, `sitemap_index.xml` stays
   * `sitemap_index.xml`) and a TXT sitemap as TXT (`blog.txt` stays `blog.txt`; its index, when it is
   * split, is XML); every other file is XML. `gzip` and `format` are unused then.
   */
  asOpened?: boolean;
  /**
   * `each` mode only: a file split into parts gives its index its own name (`products.xml`), so the URL it
   * was submitted at keeps working (`WriteOptions.indexKeepsName`).
   */
  indexKeepsName?: boolean;
  maxUrls: number;
  maxBytes: number;
  baseUrl: string;
  name: string;
  pretty: boolean;
  /** Files to export from; empty = every urlset/txt/feed file of the workspace (and index, in `each` mode). */
  files: string[];
  /** `lastmod` of every `sitemap` of the index (a W3C datetime), as `WriteOptions.indexLastmod`. */
  indexLastmod?: string;
  /**
   * Names of the files changed since they were opened (`exportFiles` and `planExport` fill it from the undo
   * history): a loaded index's `lastmod` is refreshed (`indexLastmod`) for these children only, since a
   * sitemap written again as it was has not changed. Absent: every child written.
   */
  changedFiles?: readonly string[];
  /** The source files' namespace declarations, merged (prefix to URI), as `WriteOptions.namespaces`. */
  namespaces?: Record<string, string>;
}

export interface WorkspaceSlice {
  /** Files in the order they were added; `name` is unique in the workspace (the store renames clashes). */
  files: SitemapFile[];
  /** What `checkSitemaps` returned for `files` (reading problems included). */
  problems: Problem[];
  /** Increments on every change of `files`; a check result for an older revision is dropped. */
  revision: number;
  /** True while a check of the current revision is running. */
  checking: boolean;
  /** True when the last check failed (a notice says why): `problems` may be out of date. */
  checkFailed: boolean;
  /** The `revision` whose check answer `problems` holds (0 before the first check). */
  checkedRevision: number;
  /**
   * The `revision` at which a file was last added or replaced (0 before any). While `checkedRevision` is
   * below it, some file's entries have not been checked yet: its `problems` are only its reading problems.
   */
  addedRevision: number;
  /**
   * The `revision` at which the user last opened, pasted or imported a file (0 before any; a workspace
   * restored on reload is none): while it is the revision, that is the last change, which Undo does not
   * take back (`runHistoryCommand` says so before undoing an older step).
   */
  openedRevision: number;
  /**
   * The `revision` at which the user last removed a file (0 before any): while it is the revision, Undo
   * says a removal is not taken back before it undoes an older step (`runHistoryCommand`).
   */
  removedRevision: number;
  /**
   * The `revision` of the last change of `STALE_FROM_PATCHES` entries or more (0 before any). While
   * `checkedRevision` is below it, `problems` lack what its check will find (the changed entries' problems
   * went with the change, a set's duplicates come back with the check): no totals are shown for them.
   */
  staleRevision: number;
  loading: LoadingFile[];
  notices: Notice[];
  engines: Engine[];
  /**
   * Reads the files in the worker and adds them (renaming clashes: `a (2).xml`). Never throws: failures
   * become notices. `replace`: an input named like a loaded file is a new version of it and replaces it in
   * place (its location kept; its undo steps, selection and problems dropped), unless it cannot be read as
   * anything (`notice.not-replaced`, the loaded one stays); named like a file still being read, it is read
   * instead of that one.
   */
  /** `pasted`: the bytes are the UTF-8 of pasted text (`ReadOptions.pasted`). */
  addFiles(
    inputs: { name: string; bytes: FileContent; pasted?: boolean }[],
    options?: { replace?: boolean },
  ): Promise<void>;
  /** Reads pasted text (XML, TXT, robots.txt) as a file named `pasted-N.xml`/`.txt`. */
  addPastedText(text: string): Promise<void>;
  /** Fetches the example sitemap shipped in `public/` (same origin) and adds it. */
  loadExample(): Promise<void>;
  removeFile(name: string): void;
  /** Sets the URL a file is (or will be) published at; re-checks. */
  setLocation(name: string, location: string): void;
  /** Sets one protocol field of one entry ("" clears an optional field); re-checks at once. */
  editField(row: RowRef, field: UrlField, value: string): void;
  /**
   * Sets the `<sitemap>` entries of a sitemap index (or the `Sitemap:` lines of a robots.txt) called `file`
   * to `sitemaps`, as one undoable step (`history.index-edit`), then re-checks. Nothing when there is no such
   * file, it has URL rows, or the list is the same. `basis`: the list the caller's edit started from; when
   * the file's list is no longer that one (the file was replaced or changed meanwhile), nothing is changed
   * and a `notice.index-changed` says so. Returns true when the file's list is now `sitemaps`.
   */
  setSitemapRefs(file: string, sitemaps: SitemapRef[], basis?: readonly SitemapRef[]): boolean;
  /** Appends an empty entry (`loc: ""`) to a file and returns its row. */
  addRow(file: string): RowRef;
  /**
   * Takes back the row `addRow` just added when nothing was typed into it (Escape in its first cell): its
   * step is undone and left out of the redo stack too. False, changing nothing, when the newest step is not
   * that row's Add URL or the row holds something (typing into it joins that step).
   */
  discardAddedRow(row: RowRef): boolean;
  deleteRows(rows: RowRef[]): void;
  /**
   * Replaces whole entries (items included) as one undoable step labelled `label`, then re-checks. Rows that
   * no longer exist are skipped. `capture: "eventual"` merges into the previous step when that one was
   * eventual too, had the same label and touched the same rows (typing in a detail field).
   */
  replaceEntries(
    changes: { row: RowRef; entry: UrlEntry }[],
    label: string,
    capture?: CapturePolicy,
    params?: HistoryStep["params"],
  ): void;
  /**
   * Applies the core's quick fix of `problem` to the entry at `row` as one undoable step, then re-checks;
   * nothing when the problem has no fix there (or the fix would change nothing).
   */
  applyFix(row: RowRef, problem: Problem): void;
  /**
   * Applies the quick fix of every current problem of `code` as ONE undoable step, then re-checks; returns
   * how many problems it fixed (0: nothing to fix, no step; a `loc` fix also changes the entries whose
   * hreflang links point at it, which are not counted). `choices` are the user's choices of the fix
   * (`{ offset: "+03:00" }`: the timezone), in place of the problems' params (`applyQuickFixes`);
   * `defaults` only where a problem has none (each file's own zone kept, this one for a file without).
   */
  applyFixAll(
    code: string,
    choices?: Readonly<Record<string, string>>,
    defaults?: Readonly<Record<string, string>>,
  ): number;
  /**
   * `applyFixAll` worked out `FIX_SLICE_PROBLEMS` problems a task (`startQuickFixes`), the step recorded
   * once the last slice is done: a Fix all of 200,000 problems had held the page 1.2 s in one task in
   * Chromium, a million several seconds. An edit, undo or check answer meanwhile starts it again on the
   * workspace as it then is (the third time in one task). Resolves to what `applyFixAll` returns.
   */
  applyFixAllInSlices(
    code: string,
    choices?: Readonly<Record<string, string>>,
    defaults?: Readonly<Record<string, string>>,
  ): Promise<number>;
  /** Chooses the engine profiles (at least one; an empty list is ignored), remembers them and re-checks. */
  setEngines(engines: Engine[]): void;
  /** Shows a notice (`text`: a key of the messages module's `notices`, as for the store's own). */
  notify(kind: Notice["kind"], text: string, params?: Record<string, string>): void;
  /**
   * The open offer to take hreflang links along after `loc`s renamed by hand (`moved-links-actions.ts`):
   * its notice's id and the renames (`LocMove`, old and new URL as written). Undefined when none is open.
   */
  movedLinks: { notice: number; moves: readonly LocMove[] } | undefined;
  /**
   * Opens (or widens) the offer after `loc`s renamed by hand, by Find & replace or a paste over rows: a
   * warning notice (`notice.moved-links`) with the number of hreflang links, in any file, still written as
   * an old URL; nothing when there are none (`findMovedLinks`). Call it after the change's own task: it
   * reads every entry and link.
   */
  offerLocMoves(moves: readonly LocMove[]): void;
  /** The offer made true again for the workspace as it now is: ended (its notice gone) when nothing is left. */
  refreshMovedLinks(): void;
  /**
   * Writes the offer's links as their new URLs in one undoable step (`history.follow-links`) and ends the
   * offer; returns how many links changed (0 when there was no offer or nothing left to change).
   */
  followMovedLinks(): number;
  dismissNotice(id: number): void;
  /** Removes every notice (the stack's "Dismiss all"). */
  dismissAllNotices(): void;
  /** Writes the chosen files with the core (`export-actions.ts`: per file, or merged into one set). */
  exportFiles(settings: ExportSettings): Promise<OutputFile[]>;
  /** What `exportFiles` would write with these settings (names, counts, sizes, skipped), without writing. */
  planExport(settings: ExportSettings): Promise<WorkspaceExportPlan>;
  /** Written files in one zip, made off the page's thread (`SitemapClient.zip`); rejects on two of one name. */
  zipFiles(files: readonly OutputFile[]): Promise<Uint8Array>;
}

export interface TableSlice {
  filter: TableFilter;
  sort: TableSort | undefined;
  /** The row the detail/keyboard focus is on. */
  activeRow: RowRef | undefined;
  /**
   * The column another panel asked the grid to make active with the row (a problem's example: its field's
   * column, `lastmod` for `lastmod.no-timezone`), a new object per request; the grid moves its active cell
   * there without taking the focus; `field`, a problem's field path in an item (`images[2].loc`,
   * `videos[0].restriction_relationship`, `news.publication_date`), is the details pane's field to bring
   * into view, and `focus` asks it to take the keyboard focus too (Enter on a read-only news cell: the
   * pane edits the news). Undefined when none was asked.
   */
  cellRequest: { column: string; field?: string; focus?: boolean; typed?: string } | undefined;
  /**
   * Selected rows, by `rowKey` (issue #6). View state: never in the history, so selecting never clears the
   * redo stack; keys follow their entries through inserts and removals; a filter change clears it.
   */
  selection: ReadonlySet<string>;
  /** The row a Shift-click or Shift+arrow extends the selection from. */
  selectionAnchor: RowRef | undefined;
  /**
   * The sitemap index whose `<sitemap>` list is open for editing (they are not table rows), and the entry
   * (0-based) to bring into view and focus there, if one was asked for (a problem's example).
   */
  indexEditor: { file: string; entry?: number } | undefined;
  /** Opens the editor of `file`'s `<sitemap>` list, at `entry` when given. */
  openIndexEditor(file: string, entry?: number): void;
  closeIndexEditor(): void;
  /** Changes the filter and clears the selection (it may hold rows the new filter hides). */
  setFilter(patch: Partial<TableFilter>): void;
  setSort(sort: TableSort | undefined): void;
  /**
   * Makes `row` the active row; `column` (a column id: `loc`, `lastmod`, ...) its active cell too, and
   * `field` (a problem's path in an item) the details pane's field to bring into view, and to focus when
   * `focus` is true.
   */
  setActiveRow(
    row: RowRef | undefined,
    column?: string,
    field?: string,
    focus?: boolean,
    typed?: string,
  ): void;
  /** Selects exactly `rows`; `anchor` (default the first row) is where a range extends from. */
  setSelection(rows: RowRef[], anchor?: RowRef): void;
  /** Adds `row` to the selection or removes it (Ctrl/Cmd-click); it becomes the anchor. */
  toggleSelected(row: RowRef): void;
  /** Selects the displayed rows from the anchor to `to` (Shift-click); `add` keeps the rest (Ctrl+Shift). */
  extendSelection(to: RowRef, add?: boolean): void;
  /** Selects every row the table shows under the current filter (Ctrl+A, "Select all N matching"). */
  selectAllRows(): void;
  clearSelection(): void;
}

/**
 * One entry change of a history step: the entry at index `entry` of file `file` was `before` and became
 * `after`. `before` undefined = the entry was inserted at `entry`; `after` undefined = it was removed from
 * `entry`. The patches of a step apply in order (undo: inverted, in reverse order), so indexes are those at
 * the moment each patch applies (several deletes are recorded from the highest index down).
 */
export interface EntryPatch {
  file: string;
  entry: number;
  before: UrlEntry | undefined;
  after: UrlEntry | undefined;
}

/**
 * One undoable step. `label` is a messages key (`history.edit`, `history.fix-all`, ...) with `params`, or,
 * for steps labelled by a caller of `replaceEntries`, the text to show.
 */
export interface HistoryStep {
  label: string;
  params?: Record<string, string | number>;
  patches: EntryPatch[];
  /**
   * The `<sitemap>` list of a sitemap index (or robots.txt) before and after the step, when the step edited
   * it (`setSitemapRefs`): swapped whole, as such a list is short; no entry patches then.
   */
  refs?: RefsChange;
  /**
   * The `<sitemap>` lists of sitemap indexes the step changed beside its entry patches (a Find & replace
   * over all rows also replaces in the indexes' entries, `replaceInSitemapRefs`): applied after the
   * patches, undone before them in reverse order.
   */
  indexRefs?: RefsChange[];
  /**
   * The locations (`SitemapFile.location`) the step set, before and after (undefined: none, the guess):
   * a Find & replace over all rows moves a file's location with its URLs when the guess would not follow
   * (an index placed by a robots.txt line on http, after http → https).
   */
  locations?: LocationChange[];
  /** Set when the step may absorb the next eventual change of the same rows (STYLE.md §4). */
  eventual?: boolean;
  /**
   * Per file whose reading problems (`SitemapFile.problems`) the step's patches cut (a problem about a
   * field the step changed, or on an entry it removed), the problems cut and their places
   * (`ReadingBefore`): undo puts them back, as reading the file again would give them.
   */
  readingBefore?: ReadingBefore[];
}

/** A file's location before and after a step (`HistoryStep.locations`); undefined is no location set. */
export interface LocationChange {
  file: string;
  before: string | undefined;
  after: string | undefined;
}

/**
 * A file's `sitemaps` list before and after a step (`HistoryStep.refs`), with the file's reading problems
 * (`SitemapFile.problems`) that go with each: those on entries kept as they were follow them, those on
 * entries edited or removed go (the check finds what is still wrong).
 */
export interface RefsChange {
  file: string;
  before: SitemapRef[];
  after: SitemapRef[];
  problemsBefore: Problem[];
  problemsAfter: Problem[];
}

/** How a change is recorded: its own step, merged into a running one, or not at all (file load). */
export type CapturePolicy = "immediate" | "eventual" | "never";

export interface HistorySlice {
  /** Undoable steps, oldest first; at most `HISTORY_LIMIT`. */
  past: HistoryStep[];
  /** Redoable steps, the next redo first; cleared by any new change. */
  future: HistoryStep[];
  /**
   * Files changed by steps the history let go of (`HISTORY_LIMIT` steps, `HISTORY_PATCH_LIMIT` changed
   * URLs): those changes can no longer be undone, and replacing the file with a copy from disk drops them,
   * which the same-name question says (it counted the steps kept only, and said nothing of a file whose
   * every step had gone). A file leaves the list when it is removed or replaced; saved with the workspace.
   */
  beyondUndo: readonly string[];
  /** Reverts the newest step and re-checks; nothing when there is none. */
  undo(): void;
  /** Re-applies the step undone last and re-checks; nothing when there is none. */
  redo(): void;
}

/** The autosave's actions (restore, start over) live in `persist-slice.ts`. */
export type SitemapStore = WorkspaceSlice & TableSlice & HistorySlice & PersistSlice & BulkSlice;
