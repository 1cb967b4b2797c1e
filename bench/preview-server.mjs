/**
 * What the profiling scripts (`profile-page.mjs`, `edit-cold.mjs`) share: `vite preview` of a built app
 * and a page of the app ready for a drop (`drop-files.mjs` drops the benchmark's files on it).
 * Node only. `browser-bench.mjs` has its own server, which also checks the build it serves.
 */
import { spawn } from "node:child_process";

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
