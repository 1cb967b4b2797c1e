/**
 * The interaction state of the entries grid: the active cell (row in the store, column local), the cell
 * being edited, focus and scrolling after a move, and the stable handlers of `grid-handlers.ts`.
 */
import type { Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from "react";
import { rowKey } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { createGridHandlers, type EditingCell, type GridSnapshot, HEADER_HEIGHT } from "./grid-handlers";
import { getCellId } from "./grid-navigation";
import type { EntryColumn } from "./table-columns";
import { isGridCellFocused, useGridClipboard } from "./use-grid-clipboard";

export interface GridControllerOptions {
  gridId: string;
  rows: RowRef[];
  columns: readonly EntryColumn[];
  /** Display index of the store's active row, or -1 (none, or filtered out). */
  activeIndex: number;
  /** Display index of the row holding the tabbable cell: the active row, else the first row, else -1. */
  focusIndex: number;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The grid element: copy and paste act while one of its cells has the focus. */
  gridRef: RefObject<HTMLElement | null>;
  /**
   * The columns whose fields Copy writes and Paste fills: those shown plus those left out only for room
   * (`getColumnsLeftOutForRoom`), so what a copy holds does not depend on the window's width. Default:
   * `columns`.
   */
  fieldColumns?: readonly EntryColumn[];
}

export function useGridController(options: GridControllerOptions) {
  const { gridId, rows, activeIndex, focusIndex, virtualizer } = options;
  const store = useAppStoreApi();
  const [activeCol, setActiveCol] = useState(0);
  const [editing, setEditing] = useState<EditingCell | undefined>();
  const focusRequest = useRef(false);
  // bumped by a focus request, so that a render (and the layout effect below) always follows one
  const [, setFocusTick] = useState(0);
  const latest = useRef<GridSnapshot>({ ...options, activeCol, editing });
  // another panel asked for a cell (a problem's example): its column becomes the active one, focus stays
  const cellRequest = useAppStore((state) => state.cellRequest);
  // a column hidden ("Columns" menu) past the active one: the last shown becomes the active one
  if (activeCol > 0 && activeCol >= options.columns.length)
    setActiveCol(Math.max(options.columns.length - 1, 0));
  const [takenRequest, setTakenRequest] = useState(cellRequest);
  if (cellRequest !== takenRequest) {
    setTakenRequest(cellRequest);
    // a column not shown (hidden, or news columns without news): the URL's, where the problem is listed
    const asked = options.columns.findIndex((shown) => shown.id === cellRequest?.column);
    const column =
      cellRequest && asked < 0 ? options.columns.findIndex((shown) => shown.id === "loc") : asked;
    if (column >= 0 && column !== activeCol) setActiveCol(column);
  }
  const activeKey = useRef<string | undefined>(undefined);
  // the last cell request the layout effect saw (a new one may ask for the active row again)
  const seenRequest = useRef(cellRequest);
  const viewHeight = useRef(0);

  useLayoutEffect(() => {
    latest.current = { ...options, activeCol, editing };
    // the table got shorter (the details pane opened below it, half a second after a click): keep the active
    // row, or the one being edited, in sight; with no active row (an edit took it out of the filter), the row
    // holding the keyboard focus
    // Not while the table is folded away (Details maximized: no row can be in sight, and scrolling to
    // one put it above the view, where it still was once the pane was restored); when it comes back, the
    // row is brought into sight
    const height = virtualizer.scrollRect?.height ?? 0;
    const folded = (tall: number) => tall <= HEADER_HEIGHT;
    const unfolded = folded(viewHeight.current) && !folded(height);
    if ((height < viewHeight.current && !folded(height)) || unfolded) {
      const keep = activeIndex >= 0 ? activeIndex : hasFocusWithin(options.gridRef.current) ? focusIndex : -1;
      if (keep >= 0 && !isRowInView(virtualizer, keep)) virtualizer.scrollToIndex(keep);
    }
    viewHeight.current = height;
    // another panel may pick the active row (a problem's example): bring it into view, leave focus alone;
    // asked again for the same row (Undo of an edit to the active row, scrolled away since), into view too.
    // While a cell of the grid has the focus, it follows (`revealStep`: Ctrl+Z on another row on screen
    // left the focus there and no cell outlined), unless a details field is asked for (a key typed on a
    // news cell goes there)
    const key = activeIndex >= 0 ? rowKey(rows[activeIndex]) : undefined;
    const asked = cellRequest !== seenRequest.current && cellRequest?.field === undefined;
    seenRequest.current = cellRequest;
    if (key !== activeKey.current || (asked && cellRequest !== undefined)) {
      const moved = key !== activeKey.current;
      activeKey.current = key;
      if (key !== undefined && !focusRequest.current) {
        if (moved || !isRowInView(virtualizer, activeIndex)) virtualizer.scrollToIndex(activeIndex);
        if (!editing && isGridCellFocused(options.gridRef.current)) focusRequest.current = true;
      }
    }
    if (!focusRequest.current || focusIndex < 0) return;
    focusRequest.current = false;
    // scrolling measures the grid (a forced layout, milliseconds after an edit): only when needed
    if (!isRowInView(virtualizer, focusIndex)) virtualizer.scrollToIndex(focusIndex);
    // the editor focuses itself; otherwise the active cell takes the focus (roving tabindex)
    // (a cell that has it already, as after an edit, is left alone: focusing forces a layout)
    if (!editing) {
      const cell = document.getElementById(getCellId(gridId, focusIndex, activeCol));
      if (cell && cell !== document.activeElement) {
        cell.focus({ preventScroll: true });
        scrollCellIntoViewSideways(virtualizer.scrollElement, cell);
        scrollCellIntoWindow(cell);
      }
    }
  });

  const handlers = useMemo(() => {
    const requestFocus = () => {
      focusRequest.current = true;
      setFocusTick((tick) => tick + 1);
    };
    return createGridHandlers({ store, latest, focusRequest, requestFocus, setActiveCol, setEditing });
  }, [store]);
  useGridClipboard(options.gridRef, latest);
  return { ...handlers, activeCol, editing };
}

/**
 * Scrolls `scroller` sideways so `cell` is wholly in view (a narrow window shows only the first columns:
 * the arrow keys took the focus to cells off screen). Vertical scrolling is the virtualizer's.
 */
function scrollCellIntoViewSideways(scroller: HTMLElement | null, cell: HTMLElement): void {
  if (!scroller || scroller.scrollWidth <= scroller.clientWidth) return;
  const view = scroller.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const right = view.left + scroller.clientWidth;
  if (box.right > right) scroller.scrollLeft += Math.min(box.right - right, box.left - view.left);
  else if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
}

/**
 * In a short window the page itself scrolls (`app.css`, under 600 px: the workspace keeps 560 px): brings
 * `cell` into the window when the table showed it below the window's edge (Russian at 853 x 480, a 1280 px
 * laptop at 150%: the selection bar's lines pushed the row Shift+Down moved to out of sight) or above it.
 */
function scrollCellIntoWindow(cell: HTMLElement): void {
  const page = document.scrollingElement;
  if (!page || page.scrollHeight <= window.innerHeight) return;
  const box = cell.getBoundingClientRect();
  if (box.bottom > window.innerHeight) window.scrollBy(0, Math.ceil(box.bottom - window.innerHeight));
  else if (box.top < 0) window.scrollBy(0, Math.floor(box.top));
}

/** True when the keyboard focus is on `element` or inside it. */
function hasFocusWithin(element: HTMLElement | null): boolean {
  return element?.contains(document.activeElement) ?? false;
}

/** True when row `index` is rendered and wholly visible below the header (from the virtualizer's state). */
function isRowInView(virtualizer: Virtualizer<HTMLDivElement, Element>, index: number): boolean {
  const item = virtualizer.getVirtualItems().find((candidate) => candidate.index === index);
  const top = virtualizer.scrollOffset;
  const height = virtualizer.scrollRect?.height;
  if (!item || top === null || !height) return false;
  // rows scroll under the sticky header row
  return item.start >= top + HEADER_HEIGHT && item.end <= top + height;
}
