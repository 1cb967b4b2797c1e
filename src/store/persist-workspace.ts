/**
 * Autosave (issue #6, STYLE.md §4 "Persist deliberately"): the workspace (files with their entries, reading
 * problems and user-set locations, the engines, the undo/redo history) is written to IndexedDB a moment
 * after each change and put back at start-up; the checks' problems are recomputed, not stored.
 *
 * Why not zustand's `persist` middleware: it writes the whole partialized state under one key on every
 * change, so one cell edit of a 50,000-URL file would structured-clone all of it (~100 ms) each time. Here
 * the workspace is split into parts (`persist-record.ts`: per file a header, its reading problems and
 * entry chunks of 2,000; per undo step one key) and a save writes only the parts whose references changed,
 * with the versioned `meta` record, in one IndexedDB transaction. Same ideas as `persist`: partialize (only
 * document + engines), `version` + migrations, an injectable async storage.
 *
 * Only one tab writes (`tab-lock.ts`); the others are told and save nothing. A failed write (a full disk:
 * QuotaExceededError) becomes a notice and a lasting "Not saved" state, never a silent loss. What is not
 * written when the page goes away goes to a synchronous leave journal (`persist-journal.ts`), which the
 * next restore lays over the stored copy (`persist-restore.ts`).
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Engine, SitemapFile } from "@/core/index";
import {
  diffParts,
  getBase,
  getDefaultJournalStorage,
  type JournalStorage,
  type JournalWrite,
  journalKey,
  removeJournal,
  withoutUndo,
  writeJournal,
} from "./persist-journal";
import { toStoredPart } from "./persist-parts";
import {
  fileKey,
  getEntryChunks,
  isSamePart,
  keyPrefix,
  type Migration,
  metaKey,
  packWorkspace,
  stepKey,
  type WorkspaceSnapshot,
} from "./persist-record";
import {
  addNotice,
  DEFAULT_WORKSPACE,
  errorText,
  type RestoreOptions,
  type RestoreOutcome,
  restoreWorkspace,
} from "./persist-restore";
import type { PersistSlice } from "./persist-slice";
import { createIdbStorage, isQuotaError, type WorkspaceStorage } from "./persist-storage";
import type { HistoryStep, Notice } from "./store-types";
import { createTabLock, type TabLockOptions } from "./tab-lock";

/** What the autosave needs of the store: the persisted state, notices, and the persist actions. */
export interface AutosaveTarget {
  files: SitemapFile[];
  engines: Engine[];
  notices: Notice[];
  past?: HistoryStep[];
  future?: HistoryStep[];
  beyondUndo?: readonly string[];
  /**
   * Files being read. While there are any, a save waits: its copies would take the page's thread from
   * their reading (2.4 s of main-thread work in a drop of 20 files of 50,000 URLs, measured in Chromium).
   */
  loading?: readonly unknown[];
  /**
   * A check runs (in the worker). A save waits for it too, up to `AutosaveOptions.maxCheckWaitMs`: on two
   * cores its copies and the database's write slowed the check of a dropped file by a third (50,000 urls
   * with alternates and images in Chromium: 309 → 490 ms).
   */
  checking?: boolean;
  hydrate: PersistSlice["hydrate"];
  startOver: PersistSlice["startOver"];
  /**
   * Writes entry chunks from the worker's copy (`PersistSlice.storeEntryChunks`). Used for the chunks of new
   * files when the storage is IndexedDB (`WorkspaceStorage.target`); without it the page writes them.
   */
  storeEntryChunks?: PersistSlice["storeEntryChunks"];
  /**
   * Reads restored files' entries in the worker (`PersistSlice.loadStoredFiles`), when the storage is
   * IndexedDB; without it the page reads them.
   */
  loadStoredFiles?: PersistSlice["loadStoredFiles"];
}

export type AutosaveStore = Pick<StoreApi<AutosaveTarget>, "getState" | "setState" | "subscribe">;

