/**
 * The event handlers of the entries grid, built once per store: they read the latest render through
 * `ctx.latest`, so they stay stable and memoized rows never re-render because a handler changed.
 */
import type { Virtualizer } from "@tanstack/react-virtual";
import type { KeyboardEvent, MouseEvent, RefObject } from "react";
import type { StoreApi } from "zustand";
import { rowKey, selectEntry, selectRows } from "@/store/selectors";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { SLOW_BULK_ROWS } from "@/ui/hooks/use-slow-step";
import { BULK_TEXT } from "@/ui/messages";
import { runAfterPaint } from "@/ui/working-status";
import {
  getCellTargetRows,
  getTargetRows,
  handleSpreadsheetKey,
  selectOnClick,
  selectOnMove,
} from "./grid-keys";
import { type CellPosition, getNextCell } from "./grid-navigation";
import { type EntryColumn, getNewsProblemField } from "./table-columns";
import { findRowIndex, selectAddTarget } from "./table-selectors";

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;

export interface EditingCell {
  key: string;
  col: number;
  /** The character typed on the cell that opened the editor: it replaces the value, as in a spreadsheet. */
  typed?: string;
}

/** What the handlers read of the last render. */
export interface GridSnapshot {
  rows: RowRef[];
  columns: readonly EntryColumn[];
  /** The columns of Copy and Paste (`GridControllerOptions.fieldColumns`); default `columns`. */
  fieldColumns?: readonly EntryColumn[];
  focusIndex: number;
  activeCol: number;
  editing: EditingCell | undefined;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
}

export interface GridHandlerContext {
  store: StoreApi<SitemapStore>;
  latest: RefObject<GridSnapshot>;
  /** Set when the next render should scroll to the focus row and focus its active cell. */
  focusRequest: RefObject<boolean>;
  /**
   * Sets `focusRequest` and makes that next render happen: a move to the cell already active changes no
   * state, and a request left waiting would take the focus from wherever the user went meanwhile (the
   * search box) at the grid's next render.
   */
  requestFocus(): void;
  setActiveCol(col: number): void;
  setEditing(cell: EditingCell | undefined): void;
}

/** The body cell a mouse event happened in (cells carry their position in `data-index` / `data-col`). */
function getEventCell(event: MouseEvent): CellPosition | undefined {
  const cell = (event.target as Element).closest<HTMLElement>("td[data-index]");
  if (!cell) return undefined;
  return { index: Number(cell.dataset.index), col: Number(cell.dataset.col) };
}

function createCellMoves(ctx: GridHandlerContext) {
  const moveTo = (index: number, col: number) => {
    const row = ctx.latest.current.rows[index];
    if (!row) return;
    ctx.store.getState().setActiveRow(row);
    ctx.setActiveCol(col);
    ctx.requestFocus();
  };
  /**
   * Opens the editor on a cell with a field; `typed` replaces the value (typing on the cell). On a news
   * column's cell (read-only here) of an entry with news, the details pane's field takes the focus instead,
   * with `typed` in place of its value (typing there had been ignored without a word).
   */
  const startEdit = (index: number, col: number, typed?: string): boolean => {
    const { rows, columns } = ctx.latest.current;
    const row = rows[index];
    const news = columns[col]?.columnDef.meta?.news;
    if (row && news) {
      if (!selectEntry(ctx.store.getState(), row)?.news) return false;
      ctx.store.getState().setActiveRow(row, columns[col].id, getNewsProblemField(news), true, typed);
      return true;
    }
    if (!row || !columns[col]?.columnDef.meta?.field) return false;
    ctx.setEditing(typed === undefined ? { key: rowKey(row), col } : { key: rowKey(row), col, typed });
    return true;
  };
  return { moveTo, startEdit };
}

