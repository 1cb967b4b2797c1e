/**
 * The fields a table row's cells hold, as Copy writes them and Paste fills them (issue #6): the protocol's
 * four (`loc`, `lastmod`, `changefreq`, `priority`) and, in a news sitemap's table, the article's
 * `news:publication_date` and `news:title` (Google News sitemaps). Thread-portable, no DOM.
 */
import type { UrlEntry, UrlField } from "../model/types";

/** A `news:news` field the table has a column for, named as that column (`news_title` is `news:title`). */
export type NewsCellField = "news_publication_date" | "news_title";

/** A field a table cell holds: a protocol field or a news one. */
export type CellField = UrlField | NewsCellField;

/** The key in `UrlEntry.news` of each news cell field. */
export const NEWS_CELL_KEYS = {
  news_publication_date: "publication_date",
  news_title: "title",
} as const satisfies Record<NewsCellField, string>;

/** True for the news fields (`news_publication_date`, `news_title`). */
export function isNewsCellField(field: CellField): field is NewsCellField {
  return field === "news_publication_date" || field === "news_title";
}

/** The text `entry` holds in `field` as written; undefined when absent (a news field of an entry without news). */
export function getCellFieldValue(entry: UrlEntry, field: CellField): string | undefined {
  return isNewsCellField(field) ? entry.news?.[NEWS_CELL_KEYS[field]] : entry[field];
}

/**
 * A copy of `entry` whose news field `field` is `value`; `entry` itself when it has no `news:news` (a cell
 * cannot make an article: its publication's name and language are needed too) or the value is the same.
 * Both fields are required by Google News, so `""` is kept as empty (`news.required-missing` says so).
 */
export function setNewsCellField(entry: UrlEntry, field: NewsCellField, value: string): UrlEntry {
  const news = entry.news;
  const key = NEWS_CELL_KEYS[field];
  if (!news || news[key] === value) return entry;
  return { ...entry, news: { ...news, [key]: value } };
}
