import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_ITEMS, readSitemapFile, type UrlEntry } from "@/core/index";
import { keyOrder, listAllSharedFiles, sharedBytes } from "@/test/shared-dir";
import { generateExtSitemap } from "@/test/stream-files";
import { getPackedBuffers, packEntries, UNPACKED_KEYS } from "./packed-entries";
import { unpackEntries } from "./unpack-entries";

/** The entries after the trip a worker's answer makes: packed, posted with its buffers transferred, unpacked. */
const roundTrip = (urls: readonly UrlEntry[]) => {
  const packed = packEntries(urls);
  return unpackEntries(structuredClone(packed, { transfer: getPackedBuffers(packed) }));
};

describe("packEntries / unpackEntries", () => {
  it.each(listAllSharedFiles())("gives back the entries of %s", (path) => {
    const file = readSitemapFile(path, sharedBytes(path), { location: "https://www.example.com/s.xml" });
    const urls = roundTrip(file.urls);
    expect(urls).toStrictEqual(file.urls);
    expect(keyOrder(urls)).toEqual(keyOrder(file.urls));
  });

  it("carries 3 alternates and 1-2 images per entry packed, in the reader's key order", () => {
    const file = readSitemapFile("ext.xml", generateExtSitemap(3_000));
    const packed = packEntries(file.urls);
    expect(packed.whole).toEqual([]);
    expect(packed.count).toBe(3_000);
    // loc, lastmod, 3 × (hreflang, href), the images' locs
    const images = file.urls.reduce((sum, entry) => sum + entry.images.length, 0);
    expect(packed.lengths.length).toBe(3_000 * 8 + images);
    const urls = unpackEntries(structuredClone(packed));
    expect(urls).toStrictEqual(file.urls);
    expect(keyOrder(urls)).toEqual(keyOrder(file.urls));
    expect(urls[0].videos).toBe(NO_ITEMS);
  });

  it("sends a URL met again in the pack once: an hreflang cluster's locs and alternates", () => {
    // clusters of 3 (en, de, fr): each entry lists the cluster's 3 locs as alternates
    const file = readSitemapFile("ext.xml", generateExtSitemap(3_000));
    const packed = packEntries(file.urls);
    const references = [...packed.lengths].filter((length) => length >= 0x8000_0000).length;
    // 4 URLs per entry (loc and 3 hrefs), of which each cluster's 3 locs are new: 9 of 12 repeat
    expect(references).toBe(9_000);
    const sent = packed.lengths.reduce((sum, length) => sum + (length >= 0x8000_0000 ? 0 : length), 0);
    expect(packed.text.length).toBe(sent);
    const urls = unpackEntries(structuredClone(packed));
    expect(urls).toStrictEqual(file.urls);
    expect(urls[1].loc).toBe(urls[0].alternates[1].href);
  });

  it("sends entries of other shapes whole, in place, and keeps absent fields absent", () => {
    const video = { title: "t", thumbnail_loc: "https://a.example/t.jpg" };
    const urls: UrlEntry[] = [
      { loc: "https://a.example/1", images: [], videos: [], alternates: [] },
      { loc: "https://a.example/2", images: [], videos: [video], alternates: [], line: 3 },
      { loc: "", images: [], videos: [], alternates: [], lastmod: "", source: [1, 2, 3, 4, 5, 6, 7, 8] },
      {
        loc: "https://a.example/4",
        images: [{ loc: "https://a.example/i", caption: "c" }],
        videos: [],
        alternates: [],
      },
      {
        loc: "https://a.example/5",
        images: [],
        videos: [],
        alternates: [{ hreflang: "ru", href: "", attributes: { "x:y": "1" } }],
      },
      { loc: "https://a.example/6", images: [], videos: [], alternates: [], extra: ["<x/>"] },
      {
        loc: "https://a.example/Ж",
        images: [{ loc: "i", column: 4 }],
        videos: [],
        alternates: [{ hreflang: "x-default", href: "h", line: 9 }],
        priority: "0.5",
        column: 2,
      },
      // an image's `loc` placed (item-positions.ts) is carried; a position of another child goes whole
      {
        loc: "https://a.example/8",
        images: [{ loc: "i", line: 5, source: { loc: 2 ** 28 + 5 } }],
        videos: [],
        alternates: [],
      },
      {
        loc: "https://a.example/9",
        images: [{ loc: "i", line: 5, source: { loc: 7, title: 9 } }],
        videos: [],
        alternates: [],
      },
    ];
    const packed = packEntries(urls);
    expect(packed.whole).toEqual([urls[1], urls[2], urls[3], urls[4], urls[5], urls[8]]);
    const back = unpackEntries(structuredClone(packed));
    expect(back).toStrictEqual(urls);
    expect(Object.keys(back[0])).toEqual(["loc", "images", "videos", "alternates"]);
    expect(back[0].images).toBe(NO_ITEMS);
    expect(unpackEntries(packEntries([]))).toEqual([]);
  });

  it("sends an entry whole for each key the packed form does not carry, on the entry or an item", () => {
    const plain = (): UrlEntry => ({
      loc: "https://a.example/1",
      images: [{ loc: "https://a.example/i.png" }],
      videos: [],
      alternates: [{ hreflang: "en", href: "https://a.example/1" }],
    });
    const cases: UrlEntry[] = [];
    for (const key of UNPACKED_KEYS.url) cases.push({ ...plain(), [key]: key === "extra" ? ["<x/>"] : {} });
    for (const key of UNPACKED_KEYS.image) {
      const entry = plain();
      entry.images = [{ ...entry.images[0], [key]: key === "extra" ? ["<x/>"] : "v" }];
      cases.push(entry);
    }
    for (const key of UNPACKED_KEYS.alternate) {
      const entry = plain();
      entry.alternates = [{ ...entry.alternates[0], [key]: { "x:y": "1" } }];
      cases.push(entry);
    }
    expect(UNPACKED_KEYS.url.length + UNPACKED_KEYS.image.length + UNPACKED_KEYS.alternate.length).toBe(13);
    const packed = packEntries([plain(), ...cases]);
    expect(packed.whole).toEqual(cases);
    expect(unpackEntries(structuredClone(packed))).toStrictEqual([plain(), ...cases]);
  });

  it("carries any text as UTF-8: ASCII one byte a character, Cyrillic, emoji and a leading U+FEFF exactly", () => {
    const urls: UrlEntry[] = [
      { loc: "\uFEFFhttps://пример.рф/каталог", images: [], videos: [], alternates: [], lastmod: "2024" },
      {
        loc: "https://a.example/😀",
        images: [{ loc: "https://a.example/i-ж.png" }],
        videos: [],
        alternates: [{ hreflang: "ru", href: "https://a.example/😀" }],
      },
      { loc: "https://a.example/plain", images: [], videos: [], alternates: [] },
    ];
    const packed = packEntries(urls);
    expect(packed.whole).toEqual([]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(packed.text)).toBe(
      "\uFEFFhttps://пример.рф/каталог2024https://a.example/😀ruhttps://a.example/i-ж.pnghttps://a.example/plain",
    );
    expect(roundTrip(urls)).toStrictEqual(urls);
    const ascii = packEntries([urls[2]]);
    expect(ascii.text.byteLength).toBe("https://a.example/plain".length);
  });

  it("sends an entry with a lone surrogate (which UTF-8 cannot carry) whole, and packs the others", () => {
    const lone = "https://a.example/\uD800x";
    const urls: UrlEntry[] = [
      { loc: "https://a.example/1", images: [], videos: [], alternates: [] },
      { loc: "https://a.example/2", images: [], videos: [], alternates: [{ hreflang: "en", href: lone }] },
      { loc: "https://a.example/ж", images: [], videos: [], alternates: [] },
    ];
    const packed = packEntries(urls);
    expect(packed.whole).toEqual([urls[1]]);
    const back = roundTrip(urls);
    expect(back).toStrictEqual(urls);
    expect(back[1].alternates[0].href).toBe(lone);
  });

  it("gives back any entries of the packed shape, whatever their text (property)", () => {
    // ASCII, 2-, 3- and 4-byte UTF-8, U+FEFF, and halves of a surrogate pair that may end up alone
    const unit = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.constantFrom("a", "/", "ж", "€", "😀", "\uFEFF", "\uD83D", "\uDE00"),
    );
    const text = fc.string({ unit, maxLength: 12 });
    const position = fc.option(fc.nat({ max: 1_000_000 }), { nil: undefined });
    const entry = fc
      .record({
        loc: fc.oneof(text, fc.constantFrom("https://a.example/1", "https://a.example/2")),
        lastmod: fc.option(text, { nil: undefined }),
        line: position,
        alternates: fc.array(fc.record({ hreflang: text, href: text }), { maxLength: 3 }),
        images: fc.array(fc.record({ loc: text }), { maxLength: 2 }),
      })
      .map(({ line, lastmod, ...fields }): UrlEntry => {
        const url: UrlEntry = { ...fields, videos: [] };
        if (line !== undefined) url.line = line;
        if (lastmod !== undefined) url.lastmod = lastmod;
        return url;
      });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (urls) => {
        expect(roundTrip(urls)).toEqual(urls);
      }),
      { numRuns: 500 },
    );
  });
});
