/**
 * Whether a line pasted in the table can become a new row: its URL cell must read as a page's address.
 * Pure, DOM-free.
 */

/**
 * True when a pasted row's URL cell can be a page's address: an absolute URL, a path from the site's root
 * (`/news/a`), or a host and path without the scheme (`shop.ru/a`, `магазин.рф`), with no blank inside;
 * an absolute http(s) URL may have blanks after its host (`https://shop.ru/new/c c`, as a crawler's list
 * holds it: a row, then `loc.unencoded-chars` and its fix; it had been left out as "no URL"; not two URLs or
 * a URL and a headline on one line, `isSpacedUrl`). A headline or
 * a date pasted on a cell is none of these: it must not become a new row's `loc`.
 * @example looksLikeUrl("shop.ru/a") // true
 * @example looksLikeUrl("https://shop.ru/new/c c") // true
 * @example looksLikeUrl("Пожар в центре Москвы") // false
 */
export function looksLikeUrl(text: string): boolean {
  const value = text.trim();
  if (/^https?:\/\/[^/?#@\s\\]+[/?#]/i.test(value)) return !/[\t\n\r]/.test(value) && isSpacedUrl(value);
  if (value === "" || /[\s\\]/.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(value);
  if (value.startsWith("/")) return true;
  // a host: no e-mail address (`info@shop.ru`), no file name (`report.pdf`, `index.html`)
  const host = /^([^/?#@]+)(?:[/:?#]|$)/u.exec(value)?.[1];
  const top = host?.match(/\.(\p{L}[\p{L}\d-]*)$/u)?.[1];
  return top !== undefined && !FILE_ENDINGS.has(top.toLowerCase());
}

/**
 * True for an absolute URL whose blanks are a path's (`https://shop.ru/new/c c`): at most two, and no
 * second URL after one (`https://shop.ru/x https://shop.ru/y` is two URLs; `https://shop.ru/news Пожар в
 * центре` a URL and a headline, which had become one row).
 */
function isSpacedUrl(value: string): boolean {
  const blanks = value.match(/\s+/g)?.length ?? 0;
  return blanks <= 2 && !/\s\S*:\/\//.test(value);
}

/** Endings of file names a pasted line may be, which are no top-level domain of a host. */
const FILE_ENDINGS = new Set(
  "html htm php asp aspx jsp xml txt csv tsv pdf doc docx xls xlsx jpg jpeg png gif webp svg zip gz json js css".split(
    " ",
  ),
);
