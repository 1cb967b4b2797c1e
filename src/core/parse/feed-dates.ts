/**
 * Feed dates to W3C Datetime: RSS 2.0 `pubDate` (RFC 822, with RFC 2822's four-digit years) and Atom
 * `updated` / `modified` (RFC 3339 / W3CDTF).
 *
 * Thread-portable, no DOM. Sources: RSS 2.0 spec, RFC 822 §5, RFC 2822 §3.3, RFC 3339, W3C NOTE-datetime.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/**
 * The Russian months by the start of their names, as Russian CMSs print a `pubDate` in the site's locale
 * (`Пн, 07 дек 2026 10:00:00 +0300`, `7 декабря 2026 10:00:00 +0300`; PHP's `strftime` under `ru_RU`): May
 * is `май` and, in a date, `мая`.
 */
const RU_MONTHS = ["янв", "фев", "мар", "апр", "ма", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"];
const ZONES: Readonly<Record<string, string>> = {
  gmt: "Z",
  ut: "Z",
  utc: "Z",
  z: "Z",
  est: "-05:00",
  edt: "-04:00",
  cst: "-06:00",
  cdt: "-05:00",
  mst: "-07:00",
  mdt: "-06:00",
  pst: "-08:00",
  pdt: "-07:00",
  // not RFC 822's, but what Russian CMSs write (Moscow time, +03:00 all year since 2014; the 2011-2014
  // MSK of +04:00 reads an hour off): a date kept with its true offset beats a date lost
  msk: "+03:00",
  // Moscow's summer time before 2011, and the abbreviations CMSs and feed libraries print for the zones
  // of Europe and of Russia's other regions (PHP's `date('T')`): each names one offset
  msd: "+04:00",
  bst: "+01:00",
  cet: "+01:00",
  cest: "+02:00",
  eet: "+02:00",
  eest: "+03:00",
  samt: "+04:00",
  yekt: "+05:00",
  omst: "+06:00",
  krat: "+07:00",
  novt: "+07:00",
  irkt: "+08:00",
  yakt: "+09:00",
  vlat: "+10:00",
  magt: "+11:00",
  sakt: "+11:00",
  pett: "+12:00",
  anat: "+12:00",
};
// a weekday (any letters: `Thu`, `Thursday`, `Пн`), the day, month and year apart by blanks or, as RFC 850
// writes them (`Monday, 07-Dec-26 10:00:00 GMT`), by hyphens; the month in English or Russian letters
const RFC822 =
  /^(?:[A-Za-zА-Яа-яЁё]+\.?,?\s+)?(\d{1,2})(?:\s+|-)([A-Za-zА-Яа-яЁё]{3,})\.?(?:\s+|-)(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([A-Za-z]{1,4}|[+-]\d{2}(?::?\d{2})?)$/;
const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const W3C = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

const pad = (n: number) => String(n).padStart(2, "0");

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function zoneOf(zone: string): string | undefined {
  if (zone[0] !== "+" && zone[0] !== "-") return ZONES[zone.toLowerCase()];
  // `+0300`, or `+03:00` as some generators write it, or `+05` as tzdata names zones without a letter
  // abbreviation (PHP's `date('T')` in Yekaterinburg)
  const digits = zone.replace(":", "").padEnd(5, "0");
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  return hours <= 23 && minutes <= 59 ? `${zone[0]}${digits.slice(1, 3)}:${digits.slice(3, 5)}` : undefined;
}

/**
 * An RSS `pubDate` as W3C Datetime with its own offset (`Thu, 05 Jan 2017 13:34:51 +0100` →
 * `2017-01-05T13:34:51+01:00`, `GMT` → `Z`, `MSK`, which Russian CMSs write, → `+03:00`, `+03:00` as well
 * as `+0300`, and the abbreviations of `ZONES`), or undefined when it is not a valid RFC 822 date-time (no
 * zone, unknown month or zone, impossible day). The weekday is not checked; two-digit years < 50 are 20xx.
 * Read as well, as feeds write them: RFC 850's hyphens (`Monday, 07-Dec-26 10:00:00 GMT`, RFC 2616
 * §3.3.1), full month names, and Russian weekdays and months (`Пн, 07 дек 2026 10:00:00 +0300`).
 * A `pubDate` written as a W3C Datetime already (`2024-05-10T10:00:00+03:00`, as some generators do) is
 * taken as it is: it names its date as plainly, and it is what `lastmod` wants; one with no zone, W3C or
 * SQL (`2024-05-10 10:00:00`), is kept without a zone (then `lastmod.no-timezone`). A numeric zone of
 * hours alone (`+05`) is read as `+05:00`.
 */
export function rfc822ToW3c(value: string): string | undefined {
  const trimmed = value.trim();
  if (isW3cDate(trimmed)) return trimmed;
  // a W3C or SQL date-time with no zone (`2024-05-10T10:00:00`, `2024-05-10 10:00:00`): kept with a `T`,
  // and the check's `lastmod.no-timezone` (with its fix) says what is missing, instead of losing the date
  const local = LOCAL_DATETIME.exec(trimmed);
  if (local) return `${local[1]}T${local[2]}`;
  const m = RFC822.exec(trimmed);
  if (m === null) return undefined;
  const month = getMonth(m[2]);
  let year = Number(m[3]);
  if (m[3].length === 2) year += year < 50 ? 2000 : 1900;
  const day = Number(m[1]);
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? "0")];
  const zone = zoneOf(m[7]);
  if (month === 0 || zone === undefined || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`;
}

/**
 * The month (1-12) a `pubDate` names: English by its first three letters (`Dec`, `December`), Russian by
 * the start of its name (`дек`, `декабря`, `мая`); 0 when none.
 */
function getMonth(name: string): number {
  const word = name.toLowerCase();
  if (/^[a-z]+$/.test(word)) {
    const english = MONTHS.indexOf(word.slice(0, 3)) + 1;
    // the whole name or its three letters: `Decembre` is not December
    return english > 0 && (word.length === 3 || ENGLISH_NAMES[english - 1].startsWith(word)) ? english : 0;
  }
  // `мар` and `май`/`мая` share their first two letters: March is the one with "р"
  if (word.startsWith("мар")) return 3;
  return RU_MONTHS.findIndex((start, i) => i !== 2 && word.startsWith(start)) + 1;
}

const ENGLISH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * An Atom `updated` / `published` date (RFC 3339, or Atom 0.3's W3CDTF) as a `lastmod`: trimmed when it
 * has a W3C Datetime form; a date-time with no zone (`2024-05-10T10:00:00`, `2024-05-10 10:00:00`) kept
 * with a `T` and without one, as an RSS `pubDate` is (`rfc822ToW3c`), so the check's
 * `lastmod.no-timezone` and its fix say what is missing (it had been `feed.date-invalid` and the date was
 * lost on export, where the same value in an RSS feed was kept). Undefined when unreadable
 * (`feed.date-invalid`).
 */
export function atomToW3c(value: string): string | undefined {
  const trimmed = value.trim();
  if (isW3cDate(trimmed)) return trimmed;
  const local = LOCAL_DATETIME.exec(trimmed);
  return local ? `${local[1]}T${local[2]}` : undefined;
}

/** True when `value` (trimmed) has a W3C Datetime form (a year at least; a time has its zone). */
function isW3cDate(value: string): boolean {
  return W3C.test(value);
}
