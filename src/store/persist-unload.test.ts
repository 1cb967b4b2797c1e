// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryJournal } from "@/test/fake-journal";
import { createFakeChannelHub, createFakeLocks } from "@/test/fake-tabs";
import type { PackedEntries } from "@/workers/packed-entries";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { unpackEntries } from "@/workers/unpack-entries";
import { journalKey } from "./persist-journal";
import { CHUNK_SIZE, metaKey } from "./persist-record";
import { createMemoryStorage, type WorkspaceStorage } from "./persist-storage";
import { type AutosaveOptions, attachAutosave } from "./persist-workspace";
import { createSitemapStore } from "./sitemap-store";

const urlset = (...locs: string[]) =>
  new TextEncoder().encode(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
  );

const makeStore = () => createSitemapStore({ client: createMainThreadClient(), storage: null });
type Store = ReturnType<typeof makeStore>;

const attached: { detach(): void }[] = [];
afterEach(() => {
  for (const autosave of attached.splice(0)) autosave.detach();
});

function attach(store: Store, debounceMs: number, options: AutosaveOptions = {}) {
  const autosave = attachAutosave(store, {
    storage: createMemoryStorage(),
    debounceMs,
    whenIdle: (run) => run(),
    lock: { locks: null, channel: null },
    journal: null,
    ...options,
  });
  attached.push(autosave);
  return autosave;
}

async function settled(store: Store) {
  await vi.waitFor(() => expect(store.getState().checking).toBe(false));
}

describe("autosave before the page unloads", () => {
  it("asks before the page unloads while a change is not written yet, and writes it meanwhile", async () => {
    const store = makeStore();
    const autosave = attach(store, 60_000);
    await autosave.restore();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await settled(store);
    // the debounce holds the write for a minute: leaving now would lose the file
    expect(autosave.state.getState().status).toBe("pending");
    expect(unload()).toBe(true);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"));
    expect(unload()).toBe(false);
  });
});

/**
 * A memory storage whose writes can be held: `hold()` makes every later write wait (as a write does while
 * Chromium's "Leave site?" question pauses the page, and forever when the page then goes), `release()` lets
 * them go on.
 */
