/**
 * The bulk-editing slice (issue #6): each action asks a pure core command what changes, records it as one
 * undoable step through `commitStep`, and re-checks. CSV/TSV import adds a file (never recorded, like any
 * file load). Thin: no editing, parsing or matching logic here.
 */
import type { StateCreator } from "zustand";
import {
  clipboardRowsToEntries,
  completeTableColumns,
  detectTableColumns,
  makeTableFile,
  parseClipboardRows,
  parseImportedTable,
  type TableColumns,
  tableRowsToEntries,
} from "@/core/edit/table-text";
import {
  getGivenParts,
  getUsualNewsPublication,
  isNewsCellField,
  pasteOverEntries,
  planDuplicateRemoval,
  type RefsReplaceChange,
  replaceInSitemapRefs,
  replaceText,
  type SitemapFile,
  setFieldOnEntries,
} from "@/core/index";
import { changesToPatches, makeAppendManyPatches } from "./bulk-patches";
import type { BulkSlice, PasteResult } from "./bulk-types";
import { findCrawlListed, makeCrawlListedNotice, makeCrawlNotice, splitCrawlRows } from "./crawl-import";
import { makeDeletePatches } from "./edit-patches";
import { followRefs } from "./editing-actions";
import { commitStep } from "./history-slice";
import { getImportNoticeParams } from "./import-notice";
import { offerMovesAfter } from "./moved-links-actions";
import { addFile, replaceFile } from "./open-file-state";
import { looksLikeUrl } from "./pasted-url";
import { createRecheck, type GetState, type Recheck, type RecheckDeps, type SetState } from "./recheck";
import { getFollowedLocations, getKeptLocations } from "./replace-locations";
import { EMPTY_SELECTION, getSelectedRows } from "./selection";
import { selectEntry, selectRows } from "./selectors";
import type { EntryPatch, HistoryStep, RefsChange, SitemapStore } from "./store-types";
import { makeNotice, makeUniqueName } from "./workspace-helpers";

const NOTHING: PasteResult = { kind: "none", count: 0, rows: [] };

/** A table being imported: its rows, its size in bytes, its encoding, and whether it replaces a file. */
interface TableSource {
  name: string;
  rows: string[][];
  /** The 1-based line each row starts on. */
  lines: number[];
  byteLength: number;
  encoding: string;
  replace: boolean;
  /** The delimiter a one-column list kept in its URLs (`ParsedTable.joined`). */
  joined?: string;
}

/** Bytes of `text` in UTF-8, without encoding it. */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // 2 bytes to U+07FF, 3 beyond; a surrogate pair (2 characters) is 4 bytes
    if (c >= 0x80) bytes += c >= 0x800 && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

