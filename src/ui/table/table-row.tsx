/**
 * One virtualized row of the entries grid. Memoized, and it subscribes only to its own entry and its own
 * problems, so an edit re-renders the edited row, not the table (STYLE.md §5).
 */
import { memo } from "react";
import { rowKey } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useAppStore } from "@/ui/store-context";
import { TableCell, type TableCellProps } from "./table-cell";
import type { EntryColumn } from "./table-columns";
import { useRowData } from "./use-row-data";

export interface TableRowProps extends Pick<TableCellProps, "gridId" | "onCommit" | "onCancel"> {
  row: RowRef;
  /** Display index (0-based) among the filtered, sorted rows. */
  index: number;
  /** Offset from the top of the canvas, in pixels. */
  start: number;
  columns: readonly EntryColumn[];
  /** The active column when this is the active row, else -1. */
  activeCol: number;
  /** The column being edited in this row, else -1. */
  editingCol: number;
  /** The character that opened the editor by typing (it replaces the value), if any. */
  editingTyped?: string;
  /** True for the store's active row (the focus row without an active row is tabbable but not shown). */
  highlighted: boolean;
}

function TableRowView(props: TableRowProps) {
  const { row, index, start, columns, activeCol, editingCol, highlighted } = props;
  const { entry, problems } = useRowData(row);
  // each row reads only whether it is selected: selecting one row re-renders one row
  const selected = useAppStore((state) => state.selection.has(rowKey(row)));
  if (!entry) return null;
  const classes = [
    "et-row",
    index % 2 === 1 && "et-row--odd",
    selected && "et-row--selected",
    highlighted && "et-row--active",
  ];

  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={classes.filter(Boolean).join(" ")}
      style={{ transform: `translateY(${start}px)` }}
    >
      {columns.map((column, col) => (
        <TableCell
          key={column.id}
          gridId={props.gridId}
          index={index}
          col={col}
          column={column}
          row={row}
          entry={entry}
          problems={problems}
          active={col === activeCol}
          editing={col === editingCol}
          typed={col === editingCol ? props.editingTyped : undefined}
          onCommit={props.onCommit}
          onCancel={props.onCancel}
        />
      ))}
    </tr>
  );
}

/** Rows compare their `RowRef` by value: `selectRows` makes new refs whenever it recomputes. */
function isSameRowProps(a: TableRowProps, b: TableRowProps): boolean {
  return (
    a.row.file === b.row.file &&
    a.row.entry === b.row.entry &&
    a.index === b.index &&
    a.start === b.start &&
    a.columns === b.columns &&
    a.activeCol === b.activeCol &&
    a.editingCol === b.editingCol &&
    a.editingTyped === b.editingTyped &&
    a.highlighted === b.highlighted &&
    a.gridId === b.gridId &&
    a.onCommit === b.onCommit &&
    a.onCancel === b.onCancel
  );
}

export const TableRow = memo(TableRowView, isSameRowProps);
