/**
 * Problem params as a person reads them, for the rule texts: the core's params are exact and machine-shaped
 * (an ISO instant in UTC, a raw character); a few become friendlier here. Display only: nothing is checked.
 */
import { listUnencodedChars, toReadableUrl } from "@/core/index";
import { getLocale } from "./locale-state";

type Params = Record<string, string | number>;

/**
 * One `code: url` part of `hreflang.set-mismatch`'s `lacks` or `adds` (joined by ", ", which no URL as
 * WHATWG serialises it holds: a space is encoded) with its URL as a person reads it (`toReadableUrl`).
 */
function toReadableLink(part: string): string {
  const at = part.indexOf(": ");
  if (at < 0) return part;
  const url = part.slice(at + 2);
  return `${part.slice(0, at + 2)}${toReadableUrl(url) ?? url}`;
}

/** Characters that do not show, or show as a plain space, named when a URL holds one (`loc.non-ascii`). */
const UNSEEN: Readonly<Record<string, { en: string; ru: string }>> = {
  "\u00a0": { en: "a no-break space", ru: "неразрывный пробел" },
  "\u200b": { en: "a zero-width space", ru: "пробел нулевой ширины" },
  "\u200c": { en: "a zero-width non-joiner", ru: "разъединитель нулевой ширины" },
  "\u200d": { en: "a zero-width joiner", ru: "соединитель нулевой ширины" },
  "\u2060": { en: "a word joiner", ru: "невидимый соединитель слов" },
  "\ufeff": { en: "a byte order mark", ru: "метка порядка байтов (BOM)" },
  "\u202f": { en: "a narrow no-break space", ru: "узкий неразрывный пробел" },
  "\u3000": { en: "an ideographic space", ru: "идеографический пробел" },
  "\u00ad": { en: "a soft hyphen", ru: "мягкий перенос" },
};

/** `U+00A0` for a character. */
function toCodePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The instant `iso` as a date and time of the user's zone, in the interface's language. */
function formatInstant(iso: string): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(getLocale() === "ru" ? "ru-RU" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(time);
}

/** The core's names of binary kinds (`sniffBinaryKind`) in Russian. */
const BINARY_KINDS_RU: Readonly<Record<string, string>> = {
  "PNG image": "изображение PNG",
  "JPEG image": "изображение JPEG",
  "GIF image": "изображение GIF",
  "WebP image": "изображение WebP",
  "PDF document": "документ PDF",
  "ZIP archive (or an Office document: .xlsx, .docx)": "архив ZIP (или документ Office: .xlsx, .docx)",
  "7z archive": "архив 7z",
  "RAR archive": "архив RAR",
};

/** The core's binary kind of gzip data found inside gzip data (`sniffBinaryKind`). */
const GZIP_TWICE = "gzip data inside gzip data: the file is compressed twice";

/** Names of the characters `loc.unencoded-chars` finds that do not show well in quotes. */
const UNENCODED_NAMES: Record<string, { en: string; ru: string }> = {
  " ": { en: "a space", ru: "пробел" },
  "\t": { en: "a tab", ru: "табуляция" },
  "\n": { en: "a line break", ru: "перевод строки" },
  "\r": { en: "a carriage return", ru: "возврат каретки" },
  '"': { en: 'a double quote (")', ru: 'двойная кавычка (")' },
};

/** The character `loc.unencoded-chars` found, as the texts name it: `a space`, `“|”` (`«|»` in Russian), `U+0001`. */
function describeUnencoded(char: string): string {
  const name = UNENCODED_NAMES[char];
  if (name) return name[getLocale() === "ru" ? "ru" : "en"];
  const code = char.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return toCodePoint(char);
  // in the quotes of the interface's language: «|» in Russian, as its other texts quote
  return getLocale() === "ru" ? `«${char}»` : `“${char}”`;
}

/** The characters a URL cannot hold that browsers and the fix drop rather than encode. */
const DROPPED = /[\t\n\r]/;
/** A second URL after blanks or controls in one value (`loc-fix-values.ts`' `GLUED_URL`, whose fix it blocks). */
const GLUED_URLS = /[\s\p{Cc}]+[a-z][a-z0-9+.-]*:\/\//iu;
/** A control character XML 1.0 does not allow (C0 but tab, LF and CR), and any control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is matched
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is matched
const CONTROL = /[\u0000-\u001F\u007F]/;

/** How many kinds of unencoded character a message names; more end it with "and others". */
const UNENCODED_LISTED = 5;

