/**
 * Ctrl+V (or Cmd+V) of text anywhere outside a text field: `onText` gets the pasted text. Pastes into
 * inputs, textareas and editable cells keep their normal behaviour.
 */
import { useEffect, useRef } from "react";
import { isModalOpen } from "./modal-open";

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function usePasteAnywhere(onText: (text: string) => void): void {
  const latest = useRef(onText);
  latest.current = onText;
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      // defaultPrevented: a paste the entries grid took (rows into the table, not a new file)
      if (event.defaultPrevented || isEditable(event.target) || isModalOpen()) return;
      const text = event.clipboardData?.getData("text/plain") ?? "";
      if (!text.trim()) return;
      event.preventDefault();
      latest.current(text);
    };
    document.addEventListener("paste", paste);
    return () => document.removeEventListener("paste", paste);
  }, []);
}
