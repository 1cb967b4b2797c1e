/**
 * The per-code problem cap (MAX_PROBLEMS_PER_CODE): floods of one fault keep the first 100 problems with
 * their positions and one "and N more" problem, in the XML, TXT and robots.txt readers.
 */
import { describe, expect, it } from "vitest";
import {
  applyQuickFixes,
  checkSitemaps,
  MAX_ENTITY_TEXTS_LISTED,
  MAX_PROBLEMS_PER_CODE,
  type Problem,
  readSitemapFile,
} from "@/core/index";
import { parseSitemapXml } from "./parse-sitemap-xml";

const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const utf8 = (text: string) => new TextEncoder().encode(text);
const urlset = (inner: string) => `<urlset ${SM}>\n${inner}\n</urlset>\n`;

const ofCode = (problems: Problem[], code: string) => problems.filter((p) => p.code === code);

describe("the per-code problem cap", () => {
  it.each([
    ["xml.unescaped-ampersand", "& "],
    ["xml.malformed", "&#0;"],
  ])("keeps 100 %s of a million in one loc, then one 'and N more'", (code, unit) => {
    const r = parseSitemapXml(
      urlset(`<url><loc>https://www.example.com/${unit.repeat(1_000_000)}</loc></url>`),
      "f.xml",
    );
    const found = ofCode(r.problems, code);
    expect(found).toHaveLength(MAX_PROBLEMS_PER_CODE + 1);
    expect(found[0]).toMatchObject({ line: 2, column: 35 });
    expect(found[99].line).toBe(2);
    const last = found[100];
    expect(last.params).toEqual({ more: 1_000_000 - MAX_PROBLEMS_PER_CODE });
    expect(last.message).toBe("and 999900 more of this kind (only the first 100 are listed)");
    expect(last.line).toBeUndefined();
    // the value keeps what the user meant
    expect(r.urls[0].loc.length).toBeGreaterThan(1_000_000);
  });

  it("caps malformed markup and unknown elements the same way, and keeps per-entry codes whole", () => {
    const entry = "<url><loc> https://www.example.com/ </loc><foo/><bar/></url>";
    const r = parseSitemapXml(urlset(`${entry.repeat(300)}${"</nope>".repeat(250)}`), "f.xml");
    expect(ofCode(r.problems, "xml.unknown-element")).toHaveLength(101);
    expect(ofCode(r.problems, "xml.unknown-element")[100].params).toEqual({ more: 500 });
    expect(ofCode(r.problems, "xml.malformed")).toHaveLength(101);
    expect(ofCode(r.problems, "xml.malformed")[100].params).toEqual({ more: 150 });
    expect(ofCode(r.problems, "loc.whitespace")).toHaveLength(300);
  });

  it("lists one undefined entity per text: a million in one loc are one problem, counting the others", () => {
    const r = parseSitemapXml(
      urlset(`<url><loc>https://www.example.com/${"&nbsp;".repeat(1_000_000)}</loc></url>`),
      "f.xml",
    );
    const found = ofCode(r.problems, "xml.undefined-entity");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 2, column: 35, entry: 0, field: "loc" });
    expect(found[0].params).toEqual({ value: "&nbsp;", others: 999_999 });
    expect(found[0].message).toBe("entity &nbsp; is not defined in XML (and 999999 more in this text)");
  });

  it("lists one undefined entity per text value of every field, so fix all reaches each of them", () => {
    const item = (i: number) =>
      `<url><loc>https://www.example.com/${i}</loc><image:image><image:loc>https://www.example.com/${i}.jpg</image:loc>` +
      `<image:title>&laquo;Photo ${i}&raquo;&nbsp;&mdash;</image:title></image:image></url>`;
    const xml = `<urlset ${SM} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${Array.from({ length: 300 }, (_, i) => item(i)).join("\n")}\n</urlset>`;
    const file = readSitemapFile("f.xml", utf8(xml));
    const found = ofCode(file.problems, "xml.undefined-entity");
    expect(found).toHaveLength(300);
    expect(found[25]).toMatchObject({
      entry: 25,
      field: "images[0].title",
      line: 27,
      params: { value: "&laquo;", others: 3 },
    });
    expect(found.some((p) => p.params?.more !== undefined)).toBe(false);
    const problems = checkSitemaps([file]);
    const { files, changed, fixed } = applyQuickFixes([file], problems, "xml.undefined-entity");
    expect(changed).toHaveLength(300);
    expect(fixed).toBe(300);
    expect(files[0].urls[299].images[0].title).toBe("«Photo 299»\u00a0—");
    expect(files[0].urls.filter((u) => u.images[0].title?.includes("&"))).toEqual([]);
  });

  it("says how many undefined entities are left unlisted past 200,000 texts", () => {
    const count = MAX_ENTITY_TEXTS_LISTED / 2 + 10;
    const xml = urlset(
      "<url><loc>https://www.example.com/&a;</loc><lastmod>&b;&c;</lastmod></url>\n".repeat(count),
    );
    const found = ofCode(parseSitemapXml(xml, "f.xml").problems, "xml.undefined-entity");
    expect(found).toHaveLength(MAX_ENTITY_TEXTS_LISTED + 1);
    // the last 20 texts are not listed: 10 locs of 1 reference and 10 lastmods of 2
    const last = found[found.length - 1];
    expect(last.params).toEqual({ more: 30 });
    expect(last.message).toBe("and 30 more of this kind (only the first 200,000 are listed)");
    expect(last.entry).toBeUndefined();
    expect(found[1].params).toEqual({ value: "&b;", others: 1 });
  });

  it("leaves files under the cap as they were (no summary)", () => {
    const r = parseSitemapXml(
      urlset(`<url><loc>https://www.example.com/${"& ".repeat(100)}</loc></url>`),
      "f.xml",
    );
    expect(ofCode(r.problems, "xml.unescaped-ampersand")).toHaveLength(100);
    expect(r.problems.some((p) => p.params?.more !== undefined)).toBe(false);
  });

  it("keeps the summary through checkSitemaps (its own entry-less key)", () => {
    const file = readSitemapFile(
      "f.xml",
      utf8(urlset(`<url><loc>https://www.example.com/${"& ".repeat(500)}</loc></url>`)),
    );
    const problems = ofCode(checkSitemaps([file]), "xml.unescaped-ampersand");
    expect(problems).toHaveLength(101);
    expect(problems[100].params).toEqual({ more: 400 });
  });

  it("caps txt.not-a-url and robots.sitemap-invalid", () => {
    const txt = readSitemapFile("list.txt", utf8(`https://www.example.com/\n${"/relative\n".repeat(1_000)}`));
    expect(txt.urls).toHaveLength(1);
    const notUrl = ofCode(txt.problems, "txt.not-a-url");
    expect(notUrl).toHaveLength(101);
    expect(notUrl[100].params).toEqual({ more: 900 });
    const robots = readSitemapFile("robots.txt", utf8(`User-agent: *\n${"Sitemap: /x.xml\n".repeat(300)}`));
    const invalid = ofCode(robots.problems, "robots.sitemap-invalid");
    expect(invalid).toHaveLength(101);
    expect(invalid[100].params).toEqual({ more: 200 });
  });
});
