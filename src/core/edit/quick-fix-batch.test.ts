import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { checkSitemaps } from "../validate/check-sitemaps";
import type { RuleCode } from "../validate/rule-catalogue";
import { applyQuickFixes, startQuickFixes } from "./quick-fix-batch";

/** Two files of Cyrillic pages linking each other by hreflang, with zoneless lastmods and http locs. */
function makeFiles() {
  const page = (site: string, i: number, lang: string, other: string) =>
    makeUrlEntry({
      loc: `https://${site}/товар-${i}`,
      lastmod: i % 3 === 0 ? "2024-05-01T10:30:00+03:00" : "2024-05-01T10:30:00",
      alternates: [
        { hreflang: lang, href: `https://${site}/товар-${i}` },
        { hreflang: lang === "ru" ? "en" : "ru", href: `https://${other}/товар-${i}` },
      ],
    });
  return [
    makeSitemapFile({
      name: "ru.xml",
      urls: Array.from({ length: 700 }, (_, i) => page("магазин.рф", i, "ru", "shop.example")),
    }),
    makeSitemapFile({
      name: "en.xml",
      urls: Array.from({ length: 700 }, (_, i) => page("shop.example", i, "en", "магазин.рф")),
    }),
  ];
}

describe("startQuickFixes", () => {
  it.each<[RuleCode, Record<string, string> | undefined]>([
    ["loc.non-ascii", undefined],
    ["lastmod.no-timezone", undefined],
    ["lastmod.no-timezone", { offset: "+05:00" }],
  ])("gives what applyQuickFixes gives, in slices of any size (%s)", (code, params) => {
    const files = makeFiles();
    const problems = checkSitemaps(files);
    const whole = applyQuickFixes(files, problems, code, params);
    expect(whole.fixed).toBeGreaterThan(400);
    for (const size of [1, 37, 500, 100_000]) {
      const batch = startQuickFixes(files, problems, code, params);
      let slices = 1;
      while (!batch.advance(size)) slices++;
      const sliced = batch.finish();
      expect(sliced).toEqual(whole);
      // each slice went through `size` problems of the code, not of every code
      expect(slices).toBe(Math.max(1, Math.ceil(problems.filter((p) => p.code === code).length / size)));
    }
    // the input is as it was
    expect(files).toEqual(makeFiles());
  });

  it("takes the links to a moved loc along once the last slice is done, and refuses to finish before", () => {
    const files = makeFiles();
    const problems = checkSitemaps(files);
    const batch = startQuickFixes(files, problems, "loc.non-ascii");
    batch.advance(10);
    expect(() => batch.finish()).toThrow(/before every problem/);
    while (!batch.advance(10));
    const { files: next } = batch.finish();
    // en.xml's links to the Cyrillic pages follow them to their encoded form
    const link = next[1].urls[5].alternates.find((alternate) => alternate.hreflang === "ru");
    expect(link?.href).toBe(next[0].urls[5].loc);
    expect(link?.href).toMatch(/^https:\/\/xn--80aairftm\.xn--p1ai\/%D1%82/);
  });
});
