// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { createMemoryStorage } from "./persist-storage";
import { attachAutosave } from "./persist-workspace";
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

function attach(store: Store, debounceMs: number) {
  const autosave = attachAutosave(store, {
    storage: createMemoryStorage(),
    debounceMs,
    whenIdle: (run) => run(),
    lock: { locks: null, channel: null },
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
