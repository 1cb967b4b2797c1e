/**
 * Export: turns the edited entries into sitemap files (urlset XML or TXT), split at the protocol's limits,
 * with a sitemap index when there is more than one part, optionally gzipped.
 *
 * Thread-portable, no DOM, no React: runs in Node, a Web Worker and the page. `writeSitemaps` gzips with
 * fflate's sync API (its async API spawns a worker of its own); `writeSitemapsAsync` with the platform's
 * `CompressionStream` (`gzip-bytes.ts`), which the app's export runs in its worker. Sources: https://www.sitemaps.org/protocol.html,
 * https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap, CONTRACT.md "Export".
 */
import { MAX_BYTES_PER_FILE, MAX_URLS_PER_FILE } from "../limits";
import type { OutputFile, UrlEntry } from "../model/types";
import { gzipBytes, gzipBytesSync } from "./gzip-bytes";
import { encodePart, type PartDraft, type SplitSettings, splitIntoParts } from "./split-parts";
import { createWriteContext } from "./write-context";
import { getIndexBaseUrl, writeSitemapIndex } from "./write-sitemap-index";
import { utf8ByteLength } from "./xml-escape";

/** How to export. Every field is optional; the defaults give protocol-valid files. */
export interface WriteOptions {
  /** `xml` (a urlset, default) or `txt` (one URL per line). */
  format?: "xml" | "txt";
  /** Gzip every file (level 6); names get `.gz`. Default false. */
  gzip?: boolean;
  /** Most entries per part. Default 50,000 (the protocol's limit). */
  maxUrls?: number;
  /** Most bytes per part, counted on the written UTF-8 before gzip. Default 52,428,800 (50 MiB). */
  maxBytes?: number;
  /** Where the parts will be published, for the index's `loc`s (`https://example.com/sitemaps/`). */
  baseUrl?: string;
  /** File name stem: `products` gives `products.xml` or `products-1.xml` ... and `products-index.xml`. */
  name?: string;
  /** Two-space indentation, one element per line (default true); false writes no whitespace between tags. */
  pretty?: boolean;
  /** `lastmod` of every `sitemap` in the index, written as given. Left out when absent. */
  indexLastmod?: string;
  /**
   * The index of a split set is named as one whole file would be (`products.xml`, XML), not
   * `products-index.xml`: the URL a split file was submitted at (Search Console, Yandex Webmaster,
   * robots.txt) keeps working, as the index of its parts. Default false.
   */
  indexKeepsName?: boolean;
  /** Prefix to namespace URI from the source files (`SitemapFile.namespaces`), to declare the prefixes that
   * kept-verbatim `extra` elements use. The image, video, news and xhtml prefixes are always known. */
  namespaces?: Readonly<Record<string, string>>;
}

/** One file an export will make, before gzip. */
export interface ExportPlanFile {
  name: string;
  kind: OutputFile["kind"];
  /** Entries (urlset, TXT) or sitemaps (index) in the file. */
  urlCount: number;
  /** Size of the file's text in UTF-8 bytes, uncompressed. */
  byteLength: number;
}

/** What an export makes and leaves out: for the export dialog. Indexes are into the `urls` given. */
export interface ExportPlan {
  /** The files, in the order `writeSitemaps` returns them: parts, then the index (if any). */
  files: ExportPlanFile[];
  /** Number of entries written. */
  written: number;
  /** Entries left out: `loc` empty once trimmed and stripped of characters XML forbids; for TXT also a
   * `loc` with a line break (it cannot be one line). */
  skipped: number[];
  /** Entries bigger than `maxBytes` on their own, each written in a part of its own (over the limit). */
  oversized: number[];
  /** Prefixes used by `extra` elements whose namespace is unknown: those elements were left out (counted
   * in `droppedExtras`). Pass `namespaces` (the source file's) to keep them. */
  undeclaredPrefixes: string[];
  /** Kept-verbatim `extra` elements left out so the export stays well-formed: not one well-formed
   * element, or a namespace prefix with no known URI. */
  droppedExtras: number;
  /** Values (element text, attribute values, `extra` fragments) that held characters XML 1.0 cannot hold
   * (NUL and other C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF): written without them, or
   * left out when nothing remained. For the export dialog to say so. */
  alteredValues: number;
  /** Of `skipped`, the entries of a TXT export whose `loc` holds a line break: a URL, but no line can hold it. */
  lineBreakLocs: number;
  /** What the index's `loc`s start with (`""` when no base could be found); undefined without an index. */
  indexBaseUrl?: string;
}

const encoder = new TextEncoder();

