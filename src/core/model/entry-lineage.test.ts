import { describe, expect, it } from "vitest";
import { findReplaced, MAX_REPLACED_INDEXES, recordReplaced } from "./entry-lineage";

/** A copy of `from` with the entries at `indexes` replaced by new objects, recorded as such. */
function replace(from: object[], indexes: number[], record = true): object[] {
  const next = from.slice();
  for (const index of indexes) next[index] = { index };
  if (record) recordReplaced(from, next, indexes);
  return next;
}

const list = (length: number): object[] => Array.from({ length }, (_, i) => ({ i }));

describe("entry lineage", () => {
  it("lists the indexes replaced along a chain of recorded copies, ascending and once each", () => {
    const a = list(10);
    const b = replace(a, [7, 2]);
    const c = replace(b, [2]);
    const d = replace(c, [9, 0]);
    expect(findReplaced(a, b)).toEqual([2, 7]);
    expect(findReplaced(a, d)).toEqual([0, 2, 7, 9]);
    expect(findReplaced(b, d)).toEqual([0, 2, 9]);
    expect(findReplaced(c, d)).toEqual([0, 9]);
    expect(findReplaced(d, d)).toEqual([]);
  });

  it("knows nothing of arrays not made by a recorded copy, nor backwards", () => {
    const a = list(10);
    const b = replace(a, [1]);
    const unrecorded = replace(b, [3], false);
    expect(findReplaced(b, unrecorded)).toBeUndefined();
    expect(findReplaced(a, replace(unrecorded, [4]))).toBeUndefined();
    expect(findReplaced(b, a)).toBeUndefined();
    expect(findReplaced(list(10), list(10))).toBeUndefined();
    // another branch from the same array
    const other = replace(a, [5]);
    expect(findReplaced(b, other)).toBeUndefined();
    expect(findReplaced(a, other)).toEqual([5]);
  });

  it("records no copy of another length and no copy replacing too many entries", () => {
    const a = list(MAX_REPLACED_INDEXES + 10);
    const longer = [...a, { i: -1 }];
    recordReplaced(a, longer, []);
    expect(findReplaced(a, longer)).toBeUndefined();
    const bulk = replace(
      a,
      Array.from({ length: MAX_REPLACED_INDEXES + 1 }, (_, i) => i),
    );
    expect(findReplaced(a, bulk)).toBeUndefined();
  });

  it("gives up past `limit` indexes in all", () => {
    const a = list(100);
    const b = replace(a, [1, 2, 3]);
    const c = replace(b, [4, 5]);
    expect(findReplaced(a, c, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(findReplaced(a, c, 4)).toBeUndefined();
    // repeated indexes count once
    expect(findReplaced(a, replace(c, [1, 2]), 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("cuts a chain after 64 copies (so a file's edits do not keep every record since its read)", () => {
    const first = list(5);
    let at = first;
    for (let n = 0; n < 64; n++) at = replace(at, [n % 5]);
    expect(findReplaced(first, at)).toEqual([0, 1, 2, 3, 4]);
    const cut = replace(at, [0]);
    expect(findReplaced(first, cut)).toBeUndefined();
    expect(findReplaced(first, at)).toBeUndefined();
    expect(findReplaced(at, cut)).toEqual([0]);
    expect(findReplaced(at, replace(cut, [3]))).toEqual([0, 3]);
  });
});
