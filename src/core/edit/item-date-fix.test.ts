import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { NewsEntry, VideoEntry } from "../model/types";
import { checkSitemaps } from "../validate/check-sitemaps";
import { toItemDate } from "./item-date-fix";
import { getQuickFix } from "./quick-fixes";

const NOW = new Date("2026-12-03T12:00:00+03:00");

describe("news and video date fixes", () => {
  it("rewrites the dates Russian CMSs write into full W3C dates, with the entry's lastmod zone", () => {
    expect(toItemDate("03.12.2026", undefined)).toBe("2026-12-03");
    expect(toItemDate("2026-12-03 10:00:00", "+03:00")).toBe("2026-12-03T10:00:00+03:00");
    expect(toItemDate("2026-12-03T10:00+03:00", undefined)).toBe("2026-12-03T10:00:00+03:00");
    expect(toItemDate("2026-12-03T10:00:00+0300", undefined)).toBe("2026-12-03T10:00:00+03:00");
    // a time with no zone, and no lastmod zone to take: which one was meant is not known
    expect(toItemDate("2026-12-03T10:00:00", undefined)).toBeUndefined();
    expect(toItemDate("2026-12", "+03:00")).toBeUndefined();
    expect(toItemDate("вчера", "+03:00")).toBeUndefined();
  });

  it("fixes the problems the checks find, on the field they name, until none is left", () => {
    const news: NewsEntry = {
      publication: { name: "Новости", language: "ru" },
      publication_date: "2026-12-03 10:00:00",
      title: "Мост",
    };
    const video = {
      thumbnail_loc: "https://e.ru/t.jpg",
      title: "Итоги",
      description: "Кратко",
      content_loc: "https://e.ru/v.mp4",
      publication_date: "2026-12-03T10:00+03:00",
    } as VideoEntry;
    const entry = makeUrlEntry({
      loc: "https://e.ru/a",
      lastmod: "2026-12-03T11:00:00+03:00",
      news,
      videos: [video],
    });
    const file = makeSitemapFile({ name: "n.xml", urls: [entry] });
    const problems = checkSitemaps([file], { now: NOW }).filter((p) => p.code.endsWith(".date-invalid"));
    expect(problems.map((p) => p.field)).toEqual(["videos[0].publication_date", "news.publication_date"]);
    let fixed = entry;
    for (const problem of problems) fixed = getQuickFix(problem, fixed)?.apply(fixed) ?? fixed;
    expect(fixed.news?.publication_date).toBe("2026-12-03T10:00:00+03:00");
    expect(fixed.videos[0].publication_date).toBe("2026-12-03T10:00:00+03:00");
    const again = checkSitemaps([{ ...file, urls: [fixed] }], { now: NOW });
    expect(again.filter((p) => p.code.endsWith(".date-invalid"))).toEqual([]);
  });

  it("gives a time without a zone the zone the file's other news use when the entry has no lastmod", () => {
    const item = (date: string): NewsEntry => ({
      publication: { name: "Новости", language: "ru" },
      publication_date: date,
      title: "Мост",
    });
    const urls = ["2026-12-03T09:00:00+03:00", "2026-12-03T09:30:00+03:00", "2026-12-03T10:00:00"].map(
      (date, i) => makeUrlEntry({ loc: `https://e.ru/n${i}`, news: item(date) }),
    );
    const file = makeSitemapFile({ name: "news.xml", urls });
    const [problem] = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "news.date-invalid");
    expect(problem.params?.offset).toBe("+03:00");
    const fix = getQuickFix(problem, urls[2]);
    expect(fix?.label).toBe('Write "2026-12-03T10:00:00+03:00"');
    expect(fix?.apply(urls[2]).news?.publication_date).toBe("2026-12-03T10:00:00+03:00");
    // no dated news with a zone: no zone is made up
    const alone = makeSitemapFile({ name: "one.xml", urls: [urls[2]] });
    const [bare] = checkSitemaps([alone], { now: NOW }).filter((p) => p.code === "news.date-invalid");
    expect(bare.params?.offset).toBeUndefined();
    expect(getQuickFix(bare, urls[2])).toBeUndefined();
  });
});
