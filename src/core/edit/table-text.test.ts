import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import {
  clipboardRowsToEntries,
  completeTableColumns,
  detectTableColumns,
  entriesToTsv,
  isHeaderOver,
  makeTableFile,
  parseClipboardRows,
  parseImportedTable,
  parseTableLines,
  parseTableText,
  tableRowsToEntries,
} from "./table-text";

describe("parseTableText", () => {
  it("reads quoted CSV cells with commas, doubled quotes and line breaks", () => {
    const text = '\ufeffurl,note\r\n"https://e.com/a,b","say ""hi""\nthere"\r\n\r\nhttps://e.com/c,plain\r\n';
    expect(parseTableText(text)).toEqual([
      ["url", "note"],
      ["https://e.com/a,b", 'say "hi"\nthere'],
      ["https://e.com/c", "plain"],
    ]);
  });

  it("reads on past a quote never closed, as a character, and says where it is", () => {
    const text =
      'url,lastmod\nhttps://e.com/a,"2024-01-01\nhttps://e.com/b,2024-01-02\n"https://e.com/c, d",2024-01-03\n';
    expect(parseTableLines(text)).toEqual({
      rows: [
        ["url", "lastmod"],
        ["https://e.com/a", '"2024-01-01'],
        ["https://e.com/b", "2024-01-02"],
        ['"https://e.com/c', 'd"', "2024-01-03"],
      ],
      lines: [1, 2, 3, 4],
      unclosedQuote: { line: 2, column: 17 },
      delimiter: ",",
      guessed: true,
    });
    // closed quotes: read as quotes, nothing to say
    expect(parseTableLines('url\n"https://e.com/a"\n').unclosedQuote).toBeUndefined();
    // semicolons found before the fault are kept after it
    expect(parseTableLines('a;b\n1;"2\n3;4\n').rows).toEqual([
      ["a", "b"],
      ["1", '"2'],
      ["3", "4"],
    ]);
  });

  it("guesses a semicolon delimiter and reads TSV when told", () => {
    expect(parseTableText("loc;priority\nhttps://e.com/;0.5\n")).toEqual([
      ["loc", "priority"],
      ["https://e.com/", "0.5"],
    ]);
    expect(parseTableText("a,b\tc\n", "\t")).toEqual([["a,b", "c"]]);
  });

  it("takes Excel's sep= line as the delimiter and not as a row, lines counted from it", () => {
    const parsed = parseTableLines("sep=;\r\nURL;Дата\r\nhttps://e.com/a?x=1,2;05.12.2026\r\n");
    expect(parsed.rows).toEqual([
      ["URL", "Дата"],
      ["https://e.com/a?x=1,2", "05.12.2026"],
    ]);
    expect(parsed.lines).toEqual([2, 3]);
  });
});

describe("parseImportedTable", () => {
  it("keeps a one-column list's commas and semicolons in its URLs, and real tables split", () => {
    expect(parseImportedTable("URL\nhttps://e.ru/c?f=a,b\nhttps://e.ru/x\n").rows).toEqual([
      ["URL"],
      ["https://e.ru/c?f=a,b"],
      ["https://e.ru/x"],
    ]);
    // every URL holds a comma, under a header of one name
    expect(parseImportedTable("Адрес\nhttps://e.ru/a?x=1,2\nhttps://e.ru/b?x=3,4\n").rows[1]).toEqual([
      "https://e.ru/a?x=1,2",
    ]);
    // a table: a header of two names, a second column of values, or an empty cell Excel writes
    const table = (text: string) => parseImportedTable(text).rows.map((row) => row.length);
    expect(table("url,title\nhttps://e.ru/a,Home\nhttps://e.ru/b,Shop\n")).toEqual([2, 2, 2]);
    expect(table("https://e.ru/a,daily\nhttps://e.ru/b\nhttps://e.ru/c\n")).toEqual([2, 1, 1]);
    expect(table("https://e.ru/a,\nhttps://e.ru/b\nhttps://e.ru/c\n")).toEqual([2, 1, 1]);
    // every row split, plainly inside a URL: a query, or a piece with `/`; one line alone too
    const one = (text: string) => parseImportedTable(text);
    expect(one("https://shop.ru/c?color=red,blue\nhttps://shop.ru/x?a=1,2\n")).toMatchObject({
      rows: [["https://shop.ru/c?color=red,blue"], ["https://shop.ru/x?a=1,2"]],
      joined: ",",
    });
    expect(one("https://shop.ru/c?color=red,blue\n").rows).toEqual([["https://shop.ru/c?color=red,blue"]]);
    expect(
      one("https://shop.ru/c/red,blue/\nhttps://shop.ru/c/green,white/\nhttps://shop.ru/b\n").rows,
    ).toEqual([["https://shop.ru/c/red,blue/"], ["https://shop.ru/c/green,white/"], ["https://shop.ru/b"]]);
    // paths under a header
    expect(one("URL\n/catalog/c?x=1,2\n/catalog/d\n").rows[1]).toEqual(["/catalog/c?x=1,2"]);
    // a second column of one-word titles without a header stays a table
    expect(table("https://e.ru/a,Home\nhttps://e.ru/b,Shop\n")).toEqual([2, 2]);
    expect(one("https://e.ru/a,Home\n").joined).toBeUndefined();
    // a delimiter asked for is never second-guessed
    expect(parseImportedTable("https://e.ru/a,b\nhttps://e.ru/c\n", ",").rows[0]).toEqual([
      "https://e.ru/a",
      "b",
    ]);
  });
});

