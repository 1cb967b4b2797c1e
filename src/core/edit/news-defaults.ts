/**
 * What a `news:news` added in the app starts with: the publication name and language most of the file's
 * news already give (a news sitemap is one publication's), so adding an article does not leave two
 * required fields to type again (Google News sitemaps: `news:name`, `news:language`). Thread-portable, no DOM.
 */
import { getMostCommon } from "../model/most-common";
import type { Problem, UrlEntry } from "../model/types";
import type { QuickFix } from "./quick-fixes";

/**
 * The publication name and language most common among the news of `urls` (trimmed; "" for each when no
 * entry gives one). O(n) over `urls`.
 */
export function getUsualNewsPublication(urls: readonly UrlEntry[]): { name: string; language: string } {
  const publications = urls.flatMap((url) => (url.news ? [url.news.publication] : []));
  return {
    name: getMostCommon(publications.map((p) => p.name?.trim())) ?? "",
    language: getMostCommon(publications.map((p) => p.language?.trim())) ?? "",
  };
}

/**
 * The quick fix of a `news.required-missing` publication name or language that `params.suggested` names
 * (the one most of the file's news give): writes it where the entry's news has none. None for the other
 * required fields (a date or a title is each article's own).
 */
export function fixMissingPublication(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const suggested = problem.params?.suggested;
  const key =
    problem.field === "news.publication.name"
      ? "name"
      : problem.field === "news.publication.language"
        ? "language"
        : undefined;
  if (key === undefined || typeof suggested !== "string" || suggested === "") return undefined;
  const apply = (current: UrlEntry): UrlEntry => {
    const news = current.news;
    if (!news || news.publication[key]) return current;
    return { ...current, news: { ...news, publication: { ...news.publication, [key]: suggested } } };
  };
  if (apply(entry) === entry) return undefined;
  return { id: "news.usual-publication", label: `Write "${suggested}", as the file's other news do`, apply };
}