function requireCount(value: number, option: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${option} must be a positive integer`);
  return value;
}

function settingsOf(options: WriteOptions): SplitSettings {
  return {
    format: options.format ?? "xml",
    maxUrls: requireCount(options.maxUrls ?? MAX_URLS_PER_FILE, "maxUrls"),
    maxBytes: requireCount(options.maxBytes ?? MAX_BYTES_PER_FILE, "maxBytes"),
    pretty: options.pretty ?? true,
    namespaces: options.namespaces,
  };
}

/** The file name stem: `name` without a `.xml`/`.txt`/`.gz` ending, `sitemap` when empty. */
export function stemOf(name: string | undefined): string {
  return (name ?? "").trim().replace(/(\.(xml|txt))?(\.gz)?$/i, "") || "sitemap";
}

/**
 * The names of the files an export of `parts` parts writes for `name` (its {@link stemOf}), in the order
 * it writes them: `stem.ext` for one part; else `stem-1.ext` … `stem-N.ext` and, last, the index
 * `stem-index.xml` (XML even when the parts are TXT; `stem.xml` with `indexKeepsName`). `ext` is `.xml` or
 * `.txt` by `format`, `.gz` appended when `gzip`. The one derivation of these names: the plan, the write and the clash checks of a per-file
 * export all use it, so what the dialog lists is what is written.
 *
 * @example
 * getOutputNames("products.xml", 2, { gzip: true });
 * // ["products-1.xml.gz", "products-2.xml.gz", "products-index.xml.gz"]
 */
export function getOutputNames(
  name: string | undefined,
  parts: number,
  options: Pick<WriteOptions, "format" | "gzip" | "indexKeepsName">,
): string[] {
  const stem = stemOf(name);
  const gz = options.gzip ? ".gz" : "";
  const ext = `.${options.format ?? "xml"}${gz}`;
  if (parts <= 1) return [`${stem}${ext}`];
  const names = Array.from({ length: parts }, (_, i) => `${stem}-${i + 1}${ext}`);
  names.push(options.indexKeepsName ? `${stem}.xml${gz}` : `${stem}-index.xml${gz}`);
  return names;
}

/**
 * A part's name as the index lists it beside `baseUrl`: its last segment percent-encoded (spaces,
 * non-ASCII, `#`, `?`). A name with a folder (`ru/sitemap-1.xml`, a file opened from an archive's folder)
 * is written in that folder, with its index, whose `baseUrl` is that folder's URL.
 */
function toUrlPath(name: string): string {
  return encodeURIComponent(name.slice(name.lastIndexOf("/") + 1));
}

interface BuiltExport {
  plan: ExportPlan;
  settings: SplitSettings;
  /** The parts' drafts, same order as the first files of `plan.files`. */
  parts: PartDraft[];
  /** The index's text when there is more than one part (its file is last in `plan.files`). */
  index?: string;
}

/** Writes and measures every entry and the index; parts are joined only when bytes are asked for. */
function buildExport(urls: readonly UrlEntry[], options: WriteOptions): BuiltExport {
  const settings = settingsOf(options);
  const { parts, ...counts } = splitIntoParts(urls, settings);
  const gzip = options.gzip ?? false;
  const all = getOutputNames(options.name, parts.length, {
    format: settings.format,
    gzip,
    indexKeepsName: options.indexKeepsName,
  });
  const names = all.slice(0, parts.length);
  const kind = settings.format === "txt" ? "txt" : "urlset";
  const files: ExportPlanFile[] = parts.map((part, i) => ({
    name: names[i],
    kind,
    urlCount: part.urlCount,
    byteLength: part.byteLength,
  }));
  const plan: ExportPlan = { files, ...counts };
  if (parts.length === 1) return { plan, settings, parts };
  const base = getIndexBaseUrl(urls, options.baseUrl);
  const locs = names.map((name) => base + toUrlPath(name));
  const index = writeSitemapIndex(createWriteContext(settings.pretty), locs, options.indexLastmod);
  files.push({
    name: all[parts.length],
    kind: "sitemapindex",
    urlCount: names.length,
    byteLength: utf8ByteLength(index),
  });
  plan.indexBaseUrl = base;
  return { plan, settings, parts, index };
}

/**
 * Says what {@link writeSitemaps} would make, without encoding or compressing: the files (names, kinds,
 * entry counts, uncompressed sizes in bytes), the entries left out and other things the export dialog
 * should tell the user. Costs about as much as writing (every entry is serialised to be measured).
 *
 * @throws RangeError when `maxUrls` or `maxBytes` is not a positive integer.
 */
export function planExport(urls: readonly UrlEntry[], options: WriteOptions = {}): ExportPlan {
  return buildExport(urls, options).plan;
}

/** An export written file by file: the plan, and each file's uncompressed bytes when asked for. */
export interface ExportWriter {
  plan: ExportPlan;
  /**
   * File `i` of `plan.files` under its final name (`.gz` when `options.gzip`), its bytes the UTF-8 text,
   * not gzipped: for a caller that gzips them itself (`gzipBytes`). Each file once: a part's strings are
   * dropped once encoded, so a big export holds one part's text at a time.
   */
  encode(i: number): OutputFile;
}

/**
 * Starts an export: serialises and measures every entry (as {@link planExport}), and encodes each file
 * when {@link ExportWriter.encode} asks for it.
 *
 * @throws RangeError when `maxUrls` or `maxBytes` is not a positive integer.
 */
export function createExportWriter(urls: readonly UrlEntry[], options: WriteOptions = {}): ExportWriter {
  const { plan, settings, parts, index } = buildExport(urls, options);
  return {
    plan,
    encode(i) {
      const file = plan.files[i];
      const bytes = i < parts.length ? encodePart(settings, parts[i]) : encoder.encode(index ?? "");
      if (i < parts.length) parts[i].body = [];
      return { name: file.name, kind: file.kind, bytes };
    },
  };
}

/**
 * {@link writeSitemaps} and {@link planExport} in one pass: the files and what the export left out.
 * Gzips with fflate (level 6) on the calling thread; `writeSitemapsAsync` gzips with the platform's zlib.
 *
 * @throws RangeError when `maxUrls` or `maxBytes` is not a positive integer.
 */
export function exportSitemaps(
  urls: readonly UrlEntry[],
  options: WriteOptions = {},
): { files: OutputFile[]; plan: ExportPlan } {
  const writer = createExportWriter(urls, options);
  const gzip = options.gzip ?? false;
  const files = writer.plan.files.map((_, i): OutputFile => {
    const file = writer.encode(i);
    return gzip ? { ...file, bytes: gzipBytesSync(file.bytes) } : file;
  });
  return { files, plan: writer.plan };
}

/**
 * Writes entries as sitemap files: UTF-8 without BOM, split into parts of at most `maxUrls` entries and
 * `maxBytes` bytes (measured on the uncompressed UTF-8), plus a `sitemapindex` file (last) when there is more
 * than one part. Entries whose `loc` is empty are left out ({@link planExport} says which).
 *
 * XML parts are `urlset`s declaring the image/video/news/xhtml namespaces only when an entry of that part
 * uses them. Each `url` is written in XSD order (loc, lastmod, changefreq, priority, alternates, images,
 * videos, news, unknown elements); `loc` is trimmed, empty lastmod/changefreq/priority are left out, every
 * other value is written as the user has it, only escaped (characters XML 1.0 forbids are removed).
 * TXT parts hold one `loc` per line, LF-terminated.
 *
 * Names: `sitemap.xml` for one part, else `sitemap-1.xml`, `sitemap-2.xml`, ... and `sitemap-index.xml`
 * (`.txt` for TXT, `.gz` appended when gzipped; `name` replaces `sitemap`). The index's `loc`s are
 * `baseUrl` + part name (percent-encoded where a URL needs it), or without `baseUrl` the scheme and host most
 * common among the entries + `/`.
 * With no entry to write, one empty part is returned.
 *
 * @example
 * const files = writeSitemaps(urls, { gzip: true, baseUrl: "https://example.com/" });
 * // [{ name: "sitemap-1.xml.gz", kind: "urlset", ... }, ..., { name: "sitemap-index.xml.gz", ... }]
 * @throws RangeError when `maxUrls` or `maxBytes` is not a positive integer.
 */
export function writeSitemaps(urls: UrlEntry[], options: WriteOptions = {}): OutputFile[] {
  return exportSitemaps(urls, options).files;
}

/**
 * {@link writeSitemaps}, gzipped (when `options.gzip`) by the platform's zlib (`gzipBytes`) one file at a
 * time: the same files and names, the same text once gunzipped; the gzip bytes themselves may differ from
 * `writeSitemaps`' (another deflate). What the worker's export runs.
 *
 * @throws RangeError (as a rejection) when `maxUrls` or `maxBytes` is not a positive integer.
 */
export async function writeSitemapsAsync(
  urls: readonly UrlEntry[],
  options: WriteOptions = {},
): Promise<OutputFile[]> {
  const writer = createExportWriter(urls, options);
  const files: OutputFile[] = [];
  for (let i = 0; i < writer.plan.files.length; i++) {
    const file = writer.encode(i);
    files.push(options.gzip ? { ...file, bytes: await gzipBytes(file.bytes) } : file);
  }
  return files;
}
