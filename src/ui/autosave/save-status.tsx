/**
 * The header's save indicator: small and muted "Saving…" / "Saved", and a lasting "Not saved" (error
 * colour) when the last write failed or another tab saves this workspace; its title says why.
 */
import { AUTOSAVE_TEXT, formatMessage } from "@/ui/messages";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";

function formatTime(ms: number | undefined): string {
  return ms === undefined ? "" : new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

export function SaveStatus() {
  const autosave = useAutosave();
  const status = useAutosaveState((state) => state.status);
  const savedAt = useAutosaveState((state) => state.savedAt);
  const quota = useAutosaveState((state) => state.failure?.quota);
  const detail = useAutosaveState((state) => state.failure?.detail);
  if (!autosave || status === "idle" || status === "restoring") return null;
  if (status === "failed" || status === "elsewhere") {
    const title =
      status === "elsewhere"
        ? AUTOSAVE_TEXT.notSavedElsewhere
        : quota
          ? AUTOSAVE_TEXT.notSavedQuota
          : formatMessage(AUTOSAVE_TEXT.notSavedError, { detail });
    return (
      <span className="save-status not-saved" data-status={status} title={title}>
        <span className="severity-dot error" aria-hidden="true" />
        {AUTOSAVE_TEXT.notSaved}
        <span className="visually-hidden">: {title}</span>
      </span>
    );
  }
  const saved = status === "saved";
  return (
    <span
      className="save-status muted"
      data-status={status}
      title={
        saved ? formatMessage(AUTOSAVE_TEXT.savedTitle, { time: formatTime(savedAt) }) : AUTOSAVE_TEXT.saving
      }
    >
      <span className="save-status-label">{saved ? AUTOSAVE_TEXT.saved : AUTOSAVE_TEXT.saving}</span>
    </span>
  );
}
