/**
 * Files written in two encodings, line by line: a sitemap edited in a UTF-8 editor and a windows-1251 one, or
 * a CMS that writes its template in one and its URLs in the other. Thread-portable, no DOM.
 */
import { findInvalidUtf8 } from "./utf8-check";

const UTF8 = new TextDecoder("utf-8");

/**
 * `bytes` decoded line by line (lines end at LF): a line that is valid UTF-8 as UTF-8, any other in
 * `encoding` (a TextDecoder name). Runs of lines that decide alike are decoded together.
 */
export function decodeLinesAs(bytes: Uint8Array, encoding: string): string {
  const legacy = new TextDecoder(encoding);
  const parts: string[] = [];
  let runStart = 0;
  let runLegacy = false;
  let lineStart = 0;
  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(0x0a, lineStart);
    lineEnd = lineEnd === -1 ? bytes.length : lineEnd + 1;
    const isLegacy = findInvalidUtf8(bytes.subarray(lineStart, lineEnd)) !== -1;
    if (isLegacy !== runLegacy && lineStart > runStart) {
      const run = bytes.subarray(runStart, lineStart);
      parts.push(runLegacy ? legacy.decode(run) : UTF8.decode(run));
      runStart = lineStart;
    }
    runLegacy = isLegacy;
    lineStart = lineEnd;
  }
  const run = bytes.subarray(runStart);
  parts.push(runLegacy ? legacy.decode(run) : UTF8.decode(run));
  return parts.join("");
}

/** How the lines of a text that is not UTF-8 as a whole split by encoding (`countLineEncodings`). */
export interface LineEncodings {
  /** Lines (ending at LF) holding a byte of 0x80 or above that are valid UTF-8. */
  utf8Lines: number;
  /** Lines that are not valid UTF-8. */
  otherLines: number;
  /** The 1-based number of the first line that is not valid UTF-8; 0 when none is. */
  firstOther: number;
  /**
   * True when some valid UTF-8 line holds two or more characters past ASCII: a line of a single-byte code
   * page that happens to be valid UTF-8 (a Cyrillic windows-1251 letter before `»` or `ё`) holds one such
   * pair at most, so two say the line was written as UTF-8.
   */
  plainlyUtf8: boolean;
}

/**
 * Counts the lines of `bytes` (ending at LF) that are UTF-8 with text past ASCII and those that are not UTF-8
 * at all; pure ASCII lines count in neither. Linear in the bytes.
 */
export function countLineEncodings(bytes: Uint8Array): LineEncodings {
  const counts: LineEncodings = { utf8Lines: 0, otherLines: 0, firstOther: 0, plainlyUtf8: false };
  let lineStart = 0;
  for (let line = 1; lineStart < bytes.length; line++) {
    let lineEnd = bytes.indexOf(0x0a, lineStart);
    lineEnd = lineEnd === -1 ? bytes.length : lineEnd + 1;
    let high = 0;
    let leads = 0;
    for (let i = lineStart; i < lineEnd; i++) {
      const byte = bytes[i];
      if (byte >= 0x80) high++;
      if (byte >= 0xc0) leads++;
    }
    if (high > 0) {
      if (findInvalidUtf8(bytes.subarray(lineStart, lineEnd)) === -1) {
        counts.utf8Lines++;
        if (leads >= 2) counts.plainlyUtf8 = true;
      } else {
        counts.otherLines++;
        if (counts.firstOther === 0) counts.firstOther = line;
      }
    }
    lineStart = lineEnd;
  }
  return counts;
}
