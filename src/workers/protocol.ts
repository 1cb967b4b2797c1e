/**
 * Messages between the page and `sitemap.worker.ts`: typed request and response unions.
 *
 * Plain data only (structured clone). The worker keeps its own copy of the workspace: a file it reads
 * stays there, and checks, writes and plans carry only what changed since (`WorkspaceSync`, see
 * `workspace-sync.ts`), never the whole workspace. A `read` of a dropped or picked file sends the `File`
 * itself (a Blob: no bytes are read or copied on the page; the worker reads them), other reads' bytes are
 * copied (the page keeps them for a retry); `write` output buffers are transferred to the page.
 */
import type { Engine, OutputFile, Problem, SitemapFile, UrlEntry, WriteOptions } from "@/core/index";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import type { PackedEntries } from "./packed-entries";
import type { PackedProblems, PackedSegment } from "./packed-problems";
import type { ProblemSegment } from "./problem-patch";
import type { WorkspaceSync } from "./workspace-sync";

/**
 * How many bytes of a big file the worker reads first (`readHead`), for its first entries on screen: the
 * page's reading preview estimates the file's URL count from what they gave.
 */
export const HEAD_BYTES = 262_144;
/** Files from this size on have their head read first: a smaller one is read and decoded whole soon enough. */
export const HEAD_MIN_BYTES = 4 * HEAD_BYTES;

/** Entries to write: those of a file of the worker's copy (by name), or given here. Parts are joined. */
export type UrlPart = { file: string } | { urls: UrlEntry[] };

/**
 * A file's content as the page has it: bytes in memory, or a `Blob` (a dropped or picked `File`), which
 * crosses to the worker by reference and is read there, so the page neither reads nor copies it
 * (44 MB took 0.4 s to read and 0.3 s to copy across in headless Chromium on a 2-core machine).
 */
export type FileContent = Uint8Array | Blob;

export interface ReadRequest {
  id: number;
  type: "read";
  name: string;
  /** Copied to the worker. The file read goes into the worker's copy under `name`. */
  bytes: Uint8Array;
  location?: string;
  /** The bytes are pasted text's UTF-8 (`ReadOptions.pasted`). */
  pasted?: boolean;
}

/** A read as the page posts it: a Blob's content is read into `bytes` in the worker first (`loadContent`). */
export type PostedReadRequest = Omit<ReadRequest, "bytes"> & { bytes: FileContent };

export interface CheckRequest {
  id: number;
  type: "check";
  sync: WorkspaceSync;
  /** The files to check, in workspace order, by name (all in the worker's copy after `sync`). */
  names: string[];
  engines?: Engine[];
  /** `seq` of the last check answer the page holds: the worker may answer with a patch of it. */
  have?: number;
}

export interface WriteRequest {
  id: number;
  type: "write";
  sync: WorkspaceSync;
  parts: UrlPart[];
  options: WriteOptions;
  /** Also pack the written files into one zip. */
  zip?: boolean;
}

/** What a write with these options would make (file names, counts, sizes, skipped entries). */
export interface PlanRequest {
  id: number;
  type: "plan";
  sync: WorkspaceSync;
  parts: UrlPart[];
  options: WriteOptions;
}

/**
 * Entries `start` to `end` (exclusive) of the file called `file` in the worker's copy, to store under `key`:
 * one entry chunk of the autosave (`persist-record.ts`).
 */
export interface StoreChunk {
  key: string;
  file: string;
  start: number;
  end: number;
}

/**
 * The autosave's new entry chunks, written to IndexedDB by the worker from its own copy of the entries: the
 * page then structured-clones none of them (2.6-3.1 s of its main thread for 253,000 URLs, measured in
 * headless Chromium on a 2-core machine). `database` and `store` name the IndexedDB object store.
 */
export interface StoreRequest {
  id: number;
  type: "store";
  sync: WorkspaceSync;
  database: string;
  store: string;
  chunks: StoreChunk[];
}

/** One restored file to load: itself without its entries (`urls` empty), and the keys of its entry chunks. */
export interface LoadFile {
  file: SitemapFile;
  keys: string[];
}

/**
 * The entries of restored files, read by the worker from IndexedDB (`database`, `store`): it keeps the
 * files in its copy and sends their entries packed, so the page neither deserializes the stored chunks nor
 * copies every entry to the worker for the first check (measured in headless Chromium on a 2-core machine,
 * 253,303 URLs: 0.9 s of IndexedDB reads and a 1.6 s `postMessage` on the page's main thread).
 */
export interface LoadRequest {
  id: number;
  type: "load";
  database: string;
  store: string;
  files: LoadFile[];
}

/**
 * Written files packed into one zip (`zipOutputFiles`), off the page's thread: a million URLs' files took
 * 6-11 s of it to deflate. `files` are copied (the page keeps them for a retry), `mtime` is the entries'
 * date (ms since the epoch).
 */
