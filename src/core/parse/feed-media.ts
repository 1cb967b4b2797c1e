/**
 * The images and videos of a feed item, kept when a feed becomes sitemap entries: RSS 2.0 `enclosure`,
 * Atom `link rel="enclosure"` (RFC 4287 §4.2.7.2) and Media RSS (`media:content`, `media:group`,
 * `media:thumbnail`, `media:title`, `media:description`, `media:player`). An image becomes an
 * `image:image`; a video a `video:video` with its file as `content_loc` (a Flash or HTML player as
 * `player_loc`, on the file video of the same rank when there is one; a `media:group`'s renditions are one
 * video, its `isDefault` one, and a `duration` is kept in whole seconds), the item's thumbnail, and the media title and description (else the item's own,
 * HTML's tags, scripts and character references taken out). What a video lacks (no
 * thumbnail, say) the video rules then report (`video.required-missing`), so nothing is dropped without a
 * word. Audio and other media are not sitemap content and are left out.
 *
 * Thread-portable, no DOM. Sources: RSS 2.0 spec (`enclosure`), Media RSS 1.5.1
 * (https://www.rssboard.org/media-rss), Google image and video sitemaps.
 */
import { decodeHTMLStrict } from "entities";
import type { ImageEntry, SourcePosition, VideoEntry } from "../model/types";
import { trimXml } from "./xml-names";
import type { XmlStartTag } from "./xml-scanner.types";