describe("semicolon tables and HTTP dates", () => {
  it("splits at the semicolon when the comma is a date's, and reads the HTTP dates as lastmod", () => {
    const text =
      "https://shop.ru/p0;Sat, 05 Dec 2026 09:05:00 GMT\nhttps://shop.ru/p1;Sun, 06 Dec 2026 10:00:00 GMT\n";
    const { rows } = parseImportedTable(text);
    expect(rows[0]).toEqual(["https://shop.ru/p0", "Sat, 05 Dec 2026 09:05:00 GMT"]);
    expect(detectTableColumns(rows).columns).toEqual({ loc: 0, lastmod: 1, header: false });
  });

  it("takes a first row that names a site as a row, not a header, even with a blank or no scheme", () => {
    for (const first of ["https://shop.ru/search?q=red shoes", "shop.ru/a"]) {
      const rows = [[first], ["https://shop.ru/b"], ["https://shop.ru/c"]];
      expect(detectTableColumns(rows).header).toBe(false);
    }
    expect(detectTableColumns([["Адрес"], ["https://shop.ru/b"]]).header).toBe(true);
  });
});

describe("completeTableColumns", () => {
  it("finds the columns known by name once the URL column is chosen, or by content without a header", () => {
    const rows = [
      ["Куда", "Last modified", "Priority"],
      ["/a", "2024-01-01", "0.5"],
    ];
    expect(completeTableColumns(rows, { loc: 0, header: true })).toEqual({
      loc: 0,
      header: true,
      lastmod: 1,
      priority: 2,
    });
    // the column chosen for the URLs is no other field, whatever its header
    expect(completeTableColumns(rows, { loc: 1, header: true })).toEqual({
      loc: 1,
      header: true,
      priority: 2,
    });
    expect(completeTableColumns(rows.slice(1), { loc: 0, header: false })).toEqual({
      loc: 0,
      header: false,
      lastmod: 1,
      priority: 2,
    });
  });
});

describe("parseClipboardRows", () => {
  it("reads TSV when the text holds a tab and one URL per line otherwise", () => {
    expect(parseClipboardRows("https://e.com/a\t2024-01-01\nhttps://e.com/b\t\n")).toEqual([
      ["https://e.com/a", "2024-01-01"],
      ["https://e.com/b", ""],
    ]);
    expect(parseClipboardRows(" https://e.com/a,b \r\n\r\nhttps://e.com/c")).toEqual([
      ["https://e.com/a,b"],
      ["https://e.com/c"],
    ]);
  });
});

describe("isHeaderOver", () => {
  const rows = (text: string) => text.split("\n").map((line) => line.split(","));
  it("sees a word over paths or addresses as a header, not a word over words nor a path on top", () => {
    expect(isHeaderOver(rows("path,title\n/a,A\n/b,B"), 0)).toBe(true);
    expect(isHeaderOver(rows("Адрес\nwww.example.ru/a"), 0)).toBe(true);
    expect(isHeaderOver(rows("path,title\n/a,A\n/b,B"), 1)).toBe(false);
    expect(isHeaderOver(rows("col1\nfoo\nbar"), 0)).toBe(false);
    expect(isHeaderOver(rows("/a\n/b"), 0)).toBe(false);
    expect(isHeaderOver(rows("path"), 0)).toBe(false);
  });
});

