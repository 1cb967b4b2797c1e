/**
 * Value reading for the reader's fast path (`sitemap-fast-path.ts`): element text and quoted attribute
 * values straight from the decoded text, trimmed, references decoded, short values interned.
 *
 * Thread-portable, no DOM. Why interning: every value the reader keeps lives as long as the file, so each
 * one costs two copies in the young generation's garbage collector and its bytes for the whole session;
 * `weekly`, `0.8`, `en`, `alternate` repeat 50,000 times a file and are stored once here. Nothing is
 * reported: a bad reference only sets `faulted`, and the caller declines to the general path.
 */
import { SharedSlices } from "./fast-shared-slices";
import { decodeXmlText, type EntityFaultSink } from "./xml-entities";
import { isXmlSpace, trimXml } from "./xml-names";

/** Values up to this many characters are interned (V8 copies strings this short when slicing anyway). */
const MAX_INTERNED_LENGTH = 12;
/** Slots of the intern table (a power of two): at most this many distinct values are shared per file. */
const INTERN_SLOTS = 4_096;

/**
 * True when `literal` occurs in `text` at `index`. A loop the compiler inlines: on Node 20 it is several
 * times faster than `String.prototype.startsWith` for the short tag names of the fast path.
 */
export function isAt(text: string, index: number, literal: string): boolean {
  for (let k = 0; k < literal.length; k++)
    if (text.charCodeAt(index + k) !== literal.charCodeAt(k)) return false;
  return true;
}

/**
 * `literal` as a flat (sequential) string. Concatenation and template literals of 13 or more characters
 * make V8 rope strings, and `charCodeAt` on a rope goes through an indirection on every call: the tags
 * `isAt` compares millions of times a file are made flat once.
 */
export function flatLiteral(literal: string): string {
  const codes: number[] = [];
  for (let k = 0; k < literal.length; k++) codes.push(literal.charCodeAt(k));
  return String.fromCharCode(...codes);
}

/** A literal with its characters packed four to a little-endian word, for `FastValues.atPacked`. */
export interface PackedLiteral {
  /** The literal (flat). */
  readonly text: string;
  /** `text`'s characters, four to an int, the first in the low byte; the last `length % 4` are not packed. */
  readonly words: Int32Array;
  /** False when a character is above 255: then it never equals a byte. */
  readonly bytes: boolean;
}

/**
 * `literal` packed for `FastValues.atPacked`.
 * @example packLiteral("</loc>").words.length // 1
 */
export function packLiteral(literal: string): PackedLiteral {
  const text = flatLiteral(literal);
  const words = new Int32Array(text.length >> 2);
  let bytes = true;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c > 255) bytes = false;
    if (k >> 2 < words.length) words[k >> 2] |= (c & 255) << (8 * (k & 3));
  }
  return { text, words, bytes };
}

/** What ends an attribute value the fast path reads: markup, and the characters normalisation changes. */
const STOPS = ["<", "\n", "\t", "\r"] as const;

/** Reads values from one text; `end` and `faulted` report on the last read. */
export class FastValues {
  /** Index after the end tag or closing quote of the last value read. */
  end = 0;
  /** True once a reference failed to decode cleanly (the general path must report it). */
  faulted = false;
  private readonly text: string;
  private readonly codes: Uint8Array | undefined;
  /** A view of `codes`, to compare four bytes at once (`atPacked`). */
  private readonly view: DataView | undefined;
  /** Interned values by hash, direct-mapped (a slot keeps the first value that hashed to it). */
  private readonly interned: (string | undefined)[] = new Array(INTERN_SLOTS).fill(undefined);
  /** Where in the text each interned value was read (`internBytes`: slots of values with bytes only). */
  private readonly internedAt = new Int32Array(INTERN_SLOTS);
  /** Longer values, one string for equal ones read near each other (`fast-shared-slices.ts`). */
  private readonly slices: SharedSlices;
  /** Next `&` at or after the last query (-1 = not looked yet, -2 = none left): one scan for the text. */
  private nextAmp = -1;
  /** Where the search that found `nextAmp` started: no `&` lies between it and `nextAmp`. */
  private ampFrom = 0;
  /** First newline at or after the last `hasNewline` query (the text's length when none; -1 = not looked). */
  private newlineAt = -1;
  /** Next of each of `STOPS` at or after the last query: one native scan of the text per character. */
  private readonly stops = [-1, -1, -1, -1];
  private readonly sink: EntityFaultSink = () => {
    this.faulted = true;
  };

