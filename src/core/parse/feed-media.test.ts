import { describe, expect, it } from "vitest";
import { writeSitemaps } from "../serialize/write-sitemaps";
import { checkSitemaps } from "../validate/check-sitemaps";
import { getMediaKind } from "./feed-media";
import { readSitemapFile } from "./read-sitemap-file";

const utf8 = (text: string) => new TextEncoder().encode(text);

const RSS = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>News</title><link>https://e.ru/</link>
<item>
  <title>Запуск</title>
  <link>https://e.ru/news/1</link>
  <description>&lt;p&gt;Видео &lt;b&gt;о запуске&lt;/b&gt;&lt;/p&gt;</description>
  <enclosure url="https://e.ru/img/1.jpg" length="1000" type="image/jpeg"/>
  <media:content url="https://e.ru/img/1.jpg" medium="image"/>
  <media:group>
    <media:content url="https://e.ru/video/1.mp4" type="video/mp4"/>
    <media:thumbnail url="/thumbs/1.jpg"/>
  </media:group>
  <enclosure url="https://e.ru/audio/1.mp3" type="audio/mpeg"/>
</item>
<item>
  <link>https://e.ru/news/2</link>
  <media:content url="https://e.ru/video/2.webm">
    <media:title>Второе видео</media:title>
    <media:description>Описание</media:description>
  </media:content>
