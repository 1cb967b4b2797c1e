/**
 * Measuring helper (not a benchmark): the first, cold cell edit after a drop, as `browser-bench.mjs` times
 * its 1M edit (autosave settled first), on RUNS fresh pages; with TRACE=1 the first page's edit is also
 * recorded under the DevTools timeline and its main-thread events over 0.3 ms (GC included) are printed.
 * Serves `dist/` (or BENCH_DIST) on BENCH_PORT (default 4301). Env: FILE (default 50k.xml), COUNT (copies
 * dropped, 20 for 1M), RUNS (default 3), EDITS (edits per page, default 1; the first is the cold one).
 * Usage: node bench/edit-cold.mjs
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { armEditWatch } from "./browser-probes.mjs";
import { dropFromDisk, writeDropFiles } from "./drop-files.mjs";
import { openBenchPage, spawnPreview } from "./preview-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const source = process.env.FILE ?? "50k.xml";
const count = Number(process.env.COUNT ?? 1);

// a server left on the port (a killed run) would serve another build: refuse it
if (
  await fetch(`http://localhost:${PORT}/`).then(
    () => true,
    () => false,
  )
) {
  console.error(`port ${PORT} is already served; stop that server or set BENCH_PORT`);
  process.exit(1);
}
const server = spawnPreview(ROOT, PORT, process.env.BENCH_DIST);

async function edit(page, cdp, value, trace) {
  const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(0);
  await cell.dblclick();
  const box = page.getByRole("grid").getByRole("textbox");
  await box.fill(value);
  await page.evaluate(armEditWatch, value);
  const events = [];
  let done;
  if (trace) {
    cdp.on("Tracing.dataCollected", ({ value: list }) => events.push(...list));
    done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories:
        "devtools.timeline,v8,blink.user_timing,disabled-by-default-v8.gc,disabled-by-default-v8.compile,cc,viz,disabled-by-default-devtools.timeline.frame",
      transferMode: "ReportEvents",
    });
  }
  await box.press("Enter");
  const times = await page.evaluate(() => window.__benchEdit);
  if (trace) {
    await cdp.send("Tracing.end");
    await done;
  }
  if (trace === "gap") {
    // one line: the keydown task, then what the main thread ran before the edit's first paint
    const key = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
    if (key) {
      const end = key.ts + key.dur;
      const paint = events.find((e) => e.tid === key.tid && e.name === "Paint" && e.ts >= end);
      const between = events.filter(
        (e) =>
          e.tid === key.tid &&
          e.ph === "X" &&
          e.dur > 300 &&
          e.ts >= end &&
          e.ts < (paint?.ts ?? end + 50_000) &&
          !/^(v8\.callFunction|V8\.GC_)/.test(e.name),
      );
      const at = (e) => ((e.ts - key.ts) / 1000).toFixed(1);
      // off the main thread until the frame is shown: raster and the compositor's draw
      const after = events.filter((e) => e.ph === "X" && e.ts >= end && e.ts < end + 40_000);
      const sum = (re) =>
        after
          .filter((e) => re.test(e.name))
          .reduce((a, e) => a + e.dur / 1000, 0)
          .toFixed(1);
      const draw = after.find((e) => /^(DrawFrame|Graphics.Pipeline|Display::DrawAndSwap)$/.test(e.name));
      console.log(`  raster ${sum(/^RasterTask$/)} ms, first draw at ${draw ? at(draw) : "?"}`);
      console.log(
        `  keydown ${(key.dur / 1000).toFixed(1)} ms; before the paint at ${paint ? at(paint) : "?"}: ${between.map((e) => `${e.name} ${e.args?.data?.functionName ?? ""} ${(e.dur / 1000).toFixed(1)}@${at(e)}`).join(", ")}`,
      );
    }
  } else if (trace) {
    // frame events are short: keep them whatever their length
    const FRAME_EVENTS =
      /^(BeginMainThreadFrame|BeginFrame|Commit|DrawFrame|PipelineReporter|ActivateLayerTree|NeedsBeginFrameChanged|Animation Frame Fired|RequestMainThreadFrame)$/;
    const main = events.filter(
      (e) =>
        (e.ph === "X" && e.dur > 300) ||
        ((e.ph === "I" || e.ph === "X" || e.ph === "i") && FRAME_EVENTS.test(e.name)),
    );
    // time per event name inside the Enter's keydown task (compiles, GC, ...), nested events counted apiece
    const key = main.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
    if (key) {
      const inside = events.filter(
        (e) => e.ph === "X" && e.tid === key.tid && e.ts >= key.ts && e.ts < key.ts + key.dur + 20_000,
      );
      const byName = new Map();
      for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log(
        [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([n, t]) => `${n} ${t.toFixed(2)}`)
          .join("\n"),
      );
    }
    const t0 = main.find((e) => e.name === "EventDispatch")?.ts ?? Math.min(...main.map((e) => e.ts));
    for (const e of main
      .sort((a, b) => a.ts - b.ts)
      .filter((e) => e.ts >= t0 - 20_000)
      .slice(0, 80)) {
      console.log(
        `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  tid ${e.tid} ${e.name} ${e.args?.data?.type ?? e.args?.data?.functionName ?? ""}`,
      );
    }
  }
  return times;
}

const fmt = (n) => (n === undefined ? "-" : n.toFixed(1));
try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const paths = writeDropFiles(ROOT, source, count);
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await openBenchPage(context, PORT);
    const cdp = await context.newCDPSession(page);
    await dropFromDisk(page, paths);
    await page
      .waitForFunction(
        () => document.querySelector(".save-status")?.getAttribute("data-status") === "saved",
        null,
        { timeout: 60_000, polling: 100 },
      )
      .catch(() => console.log("autosave not settled in 60 s"));
    const rows = [];
    if (run === 0)
      console.log(
        await page.evaluate(() => {
          // the page's size: elements in all and in each panel (what a frame may have to lay out)
          const count = (sel) => document.querySelector(sel)?.querySelectorAll("*").length;
          const parts = ["main", "aside", ".et-table", ".pp-panel", ".files-panel", "header"].map(
            (sel) => `${sel} ${count(sel)}`,
          );
          return `${document.querySelector(".header-totals")?.textContent}; elements ${document.querySelectorAll("*").length}: ${parts.join(", ")}`;
        }),
      );
    for (let i = 0; i < Number(process.env.EDITS ?? 1); i++) {
      const t = await edit(
        page,
        cdp,
        `https://${count > 1 ? "www0" : "www"}.example.com/edited-${run}-${i}`,
        process.env.TRACE === "gap"
          ? "gap"
          : process.env.TRACE && run === 0 && i === Number(process.env.TRACE) - 1,
      );
      rows.push(
        `dom ${fmt(t.cellDom)} paint ${fmt(t.cellPaint)} next ${t.nextPaint} (delay ${fmt(t.inputDelay)} handlers ${fmt(t.handlers)}) check ${fmt(t.checkPaint)}`,
      );
      await page.waitForTimeout(1000);
    }
    console.log(`run ${run}: ${rows.join(" | ")}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