  /**
   * `codes`: the bytes `text` was decoded from, when each is one character (ASCII UTF-8), else undefined.
   * Tags are compared on them: a typed-array load costs a fraction of a `charCodeAt`.
   */
  constructor(text: string, codes?: Uint8Array) {
    this.text = text;
    this.codes = codes;
    this.view =
      codes === undefined ? undefined : new DataView(codes.buffer, codes.byteOffset, codes.byteLength);
    this.slices = new SharedSlices(text, codes, this.view);
  }

  /** True when `literal` occurs in the text at `index` (`isAt`, on the bytes when there are). */
  at(index: number, literal: string): boolean {
    const codes = this.codes;
    if (codes === undefined) return isAt(this.text, index, literal);
    for (let k = 0; k < literal.length; k++) if (codes[index + k] !== literal.charCodeAt(k)) return false;
    return true;
  }

  /**
   * `at(index, literal.text)`, four bytes at a time when there are bytes: about 2.5x faster for the 10 to 30
   * characters of a skeleton piece (`sitemap-fast-template.ts`).
   */
  atPacked(index: number, literal: PackedLiteral): boolean {
    const view = this.view;
    if (view === undefined) return isAt(this.text, index, literal.text);
    const text = literal.text;
    if (!literal.bytes || index < 0 || index + text.length > view.byteLength) return false;
    const words = literal.words;
    for (let k = 0; k < words.length; k++)
      if ((view.getUint32(index + 4 * k, true) | 0) !== words[k]) return false;
    const codes = this.codes as Uint8Array;
    for (let k = words.length * 4; k < text.length; k++)
      if (codes[index + k] !== text.charCodeAt(k)) return false;
    return true;
  }

  /**
   * The trimmed text from `j` up to the end tag `close`, references decoded; sets `end` after the end tag.
   * Undefined when other markup comes first, or (`strict`) when there was whitespace to trim. `share`: a
   * URL that pages near it may repeat (`loc`, `href`), made one string with them (`SharedSlices`).
   */
  elementText(j: number, close: string, strict: boolean, share = false): string | undefined {
    const s = this.text;
    const lt = s.indexOf("<", j);
    if (lt === -1 || !this.at(lt, close)) return undefined;
    this.end = lt + close.length;
    return this.value(j, lt, strict, share);
  }

  /**
   * The trimmed value of the quoted attribute value at `j` (its opening quote), references decoded; sets
   * `end` after the closing quote. Undefined for an unquoted value or one holding `<`, a tab, CR or LF
   * (attribute-value normalisation is the general path's job), or cut by the end of the text. Other
   * control characters stay as written, as the general path keeps them. `share` as for `elementText`.
   */
  attributeValue(j: number, share = false): string | undefined {
    const s = this.text;
    const quote = s.charCodeAt(j);
    if (quote !== 34 && quote !== 39) return undefined;
    // native searches only, no loop over the value's characters
    const k = s.indexOf(quote === 34 ? '"' : "'", j + 1);
    if (k === -1 || this.nextStop(0, j + 1) < k) return undefined;
    if (this.nextStop(1, j + 1) < k || this.nextStop(2, j + 1) < k || this.nextStop(3, j + 1) < k)
      return undefined;
    this.end = k + 1;
    return this.value(j + 1, k, false, share);
  }

  /**
   * The trimmed text of `[start, end)` (an element's content, `end` at the `<` of its end tag), references
   * decoded; undefined when `strict` and there was whitespace to trim. Does not set `end`. `share` as for
   * `elementText`.
   */
  textBetween(start: number, end: number, strict: boolean, share = false): string | undefined {
    return this.value(start, end, strict, share);
  }

  /**
   * Makes element text from `from` on readable again after later text was read (the `&` search assumes
   * increasing indexes): looks for `&` between `from` and where the last search started, only that.
   * Attribute values must not be read before the index of the last one read.
   */
  rewind(from: number): void {
    if (from >= this.ampFrom) return;
    const s = this.text;
    for (let k = from; k < this.ampFrom; k++) {
      if (s.charCodeAt(k) === 38) {
        this.nextAmp = k;
        break;
      }
    }
    this.ampFrom = from;
  }

