/**
 * Line scanning for the plain-text formats (TXT sitemaps, robots.txt) and the checks that pick a format.
 *
 * Thread-portable, no DOM. Works on index ranges of the decoded text: no split, no per-line copy before a
 * value is kept.
 */

/** A trimmed line: `text.slice(start, end)` is its value; `line` is 1-based, `column` of `start` too. */
export interface TextLine {
  start: number;
  end: number;
  line: number;
  column: number;
  /** True when whitespace was trimmed around the value, other than the CR of a CRLF line end. */
  padded: boolean;
}

/**
 * Whitespace trimmed from values: ASCII controls and space, NBSP, a stray BOM of concatenated files, and
 * the zero-width characters that text copied from a web page or a word processor carries (U+200B zero-width
 * space, U+200C/U+200D (non-)joiners, U+2060 word joiner): none can be part of a URL, and none shows.
 */
export function isTrimmable(code: number): boolean {
  return (
    code <= 0x20 || code === 0xa0 || code === 0xfeff || (code >= 0x200b && code <= 0x200d) || code === 0x2060
  );
}

/**
 * Calls `visit` for every line of `text` that is not blank, with its trimmed range. Lines end at LF, CRLF
 * or a lone CR (old Mac files; XML 1.0 §2.11 reads all three as one line end), so a CR is never inside a
 * value. A visit that returns `false` stops the scan.
 */
export function forEachLine(text: string, visit: (line: TextLine) => unknown): void {
  let lineNumber = 1;
  let pos = 0;
  // the next LF and CR at or after `pos`, each searched again only once passed: one scan of the text
  let nextLf = text.indexOf("\n");
  let nextCr = text.indexOf("\r");
  while (pos <= text.length) {
    if (nextLf !== -1 && nextLf < pos) nextLf = text.indexOf("\n", pos);
    if (nextCr !== -1 && nextCr < pos) nextCr = text.indexOf("\r", pos);
    // a CR ends the line unless an LF follows it (then the CRLF ends it, at the LF)
    const loneCr = nextCr !== -1 && (nextLf === -1 || nextCr < nextLf - 1);
    const newline = loneCr ? nextCr : nextLf;
    const lineEnd = newline === -1 ? text.length : newline;
    let start = pos;
    let end = lineEnd;
    while (start < end && isTrimmable(text.charCodeAt(start))) start++;
    while (end > start && isTrimmable(text.charCodeAt(end - 1))) end--;
    if (end > start) {
      const contentEnd = text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd;
      const go = visit({
        start,
        end,
        line: lineNumber,
        column: start - pos + 1,
        padded: start > pos || end < contentEnd,
      });
      if (go === false) break;
    }
    if (newline === -1) break;
    pos = newline + 1;
    lineNumber++;
  }
}

const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isSchemeChar = (c: number) =>
  isLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;

/**
 * True when `text.slice(start, end)` starts as an absolute URL does (RFC 3986 §3.1): a scheme, `:`, then a
 * character that is not whitespace. Deliberately no full parse: `https://exa mple.com` stays an entry, so the
 * table can show it and the checks can say what is wrong (`loc.invalid`, `loc.scheme`, ...).
 */
export function hasUrlScheme(text: string, start: number, end: number): boolean {
  if (start >= end || !isLetter(text.charCodeAt(start))) return false;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a) return i + 1 < end && !isTrimmable(text.charCodeAt(i + 1));
    if (!isSchemeChar(c)) return false;
  }
  return false;
}

/** True when `value` parses as an absolute `http:` or `https:` URL (WHATWG URL). */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Characters (or bytes) of the start of the content looked at to tell binary data from text. */
const BINARY_SAMPLE = 8_192;

const isBinaryControl = (c: number) => c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d;

/**
 * True when the start of `text` looks like binary data, not text: more than 2% of the sample are NUL or
 * C0 control characters other than tab, LF, FF and CR (random bytes give about 11%).
 */
export function looksBinary(text: string): boolean {
  const n = Math.min(text.length, BINARY_SAMPLE);
  let controls = 0;
  for (let i = 0; i < n; i++) if (isBinaryControl(text.charCodeAt(i))) controls++;
  return controls * 50 > n;
}

/**
 * `looksBinary` on raw bytes, so binary data is refused before it is decoded (a gzip bomb's 200 MB of zeros
 * never becomes a string). Only for 8-bit encodings: UTF-16 text is full of zero bytes; check its text.
 */
export function looksBinaryBytes(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, BINARY_SAMPLE);
  let controls = 0;
  for (let i = 0; i < n; i++) if (isBinaryControl(bytes[i])) controls++;
  return controls * 50 > n;
}

/** Magic numbers of the files most often saved or renamed as a sitemap by mistake, and their names. */
const MAGIC: readonly (readonly [string, readonly number[]])[] = [
  ["PNG image", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["JPEG image", [0xff, 0xd8, 0xff]],
  ["GIF image", [0x47, 0x49, 0x46, 0x38]],
  ["PDF document", [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ["ZIP archive (or an Office document: .xlsx, .docx)", [0x50, 0x4b, 0x03, 0x04]],
  ["7z archive", [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ["RAR archive", [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  // the gzip magic after unpacking: a server that gzips an .xml.gz again on the way (Content-Encoding)
  ["gzip data inside gzip data: the file is compressed twice", [0x1f, 0x8b]],
];

/**
 * What binary `bytes` are, by their magic number ("PNG image", "PDF document", a WebP image by its RIFF
 * header), or undefined when not one of the usual kinds. For the message of a file refused as binary.
 */
export function sniffBinaryKind(bytes: Uint8Array): string | undefined {
  for (const [kind, magic] of MAGIC) if (magic.every((byte, i) => bytes[i] === byte)) return kind;
  if (hasLatePdfHeader(bytes)) return "PDF document";
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && webp.every((byte, i) => bytes[8 + i] === byte))
    return "WebP image";
  return undefined;
}

/**
 * How far into the bytes a PDF's `%PDF-` header may start: PDF readers look for it in the first 1,024 bytes
 * (ISO 32000-1, Annex H, "the header need not be the first line"), so a PDF saved with blank lines first
 * still opens, and is still a PDF.
 */
const PDF_HEADER_WINDOW = 1024;

/** True when `bytes` start with whitespace only (space, tab, CR, LF) up to a `%PDF-` within `PDF_HEADER_WINDOW`. */
function hasLatePdfHeader(bytes: Uint8Array): boolean {
  let i = 0;
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW);
  while (i < end && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  if (i === 0 || i >= end) return false;
  const header = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return header.every((byte, k) => bytes[i + k] === byte);
}

/** True for whitespace: space, tab, LF, VT, FF, CR, NBSP, and a stray BOM. Not NUL or other controls. */
function isBlank(code: number): boolean {
  return (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0 || code === 0xfeff;
}

/** Index of the first character of `text` that is not whitespace (or a BOM), `text.length` when none. */
export function firstContentIndex(text: string): number {
  let i = 0;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/**
 * `text` with each CR written as LF when its lines end in CR alone (classic Mac OS: CRs and no LF at all),
 * as XML 1.0 reads such a line end (§2.11, "End-of-Line Handling"), so lines and columns count its lines
 * and a TXT list splits at them; otherwise `text` itself (a file of LF or CR LF lines: one search finds an
 * LF at once). The length does not change.
 * @example withCrLinesAsLf("a\rb") // "a\nb"
 */
export function withCrLinesAsLf(text: string): string {
  if (text.indexOf("\n") !== -1 || text.indexOf("\r") === -1) return text;
  return text.replaceAll("\r", "\n");
}
