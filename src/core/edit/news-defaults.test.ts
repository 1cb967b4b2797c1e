import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import { getUsualNewsPublication } from "./news-defaults";

const withNews = (name: string, language: string) =>
  makeUrlEntry({ news: { publication: { name, language }, publication_date: "", title: "" } });

describe("getUsualNewsPublication", () => {
  it("gives the name and language most of the file's news give, each on its own", () => {
    const urls = [
      makeUrlEntry(),
      withNews("Новости города", "ru"),
      withNews(" Новости города ", ""),
      withNews("Другое издание", "ru"),
      withNews("", "en"),
    ];
    expect(getUsualNewsPublication(urls)).toEqual({ name: "Новости города", language: "ru" });
  });

  it("gives empty fields for a file without news", () => {
    expect(getUsualNewsPublication([makeUrlEntry()])).toEqual({ name: "", language: "" });
  });
});

describe("the usual publication suggested for a missing one", () => {
  it("is named by news.required-missing and written by its quick fix", async () => {
    const { checkSitemaps } = await import("../validate/check-sitemaps");
    const { getQuickFix } = await import("./quick-fixes");
    const { makeSitemapFile } = await import("@/test/factories");
    const urls = [withNews("Новости города", "ru"), withNews("Новости города", "ru"), withNews("", "")].map(
      (entry, i) => ({ ...entry, loc: `https://e.ru/${i}` }),
    );
    const file = makeSitemapFile({ name: "n.xml", urls });
    const missing = checkSitemaps([file]).filter(
      (p) => p.code === "news.required-missing" && p.field?.startsWith("news.publication."),
    );
    expect(missing.map((p) => [p.entry, p.field, p.params?.suggested])).toEqual([
      [2, "news.publication.name", "Новости города"],
      [2, "news.publication.language", "ru"],
    ]);
    let entry = urls[2];
    for (const problem of missing) entry = getQuickFix(problem, entry)?.apply(entry) ?? entry;
    expect(entry.news?.publication).toEqual({ name: "Новости города", language: "ru" });
    // the date and title are each article's own: no fix
    const date = checkSitemaps([file]).find((p) => p.field === "news.publication_date");
    expect(date && getQuickFix(date, urls[2])).toBeUndefined();
  });
});
