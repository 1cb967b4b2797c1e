/**
 * The whole check pipeline of the app (store → client diff → worker copy → incremental check session →
 * problems) against a plain full check: after every action of a long session the store's problems equal
 * `checkSitemaps` of the files the store holds. The worker is the real core runner behind a structured
 * clone, as in the browser.
 */
import { describe, expect, it, vi } from "vitest";
import { checkSitemaps, type Problem } from "@/core/index";
import { sharedBytes } from "@/test/shared-dir";
import type { WorkerMessage, WorkerRequest } from "@/workers/protocol";
import { createSitemapClient } from "@/workers/sitemap-client";
import { createCoreRunner } from "@/workers/sitemap-core-calls";
import { withEffectiveLocations } from "./location-guess";
import { createPageCheck } from "./page-check";
import { createSitemapStore } from "./sitemap-store";

/** A worker in the same process: each request and answer crosses a structured clone. */
function makeWorker() {
  const target = new EventTarget();
  const run = createCoreRunner();
  const requests: WorkerRequest[] = [];
  const answers: WorkerMessage[] = [];
  const worker = Object.assign(target, {
    terminate() {},
    postMessage(message: WorkerRequest) {
      const request = structuredClone(message);
      requests.push(request);
      setTimeout(async () => {
        let data: WorkerMessage;
        try {
          data = structuredClone({ id: request.id, ok: true as const, ...(await run(request)) });
        } catch (error) {
          data = { id: request.id, ok: false, error: String(error) };
        }
        answers.push(data);
        target.dispatchEvent(new MessageEvent("message", { data }));
      }, 0);
    },
  });
  return { worker: worker as unknown as Worker, requests, answers };
}

const CORPUS = [
  "cc-xhtml-hreflang-links.xml",
  "advertools-image-sitemap.xml",
  "webignition-large-8497-urls.xml",
];

/** Runs a long session of actions on `store`, asserting after each that its problems are a full check's. */
async function runSession(store: ReturnType<typeof createSitemapStore>) {
  const settled = async () => {
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const { files, engines, problems, revision, checkedRevision } = store.getState();
    expect(checkedRevision).toBe(revision);
    expect(problems).toEqual(checkSitemaps(withEffectiveLocations(files), { engines }));
  };
  const state = () => store.getState();
  await state().addFiles(CORPUS.map((name) => ({ name, bytes: sharedBytes(`corpus/${name}`) })));
  await settled();
  const large = "webignition-large-8497-urls.xml";
  const hreflang = "cc-xhtml-hreflang-links.xml";
  const firstLoc = state().files[2].urls[0].loc;
  // lets the page's check session catch up in idle time (a timeout in these tests)
  const idle = () => new Promise((resolve) => setTimeout(resolve, 5));

  await idle();
  state().editField({ file: large, entry: 5 }, "loc", firstLoc);
  await settled();
  expect(state().problems.some((p) => p.code === "loc.duplicate" && p.entry === 5)).toBe(true);
  state().editField({ file: hreflang, entry: 1 }, "loc", "http://www.example.com/deutsch-neu/");
  await settled();
  expect(state().problems.some((p) => p.code === "hreflang.not-reciprocal")).toBe(true);
  state().editField({ file: large, entry: 9 }, "priority", "7");
  await settled();
  state().undo();
  await settled();
  state().redo();
  await settled();
  state().deleteRows([
    { file: large, entry: 3 },
    { file: large, entry: 4000 },
  ]);
  await settled();
  state().addRow(hreflang);
  await settled();
  await idle();
  state().editField({ file: hreflang, entry: 0 }, "loc", firstLoc);
  await settled();
  state().replaceInRows({ find: "http://example.com/", replace: "https://example.com/", fields: ["loc"] });
  await settled();
  state().setLocation(large, "https://example.com/maps/sitemap.xml");
  await settled();
  state().setEngines(["yandex"]);
  await settled();
  await idle();
  state().editField({ file: large, entry: 7 }, "lastmod", "2099-01-01");
  await settled();
  state().removeFile("advertools-image-sitemap.xml");
  await settled();
  state().undo();
  await settled();
}

