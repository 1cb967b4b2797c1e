/**
 * Writers of Google's sitemap extensions inside a `url`: `xhtml:link` alternates, `image:image`,
 * `video:video`, `news:news`. Children are written in the order of each extension's XSD.
 *
 * Thread-portable, no DOM.
 * Sources: https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps,
 * .../video-sitemaps (XSD http://www.google.com/schemas/sitemap-video/1.1/sitemap-video.xsd),
 * .../news-sitemap, .../localized-versions#sitemap.
 */
import { getItemFieldPosition } from "../model/item-positions";
import type { Alternate, ImageEntry, NewsEntry, VideoEntry } from "../model/types";
import {
  notePrefix,
  type WriteContext,
  writeAttribute,
  writeElement,
  writeExtras,
  writeFieldAttributes,
  writeForeignAttributes,
} from "./write-context";

/** `<xhtml:link rel="alternate" hreflang=".." href=".."/>` at `depth`. */
export function writeAlternate(ctx: WriteContext, depth: number, alternate: Alternate): string {
  notePrefix(ctx, "xhtml");
  const attributes =
    writeAttribute(ctx, "hreflang", alternate.hreflang) +
    writeAttribute(ctx, "href", alternate.href) +
    writeForeignAttributes(ctx, alternate.attributes);
  return `${ctx.indent[depth]}<xhtml:link rel="alternate"${attributes}/>${ctx.newline}`;
}

/**
 * `image:image` (with its kept foreign attributes) with loc, caption, geo_location, title, license, then
 * `extra` (image XSD order). An image read without an `image:loc` (`loc` "", no position of one and no
 * attribute of one: the model keeps `loc` as a string) is written without one, as read (an empty `<image:loc></image:loc>` had been
 * made up); an empty one that was in the file is written, as every element is, empty or not.
 */
export function writeImage(ctx: WriteContext, depth: number, image: ImageEntry): string {
  notePrefix(ctx, "image");
  const d = depth + 1;
  const hasLoc =
    image.loc !== "" ||
    getItemFieldPosition(image, "loc") !== undefined ||
    image.fieldAttributes?.loc !== undefined;
  const field = (key: "loc" | "caption" | "geo_location" | "title" | "license") =>
    writeElement(
      ctx,
      d,
      `image:${key}`,
      image[key],
      writeFieldAttributes(ctx, image.fieldAttributes, key, image[key]),
    );
  return (
    `${ctx.indent[depth]}<image:image${writeForeignAttributes(ctx, image.attributes)}>${ctx.newline}` +
    (hasLoc ? field("loc") : "") +
    field("caption") +
    field("geo_location") +
    field("title") +
    field("license") +
    writeExtras(ctx, d, image.extra) +
    `${ctx.indent[depth]}</image:image>${ctx.newline}`
  );
}

/** A `news:name` or `news:language` kept raw in `news:news` itself (outside `news:publication`). */
const MISPLACED_PUBLICATION = /^<news:(?:name|language)[\s>/]/;

/**
 * `news:news` with publication (name, language), access, genres, publication_date, title, keywords,
 * stock_tickers, then `extra` (news XSD order). `publication` is always written (the XSD requires it), but
 * for an empty one the source did not have beside a `news:name` or `news:language` written outside it.
 */
export function writeNews(ctx: WriteContext, depth: number, news: NewsEntry): string {
  notePrefix(ctx, "news");
  const d = depth + 1;
  const { indent, newline } = ctx;
  const fields = news.fieldAttributes;
  // `key` is the field's name in the model (`publication.name`), the element its last part
  const field = (at: number, key: string, value: string | undefined) =>
    writeElement(
      ctx,
      at,
      `news:${key.slice(key.indexOf(".") + 1)}`,
      value,
      writeFieldAttributes(ctx, fields, key, value),
    );
  const publication = writeFieldAttributes(ctx, fields, "publication", news.publication ?? {});
  const { name, language } = news.publication ?? {};
  // always (the XSD requires it), but not made up empty beside a `news:name` or `news:language` the source
  // wrote outside it (kept in `extra`): that read as two publications, one of them empty
  const hasPublication =
    name !== undefined ||
    language !== undefined ||
    publication !== "" ||
    getItemFieldPosition(news, "publication") !== undefined ||
    !news.extra?.some((raw) => MISPLACED_PUBLICATION.test(raw.trim()));
  return (
    `${indent[depth]}<news:news${writeForeignAttributes(ctx, news.attributes)}>${newline}` +
    (hasPublication
      ? `${indent[d]}<news:publication${publication}>${newline}` +
        field(d + 1, "publication.name", name) +
        field(d + 1, "publication.language", language) +
        `${indent[d]}</news:publication>${newline}`
      : "") +
    field(d, "access", news.access) +
    field(d, "genres", news.genres) +
    field(d, "publication_date", news.publication_date) +
    field(d, "title", news.title) +
    field(d, "keywords", news.keywords) +
    field(d, "stock_tickers", news.stock_tickers) +
    writeExtras(ctx, d, news.extra) +
    `${indent[depth]}</news:news>${newline}`
  );
}

