import { describe, expect, it, vi } from "vitest";
import type { SitemapFile, UrlEntry } from "@/core/index";
import { generateExtSitemap } from "@/test/stream-files";
import { createMainThreadClient, type ReadFileOptions, type SitemapClient } from "@/workers/sitemap-client";
import { createSitemapStore } from "./sitemap-store";
import { PREVIEW_ROWS } from "./workspace-slice";

/** A client whose reads the test drives: it sends chunks of the real read's entries, then ends the read. */
function makeSteppedClient() {
  const real = createMainThreadClient();
  const reads: {
    name: string;
    file: SitemapFile;
    options: ReadFileOptions;
    send(from: number, to: number): void;
    finish(): void;
    fail(error: Error): void;
  }[] = [];
  const client: SitemapClient = {
    ...real,
    async readFile(name, bytes, options = {}) {
      const file = await real.readFile(name, bytes);
      options.onProgress?.(0);
      return new Promise((resolve, reject) =>
        reads.push({
          name,
          file,
          options,
          send: (from, to) => options.onEntries?.(file.urls.slice(from, to)),
          finish: () => resolve(file),
          fail: reject,
        }),
      );
    },
  };
  return { client, reads };
}

const previewOf = (store: ReturnType<typeof createSitemapStore>, name: string) =>
  store.getState().loading.find((item) => item.name === name)?.preview;

describe("reading preview", () => {
  it("keeps the first entries of a file being read, then the whole file once it is read", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const adding = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(3_000) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const [read] = reads;
    read.send(0, 600);
    expect(previewOf(store, "ext.xml")?.map((entry) => entry.loc)).toEqual(
      read.file.urls.slice(0, 600).map((entry) => entry.loc),
    );
    read.send(600, 1_400);
    const preview = previewOf(store, "ext.xml") as readonly UrlEntry[];
    expect(preview).toHaveLength(PREVIEW_ROWS);
    expect(preview[PREVIEW_ROWS - 1]).toBe(read.file.urls[PREVIEW_ROWS - 1]);
    // a full preview is not touched again: no store change per later chunk
    const before = store.getState().loading;
    read.send(1_400, 2_400);
    expect(store.getState().loading).toBe(before);
    expect(store.getState().files).toEqual([]);
    read.finish();
    await adding;
    expect(store.getState().loading).toEqual([]);
    expect(store.getState().files).toEqual([read.file]);
  });

  it("shows the read's progress by tenths: smaller moves change nothing in the store", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const adding = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(300) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const [read] = reads;
    const progress = () => store.getState().loading.find((item) => item.name === "ext.xml")?.progress;
    read.options.onProgress?.(0.12);
    expect(progress()).toBe(0.12);
    const before = store.getState().loading;
    read.options.onProgress?.(0.14);
    read.options.onProgress?.(0.2);
    expect(store.getState().loading).toBe(before);
    read.options.onProgress?.(0.22);
    expect(progress()).toBe(0.22);
    read.options.onProgress?.(1);
    expect(progress()).toBe(1);
    read.finish();
    await adding;
    expect(store.getState().loading).toEqual([]);
  });

  it("shows a big file's head first, then only the streamed entries past it, none twice", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const adding = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(3_000) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const [read] = reads;
    const locs = () => previewOf(store, "ext.xml")?.map((entry) => entry.loc);
    const first = (count: number) => read.file.urls.slice(0, count).map((entry) => entry.loc);
    read.options.onHead?.(read.file.urls.slice(0, 300));
    expect(locs()).toEqual(first(300));
    // a later head changes nothing; the stream's first chunk is within the head, its second goes past it
    read.options.onHead?.(read.file.urls.slice(0, 10));
    read.send(0, 1);
    expect(locs()).toEqual(first(300));
    read.send(1, 700);
    expect(locs()).toEqual(first(700));
    read.send(700, 1_500);
    expect(locs()).toEqual(first(PREVIEW_ROWS));
    read.finish();
    await adding;
    expect(store.getState().files).toEqual([read.file]);
  });

  it("drops the preview and the file on Start over during the read, and later chunks change nothing", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const adding = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(2_000) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    reads[0].send(0, 300);
    expect(previewOf(store, "ext.xml")).toHaveLength(300);
    store.getState().startOver();
    reads[0].send(300, 900);
    expect(store.getState().loading).toEqual([]);
    reads[0].finish();
    await adding;
    expect(store.getState().files).toEqual([]);
    expect(store.getState().loading).toEqual([]);
  });

  it("keeps the workspace and says which file failed when a read fails after its first chunks", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const first = store.getState().addFiles([{ name: "a.xml", bytes: generateExtSitemap(30) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    reads[0].finish();
    await first;
    const kept = store.getState().files;
    const second = store.getState().addFiles([{ name: "b.xml", bytes: generateExtSitemap(2_000) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1].send(0, 500);
    expect(previewOf(store, "b.xml")).toHaveLength(500);
    reads[1].fail(new Error("the worker lost a message"));
    await second;
    const state = store.getState();
    expect(state.loading).toEqual([]);
    expect(state.files).toEqual(kept);
    expect(state.notices.map((notice) => [notice.text, notice.params?.name])).toEqual([
      ["notice.read-failed", "b.xml"],
    ]);
    expect(state.notices[0].params?.detail).toContain("the worker lost a message");
  });

  it("says in words, not the browser's error text, that a file the browser cannot read back was not read", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const adding = store.getState().addFiles([{ name: "part3.xml", bytes: generateExtSitemap(30) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const error = new Error("The requested file could not be read, typically due to permission problems");
    error.name = "NotReadableError";
    reads[0].fail(error);
    await adding;
    expect(store.getState().notices.map((notice) => [notice.text, notice.params])).toEqual([
      ["notice.read-unreadable", { name: "part3.xml" }],
    ]);
  });

  it("does not take an old read's preview or file for a new drop of the same name after Start over", async () => {
    const { client, reads } = makeSteppedClient();
    const store = createSitemapStore({ client, storage: null });
    const old = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(2_000) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    store.getState().startOver();
    const fresh = store.getState().addFiles([{ name: "ext.xml", bytes: generateExtSitemap(1_500) }]);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[0].send(0, 400);
    expect(previewOf(store, "ext.xml")).toBeUndefined();
    reads[1].send(0, 300);
    expect(previewOf(store, "ext.xml")).toEqual(reads[1].file.urls.slice(0, 300));
    reads[0].finish();
    await old;
    expect(store.getState().files).toEqual([]);
    expect(store.getState().loading).toHaveLength(1);
    reads[1].finish();
    await fresh;
    expect(store.getState().files).toEqual([reads[1].file]);
    expect(store.getState().files[0].urls).toHaveLength(1_500);
  });
});
