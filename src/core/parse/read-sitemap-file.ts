/**
 * Bytes to `SitemapFile`: gzip, decoding, format detection, and the readers of each format.
 *
 * Thread-portable: no DOM, no React; runs in Node, a Web Worker and the page. Never throws on input: what
 * cannot be read is a problem, and everything readable is kept.
 */
import { GZIP_OUTPUT_CAP_BYTES, MAX_BYTES_PER_FILE } from "../limits";
import { createProblem } from "../model/problem";
import type { Problem, SitemapFile, SitemapFormat, SitemapRef, UrlEntry } from "../model/types";
import { decodeGuessedCyrillic } from "./decode-cyrillic";
import { decodeText, sniffEncoding } from "./decode-text";
import { gunzipCapped } from "./gunzip-capped";
import { hasGzipMagic } from "./gzip-header";
import { blankLines, findLateDeclaration, quoteLeadingText } from "./leading-text";
import { isRobotsTxt, parseRobotsTxt } from "./parse-robots-txt";
import { parseSitemapXml, SHAPE_SAMPLE } from "./parse-sitemap-xml";
import { parseTextSitemap } from "./parse-text-sitemap";
import {
  firstContentIndex,
  looksBinary,
  looksBinaryBytes,
  sniffBinaryKind,
  withCrLinesAsLf,
} from "./text-lines";

/** Options of `readSitemapFile`. */
export interface ReadOptions {
  /** The URL the file is or will be published at; copied to `SitemapFile.location` (scope checks use it). */
  location?: string;
  /**
   * Told how far reading is, 0..1, growing: after gunzip and decoding (0.1), then by the share of the XML
   * text scanned, about every 2% of it (XML only; other formats are fast). Not called with 1: reading has
   * ended when `readSitemapFile` returns. Must not throw.
   */
  onProgress?: (fraction: number) => void;
  /**
   * XML only (urlset, RSS, Atom): told after each `onProgress` call the entries read so far, of which
   * `urls[0..final)` are final and are the first entries of the result's `urls` (`XmlReadOptions.onEntries`).
   * Lets a caller send them on while the rest is read. Must not throw.
   */
  onEntries?: (urls: readonly UrlEntry[], final: number) => void;
  /**
   * The bytes are the UTF-8 of text the user pasted, not a file's: an XML declaration's encoding then says
   * only what the file it came from declares (`decodeText`'s `pasted`).
   */
  pasted?: boolean;
}

/** Share of a read taken by gunzip and decoding, before the scan (for `ReadOptions.onProgress`). */
const DECODED = 0.1;

/** What the content gave, before the file-level fields are added. */
interface ContentResult {
  format: SitemapFormat;
  urls: UrlEntry[];
  sitemaps: SitemapRef[];
  problems: Problem[];
  namespaces?: Record<string, string>;
  hadComments?: boolean;
  /** A feed's own absolute `rel="self"` link (`SitemapFile.selfLink`). */
  selfLink?: string;
  /** True when the content is binary data: encoding problems of such bytes say nothing useful. */
  binary?: boolean;
}

/** The bytes to decode, and what the file's size was. */
interface Unpacked {
  data: Uint8Array;
  gzip: boolean;
  /** Uncompressed size in bytes (for gzip cut at the cap: the bytes read). */
  byteLength: number;
  /** True when `data` is less than the file (gzip cap, or a plain file past the cap). */
  cut: boolean;
}

const GZ_NAME = /\.gz$/i;

/**
 * Unpacks gzip data whatever the name says; a `.gz` name on plain bytes is `file.not-gzipped`. A plain file
 * past the gzip cap is read up to its last line end before the cap, so one oversized drop cannot exhaust
 * memory or pass the engine's longest string.
 */
