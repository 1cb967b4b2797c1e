/**
 * The `loc` values the quick fixes write (`quick-fixes.ts`): text in, fixed text out, or undefined when
 * there is no safe fix. Pure, thread-portable, no DOM. Sources: WHATWG URL (resolution, what a browser drops),
 * RFC 3986 (percent-encoding), the protocol's 2,048-character `loc` limit.
 */
import { MAX_LOC_LENGTH } from "../limits";
import { toReadableUrl } from "../model/readable-url";
import type { UrlEntry } from "../model/types";
import { encodeLoc } from "./loc-encoding";

/** `value` without ASCII control characters (C0 and DEL): never part of a URL (WHATWG URL drops tab and newlines too). */
function withoutControls(value: string): string {
  if (!CONTROL_CHAR.test(value)) return value;
  let out = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) out += char;
  }
  return out;
}

/** An ASCII control character (C0 or DEL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
const CONTROL_CHAR = /[\x00-\x1f\x7f]/;

/** Whitespace or a control character, then a URL scheme and `//`: a second URL glued to the first. */
const GLUED_URL = /[\s\p{Cc}]+[a-z][a-z0-9+.-]*:\/\//iu;

/** A cell a spreadsheet row holds beside a URL: a date, a number, a changefreq. */
const TABLE_CELL =
  /^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|[\d.,]+|always|hourly|daily|weekly|monthly|yearly|never)$/i;

/**
 * A cell after a tab that reads as a cell of its own, not as the rest of a URL: a quoted one (a spreadsheet
 * quotes a cell holding a line break or a quote) or one word of letters alone (`ok`, `Главная`). A path's
 * rest with a hyphen, a slash or a blank in it (`vault-<TAB>kid icarus`) is still a URL's.
 */
const TEXT_CELL = /^"|^\p{L}+$/u;

/**
 * True when `value` is cells joined by tabs rather than a URL with a stray tab: two tabs or more, or one
 * before a date, a number, a changefreq or a cell of text (`https://a/b<TAB>ok`, `…<TAB>"two⏎lines"`: a
 * title, which dropping the tab glued onto the path as `/bok`).
 */
function isTableRow(value: string): boolean {
  const cells = value.split("\t");
  if (cells.length > 2) return true;
  if (cells.length < 2) return false;
  const cell = cells[1].trim();
  return TABLE_CELL.test(cell) || TEXT_CELL.test(cell);
}

/**
 * `encodeLoc` (control characters removed first), unless the encoded loc is longer than MAX_LOC_LENGTH: each Cyrillic letter becomes six
 * characters (`%D0%BF`), so a fix of a `loc.non-ascii` warning could make a `loc.too-long` error, which is
 * no quick fix. Nor for a loc holding U+FFFD (the replacement character), nor for two URLs on one line
 * (`GLUED_URL`): undefined then.
 */
export function encodeWithinLimit(value: string): string | undefined {
  // U+FFFD stands for bytes lost in reading (a file in another encoding): encoding it would write
  // %EF%BF%BD into the URL for good; the file must be read right instead
  if (value.includes("\uFFFD")) return undefined;
  // two URLs on one line (`https://a/c<TAB>https://b`, `https://a/c https://b`): encoding or dropping what
  // is between them would make one URL that names no page and passes every check
  if (GLUED_URL.test(value.trim())) return undefined;
  // a table's row read as one URL (`https://a/b<TAB>05.12.2026<TAB>0,8`, cells copied from a spreadsheet):
  // dropping the tabs would glue its cells into the URL
  if (isTableRow(value.trim())) return undefined;
  // a control character (a TAB pasted inside a URL) is no part of any URL: encoded as %09 it would be a
  // loc.encoded-control error, so it is removed (as a browser drops a tab or newline typed in an address)
  const encoded = encodeLoc(withoutControls(value));
  return encoded.length <= MAX_LOC_LENGTH ? encoded : undefined;
}

/** The loc without its `#fragment`. */
export function withoutFragment(value: string): string | undefined {
  const hash = value.indexOf("#");
  return hash < 0 ? undefined : value.slice(0, hash);
}

/**
 * `entry` with its hreflang `href`s, `image:loc`s and video URLs (`thumbnail_loc`, `content_loc`,
 * `player_loc`, `gallery_loc`) that are absolute http(s) URLs encoded as its `loc` is
 * (`encodeWithinLimit`; one that cannot be is kept): the URLs of one entry are then written one way. The checks compare URLs in WHATWG
 * form, where the raw and the encoded are one URL; the fix only keeps the file consistent. Returns `entry`
 * itself when none changes.
 */
