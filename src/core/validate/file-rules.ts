/**
 * Rules on a whole file: entry counts, feed formats, values shared by every entry, fields Google ignores.
 * Each is O(n) in the file's entries. Duplicates live in `duplicate-rules.ts`.
 *
 * Sources: sitemaps.org protocol (https://www.sitemaps.org/protocol.html, limits and XSD), Google
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap), Yandex
 * (https://yandex.com/support/webmaster/en/controlling-robot/sitemap). Thread-portable, no DOM.
 */
import { MAX_SITEMAPS_PER_INDEX, MAX_URLS_PER_FILE } from "../limits";
import type { Problem, SitemapFormat } from "../model/types";
import { placeOf, report } from "./check-context";
import type { FileScan } from "./rule.types";

/** Formats whose entries are URLs of pages (counted against `MAX_URLS_PER_FILE`). */
export const URL_LIST_FORMATS: ReadonlySet<SitemapFormat> = new Set(["urlset", "txt", "rss", "atom"]);

/**
 * `file.empty` (no entries at all; not for a robots.txt, nor when reading already said
 * `file.unknown-format` or `file.gzip-corrupt`: one fault, one code), `file.too-many-urls` (more than 50,000 entries in a urlset, TXT or feed),
 * `index.too-many-sitemaps` (more than 50,000 in an index).
 */
export function checkEntryCount({ file, ctx }: FileScan, out: Problem[]): void {
  const urls = file.urls.length;
  const sitemaps = file.sitemaps.length;
  if (urls === 0 && sitemaps === 0) {
    const said =
      file.format === "robots" ||
      file.problems.some((p) => p.code === "file.unknown-format" || p.code === "file.gzip-corrupt");
    if (!said) report(ctx, out, "file.empty", `${file.name} has no entries`, { params: { count: 0 } });
  }
  if (URL_LIST_FORMATS.has(file.format) && urls > MAX_URLS_PER_FILE) {
    const params = { count: urls, limit: MAX_URLS_PER_FILE };
    report(
      ctx,
      out,
      "file.too-many-urls",
      `${file.name} has ${urls} URLs; the limit is ${MAX_URLS_PER_FILE}`,
      { params },
    );
  }
  if (file.format === "sitemapindex" && sitemaps > MAX_SITEMAPS_PER_INDEX) {
    const params = { count: sitemaps, limit: MAX_SITEMAPS_PER_INDEX };
    const message = `${file.name} lists ${sitemaps} sitemaps; the limit is ${MAX_SITEMAPS_PER_INDEX}`;
    report(ctx, out, "index.too-many-sitemaps", message, { params });
  }
}

/** `yandex.feed-unsupported`: an RSS or Atom feed given as a sitemap, once per file. */
export function checkFeedFormat({ file, ctx }: FileScan, out: Problem[]): void {
  if (file.format !== "rss" && file.format !== "atom") return;
  const format = file.format === "rss" ? "RSS" : "Atom";
  const message = `${file.name} is an ${format} feed; Yandex does not read feeds as sitemaps`;
  report(ctx, out, "yandex.feed-unsupported", message, { params: { format: file.format } });
}

/** The value every entry shares (present and non-empty in each), or undefined; needs at least two entries. */
function getSharedValue<T>(
  entries: readonly T[],
  pick: (entry: T) => string | undefined,
): string | undefined {
  if (entries.length < 2) return undefined;
  const first = pick(entries[0]);
  if (!first) return undefined;
  for (let i = 1; i < entries.length; i++) if (pick(entries[i]) !== first) return undefined;
  return first;
}

const pickLastmod = (entry: { lastmod?: string }) => entry.lastmod;
const pickPriority = (entry: { priority?: string }) => entry.priority;

/**
 * `lastmod.all-same` (every entry of a file with two or more has the same lastmod, as written) and
 * `priority.all-same` (every url has the same priority, as written). Infos, once per file, placed on entry 0.
 */
export function checkSharedValues({ file, ctx }: FileScan, out: Problem[]): void {
  const entries = file.format === "sitemapindex" ? file.sitemaps : file.urls;
  const lastmod = ctx.active.has("lastmod.all-same") ? getSharedValue(entries, pickLastmod) : undefined;
  if (lastmod !== undefined) {
    const place = placeOf(entries[0], 0, "lastmod", { value: lastmod, count: entries.length });
    const message = `all ${entries.length} entries have lastmod "${lastmod}"; it looks like the build time`;
    report(ctx, out, "lastmod.all-same", message, place);
  }
  const priority = getSharedValue(file.urls, pickPriority);
  if (priority !== undefined) {
    const place = placeOf(file.urls[0], 0, "priority", { value: priority, count: file.urls.length });
    const message = `all ${file.urls.length} entries have priority "${priority}", which carries no information`;
    report(ctx, out, "priority.all-same", message, place);
  }
}

/** `changefreq.ignored` and `priority.ignored` (infos, Google): once per file, on the first entry using it. */
export function checkIgnoredFields({ file, ctx }: FileScan, out: Problem[]): void {
  let changefreqAt = -1;
  let priorityAt = -1;
  let changefreqCount = 0;
  let priorityCount = 0;
  const urls = file.urls;
  for (let i = 0; i < urls.length; i++) {
    if (urls[i].changefreq !== undefined) {
      if (changefreqAt < 0) changefreqAt = i;
      changefreqCount++;
    }
    if (urls[i].priority !== undefined) {
      if (priorityAt < 0) priorityAt = i;
      priorityCount++;
    }
  }
  /** "1 entry uses it", "3 entries use it". */
  const usedBy = (count: number) => (count === 1 ? "1 entry uses it" : `${count} entries use it`);
  if (changefreqAt >= 0) {
    const place = placeOf(urls[changefreqAt], changefreqAt, "changefreq", { count: changefreqCount });
    report(ctx, out, "changefreq.ignored", `Google ignores changefreq (${usedBy(changefreqCount)})`, place);
  }
  if (priorityAt >= 0) {
    const place = placeOf(urls[priorityAt], priorityAt, "priority", { count: priorityCount });
    report(ctx, out, "priority.ignored", `Google ignores priority (${usedBy(priorityCount)})`, place);
  }
}
