/**
 * "Start over" in the header: asks first in an alert dialog of our own (role=alertdialog, focus on Cancel,
 * Escape cancels), then empties the workspace and deletes its saved copy. Cancel keeps everything.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { AUTOSAVE_TEXT, messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";
import "@/ui/dialog.css";

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
          onConfirm={async () => {
            await autosave.startOver();
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

/** The confirmation: "Start over?" with Cancel (focused) and Start over. */
export function StartOverDialog({ onCancel, onConfirm }: StartOverDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const elsewhere = useAutosaveState((state) => state.status === "elsewhere");

  useEffect(() => cancel.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    } else if (event.key === "Tab") {
      // two buttons: keep focus inside
      event.preventDefault();
      (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="dialog start-over-dialog"
        onKeyDown={onKeyDown}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{AUTOSAVE_TEXT.startOverTitle}</h2>
        </header>
        <div className="dialog-body" id={bodyId}>
          <p>{AUTOSAVE_TEXT.startOverBody}</p>
          {elsewhere && <p className="muted">{AUTOSAVE_TEXT.startOverElsewhere}</p>}
        </div>
        <footer className="dialog-footer">
          <button ref={cancel} type="button" className="button" onClick={onCancel}>
            {messages.actions.cancel}
          </button>
          <button
            ref={confirm}
            type="button"
            className="button danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {AUTOSAVE_TEXT.startOverConfirm}
          </button>
        </footer>
      </div>
    </div>
  );
}