export function encodeOtherUrls(entry: UrlEntry): UrlEntry {
  // an href that is no absolute http(s) URL has its own error; encoding would only hide what it was
  const encode = (url: string) => (/^https?:\/\//i.test(url) ? (encodeWithinLimit(url) ?? url) : url);
  return mapOtherUrls(entry, encode, true);
}

/**
 * `entry` with its image and video URLs on `host` (the page's own, as written, any case) switched from
 * `http:` to `https:`: what the fix of `loc.other-scheme` does beside the `loc`, so a site moving to https
 * does not keep its own pictures and videos on http, which no check reports (a CDN's, on another host,
 * stay as they are). Returns `entry` itself when none changes.
 */
export function switchOwnMediaToHttps(entry: UrlEntry, host: string): UrlEntry {
  const own = host.toLowerCase();
  const secure = (url: string) => {
    const match = /^\s*http:\/\/([^/?#:@]+)/i.exec(url);
    return match && match[1].toLowerCase() === own ? (toHttps(url) ?? url) : url;
  };
  return mapOtherUrls(entry, secure, false);
}

/**
 * `url` (`http://…`, as written) on `https`, its `:80` dropped (`http://shop.ru:80/a` → `https://shop.ru/a`:
 * kept, `:80` made an https URL on port 80, another host to the checks); undefined for another port
 * (`:8080` is another server, whose https is unknown) or a URL that is not `http://`.
 */
export function toHttps(url: string): string | undefined {
  const match = /^(\s*)http:\/\/([^/?#@]*@)?([^/?#:@]+)(:\d*)?(?=[/?#]|\s*$)/i.exec(url);
  if (!match) return undefined;
  const [whole, blank, user = "", host, port = ""] = match;
  if (port !== "" && port !== ":80" && port !== ":") return undefined;
  return `${blank}https://${user}${host}${url.slice(whole.length)}`;
}

/** `entry` with `map` applied to its image and video URLs, and its hreflang `href`s when `alternates`. */
function mapOtherUrls(entry: UrlEntry, map: (url: string) => string, withAlternates: boolean): UrlEntry {
  const alternates = !withAlternates
    ? entry.alternates
    : entry.alternates.map((alternate) => {
        const href = map(alternate.href);
        return href === alternate.href ? alternate : { ...alternate, href };
      });
  const images = entry.images.map((image) => {
    const loc = map(image.loc);
    return loc === image.loc ? image : { ...image, loc };
  });
  const videos = entry.videos.map((video) => {
    let next = video;
    for (const key of VIDEO_URL_KEYS) {
      const value = video[key];
      if (value === undefined) continue;
      const encoded = map(value);
      if (encoded !== value) next = { ...next, [key]: encoded };
    }
    return next;
  });
  const same = <T>(a: readonly T[], b: readonly T[]) => a.every((item, i) => item === b[i]);
  if (same(alternates, entry.alternates) && same(images, entry.images) && same(videos, entry.videos))
    return entry;
  return { ...entry, alternates, images, videos };
}

/** The URL fields of a `video:video` (Google video extension 1.1). */
const VIDEO_URL_KEYS = ["thumbnail_loc", "content_loc", "player_loc", "gallery_loc"] as const;

/** An entity reference left as written (`&a;`, `&xxe;`): a reader expands none a DOCTYPE defines. */
const UNEXPANDED_ENTITY = /&[A-Za-z_][\w.-]*;/;

/** A character outside ASCII: a URL written so is an IRI as people read it (`https://магазин.рф/книги`). */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * `value` (a relative reference) resolved against `base` (WHATWG `URL`), when that gives an absolute
 * http(s) URL of at most MAX_LOC_LENGTH characters; a `loc` that already has a scheme, and a query or
 * fragment alone (it would resolve to the sitemap's own URL), words with blanks between them and an
 * unexpanded entity reference (`&a;`) are left alone. Written as `base` is: a base
 * written with raw non-ASCII (`https://магазин.рф/ru/`, as Yandex takes it) gives a URL that reads so too
 * (`https://магазин.рф/ru/img/a.jpg`, `toReadableUrl`), not one in punycode beside it; the encoding of
 * both is then `loc.non-ascii`'s fix. An ASCII base gives the parser's `href`, unless `readable` (a value
 * the user wrote in Cyrillic, `/доставка`: `https://магазин.рф/доставка`, not its punycode and encoding).
 */
export function resolveAgainst(value: string, base: string, readable = false): string | undefined {
  const reference = value.trim();
  // a query or fragment alone (`?q=1`, `#top`) would name the sitemap file itself, no page
  if (/^[?#]|^$/.test(reference) || /^[a-z][a-z0-9+.-]*:/i.test(reference)) return undefined;
  // words (`Contact us page`, typed into a URL cell: blanks, and no `/` or `.` of a path or file name) and an
  // entity a DOCTYPE defines but no reader expands (`&a;`) are no path: resolved, they made up a URL that
  // passed every check (`/фото 1.jpg` is one, its blank then encoded)
  if (/\s/.test(reference) && !/[/.]/.test(reference)) return undefined;
  if (UNEXPANDED_ENTITY.test(reference)) return undefined;
  try {
    const url = new URL(reference, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    const written = readable || NON_ASCII.test(base) ? (toReadableUrl(url.href) ?? url.href) : url.href;
    return written.length <= MAX_LOC_LENGTH ? written : undefined;
  } catch {
    return undefined;
  }
}
