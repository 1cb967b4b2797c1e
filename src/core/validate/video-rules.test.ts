import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { Engine, Problem, VideoEntry } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-11-29T12:00:00Z");
const PAGE = "https://www.example.com/videos/grilling";

const video = (overrides: Partial<VideoEntry> = {}): VideoEntry => ({
  thumbnail_loc: "https://www.example.com/thumbs/123.jpg",
  title: "Grilling steaks for summer",
  description: "Alkis shows you how to get perfectly done steaks every time",
  content_loc: "https://streamserver.example.com/video123.mp4",
  ...overrides,
});

/** The video problems of one page with `items`. */
function videoProblems(items: VideoEntry[], engines?: Engine[]): Problem[] {
  const file = makeSitemapFile({ urls: [makeUrlEntry({ loc: PAGE, videos: items })] });
  return checkSitemaps([file], { now: NOW, engines }).filter((p) => p.code.startsWith("video."));
}
const videoCodes = (overrides: Partial<VideoEntry>, engines?: Engine[]) =>
  videoProblems([video(overrides)], engines).map((p) => p.code);

describe("video: required fields and links", () => {
  it("accepts a complete video", () => {
    expect(videoCodes({})).toEqual([]);
  });

  it("reports each missing or empty required element on its field", () => {
    const problems = videoProblems([
      video({ thumbnail_loc: undefined, description: "", content_loc: undefined }),
    ]);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ["video.required-missing", "videos[0].thumbnail_loc"],
      ["video.required-missing", "videos[0].description"],
      ["video.required-missing", "videos[0].content_loc"],
    ]);
  });

  it("reports a video URL that is no absolute URL (a CMS's None) as the required value missing", () => {
    const problems = videoProblems([video({ content_loc: "None", thumbnail_loc: "thumb.jpg" })]);
    expect(problems.map((p) => [p.code, p.field, p.params?.notUrl, p.params?.value])).toEqual([
      ["video.required-missing", "videos[0].thumbnail_loc", "thumbnail_loc", "thumb.jpg"],
      ["video.required-missing", "videos[0].content_loc", "content_loc", "None"],
    ]);
    // a player_loc that is a URL does not excuse a content_loc that is none
    expect(videoCodes({ content_loc: "null", player_loc: "https://www.example.com/player?v=1" })).toEqual([
      "video.required-missing",
    ]);
  });

  it("accepts a player_loc instead of a content_loc", () => {
    expect(videoCodes({ content_loc: undefined, player_loc: "https://www.example.com/player?v=1" })).toEqual(
      [],
    );
  });

  it("reports a content or player link equal to the page (WHATWG-compared)", () => {
    expect(videoCodes({ content_loc: "https://WWW.example.com:443/videos/grilling" })).toEqual([
      "video.same-as-page",
    ]);
    expect(videoCodes({ player_loc: PAGE })).toEqual(["video.same-as-page"]);
  });

  it.each([
    "https://www.example.com/watch.html",
    "https://x.example.com/p.PHP",
    "https://x.example.com/watch.aspx#t=1",
    "https://x.example.com/v.swf",
  ])("reports the content_loc %s as not a media file", (content_loc) => {
    expect(videoCodes({ content_loc })).toEqual(["video.content-loc-not-media"]);
  });

  it.each(["https://x.example.com/stream.php?id=1", "https://x.example.com/media.aspx?v=7"])(
    "accepts the script with a query %s, which as often sends the video file itself",
    (content_loc) => {
      expect(videoCodes({ content_loc })).toEqual([]);
    },
  );

  it.each([
    "https://www.youtube.com/watch?v=abc",
    "https://youtu.be/abc",
    "https://m.youtube.com/shorts/abc",
    "https://vimeo.com/123456",
    "https://player.vimeo.com/video/123456",
    "https://rutube.ru/video/0123abcd/",
    "https://vk.com/video-12345_678",
    "https://vkvideo.ru/video-12345_678",
    "https://dzen.ru/video/watch/65ab",
  ])("reports the video host's page %s as not a media file", (content_loc) => {
    expect(videoCodes({ content_loc })).toEqual(["video.content-loc-not-media"]);
  });

  it.each([
    "https://cdn.example.com/youtube.com/watch.mp4",
    "https://i.vimeocdn.com/video/123.mp4",
    "https://www.youtube-nocookie.com.example.org/v.mp4",
  ])("accepts the media file %s beside those hosts' names", (content_loc) => {
    expect(videoCodes({ content_loc })).toEqual([]);
  });

  it("accepts a media file whose query mentions .html", () => {
    expect(videoCodes({ content_loc: "https://cdn.example.com/v.mp4?from=a.html" })).toEqual([]);
  });
});

