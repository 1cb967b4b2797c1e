/**
 * The sitemap model shared by every layer: what reading produces, what checks read, what writing takes.
 *
 * Thread-portable, no DOM: plain data only (no classes, no functions), so a value crosses a Web Worker
 * boundary by structured clone unchanged. Shapes follow `shared/docs/CONTRACT.md` ("The core's public face").
 * Positions (`line`, `column`) are 1-based and counted in characters of the decoded text; they are optional
 * everywhere and ignored by round-trip comparisons.
 */
import type { RuleCode } from "../validate/rule-catalogue";

/** What a file is, decided by its content, never by its name. */
export type SitemapFormat = "urlset" | "sitemapindex" | "txt" | "rss" | "atom" | "robots" | "unknown";

/**
 * True for a feed (RSS 2.0, Atom): a list of a site's newest pages that repeats what its sitemaps list, as
 * Google advises ("submit both", Google Search Central, Build a sitemap): a URL it shares with a sitemap
 * is no duplicate across files (`set.url-in-several-files`, Remove duplicates).
 */
export function isFeedFormat(format: SitemapFormat): boolean {
  return format === "rss" || format === "atom";
}

/** error = an engine rejects the file or drops the entry; warning = accepted but wrong; info = worth knowing. */
export type Severity = "error" | "warning" | "info";

/** Search engines whose profile the user can switch on or off (RULES.md "profile"). */
export type Engine = "google" | "yandex" | "bing";

/** All engines, the default profile set of `checkSitemaps`. */
export const ALL_ENGINES: readonly Engine[] = ["google", "yandex", "bing"];

/** The protocol field names of a `url` entry that the table edits. */
export type UrlField = "loc" | "lastmod" | "changefreq" | "priority";

/** A source position: 1-based line and column in the decoded text. */
export interface SourcePosition {
  line?: number;
  column?: number;
}

/**
 * Where the child elements of an extension item were written, by the item's field name (`loc`, `title`,
 * `tag[2]`, `publication.name`), packed relative to the item's own line. Never read or written by hand:
 * use `setItemFieldPosition` / `getItemFieldPosition` (`item-positions.ts`, which documents the format).
 * Absent for items made in the app; ignored by round-trip comparisons, like every position.
 */
export type ItemFieldPositions = Readonly<Record<string, number>>;

/** One `image:image` (Google image extension 1.1). Deprecated fields are kept as written. */
export interface ImageEntry extends SourcePosition {
  loc: string;
  caption?: string;
  title?: string;
  geo_location?: string;
  license?: string;
  /** Unknown child elements of `image:image`, raw XML, in order. */
  extra?: string[];
  /**
   * Attributes of other namespaces on the element (not its own namespace's or the protocol's, not
   * `xmlns*`, not `xsi:*`), qualified name as written (`foo:id`) to value; written back with their
   * prefixes declared on the root (`WriteOptions.namespaces`). Absent when there are none.
   */
  attributes?: Record<string, string>;
  /**
   * Attributes of other namespaces on its typed child elements: field name as the model names it (`loc`,
   * `caption`, `title`, `geo_location`, `license`) to qualified attribute name to value. Same rules as
   * `attributes` (not `xmlns*`, not `xsi:*`; export declares the prefixes on the root, leaves out and
   * counts unknown ones), written back on that field's element while the field has a value. Absent when
   * there are none.
   */
  fieldAttributes?: Record<string, Record<string, string>>;
  /** Positions of its child elements in the source (`item-positions.ts`). */
  source?: ItemFieldPositions;
}

/**
 * One `video:video` (Google video extension 1.1), keyed by element names; attributes as
 * `<element>_<attribute>` (`player_loc_allow_embed`, `restriction_relationship`, `uploader_info`).
 * `tag` may repeat and is a list. Children the model does not type (`tvshow`, a second `price`, unknown
 * elements) are kept as raw XML in `extra`, in order.
 */
export interface VideoEntry extends SourcePosition {
  thumbnail_loc?: string;
  title?: string;
  description?: string;
  content_loc?: string;
  player_loc?: string;
  player_loc_allow_embed?: string;
  player_loc_autoplay?: string;
  duration?: string;
  expiration_date?: string;
  rating?: string;
  view_count?: string;
  publication_date?: string;
  family_friendly?: string;
  restriction?: string;
  restriction_relationship?: string;
  platform?: string;
  platform_relationship?: string;
  requires_subscription?: string;
  uploader?: string;
  uploader_info?: string;
  live?: string;
  tag?: string[];
  category?: string;
  gallery_loc?: string;
  gallery_loc_title?: string;
  price?: string;
  price_currency?: string;
  price_type?: string;
  price_resolution?: string;
  extra?: string[];
  /**
   * Attributes of other namespaces on the element (not its own namespace's or the protocol's, not
   * `xmlns*`, not `xsi:*`), qualified name as written (`foo:id`) to value; written back with their
   * prefixes declared on the root (`WriteOptions.namespaces`). Absent when there are none.
   */
  attributes?: Record<string, string>;
  /**
   * Attributes of other namespaces on its typed child elements: field name as the model names it (`title`,
   * `player_loc`, ...; the n-th `tag` as `tag[n]`, from 0) to qualified attribute name to value. Same rules
   * as `attributes` (not `xmlns*`, not `xsi:*`; export declares the prefixes on the root, leaves out and
   * counts unknown ones), written back on that field's element while the field has a value. Absent when
   * there are none.
   */
  fieldAttributes?: Record<string, Record<string, string>>;
  /** Positions of its child elements in the source (`item-positions.ts`). */
  source?: ItemFieldPositions;
}

