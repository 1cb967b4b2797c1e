/**
 * The workspace slice: files as the core read them, the problems of the last check, loading and notices.
 * Actions are thin: reading, checking and writing happen in the core through the injected client. Every
 * change replaces the touched arrays and objects (never mutates) and bumps `revision`; a check answer for
 * an older revision is dropped.
 */

import type { StateCreator } from "zustand";
import { looksLikeTabTable, type UrlEntry } from "@/core/index";
import { getActiveCodes } from "@/core/validate/check-sitemaps";
import type { FileContent } from "@/workers/sitemap-client";
import { updateCrawlListed } from "./crawl-import";
import { createEditing } from "./editing-actions";
import { exportWorkspace, planWorkspaceExport } from "./export-actions";
import { createFixActions } from "./fix-actions";
import { commitStep } from "./history-slice";
import { countStepsOf, forgetFile, withoutName } from "./history-steps";
import { tallyReadEntries } from "./location-guess";
import { createMovedLinks } from "./moved-links-actions";
import { addFile, replaceFile } from "./open-file-state";
import { normalizeEngines, type PreferenceStorage, readEngines, writeEngines } from "./preferences";
import { createProgressFilter } from "./progress-filter";
import { createRecheck, type GetState, type Recheck, type RecheckDeps, type SetState } from "./recheck";
import type { ExportSettings, LoadingFile, SitemapStore, WorkspaceSlice } from "./store-types";
import { createUpdateBatcher } from "./update-batcher";
import { getReadNotices, makeNotice, makeUniqueName } from "./workspace-helpers";

export interface WorkspaceDeps extends RecheckDeps {
  /** Where "Open example" fetches from. */
  exampleUrl: string;
  /** Where preferences (the engines) are remembered; none = not remembered. */
  storage?: PreferenceStorage;
}

/**
 * Files read within this many milliseconds of the last one added are added together, in one store change
 * (`createUpdateBatcher`): a drop of 1,000 small files rendered the panels 1,000 times, each with every
 * file added so far (about a minute in Chromium). A lone file is added at once.
 */
export const ADD_BATCH_MS = 100;

const noop = () => {};

/** How many first entries of a file being read are kept as its preview (`LoadingFile.preview`). */
export const PREVIEW_ROWS = 1000;

