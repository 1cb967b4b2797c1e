/**
 * Value rules of one `video:video` (Google video sitemap extension 1.1): duration, rating, dates, yes/no
 * flags, restriction, platform, view count, tags. Each faulty value gets one code; absent values none.
 *
 * Source: https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps (and the
 * video XSD https://www.google.com/schemas/sitemap-video/1.1/sitemap-video.xsd). Thread-portable, no DOM.
 */
import type { Problem, VideoEntry } from "../model/types";
import { type CheckContext, report } from "./check-context";
import { isDigits, isFullW3cDate, placeOfItem } from "./extension-helpers";
import { isIso3166Alpha2 } from "./language-codes";
import { isDecimal } from "./value-rules";
import { classifyW3cDatetime } from "./w3c-datetime";

/** Shortest and longest video duration in seconds. Source: Google video sitemaps. */
export const MIN_VIDEO_DURATION = 1;
export const MAX_VIDEO_DURATION = 28_800;
/** Highest video rating (the lowest is 0.0). Source: Google video sitemaps. */
export const MAX_VIDEO_RATING = 5;
/** `video:tag` per video. Source: Google video sitemaps. */
export const MAX_VIDEO_TAGS = 32;

/** A video being checked: the item, its 0-based place in the entry, and the entry's index. */
export interface VideoSite {
  readonly video: VideoEntry;
  readonly item: number;
  readonly index: number;
  readonly ctx: CheckContext;
  readonly out: Problem[];
}

/** Reports `code` on the video's `key` field with `value`. NOTE: mutates `site.out`. */
export function reportVideo(
  site: VideoSite,
  code: Problem["code"],
  key: string,
  message: string,
  params: Record<string, string | number>,
): void {
  const place = placeOfItem(site.index, `videos[${site.item}].${key}`, site.video, params);
  report(site.ctx, site.out, code, message, place);
}

/** `video.duration-invalid`: not an integer from 1 to 28,800 seconds. */
function checkDuration(site: VideoSite): void {
  const value = site.video.duration;
  if (value === undefined) return;
  const seconds = isDigits(value) ? Number(value) : Number.NaN;
  if (seconds >= MIN_VIDEO_DURATION && seconds <= MAX_VIDEO_DURATION) return;
  const message = `video:duration "${value}" is not a whole number of seconds from 1 to 28,800`;
  reportVideo(site, "video.duration-invalid", "duration", message, {
    value,
    min: MIN_VIDEO_DURATION,
    limit: MAX_VIDEO_DURATION,
  });
}

/** `video.rating-invalid`: not a decimal number from 0.0 to 5.0. */
function checkRating(site: VideoSite): void {
  const value = site.video.rating;
  if (value === undefined) return;
  const rating = isDecimal(value) ? Number(value) : Number.NaN;
  if (rating >= 0 && rating <= MAX_VIDEO_RATING) return;
  const message = `video:rating "${value}" is not a number from 0.0 to 5.0`;
  reportVideo(site, "video.rating-invalid", "rating", message, { value, min: 0, limit: MAX_VIDEO_RATING });
}

/** `video.date-invalid`: publication or expiration date not a full W3C date or date-time (seconds needed). */
function checkDates(site: VideoSite): void {
  for (const key of ["publication_date", "expiration_date"] as const) {
    const value = site.video[key];
    if (value === undefined || isFullW3cDate(value, false)) continue;
    const message =
      classifyW3cDatetime(value) === "impossible-date"
        ? `video:${key} "${value}" is written as a W3C date but is not a real date or time`
        : `video:${key} "${value}" is not a full W3C date (YYYY-MM-DD) or date-time (YYYY-MM-DDThh:mm:ss+hh:mm)`;
    reportVideo(site, "video.date-invalid", key, message, { value });
  }
}

/** `video.yes-no-invalid`: `family_friendly`, `requires_subscription`, `live` not yes/no (any case). */
function checkYesNo(site: VideoSite): void {
  for (const key of ["family_friendly", "requires_subscription", "live"] as const) {
    const value = site.video[key];
    if (value === undefined) continue;
    const lower = value.toLowerCase();
    if (lower === "yes" || lower === "no") continue;
    reportVideo(site, "video.yes-no-invalid", key, `video:${key} "${value}" is not yes or no`, { value });
  }
}

/** The first item of a space-separated `list` that `isValid` refuses, or undefined. */
function findInvalidItem(list: string, isValid: (item: string) => boolean): string | undefined {
  for (const item of list.split(/[ \t\r\n]+/)) if (item !== "" && !isValid(item)) return item;
  return undefined;
}

