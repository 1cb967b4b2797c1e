/**
 * Profiling helper (not a benchmark): serves the built app (`dist/`, run `npx vite build` first) on
 * BENCH_PORT (default 4301), drops bench/out/50k.xml (made by `npm run bench`), then records the main
 * thread's CPU profile of the drop or of three cell edits with the DevTools protocol and prints the top
 * self-time frames. Usage: node bench/profile-page.mjs [drop|edit]
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { armEditWatch, dropAndWatch } from "./browser-probes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const what = process.argv[2] ?? "edit";

function top(profile, count = 30) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]).callFrame;
    const key = `${functionName || "(anon)"} ${url.split("/").pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const rows = [...self].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((a, [, t]) => a + t, 0);
  console.log(`busy ${total.toFixed(0)} ms`);
  for (const [key, t] of rows.slice(0, count)) console.log(`${t.toFixed(1).padStart(8)} ms  ${key}`);
}

const server = spawn(
  process.execPath,
  [
    `${ROOT}node_modules/vite/bin/vite.js`,
    "preview",
    "--port",
    String(PORT),
    "--strictPort",
    "--outDir",
    process.env.BENCH_DIST ?? "dist",
  ],
  { cwd: ROOT, stdio: "ignore" },
);
try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const body = readFileSync(`${ROOT}bench/out/50k.xml`, "utf8");
  await context.route("**/__bench/*", (route) =>
    route.fulfill({ status: 200, contentType: "text/xml", body }),
  );
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/`);
  await page.getByText("Drop sitemap files here").first().waitFor();
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  if (what === "drop") await cdp.send("Profiler.start");
  console.log(JSON.stringify(await page.evaluate(dropAndWatch, { source: "50k.xml", count: 1 })));
  if (what === "edit") {
    await page.waitForTimeout(3000);
    await cdp.send("Profiler.start");
    for (let i = 0; i < 3; i++) {
      const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(0);
      await cell.dblclick();
      const box = page.getByRole("grid").getByRole("textbox");
      await box.fill(`https://www.example.com/edited-${i}`);
      await page.evaluate(armEditWatch, `https://www.example.com/edited-${i}`);
      await box.press("Enter");
      console.log(JSON.stringify(await page.evaluate(() => window.__benchEdit)));
      await page.waitForTimeout(1000);
    }
  }
  const { profile } = await cdp.send("Profiler.stop");
  top(profile);
  await browser.close();
} finally {
  server.kill();
}
