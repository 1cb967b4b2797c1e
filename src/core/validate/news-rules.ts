/**
 * Rules on a `url`'s `news:news` (Google News sitemap extension 0.9): required fields, language, date,
 * age, retired elements, and (per file) more than 1,000 news items.
 *
 * Source: https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap.
 * Thread-portable, no DOM.
 */

import { findMisplacedPublication } from "../edit/news-defaults";
import { MAX_NEWS_PER_FILE } from "../limits";
import type { NewsEntry, Problem, UrlEntry } from "../model/types";
import { type CheckContext, report } from "./check-context";
import { isFullW3cDate, placeOfItem } from "./extension-helpers";
import { checkNewsText } from "./free-text-rules";
import { isIso639Code } from "./language-codes";
import type { FileScan } from "./rule.types";
import { getW3cDatetimeTime } from "./w3c-datetime";

/** Articles older than this (2 days, in ms) before "now" are stale. Source: Google News sitemaps. */
export const NEWS_MAX_AGE_MS = 2 * 86_400_000;
/** News elements Google no longer reads, in the order they are reported. */
export const DEPRECATED_NEWS_FIELDS = ["access", "genres", "keywords", "stock_tickers"] as const;
/** Chinese codes Google accepts besides ISO 639. */
const EXTRA_NEWS_LANGUAGES = new Set(["zh-cn", "zh-tw"]);

/** The required news values, their field path and element name. */
const REQUIRED = [
  ["news.publication.name", "news:name", (n: NewsEntry) => n.publication.name],
  ["news.publication.language", "news:language", (n: NewsEntry) => n.publication.language],
  ["news.publication_date", "news:publication_date", (n: NewsEntry) => n.publication_date],
  ["news.title", "news:title", (n: NewsEntry) => n.title],
] as const;

/**
 * `news.required-missing`, one per absent or empty required value; for a publication name or language,
 * `params.emptyElement` names the element when it is there but empty, `params.misplaced` its text when the
 * news holds it outside `news:publication` (`findMisplacedPublication`), and
 * `params.suggested` is the one most of the file's news give, when there is one (its quick fix writes it).
 * NOTE: mutates `out`.
 */
function checkRequired(news: NewsEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  for (const [field, element, read] of REQUIRED) {
    const value = read(news);
    if (value) continue;
    const what = value === undefined ? "has no" : "has an empty";
    const params: Record<string, string> = { value: value ?? "", element };
    // there, with nothing in it: the texts say "empty", not "missing"
    if (value !== undefined) params.emptyElement = element;
    // written beside news:publication instead of in it: what its fix moves in
    const misplaced =
      field === "news.publication.name"
        ? findMisplacedPublication(news, "name")
        : field === "news.publication.language"
          ? findMisplacedPublication(news, "language")
          : undefined;
    if (misplaced) params.misplaced = misplaced.value;
    const suggested = getSuggestedPublication(field, ctx);
    if (suggested) params.suggested = suggested;
    const place = placeOfItem(index, field, news, params);
    report(ctx, out, "news.required-missing", `news:news ${what} ${element}, which Google requires`, place);
  }
}

/** The publication name or language most of the file's news give, for a `field` of the publication. */
function getSuggestedPublication(field: string, ctx: CheckContext): string {
  if (field === "news.publication.name") return ctx.usualNews().name;
  return field === "news.publication.language" ? ctx.usualNews().language : "";
}

/**
 * `news.language-invalid`: not an ISO 639 code of 2 or 3 letters nor `zh-cn` / `zh-tw`, in lower case (the
 * pattern of Google's news XSD, `zh-cn|zh-tw|([a-z]{2,3})`: `RU` is not valid there). A code right but for
 * its case has `params.lowercase`, the code as the XSD wants it.
 */
