/**
 * What each child of a `url` / `sitemap` and of the extension containers becomes.
 *
 * Thread-portable, no DOM. Sources: sitemaps.org XSDs (field order, duplicates), Google image 1.1,
 * video 1.1 and news 0.9 extensions and localized versions (`xhtml:link`). Deprecated extension tags
 * (image caption, video price, ...) are read into their fields without a problem here; the checks report
 * `*.deprecated`.
 */
import { setFieldPosition } from "../model/field-positions";
import { type PositionedItem, setItemFieldPosition } from "../model/item-positions";
import type { Alternate, ImageEntry, NewsEntry, UrlEntry, UrlField, VideoEntry } from "../model/types";
import type { SitemapBuilder } from "./sitemap-builder";
import { FRAME, type Frame, LEAF, URL_CHILD } from "./sitemap-frames";
import { NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML, trimXml } from "./xml-names";
import type { XmlStartTag } from "./xml-scanner.types";

type Owner = { extra?: string[] };

const URL_RANK = new Map([
  ["loc", 1],
  ["lastmod", 2],
  ["changefreq", 3],
  ["priority", 4],
]);
const INDEX_RANK = new Map([
  ["loc", 1],
  ["lastmod", 2],
]);
const IMAGE_FIELDS = new Set(["loc", "caption", "title", "geo_location", "license"]);
/** Video 1.1 elements read into typed fields, with the attributes each may carry. */
const VIDEO_FIELDS = new Map<string, readonly string[]>([
  ["thumbnail_loc", []],
  ["title", []],
  ["description", []],
  ["content_loc", []],
  ["player_loc", ["allow_embed", "autoplay"]],
  ["duration", []],
  ["expiration_date", []],
  ["rating", []],
  ["view_count", []],
  ["publication_date", []],
  ["family_friendly", []],
  ["restriction", ["relationship"]],
  ["platform", ["relationship"]],
  ["requires_subscription", []],
  ["uploader", ["info"]],
  ["live", []],
  ["category", []],
  ["gallery_loc", ["title"]],
  ["price", ["currency", "type", "resolution"]],
]);
/** Video 1.1 elements the model does not type: kept raw in `extra`, without a problem. */
const VIDEO_UNTYPED = new Set(["tvshow", "content_segment_loc", "id"]);
const NEWS_FIELDS = new Set(["publication_date", "title", "access", "genres", "keywords", "stock_tickers"]);
const PUBLICATION_FIELDS = new Set(["name", "language"]);

/** The frame for `tag`, a child of an open entry, image, video, news or publication. */
export function entryChild(b: SitemapBuilder, parent: number, tag: XmlStartTag): Frame {
  if (parent === FRAME.entry) return urlChild(b, tag);
  if (parent === FRAME.image) return imageChild(b, tag);
  if (parent === FRAME.video) return videoChild(b, tag);
  if (parent === FRAME.news) return newsChild(b, tag);
  if (parent === FRAME.publication) return publicationChild(b, tag);
  return FRAME.ignore;
}

function urlChild(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const entry = b.entry as UrlEntry;
  const where = b.isIndex ? "<sitemap>" : "<url>";
  if (b.isProtocol(tag.ns)) {
    const rank = (b.isIndex ? INDEX_RANK : URL_RANK).get(tag.local);
    if (rank !== undefined) return protocolField(b, tag, rank);
    b.state.sawOther = true;
    if (!b.isIndex && tag.local === "image") return wrongImage(b, tag);
    return b.unknown(tag, where, entry);
  }
  b.state.sawOther = true;
  if (b.isIndex) return b.unknown(tag, where, entry);
  const { ns, local } = tag;
  if (ns === NS_XHTML && local === "link") return alternate(b, tag);
  if (ns === NS_IMAGE) return local === "image" ? startImage(b, tag) : b.unknown(tag, where, entry);
  if (ns === NS_VIDEO) return local === "video" ? startVideo(b, tag) : b.unknown(tag, where, entry);
  if (ns === NS_NEWS) return local === "news" ? startNews(b, tag) : b.unknown(tag, where, entry);
  if (/sitemap-image/i.test(ns)) return wrongImage(b, tag);
  return b.unknown(tag, where, entry);
}

