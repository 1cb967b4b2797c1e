/**
 * The header's save indicator: small and muted "Saving…" / "Saved", and a lasting "Not saved" (error
 * colour) when the last write failed or another tab saves this workspace; its title says why.
 */
import { memo, useDeferredValue } from "react";
import type { SaveStatus as SaveStatusKind } from "@/store/persist-workspace";
import { getLocale } from "@/ui/locale-state";
import { AUTOSAVE_TEXT, formatMessage } from "@/ui/messages";
import { useAutosave, useAutosaveState } from "./autosave-context";
import "./autosave.css";

/**
 * Hours and minutes: in the browser's locale with the English interface (its 12- or 24-hour clock), as
 * Russian writes them with the Russian one (08:40, not "08:40 AM" inside a Russian sentence). Made once
 * (`toLocaleTimeString` builds a format per call, 0.5 ms).
 */
const TIME_FORMATS = {
  en: new Intl.DateTimeFormat([], { hour: "2-digit", minute: "2-digit" }),
  ru: new Intl.DateTimeFormat("ru-RU", { hour: "2-digit", minute: "2-digit" }),
};

function formatTime(ms: number | undefined): string {
  return ms === undefined ? "" : TIME_FORMATS[getLocale()].format(ms);
}

export function SaveStatus() {
  const autosave = useAutosave();
  // deferred: an edit's "Saving…" follows in the frame after the edit's own (`useDeferredAppStore`); the
  // view is memoized, so the edit's own render stops here
  const status = useDeferredValue(useAutosaveState((state) => state.status));
  const savedAt = useDeferredValue(useAutosaveState((state) => state.savedAt));
  const quota = useDeferredValue(useAutosaveState((state) => state.failure?.quota));
  const detail = useDeferredValue(useAutosaveState((state) => state.failure?.detail));
  const otherClosed = useDeferredValue(useAutosaveState((state) => state.otherClosed === true));
  if (!autosave) return null;
  return (
    <SaveStatusView
      status={status}
      savedAt={savedAt}
      quota={quota}
      detail={detail}
      otherClosed={otherClosed}
    />
  );
}

interface SaveStatusViewProps {
  status: SaveStatusKind;
  /** When the last write ended (ms since the epoch). */
  savedAt: number | undefined;
  quota: boolean | undefined;
  detail: string | undefined;
  /** The tab that saved was closed while files were changed here (`AutosaveState.otherClosed`). */
  otherClosed: boolean;
}

const SaveStatusView = memo(function SaveStatusView({
  status,
  savedAt,
  quota,
  detail,
  otherClosed,
}: SaveStatusViewProps) {
  if (status === "idle" || status === "restoring") return null;
  if (status === "failed" || status === "elsewhere") {
    const title =
      status === "elsewhere"
        ? otherClosed
          ? AUTOSAVE_TEXT.notSavedOtherClosed
          : AUTOSAVE_TEXT.notSavedElsewhere
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
        !saved
          ? AUTOSAVE_TEXT.saving
          : savedAt === undefined
            ? AUTOSAVE_TEXT.savedTitleUntimed
            : formatMessage(AUTOSAVE_TEXT.savedTitle, { time: formatTime(savedAt) })
      }
    >
      <span className="save-status-label">{saved ? AUTOSAVE_TEXT.saved : AUTOSAVE_TEXT.saving}</span>
    </span>
  );
});
