/**
 * Find and replace beyond the protocol fields: the `href` of `xhtml:link` alternates and the values of
 * `image:image`, `video:video` and `news:news` items, grouped as URLs and as text. Each edit is reported
 * with the path of the field in the notation of `Problem.field` (`alternates[1].href`, `images[0].loc`,
 * `videos[0].tag[2]`, `news.publication.name`).
 *
 * Language codes (an alternate's `hreflang`: `alternate.hreflang`; the news publication's `language`:
 * `news.language`) are searched only when asked for: "all text fields" leaves them alone, so replacing a
 * word never breaks a code (`en` in "Mentions" and in `hreflang="en"`); and apart, as the two follow
 * different standards (`en-GB` is a hreflang, not a Google News language).
 * Raw XML kept in `extra` is never touched. A required value (an alternate's `href`, an image's `loc`) that a
 * replacement empties stays as `""` (the checks then report it); an optional one is removed.
 *
 * Immutable: new arrays and items along each changed path, the rest shared. Thread-portable, no DOM.
 */
import type { Alternate, ImageEntry, NewsEntry, UrlEntry, UrlField, VideoEntry } from "../model/types";
import { withoutKey } from "../model/without-key";
import { URL_FIELDS } from "./bulk-edit";

/** Groups of extension fields that find and replace can search. */
export type ExtensionField =
  | "alternate.href"
  | "image.url"
  | "image.text"
  | "video.url"
  | "video.text"
  | "news.text"
  | "alternate.hreflang"
  | "news.language";

/** A field or group of fields that find and replace can search. */
export type ReplaceField = UrlField | ExtensionField;

/** Every URL of an entry: `loc`, alternates' `href`, image and video URLs. */
export const REPLACE_URL_FIELDS: readonly ReplaceField[] = [
  "loc",
  "alternate.href",
  "image.url",
  "video.url",
];

/** The language codes: alternates' `hreflang`, the news publication's `language`. */
export const REPLACE_CODE_FIELDS: readonly ReplaceField[] = ["alternate.hreflang", "news.language"];

/** Every text value of an entry: the protocol fields and every extension group but the language codes. */
export const REPLACE_ALL_FIELDS: readonly ReplaceField[] = [
  ...URL_FIELDS,
  "alternate.href",
  "image.url",
  "image.text",
  "video.url",
  "video.text",
  "news.text",
];

/** One field's change: its path (`loc`, `alternates[0].href`, `images[1].caption`), before and after. */
export interface FieldEdit {
  field: string;
  before: string;
  after: string;
}

type Run = (value: string) => string;

const IMAGE_URL_KEYS = ["loc", "license"] as const;
const IMAGE_TEXT_KEYS = ["caption", "title", "geo_location"] as const;
/** Video values that are URLs (`uploader_info` is the uploader's page). */
const VIDEO_URL_KEYS: ReadonlySet<string> = new Set([
  "thumbnail_loc",
  "content_loc",
  "player_loc",
  "gallery_loc",
  "uploader_info",
]);
/** Video keys that are not values: positions (own and children's), raw XML, the tag list (searched on its own). */
const VIDEO_NOT_TEXT: ReadonlySet<string> = new Set(["line", "column", "source", "extra", "tag"]);
const NEWS_TEXT_KEYS = [
  "publication_date",
  "title",
  "access",
  "genres",
  "keywords",
  "stock_tickers",
] as const;

/**
 * `item` with `run` applied to the string values under `keys` (an emptied optional value removed), or
 * `item` itself when nothing changes. NOTE: appends to `edits`.
 */
function replaceKeys<T extends object>(
  item: T,
  keys: Iterable<string>,
  run: Run,
  prefix: string,
  edits: FieldEdit[],
  required: string | readonly string[] = [],
): T {
  const record = item as Record<string, unknown>;
  let next: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = record[key];
    if (typeof value !== "string") continue;
    const after = run(value);
    if (after === value) continue;
    next = next ?? { ...record };
    const keep = typeof required === "string" ? key === required : required.includes(key);
    if (after === "" && !keep) next = withoutKey(next, key);
    else next[key] = after;
    edits.push({ field: `${prefix}${key}`, before: value, after });
  }
  return next ? (next as T) : item;
}

