import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UrlEntry } from "@/core/model/types";
import { readSitemapFile } from "@/core/parse/read-sitemap-file";
import { makeUrlEntry } from "@/test/factories";
import { writeSitemaps } from "./write-sitemaps";
import { stripInvalidXmlChars } from "./xml-escape";

const POSITION_KEYS = new Set(["line", "column", "source"]);

/** The value without positions and undefined fields (the round trip ignores both). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([k, v]) =>
          v !== undefined && !POSITION_KEYS.has(k) && !(k === "extra" && Array.isArray(v) && v.length === 0),
      )
      .map(([k, v]) => [k, comparable(v)]),
  );
}

/** Writes `urls` as one file and reads it back with the project's reader. */
function roundTrip(urls: UrlEntry[], pretty = true) {
  const [file] = writeSitemaps(urls, { pretty });
  return readSitemapFile(file.name, file.bytes);
}

const value = fc.string({ unit: "binary", maxLength: 30 }).map((s) => stripInvalidXmlChars(s).trim());
const nonEmpty = value.filter((s) => s !== "");

describe("writeSitemaps read back by readSitemapFile", () => {
  it("gives the same entries with no reading problem for arbitrary text", () => {
    const entry = fc.record({
      loc: nonEmpty,
      lastmod: fc.option(nonEmpty, { nil: undefined }),
      priority: fc.option(nonEmpty, { nil: undefined }),
      images: fc.array(fc.record({ loc: value, title: value }, { requiredKeys: ["loc"] }), { maxLength: 2 }),
      videos: fc.array(
        fc.record(
          {
            title: value,
            player_loc: value,
            player_loc_allow_embed: value,
            tag: fc.array(value, { minLength: 1, maxLength: 2 }),
          },
          { requiredKeys: ["title", "player_loc"] },
        ),
        { maxLength: 1 },
      ),
      alternates: fc.array(fc.record({ hreflang: value, href: value }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.boolean(), (urls, pretty) => {
        const read = roundTrip(urls, pretty);
        expect(read.format).toBe("urlset");
        expect(read.problems.filter((p) => p.code.startsWith("xml.") || p.code.startsWith("file."))).toEqual(
          [],
        );
        expect(comparable(read.urls)).toEqual(comparable(urls));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps foreign attributes and the order of interleaved children, whatever the text", () => {
    const attributes = fc.option(
      fc.dictionary(fc.constantFrom("foo:id", "foo:k", "bar:z", "xml:lang"), value, {
        minKeys: 1,
        maxKeys: 3,
      }),
      { nil: undefined },
    );
    const kinds = fc.array(fc.constantFrom(...(["alternate", "image", "video", "news", "extra"] as const)), {
      maxLength: 6,
    });
    const entry = fc
      .record({
        loc: nonEmpty,
        attributes,
        fields: attributes,
        kinds,
        texts: fc.array(value, { minLength: 6, maxLength: 6 }),
      })
      .map(({ loc, attributes: urlAttributes, fields, kinds: read, texts }) => {
        const order = read.filter((kind, i) => kind !== "news" || read.indexOf("news") === i);
        const url: UrlEntry = { loc, images: [], videos: [], alternates: [] };
        if (urlAttributes) url.attributes = urlAttributes;
        if (fields) url.fieldAttributes = { loc: fields };
        order.forEach((kind, i) => {
          const text = texts[i];
          const field = { "bar:f": text };
          if (kind === "alternate")
            url.alternates.push({ hreflang: text, href: text, attributes: { "foo:a": text } });
          else if (kind === "image")
            url.images.push({ loc: text, attributes: { "foo:i": text }, fieldAttributes: { loc: field } });
          else if (kind === "video")
            url.videos.push({
              title: text,
              attributes: { "bar:v": text },
              fieldAttributes: { title: field },
            });
          else if (kind === "news")
            url.news = {
              publication: { name: text },
              attributes: { "foo:n": text },
              fieldAttributes: { publication: field, "publication.name": field },
            };
          else url.extra = [...(url.extra ?? []), `<foo:x bar:a="${i}">${i}</foo:x>`];
        });
        const rank = (kind: string) => ["alternate", "image", "video", "news", "extra"].indexOf(kind);
        if (order.some((kind, i) => i > 0 && rank(kind) < rank(order[i - 1]))) url.order = order;
        return url;
      });
    const namespaces = { foo: "urn:foo", bar: "urn:bar" };
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.boolean(), (urls, pretty) => {
        const [file] = writeSitemaps(urls, { pretty, namespaces });
        const read = readSitemapFile(file.name, file.bytes);
        expect(read.problems.filter((p) => p.code.startsWith("xml.") || p.code.startsWith("file."))).toEqual(
          [],
        );
        expect(comparable(read.urls)).toEqual(comparable(urls));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps unknown elements and video extras through a round trip", () => {
    const urls = [
      makeUrlEntry({
        extra: ['<mobile:mobile xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0"/>'],
        videos: [
          {
            title: "V",
            player_loc: "https://x.com/p",
            extra: ["<video:tvshow><video:show_title>S</video:show_title></video:tvshow>"],
          },
        ],
        news: { publication: { name: "N & M", language: "en" }, title: "<T>" },
      }),
    ];
    const read = roundTrip(urls);
    expect(read.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(comparable(read.urls)).toEqual(comparable(urls));
  });
});
