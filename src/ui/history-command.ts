/**
 * Undo or redo from any control (header buttons, shortcuts, a notice's Undo): at once for the usual step,
 * after "Undoing: Set changefreq on 1,000,000 URLs…" is painted for a step of `SLOW_BULK_ROWS` entries or
 * more (1-2 s of work at a million rows, `working-status.ts`).
 */
import type { StoreApi } from "zustand";
import { selectRedoStep, selectUndoStep } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { SLOW_BULK_ROWS } from "@/ui/hooks/use-slow-step";
import { formatMessage, getStepLabel, TOOLS_TEXT } from "@/ui/messages";
import { runAfterPaint } from "@/ui/working-status";

/** Runs `command` on `store` (nothing when there is no step to undo or redo). */
export function runHistoryCommand(store: StoreApi<SitemapStore>, command: "undo" | "redo"): void {
  const state = store.getState();
  const step = command === "undo" ? selectUndoStep(state) : selectRedoStep(state);
  if (!step) return;
  const template = command === "undo" ? TOOLS_TEXT.history.undoing : TOOLS_TEXT.history.redoing;
  runAfterPaint(
    step.patches.length,
    SLOW_BULK_ROWS,
    () => formatMessage(template, { label: getStepLabel(step) }),
    () => store.getState()[command](),
  );
}
