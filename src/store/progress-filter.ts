/**
 * Which of a read's progress reports the page shows. The worker reports about every 2% of the text, and
 * each report shown is a store change, a render and a frame of the progress bar, on two cores that the
 * worker and V8's compiler need at the same time. Measured on a 50k-ext drop (44 MB) in headless Chromium
 * on a 2-core machine, drops alternated with the build before (`bench/profile-drop.mjs`): the page drew 18
 * frames instead of 43, its thread and the renderer's helper threads spent 60-270 ms less CPU in each of 8
 * pairs (median 120 ms), and every check was done earlier in 8 of 11 pairs (84 ms at the median; the
 * machine's own drift is larger, so the wall time alone would not show it).
 *
 * Thread-portable, no DOM.
 */

/** The least move of a read's progress (a share of 1) shown. */
export const PROGRESS_STEP = 0.1;

/** A smaller move is shown once this long (ms) has passed since the last one shown: a slow read moves too. */
export const PROGRESS_QUIET_MS = 500;

/**
 * A filter for one read's progress reports (shares of 1, rising): true for a report to show. The start (0)
 * and the end (1) always show; between them a report shows when it moved at least `PROGRESS_STEP` past the
 * last one shown, or when `PROGRESS_QUIET_MS` have passed since then. `now` gives milliseconds.
 */
export function createProgressFilter(
  now: () => number = () => performance.now(),
): (share: number) => boolean {
  let shown = 0;
  let shownAt = now();
  return (share) => {
    const at = now();
    const between = share > 0 && share < 1;
    // a tenth within rounding (0.3 - 0.2 is 0.09999999999999998) counts as a tenth
    if (between && share - shown < PROGRESS_STEP - 1e-9 && at - shownAt < PROGRESS_QUIET_MS) return false;
    shown = share;
    shownAt = at;
    return true;
  };
}
