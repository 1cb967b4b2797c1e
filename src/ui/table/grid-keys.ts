/**
 * The entries grid's selection and spreadsheet keys beyond moving (issue #6): which row selection a click
 * or a move makes, Delete/Backspace clearing the active cell, Ctrl+Delete deleting the selected rows,
 * Ctrl+A selecting every row shown, Escape clearing the selection. Reads the store through `getState()`.
 */
import type { KeyboardEvent, MouseEvent } from "react";
import type { StoreApi } from "zustand";
import { getSelectedRows } from "@/store/selection";
import { rowKey, selectEntry, selectRows } from "@/store/selectors";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { getShortcutLetter } from "@/ui/hooks/shortcut-letter";
import { type EntryColumn, getNewsProblemField } from "./table-columns";

type Modifiers = Pick<MouseEvent | KeyboardEvent, "shiftKey" | "ctrlKey" | "metaKey">;

/** Updates the selection for a click on `row`: alone, toggled (Ctrl/Cmd) or a range (Shift). */
export function selectOnClick(store: StoreApi<SitemapStore>, row: RowRef, event: Modifiers): void {
  const state = store.getState();
  const mod = event.ctrlKey || event.metaKey;
  if (event.shiftKey) {
    state.extendSelection(row, mod);
    // Shift-click also extends the page's text selection; the row selection is what the user meant
    window.getSelection()?.removeAllRanges();
  } else if (mod) state.toggleSelected(row);
  else state.setSelection([row]);
}

/**
 * Updates the selection after a keyboard move to `row`: a range with Shift, nothing with Ctrl/Cmd (the
 * active cell moves alone, as in a file list, and Space then adds the row: rows apart can be selected by
 * keyboard), else that row alone.
 */
export function selectOnMove(store: StoreApi<SitemapStore>, row: RowRef, event: Modifiers): void {
  if (event.shiftKey) store.getState().extendSelection(row);
  else if (!event.ctrlKey && !event.metaKey) store.getState().setSelection([row]);
}

/** The rows a row command acts on: the selected rows, else the active row, else none. */
export function getTargetRows(state: SitemapStore, active: RowRef | undefined): RowRef[] {
  const selected = getSelectedRows(state.selection, selectRows(state), (row) => !!selectEntry(state, row));
  if (selected.length > 0) return selected;
  return active && selectEntry(state, active) ? [active] : [];
}

/**
 * The rows Copy, Paste and Ctrl+Delete act on: the selected rows while the active cell is on one of them
 * (or there is no active row), else the active row alone. A Ctrl+arrow moves the outlined
 * cell and leaves the selection where it was, out of sight: Ctrl+V had written into the clicked row 15
 * rows up, Ctrl+C had copied its value, Ctrl+Delete deleted it, while the cell in view stayed as it was.
 */
export function getCellTargetRows(state: SitemapStore, active: RowRef | undefined): RowRef[] {
  const onSelection = !active || state.selection.size === 0 || state.selection.has(rowKey(active));
  if (onSelection) return getTargetRows(state, active);
  return selectEntry(state, active) ? [active] : [];
}

/**
 * Handles a selection or spreadsheet key on the active cell (`row`, `column`). Returns true when the key
 * was one of them (the caller prevents the default).
 */
export function handleSpreadsheetKey(
  store: StoreApi<SitemapStore>,
  event: KeyboardEvent,
  row: RowRef,
  column: EntryColumn | undefined,
  deleteRows: () => void,
): boolean {
  const state = store.getState();
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key;
  if ((key === "Delete" || key === "Backspace") && mod) {
    deleteRows();
    return true;
  }
  if (key === "Delete" || key === "Backspace") {
    const field = column?.columnDef.meta?.field;
    if (field && (selectEntry(state, row)?.[field] ?? "") !== "") state.editField(row, field, "");
    // a news cell (read-only here): its details field emptied, to fill in or leave with Escape (it did nothing)
    const news = column?.columnDef.meta?.news;
    if (column && news && selectEntry(state, row)?.news)
      state.setActiveRow(row, column.id, getNewsProblemField(news), true, "");
    return true;
  }
  if (mod && !event.shiftKey && !event.altKey && getShortcutLetter(event) === "a") {
    state.selectAllRows();
    return true;
  }
  if (key === "Escape" && state.selection.size > 0) {
    state.clearSelection();
    return true;
  }
  return false;
}
