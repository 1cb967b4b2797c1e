import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { createProblem } from "../model/problem";
import { problemsToCsv, toCsvCell } from "./problems-csv";

describe("problemsToCsv", () => {
  it("writes a header and one CRLF-terminated row per problem, with the entry's loc", () => {
    const file = makeSitemapFile({ urls: [makeUrlEntry({ loc: "https://www.example.com/a" })] });
    const problems = [
      createProblem("priority.invalid", "sitemap.xml", 'priority "0,9" is not a decimal number', {
        entry: 0,
        line: 4,
        column: 17,
      }),
      createProblem("file.empty", "other.xml", "no entries"),
    ];
    expect(problemsToCsv(problems, [file])).toBe(
      "file,line,column,entry,loc,code,severity,message,rule,source\r\n" +
        'sitemap.xml,4,17,1,https://www.example.com/a,priority.invalid,error,"priority ""0,9"" is not a decimal number",not a decimal number,https://www.sitemaps.org/protocol.html\r\n' +
        'other.xml,,,,,file.empty,warning,no entries,"no entries at all (empty urlset, empty TXT)",https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd\r\n',
    );
  });

  it("separates cells by ; on request (Excel where the decimal mark is a comma), with the caller's messages", () => {
    const file = makeSitemapFile({ urls: [makeUrlEntry({ loc: "https://www.example.com/a;b" })] });
    const problems = [createProblem("priority.invalid", "sitemap.xml", "English", { entry: 0, line: 4 })];
    const csv = problemsToCsv(problems, [file], {
      delimiter: ";",
      message: () => "Значение «0,9»; не число",
      rule: (code) => `правило ${code}`,
      source: (link) => link.replace("sitemaps.org/", "sitemaps.org/ru/"),
    });
    expect(csv).toBe(
      "file;line;column;entry;loc;code;severity;message;rule;source\r\n" +
        'sitemap.xml;4;;1;"https://www.example.com/a;b";priority.invalid;error;"Значение «0,9»; не число";правило priority.invalid;https://www.sitemaps.org/ru/protocol.html\r\n',
    );
    // a comma needs no quotes then
    expect(toCsvCell("0,9", ";")).toBe("0,9");
  });

  it("names the loc of an index entry and of a robots.txt Sitemap: line", () => {
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      urls: [],
      sitemaps: [{ loc: "https://www.example.com/a.xml" }],
    });
    const robots = makeSitemapFile({
      name: "robots.txt",
      format: "robots",
      urls: [],
      sitemaps: [{ loc: "/relative.xml" }],
    });
    const csv = problemsToCsv(
      [
        createProblem("index.child-missing", "index.xml", "m", { entry: 0 }),
        createProblem("robots.sitemap-invalid", "robots.txt", "m", { entry: 0 }),
      ],
      [index, robots],
    );
    expect(
      csv
        .split("\r\n")
        .slice(1, 3)
        .map((row) => row.split(",")[4]),
    ).toEqual(["https://www.example.com/a.xml", "/relative.xml"]);
  });

  it("writes only the header for no problems", () => {
    expect(problemsToCsv([], [])).toBe("file,line,column,entry,loc,code,severity,message,rule,source\r\n");
  });

  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ["a\nb", '"a\nb"'],
    ["a,b", '"a,b"'],
    ["plain", "plain"],
    ["", ""],
  ])("guards and quotes %j", (value, cell) => {
    expect(toCsvCell(value)).toBe(cell);
  });

  it("guards a loc that starts like a formula", () => {
    const file = makeSitemapFile({ urls: [makeUrlEntry({ loc: "=cmd|' /C calc'!A0" })] });
    const csv = problemsToCsv([createProblem("loc.relative", "sitemap.xml", "m", { entry: 0 })], [file]);
    expect(csv.split("\r\n")[1]).toContain(",'=cmd|' /C calc'!A0,");
  });
});