function createRowActions(ctx: GridHandlerContext) {
  /**
   * Deletes the selected rows, else the row at `index`, as one step; the row after them becomes active.
   * `fromCell` (Ctrl+Delete on the grid): the row at `index` alone when it is off the selection
   * (`getCellTargetRows`), as Copy and Paste follow the outlined cell.
   */
  const deleteAt = (index: number, fromCell = false) => {
    const state = ctx.store.getState();
    const row = ctx.latest.current.rows[index];
    const targets = fromCell ? getCellTargetRows(state, row) : getTargetRows(state, row);
    if (targets.length === 0) return;
    // a million rows take seconds: "Deleting N URLs…" is painted first
    runAfterPaint(
      targets.length,
      SLOW_BULK_ROWS,
      () => BULK_TEXT.selection.deleting(targets.length),
      () => deleteTargets(index, targets),
    );
  };
  const deleteTargets = (index: number, targets: RowRef[]) => {
    const state = ctx.store.getState();
    // by typed arrays per file (`findRowIndex`), not a key string per row: at 300,000 rows the map of
    // keys took 225 ms of the delete's task
    const rows = ctx.latest.current.rows;
    let first = index;
    // the table's first row among them (Select all, then Delete): no look-up of each of a million rows
    const top = rows[0];
    if (top !== undefined && targets[0]?.file === top.file && targets[0].entry === top.entry) first = 0;
    else
      for (const row of targets) {
        const at = findRowIndex(rows, row);
        if (at >= 0 && at < first) first = at;
      }
    // the row that took the first one's place (or the new last row) becomes active, not selected: a
    // second click on Delete in the selection line would delete a row nobody picked (Ctrl+Delete on the
    // grid still deletes the active row). Cleared first: the delete then moves no selected row's key
    // (300,000 of them, all deleted, took 90 ms)
    state.setSelection([]);
    state.deleteRows(targets);
    const next = selectRows(ctx.store.getState());
    const active = next[Math.min(Math.max(first, 0), next.length - 1)];
    ctx.store.getState().setActiveRow(active);
    ctx.requestFocus();
  };
  const addRow = () => {
    const state = ctx.store.getState();
    const file = selectAddTarget(state);
    if (!file) return;
    // a filter could hide the new, empty row; the file filter stays (the row goes to that file), and a
    // notice says the others were cleared, or the rows the user was looking at vanish without a word
    const { text, severity, code } = state.filter;
    if (text !== "" || severity !== undefined || code !== undefined) {
      state.setFilter({ text: "", severity: undefined, code: undefined });
      state.notify("info", "notice.add-cleared-filters", { name: file });
    }
    const row = state.addRow(file);
    state.setActiveRow(row);
    // the rows selected before stay out of it: the selection line's Delete URL acted on them, out of
    // sight, and not on the new row the details show
    state.setSelection([]);
    ctx.setActiveCol(0);
    ctx.setEditing({ key: rowKey(row), col: 0 });
    ctx.requestFocus();
  };
  return { deleteAt, addRow };
}

