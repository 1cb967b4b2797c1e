/**
 * The worker's whole job after one cell edit, in Node: the page's sync tracker makes the request (not
 * timed), the request is structured-cloned as `postMessage` would, then the worker's real runner
 * (`createCoreRunner`: apply the sync to its workspace copy, the check session, the answer as a patch of
 * the previous one) runs and its answer is structured-cloned (the worker's share of `postMessage`): that is
 * timed. Two edited versions alternate, so each check sees one replaced entry. Node only.
 */
import { median } from "./measure.mjs";

const collect = typeof globalThis.gc === "function" ? globalThis.gc : () => {};

/** `file` with entry `index` replaced by `change(entry)`. */
function withEntry(file, index, change) {
  const urls = file.urls.slice();
  urls[index] = change(urls[index]);
  return { ...file, urls };
}

/** Edits of one `loc` (and, when the entry has alternates, one alternate's href): [name, makeEntry(suffix)]. */
function edits(entry) {
  const list = [["loc", (suffix) => (e) => ({ ...e, loc: `${e.loc}-${suffix}` })]];
  if (entry.alternates.length > 1) {
    list.push([
      "alternate",
      (suffix) => (e) => ({
        ...e,
        alternates: e.alternates.map((a, k) => (k === 1 ? { ...a, href: `${a.href}-${suffix}` } : a)),
      }),
    ]);
  }
  return list;
}

/**
 * Median ms of the worker's job per edit, by edit kind, for `files` (read files; the edit is made in the
 * middle entry of file `target`). `core` is the bench bundle.
 */
export function measureWorkerJob(core, files, target = 0, reps = 15) {
  const run = core.createCoreRunner();
  const tracker = core.createSyncTracker();
  let id = 0;
  let have;
  const check = (current, timed) => {
    const request = structuredClone({
      id: ++id,
      type: "check",
      sync: { changes: tracker.diff(current), drop: [] },
      names: current.map((file) => file.name),
      have,
    });
    const start = performance.now();
    const result = run(request);
    structuredClone(result);
    const ms = performance.now() - start;
    have = result.seq;
    if (timed && !result.patch && result.problems.length >= 64)
      throw new Error("answered whole, not as a patch");
    return ms;
  };
  check(files, false);
  // as the worker does once the answer is posted and it is idle
  run.prepare();
  const index = files[target].urls.length >> 1;
  const results = {};
  for (const [kind, makeChange] of edits(files[target].urls[index])) {
    const versions = ["a", "b"].map((suffix) => {
      const list = files.slice();
      list[target] = withEntry(files[target], index, makeChange(suffix));
      return list;
    });
    check(versions[1], false);
    const times = [];
    for (let rep = 0; rep < reps; rep++) {
      collect();
      // only the worker's part is timed: the page's diff and the request's clone are not
      times.push(check(versions[rep % 2], true));
    }
    results[kind] = median(times);
  }
  // leave the runner at the unedited files (nothing else uses it)
  check(files, false);
  return results;
}

/**
 * 20 files of 50,000 like the browser bench's 1M drop (`browser-probes.mjs`): the 50k text with host
 * `www<i>` and paths varied per file, read without a location (as a dropped file is).
 */
export function readMillion(core, text, count = 20) {
  const files = [];
  for (let i = 0; i < count; i++) {
    const body = text
      .replaceAll("https://www.example.com/", `https://www${i}.example.com/`)
      .replaceAll("/item-", `/p${i}-`);
    files.push(core.readSitemapFile(`part-${i}-50k.xml`, new TextEncoder().encode(body)));
  }
  return files;
}

/**
 * The 50k-ext text made problem-heavy: every "de" alternate points at a page that is not listed, and
 * read with a location on another host, so about 150,000 problems (one per loc, two hreflang per group
 * page). The worker's job per edit should not grow with them.
 */
export function readProblemHeavy(core, text) {
  const broken = text.replaceAll(/hreflang="de" href="([^"]*)"/g, 'hreflang="de" href="$1-x"');
  const bytes = new TextEncoder().encode(broken);
  return core.readSitemapFile("50k-ext-problems.xml", bytes, {
    location: "https://other.example.com/sitemap.xml",
  });
}
