/**
 * Rules on a `url`'s `video:video` items (Google video sitemap extension 1.1): required fields, links that
 * repeat the page or point at a page or Flash, lengths, retired elements, the uploader's link; the value
 * rules live in `video-value-rules.ts`.
 *
 * Sources: https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps, the video
 * XSD (title at most 100 characters), and the 2022 spring cleaning
 * (https://developers.google.com/search/blog/2022/05/spring-cleaning-sitemap-extensions). Thread-portable,
 * no DOM.
 */
import type { Problem, UrlEntry, VideoEntry } from "../model/types";
import type { CheckContext } from "./check-context";
import { getCharCount, getExtraLocalName } from "./extension-helpers";
import { checkVideoText } from "./free-text-rules";
import type { LocUrl } from "./loc-url";
import { getHttpUrlKey, isHttpUrl } from "./url-key";
import { checkVideoValues, reportVideo, type VideoSite } from "./video-value-rules";

/** Longest video description, title and uploader name, in characters. Sources: Google; the video XSD. */
export const MAX_VIDEO_DESCRIPTION_CHARS = 2_048;
export const MAX_VIDEO_TITLE_CHARS = 100;
export const MAX_VIDEO_UPLOADER_CHARS = 255;

/**
 * Retired video elements and attributes (2022): the model key reported, and every model key that goes
 * with it (an element's attributes). `tvshow` is never typed: it is found in the video's `extra`.
 */
export const DEPRECATED_VIDEO_KEYS: Readonly<Record<string, readonly string[]>> = {
  category: ["category"],
  gallery_loc: ["gallery_loc", "gallery_loc_title"],
  price: ["price", "price_currency", "price_type", "price_resolution"],
  player_loc_allow_embed: ["player_loc_allow_embed"],
  player_loc_autoplay: ["player_loc_autoplay"],
};
/** Local names of retired video elements that may sit raw in `extra` (a `tvshow`, a second `price`). */
export const DEPRECATED_VIDEO_ELEMENTS: ReadonlySet<string> = new Set([
  "tvshow",
  "category",
  "gallery_loc",
  "price",
]);
/** Path endings of a `content_loc` that is a page or Flash, not a media file. */
const NOT_MEDIA = /\.(?:html?|php|aspx|swf)$/i;

/**
 * A video host's watch or embed page, whatever its path ends with (`https://www.youtube.com/watch?v=…`,
 * `youtu.be/…`, `vimeo.com/123`, `rutube.ru/video/…`, `vk.com/video…`, `dzen.ru/video/watch/…`): an HTML
 * page, the commonest `content_loc` mistake, which the path endings alone let pass (a page is a
 * `player_loc`, Google's video sitemap documentation).
 */
const VIDEO_HOST_PAGE =
  /^https?:\/\/(?:(?:www|m)\.)?(?:youtube\.com\/(?:watch|shorts\/|embed\/|live\/)|youtu\.be\/|vimeo\.com\/\d|player\.vimeo\.com\/video\/|rutube\.ru\/(?:video|play\/embed|shorts)\/|(?:vk\.com|vkvideo\.ru)\/video|dzen\.ru\/(?:video\/watch|embed)\/|dailymotion\.com\/(?:video|embed)\/)/i;

/** Script endings that serve a media file as often as a page when given a query (`stream.php?id=1`). */
const SCRIPT = /\.(?:php|aspx)$/i;

/**
 * `video.required-missing`: no (or empty) thumbnail, title, description, or neither content nor player.
 * `params.element` names the element; `emptyElement` too when it is there but empty; `either` the other
 * one that would do (`player_loc`) when neither location is given.
 */
function checkRequired(site: VideoSite): void {
  const video = site.video;
  for (const key of ["thumbnail_loc", "title", "description"] as const) {
    if (video[key]) continue;
    const empty = video[key] !== undefined;
    const message = `video #${site.item + 1} ${empty ? "has an empty" : "has no"} video:${key}, which Google requires`;
    // `emptyElement`: the element is there, with nothing in it (the texts say "empty", not "missing")
    const params: Record<string, string> = { value: "", element: key };
    if (empty) params.emptyElement = key;
    reportVideo(site, "video.required-missing", key, message, params);
  }
  // a value that is no URL (`None`, `null`, a file name left by a CMS) gives Google no video to fetch
  for (const key of ["thumbnail_loc", "content_loc", "player_loc"] as const) {
    const value = video[key];
    if (!value || isHttpUrl(value)) continue;
    const message = `video:${key} "${value}" of video #${site.item + 1} is not an absolute http(s) URL, which Google requires`;
    reportVideo(site, "video.required-missing", key, message, { value, element: key, notUrl: key });
  }
  if (video.content_loc || video.player_loc) return;
  const message = `video #${site.item + 1} has neither video:content_loc nor video:player_loc; Google needs one`;
  // `either`: the other element that would do as well (a player-only video needs no media file URL)
  const params = { value: "", element: "content_loc", either: "player_loc" };
  reportVideo(site, "video.required-missing", "content_loc", message, params);
}

