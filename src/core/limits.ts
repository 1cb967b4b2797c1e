/**
 * The numbers of the Sitemaps protocol and the engines (RULES.md "Numbers"), and the reader's safety caps.
 *
 * Thread-portable, no DOM.
 */

/** URLs per sitemap, any format. Source: sitemaps.org protocol, Google, Yandex, Bing. */
export const MAX_URLS_PER_FILE = 50_000;
/** `news:news` per sitemap. Source: Google News sitemaps. */
export const MAX_NEWS_PER_FILE = 1_000;
/** `sitemap` entries per sitemap index. Source: sitemaps.org protocol, Bing. */
export const MAX_SITEMAPS_PER_INDEX = 50_000;
/** Uncompressed bytes per file (50 MiB). Source: sitemaps.org protocol, Google, Yandex. */
export const MAX_BYTES_PER_FILE = 52_428_800;
/** Decompression stops past this many bytes (4 x the protocol limit). Source: CONTRACT.md "Decompression". */
export const GZIP_OUTPUT_CAP_BYTES = 209_715_200;
/** Longest `loc`, in characters (the XSD's maxLength). */
export const MAX_LOC_LENGTH = 2_048;
/** Shortest `loc`, in characters (the XSD's minLength). */
export const MIN_LOC_LENGTH = 12;
/** Largest value of `lastmod`, `changefreq`, `priority`, in UTF-8 bytes. Source: Yandex. */
export const MAX_YANDEX_VALUE_BYTES = 100;
/** `lastmod.future` fires past now plus this many milliseconds (one day). Source: Google, Bing. */
export const LASTMOD_FUTURE_SLACK_MS = 86_400_000;
/**
 * Entries (URLs, index `sitemap`s, robots.txt `Sitemap:` lines, feed items) a reader keeps from one file:
 * past this many it stops reading and reports the file as having too many entries. 4 x the protocol's
 * 50,000, as GZIP_OUTPUT_CAP_BYTES is 4 x its 50 MiB: a real (oversized) sitemap is still read whole for
 * export to split, while a gzip bomb of tiny `<url>`s (millions from under 1 MB) cannot fill the tab's
 * memory. Source: this project's safety cap (security review), on the protocol's limit.
 */
export const MAX_ENTRIES_READ_PER_FILE = 200_000;
/**
 * Reading problems kept per code per file for codes that can occur many times in one entry or outside
 * entries (entity and well-formedness faults, unknown elements, ...): the first ones with their positions,
 * then one problem of that code saying how many more there were (`params.more`). Codes found at most once
 * per entry are bounded by MAX_ENTRIES_READ_PER_FILE instead, `xml.undefined-entity` by MAX_ENTITY_TEXTS_LISTED.
 * Source: this project's safety cap.
 */
export const MAX_PROBLEMS_PER_CODE = 100;
/**
 * Text values (element texts, attribute values) of one file listed with an `xml.undefined-entity`: one
 * problem each, at its first reference, whatever number it holds (the others counted on it), so that "fix
 * all" (which writes every reference of a field as characters) reaches every field of a file whose titles
 * are all HTML-escaped; past this many, one "and N more". Bounded like the entries
 * (MAX_ENTRIES_READ_PER_FILE), not by MAX_PROBLEMS_PER_CODE. Source: this project's safety cap.
 */
export const MAX_ENTITY_TEXTS_LISTED = 200_000;
/**
 * Child items a reader keeps in one entry (a `url`'s alternates, images, videos, news, video tags and
 * unknown elements kept raw, those of its images and videos included): past this many it stops keeping
 * them, skipping the rest while still reading the structure, and reports `file.too-many-elements` once per
 * file. 10 x Google's 1,000 images per URL, so a real (oversized) entry is kept whole, while one `<url>`
 * holding 150 MB of `<a/>` (39 million elements) cannot fill the tab's memory. Source: this project's
 * safety cap (security review), on Google's image sitemap limit.
 */
export const MAX_ITEMS_READ_PER_ENTRY = 10_000;
/**
 * Child items (as MAX_ITEMS_READ_PER_ENTRY counts them) a reader keeps across one file: past this many it
 * keeps no more of them in any entry and reports `file.too-many-elements` once per file. Entries themselves
 * are still read (MAX_ENTRIES_READ_PER_FILE bounds them). Source: this project's safety cap.
 */
export const MAX_ITEMS_READ_PER_FILE = 1_000_000;
