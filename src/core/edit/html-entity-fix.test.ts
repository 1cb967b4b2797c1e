import { describe, expect, it } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { getFieldText, setFieldText } from "./field-text";
import { restateEntityProblem } from "./html-entity-fix";
import { getQuickFix } from "./quick-fixes";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
  xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.ru/v</loc>
  <image:image><image:loc>https://example.ru/1.jpg</image:loc></image:image>
  <image:image><image:loc>https://example.ru/2.jpg</image:loc><image:caption>Мост&nbsp;ночью</image:caption></image:image>
  <video:video><video:thumbnail_loc>https://example.ru/t.jpg</video:thumbnail_loc>
    <video:title>&laquo;Итоги недели&raquo; &mdash; выпуск 5</video:title>
    <video:description>Кратко</video:description><video:content_loc>https://example.ru/v.mp4</video:content_loc>
    <video:tag>a</video:tag><video:tag>b&hellip;</video:tag></video:video>
</url></urlset>`;

describe("HTML entities in text fields (xml.undefined-entity)", () => {
  const file = readSitemapFile("v.xml", new TextEncoder().encode(XML));
  const entities = file.problems.filter((p) => p.code === "xml.undefined-entity");
  const entry = file.urls[0];

  it("places each reference on the field its text is in, naming it", () => {
    expect(entities.map((p) => [p.entry, p.field, p.params?.value, p.params?.others])).toEqual([
      [0, "images[1].caption", "&nbsp;", undefined],
      [0, "videos[0].title", "&laquo;", 2],
      [0, "videos[0].tag[1]", "&hellip;", undefined],
    ]);
  });

  it("offers to write them as characters in that field only", () => {
    const title = getQuickFix(entities[1], entry);
    expect(title?.id).toBe("text.decode-html-entities");
    const fixed = title?.apply(entry);
    expect(fixed?.videos[0].title).toBe("«Итоги недели» — выпуск 5");
    expect(fixed?.images[1].caption).toBe("Мост&nbsp;ночью");
    expect(getQuickFix(entities[0], entry)?.apply(entry).images[1].caption).toBe("Мост\u00a0ночью");
    expect(getQuickFix(entities[2], entry)?.apply(entry).videos[0].tag).toEqual(["a", "b…"]);
    // applied again, on the fixed entry: nothing left to do
    expect(getQuickFix(entities[1], fixed ?? entry)).toBeUndefined();
  });

  it("is offered while the problem's own reference is in the field, by a search of it", () => {
    // the title was edited: its &laquo; is gone but &mdash; stays, so &laquo;'s problem has no fix
    const edited = setFieldText(entry, "videos[0].title", "Итоги &mdash; выпуск 5");
    expect(getQuickFix(entities[1], edited)).toBeUndefined();
    const mdash = { ...entities[1], params: { value: "&mdash;" } };
    expect(getQuickFix(mdash, edited)?.apply(edited).videos[0].title).toBe("Итоги — выпуск 5");
    // a reference the HTML table does not know (kept as text): nothing to write
    const unknown = { ...entities[1], params: { value: "&foo;" } };
    expect(getQuickFix(unknown, setFieldText(entry, "videos[0].title", "a &foo; b"))).toBeUndefined();
    // a problem without the reference named: the whole field is looked at
    const unnamed = { ...entities[1], params: undefined };
    expect(getQuickFix(unnamed, entry)?.id).toBe("text.decode-html-entities");
    expect(getQuickFix(unnamed, setFieldText(entry, "videos[0].title", "plain"))).toBeUndefined();
  });

  it("says the problem again of an edited text while references XML does not define are left in it", () => {
    const title = entities[1];
    // read as it is, the text gives the problem read (so an undo gives back an equal one)
    expect(restateEntityProblem(title, entry)).toEqual(title);
    // &laquo; replaced by «: &raquo; and &mdash; are left, the first named, the other counted
    const replaced = setFieldText(entry, "videos[0].title", "«Итоги недели&raquo; &mdash; выпуск 5");
    const left = restateEntityProblem(title, replaced);
    expect([left?.message, left?.params, left?.line, left?.column, left?.field]).toEqual([
      "entity &raquo; is not defined in XML (and 1 more in this text)",
      { value: "&raquo;", others: 1 },
      title.line,
      title.column,
      "videos[0].title",
    ]);
    // one left: no count; a raw "&" and XML's own references are no fault of the kept text
    const one = restateEntityProblem(
      title,
      setFieldText(entry, "videos[0].title", "A & B &amp; &lt; &mdash;"),
    );
    expect([one?.message, one?.params]).toEqual([
      "entity &mdash; is not defined in XML",
      { value: "&mdash;" },
    ]);
    expect(restateEntityProblem(title, setFieldText(entry, "videos[0].title", "A & B «x»"))).toBeUndefined();
    // the loc is left to the loc rules; other codes are never said again
    expect(restateEntityProblem({ ...title, field: "loc" }, entry)).toBeUndefined();
    const amp = { ...title, code: "xml.unescaped-ampersand" as const };
    expect(restateEntityProblem(amp, entry)).toBeUndefined();
  });

  it("reads and writes a field by its problem path, copying only the objects on the way", () => {
    expect(getFieldText(entry, "videos[0].description")).toBe("Кратко");
    expect(getFieldText(entry, "images[5].caption")).toBeUndefined();
    const next = setFieldText(entry, "images[1].caption", "x");
    expect(next.images[1].caption).toBe("x");
    expect(next.images[0]).toBe(entry.images[0]);
    expect(next.videos).toBe(entry.videos);
    expect(setFieldText(entry, "news.title", "x")).toBe(entry);
  });
});
