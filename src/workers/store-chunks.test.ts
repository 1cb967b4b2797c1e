import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "@/store/persist-storage";
import type { PackedEntries } from "./packed-entries";
import type { StoreRequest } from "./protocol";
import { createCoreRunner } from "./sitemap-core-calls";
import { CHUNKS_PER_WRITE } from "./store-chunks";
import { unpackEntries } from "./unpack-entries";

const list = (count: number, prefix = "p") =>
  new TextEncoder().encode(
    Array.from({ length: count }, (_, i) => `https://www.example.com/${prefix}/${i}\n`).join(""),
  );

function storeRequest(chunks: StoreRequest["chunks"], id = 2): StoreRequest {
  return { id, type: "store", sync: { changes: [], drop: [] }, database: "db", store: "workspace", chunks };
}

describe("the worker's store request", () => {
  it("writes the entries of each chunk from its copy, CHUNKS_PER_WRITE per transaction", async () => {
    const memory = createMemoryStorage();
    const transactions: string[][] = [];
    const opened: string[] = [];
    const run = createCoreRunner({
      openStorage: (database, store) => {
        opened.push(`${database}/${store}`);
        return {
          ...memory,
          setItems: (entries, remove) => {
            transactions.push(entries.map(([key]) => key));
            return memory.setItems(entries, remove);
          },
        };
      },
    });
    const read = run({ id: 1, type: "read", name: "list.txt", bytes: list(25) });
    expect(read).toMatchObject({ type: "read" });
    const chunks = Array.from({ length: 10 }, (_, k) => ({
      key: `c${k}`,
      file: "list.txt",
      start: k * 2,
      end: Math.min(k * 2 + 2, 25),
    }));
    chunks.push({ key: "tail", file: "list.txt", start: 20, end: 25 });
    await expect(run.store(storeRequest(chunks))).resolves.toEqual({ type: "store", written: 11 });
    expect(transactions.map((keys) => keys.length)).toEqual([CHUNKS_PER_WRITE, 11 - CHUNKS_PER_WRITE]);
    const stored = (key: string) =>
      unpackEntries(memory.map.get(key) as PackedEntries).map((entry) => entry.loc);
    expect(stored("c0")).toEqual(["https://www.example.com/p/0", "https://www.example.com/p/1"]);
    expect(stored("c9")).toEqual(["https://www.example.com/p/18", "https://www.example.com/p/19"]);
    expect(stored("tail")).toHaveLength(5);
    expect(stored("tail")[4]).toBe("https://www.example.com/p/24");
    // one storage per database and store, opened once
    await run.store(storeRequest([{ key: "again", file: "list.txt", start: 0, end: 1 }], 3));
    expect(opened).toEqual(["db/workspace"]);
  });

  it("writes what the copy held when the request came, not a later change", async () => {
    const memory = createMemoryStorage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const run = createCoreRunner({
      openStorage: () => ({
        ...memory,
        setItems: async (entries, remove) => {
          await held;
          return memory.setItems(entries, remove);
        },
      }),
    });
    run({ id: 1, type: "read", name: "list.txt", bytes: list(3) });
    const writing = run.store(storeRequest([{ key: "k", file: "list.txt", start: 0, end: 3 }]));
    // a check request brings an edit meanwhile: the write in progress keeps the entries it took
    const edited = { loc: "https://www.example.com/edited", images: [], videos: [], alternates: [] };
    run({
      id: 3,
      type: "check",
      names: ["list.txt"],
      sync: { changes: [{ name: "list.txt", length: 3, replaced: [{ index: 0, entry: edited }] }], drop: [] },
    });
    release();
    await writing;
    expect(unpackEntries(memory.map.get("k") as PackedEntries)[0].loc).toBe("https://www.example.com/p/0");
  });

  it("throws out of sync for a file it does not hold or entries past its end, writing nothing", async () => {
    const memory = createMemoryStorage();
    const run = createCoreRunner({ openStorage: () => memory });
    run({ id: 1, type: "read", name: "list.txt", bytes: list(3) });
    expect(() => run.store(storeRequest([{ key: "k", file: "other.txt", start: 0, end: 1 }]))).toThrow(
      expect.objectContaining({ name: "OutOfSyncError" }),
    );
    expect(() => run.store(storeRequest([{ key: "k", file: "list.txt", start: 2, end: 4 }]))).toThrow(
      expect.objectContaining({ name: "OutOfSyncError" }),
    );
    expect(memory.map.size).toBe(0);
  });

  it("rejects with the storage's error", async () => {
    const run = createCoreRunner({
      openStorage: () => ({
        ...createMemoryStorage(),
        setItems: () =>
          Promise.reject(new DOMException("The quota has been exceeded.", "QuotaExceededError")),
      }),
    });
    run({ id: 1, type: "read", name: "list.txt", bytes: list(3) });
    await expect(
      run.store(storeRequest([{ key: "k", file: "list.txt", start: 0, end: 3 }])),
    ).rejects.toMatchObject({
      name: "QuotaExceededError",
    });
  });
});

describe("the worker's load request", () => {
  const entry = (i: number) => ({
    loc: `https://www.example.com/r/${i}`,
    images: [],
    videos: [],
    alternates: [],
  });
  const header = {
    name: "r.xml",
    format: "urlset" as const,
    gzip: false,
    encoding: "utf-8",
    byteLength: 1,
    urls: [],
    sitemaps: [],
    problems: [],
  };

  it("reads a file's chunks in order, keeps the file, and answers with its entries packed", async () => {
    const memory = createMemoryStorage();
    await memory.setItems(
      [
        ["k0", [entry(0), entry(1)]],
        ["k1", [entry(2)]],
      ],
      [],
    );
    const run = createCoreRunner({ openStorage: () => memory });
    const answer = await run({
      id: 1,
      type: "load",
      database: "db",
      store: "workspace",
      files: [{ file: header, keys: ["k0", "k1"] }],
    });
    expect(answer.type).toBe("load");
    // chunks stored as lists (version 1) are packed on the way; the page gets one pack per chunk
    const [chunks] = (answer as unknown as { entries: PackedEntries[][] }).entries;
    expect(chunks.map((chunk) => chunk.count)).toEqual([2, 1]);
    expect(unpackEntries(chunks[1])[0].loc).toBe("https://www.example.com/r/2");
    // the copy holds it now: a store request can take its entries without any sync
    await run.store(storeRequest([{ key: "again", file: "r.xml", start: 1, end: 3 }]));
    expect(unpackEntries(memory.map.get("again") as PackedEntries).map((e) => e.loc)).toEqual([
      "https://www.example.com/r/1",
      "https://www.example.com/r/2",
    ]);
  });

  it("rejects a missing or broken chunk as a RestoreError", async () => {
    const memory = createMemoryStorage();
    await memory.setItems([["k0", [{ loc: 7 }]]], []);
    const run = createCoreRunner({ openStorage: () => memory });
    const load = (keys: string[]) =>
      run({ id: 1, type: "load", database: "db", store: "w", files: [{ file: header, keys }] });
    await expect(load(["k0"])).rejects.toMatchObject({
      name: "RestoreError",
      message: "bad entries of r.xml",
    });
    await expect(load(["none"])).rejects.toMatchObject({ name: "RestoreError" });
  });
});
