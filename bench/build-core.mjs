/**
 * Bundles `bench/bench-entry.ts` (the core plus the per-entry check) into `bench/out/core.mjs` with Vite's
 * build API in library mode, so plain Node can run the TypeScript core. Node only.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Builds the bundle and returns its absolute path. */
export async function buildCore() {
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
      lib: { entry: "bench/bench-entry.ts", formats: ["es"], fileName: () => "core.mjs" },
    },
  });
  return `${ROOT}bench/out/core.mjs`;
}
