import { describe, expect, it } from "vitest";
import { setFieldText } from "../edit/field-text";
import { getQuickFix } from "../edit/quick-fixes";
import type { Problem, SitemapFile } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { writeSitemaps } from "../serialize/write-sitemaps";
import { createCheckSession } from "./check-session";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-12-05T00:00:00Z");
const VT = "\u000b";

// a news and video sitemap with a Word line break (U+000B) in a headline, a NUL in a video tag, an
// U+0001 in an image caption and in a loc
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
  xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.ru/a</loc>
  <news:news><news:publication><news:name>Вести</news:name><news:language>ru</news:language></news:publication>
  <news:publication_date>2026-12-04T10:00:00+03:00</news:publication_date><news:title>Мост${VT}ночью</news:title></news:news>
</url>
<url><loc>https://example.ru/b</loc>
  <image:image><image:loc>https://example.ru/1.jpg</image:loc><image:caption>a\u0001b</image:caption></image:image>
  <video:video><video:thumbnail_loc>https://example.ru/t.jpg</video:thumbnail_loc><video:title>Итоги</video:title>
    <video:description>Кратко</video:description><video:content_loc>https://example.ru/v.mp4</video:content_loc>
    <video:tag>a</video:tag><video:tag>b\u0000</video:tag></video:video>
</url>
<url><loc>https://example.ru/c\u0001</loc><news:news><news:publication><news:name>Вести</news:name><news:language>ru</news:language></news:publication>
  <news:publication_date>2026-12-04T10:00:00+03:00</news:publication_date><news:title>Итоги</news:title></news:news></url>
