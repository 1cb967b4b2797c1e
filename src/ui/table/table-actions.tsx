/**
 * Row actions of the entries table: add an empty URL (to the filtered file or the first urlset/TXT file)
 * and delete the active row.
 */
import { memo } from "react";
import { messages } from "@/ui/messages";

const TABLE_TEXT = messages.table;

export interface TableActionsProps {
  /** The file "Add URL" appends to; undefined disables the button. */
  addTarget: string | undefined;
  /** Display index of the active row, or -1 (disables delete). */
  activeIndex: number;
  onAdd(): void;
  onDelete(index: number): void;
}

function TableActionsView({ addTarget, activeIndex, onAdd, onDelete }: TableActionsProps) {
  return (
    <>
      <button
        type="button"
        className="et-button"
        disabled={!addTarget}
        title={addTarget ? TABLE_TEXT.addRowTitle(addTarget) : undefined}
        onClick={onAdd}
      >
        {TABLE_TEXT.addRow}
      </button>
      <button
        type="button"
        className="et-button"
        disabled={activeIndex < 0}
        title={TABLE_TEXT.deleteRowTitle}
        onClick={() => onDelete(activeIndex)}
      >
        {TABLE_TEXT.deleteRow}
      </button>
    </>
  );
}

export const TableActions = memo(TableActionsView);
