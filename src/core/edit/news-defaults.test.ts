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

describe("a publication name and language written beside news:publication", () => {
  it("is found by news.required-missing, whose fix moves each in; the export then writes one publication", async () => {
    const { checkSitemaps } = await import("../validate/check-sitemaps");
    const { getQuickFix } = await import("./quick-fixes");
    const { readSitemapFile } = await import("../parse/read-sitemap-file");
    const { writeSitemaps } = await import("../serialize/write-sitemaps");
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://n.ru/a</loc><news:news><news:name>Газета «Пример»</news:name><news:language>ru</news:language><news:publication_date>2026-12-05T10:00:00+03:00</news:publication_date><news:title>T</news:title></news:news></url>
</urlset>`;
    const file = readSitemapFile("n.xml", new TextEncoder().encode(xml));
    const written = (urls: typeof file.urls) => new TextDecoder().decode(writeSitemaps(urls)[0].bytes);
    // no empty publication made up beside the misplaced elements
    expect(written(file.urls)).not.toContain("<news:publication>");
    const missing = checkSitemaps([file]).filter((p) => p.code === "news.required-missing");
    expect(missing.map((p) => [p.field, p.params?.misplaced])).toEqual([
      ["news.publication.name", "Газета «Пример»"],
      ["news.publication.language", "ru"],
    ]);
    let entry = file.urls[0];
    for (const problem of missing) {
      const fix = getQuickFix(problem, entry);
      expect(fix?.label).toBe(`Move <news:${problem.field?.slice(17)}> into <news:publication>`);
      entry = fix?.apply(entry) ?? entry;
    }
    expect(entry.news?.publication).toEqual({ name: "Газета «Пример»", language: "ru" });
    expect(entry.news?.extra).toBeUndefined();
    const fixed = { ...file, urls: [entry] };
    expect(checkSitemaps([fixed]).filter((p) => p.code === "news.required-missing")).toEqual([]);
    expect(written([entry])).toContain(
      "<news:publication>\n        <news:name>Газета «Пример»</news:name>\n        <news:language>ru</news:language>\n      </news:publication>",
    );
  });
});
