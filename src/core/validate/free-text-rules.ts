/**
 * Rules on the free text of extension items — an image's `caption`, `title`, `geo_location`, `license`; a
 * video's `title`, `description`, `tag`, `uploader`, `category`, `gallery_loc` title; a news item's
 * publication `name`, `title`, `keywords`, `genres`, `stock_tickers` — as the model holds it (read, typed
 * or pasted):
 *
 * - `xml.malformed` for a character XML 1.0 does not allow (its `Char` production, §2.2: C0 controls
 *   other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF). An XML parser (Google's, Yandex's,
 *   xmllint's) stops reading the whole file at one; it comes with text copied out of an office document or
 *   a database (U+000B, a vertical tab, is Word's manual line break). Its quick fix deletes it, and export
 *   writes the text without it. Also for a numeric reference to such a character held as text (`&#11;`,
 *   which the reader keeps as written): export would write it as text; the quick fix deletes it too.
 * - `xml.undefined-entity` for an HTML character reference held as text (`&mdash;`, `&#160;`, `&amp;`
 *   typed into a title, or read from `&amp;laquo;`, a CMS escaping twice): written out it is escaped
 *   again, and a headline shows "&mdash;" instead of "—". Where the reading already reported an
 *   undefined entity on that field, the merge keeps the reader's (with the reference's own line and
 *   column) and drops this one (`check-merge.ts`). Its quick fix writes the characters.
 *
 * Not looked at here: the `loc` (`loc.unencoded-chars`), the URLs of images and alternates (a video's are
 * looked at for a forbidden character), and values with a format (a date, a duration, a yes/no, a
 * language code), which their own rules find invalid. Checked only where such a
 * field is present: a sitemap without extension text (the common one) pays one `undefined` test per
 * image. Sources: XML 1.0 (https://www.w3.org/TR/xml/#charsets, §4.1 references), the HTML standard's
 * named character references. Thread-portable, no DOM.
 */
import { decodeHTMLStrict } from "entities";
import type { ImageEntry, NewsEntry, Problem, VideoEntry } from "../model/types";
import { getForbiddenReferenceChar } from "../parse/xml-entities";
import { findInvalidXmlChar } from "../serialize/xml-escape";
import { type CheckContext, report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import type { RuleCode } from "./rule-catalogue";

/** The free-text fields of an image, as the model names them. */
const IMAGE_TEXT_FIELDS = ["caption", "title", "geo_location", "license"] as const;
/** The free-text fields of a video (`tag` is a list, looked at apart). */
const VIDEO_TEXT_FIELDS = ["title", "description", "uploader", "category", "gallery_loc_title"] as const;
/**
 * The URL fields of a video: looked at for a character XML does not allow only (a URL may hold `&`, and
 * a video entry is rare enough that the test costs nothing; an image's `loc` and an alternate's `href`,
 * 50,000 to a file, are not tested: export writes them without such a character).
 */
const VIDEO_URL_FIELDS = [
  "thumbnail_loc",
  "content_loc",
  "player_loc",
  "gallery_loc",
  "uploader_info",
] as const;
/** The free-text fields of a news item, with their field path and element. */
const NEWS_TEXT_FIELDS = [
  ["news.publication.name", "news:name", (news: NewsEntry) => news.publication.name],
  ["news.title", "news:title", (news: NewsEntry) => news.title],
  ["news.keywords", "news:keywords", (news: NewsEntry) => news.keywords],
  ["news.genres", "news:genres", (news: NewsEntry) => news.genres],
  ["news.stock_tickers", "news:stock_tickers", (news: NewsEntry) => news.stock_tickers],
] as const;

/** `U+000B` for a character (one UTF-16 code unit: a lone surrogate is named as itself). */
function toCodePoint(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A character reference as HTML reads it: named (`&mdash;`), decimal (`&#160;`) or hexadecimal (`&#xA0;`). */
const REFERENCE = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});/g;

/** Where one free-text value sits: its field path, element name, item (for the line), entry, and output. */
interface TextSite {
  field: string;
  element: string;
  item: ImageEntry | VideoEntry | NewsEntry;
  index: number;
  ctx: CheckContext;
  out: Problem[];
}