/**
 * `restoring`: reading the stored copy; `idle`: nothing to save yet; `pending`: a change waits for the
 * debounce; `saving`: writing; `saved`: all written; `failed`: the last write failed (see `failure`);
 * `elsewhere`: another tab writes this workspace, changes here are not saved.
 */
export type SaveStatus = "restoring" | "idle" | "pending" | "saving" | "saved" | "failed" | "elsewhere";

export interface AutosaveState {
  status: SaveStatus;
  /** False until the first restore finished (the app shows "Restoring your workspace…" meanwhile). */
  ready: boolean;
  /** When the workspace was last written (ms since the epoch). */
  savedAt?: number;
  /** The last failed write; cleared by the next successful one. */
  failure?: { quota: boolean; detail: string };
  /** The last write: parts put and deleted, and how long it took (clone + commit), in ms. */
  lastWrite?: { puts: number; deletes: number; ms: number };
  /** What the last leave journal (`persist-journal.ts`) came to, when the page went away unsaved. */
  lastJournal?: JournalWrite;
  /**
   * With `elsewhere`: the tab that saved was closed while files were changed here, so this tab holds the
   * lock but waits for the user: keep the changes made here (`keepHere`) or load the saved copy (`takeOver`).
   */
  otherClosed?: boolean;
}

export interface AutosaveOptions {
  /** Where to write; default IndexedDB (`createIdbStorage()`). */
  storage?: WorkspaceStorage;
  /** Quiet time after the last change before writing; default 400 ms. */
  debounceMs?: number;
  /** The longest a save waits for a running check (`AutosaveTarget.checking`); default 5,000 ms. */
  maxCheckWaitMs?: number;
  /** Also told about every failed write or restore (the notice and the status are shown regardless). */
  onError?: (error: unknown) => void;
  /** Which workspace (one key prefix and one lock per id); default "default". */
  workspace?: string;
  /** Web Locks and BroadcastChannel for the one-writer rule (injectable for tests). */
  lock?: TabLockOptions;
  /** Runs a write when the page is idle; default `requestIdleCallback` (1 s timeout), else a timeout. */
  whenIdle?: (run: () => void) => void;
  /** Migrations of older stored versions; default `MIGRATIONS`. */
  migrations?: Record<number, Migration>;
  /**
   * Where the leave journal goes (`persist-journal.ts`): what is not written yet when the page goes away
   * (`pagehide`), laid over the stored copy by the next restore. Default `localStorage`; null: none.
   */
  journal?: JournalStorage | null;
  /**
   * Whether this tab saved the workspace before it was reloaded (`WriterMark`): a reloaded writer takes
   * saving back from a tab that took it over meanwhile. Default `sessionStorage` and the navigation's type;
   * null: never.
   */
  writerMark?: WriterMark | null;
}

/**
 * This tab's mark of being the one that saves, kept across a reload of the tab (not of another tab): the
 * tab a user reloads is the one they work in. A reload let go of the lock, another open tab with no
 * changes of its own took it over at once, and the reloaded tab came back saying another tab saves: the
 * tab worked in saved nothing (and nothing at all while the other waited for "keep the changes made here?").
 */
export interface WriterMark {
  /** True when this tab was the writer before this page was reloaded. */
  wasWriter(): boolean;
  /** Marks this tab the writer, or not. */
  set(writer: boolean): void;
}

/** The default `WriterMark`: a `sessionStorage` entry per workspace, read only after a reload. */
function defaultWriterMark(workspace: string): WriterMark | null {
  let session: Storage;
  try {
    session = globalThis.sessionStorage;
    if (!session) return null;
  } catch {
    return null;
  }
  const key = `sitemap-editor:writer:${workspace}`;
  const reloaded = () => {
    const [navigation] = (globalThis.performance?.getEntriesByType?.("navigation") ??
      []) as PerformanceNavigationTiming[];
    return navigation?.type === "reload";
  };
  return {
    wasWriter: () => {
      try {
        return reloaded() && session.getItem(key) === "1";
      } catch {
        return false;
      }
    },
    set: (writer) => {
      try {
        if (writer) session.setItem(key, "1");
        else session.removeItem(key);
      } catch {
        // a storage refused (private mode): a reload then waits as before
      }
    },
  };
}

