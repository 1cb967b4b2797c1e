/**
 * Small counts shared by the guesses the app makes from a file's own values (its usual timezone, its
 * usual news publication), and the reading of a W3C zone. Thread-portable, no DOM.
 */

/**
 * The value met most often in `values` (on a tie, the one that reached that count first), skipping
 * `undefined` and "";
 * undefined when there is none. O(n), one Map.
 * @example getMostCommon(["+03:00", undefined, "Z", "+03:00"]) // "+03:00"
 */
export function getMostCommon(values: Iterable<string | undefined>): string | undefined {
  const counts = new Map<string, number>();
  let best: string | undefined;
  let bestCount = 0;
  for (const value of values) {
    if (value === undefined || value === "") continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Minutes east of UTC of a W3C datetime zone (`+03:00` → 180, `-05:30` → -330, `Z` → 0), or undefined
 * for anything else (W3C Datetime, https://www.w3.org/TR/NOTE-datetime).
 */
export function getZoneOffsetMinutes(zone: string | undefined): number | undefined {
  if (zone === "Z") return 0;
  const match = zone === undefined ? null : /^([+-])(\d{2}):(\d{2})$/.exec(zone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
