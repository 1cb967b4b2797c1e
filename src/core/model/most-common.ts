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
 * The origin (`https://www.example.ru`, no trailing slash, as each caller writes it) with the highest count
 * in `counts`; on a tie an `https://` origin wins over the same host's `http://` one (a site moving to
 * https lists both while it does, and the https one is where it goes: an `http://` guess told every
 * `https://` URL it had the wrong scheme, with no fix), else the first in the map's order. Undefined for
 * no count above 0.
 * @example pickTopOrigin(new Map([["http://a.ru", 2], ["https://a.ru", 2]])) // "https://a.ru"
 */
export function pickTopOrigin(counts: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let top = 0;
  for (const [origin, count] of counts) {
    if (count > top || (count === top && best !== undefined && isHttpsTwin(origin, best)))
      [best, top] = [origin, count];
  }
  return best;
}

/** True when `origin` is `https://` and `other` the same authority by `http://`. */
function isHttpsTwin(origin: string, other: string): boolean {
  return (
    other.length === origin.length - 1 &&
    origin.startsWith("https://") &&
    other.startsWith("http://") &&
    origin.endsWith(other.slice("http://".length))
  );
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
