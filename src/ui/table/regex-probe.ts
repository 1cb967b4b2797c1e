/**
 * Whether a find-and-replace regular expression runs in reasonable time over the values it will search:
 * it is run first in a worker of its own (`regex-probe.worker.ts`), which is terminated past a time limit.
 * A backtracking expression can run for minutes on one value it almost matches (ReDoS: `(a+)+b`,
 * `(\w|\d)*!`, `\d+\d+\d+x`); no static test tells all of them apart from harmless ones, the clock does.
 * Only then does the preview run on the page. Where no Worker exists (tests), the answer is "ok".
 */

/** What the worker runs: the expression as `new RegExp(source, flags)`, replaced in every value. */
export interface RegexProbeRequest {
  source: string;
  flags: string;
  replacement: string;
  values: string[];
}

/** "ok": it finished within the limit; "slow": it did not (the worker was terminated). */
export type RegexProbeVerdict = "ok" | "slow";

/** How long the probe may run: a harmless expression over 20,000 URLs takes some tens of milliseconds. */
export const PROBE_LIMIT_MS = 1_500;

/** The values probed at most (the longest ones: backtracking grows with length). */
export const PROBE_VALUES = 20_000;

/** A worker to probe with; undefined where the platform has none. */
export type ProbeWorkerFactory = () => Worker | undefined;

function createProbeWorker(): Worker | undefined {
  if (typeof Worker === "undefined") return undefined;
  try {
    return new Worker(new URL("../../workers/regex-probe.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // a page that may not start workers: no probe (the app's own worker falls back likewise)
    return undefined;
  }
}

/**
 * Runs `request` in a fresh worker and answers "ok" when it finishes within `limitMs`, else "slow" (the
 * worker is terminated then). An error in the worker (it cannot start) answers "ok": the preview's own
 * errors are reported by the core.
 */
export function probeRegex(
  request: RegexProbeRequest,
  limitMs = PROBE_LIMIT_MS,
  createWorker: ProbeWorkerFactory = createProbeWorker,
): Promise<RegexProbeVerdict> {
  const worker = createWorker();
  if (!worker) return Promise.resolve("ok");
  return new Promise((resolve) => {
    const finish = (verdict: RegexProbeVerdict) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish("slow"), limitMs);
    worker.onmessage = () => finish("ok");
    worker.onerror = () => finish("ok");
    worker.postMessage(request);
  });
}
