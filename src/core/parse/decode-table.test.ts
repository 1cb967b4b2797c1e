import { describe, expect, it } from "vitest";
import { encodeSingleByte } from "@/test/single-byte";
import { decodeTable } from "./decode-table";

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
