/**
 * Byte-level UTF-8 validation (WHATWG Encoding "UTF-8 decoder": no overlongs, no surrogates, nothing past
 * U+10FFFF) and the text position of a byte offset. Used only when the decoded text holds U+FFFD, so a valid
 * file is never scanned twice.
 *
 * Thread-portable, no DOM.
 */

/** Offset of the first byte at or after `from` that starts no valid UTF-8 sequence, or -1 when all are valid. */
export function findInvalidUtf8(bytes: Uint8Array, from = 0): number {
  const n = bytes.length;
  let i = from;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return -1;
}

/** Length of the valid multi-byte sequence starting at `i`, or 0 when it is not one. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  let count: number;
  let low = 0x80;
  let high = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) count = 1;
  else if (b >= 0xe0 && b <= 0xef) {
    count = 2;
    if (b === 0xe0) low = 0xa0;
    if (b === 0xed) high = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    count = 3;
    if (b === 0xf0) low = 0x90;
    if (b === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k <= count; k++) {
    const c = bytes[i + k];
    if (c === undefined || c < low || c > high) return 0;
    low = 0x80;
    high = 0xbf;
  }
  return count + 1;
}

/**
 * The 1-based line and column (in UTF-16 code units of the decoded text) of byte `offset` of UTF-8 `bytes`,
 * counting from byte `start` (after a BOM). Lines end at LF, as the XML and TXT readers count them.
 */
export function positionOfByte(
  bytes: Uint8Array,
  offset: number,
  start = 0,
): { line: number; column: number } {
  let line = 1;
  let lineStart = start;
  for (let i = bytes.indexOf(0x0a, start); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) {
    const b = bytes[i];
    if (b < 0x80 || b >= 0xc0) column += b >= 0xf0 ? 2 : 1;
  }
  return { line, column };
}
