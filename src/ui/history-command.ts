/**
 * Undo or redo from any control (header buttons, shortcuts, a notice's Undo): at once for the usual step,
 * after "Undoing: Set changefreq on 1,000,000 URLs…" is painted for a step of `SLOW_BULK_ROWS` entries or
 * more (1-2 s of work at a million rows, `working-status.ts`).
 */
import type { StoreApi } from "zustand";
import { findRowIndex } from "@/store/selection";
import { selectRedoStep, selectRows, selectUndoStep } from "@/store/selectors";
import type { HistoryStep, RowRef, SitemapStore } from "@/store/store-types";
import { SLOW_BULK_ROWS } from "@/ui/hooks/use-slow-step";
import { formatMessage, getStepLabel, TOOLS_TEXT } from "@/ui/messages";
import { runAfterPaint } from "@/ui/working-status";

/** Per store, the revision at which Undo last said it does not take back a file opened. */
const toldAt = new WeakMap<StoreApi<SitemapStore>, number>();

/**
 * Runs `command` on `store` (nothing when there is no step to undo or redo). An Undo right after a file
 * was opened or pasted (the last change: `openedRevision` is the revision) first says that opening is no
 * step Undo takes back, and undoes the step before it only when pressed again: a fresh user's Ctrl+Z after
 * a paste left the pasted file and silently reverted an older edit. Likewise right after a file was
 * removed (`removedRevision`), which no step brings back.
 */
export function runHistoryCommand(store: StoreApi<SitemapStore>, command: "undo" | "redo"): void {
  const state = store.getState();
  const step = command === "undo" ? selectUndoStep(state) : selectRedoStep(state);
  if (!step) return;
  const last =
    state.openedRevision === state.revision
      ? "notice.undo-skips-open"
      : state.removedRevision === state.revision
        ? "notice.undo-skips-remove"
        : undefined;
  if (command === "undo" && last !== undefined && toldAt.get(store) !== state.revision) {
    toldAt.set(store, state.revision);
    state.notify("info", last, { label: getStepLabel(step) });
    return;
  }
  const template = command === "undo" ? TOOLS_TEXT.history.undoing : TOOLS_TEXT.history.redoing;
  runAfterPaint(
    step.patches.length,
    SLOW_BULK_ROWS,
    () => formatMessage(template, { label: getStepLabel(step) }),
    () => {
      store.getState()[command]();
      revealStep(store, step);
    },
  );
}

/** The table's columns of the fields a step may change in place, in the order the table shows them. */
const REVEALED_FIELDS = ["loc", "lastmod", "changefreq", "priority"] as const;

/**
 * After Undo or Redo of `step`, makes the row it changed in place that the table shows first (in its sort)
 * the active row, in sight, on the column of the first field it changed (else the URL's), and the
 * selection when one row or none was selected, as a spreadsheet shows what an undo reverted: an edit 1,300
 * rows down was undone out of sight, the table and the outlined cell left at the top. A step that adds or
 * deletes rows (its entries' numbers moved: Remove duplicates' redo had selected the row after the one it
 * merged into), and rows the filter hides, leave the table as it is.
 */
export function revealStep(store: StoreApi<SitemapStore>, step: HistoryStep): void {
  if (step.patches.length === 0 || step.patches.some((patch) => !patch.before || !patch.after)) return;
  const state = store.getState();
  const rows = selectRows(state);
  let first: { index: number; patch: HistoryStep["patches"][number] } | undefined;
  for (const patch of step.patches) {
    const index = findRowIndex(rows, patch);
    if (index >= 0 && (first === undefined || index < first.index)) first = { index, patch };
  }
  if (!first) return;
  const { file, entry, before, after } = first.patch;
  const row: RowRef = { file, entry };
  const column = REVEALED_FIELDS.find((field) => before?.[field] !== after?.[field]) ?? "loc";
  state.setActiveRow(row, column);
  if (state.selection.size <= 1) state.setSelection([row]);
}
