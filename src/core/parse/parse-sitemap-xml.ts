/**
 * The XML half of the reader: a decoded sitemap, sitemap index, RSS or Atom text to entries and problems.
 *
 * Thread-portable, no DOM, no React: runs in Node, a Web Worker and the page. One pass of our own lenient
 * scanner (`xml-scanner.ts`) over the string; no object tree is built, so a 50,000-URL file reads in a few
 * times the cost of an `indexOf` scan of its `<loc>`s (PERF.md).
 */
import type { Problem, SitemapRef, UrlEntry } from "../model/types";
import { FeedBuilder } from "./feed-builder";
import { SitemapBuilder } from "./sitemap-builder";
import { NS_ATOM_03, NS_ATOM_10 } from "./xml-names";
import { getConventionalNamespace } from "./xml-namespace-scope";
import { XmlScanner } from "./xml-scanner";
import type { XmlHandler, XmlStartTag } from "./xml-scanner.types";

/**
 * What reading an XML text gives. `namespaces` are the root element's declarations ("" = default), plus
 * the prefixes of kept foreign attributes that an element below the root declared.
 */
export interface XmlReadResult {
  format: "urlset" | "sitemapindex" | "rss" | "atom" | "unknown";
  urls: UrlEntry[];
  sitemaps: SitemapRef[];
  problems: Problem[];
  namespaces: Record<string, string>;
  /** True when comments or processing instructions other than the XML declaration were seen. */
  hadComments: boolean;
  /** The XML declaration's `encoding="..."` as written, if any. */
  declaredEncoding?: string;
  /** A feed's own absolute `rel="self"` link (`SitemapFile.selfLink`). */
  selfLink?: string;
}

/** Options of `parseSitemapXml`. */
export interface XmlReadOptions {
  /** The URL the file is published at: RSS/Atom relative links are resolved against it. */
  location?: string;
  /**
   * The bytes the text was decoded from, only when each byte is one character of it (ASCII UTF-8 without
   * BOM): the fast path compares tags on them. Read only, not kept after reading.
   */
  codes?: Uint8Array;
  /** Told the share of the text scanned (0..1), about every 2% of it. Must not throw. */
  onProgress?: (share: number) => void;
  /**
   * Told, right after each `onProgress` call, the entries read so far: `urls[0..final)` are final (never
   * changed or removed later: a streamed read may send them on); an entry past `final` is still being read.
   * `urls` is the reader's own array, the result's `urls` in the end. Absent: no cost. Must not throw.
   */
  onEntries?: (urls: readonly UrlEntry[], final: number) => void;
  /**
   * The text is the start of a longer file, cut by the reader at its cap (`file.gzip-too-large`): its end
   * is no fault of the file, so no `xml.malformed` "the file ends before" (the entry it cuts is still left
   * out and the value it cuts not kept, as for a file that ends there).
   */
  cut?: boolean;
}

type Builder = SitemapBuilder | FeedBuilder;

function formatOf(tag: XmlStartTag): XmlReadResult["format"] {
  if (tag.local === "urlset" || tag.local === "sitemapindex") return tag.local;
  if (tag.local === "rss" && tag.ns === "") return "rss";
  if (tag.local === "feed" && (tag.ns === NS_ATOM_10 || tag.ns === NS_ATOM_03 || tag.ns === ""))
    return "atom";
  return "unknown";
}

/**
 * Reads `text` (decoded, BOM already stripped) as a sitemap (urlset), sitemap index, RSS 2.0 or Atom
 * 0.3/1.0 feed, deciding by the root element's local name and namespace (the sitemaps.org namespace may be
 * bound to any prefix). Never throws on input: every entry that can be read is kept, and problems carry
 * RULES.md codes with 1-based line and column (in characters). Anything else (an HTML page) gives format
 * "unknown" and `file.unknown-format`, and reading stops there.
 *
 * Sources: sitemaps.org protocol and XSDs; XML 1.0 and Namespaces in XML (well-formedness); Google's image,
 * video, news and hreflang docs (extensions); RSS 2.0 and RFC 4287 (feeds).
 * @example parseSitemapXml('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url></urlset>', "s.xml").urls[0].loc // "https://a.example/"
 */
