import { afterEach, describe, expect, it } from "vitest";
import { createProblem } from "@/core/model/problem";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { applyLanguage } from "@/ui/apply-language";
import { buildProblemsReport } from "./problems-report";

afterEach(() => applyLanguage("en"));

describe("buildProblemsReport", () => {
  const file = makeSitemapFile({ urls: [makeUrlEntry({ loc: "https://www.example.com/a" })] });
  const problems = [
    createProblem("priority.invalid", "sitemap.xml", 'priority "0,9" is not a decimal number', {
      entry: 0,
      line: 4,
      column: 15,
      params: { value: "0,9" },
    }),
  ];

  it("is comma-separated with the texts the app shows in English", () => {
    const lines = buildProblemsReport(problems, [file]).split("\r\n");
    expect(lines[0]).toBe("\ufefffile,line,column,entry,loc,code,severity,message,rule,source");
    expect(lines[1]).toMatch(/^sitemap\.xml,4,15,1,https:\/\/www\.example\.com\/a,priority\.invalid,error,/);
    expect(lines[1]).toContain("written with a dot");
    // the rule's title and its "Why?" page, as the app shows them
    expect(lines[1]).toMatch(/,Invalid priority,https:\/\/www\.sitemaps\.org\/protocol\.html$/);
    expect(lines[1]).not.toContain('is not a decimal number"');
  });

  it("is ;-separated with the Russian texts in Russian (Excel of a Russian Windows splits at ;)", () => {
    applyLanguage("ru");
    const lines = buildProblemsReport(problems, [file]).split("\r\n");
    expect(lines[0]).toBe("\ufefffile;line;column;entry;loc;code;severity;message;rule;source");
    expect(lines[1]).toMatch(
      /^sitemap\.xml;4;15;1;https:\/\/www\.example\.com\/a;priority\.invalid;Ошибка;.*«0,9».*;[^;]+;https:\/\/www\.sitemaps\.org\/ru\/protocol\.html$/,
    );
  });

  it("lists errors first, then warnings and info, each by file order and line", () => {
    const second = makeSitemapFile({
      name: "b.xml",
      urls: [makeUrlEntry({ loc: "https://www.example.com/b" })],
    });
    const mixed = [
      createProblem("lastmod.date-only", "sitemap.xml", "date only", { entry: 0, line: 9 }),
      createProblem("priority.invalid", "b.xml", "bad", { entry: 0, line: 3, params: { value: "x" } }),
      createProblem("loc.duplicate", "sitemap.xml", "dup", { entry: 0, line: 7 }),
      createProblem("priority.invalid", "sitemap.xml", "bad", { entry: 0, line: 8, params: { value: "y" } }),
      createProblem("priority.invalid", "sitemap.xml", "bad", { entry: 0, line: 2, params: { value: "z" } }),
    ];
    const rows = buildProblemsReport(mixed, [file, second])
      .split("\r\n")
      .slice(1, -1)
      .map((line) => [...line.split(",").slice(0, 2), ...line.split(",").slice(3, 7)].join(" "));
    expect(rows.map((row) => row.replace(/ https:\S+/, ""))).toEqual([
      "sitemap.xml 2 1 priority.invalid error",
      "sitemap.xml 8 1 priority.invalid error",
      "b.xml 3 1 priority.invalid error",
      `sitemap.xml 7 1 loc.duplicate ${mixed[2].severity}`,
      `sitemap.xml 9 1 lastmod.date-only ${mixed[0].severity}`,
    ]);
  });
});
