import { describe, expect, it } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { checkSitemaps } from "../validate/check-sitemaps";
import {
  encodeItemPosition,
  getItemFieldPosition,
  getItemProblemPosition,
  type PositionedItem,
  setItemFieldPosition,
} from "./item-positions";

const NOW = new Date("2026-12-05T00:00:00Z");

describe("positions of an extension item's children", () => {
  it("gives back what was set, relative to the item's line", () => {
    const video: PositionedItem = { line: 10, column: 3 };
    setItemFieldPosition(video, "title", 10, 40);
    setItemFieldPosition(video, "tag[1]", 25, 5);
    expect(getItemFieldPosition(video, "title")).toEqual({ line: 10, column: 40 });
    expect(getItemFieldPosition(video, "tag[1]")).toEqual({ line: 25, column: 5 });
    expect(getItemFieldPosition(video, "duration")).toBeUndefined();
    // a column far along one line of a minified 200 MB file still fits
    setItemFieldPosition(video, "description", 10, 200_000_000);
    expect(getItemFieldPosition(video, "description")).toEqual({ line: 10, column: 200_000_000 });
  });

  it("leaves out what does not fit: no item line, a child above it, a column past 2^28", () => {
    expect(encodeItemPosition(undefined, 4, 1)).toBeUndefined();
    expect(encodeItemPosition(5, 4, 1)).toBeUndefined();
    expect(encodeItemPosition(5, 5, 0)).toBeUndefined();
    expect(encodeItemPosition(5, 5, 2 ** 28)).toBeUndefined();
    expect(encodeItemPosition(5, 5 + 2 ** 24, 1)).toBeUndefined();
    const image: PositionedItem = {};
    setItemFieldPosition(image, "loc", 3, 1);
    expect(image.source).toBeUndefined();
  });

  it("places a problem at its child, else the nearest enclosing child, else the item", () => {
    const news: PositionedItem = { line: 7, column: 3 };
    setItemFieldPosition(news, "publication", 8, 5);
    setItemFieldPosition(news, "publication.language", 9, 7);
    expect(getItemProblemPosition(news, "news.publication.language")).toEqual({ line: 9, column: 7 });
    // a missing name: its publication's place
    expect(getItemProblemPosition(news, "news.publication.name")).toEqual({ line: 8, column: 5 });
    // a missing date is no child of the publication: the item's place, not the publication's
    expect(getItemProblemPosition(news, "news.publication_date")).toEqual({ line: 7, column: 3 });
    expect(getItemProblemPosition(news, "news")).toEqual({ line: 7, column: 3 });
  });
});

describe("problems of extension fields name their element's line and column", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
  xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
  xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url>
  <loc>https://example.ru/a</loc>
  <image:image>
    <image:loc>/img/1.jpg</image:loc>
  </image:image>
  <video:video>
    <video:thumbnail_loc>https://example.ru/t.jpg</video:thumbnail_loc>
    <video:title>Итоги</video:title>
    <video:description>Кратко</video:description>
    <video:content_loc>https://example.ru/v.mp4</video:content_loc>
    <video:duration>99999</video:duration>
    <video:family_friendly>maybe</video:family_friendly>
  </video:video>
  <news:news>
    <news:publication>
      <news:language>russian</news:language>
    </news:publication>
    <news:publication_date>2026-12-04T10:00:00+03:00</news:publication_date>
    <news:title>Мост</news:title>
  </news:news>
</url>
</urlset>`;

  it("for images, videos and news, as read (general path, and the fast path for the image)", () => {
    const file = readSitemapFile("ext.xml", new TextEncoder().encode(xml));
    const found = checkSitemaps([file], { now: NOW })
      .filter((p) => /^(images|videos|news)/.test(p.field ?? ""))
      .map((p) => [p.code, p.field, p.line, p.column]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["image.loc-invalid", "images[0].loc", 9, 5],
        ["video.duration-invalid", "videos[0].duration", 16, 5],
        ["video.yes-no-invalid", "videos[0].family_friendly", 17, 5],
        ["news.language-invalid", "news.publication.language", 21, 7],
        // no <news:name>: at the publication it belongs in
        ["news.required-missing", "news.publication.name", 20, 5],
      ]),
    );
  });
});
