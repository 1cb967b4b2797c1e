/**
 * What the profiling scripts (`profile-page.mjs`, `edit-cold.mjs`) share: `vite preview` of a built app
 * and a page of the app ready for a drop (`drop-files.mjs` drops the benchmark's files on it).
 * Node only. `browser-bench.mjs` has its own server, which also checks the build it serves.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { chromium } from "@playwright/test";

/** Starts `vite preview` of `dist` (relative to `root`, or absolute) on `port`; kill the returned process. */
export function spawnPreview(root, port, dist = "dist") {
  return spawn(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      "preview",
      "--port",
      String(port),
      "--strictPort",
      "--outDir",
      dist,
    ],
    { cwd: root, stdio: "ignore" },
  );
}

/**
 * `spawnPreview`, once no other server holds `port` (with `--strictPort` a new server quits when the port is
 * taken, and what was left there would be measured instead of `dist`), and 1.5 s later (its start).
 * Exits the process with a message when the port is taken.
 */
export async function startPreview(root, port, dist = "dist") {
  const taken = await new Promise((resolve) => {
    const socket = connect(port, "localhost", () => resolve(true)).on("error", () => resolve(false));
    socket.unref();
  });
  if (taken) {
    console.error(`port ${port} is taken: stop what serves it, or set BENCH_PORT`);
    process.exit(1);
  }
  const server = spawnPreview(root, port, dist);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return server;
}

/** Headless Chromium for the probes: Debian's when installed, else Playwright's own. */
export function launchChromium() {
  return chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : []),
    ],
  });
}

/**
 * A new page of the app on `port` in `context`, once its drop zone shows and half a second has passed (a
 * user's drag takes longer; the app starts its worker then). Drop files on it with `dropFromDisk`.
 */
export async function openBenchPage(context, port) {
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.getByText("Drop sitemap files here").first().waitFor();
  await page.waitForTimeout(500);
  return page;
}
