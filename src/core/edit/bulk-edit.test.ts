import { describe, expect, it } from "vitest";
import { makeDoc, makeFieldPositions, makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { getFieldPosition } from "../model/field-positions";
import {
  findDuplicateEntries,
  formatW3cDatetime,
  pasteOverEntries,
  setFieldOnEntries,
  setUrlField,
} from "./bulk-edit";

const refs = (...entries: number[]) => entries.map((entry) => ({ file: "sitemap.xml", entry }));

describe("setFieldOnEntries", () => {
  it("sets a field on the chosen entries and returns only those that change", () => {
    const files = [makeDoc(3, (i) => ({ changefreq: i === 1 ? "daily" : "weekly" }))];
    const changes = setFieldOnEntries(files, refs(0, 1, 2), "changefreq", " daily ");
    expect(changes.map((c) => c.entry)).toEqual([0, 2]);
    expect(changes[0].after.changefreq).toBe("daily");
    expect(files[0].urls[0].changefreq).toBe("weekly");
  });

  it("clears an optional field with an empty value and drops its source position", () => {
    const positions = { priority: { line: 3, column: 5 }, loc: { line: 2, column: 5 } };
    const files = [
      makeDoc(1, () => ({
        line: 1,
        column: 1,
        source: makeFieldPositions(positions, { line: 1, column: 1 }),
      })),
    ];
    const [change] = setFieldOnEntries(files, refs(0), "priority", "");
    expect("priority" in change.after).toBe(false);
    expect(getFieldPosition(change.after, "priority")).toBeUndefined();
    expect(getFieldPosition(change.after, "loc")).toEqual({ line: 2, column: 5 });
    expect(getFieldPosition(files[0].urls[0], "priority")).toEqual({ line: 3, column: 5 });
  });

  it("answers each entry once, in the order asked, across files, as exactly file, entry, before, after", () => {
    const a = makeDoc(3, () => ({ changefreq: "weekly" }));
    const b = { ...makeDoc(2, () => ({ changefreq: "weekly" })), name: "b.xml" };
    const asked = [
      { file: "b.xml", entry: 1 },
      { file: "sitemap.xml", entry: 2 },
      { file: "sitemap.xml", entry: 0 },
      { file: "b.xml", entry: 1 },
      { file: "gone.xml", entry: 0 },
      { file: "sitemap.xml", entry: 9 },
      { file: "b.xml", entry: 0 },
    ];
    const changes = setFieldOnEntries([a, b], asked, "changefreq", "daily");
    expect(changes.map(({ file, entry }) => `${file}#${entry}`)).toEqual([
      "b.xml#1",
      "sitemap.xml#2",
      "sitemap.xml#0",
      "b.xml#0",
    ]);
    // the store takes them as history patches as they are
    for (const change of changes) expect(Object.keys(change)).toEqual(["file", "entry", "before", "after"]);
    expect(changes[0].before).toBe(b.urls[1]);
    expect(changes[0].after).toEqual({ ...b.urls[1], changefreq: "daily" });
  });

  it("returns the same entry when a field is already as asked", () => {
    const entry = makeUrlEntry();
    expect(setUrlField(entry, "lastmod", "")).toBe(entry);
    expect(setUrlField(entry, "loc", entry.loc)).toBe(entry);
  });
});

describe("pasteOverEntries", () => {
  it("pastes each row over one entry from the first field on, like a spreadsheet", () => {
    const files = [makeDoc(3)];
    const { changes } = pasteOverEntries(
      files,
      refs(2, 0),
      [["2026-01-01", "daily"], ["2025-05-05"]],
      "lastmod",
    );
    expect(changes.map((c) => [c.entry, c.after.lastmod, c.after.changefreq])).toEqual([
      [2, "2026-01-01", "daily"],
      [0, "2025-05-05", "weekly"],
    ]);
  });

  it("pastes into the fields given, in order, skipping the others (a hidden column)", () => {
    const files = [makeDoc(1)];
    const {
      changes: [change],
    } = pasteOverEntries(files, refs(0), [["2026-01-01", "0.3", "extra"]], ["lastmod", "priority"]);
    expect(change.after).toMatchObject({
      lastmod: "2026-01-01",
      changefreq: files[0].urls[0].changefreq,
      priority: "0.3",
    });
  });

  it("ignores cells past priority", () => {
    const files = [makeDoc(1)];
    const {
      changes: [change],
    } = pasteOverEntries(files, refs(0), [["0.9", "extra", "more"]], "priority");
    expect(change.after).toMatchObject({ priority: "0.9", loc: files[0].urls[0].loc });
  });

  it("writes a news sitemap's publication date and title where the entry has news, and counts the rest", () => {
    const news = {
      publication: { name: "Gazeta", language: "ru" },
      publication_date: "2026-12-01",
      title: "Old",
    };
    const files = [makeDoc(3, (i) => (i === 1 ? {} : { news: { ...news } }))];
    const rows = [
      ["https://www.example.com/0", "2026-12-05T09:00:00+03:00", " Новый заголовок "],
      ["https://www.example.com/1", "2026-12-05", "Без новости"],
      ["https://www.example.com/2", "", ""],
    ];
    const { changes, newsLeftOut } = pasteOverEntries(files, refs(0, 1, 2), rows, [
      "loc",
      "news_publication_date",
      "news_title",
    ]);
    expect(
      changes.map((c) => [c.entry, c.after.loc, c.after.news?.publication_date, c.after.news?.title]),
    ).toEqual([
      [0, "https://www.example.com/0", "2026-12-05T09:00:00+03:00", "Новый заголовок"],
      [1, "https://www.example.com/1", undefined, undefined],
      [2, "https://www.example.com/2", "", ""],
    ]);
    // the publication stays; the row without news got its URL, its two news cells are said to be left out
    expect(changes[0].after.news?.publication).toEqual(news.publication);
    expect(newsLeftOut).toBe(2);
    expect(files[0].urls[0].news?.title).toBe("Old");
  });

  it("pastes one news field alone, not the fields after it", () => {
    const news = { publication: { name: "G", language: "en" }, publication_date: "2026-12-01", title: "Old" };
    const files = [makeDoc(1, () => ({ news }))];
    const { changes, newsLeftOut } = pasteOverEntries(files, refs(0), [["New", "more"]], "news_title");
    expect(changes[0].after.news).toEqual({ ...news, title: "New" });
    expect(changes[0].after.loc).toBe(files[0].urls[0].loc);
    expect(newsLeftOut).toBe(0);
  });
});

describe("findDuplicateEntries", () => {
  it("keeps the first of each URL across files after the core's URL normalisation", () => {
    const a = makeSitemapFile({
      name: "a.xml",
      urls: ["https://www.example.com/x", "https://WWW.Example.com:443/x", "", ""].map((loc) =>
        makeUrlEntry({ loc }),
      ),
    });
    const b = makeSitemapFile({
      name: "b.xml",
      urls: [
        "https://www.example.com",
        "https://www.example.com/",
        "https://www.example.com/x",
        "not a url",
        "not a url",
      ].map((loc) => makeUrlEntry({ loc })),
    });
    const found = findDuplicateEntries([a, b]);
    expect(found.map((d) => [d.file, d.entry, d.kept.file, d.kept.entry])).toEqual([
      ["a.xml", 1, "a.xml", 0],
      ["b.xml", 1, "b.xml", 0],
      ["b.xml", 2, "a.xml", 0],
      ["b.xml", 4, "b.xml", 3],
    ]);
  });

  it("keeps an XML sitemap's copy over a TXT list's, and either over a feed's, whatever the files' order", () => {
    const url = (loc: string, lastmod?: string) => makeUrlEntry({ loc, ...(lastmod ? { lastmod } : {}) });
    const txt = makeSitemapFile({
      name: "sitemap.txt",
      format: "txt",
      urls: [url("https://shop.ru/kontakty/"), url("https://shop.ru/blog/")],
    });
    const feed = makeSitemapFile({
      name: "feed.rss",
      format: "rss",
      urls: [url("https://shop.ru/blog/", "2024-11-01"), url("https://shop.ru/news/")],
    });
    const xml = makeSitemapFile({
      name: "products.xml",
      urls: [url("https://shop.ru/kontakty/", "2024-11-01T10:30:00+03:00"), url("https://shop.ru/news/")],
    });
    const found = findDuplicateEntries([txt, feed, xml]);
    expect(found.map((d) => [d.file, d.entry, d.kept.file, d.kept.entry])).toEqual([
      ["sitemap.txt", 0, "products.xml", 0],
      ["feed.rss", 0, "sitemap.txt", 1],
      ["feed.rss", 1, "products.xml", 1],
    ]);
  });
});

describe("formatW3cDatetime", () => {
  it("writes seconds and an explicit offset", () => {
    const date = new Date("2026-11-29T12:00:00Z");
    expect(formatW3cDatetime(date, 0)).toBe("2026-11-29T12:00:00+00:00");
    expect(formatW3cDatetime(date, 180)).toBe("2026-11-29T15:00:00+03:00");
    expect(formatW3cDatetime(date, -330)).toBe("2026-11-29T06:30:00-05:30");
  });
});
