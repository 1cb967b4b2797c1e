/**
 * The interaction state of the entries grid: the active cell (row in the store, column local), the cell
 * being edited, keyboard navigation, and the add/delete row actions. Handlers are stable (they read the
 * latest render through a ref) so memoized rows do not re-render when the row list changes.
 */
import type { Virtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { rowKey, selectEntry, selectRows } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useAppStoreApi } from "@/ui/store-context";
import { type CellPosition, getCellId, getNextCell } from "./grid-navigation";
import type { EntryColumn } from "./table-columns";
import { selectAddTarget } from "./table-selectors";

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;

export interface EditingCell {
  key: string;
  col: number;
}

export interface GridControllerOptions {
  gridId: string;
  rows: RowRef[];
  columns: readonly EntryColumn[];
  /** Display index of the store's active row, or -1 (none, or filtered out). */
  activeIndex: number;
  /** Display index of the row holding the tabbable cell: the active row, else the first row, else -1. */
  focusIndex: number;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
}

/** The body cell a mouse event happened in (cells carry their position in `data-index` / `data-col`). */
function getEventCell(event: MouseEvent): CellPosition | undefined {
  const cell = (event.target as Element).closest<HTMLElement>("td[data-index]");
  if (!cell) return undefined;
  return { index: Number(cell.dataset.index), col: Number(cell.dataset.col) };
}

export function useGridController(options: GridControllerOptions) {
  const store = useAppStoreApi();
  const [activeCol, setActiveCol] = useState(0);
  const [editing, setEditing] = useState<EditingCell | undefined>();
  const focusRequest = useRef(false);
  const latest = useRef({ ...options, activeCol, editing });
  const activeKey = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    latest.current = { ...options, activeCol, editing };
    // another panel may pick the active row (a problem's example): bring it into view, leave focus alone
    const key = options.activeIndex >= 0 ? rowKey(options.rows[options.activeIndex]) : undefined;
    if (key !== activeKey.current) {
      activeKey.current = key;
      if (key !== undefined && !focusRequest.current) options.virtualizer.scrollToIndex(options.activeIndex);
    }
    if (!focusRequest.current || options.focusIndex < 0) return;
    focusRequest.current = false;
    options.virtualizer.scrollToIndex(options.focusIndex);
    if (!editing) document.getElementById(getCellId(options.gridId, options.focusIndex, activeCol))?.focus();
  });

  const handlers = useMemo(() => {
    const isEditable = (col: number) => Boolean(latest.current.columns[col]?.columnDef.meta?.field);

    const moveTo = (index: number, col: number) => {
      const row = latest.current.rows[index];
      if (!row) return;
      store.getState().setActiveRow(row);
      setActiveCol(col);
      focusRequest.current = true;
    };

    const startEdit = (index: number, col: number) => {
      const row = latest.current.rows[index];
      if (row && isEditable(col)) setEditing({ key: rowKey(row), col });
    };

    const deleteAt = (index: number) => {
      const row = latest.current.rows[index];
      if (!row) return;
      store.getState().deleteRows([row]);
      const next = selectRows(store.getState());
      store.getState().setActiveRow(next[Math.min(index, next.length - 1)]);
      focusRequest.current = true;
    };

    const addRow = () => {
      const state = store.getState();
      const file = selectAddTarget(state);
      if (!file) return;
      // a filter could hide the new, empty row; the file filter stays (the row goes to that file)
      state.setFilter({ text: "", severity: undefined, code: undefined });
      const row = state.addRow(file);
      state.setActiveRow(row);
      setActiveCol(0);
      setEditing({ key: rowKey(row), col: 0 });
      focusRequest.current = true;
    };

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const { rows, focusIndex, columns, virtualizer } = latest.current;
      if (latest.current.editing || focusIndex < 0) return;
      if ((event.target as HTMLElement).getAttribute("role") !== "gridcell") return;
      const col = latest.current.activeCol;
      const viewport = virtualizer.scrollElement?.clientHeight ?? 0;
      const pageSize = Math.max(1, Math.floor((viewport - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
      const size = { rowCount: rows.length, colCount: columns.length, pageSize };
      const next = getNextCell(event.key, { index: focusIndex, col }, size, event.ctrlKey || event.metaKey);
      if (next) moveTo(next.index, next.col);
      else if (event.key === "Enter" || event.key === "F2") startEdit(focusIndex, col);
      else if (event.key === "Delete") deleteAt(focusIndex);
      else return;
      event.preventDefault();
    };

    const onCommit = (row: RowRef, col: number, value: string, refocus: boolean) => {
      const field = latest.current.columns[col]?.columnDef.meta?.field;
      const state = store.getState();
      const current = selectEntry(state, row)?.[field ?? "loc"] ?? "";
      if (field && value.trim() !== current) state.editField(row, field, value);
      setEditing(undefined);
      focusRequest.current = refocus;
    };

    return {
      moveTo,
      addRow,
      deleteAt,
      onKeyDown,
      onCommit,
      onClick: (event: MouseEvent) => {
        const cell = getEventCell(event);
        if (cell) moveTo(cell.index, cell.col);
      },
      onDoubleClick: (event: MouseEvent) => {
        const cell = getEventCell(event);
        if (!cell || latest.current.editing) return;
        moveTo(cell.index, cell.col);
        startEdit(cell.index, cell.col);
      },
      onCancel: () => {
        setEditing(undefined);
        focusRequest.current = true;
      },
    };
  }, [store]);

  return { ...handlers, activeCol, editing };
}

export type GridController = ReturnType<typeof useGridController>;
