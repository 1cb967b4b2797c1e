import { describe, expect, it } from "vitest";
import type { SitemapFile } from "@/core/index";
import type { SitemapStore } from "@/store/store-types";
import { makeDoc } from "@/test/factories";
import { HAS_NEWS, HAS_PRIORITY, selectTableFields } from "./table-fields";

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
    // beside 6,000 pages: no news columns; the pages' priority, unread past 5,000, taken as present
    expect(selectTableFields(state([news, pages])) & (HAS_NEWS | HAS_PRIORITY)).toBe(HAS_PRIORITY);
    // the news file picked in the File filter
    expect(selectTableFields(state([news, pages], { file: "news.xml" })) & HAS_NEWS).toBe(HAS_NEWS);
  });
});
