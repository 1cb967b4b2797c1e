/**
 * A bulk change big enough to freeze the page for a second or more (a million rows) says so first: the
 * caller shows "Changing N rows…" while `working`, the browser paints it, and the change runs in a task of
 * its own. Small changes run at once, in the event that asked for them.
 */
import { useCallback, useState } from "react";

/**
 * From this many rows a change says it is working before it starts: measured at 1,000,000 rows on a
 * 2-core machine, a bulk Set is one synchronous step of 2-3 s (new entries, the undo step, the changes for
 * the worker), about a second per 300,000 rows.
 */
export const SLOW_BULK_ROWS = 100_000;

/**
 * `[working, run]`: `run(rows, change)` calls `change` now when `rows` is under `slowFrom` (default
 * `SLOW_BULK_ROWS`), else sets `working`, waits for a frame to be painted and calls it in a new task, then
 * clears `working` (even when `change` throws; when it returns a promise, once that settles). A second
 * `run` while working is ignored.
 */
export function useSlowStep(
  slowFrom = SLOW_BULK_ROWS,
): [boolean, (rows: number, change: () => unknown) => void] {
  const [working, setWorking] = useState(false);
  const run = useCallback(
    (rows: number, change: () => unknown) => {
      if (rows < slowFrom) {
        change();
        return;
      }
      if (working) return;
      setWorking(true);
      requestAnimationFrame(() =>
        setTimeout(() => {
          let result: unknown;
          try {
            result = change();
          } finally {
            // a change in slices (a promise) works until it settles
            if (result instanceof Promise) void result.finally(() => setWorking(false));
            else setWorking(false);
          }
        }, 0),
      );
    },
    [working, slowFrom],
  );
  return [working, run];
}
