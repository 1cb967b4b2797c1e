/**
 * The table's search box: whether an entry holds the text typed, in its protocol fields, its news, video
 * and image titles, or its URL as it reads (a Cyrillic word in a percent-encoded URL) or as a URL writes it
 * (a punycode host or a percent-encoding in a URL written in Cyrillic). Pure; no React.
 */
import { toReadableUrl, toUrlForm, type UrlEntry } from "@/core/index";
import { getReadableLoc } from "./readable-locs";

/**
 * True when a field of `entry` holds `needle` (lowercased), or, for a `needle` with non-ASCII characters
 * (`каталог`, `рф`), its `loc` as it reads (`getReadableLoc`): a Cyrillic URL is written percent-encoded
 * with a punycode host, and the table shows it decoded. An ASCII needle matches the two forms alike.
 */
export function matchesText(entry: UrlEntry, needle: string): boolean {
  // a pattern, not `value.toLowerCase().includes(needle)`: no lowercased copy of each of a million URLs
  // (0.25 s a search in Node, the pattern 0.1 s)
  const pattern = getNeedlePattern(needle);
  const nonAscii = isNonAscii(needle);
  // a non-ASCII needle: the `loc` as it reads below finds it raw as well
  if (!nonAscii && pattern.test(entry.loc)) return true;
  if (
    includes(entry.lastmod, pattern) ||
    includes(entry.changefreq, pattern) ||
    includes(entry.priority, pattern)
  )
    return true;
  if (
    (entry.news !== undefined || entry.videos.length > 0 || entry.images.length > 0) &&
    matchesItemText(entry, pattern)
  )
    return true;
  if (nonAscii) return matchesReadableLoc(entry.loc, needle);
  // any part of a punycode host or a percent-encoding typed (as Search Console shows a URL: `xn--80a`,
  // `p1ai`, `%D0%BA`, `d0`) finds a URL the file writes in Cyrillic: its `loc` as a URL writes it. It was
  // looked for only with `xn--` or `%` typed: `xn-` found fewer URLs than `xn--`, `p1ai` none of them
  return NON_ASCII_CHAR.test(entry.loc) && pattern.test(getUrlForm(entry.loc));
}

/** A character outside ASCII. */
const NON_ASCII_CHAR = /[\u0080-\uffff]/;

/** `toUrlForm` of the `loc`s written with non-ASCII characters, kept for the next search (at most 200,000). */
const urlForms = new Map<string, string>();

/** Forgets the kept URL forms (`releaseSelectorCaches`: a workspace closed keeps none of its URLs alive). */
export function forgetUrlForms(): void {
  urlForms.clear();
}

/** `loc` as a URL writes it (`toUrlForm`), kept: each search over 200,000 Cyrillic URLs made them all anew. */
function getUrlForm(loc: string): string {
  let form = urlForms.get(loc);
  if (form === undefined) {
    if (urlForms.size >= 200_000) urlForms.clear();
    form = toUrlForm(loc);
    urlForms.set(loc, form);
  }
  return form;
}

/**
 * True when every entry `matchesText` finds for `needle` it also finds for `shorter`, so a search for
 * `needle` may look only among `shorter`'s matches (typing on narrows them): `needle` holds `shorter` and
 * both take the same ways to a URL (both non-ASCII or both ASCII).
 */
export function narrowsSearch(needle: string, shorter: string): boolean {
  return (
    shorter !== "" && needle.includes(shorter) && /\P{ASCII}/u.test(needle) === /\P{ASCII}/u.test(shorter)
  );
}

/** True when a title of the entry's news, videos or images (or its news's publication name) holds `needle`. */
function matchesItemText(entry: UrlEntry, pattern: RegExp): boolean {
  const { news, videos, images } = entry;
  if (news && (includes(news.title, pattern) || includes(news.publication.name, pattern))) return true;
  for (const video of videos) if (includes(video.title, pattern)) return true;
  for (const image of images)
    if (includes(image.title, pattern) || includes(image.caption, pattern)) return true;
  return false;
}

const includes = (value: string | undefined, pattern: RegExp) => value !== undefined && pattern.test(value);

/**
 * `needle` (lowercased) as a case-insensitive pattern (Unicode simple case folding: `К` and `к`, `ẞ` and
 * `ß`), no `g` flag so `test` keeps no state. Remembered for the last needle.
 */
function getNeedlePattern(needle: string): RegExp {
  if (lastNeedlePattern.needle !== needle)
    lastNeedlePattern = { needle, pattern: new RegExp(escapeRegExp(needle), "iu") };
  return lastNeedlePattern.pattern;
}

let lastNeedlePattern = { needle: "", pattern: /(?:)/iu };

/**
 * True when `loc` as it reads (`getReadableLoc`) holds `needle` (lowercased, with a non-ASCII character),
 * without decoding every URL: a pattern of the needle as a URL writes it (`getWrittenPattern`) runs over
 * the `loc` with its host as it reads, and only the run of encoded bytes it matches in is decoded to
 * confirm (a run that is not UTF-8 stays encoded when shown). Every URL of a million decoded took 3-7 s a
 * keystroke, the readable forms' cache holding 200,000; now about 0.4 s, the decoding only of matches.
 */
