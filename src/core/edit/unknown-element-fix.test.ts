import { describe, expect, it } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { writeSitemaps } from "../serialize/write-sitemaps";
import { checkSitemaps } from "../validate/check-sitemaps";
import { applyQuickFixes, getQuickFix } from "./quick-fixes";

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