</urlset>`;

const read = (xml = XML): SitemapFile => readSitemapFile("news.xml", new TextEncoder().encode(xml));
const malformed = (file: SitemapFile) =>
  checkSitemaps([file], { now: NOW }).filter((p) => p.code === "xml.malformed");

describe("free text: characters XML 1.0 does not allow (xml.malformed)", () => {
  it("finds each in the field it is in, naming the element and the character, at that element", () => {
    const file = read();
    const place = (p: Problem) => [p.entry, p.field, p.params?.element, p.params?.char, p.line, p.column];
    expect(malformed(file).map(place)).toEqual([
      [0, "news.title", "news:title", "U+000B", 8, 75],
      [1, "images[0].caption", "image:caption", "U+0001", 11, 63],
      [1, "videos[0].tag[1]", "video:tag", "U+0000", 14, 29],
    ]);
    // the loc has its own code, and nothing else of the file is malformed
    const codes = checkSitemaps([file], { now: NOW })
      .filter((p) => p.entry === 2)
      .map((p) => p.code);
    expect(codes).toContain("loc.unencoded-chars");
    expect(codes).not.toContain("xml.malformed");
  });

  it("finds one in a video's URL too, where a & is no HTML reference", () => {
    const xml = XML.replace("https://example.ru/v.mp4", "https://example.ru/v\u0001.mp4?a=1&amp;copy;=2");
    const found = checkSitemaps([read(xml)], { now: NOW }).filter((p) => p.field === "videos[0].content_loc");
    expect(found.map((p) => [p.code, p.params?.char])).toEqual([["xml.malformed", "U+0001"]]);
  });

  it("finds none in text without them (tab, LF and non-ASCII letters are allowed)", () => {
    const clean = XML.replace(VT, "\t").replace("a\u0001b", "a\nб").replace("b\u0000", "b");
    expect(malformed(read(clean))).toEqual([]);
  });

  it("deletes them by its quick fix (Word's line break made a space); export writes the text without them", () => {
    const file = read();
    const [title, caption, tag] = malformed(file);
    const fix = getQuickFix(title, file.urls[0]);
    expect(fix?.id).toBe("text.remove-invalid-chars");
    expect(fix?.label).toContain("U+000B");
    expect(fix?.apply(file.urls[0]).news?.title).toBe("Мост ночью");
    expect(getQuickFix(caption, file.urls[1])?.apply(file.urls[1]).images[0].caption).toBe("ab");
    const fixed = getQuickFix(tag, file.urls[1])?.apply(file.urls[1]);
    expect(fixed?.videos[0].tag).toEqual(["a", "b"]);
    // a tag that held nothing but the character goes from the list
    const lone = { ...file.urls[1], videos: [{ ...file.urls[1].videos[0], tag: ["a", VT] }] };
    expect(getQuickFix(tag, lone)?.apply(lone).videos[0].tag).toEqual(["a"]);
    // nothing left to delete: no fix; a reading fault (no field) has none either
    expect(getQuickFix(tag, fixed ?? file.urls[1])).toBeUndefined();
    expect(getQuickFix({ ...title, field: undefined }, file.urls[0])).toBeUndefined();
    // export, unfixed, writes what the fix writes: the words kept apart, a break at the end gone
    const written = new TextDecoder().decode(writeSitemaps(file.urls)[0].bytes);
    expect(written).toContain("<news:title>Мост ночью</news:title>");
    expect(written).toContain("<video:tag>b</video:tag>");
    const trailing = { ...title, field: "news.publication.name" };
    const named = setFieldText(file.urls[0], "news.publication.name", `Вести ${VT}`);
    expect(getQuickFix(trailing, named)?.apply(named).news?.publication.name).toBe("Вести");
  });

  it("is found again by an edit's check in a session, and goes once the text is fixed", () => {
    const file = read(XML.replace(VT, " "));
    const session = createCheckSession();
    const count = (f: SitemapFile) =>
      session.check([f], { now: NOW }).filter((p) => p.code === "xml.malformed").length;
    expect(count(file)).toBe(2);
    const news = file.urls[0].news;
    const pasted = { ...file.urls[0], news: news && { ...news, title: `Мост${VT}ночью` } };
    const edited = { ...file, urls: [pasted, ...file.urls.slice(1)] };
    expect(count(edited)).toBe(3);
    expect(count(file)).toBe(2);
  });
});

describe("free text: HTML references held as text (xml.undefined-entity)", () => {
  const newsXml = (title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example.ru/a</loc>
  <news:news><news:publication><news:name>Вести</news:name><news:language>ru</news:language></news:publication>
  <news:publication_date>2026-12-04T10:00:00+03:00</news:publication_date><news:title>${title}</news:title></news:news>
</url></urlset>`;
  const entities = (file: SitemapFile) =>
    // the check's answer holds the file's reading problems too
    checkSitemaps([file], { now: NOW })
      .filter((p) => p.code === "xml.undefined-entity")
      .map((p) => [p.field, p.params?.value, p.params?.others, p.params?.element]);

  it("finds references a CMS escaped twice (&amp;laquo;), which read as text", () => {
    const file = read(newsXml("&amp;laquo;Итоги&amp;raquo; &amp;mdash; R&amp;D; AT&amp;T"));
    expect(file.urls[0].news?.title).toBe("&laquo;Итоги&raquo; &mdash; R&D; AT&T");
    // &D; is no HTML reference, and "AT&T" holds none
    expect(entities(file)).toEqual([["news.title", "&laquo;", 2, "news:title"]]);
    const [found] = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "xml.undefined-entity");
    const fixed = getQuickFix(found, file.urls[0])?.apply(file.urls[0]);
    expect(fixed?.news?.title).toBe("«Итоги» — R&D; AT&T");
  });

  it("leaves a field to the reading's problem, and finds one typed into another field", () => {
    const file = read(newsXml("&laquo;Итоги&raquo;"));
    // the reader's problem alone (with the reference's own column), not the check's as well
    expect(entities(file)).toEqual([["news.title", "&laquo;", 1, undefined]]);
    const typed = setFieldText(file.urls[0], "news.publication.name", "Вести&nbsp;дня &#160;");
    const edited = { ...file, urls: [typed] };
    expect(entities(edited)).toEqual([
      ["news.title", "&laquo;", 1, undefined],
      ["news.publication.name", "&nbsp;", 1, "news:name"],
    ]);
    // a numeric reference typed is text too; a plain & is not
    const numeric = {
      ...file,
      problems: [],
      urls: [setFieldText(file.urls[0], "news.title", "A &#160; B & C")],
    };
    expect(entities(numeric)).toEqual([["news.title", "&#160;", undefined, "news:title"]]);
  });

  it("says a numeric reference to a character XML forbids (&#11;) once, on its field, and its fix deletes it", () => {
    const file = read(newsXml("Мост&#11;ночью"));
    expect(file.urls[0].news?.title).toBe("Мост&#11;ночью");
    const found = checkSitemaps([file], { now: NOW }).filter(
      (p) => p.entry === 0 && p.code.startsWith("xml."),
    );
    // the reader's fault, placed on the title (the check's own is merged away), no entity problem besides
    expect(found.map((p) => [p.code, p.field, p.params?.reference, p.line])).toEqual([
      ["xml.malformed", "news.title", "&#11;", 5],
    ]);
    expect(getQuickFix(found[0], file.urls[0])?.apply(file.urls[0]).news?.title).toBe("Мост ночью");
    // typed into another field, the check finds it
    const typed = { ...file, urls: [setFieldText(file.urls[0], "news.publication.name", "Вести&#x1;")] };
    const name = checkSitemaps([typed], { now: NOW }).filter((p) => p.field === "news.publication.name");
    expect(name.map((p) => [p.code, p.params?.reference, p.params?.char])).toEqual([
      ["xml.malformed", "&#x1;", "U+0001"],
    ]);
  });
});
