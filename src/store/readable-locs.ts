/**
 * The readable form of the table's URLs (`toReadableUrl` of the core: `https://пример.рф/книги` for
 * `https://xn--e1afmkfd.xn--p1ai/%D0%BA…`), kept per `loc` for the cells that show it and the search that
 * matches it: a URL with no `%` and no `xn--` reads as written and costs two `includes`.
 */
import { toReadableUrl } from "@/core/index";

/** Readable forms by `loc` (null: reads as written); cleared when it reaches `LIMIT` entries. */
const cache = new Map<string, string | null>();
const LIMIT = 200_000;

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
    if (cache.size >= LIMIT) cache.clear();
    readable = toReadableUrl(loc) ?? null;
    cache.set(loc, readable);
  }
  return readable ?? undefined;
}
