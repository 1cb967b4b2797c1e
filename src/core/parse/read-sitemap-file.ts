/**
 * Bytes to `SitemapFile`: gzip, decoding, format detection, and the readers of each format.
 *
 * Thread-portable: no DOM, no React; runs in Node, a Web Worker and the page. Never throws on input: what
 * cannot be read is a problem, and everything readable is kept.
 */
import { MAX_BYTES_PER_FILE } from "../limits";
import { createProblem } from "../model/problem";
import type { Problem, SitemapFile, SitemapFormat, SitemapRef, UrlEntry } from "../model/types";
import { decodeText } from "./decode-text";
import { gunzipCapped } from "./gunzip-capped";
import { hasGzipMagic } from "./gzip-header";
import { isRobotsTxt, parseRobotsTxt } from "./parse-robots-txt";
import { parseSitemapXml } from "./parse-sitemap-xml";
import { parseTextSitemap } from "./parse-text-sitemap";
import { firstContentIndex, looksBinary } from "./text-lines";

/** Options of `readSitemapFile`. */
export interface ReadOptions {
  /** The URL the file is or will be published at; copied to `SitemapFile.location` (scope checks use it). */
  location?: string;
}

/** What the content gave, before the file-level fields are added. */
interface ContentResult {
  format: SitemapFormat;
  urls: UrlEntry[];
  sitemaps: SitemapRef[];
  problems: Problem[];
  namespaces?: Record<string, string>;
  hadComments?: boolean;
}

const GZ_NAME = /\.gz$/i;

/** Unpacks gzip data whatever the name says; a `.gz` name on plain bytes is `file.not-gzipped`. */
function unpack(name: string, bytes: Uint8Array, problems: Problem[]): { data: Uint8Array; gzip: boolean } {
  if (hasGzipMagic(bytes)) {
    const result = gunzipCapped(bytes, name);
    problems.push(...result.problems);
    return { data: result.bytes, gzip: true };
  }
  if (GZ_NAME.test(name)) {
    const message = "the file is named .gz but is not gzip data; read as plain";
    problems.push(createProblem("file.not-gzipped", name, message));
  }
  return { data: bytes, gzip: false };
}

function emptyContent(format: SitemapFormat, problems: Problem[] = []): ContentResult {
  return { format, urls: [], sitemaps: [], problems };
}

/** Picks the format by content (never by name) and reads it. */
function readContent(text: string, name: string, location: string | undefined): ContentResult {
  const first = firstContentIndex(text);
  if (first === text.length) return emptyContent("unknown");
  if (looksBinary(text)) {
    const message = "not a sitemap: the content is binary data, not text";
    return emptyContent("unknown", [createProblem("file.unknown-format", name, message)]);
  }
  if (text.charCodeAt(first) === 0x3c) {
    const xml = parseSitemapXml(text, name, location === undefined ? undefined : { location });
    const { format, urls, sitemaps, problems, namespaces, hadComments } = xml;
    return { format, urls, sitemaps, problems, namespaces, hadComments };
  }
  if (isRobotsTxt(text)) {
    const robots = parseRobotsTxt(text, name);
    return { format: "robots", urls: [], sitemaps: robots.sitemaps, problems: robots.problems };
  }
  const list = parseTextSitemap(text, name);
  return { format: list.format, urls: list.urls, sitemaps: [], problems: list.problems };
}

/**
 * Reads one dropped or fetched file into the model: what `checkSitemaps` and the table take.
 *
 * - gzip is recognised by its magic bytes (1f 8b), whatever the name; decompression stops past
 *   GZIP_OUTPUT_CAP_BYTES (209,715,200 bytes) and checks each member's CRC-32 and length. A `.gz` name on
 *   plain bytes gives `file.not-gzipped` and the bytes are read as they are (`gzip: false`).
 * - `byteLength` is the uncompressed size in bytes; past MAX_BYTES_PER_FILE (52,428,800) `file.too-large`,
 *   and the file is still read whole.
 * - The text is decoded once: BOM, UTF-16 pattern, XML declaration, else UTF-8 (see `decodeText` for
 *   `file.bom`, `file.not-utf8`, `file.invalid-utf8`). `encoding` is the WHATWG name used, lower case.
 * - Format by content: `<` first (after whitespace) is XML (urlset, sitemapindex, RSS, Atom, or unknown, by
 *   the XML reader); else a robots.txt when it has a directive line (`robots`); else a TXT list (`txt`).
 *   Binary data, and text with no URL-like line, is `unknown` with `file.unknown-format`. An empty file
 *   (or only whitespace) is `unknown` with no entries and no problem of its own (the checks add `file.empty`).
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
  const problems: Problem[] = [];
  const { data, gzip } = unpack(name, bytes, problems);
  if (data.length > MAX_BYTES_PER_FILE) {
    const message = `${data.length} bytes uncompressed, more than the ${MAX_BYTES_PER_FILE} bytes a sitemap may have`;
    const params = { value: data.length, limit: MAX_BYTES_PER_FILE };
    problems.push(createProblem("file.too-large", name, message, { params }));
  }
  const decoded = decodeText(data, name);
  problems.push(...decoded.problems);
  const content = readContent(decoded.text, name, options.location);
  for (const problem of content.problems) problems.push(problem);
  const file: SitemapFile = {
    name,
    format: content.format,
    gzip,
    encoding: decoded.encoding,
    byteLength: data.length,
    urls: content.urls,
    sitemaps: content.sitemaps,
    problems,
  };
  if (options.location !== undefined) file.location = options.location;
  if (content.namespaces !== undefined) file.namespaces = content.namespaces;
  if (content.hadComments !== undefined) file.hadComments = content.hadComments;
  return file;
}
