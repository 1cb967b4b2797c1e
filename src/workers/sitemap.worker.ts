/**
 * The worker entry: a thin switch from protocol messages to the core runner, which keeps the workspace
 * copy and the check session between requests. Never throws across the boundary: every request gets
 * exactly one `{ id, ok }` answer (`outOfSync` when the page must send everything again), reads also get
 * progress: 0 at the start, the reader's fractions while it scans (about every 2% of the text), 1 at the end,
 * and are streamed: the entries read so far follow a progress report in `entries` chunks (`read-stream.ts`).
 * A read of a Blob (a dropped file) reads its bytes here first, and of a big one its head's entries before
 * that (`head`, for showing at once); requests still run one at a time, in order. A `store` (the autosave's
 * entry chunks) takes its turn for its sync and its entries, then writes while the next requests run.
 */
import { getPackedBuffers } from "./packed-entries";
import type { PostedRequest, StoreRequest, WorkerMessage } from "./protocol";
import {
  createCoreRunner,
  getErrorText,
  getTransferables,
  isOutOfSync,
  loadContent,
} from "./sitemap-core-calls";
import { startWarmUp } from "./warm-up";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const run = createCoreRunner();

function post(message: WorkerMessage, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

/** Runs one posted request and posts its answer (never throws). */
async function handle(posted: PostedRequest): Promise<void> {
  try {
    const started = performance.now();
    if (posted.type === "read") post({ id: posted.id, type: "progress", progress: 0 });
    const request = await loadContent(posted, (entries) =>
      post({ id: posted.id, type: "head", entries }, getPackedBuffers(entries)),
    );
    const result = await run(
      request,
      (progress) => post({ id: request.id, type: "progress", progress }),
      (entries) => post({ id: request.id, type: "entries", entries }, getPackedBuffers(entries)),
    );
    if (request.type === "read") post({ id: request.id, type: "progress", progress: 1 });
    const ms = performance.now() - started;
    post({ id: request.id, ok: true, ms, ...result }, getTransferables(result));
    // the answer is out: what the next check would begin with is done now, unless a request comes first
    if (result.type === "check") setTimeout(prepare, 0);
  } catch (error) {
    postFailure(posted.id, error);
  }
}

function postFailure(id: number, error: unknown): void {
  post({
    id,
    ok: false,
    error: getErrorText(error),
    outOfSync: isOutOfSync(error) || undefined,
    errorName: getErrorName(error),
  });
}

/** The name of what was thrown (`QuotaExceededError`), when it has one. */
function getErrorName(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name : undefined;
}

/**
 * Takes a store's entries in the request's turn and answers when they are committed; the write does not
 * hold the queue: a check asked for meanwhile runs between its transactions (each put's clone is short).
 */
function startStore(request: StoreRequest): void {
  const started = performance.now();
  let writing: ReturnType<typeof run.store>;
  try {
    writing = run.store(request);
  } catch (error) {
    postFailure(request.id, error);
    return;
  }
  writing.then(
    (result) => post({ id: request.id, ok: true, ms: performance.now() - started, ...result }),
    (error: unknown) => postFailure(request.id, error),
  );
}

/** `run.prepare` when no request is running or queued (a request that comes first does the work itself). */
function prepare(): void {
  if (pending > 0) return;
  try {
    run.prepare();
  } catch {
    // work done ahead; the next check does it again if it failed
  }
}

// one request at a time, in the order posted, though a read of a Blob waits for its bytes
let queue = Promise.resolve();
let pending = 0;
scope.onmessage = (event: MessageEvent<PostedRequest>) => {
  const posted = event.data;
  pending++;
  const step = posted.type === "store" ? async () => startStore(posted) : () => handle(posted);
  queue = queue.then(step).finally(() => pending--);
};

// compile the hot paths while no file has come yet (`warm-up.ts`); a request stops it
startWarmUp(() => pending > 0);
