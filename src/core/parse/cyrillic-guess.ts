/**
 * Telling a single-byte Cyrillic text (windows-1251, KOI8-R) by its bytes: what `decodeText` and
 * `decodeTable` guess a file that declares no usable encoding is written in. Pure, thread-portable, no DOM.
 */
import { findInvalidUtf8 } from "./utf8-check";

/**
 * The single-byte Cyrillic encoding the non-ASCII bytes of `bytes` are written in, or undefined when they
 * do not plainly look Cyrillic: at least 90% of them must be letters of both windows-1251 and KOI8-R
 * (0xC0-0xFF, and Ё/ё: 0xA8/0xB8, 0xB3/0xA3), and at least half in runs of three or more (Cyrillic
 * words; West European accents, `café`, `größe`, come one or two together; a list of two-letter words only
 * is not guessed). Greek in windows-1253 looks alike and is read as Cyrillic: not told apart. The two differ in where the lower case is: 0xE0-0xFF in
 * windows-1251, 0xC0-0xDF in KOI8-R, and URLs are mostly lower case. Bytes that are valid UTF-8 sequences
 * are not counted (a list mixing both).
 */
export function guessCyrillicEncoding(bytes: Uint8Array): "windows-1251" | "koi8-r" | undefined {
  const stats = { high: 0, letters: 0, upperHalf: 0, inRuns: 0 };
  let lineStart = 0;
  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(0x0a, lineStart);
    lineEnd = lineEnd === -1 ? bytes.length : lineEnd;
    const line = bytes.subarray(lineStart, lineEnd);
    // a line that is valid UTF-8 says nothing of the other encoding
    if (findInvalidUtf8(line) !== -1) countHighBytes(line, stats);
    lineStart = lineEnd + 1;
  }
  const { high, letters, upperHalf, inRuns } = stats;
  if (high === 0 || letters * 10 < high * 9 || inRuns * 2 < high) return undefined;
  return upperHalf * 2 >= letters ? "windows-1251" : "koi8-r";
}

/** Adds the bytes of 0x80 and above of `line` to `stats` (`guessCyrillicEncoding`). NOTE: mutates `stats`. */
function countHighBytes(
  line: Uint8Array,
  stats: { high: number; letters: number; upperHalf: number; inRuns: number },
): void {
  let run = 0;
  for (let i = 0; i <= line.length; i++) {
    const b = i < line.length ? line[i] : 0;
    if (b >= 0x80) {
      stats.high++;
      run++;
      if (b >= 0xc0 || b === 0xa8 || b === 0xb8 || b === 0xa3 || b === 0xb3) stats.letters++;
      if (b >= 0xe0) stats.upperHalf++;
      continue;
    }
    if (run >= 3) stats.inRuns += run;
    run = 0;
  }
}

/**
 * True when the non-ASCII bytes of `bytes` plainly are Cyrillic in IBM866 (CP866, the DOS code page:
 * Excel's "CSV (MS-DOS)" on a Russian Windows), for a table `guessCyrillicEncoding` found no windows-1251
 * or KOI8-R in: at least 90% of them letters there (А-п 0x80-0xAF, р-я 0xE0-0xEF, Ё/ё 0xF0/0xF1), at
 * least half in runs of three or more. Lines that are valid UTF-8 are not counted.
 * @example looksLikeIbm866(new Uint8Array([0xaa, 0xae, 0xe2])) // true ("кот")
 */
export function looksLikeIbm866(bytes: Uint8Array): boolean {
  let high = 0;
  let letters = 0;
  let inRuns = 0;
  let lineStart = 0;
  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(0x0a, lineStart);
    lineEnd = lineEnd === -1 ? bytes.length : lineEnd;
    const line = bytes.subarray(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    if (findInvalidUtf8(line) === -1) continue;
    let run = 0;
    for (let i = 0; i <= line.length; i++) {
      const b = i < line.length ? line[i] : 0;
      if (b >= 0x80) {
        high++;
        run++;
        if (b <= 0xaf || (b >= 0xe0 && b <= 0xf1)) letters++;
        continue;
      }
      if (run >= 3) inRuns += run;
      run = 0;
    }
  }
  return high > 0 && letters * 10 >= high * 9 && inRuns * 2 >= high;
}
