import { describe, expect, it } from "vitest";
import { SCRATCH_MAX_LENGTH, ScratchArrays } from "./scratch-arrays";

describe("ScratchArrays", () => {
  it("gives a slot's kept array again, filled anew, as long as it fits", () => {
    const scratch = new ScratchArrays();
    const first = scratch.int32("canonical", 1_000, -1);
    expect(first.length).toBe(1_000);
    expect(first.every((value) => value === -1)).toBe(true);
    first[3] = 7;
    const again = scratch.int32("canonical", 800, -1);
    expect(again.buffer).toBe(first.buffer);
    expect(again.length).toBe(800);
    // what the slot held is gone
    expect(again[3]).toBe(-1);
    // another slot is another array
    expect(scratch.int32("sourceOf", 800).buffer).not.toBe(first.buffer);
    const bytes = scratch.uint8("linked", 10);
    bytes[0] = 1;
    expect(Array.from(scratch.uint8("linked", 10))).toEqual(new Array(10).fill(0));
    expect(Array.from(scratch.float64("hashes", 3))).toEqual([0, 0, 0]);
  });

  it("grows a slot with room, and keeps nothing past its limit or when told not to", () => {
    const scratch = new ScratchArrays();
    const small = scratch.int32("first", 100);
    const grown = scratch.int32("first", 1_000);
    expect(grown.buffer).not.toBe(small.buffer);
    expect(grown.buffer.byteLength).toBe(1_250 * 4);
    expect(scratch.int32("first", 1_100).buffer).toBe(grown.buffer);
    const huge = scratch.uint8("needed", SCRATCH_MAX_LENGTH + 1);
    expect(scratch.uint8("needed", SCRATCH_MAX_LENGTH + 1).buffer).not.toBe(huge.buffer);
    const fresh = new ScratchArrays(false);
    const a = fresh.int32("x", 10, 5);
    expect(Array.from(a)).toEqual(new Array(10).fill(5));
    expect(fresh.int32("x", 10, 5).buffer).not.toBe(a.buffer);
  });
});
