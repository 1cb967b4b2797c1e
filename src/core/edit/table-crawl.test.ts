import { describe, expect, it } from "vitest";
import { findCrawlColumns, getCrawlVerdict } from "./table-crawl";
import { parseImportedTable } from "./table-text";

/** Screaming Frog's "Internal: HTML" export, as its columns start. */
const SCREAMING_FROG = [
  '"Address","Content Type","Status Code","Status","Indexability","Indexability Status","Title 1"',
  '"https://shop.ru/","text/html; charset=utf-8","200","OK","Indexable","","Главная"',
  '"https://shop.ru/old","text/html; charset=utf-8","301","Moved Permanently","Non-Indexable","Redirected",""',
  '"https://shop.ru/gone","text/html; charset=utf-8","404","Not Found","Non-Indexable","Client Error",""',
  '"https://shop.ru/tag?page=2","text/html; charset=utf-8","200","OK","Non-Indexable","Canonicalised",""',
  '"https://shop.ru/slow","","0","Connection Timeout","Non-Indexable","No Response",""',
].join("\n");

describe("findCrawlColumns and getCrawlVerdict", () => {
  it("find Screaming Frog's Status Code and Indexability, not its Status of words", () => {
    const { rows } = parseImportedTable(SCREAMING_FROG, "auto");
    const columns = findCrawlColumns(rows);
    expect(columns).toEqual({ status: 2, indexability: 4 });
    expect(rows.slice(1).map((row) => getCrawlVerdict(row, columns))).toEqual([
      undefined,
      "redirect",
      "error",
      "non-indexable",
      "error",
    ]);
  });

  it("read Russian headers and Sitebulb's Yes/No, and a Status column only when it holds codes", () => {
    const ru = [
      ["URL", "Код ответа", "Индексируемость"],
      ["https://a.ru/", "200", "Да"],
      ["https://a.ru/b", "302", "Да"],
      ["https://a.ru/c", "200", "Нет"],
      ["https://a.ru/d", "503", "Да"],
    ];
    const columns = findCrawlColumns(ru);
    expect(columns).toEqual({ status: 1, indexability: 2 });
    expect(ru.slice(1).map((row) => getCrawlVerdict(row, columns))).toEqual([
      undefined,
      "redirect",
      "non-indexable",
      "error",
    ]);
    expect(
      findCrawlColumns([
        ["URL", "Indexable"],
        ["https://a.ru/", "No"],
      ]),
    ).toEqual({ indexability: 1 });
    expect(getCrawlVerdict(["https://a.ru/", "No"], { indexability: 1 })).toBe("non-indexable");
    // a Status of words is no status code column; a table without crawl columns has none
    expect(
      findCrawlColumns([
        ["URL", "Status"],
        ["https://a.ru/", "OK"],
        ["https://a.ru/b", "Draft"],
      ]),
    ).toEqual({});
    expect(
      findCrawlColumns([
        ["url", "lastmod"],
        ["https://a.ru/", "2025-01-01"],
      ]),
    ).toEqual({});
  });

  it("read a code with its reason phrase, and noindex or a canonical elsewhere without an indexability column", () => {
    // as Netpeak Spider writes them: the code with its phrase, Meta Robots and Canonical URL, no indexability
    const netpeak = [
      ["URL", "Код ответа", "Meta Robots", "Canonical URL", "X-Robots-Tag"],
      ["https://a.ru/", "200 OK", "index, follow", "https://a.ru/", ""],
      ["https://a.ru/old", "301 Moved Permanently", "", "", ""],
      ["https://a.ru/gone", "404 Not Found", "", "", ""],
      ["https://a.ru/tag", "200 OK", "noindex, follow", "", ""],
      ["https://a.ru/sort?by=price", "200 OK", "", "https://a.ru/sort", ""],
      // a self canonical written otherwise (relative, %-encoded) is the page itself
      ["https://a.ru/каталог/", "200 OK", "", "/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/", ""],
      ["https://a.ru/pdf", "200 OK", "", "", "none"],
    ];
    const columns = findCrawlColumns(netpeak);
    expect(columns).toEqual({ status: 1, robots: 2, canonical: 3, xRobots: 4 });
    expect(netpeak.slice(1).map((row) => getCrawlVerdict(row, columns, row[0]))).toEqual([
      undefined,
      "redirect",
      "error",
      "non-indexable",
      "non-indexable",
      undefined,
      "non-indexable",
    ]);
    // Screaming Frog's numbered columns
    expect(
      findCrawlColumns([["Address", "Status Code", "Meta Robots 1", "Canonical Link Element 1"]]),
    ).toEqual({ robots: 2, canonical: 3 });
    const header = findCrawlColumns([
      ["URL", "X-Robots-Tag 1"],
      ["https://a.ru/pdf", "noindex"],
    ]);
    expect(getCrawlVerdict(["https://a.ru/pdf", "noindex"], header, "https://a.ru/pdf")).toBe(
      "non-indexable",
    );
  });

  it("say nothing of a cell that says nothing: empty, or not a code", () => {
    const columns = { status: 1, indexability: 2 };
    expect(getCrawlVerdict(["https://a.ru/", "", ""], columns)).toBeUndefined();
    expect(getCrawlVerdict(["https://a.ru/", "n/a", "Indexable"], columns)).toBeUndefined();
    expect(getCrawlVerdict(["https://a.ru/", "204", "yes"], columns)).toBeUndefined();
  });
});
