import { describe, expect, it } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { writeSitemaps } from "../serialize/write-sitemaps";
import { checkSitemaps } from "../validate/check-sitemaps";
import { applyQuickFixes } from "./quick-fix-batch";
import { getQuickFix } from "./quick-fixes";

const utf8 = (text: string) => new TextEncoder().encode(text);
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://e.ru/a</loc><title>Shop</title><image:image><image:loc>https://e.ru/a.jpg</image:loc></image:image><prioriti>0.5</prioriti><title lang="ru">Магазин</title></url>
<url><loc>https://e.ru/b</loc></url>
</urlset>`;

describe("xml.unknown-element: removing the element", () => {
  it("removes every kept element of its name from the entry, the others written where they were", () => {
    const file = readSitemapFile("s.xml", utf8(XML));
    const problems = checkSitemaps([file]).filter((p) => p.code === "xml.unknown-element");
    expect(problems.map((p) => p.params?.value)).toEqual(["title", "prioriti", "title"]);
    const fix = getQuickFix(problems[0], file.urls[0]);
    expect(fix).toMatchObject({ id: "xml.remove-unknown-element", label: "Remove <title>" });
    const after = fix?.apply(file.urls[0]);
    expect(after?.extra).toEqual(["<prioriti>0.5</prioriti>"]);
    const xml = new TextDecoder().decode(writeSitemaps([{ ...file.urls[0], ...after }])[0].bytes);
    expect(xml).not.toContain("<title");
    // the image stays before <prioriti>, as read
    expect(xml.indexOf("<image:image>")).toBeLessThan(xml.indexOf("<prioriti>"));
  });

  it("fixes them all at once, and the file then checks without them", () => {
    const file = readSitemapFile("s.xml", utf8(XML));
    const problems = checkSitemaps([file]);
    const { files, fixed } = applyQuickFixes([file], problems, "xml.unknown-element");
    expect(fixed).toBe(3);
    expect(files[0].urls[0].extra).toBeUndefined();
    // nothing to remove from an entry that keeps none
    expect(
      getQuickFix(problems.find((p) => p.code === "xml.unknown-element") as never, files[0].urls[0]),
    ).toBeUndefined();
  });
});

describe("xml.duplicate-element: removing a copy kept as written", () => {
  const REPEATS = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://e.ru/a</loc><loc>https://e.ru/lost</loc>
<news:news><news:publication><news:name>E</news:name><news:language>ru</news:language></news:publication><news:publication_date>2026-12-05</news:publication_date><news:title>One</news:title></news:news>
<news:news><news:publication><news:name>E</news:name><news:language>ru</news:language></news:publication><news:publication_date>2026-12-05</news:publication_date><news:title>Two</news:title></news:news>
<video:video><video:thumbnail_loc>https://e.ru/t.jpg</video:thumbnail_loc><video:title>First</video:title><video:title>Second</video:title><video:description>D</video:description><video:content_loc>https://e.ru/v.mp4</video:content_loc></video:video>
</url>
</urlset>`;

  it("marks the copies kept (a second news:news, video:title) and removes each, the first kept; a second loc has no fix", () => {
    const file = readSitemapFile("s.xml", utf8(REPEATS));
    const repeats = file.problems.filter((p) => p.code === "xml.duplicate-element");
    expect(repeats.map((p) => [p.params?.element, p.params?.kept])).toEqual([
      ["loc", undefined],
      ["news:news", "news:news"],
      ["video:title", "video:title"],
    ]);
    const entry = file.urls[0];
    expect(getQuickFix(repeats[0], entry)).toBeUndefined();
    const news = getQuickFix(repeats[1], entry);
    expect(news).toMatchObject({
      id: "xml.remove-duplicate-element",
      label: "Remove the second <news:news>",
    });
    const video = getQuickFix(repeats[2], entry);
    const fixed = video?.apply(news?.apply(entry) ?? entry);
    expect(fixed?.news?.title).toBe("One");
    expect(fixed?.videos[0].title).toBe("First");
    const written = new TextDecoder().decode(writeSitemaps([fixed ?? entry])[0].bytes);
    expect(written.match(/<news:news>/g)).toHaveLength(1);
    expect(written.match(/<video:title>/g)).toHaveLength(1);
    expect(written).not.toContain("Second");
    // before the fix both copies are written back
    const before = new TextDecoder().decode(writeSitemaps(file.urls)[0].bytes);
    expect(before.match(/<video:title>/g)).toHaveLength(2);
    expect(getQuickFix(repeats[1], fixed ?? entry)).toBeUndefined();
  });
});
