/**
 * Bytes of an imported CSV/TSV table to text. Unlike a sitemap (`decode-text.ts`: no legacy encoding is
 * guessed there, the file says or is UTF-8), a table saved by a spreadsheet carries no declaration, and
 * Excel's plain "CSV" is in the system's legacy code page: windows-1251 on a Russian Windows. Such a table
 * read as UTF-8 turns every Cyrillic path into U+FFFD. So: a BOM (UTF-8, UTF-16LE/BE) or the UTF-16 pattern
 * decides; bytes that are valid UTF-8 are UTF-8; anything else is decoded as windows-1251 (or KOI8-R)
 * when its non-ASCII bytes are plainly Cyrillic words (`guessCyrillicEncoding`), else as windows-1252
 * (West European accents: one or two between ASCII letters), and the result says it was guessed so the
 * caller tells the user. Thread-portable, no DOM.
 */
import { guessCyrillicEncoding, sniffEncoding } from "./decode-text";

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
    const encoding = guessCyrillicEncoding(bytes) ?? "windows-1252";
    return { text: new TextDecoder(encoding).decode(bytes), encoding, guessed: true };
  }
}
