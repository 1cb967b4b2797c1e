/**
 * Bundles `bench/bench-entry.ts` (the core plus the per-entry check) into `bench/out/core.mjs` with Vite's
 * build API in library mode, so plain Node can run the TypeScript core. Node only.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Bundles `entry` (a path under the repository) into `bench/out/<fileName>` and returns its absolute path;
 * by default the core plus the per-entry check.
 */
export async function buildCore(entry = "bench/bench-entry.ts", fileName = "core.mjs") {
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
