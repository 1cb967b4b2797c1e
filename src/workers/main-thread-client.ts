/**
 * The client API the store calls (`SitemapClient`: read, check, write, plan), and the client that calls
 * the core on the calling thread (`createMainThreadClient`): tests, and the fallback of the worker's
 * client (`sitemap-client.ts`) when the worker cannot start or crashes.
 */
import type { Engine, OutputFile, Problem, SitemapFile, UrlEntry, WriteOptions } from "@/core/index";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import type { StorageTarget } from "@/store/persist-storage";
import type { FileContent, LoadFile, StoreChunk } from "./protocol";
import { type CoreCalls, createCoreCalls, joinParts, readContent } from "./sitemap-core-calls";

export interface ReadFileOptions {
  location?: string;
  /** The bytes are the UTF-8 of pasted text, not a file's (`ReadOptions.pasted`). */
  pasted?: boolean;
  /** 0..1; at least 0 on start and 1 when done. */
  onProgress?: (progress: number) => void;
  /**
   * Told each chunk of entries the worker has finished reading, in file order, while it reads the rest
   * (XML files of more than a few steps; never on the main-thread fallback). The chunks are the first
   * entries of the file `readFile` resolves with (the same objects). Read only; must not throw.
   */
  onEntries?: (urls: readonly UrlEntry[]) => void;
  /**
   * Told, before any `onEntries`, the first entries of a big dropped file read from its first bytes alone
   * (the worker only; `readHead`): for showing at once. They are not the file's: `onEntries` and the answer
   * still carry every entry. Read only; must not throw.
   */
  onHead?: (urls: readonly UrlEntry[]) => void;
}

export interface WriteOutput {
  files: OutputFile[];
  zip?: Uint8Array;
}

/** Entries to write, in parts that are joined in order (usually each part is one file's `urls`). */
export type UrlParts = readonly (readonly UrlEntry[])[];

export interface SitemapClient {
  /**
   * Reads one file: bytes (they stay usable) or a Blob (a dropped `File`, read in the worker). Rejects on a
   * crash or bug, or when a Blob cannot be read (its file moved or deleted since it was picked).
   */
  readFile(name: string, bytes: FileContent, options?: ReadFileOptions): Promise<SitemapFile>;
  /** Every problem of `files` (unique names, workspace order), as `checkSitemaps` gives them. */
  check(files: readonly SitemapFile[], options?: { engines?: Engine[] }): Promise<Problem[]>;
  /**
   * Writes the entries of `parts`, joined. Rejects on bad options. `workspace`: the files as the page holds
   * them now, when the parts are their `urls`: a worker's copy of them is brought up to date first (the
   * changes since it last saw them), so each such part goes by the file's name instead of as a copy of
   * every entry (edits checked on the page alone leave that copy behind).
   */
  write(
    parts: UrlParts,
    options: WriteOptions,
    zip?: boolean,
    workspace?: readonly SitemapFile[],
  ): Promise<WriteOutput>;
  /** What `write` would make with these options, without encoding or compressing; `workspace` as for `write`. */
  plan(parts: UrlParts, options: WriteOptions, workspace?: readonly SitemapFile[]): Promise<ExportPlan>;
  /**
   * Writes the autosave's entry chunks (`StoreChunk`: a key and a range of a file's entries) to the
   * IndexedDB object store `target`, from the worker's copy of `workspace` (the files as the page holds
   * them now; brought up to date first), so the page clones none of them. Resolves true once every chunk
   * is committed, false when this client has no worker (the caller writes them itself). Rejects with the
   * storage's error, its `name` kept (`QuotaExceededError`).
   */
  storeChunks(
    chunks: readonly StoreChunk[],
    target: StorageTarget,
    workspace: readonly SitemapFile[],
  ): Promise<boolean>;
  /**
   * Restored files with their entries read from the IndexedDB object store `target` by the worker, which
   * keeps them (the first check then sends none of them): each `file` (its `urls` empty) with `urls` joined
   * from the chunks under its `keys`, in order. Undefined when this client has no worker (the caller reads
   * the chunks itself). Rejects as the read does: an error named `RestoreError` for a missing chunk or a
   * broken entry, the storage's error when it cannot be read.
   */
  loadFiles(files: readonly LoadFile[], target: StorageTarget): Promise<SitemapFile[] | undefined>;
  /**
   * `files` in one zip (`zipOutputFiles`: `.gz` stored, others deflated), each dated `mtime` (default now),
   * made in the worker (a million URLs' files took the page's thread 6-11 s). Rejects when two files have
   * one name.
   */
  zip(files: readonly OutputFile[], mtime?: Date): Promise<Uint8Array>;
}

/** The jobs on `calls` as a client (results wrapped in promises, thrown errors as rejections). */
function wrapCalls(calls: CoreCalls): SitemapClient {
  return {
    async readFile(name, content, options = {}) {
      options.onProgress?.(0);
      const bytes = await readContent(content);
      const file = calls.read(name, bytes, options.location, options.onProgress, undefined, options.pasted);
      options.onProgress?.(1);
      return file;
    },
    check: async (files, options = {}) => calls.check(files, options.engines),
    write: async (parts, options, zip) => calls.write(joinParts(parts), options, zip),
    plan: async (parts, options) => calls.plan(joinParts(parts), options),
    // no worker: the autosave writes its chunks itself
    storeChunks: async () => false,
    loadFiles: async () => undefined,
    zip: async (files, mtime = new Date()) => calls.zip(files, mtime),
  };
}

/** Calls the core directly, on the calling thread, with its own check session. Tests; the fallback. */
export function createMainThreadClient(): SitemapClient {
  return wrapCalls(createCoreCalls());
}
