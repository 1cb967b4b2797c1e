import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import { entriesToCsv } from "./entries-csv";

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
});
