/**
 * Builds entries from an RSS 2.0 or Atom (0.3, 1.0) feed: one entry per item / entry with a usable link,
 * with its images and videos (enclosures, Media RSS: `feed-media.ts`).
 *
 * Thread-portable, no DOM. Sources: sitemaps.org protocol ("RSS 2.0 and Atom 0.3, 1.0 feeds"), RSS 2.0
 * spec (`item/link`, `item/pubDate`), RFC 4287 (`entry/link` with rel="alternate" or none, `updated`),
 * Atom 0.3 (`modified`). An RSS item without a `link` takes its `guid` when that is a permalink (RSS 2.0:
 * `isPermaLink` is true unless it says "false") written as an absolute http(s) URL. An item without a
 * link is no entry (`feed.item-without-link`). A relative link is resolved (`feed.relative-link`) against
 * the `xml:base` in force on it (XML Base, RFC 4287 §2), itself resolved against the feed's location, or
 * against the location alone; with no absolute base it stays as written (then `loc.relative`). The feed's
 * location is the one given, else the URL its own `rel="self"` link names (Atom's `link`, RSS's
 * `atom:link` in the channel, RFC 4287 §4.2.7.2), for the entries after it: a feed opened from disk names
 * where it is published.
 */
import { MAX_ENTRIES_READ_PER_FILE } from "../limits";
import { setFieldPosition } from "../model/field-positions";
import type { SourcePosition, UrlEntry } from "../model/types";
import { atomToW3c, rfc822ToW3c } from "./feed-dates";
import { ItemMedia, NS_MRSS } from "./feed-media";
import { entryCapProblem } from "./read-caps";
import { NS_ATOM_10, NS_XML, trimXml } from "./xml-names";
import type { XmlScanner } from "./xml-scanner";
import type { XmlHandler, XmlStartTag } from "./xml-scanner.types";

const F = {
  ignore: 0,
  root: 1,
  channel: 2,
  item: 3,
  link: 4,
  date: 5,
  guid: 6,
  /** `media:content` / `media:group`: its `media:thumbnail`, `media:title`, `media:description` count. */
  media: 7,
  title: 8,
  description: 9,
  mediaTitle: 10,
  mediaDescription: 11,
  /** `media:group`: renditions of one object (`ItemMedia.startGroup`); its children count as a content's. */
  mediaGroup: 12,
  /** Atom's `published` (1.0) / `issued` (0.3): the entry's date when it has no `updated` / `modified`. */
  published: 13,
} as const;

/** The frames whose text is kept (`FeedBuilder.endMediaText`). */
const TEXT_FRAMES: ReadonlySet<number> = new Set([F.title, F.description, F.mediaTitle, F.mediaDescription]);
type FeedFrame = (typeof F)[keyof typeof F];

/** The feed builder; `urls` holds the entries when the scan is done. */
export class FeedBuilder implements XmlHandler {
  readonly urls: UrlEntry[] = [];
  private readonly scanner: XmlScanner;
  private readonly atom: boolean;
  private readonly ns: string;
  private readonly location: string | undefined;
  /** The absolute URL of the feed's own `rel="self"` link, when no location was given. */
  private selfLocation: string | undefined;
  /**
   * The feed's own first `rel="self"` link (Atom's `link`, RSS's `atom:link`) when absolute http(s), as
   * WHATWG serialises it, location given or not: where the feed says it is published (`SitemapFile.selfLink`).
   */
  selfHref: string | undefined;
  private readonly kinds: FeedFrame[] = [];
  /** Per open element: the base URL in force on it (`xml:base` resolved, else the location), or undefined. */
  private readonly bases: (string | undefined)[] = [];
  private depth = 0;
  private value = "";
  private item: SourcePosition = {};
  private link: string | undefined;
  private linkAt: SourcePosition | undefined;
  /** The base URL in force on the link element. */
  private linkBase: string | undefined;
  /** An RSS item's permalink `guid` (the link of an item without `link`). */
  private guid: string | undefined;
  private guidAt: SourcePosition | undefined;
  private guidBase: string | undefined;
  private date: string | undefined;
  private dateAt: SourcePosition | undefined;
  /** An Atom entry's `published` / `issued`, taken when it has no `updated` / `modified`. */
  private published: string | undefined;
  private publishedAt: SourcePosition | undefined;
  /** The item's images and videos (enclosures, Media RSS). */
  private readonly media = new ItemMedia();

