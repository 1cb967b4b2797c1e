import { describe, expect, it } from "vitest";
import { getNextCell } from "./grid-navigation";

const size = { rowCount: 100, colCount: 6, pageSize: 20 };

describe("getNextCell", () => {
  it("moves one cell with the arrows and stops at the edges", () => {
    expect(getNextCell("ArrowDown", { index: 0, col: 0 }, size)).toEqual({ index: 1, col: 0 });
    expect(getNextCell("ArrowUp", { index: 0, col: 0 }, size)).toEqual({ index: 0, col: 0 });
    expect(getNextCell("ArrowRight", { index: 3, col: 5 }, size)).toEqual({ index: 3, col: 5 });
    expect(getNextCell("ArrowLeft", { index: 3, col: 2 }, size)).toEqual({ index: 3, col: 1 });
  });

  it("goes to the row's ends with Home/End and the grid's ends with Ctrl", () => {
    expect(getNextCell("End", { index: 7, col: 1 }, size)).toEqual({ index: 7, col: 5 });
    expect(getNextCell("Home", { index: 7, col: 4 }, size)).toEqual({ index: 7, col: 0 });
    expect(getNextCell("End", { index: 7, col: 1 }, size, true)).toEqual({ index: 99, col: 5 });
    expect(getNextCell("Home", { index: 7, col: 4 }, size, true)).toEqual({ index: 0, col: 0 });
  });

  it("moves a page with PageUp/PageDown, clamped", () => {
    expect(getNextCell("PageDown", { index: 90, col: 2 }, size)).toEqual({ index: 99, col: 2 });
    expect(getNextCell("PageUp", { index: 30, col: 2 }, size)).toEqual({ index: 10, col: 2 });
  });

  it("ignores other keys", () => {
    expect(getNextCell("a", { index: 0, col: 0 }, size)).toBeUndefined();
  });
});
