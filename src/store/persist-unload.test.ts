// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryJournal } from "@/test/fake-journal";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { journalKey } from "./persist-journal";
import { CHUNK_SIZE } from "./persist-record";
import { createMemoryStorage, type WorkspaceStorage } from "./persist-storage";
import { type AutosaveOptions, attachAutosave } from "./persist-workspace";
import { createSitemapStore } from "./sitemap-store";

const urlset = (loc: string) =>
  new TextEncoder().encode(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`,
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

  it("writes no journal too big for localStorage, and says so", async () => {
    // an edit rewrites a chunk of 2,000 entries: about 120,000 characters of JSON here
    const small = createMemoryJournal(20_000);
    const { autosave } = await leaveWithUnwrittenEdit(small, CHUNK_SIZE);
    expect(autosave.state.getState().lastJournal).toBe("failed");
    expect(small.map.size).toBe(0);
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
