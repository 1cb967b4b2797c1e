/**
 * The jobs of the worker protocol as calls into the core. `createCoreRunner` is the worker's side: it
 * keeps the workspace copy (`workspace-sync.ts`) and an incremental check session, so a check after an
 * edit costs about the edited entries, not the workspace. `createCoreCalls` is the same jobs on the
 * caller's own objects (tests, and the main-thread fallback when the worker cannot run).
 *
 * Thread-portable: no DOM, no closures over app state.
 */
import {
  createCheckSession,
  type Engine,
  type OutputFile,
  type Problem,
  type ReadOptions,
  readSitemapFile,
  type SitemapFile,
  type UrlEntry,
  type WriteOptions,
} from "@/core/index";
import { type ExportPlan, planExport, writeSitemapsAsync } from "@/core/serialize/write-sitemaps";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import type { WorkspaceStorage } from "@/store/persist-storage";
import { createCheckJob } from "./check-job";
import { getPackedBuffers, type PackedEntries, packEntries } from "./packed-entries";
import {
  type FileContent,
  HEAD_BYTES,
  HEAD_MIN_BYTES,
  type LoadRequest,
  type LoadResult,
  type PostedRequest,
  type StoreRequest,
  type StoreResult,
  type UrlPart,
  type WorkerRequest,
  type WorkerResult,
} from "./protocol";
import { createEntryStream, packReadResult } from "./read-stream";
import { createStorageOpener, readStoredFiles, takeChunks, writeChunks } from "./store-chunks";
import { createWorkspaceCopy, OutOfSyncError } from "./workspace-sync";

/** The core's jobs on plain values: what both the worker and the main-thread client run. */
export interface CoreCalls {
  /** Reads one file; `onProgress` and `onEntries` are told as `ReadOptions` says. */
  read(
    name: string,
    bytes: Uint8Array,
    location?: string,
    onProgress?: (fraction: number) => void,
    onEntries?: ReadOptions["onEntries"],
    pasted?: boolean,
  ): SitemapFile;
  /** Every problem of `files` (an incremental check session: only what changed since the last call). */
  check(files: readonly SitemapFile[], engines?: Engine[]): Problem[];
  /** Export; gzip by the platform's zlib (`writeSitemapsAsync`). Rejects on bad options. */
  write(
    urls: readonly UrlEntry[],
    options: WriteOptions,
    zip?: boolean,
  ): Promise<{ files: OutputFile[]; zip?: Uint8Array }>;
  plan(urls: readonly UrlEntry[], options: WriteOptions): ExportPlan;
  /** `files` in one zip (`zipOutputFiles`), dated `mtime`. Throws on two files of one name. */
  zip(files: readonly OutputFile[], mtime: Date): Uint8Array;
}

/** The core's jobs with one check session. Throws what the core throws (bad write options). */
export function createCoreCalls(): CoreCalls {
  const session = createCheckSession();
  return {
    read: (name, bytes, location, onProgress, onEntries, pasted) =>
      readSitemapFile(name, bytes, { location, onProgress, onEntries, pasted }),
    check: (files, engines) => session.check(files, { engines }),
    async write(urls, options, zip) {
      const files = await writeSitemapsAsync(urls, options);
      return zip ? { files, zip: zipOutputFiles(files) } : { files };
    },
    plan: (urls, options) => planExport(urls as UrlEntry[], options),
    zip: (files, mtime) => zipOutputFiles(files, mtime),
  };
}

/** The entries of `parts` joined, without copying when there is one part. */
export function joinParts(parts: readonly (readonly UrlEntry[])[]): readonly UrlEntry[] {
  if (parts.length === 1) return parts[0];
  return parts.flat();
}

