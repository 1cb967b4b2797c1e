import { describe, expect, it } from "vitest";
import { checkSitemaps } from "../validate/check-sitemaps";
import { atomToW3c, rfc822ToW3c } from "./feed-dates";
import { readSitemapFile } from "./read-sitemap-file";

describe("rfc822ToW3c", () => {
  it("writes an RSS pubDate as a W3C datetime with its own offset", () => {
    expect(rfc822ToW3c("Thu, 05 Jan 2017 13:34:51 +0100")).toBe("2017-01-05T13:34:51+01:00");
    expect(rfc822ToW3c("5 Jan 17 13:34 GMT")).toBe("2017-01-05T13:34:00Z");
    expect(rfc822ToW3c("Mon, 06 May 2024 10:00:00 EST")).toBe("2024-05-06T10:00:00-05:00");
  });

  it("reads MSK, which Russian CMSs write, as Moscow time (+03:00)", () => {
    expect(rfc822ToW3c("Mon, 06 May 2024 10:00:00 MSK")).toBe("2024-05-06T10:00:00+03:00");
    expect(rfc822ToW3c("Mon, 06 May 2024 10:00:00 msk")).toBe("2024-05-06T10:00:00+03:00");
  });

  it("reads +03:00 as +0300, the zones CMSs print (MSD, EEST, CET, YEKT) and a date already in W3C form", () => {
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 +03:00")).toBe("2024-05-10T10:00:00+03:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 MSD")).toBe("2024-05-10T10:00:00+04:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 EEST")).toBe("2024-05-10T10:00:00+03:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 CET")).toBe("2024-05-10T10:00:00+01:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 YEKT")).toBe("2024-05-10T10:00:00+05:00");
    expect(rfc822ToW3c(" 2024-05-10T10:00:00+03:00 ")).toBe("2024-05-10T10:00:00+03:00");
    expect(rfc822ToW3c("2024-05-10")).toBe("2024-05-10");
    // a date-time with no zone is kept without one (the check then says lastmod.no-timezone, with a fix)
    expect(rfc822ToW3c("2024-05-10T10:00:00")).toBe("2024-05-10T10:00:00");
    expect(rfc822ToW3c("2024-05-10 10:00:00")).toBe("2024-05-10T10:00:00");
    // hours alone, as tzdata names Russia's zones without a letter abbreviation, and NOVT, MAGT, PETT
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 +05")).toBe("2024-05-10T10:00:00+05:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 MAGT")).toBe("2024-05-10T10:00:00+11:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 NOVT")).toBe("2024-05-10T10:00:00+07:00");
    expect(rfc822ToW3c("Fri, 10 May 2024 10:00:00 +25:00")).toBeUndefined();
  });

  it("reads Russian weekdays and months, full month names and RFC 850's hyphens, as feeds write them", () => {
    // PHP's strftime under ru_RU, as some Russian CMSs print a pubDate
    expect(rfc822ToW3c("Пн, 07 дек 2026 10:00:00 +0300")).toBe("2026-12-07T10:00:00+03:00");
    expect(rfc822ToW3c("7 декабря 2026 10:00:00 MSK")).toBe("2026-12-07T10:00:00+03:00");
    expect(rfc822ToW3c("Чт, 09 мая 2024 08:30 +0300")).toBe("2024-05-09T08:30:00+03:00");
    expect(rfc822ToW3c("Вс, 10 мар 2024 08:30:00 +0300")).toBe("2024-03-10T08:30:00+03:00");
    expect(rfc822ToW3c("Пятница, 01 Июн. 2024 08:30:00 +0300")).toBe("2024-06-01T08:30:00+03:00");
    expect(rfc822ToW3c("Thursday, 05 January 2017 13:34:51 +0100")).toBe("2017-01-05T13:34:51+01:00");
    expect(rfc822ToW3c("Monday, 07-Dec-26 10:00:00 GMT")).toBe("2026-12-07T10:00:00Z");
    expect(rfc822ToW3c("Sun, 08 Sept 2024 10:00:00 GMT")).toBe("2024-09-08T10:00:00Z");
    // no such month, in either language
    expect(rfc822ToW3c("Thu, 05 Decembre 2017 13:34:51 +0100")).toBeUndefined();
    expect(rfc822ToW3c("Пн, 07 дкб 2026 10:00:00 +0300")).toBeUndefined();
  });

  it("refuses a date without a zone or with an unknown one, and an impossible day", () => {
    expect(rfc822ToW3c("Mon, 06 May 2024 10:00:00")).toBeUndefined();
    expect(rfc822ToW3c("Mon, 06 May 2024 10:00:00 XYZ")).toBeUndefined();
    expect(rfc822ToW3c("31 Feb 2024 10:00 GMT")).toBeUndefined();
  });

  it("keeps a pubDate with no zone as a lastmod the check then says has no timezone", () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
<item><link>https://example.ru/a</link><pubDate>2024-05-10 10:00:00</pubDate></item></channel></rss>`;
    const file = readSitemapFile("news.rss", new TextEncoder().encode(rss));
    expect(file.urls.map((url) => url.lastmod)).toEqual(["2024-05-10T10:00:00"]);
    const codes = checkSitemaps([file]).map((problem) => problem.code);
    expect(codes).toContain("lastmod.no-timezone");
    expect(codes).not.toContain("feed.date-invalid");
  });

  it("gives a Russian feed's items their lastmod, with no feed.date-invalid", () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
<item><link>https://example.ru/a</link><pubDate>Mon, 06 May 2024 10:00:00 MSK</pubDate></item></channel></rss>`;
    const file = readSitemapFile("news.rss", new TextEncoder().encode(rss));
    expect(file.urls.map((url) => url.lastmod)).toEqual(["2024-05-06T10:00:00+03:00"]);
    expect(file.problems.map((problem) => problem.code)).not.toContain("feed.date-invalid");
  });

  it("keeps an Atom updated date with no zone as an RSS pubDate's: lastmod.no-timezone, not feed.date-invalid", () => {
    expect(atomToW3c(" 2024-05-10T10:00:00+03:00 ")).toBe("2024-05-10T10:00:00+03:00");
    expect(atomToW3c("2024-05-10T10:00:00")).toBe("2024-05-10T10:00:00");
    expect(atomToW3c("2024-05-10 10:00:00")).toBe("2024-05-10T10:00:00");
    expect(atomToW3c("10.05.2024 10:00")).toBeUndefined();
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
<entry><link href="https://example.ru/a"/><updated>2024-05-10T10:00:00</updated></entry>
<entry><link href="https://example.ru/b"/><updated>2024-05-10 10:00:00</updated></entry>
<entry><link href="https://example.ru/c"/><updated>10 мая 2024</updated></entry></feed>`;
    const file = readSitemapFile("blog.atom", new TextEncoder().encode(atom));
    expect(file.urls.map((url) => url.lastmod)).toEqual([
      "2024-05-10T10:00:00",
      "2024-05-10T10:00:00",
      undefined,
    ]);
    const problems = checkSitemaps([file]);
    expect(problems.filter((problem) => problem.code === "lastmod.no-timezone").map((p) => p.entry)).toEqual([
      0, 1,
    ]);
    expect(problems.filter((problem) => problem.code === "feed.date-invalid").map((p) => p.entry)).toEqual([
      2,
    ]);
  });

  it("takes an Atom entry's published date when it has no updated, and updated over published", () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
<entry><link href="https://example.ru/a"/><published>2024-05-09 08:00:00</published></entry>
<entry><link href="https://example.ru/b"/><published>2024-05-01T08:00:00Z</published><updated>2024-05-09T08:00:00Z</updated></entry>
<entry><link href="https://example.ru/c"/></entry></feed>`;
    const file = readSitemapFile("blog.atom", new TextEncoder().encode(atom));
    expect(file.urls.map((url) => url.lastmod)).toEqual([
      "2024-05-09T08:00:00",
      "2024-05-09T08:00:00Z",
      undefined,
    ]);
    expect(file.urls[0].line).toBe(2);
    expect(
      checkSitemaps([file])
        .filter((p) => p.code === "lastmod.no-timezone")
        .map((p) => p.entry),
    ).toEqual([0]);
  });
});
