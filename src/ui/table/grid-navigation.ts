/**
 * Where a key moves the active cell of the entries grid (WAI-ARIA grid pattern). Pure: no DOM, no React.
 */

export interface CellPosition {
  /** Display index of the row. */
  index: number;
  /** Index of the column. */
  col: number;
}

export interface GridSize {
  rowCount: number;
  colCount: number;
  /** Rows a PageUp/PageDown moves by (what fits in the viewport). */
  pageSize: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The cell `key` moves to from `from`, or `undefined` when the key is not a navigation key.
 * Arrows move one cell, Home/End to the first/last cell of the row (with Ctrl or Meta: of the grid),
 * PageUp/PageDown by a page. Moves stop at the edges (no wrapping).
 */
export function getNextCell(
  key: string,
  from: CellPosition,
  size: GridSize,
  withCtrl = false,
): CellPosition | undefined {
  const lastRow = size.rowCount - 1;
  const lastCol = size.colCount - 1;
  const { index, col } = from;
  switch (key) {
    case "ArrowDown":
      return { index: clamp(index + 1, lastRow), col };
    case "ArrowUp":
      return { index: clamp(index - 1, lastRow), col };
    case "ArrowRight":
      return { index, col: clamp(col + 1, lastCol) };
    case "ArrowLeft":
      return { index, col: clamp(col - 1, lastCol) };
    case "Home":
      return withCtrl ? { index: 0, col: 0 } : { index, col: 0 };
    case "End":
      return withCtrl ? { index: lastRow, col: lastCol } : { index, col: lastCol };
    case "PageDown":
      return { index: clamp(index + Math.max(1, size.pageSize), lastRow), col };
    case "PageUp":
      return { index: clamp(index - Math.max(1, size.pageSize), lastRow), col };
    default:
      return undefined;
  }
}

/** The DOM id of a cell: rows are addressed by display index, which is what the keyboard moves along. */
export function getCellId(gridId: string, index: number, col: number): string {
  return `${gridId}-r${index}-c${col}`;
}
