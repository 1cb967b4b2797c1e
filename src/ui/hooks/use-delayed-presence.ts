/**
 * `present`, but true only `delayMs` after it became true (false at once): a panel that appears on a click
 * waits out a double-click, so the layout does not move under the pointer between its two clicks.
 */
import { useEffect, useState } from "react";

/** How long a double-click may take: Windows' default, 500 ms (most people click within 300). */
export const DOUBLE_CLICK_MS = 500;

/**
 * `now`: no wait this time (an action of the keyboard, with no second click to wait for); the panel then
 * stays shown while `present`, as after the delay.
 */
export function useDelayedPresence(present: boolean, delayMs = DOUBLE_CLICK_MS, now = false): boolean {
  const [shown, setShown] = useState(present);
  if (now && present && !shown) setShown(true);
  useEffect(() => {
    if (!present) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [present, delayMs]);
  return present && shown;
}
