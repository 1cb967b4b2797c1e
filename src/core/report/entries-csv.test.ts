import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import { entriesToCsv, entriesToCsvParts } from "./entries-csv";

describe("entriesToCsv", () => {
  it("writes a header and one CRLF line per row with the problem codes", () => {
    const csv = entriesToCsv([
      {
        entry: makeUrlEntry({ loc: "https://e.com/a,b", priority: "0.5" }),
        file: "a.xml",
        codes: ["loc.http", "loc.http", "x.y"],
      },
    ]);
    expect(csv).toBe(
      'loc,lastmod,changefreq,priority,file,problems\r\n"https://e.com/a,b",,,0.5,a.xml,loc.http x.y\r\n',
    );
  });

  it("guards every cell that a spreadsheet would run as a formula", () => {
    const entry = makeUrlEntry({
      loc: '=HYPERLINK("http://evil")',
      lastmod: "+1",
      changefreq: "-2",
      priority: "@x",
    });
    const csv = entriesToCsv([{ entry, file: "\tfile.xml", codes: [] }]);
    const line = csv.split("\r\n")[1];
    expect(line).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'-2,'@x,'\tfile.xml,`);
  });

  it("adds the news columns when a row has a news item, empty for the rows without", () => {
    const news = {
      publication: { name: "Новости города", language: "ru" },
      publication_date: "2026-12-03T10:00:00+03:00",
      title: "Мост, открыт",
    };
    const csv = entriesToCsv(
      [
        { entry: makeUrlEntry({ loc: "https://e.ru/1", news }), file: "n.xml", codes: [] },
        { entry: makeUrlEntry({ loc: "https://e.ru/2" }), file: "n.xml", codes: [] },
      ],
      ";",
    );
    expect(csv.split("\r\n")).toEqual([
      "loc;lastmod;changefreq;priority;file;problems;news:name;news:language;news:publication_date;news:title",
      "https://e.ru/1;;;;n.xml;;Новости города;ru;2026-12-03T10:00:00+03:00;Мост, открыт",
      "https://e.ru/2;;;;n.xml;;;;;",
      "",
    ]);
  });

  it("gives the same text in parts of at most so many rows, the header in the first, the news of any row in all", () => {
    const news = { publication: { name: "N", language: "ru" }, publication_date: "", title: "T" };
    const rows = Array.from({ length: 7 }, (_, i) => ({
      entry: makeUrlEntry({ loc: `https://e.ru/${i}`, ...(i === 5 ? { news } : {}) }),
      file: "a.xml",
      codes: i % 2 ? ["loc.http"] : [],
    }));
    const parts = [...entriesToCsvParts(rows, ";", 3)];
    expect(parts.map((part) => part.split("\r\n").length - 1)).toEqual([4, 3, 1]);
    expect(parts.join("")).toBe(entriesToCsv(rows, ";"));
    // the news columns, which the sixth row brings, are in the first part's header and every line
    expect(parts[0].startsWith("loc;lastmod;changefreq;priority;file;problems;news:name")).toBe(true);
    expect([...entriesToCsvParts(rows.slice(0, 3), ",", 3)]).toHaveLength(1);
    expect([...entriesToCsvParts([], ",", 3)]).toEqual(["loc,lastmod,changefreq,priority,file,problems\r\n"]);
  });
});
