import { describe, expect, it } from "vitest";
import type { SitemapFile } from "@/core/index";
import type { SitemapStore } from "@/store/store-types";
import { makeDoc } from "@/test/factories";
import {
  HAS_CHANGEFREQ,
  HAS_LASTMOD,
  HAS_LASTMOD_TIME,
  HAS_NEWS,
  HAS_PRIORITY,
  selectTableFields,
} from "./table-fields";

const NEWS = {
  publication: { name: "Вести", language: "ru" },
  publication_date: "2026-12-05",
  title: "Новость",
};

describe("selectTableFields", () => {
  it("reads a long file of pages only up to its first 5,000 entries, its fields then taken as present", () => {
    const pages = makeDoc(6_000, (i) => (i === 5_500 ? { news: NEWS } : { priority: undefined }));
    const news = { ...makeDoc(10, () => ({ news: NEWS, priority: undefined })), name: "news.xml" };
    const state = (files: SitemapFile[], filter = {}) =>
      ({ files, filter: { text: "", ...filter } }) as unknown as SitemapStore;
    // the news file alone: news, and its empty priority told
    expect(selectTableFields(state([news])) & (HAS_NEWS | HAS_PRIORITY)).toBe(HAS_NEWS);
    // beside 6,000 pages: no news columns; the one page with a priority, past 5,000, found
    expect(selectTableFields(state([news, pages])) & (HAS_NEWS | HAS_PRIORITY)).toBe(HAS_PRIORITY);
    // the news file picked in the File filter
    expect(selectTableFields(state([news, pages], { file: "news.xml" })) & HAS_NEWS).toBe(HAS_NEWS);
  });

  it("tells lastmods with a time (a zone a narrow column would cut) from dates alone", () => {
    const state = (files: SitemapFile[]) => ({ files, filter: { text: "" } }) as unknown as SitemapStore;
    const dates = makeDoc(3, () => ({ lastmod: "2024-05-01" }));
    const both = HAS_LASTMOD | HAS_LASTMOD_TIME;
    expect(selectTableFields(state([dates])) & both).toBe(HAS_LASTMOD);
    const timed = makeDoc(3, (i) => ({ lastmod: i === 2 ? "2024-05-01T09:15:00+03:00" : "2024-05-01" }));
    expect(selectTableFields(state([timed])) & both).toBe(both);
  });

  it("reads a long file to its end for a field its first 5,000 entries lack, and no further once all are met", () => {
    const state = (files: SitemapFile[]) => ({ files, filter: { text: "" } }) as unknown as SitemapStore;
    // 10,000 pages with no changefreq or priority: those columns had been taken as filled
    const bare = makeDoc(10_000, () => ({ changefreq: undefined, priority: undefined }));
    expect(selectTableFields(state([bare])) & (HAS_CHANGEFREQ | HAS_PRIORITY)).toBe(0);
    // one priority at entry 9,000: found
    const late = makeDoc(10_000, (i) => ({
      changefreq: undefined,
      priority: i === 9_000 ? "0.5" : undefined,
    }));
    expect(selectTableFields(state([late])) & (HAS_CHANGEFREQ | HAS_PRIORITY)).toBe(HAS_PRIORITY);
  });
});
