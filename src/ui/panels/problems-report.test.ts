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
      params: { value: "0,9" },
    }),
  ];

  it("is comma-separated with the texts the app shows in English", () => {
    const lines = buildProblemsReport(problems, [file]).split("\r\n");
    expect(lines[0]).toBe("\ufefffile,line,entry,loc,code,severity,message");
    expect(lines[1]).toMatch(/^sitemap\.xml,4,1,https:\/\/www\.example\.com\/a,priority\.invalid,error,/);
    expect(lines[1]).toContain("written with a dot");
    expect(lines[1]).not.toContain('is not a decimal number"');
  });

  it("is ;-separated with the Russian texts in Russian (Excel of a Russian Windows splits at ;)", () => {
    applyLanguage("ru");
    const lines = buildProblemsReport(problems, [file]).split("\r\n");
    expect(lines[0]).toBe("\ufefffile;line;entry;loc;code;severity;message");
    expect(lines[1]).toMatch(
      /^sitemap\.xml;4;1;https:\/\/www\.example\.com\/a;priority\.invalid;error;.*«0,9»/,
    );
  });
});
