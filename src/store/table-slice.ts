/**
 * The table slice: filter, sort, the active row, the row selection and the open index editor. View state only; the document lives
 * in the workspace. Selection changes never touch the history (STYLE.md §4).
 */
import type { StateCreator } from "zustand";
import { EMPTY_SELECTION, selectEvery, selectRange, toggleRow } from "./selection";
import { selectRows } from "./selectors";
import type { SitemapStore, TableSlice } from "./store-types";

/** Filters of a fresh store: everything shown. */
export const EMPTY_FILTER = { text: "" } as const;

export const createTableSlice: StateCreator<SitemapStore, [], [], TableSlice> = (set, get) => ({
  filter: { ...EMPTY_FILTER },
  sort: undefined,
  activeRow: undefined,
  cellRequest: undefined,
  selection: EMPTY_SELECTION,
  selectionAnchor: undefined,
  indexEditor: undefined,
  openIndexEditor(file, entry) {
    set({ indexEditor: entry === undefined ? { file } : { file, entry } });
  },
  closeIndexEditor() {
    set({ indexEditor: undefined });
  },
  setFilter(patch) {
    set((state) => ({
      filter: { ...state.filter, ...patch },
      selection: EMPTY_SELECTION,
      selectionAnchor: undefined,
    }));
  },
  setSort(sort) {
    set({ sort });
  },
  setActiveRow(row, column, field, focus, typed) {
    if (column === undefined) set({ activeRow: row });
    else if (field === undefined) set({ activeRow: row, cellRequest: { column } });
    else if (!focus) set({ activeRow: row, cellRequest: { column, field } });
    else
      set({
        activeRow: row,
        cellRequest: typed !== undefined ? { column, field, focus, typed } : { column, field, focus },
      });
  },
  setSelection(rows, anchor) {
    const keys = new Set(rows.map((row) => `${row.file}\u0000${row.entry}`));
    set({ selection: keys, selectionAnchor: anchor ?? rows[0] });
  },
  toggleSelected(row) {
    set((state) => ({ selection: toggleRow(state.selection, row), selectionAnchor: row }));
  },
  extendSelection(to, add = false) {
    const state = get();
    const rows = selectRows(state);
    const base = add ? state.selection : EMPTY_SELECTION;
    // Shift+arrow with nothing selected yet extends from the active row
    const anchor = state.selectionAnchor ?? state.activeRow ?? to;
    set({ selection: selectRange(rows, anchor, to, base), selectionAnchor: anchor });
  },
  selectAllRows() {
    const rows = selectRows(get());
    set({ selection: selectEvery(rows) });
  },
  clearSelection() {
    set({ selection: EMPTY_SELECTION, selectionAnchor: undefined });
  },
});
