import { describe, expect, it } from "vitest";
import { sharedBytes } from "../../test/shared-dir";
import { encodeSingleByte } from "../../test/single-byte";
import { decodeText, sniffEncoding } from "./decode-text";
import { readSitemapFile } from "./read-sitemap-file";
import { findInvalidUtf8, positionOfByte } from "./utf8-check";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** UTF-16 code units of `text` as bytes, little- or big-endian, optionally after a BOM. */
function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = (bom ? "\uFEFF" : "") + text;
  const bytes = new Uint8Array(units.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < units.length; i++) view.setUint16(i * 2, units.charCodeAt(i), littleEndian);
  return bytes;
}

// Byte tables of the Cyrillic letters а..я (no ё): windows-1251 is in alphabetical order from 0xE0; KOI8-R
// orders its lower-case letters by their Latin sound from 0xC0.
const LOWER = "абвгдежзийклмнопрстуфхцчшщъыьэюя";
const KOI8R_LOWER = "юабцдефгхийклмнопярстужвьызшэщчъ";
const cp1251 = (text: string) =>
  Uint8Array.from(text, (c) => (LOWER.includes(c) ? 0xe0 + LOWER.indexOf(c) : c.charCodeAt(0)));
const koi8r = (text: string) =>
  Uint8Array.from(text, (c) => (KOI8R_LOWER.includes(c) ? 0xc0 + KOI8R_LOWER.indexOf(c) : c.charCodeAt(0)));

