import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { getQuickFix } from "../edit/quick-fixes";
import type { Engine, NewsEntry } from "../model/types";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-11-29T12:00:00Z");
const DAY_MS = 86_400_000;

const news = (overrides: Partial<NewsEntry> = {}): NewsEntry => ({
  publication: { name: "The Example Times", language: "en" },
  publication_date: "2026-11-29T08:00:00Z",
  title: "Companies A, B in merger talks",
  ...overrides,
});

/** Codes of the news rules for one entry. */
function newsCodes(item: NewsEntry, engines?: Engine[]): string[] {
  const file = makeSitemapFile({ urls: [makeUrlEntry({ news: item })] });
  return checkSitemaps([file], { now: NOW, engines })
    .map((p) => p.code)
    .filter((code) => code.startsWith("news."));
}

describe("news rules", () => {
  it("accepts a complete, fresh news item", () => {
    expect(newsCodes(news())).toEqual([]);
  });

  it("reports each missing or empty required value on its field", () => {
    const file = makeSitemapFile({
      urls: [makeUrlEntry({ news: news({ publication: { name: "" }, title: undefined }) })],
    });
    const problems = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "news.required-missing");
    expect(problems.map((p) => p.field)).toEqual([
      "news.publication.name",
      "news.publication.language",
      "news.title",
    ]);
  });

  it.each(["en", "de", "rus", "fre", "fil", "zh-cn", "zh-tw"])("accepts the language %s", (language) => {
    expect(newsCodes(news({ publication: { name: "N", language } }))).toEqual([]);
  });

  it.each([
    ["RU", "ru"],
    ["zh-TW", "zh-tw"],
  ])(
    "reports the language %s in capitals, with the lower case Google's news XSD takes",
    (language, lowercase) => {
      const file = makeSitemapFile({
        urls: [makeUrlEntry({ news: news({ publication: { name: "N", language } }) })],
      });
      const problems = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "news.language-invalid");
      expect(problems.map((p) => p.params?.lowercase)).toEqual([lowercase]);
      // its fix writes that code
      const fix = getQuickFix(problems[0], file.urls[0]);
      expect(fix?.apply(file.urls[0]).news?.publication.language).toBe(lowercase);
    },
  );

  it.each(["en-US", "english", "e", "zz", "xxx"])("reports the language %s", (language) => {
    expect(newsCodes(news({ publication: { name: "N", language } }))).toEqual(["news.language-invalid"]);
  });

  it.each(["2026-11-29", "2026-11-29T08:00Z", "2026-11-29T08:00:00+01:00", "2026-11-29T08:00:00.5Z"])(
    "accepts the date %s",
    (publication_date) => {
      expect(newsCodes(news({ publication_date }))).toEqual([]);
    },
  );

  it.each(["2026", "2026-11", "2026-11-29T08:00:00", "29/11/2026", "2026-02-30"])(
    "reports the date %s",
    (publication_date) => {
      expect(newsCodes(news({ publication_date }))).toEqual(["news.date-invalid"]);
    },
  );

  it("reports an article more than 2 days old, not one exactly 2 days old", () => {
    const twoDays = new Date(NOW.getTime() - 2 * DAY_MS).toISOString();
    const older = new Date(NOW.getTime() - 2 * DAY_MS - 1000).toISOString();
    expect(newsCodes(news({ publication_date: twoDays }))).toEqual([]);
    expect(newsCodes(news({ publication_date: older }))).toEqual(["news.stale"]);
  });

  it("counts a date without a time from the end of its day (UTC) and says the age in hours under 3 days", () => {
    // NOW is 29 Nov 12:00Z: 27 Nov may be 36 hours ago (its last moment), 26 Nov is over 2 days whatever the hour
    expect(newsCodes(news({ publication_date: "2026-11-27" }))).toEqual([]);
    const file = makeSitemapFile({
      urls: [makeUrlEntry({ news: news({ publication_date: "2026-11-26" }) })],
    });
    const [stale] = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "news.stale");
    expect(stale.message).toBe(
      'news:publication_date "2026-11-26" is 60 hours old; Google News takes articles of the last 2 days (48 hours)',
    );
    expect(stale.params).toMatchObject({ days: 2, hours: 60, limit: 2 });
    const week = makeSitemapFile({
      urls: [makeUrlEntry({ news: news({ publication_date: "2026-11-20" }) })],
    });
    const [old] = checkSitemaps([week], { now: NOW }).filter((p) => p.code === "news.stale");
    expect(old.params).toEqual({ value: "2026-11-20", days: 8, limit: 2 });
  });

  it("reports each retired element", () => {
    const codes = newsCodes(
      news({ access: "Subscription", genres: "Blog", keywords: "a", stock_tickers: "X" }),
    );
    expect(codes).toEqual(["news.deprecated", "news.deprecated", "news.deprecated", "news.deprecated"]);
  });

  it("allows 1,000 news per file and reports 1,001 once", () => {
    const urls = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        makeUrlEntry({ loc: `https://www.example.com/n${i}`, news: news() }),
      );
    const count = (n: number) =>
      checkSitemaps([makeSitemapFile({ urls: urls(n) })], { now: NOW }).filter(
        (p) => p.code === "news.too-many",
      );
    expect(count(1_000)).toEqual([]);
    const [problem, ...rest] = count(1_001);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ entry: 1_000, params: { value: 1_001, limit: 1_000 } });
  });

  it("is a Google rule: off with engines [yandex]", () => {
    expect(newsCodes(news({ publication_date: "2001", keywords: "k" }), ["yandex"])).toEqual([]);
  });
});
