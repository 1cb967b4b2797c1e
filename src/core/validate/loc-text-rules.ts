/**
 * Character-level checks of a `loc` as written: characters that must be percent-encoded, raw non-ASCII,
 * and the percent-encodings themselves. A clean `loc` (nearly all) is recognised by one regular expression;
 * any other is scanned once, allocating only for the faults found. Each fault is reported once per `loc`, at its first occurrence.
 *
 * Sources: RFC 3986 §2.1, §2.4 (https://www.rfc-editor.org/rfc/rfc3986), RFC 3987 §3.1
 * (https://www.rfc-editor.org/rfc/rfc3987). Thread-portable, no DOM.
 */
import { MAX_LOC_LENGTH } from "../limits";
import type { Problem } from "../model/types";
import { type CheckContext, type PlacedEntry, placeOf, report } from "./check-context";
import type { RuleCode } from "./rule-catalogue";
import { PERCENT_SEQUENCE } from "./url-key";

/**
 * 1 for ASCII code points that must be percent-encoded in a URL: controls, space, `"<>\^`{|}` and DEL
 * (RFC 3986 section 2; RULES.md `loc.unencoded-chars`). Shared with the fix's encoder (`loc-encoding.ts`).
 */
export const MUST_ENCODE = new Uint8Array(128);
for (let c = 0; c <= 0x20; c++) MUST_ENCODE[c] = 1;
for (const ch of '"<>\\^`{|}\x7f') MUST_ENCODE[ch.charCodeAt(0)] = 1;

/**
 * The characters of `loc` from UTF-16 offset `from` on that `loc.unencoded-chars` faults (`MUST_ENCODE`),
 * each once, in the order they first appear: `["<", " ", "|"]` for `https://e.com/<a b|c a>`. Display
 * only (the check reports the first one's offset); at most `limit` of them, the rest not looked for.
 */
export function listUnencodedChars(loc: string, from = 0, limit = 8): string[] {
  const found: string[] = [];
  for (let i = Math.max(0, from); i < loc.length && found.length < limit; i++) {
    const c = loc.charCodeAt(i);
    if (c >= 128 || MUST_ENCODE[c] !== 1) continue;
    if (!found.includes(loc[i])) found.push(loc[i]);
  }
  return found;
}