function createReading(set: SetState, get: GetState, deps: WorkspaceDeps, recheck: Recheck) {
  // several files being read: their progress, previews and additions are made together, at most once per
  // ADD_BATCH_MS; one file alone changes the store at once, as it reports (`createUpdateBatcher`)
  const several = () => get().loading.length > 1;
  const loadingUpdates = createUpdateBatcher(set, ADD_BATCH_MS, several);
  const added = createUpdateBatcher(set, ADD_BATCH_MS, several);
  /** Replaces the loading item of `name` with `update(item)` (the same object: no change). */
  const updateLoading = (name: string, update: (item: LoadingFile) => LoadingFile) =>
    void loadingUpdates.queue((state) => {
      const index = state.loading.findIndex((item) => item.name === name);
      const item = state.loading[index];
      const next = item && update(item);
      if (!next || next === item) return {};
      const loading = state.loading.slice();
      loading[index] = next;
      return { loading };
    }, noop);
  const setProgress = (name: string, progress: number) =>
    updateLoading(name, (item) => ({ ...item, progress }));
  // the preview grows while it is short; later chunks change nothing on the page until the file is added.
  // `urls` are the file's entries from index `at` on; those a head shows already (the same) stay shown.
  const addPreview = (name: string, urls: readonly UrlEntry[], at: number) =>
    updateLoading(name, (item) => {
      const shown = item.preview ?? [];
      const skip = Math.max(0, shown.length - at);
      if (shown.length >= PREVIEW_ROWS || skip >= urls.length) return item;
      return { ...item, preview: shown.concat(urls.slice(skip, skip + PREVIEW_ROWS - shown.length)) };
    });
  // a big file's head, read before the file is (`ReadFileOptions.onHead`): shown while nothing else is
  const showHead = (name: string, urls: readonly UrlEntry[]) =>
    updateLoading(name, (item) =>
      (item.preview?.length ?? 0) > 0 || urls.length === 0
        ? item
        : { ...item, preview: urls.slice(0, PREVIEW_ROWS) },
    );

  // the read of each name in progress: after Start over and a new drop of the same name, what the old read
  // reports (progress, preview, its file) is not taken for the new one's
  const reads = new Map<string, object>();

  /**
   * Reads one file and adds it; `replaces`: a loaded file of that name is replaced in place instead (see
   * `addFiles`), unless the new one could not be read as anything (then the loaded one stays). `onDone`
   * runs right after the file is added (or its failure noted), in the same task.
   */
  async function readOne(
    name: string,
    bytes: FileContent,
    replaces: boolean,
    onDone: () => void,
    pasted = false,
  ): Promise<void> {
    const read = {};
    reads.set(name, read);
    const current = () => reads.get(name) === read;
    let queued = false;
    try {
      let streamed = 0;
      const shows = createProgressFilter();
      const file = await deps.client.readFile(name, bytes, {
        pasted,
        onProgress: (p) => current() && shows(p) && setProgress(name, p),
        onEntries: (urls) => {
          if (current()) {
            addPreview(name, urls, streamed);
            tallyReadEntries(name, urls, streamed);
          }
          streamed += urls.length;
        },
        onHead: (urls) => current() && showHead(name, urls),
      });
      // "Start over" while it was read: the workspace it was dropped into is gone
      if (!current() || !get().loading.some((item) => item.name === name)) return;
      const old = replaces ? get().files.find((loaded) => loaded.name === name) : undefined;
      const { notices, keepsOld } = getReadNotices(file, name, old, pasted);
      queued = true;
      await added.queue((state) => {
        // dropped meanwhile (Start over), or the file it replaces is gone or changed
        if (!state.loading.some((item) => item.name === name)) return {};
        const loaded = replaces ? state.files.find((candidate) => candidate.name === name) : undefined;
        const opened =
          loaded && !keepsOld ? replaceFile(state, loaded, file) : !loaded ? addFile(state, file) : {};
        const next = {
          notices: notices.length > 0 ? [...state.notices, ...notices] : state.notices,
          crawlListed: state.crawlListed,
        };
        // a file opened after a crawl import: the pages that crawl flagged, if it lists any
        const listed = opened.files && updateCrawlListed({ ...state, ...next }, opened.files, name);
        return {
          ...opened,
          loading: state.loading.filter((item) => item.name !== name),
          ...(listed ?? next),
        };
      }, onDone);
    } catch (error) {
      // the browser could not read the file back (moved, deleted, or more than it holds): no raw error text
      const unreadable = (error as { name?: unknown } | null)?.name === "NotReadableError";
      const notice = unreadable
        ? makeNotice("error", "notice.read-unreadable", { name })
        : makeNotice("error", "notice.read-failed", { name, detail: String(error) });
      set((state) => ({
        loading: state.loading.filter((item) => item.name !== name),
        notices: [...state.notices, notice],
      }));
    } finally {
      if (current()) reads.delete(name);
      if (!queued) onDone();
    }
  }

  const addFiles: WorkspaceSlice["addFiles"] = async (inputs, options = {}) => {
    if (inputs.length === 0) return;
    const { files, loading } = get();
    const taken = new Set([...files.map((file) => file.name), ...loading.map((item) => item.name)]);
    // the first input of a name loaded or still being read replaces it, when asked; a read in progress is
    // dropped then (its answer is no longer the current read of that name)
    const replaceable = new Set(options.replace ? taken : []);
    const named = inputs.map((input) => {
      const replaces = replaceable.delete(input.name);
      return { ...input, name: replaces ? input.name : makeUniqueName(input.name, taken), replaces };
    });
    const restarted = new Set(named.filter((input) => input.replaces).map((input) => input.name));
    const started = named.map(({ name, bytes }) => ({
      name,
      byteLength: bytes instanceof Uint8Array ? bytes.byteLength : bytes.size,
      progress: 0,
    }));
    set((state) => ({
      loading: [...state.loading.filter((item) => !restarted.has(item.name)), ...started],
    }));
    // the check goes to the worker in the task that adds the last file: a promise's continuation would run
    // after React's render of the new rows (a microtask queued by the store's change), which the worker
    // would wait for (130-260 ms for 50,000 urls in Chromium on 2 cores)
    let left = named.length;
    let checked: Promise<void> | undefined;
    const onDone = () => {
      left -= 1;
      if (left === 0) checked = recheck();
    };
    await Promise.all(
      named.map(({ name, bytes, replaces, pasted }) => readOne(name, bytes, replaces, onDone, pasted)),
    );
    await (checked ?? recheck());
  };

  let pasted = 0;
  const addPastedText: WorkspaceSlice["addPastedText"] = async (text) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    // after the pasted files open: a workspace restored with pasted-1.xml (the count starts again on
    // reload) named the next paste `pasted-1 (2).xml`, which the export then renamed
    pasted = Math.max(pasted, getLastPastedNumber(get().files)) + 1;
    // cells copied from Excel or Google Sheets (tab-separated rows): a table, as a `.txt` of them opened
    // (each row was one URL with its other cells glued on)
    if (looksLikeTabTable(text)) {
      get().importTable(`pasted-${pasted}.tsv`, text);
      return;
    }
    const name = `pasted-${pasted}.${trimmed.startsWith("<") ? "xml" : "txt"}`;
    await addFiles([{ name, bytes: new TextEncoder().encode(text), pasted: true }]);
  };

  const loadExample: WorkspaceSlice["loadExample"] = async () => {
    try {
      const response = await fetch(deps.exampleUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await addFiles([{ name: "example-sitemap.xml", bytes }]);
    } catch (error) {
      const notice = makeNotice("error", "notice.example-failed", { detail: String(error) });
      set((state) => ({ notices: [...state.notices, notice] }));
    }
  };

  return { addFiles, addPastedText, loadExample };
}