function protocolField(b: SitemapBuilder, tag: XmlStartTag, rank: number): Frame {
  const state = b.state;
  if (!state.orderReported && (rank < state.lastRank || state.sawOther)) {
    state.orderReported = true;
    const message = `<${tag.name}> out of the XSD order (loc, lastmod, changefreq, priority, then extensions)`;
    b.problem("xml.element-order", tag.start, message, { element: tag.local }, tag.local);
  }
  if (rank > state.lastRank) state.lastRank = rank;
  b.checkAttributes(tag);
  if ((state.seen & (1 << rank)) !== 0) {
    const message = `second <${tag.name}> in one entry (the first is kept)`;
    b.problem("xml.duplicate-element", tag.start, message, { element: tag.local }, tag.local);
    return FRAME.ignore;
  }
  state.seen |= 1 << rank;
  const entry = b.entry as UrlEntry;
  if (tag.attrs !== null) b.keepFieldAttributes(tag, entry, tag.local, tag.ns);
  setFieldPosition(entry, tag.local as UrlField, b.at(tag.start));
  return b.leaf(entry, tag.local, LEAF.field);
}

function isDuplicate(b: SitemapBuilder, tag: XmlStartTag, key: string): boolean {
  b.childSeen ??= new Set();
  if (!b.childSeen.has(key)) {
    b.childSeen.add(key);
    return false;
  }
  b.problem("xml.duplicate-element", tag.start, `second <${tag.name}> (the first is kept)`, {
    element: tag.name,
  });
  return true;
}

/** Records where the child element `tag` of `item` read into `key` starts (`item-positions.ts`). */
function placeChild(b: SitemapBuilder, item: PositionedItem, key: string, tag: XmlStartTag): void {
  const { line, column } = b.at(tag.start);
  setItemFieldPosition(item, key, line, column);
}

function openChild(b: SitemapBuilder, tag: XmlStartTag, item: object, ns: string): void {
  b.checkAttributes(tag);
  if (tag.attrs !== null) b.keepAttributes(tag, item, ns);
  b.current = item as Record<string, unknown>;
  b.currentNs = ns;
  b.childSeen = undefined;
}

function startImage(b: SitemapBuilder, tag: XmlStartTag): Frame {
  if (!b.admitItem(tag)) return FRAME.ignore;
  b.keepItem();
  const { line, column } = b.scanner.position(tag.start);
  const image: ImageEntry = { loc: "", line, column };
  b.noteChild(URL_CHILD.image);
  (b.entry as UrlEntry).images.push(image);
  openChild(b, tag, image, tag.ns);
  return FRAME.image;
}

function wrongImage(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const message = `<${tag.name}> is in ${tag.ns || "no namespace"}, not ${NS_IMAGE}`;
  b.problem("image.namespace-wrong", tag.start, message, { value: tag.ns });
  return tag.local === "image" ? startImage(b, tag) : b.extra(tag, b.entry as UrlEntry);
}

function imageChild(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const image = b.current as unknown as ImageEntry;
  if (tag.ns !== b.currentNs || !IMAGE_FIELDS.has(tag.local)) return b.unknown(tag, "<image:image>", image);
  b.checkAttributes(tag);
  if (isDuplicate(b, tag, tag.local)) return FRAME.ignore;
  if (tag.attrs !== null) b.keepFieldAttributes(tag, image, tag.local, tag.ns);
  placeChild(b, image, tag.local, tag);
  return b.leaf(image, tag.local, LEAF.set);
}

function startVideo(b: SitemapBuilder, tag: XmlStartTag): Frame {
  if (!b.admitItem(tag)) return FRAME.ignore;
  b.keepItem();
  const video: VideoEntry = b.at(tag.start);
  b.noteChild(URL_CHILD.video);
  (b.entry as UrlEntry).videos.push(video);
  openChild(b, tag, video, tag.ns);
  return FRAME.video;
}

function videoChild(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const video = b.current as Record<string, unknown> & Owner;
  if (tag.ns !== NS_VIDEO) return b.unknown(tag, "<video:video>", video);
  if (tag.local === "tag") {
    if (!b.admitItem(tag)) return FRAME.ignore;
    b.keepItem();
    b.checkAttributes(tag);
    const index = Array.isArray(video.tag) ? video.tag.length : 0;
    if (tag.attrs !== null) b.keepFieldAttributes(tag, video as VideoEntry, `tag[${index}]`, tag.ns);
    placeChild(b, video as VideoEntry, `tag[${index}]`, tag);
    return b.leaf(video, "tag", LEAF.push);
  }
  const allowed = VIDEO_FIELDS.get(tag.local);
  if (allowed === undefined)
    return VIDEO_UNTYPED.has(tag.local)
      ? b.extra(tag, video, video as VideoEntry)
      : b.unknown(tag, "<video:video>", video);
  // A second copy is kept raw rather than overwriting the first; only `price` may repeat (video 1.1 XSD:
  // one per currency or purchase option), every other field once (`xml.duplicate-element`, as for news).
  if (video[tag.local] !== undefined) {
    if (tag.local !== "price") {
      const message = `second <${tag.name}> in one video (the first is read, this one kept as written)`;
      // `kept`: this copy is written back by export (unlike a second `<loc>`), until removed; on the
      // video's kept elements, so an edit that removes it (the quick fix) takes the problem with it
      const videos = (b.entry as UrlEntry).videos;
      const field = `videos[${videos.length - 1}].extra`;
      b.problem("xml.duplicate-element", tag.start, message, { element: tag.name, kept: tag.name }, field);
    }
    return b.extra(tag, video);
  }
  b.checkAttributes(tag, allowed);
  placeChild(b, video as VideoEntry, tag.local, tag);
  for (const a of tag.attrs ?? []) {
    if (a.ns !== "" || !allowed.includes(a.name)) continue;
    video[`${tag.local}_${a.name}`] = trimXml(a.value);
    placeChild(b, video as VideoEntry, `${tag.local}_${a.name}`, tag);
  }
  if (tag.attrs !== null) b.keepFieldAttributes(tag, video as VideoEntry, tag.local, tag.ns);
  return b.leaf(video, tag.local, LEAF.set);
}