/** Path of a URL text without query and fragment. */
function getPathText(text: string): string {
  const end = text.search(/[?#]/);
  return end < 0 ? text : text.slice(0, end);
}

/** `video.same-as-page` for content and player links; then `video.content-loc-not-media`. */
function checkLinks(site: VideoSite, pageHref: string | undefined): void {
  let contentIsPage = false;
  for (const key of ["content_loc", "player_loc"] as const) {
    const value = site.video[key];
    if (!value || pageHref === undefined || getHttpUrlKey(value) !== pageHref) continue;
    if (key === "content_loc") contentIsPage = true;
    const message = `video:${key} "${value}" is the page's own loc; it must point at the video`;
    reportVideo(site, "video.same-as-page", key, message, { value });
  }
  const content = site.video.content_loc;
  if (!content || contentIsPage) return;
  const path = getPathText(content);
  // `watch.php` is a page; `stream.php?id=1` is as likely to send the video file itself
  const page = NOT_MEDIA.test(path) && !(SCRIPT.test(path) && /^[^#]*\?/.test(content));
  if (!page && !VIDEO_HOST_PAGE.test(content.trim())) return;
  const message = `video:content_loc "${content}" points at a web page or Flash, not a video file`;
  reportVideo(site, "video.content-loc-not-media", "content_loc", message, { value: content });
}

/** `video.title-too-long`, `video.description-too-long`, `video.uploader-too-long`. */
function checkLengths(site: VideoSite): void {
  const limits = [
    ["title", MAX_VIDEO_TITLE_CHARS, "video.title-too-long"],
    ["description", MAX_VIDEO_DESCRIPTION_CHARS, "video.description-too-long"],
    ["uploader", MAX_VIDEO_UPLOADER_CHARS, "video.uploader-too-long"],
  ] as const;
  for (const [key, limit, code] of limits) {
    const value = site.video[key];
    if (value === undefined) continue;
    const length = getCharCount(value, limit);
    if (length <= limit) continue;
    const message = `video:${key} is ${length} characters long; the limit is ${limit}`;
    reportVideo(site, code, key, message, { value, length, limit });
  }
}

/** `video.deprecated` for each retired element or attribute, typed or kept raw in `extra`. */
function checkDeprecated(site: VideoSite): void {
  const video = site.video as VideoEntry & Record<string, unknown>;
  for (const key of Object.keys(DEPRECATED_VIDEO_KEYS)) {
    const value = video[key];
    if (value === undefined) continue;
    const name = key.startsWith("player_loc_") ? `video:player_loc@${key.slice(11)}` : `video:${key}`;
    const message = `${name} is deprecated and ignored by Google since 2022`;
    reportVideo(site, "video.deprecated", key, message, { value: String(value), element: name });
  }
  const extra = video.extra ?? [];
  for (let i = 0; i < extra.length; i++) {
    const local = getExtraLocalName(extra[i]);
    if (!DEPRECATED_VIDEO_ELEMENTS.has(local)) continue;
    const message = `video:${local} is deprecated and ignored by Google since 2022`;
    reportVideo(site, "video.deprecated", `extra[${i}]`, message, {
      value: local,
      element: `video:${local}`,
    });
  }
}

/** The page host without a leading `www.`: an uploader's link may be on it or any subdomain. */
function getSiteHost(url: LocUrl): string {
  const host = url.hostname;
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** `video.uploader-info-invalid`: `uploader@info` not absolute, or not on the page's domain. */
function checkUploaderInfo(site: VideoSite, url: LocUrl | undefined): void {
  const info = site.video.uploader_info;
  if (info === undefined) return;
  const key = getHttpUrlKey(info);
  let fault = key === undefined ? "is not an absolute http(s) URL" : "";
  if (key !== undefined && url) {
    const host = new URL(key).hostname;
    const siteHost = getSiteHost(url);
    if (host !== siteHost && !host.endsWith(`.${siteHost}`))
      fault = `is not on the page's domain ${siteHost}`;
  }
  if (fault === "") return;
  const message = `video:uploader info "${info}" ${fault}`;
  reportVideo(site, "video.uploader-info-invalid", "uploader_info", message, { value: info });
}

/**
 * Every video rule on each `video:video` of `entry`; `url` is the page's parsed `loc` (undefined when it
 * did not parse: the rules comparing with the page are skipped then). NOTE: mutates `out`.
 */
export function checkVideos(
  entry: UrlEntry,
  index: number,
  ctx: CheckContext,
  out: Problem[],
  url: LocUrl | undefined,
): void {
  const videos = entry.videos;
  if (videos.length === 0) return;
  const pageHref = url?.href;
  for (let item = 0; item < videos.length; item++) {
    const site: VideoSite = { video: videos[item], item, index, ctx, out };
    checkRequired(site);
    checkLinks(site, pageHref);
    checkLengths(site);
    checkVideoValues(site);
    if (ctx.active.has("video.deprecated")) checkDeprecated(site);
    checkUploaderInfo(site, url);
    checkVideoText(videos[item], item, index, ctx, out);
  }
}
