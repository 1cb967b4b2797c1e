/**
 * Bytes of an imported CSV/TSV table to text. Unlike a sitemap (`decode-text.ts`: no legacy encoding is
 * guessed there, the file says or is UTF-8), a table saved by a spreadsheet carries no declaration, and
 * Excel's plain "CSV" is in the system's legacy code page: windows-1251 on a Russian Windows. Such a table
 * read as UTF-8 turns every Cyrillic path into U+FFFD. So: a BOM (UTF-8, UTF-16LE/BE) or the UTF-16 pattern
 * decides; bytes that are valid UTF-8 are UTF-8; anything else is decoded as windows-1251 (or KOI8-R)
 * when its non-ASCII bytes are plainly Cyrillic words (`guessCyrillicEncoding`), or as IBM866 (Excel's
 * "CSV (MS-DOS)", `looksLikeIbm866`), else as windows-1252
 * (West European accents: one or two between ASCII letters), and the result says it was guessed so the
 * caller tells the user. Thread-portable, no DOM.
 */
import { guessCyrillicEncoding, looksLikeIbm866 } from "./cyrillic-guess";
import { sniffEncoding } from "./decode-text";

/** A table's text, the encoding it was decoded with (WHATWG name) and whether that was a guess. */
export interface DecodedTable {
  text: string;
  encoding: string;
  /** True when the bytes were not UTF-8 and said nothing: the encoding is our guess. */
  guessed: boolean;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Decodes a CSV/TSV table's `bytes` (see the module comment); the text has no BOM. Never throws.
 * @example decodeTable(new Uint8Array([0xc0, 0xe4, 0xf0, 0xe5, 0xf1])) // { text: "Адрес", encoding: "windows-1251", guessed: true }
 */
export function decodeTable(bytes: Uint8Array): DecodedTable {
  const sniffed = sniffEncoding(bytes);
  if (sniffed.source === "bom" || sniffed.source === "utf16-pattern") {
    const text = new TextDecoder(sniffed.encoding).decode(bytes);
    return { text, encoding: sniffed.encoding, guessed: false };
  }
  try {
    return { text: STRICT_UTF8.decode(bytes), encoding: "utf-8", guessed: false };
  } catch {
    const encoding = guessCyrillicEncoding(bytes) ?? (looksLikeIbm866(bytes) ? "ibm866" : "windows-1252");
    return { text: new TextDecoder(encoding).decode(bytes), encoding, guessed: true };
  }
}

/** A robots.txt directive line (`User-agent:`, `Disallow:`, `Sitemap:`, Yandex's `Host:`, `Clean-param:`). */
const ROBOTS_LINE = /^\s*(?:user-agent|disallow|allow|sitemap|crawl-delay|host|clean-param)\s*:/i;

/** The longest quoted cell `looksLikeTabTable` reads as one (characters). */
const MAX_SNIFFED_CELL = 4096;

/** Non-blank lines `looksLikeTabTable` looks at, from the start. */
const TABLE_SNIFF_LINES = 20;

/**
 * True when `text` (the start of a file is enough) is a tab-separated table, not a TXT sitemap: it does not
 * begin with `<`, and at least 4 of 5 of its first 20 non-blank rows hold a tab. Excel's "Text
 * (tab-delimited)" and "Unicode text" save a sheet as `.txt`; a URL never holds a raw tab (RFC 3986, and
 * WHATWG's parser deletes it, joining the next cell onto the path), so such a file is a table whatever its
 * name says. A robots.txt directive among those rows (`Sitemap:\thttps://…`) makes it no table. Rows are
 * split at LF, CR LF or CR, except inside a quoted cell (`"multi⏎line"`: Excel and Google Sheets copy a
 * cell holding a line break so, and its second line counted as a row without a tab had made the text a
 * URL list, whose cells Fix all then glued onto the URLs).
 * @example looksLikeTabTable("URL\tDate\nhttps://e.ru/a\t2024-05-01\n") // true
 * @example looksLikeTabTable('URL\tTitle\nhttps://e.ru/a\t"two\nlines"\nhttps://e.ru/b\tok\n') // true
 * @example looksLikeTabTable("https://e.ru/a\nhttps://e.ru/b\n") // false
 */
export function looksLikeTabTable(text: string): boolean {
  if (/^[\s\uFEFF]*</.test(text)) return false;
  let lines = 0;
  let tabbed = 0;
  for (const line of splitSniffedRows(text, TABLE_SNIFF_LINES)) {
    if (line.trim() === "") continue;
    // a robots.txt written with tabs (`Sitemap:\thttps://…`) is no table
    if (ROBOTS_LINE.test(line)) return false;
    lines++;
    if (line.includes("\t")) tabbed++;
    if (lines === TABLE_SNIFF_LINES) break;
  }
  return lines > 0 && tabbed * 5 >= lines * 4;
}

/**
 * The first rows of `text` as a tab-separated reader reads them (at most `limit` non-blank ones): split at
 * LF, CR LF or CR outside quotes; a cell that begins with `"` runs to the `"` followed by a tab, a line end
 * or the end (`""` inside it is a quote). A quote that never closes ends its cell at its line's end, as if
 * the cell were not quoted (a URL list with one stray `"` is still read line by line).
 */
function splitSniffedRows(text: string, limit: number): string[] {
  const rows: string[] = [];
  let start = 0;
  let cellStart = 0;
  let i = 0;
  let nonBlank = 0;
  const pushRow = (end: number, next: number) => {
    const row = text.slice(start, end);
    rows.push(row);
    if (row.trim() !== "") nonBlank++;
    start = next;
    cellStart = next;
    i = next;
  };
  while (i < text.length && nonBlank < limit) {
    const c = text.charCodeAt(i);
    if (c === 34 && i === cellStart) {
      const close = findQuoteEnd(text, i + 1);
      if (close >= 0) {
        i = close + 1;
        continue;
      }
    }
    if (c === 9) cellStart = i + 1;
    else if (c === 10) {
      pushRow(i, i + 1);
      continue;
    } else if (c === 13) {
      pushRow(i, text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1);
      continue;
    }
    i++;
  }
  if (start < text.length && nonBlank < limit) rows.push(text.slice(start));
  return rows;
}

/**
 * Where the quoted cell whose content starts at `from` ends: the index of its closing `"` (one followed by a
 * tab, a line end or the end of `text`; `""` is a quote inside it), or -1 when it does not close within
 * `MAX_SNIFFED_CELL` characters (a stray quote in a URL list does not join the lines after it).
 */
function findQuoteEnd(text: string, from: number): number {
  let at = text.indexOf('"', from);
  while (at >= 0 && at - from <= MAX_SNIFFED_CELL) {
    if (text.charCodeAt(at + 1) === 34) {
      at = text.indexOf('"', at + 2);
      continue;
    }
    const next = text.charCodeAt(at + 1);
    if (Number.isNaN(next) || next === 9 || next === 10 || next === 13) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}
