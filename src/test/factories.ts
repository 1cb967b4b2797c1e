/**
 * Test data factories (STYLE.md §7): build model values with defaults, overriding only what a test is about.
 */
import { encodeFieldPositions, type FieldPosition } from "@/core/model/field-positions";
import type { FieldPositions, SitemapFile, SitemapRef, UrlEntry, UrlField } from "@/core/model/types";
import type { ExportSettings } from "@/store/store-types";

/**
 * `UrlEntry.source` for field positions given as `{ line, column }` per field, for an entry at `at` (the
 * entry's own `line` and `column`; none by default, like an entry `makeUrlEntry` makes).
 */
export function makeFieldPositions(
  positions: Partial<Record<UrlField, FieldPosition>>,
  at: { line?: number; column?: number } = {},
): FieldPositions {
  const pairs = (["loc", "lastmod", "changefreq", "priority"] as const).flatMap((field) => {
    const position = positions[field];
    return position ? [position.line, position.column] : [0, 0];
  });
  return encodeFieldPositions(at.line, at.column, pairs);
}

/** A plain `url` entry (`https://www.example.com/page`), with `overrides` applied. */
export function makeUrlEntry(overrides: Partial<UrlEntry> = {}): UrlEntry {
  return { loc: "https://www.example.com/page", images: [], videos: [], alternates: [], ...overrides };
}

/**
 * `count` plain entries `https://www.example.com/page-<i>` with lastmod, changefreq and priority, like a
 * typical generated sitemap; `overrides(i)` may change each.
 */
export function makeUrlEntries(count: number, overrides?: (index: number) => Partial<UrlEntry>): UrlEntry[] {
  return Array.from({ length: count }, (_, i) =>
    makeUrlEntry({
      loc: `https://www.example.com/page-${i}`,
      lastmod: "2026-01-15",
      changefreq: "weekly",
      priority: "0.5",
      ...overrides?.(i),
    }),
  );
}

/** A `sitemap` entry of an index (`https://www.example.com/sitemap-1.xml`), with `overrides` applied. */
export function makeSitemapRef(overrides: Partial<SitemapRef> = {}): SitemapRef {
  return { loc: "https://www.example.com/sitemap-1.xml", ...overrides };
}

/**
 * A read file: a urlset named `sitemap.xml` published at `https://www.example.com/sitemap.xml`, with one
 * plain entry and no problems, with `overrides` applied. Pass `location: undefined` for an unknown location.
 */
export function makeSitemapFile(overrides: Partial<SitemapFile> = {}): SitemapFile {
  return {
    name: "sitemap.xml",
    location: "https://www.example.com/sitemap.xml",
    format: "urlset",
    gzip: false,
    encoding: "utf-8",
    byteLength: 0,
    urls: [makeUrlEntry()],
    sitemaps: [],
    problems: [],
    ...overrides,
  };
}

/** A urlset file (`makeSitemapFile`) of `count` entries from `makeUrlEntries`, e.g. `makeDoc(50_001)`. */
export function makeDoc(count: number, overrides?: (index: number) => Partial<UrlEntry>): SitemapFile {
  return makeSitemapFile({ urls: makeUrlEntries(count, overrides) });
}

/**
 * Export settings as the dialog starts: XML, no gzip, the protocol's 50,000 URLs and 52,428,800 bytes per
 * file, pretty, every file; merge mode unless `overrides` say `mode`.
 */
export function makeExportSettings(overrides: Partial<ExportSettings> = {}): ExportSettings {
  return {
    format: "xml",
    gzip: false,
    maxUrls: 50_000,
    maxBytes: 52_428_800,
    baseUrl: "",
    name: "",
    pretty: true,
    files: [],
    ...overrides,
  };
}
