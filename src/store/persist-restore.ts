/**
 * Restoring the autosaved workspace (issue #6): the stored copy read from IndexedDB, with the leave journal
 * (`persist-journal.ts`) laid over it when the page last went away before its save was written.
 */

import type { SitemapFile } from "@/core/index";
import type { LoadFile } from "@/workers/protocol";
import {
  getBase,
  getDefaultJournalStorage,
  getJournalMeta,
  type JournalStorage,
  journalKey,
  readJournal,
  removeJournal,
  type WorkspaceJournal,
} from "./persist-journal";
import {
  checkFileParts,
  fromStoredChunk,
  fromStoredPatches,
  isChunkKey,
  isStepChunkKey,
} from "./persist-parts";
import {
  CHUNK_SIZE,
  getFileKeys,
  getPartKeys,
  keyPrefix,
  MIGRATIONS,
  type Migration,
  metaKey,
  migrateRecord,
  RestoreError,
  unpackWorkspace,
  type WorkspaceRecord,
} from "./persist-record";
import { createIdbStorage, type WorkspaceStorage } from "./persist-storage";
import type { AutosaveStore } from "./persist-workspace";
import type { Notice } from "./store-types";
import { makeNotice } from "./workspace-helpers";

/** Name of the default workspace. */
export const DEFAULT_WORKSPACE = "default";

/** `empty`: nothing stored; `restored`: put back; `failed`: stored but unusable (a notice says so). */
export type RestoreOutcome = "empty" | "restored" | "failed";

export interface RestoreOptions {
  storage?: WorkspaceStorage;
  workspace?: string;
  migrations?: Record<number, Migration>;
  onError?: (error: unknown) => void;
  /** Where the leave journal is; default `localStorage` (none in a worker or Node); null: no journal. */
  journal?: JournalStorage | null;
}

/** What `restoreWorkspace` found. */
export interface RestoreResult {
  outcome: RestoreOutcome;
  /**
   * The parts by key as IndexedDB holds them (what the autosave then knows is written). A key the journal
   * removed maps to `NOT_KEPT`, so the next save deletes it.
   */
  parts: Map<string, unknown>;
  /** The parts the workspace was made of: `parts` with the journal's laid over. */
  restored: Map<string, unknown>;
  /** True when a leave journal was applied: the workspace holds work IndexedDB does not have yet. */
  journaled: boolean;
}

/** The stored value of a key the journal removed: differs from every part, so the next save deletes it. */
export const NOT_KEPT: unknown = Object.freeze({ notKept: true });

/** Adds a notice `text` (a messages key, with `params`; an error unless `kind` says otherwise) to the store's notices. */
export function addNotice(
  store: AutosaveStore,
  text: string,
  params?: Record<string, string>,
  kind: Notice["kind"] = "error",
) {
  const notice = makeNotice(kind, text, params);
  store.setState((state) => ({ notices: [...state.notices, notice] }));
}

/**
 * What went wrong, in words: the error's message or name; an IndexedDB transaction that was aborted gives
 * `null` as its error (the tab ran short of memory, say), which is named as such instead of "null".
 */
export const errorText = (error: unknown) => {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name;
  return error === null || error === undefined
    ? "the browser aborted the write without a reason"
    : String(error);
};

/** A stored file whose entry chunks the worker reads: its name and its parts' keys. */
interface WorkerFile {
  name: string;
  keys: ReturnType<typeof getFileKeys>;
}

/**
 * The stored files of `record` whose entry chunks the worker can read itself: those with chunks, none of
 * them replaced or patched by `journal` (those are put together here, from the journal).
 */
function pickWorkerFiles(
  record: WorkspaceRecord,
  workspace: string,
  journal: WorkspaceJournal | undefined,
): WorkerFile[] {
  const touched = new Set([
    ...(journal?.puts ?? []).map(([key]) => key),
    ...(journal?.patches ?? []).map(([key]) => key),
  ]);
  return record.files
    .map(({ name, chunks }) => ({ name, keys: getFileKeys(workspace, name, chunks) }))
    .filter(({ keys }) => keys.chunks.length > 0 && !keys.chunks.some((key) => touched.has(key)));
}

