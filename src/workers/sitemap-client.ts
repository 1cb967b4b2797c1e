/**
 * A promise API over `sitemap.worker.ts`: read, check and write off the main thread.
 *
 * The worker keeps its own copy of the workspace (the files it read stay there); each check, write or
 * plan sends only what changed since the last request (`workspace-sync.ts`), so an edit of one cell of a
 * 50,000-row file crosses as one entry, and the worker's check session re-checks about that entry only.
 * When the worker's copy does not match (it answers `outOfSync`), the client forgets what it sent and
 * sends the files whole, once. A read is streamed (`read-stream.ts`): the entries the worker has finished
 * come in chunks while it reads on (`ReadFileOptions.onEntries`), and the client joins them to the answer.
 * At most two reads are posted at a time; the others wait their turn on the page.
 *
 * If the worker cannot start or crashes, the client falls back to calling the core on the main thread
 * and says so once through `onFallback`; requests in flight run again there (reads included: a read's
 * bytes are copied to the worker, not transferred, and a dropped `File` is a Blob the page can still read).
 */
import type { Problem, SitemapFile, UrlEntry } from "@/core/index";
import { createMainThreadClient, type SitemapClient, type UrlParts } from "./main-thread-client";
import { unpackCheckResultInSlices } from "./packed-problems";
import { applyProblemPatch } from "./problem-patch";
import {
  isEntriesMessage,
  isHeadMessage,
  isProgressMessage,
  type PostedRequest,
  type UrlPart,
  type WorkerMessage,
  type WorkerResult,
} from "./protocol";
import { joinStreamedRead, unpackReadResult } from "./read-stream";
import { getErrorText } from "./sitemap-core-calls";
import { createTurns } from "./turns";
import { unpackEntries } from "./unpack-entries";
import { createSyncTracker } from "./workspace-sync";

export {
  createMainThreadClient,
  type ReadFileOptions,
  type SitemapClient,
  type UrlParts,
  type WriteOutput,
} from "./main-thread-client";
export type { FileContent } from "./protocol";

type RequestBody = PostedRequest extends infer R ? (R extends PostedRequest ? Omit<R, "id"> : never) : never;

interface Pending {
  /** Makes the request at the moment it is posted (its sync is relative to what was posted before). */
  makeBody: () => RequestBody;
  /** The same job on the main thread, if the worker is lost. */
  fallback: (local: SitemapClient) => Promise<WorkerResult>;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: number) => void;
  /** Chunks of a streamed read (`entries` messages). */
  onEntries?: (urls: UrlEntry[]) => void;
  /** The head of a big file being read (`head` message). */
  onHead?: (urls: UrlEntry[]) => void;
  /** True once it was posted again after an out-of-sync answer. */
  retried?: boolean;
}

export interface SitemapClientOptions {
  /** Called once when the client gives up on the worker; `reason` is technical detail. */
  onFallback?: (reason: string) => void;
  /** Makes the worker; tests pass a fake. Default: the Vite module worker. */
  createWorker?: () => Worker;
  /**
   * Start the default worker when the page is first idle rather than on the first request, so its script is
   * loaded and compiled (about 0.1 s) before a file is dropped. Ignored where `Worker` does not exist.
   */
  warmUp?: boolean;
}

/** The longest run of unpacking a restore's chunks or a check's problems before the page gets its thread back, ms. */
const UNPACK_SLICE_MS = 30;

/** Resolves in a task of its own: `scheduler.yield` where there is one, else a message to itself. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Reads posted to the worker at once: one being read, the next one waiting there (no idle gap between). */
const READS_IN_FLIGHT = 2;

function createDefaultWorker(): Worker {
  return new Worker(new URL("./sitemap.worker.ts", import.meta.url), { type: "module" });
}

/**
 * Puts the worker's own time for a job on the page's performance timeline as `sitemap worker: <job>`
 * (DevTools, benchmarks). Never throws: a browser without User Timing Level 3 just gets no entry.
 */
function markWorkerTime(job: string, ms: number): void {
  try {
    performance.measure(`sitemap worker: ${job}`, { end: performance.now(), duration: ms });
  } catch {
    // no measure with options here
  }
}

