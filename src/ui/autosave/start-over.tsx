/**
 * "Start over" in the header: asks first (`ConfirmDialog`: focus on Cancel, Escape cancels), then empties
 * the workspace and deletes its saved copy, and forgets the last export's split sizes and name (a new
 * site's files; `forgetSiteExportChoices`). Cancel keeps everything.
 */
import { useRef, useState } from "react";
import { forgetSiteExportChoices, getDefaultStorage } from "@/store/preferences";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { AUTOSAVE_TEXT } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";

export function StartOverButton() {
  const autosave = useAutosave();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const empty = useAppStore((state) => state.files.length === 0);
  if (!autosave || (empty && !open)) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="button" onClick={() => setOpen(true)}>
        {AUTOSAVE_TEXT.startOver}
      </button>
      {open && (
        <StartOverDialog
          onCancel={close}
          onConfirm={() => {
            // the workspace empties at once; deleting its saved copy waits for a save under way to end
            // (seconds for a big one), which the dialog does not: its Cancel could no longer cancel, and
            // files dropped meanwhile were refused as "a dialog is open" (a failure there is a notice)
            void autosave.startOver();
            forgetSiteExportChoices(getDefaultStorage());
            close();
          }}
        />
      )}
    </>
  );
}

export interface StartOverDialogProps {
  onCancel: () => void;
  onConfirm: () => Promise<void> | void;
}

/** The confirmation: "Start over?" with Cancel (focused) and Start over (`ConfirmDialog`). */
export function StartOverDialog({ onCancel, onConfirm }: StartOverDialogProps) {
  const elsewhere = useAutosaveState((state) => state.status === "elsewhere");
  return (
    <ConfirmDialog
      title={AUTOSAVE_TEXT.startOverTitle}
      confirmLabel={AUTOSAVE_TEXT.startOverConfirm}
      className="start-over-dialog"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{elsewhere ? AUTOSAVE_TEXT.startOverBodyTab : AUTOSAVE_TEXT.startOverBody}</p>
      {elsewhere && <p className="muted">{AUTOSAVE_TEXT.startOverElsewhere}</p>}
    </ConfirmDialog>
  );
}