/** The worker's side of the protocol (`createCoreRunner`): runs one request; throws what its job throws. */
export interface CoreRunner {
  /** A `write`'s answer is a promise (its gzip is the platform's, asynchronous); the others' are not. */
  (
    request: WorkerRequest,
    onProgress?: (fraction: number) => void,
    onEntries?: (entries: PackedEntries) => void,
  ): WorkerResult | Promise<WorkerResult>;
  /**
   * Work the next check after an edit would begin with, done ahead (`CheckSession.prepare`): for when
   * a check's answer has been posted and no request waits. Changes no answer.
   */
  prepare(): void;
  /**
   * Starts a `store` request: applies its sync and takes its chunks' entries now (throws `OutOfSyncError`
   * like a check), then writes them; the promise settles when they are committed. The requests that come
   * next need not wait for the write (the worker runs them meanwhile, between its transactions).
   */
  store(request: StoreRequest): Promise<StoreResult>;
}

/** What the worker's side is made with; tests pass their own storage. */
export interface CoreRunnerOptions {
  /** The storage of a `store` request's database and object store; default IndexedDB (idb-keyval). */
  openStorage?: (database: string, store: string) => WorkspaceStorage;
}

/**
 * The worker's side of the protocol: a workspace copy, a check session, one request at a time. A read
 * tells `onProgress` how far it is (0..1); given `onEntries`, it is streamed: each chunk of final entries
 * goes to `onEntries` while the rest is read, and the answer carries only the rest (`read-stream.ts`).
 * Entries cross packed (`packed-entries.ts`): the chunks and the answer's `urls`.
 */
export function createCoreRunner(options: CoreRunnerOptions = {}): CoreRunner {
  const copy = createWorkspaceCopy();
  const openStorage = createStorageOpener(options.openStorage);
  const store = (request: StoreRequest): Promise<StoreResult> => {
    copy.apply(request.sync);
    const parts = takeChunks(copy, request.chunks);
    const storage = openStorage(request.database, request.store);
    return writeChunks(storage, parts).then((written) => ({ type: "store", written }));
  };
  const load = async (request: LoadRequest): Promise<LoadResult> => {
    const { files, packed } = await readStoredFiles(
      openStorage(request.database, request.store),
      request.files,
    );
    for (const file of files) copy.put(file);
    return { type: "load", entries: packed };
  };
  const calls = createCoreCalls();
  const check = createCheckJob(copy);
  const resolve = (parts: UrlPart[]) =>
    joinParts(parts.map((part) => ("file" in part ? copy.getUrls(part.file) : part.urls)));
  const run = (
    request: WorkerRequest,
    onProgress?: (fraction: number) => void,
    onEntries?: (entries: PackedEntries) => void,
  ): WorkerResult | Promise<WorkerResult> => {
    switch (request.type) {
      case "read": {
        const stream = onEntries && createEntryStream((urls) => onEntries(packEntries(urls)));
        const file = calls.read(
          request.name,
          request.bytes,
          request.location,
          onProgress,
          stream?.onEntries,
          request.pasted,
        );
        copy.put(file);
        return packReadResult(stream ? stream.finish(file) : { type: "read", file });
      }
      case "check":
        return check(request);
      case "write":
        copy.apply(request.sync);
        return calls
          .write(resolve(request.parts), request.options, request.zip)
          .then((output): WorkerResult => ({ type: "write", ...output }));
      case "plan":
        copy.apply(request.sync);
        return { type: "plan", plan: calls.plan(resolve(request.parts), request.options) };
      case "store":
        return store(request);
      case "load":
        return load(request);
      case "zip":
        return { type: "zip", zip: calls.zip(request.files, new Date(request.mtime)) };
    }
  };
  return Object.assign(run, { prepare: () => check.prepare(), store });
}

/** The bytes of `content`: itself, or a Blob's read. Rejects when a Blob cannot be read (a file moved or deleted since). */
export async function readContent(content: FileContent): Promise<Uint8Array> {
  return content instanceof Uint8Array ? content : new Uint8Array(await content.arrayBuffer());
}

/**
 * `request` ready for the runner: a read's Blob read into bytes (others as they are). Rejects as
 * `readContent`. With `onHead`, a Blob of at least `HEAD_MIN_BYTES` is first told its head's entries
 * (`readHead`), packed, while the whole file's bytes are on their way.
 */
