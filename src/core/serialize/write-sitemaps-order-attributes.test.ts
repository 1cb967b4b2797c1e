/**
 * Foreign attributes (`attributes`) and the read order of extension and unknown children (`UrlEntry.order`)
 * through read, write and read again (issue #4: the model keeps everything a file holds).
 */
import { describe, expect, it } from "vitest";
import type { UrlEntry } from "@/core/model/types";
import { readSitemapFile } from "@/core/parse/read-sitemap-file";
import { makeUrlEntry } from "@/test/factories";
import { writeSitemaps } from "./write-sitemaps";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" ' +
  'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" ' +
  'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:foo="urn:foo" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n';

function read(body: string) {
  return readSitemapFile("s.xml", encoder.encode(`${HEAD}${body}\n</urlset>\n`));
}

/** Writes the file's urls with its namespaces and returns the text and the file read back. */
function writeBack(file: ReturnType<typeof read>) {
  const [out] = writeSitemaps(file.urls, { namespaces: file.namespaces });
  const text = decoder.decode(out.bytes);
  return { text, again: readSitemapFile(out.name, out.bytes) };
}

const POSITION_KEYS = new Set(["line", "column", "source"]);
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => v !== undefined && !POSITION_KEYS.has(k))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

const IMAGE = (n: number) => `<image:image><image:loc>https://a.example/${n}.jpg</image:loc></image:image>`;
const LINK = (lang: string) =>
  `<xhtml:link rel="alternate" hreflang="${lang}" href="https://a.example/${lang}/"/>`;
const VIDEO =
  "<video:video><video:title>V</video:title><video:player_loc>https://a.example/p</video:player_loc></video:video>";
const NEWS =
  "<news:news><news:publication><news:name>N</news:name><news:language>en</news:language></news:publication><news:title>T</news:title></news:news>";