function unpack(name: string, bytes: Uint8Array, problems: Problem[]): Unpacked {
  if (hasGzipMagic(bytes)) {
    const result = gunzipCapped(bytes, name);
    problems.push(...result.problems);
    const cut = result.problems.some((problem) => problem.code === "file.gzip-too-large");
    return { data: result.bytes, gzip: true, byteLength: result.bytes.length, cut };
  }
  // an empty file is `file.empty` alone: it holds nothing to be plain or packed
  if (GZ_NAME.test(name) && bytes.length > 0) {
    const message = "the file is named .gz but is not gzip data; read as plain";
    problems.push(createProblem("file.not-gzipped", name, message));
  }
  if (bytes.length <= GZIP_OUTPUT_CAP_BYTES)
    return { data: bytes, gzip: false, byteLength: bytes.length, cut: false };
  const lineEnd = bytes.lastIndexOf(0x0a, GZIP_OUTPUT_CAP_BYTES - 1);
  const data = bytes.subarray(0, lineEnd === -1 ? GZIP_OUTPUT_CAP_BYTES : lineEnd + 1);
  return { data, gzip: false, byteLength: bytes.length, cut: true };
}

/** True when `problems` say the gzip data breaks off (`file.gzip-corrupt` other than a checksum alone). */
function brokeOff(problems: readonly Problem[]): boolean {
  return problems.some(
    (problem) => problem.code === "file.gzip-corrupt" && problem.params?.fault !== "checksum",
  );
}

/** `file.too-large` past the protocol's size; not for gzip cut at the cap, which `file.gzip-too-large` says. */
function checkSize(unpacked: Unpacked, name: string): Problem[] {
  const { byteLength, data } = unpacked;
  if (byteLength <= MAX_BYTES_PER_FILE || (unpacked.gzip && unpacked.cut)) return [];
  const read = unpacked.cut ? `; only the first ${data.length} bytes were read` : "";
  const message = `${byteLength} bytes uncompressed, more than the ${MAX_BYTES_PER_FILE} a sitemap may have${read}`;
  return [
    createProblem("file.too-large", name, message, {
      params: { value: byteLength, limit: MAX_BYTES_PER_FILE },
    }),
  ];
}

function emptyContent(format: SitemapFormat, problems: Problem[] = []): ContentResult {
  return { format, urls: [], sitemaps: [], problems };
}

/** `file.unknown-format` of binary data; `params.binary` names its kind when known ("PNG image"). */
function binaryContent(name: string, bytes?: Uint8Array): ContentResult {
  const kind = bytes && sniffBinaryKind(bytes);
  const message = `not a sitemap: the content is binary data (${kind ?? "not text"})`;
  const problem = createProblem(
    "file.unknown-format",
    name,
    message,
    kind ? { params: { binary: kind } } : {},
  );
  return { ...emptyContent("unknown", [problem]), binary: true };
}

/**
 * Picks the format by content (never by name) and reads it. `brokeOffMidLine`: the gzip data broke off
 * inside a line, whose TXT entry is left out (its URL may be cut short).
 */
function readContent(
  text: string,
  name: string,
  options: ReadOptions,
  codes: Uint8Array | undefined,
  cut: boolean,
  brokeOffMidLine = false,
): ContentResult {
  const { location, onProgress, onEntries } = options;
  const first = firstContentIndex(text);
  if (first === text.length) return emptyContent("unknown");
  if (looksBinary(text)) return binaryContent(name);
  const declaration = findLateDeclaration(text, first);
  if (text.charCodeAt(first) === 0x3c || declaration > 0) {
    const scanned = onProgress && ((share: number) => onProgress(DECODED + (1 - DECODED) * share));
    // text before a late declaration (a PHP warning) becomes blanks of its lines: the scanner then reports
    // it as `file.leading-whitespace` and reads the sitemap after it, at the positions of the file
    const read = declaration > 0 ? blankLines(text, declaration) : text;
    const xmlCodes = declaration > 0 ? undefined : codes;
    const xml = parseSitemapXml(read, name, {
      location,
      codes: xmlCodes,
      onProgress: scanned,
      onEntries,
      cut,
    });
    const { format, urls, sitemaps, problems, namespaces, hadComments, selfLink } = xml;
    if (declaration > 0) quoteLeadingText(problems, text.slice(first, declaration));
    return { format, urls, sitemaps, problems, namespaces, hadComments, selfLink };
  }
  if (isRobotsTxt(text)) {
    const robots = parseRobotsTxt(text, name);
    return { format: "robots", urls: [], sitemaps: robots.sitemaps, problems: robots.problems };
  }
  // gzip data that broke off mid-line: that last line may be a URL cut short (`…/p1` of `…/p12345`)
  const whole = brokeOffMidLine ? text.slice(0, text.lastIndexOf("\n") + 1) : text;
  const list = parseTextSitemap(whole, name);
  return { format: list.format, urls: list.urls, sitemaps: [], problems: list.problems };
}