/** `["a space", "“<”"]` as the interface's language lists them: "a space and “<”", "пробел и «<»". */
function joinNames(names: string[], more: boolean): string {
  const ru = getLocale() === "ru";
  if (more) return `${names.join(", ")} ${ru ? "и другие" : "and others"}`;
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(", ")} ${ru ? "и" : "and"} ${names.at(-1)}`;
}

/** The extension dates whose texts tell a missing timezone, or a missing colon in it, from other faults. */
const DATE_CODES = new Set(["news.date-invalid", "video.date-invalid"]);
/** A W3C date-time but for its timezone: `2026-12-05T10:00:00`, `2026-12-05T10:00`. */
const ZONELESS_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
/** A W3C date-time whose offset has no colon: `2026-12-05T10:00:00+0300`. */
const COLONLESS_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?[+-]\d{4}$/;

/**
 * The offset at the end of a date-time as written (`written`: `+0100`, `-05`) and as W3C Datetime writes
 * it (`zone`: `+01:00`, `-05:00`), for the texts that say how to write it; undefined for any other end.
 */
function getZoneWritten(value: string): { zone: string; written: string } | undefined {
  const match = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?([+-])(\d{2})(\d{2})?$/.exec(value);
  if (!match || Number(match[2]) > 14 || Number(match[3] ?? "0") > 59) return undefined;
  return {
    zone: `${match[1]}${match[2]}:${match[3] ?? "00"}`,
    written: `${match[1]}${match[2]}${match[3] ?? ""}`,
  };
}

/** Codes whose problem on an empty element (`params.value` "") says the element is empty. */
const EMPTY_FIELD_CODES = new Set(["lastmod.invalid", "changefreq.invalid", "priority.invalid"]);

/**
 * `params` with what the texts show instead: `file.unknown-format`'s `html` when the root is `<html>` (a web
 * page, not a sitemap) and its `binary` kind in Russian ("изображение PNG"); `feed.date-invalid`'s `empty` when the date element holds nothing; `lastmod.future`'s `limit` (an ISO instant, now plus a day)
 * as a local date and time; `priority.invalid`'s `dotted` (`0,45` → `0.45`, not `1,5` → `1.5`, itself out of range) for its example; and
 * `loc.non-ascii`'s `unseen` naming a character that does not show (`U+00A0, a no-break space`);
 * `loc.unencoded-chars`'s `found`, the character at its `offset` (`a space`, `“|”`), and `chars` naming every
 * kind an image's or alternate's URL has from its `offset` on (`image.loc-invalid`, `hreflang.href-invalid`); and for an
 * empty lastmod, changefreq or priority (`value` ""), `empty` naming the element, for the texts' "is empty";
 * a news or video date with a time but no timezone, `zoneless`, or an offset without its colon, `colonless`
 * (the value, for the texts that say just that), with `zone` and `written`, the offset as it is to be
 * written and as it is (`getZoneWritten`: `+01:00`, `+0100`), as for a `lastmod.bad-timezone` ending so.
 * The same object when nothing changes.
 */
export function withDisplayParams(code: string, params: Params | undefined): Params | undefined {
  return withControlsShown(withShownParams(code, params));
}

/** True for a control character no text shows (tab, line feed and carriage return aside: they read as blanks). */
function isHiddenControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/**
 * `params` whose `value` holds a control character (typed or pasted: a file's is `xml.malformed`) with each
 * one written as its code point, `⟨U+0001⟩`: "“2024-01-01T00:00:00Z” is not a W3C Datetime" read as if
 * the value were sound, the character in it unseen.
 */
function withControlsShown(params: Params | undefined): Params | undefined {
  const value = params?.value;
  if (typeof value !== "string") return params;
  let shown = "";
  let last = 0;
  for (let i = 0; i < value.length; i++) {
    if (!isHiddenControl(value.charCodeAt(i))) continue;
    shown += `${value.slice(last, i)}⟨${toCodePoint(value[i])}⟩`;
    last = i + 1;
  }
  return last === 0 ? params : { ...params, value: shown + value.slice(last) };
}

/**
 * Codes whose `value` is a URL compared with others (the same URL twice, a link that does not come back),
 * not faulted for how it is written: shown as the table shows URLs (`/книги/`, not `/%D0%BA%D0%BD…/`), so
 * a message names the row a person sees. The codes about a URL's writing (`loc.non-ascii`,
 * `loc.unencoded-chars`) quote it as written.
 */
const READABLE_VALUE_CODES: ReadonlySet<string> = new Set([
  "loc.duplicate",
  "loc.near-duplicate",
  "set.url-in-several-files",
  "index.duplicate-child",
  "index.child-missing",
  "hreflang.not-reciprocal",
  "hreflang.target-not-listed",
]);

/** `withDisplayParams` but for the control characters: the params each code's texts show differently. */
function withShownParams(code: string, params: Params | undefined): Params | undefined {
  if (!params) return params;
  if (READABLE_VALUE_CODES.has(code) && typeof params.value === "string") {
    const value = toReadableUrl(params.value);
    // the location a file of the listed name is loaded with, as its card shows it
    const location = typeof params.location === "string" ? toReadableUrl(params.location) : undefined;
    // the other URL compared, in the same form as the first (a near-duplicate's had stayed in punycode)
    const otherLoc = typeof params.otherLoc === "string" ? toReadableUrl(params.otherLoc) : undefined;
    if (!value && !location && !otherLoc) return params;
    return {
      ...params,
      ...(value ? { value } : {}),
      ...(location ? { location } : {}),
      ...(otherLoc ? { otherLoc } : {}),
    };
  }
  // the sitemap's folder as people read it (`/каталог/`), as the location field shows it, not `/%D0%BA…/`
  if (
    (code === "loc.outside-scope" || code === "index.child-outside-scope") &&
    typeof params.scope === "string"
  ) {
    const scope = toReadableUrl(params.scope);
    return scope ? { ...params, scope } : params;
  }
  if (code === "lastmod.future" && typeof params.limit === "string") {
    const limit = formatInstant(params.limit);
    return limit ? { ...params, limit } : params;
  }
  // gzip inside gzip: its own sentence (unpack it once more), not "another file saved under its name"
  if (code === "file.unknown-format" && params.binary === GZIP_TWICE) {
    const { binary: _binary, ...rest } = params;
    return { ...rest, twice: "gzip" };
  }
  if (code === "file.unknown-format" && typeof params.element === "string") {
    const root = params.element.toLowerCase();
    // a Yandex Market product feed (YML) is named so: SEOs get them from the same CMS as the sitemap
    if (root === "yml_catalog") return { ...params, yml: params.element };
    return root === "html" ? { ...params, html: params.element } : params;
  }
  if (code === "file.unknown-format" && typeof params.binary === "string" && getLocale() === "ru") {
    return { ...params, binary: BINARY_KINDS_RU[params.binary] ?? params.binary };
  }
  // "lastmod is empty", not "the value is not a W3C Datetime" over nothing (CONTRACT.md keeps it as "")
  if (EMPTY_FIELD_CODES.has(code) && params.value === "") return { ...params, empty: code.split(".")[0] };
  // an alternate added and not filled in yet: "the hreflang is empty", not "… is not a language code"
  if (code === "hreflang.invalid-code" && params.value === "") return { ...params, empty: "hreflang" };
  // a robots.txt `Sitemap:` line with nothing after it: said so, not "the URL is not absolute"
  if (code === "robots.sitemap-invalid" && params.value === "") return { ...params, empty: "Sitemap" };
  if (code === "feed.date-invalid" && params.value === "") {
    return { ...params, empty: getLocale() === "ru" ? "элемент даты пустой" : "the date element is empty" };
  }
  // a news or video date that only lacks its timezone, or the colon in it: said so, not "not a date"
  if (DATE_CODES.has(code) && typeof params.value === "string") {
    const value = params.value.trim();
    if (ZONELESS_DATETIME.test(value)) return { ...params, zoneless: value };
    if (COLONLESS_DATETIME.test(value)) return { ...params, colonless: value, ...getZoneWritten(value) };
    return params;
  }
  // just past the limit: "more than 2 days ago", not "48 hours ago … only articles of the last 48 hours"
  if (code === "news.stale" && params.hours === 48) {
    const { hours: _hours, days: _days, ...rest } = params;
    return rest;
  }
  // "-0500" is to be written "-05:00", not "+03:00 or Z" whatever it was
  if (code === "lastmod.bad-timezone" && typeof params.value === "string") {
    const zone = getZoneWritten(params.value.trim());
    return zone ? { ...params, ...zone } : params;
  }
  if (code === "priority.invalid" && typeof params.value === "string") {
    const value = params.value.trim();
    // only a value that the dot makes right: `1,5` → `1.5` is out of range too, no example to follow
    const dotted = value.replace(",", ".");
    return /^\d*,\d+$/.test(value) && Number(dotted) <= 1 ? { ...params, dotted } : params;
  }
  if (
    code === "loc.unencoded-chars" &&
    typeof params.value === "string" &&
    typeof params.offset === "number"
  ) {
    if (!params.value.charAt(params.offset)) return params;
    // two URLs on one line (`https://a/4 https://a/5`): said so, the second named, not "a space" (the Fix
    // is not offered)
    const glued = GLUED_URLS.exec(params.value.trim());
    if (glued) {
      const second = params.value.trim().slice(glued.index + glued[0].length - glued[0].trimStart().length);
      return { ...params, glued: second.trim() };
    }
    // every kind the URL holds, not only the first: "a space and “<”" (the fix encodes them all); a tab or
    // line break apart: it is not encoded but dropped (by browsers' URL parsing, and by the fix)
    const chars = listUnencodedChars(params.value, params.offset, 16);
    const dropped = chars.filter((char) => DROPPED.test(char));
    const encoded = chars.filter((char) => !DROPPED.test(char));
    const names = (list: string[]) =>
      joinNames(list.slice(0, UNENCODED_LISTED).map(describeUnencoded), list.length > UNENCODED_LISTED);
    // a control character XML does not allow (U+000B, U+0001): no browser drops it (it would be %0B), the
    // fix removes it, and a parser stops reading the file at it
    if (chars.some((char) => XML_INVALID.test(char))) {
      const controls = chars.filter((char) => CONTROL.test(char));
      const others = chars.filter((char) => !CONTROL.test(char));
      const shown: Params = { ...params, control: names(controls), controlCount: controls.length };
      return others.length > 0 ? { ...shown, also: names(others) } : shown;
    }
    if (dropped.length > 0) {
      const shown: Params = { ...params, dropped: names(dropped), droppedCount: dropped.length };
      return encoded.length > 0 ? { ...shown, also: names(encoded) } : shown;
    }
    if (encoded.length === 0) return params;
    if (encoded.length === 1) return { ...params, found: describeUnencoded(encoded[0]) };
    return { ...params, foundMany: names(encoded) };
  }
  // an image's or alternate's absolute URL with characters to encode: all of them named, as for a loc
  if (
    (code === "image.loc-invalid" || code === "hreflang.href-invalid") &&
    typeof params.value === "string" &&
    typeof params.offset === "number"
  ) {
    const chars = listUnencodedChars(params.value, params.offset, 16);
    if (chars.length === 0) return params;
    const shown = chars.slice(0, UNENCODED_LISTED).map(describeUnencoded);
    return { ...params, chars: joinNames(shown, chars.length > UNENCODED_LISTED) };
  }
  // its links compared as WHATWG serialises them (punycode, %XX): shown as the file's Cyrillic reads
  if (code === "hreflang.set-mismatch") {
    const readable = (list: string | number | undefined) =>
      typeof list === "string" ? list.split(", ").map(toReadableLink).join(", ") : list;
    const lacks = readable(params.lacks);
    const adds = readable(params.adds);
    return lacks === params.lacks && adds === params.adds ? params : ({ ...params, lacks, adds } as Params);
  }
  if (code === "loc.non-ascii" && typeof params.char === "string") {
    const name = UNSEEN[params.char];
    if (!name) return params;
    return { ...params, unseen: `${toCodePoint(params.char)}, ${name[getLocale() === "ru" ? "ru" : "en"]}` };
  }
  return params;
}
