import { afterEach, describe, expect, it, vi } from "vitest";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { createSitemapStore } from "./sitemap-store";
import { createUpdateBatcher } from "./update-batcher";
import { ADD_BATCH_MS } from "./workspace-slice";

afterEach(() => {
  vi.useRealTimers();
});

describe("update batcher", () => {
  it("makes the first change at once, then the next ones together once the interval is over", async () => {
    vi.useFakeTimers();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const changes: number[] = [];
    store.subscribe((state) => changes.push(state.revision));
    const batcher = createUpdateBatcher(store.setState, 100);
    const done: string[] = [];
    const bump = (name: string) => {
      void batcher.queue(
        (state) => ({ revision: state.revision + 1 }),
        () => done.push(name),
      );
    };
    bump("a");
    expect(changes).toEqual([1]);
    expect(done).toEqual(["a"]);
    bump("b");
    bump("c");
    // each change sees the one made before it in the batch
    expect(changes).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(done).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([1, 3]);
    expect(done).toEqual(["a", "b", "c"]);
    vi.advanceTimersByTime(100);
    bump("d");
    expect(changes).toEqual([1, 3, 4]);
  });

  it("makes every change when queued while batching() says no, with those still waiting", () => {
    vi.useFakeTimers();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    let batching = true;
    const batcher = createUpdateBatcher(store.setState, 100, () => batching);
    const changes: number[] = [];
    store.subscribe((state) => changes.push(state.revision));
    const bump = () =>
      void batcher.queue(
        (state) => ({ revision: state.revision + 1 }),
        () => {},
      );
    bump();
    bump();
    expect(changes).toEqual([1]);
    batching = false;
    bump();
    expect(changes).toEqual([1, 3]);
  });
});

describe("a drop of many files", () => {
  it("adds 200 files read at once in a few store changes, every file and its problems in", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    let fileChanges = 0;
    store.subscribe((state, previous) => {
      if (state.files !== previous.files) fileChanges++;
    });
    const encode = (text: string) => new TextEncoder().encode(text);
    const inputs = Array.from({ length: 200 }, (_, i) => ({
      name: `part-${i}.xml`,
      bytes: encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.com/${i}</loc><priority>2</priority></url></urlset>`,
      ),
    }));
    const started = performance.now();
    await store.getState().addFiles(inputs);
    const added = performance.now();
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const state = store.getState();
    expect(state.files.map((file) => file.name)).toEqual(inputs.map((input) => input.name));
    expect(state.loading).toEqual([]);
    expect(state.problems.filter((p) => p.code === "priority.out-of-range")).toHaveLength(200);
    // one change per file before; now the first at once and the rest per ADD_BATCH_MS
    const batches = Math.ceil((added - started) / ADD_BATCH_MS) + 1;
    expect(fileChanges).toBeLessThanOrEqual(Math.min(batches, 20));
  });
});
