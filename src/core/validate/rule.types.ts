/**
 * The shapes of the validation rules, shared by the rule files and the registry (`rule-registry.ts`).
 * A rule is a plain function that appends problems to `out`; it never throws on input and never keeps state
 * between calls. Thread-portable, no DOM.
 */
import type { Problem, SitemapFile, SitemapRef, UrlEntry } from "../model/types";
import type { CheckContext } from "./check-context";
import type { LocUrl } from "./loc-url";

/**
 * A rule on one `url` entry. `url` is the entry's `loc` already parsed by the `loc` rules (undefined when it
 * is missing, relative, not http(s) or unparsable), so no rule parses it again: a `URL`, or for a `loc`
 * already in WHATWG form a stand-in read from its text (`loc-url.ts`). NOTE: appends to `out`.
 */
export type UrlEntryRule = (
  entry: UrlEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  url: LocUrl | undefined,
) => void;

/** A rule on one `sitemap` entry of an index (or `Sitemap:` line of a robots.txt). NOTE: appends to `out`. */
export type SitemapRefRule = (
  ref: SitemapRef,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  url: LocUrl | undefined,
) => void;

/** One file after its entries were checked: what whole-file and whole-set rules read. */
export interface FileScan {
  readonly file: SitemapFile;
  readonly ctx: CheckContext;
  /** WHATWG `href` of each `urls[i].loc`; undefined where it did not parse as absolute http(s). */
  readonly urlHrefs: readonly (string | undefined)[];
  /** WHATWG `href` of each `sitemaps[i].loc`; undefined where it did not parse as absolute http(s). */
  readonly sitemapHrefs: readonly (string | undefined)[];
  /**
   * When set, the indexes (ascending) of the only urls the hreflang set rules need to visit: every other url
   * is blank (no alternates, no href). The check session's restricted copies set it, so that re-checking a
   * few pages does not walk every entry of the file.
   */
  readonly only?: readonly number[];
}

/** A rule on a whole file (counts, duplicates, values shared by all entries). NOTE: appends to `out`. */
export type FileRule = (scan: FileScan, out: Problem[]) => void;

/** A rule on the whole set of loaded files (index links, URLs in several files). NOTE: appends to `out`. */
export type SetRule = (scans: readonly FileScan[], out: Problem[]) => void;
