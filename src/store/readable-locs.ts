/**
 * The readable form of the table's URLs (`toReadableUrl` of the core: `https://пример.рф/книги` for
 * `https://xn--e1afmkfd.xn--p1ai/%D0%BA…`), kept per `loc` for the cells that show it and the search that
 * matches it: a URL with no `%` and no `xn--` reads as written and costs two `includes`.
 */
import { toReadableUrl } from "@/core/index";

/** Readable forms by `loc` (null: reads as written); cleared when it reaches `READABLE_CACHE_LIMIT` entries. */
const cache = new Map<string, string | null>();

/** At most this many `loc`s' readable forms are kept (about 25 MB of Cyrillic URLs). */
export const READABLE_CACHE_LIMIT = 200_000;

/**
 * `loc` as it reads when that differs from how it is written (decoded non-ASCII, Unicode host), else
 * undefined. Display and search only: the value written is what is checked and exported.
 * @example getReadableLoc("https://xn--e1afmkfd.xn--p1ai/") // "https://пример.рф/"
 */
export function getReadableLoc(loc: string): string | undefined {
  // `XN--` too: a host in upper case is punycode all the same
  if (!loc.includes("%") && !/xn--/i.test(loc)) return undefined;
  let readable = cache.get(loc);
  if (readable === undefined) {
    if (cache.size >= READABLE_CACHE_LIMIT) cache.clear();
    readable = toReadableUrl(loc) ?? null;
    cache.set(loc, readable);
  }
  return readable ?? undefined;
}

/**
 * `getReadableLoc` that keeps nothing new: a kept form is used, another is made and dropped. For a pass
 * over more URLs than the cache holds (a sort of 250,000 Cyrillic URLs): each pass had cleared it and
 * filled it again, 0.5-1.2 s in Node where making every form costs 0.3 s.
 */
export function peekReadableLoc(loc: string): string | undefined {
  if (!loc.includes("%") && !/xn--/i.test(loc)) return undefined;
  const readable = cache.get(loc);
  if (readable !== undefined) return readable ?? undefined;
  return toReadableUrl(loc);
}
