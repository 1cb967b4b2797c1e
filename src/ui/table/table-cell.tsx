/**
 * One gridcell of the entries table: the value (ellipsized, full text in the title), a mark when the entry
 * has a problem on this field (border + description), or the editor while editing.
 */
import { memo } from "react";
import type { Problem, UrlEntry } from "@/core/index";
import type { RowRef } from "@/store/store-types";
import { DateTimeText, FileNameText, UrlText } from "@/ui/file-name-text";
import { messages } from "@/ui/messages";
import { getShownLoc } from "@/ui/shown-loc";
import { clipShown } from "@/ui/shown-text";
import { EditableCell } from "./editable-cell";
import { getCellId } from "./grid-navigation";
import { ProblemBadges } from "./problem-badges";
import { getProblemText, getWorstSeverity } from "./problem-text";
import { type EntryColumn, getCellText, getNewsProblemField } from "./table-columns";
import { isSameProblems } from "./table-selectors";

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
  /** The character typed to open the editor: the editor starts with it instead of the value. */
  typed?: string;
  /** `move`: columns to move to after the commit (Tab 1, Shift+Tab -1, else 0). */
  onCommit(row: RowRef, col: number, value: string, refocus: boolean, move: number): void;
  onCancel(): void;
}

type CellValueProps = Pick<TableCellProps, "column" | "row" | "entry" | "problems"> & { description: string };

function CellValue({ column, row, entry, problems, description }: CellValueProps) {
  const meta = column.columnDef.meta;
  const field = meta?.field;
  if (column.id === "problems") return <ProblemBadges problems={problems} />;
  const value = getCellText(column, entry, row.file);
  if (value === undefined) return null;
  if (value === "") return <span className="et-empty">{TABLE_TEXT.emptyValue}</span>;
  if (meta?.news) {
    const shown = clipShown(value);
    const title = description ? `${shown}\n\n${description}` : shown;
    // a news date keeps its timezone in sight as Last modified does (`news.stale` counts from it)
    if (meta.news === "publication_date")
      return <DateTimeText value={shown} className="et-text" title={title} news />;
    return (
      <span className="et-text" title={title}>
        {shown}
      </span>
    );
  }
  // the File column: a narrow one cuts the name's start, never its end
  // the cell is named by the whole value (`getCellName`): the cut parts add no hidden copy
  if (!field) return <FileNameText name={value} className="et-text" title={value} named />;
  // a percent-encoded or punycode URL is shown as it reads (Cyrillic paths are unreadable encoded, and
  // browsers, Yandex Webmaster and Search Console show them decoded); the tooltip gives it as written.
  // Values are shown cut to `SHOWN_CHARS` (a 40 MB one held the page for seconds).
  const shown = field === "loc" ? getShownLoc(value) : { text: clipShown(value), title: clipShown(value) };
  const fullTitle = description ? `${shown.title}\n\n${description}` : shown.title;
  // a long URL is cut in the middle: its last path segment tells a site's URLs apart
  if (field === "loc") return <UrlText url={shown.text} className="et-text" title={fullTitle} named />;
  // a narrow Last modified keeps its timezone in sight, what the timezone rules check
  if (field === "lastmod") return <DateTimeText value={shown.text} className="et-text" title={fullTitle} />;
  return (
    <span className="et-text" title={fullTitle}>
      {shown.text}
    </span>
  );
}

/**
 * The name of a cell whose value is shown cut in two parts (loc, file), which Chromium would name with a
 * space between them: the whole value. Undefined for other cells (named by their content).
 */
function getCellName(column: TableCellProps["column"], row: RowRef, entry: UrlEntry): string | undefined {
  if (column.id === "file") return row.file;
  if (column.columnDef.meta?.field !== "loc" || entry.loc === "") return undefined;
  return getShownLoc(entry.loc).text;
}

function TableCellView(props: TableCellProps) {
  const { gridId, index, col, column, row, entry, problems, active, editing } = props;
  const meta = column.columnDef.meta;
  const field = meta?.field;
  const id = getCellId(gridId, index, col);
  const own = getShownProblems(props);
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
      aria-label={editing ? undefined : getCellName(column, row, entry)}
      aria-describedby={severity ? `${id}-desc` : undefined}
      tabIndex={active ? 0 : -1}
      className={classes.filter(Boolean).join(" ")}
      title={description || undefined}
    >
      {editing && field ? (
        <EditableCell
          field={field}
          label={label}
          initialValue={props.typed ?? entry[field] ?? ""}
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

/** The problems a cell shows: its field's (a news column's: `news.title`), or all of the entry's in the Problems column. */
function getShownProblems(props: TableCellProps): readonly Problem[] {
  const meta = props.column.columnDef.meta;
  const field = meta?.field ?? (meta?.news ? getNewsProblemField(meta.news) : undefined);
  if (field) return props.problems.filter((problem) => problem.field === field);
  return props.column.id === "problems" ? props.problems : [];
}

/**
 * Same props, by value where the row makes them anew: an edit renders the edited row again, and of its
 * cells only those whose value or problems changed (the entry and its problems are new objects).
 */
function isSameCellProps(a: TableCellProps, b: TableCellProps): boolean {
  return (
    a.gridId === b.gridId &&
    a.index === b.index &&
    a.col === b.col &&
    a.column === b.column &&
    a.active === b.active &&
    a.editing === b.editing &&
    a.typed === b.typed &&
    a.onCommit === b.onCommit &&
    a.onCancel === b.onCancel &&
    a.row.file === b.row.file &&
    a.row.entry === b.row.entry &&
    getCellText(a.column, a.entry, a.row.file) === getCellText(b.column, b.entry, b.row.file) &&
    (a.problems === b.problems || isSameProblems(getShownProblems(a), getShownProblems(b)))
  );
}

/** One gridcell, memoized (`isSameCellProps`). */
export const TableCell = memo(TableCellView, isSameCellProps);