describe("detectTableColumns", () => {
  it("finds the columns by header name, English or Russian", () => {
    const rows = [
      ["Title", "Адрес", "Last Modified", "Priority"],
      ["Home", "https://e.com/", "2024-01-01", "1.0"],
    ];
    expect(detectTableColumns(rows).columns).toEqual({ loc: 1, lastmod: 2, priority: 3, header: true });
  });

  it("finds the columns under the table's own headers, English and Russian, dates in any shape kept", () => {
    const english = [
      ["URL (loc)", "Last modified", "Change freq.", "Priority"],
      ["https://e.com/", "01.02.2025", "daily", "0.5"],
    ];
    const all = { loc: 0, lastmod: 1, changefreq: 2, priority: 3, header: true };
    expect(detectTableColumns(english).columns).toEqual(all);
    const russian = [
      ["Адрес", "Изменено", "Частота", "Приоритет"],
      ["https://e.ru/", "01.02.2025", "daily", "0,5"],
    ];
    expect(detectTableColumns(russian).columns).toEqual(all);
    for (const name of ["Последнее изменение", "Дата обновления", "Обновлено"])
      expect(
        detectTableColumns([
          ["URL", name],
          ["https://e.ru/", "вчера"],
        ]).columns?.lastmod,
      ).toBe(1);
  });

  it("finds the URL column and the optional ones by content when there is no header", () => {
    const rows = [
      ["0.8", "https://e.com/a", "2024-01-01", "daily"],
      ["0.5", "https://e.com/b", "2024-02-01", "weekly"],
    ];
    expect(detectTableColumns(rows).columns).toEqual({
      loc: 1,
      priority: 0,
      lastmod: 2,
      changefreq: 3,
      header: false,
    });
  });

  it("reads Russian Excel's days and decimal commas by content, and no count as a date or a priority", () => {
    // no header, as Russian Excel saves a sheet: the values kept as written, their fixes then offered
    const excel = [
      ["https://example.com/a", "05.12.2026", "0,8", "weekly"],
      ["https://example.com/b", "04.12.2026", "1", "daily"],
    ];
    expect(detectTableColumns(excel).columns).toEqual({
      loc: 0,
      lastmod: 1,
      priority: 2,
      changefreq: 3,
      header: false,
    });
    // Search Console's export: under a header, a column is what its header says (none of these a field)
    const gsc = [
      ["Top pages", "Clicks", "Impressions", "CTR", "Position"],
      ["https://example.com/a", "0", "3400", "0%", "4.5"],
      ["https://example.com/b", "1", "2100", "0.1%", "7.1"],
    ];
    expect(detectTableColumns(gsc).columns).toEqual({ loc: 0, header: true });
    // without the header, a year-like count is no date, and 0/1 alone no priority
    expect(detectTableColumns(gsc.slice(1).map((row) => row.slice(0, 3))).columns).toEqual({
      loc: 0,
      header: false,
    });
  });

  it("knows the header URL-адрес", () => {
    expect(
      detectTableColumns([
        ["URL-адрес", "Канонический"],
        ["https://e.com/a", "x"],
      ]).columns,
    ).toMatchObject({
      loc: 0,
      header: true,
    });
  });

  it("treats an unnamed first row without URLs as a header", () => {
    const detection = detectTableColumns([
      ["Seite", "Notiz"],
      ["https://e.com/a", "x"],
    ]);
    expect(detection.columns).toEqual({ loc: 0, header: true });
  });

  it("asks when two columns hold URLs alike, offering them as candidates", () => {
    const detection = detectTableColumns([
      ["https://e.com/a", "https://e.com/b"],
      ["https://e.com/c", "https://e.com/d"],
    ]);
    expect(detection.columns).toBeUndefined();
    expect(detection.candidates).toEqual([0, 1]);
  });

  it("without URLs, offers the column of paths before a column of words (the question preselects it)", () => {
    const detection = detectTableColumns([
      ["Title", "Path", "Clicks"],
      ["Home", "/", "12"],
      ["Red shoes", "/catalog/shoes/red", "3"],
      ["Contacts", "/contacts", "0"],
    ]);
    expect(detection.columns).toBeUndefined();
    expect(detection.candidates).toEqual([1, 0, 2]);
    // no paths anywhere: the columns in their order
    expect(
      detectTableColumns([
        ["a", "b"],
        ["c", "d"],
      ]).candidates,
    ).toEqual([0, 1]);
  });
});

