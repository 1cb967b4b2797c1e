/**
 * The strings of packed entries (`packed-entries.ts`) as one UTF-8 buffer of their own, transferred to the
 * page instead of copied. Measured in Chromium on a 2-core machine, 50,000 entries with alternates and
 * images in chunks of 1,000 (14 MB of text), three runs alternating with the build before (each the mean
 * of 5 warm rounds): pack, post (a structured clone) and unpack took 132-260 + 184-242 + 22-92 ms with the
 * text as one joined string, and 217-290 + 4-8 + 46-65 ms so; with the locs in Cyrillic, 148-273 + 207-285
 * + 23-45 ms against 191-303 + 3-6 + 37-71 ms. The page decodes the bytes once per chunk, then slices the
 * strings as before. The bytes are written by `encodeStrings`' own loop, not `TextEncoder` (figures there).
 *
 * Not used for the problems of a check (`packed-problems.ts`): their text goes as one piece per answer,
 * tens of MB at a million problems, and `encode` of one such string took 21 ms per MB in Chromium where
 * its structured clone took 6 (350,000 problems: 51 MB, 1.1 s against 0.33 s).
 *
 * Thread-portable, no DOM.
 */

/** A UTF-16 code unit of a surrogate pair met alone: a string UTF-8 cannot carry as it is. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * `strings` one after another as UTF-8, in a buffer of its own and of exactly its length (bytes).
 * Undefined when a string holds a lone surrogate, which UTF-8 cannot carry (`TextEncoder` would write
 * U+FFFD instead); a high surrogate that ends a string counts as lone even when the next string begins
 * with its low half (the caller then sends the entries with such strings whole).
 *
 * Written here, one code unit at a time into one buffer, not as `TextEncoder.encode(strings.join(""))`:
 * measured in Chromium 150 on a 2-core machine, the strings of 50,000 entries with alternates and images
 * in lists of 1,000 (25.7 MB, all ASCII), join + encode took 445-613 ms and this loop 160-250 ms (four
 * rounds each, both orders). The join copies every string once more, and Blink's `encode` copies the text
 * again before and after encoding it. `encodeInto` per string was slower still (450-890 ms). In a whole
 * cold read + pack + check in a fresh Chromium page (medians of 4-5), the pack of 50k-ext took 598 → 493
 * ms, of 50k 237 → 178 ms, of 50k-cyr (Cyrillic paths) 773 → 638 ms.
 *
 * The loop reads the strings joined (session 20), not each string: they are slices of the file's text,
 * and `charCodeAt` of a slice goes through its parent on every call. Chromium 156, 2 cores, the pack of
 * 50k-ext's entries in lists of 1,000 profiled: `encodeStrings` 133 → 81 ms a round warm (5 rounds), 175
 * → 115 ms in a drop; the join itself, 25 MB of slices: about 21 ms.
 */
export function encodeStrings(strings: readonly string[]): Uint8Array | undefined {
  // one flat string: the values are slices of the file's text, and reading a slice a unit at a time
  // costs several times what reading a flat string does
  const flat = strings.join("");
  const units = flat.length;
  // one byte per unit while the text is ASCII, which fills it exactly
  const bytes = new Uint8Array(units);
  for (let at = 0; at < units; at++) {
    const unit = flat.charCodeAt(at);
    if (unit >= 0x80) return encodeWide(strings, flat, bytes, at);
    bytes[at] = unit;
  }
  return bytes;
}

/**
 * `encodeStrings` of `flat` (the `strings` joined) from unit `at` on, the first unit that is not ASCII,
 * with the `at` bytes before it in `ascii`: copies them into a buffer of 3 bytes per unit left (the most
 * UTF-8 takes: 3 for a unit alone, 4 for a pair of 2), writes the rest, and returns the bytes written,
 * copied to their length. A surrogate pair must lie within one string: `strings` gives their ends.
 */
function encodeWide(
  strings: readonly string[],
  flat: string,
  ascii: Uint8Array,
  at: number,
): Uint8Array | undefined {
  const units = flat.length;
  const bytes = new Uint8Array(at + (units - at) * 3);
  bytes.set(ascii.subarray(0, at));
  // the string unit `at` is in, and where it ends
  let k = 0;
  let end = strings[0].length;
  while (end <= at) end += strings[++k].length;
  for (let j = at; j < units; j++) {
    while (j >= end) end += strings[++k].length;
    let code = flat.charCodeAt(j);
    if (code < 0x80) {
      bytes[at++] = code;
      continue;
    }
    if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
    } else {
      if (code >= 0xd800 && code <= 0xdfff) {
        const low = j + 1 < end ? flat.charCodeAt(j + 1) : 0;
        if (code > 0xdbff || low < 0xdc00 || low > 0xdfff) return undefined;
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        j++;
        bytes[at++] = 0xf0 | (code >> 18);
        bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      } else {
        bytes[at++] = 0xe0 | (code >> 12);
      }
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
    }
    bytes[at++] = 0x80 | (code & 0x3f);
  }
  return bytes.slice(0, at);
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
