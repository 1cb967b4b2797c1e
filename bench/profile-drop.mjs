/**
 * Profiling helper (not a benchmark): serves the built app (`dist/`, run `npx vite build` first; BENCH_DIST
 * another build, e.g. one built with `--minify false` for readable names) on BENCH_PORT (default 4302), drops
 * FILE (default 50k-ext.xml) from disk (`drop-files.mjs`) and prints the probe's times (`dropAndWatch`), the
 * worker's measures, and what each thread of the renderer process spent from the drop to every check done:
 * CPU (user + system, from `/proc/<pid>/task/<tid>/stat`, Linux only) and memory touched for the first time
 * (minor page faults × 4 KB), for the page's main thread, the worker and the rest (V8's collector helpers,
 * raster, compile). Unless NOPROF=1 it also records CPU profiles of the page and of the worker (attached
 * over the DevTools protocol) and prints their top self-time frames; they are written to OUT (default
 * bench/out/worker.cpuprofile) and beside it as page.cpuprofile, for a call tree. Usage: node bench/profile-drop.mjs
 */
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printTopFrames as top } from "./cpu-profile.mjs";
import { dropFromDisk, writeDropFiles } from "./drop-files.mjs";
import { launchChromium, openBenchPage, startPreview } from "./preview-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4302);
const OUT = process.env.OUT ?? `${ROOT}bench/out/worker.cpuprofile`;

/** Per thread of every renderer process: its name, minor faults and CPU ms so far (empty off Linux). */
function readThreads() {
  const threads = {};
  let pids = [];
  try {
    pids = execSync("pgrep -f type=renderer").toString().trim().split("\n");
  } catch {
    return threads;
  }
  for (const pid of pids) {
    let tids = [];
    try {
      tids = execSync(`ls /proc/${pid}/task 2>/dev/null`).toString().trim().split("\n");
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1].split(" ");
        const cpu = (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
        threads[tid] = { name, faults: Number(fields[7]), cpu };
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return threads;
}

/** CPU ms and fresh MB per kind of thread between two `readThreads`. */
function threadCosts(before, after) {
  const costs = { page: { cpu: 0, mb: 0 }, worker: { cpu: 0, mb: 0 }, other: { cpu: 0, mb: 0 } };
  for (const [tid, thread] of Object.entries(after)) {
    const was = before[tid] ?? { faults: 0, cpu: 0 };
    const kind = thread.name.startsWith("DedicatedWorker")
      ? "worker"
      : thread.name === "chromium"
        ? "page"
        : "other";
    costs[kind].cpu += thread.cpu - was.cpu;
    costs[kind].mb += ((thread.faults - was.faults) * 4) / 1024;
  }
  return costs;
}

const server = await startPreview(ROOT, PORT, process.env.BENCH_DIST);
try {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await openBenchPage(context, PORT);
  const cdp = await context.newCDPSession(page);
  const profiling = process.env.NOPROF !== "1";
  // the worker's session: DevTools messages to the worker go through the page's session
  let workerSession;
  const waiting = new Map();
  let nextId = 1;
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const answer = JSON.parse(message);
    waiting.get(answer.id)?.(answer.result);
    waiting.delete(answer.id);
  });
  const toWorker = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      const message = JSON.stringify({ id, method, params });
      cdp.send("Target.sendMessageToTarget", { sessionId: workerSession, message });
    });
  if (profiling) {
    const { targetInfos } = await cdp.send("Target.getTargets");
    const worker = targetInfos.find((t) => t.type === "worker");
    if (worker) {
      const attached = await cdp.send("Target.attachToTarget", { targetId: worker.targetId, flatten: false });
      workerSession = attached.sessionId;
      await toWorker("Profiler.enable");
      await toWorker("Profiler.setSamplingInterval", { interval: 200 });
      await toWorker("Profiler.start");
    }
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const paths = writeDropFiles(ROOT, process.env.FILE ?? "50k-ext.xml", 1);
  const before = readThreads();
  const times = await dropFromDisk(page, paths);
  const costs = threadCosts(before, readThreads());
  console.log(JSON.stringify(times));
  const measures = await page.evaluate(() =>
    performance
      .getEntriesByType("measure")
      .map((e) => `${e.name}: ${e.startTime.toFixed(0)} ms + ${e.duration.toFixed(0)} ms`),
  );
  console.log(measures.join("\n"));
  for (const [kind, { cpu, mb }] of Object.entries(costs))
    console.log(
      `${kind.padEnd(7)} CPU ${String(cpu).padStart(5)} ms, fresh memory ${mb.toFixed(0).padStart(4)} MB`,
    );
  if (profiling) {
    const page = (await cdp.send("Profiler.stop")).profile;
    writeFileSync(OUT.replace(/worker(?=\.cpuprofile$)/, "page"), JSON.stringify(page));
    top(page, Number(process.env.TOP ?? 25), "page");
    if (workerSession) {
      const profile = (await toWorker("Profiler.stop")).profile;
      writeFileSync(OUT, JSON.stringify(profile));
      top(profile, Number(process.env.TOP ?? 25), `worker (profile in ${OUT})`);
    }
  }
  await browser.close();
} finally {
  server.kill();
}
