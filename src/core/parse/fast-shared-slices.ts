/**
 * Long values of the reader's fast path made once per distinct text nearby (`fast-values.ts`): a page's
 * `loc` and the `href`s of the pages that list it as an alternate, repeated by every page of its hreflang
 * group, become one string instead of one slice each.
 *
 * Thread-portable, no DOM. Why: each kept slice costs an allocation and its copies in the young
 * generation's garbage collector, and the checks compare equal hrefs and locs (reciprocal links, the
 * page's own link) by `===`, which two slices of equal text answer by comparing their characters, in a
 * text far out of the cache by then, where one shared string answers at once. Nothing is observable: the
 * values are the same text either way.
 */

/** Slots of the table (a power of two); a slot keeps the last value that hashed to it. */
const SLOTS = 512;
/** Bytes (characters, without bytes) hashed at the start of a value and at its end. */
const HEAD = 32;
const TAIL = 8;

/** `text.slice(a, b)`, returning the string made for an earlier equal slice when its slot still holds it. */
export class SharedSlices {
  private readonly text: string;
  private readonly codes: Uint8Array | undefined;
  private readonly view: DataView | undefined;
  /** Start of each slot's value in the text (its end is start + length). */
  private readonly starts = new Int32Array(SLOTS);
  private readonly values: (string | undefined)[] = new Array(SLOTS).fill(undefined);

  /**
   * `codes`: the bytes `text` was decoded from when each is one character (ASCII UTF-8), else undefined;
   * `view` a DataView of them, to hash and compare four bytes at once.
   */
  constructor(text: string, codes: Uint8Array | undefined, view: DataView | undefined) {
    this.text = text;
    this.codes = codes;
    this.view = view;
  }

  /**
   * `text.slice(a, b)` for `b - a >= 8`; the same string as an earlier call for the same characters when
   * the value is still in its slot (the last few hundred distinct values, at random).
   */
  slice(a: number, b: number): string {
    const slot = (this.view === undefined ? this.hashChars(a, b) : this.hashBytes(a, b)) & (SLOTS - 1);
    const hit = this.values[slot];
    if (hit !== undefined && hit.length === b - a && this.isSame(this.starts[slot], a, b - a)) return hit;
    const value = this.text.slice(a, b);
    this.values[slot] = value;
    this.starts[slot] = a;
    return value;
  }

  /** Hash of the length, the first `HEAD` and the last `TAIL` bytes of `[a, b)`, four at a time. */
  private hashBytes(a: number, b: number): number {
    const view = this.view as DataView;
    let h = Math.imul(b - a, 0x9e3779b1);
    const head = Math.min(a + HEAD, b);
    for (let k = a; k + 4 <= head; k += 4) h = Math.imul(h ^ view.getInt32(k, true), 0x01000193);
    h = Math.imul(h ^ view.getInt32(b - 8, true), 0x01000193);
    h = Math.imul(h ^ view.getInt32(b - 4, true), 0x01000193);
    return h ^ (h >>> 15);
  }

  /** `hashBytes` over characters (a text with characters beyond ASCII). */
  private hashChars(a: number, b: number): number {
    const s = this.text;
    let h = Math.imul(b - a, 0x9e3779b1);
    const head = Math.min(a + HEAD, b);
    for (let k = a; k < head; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
    for (let k = Math.max(head, b - TAIL); k < b; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
    return h ^ (h >>> 15);
  }

  /** True when the text holds the same `length` characters at `from` as at `to`. */
  private isSame(from: number, to: number, length: number): boolean {
    if (from === to) return true;
    const view = this.view;
    if (view === undefined) {
      const s = this.text;
      for (let k = 0; k < length; k++) if (s.charCodeAt(from + k) !== s.charCodeAt(to + k)) return false;
      return true;
    }
    let k = 0;
    for (; k + 4 <= length; k += 4)
      if (view.getInt32(from + k, true) !== view.getInt32(to + k, true)) return false;
    const codes = this.codes as Uint8Array;
    for (; k < length; k++) if (codes[from + k] !== codes[to + k]) return false;
    return true;
  }
}
