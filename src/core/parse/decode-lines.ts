/**
 * Files written in two encodings, line by line: a sitemap edited in a UTF-8 editor and a windows-1251 one, or
 * a CMS that writes its template in one and its URLs in the other. Thread-portable, no DOM.
 */
import { createProblem } from "../model/problem";
import type { DecodedText } from "./decode-text";
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

/**
 * Multi-byte legacy encodings (WHATWG names), whose lines `decodeMixedLines` does not split: a line of them
 * can be valid UTF-8 by chance far more often than a line of a single-byte code page.
 */
const MULTI_BYTE_PAGES: ReadonlySet<string> = new Set([
  "big5",
  "euc-jp",
  "euc-kr",
  "gb18030",
  "gbk",
  "iso-2022-jp",
  "shift_jis",
]);

/**
 * A file that declares a single-byte code page (`encoding`, TextDecoder's name; `label` as the file writes
 * it) and is written in two encodings: lines that are plainly UTF-8 (`countLineEncodings`' `plainlyUtf8`: a
 * line with two or more characters past ASCII, valid as UTF-8) beside lines that are not UTF-8. Each line is
 * read in the encoding its bytes are in (UTF-8 when valid, else the declared one): read as declared, every
 * Cyrillic letter of the UTF-8 lines became two others ("РєР°С‚Р°Р»РѕРі" for "каталог"), as a parser that
 * trusts the declaration reads them, and export would have written them so. `file.not-utf8` (error, RULES.md
 * "Files"; sitemaps.org: a sitemap must be UTF-8) with params `mixed` (the label), `utf8Lines`, `otherLines`
 * and `firstOther` (the first line in the declared encoding, 1-based). Undefined when the lines are all in
 * one encoding or the declared one is multi-byte: the file is then read as it declares.
 */
export function decodeMixedLines(
  bytes: Uint8Array,
  encoding: string,
  label: string,
  file: string,
): DecodedText | undefined {
  if (MULTI_BYTE_PAGES.has(encoding)) return undefined;
  const lines = countLineEncodings(bytes);
  if (!lines.plainlyUtf8 || lines.otherLines === 0) return undefined;
  const { utf8Lines, otherLines, firstOther } = lines;
  const message =
    `the file declares ${label}, but ${utf8Lines} of its lines are UTF-8 (their bytes say so) and ` +
    `${otherLines} ${label} (the first on line ${firstOther}): each line was read in its own encoding; ` +
    "engines that trust the declaration misread the UTF-8 lines; export writes UTF-8";
  const params = { mixed: label, utf8Lines, otherLines, firstOther };
  return {
    text: decodeLinesAs(bytes, encoding),
    encoding,
    problems: [createProblem("file.not-utf8", file, message, { line: 1, params })],
  };
}