const NO_BYTES = new Uint8Array(0);

/**
 * True when every byte of `bytes` decoded to one character of `decoded.text`, the same code: UTF-8 gives as
 * many characters as bytes only when all are ASCII (a multibyte sequence gives fewer; an invalid byte
 * gives U+FFFD, which a one-byte text cannot hold and is looked for otherwise).
 */
function isOneCharPerByte(decoded: { text: string; encoding: string }, bytes: Uint8Array): boolean {
  return (
    decoded.encoding === "utf-8" && decoded.text.length === bytes.length && !decoded.text.includes("\uFFFD")
  );
}

/**
 * Decodes and reads the content; binary bytes are refused undecoded. NOTE: adds to `problems`, and drops
 * `unpacked.data` once decoded, so a 200 MB gunzip output is not held while its text is read.
 */
function decodeAndRead(unpacked: Unpacked, name: string, options: ReadOptions, problems: Problem[]) {
  const utf16 = sniffEncoding(unpacked.data).encoding.startsWith("utf-16");
  // a known magic number (`%PDF-`, PNG's) is that kind of file even when its start reads as text (a PDF's
  // object dictionaries): said as a PDF, not as a text in no known format
  if (!utf16 && (looksBinaryBytes(unpacked.data) || sniffBinaryKind(unpacked.data) !== undefined))
    return { encoding: "utf-8", content: binaryContent(name, unpacked.data) };
  const utf8 = decodeText(unpacked.data, name, options.pasted);
  const decoded = decodeGuessedCyrillic(unpacked.data, utf8, name) ?? utf8;
  // the caller's own bytes (not a gunzip output, which is dropped now) when each is one character
  // lines that end in CR alone are lines (XML 1.0 §2.11): the bytes then no longer match the text
  const text = withCrLinesAsLf(decoded.text);
  const codes =
    !unpacked.gzip && text === decoded.text && isOneCharPerByte(decoded, unpacked.data)
      ? unpacked.data
      : undefined;
  unpacked.data = NO_BYTES;
  options.onProgress?.(DECODED);
  const midLine = brokeOff(problems) && !/[\n\r]$/.test(text);
  const content = readContent(text, name, options, codes, unpacked.cut, midLine);
  if (!content.binary)
    problems.push(...(content.format === "robots" ? forRobots(decoded.problems) : decoded.problems));
  return { encoding: decoded.encoding, content };
}

/**
 * The decoding problems of a robots.txt, which export never writes: `file.not-utf8` says so
 * (`params.robots`; its text then asks for the file to be saved as UTF-8 where it is made, not "export
 * writes UTF-8"). Google's robots.txt spec: the file is read as UTF-8.
 */
function forRobots(problems: Problem[]): Problem[] {
  return problems.map((problem) =>
    problem.code === "file.not-utf8"
      ? { ...problem, params: { ...problem.params, robots: "robots.txt" } }
      : problem,
  );
}

