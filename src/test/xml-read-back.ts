/**
 * Test-only: reads a written urlset or sitemap index back into model-shaped values with fast-xml-parser, so
 * serializer tests can compare "written then read" with what was given, independently of the project's reader.
 * Entities and character references are decoded here (fast-xml-parser leaves `&#13;` as is); values are
 * trimmed like the reader does.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Alternate, ImageEntry, NewsEntry, UrlEntry, VideoEntry } from "@/core/model/types";

const REPEATED = new Set(["url", "sitemap", "xhtml:link", "image:image", "video:video", "video:tag"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return NAMED[ref] ?? whole;
  });
}

type Node = Record<string, unknown>;

/** Text of an element as the reader would give it: decoded, trimmed; `undefined` when absent. */
function text(node: unknown): string | undefined {
  if (node === undefined) return undefined;
  if (typeof node === "string") return decodeXml(node).trim();
  const inner = (node as Node)["#text"];
  return typeof inner === "string" ? decodeXml(inner).trim() : "";
}

function attr(node: unknown, name: string): string | undefined {
  if (node === undefined || typeof node === "string") return undefined;
  const value = (node as Node)[`@${name}`];
  return typeof value === "string" ? decodeXml(value) : undefined;
}

/** Drops `undefined` fields so objects compare with `toEqual` against sparse inputs. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function readImage(node: Node): ImageEntry {
  const [loc, caption, geo_location, title, license] = [
    "loc",
    "caption",
    "geo_location",
    "title",
    "license",
  ].map((name) => text(node[`image:${name}`]));
  return compact({ loc: loc ?? "", caption, geo_location, title, license });
}

const VIDEO_TEXT = [
  "thumbnail_loc",
  "title",
  "description",
  "content_loc",
  "player_loc",
  "duration",
  "expiration_date",
  "rating",
  "view_count",
  "publication_date",
  "category",
  "family_friendly",
  "restriction",
  "gallery_loc",
  "price",
  "requires_subscription",
  "uploader",
  "platform",
  "live",
];
const VIDEO_ATTRS: [string, string, string][] = [
  ["player_loc", "allow_embed", "player_loc_allow_embed"],
  ["player_loc", "autoplay", "player_loc_autoplay"],
  ["restriction", "relationship", "restriction_relationship"],
  ["platform", "relationship", "platform_relationship"],
  ["uploader", "info", "uploader_info"],
  ["gallery_loc", "title", "gallery_loc_title"],
  ["price", "currency", "price_currency"],
  ["price", "type", "price_type"],
  ["price", "resolution", "price_resolution"],
];

function readVideo(node: Node): VideoEntry {
  const video: Record<string, unknown> = {};
  for (const name of VIDEO_TEXT) video[name] = text(node[`video:${name}`]);
  for (const [element, attribute, field] of VIDEO_ATTRS)
    video[field] = attr(node[`video:${element}`], attribute);
  const tags = node["video:tag"] as unknown[] | undefined;
  if (tags) video.tag = tags.map((tag) => text(tag) ?? "");
  return compact(video) as VideoEntry;
}

function readNews(node: Node): NewsEntry {
  const publication = (node["news:publication"] ?? {}) as Node;
  const field = (name: string) => text(node[`news:${name}`]);
  return compact({
    publication: compact({
      name: text(publication["news:name"]),
      language: text(publication["news:language"]),
    }),
    access: field("access"),
    genres: field("genres"),
    publication_date: field("publication_date"),
    title: field("title"),
    keywords: field("keywords"),
    stock_tickers: field("stock_tickers"),
  });
}

function readUrl(node: Node): UrlEntry {
  const alternates = ((node["xhtml:link"] ?? []) as Node[]).map(
    (link): Alternate => ({ hreflang: attr(link, "hreflang") ?? "", href: attr(link, "href") ?? "" }),
  );
  const news = node["news:news"] as Node | undefined;
  return compact({
    loc: text(node.loc) ?? "",
    lastmod: text(node.lastmod),
    changefreq: text(node.changefreq),
    priority: text(node.priority),
    images: ((node["image:image"] ?? []) as Node[]).map(readImage),
    videos: ((node["video:video"] ?? []) as Node[]).map(readVideo),
    news: news ? readNews(news) : undefined,
    alternates,
  });
}

/** Parses a written urlset: throws when it is not well-formed XML (fast-xml-parser's validator). */
export function readUrlsetBack(xml: string): { urls: UrlEntry[]; root: Node } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  const root = parser.parse(xml).urlset as Node;
  return { urls: ((root.url ?? []) as Node[]).map(readUrl), root };
}

/** Parses a written sitemap index into its `loc`/`lastmod` pairs. */
export function readIndexBack(xml: string): { loc: string; lastmod?: string }[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  const root = parser.parse(xml).sitemapindex as Node;
  return ((root.sitemap ?? []) as Node[]).map((s) =>
    compact({ loc: text(s.loc) ?? "", lastmod: text(s.lastmod) }),
  );
}
