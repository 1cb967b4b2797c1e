/**
 * A stand-in for `sitemap.worker.ts` in tests: it answers in-process with a core runner, through a
 * structured clone of each request as a real worker boundary makes, or fails like a worker that crashed.
 */
import { vi } from "vitest";
import type { WorkerMessage, WorkerRequest } from "@/workers/protocol";
import { type CoreRunner, createCoreRunner } from "@/workers/sitemap-core-calls";

/** The fake worker: `requests` it was posted (cloned), `transferred` buffers, and the `run` answering them. */
export function makeFakeWorker(mode: "ok" | "crash", run: CoreRunner = createCoreRunner()) {
  const target = new EventTarget();
  const fake = Object.assign(target, {
    terminate: vi.fn(),
    postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
      // what crosses a real worker boundary is a structured clone
      const request = structuredClone(message);
      fake.requests.push(request);
      queueMicrotask(async () => {
        if (mode === "crash") return target.dispatchEvent(new Event("error"));
        const reply = (data: WorkerMessage) => target.dispatchEvent(new MessageEvent("message", { data }));
        reply({ id: request.id, type: "progress", progress: 0 });
        try {
          reply({ id: request.id, ok: true, ...(await fake.run(request)) });
        } catch (error) {
          const outOfSync = (error as Error).name === "OutOfSyncError" || undefined;
          reply({
            id: request.id,
            ok: false,
            error: String(error),
            outOfSync,
            errorName: (error as Error).name,
          });
        }
      });
      fake.transferred.push(...transfer);
    },
    run,
    requests: [] as WorkerRequest[],
    transferred: [] as Transferable[],
  });
  return fake;
}