export interface Autosave {
  /** The save status, for the header indicator and the other-tab banner. */
  state: StoreApi<AutosaveState>;
  /** Becomes the writer if no other tab is, then loads the stored workspace. Writing starts after it. */
  restore(): Promise<RestoreOutcome>;
  /** Writes pending changes now (before the page goes away, before handing over to another tab). */
  flush(): Promise<void>;
  /** Makes this tab the writer: the other tab saves and stops; this one reloads the stored workspace. */
  takeOver(): Promise<void>;
  /**
   * Once the tab that saved was closed (`AutosaveState.otherClosed`): makes this tab the writer with the
   * changes made here, written whole over the stored copy. Does nothing otherwise.
   */
  keepHere(): void;
  /** Empties the workspace and deletes its stored copy (only the store's copy when another tab writes). */
  startOver(): Promise<void>;
  /** Stops saving and lets go of the lock. */
  detach(): void;
  /**
   * True when a change is not stored: this tab saves and a write is pending or running or the last one
   * failed, or another tab saves and files were changed here since this one stopped saving (those are
   * stored nowhere).
   */
  hasUnsavedChanges(): boolean;
}

/**
 * How long the first change after a quiet spell waits before its write (ms): past the frames that show the
 * edit and its check. Written at once (in the idle time right after the edit), packing the edited entry's
 * chunk of 2,000 entries (5-8 ms with hreflang links and images) held back the edit's check, which then
 * painted a frame late (50k-ext: 18.8 ms from Enter, against 9.4 ms on 50k; `bench/profile-page.mjs edit`).
 */
const QUIET_WRITE_DELAY_MS = 100;

/** New parts (entry chunks of a new file) written per transaction ahead of the meta: ~2 x 2,000 entries. */
const NEW_PARTS_PER_WRITE = 2;

export { DEFAULT_WORKSPACE, errorText, type RestoreOptions, type RestoreOutcome, restoreWorkspace };

function defaultWhenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run, 0);
}

function pickSnapshot(state: AutosaveTarget): WorkspaceSnapshot {
  const snapshot: WorkspaceSnapshot = { files: state.files, engines: state.engines };
  if (state.past && state.future) {
    snapshot.past = state.past;
    snapshot.future = state.future;
    if (state.beyondUndo) snapshot.beyondUndo = state.beyondUndo;
  }
  return snapshot;
}

const persistedChanged = (a: AutosaveTarget, b: AutosaveTarget) =>
  a.files !== b.files ||
  a.engines !== b.engines ||
  a.past !== b.past ||
  a.future !== b.future ||
  a.beyondUndo !== b.beyondUndo;

