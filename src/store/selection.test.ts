import { describe, expect, it } from "vitest";
import { notePlainRows } from "./row-runs";
import {
  countHiddenSelected,
  findRowIndex,
  getRowIndexMap,
  getSelectedRows,
  getSomeSelectedRows,
  remapSelection,
  selectEvery,
  toggleRow,
} from "./selection";
import { rowKey } from "./selectors";

describe("selectEvery", () => {
  it("selects every row and gives them back as they are shown, without a key per row", () => {
    const rows = [0, 1, 2].map((entry) => ({ file: "a.xml", entry }));
    const all = selectEvery(rows);
    expect([...all]).toEqual(rows.map(rowKey));
    const got = getSelectedRows(all, rows, () => true);
    expect(got).toEqual(rows);
    // rows gone since are left out; another rows array is read key by key
    expect(getSelectedRows(all, rows, (row) => row.entry !== 1).map((row) => row.entry)).toEqual([0, 2]);
    const fewer = rows.slice(0, 2);
    expect(getSelectedRows(all, fewer, () => true).map((row) => row.entry)).toEqual([0, 1, 2]);
  });

  it("asks whether rows exist once per file of rows holding every entry of their files", () => {
    const rows = [0, 1, 2].map((entry) => ({ file: "a.xml", entry }));
    rows.push({ file: "b.xml", entry: 0 });
    notePlainRows(rows, [
      ["a.xml", 3],
      ["b.xml", 1],
    ]);
    const all = selectEvery(rows);
    const asked: string[] = [];
    const got = getSelectedRows(all, rows, (row) => {
      asked.push(rowKey(row));
      return true;
    });
    expect(got).toEqual(rows);
    expect(got).not.toBe(rows);
    expect(asked).toEqual([rowKey({ file: "a.xml", entry: 2 }), rowKey({ file: "b.xml", entry: 0 })]);
    // a.xml lost its last entry since: each row is asked
    const shorter = getSelectedRows(all, rows, (row) => row.file !== "a.xml" || row.entry < 2);
    expect(shorter.map(rowKey)).toEqual([rows[0], rows[1], rows[3]].map(rowKey));
  });

  it("takes a row off Select all and puts it back without copying every key (Ctrl+click)", () => {
    const rows = [0, 1, 2, 3].map((entry) => ({ file: "a.xml", entry }));
    const all = selectEvery(rows);
    const off = toggleRow(all, rows[1]);
    expect(off.size).toBe(3);
    expect(off.has(rowKey(rows[1]))).toBe(false);
    expect(off.has(rowKey(rows[2]))).toBe(true);
    expect([...off]).toEqual([rows[0], rows[2], rows[3]].map(rowKey));
    expect(getSelectedRows(off, rows, () => true)).toEqual([rows[0], rows[2], rows[3]]);
    expect(getSelectedRows(off, rows, (row) => row.entry !== 3)).toEqual([rows[0], rows[2]]);
    expect(countHiddenSelected(off, rows)).toBe(0);
    // both off, then one back
    const twoOff = toggleRow(off, rows[3]);
    expect([...twoOff]).toEqual([rows[0], rows[2]].map(rowKey));
    const back = toggleRow(twoOff, rows[1]);
    expect([...back]).toEqual([rows[0], rows[1], rows[2]].map(rowKey));
    // every row taken off: nothing selected
    const none = [0, 1, 2].reduce((selection, entry) => toggleRow(selection, rows[entry]), back);
    expect(none.size).toBe(0);
    expect(getSelectedRows(none, rows, () => true)).toEqual([]);
    // a row that is not among them joins as a key of its own
    const other = { file: "b.xml", entry: 0 };
    const more = toggleRow(off, other);
    expect(more.size).toBe(4);
    expect(more.has(rowKey(other))).toBe(true);
    expect(more.has(rowKey(rows[1]))).toBe(false);
  });

  it("answers as a set of the rows' keys: has, size, iteration, a copy", () => {
    const rows = [
      { file: "b.xml", entry: 4 },
      { file: "a.xml", entry: 0 },
      { file: "b.xml", entry: 1 },
    ];
    const all = selectEvery(rows);
    const keys = rows.map(rowKey);
    expect(all.size).toBe(3);
    for (const key of keys) expect(all.has(key)).toBe(true);
    for (const other of [
      rowKey({ file: "b.xml", entry: 2 }),
      rowKey({ file: "c.xml", entry: 0 }),
      "b.xml",
      "",
    ])
      expect(all.has(other)).toBe(false);
    expect([...all]).toEqual(keys);
    expect([...all.values()]).toEqual(keys);
    expect([...all.entries()]).toEqual(keys.map((key) => [key, key]));
    const seen: string[] = [];
    all.forEach((key) => {
      seen.push(key);
    });
    expect(seen).toEqual(keys);
    // a Ctrl+click after Select all copies it into an ordinary set
    const copy = new Set(all);
    copy.delete(keys[1]);
    expect([...copy]).toEqual([keys[0], keys[2]]);
    expect(countHiddenSelected(all, rows)).toBe(0);
    expect(countHiddenSelected(all, rows.slice(1))).toBe(1);
  });
});

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

describe("remapSelection", () => {
  const key = (file: string, entry: number) => rowKey({ file, entry });
  it("moves the selected rows of every changed file in one pass, keeps the others, and drops removed ones", () => {
    const selection = new Set([key("a.xml", 0), key("a.xml", 2), key("b.xml", 1), key("c.xml", 5)]);
    // a.xml lost its entry 1 (2 → 1), b.xml lost its entry 1, c.xml did not change
    const maps = new Map([
      ["a.xml", Int32Array.from([0, -1, 1])],
      ["b.xml", Int32Array.from([0, -1])],
    ]);
    expect([...remapSelection(selection, maps)]).toEqual([key("a.xml", 0), key("a.xml", 1), key("c.xml", 5)]);
    // nothing moved: the same set
    expect(remapSelection(selection, new Map([["a.xml", Int32Array.from([0, 1, 2])]]))).toBe(selection);
    // every selected row removed: empty
    const all = new Set([key("a.xml", 0), key("a.xml", 1)]);
    expect(remapSelection(all, new Map([["a.xml", Int32Array.from([-1, -1])]])).size).toBe(0);
    // a file name holding the separator's neighbours reads back whole
    const odd = new Set([key("a 1.xml", 3)]);
    expect([...remapSelection(odd, new Map([["a 1.xml", Int32Array.from([0, 0, 0, 1])]]))]).toEqual([
      key("a 1.xml", 1),
    ]);
  });
});

describe("getSomeSelectedRows", () => {
  it("gives up to the limit of the selected rows, of every row selected less those taken off, or of keys", () => {
    const rows = Array.from({ length: 10 }, (_, entry) => ({ file: "a.xml", entry }));
    const every = toggleRow(selectEvery(rows), rows[1]);
    expect(getSomeSelectedRows(every, 3)).toEqual([rows[0], rows[2], rows[3]]);
    expect(getSomeSelectedRows(every, 100)).toHaveLength(9);
    const some = new Set([rowKey(rows[4]), rowKey(rows[7])]);
    expect(getSomeSelectedRows(some, 1)).toEqual([rows[4]]);
    expect(getSomeSelectedRows(some, 5)).toEqual([rows[4], rows[7]]);
  });
});
