/**
 * Copy and paste on the entries grid (issue #6). While a gridcell of this grid has the focus (not its
 * editor), Ctrl+C (Cmd+C) copies the active cell's value when one row is targeted, else the selected rows
 * as TSV without a header (`getCopyText`), and
 * Ctrl+V pastes TSV or a URL list: over the selected rows from the active column when the row counts
 * match, else as new rows of the file in view. The listeners run in the capture phase on the document and
 * claim the event, so the app's "paste a sitemap anywhere" only gets pastes outside the grid.
 */
import { type RefObject, useEffect } from "react";
import type { StoreApi } from "zustand";
import { entriesToTsv } from "@/core/edit/table-text";
import type { CellField } from "@/core/index";
import { getSelectedRows } from "@/store/selection";
import { rowKey, selectEntry, selectRows } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { useAppStoreApi } from "@/ui/store-context";
import type { GridSnapshot } from "./grid-handlers";
import { getCellTargetRows } from "./grid-keys";
import { getCellText, type NewsColumnKey } from "./table-columns";
import { selectAddTarget } from "./table-selectors";

/** True when the keyboard focus is on a gridcell of `grid` (not its editor, not a control elsewhere). */
export function isGridCellFocused(grid: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !!grid && !!active && active.getAttribute("role") === "gridcell" && grid.contains(active);
}

/**
 * What Copy puts on the clipboard: with one row targeted (the active one, or one selected), the active
 * cell's value as written (a URL to paste in an address bar or Yandex Webmaster, not a line with tabs and
 * the date; the File column's name; the Problems column copies the row); with several selected rows, their
 * fields shown as TSV (loc, lastmod, changefreq, priority less the hidden ones, and a news sitemap's
 * publication date and title when shown; no header).
 */
export function getCopyText(state: SitemapStore, snapshot: GridSnapshot): string {
  const rows = getCellTargetRows(state, snapshot.rows[snapshot.focusIndex]);
  const column = snapshot.columns[snapshot.activeCol];
  if (rows.length === 1 && column && column.id !== "problems") {
    const entry = selectEntry(state, rows[0]);
    return entry ? (getCellText(column, entry, rows[0].file) ?? "") : "";
  }
  const entries = rows.map((row) => selectEntry(state, row)).filter((entry) => entry !== undefined);
  return entriesToTsv(entries, getShownFields(snapshot.fieldColumns ?? snapshot.columns));
}

/**
 * The fields of the columns shown (from `columns`), in their order, a news sitemap's news columns too:
 * what Copy writes and Paste fills.
 */
function getShownFields(columns: GridSnapshot["columns"]): CellField[] {
  return columns.flatMap((column) => {
    const meta = column.columnDef.meta;
    if (meta?.field) return [meta.field];
    if (meta?.news) return [NEWS_COLUMN_FIELDS[meta.news]];
    return [];
  });
}

/** The cell field of each news column (its id: `news_title` shows `news:title`). */
const NEWS_COLUMN_FIELDS = {
  publication_date: "news_publication_date",
  title: "news_title",
} as const satisfies Record<NewsColumnKey, CellField>;

/** The start of a sitemap, an index or a feed as a document (an XML declaration first, or the root). */
const DOCUMENT_START =
  /^\s*(?:\uFEFF)?(?:<\?xml[\s\S]*?\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:[\w-]+:)?(?:urlset|sitemapindex|rss|feed)[\s>]/;

/**
 * True when `text` is a whole sitemap, index or feed (a file's text copied from an editor or a browser):
 * pasted on the table, it opens as a new file (`pasted-1.xml`), as outside the table; read as cells, it
 * was "no URL" over the selected rows.
 */
export function isSitemapDocument(text: string): boolean {
  return DOCUMENT_START.test(text.slice(0, 4096));
}

/** Pastes `text` into the grid; returns false when nothing was pasted. */
export function pasteIntoGrid(store: StoreApi<SitemapStore>, snapshot: GridSnapshot, text: string): boolean {
  const state = store.getState();
  // the selected rows while the outlined cell is on one of them, else that cell's row alone
  const activeRow = snapshot.rows[snapshot.focusIndex];
  const selected =
    activeRow && state.selection.size > 0 && !state.selection.has(rowKey(activeRow))
      ? getCellTargetRows(state, activeRow)
      : getSelectedRows(state.selection, selectRows(state), (row) => !!selectEntry(state, row));
  const active = snapshot.columns[snapshot.activeCol];
  const field = active ? getShownFields([active])[0] : undefined;
  // a row's cells go to the field columns shown from the active one on: a hidden column is skipped, one
  // left out for room is not (a copy holds it: `fieldColumns`)
  const all = snapshot.fieldColumns ?? snapshot.columns;
  const from = active ? all.findIndex((column) => column.id === active.id) : -1;
  const fields = getShownFields(from < 0 ? snapshot.columns.slice(snapshot.activeCol) : all.slice(from));
  const shown = getShownFields(all);
  const target = { selected, field, fields, shown, appendTo: selectAddTarget(state) };
  const result = state.pasteRows(text, target);
  if (result.kind === "append" && result.rows.length > 0) {
    store.getState().setSelection(result.rows);
    store.getState().setActiveRow(result.rows[0]);
  }
  return result.kind !== "none";
}

export function useGridClipboard(grid: RefObject<HTMLElement | null>, latest: RefObject<GridSnapshot>): void {
  const store = useAppStoreApi();
  useEffect(() => {
    const copy = (event: ClipboardEvent) => {
      if (!isGridCellFocused(grid.current) || !event.clipboardData) return;
      const text = getCopyText(store.getState(), latest.current);
      if (!text) return;
      event.clipboardData.setData("text/plain", text);
      event.preventDefault();
    };
    const paste = (event: ClipboardEvent) => {
      if (!isGridCellFocused(grid.current)) return;
      const text = event.clipboardData?.getData("text/plain") ?? "";
      // claimed even when empty: a paste in the grid opens no new file, but a whole sitemap or feed
      event.preventDefault();
      if (isSitemapDocument(text)) void store.getState().addPastedText(text);
      else if (text.trim()) pasteIntoGrid(store, latest.current, text);
    };
    document.addEventListener("copy", copy, true);
    document.addEventListener("paste", paste, true);
    return () => {
      document.removeEventListener("copy", copy, true);
      document.removeEventListener("paste", paste, true);
    };
  }, [store, grid, latest]);
}
