/**
 * A promise API over `sitemap.worker.ts`: read, check and write off the main thread.
 *
 * If the worker cannot start or crashes, the client falls back to calling the core on the main thread
 * (`createMainThreadClient`) and says so once through `onFallback`. A read whose bytes were already
 * that was in flight in a crashed worker is run again there too: its bytes are copied to the worker, not
 * transferred, so the page still holds them (one memcpy of the file, a few ms per 10 MB).
 */
import type { Engine, OutputFile, Problem, SitemapFile, UrlEntry, WriteOptions } from "@/core/index";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import { isProgressMessage, type WorkerMessage, type WorkerRequest, type WorkerResult } from "./protocol";
import { getErrorText, runRequest } from "./sitemap-core-calls";

export interface ReadFileOptions {
  location?: string;
  /** 0..1; at least 0 on start and 1 when done. */
  onProgress?: (progress: number) => void;
}

export interface WriteOutput {
  files: OutputFile[];
  zip?: Uint8Array;
}

export interface SitemapClient {
  /** Reads one file. `bytes` may be transferred (unusable afterwards). Rejects only on a crash or bug. */
  readFile(name: string, bytes: Uint8Array, options?: ReadFileOptions): Promise<SitemapFile>;
  check(files: SitemapFile[], options?: { engines?: Engine[] }): Promise<Problem[]>;
  write(urls: UrlEntry[], options: WriteOptions, zip?: boolean): Promise<WriteOutput>;
  /** What `write` would make with these options, without encoding or compressing. */
  plan(urls: UrlEntry[], options: WriteOptions): Promise<ExportPlan>;
}

type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, "id"> : never) : never;

/** Calls the core directly, on the calling thread. Used by tests and as the worker's fallback. */
export function createMainThreadClient(): SitemapClient {
  const run = async (body: RequestBody): Promise<WorkerResult> =>
    runRequest({ ...body, id: 0 } as WorkerRequest);
  return {
    async readFile(name, bytes, options = {}) {
      options.onProgress?.(0);
      const result = await run({ type: "read", name, bytes, location: options.location });
      options.onProgress?.(1);
      return (result as Extract<WorkerResult, { type: "read" }>).file;
    },
    async check(files, options = {}) {
      const result = await run({ type: "check", files, engines: options.engines });
      return (result as Extract<WorkerResult, { type: "check" }>).problems;
    },
    async write(urls, options, zip) {
      const result = (await run({ type: "write", urls, options, zip })) as Extract<
        WorkerResult,
        { type: "write" }
      >;
      return { files: result.files, zip: result.zip };
    },
    async plan(urls, options) {
      const result = (await run({ type: "plan", urls, options })) as Extract<WorkerResult, { type: "plan" }>;
      return result.plan;
    },
  };
}

interface Pending {
  body: RequestBody;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: number) => void;
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

function createDefaultWorker(): Worker {
  return new Worker(new URL("./sitemap.worker.ts", import.meta.url), { type: "module" });
}

/**
 * Resolves once the browser has painted the current frame (a frame callback, then a task), right away
 * without a visible document. A check posts every file to the worker, and the structured clone of 50,000
 * entries blocks the main thread for about 200 ms: after an edit or a drop it waits for the paint, so the
 * new value or the first rows show first. A timeout covers a tab hidden meanwhile (no frames).
 */
function afterNextPaint(): Promise<void> {
  if (
    typeof requestAnimationFrame !== "function" ||
    typeof document === "undefined" ||
    document.visibilityState !== "visible"
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

/** A client backed by one module worker, made on first use, with the main-thread fallback. */
export function createSitemapClient(options: SitemapClientOptions = {}): SitemapClient {
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 1;

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
      runFallback(job.body).then(job.resolve, (error) => job.reject(new Error(getErrorText(error))));
    }
  }

  async function runFallback(body: RequestBody): Promise<WorkerResult> {
    return runRequest({ ...body, id: 0 } as WorkerRequest);
  }

  function onMessage(event: MessageEvent<WorkerMessage>): void {
    const message = event.data;
    const job = pending.get(message.id);
    if (!job) return;
    if (isProgressMessage(message)) {
      job.onProgress?.(message.progress);
      return;
    }
    pending.delete(message.id);
    if (message.ok) job.resolve(message);
    else job.reject(new Error(message.error));
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

  function send(body: RequestBody, onProgress?: (progress: number) => void): Promise<WorkerResult> {
    const target = getWorker();
    if (!target) {
      onProgress?.(0);
      return runFallback(body).finally(() => onProgress?.(1));
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { body, resolve, reject, onProgress });
      // no transfer list: the worker gets a copy, so a crashed worker's job can run again here
      target.postMessage({ ...body, id });
    });
  }

  return {
    async readFile(name, bytes, readOptions = {}) {
      const body: RequestBody = { type: "read", name, bytes, location: readOptions.location };
      const result = await send(body, readOptions.onProgress);
      return (result as Extract<WorkerResult, { type: "read" }>).file;
    },
    async check(files, checkOptions = {}) {
      await afterNextPaint();
      const result = await send({ type: "check", files, engines: checkOptions.engines });
      return (result as Extract<WorkerResult, { type: "check" }>).problems;
    },
    async write(urls, writeOptions, zip) {
      const result = (await send({ type: "write", urls, options: writeOptions, zip })) as Extract<
        WorkerResult,
        { type: "write" }
      >;
      return { files: result.files, zip: result.zip };
    },
    async plan(urls, options) {
      const result = (await send({ type: "plan", urls, options })) as Extract<WorkerResult, { type: "plan" }>;
      return result.plan;
    },
  };
}