export function parseSitemapXml(text: string, fileName: string, options: XmlReadOptions = {}): XmlReadResult {
  // The scanner of a tiny read, kept for the life of the module. Optimised code checks the hidden classes
  // of the scanner, its tracker, builder and fast path, and V8 drops a class's shapes once no instance is
  // left: without a kept instance every file would find the last file's optimised code discarded ("weak
  // objects" deoptimisation) and be read by cold code, 2-3x slower.
  kept.scanner ??= readXml(SHAPE_SAMPLE, "", {}).scanner;
  return readXml(text, fileName, options).result;
}

/** `parseSitemapXml`, also returning its scanner (which holds the builder and the fast path). */
function readXml(
  text: string,
  fileName: string,
  options: XmlReadOptions,
): { result: XmlReadResult; scanner: XmlScanner } {
  const problems: Problem[] = [];
  const scanner = new XmlScanner(text, fileName, problems);
  scanner.codes =
    options.codes !== undefined && options.codes.length === text.length ? options.codes : undefined;
  let format: XmlReadResult["format"] = "unknown";
  let namespaces: Record<string, string> = {};
  let builder: Builder | undefined;
  const rootHandler: XmlHandler = {
    startElement(tag) {
      format = formatOf(tag);
      namespaces = { ...tag.declared };
      if (format === "unknown") {
        // an HTML page (a 404 page or the home page served for the sitemap's URL), a Yandex Market YML
        // catalog (`<!DOCTYPE yml_catalog SYSTEM "shops.dtd">`): its DOCTYPE is part of being another kind of
        // file, not a fault of its own next to "not a sitemap" (whose export it would concern); entity
        // declarations (a billion laughs) are still said to be refused
        if (!/<!ENTITY/i.test(text.slice(0, tag.start))) {
          for (let i = problems.length - 1; i >= 0; i--)
            if (problems[i].code === "xml.doctype") problems.splice(i, 1);
        }
        scanner.report(
          "file.unknown-format",
          tag.start,
          `<${tag.name}> is not a sitemap, index or feed root`,
          { params: { element: tag.name } },
        );
        scanner.stop();
        return;
      }
      builder =
        format === "rss" || format === "atom"
          ? new FeedBuilder(scanner, format === "atom", tag.ns, options.location)
          : new SitemapBuilder(scanner, format === "sitemapindex");
      scanner.handler = builder;
      builder.startElement(tag);
    },
    endElement() {},
    text() {},
    cdata() {},
  };
  scanner.handler = rootHandler;
  scanner.endIsCut = options.cut === true;
  const { onProgress, onEntries } = options;
  // the general path pushes an entry at its start tag and fills it in after: `scanner.entry` is that one
  const progress =
    onEntries === undefined
      ? onProgress
      : (share: number) => {
          onProgress?.(share);
          if (builder !== undefined) onEntries(builder.urls, scanner.entry ?? builder.urls.length);
        };
  scanner.run(progress);
  // undeclared conventional prefixes read as their extension count as declared at the root: an element
  // kept raw with one (an image in an index's <sitemap>) is written back under that declaration
  for (const prefix of scanner.assumedPrefixes) namespaces[prefix] ??= getConventionalNamespace(prefix) ?? "";
  // a kept attribute's prefix declared on the url or item it stands on (`SitemapBuilder.innerPrefixes`)
  if (builder instanceof SitemapBuilder)
    for (const [prefix, uri] of Object.entries(builder.innerPrefixes)) namespaces[prefix] ??= uri;
  if (!scanner.rootSeen && !problems.some((p) => p.code === "file.unknown-format")) {
    scanner.report("file.unknown-format", text.length, "no root element: not a sitemap, index or feed");
  }
  const result: XmlReadResult = {
    format,
    urls: builder?.urls ?? [],
    sitemaps: builder instanceof SitemapBuilder ? builder.sitemaps : [],
    problems,
    namespaces,
    hadComments: scanner.hadComments,
  };
  if (builder instanceof FeedBuilder && builder.selfHref !== undefined) result.selfLink = builder.selfHref;
  const encoding = scanner.declaration?.encoding;
  if (encoding !== undefined) result.declaredEncoding = encoding;
  return { result, scanner };
}

/** A small sitemap of common shapes (fast and general path): what the reader keeps an instance of. */
export const SHAPE_SAMPLE =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://a.example/&amp;</loc>' +
  '<lastmod>2024-01-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://a.example/"/>' +
  "<image:image><image:loc>https://a.example/i.jpg</image:loc></image:image></url><url><x/></url></urlset>";
/** Holds the kept scanner; an object, so neither the linter nor the bundler takes it for dead code. */
const kept: { scanner?: XmlScanner } = {};