/** The meta record without its time, to tell whether anything but the time would change. */
function metaContent(meta: unknown): string {
  const { savedAt: _time, ...rest } = (meta ?? {}) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Saves `store`'s workspace after each change of its persisted part (debounced, in idle time) and restores
 * it with `restore()`. Nothing is written before `restore()` finished (so a fresh page never overwrites the
 * stored copy with an empty workspace) nor while another tab is the writer.
 */
export function attachAutosave(store: AutosaveStore, options: AutosaveOptions = {}): Autosave {
  const storage = options.storage ?? createIdbStorage();
  const workspace = options.workspace ?? DEFAULT_WORKSPACE;
  const debounceMs = options.debounceMs ?? 400;
  const maxCheckWaitMs = options.maxCheckWaitMs ?? 5_000;
  // when a save first waited for a check, since the last write began (undefined: it has not waited)
  let checkWaitSince: number | undefined;
  const whenIdle = options.whenIdle ?? defaultWhenIdle;
  const state = createStore<AutosaveState>()(() => ({ status: "restoring", ready: false }));
  const setStatus = (patch: Partial<AutosaveState>) => state.setState(patch);

  const journalStorage = options.journal === undefined ? getDefaultJournalStorage() : options.journal;
  /** Every stored part by key, as last written (values are the state's own objects). */
  let written = new Map<string, unknown>();
  /** The parts a write in progress is storing (its transaction may still commit after the page went). */
  let inFlight: Map<string, unknown> | undefined;
  /** A leave journal may be in `journalStorage`: the next write that started after it removes it. */
  let journalKept = false;
  /** Counts the journals kept, so a write knows whether one was kept after it started. */
  let journalCount = 0;
  let writer = false;
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let dirty = false;
  /** Files changed while another tab saves: stored nowhere (the banner asks before replacing them). */
  let changedHere = false;
  let clearFirst = false;
  /** Start over runs: the workspace is empty, its stored copy not cleared yet. */
  let clearing = false;
  let failedNoticeShown = false;

  const stepKeys = new WeakMap<HistoryStep, string>();
  let nextStep = 1;
  const keyOfStep = (step: HistoryStep) => {
    let key = stepKeys.get(step);
    if (!key) {
      key = stepKey(workspace, nextStep++);
      stepKeys.set(step, key);
    }
    return key;
  };
  /**
   * Remembers the keys of restored steps so they are not written again under new ones. Only `step:<n>`:
   * the chunks of a big step (`step:<n>:<k>`) are not steps (their number read as one was NaN, and every
   * later step was then written as `step:NaN`, one over another).
   */
  function adoptSteps(parts: Map<string, unknown>) {
    const prefix = stepKey(workspace, 0).slice(0, -1);
    for (const [key, value] of parts) {
      if (!key.startsWith(prefix)) continue;
      const n = key.slice(prefix.length);
      if (!/^\d+$/.test(n)) continue;
      stepKeys.set(value as HistoryStep, key);
      nextStep = Math.max(nextStep, Number(n) + 1);
    }
  }

  const writerMark = options.writerMark === undefined ? defaultWriterMark(workspace) : options.writerMark;
  const lock = createTabLock(
    `sitemap-editor:workspace:${workspace}`,
    {
      onLost() {
        writer = false;
        writerMark?.set(false);
        cancelTimer();
        // a question still open ("keep the changes made here?") is moot: another tab saves now
        setStatus({ status: "elsewhere", otherClosed: undefined });
        waitAsReader();
      },
      // the other tab loads once this one lets go, or after a few seconds whatever it has written: what a
      // slow save has not written yet goes to the journal first, which that tab then lays over
      beforeRelease: async () => {
        keepJournal();
        await flush();
        // all written after all (the save under way ended, nothing waits): IndexedDB holds what the journal
        // kept, which the next tab would otherwise lay over, or report as lost when it was too big to keep
        if (!hasUnsavedChanges()) dropJournal();
      },
    },
    options.lock,
  );

  /**
   * A tab that does not save waits for the one that does to go (`TabLock.waitForFree`). Then, with no
   * change made here, it loads what that tab saved and saves from then on, as a takeover does, and says so;
   * with changes made here (stored nowhere) it asks first (`otherClosed`: keep them, or load the saved copy).
   */
  function waitAsReader() {
    lock.waitForFree(() => {
      if (writer) return;
      if (changedHere) {
        setStatus({ status: "elsewhere", otherClosed: true });
        return;
      }
      void becomeWriter().then((still) => {
        if (still) addNotice(store, "notice.other-tab-closed", undefined, "info");
      });
    });
  }

  /**
   * Loads what the tab that saved before wrote, and saves from then on (this tab holds the lock). Resolves
   * false when the lock was lost during the load (the tab that saved, reloaded, took it back): this tab
   * then reads, and says so, not "Saved".
   */
  async function becomeWriter(): Promise<boolean> {
    active = false;
    writer = true;
    writerMark?.set(true);
    const outcome = await load();
    changedHere = false;
    active = true;
    if (!writer) return false;
    setStatus({ status: outcome === "restored" ? "saved" : "idle", otherClosed: undefined });
    if (journalKept) schedule(0);
    return true;
  }

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function fail(error: unknown) {
    const quota = isQuotaError(error);
    setStatus({ status: "failed", failure: { quota, detail: errorText(error) } });
    // one notice per run of failures; the "Not saved" indicator stays until a write succeeds
    if (!failedNoticeShown) {
      failedNoticeShown = true;
      addNotice(store, quota ? "notice.save-quota" : "notice.save-failed", { detail: errorText(error) });
    }
    options.onError?.(error);
  }

  async function write(): Promise<void> {
    if (!writer || !active) return;
    dirty = false;
    const snapshot = pickSnapshot(store.getState());
    const parts = packWorkspace(snapshot, workspace, keyOfStep, Date.now());
    const puts: [string, unknown][] = [];
    const meta = metaKey(workspace);
    for (const [key, value] of parts) {
      if (key !== meta && written.has(key) && isSamePart(written.get(key), value)) continue;
      puts.push([key, value]);
    }
    const removes = [...written.keys()].filter((key) => !parts.has(key));
    const onlyMeta = puts.length === 1 && removes.length === 0;
    if (onlyMeta && written.has(meta) && metaContent(written.get(meta)) === metaContent(parts.get(meta))) {
      if (state.getState().status === "pending") setStatus({ status: "saved" });
      // the stored copy holds all a journal would add (a change undone before the page went, say)
      dropJournal();
      return;
    }
    if (state.getState().status !== "failed") setStatus({ status: "saving" });
    const started = performance.now();
    inFlight = parts;
    const journalsBefore = journalCount;
    try {
      if (clearFirst) await storage.clear(keyPrefix(workspace));
      clearFirst = false;
      const rest = await writeNewParts(puts, snapshot.files);
      await storage.setItems(rest, removes, toStoredPart);
      performance.measure?.("autosave: write", { start: started });
      written = parts;
      inFlight = undefined;
      // IndexedDB holds all a journal kept before this write took its parts held
      if (journalCount === journalsBefore) dropJournal();
      failedNoticeShown = false;
      const lastWrite = {
        puts: puts.length,
        deletes: removes.length,
        ms: Math.round(performance.now() - started),
      };
      setStatus({ status: dirty ? "pending" : "saved", savedAt: Date.now(), failure: undefined, lastWrite });
    } catch (error) {
      inFlight = undefined;
      fail(error);
      // the chunks written ahead of the meta (a new file's) are referenced by nothing now: left, they kept
      // a full disk full, and the next save that would have fit failed too (within this run: no other
      // write can start meanwhile and have its own chunks taken for stray ones)
      await removeStray();
    }
  }

  /**
   * Deletes the keys of this workspace that the saved copy (`written`) does not reference: entry chunks a
   * failed or interrupted save wrote ahead. Only the tab that saves, and never during a write (whose chunks
   * are not referenced yet). Best effort: a failure leaves them to the next try.
   */
  async function removeStray(): Promise<void> {
    if (!writer || inFlight !== undefined || !storage.keys) return;
    try {
      const stray = (await storage.keys(keyPrefix(workspace))).filter((key) => !written.has(key));
      if (stray.length > 0) await storage.setItems([], stray);
    } catch (error) {
      options.onError?.(error);
    }
  }

  /**
   * Writes parts under keys the stored meta does not reference yet (a new file: all its chunks) ahead, and
   * returns the rest, which the final transaction writes with the meta. With IndexedDB the worker writes
   * them from its copy of the entries (`storeInWorker`), so the page clones none; else (or when the worker
   * cannot) the page writes a few per transaction with a pause between, so a 50,000-URL file never blocks
   * it for long. A crash in between leaves only unreferenced keys (replaced by the next save, removed by
   * Start over), never a broken workspace.
   */
  async function writeNewParts(
    puts: [string, unknown][],
    files: readonly SitemapFile[],
  ): Promise<[string, unknown][]> {
    const fresh = puts.filter(([key]) => !written.has(key) && key.includes(":urls:"));
    if (fresh.length <= NEW_PARTS_PER_WRITE) return puts;
    const ahead = new Set(fresh.map(([key]) => key));
    if (!(await storeInWorker(ahead, files))) {
      for (let i = 0; i < fresh.length; i += NEW_PARTS_PER_WRITE) {
        await storage.setItems(fresh.slice(i, i + NEW_PARTS_PER_WRITE), [], toStoredPart);
        await new Promise<void>((resolve) => whenIdle(resolve));
      }
    }
    return puts.filter(([key]) => !ahead.has(key));
  }

  /**
   * Has the worker write the entry chunks under `keys` (chunks of `files`) to the same IndexedDB store:
   * true once all are committed; false when the storage is not IndexedDB, there is no worker, or its write
   * failed for another reason than a full disk. Rejects with a full disk's error (`QuotaExceededError`),
   * which fails the save like the page's own write.
   */
  async function storeInWorker(keys: ReadonlySet<string>, files: readonly SitemapFile[]): Promise<boolean> {
    const { storeEntryChunks } = store.getState();
    const { target } = storage;
    if (!storeEntryChunks || !target) return false;
    const chunks = getEntryChunks(files, workspace).filter((chunk) => keys.has(chunk.key));
    if (chunks.length !== keys.size) return false;
    try {
      return await storeEntryChunks(chunks, target, files);
    } catch (error) {
      // a full disk is full for the page too; any other failure of the worker's write (no IndexedDB
      // there) leaves the chunks to the page
      if (isQuotaError(error)) throw error;
      return false;
    }
  }

  /** Runs `write`, one at a time; a change during a write is written right after it. */
  function run(): Promise<void> {
    if (writing) {
      dirty = true;
      return writing;
    }
    writing = write().finally(() => {
      writing = undefined;
      if (dirty && writer && active) schedule();
    });
    return writing;
  }

  /**
   * Writes after `delay` ms, once dropped files are read and a running check has ended (or waited
   * `maxCheckWaitMs`), in idle time.
   */
  function schedule(delay = debounceMs) {
    cancelTimer();
    dirty = true;
    if (state.getState().status !== "failed") setStatus({ status: "pending" });
    timer = setTimeout(() => {
      timer = undefined;
      // a drop still being read: wait for its files (a page hidden or closed meanwhile flushes anyway)
      const { loading, checking } = store.getState();
      if ((loading?.length ?? 0) > 0) {
        schedule();
        return;
      }
      // a check in progress: wait for it, but a stream of checks never holds a change back for long
      if (checking) {
        checkWaitSince ??= Date.now();
        if (Date.now() - checkWaitSince < maxCheckWaitMs) {
          schedule();
          return;
        }
      }
      checkWaitSince = undefined;
      whenIdle(() => void run());
    }, delay);
  }

  async function flush(): Promise<void> {
    if (writing) await writing;
    if (timer === undefined && !dirty) return;
    cancelTimer();
    await run();
  }

  // the first change after a quiet spell is written soon (`QUIET_WRITE_DELAY_MS`, then in idle time): a
  // reload soon after one edit finds it saved (the "Leave site?" question pauses the page, and a write
  // still waiting never starts); changes that follow within `debounceMs` of each other go together in one
  // write
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  const unsubscribe = store.subscribe((next, prev) => {
    if (!active || !persistedChanged(next, prev)) return;
    if (!writer) {
      changedHere = true;
      return;
    }
    const now = Date.now();
    const quiet = now - lastChangeAt > debounceMs && writing === undefined && timer === undefined;
    lastChangeAt = now;
    schedule(quiet ? QUIET_WRITE_DELAY_MS : debounceMs);
  });
  // a write that failed left its changes unstored until one succeeds ("Not saved"): leaving asks, and the
  // journal keeps them (a handover to another tab included)
  const hasUnsavedChanges = () =>
    clearing ||
    (active &&
      (writer
        ? timer !== undefined || dirty || writing !== undefined || state.getState().status === "failed"
        : changedHere));

  async function load(): Promise<RestoreOutcome> {
    const { outcome, parts, restored, journaled } = await restoreWorkspace(store, {
      storage,
      workspace,
      migrations: options.migrations,
      onError: options.onError,
      // only the tab that saves lays the journal over (and then writes it and removes it)
      journal: writer ? journalStorage : null,
    });
    written = parts;
    adoptSteps(restored);
    // work the journal kept is not in IndexedDB yet: saved at once, and then the journal goes
    journalKept = journaled;
    journalCount++;
    dirty = journaled;
    // an unreadable copy is replaced as a whole by the next save
    clearFirst = outcome === "failed";
    // what a save that failed or was cut short wrote ahead, referenced by nothing, goes: as a run of its
    // own (`run`), so no write starts meanwhile and has its chunks taken for stray ones
    if (writer && outcome !== "failed" && !writing) {
      writing = removeStray().finally(() => {
        writing = undefined;
        if (dirty && writer && active) schedule();
      });
    }
    // "Saved in this browser at …" names when the copy just loaded was written, until the next write
    const stored = parts.get(metaKey(workspace)) as { savedAt?: unknown } | undefined;
    const savedAt = typeof stored?.savedAt === "number" ? stored.savedAt : undefined;
    setStatus({ savedAt: outcome === "restored" ? savedAt : undefined });
    return outcome;
  }

  const onHidden = () => {
    if (document.visibilityState === "hidden") void flush();
  };
  function dropJournal() {
    if (!journalKept || !journalStorage) return;
    removeJournal(journalStorage, journalKey(workspace));
    journalKept = false;
  }

  /**
   * Keeps what is not written yet in the leave journal, synchronously: the page is going away, and a write
   * it starts or runs may never commit.
   */
  function keepJournal() {
    if (!journalStorage || !writer || !(active || clearing) || !hasUnsavedChanges()) return;
    const now = packWorkspace(pickSnapshot(store.getState()), workspace, keyOfStep, Date.now());
    const stored = inFlight ? [written, inFlight] : [written];
    const { puts, removes, patches } = diffParts(now, stored, isSamePart);
    const bases = stored.map((parts) => getBase(parts.get(metaKey(workspace))));
    // saves that failed for a full storage: a lost journal says that was why, at the next start
    const { status, failure } = state.getState();
    const cause = status === "failed" && failure?.quota ? "quota" : undefined;
    const journal = { bases, puts, removes, patches };
    // files the last finished save does not hold: lost with the journal, the next start names them to
    // open again (the save under way may hold them, but it is the one the page leaves unfinished)
    const lostFiles = store
      .getState()
      .files.map((file) => file.name)
      .filter((name) => !written.has(fileKey(workspace, name)));
    let result = writeJournal(journalStorage, journalKey(workspace), journal, undefined, cause, lostFiles);
    // too big with its undo steps (a replace in thousands of URLs with hreflang links and images), or
    // refused by a full localStorage: the changes alone, Undo starting from them at the next start
    const slim = result !== "written" ? withoutUndo(journal, workspace) : undefined;
    if (slim) result = writeJournal(journalStorage, journalKey(workspace), slim, undefined, cause, lostFiles);
    // a journal or its `lost` marker: the next write that covers it removes it
    journalKept = true;
    journalCount++;
    setStatus({ lastJournal: result });
  }
  const onPageHide = () => {
    keepJournal();
    void flush();
  };
  // a reload or close while a change waits or is being written: the browser asks "Leave site?" (its own
  // words). Chromium pauses the page while it asks, so a user who leaves keeps what was written and what
  // the leave journal holds (`keepJournal`, at pagehide; README, "Your work is saved"); the flush starts the
  // write of what waits, for a user who stays
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    // also in a tab that does not save, once files were changed there: closing it loses them
    if (!hasUnsavedChanges()) return;
    if (writer) void flush();
    event.preventDefault();
    // older Chromium and Safari ask only when returnValue is set
    event.returnValue = "";
  };
  if (typeof window !== "undefined" && typeof document !== "undefined") {
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("visibilitychange", onHidden);
  }

  return {
    state,
    async restore() {
      setStatus({ status: "restoring" });
      try {
        writer = await lock.acquire();
        // the tab that saved, reloaded: saving comes back to it from a tab that took it over meanwhile
        // (that tab is asked to save and let go, as "Use it here instead" asks; with changes of its own
        // waiting for "keep them?", it saves nothing and says again that another tab saves)
        if (!writer && writerMark?.wasWriter()) {
          await lock.takeOver();
          writer = true;
        }
        writerMark?.set(writer);
      } catch (error) {
        // no lock (an unusual browser): write anyway, one tab is the common case
        writer = true;
        options.onError?.(error);
      }
      const outcome = await load();
      active = true;
      const saved = outcome === "restored" ? "saved" : "idle";
      setStatus({ status: writer ? saved : "elsewhere", ready: true });
      if (journalKept) schedule(0);
      if (!writer) waitAsReader();
      return outcome;
    },
    flush,
    async takeOver() {
      if (writer) return;
      await lock.takeOver();
      // the other tab saved before letting go: continue from what it wrote
      await becomeWriter();
    },
    keepHere() {
      if (writer || !state.getState().otherClosed) return;
      // the lock went to a tab that took over meanwhile: that one saves, never two at once
      if (!lock.isHolder()) {
        setStatus({ status: "elsewhere", otherClosed: undefined });
        return;
      }
      writer = true;
      writerMark?.set(true);
      changedHere = false;
      // what the closed tab wrote since this one read it is replaced as a whole, not mixed with these parts
      written = new Map();
      clearFirst = true;
      setStatus({ otherClosed: undefined });
      schedule(0);
    },
    hasUnsavedChanges,
    async startOver() {
      cancelTimer();
      active = false;
      // emptied at once; the stored copy once a write under way has ended (it could not be cleared before).
      // Meanwhile leaving asks first, and the journal keeps the empty workspace (`keepJournal`)
      clearing = writer;
      // a journal kept before (the page came back from the back/forward cache) must not bring back what
      // the user throws away now
      if (writer && journalStorage) removeJournal(journalStorage, journalKey(workspace));
      journalKept = false;
      store.getState().startOver();
      if (writing) await writing.catch(() => undefined);
      if (writer) {
        try {
          await storage.clear(keyPrefix(workspace));
          // a journal of the empty workspace, kept if the page went meanwhile, is done with
          dropJournal();
          written = new Map();
          clearFirst = false;
          setStatus({ status: "idle", failure: undefined, savedAt: undefined });
        } catch (error) {
          clearFirst = true;
          fail(error);
        }
      }
      dirty = false;
      clearing = false;
      active = true;
    },
    detach() {
      cancelTimer();
      active = false;
      unsubscribe();
      lock.dispose();
      if (typeof window !== "undefined" && typeof document !== "undefined") {
        window.removeEventListener("pagehide", onPageHide);
        window.removeEventListener("beforeunload", onBeforeUnload);
        document.removeEventListener("visibilitychange", onHidden);
      }
    },
  };
}
