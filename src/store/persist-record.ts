/**
 * The stored shape of a workspace and how state maps to it, purely (no storage, no store).
 *
 * One workspace is a handful of keys under the prefix `workspace:<id>:`:
 * - `meta`: the versioned record `{ version, savedAt, files: [{ name, chunks }], engines, history }`, written
 *   on every save (small);
 * - `file:<name>`: a file without its entries and reading problems (format, location, namespaces, ...);
 * - `file:<name>:problems`: what reading found (problems of the check are not stored: they are recomputed);
 * - `file:<name>:urls:<k>`: entries `k * CHUNK_SIZE ...` of the file, so one edit rewrites one chunk; since
 *   version 2 packed (`PackedEntries`, `packed-entries.ts`: a few typed arrays and the strings as UTF-8
 *   bytes) rather than as objects, so IndexedDB's structured clone copies a few buffers instead of every
 *   entry, alternate and image object (`persist-parts.ts`);
 * - `step:<n>`: one undo/redo step (steps never change once made, so each is written once); a step of more
 *   than `STEP_CHUNK_SIZE` patches (a bulk edit of a million rows) keeps them in `step:<n>:<k>`, listed in
 *   the meta record's `stepChunks`: one IndexedDB value has a size limit (Chromium: about 133 MB), which such
 *   a step passes many times over; each chunk packed (`PackedPatches`) since session 51, patch lists read too.
 * A part is written only when it changed since the last save (same references = unchanged).
 */
import type { Engine, SitemapFile } from "@/core/index";
import type { StoreChunk } from "@/workers/protocol";
import {
  checkFileParts,
  type FileHeader,
  fromStoredPatches,
  isEntryShape,
  isObject,
  isProblemShape,
  joinEntryChunks,
  RestoreError,
  upgradeEntry,
} from "./persist-parts";
import type { HistoryStep } from "./store-types";

export { type FileHeader, RestoreError };

/**
 * Version of the stored record. Bump it and add a migration when the shape changes. Version 2 (session 27)
 * stores entry chunks packed; a build of version 1 would take them for broken entries, so it is told the
 * copy is newer instead.
 */
export const WORKSPACE_VERSION = 2;

/** Entries per stored chunk: about 5 ms of structured clone, so an edit of a 50,000-URL file stays cheap. */
export const CHUNK_SIZE = 2_000;

/**
 * Patches per stored chunk of a big step: with an entry before and after each, well under the largest value
 * IndexedDB takes, and stored packed (`PackedPatches`) in a few ms of the page's thread per chunk.
 */
export const STEP_CHUNK_SIZE = 2_000;

/** The `patches` of a chunked step's head record: one shared array, so an unchanged head is the same part. */
const CHUNKED: readonly never[] = Object.freeze([]);

/** One file in the record: its name (unique) and how many entry chunks it has. */
export interface RecordFile {
  name: string;
  chunks: number;
}

/** The `meta` record of a workspace, version 1. */
export interface WorkspaceRecord {
  version: number;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  files: RecordFile[];
  engines: Engine[];
  /** Keys of the undo (oldest first) and redo (next first) steps. */
  history?: { past: string[]; future: string[] };
  /** Steps whose patches are stored in chunks (`STEP_CHUNK_SIZE`): step key → number of chunks. */
  stepChunks?: Record<string, number>;
  /** Files changed by steps the history let go of (`HistorySlice.beyondUndo`); absent when none. */
  beyondUndo?: string[];
}

/** What the workspace is made of, as the store holds it. */
export interface WorkspaceSnapshot {
  files: SitemapFile[];
  engines: Engine[];
  past?: HistoryStep[];
  future?: HistoryStep[];
  /** Saved with the history (`HistorySlice.beyondUndo`). */
  beyondUndo?: readonly string[];
}

/** Turns a record of an older version into the next one; `MIGRATIONS[n]` upgrades version n to n + 1. */
export type Migration = (record: Record<string, unknown>) => Record<string, unknown>;

/**
 * Migrations by the version they upgrade from. 1 → 2: nothing to change, a version 1 copy's chunks are
 * entry lists, which `joinEntryChunks` still reads (and the next write of a chunk packs it).
 */
export const MIGRATIONS: Record<number, Migration> = { 1: (record) => record };

export const keyPrefix = (workspace: string) => `workspace:${workspace}:`;
export const metaKey = (workspace: string) => `${keyPrefix(workspace)}meta`;
/** The key of a file's header part: a stored copy that holds the file has it. */
export const fileKey = (workspace: string, name: string) =>
  `${keyPrefix(workspace)}file:${encodeURIComponent(name)}`;
const problemsKey = (workspace: string, name: string) => `${fileKey(workspace, name)}:problems`;
const chunkKey = (workspace: string, name: string, chunk: number) =>
  `${fileKey(workspace, name)}:urls:${chunk}`;
const stepChunkKey = (step: string, chunk: number) => `${step}:${chunk}`;
export const stepKey = (workspace: string, n: number) => `${keyPrefix(workspace)}step:${n}`;