  constructor(scanner: XmlScanner, atom: boolean, ns: string, location: string | undefined) {
    this.scanner = scanner;
    this.atom = atom;
    this.ns = ns;
    this.location = location;
  }

  startElement(tag: XmlStartTag): void {
    const parent = this.depth === 0 ? -1 : this.kinds[this.depth - 1];
    const outer = this.depth === 0 ? this.location : this.bases[this.depth - 1];
    const base = tag.attrs?.find((a) => a.ns === NS_XML && a.local === "base")?.value;
    this.bases[this.depth] = base === undefined ? outer : toBase(trimXml(base), outer);
    this.kinds[this.depth] = this.kindOf(parent, tag);
    this.depth++;
  }

  /**
   * What the end of the text cut (`XmlHandler.cutAtEnd`): an item (entry) with no whole link yet is left
   * out (its link may be cut short: no URL of it reaches an export), else a value the end cuts (a date, a
   * second link) is not kept.
   */
  cutAtEnd(): { left: string; entryLeft: boolean } | undefined {
    const item = this.kinds.lastIndexOf(F.item, this.depth - 1);
    if (item < 0) return undefined;
    const open = this.kinds.slice(item + 1, this.depth).some((kind) => kind !== F.ignore);
    for (let d = item + 1; d < this.depth; d++) this.kinds[d] = F.ignore;
    const name = this.atom ? "entry" : "item";
    if (this.link === undefined && this.guid === undefined) {
      this.kinds[item] = F.ignore;
      return { left: `the <${name}> it cuts is left out (its link may be cut short)`, entryLeft: true };
    }
    return open ? { left: "the value it cuts is not kept", entryLeft: false } : undefined;
  }

  endElement(): void {
    const kind = this.kinds[--this.depth];
    if (kind === F.link && this.link === undefined) this.link = trimXml(this.value);
    else if (kind === F.guid && this.guid === undefined) this.guid = trimXml(this.value);
    else if (kind === F.date && this.date === undefined) this.date = trimXml(this.value);
    else if (kind === F.published && this.published === undefined) this.published = trimXml(this.value);
    else if (kind === F.item) this.endItem();
    else if (kind === F.mediaGroup) this.media.endGroup();
    else if (kind === F.media) this.media.endContent();
    else if (TEXT_FRAMES.has(kind)) this.endMediaText(kind);
  }

  text(start: number, end: number, decoded: string | null): void {
    const kind = this.kinds[this.depth - 1];
    if (
      kind === F.link ||
      kind === F.date ||
      kind === F.published ||
      kind === F.guid ||
      TEXT_FRAMES.has(kind)
    )
      this.value += decoded ?? this.scanner.text.slice(start, end);
  }

  cdata(start: number, end: number): void {
    this.text(start, end, null);
  }

