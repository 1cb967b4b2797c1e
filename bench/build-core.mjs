/**
 * Bundles `bench/bench-entry.ts` (the core plus the per-entry check) into `bench/out/core.mjs` with Vite's
 * build API in library mode, so plain Node can run the TypeScript core. Node only.
 *
 * A process that times the core should build it with `buildCoreInChild`: only loading Vite into the
 * measuring process made our read + check of 50k 7% slower (67.5 → 72.8 ms, medians of 9 after 3 warm-up
 * rounds, A/B 2026-11-30), while the scan limit stayed at 18 ms. Run directly:
 * `node bench/build-core.mjs [entry] [fileName]`.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Bundles `entry` (a path under the repository) into `bench/out/<fileName>` and returns its absolute path;
 * by default the core plus the per-entry check.
 */
export async function buildCore(entry = "bench/bench-entry.ts", fileName = "core.mjs") {
  // loaded here, not at the top: importing this module must not load Vite (see above)
  const { build } = await import("vite");
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "warn",
    // the app's public/ files are not part of the core
    publicDir: false,
    resolve: { alias: { "@": `${ROOT}src` } },
    build: {
      outDir: "bench/out",
      emptyOutDir: false,
      // readable stack frames in `--cpu-prof` profiles
      minify: false,
      target: "node20",
      lib: { entry, formats: ["es"], fileName: () => fileName },
    },
  });
  return `${ROOT}bench/out/${fileName}`;
}

/** `buildCore` in a child process, so Vite is never loaded into the caller's; returns the bundle's path. */
export function buildCoreInChild(entry = "bench/bench-entry.ts", fileName = "core.mjs") {
  execFileSync(process.execPath, [fileURLToPath(import.meta.url), entry, fileName], { stdio: "inherit" });
  return `${ROOT}bench/out/${fileName}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCore(process.argv[2], process.argv[3]);