describe("video: lengths and counts", () => {
  it("allows 2,048 description characters and reports 2,049", () => {
    expect(videoCodes({ description: "d".repeat(2_048) })).toEqual([]);
    expect(videoCodes({ description: "d".repeat(2_049) })).toEqual(["video.description-too-long"]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(videoCodes({ description: "😀".repeat(2_048) })).toEqual([]);
  });

  it("allows 100 title characters and reports 101", () => {
    expect(videoCodes({ title: "t".repeat(100) })).toEqual([]);
    expect(videoCodes({ title: "t".repeat(101) })).toEqual(["video.title-too-long"]);
  });

  it("allows 255 uploader characters and reports 256", () => {
    expect(videoCodes({ uploader: "u".repeat(255) })).toEqual([]);
    expect(videoCodes({ uploader: "u".repeat(256) })).toEqual(["video.uploader-too-long"]);
  });

  it("allows 32 tags and reports 33", () => {
    expect(videoCodes({ tag: Array.from({ length: 32 }, (_, i) => `t${i}`) })).toEqual([]);
    expect(videoCodes({ tag: Array.from({ length: 33 }, (_, i) => `t${i}`) })).toEqual([
      "video.too-many-tags",
    ]);
  });
});

describe("video: values", () => {
  it.each([
    ["1", []],
    ["28800", []],
    ["0", ["video.duration-invalid"]],
    ["28801", ["video.duration-invalid"]],
    ["12.5", ["video.duration-invalid"]],
    ["PT1M", ["video.duration-invalid"]],
  ])("duration %s", (duration, codes) => {
    expect(videoCodes({ duration })).toEqual(codes);
  });

  it.each([
    ["0.0", []],
    ["5.0", []],
    ["4", []],
    ["5.1", ["video.rating-invalid"]],
    ["-0.5", ["video.rating-invalid"]],
    ["4,5", ["video.rating-invalid"]],
  ])("rating %s", (rating, codes) => {
    expect(videoCodes({ rating })).toEqual(codes);
  });

  it.each([
    ["2026-11-29", []],
    ["2026-11-29T08:00:00+01:00", []],
    ["2026", ["video.date-invalid"]],
    ["2026-11", ["video.date-invalid"]],
    ["2026-11-29T08:00+01:00", ["video.date-invalid"]],
    ["2026-11-29T08:00:00", ["video.date-invalid"]],
  ])("publication_date %s", (publication_date, codes) => {
    expect(videoCodes({ publication_date })).toEqual(codes);
    expect(videoCodes({ expiration_date: publication_date })).toEqual(codes);
  });

  it("accepts yes/no in any case and reports anything else", () => {
    expect(videoCodes({ family_friendly: "YES", requires_subscription: "No", live: "no" })).toEqual([]);
    expect(videoCodes({ live: "true" })).toEqual(["video.yes-no-invalid"]);
  });

  it.each([
    ["allow", "IE GB US CA", []],
    ["deny", "ie  gb", []],
    ["deny", "UK", ["video.restriction-invalid"]],
    ["deny", "GBR", ["video.restriction-invalid"]],
    ["block", "GB", ["video.restriction-invalid"]],
    [undefined, "GB", ["video.restriction-invalid"]],
    // an allow-list of no country keeps the video out of every country
    ["allow", "", ["video.restriction-invalid"]],
    // a deny-list of none denies nothing
    ["deny", "  ", []],
  ])("restriction %s %s", (restriction_relationship, restriction, codes) => {
    expect(videoCodes({ restriction, restriction_relationship })).toEqual(codes);
  });

  it.each([
    ["allow", "web tv", []],
    ["deny", "mobile", []],
    ["allow", "desktop", ["video.platform-invalid"]],
    ["maybe", "web", ["video.platform-invalid"]],
    ["allow", "", ["video.platform-invalid"]],
  ])("platform %s %s", (platform_relationship, platform, codes) => {
    expect(videoCodes({ platform, platform_relationship })).toEqual(codes);
  });

  it.each([
    ["0", []],
    ["12345", []],
    ["-1", ["video.view-count-invalid"]],
    ["1.5", ["video.view-count-invalid"]],
    ["1,000", ["video.view-count-invalid"]],
  ])("view_count %s", (view_count, codes) => {
    expect(videoCodes({ view_count })).toEqual(codes);
  });
});

describe("video: uploader and retired elements", () => {
  it.each([
    ["https://www.example.com/users/grilly", []],
    ["https://example.com/users/grilly", []],
    ["https://media.example.com/u", []],
    ["https://www.other.com/users/grilly", ["video.uploader-info-invalid"]],
    ["/users/grilly", ["video.uploader-info-invalid"]],
  ])("uploader info %s", (uploader_info, codes) => {
    expect(videoCodes({ uploader: "Grilly", uploader_info })).toEqual(codes);
  });

  it("reports each retired element and attribute, typed or kept raw", () => {
    const problems = videoProblems([
      video({
        category: "Food",
        price: "1.99",
        price_currency: "EUR",
        player_loc: "https://www.example.com/player",
        player_loc_allow_embed: "yes",
        player_loc_autoplay: "ap=1",
        gallery_loc: "https://www.example.com/g",
        extra: [
          "<video:id>1</video:id>",
          "<video:tvshow><video:show_title>S</video:show_title></video:tvshow>",
        ],
      }),
    ]);
    expect(problems.map((p) => p.field)).toEqual([
      "videos[0].category",
      "videos[0].gallery_loc",
      "videos[0].price",
      "videos[0].player_loc_allow_embed",
      "videos[0].player_loc_autoplay",
      "videos[0].extra[1]",
    ]);
    expect(problems.every((p) => p.code === "video.deprecated")).toBe(true);
  });

  it("keeps video.title-too-long (video XSD) with engines [yandex], drops the Google rules", () => {
    expect(videoCodes({ title: "t".repeat(101), duration: "0", category: "c" }, ["yandex"])).toEqual([
      "video.title-too-long",
    ]);
  });
});

describe("video: where the problems of attributes and kept elements are", () => {
  const read = (videoXml: string) =>
    readSitemapFile(
      "v.xml",
      new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>${PAGE}</loc>
<video:video>
<video:thumbnail_loc>https://www.example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title>
<video:description>D</video:description><video:content_loc>https://www.example.com/v.mp4</video:content_loc>
${videoXml}
</video:video>
</url>
</urlset>`),
    );
  const problemsOf = (videoXml: string) =>
    checkSitemaps([read(videoXml)], { now: NOW }).filter((p) => p.code.startsWith("video."));

  it("puts a missing relationship on its element and says it is missing; a wrong one is named", () => {
    const [missing] = problemsOf("  <video:restriction>RU BY</video:restriction>");
    expect(missing).toMatchObject({
      code: "video.restriction-invalid",
      line: 7,
      column: 3,
      params: { value: "", missing: "relationship" },
    });
    const [wrong] = problemsOf('<video:platform relationship="ALLOWED">web</video:platform>');
    expect(wrong).toMatchObject({
      code: "video.platform-invalid",
      line: 7,
      column: 1,
      params: { value: "ALLOWED", relationship: "ALLOWED" },
    });
  });

  it("puts video.deprecated of a video:tvshow on the tvshow element", () => {
    const [tvshow] = problemsOf(
      "<video:tag>a</video:tag>\n    <video:tvshow><video:show_title>S</video:show_title></video:tvshow>",
    );
    expect(tvshow).toMatchObject({ code: "video.deprecated", line: 8, column: 5 });
  });
});
