/**
 * What a kept unknown element (`extra`, raw XML) needs to mean on its own once written apart from its
 * `url`: the declarations of the prefixes it uses that an element above it made. Thread-portable, no DOM.
 */
import type { UrlEntry } from "../model/types";
import { escapeXmlAttribute } from "../serialize/xml-escape";

/**
 * `raw`, one element's XML, with a declaration on its start tag of each prefix of `prefixes` (to URI) it
 * uses and does not declare itself: a prefix declared on the `url` around it (`<url xmlns:pm="…">`) means
 * nothing once the element is written apart, and export would leave it out as undeclared. A prefix that
 * appears only in text is declared too (harmless).
 */
export function declarePrefixes(raw: string, prefixes: ReadonlyMap<string, string>): string {
  let nameEnd = 1;
  while (nameEnd < raw.length && !/[\s/>]/.test(raw[nameEnd])) nameEnd++;
  const startTag = raw.slice(0, raw.indexOf(">") + 1);
  let added = "";
  for (const [prefix, uri] of prefixes) {
    if (!raw.includes(`${prefix}:`) || startTag.includes(`xmlns:${prefix}=`)) continue;
    added += ` xmlns:${prefix}="${escapeXmlAttribute(uri)}"`;
  }
  return added === "" ? raw : raw.slice(0, nameEnd) + added + raw.slice(nameEnd);
}

/** `list` with `declarePrefixes` applied to each fragment; `list` itself when none changes. */
function declareInList(
  list: string[] | undefined,
  prefixes: ReadonlyMap<string, string>,
): string[] | undefined {
  if (list === undefined) return list;
  const out = list.map((raw) => declarePrefixes(raw, prefixes));
  return out.every((raw, i) => raw === list[i]) ? list : out;
}

/**
 * `urls` (one file's entries) whose kept unknown elements (the entry's, its news', images' and videos'
 * `extra`) declare on themselves each prefix of `prefixes` (to the URI the file bound it to) they use: for a
 * merged export whose root declares such a prefix as another file does (`xmlns:x` to another namespace), so
 * every element keeps its own file's namespace. New entries only where a fragment changed; `urls` itself
 * when none did. Source: Namespaces in XML 1.0 (a declaration holds for the element and its content).
 */
export function declareOwnPrefixes(
  urls: readonly UrlEntry[],
  prefixes: ReadonlyMap<string, string>,
): UrlEntry[] {
  if (prefixes.size === 0) return urls as UrlEntry[];
  let changed = false;
  const out = urls.map((entry) => {
    const extra = declareInList(entry.extra, prefixes);
    const newsExtra = entry.news && declareInList(entry.news.extra, prefixes);
    const images = mapItems(entry.images, prefixes);
    const videos = mapItems(entry.videos, prefixes);
    const same =
      extra === entry.extra &&
      newsExtra === entry.news?.extra &&
      images === entry.images &&
      videos === entry.videos;
    if (same) return entry;
    changed = true;
    const next: UrlEntry = { ...entry, images, videos };
    if (extra !== undefined) next.extra = extra;
    if (entry.news && newsExtra !== entry.news.extra) next.news = { ...entry.news, extra: newsExtra };
    return next;
  });
  return changed ? out : (urls as UrlEntry[]);
}

/** `items` whose `extra` fragments declare `prefixes` (`declareOwnPrefixes`); `items` itself when none changes. */
function mapItems<T extends { extra?: string[] }>(items: T[], prefixes: ReadonlyMap<string, string>): T[] {
  let changed = false;
  const out = items.map((item) => {
    const extra = declareInList(item.extra, prefixes);
    if (extra === item.extra) return item;
    changed = true;
    return { ...item, extra };
  });
  return changed ? out : items;
}