const RU_URL = "https://пример.рф/проверка/";
const xmlIn = (encoding: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n<urlset><url><loc>${RU_URL}</loc></url></urlset>`;

describe("sniffEncoding", () => {
  it("prefers a BOM over the declaration", () => {
    expect(sniffEncoding(concat(new Uint8Array([0xef, 0xbb, 0xbf]), ascii(xmlIn("windows-1251"))))).toEqual({
      encoding: "utf-8",
      source: "bom",
      bomLength: 3,
    });
  });

  it("finds UTF-16 without a BOM by the pattern of `<?`", () => {
    expect(sniffEncoding(utf16("<?xml", true, false)).encoding).toBe("utf-16le");
    expect(sniffEncoding(utf16("<?xml", false, false)).encoding).toBe("utf-16be");
  });

  it("maps the declared label to TextDecoder's canonical name", () => {
    expect(sniffEncoding(ascii(xmlIn("ISO-8859-1"))).encoding).toBe("windows-1252");
    expect(sniffEncoding(ascii(` \n${xmlIn("KOI8-R")}`)).encoding).toBe("koi8-r");
    expect(sniffEncoding(ascii("<?xml version='1.0' encoding='Shift_JIS'?><a/>")).encoding).toBe("shift_jis");
  });

  it("defaults to UTF-8", () => {
    expect(sniffEncoding(ascii("https://example.com/\n"))).toEqual({
      encoding: "utf-8",
      source: "default",
      bomLength: 0,
    });
    expect(sniffEncoding(new Uint8Array(0)).encoding).toBe("utf-8");
  });
});

describe("decodeText", () => {
  it("reads plain UTF-8 without problems", () => {
    expect(decodeText(utf8(xmlIn("UTF-8")), "a.xml")).toEqual({
      text: xmlIn("UTF-8"),
      encoding: "utf-8",
      problems: [],
    });
  });

  it("drops a UTF-8 BOM from the text and reports it as info", () => {
    const result = decodeText(
      concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8("https://a.example/\n")),
      "a.txt",
    );
    expect(result.text).toBe("https://a.example/\n");
    expect(result.problems).toMatchObject([{ code: "file.bom", severity: "info", line: 1, column: 1 }]);
  });

  it("reads UTF-16LE with a BOM (case B02) and says it is not UTF-8", () => {
    const result = decodeText(sharedBytes("cases/B02.xml"), "B02.xml");
    expect(result.encoding).toBe("utf-16le");
    expect(result.text.startsWith('<?xml version="1.0" encoding="UTF-16"?>')).toBe(true);
    expect(result.text).toContain("<loc>https://www.example.com/a</loc>");
    expect(codes(result.problems)).toEqual(["file.not-utf8"]);
    expect(result.problems[0]).toMatchObject({ severity: "error", params: { encoding: "utf-16le" } });
  });

  it("reads UTF-16BE with and without a BOM", () => {
    for (const bom of [true, false]) {
      const result = decodeText(utf16(xmlIn("UTF-16"), false, bom), "be.xml");
      expect(result.encoding).toBe("utf-16be");
      expect(result.text).toBe(xmlIn("UTF-16"));
      expect(codes(result.problems)).toEqual(["file.not-utf8"]);
    }
  });

  it("reads declared windows-1251 and KOI8-R right, with file.not-utf8 only", () => {
    const cases = [
      ["windows-1251", cp1251(xmlIn("windows-1251"))],
      ["koi8-r", koi8r(xmlIn("koi8-r"))],
    ] as const;
    for (const [encoding, bytes] of cases) {
      const result = decodeText(bytes, "ru.xml");
      expect(result.encoding).toBe(encoding);
      expect(result.text).toContain(`<loc>${RU_URL}</loc>`);
      expect(codes(result.problems)).toEqual(["file.not-utf8"]);
    }
  });

  it("reads a declared windows-1251 file behind a stray UTF-8 BOM as windows-1251, saying so", () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf);
    const stray = decodeText(concat(bom, cp1251(xmlIn("windows-1251"))), "ru.xml");
    expect(stray.encoding).toBe("windows-1251");
    expect(stray.text).toBe(xmlIn("windows-1251"));
    expect(codes(stray.problems)).toEqual(["file.bom", "file.not-utf8"]);
    expect(stray.problems[1].params).toEqual({ encoding: "windows-1251", bom: "UTF-8" });
    // the mark decides when the bytes are UTF-8 (the wrong declaration said), or when the declaration is
    // UTF-8 (then invalid-utf8)
    const fine = decodeText(concat(bom, utf8(xmlIn("windows-1251"))), "ru.xml");
    expect(fine).toMatchObject({ encoding: "utf-8", text: xmlIn("windows-1251") });
    expect(codes(fine.problems)).toEqual(["file.bom", "file.not-utf8"]);
    expect(fine.problems[1].params).toEqual({ declared: "windows-1251", read: "UTF-8" });
    const declaredUtf8 = decodeText(concat(bom, cp1251(xmlIn("UTF-8"))), "ru.xml");
    expect(declaredUtf8.encoding).toBe("utf-8");
    expect(codes(declaredUtf8.problems)).toEqual(["file.bom", "file.invalid-utf8"]);
  });

  it("reads as UTF-8 the UTF-8 bytes under a legacy declaration (one left from a template), and says so", () => {
    const right = decodeText(cp1251(xmlIn("windows-1251")), "ru.xml");
    expect(right.encoding).toBe("windows-1251");
    expect(right.text).toContain(RU_URL);
    expect(right.problems[0].params).toEqual({ encoding: "windows-1251" });
    const lying = decodeText(new TextEncoder().encode(xmlIn("windows-1251")), "ru.xml");
    expect(lying.encoding).toBe("utf-8");
    expect(lying.text).toContain(RU_URL);
    expect(codes(lying.problems)).toEqual(["file.not-utf8"]);
    expect(lying.problems[0].params).toEqual({ declared: "windows-1251", read: "UTF-8" });
    expect(lying.problems[0].message).toContain("engines that trust the declaration misread");
    // pure ASCII under any declaration reads the same either way: no hint
    const ascii = decodeText(
      new TextEncoder().encode(xmlIn("windows-1251").replace(RU_URL, "https://e.com/a")),
      "a.xml",
    );
    expect(ascii.problems[0].params).toEqual({ encoding: "windows-1251" });
  });

  it("reads each line of a declared windows-1251 file written mostly in UTF-8 in its own encoding", () => {
    // a CMS on a Russian Windows: a template declaring windows-1251, URLs written as UTF-8 but one line
    const head = `<?xml version="1.0" encoding="windows-1251"?>\n<urlset>\n`;
    const line = (path: string) => `<url><loc>https://пример.рф/${path}/</loc></url>\n`;
    const bytes = concat(
      utf8(head + line("каталог") + line("книги")),
      cp1251(line("новости")),
      utf8(`${line("дом")}</urlset>\n`),
    );
    const result = decodeText(bytes, "ru.xml");
    expect(result.encoding).toBe("windows-1251");
    expect(result.text).toBe(
      `${head + ["каталог", "книги", "новости", "дом"].map(line).join("")}</urlset>\n`,
    );
    expect(result.problems.map((p) => [p.code, p.line, p.params])).toEqual([
      ["file.not-utf8", 1, { mixed: "windows-1251", utf8Lines: 3, otherLines: 1, firstOther: 5 }],
    ]);
    expect(result.problems[0].message).toContain("3 of its lines are UTF-8");
    // read whole as declared, the UTF-8 lines had become "РєР°С‚Р°Р»РѕРі"
    expect(result.text).not.toContain("Рє");
    // one windows-1251 letter before "ё" is valid UTF-8 by chance ("Шё", D8 B8, is U+0638): not a UTF-8 line
    const chance = decodeText(
      concat(
        ascii(`<?xml version="1.0" encoding="windows-1251"?>\n<urlset><loc>https://e.ru/`),
        Uint8Array.of(0xd8, 0xb8),
        cp1251("</loc>\n<!-- книги -->\n</urlset>"),
      ),
      "ru.xml",
    );
    expect(chance.text).toContain("https://e.ru/Шё</loc>");
    expect(chance.problems.map((p) => p.params)).toEqual([{ encoding: "windows-1251" }]);
    // multi-byte legacy encodings are read as declared: their lines are valid UTF-8 by chance too often
    const sjis = decodeText(
      concat(
        ascii(`<?xml version="1.0" encoding="Shift_JIS"?>\n`),
        utf8("<a>каталог</a>\n"),
        ascii("\x82\xa0\n"),
      ),
      "jp.xml",
    );
    expect(sjis.encoding).toBe("shift_jis");
    expect(sjis.problems.map((p) => p.params)).toEqual([{ encoding: "Shift_JIS" }]);
  });

  it("reads a Latin code page declared over Cyrillic bytes as declared, and says they look misread", () => {
    // a template's ISO-8859-1 over a windows-1251 site: engines read "êàòàëîã", and so does the reader
    const bytes = encodeSingleByte(
      `<?xml version="1.0" encoding="ISO-8859-1"?>\n<urlset><url><loc>https://example.ru/каталог/книги</loc></url></urlset>`,
      "windows-1251",
    );
    const result = decodeText(bytes, "a.xml");
    expect(result.encoding).toBe("windows-1252");
    expect(result.text).toContain("https://example.ru/êàòàëîã/êíèãè");
    expect(result.problems.map((p) => [p.code, p.params])).toEqual([
      ["file.not-utf8", { encoding: "ISO-8859-1", looks: "windows-1251", sample: "êàòàëîã" }],
    ]);
    // French accents, one or two together, are no such thing
    const french = encodeSingleByte(
      `<?xml version="1.0" encoding="ISO-8859-1"?>\n<urlset><url><loc>https://example.fr/café-crème</loc></url></urlset>`,
      "windows-1252",
    );
    expect(decodeText(french, "a.xml").problems[0].params).toEqual({ encoding: "ISO-8859-1" });
  });

  it("says when one Cyrillic code page is declared over bytes written in the other, read as declared", () => {
    const xml = (label: string) =>
      `<?xml version="1.0" encoding="${label}"?>\n<urlset><url><loc>https://example.ru/каталог/книги</loc></url></urlset>`;
    // windows-1251 bytes under a KOI8-R declaration: engines read "ЙЮРЮКНЦ", and so does the reader
    const koi = decodeText(encodeSingleByte(xml("KOI8-R"), "windows-1251"), "a.xml");
    expect(koi.encoding).toBe("koi8-r");
    expect(koi.text).toContain("https://example.ru/ЙЮРЮКНЦ/");
    expect(koi.problems.map((p) => [p.code, p.params])).toEqual([
      ["file.not-utf8", { encoding: "KOI8-R", looks: "windows-1251", sample: "ЙЮРЮКНЦ" }],
    ]);
    expect(koi.problems[0].message).toContain("look like Cyrillic windows-1251 misread as KOI8-R");
    const cp = decodeText(encodeSingleByte(xml("windows-1251"), "koi8-r"), "a.xml");
    expect(cp.problems[0].params).toEqual({ encoding: "windows-1251", looks: "koi8-r", sample: "ЛБФБМПЗ" });
    // each declared over its own bytes: nothing to say
    for (const label of ["windows-1251", "KOI8-R"]) {
      const right = decodeText(encodeSingleByte(xml(label), label.toLowerCase()), "a.xml");
      expect(right.text).toContain("https://example.ru/каталог/книги");
      expect(right.problems[0].params).toEqual({ encoding: label });
    }
  });

  it("reads pasted text as UTF-8, its declared encoding said to be the file's it came from", () => {
    for (const label of ["windows-1251", "KOI8-R", "win-1251", "UTF-16"]) {
      for (const text of [xmlIn(label), xmlIn(label).replace(RU_URL, "https://e.com/a")]) {
        const result = decodeText(utf8(text), "pasted-1.xml", true);
        expect(result).toMatchObject({ encoding: "utf-8", text });
        expect(result.problems.map((p) => [p.code, p.params])).toEqual([
          ["file.not-utf8", { pasted: label }],
        ]);
      }
    }
    expect(decodeText(utf8(xmlIn("UTF-8")), "pasted-1.xml", true).problems).toEqual([]);
  });

  it("decodes iso-8859-1 with windows-1252 and quotes the label the file declares", () => {
    const result = decodeText(sharedBytes("corpus/feedparser-atom03-iso8859-1-decl.xml"), "a.xml");
    expect(result.encoding).toBe("windows-1252");
    expect(codes(result.problems)).toEqual(["file.not-utf8"]);
    expect(result.problems[0].params).toEqual({ encoding: "iso-8859-1" });
    expect(result.problems[0].message).toBe(
      "the file is encoded as iso-8859-1 (declared; read as windows-1252), not UTF-8; export writes UTF-8",
    );
    const ascii = decodeText(
      new TextEncoder().encode(xmlIn("US-ASCII").replace(RU_URL, "https://e.com/a")),
      "a.xml",
    );
    expect(ascii.problems[0].params).toEqual({ encoding: "US-ASCII" });
    const lying = decodeText(new TextEncoder().encode(xmlIn("ISO-8859-1")), "a.xml");
    expect(lying.problems[0].params).toEqual({ declared: "ISO-8859-1", read: "UTF-8" });
  });

  it("reads the corpus's iso-8859-7 Greek feed as Greek", () => {
    const result = decodeText(sharedBytes("corpus/feedparser-rss-iso8859-7-greek-pubdate.xml"), "g.xml");
    expect(result.encoding).toBe("iso-8859-7");
    expect(result.text).toMatch(/[\u0370-\u03ff]/);
  });

  it("takes an unusable label (unknown, or UTF-16 on 8-bit bytes) as UTF-8: bad bytes are file.invalid-utf8", () => {
    for (const label of ["x-no-such-thing", "UTF-16"]) {
      const result = decodeText(concat(ascii(xmlIn(label).slice(0, 60)), new Uint8Array([0xff])), "x.xml");
      expect(result.encoding).toBe("utf-8");
      expect(result.problems.map((p) => [p.code, p.params])).toEqual([
        [
          "file.invalid-utf8",
          { offset: 60, byte: "0xFF", line: 2, column: 60 - xmlIn(label).indexOf("\n"), unfit: label },
        ],
      ]);
    }
  });

  it("says only the declaration is wrong when an unusable label sits over UTF-8 bytes", () => {
    // UTF-16 declared over UTF-8 without a BOM (xmllint: "labelled UTF-16 but has UTF-8 content")
    for (const label of ["UTF-16", "win-1251"]) {
      const result = decodeText(utf8(xmlIn(label)), "x.xml");
      expect(result).toMatchObject({ encoding: "utf-8", text: xmlIn(label) });
      expect(result.problems.map((p) => [p.code, p.params])).toEqual([
        ["file.not-utf8", { declared: label, read: "UTF-8", unfit: label }],
      ]);
    }
  });

  it("reports the first invalid UTF-8 byte with its offset, line and column", () => {
    const bytes = concat(
      utf8("https://a.example/é\nhttps://a.example/se"),
      new Uint8Array([0xf1, 0x6f]),
      utf8("r\n"),
    );
    const result = decodeText(bytes, "bad.txt");
    expect(result.encoding).toBe("utf-8");
    expect(result.text).toContain("se\uFFFDor");
    expect(result.problems).toMatchObject([
      {
        code: "file.invalid-utf8",
        line: 2,
        column: 21,
        params: { offset: 41, byte: "0xF1", line: 2, column: 21 },
      },
    ]);
  });

  it("reports invalid UTF-8 after a BOM (corpus) and never file.not-utf8 with it", () => {
    const result = decodeText(sharedBytes("corpus/feedparser-rss-bom-invalid-utf8-truncated.xml"), "f.xml");
    expect(codes(result.problems)).toEqual(["file.bom", "file.invalid-utf8"]);
  });

  it("does not mistake a real U+FFFD for an invalid byte", () => {
    expect(decodeText(utf8("https://a.example/\uFFFD\n"), "ok.txt").problems).toEqual([]);
  });
});