/** A client backed by one module worker, made on first use, with the main-thread fallback. */
export function createSitemapClient(options: SitemapClientOptions = {}): SitemapClient {
  const pending = new Map<number, Pending>();
  const tracker = createSyncTracker();
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 1;
  let local: SitemapClient | undefined;
  const getLocal = () => {
    local ??= createMainThreadClient();
    return local;
  };

  function giveUp(reason: string): void {
    if (failed) return;
    failed = true;
    worker?.terminate();
    worker = undefined;
    options.onFallback?.(reason);
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) {
      // every request, a read included (its bytes were copied, not moved), runs again here
      job.fallback(getLocal()).then(job.resolve, (error) => job.reject(new Error(getErrorText(error))));
    }
  }

  function post(id: number, job: Pending): void {
    const target = worker as Worker;
    // no transfer list: the worker gets a copy, so a crashed worker's job can run again here
    target.postMessage({ ...job.makeBody(), id });
  }

  function onMessage(event: MessageEvent<WorkerMessage>): void {
    const message = event.data;
    const job = pending.get(message.id);
    if (!job) return;
    if (isProgressMessage(message)) {
      job.onProgress?.(message.progress);
      return;
    }
    if (isHeadMessage(message)) {
      job.onHead?.(unpackEntries(message.entries));
      return;
    }
    if (isEntriesMessage(message)) {
      job.onEntries?.(unpackEntries(message.entries));
      return;
    }
    if (!message.ok && message.outOfSync && !job.retried) {
      // the worker's copy is not what this client sent: send every file whole, once
      tracker.reset();
      job.retried = true;
      post(message.id, job);
      return;
    }
    pending.delete(message.id);
    if (message.ok && message.ms !== undefined) markWorkerTime(message.type, message.ms);
    if (message.ok) job.resolve(message);
    else {
      const error = new Error(message.error);
      if (message.errorName) error.name = message.errorName;
      job.reject(error);
    }
  }

  function getWorker(): Worker | undefined {
    if (worker || failed) return worker;
    try {
      if (!options.createWorker && typeof Worker === "undefined")
        throw new Error("Web Workers are not available");
      worker = (options.createWorker ?? createDefaultWorker)();
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", (event) => giveUp(event.message || "the worker failed to load"));
      worker.addEventListener("messageerror", () => giveUp("a message could not be read"));
    } catch (error) {
      giveUp(getErrorText(error));
    }
    return worker;
  }

  if (options.warmUp && !options.createWorker && typeof Worker !== "undefined") {
    const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => void getWorker());
  }

  function send(
    makeBody: Pending["makeBody"],
    fallback: Pending["fallback"],
    onProgress?: (progress: number) => void,
    onEntries?: (urls: UrlEntry[]) => void,
    onHead?: (urls: UrlEntry[]) => void,
  ): Promise<WorkerResult> {
    if (!getWorker()) return fallback(getLocal());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const job: Pending = { makeBody, fallback, resolve, reject, onProgress, onEntries, onHead };
      pending.set(id, job);
      post(id, job);
    });
  }

  // Reads wait here rather than in the worker's queue: twenty dropped files are not copied to the worker
  // in one task, and a check asked for meanwhile is not behind them all.
  const readTurns = createTurns(READS_IN_FLIGHT);

  /** The parts as the worker can find them: a file of its copy by name when it holds exactly those entries. */
  const toUrlParts = (parts: UrlParts): UrlPart[] =>
    parts.map((urls) => {
      const file = tracker.findUrls(urls);
      return file === undefined ? { urls: urls as UrlEntry[] } : { file };
    });
  /** The changes that bring the worker's copy of `workspace` up to date (none without one); nothing dropped. */
  const syncOf = (workspace: readonly SitemapFile[] | undefined) => ({
    changes: workspace ? tracker.diff(workspace) : [],
    drop: [],
  });
  /** The last check answer received, by its number: later answers may come as a patch of it. */
  let held: { seq: number; problems: Problem[] } | undefined;
  /** The answers being unpacked, one after another: a patch applies to the answer before it. */
  let taking: Promise<unknown> = Promise.resolve();
  const takeProblems = (answer: Extract<WorkerResult, { type: "check" }>): Promise<Problem[]> => {
    const taken = taking.then(async () => {
      // in slices: a big answer is not one long task of the page (an edit's answer is one slice)
      const result = await unpackCheckResultInSlices(answer, yieldToPage, UNPACK_SLICE_MS);
      const problems =
        result.patch && held ? applyProblemPatch(held.problems, result.patch) : result.problems;
      if (result.seq !== undefined) held = { seq: result.seq, problems };
      return problems;
    });
    taking = taken.catch(() => undefined);
    return taken;
  };

  return {
    async readFile(name, bytes, readOptions = {}) {
      const fallback = async (client: SitemapClient): Promise<WorkerResult> => {
        const file = await client.readFile(name, bytes, readOptions);
        return { type: "read", file };
      };
      const makeBody = (): RequestBody => ({
        type: "read",
        name,
        bytes,
        location: readOptions.location,
        pasted: readOptions.pasted,
      });
      // a streamed read: the first entries come in chunks before the answer, which carries the rest
      const chunks: UrlEntry[][] = [];
      const onEntries = (urls: UrlEntry[]) => {
        chunks.push(urls);
        readOptions.onEntries?.(urls);
      };
      await readTurns.take();
      let result: WorkerResult;
      try {
        result = await send(makeBody, fallback, readOptions.onProgress, onEntries, readOptions.onHead);
      } finally {
        readTurns.give();
      }
      const file = joinStreamedRead(
        unpackReadResult(result as Extract<WorkerResult, { type: "read" }>),
        chunks,
      );
      // the worker keeps what it read: later requests send only changes of it
      if (!failed) tracker.remember(file);
      return file;
    },
    async check(files, checkOptions = {}) {
      const { engines } = checkOptions;
      const fallback = async (client: SitemapClient): Promise<WorkerResult> => ({
        type: "check",
        problems: await client.check(files, checkOptions),
      });
      const makeBody = (): RequestBody => {
        const drop = tracker.takeDropped(files);
        const sync = { changes: tracker.diff(files), drop };
        return { type: "check", sync, names: files.map((file) => file.name), engines, have: held?.seq };
      };
      const result = await send(makeBody, fallback);
      return takeProblems(result as Extract<WorkerResult, { type: "check" }>);
    },
    async write(parts, writeOptions, zip, workspace) {
      const fallback = async (client: SitemapClient): Promise<WorkerResult> => ({
        type: "write",
        ...(await client.write(parts, writeOptions, zip)),
      });
      // the sync first: it makes the parts findable by name
      const makeBody = (): RequestBody => {
        const sync = syncOf(workspace);
        return { type: "write", sync, parts: toUrlParts(parts), options: writeOptions, zip };
      };
      const result = (await send(makeBody, fallback)) as Extract<WorkerResult, { type: "write" }>;
      return { files: result.files, zip: result.zip };
    },
    async plan(parts, planOptions, workspace) {
      const fallback = async (client: SitemapClient): Promise<WorkerResult> => ({
        type: "plan",
        plan: await client.plan(parts, planOptions),
      });
      const makeBody = (): RequestBody => {
        const sync = syncOf(workspace);
        return { type: "plan", sync, parts: toUrlParts(parts), options: planOptions };
      };
      const result = await send(makeBody, fallback);
      return (result as Extract<WorkerResult, { type: "plan" }>).plan;
    },
    async zip(files, mtime = new Date()) {
      const fallback = async (client: SitemapClient): Promise<WorkerResult> => ({
        type: "zip",
        zip: await client.zip(files, mtime),
      });
      const makeBody = (): RequestBody => ({ type: "zip", files: [...files], mtime: mtime.getTime() });
      const result = (await send(makeBody, fallback)) as Extract<WorkerResult, { type: "zip" }>;
      return result.zip;
    },
    async storeChunks(chunks, target, workspace) {
      // a lost worker wrote nothing the page can count on: it writes them itself
      const fallback = async (): Promise<WorkerResult> => ({ type: "store", written: 0 });
      const makeBody = (): RequestBody => ({
        type: "store",
        sync: syncOf(workspace),
        database: target.database,
        store: target.store,
        chunks: [...chunks],
      });
      const result = (await send(makeBody, fallback)) as Extract<WorkerResult, { type: "store" }>;
      return result.written === chunks.length;
    },
    async loadFiles(files, target) {
      // a lost worker read nothing: the page reads them itself
      const fallback = async (): Promise<WorkerResult> => ({ type: "load", entries: [] });
      const makeBody = (): RequestBody => ({
        type: "load",
        database: target.database,
        store: target.store,
        files: [...files],
      });
      const result = (await send(makeBody, fallback)) as Extract<WorkerResult, { type: "load" }>;
      if (result.entries.length !== files.length) return undefined;
      const loaded: SitemapFile[] = [];
      let since = performance.now();
      for (let i = 0; i < files.length; i++) {
        const urls: UrlEntry[] = [];
        for (const chunk of result.entries[i]) {
          for (const entry of unpackEntries(chunk)) urls.push(entry);
          // the page's thread back every few chunks: a restore of 250,000 URLs is no one long task
          if (performance.now() - since > UNPACK_SLICE_MS) {
            await yieldToPage();
            since = performance.now();
          }
        }
        loaded.push({ ...files[i].file, urls });
      }
      // the worker keeps them: the first check sends none of them again
      if (!failed) for (const file of loaded) tracker.remember(file);
      return loaded;
    },
  };
}
