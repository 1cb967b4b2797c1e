/**
 * Opening files: drop anywhere on the window (a full-window overlay shows while dragging), Ctrl+V of text
 * outside a field, and a "choose files" button over a hidden file input. CSV/TSV tables are imported.
 */
import { useRef } from "react";
import { isModalOpen } from "./hooks/modal-open";
import { usePasteAnywhere } from "./hooks/use-paste-anywhere";
import { useWindowFileDrop } from "./hooks/use-window-file-drop";
import { messages } from "./messages";
import { openBrowserFiles } from "./open-files";
import { useAskSameName } from "./same-name-dialog";
import { useAppStoreApi } from "./store-context";

/** The file types the picker offers. */
export const ACCEPTED_FILES = ".xml,.gz,.txt,.rss,.atom,.csv,.tsv,.zip";

/** Listens for dropped files and pasted text on the whole window; renders the overlay while dragging. */
export function DropZone() {
  const store = useAppStoreApi();
  const ask = useAskSameName();
  const dragging = useWindowFileDrop(
    (files) => void openBrowserFiles(store, files, ask),
    () => store.getState().notify("info", "notice.drop-behind-dialog"),
    () => store.getState().notify("warning", "notice.folder-no-sitemap"),
    () => store.getState().notify("warning", "notice.folder-limits"),
  );
  usePasteAnywhere((text) => void store.getState().addPastedText(text));
  if (!dragging) return null;
  // behind an open dialog nothing is opened: the overlay says so before the drop
  const blocked = isModalOpen();
  return (
    <div className="drop-overlay" aria-hidden="true">
      <div className="drop-overlay-card">
        <DropIcon />
        <p className="drop-overlay-title">{blocked ? messages.drop.overlayBlocked : messages.drop.overlay}</p>
        <p className="drop-overlay-hint">
          {blocked ? messages.drop.overlayBlockedHint : messages.drop.overlayHint}
        </p>
      </div>
    </div>
  );
}

export interface FilePickerButtonProps {
  label: string;
  className?: string;
}

/** A button that opens the system file picker (several files at once) and adds what was chosen. */
export function FilePickerButton({ label, className }: FilePickerButtonProps) {
  const store = useAppStoreApi();
  const ask = useAskSameName();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className ?? "button"} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        aria-label={messages.drop.inputLabel}
        // the visible button opens it: out of the tab order and the accessibility tree, or screen readers
        // hear a second "Choose sitemap files" control per button (tests still reach it by selector)
        aria-hidden="true"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) void openBrowserFiles(store, files, ask);
        }}
      />
    </>
  );
}

export function DropIcon() {
  return (
    <svg className="drop-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M14 6h14l10 10v24a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M28 6v10h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M24 22v12m-5-5 5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
