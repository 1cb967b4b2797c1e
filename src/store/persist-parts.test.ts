import { describe, expect, it } from "vitest";
import { makeUrlEntries } from "@/test/factories";
import {
  fromStoredPatches,
  isPackedPatches,
  isStepChunkKey,
  packPatches,
  toStoredPart,
} from "./persist-parts";
import type { EntryPatch } from "./store-types";

/** Patches of three kinds over two files: a change, an insert (no before), a removal (no after). */
function makePatches(): EntryPatch[] {
  const before = makeUrlEntries(4, (i) => ({
    loc: `https://магазин.рф/каталог/${i}`,
    alternates: i === 1 ? [{ hreflang: "en", href: "https://shop.example/en/1" }] : [],
  }));
  const after = before.map((entry) => ({ ...entry, changefreq: "monthly" }));
  return [
    { file: "a.xml", entry: 0, before: before[0], after: after[0] },
    { file: "b.xml", entry: 7, before: before[1], after: after[1] },
    { file: "a.xml", entry: 3, before: undefined, after: after[2] },
    { file: "b.xml", entry: 2, before: before[3], after: undefined },
  ];
}

describe("packed step chunks", () => {
  it("packs a step's chunk of patches and reads it back equal, inserts and removals included", () => {
    const patches = makePatches();
    const packed = packPatches(patches);
    expect(packed.files).toEqual(["a.xml", "b.xml"]);
    expect([...packed.present]).toEqual([3, 3, 2, 1]);
    expect(packed.before.count).toBe(3);
    expect(packed.after.count).toBe(3);
    const stored = structuredClone(packed);
    expect(isPackedPatches(stored)).toBe(true);
    expect(fromStoredPatches(stored)).toEqual(patches);
  });

  it("packs only step chunks when put, and reads lists stored before as they are", () => {
    const patches = makePatches();
    expect(isStepChunkKey("ws:1:step:4:0")).toBe(true);
    expect(isStepChunkKey("ws:1:step:4")).toBe(false);
    expect(isStepChunkKey("ws:1:file:step%3A4:urls:0")).toBe(false);
    expect(isPackedPatches(toStoredPart("ws:1:step:4:0", patches))).toBe(true);
    // a step small enough to be one value is stored whole, as before
    const step = { label: "history.edit", patches };
    expect(toStoredPart("ws:1:step:4", step)).toBe(step);
    expect(fromStoredPatches(patches)).toBe(patches);
  });

  it("refuses a damaged pack: cut arrays, an entry too many or too few, a file index out of range", () => {
    const packed = packPatches(makePatches());
    expect(fromStoredPatches({ ...packed, entries: packed.entries.slice(1) })).toBeUndefined();
    expect(fromStoredPatches({ ...packed, present: Uint8Array.from([3, 3, 3, 1]) })).toBeUndefined();
    expect(fromStoredPatches({ ...packed, present: Uint8Array.from([3, 3, 2, 0]) })).toBeUndefined();
    expect(fromStoredPatches({ ...packed, fileOf: Uint32Array.from([0, 1, 0, 5]) })).toBeUndefined();
    expect(fromStoredPatches({ ...packed, before: packPatches([]).before })).toBeUndefined();
    expect(fromStoredPatches({ files: [] })).toBeUndefined();
    expect(fromStoredPatches(undefined)).toBeUndefined();
  });
});