export async function loadContent(
  request: PostedRequest,
  onHead?: (entries: PackedEntries) => void,
): Promise<WorkerRequest> {
  if (request.type !== "read") return request;
  const content = request.bytes;
  const whole = readContent(content);
  // awaited below; a failure meanwhile is not an unhandled rejection
  whole.catch(() => undefined);
  if (onHead && !(content instanceof Uint8Array) && content.size >= HEAD_MIN_BYTES) {
    const head = await readHead(request.name, content, request.location);
    if (head.length > 0) onHead(packEntries(head));
  }
  return { ...request, bytes: await whole };
}

export { HEAD_BYTES, HEAD_MIN_BYTES };

/**
 * The entries a read of the whole of `blob` begins with, read from its first `HEAD_BYTES` alone: every
 * entry up to the last `</url>` in them, the head closed there with `</urlset>` (`closeHead`); when no
 * `</url>` is found as ASCII bytes (a prefixed `<sm:url>`, UTF-16), every entry of the cut head but the
 * last, which the cut may have shortened. Measured in headless Chromium on a 2-core machine, a worker
 * waited about 0.2 s for the bytes of a 44 MB file and decoded them in 0.17 s more before the first
 * entries; its head takes a few milliseconds. Empty for gzip data (its head cannot be unpacked alone) and
 * when the head cannot be read. Never throws.
 */
export async function readHead(name: string, blob: Blob, location?: string): Promise<UrlEntry[]> {
  try {
    const bytes = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) return [];
    const closed = closeHead(bytes);
    if (closed) return readSitemapFile(name, closed, { location }).urls;
    return readSitemapFile(name, bytes, { location }).urls.slice(0, -1);
  } catch {
    return [];
  }
}

/** `</url>` as bytes: the end of an entry, the same in UTF-8 and every single-byte encoding. */
const URL_END = [0x3c, 0x2f, 0x75, 0x72, 0x6c, 0x3e];
/** What closes a head cut after an entry: a line end and the root's end tag. */
const URLSET_END = new TextEncoder().encode("\n</urlset>\n");

/**
 * `head` (a file's first bytes) cut right after its last `</url>` and closed with `</urlset>`: a whole
 * document, read as the file's reader reads a whole file. Undefined when no `</url>` is found.
 *
 * Why not the cut head as it is: reading a text that ends inside an entry runs the fast reader past the
 * text's end, and V8 throws away the reader's optimised code then (an out-of-bounds `charCodeAt`), and
 * the full read right after it deoptimised a dozen functions more (a column became a heap number, every
 * entry object another shape): in Node, 15 deoptimisations during the read of 50k-ext after such a head
 * and none after a closed one (`--trace-deopt`); in Chromium each is a recompile on the two cores the
 * read runs on (issue #5).
 */
export function closeHead(head: Uint8Array): Uint8Array | undefined {
  for (let at = head.length - URL_END.length; at >= 0; at--) {
    let k = 0;
    while (k < URL_END.length && head[at + k] === URL_END[k]) k++;
    if (k < URL_END.length) continue;
    const end = at + URL_END.length;
    const closed = new Uint8Array(end + URLSET_END.length);
    closed.set(head.subarray(0, end));
    closed.set(URLSET_END, end);
    return closed;
  }
  return undefined;
}

/** True when `error` says the worker's copy no longer matches the page (the page then sends everything). */
export function isOutOfSync(error: unknown): boolean {
  return error instanceof OutOfSyncError;
}

/** The buffers of a result worth transferring instead of copying: a write's files, a read's packed entries. */
export function getTransferables(result: WorkerResult): ArrayBuffer[] {
  if (result.type === "read") return result.urls ? getPackedBuffers(result.urls) : [];
  if (result.type === "load") return [...new Set(result.entries.flat().flatMap(getPackedBuffers))];
  if (result.type === "zip") return [result.zip.buffer as ArrayBuffer];
  if (result.type !== "write") return [];
  const buffers = result.files.map((file) => file.bytes.buffer as ArrayBuffer);
  if (result.zip) buffers.push(result.zip.buffer as ArrayBuffer);
  return [...new Set(buffers)];
}

/** A readable text for anything thrown. */
export function getErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