/** The record at the current version, applying `migrations` in turn; throws a RestoreError when it can't. */
export function migrateRecord(
  value: unknown,
  migrations: Record<number, Migration> = MIGRATIONS,
): WorkspaceRecord {
  if (!isObject(value) || typeof value.version !== "number") throw new RestoreError("no version");
  let record = value;
  while ((record.version as number) < WORKSPACE_VERSION) {
    const from = record.version as number;
    const migrate = migrations[from];
    if (!migrate) throw new RestoreError(`version ${from} cannot be read`);
    record = { ...migrate(record), version: from + 1 };
  }
  if (record.version !== WORKSPACE_VERSION) throw new RestoreError(`version ${record.version} is newer`);
  return checkRecord(record);
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function checkRecord(record: Record<string, unknown>): WorkspaceRecord {
  const { files, engines, history } = record;
  const fileOk = (file: unknown) =>
    isObject(file) &&
    typeof file.name === "string" &&
    Number.isInteger(file.chunks) &&
    (file.chunks as number) >= 0;
  if (!Array.isArray(files) || !files.every(fileOk)) throw new RestoreError("bad file list");
  // file names are keys: one listed twice would be opened twice
  if (new Set(files.map((file) => file.name)).size !== files.length) throw new RestoreError("bad file list");
  if (!isStringArray(engines)) throw new RestoreError("bad engines");
  if (
    history !== undefined &&
    !(isObject(history) && isStringArray(history.past) && isStringArray(history.future))
  )
    throw new RestoreError("bad history");
  return record as unknown as WorkspaceRecord;
}

/**
 * Where each entry chunk of `files` goes: its key and the range of its file's entries (`start` inclusive,
 * `end` exclusive), `CHUNK_SIZE` entries each, in file and chunk order.
 */
export function getEntryChunks(files: readonly SitemapFile[], workspace: string): StoreChunk[] {
  const chunks: StoreChunk[] = [];
  for (const { name, urls } of files) {
    for (let start = 0; start < urls.length; start += CHUNK_SIZE) {
      const end = Math.min(start + CHUNK_SIZE, urls.length);
      chunks.push({ key: chunkKey(workspace, name, start / CHUNK_SIZE), file: name, start, end });
    }
  }
  return chunks;
}

/** The stored parts of `snapshot`: every key and its value (the meta record last). */
export function packWorkspace(
  snapshot: WorkspaceSnapshot,
  workspace: string,
  keyOfStep: (step: HistoryStep) => string,
  savedAt: number,
): Map<string, unknown> {
  const parts = new Map<string, unknown>();
  const files: RecordFile[] = [];
  for (const file of snapshot.files) {
    const { urls, problems, ...header } = file;
    parts.set(fileKey(workspace, file.name), header);
    parts.set(problemsKey(workspace, file.name), problems);
    const chunks = Math.ceil(urls.length / CHUNK_SIZE);
    for (let k = 0; k < chunks; k++) {
      parts.set(chunkKey(workspace, file.name, k), urls.slice(k * CHUNK_SIZE, (k + 1) * CHUNK_SIZE));
    }
    files.push({ name: file.name, chunks });
  }
  let history: WorkspaceRecord["history"];
  let stepChunks: Record<string, number> | undefined;
  if (snapshot.past && snapshot.future) {
    const steps = [...snapshot.past, ...snapshot.future];
    for (const step of steps) {
      const key = keyOfStep(step);
      const { patches } = step;
      if (patches.length <= STEP_CHUNK_SIZE) {
        parts.set(key, step);
        continue;
      }
      const chunks = Math.ceil(patches.length / STEP_CHUNK_SIZE);
      parts.set(key, { ...step, patches: CHUNKED });
      for (let k = 0; k < chunks; k++)
        parts.set(stepChunkKey(key, k), patches.slice(k * STEP_CHUNK_SIZE, (k + 1) * STEP_CHUNK_SIZE));
      stepChunks ??= {};
      stepChunks[key] = chunks;
    }
    history = { past: snapshot.past.map(keyOfStep), future: snapshot.future.map(keyOfStep) };
  }
  const record: WorkspaceRecord = { version: WORKSPACE_VERSION, savedAt, files, engines: snapshot.engines };
  if (history) record.history = history;
  if (stepChunks) record.stepChunks = stepChunks;
  if (history && snapshot.beyondUndo && snapshot.beyondUndo.length > 0)
    record.beyondUndo = [...snapshot.beyondUndo];
  parts.set(metaKey(workspace), record);
  return parts;
}

/**
 * True when a part is the same as the one written before: the same value, an array of the same items, or an
 * object with the same values under the same keys (a file header rebuilt from an unchanged file).
 */
export function isSamePart(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
  }
  return false;
}

