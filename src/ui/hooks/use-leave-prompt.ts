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