/** The Media RSS namespace. */
export const NS_MRSS = "http://search.yahoo.com/mrss/";

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp)(?:[?#]|$)/i;
const VIDEO_FILE = /\.(?:mp4|m4v|webm|mov|ogv|mpe?g|avi|wmv|flv|3gp)(?:[?#]|$)/i;

/**
 * What a media object is to a sitemap: an image, a video file, or a video player (Flash, an HTML page:
 * YouTube's feeds list `application/x-shockwave-flash`), by its Media RSS `medium`, else its MIME `type`
 * (`image/jpeg`, `video/mp4`), else its file's ending; undefined for anything else (audio, documents).
 * @example getMediaKind("https://e.ru/a.mp4", undefined, undefined) // "video"
 * @example getMediaKind("https://e.ru/a.mp3", "audio/mpeg", undefined) // undefined
 */
export function getMediaKind(
  url: string,
  type: string | undefined,
  medium: string | undefined,
): "image" | "video" | "player" | undefined {
  const named = medium?.trim().toLowerCase();
  const mime = type?.trim().toLowerCase() ?? "";
  if (named === "image") return "image";
  if (named === "video") return PLAYER_TYPES.has(mime) ? "player" : "video";
  if (named) return undefined;
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  if (PLAYER_TYPES.has(mime)) return "player";
  if (mime) return undefined;
  if (IMAGE_FILE.test(url)) return "image";
  return VIDEO_FILE.test(url) ? "video" : undefined;
}

/** MIME types of a page or plug-in that plays a video, not a video file: its URL is a `player_loc`. */
const PLAYER_TYPES = new Set(["application/x-shockwave-flash", "text/html"]);

/**
 * An HTML text as plain text: `script` and `style` content and tags out, HTML's character references
 * decoded (`&laquo;` → «; XML's were decoded when read), no-break spaces as spaces, blanks collapsed.
 */
export function toPlainText(html: string): string {
  const text = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ");
  return decodeHTMLStrict(text)
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

/** `url` resolved against `base` (the base in force on its element) when it is relative and `base` is known. */
function resolveAgainst(url: string, base: string | undefined): string {
  if (base === undefined || URL.canParse(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** The value of `tag`'s attribute `name` in no namespace, trimmed as XML trims; "" when absent. */
function attributeOf(tag: XmlStartTag, name: string): string {
  return trimXml(tag.attrs?.find((a) => a.ns === "" && a.name === name)?.value ?? "");
}

/** A video of an item: its file or its player, where it was written, and its length in seconds. */
type ItemVideo = SourcePosition & { content_loc?: string; player_loc?: string; duration?: string };

/** A Media RSS `duration` (seconds, maybe with a fraction: `61.5`) as `video:duration`'s whole seconds. */
function toDurationSeconds(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d+(?:\.\d+)?$/.test(value)) return undefined;
  const seconds = Math.round(Number(value));
  return seconds > 0 ? String(seconds) : undefined;
}

/** What one feed item holds of media while it is read; `FeedBuilder` resets it per item. */
export class ItemMedia {
  images: ImageEntry[] = [];
  /** The item's video files (`content_loc`). */
  videos: ItemVideo[] = [];
  /** The item's players (`media:player`, Flash or HTML content), each the `player_loc` of a video. */
  players: ItemVideo[] = [];
  /** The first `media:thumbnail` of the item (or of its media), resolved. */
  thumbnail: string | undefined;
  /** The first `media:title` / `media:description` of the item (or of its media), as plain text. */
  mediaTitle: string | undefined;
  mediaDescription: string | undefined;
  /** The item's own `title` and `description` (Atom: `summary`), as written. */
  title: string | undefined;
  description: string | undefined;
  /**
   * Inside a `media:group` (renditions of one object, Media RSS §5.1): the index of the video the group
   * gave, and whether it was the group's `isDefault` one; -1 outside a group or before its video.
   */
  private groupVideo = -1;
  private groupDefault = false;
  private inGroup = false;
  /** A `media:content` is open (a `media:player` inside it plays the same video). */
  private inContent = false;
  /**
   * The player of the video open (a `media:content` that is a player, or a group's first player), or -1;
   * its other players are the same video's: a page (`media:player`, HTML) takes the place of a plug-in's
   * (Flash, which Google cannot play), else they are left out. A Flash `media:content` holding the
   * `media:player` of its embed page made two videos of one.
   */
  private scopePlayer = -1;
  /** The open video's player is a page (HTML). */
  private scopePage = false;

  reset(): void {
    this.images = [];
    this.videos = [];
    this.players = [];
    this.thumbnail = this.mediaTitle = this.mediaDescription = this.title = this.description = undefined;
    this.inContent = false;
    this.endGroup();
  }

  /**
   * Reads a Media RSS element of the item (`tag`, at `at`, `base` the base URL in force on it): a
   * `media:content` adds its image or video, a `media:player` its player, a `media:thumbnail` is the
   * item's thumbnail (the first); returns what the element opens: `content` and `group` (their children
   * count too; a group's renditions are one video), `title` and `description` (text to read, then
   * `mediaTitle` / `mediaDescription`), or undefined (nothing to read inside).
   */
  readElement(
    tag: XmlStartTag,
    base: string | undefined,
    at: SourcePosition,
  ): "content" | "group" | "title" | "description" | undefined {
    switch (tag.local) {
      case "content":
        this.inContent = true;
        this.addFrom(tag, "url", attributeOf(tag, "medium") || undefined, base, at);
        return "content";
      case "player":
        // a page that plays the item's video: its player_loc
        this.addFrom(tag, "url", "video", base, at, "text/html");
        return undefined;
      case "group":
        this.startGroup();
        return "group";
      case "thumbnail": {
        const url = attributeOf(tag, "url");
        if (url !== "") this.thumbnail ??= resolveAgainst(url, base);
        return undefined;
      }
      case "title":
      case "description":
        return tag.local;
      default:
        return undefined;
    }
  }

  /**
   * Adds the image or video whose URL is `tag`'s attribute `urlName` (resolved against `base`; kind by
   * `medium`, the `type` attribute or `typeOverride`, the ending: `getMediaKind`), with its `isDefault`
   * and `duration` (Media RSS).
   */
  addFrom(
    tag: XmlStartTag,
    urlName: string,
    medium: string | undefined,
    base: string | undefined,
    at: SourcePosition,
    typeOverride?: string,
  ): void {
    const url = attributeOf(tag, urlName);
    if (url === "") return;
    const resolved = resolveAgainst(url, base);
    const kind = getMediaKind(resolved, typeOverride ?? (attributeOf(tag, "type") || undefined), medium);
    const type = typeOverride ?? attributeOf(tag, "type");
    const media = {
      isDefault: attributeOf(tag, "isDefault") === "true",
      duration: attributeOf(tag, "duration"),
      page: /^text\/html\b/i.test(type),
    };
    this.add(resolved, kind, at, media);
  }

  /** A `media:content` closes: outside a group, the next player is another video's. */
  endContent(): void {
    this.inContent = false;
    if (!this.inGroup) this.scopePlayer = -1;
  }

  /** A `media:group` opens: its videos are one video (the `isDefault` one, else the first). */
  startGroup(): void {
    this.inGroup = true;
    this.groupVideo = -1;
    this.groupDefault = false;
    this.scopePlayer = -1;
  }

  endGroup(): void {
    this.inGroup = false;
    this.groupVideo = -1;
    this.scopePlayer = -1;
  }

  /**
   * Adds the media object at `url` (resolved) as an image or a video (its file or player), once per URL;
   * in a group, one video (`startGroup`). `duration`: its length in whole seconds, as written. Other kinds
   * are left out.
   */
  add(
    url: string,
    kind: "image" | "video" | "player" | undefined,
    at: SourcePosition,
    media: { isDefault?: boolean; duration?: string; page?: boolean } = {},
  ): void {
    if (url === "" || kind === undefined) return;
    if (kind === "image") {
      if (!this.images.some((image) => image.loc === url)) this.images.push({ loc: url, ...at });
      return;
    }
    const duration = toDurationSeconds(media.duration);
    if (kind === "player") {
      const page = media.page === true;
      if (this.scopePlayer >= 0) {
        // the open video's player already: a page takes the place of a plug-in's, once
        const current = this.players[this.scopePlayer];
        if (page && !this.scopePage && !this.players.some((player) => player.player_loc === url)) {
          this.players[this.scopePlayer] = { ...current, player_loc: url };
          this.scopePage = true;
        }
        return;
      }
      if (this.players.some((player) => player.player_loc === url)) return;
      this.players.push(duration ? { player_loc: url, duration, ...at } : { player_loc: url, ...at });
      if (this.inGroup || this.inContent) {
        this.scopePlayer = this.players.length - 1;
        this.scopePage = page;
      }
      return;
    }
    const video: ItemVideo = { content_loc: url, ...at };
    if (duration) video.duration = duration;
    if (this.videos.some((other) => other.content_loc === url)) return;
    if (this.inGroup && this.groupVideo >= 0) {
      // another rendition of the group's video: it takes the place only as the group's default
      if (media.isDefault && !this.groupDefault) {
        this.videos[this.groupVideo] = video;
        this.groupDefault = true;
      }
      return;
    }
    if (this.inGroup) {
      this.groupVideo = this.videos.length;
      this.groupDefault = media.isDefault === true;
    }
    this.videos.push(video);
  }

  /**
   * The item's videos as `video:video` fields: each file with the player of the same rank (the first file
   * with the first player: a `media:player` beside or inside a `media:content` plays that video), a player
   * left over as a video of its own; the thumbnail, a title and a description when known.
   */
  toVideos(): VideoEntry[] {
    const rawTitle = this.mediaTitle ?? this.title;
    const title = rawTitle === undefined ? undefined : toPlainText(rawTitle);
    const rawDescription = this.mediaDescription ?? this.description;
    const description = rawDescription === undefined ? undefined : toPlainText(rawDescription);
    const paired = this.videos.map((video, i) => {
      const player = this.players[i];
      if (!player) return video;
      const both: ItemVideo = { ...video, player_loc: player.player_loc };
      if (!both.duration && player.duration) both.duration = player.duration;
      return both;
    });
    return [...paired, ...this.players.slice(this.videos.length)].map((video) => {
      const out: VideoEntry = { ...video };
      if (this.thumbnail) out.thumbnail_loc = this.thumbnail;
      if (title) out.title = title;
      if (description) out.description = description;
      return out;
    });
  }
}
