import { describe, expect, it } from "vitest";
import { findRowIndex, getRowIndexMap } from "./selection";
import { rowKey } from "./selectors";

describe("findRowIndex", () => {
  it("agrees with getRowIndexMap on sorted, filtered rows of several files", () => {
    const rows = [
      { file: "b.xml", entry: 3 },
      { file: "a.xml", entry: 0 },
      { file: "b.xml", entry: 0 },
      { file: "a.xml", entry: 7 },
    ];
    const map = getRowIndexMap(rows);
    for (const row of rows) expect(findRowIndex(rows, row)).toBe(map.get(rowKey(row)));
    // rows filtered out, past the end, or of a file not shown
    expect(findRowIndex(rows, { file: "a.xml", entry: 1 })).toBe(-1);
    expect(findRowIndex(rows, { file: "a.xml", entry: 99 })).toBe(-1);
    expect(findRowIndex(rows, { file: "c.xml", entry: 0 })).toBe(-1);
    expect(findRowIndex([], { file: "a.xml", entry: 0 })).toBe(-1);
  });
});
