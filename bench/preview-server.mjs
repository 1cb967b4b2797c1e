/**
 * What the profiling scripts (`profile-page.mjs`, `edit-cold.mjs`) share: `vite preview` of a built app,
 * a benchmark file's text, and a page of the app that serves it at `/__bench/*` and is ready for a drop.
 * Node only. `browser-bench.mjs` has its own server, which also checks the build it serves.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { generateSitemap } from "./gen-sitemaps.mjs";

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

/** The text of `bench/out/<source>`, else the generator's file of that kind (`50k-notz.xml`). */
export function readBenchFile(root, source) {
  const saved = `${root}bench/out/${source}`;
  return existsSync(saved) ? readFileSync(saved, "utf8") : generateSitemap(source.replace(/\.xml$/, ""));
}

/**
 * A new page of the app on `port` in `context` that gets `body` for every `/__bench/*` request, once its
 * drop zone shows and half a second has passed (a user's drag takes longer; the app starts its worker then).
 */
export async function openBenchPage(context, port, body) {
  await context.route("**/__bench/*", (route) =>
    route.fulfill({ status: 200, contentType: "text/xml", body }),
  );
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.getByText("Drop sitemap files here").first().waitFor();
  await page.waitForTimeout(500);
  return page;
}
