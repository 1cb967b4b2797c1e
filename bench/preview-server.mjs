/**
 * `vite preview` of a built app (`dist/` or `dist`), spawned for the profiling scripts (`profile-page.mjs`,
 * `edit-cold.mjs`). Node only. `browser-bench.mjs` has its own, which also checks the build it serves.
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