export interface ZipRequest {
  id: number;
  type: "zip";
  files: OutputFile[];
  mtime: number;
}

export type WorkerRequest =
  | ReadRequest
  | CheckRequest
  | WriteRequest
  | PlanRequest
  | StoreRequest
  | LoadRequest
  | ZipRequest;

/** What the page posts: a `WorkerRequest`, but a read's content may still be a Blob. */
export type PostedRequest = PostedReadRequest | Exclude<WorkerRequest, ReadRequest>;

/**
 * A read file. When its first entries were sent ahead in `WorkerEntries` messages (`read-stream.ts`),
 * `file.urls` holds only the rest and `streamed` says how many were sent: the page puts them back in front.
 * From the worker, `file.urls` is empty and its entries come packed in `urls` (`packed-entries.ts`).
 */
export interface ReadResult {
  type: "read";
  file: SitemapFile;
  /** `file.urls`, packed: the worker's answer (`packReadResult`), unpacked by the client. */
  urls?: PackedEntries;
  /** How many entries came before this answer in `entries` messages (none when absent). */
  streamed?: number;
}

export interface CheckResult {
  type: "check";
  /** Every problem; empty when `patch` is given, and in the worker's answer (`packed` holds them). */
  problems: Problem[];
  /** `problems`, packed: the worker's answer (`packCheckResult`), unpacked by the client. */
  packed?: PackedProblems;
  /** The problems as a change of the answer `have` named (`problem-patch.ts`). */
  patch?: ProblemSegment[];
  /** `patch` with its new problems packed: the worker's answer, unpacked by the client. */
  packedPatch?: PackedSegment[];
  /** This answer's number, for the next request's `have`. */
  seq?: number;
}

export interface WriteResult {
  type: "write";
  files: OutputFile[];
  zip?: Uint8Array;
}

export interface PlanResult {
  type: "plan";
  plan: ExportPlan;
}

/** The chunks of a `StoreRequest` are committed: every one, or (on a failure answer) none is relied on. */
export interface StoreResult {
  type: "store";
  /** How many chunks were written. */
  written: number;
}

/**
 * The entries of each file of a `LoadRequest`, in its order, as its chunks packed (`packed-entries.ts`):
 * the stored buffers themselves, transferred.
 */
export interface LoadResult {
  type: "load";
  entries: PackedEntries[][];
}

/** The zip of a `ZipRequest`; its buffer transferred to the page. */
export interface ZipResult {
  type: "zip";
  zip: Uint8Array;
}

export type WorkerResult =
  | ReadResult
  | CheckResult
  | WriteResult
  | PlanResult
  | StoreResult
  | LoadResult
  | ZipResult;

/** The final answer to a request. The worker never throws across the boundary: failures are `ok: false`. */
export type WorkerResponse =
  | ({ id: number; ok: true /** Time the worker spent on the request, ms. */; ms?: number } & WorkerResult)
  | {
      id: number;
      ok: false;
      error: string;
      outOfSync?: boolean;
      /** The error's `name` (`QuotaExceededError`: the disk is full), so the page can tell what failed. */
      errorName?: string;
    };

/** Progress of a long request (reads): 0 on start, 1 when done, fractions in between when known. */
export interface WorkerProgress {
  id: number;
  type: "progress";
  progress: number;
}

/**
 * The next final entries of a read in progress, in file order (after the `progress` message of the same
 * point): the page can show them while the rest is read. Each is sent once; the `read` answer says how many.
 */
export interface WorkerEntries {
  id: number;
  type: "entries";
  /** The entries, packed (`packed-entries.ts`): far cheaper to post and to take than cloned objects. */
  entries: PackedEntries;
}

/**
 * The first entries of a big dropped file, read from its first bytes alone before the whole file is read and
 * decoded (`readHead`): for showing at once. Not part of the read: its `entries` chunks still carry every entry.
 */
export interface WorkerHead {
  id: number;
  type: "head";
  entries: PackedEntries;
}

/** Anything the worker posts. */
export type WorkerMessage = WorkerResponse | WorkerProgress | WorkerEntries | WorkerHead;

/** True when `message` is a progress report rather than a final answer. */
export function isProgressMessage(message: WorkerMessage): message is WorkerProgress {
  return "type" in message && message.type === "progress";
}

/** True when `message` carries entries of a read in progress rather than a final answer. */
export function isEntriesMessage(message: WorkerMessage): message is WorkerEntries {
  return "type" in message && message.type === "entries";
}

/** True when `message` carries the head of a big file being read (`WorkerHead`). */
export function isHeadMessage(message: WorkerMessage): message is WorkerHead {
  return "type" in message && message.type === "head";
}
