/**
 * One gridcell of the entries table: the value (ellipsized, full text in the title), a mark when the entry
 * has a problem on this field (border + description), or the editor while editing.
 */
import type { Problem, UrlEntry } from "@/core/index";
import type { RowRef } from "@/store/store-types";
import { toReadableUrl } from "@/ui/display-hosts";
import { formatMessage, messages } from "@/ui/messages";
import { EditableCell } from "./editable-cell";
import { getCellId } from "./grid-navigation";
import { ProblemBadges } from "./problem-badges";
import { getProblemText, getWorstSeverity } from "./problem-text";
import type { EntryColumn } from "./table-columns";

const TABLE_TEXT = messages.table;

export interface TableCellProps {
  gridId: string;
  index: number;
  col: number;
  column: EntryColumn;
  row: RowRef;
  entry: UrlEntry;
  /** Problems of the whole entry. */
  problems: readonly Problem[];
  active: boolean;
  editing: boolean;
  /** `move`: columns to move to after the commit (Tab 1, Shift+Tab -1, else 0). */
  onCommit(row: RowRef, col: number, value: string, refocus: boolean, move: number): void;
  onCancel(): void;
}

type CellValueProps = Pick<TableCellProps, "column" | "row" | "entry" | "problems"> & { description: string };

function CellValue({ column, row, entry, problems, description }: CellValueProps) {
  const field = column.columnDef.meta?.field;
  if (column.id === "problems") return <ProblemBadges problems={problems} />;
  const value = field ? entry[field] : row.file;
  if (value === undefined) return null;
  if (value === "") return <span className="et-empty">{TABLE_TEXT.emptyValue}</span>;
  // a percent-encoded or punycode URL also says how it reads (Cyrillic paths are unreadable encoded)
  const readable = field === "loc" ? toReadableUrl(value) : undefined;
  const title = readable ? `${value}\n${formatMessage(TABLE_TEXT.readsAs, { url: readable })}` : value;
  return (
    <span className="et-text" title={description ? `${title}\n\n${description}` : title}>
      {value}
    </span>
  );
}

export function TableCell(props: TableCellProps) {
  const { gridId, index, col, column, row, entry, problems, active, editing } = props;
  const meta = column.columnDef.meta;
  const field = meta?.field;
  const id = getCellId(gridId, index, col);
  const own = field ? problems.filter((problem) => problem.field === field) : [];
  const severity = getWorstSeverity(own);
  const description = own.map(getProblemText).join("\n");
  const label = TABLE_TEXT.columns[column.id as keyof typeof TABLE_TEXT.columns];
  const classes = ["et-cell", meta?.numeric && "et-cell--numeric", severity && `et-cell--${severity}`];

  return (
    <td
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: cells of a role=grid table are gridcells (APG)
      role="gridcell"
      data-index={index}
      data-col={col}
      aria-colindex={col + 1}
      aria-readonly={field ? undefined : true}
      aria-selected={active}
      aria-describedby={severity ? `${id}-desc` : undefined}
      tabIndex={active ? 0 : -1}
      className={classes.filter(Boolean).join(" ")}
      title={description || undefined}
    >
      {editing && field ? (
        <EditableCell
          field={field}
          label={label}
          initialValue={entry[field] ?? ""}
          onCommit={(value, refocus, move) => props.onCommit(row, col, value, refocus, move)}
          onCancel={props.onCancel}
        />
      ) : (
        <CellValue column={column} row={row} entry={entry} problems={problems} description={description} />
      )}
      {severity && (
        // hidden: not part of the cell's name, still read as its description through aria-describedby
        <span id={`${id}-desc`} hidden>
          {description}
        </span>
      )}
    </td>
  );
}
