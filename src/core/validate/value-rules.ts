/**
 * Rules on one entry's `lastmod`, `changefreq` and `priority` values, and Yandex's 100-byte limit on them.
 * One fault, one code: a value gets at most one format code (the most specific), and
 * `yandex.value-too-long` only when the value has no format fault (an invalid value is already reported).
 *
 * Sources: sitemaps.org protocol (https://www.sitemaps.org/protocol.html#xmlTagDefinitions), W3C Datetime
 * (https://www.w3.org/TR/NOTE-datetime), Google (build-sitemap), Bing (July 2025 blog), Yandex
 * (https://yandex.com/support/webmaster/en/controlling-robot/sitemap). Thread-portable, no DOM.
 */

import { LASTMOD_FUTURE_SLACK_MS, MAX_YANDEX_VALUE_BYTES } from "../limits";
import type { Problem, SitemapFile, UrlEntry, UrlField } from "../model/types";
import { type CheckContext, type PlacedEntry, placeOf, report } from "./check-context";
import type { FileScan } from "./rule.types";
import { classifyW3cDatetime, type DatetimeKind, getW3cDatetimeTime, getW3cYear } from "./w3c-datetime";

/** The `changefreq` values of the protocol, in its order (case matters). Source: sitemaps.org protocol. */
export const CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** The same values as a set, for membership tests. */
export const CHANGEFREQ_VALUES: ReadonlySet<string> = new Set(CHANGEFREQS);

/**
 * True for an xsd:decimal: optional sign, digits with an optional fraction, or a fraction alone (`.5`,
 * `1.`). Not `0,9`, not `1e-1`, not empty. A scan, since it runs once per entry.
 */
export function isDecimal(value: string): boolean {
  let i = value.charCodeAt(0) === 43 || value.charCodeAt(0) === 45 ? 1 : 0;
  let digits = 0;
  let dot = false;
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && !dot) dot = true;
    else return false;
  }
  return digits > 0;
}

type LastmodFaultCode =
  | "lastmod.invalid"
  | "lastmod.impossible-date"
  | "lastmod.bad-timezone"
  | "lastmod.no-timezone"
  | "lastmod.imprecise";

/** The code and message tail of each lastmod fault. */
const LASTMOD_FAULTS: Partial<Record<DatetimeKind, readonly [LastmodFaultCode, string]>> = {
  invalid: ["lastmod.invalid", "is not a W3C Datetime (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm)"],
  "impossible-date": ["lastmod.impossible-date", "is not a real date or time"],
  "bad-timezone": [
    "lastmod.bad-timezone",
    "has a time zone that is not Z or ±hh:mm within ±14:00, or a zone without a time",
  ],
  "no-timezone": ["lastmod.no-timezone", "has a time without a time zone (add Z or ±hh:mm)"],
  imprecise: ["lastmod.imprecise", "lacks the day or the seconds, which the sitemap schema requires"],
};

/** UTF-8 length of `text` in bytes (a lone surrogate counts 3, as its replacement character would). */
export function getUtf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a surrogate pair: 2 code units, 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** Reports `yandex.value-too-long` when `value` is over 100 UTF-8 bytes. NOTE: mutates `out`. */
function checkValueSize(
  entry: PlacedEntry,
  index: number,
  field: UrlField,
  value: string,
  ctx: CheckContext,
  out: Problem[],
): void {
  if (value.length * 3 <= MAX_YANDEX_VALUE_BYTES) return;
  const bytes = getUtf8Length(value);
  if (bytes <= MAX_YANDEX_VALUE_BYTES) return;
  const place = placeOf(entry, index, field, { value, bytes, limit: MAX_YANDEX_VALUE_BYTES, element: field });
  report(
    ctx,
    out,
    "yandex.value-too-long",
    `${field} is ${bytes} bytes long; Yandex reads at most ${MAX_YANDEX_VALUE_BYTES}`,
    place,
  );
}

/**
 * Reports the `lastmod.*` code of `entry.lastmod` (none when absent): one format code, else
 * `lastmod.future` (later than now + 1 day; also beside `lastmod.no-timezone`, taken at +14:00) and
 * `lastmod.date-only` (info). NOTE: mutates `out`.
 */
