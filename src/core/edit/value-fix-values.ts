/**
 * The values the protocol-field quick fixes write (`quick-fixes.ts`): `0,9` → `0.9`, a zone appended or
 * written `±hh:mm`, a dotted, spaced or HTTP (RFC 1123) date-time rewritten as W3C, a changefreq in lower case or from its
 * Russian word. Each returns undefined when it does not apply or the result would not be valid. Pure, no
 * DOM. Sources: sitemaps.org protocol (values), W3C Datetime (dates).
 */
import { rfc822ToW3c } from "../parse/feed-dates";
import { CHANGEFREQ_VALUES, isDecimal } from "../validate/value-rules";
import { classifyW3cDatetime } from "../validate/w3c-datetime";

/**
 * `0,9` → `0.9`, when the result is a decimal from 0.0 to 1.0; a side of the comma left empty is written
 * `0` (`,5` → `0.5`, `0,` → `0.0`: valid decimals written so, but no sitemap writes `.5`).
 */
export function toDecimalPoint(value: string): string | undefined {
  if (!/^[^,]*,[^,]*$/.test(value)) return undefined;
  const fixed = value
    .replace(/^([+-]?),/, "$10,")
    .replace(/,$/, ",0")
    .replace(",", ".");
  const number = Number(fixed);
  return isDecimal(fixed) && number >= 0 && number <= 1 ? fixed : undefined;
}

/**
 * A decimal priority outside 0.0-1.0 (`priority.out-of-range`) written as the nearest end of the range:
 * `1.5` → `1.0`, `-0.2` → `0.0` (sitemaps.org: "Valid values range from 0.0 to 1.0"; above it a site meant
 * its top priority, below it its lowest). Undefined for a value that is no decimal or is in range.
 */
export function toPriorityInRange(value: string): string | undefined {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return undefined;
  const number = Number(trimmed);
  return number > 1 ? "1.0" : number < 0 ? "0.0" : undefined;
}

/** A time of day written `hh:mm` right after the date's `T`, with no seconds after it. */
const TIME_WITHOUT_SECONDS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?![:\d])/;

/**
 * `2024-05-01T10:30+03:00` → `2024-05-01T10:30:00+03:00`: `:00` seconds after an `hh:mm` time, which the
 * sitemap XSD's `tLastmod` (xsd:dateTime) requires though W3C Datetime allows it (`lastmod.imprecise`).
 * The value itself when its time has seconds or it has no time.
 */
export function withSeconds(value: string): string {
  return value.replace(TIME_WITHOUT_SECONDS, "$1:00");
}

/**
 * A date-time without a zone with `zone` appended, and `:00` seconds when its time has none (`withSeconds`,
 * so the result passes the XSD), when that makes it a valid date-time.
 */
export function withZone(value: string, zone: string): string | undefined {
  if (classifyW3cDatetime(value) !== "no-timezone") return undefined;
  const fixed = `${withSeconds(value)}${zone}`;
  return classifyW3cDatetime(fixed) === "datetime" ? fixed : undefined;
}

/** `2024-05-01T10:30+03:00` → `2024-05-01T10:30:00+03:00` (`withSeconds`), when that is a full date-time. */
export function toFullDatetime(value: string): string | undefined {
  const fixed = withSeconds(value.trim());
  return fixed !== value && classifyW3cDatetime(fixed) === "datetime" ? fixed : undefined;
}

/**
 * A zone written `±hhmm` (PHP's `date("O")`, many CMSs) or `±hh` alone (tzdata's names of Russia's zones,
 * PHP's `date("T")` in Yekaterinburg: `+05`) at the end of a date-time: its `±hh` and `mm`, if any.
 */
const ZONE_WITHOUT_COLON = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2})(\d{2})?$/;

/**
 * `2024-05-01T10:00:00+0300` → `2024-05-01T10:00:00+03:00` and `…+05` → `…+05:00`, when that is a valid W3C
 * date-time.
 */
export function withZoneColon(value: string): string | undefined {
  const match = ZONE_WITHOUT_COLON.exec(value.trim());
  if (!match) return undefined;
  const fixed = withSeconds(`${match[1]}${match[2]}:${match[3] ?? "00"}`);
  return classifyW3cDatetime(fixed) === "datetime" ? fixed : undefined;
}

