/**
 * "Undoing…", "Deleting 1,000,000 URLs…": a change big enough to freeze the page for a second or more
 * (an undo, redo or delete of a million rows) says so in the header first. `runAfterPaint` shows the text,
 * lets the browser paint it, then runs the change in a task of its own and clears the text. One at a time:
 * a second request while one waits is dropped (a repeated Ctrl+Z during the freeze does not queue undos).
 * Module state shared by the page (one app per page). DOM only (`requestAnimationFrame`).
 */
import { useSyncExternalStore } from "react";

let current: string | undefined;
const listeners = new Set<() => void>();

function setText(text: string | undefined): void {
  current = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of the change under way, or undefined. */
export function useWorkingText(): string | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Runs `change` now when `rows` is under `threshold`; else shows `text` (`useWorkingText`), runs `change`
 * after the next paint, then clears it, even when `change` throws. Ignored while another one waits.
 */
export function runAfterPaint(rows: number, threshold: number, text: () => string, change: () => void): void {
  if (current !== undefined) return;
  if (rows < threshold) {
    change();
    return;
  }
  setText(text());
  requestAnimationFrame(() =>
    setTimeout(() => {
      try {
        change();
      } finally {
        setText(undefined);
      }
    }, 0),
  );
}
