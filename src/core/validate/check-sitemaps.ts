/**
 * `checkSitemaps`: every problem of a set of read files, the public entry point of validation.
 *
 * Thread-portable, no DOM, no React: runs in Node, a Web Worker and the page. O(total entries): each `loc`
 * is read once, by one regular expression when it is already in WHATWG form under the file's origin (nearly
 * every one, `loc-url.ts`), by the WHATWG `URL` class otherwise; extension hrefs are checked for validity
 * from their scheme and host (`isHttpUrl`). Duplicates use a hash table of entry numbers, hreflang links a
 * graph of typed arrays with one Map of the set's URLs, index links Maps.
 */
import type { Problem, SitemapFile } from "../model/types";
import { type CheckContext, type CheckOptions, createCheckContext } from "./check-context";
import { mergeProblems } from "./check-merge";
import { checkSitemapRefInto, checkUrlEntryInto } from "./entry-checks";
import { getRobotsListedFiles } from "./robots-listed";
import type { FileScan } from "./rule.types";
import { FILE_RULES, SET_RULES } from "./rule-registry";

export type { CheckContext, CheckOptions, LocReference } from "./check-context";
export { createCheckContext, getActiveCodes } from "./check-context";
export {
  type CheckSession,
  createCheckSession,
  type ReplacedHint,
  type ReplacedHints,
} from "./check-session";
export { checkSitemapRef, checkUrlEntry } from "./entry-checks";

/** Checks every entry of `file`, then runs the file rules. NOTE: appends to `out`. */
function scanFile(file: SitemapFile, ctx: CheckContext, out: Problem[]): FileScan {
  const urlHrefs = new Array<string | undefined>(file.urls.length);
  for (let i = 0; i < file.urls.length; i++) urlHrefs[i] = checkUrlEntryInto(file.urls[i], i, ctx, out)?.href;
  const sitemapHrefs = new Array<string | undefined>(file.sitemaps.length);
  for (let i = 0; i < file.sitemaps.length; i++) {
    sitemapHrefs[i] = checkSitemapRefInto(file.sitemaps[i], i, ctx, out)?.href;
  }
  const scan: FileScan = { file, ctx, urlHrefs, sitemapHrefs };
  for (const rule of FILE_RULES) rule(scan, out);
  return scan;
}

/**
 * Every problem of a set of files: each file's reading problems (`file.problems`) plus the problems the
 * rules compute, all filtered by the engine profile.
 *
 * - Profiles: `options.engines` defaults to Google, Yandex and Bing. A rule whose catalogue entry names
 *   engines is kept when one of them is chosen; protocol rules always (`isRuleActive`). This applies to
 *   reading problems too.
 * - Rules: `loc.*`, `lastmod.*`, `changefreq.*`, `priority.*`, `yandex.value-too-long`,
 *   `yandex.feed-unsupported`, `file.empty`, `file.too-many-urls`, `index.*`, `set.url-in-several-files`
 *   (see `rule-registry.ts`; sources in RULES.md). `lastmod.future` compares with `options.now` (default
 *   the current time) plus one day.
 * - Host, scheme and scope: against the file's `location` when known, else against the scheme and host
 *   most common among its entries (no scope then). robots.txt `Sitemap:` lines may point anywhere.
 * - Order: file by file (reading problems, then entry problems in entry order, then whole-file problems),
 *   then problems of the whole set. A computed problem already reported by reading (same code and entry)
 *   is not repeated.
 * - Never throws on input; the files are not changed. Time: O(total entries), about 50,000 entries in
 *   well under 150 ms in Node.
 *
 * @example
 * const file = readSitemapFile("sitemap.xml", bytes, { location: "https://example.com/sitemap.xml" });
 * const problems = checkSitemaps([file], { engines: ["google", "bing"] });
 */
export function checkSitemaps(files: SitemapFile[], options: CheckOptions = {}): Problem[] {
  const out: Problem[] = [];
  const scans: FileScan[] = [];
  const robotsListed = getRobotsListedFiles(files);
  for (const file of files) {
    const ctx = createCheckContext(file, options, undefined, robotsListed.has(file.name));
    const computed: Problem[] = [];
    scans.push(scanFile(file, ctx, computed));
    mergeProblems(file, ctx, computed, out);
  }
  for (const rule of SET_RULES) rule(scans, out);
  return out;
}