/** Reports `code` at `site` with `params`. NOTE: mutates `site.out`. */
function reportAt(
  site: TextSite,
  code: RuleCode,
  message: string,
  params: Record<string, string | number>,
): void {
  report(site.ctx, site.out, code, message, placeOfItem(site.index, site.field, site.item, params));
}

/**
 * `xml.undefined-entity` of one value holding HTML character references as text (each one the HTML
 * standard decodes), the first named and the others counted; `xml.malformed` for the first numeric
 * reference to a character XML forbids (`&#11;`: the reader keeps it as text and reports it on the field,
 * which the merge keeps instead of this one). NOTE: mutates `site.out`.
 */
function checkEntities(value: string, site: TextSite): void {
  let first: string | undefined;
  let others = 0;
  let forbidden: string | undefined;
  for (const [reference] of value.matchAll(REFERENCE)) {
    // a reference to a character XML forbids is the file's syntax fault, said apart below
    if (getForbiddenReferenceChar(reference) !== undefined) forbidden ??= reference;
    else if (decodeHTMLStrict(reference) === reference) continue;
    else if (first === undefined) first = reference;
    else others++;
  }
  const element = site.element;
  if (forbidden !== undefined) {
    const char = toCodePoint(getForbiddenReferenceChar(forbidden) as string);
    const message = `${element} holds ${forbidden}, a reference to ${char}, a character XML 1.0 does not allow`;
    reportAt(site, "xml.malformed", message, { value, element, char, reference: forbidden });
  }
  if (first === undefined) return;
  const more = others > 0 ? ` (and ${others} more)` : "";
  const message = `${element} holds ${first}${more} as text: it is shown as written, not as the character HTML reads`;
  const params: Record<string, string | number> = { value: first, element };
  if (others > 0) params.others = others;
  reportAt(site, "xml.undefined-entity", message, params);
}

/**
 * The rules of one free-text value: HTML references held as text (unless `url`: a URL's `&` starts its
 * parameters), and a character XML does not allow. NOTE: mutates `site.out`.
 */
function checkValue(value: string | undefined, site: TextSite, url = false): void {
  if (value === undefined) return;
  if (!url && value.includes("&")) checkEntities(value, site);
  const found = findInvalidXmlChar(value);
  if (found === undefined) return;
  const char = toCodePoint(found);
  const message = `${site.element} holds ${char}, a character XML 1.0 does not allow: in a file, a parser stops reading at it`;
  reportAt(site, "xml.malformed", message, { value, element: site.element, char });
}

/** The image's free text (`images[i].caption`, ...). NOTE: mutates `out`. */
export function checkImageText(
  image: ImageEntry,
  i: number,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  for (const name of IMAGE_TEXT_FIELDS) {
    const site = { field: `images[${i}].${name}`, element: `image:${name}`, item: image, index, ctx, out };
    checkValue(image[name], site);
  }
}

/**
 * The video's free text (`videos[i].title`, `videos[i].tag[2]`, ...), and its URLs for a character XML
 * does not allow. NOTE: mutates `out`.
 */
export function checkVideoText(
  video: VideoEntry,
  i: number,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  for (const name of VIDEO_TEXT_FIELDS) {
    const element = name === "gallery_loc_title" ? "video:gallery_loc title" : `video:${name}`;
    checkValue(video[name], { field: `videos[${i}].${name}`, element, item: video, index, ctx, out });
  }
  for (const name of VIDEO_URL_FIELDS) {
    const element = name === "uploader_info" ? "video:uploader info" : `video:${name}`;
    checkValue(video[name], { field: `videos[${i}].${name}`, element, item: video, index, ctx, out }, true);
  }
  const tags = video.tag ?? [];
  for (let t = 0; t < tags.length; t++)
    checkValue(tags[t], {
      field: `videos[${i}].tag[${t}]`,
      element: "video:tag",
      item: video,
      index,
      ctx,
      out,
    });
}

/** The news item's free text (`news.title`, `news.publication.name`, ...). NOTE: mutates `out`. */
export function checkNewsText(news: NewsEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  for (const [field, element, read] of NEWS_TEXT_FIELDS)
    checkValue(read(news), { field, element, item: news, index, ctx, out });
}
