/**
 * Profiling helper (not a benchmark): serves the built app (`dist/`, run `npx vite build` first) on
 * BENCH_PORT (default 4301), drops FILE (default 50k.xml) from disk (`drop-files.mjs`), then records the main
 * thread's CPU profile of the drop or of three cell edits with the DevTools protocol and prints the top
 * self-time frames. Usage: node bench/profile-page.mjs [drop|edit] (EDITS=n: n edits, default 4; SAVED=1: wait
 * for the autosave first; NOPROF=1: no profile, times only (medians of the edits after the first); SAME=1 with COUNT=n: n identical copies, every URL in every file; FIRST=1: print the first, cold edit too and its call tree with TREE=1)
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { armEditWatch, scrollFrames } from "./browser-probes.mjs";
import { printTopFrames as top } from "./cpu-profile.mjs";
import { dropFromDisk, writeDropFiles } from "./drop-files.mjs";
import { launchChromium, openBenchPage, startPreview } from "./preview-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const what = process.argv[2] ?? "edit";
// the first row's host: file 0 of a many-file drop is on www0.example.com (browser-probes.mjs)
const HOST =
  Number(process.env.COUNT ?? 1) > 1 && process.env.SAME !== "1" ? "www0.example.com" : "www.example.com";

/** The call tree with total times, nodes over `min` ms, down to `depth`. */
function tree(profile, min = 0.5, depth = 40) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0, total: 0 }]));
  for (let i = 0; i < profile.samples.length; i++)
    byId.get(profile.samples[i]).self += (profile.timeDeltas[i] ?? 0) / 1000;
  const total = (n) => (n.total = n.self + (n.children ?? []).reduce((a, c) => a + total(byId.get(c)), 0));
  const root = byId.get(profile.nodes[0].id);
  total(root);
  const walk = (n, d) => {
    if (n.total < min || d > depth) return;
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName !== "(idle)")
      console.log(
        `${"  ".repeat(d)}${n.total.toFixed(1)} (${n.self.toFixed(1)}) ${functionName || "(anon)"} ${url.split("/").pop()}:${lineNumber + 1}`,
      );
    for (const c of n.children ?? []) walk(byId.get(c), d + 1);
  };
  walk(root, 0);
}