/** The workspace slice, reading and checking through `deps.client`. */
export function createWorkspaceSlice(
  deps: WorkspaceDeps,
): StateCreator<SitemapStore, [], [], WorkspaceSlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps);
    return {
      files: [],
      problems: [],
      revision: 0,
      checking: false,
      checkFailed: false,
      checkedRevision: 0,
      addedRevision: 0,
      openedRevision: 0,
      removedRevision: 0,
      staleRevision: 0,
      loading: [],
      notices: [],
      engines: readEngines(deps.storage),
      ...createReading(set, get, deps, recheck),
      ...createEditing(set, get, recheck),
      ...createMovedLinks(set, get, recheck),
      ...createFixActions(set, get, recheck),
      removeFile(name) {
        const { files, filter, activeRow, past, future } = get();
        if (!files.some((file) => file.name === name)) return;
        // removal is not undoable (capture "never"); steps that changed the file cannot be undone either
        set((state) => ({
          ...forgetFile(past, future, name),
          beyondUndo: withoutName(state.beyondUndo, name),
          files: state.files.filter((file) => file.name !== name),
          problems: state.problems.filter((problem) => problem.file !== name),
          revision: state.revision + 1,
          removedRevision: state.revision + 1,
          filter: filter.file === name ? { ...filter, file: undefined } : filter,
          activeRow: activeRow?.file === name ? undefined : activeRow,
        }));
        void recheck();
      },
      setLocation(name, location) {
        const after = location.trim() || undefined;
        const file = get().files.find((item) => item.name === name);
        if (!file || file.location === after) return;
        // a step of its own, as a Find & replace that moves a location is: Ctrl+Z after a new Location
        // undid the change before it and left the Location as typed (and its 200 new outside-scope errors)
        const step = {
          label: "history.location",
          params: { file: name },
          patches: [],
          locations: [{ file: name, before: file.location, after }],
        };
        if (commitStep(set, get, step, "immediate")) void recheck();
      },
      setEngines(list) {
        const engines = normalizeEngines(list);
        if (!engines || engines.join() === get().engines.join()) return;
        writeEngines(deps.storage, engines);
        const active = getActiveCodes(engines);
        // switching an engine off hides its problems at once; the check adds those of an engine switched on
        set((state) => ({
          engines,
          problems: state.problems.filter((problem) => active.has(problem.code)),
          revision: state.revision + 1,
        }));
        void recheck();
      },
      notify(kind, text, params) {
        const notice = makeNotice(kind, text, params);
        set((state) => ({ notices: [...state.notices, notice] }));
      },
      dismissNotice(id) {
        set((state) => ({
          notices: state.notices.filter((notice) => notice.id !== id),
          // a crawl's left-out rows go with the notice that offers them, the links' offer with its own
          crawlLeftOut: state.crawlLeftOut.filter((item) => item.notice !== id),
          crawlListed: state.crawlListed.filter((item) => item.notice !== id),
          movedLinks: state.movedLinks?.notice === id ? undefined : state.movedLinks,
        }));
      },
      dismissAllNotices() {
        if (get().notices.length > 0)
          set({ notices: [], crawlLeftOut: [], crawlListed: [], movedLinks: undefined });
      },
      exportFiles(settings) {
        return exportWorkspace(deps.client, get().files, withChangedFiles(settings, get()));
      },
      planExport(settings) {
        return planWorkspaceExport(deps.client, get().files, withChangedFiles(settings, get()));
      },
      zipFiles(files) {
        return deps.client.zip(files);
      },
    };
  };
}

/**
 * `settings` with the names of the files the undo history has changed (`ExportSettings.changedFiles`), when
 * they refresh a loaded index's lastmod and do not already name them.
 */
function withChangedFiles(settings: ExportSettings, state: SitemapStore): ExportSettings {
  if (!settings.indexLastmod || settings.changedFiles) return settings;
  // and those changed by steps Undo let go of (`beyondUndo`): their content is not as opened either
  const changed = state.files
    .filter((file) => countStepsOf(state.past, file.name) > 0 || state.beyondUndo.includes(file.name))
    .map((file) => file.name);
  return { ...settings, changedFiles: changed };
}

/** The highest N of the open files named `pasted-N.xml`, `.txt` or `.tsv` (a copy's ` (2)` too), or 0. */
function getLastPastedNumber(files: readonly { name: string }[]): number {
  let last = 0;
  for (const { name } of files) {
    const match = /^pasted-(\d+)(?: \(\d+\))?\.(?:xml|txt|tsv)$/.exec(name);
    if (match) last = Math.max(last, Number(match[1]));
  }
  return last;
}
