/**
 * Immutable edits of an entry's extension items for the quick fixes: dropping a retired image, video or
 * news element, and adding a page's link to itself. Each returns a new entry (new arrays and items along
 * the changed path; the rest is shared), or the entry itself when there is nothing to change, and never
 * mutates its input. Thread-portable, no DOM.
 */
import type { Alternate, ImageEntry, NewsEntry, UrlEntry, VideoEntry } from "../model/types";
import { getExtraLocalName } from "../validate/extension-helpers";
import { DEPRECATED_IMAGE_FIELDS } from "../validate/image-rules";
import { DEPRECATED_NEWS_FIELDS } from "../validate/news-rules";
import { DEPRECATED_VIDEO_ELEMENTS, DEPRECATED_VIDEO_KEYS } from "../validate/video-rules";

/** A retired image field name. */
export type DeprecatedImageField = (typeof DEPRECATED_IMAGE_FIELDS)[number];
/** A retired news field name. */
export type DeprecatedNewsField = (typeof DEPRECATED_NEWS_FIELDS)[number];

/** True when `name` is a retired image field. */
export function isDeprecatedImageField(name: string): name is DeprecatedImageField {
  return (DEPRECATED_IMAGE_FIELDS as readonly string[]).includes(name);
}

/** True when `name` is a retired news field. */
export function isDeprecatedNewsField(name: string): name is DeprecatedNewsField {
  return (DEPRECATED_NEWS_FIELDS as readonly string[]).includes(name);
}

/** `entry` without field `name` of image `item`. */
export function removeImageField(entry: UrlEntry, item: number, name: DeprecatedImageField): UrlEntry {
  if (entry.images[item]?.[name] === undefined) return entry;
  const images = entry.images.slice();
  const { [name]: _removed, ...image } = images[item];
  images[item] = image as ImageEntry;
  return { ...entry, images };
}

/**
 * What removing the retired video element `name` touches: its model keys (an element's attributes
 * included) and raw `extra` copies of it (a `tvshow`, a second `price`).
 */
export function getVideoKeys(name: string): { keys: readonly string[]; local: string | undefined } {
  const keys = DEPRECATED_VIDEO_KEYS[name] ?? [];
  return { keys, local: DEPRECATED_VIDEO_ELEMENTS.has(name) ? name : undefined };
}

/** True when video `video` holds something `removeVideoElement(…, name)` would remove. */
export function hasVideoElement(video: VideoEntry, name: string): boolean {
  const { keys, local } = getVideoKeys(name);
  const record = video as VideoEntry & Record<string, unknown>;
  if (keys.some((key) => record[key] !== undefined)) return true;
  return local !== undefined && (video.extra ?? []).some((xml) => getExtraLocalName(xml) === local);
}

/** `entry` without the retired element or attribute `name` (a model key or an element name) of video `item`. */
export function removeVideoElement(entry: UrlEntry, item: number, name: string): UrlEntry {
  if (!entry.videos[item] || !hasVideoElement(entry.videos[item], name)) return entry;
  const { keys, local } = getVideoKeys(name);
  const videos = entry.videos.slice();
  const video: VideoEntry & Record<string, unknown> = { ...videos[item] };
  for (const key of keys) delete video[key];
  if (local !== undefined && video.extra) {
    const extra = video.extra.filter((xml) => getExtraLocalName(xml) !== local);
    if (extra.length > 0) video.extra = extra;
    else delete video.extra;
  }
  videos[item] = video;
  return { ...entry, videos };
}

/** `entry` without the retired news field `name`. */
export function removeNewsField(entry: UrlEntry, name: DeprecatedNewsField): UrlEntry {
  if (entry.news?.[name] === undefined) return entry;
  const { [name]: _removed, ...news } = entry.news;
  return { ...entry, news: news as NewsEntry };
}

/** `entry` with a link to itself under `hreflang` added after its other alternates. */
export function addSelfAlternate(entry: UrlEntry, hreflang: string): UrlEntry {
  if (entry.alternates.some((alternate) => alternate.href === entry.loc)) return entry;
  return { ...entry, alternates: [...entry.alternates, { hreflang, href: entry.loc }] };
}

/**
 * `entry` with alternate `index`'s hreflang set to `hreflang`, when it is still `from` (an edit since may
 * have changed it: then `entry` itself).
 */
export function setAlternateHreflang(
  entry: UrlEntry,
  index: number,
  from: string,
  hreflang: string,
): UrlEntry {
  const alternate = entry.alternates[index];
  if (alternate === undefined || alternate.hreflang !== from) return entry;
  const alternates = entry.alternates.slice();
  alternates[index] = { ...alternate, hreflang };
  return { ...entry, alternates };
}

/**
 * `entry` with `news:language` written `to` instead of `from`; `entry` itself when its language is no
 * longer `from` (edited since the problem was found).
 */
export function setNewsLanguage(entry: UrlEntry, from: string, to: string): UrlEntry {
  const news = entry.news;
  if (news?.publication.language !== from) return entry;
  return { ...entry, news: { ...news, publication: { ...news.publication, language: to } } };
}

/**
 * `entry` with a link to `href` under each of `codes` added after its other alternates, except a code the
 * entry already uses (for any page: a second link under one code would be `hreflang.duplicate-code`) and
 * all of them when it already links to `href` (an edit since added it). `entry` itself when nothing is added.
 */
export function addReturnAlternates(entry: UrlEntry, codes: readonly string[], href: string): UrlEntry {
  if (href === "" || entry.alternates.some((alternate) => alternate.href === href)) return entry;
  const taken = new Set(entry.alternates.map((alternate) => alternate.hreflang.toLowerCase()));
  const added = codes
    .filter((code) => !taken.has(code.toLowerCase()))
    .map((hreflang) => ({ hreflang, href }));
  return added.length === 0 ? entry : { ...entry, alternates: [...entry.alternates, ...added] };
}

/**
 * `entry` with `links` added after its other alternates, except one under a code the entry already uses
 * (an edit since may have added it). `entry` itself when nothing is added.
 */
export function addGroupAlternates(entry: UrlEntry, links: readonly Alternate[]): UrlEntry {
  const taken = new Set(entry.alternates.map((alternate) => alternate.hreflang.toLowerCase()));
  const added = links.filter((link) => !taken.has(link.hreflang.toLowerCase()));
  return added.length === 0 ? entry : { ...entry, alternates: [...entry.alternates, ...added] };
}
