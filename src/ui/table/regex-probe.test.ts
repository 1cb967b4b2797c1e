import { describe, expect, it } from "vitest";
import { probeRegex, type RegexProbeRequest } from "./regex-probe";

const REQUEST: RegexProbeRequest = { source: "a", flags: "g", replacement: "b", values: ["a"] };

/** A stand-in worker: answers after `answerMs` (never when undefined); records what happened to it. */
function fakeWorker(answerMs: number | undefined) {
  const log: string[] = [];
  const worker = {
    onmessage: null as ((event: unknown) => void) | null,
    onerror: null as ((event: unknown) => void) | null,
    postMessage(request: RegexProbeRequest) {
      log.push(`post ${request.source}`);
      if (answerMs !== undefined) setTimeout(() => worker.onmessage?.({ data: "done" }), answerMs);
    },
    terminate() {
      log.push("terminate");
    },
  };
  return { worker: worker as unknown as Worker, log };
}

describe("probeRegex", () => {
  it("answers ok when the worker finishes within the limit, and ends it", async () => {
    const { worker, log } = fakeWorker(5);
    expect(await probeRegex(REQUEST, 200, () => worker)).toBe("ok");
    expect(log).toEqual(["post a", "terminate"]);
  });

  it("answers slow past the limit and terminates the worker still running (the page never waits on it)", async () => {
    const { worker, log } = fakeWorker(undefined);
    const start = performance.now();
    expect(await probeRegex(REQUEST, 30, () => worker)).toBe("slow");
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(log).toEqual(["post a", "terminate"]);
  });

  it("answers ok where no worker can be made", async () => {
    expect(await probeRegex(REQUEST, 30, () => undefined)).toBe("ok");
  });
});

describe("the probe worker", () => {
  it("runs the expression over every value and says done", async () => {
    const posted: unknown[] = [];
    const scope = globalThis as unknown as { self: unknown; postMessage: unknown };
    scope.self = { postMessage: (message: unknown) => posted.push(message) } as unknown;
    await import("@/workers/regex-probe.worker");
    const handler = (scope.self as { onmessage: (event: { data: RegexProbeRequest }) => void }).onmessage;
    handler({ data: { source: "(\\d+)", flags: "g", replacement: "n$1", values: ["a1", "b22"] } });
    expect(posted).toEqual(["done"]);
  });
});
