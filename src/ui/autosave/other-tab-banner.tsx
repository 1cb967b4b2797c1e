/**
 * The banner of a tab that does not save: another tab has the workspace open (or took it over). "Use it
 * here instead" makes this tab the one that saves; the other tab saves what it has, is told, and stops.
 * This tab then loads what the other one saved: when files were changed here meanwhile (not saved), it
 * asks first, since those changes are replaced. Once the tab that saved was closed while files were changed
 * here (`otherClosed`), it says so and offers both: save the changes made here, or load the saved copy;
 * each asks first, since each replaces the other's changes.
 */
import { useState } from "react";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { AUTOSAVE_TEXT } from "@/ui/messages";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";

export function OtherTabBanner() {
  const autosave = useAutosave();
  const elsewhere = useAutosaveState((state) => state.status === "elsewhere");
  const otherClosed = useAutosaveState((state) => state.otherClosed === true);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // saving here writes this tab's workspace whole over the copy the closed tab saved: asked first, as
  // loading that copy over this tab's changes is (it went without a word, and the other tab's edits with it)
  const [askingKeep, setAskingKeep] = useState(false);
  if (!autosave || !elsewhere) return null;
  const takeOver = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await autosave.takeOver();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="other-tab-banner" role="status">
      <span className="severity-dot warning" aria-hidden="true" />
      <p>{otherClosed ? AUTOSAVE_TEXT.otherTabClosed : AUTOSAVE_TEXT.otherTab}</p>
      {otherClosed && (
        <button type="button" className="button primary" disabled={busy} onClick={() => setAskingKeep(true)}>
          {AUTOSAVE_TEXT.keepHere}
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        // the autosave knows whether files were changed here since this tab stopped saving (a redraw of
        // the banner, as a change of language makes, must not forget it)
        onClick={() => (autosave.hasUnsavedChanges() ? setAsking(true) : void takeOver())}
      >
        {busy ? AUTOSAVE_TEXT.takingOver : otherClosed ? AUTOSAVE_TEXT.loadSaved : AUTOSAVE_TEXT.useHere}
      </button>
      {asking && (
        <ConfirmDialog
          title={AUTOSAVE_TEXT.takeOverTitle}
          confirmLabel={AUTOSAVE_TEXT.takeOverConfirm}
          onCancel={() => setAsking(false)}
          onConfirm={takeOver}
        >
          <p>{AUTOSAVE_TEXT.takeOverBody}</p>
        </ConfirmDialog>
      )}
      {/* moot once another tab took the workspace over (the banner says so): asked no more */}
      {askingKeep && otherClosed && (
        <ConfirmDialog
          title={AUTOSAVE_TEXT.keepHereTitle}
          confirmLabel={AUTOSAVE_TEXT.keepHere}
          onCancel={() => setAskingKeep(false)}
          onConfirm={() => {
            setAskingKeep(false);
            autosave.keepHere();
          }}
        >
          <p>{AUTOSAVE_TEXT.keepHereBody}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
