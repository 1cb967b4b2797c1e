/**
 * The strings of packed entries (`packed-entries.ts`) as one UTF-8 buffer of their own, transferred to the
 * page instead of copied. Measured in Chromium on a 2-core machine, 50,000 entries with alternates and
 * images in chunks of 1,000 (14 MB of text), three runs alternating with the build before (each the mean
 * of 5 warm rounds): pack, post (a structured clone) and unpack took 132-260 + 184-242 + 22-92 ms with the
 * text as one joined string, and 217-290 + 4-8 + 46-65 ms so; with the locs in Cyrillic, 148-273 + 207-285
 * + 23-45 ms against 191-303 + 3-6 + 37-71 ms. The page decodes the bytes once per chunk, then slices the
 * strings as before.
 *
 * Not used for the problems of a check (`packed-problems.ts`): their text goes as one piece per answer,
 * tens of MB at a million problems, and `encode` of one such string took 21 ms per MB in Chromium where
 * its structured clone took 6 (350,000 problems: 51 MB, 1.1 s against 0.33 s).
 *
 * Thread-portable, no DOM.
 */

/** A UTF-16 code unit of a surrogate pair met alone: a string UTF-8 cannot carry as it is. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const encoder = new TextEncoder();

/**
 * `strings` one after another as UTF-8, in a buffer of its own and of exactly its length (bytes).
 * Undefined when the joined text holds a lone surrogate, which UTF-8 cannot carry (`TextEncoder` would
 * write U+FFFD instead). Two halves of a pair split across two strings are a pair in the joined text and
 * come back split, since the strings are cut by their lengths in UTF-16 code units. (`encodeInto` a buffer
 * of one byte per unit, then a wider one when that was not enough, was no faster on ASCII and slower on
 * Cyrillic, in Chromium.)
 */
export function encodeStrings(strings: readonly string[]): Uint8Array | undefined {
  const all = strings.join("");
  if (LONE_SURROGATE.test(all)) return undefined;
  return encoder.encode(all);
}

/** True when `value` holds a lone surrogate (`encodeStrings` cannot carry it). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** UTF-8 as `encodeStrings` wrote it: a leading U+FEFF is a character of the first string, not a mark to drop. */
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** The text `encodeStrings` encoded: its strings one after another. */
export function decodeStrings(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