/** `items` with `change` applied to each (a new array only when one changes). */
function mapItems<T>(items: readonly T[], change: (item: T, index: number) => T): T[] | undefined {
  let next: T[] | undefined;
  items.forEach((item, i) => {
    const after = change(item, i);
    if (after === item) return;
    next = next ?? items.slice();
    next[i] = after;
  });
  return next;
}

function replaceVideo(
  video: VideoEntry,
  i: number,
  urls: boolean,
  text: boolean,
  run: Run,
  edits: FieldEdit[],
): VideoEntry {
  const keys = Object.keys(video).filter((key) =>
    VIDEO_URL_KEYS.has(key) ? urls : text && !VIDEO_NOT_TEXT.has(key),
  );
  let next = replaceKeys(video, keys, run, `videos[${i}].`, edits);
  if (text && video.tag) {
    const tags: string[] = [];
    let changed = false;
    video.tag.forEach((tag, t) => {
      const after = run(tag);
      if (after !== tag) {
        changed = true;
        edits.push({ field: `videos[${i}].tag[${t}]`, before: tag, after });
      }
      if (after !== "") tags.push(after);
    });
    if (changed) {
      if (tags.length > 0) next = { ...next, tag: tags };
      else next = withoutKey(next, "tag");
    }
  }
  return next;
}

function replaceNews(news: NewsEntry, run: Run, edits: FieldEdit[]): NewsEntry {
  let next = replaceKeys(news, NEWS_TEXT_KEYS, run, "news.", edits);
  const publication = replaceKeys(news.publication, ["name"], run, "news.publication.", edits);
  if (publication !== news.publication) next = { ...next, publication };
  return next;
}

/**
 * `entry` with `run` applied to the extension values of the groups in `fields` (the protocol fields are
 * not touched here), or `entry` itself when nothing changes. NOTE: appends each change to `edits`.
 * @example replaceInExtensions(entry, new Set(["alternate.href"]), (v) => v.replace("http:", "https:"), edits)
 */
export function replaceInExtensions(
  entry: UrlEntry,
  fields: ReadonlySet<ReplaceField>,
  run: Run,
  edits: FieldEdit[],
): UrlEntry {
  let next = entry;
  const hrefs = fields.has("alternate.href");
  const codes = fields.has("alternate.hreflang");
  const newsLanguage = fields.has("news.language");
  if ((hrefs || codes) && entry.alternates.length > 0) {
    const keys = [...(codes ? ["hreflang"] : []), ...(hrefs ? ["href"] : [])];
    const alternates = mapItems<Alternate>(entry.alternates, (alternate, i) =>
      // both are required: an emptied one stays "" for the checks to report
      replaceKeys(alternate, keys, run, `alternates[${i}].`, edits, ["hreflang", "href"]),
    );
    if (alternates) next = { ...next, alternates };
  }
  const imageUrls = fields.has("image.url");
  const imageText = fields.has("image.text");
  if ((imageUrls || imageText) && entry.images.length > 0) {
    const keys = [...(imageUrls ? IMAGE_URL_KEYS : []), ...(imageText ? IMAGE_TEXT_KEYS : [])];
    const images = mapItems<ImageEntry>(entry.images, (image, i) =>
      replaceKeys(image, keys, run, `images[${i}].`, edits, "loc"),
    );
    if (images) next = { ...next, images };
  }
  const videoUrls = fields.has("video.url");
  const videoText = fields.has("video.text");
  if ((videoUrls || videoText) && entry.videos.length > 0) {
    const videos = mapItems<VideoEntry>(entry.videos, (video, i) =>
      replaceVideo(video, i, videoUrls, videoText, run, edits),
    );
    if (videos) next = { ...next, videos };
  }
  if ((fields.has("news.text") || newsLanguage) && entry.news) {
    let news = fields.has("news.text") ? replaceNews(entry.news, run, edits) : entry.news;
    if (newsLanguage) {
      const publication = replaceKeys(
        news.publication,
        ["language"],
        run,
        "news.publication.",
        edits,
        "language",
      );
      if (publication !== news.publication) news = { ...news, publication };
    }
    if (news !== entry.news) next = { ...next, news };
  }
  return next;
}