</item>
</channel></rss>`;

describe("feed media", () => {
  it("keeps an item's images and videos: enclosures and Media RSS, once per URL, audio left out", () => {
    const file = readSitemapFile("news.rss", utf8(RSS), { location: "https://e.ru/news.rss" });
    const [first, second] = file.urls;
    expect(first.images.map((image) => [image.loc, image.line])).toEqual([["https://e.ru/img/1.jpg", 8]]);
    expect(first.videos).toEqual([
      {
        content_loc: "https://e.ru/video/1.mp4",
        line: 11,
        column: 5,
        thumbnail_loc: "https://e.ru/thumbs/1.jpg",
        title: "Запуск",
        description: "Видео о запуске",
      },
    ]);
    expect(second.images).toEqual([]);
    expect(second.videos).toMatchObject([
      { content_loc: "https://e.ru/video/2.webm", title: "Второе видео", description: "Описание" },
    ]);
    expect(second.videos[0].thumbnail_loc).toBeUndefined();
    // what a video lacks is said, not dropped: the second has no thumbnail
    const missing = checkSitemaps([file]).filter((p) => p.code === "video.required-missing");
    expect(missing.map((p) => p.entry)).toEqual([1]);
  });

  it("writes them as image:image and video:video when the feed is exported as a sitemap", () => {
    const file = readSitemapFile("news.rss", utf8(RSS), { location: "https://e.ru/news.rss" });
    const [out] = writeSitemaps(file.urls);
    const xml = new TextDecoder().decode(out.bytes);
    expect(xml).toContain("<image:loc>https://e.ru/img/1.jpg</image:loc>");
    expect(xml).toContain("<video:content_loc>https://e.ru/video/1.mp4</video:content_loc>");
    expect(xml).toContain("<video:thumbnail_loc>https://e.ru/thumbs/1.jpg</video:thumbnail_loc>");
    const again = readSitemapFile("news.xml", out.bytes);
    expect(again.urls.map((url) => [url.images.length, url.videos.length])).toEqual([
      [1, 1],
      [0, 1],
    ]);
  });

  it("makes one video of a group's renditions, keeps a player and a duration, and a description as plain text", () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
<item><link>https://e.ru/a</link><title>A &amp;laquo;B&amp;raquo;</title>
  <description><![CDATA[<p>&laquo;тест&raquo; &amp; ещё</p><script>alert(1)</script>]]></description>
  <media:group>
    <media:content url="https://e.ru/a-sd.mp4" type="video/mp4" duration="120"/>
    <media:content url="https://e.ru/a-hd.mp4" type="video/mp4" isDefault="true" duration="120"/>
    <media:thumbnail url="https://e.ru/a.jpg"/>
  </media:group>
</item>
<item><link>https://e.ru/b</link>
  <media:group><media:title>YouTube</media:title>
    <media:content url="https://www.youtube.com/v/ID?version=3" type="application/x-shockwave-flash"/>
  </media:group>
</item>
<item><link>https://e.ru/c</link><media:player url="https://e.ru/player?id=c"/></item>
</channel></rss>`;
    const [a, b, c] = readSitemapFile("v.rss", utf8(rss)).urls;
    expect(a.videos).toMatchObject([
      {
        content_loc: "https://e.ru/a-hd.mp4",
        duration: "120",
        thumbnail_loc: "https://e.ru/a.jpg",
        title: "A «B»",
        description: "«тест» & ещё",
      },
    ]);
    expect(a.videos).toHaveLength(1);
    expect(b.videos).toMatchObject([
      { player_loc: "https://www.youtube.com/v/ID?version=3", title: "YouTube" },
    ]);
    expect(c.videos).toMatchObject([{ player_loc: "https://e.ru/player?id=c" }]);
    expect(c.videos[0].content_loc).toBeUndefined();
  });

  it("puts a media:player on the video it plays, beside, inside or in a group with it; rounds a duration", () => {
    const item = (body: string) =>
      readSitemapFile(
        "p.rss",
        utf8(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
<item><link>https://e.ru/a</link>${body}</item></channel></rss>`),
      ).urls[0].videos;
    const file = '<media:content url="https://e.ru/a.mp4" type="video/mp4" duration="61.5"';
    const player = '<media:player url="https://e.ru/play/a"/>';
    for (const body of [
      `${file}/>${player}`,
      `${file}>${player}</media:content>`,
      `<media:group>${file}/>${player}</media:group>`,
      `${player}${file}/>`,
    ]) {
      expect(item(body), body).toEqual([
        expect.objectContaining({
          content_loc: "https://e.ru/a.mp4",
          player_loc: "https://e.ru/play/a",
          duration: "62",
        }),
      ]);
    }
  });

  it("makes one video of a Flash player and the embed page that plays it, the page as its player_loc", () => {
    const videos = (body: string) =>
      readSitemapFile(
        "y.rss",
        utf8(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
<item><link>https://e.ru/yt</link>${body}</item></channel></rss>`),
      ).urls[0].videos;
    const flash =
      '<media:content url="https://www.youtube.com/v/abc" type="application/x-shockwave-flash" medium="video"';
    const embed = '<media:player url="https://www.youtube.com/embed/abc"/>';
    const thumb = '<media:thumbnail url="https://i.ytimg.com/vi/abc/0.jpg"/>';
    for (const body of [
      // YouTube's feeds: the page inside the Flash content, or beside it in a group, in either order
      `${flash}>${embed}${thumb}</media:content>`,
      `<media:group>${flash}/>${embed}${thumb}</media:group>`,
      `<media:group>${embed}${flash}/>${thumb}</media:group>`,
    ]) {
      expect(videos(body), body).toEqual([
        expect.objectContaining({
          player_loc: "https://www.youtube.com/embed/abc",
          thumbnail_loc: "https://i.ytimg.com/vi/abc/0.jpg",
        }),
      ]);
    }
    // two contents, each its own video: two players
    expect(videos(`${flash}/>${flash.replace("abc", "xyz")}/>`).map((v) => v.player_loc)).toEqual([
      "https://www.youtube.com/v/abc",
      "https://www.youtube.com/v/xyz",
    ]);
  });

  it("reads an Atom entry's enclosure link", () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>A</title>
<link href="https://e.ru/a"/><link rel="enclosure" type="image/png" href="https://e.ru/a.png"/>
<summary>Text</summary></entry></feed>`;
    const file = readSitemapFile("feed.atom", utf8(atom));
    expect(file.urls.map((url) => [url.loc, url.images.map((image) => image.loc)])).toEqual([
      ["https://e.ru/a", ["https://e.ru/a.png"]],
    ]);
  });

  it("tells images from videos by medium, MIME type, then the file's ending", () => {
    expect(getMediaKind("https://e.ru/x", undefined, "video")).toBe("video");
    expect(getMediaKind("https://e.ru/x.jpg", undefined, "audio")).toBeUndefined();
    expect(getMediaKind("https://e.ru/x", "image/webp", undefined)).toBe("image");
    expect(getMediaKind("https://e.ru/x.jpg", "application/pdf", undefined)).toBeUndefined();
    expect(getMediaKind("https://e.ru/x.MOV?v=2", undefined, undefined)).toBe("video");
    expect(getMediaKind("https://e.ru/x", undefined, undefined)).toBeUndefined();
    expect(getMediaKind("https://e.ru/v/1", "application/x-shockwave-flash", undefined)).toBe("player");
  });
});