function matchesReadableLoc(loc: string, needle: string): boolean {
  const form = withReadableHost(loc);
  const match = getWrittenPattern(needle).exec(form);
  if (!match) return false;
  // a match that starts or ends inside an escape (`о%d0%` over `о%d0%be`) takes the escape whole: cut,
  // `%d0` alone stayed encoded and the part read `о%d0%`, where the URL reads `оо`
  let start = toEscapeStart(form, match.index);
  let end = toEscapeEnd(form, match.index + match[0].length);
  while (start >= 3 && isHighEscape(form, start - 3)) start -= 3;
  while (isHighEscape(form, end)) end += 3;
  const part = form.slice(start, end);
  if ((toReadableUrl(part) ?? part).toLowerCase().includes(needle)) return true;
  // a first match in a run that stays encoded: the whole URL as it reads
  return (getReadableLoc(loc) ?? loc).toLowerCase().includes(needle);
}

/** True when `text` holds an escape `%XX` (two hex digits) at `at`. */
function isEscape(text: string, at: number): boolean {
  return at >= 0 && text.charCodeAt(at) === 37 && /^[0-9a-f]{2}$/i.test(text.slice(at + 1, at + 3));
}

/** `at` (a match's start) moved back to the `%` of the escape it falls inside of, if any. */
function toEscapeStart(text: string, at: number): number {
  if (isEscape(text, at - 1)) return at - 1;
  return isEscape(text, at - 2) ? at - 2 : at;
}

/** `at` (a match's end, exclusive) moved on past the escape it cuts, if any. */
function toEscapeEnd(text: string, at: number): number {
  if (isEscape(text, at - 1)) return at + 2;
  return isEscape(text, at - 2) ? at + 1 : at;
}

/** True when `text` holds `%XX` at `at` with XX a byte of 0x80 or above (part of a non-ASCII character). */
function isHighEscape(text: string, at: number): boolean {
  return text.charCodeAt(at) === 37 && /^[89a-f][0-9a-f]$/i.test(text.slice(at + 1, at + 3));
}

const HOST = /^((?:[a-z][a-z0-9+.-]*:)?\/\/)([^/?#:@]+)/i;
/** A punycode label's prefix, in either case. */
const PUNYCODE_MARK = /xn--/i;
/** Punycode hosts as they read (`xn--p1ai` → `рф`), by host: a site has few. */
const readableHosts = new Map<string, string>();

/** `loc` with a punycode host as it reads (`https://магазин.рф/%D0%BA…`), the rest as written. */
function withReadableHost(loc: string): string {
  // `XN--80AAIRFTM.XN--P1AI` is punycode too (hosts are case-insensitive), and reads as `магазин.рф`
  if (!PUNYCODE_MARK.test(loc)) return loc;
  const match = HOST.exec(loc);
  if (!match || !PUNYCODE_MARK.test(match[2])) return loc;
  let host = readableHosts.get(match[2]);
  if (host === undefined) {
    if (readableHosts.size >= 10_000) readableHosts.clear();
    host = toReadableUrl(`http://${match[2]}`)?.slice("http://".length) ?? match[2];
    readableHosts.set(match[2], host);
  }
  return match[1] + host + loc.slice(match[0].length);
}

/**
 * A pattern that matches wherever `needle` (lowercased) may be in a URL as it reads, over the URL as
 * written: each ASCII character as it is (either case), each other one raw or percent-encoded as UTF-8, in
 * lower or upper case (`о` is `о`, `О`, `%D0%BE` or `%D0%9E`, hex digits in either case). Remembered for
 * the last needle.
 */
function getWrittenPattern(needle: string): RegExp {
  if (lastPattern.needle === needle) return lastPattern.pattern;
  let source = "";
  for (const char of needle) {
    if (char.charCodeAt(0) < 0x80) {
      source += escapeRegExp(char);
      continue;
    }
    const forms = new Set([char, char.toUpperCase()]);
    const alternatives: string[] = [];
    for (const form of forms) {
      alternatives.push(escapeRegExp(form));
      try {
        alternatives.push(encodeURIComponent(form));
      } catch {
        // a lone surrogate: no UTF-8 form
      }
    }
    source += `(?:${alternatives.join("|")})`;
  }
  lastPattern = { needle, pattern: new RegExp(source, "i") };
  return lastPattern.pattern;
}

let lastPattern = { needle: "", pattern: /(?:)/ };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when `needle` has a character outside ASCII; remembered for the last needle (asked once per row). */
function isNonAscii(needle: string): boolean {
  if (needle !== lastNeedle.text) lastNeedle = { text: needle, nonAscii: /\P{ASCII}/u.test(needle) };
  return lastNeedle.nonAscii;
}

let lastNeedle = { text: "", nonAscii: false };
