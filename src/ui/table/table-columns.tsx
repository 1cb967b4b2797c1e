/**
 * Column model of the entries table (TanStack Table v9): ids, header labels, sizes and what each column
 * shows. Defined once at module scope, so the table never rebuilds its column model.
 *
 * Rows are not given to TanStack Table: the store already filters and sorts (`selectRows`), and building
 * a TanStack row model of 50,000 `RowRef`s on every edit costs ~100 ms. The table owns columns, headers and
 * sizing; the virtualized body renders the store's rows with these column definitions.
 */
import {
  type Column,
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  metaHelper,
  tableFeatures,
} from "@tanstack/react-table";
import type { UrlField } from "@/core/index";
import type { RowRef, TableSort } from "@/store/store-types";
import { messages } from "@/ui/messages";

const TABLE_TEXT = messages.table;

export type EntryColumnId = TableSort["column"];

/** What the renderer needs to know about a column beyond TanStack's model. */
export interface EntryColumnMeta {
  /** The protocol field the column shows and edits; absent for `file` and `problems`. */
  field?: UrlField;
  /** Numbers and dates align to the end and use tabular figures. */
  numeric?: boolean;
  /** The column grows to fill the width (loc). */
  grow?: boolean;
}

export const ENTRY_FEATURES = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnMeta: metaHelper<EntryColumnMeta>(),
});

export type EntryFeatures = typeof ENTRY_FEATURES;
export type EntryColumn = Column<EntryFeatures, RowRef>;

const helper = createColumnHelper<EntryFeatures, RowRef>();

export const ENTRY_COLUMNS = helper.columns([
  helper.display({
    id: "loc",
    header: TABLE_TEXT.columns.loc,
    size: 420,
    minSize: 160,
    meta: { field: "loc", grow: true },
  }),
  helper.display({
    id: "lastmod",
    header: TABLE_TEXT.columns.lastmod,
    size: 196,
    minSize: 90,
    meta: { field: "lastmod", numeric: true },
  }),
  helper.display({
    id: "changefreq",
    header: TABLE_TEXT.columns.changefreq,
    size: 118,
    minSize: 80,
    meta: { field: "changefreq" },
  }),
  helper.display({
    id: "priority",
    header: TABLE_TEXT.columns.priority,
    size: 84,
    minSize: 64,
    meta: { field: "priority", numeric: true },
  }),
  helper.display({ id: "file", header: TABLE_TEXT.columns.file, size: 180, minSize: 80, meta: {} }),
  helper.display({ id: "problems", header: TABLE_TEXT.columns.problems, size: 260, minSize: 120, meta: {} }),
]);

/** Values `changefreq` may take (sitemaps.org), offered in the editor's list. */
export const CHANGEFREQ_VALUES = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
] as const;

/** The CSS grid template of the columns' current sizes; the growing column takes the spare width. */
export function getGridTemplate(columns: readonly EntryColumn[]): string {
  return columns
    .map((column) => {
      const size = column.getSize();
      return column.columnDef.meta?.grow ? `minmax(${size}px, 1fr)` : `${size}px`;
    })
    .join(" ");
}