describe("foreign attributes", () => {
  it("are kept on url, image:image, video:video and news:news and written back with their namespace", () => {
    const file = read(
      `<url foo:id="42" xsi:type="x"><loc>https://a.example/</loc>` +
        `<image:image foo:k="v &amp; &lt;w&gt;"><image:loc>https://a.example/i.jpg</image:loc></image:image>` +
        VIDEO.replace("<video:video>", '<video:video foo:v="1">') +
        NEWS.replace("<news:news>", '<news:news foo:n="2" xml:lang="en">') +
        "</url>",
    );
    const url = file.urls[0];
    expect(url.attributes).toEqual({ "foo:id": "42" });
    expect(url.images[0].attributes).toEqual({ "foo:k": "v & <w>" });
    expect(url.videos[0].attributes).toEqual({ "foo:v": "1" });
    expect(url.news?.attributes).toEqual({ "foo:n": "2", "xml:lang": "en" });
    expect(url.order).toBeUndefined();
    const { text, again } = writeBack(file);
    expect(text).toContain('xmlns:foo="urn:foo"');
    expect(text).toContain('<url foo:id="42">');
    expect(text).toContain('<image:image foo:k="v &amp; &lt;w&gt;">');
    expect(again.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(comparable(again.urls)).toEqual(comparable(file.urls));
  });

  it("a prefix without a known URI is left out and counted, never written undeclared", () => {
    const urls = [makeUrlEntry({ attributes: { "bar:x": "1", "foo:y": "2", plain: "3" } })];
    const [out] = writeSitemaps(urls, { namespaces: { foo: "urn:foo" } });
    const text = decoder.decode(out.bytes);
    expect(text).toContain('<url foo:y="2">');
    expect(text).not.toContain("bar:x");
    expect(readSitemapFile(out.name, out.bytes).problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});

describe("order of extension and unknown children", () => {
  it("is not recorded when it is the default order", () => {
    const file = read(
      `<url><loc>https://a.example/</loc>${LINK("de")}${IMAGE(1)}${VIDEO}${NEWS}<foo:x/></url>`,
    );
    expect(file.urls[0].order).toBeUndefined();
  });

  it("is recorded as read when interleaved, and export writes it back", () => {
    const file = read(
      `<url><loc>https://a.example/</loc><foo:x>1</foo:x>${IMAGE(1)}${LINK("de")}${NEWS}${IMAGE(2)}${VIDEO}<foo:y/></url>`,
    );
    const url = file.urls[0];
    expect(url.order).toEqual(["extra", "image", "alternate", "news", "image", "video", "extra"]);
    const { text, again } = writeBack(file);
    const at = (s: string) => text.indexOf(s);
    expect(at("<foo:x>")).toBeLessThan(at("1.jpg"));
    expect(at("1.jpg")).toBeLessThan(at('hreflang="de"'));
    expect(at('hreflang="de"')).toBeLessThan(at("<news:news>"));
    expect(at("<news:news>")).toBeLessThan(at("2.jpg"));
    expect(at("2.jpg")).toBeLessThan(at("<video:video>"));
    expect(at("<video:video>")).toBeLessThan(at("<foo:y/>"));
    expect(comparable(again.urls)).toEqual(comparable(file.urls));
  });

  it("records the items read before the first one out of order", () => {
    const file = read(`<url><loc>https://a.example/</loc>${LINK("de")}${IMAGE(1)}${LINK("fr")}</url>`);
    expect(file.urls[0].order).toEqual(["alternate", "image", "alternate"]);
  });

  it("copes with items added or removed since: new ones after their kind's last, missing ones skipped", () => {
    const base: UrlEntry = makeUrlEntry({
      images: [{ loc: "https://a.example/1.jpg" }, { loc: "https://a.example/2.jpg" }],
      alternates: [{ hreflang: "de", href: "https://a.example/de/" }],
      extra: ["<foo:x/>"],
      order: ["image", "alternate", "extra"],
    });
    const write = (entry: UrlEntry) =>
      decoder.decode(writeSitemaps([entry], { namespaces: { foo: "urn:foo" } })[0].bytes);
    const text = write(base);
    expect(text.indexOf("2.jpg")).toBeLessThan(text.indexOf('hreflang="de"'));
    expect(text.indexOf('hreflang="de"')).toBeLessThan(text.indexOf("<foo:x/>"));
    const removed = write({ ...base, images: [], extra: undefined });
    expect(removed).toContain('hreflang="de"');
    const added = write({
      ...base,
      alternates: [...base.alternates, { hreflang: "fr", href: "https://a.example/fr/" }],
      videos: [{ title: "V", player_loc: "https://a.example/p" }],
    });
    expect(added.indexOf('hreflang="fr"')).toBeLessThan(added.indexOf("<foo:x/>"));
    expect(added.indexOf('hreflang="de"')).toBeLessThan(added.indexOf('hreflang="fr"'));
    expect(added.indexOf("<foo:x/>")).toBeLessThan(added.indexOf("<video:video>"));
  });
});

describe("foreign attributes of typed child elements (fieldAttributes)", () => {
  it("are kept by field on url, image, video, news and the alternate itself, and written back", () => {
    const file = read(
      `<url><loc foo:l="1" xsi:type="x">https://a.example/</loc><lastmod foo:m="2">2024-01-01</lastmod>` +
        `<changefreq foo:c="3">daily</changefreq><priority xml:lang="en" foo:p="4">0.5</priority>` +
        `<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/" foo:a="5"/>` +
        `<image:image><image:loc foo:i="6">https://a.example/i.jpg</image:loc><image:title foo:t="7">T</image:title></image:image>` +
        `<video:video><video:title foo:vt="8">V</video:title><video:player_loc allow_embed="yes" foo:pl="9">https://a.example/p</video:player_loc>` +
        `<video:tag>a</video:tag><video:tag foo:tg="10">b</video:tag></video:video>` +
        `<news:news><news:publication foo:pub="11"><news:name foo:nn="12">N</news:name><news:language>en</news:language></news:publication>` +
        `<news:title foo:nt="13">T</news:title></news:news></url>`,
    );
    const url = file.urls[0];
    expect(url.fieldAttributes).toEqual({
      loc: { "foo:l": "1" },
      lastmod: { "foo:m": "2" },
      changefreq: { "foo:c": "3" },
      priority: { "xml:lang": "en", "foo:p": "4" },
    });
    expect(url.attributes).toBeUndefined();
    expect(url.alternates[0].attributes).toEqual({ "foo:a": "5" });
    expect(url.images[0].fieldAttributes).toEqual({ loc: { "foo:i": "6" }, title: { "foo:t": "7" } });
    expect(url.videos[0].fieldAttributes).toEqual({
      title: { "foo:vt": "8" },
      player_loc: { "foo:pl": "9" },
      "tag[1]": { "foo:tg": "10" },
    });
    expect(url.videos[0].player_loc_allow_embed).toBe("yes");
    expect(url.news?.fieldAttributes).toEqual({
      publication: { "foo:pub": "11" },
      "publication.name": { "foo:nn": "12" },
      title: { "foo:nt": "13" },
    });
    const { text, again } = writeBack(file);
    expect(text).toContain('<loc foo:l="1">https://a.example/</loc>');
    expect(text).toContain('<priority xml:lang="en" foo:p="4">0.5</priority>');
    expect(text).toContain('<video:player_loc allow_embed="yes" foo:pl="9">');
    expect(text).toContain("<video:tag>a</video:tag>");
    expect(text).toContain('<video:tag foo:tg="10">b</video:tag>');
    expect(text).toContain('<news:publication foo:pub="11">');
    expect(again.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(comparable(again.urls)).toEqual(comparable(file.urls));
  });

  it("an unknown prefix is left out and counted; a field without a value writes no element for them", () => {
    const urls = [
      makeUrlEntry({
        lastmod: undefined,
        fieldAttributes: { loc: { "bar:x": "1", "foo:y": "2" }, lastmod: { "foo:z": "3" } },
      }),
    ];
    const [out] = writeSitemaps(urls, { namespaces: { foo: "urn:foo" } });
    const text = decoder.decode(out.bytes);
    expect(text).toContain('<loc foo:y="2">');
    expect(text).not.toContain("bar:x");
    expect(text).not.toContain("foo:z");
    expect(text).toContain('xmlns:foo="urn:foo"');
    expect(readSitemapFile(out.name, out.bytes).problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});
