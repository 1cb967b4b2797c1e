/**
 * W3C Datetime (https://www.w3.org/TR/NOTE-datetime), the format of `lastmod`: `YYYY`, `YYYY-MM`,
 * `YYYY-MM-DD`, `YYYY-MM-DDThh:mmTZD`, `YYYY-MM-DDThh:mm:ssTZD`, `YYYY-MM-DDThh:mm:ss.sTZD`, where TZD is
 * `Z` or `+hh:mm` / `-hh:mm`.
 *
 * The common form is recognised by one regular expression, any other by a hand-written scanner over
 * character codes; no allocation for a valid value (this runs once per entry, 50,000+ times per file). Thread-portable, no DOM.
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

/** Largest UTC offset in minutes (the XSD's ±14:00). */
const MAX_OFFSET_MINUTES = 14 * 60;
/** Marks a zone designator that is not one (garbage after the date or time). */
const NOT_A_ZONE = -10_000;
/** Marks a zone that is meant as an offset but is written wrong or out of range. */
const BAD_ZONE = 10_000;
/** Marks "no zone written". */
const NO_ZONE = 20_000;

/** The number written by `count` ASCII digits at `at`, or -1 when any is not a digit (or past the end). */
function readDigits(text: string, at: number, count: number): number {
  if (at + count > text.length) return -1;
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The year a W3C Datetime value starts with (its first four digits), or -1. Allocates nothing. */
export function getW3cYear(value: string): number {
  return readDigits(value, 0, 4);
}

/** Days in `month` (1-12) of `year` in the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The zone written from `at` to the end, in minutes east of UTC; or `NO_ZONE` (nothing written), `BAD_ZONE`
 * (`+0900`, `+09`, out of range), `NOT_A_ZONE` (anything else).
 */
function readZone(text: string, at: number): number {
  const length = text.length - at;
  if (length === 0) return NO_ZONE;
  const sign = text.charCodeAt(at);
  if (length === 1 && sign === 90) return 0; // "Z"
  if (sign !== 43 && sign !== 45) return NOT_A_ZONE; // "+", "-"
  const hours = readDigits(text, at + 1, 2);
  if (hours < 0) return NOT_A_ZONE;
  if (length === 3 || (length === 5 && readDigits(text, at + 3, 2) >= 0)) return BAD_ZONE;
  const minutes = length === 6 && text.charCodeAt(at + 3) === 58 ? readDigits(text, at + 4, 2) : -1;
  if (minutes < 0) return NOT_A_ZONE;
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) return BAD_ZONE;
  return sign === 45 ? -total : total;
}

/** Parts of a value, -1 where absent; `end` is where the zone starts. NOTE: reused across calls. */
const parts = { year: 0, month: -1, day: -1, hour: -1, minute: -1, second: -1, ms: 0, end: 0 };

/** The two digits after the separator `separator` (a character code) at `at`, or -1. */
function readField(text: string, at: number, separator: number): number {
  return text.charCodeAt(at) === separator ? readDigits(text, at + 1, 2) : -1;
}

/** Reads date and time parts into `parts`; false when the value does not start with 4 digits. */
function readParts(text: string): boolean {
  parts.year = readDigits(text, 0, 4);
  parts.month = parts.day = parts.hour = parts.minute = parts.second = -1;
  parts.ms = 0;
  parts.end = 4;
  if (parts.year < 0) return false;
  parts.month = readField(text, 4, 45); // "-"
  if (parts.month < 0) return true;
  parts.end = 7;
  parts.day = readField(text, 7, 45);
  if (parts.day < 0) return true;
  parts.end = 10;
  const hour = readField(text, 10, 84); // "T"
  const minute = hour >= 0 ? readField(text, 13, 58) : -1; // ":"
  if (minute < 0) return true;
  parts.hour = hour;
  parts.minute = minute;
  parts.end = 16;
  parts.second = readField(text, 16, 58);
  if (parts.second < 0) return true;
  parts.end = text.charCodeAt(19) === 46 ? readFraction(text, 20) : 19; // "."
  return true;
}

/** Reads the digits of a fraction of a second from `at` into `parts.ms`; returns where they end. */
function readFraction(text: string, at: number): number {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  if (end === at) return at - 1; // a lone "." is left to the zone reader, which refuses it
  let ms = 0;
  for (let i = at; i < at + 3; i++) ms = ms * 10 + (i < end ? text.charCodeAt(i) - 48 : 0);
  parts.ms = ms;
  return end;
}

