/**
 * Profiling helper: reads and checks one benchmark file a few times, for `node --cpu-prof`, then prints
 * the top self-time frames of the newest profile in the working directory when run with `--top`.
 * Usage: node --cpu-prof --cpu-prof-dir=bench/out/prof bench/profile-read.mjs bench/out/50k.xml [read|check|both] [reps]
 *        node bench/profile-read.mjs --top bench/out/prof
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";

const LOCATION = "https://www.example.com/sitemap.xml";

function top(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  files.sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs);
  const profile = JSON.parse(readFileSync(join(dir, files[0]), "utf8"));
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anon)"} ${basename(url)}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
  for (const [key, t] of rows)
    console.log(`${t.toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${key}`);
}

async function run(path, what, reps) {
  const core = await import(new URL("out/core.mjs", import.meta.url).href);
  const bytes = new Uint8Array(readFileSync(path));
  const file = core.readSitemapFile(basename(path), bytes, { location: LOCATION });
  const start = performance.now();
  for (let i = 0; i < reps; i++) {
    if (what === "read") core.readSitemapFile(basename(path), bytes, { location: LOCATION });
    else if (what === "check") core.checkSitemaps([file]);
    else core.checkSitemaps([core.readSitemapFile(basename(path), bytes, { location: LOCATION })]);
  }
  console.log(`${what}: ${((performance.now() - start) / reps).toFixed(0)} ms per run`);
}

const args = process.argv.slice(2);
if (args[0] === "--top") top(args[1]);
else await run(args[0], args[1] ?? "both", Number(args[2] ?? 10));