function startNews(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const entry = b.entry as UrlEntry;
  if (entry.news !== undefined) {
    // on the entry's kept elements (`extra`): removing the copy takes the problem with it
    const message = `second <${tag.name}> in one url (kept as written)`;
    b.problem("xml.duplicate-element", tag.start, message, { element: tag.name, kept: tag.name }, "extra");
    return b.extra(tag, entry);
  }
  if (!b.admitItem(tag)) return FRAME.ignore;
  b.keepItem();
  const { line, column } = b.scanner.position(tag.start);
  const news: NewsEntry = { publication: {}, line, column };
  b.noteChild(URL_CHILD.news);
  entry.news = news;
  openChild(b, tag, news, tag.ns);
  return FRAME.news;
}

function newsChild(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const news = b.current as unknown as NewsEntry;
  if (tag.ns !== NS_NEWS) return b.unknown(tag, "<news:news>", news);
  if (tag.local === "publication") {
    b.checkAttributes(tag);
    if (isDuplicate(b, tag, "publication")) return FRAME.ignore;
    if (tag.attrs !== null) b.keepFieldAttributes(tag, news, "publication", tag.ns);
    placeChild(b, news, "publication", tag);
    return FRAME.publication;
  }
  if (!NEWS_FIELDS.has(tag.local)) return b.unknown(tag, "<news:news>", news);
  b.checkAttributes(tag);
  if (isDuplicate(b, tag, tag.local)) return FRAME.ignore;
  if (tag.attrs !== null) b.keepFieldAttributes(tag, news, tag.local, tag.ns);
  placeChild(b, news, tag.local, tag);
  return b.leaf(news, tag.local, LEAF.set);
}

function publicationChild(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const news = b.current as unknown as NewsEntry;
  if (tag.ns !== NS_NEWS || !PUBLICATION_FIELDS.has(tag.local)) {
    return b.unknown(tag, "<news:publication>", undefined);
  }
  b.checkAttributes(tag);
  const key = `publication.${tag.local}`;
  if (isDuplicate(b, tag, key)) return FRAME.ignore;
  if (tag.attrs !== null) b.keepFieldAttributes(tag, news, key, tag.ns);
  placeChild(b, news, key, tag);
  return b.leaf(news.publication, tag.local, LEAF.set);
}

/** `xhtml:link rel="alternate" hreflang=...` becomes an alternate; any other link is kept raw. */
function alternate(b: SitemapBuilder, tag: XmlStartTag): Frame {
  const entry = b.entry as UrlEntry;
  let rel: string | undefined;
  let hreflang: string | undefined;
  let href = "";
  for (const a of tag.attrs ?? []) {
    if (a.ns !== "") continue;
    if (a.name === "rel") rel = a.value;
    else if (a.name === "hreflang") hreflang = a.value;
    else if (a.name === "href") href = a.value;
  }
  if (
    hreflang === undefined ||
    rel === undefined ||
    (rel !== "alternate" && trimXml(rel).toLowerCase() !== "alternate")
  ) {
    return b.extra(tag, entry);
  }
  if (!b.admitItem(tag)) return FRAME.ignore;
  b.keepItem();
  const { line, column } = b.scanner.position(tag.start);
  b.noteChild(URL_CHILD.alternate);
  const link: Alternate = { hreflang: trimXml(hreflang), href: trimXml(href), line, column };
  b.keepAttributes(tag, link, tag.ns);
  entry.alternates.push(link);
  return FRAME.alternate;
}
