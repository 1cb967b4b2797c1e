/**
 * What a `news:news` added in the app starts with: the publication name and language most of the file's
 * news already give (a news sitemap is one publication's), so adding an article does not leave two
 * required fields to type again (Google News sitemaps: `news:name`, `news:language`). Thread-portable, no DOM.
 */
import { getMostCommon } from "../model/most-common";
import type { NewsEntry, Problem, UrlEntry } from "../model/types";
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

/** A `news:name` or `news:language` kept raw in `news:news` itself, its text plain (no markup, no reference). */
const MISPLACED = {
  name: /^<news:name(?:\s[^>]*)?>([^<&]*)<\/news:name\s*>$/,
  language: /^<news:language(?:\s[^>]*)?>([^<&]*)<\/news:language\s*>$/,
} as const;

/**
 * Where `news` holds its publication's `name` (or `language`) outside `news:publication`: a CMS's common
 * slip, `<news:news><news:name>…</news:name>`, read as an unknown element kept in `news.extra`. Returns the
 * fragment's index in `extra` and its trimmed text, or undefined (none, an empty one, or one with markup or
 * a reference in it).
 */
export function findMisplacedPublication(
  news: NewsEntry,
  key: "name" | "language",
): { index: number; value: string } | undefined {
  const extra = news.extra ?? [];
  for (let index = 0; index < extra.length; index++) {
    const value = MISPLACED[key].exec(extra[index].trim())?.[1]?.trim();
    if (value) return { index, value };
  }
  return undefined;
}

/**
 * The quick fix of a `news.required-missing` publication name or language: with `params.misplaced` (the
 * news holds that element beside `news:publication`, `findMisplacedPublication`), moves it in; else with
 * `params.suggested` (the one most of the file's news give), writes that where the entry's news has none.
 * None for the other required fields (a date or a title is each article's own).
 */
export function fixMissingPublication(problem: Problem, entry: UrlEntry): QuickFix | undefined {
  const suggested = problem.params?.suggested;
  const key =
    problem.field === "news.publication.name"
      ? "name"
      : problem.field === "news.publication.language"
        ? "language"
        : undefined;
  if (key === undefined) return undefined;
  // the file's own value, written beside `news:publication` instead of in it: moved in
  if (problem.params?.misplaced !== undefined) {
    const element = `<news:${key}>`;
    const move = (current: UrlEntry): UrlEntry => {
      const news = current.news;
      const found = news && !news.publication[key] ? findMisplacedPublication(news, key) : undefined;
      if (!news || !found) return current;
      const extra = (news.extra ?? []).filter((_, i) => i !== found.index);
      const publication = { ...news.publication, [key]: found.value };
      return { ...current, news: { ...news, publication, extra: extra.length > 0 ? extra : undefined } };
    };
    if (move(entry) === entry) return undefined;
    return {
      id: "news.move-into-publication",
      label: `Move ${element} into <news:publication>`,
      apply: move,
    };
  }
  if (typeof suggested !== "string" || suggested === "") return undefined;
  const apply = (current: UrlEntry): UrlEntry => {
    const news = current.news;
    if (!news || news.publication[key]) return current;
    return { ...current, news: { ...news, publication: { ...news.publication, [key]: suggested } } };
  };
  if (apply(entry) === entry) return undefined;
  return { id: "news.usual-publication", label: `Write "${suggested}", as the file's other news do`, apply };
}
