/**
 * Child process of the benchmark: reads and checks one file once, cold, in a fresh Node, and prints JSON
 * with the time and the peak resident set size (Node itself and the file's bytes included).
 * Usage: node --expose-gc peak-memory.mjs CORE_BUNDLE FILE LOCATION
 */

/**
 * Peak RSS in bytes: Linux's `VmHWM` of this process's memory. Not `resourceUsage().maxRSS`: after a
 * fork + exec Linux reports the larger of the child's peak and the parent's RSS at the fork.
 */
function readPeakRss() {
  if (!existsSync("/proc/self/status")) return process.resourceUsage().maxRSS * 1024;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

const [bundle, path, location] = process.argv.slice(2);
const core = await import(bundle);
const bytes = new Uint8Array(readFileSync(path));
globalThis.gc?.();
const baseRss = process.memoryUsage().rss;
const start = performance.now();
const file = core.readSitemapFile(basename(path), bytes, { location });
const problems = core.checkSitemaps([file]);
const elapsed = performance.now() - start;
const peakRss = readPeakRss();
globalThis.gc?.();
const MB = 1024 * 1024;
const result = {
  ms: elapsed,
  urls: file.urls.length,
  problems: problems.length,
  baseRssMB: baseRss / MB,
  peakRssMB: peakRss / MB,
  heapHeldMB: process.memoryUsage().heapUsed / MB,
};
console.log(JSON.stringify(result));
