import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readSitemapFile, type SitemapFile, type UrlEntry } from "@/core/index";
import { setSitemapFastPath } from "@/core/parse/sitemap-fast-path";
import { generateExtSitemap, inflatedCorpus } from "@/test/stream-files";
import type { ReadResult } from "./protocol";
import { createEntryStream, ENTRY_CHUNK, joinStreamedRead, unpackReadResult } from "./read-stream";
import { createCoreRunner } from "./sitemap-core-calls";
import { unpackEntries } from "./unpack-entries";

/**
 * Reads `bytes` as the worker does (chunks and answer packed and each structured-cloned), then unpacks and
 * joins as the page does.
 */
function readStreamed(name: string, bytes: Uint8Array): { file: SitemapFile; chunks: UrlEntry[][] } {
  const run = createCoreRunner();
  const chunks: UrlEntry[][] = [];
  const answer = run({ id: 1, type: "read", name, bytes }, undefined, (entries) =>
    chunks.push(unpackEntries(structuredClone(entries))),
  );
  const result = unpackReadResult(structuredClone(answer) as ReadResult);
  return { file: joinStreamedRead(result, chunks), chunks };
}

/** Every `onEntries` call of a direct read, each final part copied at the moment it was told. */
function readWatched(name: string, bytes: Uint8Array) {
  const told: UrlEntry[] = [];
  let inProgress = 0;
  const file = readSitemapFile(name, bytes, {
    onEntries(urls, final) {
      expect(final).toBeGreaterThanOrEqual(told.length);
      expect(final).toBeLessThanOrEqual(urls.length);
      if (final < urls.length) inProgress++;
      for (const entry of urls.slice(told.length, final)) told.push(structuredClone(entry));
    },
  });
  return { file, told, inProgress };
}

const corpus = inflatedCorpus();

describe("ReadOptions.onEntries", () => {
  it("tells only entries that never change afterwards, on every corpus file inflated to 1.5 MB", () => {
    let streamed = 0;
    for (const { name, bytes } of corpus) {
      const { file, told } = readWatched(name, bytes);
      expect(told, name).toEqual(file.urls.slice(0, told.length));
      if (told.length > 0) streamed++;
    }
    // urlsets, RSS and Atom feeds: most corpus files have entries to stream
    expect(streamed).toBeGreaterThan(25);
  });

  it("tells the first entries after 65,536 characters, not after a fast-path run of thousands", () => {
    const finals: number[] = [];
    const bytes = generateExtSitemap(3_000);
    readSitemapFile("ext.xml", bytes, { onEntries: (_urls, final) => finals.push(final) });
    // entries of about 600 characters: the first report comes after about 110 of them
    expect(finals[0]).toBeGreaterThan(50);
    expect(finals[0]).toBeLessThan(200);
    expect(finals.length).toBeGreaterThan(10);
  });

  it("holds back the entry the general path is still reading at a progress point", () => {
    const bytes = generateExtSitemap(3_000, 50);
    const { file, told, inProgress } = readWatched("long.xml", bytes);
    expect(inProgress).toBeGreaterThan(5);
    expect(told.length).toBeGreaterThan(2_500);
    expect(told).toEqual(file.urls.slice(0, told.length));
    expect(file.urls[0].videos[0].description).toHaveLength(100_000);
  });

  it("is not told anything for TXT or a sitemap index", () => {
    const txt = new TextEncoder().encode("https://www.example.com/a\n".repeat(100_000));
    expect(readWatched("list.txt", txt).told).toEqual([]);
    const refs = "<sitemap><loc>https://www.example.com/s.xml</loc></sitemap>\n".repeat(40_000);
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${refs}</sitemapindex>`;
    const read = readWatched("index.xml", new TextEncoder().encode(index));
    expect(read.file.sitemaps).toHaveLength(40_000);
    expect(read.told).toEqual([]);
  });
});

describe("streamed read", () => {
  it("joins to exactly the file a direct read gives, on every inflated corpus file", () => {
    let chunked = 0;
    for (const { name, bytes } of corpus) {
      const { file, chunks } = readStreamed(name, bytes);
      expect(file, name).toEqual(readSitemapFile(name, bytes));
      expect(Object.keys(file), name).toEqual(Object.keys(readSitemapFile(name, bytes)));
      if (chunks.length > 1) chunked++;
    }
    expect(chunked).toBeGreaterThan(20);
  });

  it("sends a big extension file in chunks: the first at the first progress point, then at least 1,000 each", () => {
    const bytes = generateExtSitemap(20_000);
    const { file, chunks } = readStreamed("ext.xml", bytes);
    const direct = readSitemapFile("ext.xml", bytes);
    expect(file).toEqual(direct);
    expect(file.urls).toHaveLength(20_000);
    expect(chunks.length).toBeGreaterThanOrEqual(8);
    expect(chunks[0].length).toBeLessThan(file.urls.length / 5);
    for (const chunk of chunks.slice(1)) expect(chunk.length).toBeGreaterThanOrEqual(ENTRY_CHUNK);
    const sent = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(sent).toBeGreaterThan(18_000);
    expect(file.urls[sent - 1]).toBe(chunks.at(-1)?.at(-1));
  });

  it("joins a file with entries in progress at progress points", () => {
    const bytes = generateExtSitemap(3_000, 50);
    const { file, chunks } = readStreamed("long.xml", bytes);
    expect(chunks.length).toBeGreaterThan(1);
    expect(file).toEqual(readSitemapFile("long.xml", bytes));
  });

  it("streams a file the general path reads entry by entry (fast path off)", () => {
    const bytes = generateExtSitemap(5_000);
    setSitemapFastPath(false);
    try {
      const { file, chunks } = readStreamed("general.xml", bytes);
      expect(chunks.length).toBeGreaterThan(1);
      expect(file).toEqual(readSitemapFile("general.xml", bytes));
    } finally {
      setSitemapFastPath(true);
    }
  });

  it("streams a gzip file like the plain one", () => {
    const bytes = gzipSync(generateExtSitemap(5_000));
    const { file, chunks } = readStreamed("ext.xml.gz", bytes);
    expect(file.gzip).toBe(true);
    expect(chunks.length).toBeGreaterThan(1);
    expect(file).toEqual(readSitemapFile("ext.xml.gz", bytes));
  });

  it("answers with the file whole when nothing was sent", () => {
    const stream = createEntryStream(() => {
      throw new Error("nothing to send");
    });
    const file = readSitemapFile("a.txt", new TextEncoder().encode("https://www.example.com/\n"));
    expect(stream.finish(file)).toEqual({ type: "read", file });
  });

  it("refuses an answer whose chunks do not add up", () => {
    const sent: UrlEntry[][] = [];
    const stream = createEntryStream((urls) => sent.push(urls), 2);
    const file = readSitemapFile("ext.xml", generateExtSitemap(10));
    stream.onEntries(file.urls, 1);
    stream.onEntries(file.urls, 2);
    stream.onEntries(file.urls, 4);
    expect(sent.map((chunk) => chunk.length)).toEqual([1, 3]);
    const result = stream.finish(file);
    expect(result.streamed).toBe(4);
    expect(result.file.urls).toHaveLength(6);
    expect(() => joinStreamedRead(structuredClone(result), sent.slice(1))).toThrow(/3 streamed entries/);
    expect(joinStreamedRead(structuredClone(result), sent).urls).toEqual(file.urls);
  });
});