describe("the check pipeline through the worker", () => {
  it("gives the store what a full check of its files gives, after every action", async () => {
    const { worker, requests, answers } = makeWorker();
    const store = createSitemapStore({
      client: createSitemapClient({ createWorker: () => worker }),
      storage: null,
    });
    await runSession(store);
    // the worker got the edited entries only, never a whole file: the replace that changed most of one
    // went as columns of its changed fields
    const checks = requests.filter((request) => request.type === "check");
    expect(checks.length).toBe(15);
    const changes = checks.flatMap((request) => (request.type === "check" ? request.sync.changes : []));
    expect(changes.filter((change) => change.file)).toEqual([]);
    const columns = changes.filter((change) => change.columns);
    expect(columns.map((change) => change.name)).toEqual([large()]);
    expect(columns[0].columns?.[0].keys).toContain("loc");
    // and most answers came back as a patch of the one before, not as every problem again
    const patched = answers.filter((answer) => "packedPatch" in answer && answer.packedPatch !== undefined);
    expect(patched.length).toBeGreaterThan(5);
  });

  it("checks small edits on the page once its session caught up, with the same answers", async () => {
    const { worker, requests } = makeWorker();
    const pageCheck = createPageCheck({ whenIdle: (task) => setTimeout(task, 0) });
    const check = vi.spyOn(pageCheck, "check");
    const store = createSitemapStore({
      client: createSitemapClient({ createWorker: () => worker }),
      storage: null,
      pageCheck,
    });
    await runSession(store);
    // the first edit went to the worker (the page's session is built after it, when idle); the four later
    // edits and the three undo/redo to the page; the read, deletes, inserts, the replace of most of a
    // file, the location, the engines and the removal to the worker
    const answered = check.mock.results.filter((result) => result.value !== undefined);
    expect(answered).toHaveLength(7);
    expect(requests.filter((request) => request.type === "check")).toHaveLength(15 - 7);
  });

  it("gives the store the page session's own problems when it caught up, which a page-checked edit keeps", async () => {
    const { worker } = makeWorker();
    const pageCheck = createPageCheck({ whenIdle: (task) => setTimeout(task, 0) });
    const store = createSitemapStore({
      client: createSitemapClient({ createWorker: () => worker }),
      storage: null,
      pageCheck,
    });
    const state = () => store.getState();
    const large = "webignition-large-8497-urls.xml";
    const hreflang = "cc-xhtml-hreflang-links.xml";
    await state().addFiles([large, hreflang].map((name) => ({ name, bytes: sharedBytes(`corpus/${name}`) })));
    await vi.waitFor(() => expect(state().checking).toBe(false));
    // the first edit goes to the worker (its answer: objects cloned from the worker), then, when the page's
    // session caught up, the store takes the same answer as the page's own objects
    const lists: Problem[][] = [];
    const stop = store.subscribe((next, prev) => {
      if (next.problems !== prev.problems) lists.push(next.problems);
    });
    const catchUps = () => performance.getEntriesByName("sitemap page: catch-up").length;
    const before = catchUps();
    state().editField({ file: hreflang, entry: 1 }, "loc", "http://www.example.com/deutsch-neu/");
    await vi.waitFor(() => expect(catchUps()).toBe(before + 1));
    stop();
    // the edit's own list (stale problems dropped), the worker's answer, the page's
    expect(lists).toHaveLength(3);
    const [, fromWorker, caughtUpList] = lists;
    expect(caughtUpList).toEqual(fromWorker);
    const caughtUp = new Set(caughtUpList);
    expect(fromWorker.some((problem) => caughtUp.has(problem))).toBe(false);
    // a page-checked edit elsewhere keeps them: only the edited entry's problems are new objects
    // the page's check comes in the same task, so the change itself skips the entry's quick check: the
    // problems the page check starts from have none for entry 9 yet (the quick check finds this one)
    const check = pageCheck.check;
    let startProblems: Problem[] = [];
    pageCheck.check = (...args) => {
      startProblems = state().problems;
      return check(...args);
    };
    state().editField({ file: large, entry: 9 }, "priority", "7");
    pageCheck.check = check;
    expect(startProblems.length).toBeGreaterThan(8_000);
    expect(startProblems.some((problem) => problem.entry === 9 && problem.field === "priority")).toBe(false);
    expect(state().checkedRevision).toBe(state().revision);
    const after = state().problems;
    // new objects only for the edited entry (re-checked whole) and a whole-file rule that ran again
    const fresh = after.filter((problem) => !caughtUp.has(problem));
    expect(fresh.filter((problem) => problem.entry === 9).map((problem) => problem.code)).toEqual([
      "lastmod.date-only",
      "priority.out-of-range",
    ]);
    expect(fresh.length).toBeLessThanOrEqual(3);
    expect(after.length).toBeGreaterThan(8_000);
    const { files, engines } = state();
    expect(after).toEqual(checkSitemaps(withEffectiveLocations(files), { engines }));
  });

  it("leaves a workspace over the page's limit to the worker", async () => {
    const { worker, requests } = makeWorker();
    const pageCheck = createPageCheck({ maxEntries: 1_000, whenIdle: (task) => setTimeout(task, 0) });
    const store = createSitemapStore({
      client: createSitemapClient({ createWorker: () => worker }),
      storage: null,
      pageCheck,
    });
    await runSession(store);
    expect(requests.filter((request) => request.type === "check")).toHaveLength(15);
  });
});

function large() {
  return "webignition-large-8497-urls.xml";
}
