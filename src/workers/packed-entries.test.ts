import { describe, expect, it } from "vitest";
import { NO_ITEMS, readSitemapFile, type UrlEntry } from "@/core/index";
import { keyOrder, listAllSharedFiles, sharedBytes } from "@/test/shared-dir";
import { generateExtSitemap } from "@/test/stream-files";
import { packEntries } from "./packed-entries";
import { unpackEntries } from "./unpack-entries";

/** The entries after the trip a worker's answer makes: packed, structured-cloned, unpacked. */
const roundTrip = (urls: readonly UrlEntry[]) => unpackEntries(structuredClone(packEntries(urls)));

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
    ];
    const packed = packEntries(urls);
    expect(packed.whole).toEqual([urls[1], urls[2], urls[3], urls[4], urls[5]]);
    const back = unpackEntries(structuredClone(packed));
    expect(back).toStrictEqual(urls);
    expect(Object.keys(back[0])).toEqual(["loc", "images", "videos", "alternates"]);
    expect(back[0].images).toBe(NO_ITEMS);
    expect(unpackEntries(packEntries([]))).toEqual([]);
  });
});