function createImport(set: SetState, get: GetState, recheck: Recheck) {
  const addTable = (table: TableSource, columns: TableColumns) => {
    const { name, rows, lines, byteLength, encoding, replace } = table;
    const crawl = splitCrawlRows(table, columns);
    const entries = crawl?.entries ?? tableRowsToEntries(rows, columns, lines);
    if (entries.length === 0) {
      const notice = makeNotice("error", "notice.import-empty", { name });
      set((state) => ({ pendingImport: undefined, notices: [...state.notices, notice] }));
      return;
    }
    const old = replace ? get().files.find((file) => file.name === name) : undefined;
    const unique = old ? name : makeUniqueName(name, new Set(get().files.map((file) => file.name)));
    const file = makeTableFile(unique, entries, byteLength, encoding);
    const params = {
      name: unique,
      count: String(entries.length),
      ...getImportNoticeParams(rows, columns, entries, table.joined, crawl?.columns),
    };
    const notice = makeNotice("info", "notice.imported", params);
    // the rows the crawl marks as pages a sitemap should not list: said, counted by reason, and one click
    // from coming in
    const warning = crawl && makeCrawlNotice(crawl, unique);
    const offered = warning && crawl.leftOut.length > 0;
    // the pages the crawl flags that the open sitemaps list: said, and one click from removed
    const flags = crawl && crawl.flagged.size > 0 ? { file: unique, flagged: crawl.flagged } : undefined;
    const listed = flags && findCrawlListed(get().files, flags);
    const listedNotice = listed && makeCrawlListedNotice(listed, unique);
    const added = [notice, ...(warning ? [warning] : []), ...(listedNotice ? [listedNotice] : [])];
    set((state) => ({
      ...(old ? replaceFile(state, old, file) : addFile(state, file)),
      pendingImport: undefined,
      notices: [...state.notices, ...added],
      crawlLeftOut: offered
        ? [...state.crawlLeftOut, { notice: warning.id, file: unique, entries: crawl.leftOut }]
        : state.crawlLeftOut,
      // a table imported again under its name replaces that crawl's flags
      crawlFlags: flags
        ? [...state.crawlFlags.filter((item) => item.file !== unique), flags]
        : state.crawlFlags,
      crawlListed: listedNotice
        ? [...state.crawlListed, { notice: listedNotice.id, crawl: unique }]
        : state.crawlListed,
    }));
    void recheck();
  };
  const importTable: BulkSlice["importTable"] = (name, text, columns, options = {}) => {
    const { rows, lines, unclosedQuote, joined } = parseImportedTable(
      text,
      /\.tsv$/i.test(name) ? "\t" : "auto",
    );
    if (unclosedQuote) {
      // its rows are read (the quote as a character), but the cell it opens is the user's to fix
      const where = { name, line: String(unclosedQuote.line), column: String(unclosedQuote.column) };
      const notice = makeNotice("warning", "notice.table-unclosed-quote", where);
      set((state) => ({ notices: [...state.notices, notice] }));
    }
    const detection = detectTableColumns(rows);
    // a header naming the URL column over relative paths (`/catalog/`) is a table: its rows come in
    // with `loc.relative`, which the file's location fixes in one go
    if (rows.length === 0 || (!detection.columns && detection.candidates.length === 0)) {
      const notice = makeNotice("error", "notice.import-empty", { name });
      set((state) => ({ notices: [...state.notices, notice] }));
      return "empty";
    }
    const chosen = columns ?? detection.columns;
    const table = {
      name,
      rows,
      lines,
      byteLength: options.byteLength ?? utf8Length(text),
      encoding: options.encoding ?? "utf-8",
      replace: options.replace ?? false,
      joined,
    };
    if (options.guessed) {
      const notice = makeNotice("info", "notice.table-encoding", {
        name,
        // the DOS code page under the name Excel's "CSV (MS-DOS)" users know it by
        encoding: table.encoding === "ibm866" ? "ibm866 (CP866, DOS)" : table.encoding,
      });
      set((state) => ({ notices: [...state.notices, notice] }));
    }
    if (!chosen) {
      set({ pendingImport: { ...table, detection } });
      return "ask";
    }
    addTable(table, chosen);
    return "added";
  };
  const resolveImport: BulkSlice["resolveImport"] = (columns) => {
    const pending = get().pendingImport;
    // the columns known by name (or by content) are read too, not only the one the user chose
    if (pending && columns) addTable(pending, completeTableColumns(pending.rows, columns));
    else set({ pendingImport: undefined });
  };
  const importLeftOut: BulkSlice["importLeftOut"] = (notice) => {
    const pending = get().crawlLeftOut.find((item) => item.notice === notice);
    if (!pending) return 0;
    const { patches } = makeAppendManyPatches(get().files, pending.file, pending.entries);
    set((state) => ({
      crawlLeftOut: state.crawlLeftOut.filter((item) => item !== pending),
      notices: state.notices.filter((item) => item.id !== notice),
    }));
    if (patches.length === 0) return 0;
    const step = { label: "history.import-left-out", params: { count: patches.length }, patches };
    if (!commitStep(set, get, step, "immediate")) return 0;
    void recheck();
    return patches.length;
  };
  const removeCrawlListed: BulkSlice["removeCrawlListed"] = (notice) => {
    const state = get();
    const offer = state.crawlListed.find((item) => item.notice === notice);
    const flags = offer && state.crawlFlags.find((item) => item.file === offer.crawl);
    set((current) => ({
      crawlListed: current.crawlListed.filter((item) => item.notice !== notice),
      notices: current.notices.filter((item) => item.id !== notice),
    }));
    const listed = flags && findCrawlListed(state.files, flags, offer.only);
    if (!listed) return 0;
    const patches = makeDeletePatches(state.files, listed.rows);
    const step = { label: "history.remove-crawl-listed", params: { count: patches.length }, patches };
    if (!commitStep(set, get, step, "immediate")) return 0;
    void recheck();
    return patches.length;
  };
  return {
    importTable,
    resolveImport,
    importLeftOut,
    removeCrawlListed,
    crawlLeftOut: [],
    crawlFlags: [],
    crawlListed: [],
  };
}

