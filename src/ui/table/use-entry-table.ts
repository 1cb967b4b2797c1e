/**
 * The TanStack table of the entries grid, its column widths remembered in this browser
 * (`preferences.ts`, `COLUMN_WIDTHS_KEY`): read once when the table is made, written when a width is set
 * (a drag once it ends, Alt+←/→, a double-click back to the column's own width).
 */
import { useTable } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { getDefaultStorage, readColumnWidths, writeColumnWidths } from "@/store/preferences";
import type { RowRef } from "@/store/store-types";
import { ENTRY_COLUMNS, ENTRY_FEATURES } from "./table-columns";

// TanStack gets no rows: the store filters and sorts (see table-columns.tsx)
const NO_DATA: RowRef[] = [];
const TABLE_OPTIONS = {
  features: ENTRY_FEATURES,
  columns: ENTRY_COLUMNS,
  data: NO_DATA,
  columnResizeMode: "onChange",
} as const;

/** The entries grid's table; one per mounted grid. */
export function useEntryTable() {
  // one options object per table: `useTable` gives a new table object when its options object is new, and
  // the header (memoized on it) would then re-render with every edit
  const [options] = useState(() => ({
    ...TABLE_OPTIONS,
    initialState: { columnSizing: readColumnWidths(getDefaultStorage()) },
  }));
  const table = useTable(options);
  const columnSizing = table.state.columnSizing;
  const resizingColumn = table.state.columnResizing.isResizingColumn;
  useEffect(() => {
    if (!resizingColumn) writeColumnWidths(getDefaultStorage(), columnSizing);
  }, [columnSizing, resizingColumn]);
  return table;
}
