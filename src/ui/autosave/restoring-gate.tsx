/**
 * Shows "Restoring your workspace…" until the autosave's first restore finished, so the empty state never
 * flashes before a saved workspace comes back. Files dropped meanwhile are kept (not opened by the browser)
 * and opened once the restored workspace is in place, as a drop on the app opens them (a CSV/TSV table is
 * imported, not read as a URL list; a name already open opens as a copy).
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useWindowFileDrop } from "@/ui/hooks/use-window-file-drop";
import { AUTOSAVE_TEXT } from "@/ui/messages";
import { openBrowserFiles } from "@/ui/open-files";
import { useAppStoreApi } from "@/ui/store-context";
import { useAutosaveState } from "./autosave-context";
import "./autosave.css";

export function RestoringGate({ children }: { children: ReactNode }) {
  const ready = useAutosaveState((state) => state.ready);
  const store = useAppStoreApi();
  const held = useRef<File[]>([]);

  useEffect(() => {
    if (!ready || held.current.length === 0) return;
    const files = held.current.splice(0);
    void openBrowserFiles(store, files);
  }, [ready, store]);

  if (ready) return children;
  return (
    <div className="restoring" role="status" aria-live="polite">
      <HoldDrops onFiles={(files) => held.current.push(...files)} />
      <span className="restoring-spinner" aria-hidden="true" />
      <p>{AUTOSAVE_TEXT.restoring}</p>
    </div>
  );
}

/** Catches files dropped on the window while restoring (the app's drop zone is not there yet). */
function HoldDrops({ onFiles }: { onFiles: (files: File[]) => void }) {
  useWindowFileDrop(onFiles);
  return null;
}
