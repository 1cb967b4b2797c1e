/**
 * Undo and Redo in the header: disabled when there is nothing to undo or redo, titled with the step they
 * would revert or re-apply and the shortcut; they also install the keyboard shortcuts.
 */
import { memo, useState } from "react";
import { selectRedoStep, selectUndoStep } from "@/store/selectors";
import type { HistoryStep } from "@/store/store-types";
import { runHistoryCommand } from "@/ui/history-command";
import { isMacPlatform, useHistoryShortcuts } from "@/ui/hooks/use-history-shortcuts";
import { formatMessage, getShortcutText, getStepLabel, TOOLS_TEXT } from "@/ui/messages";
import { useAppStoreApi, useDeferredAppStore } from "@/ui/store-context";
import "./toolbar.css";

const TEXT = TOOLS_TEXT.history;

function UndoIcon({ flip }: { flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      style={flip ? { transform: "scaleX(-1)" } : undefined}
    >
      <path
        d="M5.5 3.5 2.5 6.5l3 3M3 6.5h6.25a3.75 3.75 0 0 1 0 7.5H7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HistoryButtons() {
  useHistoryShortcuts();
  // deferred: an edit's frame paints the edit, the buttons' new state follows in the next (the view is
  // memoized, so the edit's own render stops here)
  const undoStep = useDeferredAppStore(selectUndoStep);
  const redoStep = useDeferredAppStore(selectRedoStep);
  return <HistoryButtonsView undoStep={undoStep} redoStep={redoStep} />;
}

interface HistoryButtonsViewProps {
  undoStep: HistoryStep | undefined;
  redoStep: HistoryStep | undefined;
}

const HistoryButtonsView = memo(function HistoryButtonsView({ undoStep, redoStep }: HistoryButtonsViewProps) {
  const store = useAppStoreApi();
  const [mac] = useState(isMacPlatform);
  const undoTitle = undoStep
    ? formatMessage(TEXT.undoTitle, { label: getStepLabel(undoStep), keys: getShortcutText("undo", mac) })
    : TEXT.nothingToUndo;
  const redoTitle = redoStep
    ? formatMessage(TEXT.redoTitle, { label: getStepLabel(redoStep), keys: getShortcutText("redo", mac) })
    : TEXT.nothingToRedo;
  return (
    <fieldset className="history-buttons">
      <legend className="visually-hidden">{TEXT.groupLabel}</legend>
      <button
        type="button"
        className="button history-button"
        disabled={!undoStep}
        title={undoTitle}
        onClick={() => runHistoryCommand(store, "undo")}
      >
        <UndoIcon />
        <span className="history-label">{TEXT.undo}</span>
      </button>
      <button
        type="button"
        className="button history-button"
        disabled={!redoStep}
        title={redoTitle}
        onClick={() => runHistoryCommand(store, "redo")}
      >
        <UndoIcon flip />
        <span className="history-label">{TEXT.redo}</span>
      </button>
    </fieldset>
  );
});
