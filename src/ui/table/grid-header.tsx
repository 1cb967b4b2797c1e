/**
 * The sticky header row of the entries grid: one `th` (columnheader) per column with a sort button (store
 * `setSort`, `aria-sort`) and a resize handle (TanStack column resizing).
 */
import type { ReactTable } from "@tanstack/react-table";
import { memo, type MouseEvent as ReactMouseEvent, type TouchEvent as ReactTouchEvent } from "react";
import { selectRows } from "@/store/selectors";
import type { RowRef, TableSort } from "@/store/store-types";
import { SLOW_BULK_ROWS } from "@/ui/hooks/use-slow-step";
import { messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { runAfterPaint } from "@/ui/working-status";
import type { EntryColumnId, EntryFeatures } from "./table-columns";

const TABLE_TEXT = messages.table;

type EntryTable = ReactTable<EntryFeatures, RowRef, unknown>;

export interface GridHeaderProps {
  table: EntryTable;
  /** The column template and the column being resized: the header re-renders when they change. */
  template: string;
  resizing: string | false;
  /**
   * No sorting and no resizing (the read-only preview of a file being read): each header is its plain label,
   * without sort button, arrow or `aria-sort`, in the same box as the sortable header.
   */
  disabled?: boolean;
  /** The ids of the columns shown (`getShownColumns`), in order. */
  shown: readonly string[];
}

/** Unsorted → ascending → descending → unsorted. */
function getNextSort(current: TableSort | undefined, column: EntryColumnId): TableSort | undefined {
  if (current?.column !== column) return { column, desc: false };
  return current.desc ? undefined : { column, desc: true };
}

function getAriaSort(sort: TableSort | undefined, column: string) {
  if (sort?.column !== column) return undefined;
  return sort.desc ? "descending" : "ascending";
}

/**
 * The resize handler of column `id`, which first sets the column's size to the width it is shown at
 * (px): a column squeezed for room (loc beside both panels) or stretched to fill it is shown at another
 * width than its size, and TanStack's drag starts from the size, so the first moves seemed to do nothing
 * (or the column jumped).
 */
function startResize(table: EntryTable, id: string, resize: (event: unknown) => void) {
  return (event: ReactMouseEvent<HTMLElement> | ReactTouchEvent<HTMLElement>) => {
    const cell = event.currentTarget.parentElement;
    const shown = cell ? Math.round(cell.getBoundingClientRect().width) : 0;
    const column = table.getColumn(id);
    if (column && shown > 0 && shown !== column.getSize()) {
      table.setColumnSizing((sizing) => ({ ...sizing, [id]: shown }));
    }
    resize(event);
  };
}

function GridHeaderView({ table, disabled, shown }: GridHeaderProps) {
  const sort = useAppStore((state) => state.sort);
  const setSort = useAppStore((state) => state.setSort);
  const store = useAppStoreApi();
  const headers = (table.getHeaderGroups()[0]?.headers ?? []).filter((header) =>
    shown.includes(header.column.id),
  );

  return (
    <thead className="et-head">
      <tr aria-rowindex={1} className="et-row et-row--head">
        {headers.map((header, col) => {
          const id = header.column.id as EntryColumnId;
          const ariaSort = disabled ? undefined : getAriaSort(sort, id);
          const label = TABLE_TEXT.columns[id];
          const resize = startResize(table, header.column.id, header.getResizeHandler());
          const text = (
            <span className="et-sort-label">
              <table.FlexRender header={header} />
            </span>
          );
          return (
            <th
              key={header.id}
              scope="col"
              aria-colindex={col + 1}
              aria-sort={ariaSort}
              className={`et-th${header.column.columnDef.meta?.numeric ? " et-th--numeric" : ""}`}
            >
              {disabled ? (
                <span className="et-sort et-sort--off">{text}</span>
              ) : (
                <button
                  type="button"
                  className="et-sort"
                  title={TABLE_TEXT.sortBy(label)}
                  onClick={() => {
                    // a million rows take a second or two to sort: "Sorting N URLs…" is painted first
                    const rows = selectRows(store.getState()).length;
                    runAfterPaint(
                      rows,
                      SLOW_BULK_ROWS,
                      () => TABLE_TEXT.sorting(rows),
                      () => setSort(getNextSort(sort, id)),
                    );
                  }}
                >
                  {text}
                  <span className={`et-sort-icon${ariaSort ? " et-sort-icon--on" : ""}`} aria-hidden="true">
                    {ariaSort === "descending" ? "▼" : "▲"}
                  </span>
                </button>
              )}
              {!disabled && (
                <span
                  className={`et-resize${header.column.getIsResizing() ? " et-resize--on" : ""}`}
                  aria-hidden="true"
                  onMouseDown={resize}
                  onTouchStart={resize}
                  onDoubleClick={() => header.column.resetSize()}
                />
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export const GridHeader = memo(GridHeaderView);
