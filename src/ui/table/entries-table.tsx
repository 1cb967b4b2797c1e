/**
 * The entries table: every URL of every file, filtered and sorted by the store, in a virtualized WAI-ARIA
 * grid. Only the rows in view (plus overscan and the active row) are in the DOM.
 */

import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from "react";
import { rowKey, selectRows, selectTotalUrls } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";
import { getKeptNameLength } from "@/ui/file-name-text";
import { useElementWidth } from "@/ui/hooks/use-element-width";
import { formatMessage, messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { useColumnLayout } from "./column-layout";
import { ClearFiltersButton, FilterBar } from "./filter-bar";
import { GridFits } from "./grid-fits";
import { HEADER_HEIGHT, ROW_HEIGHT } from "./grid-handlers";
import { GridHeader } from "./grid-header";
import { useHiddenColumns } from "./hidden-columns";
import { SelectionBar } from "./selection-bar";
import { TableActions } from "./table-actions";
import { TableDialogs, useTableDialogs } from "./table-dialogs";
import { selectTableFields } from "./table-fields";
import { TableRow } from "./table-row";
import {
  findRowIndex,
  selectAddTarget,
  selectFilteredFileProblems,
  selectFilteredListProblems,
  selectFilterRuleOptions,
} from "./table-selectors";
import { useEntryTable } from "./use-entry-table";
import { useGridController } from "./use-grid-controller";
import "./entries-table.css";

const TABLE_TEXT = messages.table;

const OVERSCAN = 10;

/** The table's filter (a new object on each change). */
const selectFilter = (state: SitemapStore) => state.filter;

/**
 * How many open files have URL rows in the table (the File column shows only past one): an empty file
 * (nothing read, or every row deleted) has none to tell apart, and with the File filter on one file only
 * its rows are there (the column had repeated its name on every row, in room the news title needed).
 */
export const selectUrlFileCount = (state: SitemapStore) =>
  state.files.filter(
    (file) =>
      hasUrlRows(file) &&
      file.urls.length > 0 &&
      (state.filter.file === undefined || file.name === state.filter.file),
  ).length;

/**
 * The length of the longest part a name of a file with URL rows keeps in sight (`getKeptNameLength`: its
 * tail, and a folder's last word) : the File column's minimum.
 */
const selectLongestNameTail = (state: SitemapStore) =>
  state.files.reduce(
    (longest, file) => (hasUrlRows(file) ? Math.max(longest, getKeptNameLength(file.name)) : longest),
    0,
  );

/** The length of the longest name of a file with URL rows, in characters (the File column's width). */
const selectLongestUrlFileName = (state: SitemapStore) =>
  state.files.reduce(
    (longest, file) => (hasUrlRows(file) ? Math.max(longest, file.name.length) : longest),
    0,
  );

export function EntriesTable() {
  const gridId = useId();
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const available = useElementWidth(scrollRef);
  const gridRef = useRef<HTMLTableElement>(null);
  const dialogs = useTableDialogs();
  const rows = useAppStore(selectRows);
  const totalFiles = useAppStore((state) => state.files.length);
  const totalUrls = useAppStore(selectTotalUrls);
  const activeRow = useAppStore((state) => state.activeRow);
  const addTarget = useAppStore(selectAddTarget);
  const table = useEntryTable();
  const urlFiles = useAppStore(selectUrlFileCount);
  const longestName = useAppStore(selectLongestUrlFileName);
  const longestTail = useAppStore(selectLongestNameTail);
  const allColumns = table.getAllLeafColumns();
  const hiddenColumns = useHiddenColumns();
  const fieldBits = useAppStore(selectTableFields);
  const { byFields, roomKey, columns, template } = useColumnLayout({
    allColumns,
    available,
    fieldBits,
    urlFiles,
    hiddenColumns,
    longestName,
    longestTail,
  });
  const shownIds = useMemo(() => columns.map((column) => column.id), [columns]);

  const activeIndex = activeRow ? findRowIndex(rows, activeRow) : -1;
  const shownBy = useAppStore(selectFilter);
  // an edit that takes the active row out of the filter leaves the keyboard where it was: on the row now
  // at that place, not back on the first row at the top of the table; a new filter starts from the top
  const lastActive = useRef({ index: 0, shownBy });
  if (activeIndex >= 0 || lastActive.current.shownBy !== shownBy)
    lastActive.current = { index: Math.max(activeIndex, 0), shownBy };
  // a click selects the row it lands on: an edit that takes that row out of the filters takes its
  // selection too, so the selection line's Delete does not act on a row out of sight while the keys act
  // on the outlined one now in its place (a chosen set of rows stays selected, and says how many are hidden)
  const storeApi = useAppStoreApi();
  useEffect(() => {
    if (activeIndex >= 0 || !activeRow) return;
    const state = storeApi.getState();
    if (state.selection.size === 1 && state.selection.has(rowKey(activeRow))) state.setSelection([]);
  }, [activeIndex, activeRow, storeApi]);
  const focusIndex =
    activeIndex >= 0
      ? activeIndex
      : rows.length > 0
        ? Math.min(lastActive.current.index, rows.length - 1)
        : -1;
  // the focused row stays mounted when scrolled away, so keyboard focus is never lost to <body>
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusIndex < 0 || indexes.includes(focusIndex)) return indexes;
      return [...indexes, focusIndex].sort((a, b) => a - b);
    },
    [focusIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // no getItemKey: rows are never measured (fixed height), and keys would cost one string per row each
    // time the virtualizer's measurements are rebuilt (every new rows array; every render with an inline
    // function, i.e. every scrolled frame). React keys below are the row keys.
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor,
  });
  const grid = useGridController({
    gridId,
    rows,
    columns,
    activeIndex,
    focusIndex,
    virtualizer,
    gridRef,
    fieldColumns: byFields,
  });
  // new filters show other rows: from their top (a row half cut under the header otherwise), unless the
  // active row is among them (a problem's example picks both: the controller brings that row into view)
  const filter = useAppStore((state) => state.filter);
  const shownFilter = useRef(filter);
  useLayoutEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    if (activeIndex < 0) virtualizer.scrollToOffset(0);
  }, [filter, activeIndex, virtualizer]);
  const { addRow, deleteAt } = grid;
  // scrolling re-renders this component on every frame; the bar only changes with its inputs
  const filterBar = useMemo(
    () => (
      <FilterBar selectionBar={<SelectionBar onDelete={() => deleteAt(activeIndex)} />}>
        <TableActions addTarget={addTarget} onAdd={addRow} onOpen={dialogs.show} roomKey={roomKey} />
      </FilterBar>
    ),
    [addTarget, activeIndex, addRow, deleteAt, dialogs.show, roomKey],
  );
  const style = { "--et-cols": template } as CSSProperties;
  // cells that cut their text to their column's measured width, measured again after each layout change
  const layoutKey = `${template} ${available} ${rows.length > 0}`;

  return (
    <GridFits gridRef={gridRef} columns={columns} layoutKey={layoutKey}>
      <section className="et-table" aria-labelledby={headingId}>
        {/* a heading for screen readers' heading list, beside the panels' Files and Problems */}
        <h2 id={headingId} className="visually-hidden">
          {TABLE_TEXT.gridLabel}
        </h2>
        {filterBar}
        <div ref={scrollRef} className="et-scroll" style={style}>
          <table
            ref={gridRef}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid pattern is a table with role=grid
            role="grid"
            aria-label={TABLE_TEXT.gridLabel}
            aria-rowcount={rows.length + 1}
            aria-colcount={columns.length}
            aria-multiselectable="true"
            aria-describedby={`${gridId}-help`}
            className="et-grid"
            onKeyDown={grid.onKeyDown}
            onClick={grid.onClick}
            onDoubleClick={grid.onDoubleClick}
          >
            <GridHeader
              table={table}
              template={template}
              resizing={table.state.columnResizing.isResizingColumn}
              shown={shownIds}
            />
            <tbody className="et-body" style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                const key = rowKey(row);
                return (
                  <TableRow
                    key={key}
                    gridId={gridId}
                    row={row}
                    index={item.index}
                    start={item.start - HEADER_HEIGHT}
                    columns={columns}
                    activeCol={item.index === focusIndex ? grid.activeCol : -1}
                    highlighted={item.index === activeIndex}
                    editingCol={grid.editing?.key === key ? grid.editing.col : -1}
                    editingTyped={grid.editing?.key === key ? grid.editing.typed : undefined}
                    onCommit={grid.onCommit}
                    onCancel={grid.onCancel}
                  />
                );
              })}
            </tbody>
          </table>
          {rows.length === 0 && <EmptyTableMessage totalFiles={totalFiles} totalUrls={totalUrls} />}
        </div>
        <p id={`${gridId}-help`} className="et-sr-only">
          {TABLE_TEXT.keyboardHelp}
        </p>
        <TableDialogs open={dialogs.open} onClose={dialogs.close} />
      </section>
    </GridFits>
  );
}

