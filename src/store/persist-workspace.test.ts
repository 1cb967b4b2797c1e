import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getFieldPosition, type UrlEntry } from "@/core/index";
import { makeUrlEntries } from "@/test/factories";
import { createMemoryJournal } from "@/test/fake-journal";
import { createFakeChannelHub, createFakeLocks } from "@/test/fake-tabs";
import { makeFakeWorker } from "@/test/fake-worker";
import { makeHeldCheckClient } from "@/test/held-check-client";
import { getNoticeText } from "@/ui/messages";
import { isPackedEntries, type PackedEntries } from "@/workers/packed-entries";
import { createMainThreadClient, createSitemapClient } from "@/workers/sitemap-client";
import { createCoreRunner } from "@/workers/sitemap-core-calls";
import { unpackEntries } from "@/workers/unpack-entries";
import { fromStoredPatches, isPackedPatches } from "./persist-parts";
import { CHUNK_SIZE, MIGRATIONS, metaKey, STEP_CHUNK_SIZE } from "./persist-record";
import { createIdbStorage, createMemoryStorage, type WorkspaceStorage } from "./persist-storage";
import {
  type AutosaveOptions,
  attachAutosave,
  errorText,
  restoreWorkspace,
  type WriterMark,
} from "./persist-workspace";
import { selectUnchecked } from "./selectors";
import { createSitemapStore } from "./sitemap-store";
import type { HistoryStep } from "./store-types";

const encode = (text: string) => new TextEncoder().encode(text);

function urlset(...locs: string[]): Uint8Array {
  const urls = locs.map((loc) => `<url><loc>${loc}</loc><priority>0.5</priority></url>`).join("");
  return encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
}

function makeStore() {
  return createSitemapStore({ client: createMainThreadClient(), storage: null });
}

type Store = ReturnType<typeof makeStore>;

const attached: { detach(): void }[] = [];
afterEach(() => {
  for (const autosave of attached.splice(0)) autosave.detach();
});

/** An autosave without Web Locks (one tab), writing at once after a short debounce. */
function attach(store: Store, options: AutosaveOptions = {}) {
  const autosave = attachAutosave(store, {
    debounceMs: 5,
    whenIdle: (run) => run(),
    lock: { locks: null, channel: null },
    ...options,
  });
  attached.push(autosave);
  return autosave;
}

/** A urlset file "big.xml" of `count` generated entries, as a read would give it. */
function makeBigFile(count: number) {
  return {
    name: "big.xml",
    format: "urlset" as const,
    gzip: false,
    encoding: "utf-8",
    byteLength: 1,
    urls: makeUrlEntries(count),
    sitemaps: [],
    problems: [],
  };
}

async function settled(store: Store) {
  await vi.waitFor(() => expect(store.getState().checking).toBe(false));
}

/**
 * A store with "a.xml" (one url) saved through an autosave made with `options` (plus a memory storage);
 * the storage's write spy is cleared after that first save.
 */
async function withSavedFile(options: AutosaveOptions = {}) {
  const storage = createMemoryStorage();
  const setItems = vi.spyOn(storage, "setItems");
  const store = makeStore();
  const autosave = attach(store, { storage, ...options });
  await autosave.restore();
  await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
  await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 3_000 });
  setItems.mockClear();
  return { storage, setItems, store, autosave };
}

/** The first url's priority in a fresh store restored from `storage`. */
async function restoredPriority(storage: WorkspaceStorage): Promise<string | undefined> {
  const fresh = makeStore();
  await attach(fresh, { storage }).restore();
  return fresh.getState().files[0].urls[0].priority;
}

let db = 0;
const freshIdb = () => createIdbStorage(`sitemap-editor-test-${++db}`, "workspace");

/** The persisted part of a store: what must come back exactly. */
const persisted = (store: Store) => {
  const { files, engines, past, future } = store.getState();
  return { files, engines, past, future };
};

