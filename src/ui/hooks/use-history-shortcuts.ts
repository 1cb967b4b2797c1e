/**
 * Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (Cmd on a Mac) undo and redo the workspace's history, unless focus is in
 * a text field (there the browser's own undo of the typed text applies; a select is no text field) or a modal dialog is open (an
 * undo behind it would change what the dialog shows, unseen).
 */
import { useEffect } from "react";
import { runHistoryCommand } from "@/ui/history-command";
import { useAppStoreApi } from "@/ui/store-context";
import { isModalOpen } from "./modal-open";
import { getShortcutLetter } from "./shortcut-letter";

/** True on macOS and iOS, where Cmd (not Ctrl) is the shortcut key. */
export function isMacPlatform(): boolean {
  if (typeof navigator === "undefined") return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/**
 * True when the key event's target edits text itself (inputs, text areas, contenteditable). A select is not
 * one: it has no undo of its own, and the focus stays on the language switch or a filter once chosen, where
 * Ctrl+Z did nothing at all.
 */
function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["button", "checkbox", "radio", "range", "color", "file", "submit", "reset"].includes(target.type);
}

/** Which history command a key event asks for, if any. */
export function getHistoryCommand(event: KeyboardEvent, mac: boolean): "undo" | "redo" | undefined {
  const mod = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey) return undefined;
  // Ctrl+Я on the Russian layout is Ctrl+Z
  const key = getShortcutLetter(event);
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return undefined;
}

/** Listens on the window for the undo/redo shortcuts while mounted. */
export function useHistoryShortcuts(): void {
  const store = useAppStoreApi();
  useEffect(() => {
    const mac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextTarget(event.target) || isModalOpen()) return;
      const command = getHistoryCommand(event, mac);
      if (!command) return;
      event.preventDefault();
      runHistoryCommand(store, command);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store]);
}