/**
 * Why the table shows no row: no file, no file with URLs, or the filters; when the rule filtered on has its
 * problems on the `<sitemap>` entries of an index (a click on its group in the Problems panel), it says
 * where they are instead of only "no match", and likewise when they are about whole files (`file.too-many-urls`),
 * not rows; filtered to a rule with no problem left (a Fix all while filtered to it), it says the rule has
 * none now and offers "Show all URLs" (clears every filter). Mounted only while the table is empty: its pass over the
 * problems costs nothing otherwise.
 */
function EmptyTableMessage({ totalFiles, totalUrls }: { totalFiles: number; totalUrls: number }) {
  const inList = useAppStore(selectFilteredListProblems);
  const ofFiles = useAppStore(selectFilteredFileProblems);
  const listsSitemaps = useAppStore((state) =>
    state.files.some((file) => file.format === "sitemapindex" || file.format === "robots"),
  );
  const reading = useAppStore((state) => state.loading.length > 0);
  // a file read as URLs whose rows were all deleted: no reading fault, and Undo brings them back
  const emptied = useAppStore(
    (state) =>
      state.past.length > 0 &&
      state.files.some(
        (file) =>
          file.format === "urlset" ||
          file.format === "txt" ||
          file.format === "rss" ||
          file.format === "atom",
      ),
  );
  // filtered to a rule none of whose problems is left (a Fix all, a deletion): say so, and offer the way out
  const goneRule = useAppStore((state) => {
    const code = state.filter.code;
    if (code === undefined) return undefined;
    return selectFilterRuleOptions(state).some((rule) => rule.code === code) ? undefined : code;
  });
  let text = TABLE_TEXT.noMatch;
  if (totalFiles === 0) text = reading ? TABLE_TEXT.readingFirst : TABLE_TEXT.noFiles;
  else if (inList) {
    const [count, file] = inList.split("\u0000");
    // the singular sentence without a count
    text = formatMessage(TABLE_TEXT.noMatchInIndex, {
      count: count === "1" ? undefined : Number(count),
      file,
    });
  } else if (ofFiles) {
    const [count, file] = ofFiles.split("\u0000");
    text = formatMessage(TABLE_TEXT.noMatchWholeFile, {
      count: count === "1" ? undefined : Number(count),
      file,
    });
  } else if (totalUrls === 0)
    text = emptied
      ? TABLE_TEXT.noUrlRowsLeft
      : listsSitemaps
        ? TABLE_TEXT.noUrlFiles
        : TABLE_TEXT.noUrlFilesUnread;
  else if (goneRule !== undefined) text = formatMessage(TABLE_TEXT.noMatchRuleGone, { code: goneRule });
  const offerAll = totalFiles > 0 && totalUrls > 0 && goneRule !== undefined && !inList && !ofFiles;
  return (
    <div className="et-empty-state">
      <p className="et-empty-text" role="status">
        {text}
      </p>
      {offerAll && <ClearFiltersButton label={TABLE_TEXT.showAllUrls} />}
    </div>
  );
}