describe("findInvalidUtf8", () => {
  it("refuses overlongs, surrogates, code points past U+10FFFF and cut sequences", () => {
    expect(findInvalidUtf8(new Uint8Array([0x41, 0xc0, 0x80]))).toBe(1);
    expect(findInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(findInvalidUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBe(0);
    expect(findInvalidUtf8(new Uint8Array([0x41, 0xe2, 0x82]))).toBe(1);
    expect(findInvalidUtf8(utf8("aé€😀"))).toBe(-1);
  });

  it("counts columns in UTF-16 units of the text", () => {
    const bytes = utf8("x\n😀é!");
    expect(positionOfByte(bytes, bytes.length - 1)).toEqual({ line: 2, column: 4 });
  });
});

describe("a windows-1251 list of URLs (Notepad's ANSI on a Russian Windows)", () => {
  const LIST = "https://пример.рф/каталог/книги\r\nhttps://пример.рф/контакты\r\n";

  it("is read as windows-1251 with file.not-utf8 saying it was guessed, not as U+FFFD", () => {
    const file = readSitemapFile("urls.txt", encodeSingleByte(LIST, "windows-1251"));
    expect(file.format).toBe("txt");
    expect(file.encoding).toBe("windows-1251");
    expect(file.urls.map((url) => url.loc)).toEqual([
      "https://пример.рф/каталог/книги",
      "https://пример.рф/контакты",
    ]);
    expect(file.problems.map((problem) => [problem.code, problem.params])).toEqual([
      ["file.not-utf8", { encoding: "windows-1251", guessed: "windows-1251" }],
    ]);
  });

  it("is guessed for XML that declares no encoding, never against a declaration or a BOM", () => {
    const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://пример.рф/книги</loc></url></urlset>`;
    // no declaration, or one without an encoding: the Russian URL is read, not lost to U+FFFD
    for (const xml of [urlset, `<?xml version="1.0"?>\n${urlset}`]) {
      const guessed = readSitemapFile("a.xml", encodeSingleByte(xml, "windows-1251"));
      expect(guessed.encoding).toBe("windows-1251");
      expect(guessed.urls.map((url) => url.loc)).toEqual(["https://пример.рф/книги"]);
      expect(guessed.problems.map((problem) => [problem.code, problem.params])).toEqual([
        ["file.not-utf8", { encoding: "windows-1251", guessed: "windows-1251" }],
      ]);
      expect(guessed.problems[0].message).toContain("guessed: the file declares no encoding");
    }
    // a UTF-8 BOM: the mark says what the file is, and its bad bytes are reported as such
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeSingleByte(urlset, "windows-1251")]);
    const marked = readSitemapFile("b.xml", bom);
    expect(marked.encoding).toBe("utf-8");
    expect(marked.problems.map((problem) => problem.code)).toContain("file.invalid-utf8");
    // declared UTF-8: still file.invalid-utf8 (RULES.md), but read as the windows-1251 its bytes plainly are
    const declared = readSitemapFile(
      "b.xml",
      encodeSingleByte(`<?xml version="1.0" encoding="UTF-8"?>\n${urlset}`, "windows-1251"),
    );
    expect(declared.encoding).toBe("windows-1251");
    expect(declared.urls.map((url) => url.loc)).toEqual(["https://пример.рф/книги"]);
    const invalid = declared.problems.filter((problem) => problem.code === "file.invalid-utf8");
    expect(invalid.map((problem) => problem.params?.guessed)).toEqual(["windows-1251"]);
    expect(declared.problems.map((problem) => problem.code)).not.toContain("file.not-utf8");
  });

  it("is guessed under a misspelt declared label (win-1251, cp-1251), which no decoder knows", () => {
    const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.ru/каталог/книги</loc></url></urlset>`;
    for (const [label, encoding] of [
      ["win-1251", "windows-1251"],
      ["cp-1251", "windows-1251"],
      ["koi-8r", "koi8-r"],
    ]) {
      const xml = `<?xml version="1.0" encoding="${label}"?>\n${urlset}`;
      const file = readSitemapFile("a.xml", encodeSingleByte(xml, encoding));
      expect(file.encoding).toBe(encoding);
      expect(file.urls.map((url) => url.loc)).toEqual(["https://www.example.ru/каталог/книги"]);
      expect(file.problems.map((problem) => [problem.code, problem.params])).toEqual([
        ["file.not-utf8", { encoding, guessed: encoding, unfit: label }],
      ]);
    }
  });

  it("is guessed behind a UTF-8 byte order mark when the declared label is one no decoder knows", () => {
    const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.ru/каталог/сумки</loc></url></urlset>`;
    const xml = `<?xml version="1.0" encoding="win-1251"?>\n${urlset}`;
    const marked = readSitemapFile(
      "a.xml",
      Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeSingleByte(xml, "windows-1251")]),
    );
    expect(marked.encoding).toBe("windows-1251");
    expect(marked.urls.map((url) => url.loc)).toEqual(["https://shop.ru/каталог/сумки"]);
    expect(marked.problems.map((problem) => [problem.code, problem.params])).toEqual([
      ["file.bom", undefined],
      ["file.not-utf8", { encoding: "windows-1251", guessed: "windows-1251", unfit: "win-1251" }],
    ]);
    // UTF-8 behind the mark: only the declaration is wrong, and it cannot be used
    for (const label of ["win-1251", "UTF-16"]) {
      const text = `<?xml version="1.0" encoding="${label}"?>\n${urlset}`;
      const utf8Marked = readSitemapFile(
        "b.xml",
        Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]),
      );
      expect(utf8Marked.encoding).toBe("utf-8");
      expect(utf8Marked.problems.map((problem) => [problem.code, problem.params])).toEqual([
        ["file.bom", undefined],
        ["file.not-utf8", { declared: label, read: "UTF-8", unfit: label }],
      ]);
    }
  });

  it("is not guessed for a list whose odd bytes are not Cyrillic words", () => {
    const accents = readSitemapFile("b.txt", encodeSingleByte("https://example.com/café\n", "windows-1252"));
    expect(accents.encoding).toBe("utf-8");
    expect(accents.problems.map((problem) => problem.code)).toEqual(["file.invalid-utf8"]);
  });
});