/** One `news:news` (Google News extension 0.9). */
export interface NewsEntry extends SourcePosition {
  publication: { name?: string; language?: string };
  publication_date?: string;
  title?: string;
  access?: string;
  genres?: string;
  keywords?: string;
  stock_tickers?: string;
  extra?: string[];
  /**
   * Attributes of other namespaces on the element (not its own namespace's or the protocol's, not
   * `xmlns*`, not `xsi:*`), qualified name as written (`foo:id`) to value; written back with their
   * prefixes declared on the root (`WriteOptions.namespaces`). Absent when there are none.
   */
  attributes?: Record<string, string>;
  /**
   * Attributes of other namespaces on its typed child elements: field name as the model names it
   * (`publication`, `publication.name`, `publication.language`, `title`, ...) to qualified attribute name
   * to value. Same rules as `attributes` (not `xmlns*`, not `xsi:*`; export declares the prefixes on the
   * root, leaves out and counts unknown ones), written back on that field's element while the field has a
   * value. Absent when there are none.
   */
  fieldAttributes?: Record<string, Record<string, string>>;
  /** Positions of its child elements in the source (`item-positions.ts`). */
  source?: ItemFieldPositions;
}

/** One `xhtml:link rel="alternate" hreflang=... href=...` of a `url`. */
export interface Alternate extends SourcePosition {
  hreflang: string;
  href: string;
  /**
   * Attributes of other namespaces on the `xhtml:link` (not xhtml's or the protocol's, not `xmlns*`, not
   * `xsi:*`), qualified name as written to value; written back like `UrlEntry.attributes`. Absent when
   * there are none.
   */
  attributes?: Record<string, string>;
}

/** A kind of extension or unknown child of a `url`, as listed in `UrlEntry.order`. */
export type UrlChildKind = "alternate" | "image" | "video" | "news" | "extra";

/**
 * Where each protocol field of an entry was written in the source (for problems' line and column), packed
 * to be cheap to build and to structured-clone: one number relative to the entry's own position, or, when
 * a position does not fit, a list of 8 absolute numbers. Never read or written by hand: use
 * `getFieldPosition` / `setFieldPosition` (`field-positions.ts`, which documents the format and its limits).
 * Absent (or 0) for entries made in the app.
 */
export type FieldPositions = number | readonly number[];

/**
 * The empty item list entries read share (frozen): `[]` for `images`, `videos`, `alternates`. One list
 * for all, so 50,000 entries cost no 150,000 arrays to build and to structured-clone (a clone keeps it one
 * list). Safe because the model's lists are never changed in place: edits make new lists (`slice`,
 * `filter`, spread); `src/test/model-lists.test.ts` keeps in-place changes out of the app's code.
 */
export const NO_ITEMS: never[] = Object.freeze([]) as unknown as never[];

/**
 * One URL of a sitemap (a `url` of a urlset, a line of a TXT file, an RSS `item`, an Atom `entry`).
 * Its lists (`images`, `videos`, `alternates`, `extra`, `order`) are never changed in place: entries read
 * may share one empty list (`NO_ITEMS`), and undo keeps the entries of before.
 * `loc`, `lastmod`, `changefreq`, `priority` are the text as written, trimmed; an element present but empty
 * is `""`, an absent one `undefined`. An XML `url` without `loc` has `loc: ""` (CONTRACT.md).
 */