export function checkLastmod(
  entry: PlacedEntry & { lastmod?: string },
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const value = entry.lastmod;
  if (value === undefined) return;
  if (value === "") {
    report(ctx, out, "lastmod.invalid", "lastmod is empty", placeOf(entry, index, "lastmod", { value }));
    return;
  }
  const kind = classifyW3cDatetime(value);
  const fault = LASTMOD_FAULTS[kind];
  if (fault) {
    report(ctx, out, fault[0], `lastmod "${value}" ${fault[1]}`, placeOf(entry, index, "lastmod", { value }));
    if (kind !== "imprecise" && kind !== "no-timezone") return;
  }
  if (ctx.active.has("lastmod.future")) checkFuture(entry, index, value, ctx, out, kind === "no-timezone");
  if (kind === "date") {
    const place = placeOf(entry, index, "lastmod", { value });
    report(ctx, out, "lastmod.date-only", `lastmod "${value}" has a date but no time`, place);
  }
  if (!fault) checkValueSize(entry, index, "lastmod", value, ctx, out);
}

/** UTC year of the last `lastmod.future` limit seen (one context checks thousands of values). */
const limitYear = { limit: Number.NaN, year: 0 };

/** UTC year of `limit` (ms since the epoch), memoised for the last limit. */
function getLimitYear(limit: number): number {
  if (limit !== limitYear.limit) {
    limitYear.limit = limit;
    limitYear.year = new Date(limit).getUTCFullYear();
  }
  return limitYear.year;
}

/**
 * Reports `lastmod.future` for a W3C-valid `value` later than now plus one day. `zoneless`: a date-time
 * without its zone (`lastmod.no-timezone`), taken at its earliest, in the easternmost zone (+14:00), so
 * that no zone it may be meant in makes it past: a date a week ahead is said to be so from the start, not
 * once a Fix all has given every date its zone. NOTE: mutates `out`.
 */
function checkFuture(
  entry: PlacedEntry,
  index: number,
  value: string,
  ctx: CheckContext,
  out: Problem[],
  zoneless = false,
): void {
  const limit = ctx.now + LASTMOD_FUTURE_SLACK_MS;
  // a year before the limit's cannot be in the future: skip the date arithmetic for nearly every value
  if (getW3cYear(value) < getLimitYear(limit) - 1) return;
  const time = getW3cDatetimeTime(zoneless ? `${value.trim()}+14:00` : value);
  if (time === undefined || time <= limit) return;
  const place = placeOf(entry, index, "lastmod", { value, limit: new Date(limit).toISOString() });
  report(ctx, out, "lastmod.future", `lastmod "${value}" is in the future`, place);
}

/**
 * Reports `changefreq.invalid`. A valid value is at most 7 bytes, so `yandex.value-too-long` never applies
 * here: an over-long changefreq is already invalid. NOTE: mutates `out`.
 */
export function checkChangefreq(
  entry: PlacedEntry & { changefreq?: string },
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const value = entry.changefreq;
  if (value === undefined) return;
  if (!CHANGEFREQ_VALUES.has(value)) {
    const place = placeOf(entry, index, "changefreq", { value });
    const what = value === "" ? "is empty" : `"${value}" is not one of ${[...CHANGEFREQ_VALUES].join(", ")}`;
    report(ctx, out, "changefreq.invalid", `changefreq ${what}`, place);
  }
}

/** True for `0.0` to `0.9` and `1.0`, written so. */
function isPlainPriority(value: string): boolean {
  if (value.length !== 3 || value.charCodeAt(1) !== 46) return false; // "."
  const units = value.charCodeAt(0);
  const tenths = value.charCodeAt(2);
  return units === 48 ? tenths >= 48 && tenths <= 57 : units === 49 && tenths === 48;
}

/**
 * Reports `priority.invalid` (not an xsd:decimal, e.g. `0,9`), else `priority.out-of-range` (below 0.0 or
 * above 1.0), else `yandex.value-too-long`. NOTE: mutates `out`.
 */
export function checkPriority(
  entry: PlacedEntry & { priority?: string },
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  const value = entry.priority;
  // "0.0" to "0.9" and "1.0", the usual values: valid, in range and short, so no rule applies
  if (value === undefined || isPlainPriority(value)) return;
  if (!isDecimal(value)) {
    const place = placeOf(entry, index, "priority", { value });
    const what = value === "" ? "is empty" : `"${value}" is not a decimal number`;
    report(ctx, out, "priority.invalid", `priority ${what}`, place);
    return;
  }
  const number = Number(value);
  // "1.0000000000000001" rounds to 1 as a double; the XSD compares decimals exactly
  if (number < 0 || number > 1 || (number === 1 && /^\s*\+?0*1\.\d*[1-9]/.test(value))) {
    const place = placeOf(entry, index, "priority", { value, min: 0, max: 1 });
    report(ctx, out, "priority.out-of-range", `priority "${value}" is outside 0.0 to 1.0`, place);
    return;
  }
  checkValueSize(entry, index, "priority", value, ctx, out);
}