  private kindOf(parent: number, tag: XmlStartTag): FeedFrame {
    if (parent === -1) return F.root;
    const own = tag.ns === this.ns;
    if (parent === F.root && !this.atom) return own && tag.local === "channel" ? F.channel : F.ignore;
    if ((parent === F.root && this.atom) || parent === F.channel) {
      if (tag.local === "link" && (this.atom ? own : tag.ns === NS_ATOM_10)) this.selfLink(tag);
      if (!own || tag.local !== (this.atom ? "entry" : "item")) return F.ignore;
      this.item = this.scanner.position(tag.start);
      this.link = this.date = this.linkAt = this.dateAt = this.linkBase = undefined;
      this.published = this.publishedAt = undefined;
      this.guid = this.guidAt = this.guidBase = undefined;
      this.media.reset();
      return F.item;
    }
    if ((parent === F.item || parent === F.media || parent === F.mediaGroup) && tag.ns === NS_MRSS)
      return this.mediaElement(tag);
    if (parent !== F.item || !own) return F.ignore;
    if (tag.local === "title" || tag.local === (this.atom ? "summary" : "description")) {
      this.value = "";
      return tag.local === "title" ? F.title : F.description;
    }
    if (!this.atom && tag.local === "enclosure") {
      this.addEnclosure(tag, "url");
      return F.ignore;
    }
    if (tag.local === (this.atom ? (this.ns.includes("purl.org") ? "modified" : "updated") : "pubDate")) {
      this.dateAt ??= this.scanner.position(tag.start);
      this.value = "";
      return F.date;
    }
    if (this.atom && tag.local === (this.ns.includes("purl.org") ? "issued" : "published")) {
      this.publishedAt ??= this.scanner.position(tag.start);
      this.value = "";
      return F.published;
    }
    if (!this.atom && tag.local === "guid") {
      const permalink = tag.attrs?.find((a) => a.ns === "" && a.name === "isPermaLink")?.value;
      if (this.guidAt !== undefined || trimXml(permalink ?? "") === "false") return F.ignore;
      this.guidAt = this.scanner.position(tag.start);
      this.guidBase = this.bases[this.depth];
      this.value = "";
      return F.guid;
    }
    if (tag.local !== "link") return F.ignore;
    if (this.atom) this.atomLink(tag);
    else {
      if (this.linkAt === undefined) {
        this.linkAt = this.scanner.position(tag.start);
        this.linkBase = this.bases[this.depth];
      }
      this.value = "";
    }
    return this.atom ? F.ignore : F.link;
  }

  /** Keeps the feed's `rel="self"` link as its location when none was given and the link is absolute. */
  private selfLink(tag: XmlStartTag): void {
    if (this.selfHref !== undefined) return;
    const attribute = (name: string) => tag.attrs?.find((a) => a.ns === "" && a.name === name)?.value;
    const href = trimXml(attribute("href") ?? "");
    if (attribute("rel")?.trim() === "self" && /^https?:\/\/[^/]/i.test(href) && URL.canParse(href)) {
      // as WHATWG writes it (`https://WWW.Shop.ru:443/feed/` is `https://www.shop.ru/feed/`): compared with
      // the items' host, shown in the Location field
      this.selfHref = new URL(href).href;
      if (this.location === undefined) this.selfLocation = href;
    }
  }

  private atomLink(tag: XmlStartTag): void {
    const attribute = (name: string) => tag.attrs?.find((a) => a.ns === "" && a.name === name)?.value;
    const rel = attribute("rel")?.trim() ?? "alternate";
    if (rel === "enclosure") this.addEnclosure(tag, "href");
    const href = trimXml(attribute("href") ?? "");
    if (this.link !== undefined || rel !== "alternate" || href === "") return;
    this.link = href;
    this.linkAt = this.scanner.position(tag.start);
    this.linkBase = this.bases[this.depth];
  }

