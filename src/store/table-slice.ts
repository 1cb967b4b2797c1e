/**
 * The table slice: filter, sort and the active row. View state only; the document lives in the workspace.
 */
import type { StateCreator } from "zustand";
import type { SitemapStore, TableSlice } from "./store-types";

/** Filters of a fresh store: everything shown. */
export const EMPTY_FILTER = { text: "" } as const;

export const createTableSlice: StateCreator<SitemapStore, [], [], TableSlice> = (set) => ({
  filter: { ...EMPTY_FILTER },
  sort: undefined,
  activeRow: undefined,
  setFilter(patch) {
    set((state) => ({ filter: { ...state.filter, ...patch } }));
  },
  setSort(sort) {
    set({ sort });
  },
  setActiveRow(row) {
    set({ activeRow: row });
  },
});
