/**
 * The table's window-wide shortcuts (issue #6): Ctrl+F (Cmd+F) opens Find and replace instead of the
 * browser's find, anywhere in the app; "?" outside a text field opens the shortcut list. Not while another
 * dialog is open.
 */
import { useEffect, useRef } from "react";
import { getShortcutLetter } from "@/ui/hooks/shortcut-letter";
import { isMacPlatform } from "@/ui/hooks/use-history-shortcuts";

export type TableDialogKind = "replace" | "dedupe" | "shortcuts";

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["button", "checkbox", "radio", "range", "file"].includes(target.type)
  );
}

/** Which dialog a key event asks for, if any. */
export function getShortcutDialog(event: KeyboardEvent, mac: boolean): TableDialogKind | undefined {
  const mod = mac ? event.metaKey : event.ctrlKey;
  if (mod && !event.altKey && !event.shiftKey && getShortcutLetter(event) === "f") return "replace";
  if (event.key === "?" && !event.ctrlKey && !event.metaKey && !isTextField(event.target)) return "shortcuts";
  return undefined;
}

/**
 * Installs the window-wide shortcuts; `kinds` limits them to the dialogs the caller can show (the empty
 * screen has only the shortcut list: Ctrl+F stays the browser's there).
 */
export function useTableShortcuts(
  open: (kind: TableDialogKind) => void,
  kinds?: readonly TableDialogKind[],
): void {
  const latest = useRef(open);
  latest.current = open;
  const shown = useRef(kinds);
  shown.current = kinds;
  useEffect(() => {
    const mac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector("[aria-modal='true']")) return;
      const kind = getShortcutDialog(event, mac);
      if (!kind || (shown.current !== undefined && !shown.current.includes(kind))) return;
      event.preventDefault();
      latest.current(kind);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