/** Reads the stored copy, `journal` (if any) laid over it, into `store`; throws what reading it throws. */
async function load(
  store: AutosaveStore,
  storage: WorkspaceStorage,
  workspace: string,
  migrations: Record<number, Migration>,
  journal: WorkspaceJournal | undefined,
): Promise<RestoreResult> {
  const meta = metaKey(workspace);
  const [raw] = await storage.getItems([meta]);
  const top = journal ? getJournalMeta(journal, workspace) : raw;
  if (top === undefined) return { outcome: "empty", parts: new Map(), restored: new Map(), journaled: false };
  const record = migrateRecord(top, migrations);
  const keys = getPartKeys(record, workspace);
  // the files whose entries the worker reads (when there is one and it can reach IndexedDB)
  const { loadStoredFiles } = store.getState();
  const target = loadStoredFiles ? storage.target : undefined;
  const inWorker = target ? pickWorkerFiles(record, workspace, journal) : [];
  const workerKeys = new Set(inWorker.flatMap(({ keys }) => keys.chunks));
  const { parts, restored } = await readParts(
    storage,
    workspace,
    keys.filter((key) => !workerKeys.has(key)),
    journal,
  );
  const loaded =
    target && loadStoredFiles && inWorker.length > 0
      ? await loadInWorker({ storage, workspace, loadStoredFiles, target, inWorker, parts, restored })
      : undefined;
  const snapshot = unpackWorkspace(record, workspace, restored, loaded);
  if (!("past" in store.getState())) {
    delete snapshot.past;
    delete snapshot.future;
  }
  store.getState().hydrate(snapshot);
  // each step's key names the store's own step object (a big step is put together from its chunks into a
  // new one), so the autosave knows it as stored and does not write it again under a new key
  if (record.history && snapshot.past && snapshot.future) {
    const keys = [...record.history.past, ...record.history.future];
    const steps = [...snapshot.past, ...snapshot.future];
    for (let i = 0; i < keys.length; i++) restored.set(keys[i], steps[i]);
  }
  if (raw !== undefined) parts.set(meta, raw);
  for (const key of journal?.removes ?? []) if (!parts.has(key)) parts.set(key, NOT_KEPT);
  restored.set(meta, top);
  return { outcome: "restored", parts, restored, journaled: journal !== undefined };
}

/**
 * The parts `keys` as stored (`parts`: what IndexedDB holds, entry chunks unpacked into entry lists and a big
 * step's chunks into patch lists, which
 * the autosave compares its next parts with) and as restored (`restored`: `journal`'s puts and patches laid
 * over them). Throws a `RestoreError` for a damaged chunk or a journal patch that does not fit its part.
 */
async function readParts(
  storage: WorkspaceStorage,
  workspace: string,
  keys: readonly string[],
  journal: WorkspaceJournal | undefined,
): Promise<{ parts: Map<string, unknown>; restored: Map<string, unknown> }> {
  const overlay = new Map<string, unknown>(journal?.puts ?? []);
  const fromStorage = keys.filter((key) => !overlay.has(key));
  const values = await storage.getItems(fromStorage);
  const parts = new Map<string, unknown>(
    fromStorage.map((key, index) => {
      const value = values[index];
      if (isChunkKey(key)) return [key, fromStoredChunk(value, partLabel(workspace, key))];
      // a big step's chunk of patches: packed since session 51 (`PackedPatches`), a list before
      if (isStepChunkKey(key) && value !== undefined) {
        const patches = fromStoredPatches(value);
        if (!patches) throw new RestoreError(`bad history step ${partLabel(workspace, key)}`);
        return [key, patches];
      }
      return [key, value];
    }),
  );
  const restored = new Map<string, unknown>(
    keys.map((key) => [key, overlay.has(key) ? overlay.get(key) : parts.get(key)]),
  );
  for (const [key, length, items] of journal?.patches ?? []) {
    const stored = parts.get(key);
    if (!Array.isArray(stored) || stored.length !== length || overlay.has(key))
      throw new RestoreError(`the journal does not fit ${partLabel(workspace, key)}`);
    const patched = stored.slice();
    for (const [index, value] of items) patched[index] = value;
    restored.set(key, patched);
  }
  return { parts, restored };
}

/** A part's key without its workspace's prefix (`file:<name>:chunk:<k>`), for error messages. */
const partLabel = (workspace: string, key: string) => key.slice(keyPrefix(workspace).length);

/** What `loadInWorker` needs: the store's way to the worker, the files for it, and the maps to fill. */
interface WorkerLoad {
  storage: WorkspaceStorage;
  workspace: string;
  loadStoredFiles: NonNullable<ReturnType<AutosaveStore["getState"]>["loadStoredFiles"]>;
  target: NonNullable<WorkspaceStorage["target"]>;
  inWorker: readonly WorkerFile[];
  /** Every part read, by key; gets the files' entry chunks. */
  parts: Map<string, unknown>;
  /** Every part restored, by key: the headers and problems `inWorker` needs; gets their entry chunks. */
  restored: Map<string, unknown>;
}