/**
 * A day written `DD.MM.YYYY` (Russian and German habit, Excel exports; Excel drops the leading zeros of
 * `5.12.2026` and of the hour in `05.12.2026 9:05`), maybe with `h:mm[:ss]` after it.
 */
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](\d{1,2}):(\d{2}(?::\d{2})?))?$/;

/** `n` with a leading zero to two digits. */
const twoDigits = (n: string) => n.padStart(2, "0");

/**
 * `01.05.2024` → `2024-05-01`, `1.5.2024 9:30` → `2024-05-01T09:30:00` (seconds added, `withSeconds`;
 * then still without a timezone, which `thenZone` or its own warning and fix handle), when the result is
 * a real W3C date.
 */
export function fromDottedDate(value: string): string | undefined {
  const match = DOTTED_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, day, month, year, hour, minutes] = match;
  const time = hour === undefined ? "" : `T${twoDigits(hour)}:${minutes}`;
  const fixed = withSeconds(`${year}-${twoDigits(month)}-${twoDigits(day)}${time}`);
  const kind = classifyW3cDatetime(fixed);
  return kind === "date" || kind === "no-timezone" ? fixed : undefined;
}

/**
 * An HTTP date (RFC 9110 §5.6.7's IMF-fixdate, RFC 1123: `Sat, 05 Dec 2026 09:05:00 GMT`, what crawlers
 * such as Screaming Frog show as "Last Modified" from the header) or any RFC 822 date `rfc822ToW3c`
 * reads, as W3C Datetime (`2026-12-05T09:05:00Z`). Only a value that names its month in letters: W3C and
 * SQL forms have fixes of their own.
 */
export function fromHttpDate(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
  const fixed = rfc822ToW3c(trimmed);
  return fixed !== undefined && classifyW3cDatetime(fixed) === "datetime" ? fixed : undefined;
}

/** A date and a time with a space between them (SQL's and many CMS's way), maybe with seconds and a zone. */
const SPACED_DATETIME = /^(\d{4}-\d{2}-\d{2}) +(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)$/;

/**
 * `2024-05-01 10:30` → `2024-05-01T10:30:00` (seconds added, `withSeconds`; a time without zone then gets
 * one from `thenZone`, or has its own warning and fix), `2024-05-01 10:30+03:00` →
 * `2024-05-01T10:30:00+03:00`, when the result is a W3C date-time.
 */
export function withDateTimeT(value: string): string | undefined {
  const match = SPACED_DATETIME.exec(value.trim());
  if (!match) return undefined;
  const fixed = withSeconds(`${match[1]}T${match[2]}`);
  const kind = classifyW3cDatetime(fixed);
  return kind === "datetime" || kind === "no-timezone" ? fixed : undefined;
}

/** `rewrite`, then the zone `zone` appended when the result is a time without one (and `zone` is given). */
export function thenZone(rewrite: (value: string) => string | undefined, zone: string | undefined) {
  return (value: string): string | undefined => {
    const fixed = rewrite(value);
    if (fixed === undefined || zone === undefined || classifyW3cDatetime(fixed) !== "no-timezone")
      return fixed;
    return withZone(fixed, zone) ?? fixed;
  };
}

/**
 * Russian words for the protocol's `changefreq` values (a table filled in Russian, a CMS's Russian
 * labels): `Ежедневно` → `daily`. Lower case, `ё` as `е`.
 */
const RUSSIAN_CHANGEFREQ: Readonly<Record<string, string>> = {
  всегда: "always",
  постоянно: "always",
  ежечасно: "hourly",
  "каждый час": "hourly",
  ежедневно: "daily",
  "каждый день": "daily",
  еженедельно: "weekly",
  "каждую неделю": "weekly",
  ежемесячно: "monthly",
  "каждый месяц": "monthly",
  ежегодно: "yearly",
  "каждый год": "yearly",
  никогда: "never",
};

/** `Daily` → `daily`, when the lower-case value is a protocol value; `Ежедневно` → `daily` (`RUSSIAN_CHANGEFREQ`). */
export function toChangefreq(value: string): string | undefined {
  const fixed = value.trim().toLowerCase();
  if (CHANGEFREQ_VALUES.has(fixed)) return fixed;
  return RUSSIAN_CHANGEFREQ[fixed.replaceAll("ё", "е").replace(/\s+/g, " ")];
}