/**
 * The params of a relationship that is not allow or deny: `missing` when the attribute is absent, else the
 * `relationship` written (`value` either way, "" when absent). The problem is placed on the element, where
 * the attribute belongs (`getItemProblemPosition`).
 */
function relationshipParams(relationship: string | undefined): Record<string, string> {
  return relationship === undefined
    ? { value: "", missing: "relationship" }
    : { value: relationship, relationship };
}

/** True for `allow` or `deny`. */
function isRelationship(value: string | undefined): value is string {
  return value === "allow" || value === "deny";
}

/**
 * `video.restriction-invalid`: relationship not allow/deny, an allow-list of no country (`params.empty`:
 * the relationship as written; it keeps the video out of every country), or a code that is not ISO 3166-1
 * alpha-2 (a deny-list of none denies nothing).
 */
function checkRestriction(site: VideoSite): void {
  const { restriction: value, restriction_relationship: relationship } = site.video;
  if (value === undefined) return;
  if (!isRelationship(relationship)) {
    const what = relationship === undefined ? "has no relationship" : `has relationship "${relationship}"`;
    const message = `video:restriction ${what}; it must be allow or deny`;
    reportVideo(
      site,
      "video.restriction-invalid",
      "restriction_relationship",
      message,
      relationshipParams(relationship),
    );
    return;
  }
  // no country at all: an allow-list of none keeps the video out of every country (the video XSD wants one)
  if (value.trim() === "" && relationship.toLowerCase() === "allow") {
    const message = `video:restriction relationship="${relationship}" lists no country`;
    reportVideo(site, "video.restriction-invalid", "restriction", message, { value, empty: relationship });
    return;
  }
  const bad = findInvalidItem(value, isIso3166Alpha2);
  if (bad === undefined) return;
  const message = `video:restriction "${value}": "${bad}" is not an ISO 3166-1 alpha-2 country code`;
  reportVideo(site, "video.restriction-invalid", "restriction", message, { value, code: bad });
}

/** True for `web`, `mobile` or `tv` (any case). */
function isPlatform(item: string): boolean {
  const lower = item.toLowerCase();
  return lower === "web" || lower === "mobile" || lower === "tv";
}

/**
 * `video.platform-invalid`: values not among web, mobile, tv, an allow-list of none (`params.empty`: the
 * relationship as written), or relationship not allow/deny.
 */
function checkPlatform(site: VideoSite): void {
  const { platform: value, platform_relationship: relationship } = site.video;
  if (value === undefined) return;
  if (!isRelationship(relationship)) {
    const what = relationship === undefined ? "has no relationship" : `has relationship "${relationship}"`;
    const message = `video:platform ${what}; it must be allow or deny`;
    reportVideo(
      site,
      "video.platform-invalid",
      "platform_relationship",
      message,
      relationshipParams(relationship),
    );
    return;
  }
  if (value.trim() === "" && relationship.toLowerCase() === "allow") {
    const message = `video:platform relationship="${relationship}" lists no platform`;
    reportVideo(site, "video.platform-invalid", "platform", message, { value, empty: relationship });
    return;
  }
  const bad = findInvalidItem(value, isPlatform);
  if (bad === undefined) return;
  const message = `video:platform "${value}": "${bad}" is not one of web, mobile, tv`;
  reportVideo(site, "video.platform-invalid", "platform", message, { value, platform: bad });
}

/** `video.view-count-invalid`: not a non-negative integer. */
function checkViewCount(site: VideoSite): void {
  const value = site.video.view_count;
  if (value === undefined || isDigits(value)) return;
  const message = `video:view_count "${value}" is not a whole number of 0 or more`;
  reportVideo(site, "video.view-count-invalid", "view_count", message, { value });
}

/** `video.too-many-tags`: more than 32 `video:tag`. */
function checkTagCount(site: VideoSite): void {
  const count = site.video.tag?.length ?? 0;
  if (count <= MAX_VIDEO_TAGS) return;
  const message = `the video has ${count} video:tag elements; Google reads at most ${MAX_VIDEO_TAGS}`;
  reportVideo(site, "video.too-many-tags", "tag", message, { value: count, limit: MAX_VIDEO_TAGS });
}

/** Every value rule of one video. NOTE: mutates `site.out`. */
export function checkVideoValues(site: VideoSite): void {
  checkDuration(site);
  checkRating(site);
  checkDates(site);
  checkYesNo(site);
  checkRestriction(site);
  checkPlatform(site);
  checkViewCount(site);
  checkTagCount(site);
}
