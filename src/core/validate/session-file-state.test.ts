import { describe, expect, it } from "vitest";
import { joinChunks } from "./session-file-state";

describe("joinChunks", () => {
  const chunks = [[1, 2], [], [3], [4, 5, 6], [7]];

  it("gives the items of every chunk in order, in a new array", () => {
    const joined = joinChunks(chunks);
    expect(joined).toEqual([1, 2, 3, 4, 5, 6, 7]);
    joined.push(8);
    expect(chunks.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(joinChunks([])).toEqual([]);
  });

  it("gives the same when there are more chunks than one call may take", () => {
    for (const maxSpread of [1, 2, 3, 4])
      expect(joinChunks(chunks, maxSpread)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const many = Array.from({ length: 20_000 }, (_, i) => [i]);
    expect(joinChunks(many)).toEqual(many.flat());
  });
});
