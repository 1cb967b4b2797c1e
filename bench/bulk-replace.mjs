/**
 * `node --expose-gc bench/bulk-replace.mjs` (also run at the end of `npm run bench`): issue #6's bulk
 * replace over 50,000 URLs, timed along the store's synchronous path. "apply" = the core's `replaceText`
 * (https:// → http:// in every loc) + the step's patches + `applyPatches` + `recordStep`, what
 * `replaceInRows` does before the page repaints; "undo" / "redo" = `invertPatches` + `applyPatches`, what
 * `undo()` / `redo()` do. The full re-check after each runs in the worker and is not counted (it is
 * `checkSitemaps`, timed by run-bench.mjs). Prints medians in ms; goal: undo < 100 ms.
 */
import { fileURLToPath } from "node:url";
import { buildCoreInChild } from "./build-core.mjs";
import { generateSitemap } from "./gen-sitemaps.mjs";
import { measureAlternately, ms } from "./measure.mjs";

const LOCATION = "https://www.example.com/sitemap.xml";

/** Measures apply, undo and redo of one replace over every loc of the 50k file; returns medians (ms). */
export async function measureBulkReplace(reps = 9) {
  const bulk = await import(buildCoreInChild("bench/bulk-entry.ts", "bulk.mjs"));
  const bytes = new TextEncoder().encode(generateSitemap("50k"));
  const file = bulk.readSitemapFile("50k.xml", bytes, { location: LOCATION });
  const target = {
    files: [file],
    problems: bulk.checkSitemaps([file]),
    activeRow: undefined,
    selection: new Set(),
  };
  const options = { find: "https://", replace: "http://", fields: ["loc"] };
  let done = target;
  let patches = [];
  const result = await measureAlternately(
    [
      {
        name: "apply",
        run: () => {
          const replaced = bulk.replaceText(target.files, options);
          patches = bulk.changesToPatches(replaced.changes);
          done = bulk.applyPatches(target, patches, ["google", "yandex", "bing"]);
          bulk.recordStep([], { label: "history.replace", patches }, "immediate");
        },
      },
      { name: "undo", run: () => bulk.applyPatches(done, bulk.invertPatches(patches), ["google"]) },
      { name: "redo", run: () => bulk.applyPatches(target, patches, ["google"]) },
    ],
    reps,
  );
  return { ...result, urls: file.urls.length, changed: patches.length };
}

function report(r) {
  console.log(
    `\nbulk replace ${r.changed.toLocaleString("en-US")} of ${r.urls.toLocaleString("en-US")} locs: ` +
      `apply ${ms(r.apply)} ms, undo ${ms(r.undo)} ms, redo ${ms(r.redo)} ms (medians)`,
  );
  console.log(`${r.undo < 100 ? "PASS" : "FAIL"}  bulk replace 50,000 undo < 100 ms: ${ms(r.undo)} ms`);
  console.log(`${r.apply < 1000 ? "PASS" : "FAIL"}  bulk replace 50,000 apply < 1 s: ${ms(r.apply)} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) report(await measureBulkReplace());

export { report as reportBulkReplace };