function holdableStorage() {
  const storage = createMemoryStorage();
  const setItems = storage.setItems.bind(storage);
  let held: Promise<void> | undefined;
  let release = () => {};
  return {
    storage: {
      ...storage,
      async setItems(entries, remove) {
        if (held) await held;
        return setItems(entries, remove);
      },
    } satisfies WorkspaceStorage,
    map: storage.map,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

const leave = () => window.dispatchEvent(new Event("pagehide"));

describe("the leave journal", () => {
  /** A page with "a.xml" saved, its writes then held, and an edit made: what is not written yet. */
  async function leaveWithUnwrittenEdit(journal = createMemoryJournal(), size = 3) {
    const { storage, map, hold } = holdableStorage();
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    const locs = Array.from({ length: size }, (_, i) => `https://www.example.com/p${i}`);
    const body = locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("");
    const bytes = new TextEncoder().encode(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
    );
    await store.getState().addFiles([{ name: "a.xml", bytes }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    hold();
    store.getState().editField({ file: "a.xml", entry: size - 1 }, "priority", "0.9");
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saving"));
    leave();
    autosave.detach();
    return { storage, map, journal, autosave };
  }

  async function restoreFrom(
    storage: WorkspaceStorage,
    journal: ReturnType<typeof createMemoryJournal> | null,
  ) {
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    const outcome = await autosave.restore();
    return { store, autosave, outcome };
  }

  it("keeps an edit whose write the page left behind, and the next page saves it", async () => {
    const { map, journal, autosave } = await leaveWithUnwrittenEdit();
    expect(autosave.state.getState().lastJournal).toBe("written");
    expect(journal.map.has(journalKey("default"))).toBe(true);
    // the page is gone: its held write never commits; a new page reads the database as it was left
    const next = await restoreFrom(createMemoryStorage(map), journal);
    expect(next.outcome).toBe("restored");
    expect(next.store.getState().files[0].urls[2].priority).toBe("0.9");
    // written to the database at once, then the journal goes
    await vi.waitFor(() => expect(next.autosave.state.getState().status).toBe("saved"));
    expect(journal.map.has(journalKey("default"))).toBe(false);
    next.autosave.detach();
    const third = await restoreFrom(createMemoryStorage(map), null);
    expect(third.store.getState().files[0].urls[2].priority).toBe("0.9");
    await settled(third.store);
  });

  it("loses that edit without a journal: what the journal is for", async () => {
    const { map } = await leaveWithUnwrittenEdit(createMemoryJournal());
    const next = await restoreFrom(createMemoryStorage(map), null);
    expect(next.store.getState().files[0].urls[2].priority).toBeUndefined();
    await settled(next.store);
  });

  it("keeps the undo step of the edit too", async () => {
    const { map, journal } = await leaveWithUnwrittenEdit();
    const next = await restoreFrom(createMemoryStorage(map), journal);
    expect(next.store.getState().past?.map((step) => step.label)).toHaveLength(1);
    next.store.getState().undo();
    expect(next.store.getState().files[0].urls[2].priority).toBeUndefined();
    await settled(next.store);
  });

  it("is not laid over a copy saved after it", async () => {
    const { map, journal } = await leaveWithUnwrittenEdit();
    // another page saved meanwhile (a later savedAt): the journal is older than the stored copy
    const stored = createMemoryStorage(map);
    const other = await restoreFrom(stored, null);
    other.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.1");
    await vi.waitFor(() => expect(other.autosave.state.getState().status).toBe("saved"));
    other.autosave.detach();
    const next = await restoreFrom(createMemoryStorage(map), journal);
    const urls = next.store.getState().files[0].urls;
    expect([urls[0].priority, urls[2].priority]).toEqual(["0.1", undefined]);
    expect(journal.map.has(journalKey("default"))).toBe(false);
    await settled(next.store);
  });

  it("keeps an edit of a chunk of 2,000 entries as that one entry", async () => {
    const { map, journal, autosave } = await leaveWithUnwrittenEdit(createMemoryJournal(), CHUNK_SIZE);
    expect(autosave.state.getState().lastJournal).toBe("written");
    // the chunk alone is over 100,000 characters of JSON
    expect(journal.map.get(journalKey("default"))?.length).toBeLessThan(5_000);
    const next = await restoreFrom(createMemoryStorage(map), journal);
    const urls = next.store.getState().files[0].urls;
    expect(urls).toHaveLength(CHUNK_SIZE);
    expect(urls[CHUNK_SIZE - 1].priority).toBe("0.9");
    expect(urls[CHUNK_SIZE - 2].loc).toBe(`https://www.example.com/p${CHUNK_SIZE - 2}`);
    await settled(next.store);
  });

  /**
   * A store autosaving to a holdable storage, with a leave journal of `journalChars` characters, and one
   * saved file `a.xml` of a chunk's `locs`.
   */
  async function savedChunk(journalChars: number) {
    const { storage, map, hold } = holdableStorage();
    const journal = createMemoryJournal(journalChars);
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    const locs = Array.from({ length: CHUNK_SIZE }, (_, i) => `https://www.example.com/p${i}`);
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset(...locs) }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    return { store, autosave, journal, map, hold, locs };
  }

  it("keeps changes too big for the journal with their undo step without it, and says Undo starts there", async () => {
    const { store, autosave, journal, map, hold, locs } = await savedChunk(60_000);
    store.getState().setFieldOnRows([{ file: "a.xml", entry: 0 }], "priority", "0.1");
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    hold();
    // a fifth of the rows: a patch of 400 entries fits, with its undo step's 800 more it does not
    const rows = locs.slice(0, 400).map((_, entry) => ({ file: "a.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "daily");
    leave();
    autosave.detach();
    expect(autosave.state.getState().lastJournal).toBe("written");
    const next = await restoreFrom(createMemoryStorage(map), journal);
    const urls = next.store.getState().files[0].urls;
    expect(urls.slice(0, 400).every((url) => url.changefreq === "daily")).toBe(true);
    expect(urls[400].changefreq).toBeUndefined();
    expect(urls[0].priority).toBe("0.1");
    expect(next.store.getState().notices.map((notice) => notice.text)).toEqual([
      "notice.journal-undo-dropped",
    ]);
    // no step of the history is left to undo a part of the change with
    expect(next.store.getState().past).toEqual([]);
    await settled(next.store);
  });

  it("says at the next start that changes too big for the journal were lost", async () => {
    const { store, autosave, journal, map, hold, locs } = await savedChunk(20_000);
    hold();
    // a change of every row: the chunk goes whole, and its undo step with 2,000 entries before and after
    const rows = locs.map((_, entry) => ({ file: "a.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "daily");
    leave();
    autosave.detach();
    expect(autosave.state.getState().lastJournal).toBe("failed");
    const next = await restoreFrom(createMemoryStorage(map), journal);
    expect(next.store.getState().files[0].urls[0].changefreq).toBeUndefined();
    expect(next.store.getState().notices.map((notice) => [notice.text, notice.params])).toEqual([
      ["notice.journal-lost", undefined],
    ]);
    expect(journal.map.size).toBe(0);
    await settled(next.store);
  });

  it("names the files opened meanwhile that were lost with the changes, to open them again", async () => {
    const { store, autosave, journal, map, hold, locs } = await savedChunk(20_000);
    hold();
    const more = locs.map((loc) => `${loc}/new`);
    await store.getState().addFiles([{ name: "b-new.xml", bytes: urlset(...more) }]);
    // its save under way (held): that save holds the file, but the page leaves it unfinished
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saving"), { timeout: 5_000 });
    leave();
    autosave.detach();
    expect(autosave.state.getState().lastJournal).toBe("failed");
    const next = await restoreFrom(createMemoryStorage(map), journal);
    expect(next.store.getState().files.map((file) => file.name)).toEqual(["a.xml"]);
    expect(next.store.getState().notices.map((notice) => [notice.text, notice.params])).toEqual([
      ["notice.journal-lost", { files: "b-new.xml" }],
    ]);
    await settled(next.store);
  });

  it("says at the next start that the changes were lost to a full storage when the saves failed for it", async () => {
    const base = createMemoryStorage();
    let full = false;
    const storage: WorkspaceStorage = {
      ...base,
      async setItems(entries, remove) {
        if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return base.setItems(entries, remove);
      },
    };
    const journal = createMemoryJournal(20_000);
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    const locs = Array.from({ length: CHUNK_SIZE }, (_, i) => `https://www.example.com/p${i}`);
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset(...locs) }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    full = true;
    const rows = locs.map((_, entry) => ({ file: "a.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "daily");
    await vi.waitFor(() => expect(autosave.state.getState().failure?.quota).toBe(true), { timeout: 5_000 });
    leave();
    autosave.detach();
    const next = await restoreFrom(createMemoryStorage(base.map), journal);
    expect(next.store.getState().notices.map((notice) => notice.text)).toEqual(["notice.journal-lost-quota"]);
    await settled(next.store);
  });

  it("writes none when everything is saved", async () => {
    const journal = createMemoryJournal();
    const store = makeStore();
    const autosave = attach(store, 5, { journal });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    leave();
    expect(autosave.state.getState().lastJournal).toBeUndefined();
    expect(journal.map.size).toBe(0);
  });

  it("keeps a file removed before leaving removed, and the next save deletes its stored parts", async () => {
    const { storage, map, hold } = holdableStorage();
    const journal = createMemoryJournal();
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    await store.getState().addFiles([
      { name: "a.xml", bytes: urlset("https://www.example.com/a") },
      { name: "b.xml", bytes: urlset("https://www.example.com/b") },
    ]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    hold();
    store.getState().removeFile("b.xml");
    leave();
    autosave.detach();
    expect([...map.keys()].some((key) => key.includes("b.xml"))).toBe(true);
    const next = await restoreFrom(createMemoryStorage(map), journal);
    expect(next.store.getState().files.map((file) => file.name)).toEqual(["a.xml"]);
    await vi.waitFor(() => expect(next.autosave.state.getState().status).toBe("saved"));
    expect([...map.keys()].some((key) => key.includes("b.xml"))).toBe(false);
    await settled(next.store);
  });
});

describe("the leave journal and Start over", () => {
  it("does not bring back a workspace thrown away after the journal was kept", async () => {
    const { storage, map, hold, release } = holdableStorage();
    const journal = createMemoryJournal();
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    hold();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saving"), { timeout: 5_000 });
    // the page goes into the back/forward cache (pagehide) and comes back; the user starts over
    leave();
    expect(journal.map.size).toBe(1);
    release();
    await autosave.startOver();
    expect(journal.map.size).toBe(0);
    autosave.detach();
    const next = makeStore();
    await attach(next, 5, { storage: createMemoryStorage(map), journal }).restore();
    expect(next.getState().files).toEqual([]);
  });
});

describe("the leave journal, further cases", () => {
  /** "a.xml" (eight urls) saved through `storage`, the store and its autosave (with `journal`). */
  async function savedWorkspace(storage: WorkspaceStorage, journal: ReturnType<typeof createMemoryJournal>) {
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    const locs = Array.from({ length: 8 }, (_, i) => `https://www.example.com/p${i}`);
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset(...locs) }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    return { store, autosave };
  }

  it("is removed once the workspace it brings back equals the saved copy but for the time", async () => {
    const { storage, map, hold } = holdableStorage();
    const journal = createMemoryJournal();
    const { store, autosave } = await savedWorkspace(storage, journal);
    const engines = store.getState().engines;
    hold();
    store.getState().setEngines(engines.length > 1 ? engines.slice(0, 1) : ["bing"]);
    // that change's write is under way (held) when the user changes it back and leaves
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saving"));
    store.getState().setEngines(engines);
    leave();
    autosave.detach();
    expect(journal.map.size).toBe(1);
    const next = makeStore();
    const again = attach(next, 5, { storage: createMemoryStorage(map), journal });
    await again.restore();
    await vi.waitFor(() => expect(again.state.getState().status).toBe("saved"));
    expect(journal.map.size).toBe(0);
    await settled(next);
  });

  it("hands what a slow save has not written to the tab that takes over", async () => {
    const { storage, hold, release } = holdableStorage();
    const journal = createMemoryJournal();
    const locks = createFakeLocks();
    const hub = createFakeChannelHub();
    const tab = () => {
      const store = makeStore();
      const autosave = attach(store, 5, {
        storage,
        journal,
        lock: { locks, channel: hub.create(), handoverMs: 100 },
      });
      return { store, autosave };
    };
    const first = tab();
    await first.autosave.restore();
    await first.store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await vi.waitFor(() => expect(first.autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    const second = tab();
    await second.autosave.restore();
    hold();
    first.store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    await vi.waitFor(() => expect(first.autosave.state.getState().status).toBe("saving"));
    // the first tab's save does not end within the hand-over time: the second tab takes over anyway
    await second.autosave.takeOver();
    expect(second.store.getState().files[0].urls[0].priority).toBe("0.9");
    release();
    await vi.waitFor(() => expect(second.autosave.state.getState().status).toBe("saved"));
    expect(journal.map.size).toBe(0);
    await settled(first.store);
    await settled(second.store);
  });

  it("is dropped when a part it holds is damaged, and the saved copy comes back", async () => {
    const { storage, map, hold } = holdableStorage();
    const journal = createMemoryJournal();
    const { store, autosave } = await savedWorkspace(storage, journal);
    hold();
    store.getState().editField({ file: "a.xml", entry: 1 }, "priority", "0.9");
    leave();
    autosave.detach();
    const key = journalKey("default");
    const kept = JSON.parse(journal.map.get(key) as string);
    // an entry of the journal's patch damaged by hand: not an entry any more
    kept.patches[0][2][0][1] = null;
    journal.map.set(key, JSON.stringify(kept));
    const next = makeStore();
    const outcome = await attach(next, 5, { storage: createMemoryStorage(map), journal }).restore();
    expect(outcome).toBe("restored");
    expect(next.getState().files[0].urls.map((url) => url.priority)).toEqual(Array(8).fill(undefined));
    expect(journal.map.size).toBe(0);
    await settled(next);
  });

  const damages: [string, (chunk: Record<string, unknown>[]) => unknown][] = [
    ["an entry replaced by null", () => [null, 5, "x"]],
    [
      "a priority that is not text",
      (chunk) => chunk.map((entry, i) => (i === 0 ? { ...entry, priority: {} } : entry)),
    ],
    [
      "a lastmod that is a number",
      (chunk) => chunk.map((entry, i) => (i === 1 ? { ...entry, lastmod: 5 } : entry)),
    ],
    [
      "a null alternate",
      (chunk) => chunk.map((entry, i) => (i === 2 ? { ...entry, alternates: [null] } : entry)),
    ],
  ];
  for (const [damage, change] of damages) {
    it(`never restores a stored chunk with ${damage}: the restore fails with a notice instead of the page`, async () => {
      const storage = createMemoryStorage();
      const { autosave } = await savedWorkspace(storage, createMemoryJournal());
      autosave.detach();
      const chunkKey = [...storage.map.keys()].find((key) => key.includes(":urls:")) as string;
      // as a version 1 copy stores its chunks: entry lists
      const list = unpackEntries(storage.map.get(chunkKey) as PackedEntries);
      storage.map.set(chunkKey, change(list as unknown as Record<string, unknown>[]));
      expect(storage.map.has(metaKey("default"))).toBe(true);
      const next = makeStore();
      const outcome = await attach(next, 5, { storage }).restore();
      expect(outcome).toBe("failed");
      expect(next.getState().files).toEqual([]);
      expect(next.getState().notices.map((notice) => notice.text)).toEqual(["notice.restore-failed"]);
    });
  }

  const packedDamages: [string, (packed: PackedEntries) => PackedEntries][] = [
    ["its shapes cut short", (packed) => ({ ...packed, shapes: packed.shapes.slice(0, 3) })],
    ["a string longer than its text", (packed) => ({ ...packed, lengths: packed.lengths.map((n) => n + 1) })],
    ["one number too many", (packed) => ({ ...packed, numbers: Float64Array.from([...packed.numbers, 1]) })],
  ];
  for (const [damage, change] of packedDamages) {
    it(`never restores a packed chunk with ${damage}: the restore fails with a notice`, async () => {
      const storage = createMemoryStorage();
      const { autosave } = await savedWorkspace(storage, createMemoryJournal());
      autosave.detach();
      const chunkKey = [...storage.map.keys()].find((key) => key.includes(":urls:")) as string;
      storage.map.set(chunkKey, change(storage.map.get(chunkKey) as PackedEntries));
      const next = makeStore();
      expect(await attach(next, 5, { storage }).restore()).toBe("failed");
      expect(next.getState().files).toEqual([]);
      expect(next.getState().notices.map((notice) => notice.text)).toEqual(["notice.restore-failed"]);
    });
  }

  it("never opens a file the stored meta record lists twice", async () => {
    const storage = createMemoryStorage();
    const { autosave } = await savedWorkspace(storage, createMemoryJournal());
    autosave.detach();
    const meta = storage.map.get(metaKey("default")) as { files: unknown[] };
    storage.map.set(metaKey("default"), { ...meta, files: [...meta.files, ...meta.files] });
    const next = makeStore();
    expect(await attach(next, 5, { storage }).restore()).toBe("failed");
    expect(next.getState().files).toEqual([]);
  });
});

describe("Start over during a slow save", () => {
  it("empties the workspace at once, asks before leaving, and the journal keeps it empty", async () => {
    const { storage, map, hold } = holdableStorage();
    const journal = createMemoryJournal();
    const store = makeStore();
    const autosave = attach(store, 5, { storage, journal });
    await autosave.restore();
    await store.getState().addFiles([{ name: "a.xml", bytes: urlset("https://www.example.com/a") }]);
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saved"), { timeout: 5_000 });
    hold();
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.9");
    await vi.waitFor(() => expect(autosave.state.getState().status).toBe("saving"));
    // confirmed while the save waits: the stored copy can only be cleared after it
    void autosave.startOver();
    expect(store.getState().files).toEqual([]);
    expect(autosave.hasUnsavedChanges()).toBe(true);
    leave();
    autosave.detach();
    expect(journal.map.size).toBe(1);
    // the page is gone: the database still holds a.xml, the journal says it was thrown away
    expect([...map.keys()].some((key) => key.includes("a.xml"))).toBe(true);
    const next = makeStore();
    const again = attach(next, 5, { storage: createMemoryStorage(map), journal });
    await again.restore();
    expect(next.getState().files).toEqual([]);
    await vi.waitFor(() => expect(again.state.getState().status).toBe("saved"));
    expect([...map.keys()].some((key) => key.includes("a.xml"))).toBe(false);
    expect(journal.map.size).toBe(0);
  });
});
