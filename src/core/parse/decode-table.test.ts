import { describe, expect, it } from "vitest";
import { encodeSingleByte } from "@/test/single-byte";
import { decodeTable, looksLikeTabTable } from "./decode-table";

const RUSSIAN = "Адрес;Дата изменения;Приоритет\nhttps://пример.рф/каталог/1;2024-05-01;0,8\n";

describe("decodeTable", () => {
  it("reads an Excel CSV of a Russian Windows (windows-1251) as such, and says it guessed", () => {
    const decoded = decodeTable(encodeSingleByte(RUSSIAN, "windows-1251"));
    expect(decoded).toEqual({ text: RUSSIAN, encoding: "windows-1251", guessed: true });
  });

  it("reads Excel's CSV (MS-DOS) of a Russian Windows (IBM866) as such", () => {
    const decoded = decodeTable(encodeSingleByte(RUSSIAN, "ibm866"));
    expect(decoded).toEqual({ text: RUSSIAN, encoding: "ibm866", guessed: true });
    const lower = "url;раздел\nhttps://e.ru/a;книги и журналы\n";
    expect(decodeTable(encodeSingleByte(lower, "ibm866")).text).toBe(lower);
  });

  it("reads West European accents in single bytes as windows-1252", () => {
    const text = "URL;Größe\nhttps://www.example.de/café;1\n";
    expect(decodeTable(encodeSingleByte(text, "windows-1252"))).toEqual({
      text,
      encoding: "windows-1252",
      guessed: true,
    });
  });

  it("keeps UTF-8 (with or without a BOM) and UTF-16 with a BOM, without guessing", () => {
    const utf8 = new TextEncoder().encode(RUSSIAN);
    expect(decodeTable(utf8)).toEqual({ text: RUSSIAN, encoding: "utf-8", guessed: false });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeTable(bom)).toEqual({ text: RUSSIAN, encoding: "utf-8", guessed: false });
    const utf16 = new Uint8Array(2 + RUSSIAN.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < RUSSIAN.length; i++) {
      utf16[2 + 2 * i] = RUSSIAN.charCodeAt(i) & 0xff;
      utf16[3 + 2 * i] = RUSSIAN.charCodeAt(i) >> 8;
    }
    expect(decodeTable(utf16)).toEqual({ text: RUSSIAN, encoding: "utf-16le", guessed: false });
    expect(decodeTable(new Uint8Array())).toEqual({ text: "", encoding: "utf-8", guessed: false });
  });
});

describe("looksLikeTabTable", () => {
  it("counts a quoted cell's line breaks as inside its row, as a tab-separated reader does", () => {
    expect(looksLikeTabTable('URL\tTitle\nhttps://e.ru/a\tok\nhttps://e.ru/b\t"multi\nline"\n')).toBe(true);
    expect(
      looksLikeTabTable('URL\tNote\r\nhttps://e.ru/a\t"say ""hi""\r\nagain"\r\nhttps://e.ru/b\tok\r\n'),
    ).toBe(true);
    // without the quotes the second line is a row of its own: 3 of 4 rows tabbed is no table
    expect(looksLikeTabTable("URL\tTitle\nhttps://e.ru/a\tok\nhttps://e.ru/b\tmulti\nline\n")).toBe(false);
  });

  it("keeps a URL list with a stray quote a URL list, and a robots.txt no table", () => {
    expect(looksLikeTabTable('"https://e.ru/a\nhttps://e.ru/b\nhttps://e.ru/c"\n')).toBe(false);
    expect(looksLikeTabTable("https://e.ru/a\nhttps://e.ru/b\n")).toBe(false);
    expect(looksLikeTabTable("User-agent:\t*\nSitemap:\thttps://e.ru/s.xml\n")).toBe(false);
    // a quote that never closes joins nothing: each line is a row
    const stray = `URL\tTitle\n"https://e.ru/a\tok\n${"https://e.ru/x\tok\n".repeat(5)}`;
    expect(looksLikeTabTable(stray)).toBe(true);
  });
});
