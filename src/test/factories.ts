/**
 * Test data factories (STYLE.md §7): build model values with defaults, overriding only what a test is about.
 */
import type { UrlEntry } from "@/core/model/types";

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