function getPageSize(virtualizer: Virtualizer<HTMLDivElement, Element>): number {
  const viewport = virtualizer.scrollElement?.clientHeight ?? 0;
  return Math.max(1, Math.floor((viewport - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
}

/**
 * A key that types one character (a letter, digit, sign; any script), with no Ctrl/Alt/Meta and no IME.
 * Not Space (it selects the row) nor "?" (the app's shortcut list, `use-table-shortcuts.ts`).
 */
function isTypedCharacter(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return false;
  return [...event.key].length === 1 && event.key !== " " && event.key !== "?";
}

/** All handlers of the grid. */
/** Pixels one Alt+←/→ takes from or gives to a column. */
export const KEY_RESIZE_STEP = 16;
/** The widest a column gets by keyboard (the mouse drags on past it). */
const KEY_RESIZE_MAX = 1_200;

/**
 * Alt+ArrowLeft / Alt+ArrowRight on a cell: its column `KEY_RESIZE_STEP` px narrower or wider, from the width
 * it is shown at (the cell's box: loc squeezed beside both panels is shown narrower than its size, as the
 * resize handle's drag starts from, `grid-header.tsx`), not below the column's minimum. A width so set is
 * kept as a dragged one is (`getGridTemplate`). False for any other key.
 */
function resizeByKey(event: KeyboardEvent<HTMLElement>, column: EntryColumn | undefined): boolean {
  const step =
    event.key === "ArrowRight" ? KEY_RESIZE_STEP : event.key === "ArrowLeft" ? -KEY_RESIZE_STEP : 0;
  if (step === 0 || column === undefined || event.shiftKey) return false;
  const shown = Math.round((event.target as HTMLElement).getBoundingClientRect().width) || column.getSize();
  const min = column.columnDef.minSize ?? 0;
  const size = Math.min(KEY_RESIZE_MAX, Math.max(min, shown + step));
  column.table.setColumnSizing((sizing) => ({ ...sizing, [column.id]: size }));
  return true;
}

export function createGridHandlers(ctx: GridHandlerContext) {
  const { moveTo, startEdit } = createCellMoves(ctx);
  const { deleteAt, addRow } = createRowActions(ctx);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { rows, columns, focusIndex, activeCol: col, editing, virtualizer } = ctx.latest.current;
    if (editing || focusIndex < 0 || (event.target as HTMLElement).getAttribute("role") !== "gridcell")
      return;
    // Alt+←/→: the active cell's column narrower or wider (the resize handle's keyboard twin)
    if (event.altKey && !event.ctrlKey && !event.metaKey && resizeByKey(event, columns[col])) {
      event.preventDefault();
      return;
    }
    const size = { rowCount: rows.length, colCount: columns.length, pageSize: getPageSize(virtualizer) };
    const next = getNextCell(event.key, { index: focusIndex, col }, size, event.ctrlKey || event.metaKey);
    if (next) {
      moveTo(next.index, next.col);
      // Ctrl+Home / Ctrl+End go to the first / last row and select it, as a spreadsheet does (the change
      // form had acted on a selection they left out of sight); Ctrl+↑/↓ move the outlined cell alone
      const ends = event.key === "Home" || event.key === "End";
      const modifiers = ends ? { shiftKey: event.shiftKey, ctrlKey: false, metaKey: false } : event;
      if (next.index !== focusIndex || !ctx.store.getState().selection.size)
        selectOnMove(ctx.store, rows[next.index], modifiers);
    } else if (event.key === "Enter" || event.key === "F2") startEdit(focusIndex, col);
    // Space adds the active row to the selection or takes it out (Ctrl+click's keyboard twin), instead of
    // scrolling the grid away from the focused cell; the row with the keyboard becomes the active one, so
    // the details pane shows it, as after a click (the grid reached by Tab or the skip link has none yet)
    else if (event.key === " " && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const state = ctx.store.getState();
      state.toggleSelected(rows[focusIndex]);
      if (!state.activeRow) state.setActiveRow(rows[focusIndex]);
    }
    // else the spreadsheet keys; a character typed on an editable cell opens its editor with that
    // character instead of the value
    else if (
      !handleSpreadsheetKey(ctx.store, event, rows[focusIndex], columns[col], () =>
        deleteAt(focusIndex, true),
      ) &&
      !(isTypedCharacter(event) && (startEdit(focusIndex, col, event.key) || tellReadOnly(col)))
    )
      return;
    event.preventDefault();
  };

  /**
   * A character typed on a cell no edit opens (File, Problems): says so once (not once per key), rather
   * than dropping the keys without a word (a fresh user's "0.8" after a Tab onto File). True when it did.
   */
  const tellReadOnly = (col: number): boolean => {
    const meta = ctx.latest.current.columns[col]?.columnDef.meta;
    if (meta?.field || meta?.news) return false;
    const state = ctx.store.getState();
    const column = ctx.latest.current.columns[col]?.id ?? "";
    const last = state.notices.at(-1);
    if (last?.text !== "notice.cell-read-only" || last.params?.column !== column)
      state.notify("info", "notice.cell-read-only", { column });
    return true;
  };

  const onCommit = (row: RowRef, col: number, value: string, refocus: boolean, move = 0) => {
    const { columns } = ctx.latest.current;
    const field = columns[col]?.columnDef.meta?.field;
    const state = ctx.store.getState();
    // an unchanged value is no edit (and no re-check)
    if (field && value.trim() !== (selectEntry(state, row)?.[field] ?? ""))
      state.editField(row, field, value);
    ctx.setEditing(undefined);
    // Tab / Shift+Tab: the next / previous cell of the row becomes the active one (not edited)
    if (move !== 0) ctx.setActiveCol(Math.min(Math.max(col + move, 0), columns.length - 1));
    if (refocus) ctx.requestFocus();
    else ctx.focusRequest.current = false;
  };

  const onClick = (event: MouseEvent) => {
    const cell = getEventCell(event);
    const row = cell && ctx.latest.current.rows[cell.index];
    if (!cell || !row) return;
    selectOnClick(ctx.store, row, event);
    moveTo(cell.index, cell.col);
  };

  const onDoubleClick = (event: MouseEvent) => {
    const cell = getEventCell(event);
    if (!cell || ctx.latest.current.editing) return;
    moveTo(cell.index, cell.col);
    startEdit(cell.index, cell.col);
  };

  const onCancel = () => {
    const editing = ctx.latest.current.editing;
    const active = ctx.store.getState().activeRow;
    const row = active && editing && rowKey(active) === editing.key ? active : undefined;
    ctx.setEditing(undefined);
    // Escape in the first cell of a row Add URL just made, nothing typed: the row goes (not a blank row
    // left with a loc.missing error)
    if (row && ctx.store.getState().discardAddedRow(row)) {
      const rows = selectRows(ctx.store.getState());
      const next = rows[Math.min(ctx.latest.current.focusIndex, rows.length - 1)];
      if (next) ctx.store.getState().setActiveRow(next);
    }
    ctx.requestFocus();
  };

  return { moveTo, addRow, deleteAt, onKeyDown, onCommit, onClick, onDoubleClick, onCancel };
}