const server = await startPreview(ROOT, PORT, process.env.BENCH_DIST);
try {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    bypassCSP: Boolean(process.env.CSS),
  });
  const source = process.env.FILE ?? "50k.xml";
  const page = await openBenchPage(context, PORT);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: Number(process.env.INTERVAL ?? 200) });
  if (what === "drop") await cdp.send("Profiler.start");
  console.log(
    JSON.stringify(
      await dropFromDisk(
        page,
        writeDropFiles(ROOT, source, Number(process.env.COUNT ?? 1), process.env.SAME === "1"),
      ),
    ),
  );
  if (what === "edit") {
    await page.waitForTimeout(3000);
    // SAVED=1: wait for the autosave to settle first, as browser-bench.mjs does before its 1M edit
    if (process.env.SAVED)
      await page
        .waitForFunction(
          () => document.querySelector(".save-status")?.getAttribute("data-status") === "saved",
          null,
          {
            timeout: 60_000,
            polling: 100,
          },
        )
        .catch(() => console.log("autosave not settled in 60 s"));
    const profiles = [];
    const edits = [];
    for (let i = 0; i < Number(process.env.EDITS ?? 4); i++) {
      const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(0);
      await cell.dblclick();
      const box = page.getByRole("grid").getByRole("textbox");
      await box.fill(`https://${HOST}/edited-${i}`);
      await page.evaluate(armEditWatch, `https://${HOST}/edited-${i}`);
      // only Enter → check painted is recorded (the dblclick and typing are not the edit's cost)
      if (!process.env.NOPROF) await cdp.send("Profiler.start");
      await box.press("Enter");
      const times = await page.evaluate(() => window.__benchEdit);
      console.log(JSON.stringify(times));
      edits.push(times);
      if (!process.env.NOPROF) profiles.push((await cdp.send("Profiler.stop")).profile);
      await page.waitForTimeout(1000);
    }
    // the edits after the first (cold) one: medians, as browser-bench.mjs reports them
    const warm = edits.slice(1);
    const mid = (key) =>
      warm
        .map((e) => e[key])
        .sort((a, b) => a - b)
        [warm.length >> 1]?.toFixed(1);
    console.log(
      `edits 2-${edits.length} medians: value in the DOM ${mid("cellDom")} ms, handlers ${mid("handlers")} ms, next paint ${mid("nextPaint")} ms (${warm.filter((e) => e.nextPaintUnder16).length} of ${warm.length} under 16), check painted ${mid("checkPaint")} ms`,
    );
    const worker = await page.evaluate(() =>
      performance.getEntriesByName("sitemap worker: check").map((e) => e.duration.toFixed(1)),
    );
    console.log(`worker check times (ms): ${worker.join(", ")}`);
    // FIRST=1: the first edit too (browser-bench.mjs's 1M figure is one cold edit)
    for (const profile of profiles.slice(process.env.FIRST ? 0 : 1)) top(profile, 25);
    if (process.env.TREE) tree(process.env.FIRST ? profiles[0] : profiles.at(-1));
    // DUMP=path: the warm edits' profiles as a JSON array (for `positionTicks`, sums by call tree)
    if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(profiles.slice(1)));
  } else if (what === "trace") {
    // one edit under the DevTools timeline (after three warm-up edits): main-thread events by name
    await page.waitForTimeout(3000);
    for (let i = 0; i < 3; i++) {
      const warm = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(0);
      await warm.dblclick();
      await page.getByRole("grid").getByRole("textbox").fill(`https://${HOST}/warm-${i}`);
      await page.getByRole("grid").getByRole("textbox").press("Enter");
      await page.waitForTimeout(700);
    }
    const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(0);
    await cell.dblclick();
    const box = page.getByRole("grid").getByRole("textbox");
    await box.fill(`https://${HOST}/edited-trace`);
    await page.evaluate(armEditWatch, `https://${HOST}/edited-trace`);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,v8,blink.user_timing",
      transferMode: "ReportEvents",
    });
    await box.press("Enter");
    console.log(JSON.stringify(await page.evaluate(() => window.__benchEdit)));
    await cdp.send("Tracing.end");
    await done;
    const main = events.filter((e) => e.ph === "X" && e.dur > 300);
    const t0 = Math.min(...main.map((e) => e.ts));
    for (const e of main.sort((a, b) => a.ts - b.ts).slice(0, 80)) {
      console.log(
        `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${(e.dur / 1000).toFixed(1).padStart(5)} ms  tid ${e.tid} ${e.name} ${e.args?.data?.type ?? e.args?.data?.functionName ?? ""} ${e.name === "Layout" ? JSON.stringify(e.args?.beginData ?? {}) : ""}`,
      );
    }
    await browser.close();
    server.kill();
    process.exit(0);
  } else if (what === "scroll") {
    // the bench's scroll (120 px a frame for 2 s) under the DevTools timeline: main-thread time by event
    await page.waitForTimeout(3000);
    // CSS="...": a style sheet added first (to try a change to the grid's CSS without a build)
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    if (process.env.CPU) await cdp.send("Profiler.start");
    const { deltas } = await page.evaluate(scrollFrames, {
      step: Number(process.env.STEP ?? 120),
      ms: Number(process.env.MS ?? 2000),
    });
    if (process.env.CPU) {
      const profile = (await cdp.send("Profiler.stop")).profile;
      top(profile, 40);
      if (process.env.TREE) tree(profile, Number(process.env.TREE));
    }
    await cdp.send("Tracing.end");
    await done;
    deltas.sort((a, b) => a - b);
    console.log(
      `${deltas.length} frames, median ${deltas[deltas.length >> 1].toFixed(1)} ms, p95 ${deltas[Math.floor(deltas.length * 0.95)].toFixed(1)} ms`,
    );
    // self time (an event's duration less its children's) by event name, per thread
    const spans = events.filter((e) => e.ph === "X" && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const open = new Map(); // tid → stack of [end, key]
    for (const e of spans) {
      const stack = open.get(e.tid) ?? [];
      open.set(e.tid, stack);
      while (stack.length && stack.at(-1)[0] <= e.ts) stack.pop();
      const key = `${e.tid} ${e.name}`;
      self.set(key, (self.get(key) ?? 0) + e.dur / 1000);
      if (stack.length) {
        const parent = stack.at(-1)[1];
        self.set(parent, self.get(parent) - e.dur / 1000);
      }
      stack.push([e.ts + e.dur, key]);
    }
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
    // ARGS=1: what the style and layout passes did (elements restyled, objects laid out)
    if (process.env.ARGS)
      for (const e of spans.filter((x) => x.name === "UpdateLayoutTree" || x.name === "Layout").slice(20, 40))
        console.log(
          e.name,
          (e.dur / 1000).toFixed(2),
          JSON.stringify(e.args?.elementCount ?? e.args?.beginData ?? e.args),
        );
  } else {
    top((await cdp.send("Profiler.stop")).profile);
  }
  await browser.close();
} finally {
  server.kill();
}
