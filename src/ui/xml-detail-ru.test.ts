import { describe, expect, it } from "vitest";
import { readSitemapFile } from "@/core/index";
import { toRussianXmlDetail } from "./xml-detail-ru";

const SM = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Inputs that make the XML reader write each kind of fault detail it has. */
const FAULTY = [
  `<urlset xmlns="${SM}"><url><loc>https://a.example/</loc></urlset>`,
  `<urlset xmlns="${SM}"><url><loc>https://a.example/</loc></url></urlset>x`,
  `x<urlset xmlns="${SM}"></urlset>`,
  `<urlset xmlns="${SM}"><url><loc>https://a.example/</loc></url>`,
  `<urlset xmlns="${SM}"></urlset><urlset/>`,
  `<urlset xmlns="${SM}"></urlset><urlset><url><loc>https://a.example/2</loc></url></urlset>`,
  `<urlset xmlns="${SM}"></url></urlset>`,
  `<urlset xmlns="${SM}"><!-- x </urlset>`,
  `<urlset xmlns="${SM}"><![CDATA[ x </urlset>`,
  `<urlset xmlns="${SM}"><!FOO></urlset>`,
  `<urlset xmlns="${SM}"><?pi x </urlset>`,
  `<urlset xmlns="${SM}" a b="c"></urlset>`,
  `<urlset xmlns="${SM}" b="1" b="2"></urlset>`,
  `<urlset xmlns="${SM}" b=1></urlset>`,
  `<urlset xmlns="${SM}"><x:y/></urlset>`,
  `<urlset xmlns="${SM}"><url><loc>a < b</loc></url></urlset>`,
  `<urlset xmlns="${SM}"><url><loc>a <<< b</loc></url></urlset>`,
  `<urlset xmlns="${SM}"><url><loc>&#xZZ;</loc></url></urlset>`,
  `<urlset xmlns="${SM}"><url`,
  `<urlset xmlns="${SM}"></urlset`,
  `<urlset xmlns="${SM}"><url><loc>https://a.example/cut`,
  `<urlset xmlns="${SM}"><url><loc>https://a.example/</loc><priority>0`,
  // an undeclared conventional prefix, read as its extension
  `<urlset xmlns="${SM}"><url><loc>https://a.example/</loc><image:image><image:loc>https://a.example/i.jpg</image:loc></image:image></url></urlset>`,
];

describe("toRussianXmlDetail", () => {
  it("puts every fault detail the XML reader writes into Russian", () => {
    const details = new Set<string>();
    for (const xml of FAULTY) {
      const file = readSitemapFile("a.xml", new TextEncoder().encode(xml));
      for (const problem of file.problems)
        if (typeof problem.params?.detail === "string") details.add(problem.params.detail);
    }
    expect(details.size).toBeGreaterThanOrEqual(12);
    for (const detail of details) {
      const russian = toRussianXmlDetail(detail);
      // what stays Latin is markup and names: no English word of the sentence
      expect(russian, detail).not.toMatch(/\b(is|not|the|of|with|before|after|in|has|no|by|that)\b/);
      expect(russian, detail).toMatch(/[а-яё]/);
    }
  });

  it("leaves a detail it does not know as written", () => {
    expect(toRussianXmlDetail("something new")).toBe("something new");
  });
});