describe("autosave", () => {
  it("saves to IndexedDB and restores the same files, entries, locations, engines and history", async () => {
    const storage = freshIdb();
    const store = makeStore();
    const autosave = attach(store, { storage });
    expect(await autosave.restore()).toBe("empty");
    await store.getState().addFiles([
      { name: "a.xml", bytes: urlset("https://www.example.com/a", "https://www.example.com/b") },
      { name: "b.xml", bytes: urlset("https://www.example.com/c") },
    ]);
    store.getState().editField({ file: "a.xml", entry: 1 }, "priority", "1.5");
    store.getState().setLocation("b.xml", "https://www.example.com/sub/b.xml");
    store.getState().setEngines(["google", "bing"]);
    store.getState().editField({ file: "b.xml", entry: 0 }, "loc", "https://www.example.com/d");
    store.getState().undo();
    await settled(store);
    await autosave.flush();
    expect(autosave.state.getState().status).toBe("saved");

    const fresh = makeStore();
    const second = attach(fresh, { storage });
    expect(await second.restore()).toBe("restored");
    expect(persisted(fresh)).toEqual(persisted(store));
    // the priority's edit and the location's (a step of its own); the loc's edit undone, to redo
    expect(fresh.getState().past.map((step) => step.label)).toEqual(["history.edit", "history.location"]);
    expect(fresh.getState().future).toHaveLength(1);
    // problems are recomputed, not stored
    await settled(fresh);
    expect(fresh.getState().problems).toEqual(store.getState().problems);
    // and undo still works on the restored history
    fresh.getState().undo();
    expect(fresh.getState().files[1].location).toBeUndefined();
    fresh.getState().undo();
    expect(fresh.getState().files[0].urls[1].priority).toBe("0.5");
  });

  it("keeps across a reload which files have changes Undo let go of (the same-name question says so)", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([
      { name: "a.xml", bytes: urlset("https://www.example.com/a") },
      { name: "b.xml", bytes: urlset("https://www.example.com/b") },
    ]);
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    for (let i = 0; i < 100; i++)
      store.getState().editField({ file: "b.xml", entry: 0 }, "priority", i % 2 ? "0.1" : "0.2");
    expect(store.getState().beyondUndo).toEqual(["a.xml"]);
    await settled(store);
    await autosave.flush();
    const fresh = makeStore();
    expect(await attach(fresh, { storage }).restore()).toBe("restored");
    expect(fresh.getState().beyondUndo).toEqual(["a.xml"]);
  });

  it('knows when the restored copy was saved (the header\'s "Saved … at" time)', async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    expect(autosave.state.getState().savedAt).toBeUndefined();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await autosave.flush();
    const stored = (storage.map.get(metaKey("default")) as { savedAt: number }).savedAt;
    const next = attach(makeStore(), { storage });
    expect(await next.restore()).toBe("restored");
    expect(next.state.getState()).toMatchObject({ status: "saved", savedAt: stored });
  });

  it("keeps a restored workspace unchecked (no 0-error totals) until its check answers", async () => {
    const storage = freshIdb();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "1.5");
    await settled(store);
    await autosave.flush();

    const held = makeHeldCheckClient();
    const fresh = createSitemapStore({ client: held.client, storage: null });
    expect(await attach(fresh, { storage }).restore()).toBe("restored");
    expect(selectUnchecked(fresh.getState())).toBe(true);
    await vi.waitFor(() => expect(fresh.getState().checking).toBe(true));
    held.release();
    await settled(fresh);
    expect(selectUnchecked(fresh.getState())).toBe(false);
    expect(fresh.getState().problems.map((p) => p.code)).toContain("priority.out-of-range");
  });

  it("writes only the changed chunk of a big file, and the restore after it is exact", async () => {
    const storage = freshIdb();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const urls = makeUrlEntries(CHUNK_SIZE * 2 + 10);
    store.setState({
      files: [
        {
          name: "big.xml",
          format: "urlset",
          gzip: false,
          encoding: "utf-8",
          byteLength: 1,
          urls,
          sitemaps: [],
          problems: [],
        },
      ],
    });
    await autosave.flush();
    // header, reading problems, 3 chunks, meta
    expect(autosave.state.getState().lastWrite?.puts).toBe(6);
    store.getState().editField({ file: "big.xml", entry: CHUNK_SIZE + 3 }, "lastmod", "2026-02-01");
    await autosave.flush();
    // the second chunk, the undo step, meta
    expect(autosave.state.getState().lastWrite).toMatchObject({ puts: 3, deletes: 0 });
    store.getState().deleteRows([{ file: "big.xml", entry: CHUNK_SIZE * 2 + 9 }]);
    await autosave.flush();
    expect(autosave.state.getState().lastWrite).toMatchObject({ puts: 3 });

    const fresh = makeStore();
    await attach(fresh, { storage }).restore();
    expect(persisted(fresh)).toEqual(persisted(store));
  });

  it("stores a step of many patches in chunks (one IndexedDB value has a size limit) and restores it", async () => {
    const storage = createMemoryStorage();
    const setItems = vi.spyOn(storage, "setItems");
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const count = STEP_CHUNK_SIZE * 2 + 5;
    const file = makeBigFile(count);
    store.setState({ files: [file] });
    await autosave.flush();
    const rows = file.urls.map((_, entry) => ({ file: "big.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "daily");
    await settled(store);
    await autosave.flush();
    expect(autosave.state.getState().status).toBe("saved");
    // no stored value holds more than one chunk of the step's patches
    const written = setItems.mock.calls.flatMap(([entries]) => [...entries]);
    const stepParts = written.filter(([key]) => /step:\d+(:\d+)?$/.test(key));
    expect(stepParts.map(([key]) => key.replace(/^.*(step:)/, "$1"))).toEqual([
      "step:1",
      "step:1:0",
      "step:1:1",
      "step:1:2",
    ]);
    for (const [, value] of stepParts) {
      const patches = Array.isArray(value) ? value : (value as HistoryStep).patches;
      expect(patches.length).toBeLessThanOrEqual(STEP_CHUNK_SIZE);
    }
    // stored packed: a few buffers to clone, not an entry object before and after each patch
    const storedChunks = [...storage.map].filter(([key]) => /step:\d+:\d+$/.test(key));
    expect(storedChunks).toHaveLength(3);
    for (const [, value] of storedChunks) expect(isPackedPatches(value)).toBe(true);
    // a later save leaves the unchanged step alone
    store.getState().editField({ file: "big.xml", entry: 0 }, "priority", "0.1");
    await autosave.flush();
    expect(autosave.state.getState().lastWrite).toMatchObject({ puts: 3, deletes: 0 });

    const fresh = makeStore();
    await attach(fresh, { storage }).restore();
    expect(persisted(fresh)).toEqual(persisted(store));
    expect(fresh.getState().past[0].patches).toHaveLength(count);
    fresh.getState().undo();
    fresh.getState().undo();
    expect(fresh.getState().files[0].urls.every((url) => url.changefreq !== "daily")).toBe(true);

    // a copy saved before session 51 holds the step's chunks as patch lists: restored as well
    for (const [key, value] of storage.map)
      if (isPackedPatches(value)) storage.map.set(key, fromStoredPatches(value));
    const older = makeStore();
    await attach(older, { storage }).restore();
    expect(older.getState().past[0].patches).toHaveLength(count);
    expect(older.getState().past[0].patches[count - 1].before?.changefreq).toBe("weekly");
  });

  it("numbers the steps made after restoring a big step on, each under its own key, all restored again", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const count = STEP_CHUNK_SIZE + 5;
    store.setState({ files: [makeBigFile(count)] });
    await autosave.flush();
    const rows = store.getState().files[0].urls.map((_, entry) => ({ file: "big.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "monthly");
    await settled(store);
    await autosave.flush();
    const stepKeys = () =>
      [...storage.map.keys()]
        .map((key) => key.replace(/^.*(step:)/, "$1"))
        .filter((key) => key.startsWith("step:"));
    const big = stepKeys();
    expect(big).toHaveLength(3);
    // the reload: its steps come back with their chunks (step:1, step:1:0, step:1:1)
    const second = makeStore();
    const again = attach(second, { storage });
    await again.restore();
    second.getState().editField({ file: "big.xml", entry: 0 }, "priority", "0.9");
    second.getState().editField({ file: "big.xml", entry: 1 }, "priority", "0.8");
    await settled(second);
    await again.flush();
    const steps = stepKeys();
    // the big step and its two chunks, kept where they were (not written again), and one key per later step
    expect(steps).toEqual(expect.arrayContaining(big));
    expect(steps.every((key) => /^step:\d+(:[01])?$/.test(key))).toBe(true);
    expect(steps.filter((key) => /^step:\d+$/.test(key))).toHaveLength(3);
    expect(steps).toHaveLength(5);
    const third = makeStore();
    await attach(third, { storage }).restore();
    expect(third.getState().past.map((step) => step.patches.length)).toEqual([count, 1, 1]);
    third.getState().undo();
    expect(third.getState().files[0].urls[1].priority).not.toBe("0.8");
    expect(third.getState().files[0].urls[0].priority).toBe("0.9");
    third.getState().undo();
    third.getState().undo();
    expect(third.getState().files[0].urls.some((url) => url.changefreq === "monthly")).toBe(false);
  });

  it("restores the files of a copy whose history lists a step twice, without that history", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.8");
    await settled(store);
    await autosave.flush();
    // as the step numbering's bug left it: every later step under one key
    const meta = storage.map.get(metaKey("default")) as { history: { past: string[] } };
    expect(meta.history.past).toHaveLength(2);
    meta.history.past = [meta.history.past[1], meta.history.past[1]];
    const fresh = makeStore();
    expect(await attach(fresh, { storage }).restore()).toBe("restored");
    expect(fresh.getState().files[0].urls[0].priority).toBe("0.8");
    expect(fresh.getState().past).toEqual([]);
  });

  it("keeps with a step the reading problems it cut, so an undo after a reload puts them back", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const ordered = encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/a</loc><priority>0.5</priority><changefreq>daily</changefreq></url>
</urlset>`);
    await store.getState().addFiles([{ name: "order.xml", bytes: ordered }]);
    const read = store.getState().files[0].problems;
    expect(read.map((problem) => problem.code)).toContain("xml.element-order");
    store.getState().setFieldOnRows([{ file: "order.xml", entry: 0 }], "changefreq", "monthly");
    await settled(store);
    await autosave.flush();
    const fresh = makeStore();
    await attach(fresh, { storage }).restore();
    expect(fresh.getState().files[0].problems.map((problem) => problem.code)).not.toContain(
      "xml.element-order",
    );
    fresh.getState().undo();
    expect(fresh.getState().files[0].problems).toEqual(read);
    // a damaged list is left out: the undo still works, as before the lists were kept
    const key = [...storage.map.keys()].find((name) => /step:\d+$/.test(name)) as string;
    storage.map.set(key, { ...(storage.map.get(key) as object), readingBefore: [{ file: 1 }] });
    const third = makeStore();
    await attach(third, { storage }).restore();
    expect(third.getState().past[0].readingBefore).toBeUndefined();
    third.getState().undo();
    expect(third.getState().files[0].urls[0].changefreq).toBe("daily");
  });

  it("writes the chunks of a new big file a few per transaction, the meta last", async () => {
    const storage = createMemoryStorage();
    const setItems = vi.spyOn(storage, "setItems");
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const urls = makeUrlEntries(CHUNK_SIZE * 4 + 1);
    store.setState({
      files: [
        {
          name: "big.xml",
          format: "urlset",
          gzip: false,
          encoding: "utf-8",
          byteLength: 1,
          urls,
          sitemaps: [],
          problems: [],
        },
      ],
    });
    await autosave.flush();
    const calls = setItems.mock.calls.map(([entries]) =>
      entries.map(([key]) => key.split(":").slice(2).join(":")),
    );
    expect(calls.slice(0, 3)).toEqual([
      ["file:big.xml:urls:0", "file:big.xml:urls:1"],
      ["file:big.xml:urls:2", "file:big.xml:urls:3"],
      ["file:big.xml:urls:4"],
    ]);
    expect(calls[3]).toEqual(["file:big.xml", "file:big.xml:problems", "meta"]);
    const fresh = makeStore();
    await attach(fresh, { storage }).restore();
    expect(fresh.getState().files).toEqual(store.getState().files);
  });

  describe("with IndexedDB and a worker", () => {
    const target = { database: "sitemap-editor", store: "workspace" };
    const bigList = (count: number) =>
      encode(Array.from({ length: count }, (_, i) => `https://www.example.com/p/${i}\n`).join(""));

    /** A store whose client is a (fake) worker writing to `workerStorage`, saved to `pageStorage`. */
    async function withWorker(pageStorage: WorkspaceStorage, workerStorage: WorkspaceStorage) {
      const fake = makeFakeWorker("ok", createCoreRunner({ openStorage: () => workerStorage }));
      const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
      const store = createSitemapStore({ client, storage: null });
      const setItems = vi.spyOn(pageStorage, "setItems");
      const autosave = attach(store, { storage: pageStorage });
      await autosave.restore();
      return { fake, store, setItems, autosave };
    }

    it("has the worker write a new file's entry chunks; the page writes the rest, and the restore is exact", async () => {
      const memory = createMemoryStorage();
      const storage: WorkspaceStorage = { ...memory, target };
      const { fake, store, setItems, autosave } = await withWorker(storage, memory);
      await store.getState().addFiles([{ name: "big.txt", bytes: bigList(CHUNK_SIZE * 2 + 5) }]);
      await settled(store);
      await autosave.flush();
      expect(autosave.state.getState().status).toBe("saved");
      const stores = fake.requests.filter((request) => request.type === "store");
      expect(stores).toHaveLength(1);
      expect(stores[0]).toMatchObject({ database: "sitemap-editor", store: "workspace" });
      const chunkKeys = (stores[0] as { chunks: { key: string; start: number; end: number }[] }).chunks;
      expect(chunkKeys.map(({ start, end }) => [start, end])).toEqual([
        [0, CHUNK_SIZE],
        [CHUNK_SIZE, CHUNK_SIZE * 2],
        [CHUNK_SIZE * 2, CHUNK_SIZE * 2 + 5],
      ]);
      // the page put no entry chunk itself
      const pagePut = setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
      expect(pagePut.filter((key) => key.includes(":urls:"))).toEqual([]);
      expect(pagePut).toContain(metaKey("default"));
      const fresh = makeStore();
      await attach(fresh, { storage: memory }).restore();
      expect(fresh.getState().files).toEqual(store.getState().files);
      expect(fresh.getState().files[0].urls).toHaveLength(CHUNK_SIZE * 2 + 5);

      // an edit later rewrites its one chunk from the page (an old key: not the worker's job)
      store.getState().editField({ file: "big.txt", entry: CHUNK_SIZE + 1 }, "priority", "0.9");
      setItems.mockClear();
      await autosave.flush();
      const edited = setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
      expect(edited.filter((key) => key.includes(":urls:"))).toEqual([
        "workspace:default:file:big.txt:urls:1",
      ]);
      expect(fake.requests.filter((request) => request.type === "store")).toHaveLength(1);
    });

    it("restores a saved file through the worker: the page reads no chunk and the first check sends no file", async () => {
      const memory = createMemoryStorage();
      const saving = await withWorker({ ...memory, target }, memory);
      await saving.store.getState().addFiles([{ name: "big.txt", bytes: bigList(CHUNK_SIZE * 2 + 5) }]);
      await settled(saving.store);
      saving.store.getState().editField({ file: "big.txt", entry: 3 }, "priority", "0.7");
      await saving.autosave.flush();
      saving.autosave.detach();

      const pageStorage: WorkspaceStorage = { ...memory, target };
      const getItems = vi.spyOn(pageStorage, "getItems");
      const { fake, store } = await withWorker(pageStorage, memory);
      expect(store.getState().files).toEqual(saving.store.getState().files);
      expect(store.getState().files[0].urls[3].priority).toBe("0.7");
      const pageRead = getItems.mock.calls.flatMap(([keys]) => keys);
      expect(pageRead.filter((key) => key.includes(":urls:"))).toEqual([]);
      const loads = fake.requests.filter((request) => request.type === "load");
      expect(loads).toHaveLength(1);
      expect((loads[0] as { files: { keys: string[] }[] }).files[0].keys).toHaveLength(3);
      await settled(store);
      // the worker kept what it read: the check after the restore sends it no file and no entry, only the
      // location the check guesses for the file
      const checks = fake.requests.filter((request) => request.type === "check");
      expect(checks.length).toBeGreaterThan(0);
      const { changes } = (checks[0] as unknown as { sync: { changes: Record<string, unknown>[] } }).sync;
      expect(changes.map((change) => Object.keys(change).sort())).toEqual([["fields", "length", "name"]]);
      expect(store.getState().problems).toEqual(saving.store.getState().problems);

      // and the autosave knows those chunks are stored: an edit rewrites one chunk only
      const setItems = vi.spyOn(pageStorage, "setItems");
      store.getState().editField({ file: "big.txt", entry: CHUNK_SIZE * 2 + 1 }, "priority", "0.2");
      await vi.waitFor(() => expect(setItems).toHaveBeenCalled());
      const put = setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
      expect(put.filter((key) => key.includes(":urls:"))).toEqual(["workspace:default:file:big.txt:urls:2"]);
    });

    it("fails the restore with a notice when the worker finds a broken chunk", async () => {
      const memory = createMemoryStorage();
      const saving = await withWorker({ ...memory, target }, memory);
      await saving.store.getState().addFiles([{ name: "big.txt", bytes: bigList(CHUNK_SIZE * 3) }]);
      await settled(saving.store);
      await saving.autosave.flush();
      saving.autosave.detach();
      memory.map.set("workspace:default:file:big.txt:urls:1", [{ loc: 5 }]);
      const { store, autosave } = await withWorker({ ...memory, target }, memory);
      expect(autosave.state.getState().status).toBe("idle");
      expect(store.getState().files).toEqual([]);
      expect(getNoticeText(store.getState().notices[0])).toContain("bad entries of big.txt");
    });

    it("fails the save with the worker's full disk as a quota failure", async () => {
      const full: WorkspaceStorage = {
        ...createMemoryStorage(),
        setItems: () =>
          Promise.reject(new DOMException("The quota has been exceeded.", "QuotaExceededError")),
      };
      const memory = createMemoryStorage();
      const { store, autosave } = await withWorker({ ...memory, target }, full);
      await store.getState().addFiles([{ name: "big.txt", bytes: bigList(CHUNK_SIZE * 3) }]);
      await settled(store);
      await autosave.flush();
      expect(autosave.state.getState()).toMatchObject({ status: "failed", failure: { quota: true } });
      expect(memory.map.has(metaKey("default"))).toBe(false);
    });

    it("falls back to the page when the worker cannot reach IndexedDB, saving and restoring", async () => {
      const memory = createMemoryStorage();
      const broken: WorkspaceStorage = {
        ...createMemoryStorage(),
        getItems: () => Promise.reject(new DOMException("no database here", "InvalidStateError")),
        setItems: () => Promise.reject(new DOMException("no database here", "InvalidStateError")),
      };
      const saving = await withWorker({ ...memory, target }, broken);
      await saving.store.getState().addFiles([{ name: "big.txt", bytes: bigList(CHUNK_SIZE * 3 + 1) }]);
      await settled(saving.store);
      await saving.autosave.flush();
      expect(saving.autosave.state.getState().status).toBe("saved");
      const pagePut = saving.setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
      expect(pagePut.filter((key) => key.includes(":urls:"))).toHaveLength(4);
      saving.autosave.detach();

      const { store, fake } = await withWorker({ ...memory, target }, broken);
      expect(fake.requests.filter((request) => request.type === "load")).toHaveLength(1);
      expect(store.getState().files).toEqual(saving.store.getState().files);
      expect(store.getState().notices).toEqual([]);
    });

    it("writes the chunks from the page when the client has no worker", async () => {
      const memory = createMemoryStorage();
      const storage: WorkspaceStorage = { ...memory, target };
      const setItems = vi.spyOn(storage, "setItems");
      const store = makeStore();
      const autosave = attach(store, { storage });
      await autosave.restore();
      store.setState({ files: [makeBigFile(CHUNK_SIZE * 3 + 1)] });
      await autosave.flush();
      const pagePut = setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
      expect(pagePut.filter((key) => key.includes(":urls:"))).toHaveLength(4);
      expect(autosave.state.getState().status).toBe("saved");
    });
  });

  it("stores entry chunks packed and keeps the state's own lists as what it wrote", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    store.setState({ files: [makeBigFile(CHUNK_SIZE + 3)] });
    await autosave.flush();
    const chunk = storage.map.get("workspace:default:file:big.xml:urls:1");
    expect(isPackedEntries(chunk)).toBe(true);
    expect(unpackEntries(chunk as PackedEntries)).toEqual(store.getState().files[0].urls.slice(CHUNK_SIZE));
    // nothing changed: nothing written again (the comparison is with the lists, not the packs)
    const setItems = vi.spyOn(storage, "setItems");
    store.setState({ engines: [...store.getState().engines] });
    await autosave.flush();
    const put = setItems.mock.calls.flatMap(([entries]) => entries.map(([key]) => key));
    expect(put.filter((key) => key.includes(":urls:"))).toEqual([]);
  });

  it("coalesces a burst of changes into one write after the debounce", async () => {
    const { setItems, store, autosave } = await withSavedFile({ debounceMs: 50 });
    for (const value of ["0.1", "0.2", "0.3", "0.4", "0.5"]) {
      store.getState().editField({ file: "a.xml", entry: 0 }, "priority", value);
    }
    expect(autosave.state.getState().status).toBe("pending");
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(setItems).toHaveBeenCalledTimes(1);
  });

  it("waits while files are being read, then saves them all in one write", async () => {
    const { storage, setItems, store, autosave } = await withSavedFile();
    // a second drop in progress, and an edit meanwhile: nothing is written while it is read
    store.setState({ loading: [{ name: "b.xml", byteLength: 10, progress: 0 }] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(setItems).not.toHaveBeenCalled();
    expect(autosave.state.getState().status).toBe("pending");
    expect(autosave.hasUnsavedChanges()).toBe(true);
    store.setState({ loading: [] });
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(setItems).toHaveBeenCalledTimes(1);
    expect(await restoredPriority(storage)).toBe("0.9");
  });

  it("writes a change after a quiet spell soon, and changes close after it together later", async () => {
    const { storage, setItems, store, autosave } = await withSavedFile({ debounceMs: 600 });
    // a quiet spell, then one edit: written long before the 600 ms debounce, but not in the frames that
    // show the edit and its check (100 ms: packing its chunk there made the check paint a frame late)
    await new Promise((resolve) => setTimeout(resolve, 700));
    const started = Date.now();
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(setItems).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(setItems).toHaveBeenCalledTimes(1), { timeout: 500 });
    expect(Date.now() - started).toBeLessThan(400);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    // two more edits right after it: they wait the debounce and go in one write
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.8");
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.7");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(setItems).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(setItems).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(await restoredPriority(storage)).toBe("0.7");
  });

  it("waits while a check runs, but not longer than its limit", async () => {
    const { storage, setItems, store, autosave } = await withSavedFile({ maxCheckWaitMs: 150 });
    // a check in the worker (the store's flag) and an edit meanwhile: the write waits for the check
    const withPriority = (priority: string) =>
      store.getState().files.map((file) => ({
        ...file,
        urls: file.urls.map((url, i) => (i === 0 ? { ...url, priority } : url)),
      }));
    store.setState({ checking: true, files: withPriority("0.9") });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(setItems).not.toHaveBeenCalled();
    expect(autosave.state.getState().status).toBe("pending");
    store.setState({ checking: false });
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(setItems).toHaveBeenCalledTimes(1);
    // checks that never end: the change is written once the limit has passed
    setItems.mockClear();
    store.setState({ checking: true, files: withPriority("0.8") });
    const started = Date.now();
    await vi.waitFor(() => expect(setItems).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(await restoredPriority(storage)).toBe("0.8");
  });

  it("never writes before the restore finished (a fresh page does not overwrite the saved copy)", async () => {
    const storage = createMemoryStorage();
    const setItems = vi.spyOn(storage, "setItems");
    const store = makeStore();
    const autosave = attach(store, { storage });
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await autosave.flush();
    expect(setItems).not.toHaveBeenCalled();
    expect(autosave.state.getState()).toMatchObject({ status: "restoring", ready: false });
  });

  it("removes the entry chunks a save wrote ahead when its final write fails on a full disk", async () => {
    const memory = createMemoryStorage();
    const meta = metaKey("default");
    const storage: WorkspaceStorage = {
      ...memory,
      // the chunks written ahead fit; the write with the meta does not
      setItems: async (entries, remove, prepare) => {
        if (entries.some(([key]) => key === meta))
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return memory.setItems(entries, remove, prepare);
      },
    };
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    store.setState({ files: [makeBigFile(CHUNK_SIZE * 3 + 1)] });
    await autosave.flush();
    expect(autosave.state.getState()).toMatchObject({ status: "failed", failure: { quota: true } });
    // nothing of the failed save is left to keep the disk full
    expect([...memory.map.keys()]).toEqual([]);
  });

  it("removes at start-up what an interrupted save left that the saved copy does not reference", async () => {
    const { storage, store, autosave } = await withSavedFile();
    autosave.detach();
    const kept = [...(storage as ReturnType<typeof createMemoryStorage>).map.keys()].sort();
    const memory = storage as ReturnType<typeof createMemoryStorage>;
    memory.map.set("workspace:default:file:gone.xml:urls:0", [{ loc: "https://www.example.com/x" }]);
    memory.map.set("other:key", 1);
    const fresh = makeStore();
    const next = attach(fresh, { storage });
    await next.restore();
    await next.flush();
    await vi.waitFor(() => expect(memory.map.has("workspace:default:file:gone.xml:urls:0")).toBe(false));
    // the saved copy and keys outside the workspace stay
    expect([...memory.map.keys()].filter((key) => key !== "other:key").sort()).toEqual(kept);
    expect(memory.map.get("other:key")).toBe(1);
    expect(fresh.getState().files.map((file) => file.name)).toEqual(
      store.getState().files.map((f) => f.name),
    );
  });

  it("reports a full storage as a notice and a lasting 'not saved' state, then recovers", async () => {
    const memory = createMemoryStorage();
    let full = true;
    const storage: WorkspaceStorage = {
      ...memory,
      setItems: async (entries, remove) => {
        if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return memory.setItems(entries, remove);
      },
    };
    const onError = vi.fn();
    const store = makeStore();
    const autosave = attach(store, { storage, onError });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await autosave.flush();
    expect(autosave.state.getState()).toMatchObject({ status: "failed", failure: { quota: true } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: "QuotaExceededError" }));
    const notices = store.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0].kind).toBe("error");
    expect(getNoticeText(notices[0])).toBe(
      "Could not save your workspace: the browser's storage is full. Export your work.",
    );
    // still failing: the state stays, no second notice
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    expect(autosave.state.getState().status).toBe("failed");
    await autosave.flush();
    expect(store.getState().notices).toHaveLength(1);
    expect(memory.map.size).toBe(0);
    // space again: the next change is written whole, the state clears
    full = false;
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.8");
    await autosave.flush();
    expect(autosave.state.getState()).toMatchObject({ status: "saved", failure: undefined });
    const fresh = makeStore();
    await attach(fresh, { storage: memory }).restore();
    expect(fresh.getState().files).toEqual(store.getState().files);
  });

  it("reports any other write error too", async () => {
    const storage: WorkspaceStorage = {
      ...createMemoryStorage(),
      setItems: () => Promise.reject(new Error("disk on fire")),
    };
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await autosave.flush();
    expect(autosave.state.getState()).toMatchObject({ status: "failed", failure: { quota: false } });
    expect(getNoticeText(store.getState().notices[0])).toBe(
      "Could not save your workspace (disk on fire). Export your work.",
    );
  });
});

