/**
 * Checking one entry: what `checkSitemaps` runs per entry, exported so the UI can re-check an edited entry
 * without re-checking the file. Whole-file and whole-set rules (counts, duplicates, index links) are not
 * run here; re-run `checkSitemaps` for those (it is O(n) and fast).
 *
 * Thread-portable, no DOM.
 */
import type { Problem, SitemapRef, UrlEntry } from "../model/types";
import type { CheckContext } from "./check-context";
import { checkHreflang } from "./hreflang-rules";
import { checkImages } from "./image-rules";
import { checkLoc } from "./loc-rules";
import type { LocUrl } from "./loc-url";
import { checkNews } from "./news-rules";
import { SITEMAP_REF_RULES } from "./rule-registry";
import { checkChangefreq, checkLastmod, checkPriority } from "./value-rules";
import { checkVideos } from "./video-rules";

/**
 * Runs the `loc` rules and every registered url rule (`URL_ENTRY_RULES`, in order) on `entry`, appending
 * to `out`; returns the parsed
 * `loc` (undefined when missing, relative, not http(s) or unparsable). NOTE: mutates `out`.
 */
export function checkUrlEntryInto(
  entry: UrlEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): LocUrl | undefined {
  const url = checkLoc(entry, index, ctx, out, "loc.outside-scope");
  // URL_ENTRY_RULES in its order, called directly: a loop of indirect calls cannot be inlined, and costs
  // about 10% of checking a plain 50,000-URL file (entry-checks.test.ts keeps the two lists equal)
  checkLastmod(entry, index, ctx, out);
  checkChangefreq(entry, index, ctx, out);
  checkPriority(entry, index, ctx, out);
  checkImages(entry, index, ctx, out);
  checkVideos(entry, index, ctx, out, url);
  checkNews(entry, index, ctx, out);
  checkHreflang(entry, index, ctx, out, url);
  return url;
}

/**
 * Runs the `loc` rules (scope as `index.child-outside-scope`) and every registered sitemap rule on `ref`,
 * appending to `out`; returns the parsed `loc`. NOTE: mutates `out`.
 */
export function checkSitemapRefInto(
  ref: SitemapRef,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): LocUrl | undefined {
  const url = checkLoc(ref, index, ctx, out, "index.child-outside-scope");
  for (const rule of SITEMAP_REF_RULES) rule(ref, index, ctx, out, url);
  return url;
}

/**
 * The problems of one `url` entry at 0-based `index` of the context's file: `loc.*` (except duplicates),
 * `lastmod.*`, `changefreq.invalid`, `priority.invalid` / `out-of-range`, `yandex.value-too-long`, filtered
 * by the context's engines. Reading problems are not included (they live in `file.problems`).
 * @example
 * const ctx = createCheckContext(file, { engines: ["google"] });
 * const problems = checkUrlEntry(file.urls[7], 7, ctx);
 */
export function checkUrlEntry(entry: UrlEntry, index: number, ctx: CheckContext): Problem[] {
  const out: Problem[] = [];
  checkUrlEntryInto(entry, index, ctx, out);
  return out;
}

/**
 * The problems of one `sitemap` entry of an index (or robots.txt `Sitemap:` line) at 0-based `index`:
 * `loc.*` (scope as `index.child-outside-scope`; robots.txt lines get no host or scope check) and
 * `lastmod.*`, filtered by the context's engines. Index-set rules are not included.
 */
export function checkSitemapRef(ref: SitemapRef, index: number, ctx: CheckContext): Problem[] {
  const out: Problem[] = [];
  checkSitemapRefInto(ref, index, ctx, out);
  return out;
}