describe("rows to entries", () => {
  it("makes one entry per row with a URL, with the optional fields it has", () => {
    const rows = [
      ["loc", "lastmod"],
      ["https://e.com/a", "2024-01-01"],
      ["", "2024-01-02"],
      ["https://e.com/b", ""],
    ];
    const entries = tableRowsToEntries(rows, { loc: 0, lastmod: 1, header: true });
    expect(entries).toEqual([
      makeUrlEntry({ loc: "https://e.com/a", lastmod: "2024-01-01" }),
      makeUrlEntry({ loc: "https://e.com/b" }),
    ]);
  });

  it("reads pasted rows by position unless they carry a header", () => {
    expect(clipboardRowsToEntries([["https://e.com/a", "2024-01-01", "daily", "0.5"]])[0]).toMatchObject({
      lastmod: "2024-01-01",
      changefreq: "daily",
      priority: "0.5",
    });
    expect(
      clipboardRowsToEntries([
        ["priority", "url"],
        ["0.3", "https://e.com/a"],
      ]),
    ).toEqual([makeUrlEntry({ loc: "https://e.com/a", priority: "0.3" })]);
  });

  it("makes pasted rows with news cells articles of the publication given", () => {
    const rows = [
      ["https://e.com/a", "2026-12-05T10:00:00+03:00", "Заголовок"],
      ["https://e.com/b", "", ""],
      ["", "2026-12-05", "no URL"],
      ["https://e.com/c", "", "Only a title"],
    ];
    const fields = ["loc", "news_publication_date", "news_title"] as const;
    const entries = clipboardRowsToEntries(rows, fields, { name: "Газета", language: "ru" });
    expect(entries.map((entry) => [entry.loc, entry.news])).toEqual([
      [
        "https://e.com/a",
        {
          publication: { name: "Газета", language: "ru" },
          publication_date: "2026-12-05T10:00:00+03:00",
          title: "Заголовок",
        },
      ],
      ["https://e.com/b", undefined],
      [
        "https://e.com/c",
        { publication: { name: "Газета", language: "ru" }, publication_date: "", title: "Only a title" },
      ],
    ]);
  });

  it("makes a TXT-like file of imported entries", () => {
    const file = makeTableFile("urls.csv", [makeUrlEntry()]);
    expect(file).toMatchObject({ name: "urls.csv", format: "txt", problems: [], sitemaps: [] });
  });
});

describe("entriesToTsv", () => {
  it("writes one line per entry without a header, quoting cells with a tab, and reads back", () => {
    const entries = [
      makeUrlEntry({ loc: "https://e.com/a", lastmod: "2024-01-01", changefreq: "daily", priority: "0.5" }),
      makeUrlEntry({ loc: "https://e.com/b\tc" }),
    ];
    const tsv = entriesToTsv(entries);
    expect(tsv).toBe('https://e.com/a\t2024-01-01\tdaily\t0.5\n"https://e.com/b\tc"\t\t\t');
    expect(parseClipboardRows(tsv)).toEqual([
      ["https://e.com/a", "2024-01-01", "daily", "0.5"],
      ["https://e.com/b\tc", "", "", ""],
    ]);
  });

  it("writes a news sitemap's publication date and title cells, empty for an entry without news", () => {
    const news = {
      publication: { name: "G", language: "en" },
      publication_date: "2026-12-05",
      title: 'A, "B"',
    };
    const entries = [
      makeUrlEntry({ loc: "https://e.com/a", news }),
      makeUrlEntry({ loc: "https://e.com/b" }),
    ];
    const tsv = entriesToTsv(entries, ["loc", "news_publication_date", "news_title"]);
    expect(parseClipboardRows(tsv)).toEqual([
      ["https://e.com/a", "2026-12-05", 'A, "B"'],
      ["https://e.com/b", "", ""],
    ]);
  });
});