describe("restoreWorkspace", () => {
  async function savedStorage() {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await autosave.flush();
    return storage;
  }

  it("starts empty without a notice when nothing is stored", async () => {
    const store = makeStore();
    const result = await restoreWorkspace(store, { storage: createMemoryStorage() });
    expect(result.outcome).toBe("empty");
    expect(store.getState().files).toEqual([]);
    expect(store.getState().notices).toEqual([]);
  });

  it.each([
    [
      "a record of an unknown old version",
      (map: Map<string, unknown>) => map.set(metaKey("default"), { version: 0 }),
    ],
    [
      "a record of a newer version",
      (map: Map<string, unknown>) => map.set(metaKey("default"), { version: 99 }),
    ],
    ["a meta that is not a record", (map: Map<string, unknown>) => map.set(metaKey("default"), "garbage")],
    ["a missing chunk", (map: Map<string, unknown>) => map.delete("workspace:default:file:a.xml:urls:0")],
    ["a broken file header", (map: Map<string, unknown>) => map.set("workspace:default:file:a.xml", 42)],
    ["a bad file list", (map: Map<string, unknown>) => map.set(metaKey("default"), { version: 1, files: 1 })],
  ])("starts empty with a notice for %s, never throwing", async (_name, spoil) => {
    const storage = await savedStorage();
    spoil(storage.map);
    const store = makeStore();
    const onError = vi.fn();
    const result = await restoreWorkspace(store, { storage, onError });
    expect(result.outcome).toBe("failed");
    expect(store.getState().files).toEqual([]);
    expect(store.getState().notices).toHaveLength(1);
    expect(getNoticeText(store.getState().notices[0])).toMatch(
      /^Your saved workspace could not be restored \(.+\)/,
    );
    expect(onError).toHaveBeenCalledOnce();
  });

  it("starts empty with a notice when the storage cannot be read at all", async () => {
    const storage: WorkspaceStorage = {
      ...createMemoryStorage(),
      getItems: () => Promise.reject(new Error("blocked")),
    };
    const store = makeStore();
    expect((await restoreWorkspace(store, { storage })).outcome).toBe("failed");
    expect(getNoticeText(store.getState().notices[0])).toContain("(blocked)");
  });

  it("runs the migration of an older version", async () => {
    const storage = await savedStorage();
    const current = storage.map.get(metaKey("default")) as Record<string, unknown>;
    const { engines: _engines, ...old } = current;
    storage.map.set(metaKey("default"), { ...old, version: 0 });
    const store = makeStore();
    const migrations = {
      ...MIGRATIONS,
      0: (record: Record<string, unknown>) => ({ ...record, engines: ["yandex"] }),
    };
    expect((await restoreWorkspace(store, { storage, migrations })).outcome).toBe("restored");
    expect(store.getState().engines).toEqual(["yandex"]);
    expect(store.getState().files[0].urls[0].loc).toBe("https://www.example.com/a");
  });

  it("restores a workspace saved before issue #5, its field positions still objects", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.com/a</loc>
    <lastmod>2024-01-01</lastmod>
  </url>
  <url><loc>https://www.example.com/b</loc>${" ".repeat(2_000)}<priority>0.5</priority></url>
</urlset>`;
    await store.getState().addFiles([{ name: "a.xml", bytes: encode(text) }]);
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", "https://www.example.com/c");
    await settled(store);
    await autosave.flush();
    // the shape every entry had before: one { line, column } object per field
    const toOldShape = (entry: UrlEntry | undefined) => {
      if (!entry?.source) return;
      const old: Record<string, { line: number; column: number }> = {};
      for (const field of ["loc", "lastmod", "changefreq", "priority"] as const) {
        const position = getFieldPosition(entry, field);
        if (position) old[field] = position;
      }
      (entry as unknown as { source: unknown }).source = old;
    };
    let converted = 0;
    for (const [key, value] of storage.map) {
      if (key.includes(":urls:")) {
        // a version 1 copy: its chunks are entry lists
        const list = unpackEntries(value as PackedEntries);
        list.forEach(toOldShape);
        storage.map.set(key, list);
      } else if (key.includes(":step:"))
        for (const patch of (value as HistoryStep).patches) [patch.before, patch.after].forEach(toOldShape);
      else continue;
      converted++;
    }
    expect(converted).toBe(2);
    const meta = storage.map.get(metaKey("default")) as Record<string, unknown>;
    storage.map.set(metaKey("default"), { ...meta, version: 1 });

    const fresh = makeStore();
    expect((await restoreWorkspace(fresh, { storage })).outcome).toBe("restored");
    expect(persisted(fresh)).toEqual(persisted(store));
    const [first, second] = fresh.getState().files[0].urls;
    expect(getFieldPosition(first, "lastmod")).toEqual({ line: 5, column: 5 });
    expect(getFieldPosition(second, "priority")).toEqual({ line: 7, column: 2_044 });
    expect(getFieldPosition(fresh.getState().past[0].patches[0].before as UrlEntry, "loc")).toEqual({
      line: 7,
      column: 8,
    });
  });

  it("after a failed restore the next save replaces the broken copy whole", async () => {
    const storage = await savedStorage();
    storage.map.set("workspace:default:file:a.xml:urls:0", "broken");
    const store = makeStore();
    const autosave = attach(store, { storage });
    expect(await autosave.restore()).toBe("failed");
    await store.getState().addFiles([{ name: "b.xml", bytes: urlset("https://www.example.com/b") }]);
    await autosave.flush();
    expect([...storage.map.keys()].some((key) => key.includes("a.xml"))).toBe(false);
    const fresh = makeStore();
    await attach(fresh, { storage }).restore();
    expect(fresh.getState().files.map((file) => file.name)).toEqual(["b.xml"]);
  });
});

describe("start over", () => {
  it("empties the workspace and its stored copy", async () => {
    const storage = createMemoryStorage();
    const store = makeStore();
    const autosave = attach(store, { storage });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    store.getState().setFilter({ text: "a" });
    await autosave.flush();
    expect(storage.map.size).toBeGreaterThan(0);
    await autosave.startOver();
    expect(store.getState()).toMatchObject({
      files: [],
      problems: [],
      past: [],
      future: [],
      filter: { text: "" },
    });
    expect(storage.map.size).toBe(0);
    expect(autosave.state.getState().status).toBe("idle");
    const fresh = makeStore();
    expect(await attach(fresh, { storage }).restore()).toBe("empty");
    // and saving goes on afterwards
    await store.getState().addFiles([{ name: "b.xml", bytes: urlset("https://www.example.com/b") }]);
    await autosave.flush();
    expect(autosave.state.getState().status).toBe("saved");
  });
});

describe("second tab", () => {
  function twoTabs(handoverMs = 200) {
    const storage = createMemoryStorage();
    const locks = createFakeLocks();
    const hub = createFakeChannelHub();
    const tab = () => {
      const store = makeStore();
      const channel = hub.create();
      const autosave = attach(store, { storage, lock: { locks, channel, handoverMs } });
      return { store, autosave, channel };
    };
    return { storage, locks, first: tab(), second: tab() };
  }

  it("makes the second tab a reader that writes nothing", async () => {
    const { storage, first, second } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await first.autosave.flush();
    expect(await second.autosave.restore()).toBe("restored");
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    expect(second.store.getState().files).toEqual(first.store.getState().files);
    const setItems = vi.spyOn(storage, "setItems");
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.1");
    await second.autosave.flush();
    await second.autosave.startOver();
    expect(setItems).not.toHaveBeenCalled();
    expect(storage.map.size).toBeGreaterThan(0);
    expect(first.autosave.state.getState().status).toBe("saved");
  });

  it("knows when files were changed in the tab that does not save, until it takes over", async () => {
    const { first, second } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await first.autosave.flush();
    await second.autosave.restore();
    expect(second.autosave.hasUnsavedChanges()).toBe(false);
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.1");
    // stored nowhere: the banner asks before taking over, closing the tab asks "Leave site?"
    expect(second.autosave.hasUnsavedChanges()).toBe(true);
    expect(first.autosave.hasUnsavedChanges()).toBe(false);
    await second.autosave.takeOver();
    expect(second.autosave.hasUnsavedChanges()).toBe(false);
  });

  it("hands over on request: the first tab saves what is pending, is told and stops writing", async () => {
    const { storage, first, second } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await second.autosave.restore();
    // a change of the first tab still waiting for its debounce
    first.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.7");
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.2");
    await second.autosave.takeOver();
    expect(first.autosave.state.getState().status).toBe("elsewhere");
    expect(second.autosave.state.getState().status).toBe("saved");
    // the second tab continues from what the first one saved (its own unsaved edit is gone, as it was told)
    expect(second.store.getState().files[0].urls[0].priority).toBe("0.7");
    const setItems = vi.spyOn(storage, "setItems");
    first.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.0");
    await first.autosave.flush();
    expect(setItems).not.toHaveBeenCalled();
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.3");
    await second.autosave.flush();
    expect(setItems).toHaveBeenCalledOnce();
    // and the first tab can take it back
    await first.autosave.takeOver();
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    expect(first.store.getState().files[0].urls[0].priority).toBe("0.3");
  });

  /** Two tabs of one origin: one storage, one leave journal, the locks and channel between them. */
  function journaledTabs(storage: WorkspaceStorage, journal: ReturnType<typeof createMemoryJournal>) {
    const locks = createFakeLocks();
    const hub = createFakeChannelHub();
    const tab = () => {
      const store = makeStore();
      const lock = { locks, channel: hub.create(), handoverMs: 5_000 };
      return { store, autosave: attach(store, { storage, journal, lock }) };
    };
    return { first: tab(), second: tab() };
  }

  it("hands over during a big save without a false 'too big to keep' notice in the next tab", async () => {
    const memory = createMemoryStorage();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // the first tab's save is under way (held) when the second tab asks for the workspace
    const storage: WorkspaceStorage = {
      ...memory,
      setItems: async (entries, remove, prepare) => {
        await gate;
        return memory.setItems(entries, remove, prepare);
      },
    };
    // the leave journal shared by both tabs (one origin's localStorage), too small for a new big file
    const journal = createMemoryJournal(2_000);
    const { first, second } = journaledTabs(storage, journal);
    await first.autosave.restore();
    await second.autosave.restore();
    first.store.setState({ files: [makeBigFile(CHUNK_SIZE * 3)] });
    await vi.waitFor(() => expect(first.autosave.state.getState().status).toBe("saving"));
    const taking = second.autosave.takeOver();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await taking;
    expect(second.store.getState().files).toEqual(first.store.getState().files);
    expect(second.store.getState().notices).toEqual([]);
    expect(journal.map.size).toBe(0);
  });

  it("keeps the journal of a tab whose save failed when it hands over: the next tab lays it over", async () => {
    const memory = createMemoryStorage();
    let full = false;
    const storage: WorkspaceStorage = {
      ...memory,
      setItems: async (entries, remove, prepare) => {
        if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return memory.setItems(entries, remove, prepare);
      },
    };
    const journal = createMemoryJournal();
    const { first, second } = journaledTabs(storage, journal);
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await first.autosave.flush();
    await second.autosave.restore();
    full = true;
    first.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.4");
    await first.autosave.flush();
    expect(first.autosave.state.getState().status).toBe("failed");
    full = false;
    await second.autosave.takeOver();
    // the edit IndexedDB never got comes over through the journal
    expect(second.store.getState().files[0].urls[0].priority).toBe("0.4");
  });

  it("steals the lock from a tab that does not answer, which is told as well", async () => {
    const { first, second } = twoTabs(20);
    await first.autosave.restore();
    await second.autosave.restore();
    first.channel.listening = false;
    await second.autosave.takeOver();
    expect(second.autosave.state.getState().status).not.toBe("elsewhere");
    await vi.waitFor(() => expect(first.autosave.state.getState().status).toBe("elsewhere"));
  });

  it("makes the tab left the writer when the one that saved is closed, from what that one saved", async () => {
    const { storage, first, second } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await second.autosave.restore();
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    // the first tab goes on after the second one read the workspace, then is closed
    first.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.6");
    await first.autosave.flush();
    first.autosave.detach();
    await vi.waitFor(() => expect(second.autosave.state.getState().status).toBe("saved"));
    expect(second.store.getState().files[0].urls[0].priority).toBe("0.6");
    expect(second.store.getState().notices.map((n) => [n.kind, n.text])).toEqual([
      ["info", "notice.other-tab-closed"],
    ]);
    // and it saves from then on
    const setItems = vi.spyOn(storage, "setItems");
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.1");
    await second.autosave.flush();
    expect(setItems).toHaveBeenCalledOnce();
  });

  it("asks the tab left with changes of its own whether to keep them or load the saved copy", async () => {
    const { storage, first, second, locks } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await first.autosave.flush();
    await second.autosave.restore();
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.2");
    first.autosave.detach();
    await vi.waitFor(() => expect(second.autosave.state.getState().otherClosed).toBe(true));
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    expect(second.store.getState().files[0].urls[0].priority).toBe("0.2");
    // it holds the lock meanwhile: a third tab opened now reads, it does not write
    expect(locks.holder("sitemap-editor:workspace:default")).toBe(true);
    second.autosave.keepHere();
    await second.autosave.flush();
    expect(second.autosave.state.getState().status).toBe("saved");
    expect(second.autosave.state.getState().otherClosed).toBeUndefined();
    // the stored copy is this tab's, whole
    const third = makeStore();
    const reader = attach(third, { storage, lock: { locks, channel: null } });
    await reader.restore();
    expect(reader.state.getState().status).toBe("elsewhere");
    expect(third.getState().files[0].urls[0].priority).toBe("0.2");
  });

  describe("a reload of the tab that saves", () => {
    /** A tab's `sessionStorage` mark, kept across its reloads (`WriterMark`). */
    function makeMark(): WriterMark & { value: boolean } {
      const mark = {
        value: false,
        wasWriter: () => mark.value,
        set: (writer: boolean) => {
          mark.value = writer;
        },
      };
      return mark;
    }
    function tabs() {
      const storage = createMemoryStorage();
      const locks = createFakeLocks();
      const hub = createFakeChannelHub();
      const tab = (writerMark: WriterMark) => {
        const store = makeStore();
        const autosave = attach(store, {
          storage,
          lock: { locks, channel: hub.create(), handoverMs: 200 },
          writerMark,
        });
        return { store, autosave };
      };
      return { storage, tab };
    }

    /** A tab that saved a file (its `mark` kept for its reload) and a second tab that reads beside it. */
    async function savedBesideReader() {
      const { storage, tab } = tabs();
      const mark = makeMark();
      const first = tab(mark);
      await first.autosave.restore();
      await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
      await first.autosave.flush();
      const second = tab(makeMark());
      await second.autosave.restore();
      return { storage, tab, mark, first, second };
    }

    it("takes saving back from the tab that took it over meanwhile", async () => {
      const { storage, tab } = tabs();
      const mark = makeMark();
      const first = tab(mark);
      await first.autosave.restore();
      expect(mark.value).toBe(true);
      await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
      await first.autosave.flush();
      const second = tab(makeMark());
      await second.autosave.restore();
      expect(second.autosave.state.getState().status).toBe("elsewhere");
      // the reload lets go: the idle second tab takes over at once
      first.autosave.detach();
      await vi.waitFor(() => expect(second.autosave.state.getState().status).toBe("saved"));
      // the reloaded tab saves again (it came back saying another tab saves), the second one reads
      const reloaded = tab(mark);
      expect(await reloaded.autosave.restore()).toBe("restored");
      expect(reloaded.autosave.state.getState().status).toBe("saved");
      await vi.waitFor(() => expect(second.autosave.state.getState().status).toBe("elsewhere"));
      const setItems = vi.spyOn(storage, "setItems");
      reloaded.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.4");
      await reloaded.autosave.flush();
      expect(setItems).toHaveBeenCalledOnce();
      // a tab that never saved does not take over on its reload
      const other = tab(makeMark());
      await other.autosave.restore();
      expect(other.autosave.state.getState().status).toBe("elsewhere");
    });

    it("takes saving back while the other tab is still loading what it saved (it said it saved)", async () => {
      const { tab, mark, first, second } = await savedBesideReader();
      // the reload lets go and comes back at once: the second tab's takeover has only begun
      first.autosave.detach();
      const reloaded = tab(mark);
      expect(await reloaded.autosave.restore()).toBe("restored");
      expect(reloaded.autosave.state.getState().status).toBe("saved");
      await vi.waitFor(() => expect(second.autosave.state.getState().status).toBe("elsewhere"));
      // and it stays so: the second tab's load, ended after it let go, does not say it saves
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(second.autosave.state.getState().status).toBe("elsewhere");
      expect(second.store.getState().notices.map((notice) => notice.text)).not.toContain(
        "notice.other-tab-closed",
      );
    });

    it("saves nothing of the changes the other tab made while its question waits", async () => {
      const { tab, mark, first, second } = await savedBesideReader();
      second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.2");
      first.autosave.detach();
      await vi.waitFor(() => expect(second.autosave.state.getState().otherClosed).toBe(true));
      // neither tab saved: the reloaded one takes over, the question is moot
      const reloaded = tab(mark);
      await reloaded.autosave.restore();
      expect(reloaded.autosave.state.getState().status).toBe("saved");
      expect(reloaded.store.getState().files[0].urls[0].priority).toBe(
        first.store.getState().files[0].urls[0].priority,
      );
      expect(reloaded.store.getState().files[0].urls[0].priority).not.toBe("0.2");
      await vi.waitFor(() => expect(second.autosave.state.getState().otherClosed).toBeUndefined());
      expect(second.autosave.state.getState().status).toBe("elsewhere");
    });
  });

  it("does not let a tab whose question is still open save once a third tab took the workspace over", async () => {
    const { storage, first, second, locks } = twoTabs();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await first.autosave.flush();
    await second.autosave.restore();
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.2");
    first.autosave.detach();
    await vi.waitFor(() => expect(second.autosave.state.getState().otherClosed).toBe(true));
    // a third tab opens and takes the workspace over while the second one's question waits
    const third = makeStore();
    const taker = attach(third, { storage, lock: { locks, channel: null, handoverMs: 20 } });
    await taker.restore();
    await taker.takeOver();
    await vi.waitFor(() => expect(second.autosave.state.getState().otherClosed).toBeUndefined());
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    // an answer given late saves nothing: only the tab that took over writes
    const setItems = vi.spyOn(storage, "setItems");
    second.autosave.keepHere();
    second.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.3");
    await second.autosave.flush();
    expect(setItems).not.toHaveBeenCalled();
    expect(second.autosave.state.getState().status).toBe("elsewhere");
    third.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    await taker.flush();
    expect(setItems).toHaveBeenCalled();
  });

  it("ends a reader's wait when it takes over, so the lock goes to the takeover", async () => {
    const { first, second, locks } = twoTabs();
    await first.autosave.restore();
    await second.autosave.restore();
    await second.autosave.takeOver();
    expect(second.autosave.state.getState().status).not.toBe("elsewhere");
    // the first tab, now a reader, takes it back once the second one is closed
    second.autosave.detach();
    await vi.waitFor(() => expect(first.autosave.state.getState().status).not.toBe("elsewhere"));
    expect(locks.holder("sitemap-editor:workspace:default")).toBe(true);
  });

  it("lets the next tab write when the first one is closed", async () => {
    const { first, second, locks } = twoTabs();
    await first.autosave.restore();
    first.autosave.detach();
    await vi.waitFor(() => expect(locks.holder("sitemap-editor:workspace:default")).toBe(false));
    await second.autosave.restore();
    expect(second.autosave.state.getState().status).toBe("idle");
  });
});

describe("errorText", () => {
  it("names an aborted write without a reason instead of printing null", () => {
    expect(errorText(null)).toBe("the browser aborted the write without a reason");
    expect(errorText(new DOMException("", "QuotaExceededError"))).toBe("QuotaExceededError");
    expect(errorText(new Error("disk gone"))).toBe("disk gone");
  });
});
