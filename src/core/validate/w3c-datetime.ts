/**
 * W3C Datetime (https://www.w3.org/TR/NOTE-datetime), the format of `lastmod`: `YYYY`, `YYYY-MM`,
 * `YYYY-MM-DD`, `YYYY-MM-DDThh:mmTZD`, `YYYY-MM-DDThh:mm:ssTZD`, `YYYY-MM-DDThh:mm:ss.sTZD`, where TZD is
 * `Z` or `+hh:mm` / `-hh:mm`.
 *
 * One anchored regular expression of fixed-width groups (no nested quantifiers, so no backtracking blow-up)
 * splits the value; the rest is arithmetic. Thread-portable, no DOM.
 */

/**
 * What a `lastmod` value is, the most specific fault first:
 * - `invalid`: empty or not W3C Datetime at all;
 * - `impossible-date`: W3C-shaped but not on the calendar or clock (`2024-02-30`, `T25:00`);
 * - `bad-timezone`: offset without colon (`+0900`), out of range (beyond ±14:00), or on a date without time;
 * - `no-timezone`: a time without `Z` or an offset;
 * - `imprecise`: `YYYY`, `YYYY-MM`, or `hh:mm` without seconds (W3C-valid, refused by the XSD);
 * - `date`: a valid `YYYY-MM-DD`; `datetime`: a valid date and time with zone.
 */
export type DatetimeKind =
  | "invalid"
  | "impossible-date"
  | "bad-timezone"
  | "no-timezone"
  | "imprecise"
  | "date"
  | "datetime";

/** The verdict on one value: its kind and, when it names an instant, that instant in ms since the epoch. */
export interface DatetimeVerdict {
  kind: DatetimeKind;
  /** Start of the named period in UTC (a date counts from 00:00 UTC); absent for faulty values. */
  time?: number;
}

// groups: 1 year, 2 month, 3 day, 4 hour, 5 minute, 6 second, 7 fraction, 8 the rest (zone or garbage)
const SHAPE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?)?)?(.*)$/;
const OFFSET_WITH_COLON = /^[+-]\d{2}:\d{2}$/;
const OFFSET_WITHOUT_COLON = /^[+-]\d{2}(?:\d{2})?$/;
/** Largest UTC offset in minutes (the XSD's ±14:00). */
const MAX_OFFSET_MINUTES = 14 * 60;

const INVALID: DatetimeVerdict = { kind: "invalid" };

/** Days in `month` (1-12) of `year` in the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Offset of a zone designator in minutes east of UTC, NaN when out of range, undefined when not a zone. */
function parseZone(zone: string): number | undefined {
  if (zone === "Z") return 0;
  if (!OFFSET_WITH_COLON.test(zone)) return undefined;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) return Number.NaN;
  return zone[0] === "-" ? -total : total;
}

/** True when the parts name a real calendar day and clock time (no leap seconds, no 24:00). */
function isOnCalendar(parts: RegExpExecArray): boolean {
  const year = Number(parts[1]);
  const month = parts[2] === undefined ? 1 : Number(parts[2]);
  const day = parts[3] === undefined ? 1 : Number(parts[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (parts[4] === undefined) return true;
  return (
    Number(parts[4]) <= 23 && Number(parts[5]) <= 59 && (parts[6] === undefined || Number(parts[6]) <= 59)
  );
}

/** Milliseconds since the epoch of the parts, shifted by `offsetMinutes`. */
function toTime(parts: RegExpExecArray, offsetMinutes: number): number {
  const ms = parts[7] === undefined ? 0 : Math.floor(Number(`0.${parts[7]}`) * 1000);
  const utc = Date.UTC(
    Number(parts[1]),
    parts[2] === undefined ? 0 : Number(parts[2]) - 1,
    parts[3] === undefined ? 1 : Number(parts[3]),
    parts[4] === undefined ? 0 : Number(parts[4]),
    parts[5] === undefined ? 0 : Number(parts[5]),
    parts[6] === undefined ? 0 : Number(parts[6]),
    ms,
  );
  return utc - offsetMinutes * 60_000;
}

/**
 * Classifies a `lastmod` value (already trimmed) as W3C Datetime; see `DatetimeKind`.
 * @example classifyW3cDatetime("2015-12-22T05:31-01:00").kind // "imprecise"
 */
export function classifyW3cDatetime(value: string): DatetimeVerdict {
  const parts = SHAPE.exec(value);
  if (!parts) return INVALID;
  const rest = parts[8];
  const hasTime = parts[4] !== undefined;
  const zone = rest === "" ? undefined : parseZone(rest);
  if (rest !== "" && zone === undefined && !OFFSET_WITHOUT_COLON.test(rest)) return INVALID;
  if (!isOnCalendar(parts)) return { kind: "impossible-date" };
  if (rest !== "" && (zone === undefined || Number.isNaN(zone) || !hasTime)) return { kind: "bad-timezone" };
  if (hasTime && zone === undefined) return { kind: "no-timezone" };
  const time = toTime(parts, zone ?? 0);
  if (parts[3] === undefined || (hasTime && parts[6] === undefined)) return { kind: "imprecise", time };
  return { kind: hasTime ? "datetime" : "date", time };
}