describe("a list of URLs in a legacy Cyrillic encoding, guessed", () => {
  const read = (bytes: Uint8Array) => readSitemapFile("urls.txt", bytes);
  const concatBytes = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

  it("keeps the lines that are valid UTF-8 and reads the others as windows-1251", () => {
    const file = read(
      concatBytes(
        utf8("https://пример.рф/каталог\n"),
        encodeSingleByte("https://пример.рф/книги\n", "windows-1251"),
        utf8("https://пример.рф/контакты\n"),
      ),
    );
    expect(file.encoding).toBe("windows-1251");
    expect(file.urls.map((url) => url.loc)).toEqual([
      "https://пример.рф/каталог",
      "https://пример.рф/книги",
      "https://пример.рф/контакты",
    ]);
  });

  it("tells KOI8-R from windows-1251 by where the lower case letters are", () => {
    const file = read(encodeSingleByte("https://пример.рф/новости/спорт\n", "koi8-r"));
    expect(file.encoding).toBe("koi8-r");
    expect(file.urls[0].loc).toBe("https://пример.рф/новости/спорт");
  });

  it("is not guessed for West European accents, which come one or two together", () => {
    const file = read(encodeSingleByte("https://a.example/café-crème/größe\n", "windows-1252"));
    expect(file.encoding).toBe("utf-8");
    expect(file.problems.map((problem) => problem.code)).toEqual(["file.invalid-utf8"]);
  });
});
