/**
 * The banner of a tab that does not save: another tab has the workspace open (or took it over). "Use it
 * here instead" makes this tab the one that saves; the other tab saves what it has, is told, and stops.
 */
import { useState } from "react";
import { AUTOSAVE_TEXT } from "@/ui/messages";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";

export function OtherTabBanner() {
  const autosave = useAutosave();
  const elsewhere = useAutosaveState((state) => state.status === "elsewhere");
  const [busy, setBusy] = useState(false);
  if (!autosave || !elsewhere) return null;
  const takeOver = async () => {
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
      <p>{AUTOSAVE_TEXT.otherTab}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void takeOver()}>
        {busy ? AUTOSAVE_TEXT.takingOver : AUTOSAVE_TEXT.useHere}
      </button>
    </div>
  );
}
