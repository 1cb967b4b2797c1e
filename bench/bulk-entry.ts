/**
 * What `bench/bulk-replace.mjs` bundles (issue #6): the core's find and replace and check, and the store's
 * pure history path (patches applied to the workspace, inverted for undo). Node only, never shipped.
 */
export { checkSitemaps, readSitemapFile, replaceText } from "../src/core/index";
export { changesToPatches } from "../src/store/bulk-patches";
export { applyPatches, invertPatches } from "../src/store/history-patches";
export { recordStep } from "../src/store/history-steps";