/**
 * Has the worker read the entry chunks of `inWorker`'s files (`SitemapClient.loadFiles`) and returns those
 * files by name, or undefined when the worker cannot reach IndexedDB (a browser's private mode, say): the
 * chunks are then read here. Either way their chunks go into `parts` and `restored`. Throws a
 * `RestoreError` for a missing header or problems part, or a damaged chunk (the worker's or ours).
 */
async function loadInWorker(load: WorkerLoad): Promise<Map<string, SitemapFile> | undefined> {
  const { workspace, inWorker, restored } = load;
  const need = (key: string) => {
    const value = restored.get(key);
    if (value === undefined) throw new RestoreError(`missing ${partLabel(workspace, key)}`);
    return value;
  };
  const requests = inWorker.map(({ name, keys }): LoadFile => {
    const { header, problems } = checkFileParts(name, need(keys.header), need(keys.problems));
    return { file: { ...header, urls: [], problems }, keys: keys.chunks };
  });
  const files = await load.loadStoredFiles(requests, load.target).catch((error: unknown) => {
    // a damaged chunk fails the restore as it would here; any other failure leaves the chunks to the page
    if ((error as { name?: unknown } | null)?.name === "RestoreError") throw error;
    return undefined;
  });
  await keepChunks(load, files);
  return files && new Map(files.map((file) => [file.name, file]));
}

/**
 * Puts the entry chunks of the files the worker was asked to read into `parts` and `restored` (what the
 * autosave then knows is stored): slices of the files it read, or, when it could not (`files`
 * undefined), the chunks as read here.
 */
async function keepChunks(
  { storage, workspace, inWorker, parts, restored }: WorkerLoad,
  files: readonly SitemapFile[] | undefined,
): Promise<void> {
  if (files) {
    inWorker.forEach(({ keys }, i) => {
      const { urls } = files[i];
      keys.chunks.forEach((key, k) => {
        const chunk = urls.slice(k * CHUNK_SIZE, (k + 1) * CHUNK_SIZE);
        parts.set(key, chunk);
        restored.set(key, chunk);
      });
    });
    return;
  }
  const keys = inWorker.flatMap(({ keys }) => keys.chunks);
  const values = await storage.getItems(keys);
  keys.forEach((key, index) => {
    const chunk = fromStoredChunk(values[index], partLabel(workspace, key));
    parts.set(key, chunk);
    restored.set(key, chunk);
  });
}

/**
 * Loads the stored workspace into `store` (files, entries, locations, engines, history) and starts a
 * re-check. A leave journal made against this stored copy (`persist-journal.ts`) is laid over it; one that
 * cannot be applied is removed and the stored copy restored alone. Nothing stored: the store stays empty. An
 * unreadable copy (corrupt, a version this build can't read, a missing part): the store stays empty and a
 * notice says so; it never throws.
 */
export async function restoreWorkspace(
  store: AutosaveStore,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const storage = options.storage ?? createIdbStorage();
  const workspace = options.workspace ?? DEFAULT_WORKSPACE;
  const migrations = options.migrations ?? MIGRATIONS;
  const journalStorage = options.journal === undefined ? getDefaultJournalStorage() : options.journal;
  const key = journalKey(workspace);
  try {
    let journal: WorkspaceJournal | undefined;
    if (journalStorage) {
      const [raw] = await storage.getItems([metaKey(workspace)]);
      journal = readJournal(journalStorage, key, getBase(raw));
      if (journal?.lost) {
        // the files it held that no stored copy has: named, to open again
        const lostFiles = Array.isArray(journal.lostFiles)
          ? journal.lostFiles.filter((name) => typeof name === "string")
          : [];
        const files = lostFiles.length > 0 ? { files: lostFiles.join(", ") } : undefined;
        addNotice(
          store,
          journal.cause === "quota" ? "notice.journal-lost-quota" : "notice.journal-lost",
          files,
        );
      }
      if (journal && getJournalMeta(journal, workspace) === undefined) {
        removeJournal(journalStorage, key);
        journal = undefined;
      }
    }
    if (journal && journalStorage) {
      try {
        const result = await load(store, storage, workspace, migrations, journal);
        // the changes came back without their undo steps (too big for the journal with them)
        if (journal.undoDropped) addNotice(store, "notice.journal-undo-dropped");
        return result;
      } catch (error) {
        // a journal that does not fit its stored copy: the stored copy alone is still the user's work
        removeJournal(journalStorage, key);
        options.onError?.(error);
      }
    }
    return await load(store, storage, workspace, migrations, undefined);
  } catch (error) {
    addNotice(store, "notice.restore-failed", { detail: errorText(error) });
    options.onError?.(error);
    return { outcome: "failed", parts: new Map(), restored: new Map(), journaled: false };
  }
}
