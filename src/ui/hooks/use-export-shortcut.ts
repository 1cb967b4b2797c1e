/**
 * Ctrl+S (Cmd+S on a Mac) opens the export dialog while files are open and no modal dialog is, instead of
 * the browser's "save page", which would save the app's HTML, not the sitemaps: where an editor's user
 * reaches for "save". Also in a text field (the browser would save the page there too).
 */
import { useEffect } from "react";
import { isModalOpen } from "./modal-open";
import { getShortcutLetter } from "./shortcut-letter";
import { isMacPlatform } from "./use-history-shortcuts";

/** True when the key event asks for "save": Ctrl+S, or Cmd+S on a Mac (Ctrl+Ы on the Russian layout); no Shift or Alt. */
export function isSaveShortcut(event: KeyboardEvent, mac: boolean): boolean {
  const mod = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.shiftKey && !event.altKey && getShortcutLetter(event) === "s";
}

/** Listens on the window for the save shortcut while `enabled`, calling `onExport`. */
export function useExportShortcut(enabled: boolean, onExport: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const mac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSaveShortcut(event, mac)) return;
      // the page's own "save" never makes sense here: refused even behind a dialog
      event.preventDefault();
      if (!isModalOpen()) onExport();
    };
    // capture: the cell editor stops its keys from reaching the grid's handlers (and the window's)
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [enabled, onExport]);
}