/**
 * The children of `video:video` in the order of Google's video XSD (its `xsd:sequence`). Names the model
 * does not type (`content_segment_loc`, `tvshow`, `id`) are slots for `extra` fragments of that name.
 */
const VIDEO_ORDER = [
  "thumbnail_loc",
  "title",
  "description",
  "content_loc",
  "player_loc",
  "duration",
  "expiration_date",
  "rating",
  "content_segment_loc",
  "view_count",
  "publication_date",
  "tag",
  "category",
  "family_friendly",
  "restriction",
  "gallery_loc",
  "price",
  "requires_subscription",
  "uploader",
  "tvshow",
  "platform",
  "live",
  "id",
] as const;

/** Attributes of video elements: XML attribute name and the model field (`<element>_<attribute>`). */
const VIDEO_ATTRIBUTES: Partial<Record<string, readonly (readonly [string, keyof VideoEntry])[]>> = {
  player_loc: [
    ["allow_embed", "player_loc_allow_embed"],
    ["autoplay", "player_loc_autoplay"],
  ],
  restriction: [["relationship", "restriction_relationship"]],
  gallery_loc: [["title", "gallery_loc_title"]],
  price: [
    ["currency", "price_currency"],
    ["type", "price_type"],
    ["resolution", "price_resolution"],
  ],
  uploader: [["info", "uploader_info"]],
  platform: [["relationship", "platform_relationship"]],
};

/**
 * The model fields of the attributes written on the video element `name` (`restriction` →
 * `["restriction_relationship"]`; none for most): what goes when the element's value is cleared, since
 * export writes an element for its attributes alone (`<video:restriction relationship="allow"/>`, an
 * allow-list of no country, which keeps the video out of every country; Google's video sitemap XSD).
 * @example getVideoAttributeFields("player_loc") // ["player_loc_allow_embed", "player_loc_autoplay"]
 */
export function getVideoAttributeFields(name: string): (keyof VideoEntry)[] {
  return (VIDEO_ATTRIBUTES[name] ?? []).map(([, field]) => field);
}

const SLOT_OF = new Map<string, number>(VIDEO_ORDER.map((name, i) => [name, i]));
const FRAGMENT_NAME = /^<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)/;

/** A string field of a video, or undefined (positions and lists are not text fields). */
function videoText(video: VideoEntry, key: string): string | undefined {
  const value = (video as unknown as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * Groups a video's `extra` fragments by XSD slot: a `video:`-prefixed element the XSD names goes after the
 * typed element of that name (a second `price` after the first); anything else goes last (index
 * `VIDEO_ORDER.length`). Order within a slot is the order read.
 */
function groupVideoExtras(extras: readonly string[]): string[][] {
  const slots: string[][] = Array.from({ length: VIDEO_ORDER.length + 1 }, () => []);
  for (const raw of extras) {
    const match = FRAGMENT_NAME.exec(raw.trim());
    const isVideo = match !== null && match[1] === "video";
    const slot = isVideo ? SLOT_OF.get(match[2]) : undefined;
    slots[slot ?? VIDEO_ORDER.length].push(raw);
  }
  return slots;
}

/** One typed child of `video:video` (with its attributes); `tag` writes one element per tag. */
function writeVideoField(ctx: WriteContext, depth: number, video: VideoEntry, name: string): string {
  if (name === "tag") {
    let out = "";
    const tags = video.tag ?? [];
    for (let i = 0; i < tags.length; i++) {
      const attributes = writeFieldAttributes(ctx, video.fieldAttributes, `tag[${i}]`, tags[i]);
      out += writeElement(ctx, depth, "video:tag", tags[i], attributes);
    }
    return out;
  }
  let attributes = "";
  for (const [attribute, field] of VIDEO_ATTRIBUTES[name] ?? []) {
    attributes += writeAttribute(ctx, attribute, videoText(video, field));
  }
  attributes += writeFieldAttributes(ctx, video.fieldAttributes, name, videoText(video, name));
  return writeElement(ctx, depth, `video:${name}`, videoText(video, name), attributes);
}

/** `video:video` with its children in XSD order and `extra` fragments in their slots. */
export function writeVideo(ctx: WriteContext, depth: number, video: VideoEntry): string {
  notePrefix(ctx, "video");
  const d = depth + 1;
  const extras = video.extra && video.extra.length > 0 ? groupVideoExtras(video.extra) : undefined;
  let out = `${ctx.indent[depth]}<video:video${writeForeignAttributes(ctx, video.attributes)}>${ctx.newline}`;
  for (let slot = 0; slot < VIDEO_ORDER.length; slot++) {
    out += writeVideoField(ctx, d, video, VIDEO_ORDER[slot]);
    if (extras) out += writeExtras(ctx, d, extras[slot]);
  }
  if (extras) out += writeExtras(ctx, d, extras[VIDEO_ORDER.length]);
  return `${out}${ctx.indent[depth]}</video:video>${ctx.newline}`;
}
