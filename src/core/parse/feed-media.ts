/**
 * The images and videos of a feed item, kept when a feed becomes sitemap entries: RSS 2.0 `enclosure`,
 * Atom `link rel="enclosure"` (RFC 4287 §4.2.7.2) and Media RSS (`media:content`, `media:group`,
 * `media:thumbnail`, `media:title`, `media:description`). An image becomes an `image:image`; a video a
 * `video:video` with its file as `content_loc`, the item's thumbnail, and the media title and
 * description (else the item's own, tags taken out of an HTML description). What a video lacks (no
 * thumbnail, say) the video rules then report (`video.required-missing`), so nothing is dropped without a
 * word. Audio and other media are not sitemap content and are left out.
 *
 * Thread-portable, no DOM. Sources: RSS 2.0 spec (`enclosure`), Media RSS 1.5.1
 * (https://www.rssboard.org/media-rss), Google image and video sitemaps.
 */
import type { ImageEntry, SourcePosition, VideoEntry } from "../model/types";

/** The Media RSS namespace. */
export const NS_MRSS = "http://search.yahoo.com/mrss/";

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp)(?:[?#]|$)/i;
const VIDEO_FILE = /\.(?:mp4|m4v|webm|mov|ogv|mpe?g|avi|wmv|flv|3gp)(?:[?#]|$)/i;

/**
 * Whether a media object is an image or a video: by its Media RSS `medium`, else by its MIME `type`
 * (`image/jpeg`, `video/mp4`), else by its file's ending; undefined for anything else (audio, documents).
 * @example getMediaKind("https://e.ru/a.mp4", undefined, undefined) // "video"
 * @example getMediaKind("https://e.ru/a.mp3", "audio/mpeg", undefined) // undefined
 */
export function getMediaKind(
  url: string,
  type: string | undefined,
  medium: string | undefined,
): "image" | "video" | undefined {
  const named = medium?.trim().toLowerCase();
  if (named === "image" || named === "video") return named;
  if (named) return undefined;
  const mime = type?.trim().toLowerCase() ?? "";
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  if (mime) return undefined;
  if (IMAGE_FILE.test(url)) return "image";
  return VIDEO_FILE.test(url) ? "video" : undefined;
}

/** An HTML description as plain text: tags out, `&nbsp;` as a space, blanks collapsed. */
function toPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** What one feed item holds of media while it is read; `FeedBuilder` resets it per item. */
export class ItemMedia {
  images: ImageEntry[] = [];
  videos: (SourcePosition & { content_loc: string })[] = [];
  /** The first `media:thumbnail` of the item (or of its media), resolved. */
  thumbnail: string | undefined;
  /** The first `media:title` / `media:description` of the item (or of its media). */
  mediaTitle: string | undefined;
  mediaDescription: string | undefined;
  /** The item's own `title` and `description` (Atom: `summary`). */
  title: string | undefined;
  description: string | undefined;

  reset(): void {
    this.images = [];
    this.videos = [];
    this.thumbnail = this.mediaTitle = this.mediaDescription = this.title = this.description = undefined;
  }

  /** Adds the media object at `url` (resolved) as an image or a video, once per URL; other kinds are left out. */
  add(url: string, kind: "image" | "video" | undefined, at: SourcePosition): void {
    if (url === "" || kind === undefined) return;
    if (kind === "image" && !this.images.some((image) => image.loc === url))
      this.images.push({ loc: url, ...at });
    if (kind === "video" && !this.videos.some((video) => video.content_loc === url))
      this.videos.push({ content_loc: url, ...at });
  }

  /** The item's videos as `video:video` fields: the file, the thumbnail, a title and a description when known. */
  toVideos(): VideoEntry[] {
    const title = this.mediaTitle ?? this.title;
    const description =
      this.mediaDescription ?? (this.description === undefined ? undefined : toPlainText(this.description));
    return this.videos.map((video) => {
      const out: VideoEntry = { ...video };
      if (this.thumbnail) out.thumbnail_loc = this.thumbnail;
      if (title) out.title = title;
      if (description) out.description = description;
      return out;
    });
  }
}