export interface UrlEntry extends SourcePosition {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  images: ImageEntry[];
  videos: VideoEntry[];
  news?: NewsEntry;
  alternates: Alternate[];
  /** Unknown child elements of `url` (other namespaces included), raw XML, in order. */
  extra?: string[];
  /**
   * Attributes of other namespaces on the element (not its own namespace's or the protocol's, not
   * `xmlns*`, not `xsi:*`), qualified name as written (`foo:id`) to value; written back with their
   * prefixes declared on the root (`WriteOptions.namespaces`). Absent when there are none.
   */
  attributes?: Record<string, string>;
  /**
   * The order the extension and unknown children were read in, one `UrlChildKind` per item, when it is
   * not the default order (all alternates, then images, videos, news, then `extra`). Absent = default
   * order (what the reader's fast path and entries made in the app have). Export follows it; items added
   * later go after the last of their kind, kinds it does not name go last in default order, and entries
   * it names beyond a list's length are skipped.
   */
  order?: UrlChildKind[];
  /**
   * Attributes of other namespaces on its typed child elements: field name as the model names it (`loc`,
   * `lastmod`, `changefreq`, `priority`) to qualified attribute name to value. Same rules as `attributes`
   * (not `xmlns*`, not `xsi:*`; export declares the prefixes on the root, leaves out and counts unknown
   * ones), written back on that field's element while the field has a value. Absent when there are none.
   */
  fieldAttributes?: Record<string, Record<string, string>>;
  /** Positions of the protocol fields in the source. */
  source?: FieldPositions;
}

/** One `sitemap` of a sitemap index, or one robots.txt `Sitemap:` line. */
export interface SitemapRef extends SourcePosition {
  loc: string;
  lastmod?: string;
  /** Unknown child elements of an index's `sitemap` (other namespaces included), raw XML, in order. */
  extra?: string[];
  /** Attributes of other namespaces on an index's `sitemap`, as `UrlEntry.attributes`. */
  attributes?: Record<string, string>;
  /**
   * Attributes of other namespaces on its typed child elements: field name as the model names it (`loc`,
   * `lastmod`) to qualified attribute name to value. Same rules as `UrlEntry.attributes` (not `xmlns*`, not
   * `xsi:*`; export declares the prefixes on the root, leaves out and counts unknown ones), written back on
   * that field's element while the field has a value. Absent when there are none.
   */
  fieldAttributes?: Record<string, Record<string, string>>;
  source?: FieldPositions;
}

/** A problem found by reading or checking. `entry` is a 0-based index into the file's `urls` or `sitemaps`. */
export interface Problem {
  code: RuleCode;
  severity: Severity;
  /** Plain English, made by the core (tests, reports, logs). The UI renders `code` + `params` itself. */
  message: string;
  /** The file's `name`. Empty for problems of the whole set that belong to no file. */
  file: string;
  entry?: number;
  /** The field of the entry, e.g. `loc`, `lastmod`, `video.title`, `alternates[1].hreflang`. */
  field?: string;
  line?: number;
  column?: number;
  /** Values the message needs, e.g. `{ value: "0,9", limit: 1 }`. */
  params?: Record<string, string | number>;
}

/** One file as read: what `readSitemapFile` returns. */
export interface SitemapFile {
  /** The file name as dropped or picked (`sitemap.xml.gz`). */
  name: string;
  /** The URL the file is or will be published at, when known. */
  location?: string;
  /**
   * True when `location` is the app's guess rather than the user's word: the index rules then take a
   * child `loc` that names the file by its last path segment as that file, wherever it points
   * (`index.child-missing`).
   */
  locationGuessed?: boolean;
  format: SitemapFormat;
  /** True when the input bytes were gzip data. */
  gzip: boolean;
  /** Lower-case WHATWG label of the encoding actually used: `utf-8`, `utf-16le`, `windows-1251`, ... */
  encoding: string;
  /** Size of the uncompressed input in bytes. */
  byteLength: number;
  urls: UrlEntry[];
  /** Index entries, or robots.txt `Sitemap:` lines. */
  sitemaps: SitemapRef[];
  /** What reading found. */
  problems: Problem[];
  /**
   * Namespace declarations of the root element, prefix ("" = default) to URI, for a faithful export; also
   * the prefix of a kept foreign attribute declared below the root (`<url xmlns:foo="…" foo:id="7">`).
   */
  namespaces?: Record<string, string>;
  /** True when the file held comments or processing instructions (export drops them). */
  hadComments?: boolean;
  /**
   * A feed's (RSS 2.0 `atom:link`, Atom `link`) own first `rel="self"` link, when it is an absolute http(s)
   * URL, as WHATWG serialises it (host in lower case, no default port): where the feed says it is
   * published (RFC 4287 §4.2.7.2). The app takes it as the file's location
   * when the user gave none (`getDefaultLocation`). Absent for sitemaps and feeds without one.
   */
  selfLink?: string;
  /**
   * True when the file is text the user pasted (`ReadOptions.pasted`), not a file published anywhere: the
   * export has no published name of it to keep, nor a submitted URL to replace.
   */
  pasted?: boolean;
}

/** A file `writeSitemaps` made. `bytes` are what to save (gzip data when gzipped). */
export interface OutputFile {
  name: string;
  bytes: Uint8Array;
  kind: "urlset" | "sitemapindex" | "txt";
}
