/**
 * The browser's "Leave site?" question while `typed` holds: text typed in a field and not yet committed
 * (a table cell's editor, a Details field, a file's Location). A reload or close asks first, as for a change
 * not yet saved; the workspace's own prompt (`persist-workspace.ts`) knows only committed changes, so typed
 * text had gone without a word (a Details hreflang typed and reloaded came back as it was).
 */
import { useEffect } from "react";

export function useLeavePrompt(typed: boolean): void {
  useEffect(() => {
    if (!typed) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older Chromium and Safari ask only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [typed]);
}

/**
 * True when a field's blur comes from the window or tab losing the focus (another window, another tab,
 * the browser's own "Leave site?" dialog) rather than the focus moving on in the page: a field that
 * commits on blur keeps its typed text and stays open instead, as a spreadsheet's cell editor does, and
 * the browser gives it the focus back on return. A blur so had committed text never confirmed (the reload
 * question the field asked for had itself blurred it), and a paste after coming back landed on the grid.
 */
export function isWindowBlur(): boolean {
  return !document.hasFocus();
}
