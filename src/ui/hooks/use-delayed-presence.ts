/**
 * `present`, but true only `delayMs` after it became true (false at once): a panel that appears on a click
 * waits out a double-click, so the layout does not move under the pointer between its two clicks.
 */
import { useEffect, useState } from "react";

/** How long a double-click may take: Windows' default, 500 ms (most people click within 300). */
export const DOUBLE_CLICK_MS = 500;

export function useDelayedPresence(present: boolean, delayMs = DOUBLE_CLICK_MS): boolean {
  const [shown, setShown] = useState(present);
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
