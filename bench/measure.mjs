/**
 * Timing helpers of the benchmark: alternating repetitions with a full GC before each run, medians, and
 * the printed table. Node only; needs `node --expose-gc` (runs without it, but noisier).
 */

const collect = typeof globalThis.gc === "function" ? globalThis.gc : () => {};

/** Median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs every contender `reps` times, alternating (A B C, A B C, ...) so drift hits all alike, with a turn
 * of the event loop and a full GC before each run. The turn matters: the `sitemap` package's stream
 * pipeline lets go of what it built (about 360 MB for 50k-ext) only in a later task, and without it every
 * run after the package's first ran beside that heap (the scan limit of 50k-ext: 50 ms → 90 ms). A
 * contender's own `reps` caps its runs (slow ones). Before the timed rounds, `warmup` untimed rounds
 * (alternating too, default 3) let every contender's code be compiled and optimised: measured on our
 * read + check of 50k after one warm-up round, the next rounds took 107, 79, 75, then 66-69 ms, so one
 * warm-up round left the slow ones among nine samples and moved the median by 5-10%. A contender with its
 * own `reps` (the slow competitors, seconds a run) gets one warm-up round only. Returns median ms per
 * contender name, under `samples` each one's times in round order, and under `cold` each one's first
 * (untimed, coldest) run. `contenders`: `{ name, run: () => unknown | Promise<unknown>, reps?: number }[]`.
 */
export async function measureAlternately(contenders, reps, { warmup = 3 } = {}) {
  const times = new Map(contenders.map((c) => [c.name, []]));
  const cold = {};
  for (let round = -warmup; round < reps; round++) {
    for (const contender of contenders) {
      const own = contender.reps ?? reps;
      if (own === 0 || round >= own) continue;
      if (contender.reps !== undefined && round < -1) continue;
      await new Promise((resolve) => setImmediate(resolve));
      collect();
      const start = performance.now();
      const result = contender.run();
      if (result instanceof Promise) await result;
      const took = performance.now() - start;
      if (round >= 0) times.get(contender.name).push(took);
      else cold[contender.name] ??= took;
    }
  }
  const medians = {};
  for (const [name, list] of times) medians[name] = list.length > 0 ? median(list) : undefined;
  medians.samples = Object.fromEntries(times);
  medians.cold = cold;
  return medians;
}

const fmtMs = (ms) =>
  ms === undefined ? "—" : ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
const fmtRatio = (a, b) => (a === undefined || b === undefined ? "—" : `${(a / b).toFixed(2)}x`);

/**
 * Prints a Markdown table: one row per measured thing, one column group per file (median ms, then the
 * ratio to that file's scan limit). `rows`: `{ label, key }[]`; `results[file][key]` = median ms.
 */
export function printTable(files, rows, results) {
  const head = ["median ms (ratio to scan limit)", ...files];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const row of rows) {
    const cells = files.map((file) => {
      const value = results[file]?.[row.key];
      if (value === undefined) return "—";
      return `${fmtMs(value)} (${fmtRatio(value, results[file].scan)})`;
    });
    lines.push(`| ${row.label} | ${cells.join(" | ")} |`);
  }
  console.log(lines.join("\n"));
}

/** `a / b` formatted as a ratio, "—" when one is missing. */
export const ratio = fmtRatio;
/** Milliseconds formatted for the table. */
export const ms = fmtMs;

/**
 * What new memory costs on this machine: milliseconds per MB to write one byte in every 4 KB page of a
 * fresh 64 MB buffer (the first touch of each page), the median of three buffers. Self-contained, so
 * `browser-bench.mjs` runs the same function in a Chromium page. Printed beside the figures because it
 * explains much of them: every array copied, text decoded and buffer packed pays it once per page
 * (README, "Fresh memory is slow here"; `array-copy.mjs` times a copy). The virtual machine of sessions
 * 13-28 measured 3.0-4.4 ms per MB in Node and in Chromium, and 3.0 in a C program (mmap, touch, munmap):
 * a first touch of a 4 KB page costs about 12 µs there.
 */
export function freshMemoryCost() {
  const MB = 1 << 20;
  const size = 64 * MB;
  const times = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    const bytes = new Uint8Array(size);
    for (let at = 0; at < size; at += 4096) bytes[at] = 1;
    times.push((performance.now() - start) / 64);
  }
  times.sort((a, b) => a - b);
  return times[1];
}