/**
 * Reads one dropped or fetched file into the model: what `checkSitemaps` and the table take.
 *
 * - gzip is recognised by its magic bytes (1f 8b), whatever the name; decompression stops past
 *   GZIP_OUTPUT_CAP_BYTES (209,715,200 bytes) and checks each member's CRC-32 and length. A `.gz` name on
 *   plain bytes gives `file.not-gzipped` and the bytes are read as they are (`gzip: false`).
 * - `byteLength` is the uncompressed size in bytes; past MAX_BYTES_PER_FILE (52,428,800) `file.too-large`,
 *   and the file is still read whole up to GZIP_OUTPUT_CAP_BYTES (a gzip stream cut there gets
 *   `file.gzip-too-large` instead; a plain file past it is read to its last line end before it).
 * - The text is decoded once: BOM, UTF-16 pattern, XML declaration, else UTF-8 (see `decodeText` for
 *   `file.bom`, `file.not-utf8`, `file.invalid-utf8`); a file that declares no encoding (a TXT or
 *   robots.txt list never does) whose bytes are not UTF-8 but plainly Cyrillic windows-1251 or KOI8-R is
 *   decoded again so (`decodeGuessedCyrillic`, `file.not-utf8`). `encoding` is the WHATWG name used, lower case.
 * - Format by content: `<` first (after whitespace) is XML (urlset, sitemapindex, RSS, Atom, or unknown, by
 *   the XML reader); else a robots.txt when its directive lines outnumber its URL lines (`robots`); else a
 *   TXT list (`txt`). Binary data (its encoding problems left out), and text with no URL-like line, is
 *   `unknown` with `file.unknown-format`. An empty file (or only whitespace) is `unknown` with no entries
 *   and no problem of its own (the checks add `file.empty`).
 * - Every reader stops after MAX_ENTRIES_READ_PER_FILE (200,000) entries: the rest of the file is not
 *   read, and one `file.too-many-urls` (`index.too-many-sitemaps` for an index) with
 *   `params.count` "more than 200,000" says so (a gzip bomb of tiny entries cannot fill the tab's memory).
 *
 * Problems come in reading order: gzip, size, encoding, then content. Codes and severities are RULES.md's;
 * positions are 1-based lines and columns of the decoded text where the input has them.
 * @param name the file name as dropped or picked, e.g. `sitemap.xml.gz`; used in every problem.
 * @param bytes the file's bytes as stored (compressed or not); not modified.
 * @example
 * const file = readSitemapFile("sitemap.txt", new TextEncoder().encode("https://example.com/a\n"));
 * // file.format === "txt", file.urls[0].loc === "https://example.com/a"
 */
export function readSitemapFile(name: string, bytes: Uint8Array, options: ReadOptions = {}): SitemapFile {
  // Files read from a small sample, kept for the life of the module: V8 drops the hidden classes of
  // objects built property by property (a file with a location, an image) once none is alive, and then
  // discards the optimised checks and readers that expect them. Kept instances keep those shapes alive.
  kept.files ??= [
    readFile("shape.xml", SAMPLE_BYTES, { location: "https://a.example/shape.xml" }),
    readFile("shape.xml", SAMPLE_BYTES, {}),
  ];
  return readFile(name, bytes, options);
}

const SAMPLE_BYTES = new TextEncoder().encode(SHAPE_SAMPLE);
/** The kept sample files; an object, so neither the linter nor the bundler takes them for dead code. */
const kept: { files?: SitemapFile[] } = {};

function readFile(name: string, bytes: Uint8Array, options: ReadOptions): SitemapFile {
  const problems: Problem[] = [];
  const unpacked = unpack(name, bytes, problems);
  problems.push(...checkSize(unpacked, name));
  const { encoding, content } = decodeAndRead(unpacked, name, options, problems);
  // gzip data that breaks off before any root element was read: `file.gzip-corrupt` is the one fault;
  // the XML it cut ("processing instruction is not closed", "no root element", "not a sitemap") is its echo
  const echo = content.format === "unknown" && !content.binary && brokeOff(problems);
  for (const problem of content.problems)
    if (!echo || (problem.code !== "xml.malformed" && problem.code !== "file.unknown-format"))
      problems.push(problem);
  const file: SitemapFile = {
    name,
    format: content.format,
    gzip: unpacked.gzip,
    encoding,
    byteLength: unpacked.byteLength,
    urls: content.urls,
    sitemaps: content.sitemaps,
    problems,
  };
  if (options.location !== undefined) file.location = options.location;
  if (content.namespaces !== undefined) file.namespaces = content.namespaces;
  if (content.hadComments !== undefined) file.hadComments = content.hadComments;
  if (content.selfLink !== undefined) file.selfLink = content.selfLink;
  if (options.pasted) file.pasted = true;
  return file;
}