function createPaste(set: SetState, get: GetState, recheck: Recheck): BulkSlice["pasteRows"] {
  return (text, { selected, field, fields, shown, appendTo }) => {
    const rows = parseClipboardRows(text);
    if (rows.length === 0) return NOTHING;
    const { files } = get();
    if (field && selected.length > 0 && rows.length === selected.length) {
      const { changes, newsLeftOut } = pasteOverEntries(files, selected, rows, fields ?? field);
      // a date or headline pasted on a row without news: said, not dropped without a word
      if (newsLeftOut > 0) {
        const notice = makeNotice("warning", "notice.paste-news-left-out", { count: String(newsLeftOut) });
        set((state) => ({ notices: [...state.notices, notice] }));
      }
      const patches = changesToPatches(changes);
      const step = { label: "history.paste-over", params: { count: patches.length }, patches };
      const since = get().revision;
      if (commitStep(set, get, step, "immediate")) {
        void recheck({ since, patches });
        offerMovesAfter(get, patches);
      }
      return { kind: "overwrite", count: patches.length, rows: [] };
    }
    // news cells make a new row an article of the publication the file's other news name
    const urls = shown?.some(isNewsCellField)
      ? files.find((file) => file.name === appendTo)?.urls
      : undefined;
    const read = clipboardRowsToEntries(rows, shown, urls ? getUsualNewsPublication(urls) : undefined);
    if (!appendTo || read.length === 0) return NOTHING;
    // new rows only for what reads as URLs: a headline pasted on a cell is no page to list
    const entries = read.filter((entry) => looksLikeUrl(entry.loc));
    const left = read.length - entries.length;
    if (entries.length === 0) {
      const notice = makeNotice("warning", "notice.paste-no-url", { count: String(left) });
      // said once: pasted again, the notice already showing stands (no stack of the same words)
      set((state) =>
        state.notices.some((shown) => shown.text === notice.text)
          ? {}
          : { notices: [...state.notices, notice] },
      );
      return NOTHING;
    }
    const { patches, rows: added } = makeAppendManyPatches(files, appendTo, entries);
    const step = { label: "history.paste-append", params: { count: patches.length }, patches };
    if (!commitStep(set, get, step, "immediate")) return NOTHING;
    if (left > 0) {
      const notice = makeNotice("info", "notice.paste-some-url", { count: String(left) });
      set((state) => ({ notices: [...state.notices, notice] }));
    }
    void recheck();
    return { kind: "append", count: patches.length, rows: added };
  };
}

/** A replace in an index's `<sitemap>` list as a step records it, with the reading problems that follow. */
function toRefsChange(files: readonly SitemapFile[], change: RefsReplaceChange): RefsChange {
  const problems = files.find((file) => file.name === change.file)?.problems ?? [];
  return {
    file: change.file,
    before: change.before,
    after: change.after,
    problemsBefore: problems,
    problemsAfter: followRefs(problems, change.before, change.after),
  };
}

/**
 * Rows a task of `setFieldOnRowsInSlices` works out: about 0.1 s in Chromium on a 2-core machine once warm
 * (new entries and their patches), 0.2 s in the first task while the code is still unoptimised.
 */
export const BULK_SLICE_ROWS = 50_000;