/** True when `parts` name a real calendar day and clock time (no leap seconds, no 24:00). */
function isOnCalendar(): boolean {
  const month = parts.month < 0 ? 1 : parts.month;
  const day = parts.day < 0 ? 1 : parts.day;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(parts.year, month)) return false;
  return parts.hour <= 23 && parts.minute <= 59 && parts.second <= 59;
}

/** Milliseconds since the epoch of `parts`, shifted by `offsetMinutes`. */
function toTime(offsetMinutes: number): number {
  const { year, month, day, hour, minute, second, ms } = parts;
  const utc = Date.UTC(
    year,
    Math.max(month, 1) - 1,
    Math.max(day, 1),
    Math.max(hour, 0),
    Math.max(minute, 0),
  );
  return utc + Math.max(second, 0) * 1000 + ms - offsetMinutes * 60_000;
}

/**
 * A full date-time to the second with a zone, every field in range except the day (1-31): the common
 * `lastmod`. One regular expression, which V8 runs natively, instead of the scan below.
 */
const PLAIN_DATETIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))$/;

/** True when `value` matches `PLAIN_DATETIME` and its day exists in its month. */
function isPlainDatetime(value: string): boolean {
  if (!PLAIN_DATETIME.test(value)) return false;
  const day = (value.charCodeAt(8) - 48) * 10 + value.charCodeAt(9) - 48;
  if (day <= 28) return true;
  const month = (value.charCodeAt(5) - 48) * 10 + value.charCodeAt(6) - 48;
  return day <= daysInMonth(readDigits(value, 0, 4), month);
}

/**
 * Classifies a `lastmod` value (already trimmed) as W3C Datetime; see `DatetimeKind`. Allocates nothing.
 * @example classifyW3cDatetime("2015-12-22T05:31-01:00") // "imprecise"
 */
export function classifyW3cDatetime(value: string): DatetimeKind {
  return isPlainDatetime(value) ? "datetime" : classifyByParts(value);
}

/**
 * `classifyW3cDatetime` by the scanner alone (no regex shortcut); leaves the value's parts in `parts`.
 * Exported so tests can hold the shortcut to it.
 */
export function classifyByParts(value: string): DatetimeKind {
  if (!readParts(value)) return "invalid";
  const zone = readZone(value, parts.end);
  if (zone === NOT_A_ZONE) return "invalid";
  if (!isOnCalendar()) return "impossible-date";
  const hasTime = parts.hour >= 0;
  if (zone === BAD_ZONE || (zone !== NO_ZONE && !hasTime)) return "bad-timezone";
  if (hasTime && zone === NO_ZONE) return "no-timezone";
  if (parts.day < 0 || (hasTime && parts.second < 0)) return "imprecise";
  return hasTime ? "datetime" : "date";
}

/**
 * The instant a W3C Datetime value names, in ms since the epoch (a date or a month counts from its start,
 * 00:00 UTC); undefined for a value whose kind is `invalid`, `impossible-date`, `bad-timezone` or
 * `no-timezone`.
 * @example getW3cDatetimeTime("2024-06-25T15:40:18+02:00") // Date.UTC(2024, 5, 25, 13, 40, 18)
 */
export function getW3cDatetimeTime(value: string): number | undefined {
  const kind = classifyByParts(value);
  if (kind !== "date" && kind !== "datetime" && kind !== "imprecise") return undefined;
  const zone = readZone(value, parts.end);
  return toTime(zone === NO_ZONE ? 0 : zone);
}

/**
 * The instant a `lastmod` names for ordering rows by time, in ms since the epoch: `getW3cDatetimeTime`, and a
 * datetime written without its zone (`2024-01-03T10:00:00`, `lastmod.no-timezone`) read as UTC, so the common
 * fault still sorts among its neighbours; undefined for a value that names no instant (`08/05/2024`).
 * @example getLastmodSortTime("2025-03-02T09:15:00+03:00") // Date.UTC(2025, 2, 2, 6, 15)
 */
export function getLastmodSortTime(value: string): number | undefined {
  const time = getW3cDatetimeTime(value);
  if (time !== undefined || classifyByParts(value) !== "no-timezone") return time;
  return getW3cDatetimeTime(`${value}Z`);
}