/** Every key a record needs besides `meta`, in order: per file header, problems, chunks; then the steps. */
export function getPartKeys(record: WorkspaceRecord, workspace: string): string[] {
  const keys: string[] = [];
  for (const { name, chunks } of record.files) {
    keys.push(fileKey(workspace, name), problemsKey(workspace, name));
    for (let k = 0; k < chunks; k++) keys.push(chunkKey(workspace, name, k));
  }
  if (record.history) {
    for (const key of [...record.history.past, ...record.history.future]) {
      keys.push(key);
      const chunks = record.stepChunks?.[key] ?? 0;
      for (let k = 0; k < chunks; k++) keys.push(stepChunkKey(key, k));
    }
  }
  return keys;
}

/**
 * True for a `HistoryStep.readingBefore` as stored: per file, the problems cut and their places (one index
 * per problem, ascending), or the whole list before the step (steps saved before session 35).
 */
function isReadingBefore(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isObject(item) &&
        typeof item.file === "string" &&
        (Array.isArray(item.problems)
          ? item.problems.every(isProblemShape)
          : Array.isArray(item.cut) &&
            item.cut.every(isProblemShape) &&
            Array.isArray(item.at) &&
            item.at.length === item.cut.length &&
            item.at.every(
              (at, i) => Number.isInteger(at) && at >= 0 && (i === 0 || at > (item.at as number[])[i - 1]),
            )),
    )
  );
}

/** True when a step key is listed more than once in `history`. */
function hasRepeatedKey(history: { past: string[]; future: string[] }): boolean {
  const keys = [...history.past, ...history.future];
  return new Set(keys).size !== keys.length;
}

/** The keys of a file's stored parts: its header, its reading problems, its entry chunk `chunk`. */
export const getFileKeys = (workspace: string, name: string, chunks: number) => ({
  header: fileKey(workspace, name),
  problems: problemsKey(workspace, name),
  chunks: Array.from({ length: chunks }, (_, k) => chunkKey(workspace, name, k)),
});

/**
 * The workspace from a record and its stored parts (by key); throws a RestoreError when a part is broken.
 * `loaded`: files whose entries were read elsewhere (the worker, `SitemapClient.loadFiles`), used as they
 * are; their entry chunks need not be in `parts`.
 */
export function unpackWorkspace(
  record: WorkspaceRecord,
  workspace: string,
  parts: Map<string, unknown>,
  loaded?: ReadonlyMap<string, SitemapFile>,
): WorkspaceSnapshot {
  const need = (key: string): unknown => {
    const value = parts.get(key);
    if (value === undefined) throw new RestoreError(`missing ${key.slice(keyPrefix(workspace).length)}`);
    return value;
  };
  const files = record.files.map(({ name, chunks }): SitemapFile => {
    const done = loaded?.get(name);
    if (done) return done;
    const { header, problems } = checkFileParts(
      name,
      need(fileKey(workspace, name)),
      need(problemsKey(workspace, name)),
    );
    const urls = joinEntryChunks(
      name,
      Array.from({ length: chunks }, (_, k) => need(chunkKey(workspace, name, k))),
    );
    return { ...header, urls, problems };
  });
  const snapshot: WorkspaceSnapshot = { files, engines: record.engines as Engine[] };
  // a step listed twice is a history written over itself (before session 16 every step made after a
  // restored big step was stored as `step:NaN`): its undo would apply patches made for another state, so
  // the history is dropped and the files come back as they are
  if (record.history && !hasRepeatedKey(record.history)) {
    const step = (key: string) => {
      const stored = need(key);
      if (!isObject(stored) || !Array.isArray(stored.patches)) throw new RestoreError("bad history step");
      let value: Record<string, unknown> = stored;
      const chunks = record.stepChunks?.[key] ?? 0;
      if (chunks > 0) {
        const patches: unknown[] = [];
        for (let k = 0; k < chunks; k++) {
          // packed (since session 51) or a list of patches
          const chunk = fromStoredPatches(need(stepChunkKey(key, k)));
          if (!chunk) throw new RestoreError("bad history step");
          for (const patch of chunk) patches.push(patch);
        }
        value = { ...value, patches };
      }
      for (const patch of value.patches as unknown[]) {
        const ok =
          isObject(patch) &&
          typeof patch.file === "string" &&
          Number.isInteger(patch.entry) &&
          (patch.before === undefined || isEntryShape(patch.before)) &&
          (patch.after === undefined || isEntryShape(patch.after));
        if (!ok) throw new RestoreError("bad history step");
        upgradeEntry(patch.before);
        upgradeEntry(patch.after);
      }
      // the reading problems an undo puts back: without them (a step saved before session 16, or a
      // damaged list) the undo keeps what the checks find, as it did before
      if (value.readingBefore !== undefined && !isReadingBefore(value.readingBefore)) {
        const { readingBefore: _damaged, ...rest } = value;
        value = rest;
      }
      return value as unknown as HistoryStep;
    };
    snapshot.past = record.history.past.map(step);
    snapshot.future = record.history.future.map(step);
    const beyond = record.beyondUndo;
    if (Array.isArray(beyond)) snapshot.beyondUndo = beyond.filter((name) => typeof name === "string");
  }
  return snapshot;
}