/** The bulk slice; `deps` run the check after each change. */
export function createBulkSlice(deps: RecheckDeps): StateCreator<SitemapStore, [], [], BulkSlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps);
    const commit = (
      label: string,
      params: Record<string, string | number>,
      patches: ReturnType<typeof changesToPatches>,
    ) => {
      const since = get().revision;
      const step = { label, params: { count: patches.length, ...params }, patches };
      if (commitStep(set, get, step, "immediate")) {
        void recheck({ since, patches });
        // a Find & replace in the locs alone: their hreflang links may still name the old URLs
        offerMovesAfter(get, patches);
      }
      return patches.length;
    };
    return {
      pendingImport: undefined,
      setFieldOnRows(rows, field, value) {
        // its changes hold exactly a patch's fields: no copy of up to a million of them
        const patches: EntryPatch[] = setFieldOnEntries(get().files, rows, field, value);
        return commit(value.trim() ? "history.bulk-set" : "history.bulk-clear", { field }, patches);
      },
      async setFieldOnRowsInSlices(rows, field, value) {
        const files = get().files;
        const patches: EntryPatch[] = [];
        for (let start = 0; start < rows.length; start += BULK_SLICE_ROWS) {
          if (start > 0) {
            await new Promise((resolve) => setTimeout(resolve, 0));
            // an edit or an undo meanwhile: the entries worked out may be old ones
            if (get().files !== files) return get().setFieldOnRows(rows, field, value);
          }
          // the selection's rows are each there once (`getSelectedRows`): no entry is in two slices
          const slice = rows.slice(start, start + BULK_SLICE_ROWS);
          for (const patch of setFieldOnEntries(files, slice, field, value)) patches.push(patch);
        }
        if (get().files !== files) return get().setFieldOnRows(rows, field, value);
        return commit(value.trim() ? "history.bulk-set" : "history.bulk-clear", { field }, patches);
      },
      deleteSelected() {
        const state = get();
        const rows = getSelectedRows(state.selection, selectRows(state), (row) => !!selectEntry(state, row));
        const patches = makeDeletePatches(state.files, rows);
        set({ selection: EMPTY_SELECTION, selectionAnchor: undefined });
        return commit("history.delete-rows", {}, patches);
      },
      replaceInRows(options, rows, preview) {
        const files = get().files;
        // the preview's changes when it was worked out on these very files (the dialog's rows and options)
        const result =
          preview?.files === files
            ? { ok: true as const, changes: preview.changes }
            : replaceText(files, options, rows);
        if (!result.ok) return 0;
        const patches = changesToPatches(result.changes);
        // over every row, the indexes' entries too: a move to https or to another host moves the index's
        // links to the files with the URLs (else it lists them where they no longer are)
        const indexChanges = rows === undefined ? replaceInSitemapRefs(files, options) : [];
        const locations =
          rows === undefined ? getFollowedLocations(files, options) : getKeptLocations(files, patches);
        if (indexChanges.length === 0 && locations.length === 0)
          return commit("history.replace", {}, patches);
        const sitemaps = indexChanges.reduce((sum, change) => sum + change.count, 0);
        const step: HistoryStep = {
          label:
            sitemaps === 0
              ? "history.replace"
              : patches.length > 0
                ? "history.replace-indexes"
                : "history.replace-index-only",
          params: sitemaps === 0 ? { count: patches.length } : { count: patches.length, sitemaps },
          patches,
        };
        if (indexChanges.length > 0)
          step.indexRefs = indexChanges.map((change) => toRefsChange(files, change));
        if (locations.length > 0) step.locations = locations;
        if (commitStep(set, get, step, "immediate")) {
          void recheck();
          offerMovesAfter(get, patches);
        }
        return patches.length;
      },
      removeDuplicates(merge = true, found) {
        const files = get().files;
        // the dialog's duplicates when found in these very files
        const known = found?.files === files ? found.duplicates : undefined;
        const { duplicates, merged } = planDuplicateRemoval(files, merge, known);
        const deletes = makeDeletePatches(get().files, duplicates);
        if (deletes.length === 0) return [];
        const key = deletes.length === 1 ? "notice.deduped-one" : "notice.deduped";
        // what the kept URLs took (`MergedPart`s, space-separated): the notice names these, not all it could
        const notice = makeNotice("info", merged.length > 0 ? `${key}-merged` : key, {
          count: String(deletes.length),
          merged: String(merged.length),
          parts: merge ? getGivenParts(duplicates).join(" ") : "",
        });
        // the kept entries' merges first: their indexes hold before any delete (kept ones come first anyway)
        const patches = [...changesToPatches(merged), ...deletes];
        set((state) => ({
          selection: EMPTY_SELECTION,
          selectionAnchor: undefined,
          notices: [...state.notices, notice],
        }));
        commit("history.dedupe", { count: deletes.length }, patches);
        return duplicates;
      },
      pasteRows: createPaste(set, get, recheck),
      ...createImport(set, get, recheck),
    };
  };
}
