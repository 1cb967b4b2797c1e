import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createIdbStorage } from "./persist-storage";

let db = 0;
const freshIdb = () => createIdbStorage(`persist-storage-test-${++db}`, "workspace");

describe("IndexedDB storage", () => {
  it("writes many parts one put at a time, all in one transaction", async () => {
    const storage = freshIdb();
    const entries: [string, unknown][] = Array.from({ length: 30 }, (_, i) => [
      `k${i}`,
      { i, text: "x".repeat(i) },
    ]);
    await storage.setItems(entries, []);
    expect(await storage.getItems(["k0", "k29", "k30"])).toEqual([
      { i: 0, text: "" },
      entries[29][1],
      undefined,
    ]);
    await storage.setItems([["k30", 30]], ["k0", "k1"]);
    expect(await storage.getItems(["k0", "k1", "k2", "k30"])).toEqual([
      undefined,
      undefined,
      entries[2][1],
      30,
    ]);
  });

  it("stores what `prepare` makes of each value, one value at a time, as its put comes", async () => {
    const storage = freshIdb();
    const prepared: string[] = [];
    const prepare = (key: string, value: unknown) => {
      prepared.push(key);
      return { stored: value };
    };
    await storage.setItems(
      [
        ["a", 1],
        ["b", 2],
      ],
      [],
      prepare,
    );
    expect(prepared).toEqual(["a", "b"]);
    expect(await storage.getItems(["a", "b"])).toEqual([{ stored: 1 }, { stored: 2 }]);
    // a prepare that throws fails the whole write
    const failing = (key: string, value: unknown) => {
      if (key === "d") throw new Error("cannot pack");
      return value;
    };
    await expect(
      storage.setItems(
        [
          ["c", 3],
          ["d", 4],
        ],
        ["a"],
        failing,
      ),
    ).rejects.toThrow("cannot pack");
    expect(await storage.getItems(["a", "c", "d"])).toEqual([{ stored: 1 }, undefined, undefined]);
  });

  it("writes nothing when a later part cannot be stored, and says why", async () => {
    const storage = freshIdb();
    await storage.setItems([["kept", 1]], []);
    const entries: [string, unknown][] = [
      ["a", 1],
      ["b", 2],
      ["bad", { run: () => 0 }],
      ["c", 3],
    ];
    await expect(storage.setItems(entries, ["kept"])).rejects.toThrow(/clone/i);
    expect(await storage.getItems(["a", "b", "c", "kept"])).toEqual([undefined, undefined, undefined, 1]);
  });

  it("lists the keys under a prefix, and only those", async () => {
    const storage = freshIdb();
    await storage.setItems(
      [
        ["workspace:default:meta", 1],
        ["workspace:default:file:a.xml:urls:0", 2],
        ["workspace:other:meta", 3],
        ["preferences", 4],
      ],
      [],
    );
    expect((await storage.keys?.("workspace:default:"))?.sort()).toEqual([
      "workspace:default:file:a.xml:urls:0",
      "workspace:default:meta",
    ]);
  });
});