/** The zone at the end of a date-time: `Z` or `±hh:mm` (group 1). */
const ZONE_AT_END = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The zone at the end of the date-time `value` (`ZONE_AT_END`'s group 1), or undefined. A value that does
 * not end in `Z` or in the shape of `±hh:mm` is passed over without the expression: a million lastmods
 * without a zone cost the Problems panel 0.3 s of a task in Chromium (the workspace's usual zone).
 */
function getZoneAtEnd(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const n = value.length;
  const sign = n >= 6 ? value.charCodeAt(n - 6) : 0;
  // "Z", or "+hh:mm" / "-hh:mm": 0x5a "Z", 0x3a ":", 0x2b "+", 0x2d "-"
  if (
    value.charCodeAt(n - 1) !== 0x5a &&
    !(value.charCodeAt(n - 3) === 0x3a && (sign === 0x2b || sign === 0x2d))
  )
    return undefined;
  return ZONE_AT_END.exec(value)?.[1];
}

/**
 * The zone (`+03:00`, `Z`) most common among the date-times of `values`, the first seen on a tie;
 * undefined when none has a zone.
 * @example getUsualOffset(["2024-05-08T10:00:00+03:00", "2024-05-08", "2024-05-09T10:00:00"]) // "+03:00"
 */
export function getUsualOffset(values: Iterable<string | undefined>): string | undefined {
  // `getMostCommon` of the zones, in one loop: through a generator it took 0.2 s a million values
  const counts = new Map<string, number>();
  let best: string | undefined;
  let bestCount = 0;
  for (const value of values) {
    const zone = getZoneAtEnd(value);
    if (zone === undefined) continue;
    const count = (counts.get(zone) ?? 0) + 1;
    counts.set(zone, count);
    if (count > bestCount) {
      best = zone;
      bestCount = count;
    }
  }
  return best;
}

/**
 * How many date-times of `values` end in each zone (`Z`, `+03:00`), in order of first appearance; values
 * with no zone (a date, a time without one) and undefined do not count. `getUsualOffset` is its most common
 * zone (up to ties: it takes the zone that reached the top count first, this map's reader the first seen).
 * @example getUsualOffsetCounts(["2024-05-08T10:00:00Z", "2024-05-08", "2024-05-09T10:00:00Z"]) // Map { "Z" => 2 }
 */
export function getUsualOffsetCounts(values: Iterable<string | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) {
    const zone = getZoneAtEnd(value);
    if (zone !== undefined) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  return counts;
}

/** The problems `addUsualOffset` gives the file's usual zone: their quick fixes may append it. */
export function takesUsualOffset(code: string): boolean {
  return (
    code === "lastmod.no-timezone" ||
    code === "lastmod.invalid" ||
    code === "news.date-invalid" ||
    code === "video.date-invalid"
  );
}

/** The dates of the news and videos of `urls`: `publication_date`, a video's `expiration_date`. */
function* getItemDates(urls: readonly UrlEntry[]): Generator<string | undefined> {
  for (const url of urls) {
    if (url.news) yield url.news.publication_date;
    for (const video of url.videos) {
      yield video.publication_date;
      yield video.expiration_date;
    }
  }
}

/**
 * The zone most common among the file's lastmods, else among its news and video dates (a news sitemap
 * rarely writes lastmod; its publication dates are in the site's zone): what a fix appends to a time
 * written without one. Undefined when no such date has a zone.
 * @example getFileUsualOffset(file) // "+03:00"
 */
export function getFileUsualOffset(file: SitemapFile): string | undefined {
  if (file.format === "sitemapindex") return getUsualOffset(file.sitemaps.map((ref) => ref.lastmod));
  return getUsualOffset(file.urls.map((url) => url.lastmod)) ?? getUsualOffset(getItemDates(file.urls));
}

/**
 * Reports nothing: gives the file's `lastmod.no-timezone`, `lastmod.invalid`, `news.date-invalid` and
 * `video.date-invalid` problems `params.offset`, the zone most common among its lastmods, else its news and
 * video dates (`getFileUsualOffset`; none when no such date has one), so their quick fix appends that
 * zone instead of asserting UTC (`2024-05-01 10:30` → `2024-05-01T10:30+03:00` in one step). Runs only
 * when there is such a problem. NOTE: replaces the params of problems in `out`.
 */
export function addUsualOffset({ file }: FileScan, out: Problem[]): void {
  let offset: string | null | undefined = null;
  for (const problem of out) {
    if (!takesUsualOffset(problem.code)) continue;
    if (offset === null) offset = getFileUsualOffset(file);
    if (offset === undefined) return;
    problem.params = { ...problem.params, offset };
  }
}
