/**
 * Namespaces the sitemap writer declares: the protocol's own, Google's extensions, and the prefixes that
 * kept-verbatim (`extra`) elements use.
 *
 * Thread-portable, no DOM.
 */
import { escapeXmlAttribute } from "./xml-escape";

/** The Sitemaps protocol namespace (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * Extension prefixes and Google's namespace URIs
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps, .../video-sitemaps,
 * .../news-sitemap; xhtml for `hreflang` alternates, .../localized-versions#sitemap).
 */
export const EXTENSION_NAMESPACES: Readonly<Record<string, string>> = {
  image: "http://www.google.com/schemas/sitemap-image/1.1",
  video: "http://www.google.com/schemas/sitemap-video/1.1",
  news: "http://www.google.com/schemas/sitemap-news/0.9",
  xhtml: "http://www.w3.org/1999/xhtml",
};

/**
 * The namespace URI to declare for `prefix`: Google's for the four extension prefixes, else the one the
 * source files declared (`known`, prefix to URI), else `undefined` (cannot be declared).
 */
export function resolvePrefix(
  prefix: string,
  known: Readonly<Record<string, string>> | undefined,
): string | undefined {
  return EXTENSION_NAMESPACES[prefix] ?? known?.[prefix] ?? undefined;
}

/**
 * The `urlset` (or `sitemapindex`) start tag with the protocol namespace and one `xmlns:prefix` per entry
 * of `prefixes` (prefix to URI, in insertion order).
 */
export function writeUrlsetStartTag(
  prefixes: ReadonlyMap<string, string>,
  root: "urlset" | "sitemapindex" = "urlset",
): string {
  let tag = `<${root} xmlns="${SITEMAP_NAMESPACE}"`;
  for (const [prefix, uri] of prefixes) tag += ` xmlns:${prefix}="${escapeXmlAttribute(uri)}"`;
  return `${tag}>`;
}