  /**
   * True when `[start, end)` holds a newline (`\n`). Asked in increasing order of `start`: the first newline
   * found is kept, so a file on one line is searched once, not once per value (`nextStop` does the same for
   * every stop character; this one field costs less per value read).
   */
  hasNewline(start: number, end: number): boolean {
    let at = this.newlineAt;
    if (at < start) {
      const found = this.text.indexOf("\n", start);
      at = found === -1 ? this.text.length : found;
      this.newlineAt = at;
    }
    return at < end;
  }

  /** Index of the first `STOPS[which]` at or after `from` (the text's length when none); cached per character. */
  private nextStop(which: number, from: number): number {
    let at = this.stops[which];
    if (at < from) {
      const found = this.text.indexOf(STOPS[which], from);
      at = found === -1 ? this.text.length : found;
      this.stops[which] = at;
    }
    return at;
  }

  /**
   * `text[start, end)` decoded and trimmed; undefined when `strict` and there was whitespace to trim.
   * `share`: one string for equal long values read near each other (`SharedSlices`).
   */
  private value(start: number, end: number, strict: boolean, share: boolean): string | undefined {
    const s = this.text;
    if (this.nextAmp !== -2 && this.nextAmp < start) {
      const found = s.indexOf("&", start);
      this.nextAmp = found === -1 ? -2 : found;
      this.ampFrom = start;
    }
    if (this.nextAmp >= 0 && this.nextAmp < end) {
      const raw = decodeXmlText(s, start, end, this.sink);
      const value = trimXml(raw);
      // a CR inside: the general path tells a line end (read as LF) from a `&#13;` (kept)
      if (value.includes("\r")) return undefined;
      return strict && value !== raw ? undefined : value;
    }
    let a = start;
    let b = end;
    while (a < b && isXmlSpace(s.charCodeAt(a))) a++;
    while (b > a && isXmlSpace(s.charCodeAt(b - 1))) b--;
    if (strict && (a !== start || b !== end)) return undefined;
    // a CR inside the value is a line end XML reads as LF (`normalizeLineEnds`): the general path's
    if (b > a && this.nextStop(3, a) < b) return undefined;
    if (b - a <= MAX_INTERNED_LENGTH) return this.intern(a, b);
    return share ? this.slices.slice(a, b) : s.slice(a, b);
  }

  /** `text[a, b)` as a shared string when the same characters were read before. */
  private intern(a: number, b: number): string {
    const view = this.view;
    if (view !== undefined && b - a >= 4) return this.internBytes(view, a, b);
    const s = this.text;
    let hash = b - a;
    for (let k = a; k < b; k++) hash = (Math.imul(hash, 31) + s.charCodeAt(k)) | 0;
    const slot = hash & (INTERN_SLOTS - 1);
    const hit = this.interned[slot];
    if (hit !== undefined && hit.length === b - a && sameText(s, a, hit)) return hit;
    const value = s.slice(a, b);
    if (hit === undefined) this.interned[slot] = value;
    return value;
  }

  /**
   * `intern` of 4 to 12 characters with bytes: hashed and compared as three overlapping 4-byte words (the
   * first, middle and last four bytes, which together cover every byte), not character by character. The
   * slot remembers where in the text its value was read, so a hit compares bytes with bytes.
   */
  private internBytes(view: DataView, a: number, b: number): string {
    const first = view.getInt32(a, true);
    const middle = view.getInt32(a + ((b - a - 4) >> 1), true);
    const last = view.getInt32(b - 4, true);
    let hash = Math.imul((b - a) ^ first, 0x01000193);
    hash = Math.imul(hash ^ middle, 0x01000193);
    hash = Math.imul(hash ^ last, 0x01000193);
    const slot = (hash ^ (hash >>> 15)) & (INTERN_SLOTS - 1);
    const hit = this.interned[slot];
    if (hit !== undefined && hit.length === b - a) {
      const at = this.internedAt[slot];
      if (
        view.getInt32(at, true) === first &&
        view.getInt32(at + ((b - a - 4) >> 1), true) === middle &&
        view.getInt32(b - a + at - 4, true) === last
      )
        return hit;
    }
    const value = this.text.slice(a, b);
    if (hit === undefined) {
      this.interned[slot] = value;
      this.internedAt[slot] = a;
    }
    return value;
  }
}

/** True when `text` holds `value` at `index` (any length, empty included). */
function sameText(text: string, index: number, value: string): boolean {
  for (let k = 0; k < value.length; k++) if (text.charCodeAt(index + k) !== value.charCodeAt(k)) return false;
  return true;
}
