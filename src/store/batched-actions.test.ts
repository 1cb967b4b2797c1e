import { describe, expect, it } from "vitest";
import { createStore } from "zustand/vanilla";
import { sharedBytes } from "@/test/shared-dir";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { installBatching, withBatchedActions } from "./batched-actions";
import { createPageCheck } from "./page-check";
import { createSitemapStore } from "./sitemap-store";

describe("batched actions", () => {
  it("tell the subscribers once per action, with the state before its first change", () => {
    const store = createStore<{ n: number; bump: () => void; fail: () => void }>()((set, get, api) => {
      const batch = installBatching(api);
      return withBatchedActions(
        {
          n: 0,
          bump: () => {
            set({ n: get().n + 1 });
            set({ n: get().n + 1 });
          },
          fail: () => {
            set({ n: -1 });
            throw new Error("boom");
          },
        },
        batch,
      );
    });
    const seen: [number, number][] = [];
    store.subscribe((state, previous) => seen.push([previous.n, state.n]));
    store.getState().bump();
    expect(seen).toEqual([[0, 2]]);
    // outside an action, `setState` tells at once, as before
    store.setState({ n: 5 });
    expect(seen.at(-1)).toEqual([2, 5]);
    expect(() => store.getState().fail()).toThrow("boom");
    expect(seen.at(-1)).toEqual([5, -1]);
    expect(seen).toHaveLength(3);
  });

  it("make one notification of a cell edit checked on the page (value, undo step and problems)", async () => {
    const pageCheck = createPageCheck({ whenIdle: (task) => task() });
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null, pageCheck });
    const bytes = sharedBytes("corpus/cc-xhtml-hreflang-links.xml");
    await store.getState().addFiles([{ name: "a.xml", bytes }]);
    const name = store.getState().files[0].name;
    // a first edit warms the page's session (checked through the client)
    store.getState().editField({ file: name, entry: 0 }, "lastmod", "2024-01-01");
    await new Promise((resolve) => setTimeout(resolve, 50));
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().editField({ file: name, entry: 1 }, "lastmod", "2024-01-0");
    expect(notified).toBe(1);
    const state = store.getState();
    expect(state.checkedRevision).toBe(state.revision);
    expect(state.past).toHaveLength(2);
    expect(state.problems.some((p) => p.code === "lastmod.invalid" && p.entry === 1)).toBe(true);
  });
});