  private endItem(): void {
    const at = this.item;
    if (!this.link && this.guid !== undefined && /^https?:\/\/[^/]/i.test(this.guid)) {
      // RSS 2.0: a guid that is a permalink is the item's URL
      this.link = this.guid;
      this.linkAt = this.guidAt;
      this.linkBase = this.guidBase;
    }
    if (!this.link) {
      const what = this.atom ? "Atom entry" : "RSS item";
      // its title, so the editor can find the article the feed left without a link
      const title = getShortTitle(this.media.title);
      const named = title === undefined ? "" : ` "${title}"`;
      const message = `${what}${named} without a usable link (not an entry)`;
      this.scanner.report("feed.item-without-link", 0, message, {
        ...at,
        ...(title === undefined ? {} : { params: { title } }),
      });
      return;
    }
    if (this.urls.length >= MAX_ENTRIES_READ_PER_FILE) {
      this.scanner.problems.push(entryCapProblem(this.scanner.file, false, at));
      this.scanner.stop();
      return;
    }
    const entry: UrlEntry = {
      loc: this.resolve(this.link, this.linkBase ?? this.selfLocation),
      images: this.media.images,
      videos: this.media.toVideos(),
      alternates: [],
      ...at,
    };
    setFieldPosition(entry, "loc", this.linkAt);
    // an Atom entry with no `updated` (invalid Atom, but written so): its `published` date, not none
    if (this.date === undefined && this.published !== undefined) {
      this.date = this.published;
      this.dateAt = this.publishedAt;
    }
    if (this.date !== undefined) {
      const lastmod = this.atom ? atomToW3c(this.date) : rfc822ToW3c(this.date);
      if (lastmod === undefined) {
        const message = `feed date "${this.date}" cannot be read as a date (no lastmod)`;
        // about the entry's lastmod: an edit of it (the date fixed) leaves this problem behind
        const place = {
          ...this.dateAt,
          entry: this.urls.length,
          field: "lastmod",
          params: { value: this.date },
        };
        this.scanner.report("feed.date-invalid", 0, message, place);
      } else {
        entry.lastmod = lastmod;
        setFieldPosition(entry, "lastmod", this.dateAt);
      }
    }
    this.urls.push(entry);
  }

  /** A Media RSS element in an item (`ItemMedia.readElement`) as the frame it opens. */
  private mediaElement(tag: XmlStartTag): FeedFrame {
    const read = this.media.readElement(tag, this.bases[this.depth], this.scanner.position(tag.start));
    if (read === "title" || read === "description") this.value = "";
    if (read === "title") return F.mediaTitle;
    if (read === "description") return F.mediaDescription;
    return read === "content" ? F.media : read === "group" ? F.mediaGroup : F.ignore;
  }

  /** An RSS `enclosure` or Atom `link rel="enclosure"`: its image or video (`ItemMedia.addFrom`). */
  private addEnclosure(tag: XmlStartTag, urlName: string): void {
    this.media.addFrom(tag, urlName, undefined, this.bases[this.depth], this.scanner.position(tag.start));
  }

  /** The text of an item's title or description, or of a media title or description, kept the first time. */
  private endMediaText(kind: FeedFrame): void {
    const value = trimXml(this.value);
    if (value === "") return;
    if (kind === F.title) this.media.title ??= value;
    else if (kind === F.description) this.media.description ??= value;
    else if (kind === F.mediaTitle) this.media.mediaTitle ??= value;
    else if (kind === F.mediaDescription) this.media.mediaDescription ??= value;
  }

  /** `link` resolved against `base` (reported as `feed.relative-link`) when it is relative and `base` is known. */
  private resolve(link: string, base: string | undefined): string {
    if (base === undefined || URL.canParse(link)) return link;
    try {
      const resolved = new URL(link, base).href;
      const message = `relative link "${link}" read as ${resolved}`;
      this.scanner.report("feed.relative-link", 0, message, {
        ...this.linkAt,
        entry: this.urls.length,
        field: "loc",
      });
      return resolved;
    } catch {
      return link;
    }
  }
}

/**
 * The base URL an `xml:base` value gives inside an element whose base is `outer`: the value resolved
 * against `outer` (XML Base), or the value itself when it is absolute; undefined when no absolute URL
 * comes of it (a relative `xml:base` with no location known).
 */
function toBase(value: string, outer: string | undefined): string | undefined {
  try {
    return new URL(value, outer).href;
  } catch {
    return outer;
  }
}

/** Characters of an item's title a problem quotes at most (`feed.item-without-link`'s `params.title`). */
const TITLE_QUOTED = 80;

/**
 * An item's title as a problem quotes it: whitespace runs as one space, trimmed, cut to `TITLE_QUOTED`
 * characters with "…"; undefined when it has none.
 */
function getShortTitle(title: string | undefined): string | undefined {
  const text = title?.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return text.length > TITLE_QUOTED ? `${text.slice(0, TITLE_QUOTED - 1)}…` : text;
}
