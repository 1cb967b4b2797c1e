/**
 * What the benchmark bundles: the core's public face plus the per-entry check the store runs after an edit
 * (`createCheckContext` + `checkUrlEntry`). Node only, never shipped.
 */
export * from "../src/core/index";
export { checkUrlEntry, createCheckContext } from "../src/core/validate/check-sitemaps";
// the worker's side of a check (bench/worker-job.mjs): the runner and the page's sync tracker
export { createCoreRunner } from "../src/workers/sitemap-core-calls";
export { createSyncTracker } from "../src/workers/workspace-sync";
