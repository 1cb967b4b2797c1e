import fc from "fast-check";
import { gunzipSync, gzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { GZIP_LEVEL, gzipBytes, gzipBytesSync } from "./gzip-bytes";
import { writeSitemapIndexFile } from "./write-index-file";
import { writeSitemaps, writeSitemapsAsync } from "./write-sitemaps";

/** A sitemap text of `count` urls, big enough for zlib and fflate to choose differently. */
function sitemapText(count: number): string {
  const urls = Array.from(
    { length: count },
    (_, i) =>
      `<url><loc>https://www.example.com/p/${i}?a=${i % 7}</loc><lastmod>2024-05-0${(i % 9) + 1}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A gzip member's deflate data and trailer: without its 10-byte header, whose time fflate sets to now. */
const deflated = (gzip: Uint8Array) => gzip.subarray(10);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("gzipBytes", () => {
  it("gzips with the platform's CompressionStream: a gzip member that gunzips to the bytes, not fflate's", async () => {
    const bytes = new TextEncoder().encode(sitemapText(5_000));
    const gzipped = await gzipBytes(bytes);
    expect([gzipped[0], gzipped[1], gzipped[2]]).toEqual([0x1f, 0x8b, 8]);
    expect(gunzipSync(gzipped)).toEqual(bytes);
    expect(gzipped.length).toBeLessThan(bytes.length / 5);
    // another deflate than fflate's: the native path ran
    expect(deflated(gzipped)).not.toEqual(deflated(gzipSync(bytes, { level: GZIP_LEVEL })));
  });

  it("falls back to fflate at level 6 where CompressionStream is missing", async () => {
    vi.stubGlobal("CompressionStream", undefined);
    const bytes = new TextEncoder().encode(sitemapText(2_000));
    expect(deflated(await gzipBytes(bytes))).toEqual(deflated(gzipSync(bytes, { level: GZIP_LEVEL })));
  });

  it("gives back any bytes once gunzipped, empty ones included (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 70_000 }), async (bytes) => {
        expect(gunzipSync(await gzipBytes(bytes))).toEqual(bytes);
      }),
      { numRuns: 60 },
    );
  });
});

/** The MTIME field of a gzip member's header (RFC 1952 §2.3.1): bytes 4-7, little-endian. */
const mtimeOf = (gzip: Uint8Array) => new DataView(gzip.buffer, gzip.byteOffset).getUint32(4, true);

describe("gzipBytesSync", () => {
  it("writes no time stamp: the same bytes on each call, with fflate's level-6 deflate", () => {
    const bytes = new TextEncoder().encode(sitemapText(1_000));
    const first = gzipBytesSync(bytes);
    expect(mtimeOf(first)).toBe(0);
    expect(gzipBytesSync(bytes)).toEqual(first);
    expect(deflated(first)).toEqual(deflated(gzipSync(bytes, { level: GZIP_LEVEL })));
    expect(gunzipSync(first)).toEqual(bytes);
  });

  it("is what writeSitemaps and writeSitemapIndexFile gzip with: no export time in their headers", () => {
    const urls = readSitemapFile("s.xml", new TextEncoder().encode(sitemapText(30))).urls;
    const files = writeSitemaps(urls, { gzip: true, maxUrls: 10 });
    const index = writeSitemapIndexFile([{ loc: "https://www.example.com/a.xml" }], { gzip: true });
    expect([...files, index].map((file) => mtimeOf(file.bytes))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("writeSitemapsAsync", () => {
  const urls = readSitemapFile("s.xml", new TextEncoder().encode(sitemapText(2_500))).urls;

  it("makes writeSitemaps' files: the same names, kinds and text once gunzipped", async () => {
    const options = { gzip: true, maxUrls: 1_000, baseUrl: "https://www.example.com/maps/" };
    const sync = writeSitemaps(urls, options);
    const files = await writeSitemapsAsync(urls, options);
    expect(files.map((file) => [file.name, file.kind])).toEqual(sync.map((file) => [file.name, file.kind]));
    expect(files.map((file) => file.name)).toEqual([
      "sitemap-1.xml.gz",
      "sitemap-2.xml.gz",
      "sitemap-3.xml.gz",
      "sitemap-index.xml.gz",
    ]);
    for (let i = 0; i < files.length; i++)
      expect(gunzipSync(files[i].bytes)).toEqual(gunzipSync(sync[i].bytes));
  });

  it("writes the same bytes as writeSitemaps without gzip", async () => {
    const options = { maxUrls: 2_000, format: "xml" as const };
    expect(await writeSitemapsAsync(urls, options)).toEqual(writeSitemaps(urls, options));
  });

  it("rejects bad options as writeSitemaps throws them", async () => {
    await expect(writeSitemapsAsync(urls, { maxUrls: 0 })).rejects.toThrow(RangeError);
  });
});