/** Value of a hex digit's code unit, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** The byte of the `%XX` at `i`, or -1 when `%` is not followed by two hex digits. */
function percentByte(text: string, i: number): number {
  const high = hexValue(text.charCodeAt(i + 1));
  const low = hexValue(text.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

/**
 * UTF-8 decoder state over percent-encoded bytes: `need` continuation bytes still expected, and the range the
 * next one must fall in (narrowed after E0, ED, F0, F4 to refuse overlong forms and surrogates).
 */
interface Utf8State {
  need: number;
  low: number;
  high: number;
}

/** Feeds one byte; returns false when the byte cannot continue valid UTF-8. NOTE: mutates `state`. */
function feedUtf8(state: Utf8State, byte: number): boolean {
  if (state.need > 0) {
    if (byte < state.low || byte > state.high) return false;
    state.need--;
    state.low = 0x80;
    state.high = 0xbf;
    return true;
  }
  if (byte < 0x80) return true;
  state.low = 0x80;
  state.high = 0xbf;
  if (byte >= 0xc2 && byte <= 0xdf) state.need = 1;
  else if (byte >= 0xe0 && byte <= 0xef) state.need = 2;
  else if (byte >= 0xf0 && byte <= 0xf4) state.need = 3;
  else return false;
  if (byte === 0xe0) state.low = 0xa0;
  else if (byte === 0xed) state.high = 0x9f;
  else if (byte === 0xf0) state.low = 0x90;
  else if (byte === 0xf4) state.high = 0x8f;
  return true;
}

/** First offset of each fault in one `loc`; -1 = not found. */
export interface LocTextFaults {
  unencoded: number;
  nonAscii: number;
  badPercent: number;
  encodedControl: number;
  invalidUtf8: number;
  doubleEncoded: number;
}

const NO_FAULTS: Readonly<LocTextFaults> = {
  unencoded: -1,
  nonAscii: -1,
  badPercent: -1,
  encodedControl: -1,
  invalidUtf8: -1,
  doubleEncoded: -1,
};

/**
 * Printable ASCII except `%` and the characters that must be encoded, then percent-encodings of printable
 * ASCII (not `%`: a `loc` with `%25` takes the full scan for double encoding) or of well-formed UTF-8.
 * Two character classes around one alternation, so the regex engine runs it in linear time, natively (about
 * 3x faster than the same test by `charCodeAt`).
 */
const PLAIN = "[!#$&-;=?-[\\]_a-z~]";
/** A `loc` with no text fault (see `isCleanLoc`). */
const CLEAN_LOC = new RegExp(`^${PLAIN}*(?:(?:${PERCENT_SEQUENCE}|%2[Ee])${PLAIN}*)*$`);

/**
 * True when `loc` has no text fault: plain characters, and percent-encodings of printable ASCII other than
 * `%` or of well-formed UTF-8. False means "scan it", not "faulty". Non-Latin paths (`%D0%BA...`) are the
 * common case this serves.
 */
function isCleanLoc(loc: string): boolean {
  return CLEAN_LOC.test(loc);
}

/** Shared decoder state: the scan is synchronous, so one object serves every call. */
const utf8: Utf8State = { need: 0, low: 0x80, high: 0xbf };

/** Scans `loc` and returns the first offset of each fault, or undefined when it has none. */
export function findLocTextFaults(loc: string): LocTextFaults | undefined {
  if (isCleanLoc(loc)) return undefined;
  const faults: LocTextFaults = { ...NO_FAULTS };
  utf8.need = 0;
  let runStart = -1;
  for (let i = 0; i < loc.length; i++) {
    const c = loc.charCodeAt(i);
    const byte = c === 37 ? percentByte(loc, i) : -1;
    if (byte >= 0) {
      if (utf8.need === 0) runStart = i;
      if (!feedUtf8(utf8, byte)) {
        if (faults.invalidUtf8 < 0) faults.invalidUtf8 = runStart;
        utf8.need = 0;
      }
      if ((byte < 0x20 || byte === 0x7f) && faults.encodedControl < 0) faults.encodedControl = i;
      if (byte === 0x25 && faults.doubleEncoded < 0 && percentByte(loc, i + 2) >= 0) faults.doubleEncoded = i;
      i += 2;
      continue;
    }
    if (c === 37) {
      if (faults.badPercent < 0) faults.badPercent = i;
    } else if (c >= 0x80) {
      if (faults.nonAscii < 0) faults.nonAscii = i;
    } else if (MUST_ENCODE[c] === 1 && faults.unencoded < 0) faults.unencoded = i;
    if (utf8.need > 0) {
      if (faults.invalidUtf8 < 0) faults.invalidUtf8 = runStart;
      utf8.need = 0;
    }
  }
  if (utf8.need > 0 && faults.invalidUtf8 < 0) faults.invalidUtf8 = runStart;
  return faults;
}

/** A readable name of the character at `at`: `" "` is "a space", controls as U+XXXX. */
function describeChar(loc: string, at: number): string {
  const code = loc.codePointAt(at) ?? 0;
  if (code === 0x20) return "a space";
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (code === 0x22) return 'a double quote (")';
  return `"${String.fromCodePoint(code)}"`;
}

/** How one text fault becomes a problem: its code, the offending piece of the `loc`, and the message. */
interface TextFaultRule {
  readonly key: keyof LocTextFaults;
  readonly code: RuleCode;
  /** `char` names a character, `sequence` a run of percent-encodings. */
  readonly param: "char" | "sequence";
  readonly piece: (loc: string, at: number) => string;
  readonly message: (loc: string, piece: string) => string;
}

const percentRun = (loc: string, at: number) => /^(?:%[0-9A-Fa-f]{2})+/.exec(loc.slice(at))?.[0] ?? "";

/** The text faults in report order; module-level, so no closure is made per entry. */
const TEXT_FAULT_RULES: readonly TextFaultRule[] = [
  {
    key: "unencoded",
    code: "loc.unencoded-chars",
    param: "char",
    piece: describeChar,
    message: (loc, char) => `loc "${loc}" contains ${char}, which must be percent-encoded`,
  },
  {
    key: "nonAscii",
    code: "loc.non-ascii",
    param: "char",
    piece: (loc, at) => String.fromCodePoint(loc.codePointAt(at) ?? 0),
    message: (loc, char) =>
      `loc "${loc}" contains the non-ASCII character "${char}"; percent-encode it as UTF-8`,
  },
  {
    key: "badPercent",
    code: "loc.bad-percent-encoding",
    param: "sequence",
    piece: (loc, at) => loc.slice(at, at + 3),
    message: (loc, sequence) => `loc "${loc}" has "${sequence}": "%" must be followed by two hex digits`,
  },
  {
    key: "encodedControl",
    code: "loc.encoded-control",
    param: "sequence",
    piece: (loc, at) => loc.slice(at, at + 3),
    message: (loc, sequence) => `loc "${loc}" has the encoded control character "${sequence}"`,
  },
  {
    key: "invalidUtf8",
    code: "loc.encoded-invalid-utf8",
    param: "sequence",
    piece: percentRun,
    message: (loc, sequence) => `loc "${loc}" has percent-encoded bytes "${sequence}" that are not UTF-8`,
  },
  {
    key: "doubleEncoded",
    code: "loc.double-encoded",
    param: "sequence",
    piece: (loc, at) => loc.slice(at, at + 5),
    message: (loc, sequence) => `loc "${loc}" has "${sequence}", a "%" encoded twice`,
  },
];

/**
 * The WHATWG (punycode) host of `loc` when the character at `offset` lies in its host, else undefined
 * (also when the URL does not parse). Percent-encoding is for paths; a host is written in punycode
 * (RFC 3492, IDNA; the WHATWG URL parser's own conversion).
 */
function getPunycodeHost(loc: string, offset: number): string | undefined {
  const start = loc.indexOf("//");
  if (start < 0 || offset < start) return undefined;
  const end = loc.slice(start + 2).search(/[/?#\\]/);
  if (end >= 0 && offset >= start + 2 + end) return undefined;
  try {
    return new URL(loc).hostname;
  } catch {
    return undefined;
  }
}

/** The length of `loc` with every non-ASCII character percent-encoded as UTF-8 (`%D0%BF`), in characters. */
function getEncodedLength(loc: string): number {
  let length = 0;
  for (const char of loc) {
    const code = char.codePointAt(0) ?? 0;
    length += code < 0x80 ? 1 : code < 0x800 ? 6 : code < 0x10000 ? 9 : 12;
  }
  return length;
}

/**
 * Reports `loc.unencoded-chars`, `loc.non-ascii`, `loc.bad-percent-encoding`, `loc.encoded-control`,
 * `loc.encoded-invalid-utf8` and `loc.double-encoded` for the `loc` of `entry` (each at most once).
 * Params: `value` (the loc), `char` or `sequence` (the offending text), `offset` (0-based, in characters),
 * for a non-ASCII character in the host, `punycode` (the host as engines want it written), and for a
 * non-ASCII `loc` longer than MAX_LOC_LENGTH (2,048) once encoded, `encodedLength` and `limit`, when Yandex
 * is the only engine on, `yandexOnly` (1: the message names no switched-off engine as its reason); a
 * non-ASCII `Sitemap:` line of a robots.txt has `robots` ("Sitemap": Yandex's robots.txt help forbids
 * Cyrillic there, https://yandex.ru/support/webmaster/controlling-robot/robots-txt.html); in a file whose
 * letters look like misread Cyrillic (`CheckContext.misread`), `misread` (the encoding they look like) on
 * `loc.non-ascii` and `loc.unencoded-chars`, whose encoding fix is then not offered.
 * NOTE: mutates `out`.
 */
export function checkLocText(
  entry: PlacedEntry & { loc: string },
  index: number,
  ctx: CheckContext,
  out: Problem[],
) {
  const loc = entry.loc;
  const faults = findLocTextFaults(loc);
  if (!faults) return;
  for (const rule of TEXT_FAULT_RULES) {
    const offset = faults[rule.key];
    if (offset < 0) continue;
    const piece = rule.piece(loc, offset);
    const params: Record<string, string | number> = { value: loc, offset, [rule.param]: piece };
    // a robots.txt `Sitemap:` line: Yandex forbids Cyrillic in robots.txt (punycode hosts, encoded paths)
    if (rule.key === "nonAscii" && ctx.format === "robots") params.robots = "Sitemap";
    // Google and Bing unchecked: the message gives the standard and other tools as the reason, not them
    else if (rule.key === "nonAscii" && ctx.yandexOnly) params.yandexOnly = 1;
    // letters of a file read in the code page it declares, which look like misread Cyrillic: no encoding
    // fix (`quick-fixes.ts`), the file must be read right
    if ((rule.key === "nonAscii" || rule.key === "unencoded") && ctx.misread !== undefined)
      params.misread = ctx.misread;
    // encoded, each Cyrillic letter takes six characters: past the limit, no fix can encode it
    const encodedLength =
      rule.key === "nonAscii" && loc.length * 12 > MAX_LOC_LENGTH ? getEncodedLength(loc) : 0;
    if (encodedLength > MAX_LOC_LENGTH) Object.assign(params, { encodedLength, limit: MAX_LOC_LENGTH });
    const punycode = rule.key === "nonAscii" ? getPunycodeHost(loc, offset) : undefined;
    if (punycode === undefined) {
      report(ctx, out, rule.code, rule.message(loc, piece), placeOf(entry, index, "loc", params));
      continue;
    }
    params.punycode = punycode;
    const message = `loc "${loc}" has the non-ASCII character "${piece}" in its host; write the host in punycode: ${punycode}`;
    report(ctx, out, rule.code, message, placeOf(entry, index, "loc", params));
  }
}
