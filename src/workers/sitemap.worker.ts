/**
 * The worker entry: a thin switch from protocol messages to the core runner, which keeps the workspace
 * copy and the check session between requests. Never throws across the boundary: every request gets
 * exactly one `{ id, ok }` answer (`outOfSync` when the page must send everything again), reads also get
 * progress: 0 at the start, the reader's fractions while it scans (about every 2% of the text), 1 at the end,
 * and are streamed: the entries read so far follow a progress report in `entries` chunks (`read-stream.ts`).
 */
import type { WorkerMessage, WorkerRequest } from "./protocol";
import { createCoreRunner, getErrorText, getTransferables, isOutOfSync } from "./sitemap-core-calls";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const run = createCoreRunner();

function post(message: WorkerMessage, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    const started = performance.now();
    if (request.type === "read") post({ id: request.id, type: "progress", progress: 0 });
    const result = run(
      request,
      (progress) => post({ id: request.id, type: "progress", progress }),
      (entries) => post({ id: request.id, type: "entries", entries }),
    );
    if (request.type === "read") post({ id: request.id, type: "progress", progress: 1 });
    const ms = performance.now() - started;
    post({ id: request.id, ok: true, ms, ...result }, getTransferables(result));
  } catch (error) {
    post({
      id: request.id,
      ok: false,
      error: getErrorText(error),
      outOfSync: isOutOfSync(error) || undefined,
    });
  }
};
