import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UrlEntry } from "@/core/model/types";
import { readUrlsetBack } from "@/test/xml-read-back";
import { writeSitemaps } from "./write-sitemaps";
import { stripInvalidXmlChars } from "./xml-escape";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Any text as the model holds it: trimmed (the reader trims), characters XML forbids removed. */
const value = fc.string({ unit: "binary", maxLength: 40 }).map((s) => stripInvalidXmlChars(s).trim());
const nonEmpty = value.filter((s) => s !== "");
const optional = fc.option(value, { nil: undefined });

const image = fc.record(
  { loc: value, caption: value, title: value, geo_location: value, license: value },
  { requiredKeys: ["loc"] },
);

const video = fc.record(
  {
    thumbnail_loc: value,
    title: value,
    description: value,
    player_loc: value,
    player_loc_allow_embed: value,
    duration: value,
    restriction: value,
    restriction_relationship: value,
    price: value,
    price_currency: value,
    uploader: value,
    uploader_info: value,
    gallery_loc: value,
    gallery_loc_title: value,
    tag: fc.array(value, { minLength: 1, maxLength: 3 }),
    live: value,
  },
  { requiredKeys: [] },
);

const news = fc.record({
  publication: fc.record({ name: value, language: value }, { requiredKeys: [] }),
  title: optional,
  keywords: optional,
});

const entry: fc.Arbitrary<UrlEntry> = fc.record({
  loc: nonEmpty,
  lastmod: fc.option(nonEmpty, { nil: undefined }),
  changefreq: fc.option(nonEmpty, { nil: undefined }),
  priority: fc.option(nonEmpty, { nil: undefined }),
  images: fc.array(image, { maxLength: 2 }),
  videos: fc.array(video, { maxLength: 2 }),
  news: fc.option(news, { nil: undefined }),
  alternates: fc.array(fc.record({ hreflang: value, href: value }), { maxLength: 2 }),
});

/** Drops `undefined` fields (absent and undefined read back the same). */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
}

/** Attribute fields and their element: an attribute cannot exist without its element, written empty then. */
const ATTRIBUTE_OF: [string, string][] = [
  ["player_loc_allow_embed", "player_loc"],
  ["restriction_relationship", "restriction"],
  ["price_currency", "price"],
  ["uploader_info", "uploader"],
  ["gallery_loc_title", "gallery_loc"],
];

/** What reading back must give: the entries, with an element made `""` where only its attribute was set. */
function expected(urls: UrlEntry[]): unknown {
  const withElements = urls.map((url) => ({
    ...url,
    videos: url.videos.map((video) => {
      const copy: Record<string, unknown> = { ...video };
      for (const [attribute, element] of ATTRIBUTE_OF) {
        if (copy[attribute] !== undefined && copy[element] === undefined) copy[element] = "";
      }
      return copy;
    }),
  }));
  return withoutUndefined(withElements);
}

describe("writeSitemaps: round trip", () => {
  it("reads back exactly the values written, whatever the text, pretty or compact", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.boolean(), (urls, pretty) => {
        const [file] = writeSitemaps(urls, { pretty });
        const { urls: read } = readUrlsetBack(decoder.decode(file.bytes));
        expect(read).toEqual(expected(urls));
      }),
      { numRuns: 300 },
    );
  });

  it("reads back every entry, in order, across parts split by size", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 300, max: 3_000 }),
        (urls, maxBytes) => {
          const files = writeSitemaps(urls, { maxBytes, maxUrls: 5 });
          const parts = files.filter((f) => f.kind === "urlset");
          const read = parts.flatMap((f) => readUrlsetBack(decoder.decode(f.bytes)).urls);
          expect(read).toEqual(expected(urls));
          expect(files.length).toBe(parts.length === 1 ? 1 : parts.length + 1);
        },
      ),
      { numRuns: 100 },
    );
  });
});
