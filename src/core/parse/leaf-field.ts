/**
 * The field a leaf element's text is kept in, named as problems name fields (`loc`, `news.title`,
 * `news.publication.name`, `images[0].caption`, `videos[1].title`), and the reference faults of that text
 * (`xml.undefined-entity`, `xml.unescaped-ampersand`, the `xml.malformed` of a numeric reference to a
 * character XML forbids, `params.reference`) placed on it: an edit of the field then drops them,
 * as it drops the checks' problems of that field. Thread-portable, no DOM.
 */
import type { Problem, SitemapRef, UrlEntry } from "../model/types";

/** Codes of the faults found in a field's text (`decodeXmlText`), which belong to that field. */
const TEXT_FAULTS: ReadonlySet<string> = new Set(["xml.undefined-entity", "xml.unescaped-ampersand"]);

/**
 * The field path of `key` of `target` in `entry`: the entry itself, its news (or its publication), or
 * one of its images or videos (the last one equal, which is the one being read), with the index of a value
 * pushed onto a list (`videos[0].tag[2]`). Call once the value is stored. Undefined for any other target (a
 * raw element, an index entry's unknown child).
 */
export function getLeafField(
  entry: UrlEntry | SitemapRef | undefined,
  target: object,
  key: string,
): string | undefined {
  // a value pushed onto a list (`video:tag`) is the list's last
  const value = (target as Record<string, unknown>)[key];
  const at = Array.isArray(value) ? `[${value.length - 1}]` : "";
  const path = getItemPath(entry, target, key);
  return path === undefined ? undefined : path + at;
}

/**
 * The field path of `key` of `target` in `entry` (`news.extra`, `images[0].extra`, `videos[1].title`), with no
 * list index after it; undefined for a target that is not the entry, its news, publication, images or videos.
 */
export function getItemPath(
  entry: UrlEntry | SitemapRef | undefined,
  target: object,
  key: string,
): string | undefined {
  if (!entry) return undefined;
  if (target === entry) return key;
  if (!("images" in entry)) return undefined;
  if (entry.news !== undefined) {
    if (target === entry.news) return `news.${key}`;
    if (target === entry.news.publication) return `news.publication.${key}`;
  }
  const image = entry.images.lastIndexOf(target as (typeof entry.images)[number]);
  if (image >= 0) return `images[${image}].${key}`;
  const video = entry.videos.lastIndexOf(target as (typeof entry.videos)[number]);
  return video >= 0 ? `videos[${video}].${key}` : undefined;
}

/**
 * Gives the text faults among `problems[from..]` that name no field the field `field`.
 * NOTE: replaces those problems in `problems` (new objects; the parser's own, not yet seen by anyone).
 */
export function placeTextFaults(problems: Problem[], from: number, field: string): void {
  for (let i = from; i < problems.length; i++) {
    const problem = problems[i];
    // a numeric reference to a character XML forbids (`&#11;`) is kept as text in the value too
    const textFault = TEXT_FAULTS.has(problem.code) || problem.params?.reference !== undefined;
    if (problem.field === undefined && textFault) problems[i] = { ...problem, field };
  }
}