function checkLanguage(news: NewsEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const value = news.publication.language;
  if (!value) return;
  const lower = value.toLowerCase();
  const known = isIso639Code(value) || EXTRA_NEWS_LANGUAGES.has(lower);
  if (known && value === lower) return;
  const params: Record<string, string> = { value };
  if (known) params.lowercase = lower;
  const message = known
    ? `news:language "${value}" must be written in lower case, "${lower}" (Google's news XSD)`
    : `news:language "${value}" is not an ISO 639 language code (2 or 3 letters, or zh-cn / zh-tw)`;
  report(
    ctx,
    out,
    "news.language-invalid",
    message,
    placeOfItem(index, "news.publication.language", news, params),
  );
}

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/**
 * `news.date-invalid`, else `news.stale` (published more than 2 days before now; a date without a time
 * counts from the end of that day, UTC).
 */
function checkDate(news: NewsEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const value = news.publication_date;
  if (!value) return;
  if (!isFullW3cDate(value, true)) {
    const place = placeOfItem(index, "news.publication_date", news, { value });
    const message = `news:publication_date "${value}" is not a full W3C date or date-time`;
    report(ctx, out, "news.date-invalid", message, place);
    return;
  }
  const start = getW3cDatetimeTime(value);
  if (start === undefined) return;
  // a date alone may mean any moment of that day: old only when even its last moment (UTC) is
  const time = value.length === 10 ? start + DAY_MS - 1 : start;
  if (ctx.now - time <= NEWS_MAX_AGE_MS) return;
  const days = Math.floor((ctx.now - time) / DAY_MS);
  const hours = Math.floor((ctx.now - time) / 3_600_000);
  // the age as the message says it: in hours under 3 days (`hours` only then), else in days
  const params: Record<string, string | number> = { value, days, limit: 2 };
  if (days < 3) params.hours = hours;
  const place = placeOfItem(index, "news.publication_date", news, params);
  const age = days < 3 ? `${hours} hours` : `${days} days`;
  const message = `news:publication_date "${value}" is ${age} old; Google News takes articles of the last 2 days (48 hours)`;
  report(ctx, out, "news.stale", message, place);
}

/** `news.deprecated`, one per retired element present. NOTE: mutates `out`. */
function checkDeprecated(news: NewsEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  for (const name of DEPRECATED_NEWS_FIELDS) {
    const value = news[name];
    if (value === undefined) continue;
    const place = placeOfItem(index, `news.${name}`, news, { value, element: `news:${name}` });
    report(ctx, out, "news.deprecated", `news:${name} is no longer used by Google News`, place);
  }
}

/**
 * The news rules of one entry (none without `news:news`). `news.stale` compares with the context's `now`.
 * NOTE: mutates `out`.
 */
export function checkNews(entry: UrlEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const news = entry.news;
  if (news === undefined) return;
  checkRequired(news, index, ctx, out);
  checkLanguage(news, index, ctx, out);
  checkDate(news, index, ctx, out);
  if (ctx.active.has("news.deprecated")) checkDeprecated(news, index, ctx, out);
  checkNewsText(news, index, ctx, out);
}

/**
 * `news.too-many`: more than 1,000 `news:news` in one file; one problem for the file, placed on the
 * entry of the 1,001st. NOTE: mutates `out`.
 */
export function checkNewsCount({ file, ctx }: FileScan, out: Problem[]): void {
  if (!ctx.active.has("news.too-many")) return;
  let count = 0;
  let first = -1;
  for (let i = 0; i < file.urls.length; i++) {
    if (file.urls[i].news === undefined) continue;
    count++;
    if (count === MAX_NEWS_PER_FILE + 1) first = i;
  }
  if (count <= MAX_NEWS_PER_FILE) return;
  const news = file.urls[first].news;
  const place = placeOfItem(first, "news", news, { value: count, limit: MAX_NEWS_PER_FILE });
  const message = `the sitemap has ${count} news:news items; Google reads at most ${MAX_NEWS_PER_FILE} per file`;
  report(ctx, out, "news.too-many", message, place);
}
