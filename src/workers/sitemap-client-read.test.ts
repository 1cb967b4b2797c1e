import { gzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { readSitemapFile, type UrlEntry } from "@/core/index";
import { sharedBytes } from "@/test/shared-dir";
import { generateExtSitemap } from "@/test/stream-files";
import type { PostedRequest, WorkerMessage, WorkerRequest } from "./protocol";
import { createSitemapClient } from "./sitemap-client";
import {
  closeHead,
  createCoreRunner,
  HEAD_BYTES,
  HEAD_MIN_BYTES,
  loadContent,
  readHead,
} from "./sitemap-core-calls";

/**
 * A stand-in worker that answers as `sitemap.worker.ts` does (a Blob's bytes read first, a big one's head
 * before; progress, the head, streamed entries, the answer), each message a structured clone dispatched as its own task. `crashAfter`: fails
 * like a crashed worker after that many `entries` messages.
 */
function makeStreamingWorker(crashAfter = Number.POSITIVE_INFINITY) {
  const target = new EventTarget();
  const run = createCoreRunner();
  const posted: WorkerMessage[] = [];
  const fake = Object.assign(target, {
    terminate: vi.fn(),
    posted,
    /** Requests posted and not answered yet, and the most there were at once. */
    inFlight: 0,
    maxInFlight: 0,
    requests: [] as PostedRequest[],
    postMessage(message: PostedRequest) {
      fake.maxInFlight = Math.max(fake.maxInFlight, ++fake.inFlight);
      const request = structuredClone(message);
      fake.requests.push(request);
      const head: WorkerMessage[] = [];
      loadContent(request, (entries) => head.push({ id: request.id, type: "head", entries })).then((loaded) =>
        answer(loaded, head),
      );
    },
  });
  function answer(request: WorkerRequest, head: WorkerMessage[]) {
    const queue: WorkerMessage[] = [];
    const post = (data: WorkerMessage) => queue.push(structuredClone(data));
    post({ id: request.id, type: "progress", progress: 0 });
    for (const message of head) post(message);
    const result = run(
      request,
      (progress) => post({ id: request.id, type: "progress", progress }),
      (entries) => post({ id: request.id, type: "entries", entries }),
    );
    if (result instanceof Promise) throw new Error("only a write answers later");
    post({ id: request.id, type: "progress", progress: 1 });
    post({ id: request.id, ok: true, ...result });
    let entries = 0;
    const next = () => {
      const data = queue.shift();
      if (!data) return;
      if ("type" in data && data.type === "entries" && ++entries > crashAfter) {
        target.dispatchEvent(new Event("error"));
        return;
      }
      posted.push(structuredClone(data));
      if ("ok" in data) fake.inFlight--;
      target.dispatchEvent(new MessageEvent("message", { data }));
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }
  return fake;
}

describe("sitemap client: streamed reads", () => {
  it("gives the chunks as they come and resolves with the file a direct read gives", async () => {
    const fake = makeStreamingWorker();
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const bytes = generateExtSitemap(12_000);
    const chunks: (readonly UrlEntry[])[] = [];
    const progress: number[] = [];
    const file = await client.readFile("ext.xml", bytes, {
      onEntries: (urls) => {
        chunks.push(urls);
        // each chunk comes before the file is done, after some progress
        expect(progress.at(-1)).toBeLessThan(1);
      },
      onProgress: (p) => progress.push(p),
    });
    expect(file).toEqual(readSitemapFile("ext.xml", bytes));
    expect(chunks.length).toBeGreaterThan(3);
    const streamed = chunks.flat();
    // the chunks are the first entries of the file, the same objects
    expect(streamed.length).toBeGreaterThan(10_000);
    streamed.forEach((entry, i) => {
      if (file.urls[i] !== entry) throw new Error(`entry ${i} is not the streamed object`);
    });
    const answer = fake.posted.find((message) => "ok" in message && message.ok);
    // the answer carries the rest, packed
    expect(answer && "urls" in answer && answer.urls?.count).toBe(12_000 - streamed.length);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it("reads small files, TXT and gzip in one answer, as before", async () => {
    const client = createSitemapClient({ createWorker: () => makeStreamingWorker() as unknown as Worker });
    for (const path of ["corpus/advertools-news-nytimes.xml", "corpus/aafeher-empty-file.xml.gz"]) {
      const onEntries = vi.fn();
      const bytes = sharedBytes(path);
      expect(await client.readFile(path, bytes, { onEntries })).toEqual(readSitemapFile(path, bytes));
      expect(onEntries).not.toHaveBeenCalled();
    }
  });

  it("reads the file again on the main thread when the worker crashes mid-read", async () => {
    const onFallback = vi.fn();
    const client = createSitemapClient({
      createWorker: () => makeStreamingWorker(2) as unknown as Worker,
      onFallback,
    });
    const bytes = generateExtSitemap(12_000);
    const onEntries = vi.fn();
    const file = await client.readFile("ext.xml", bytes, { onEntries });
    expect(onEntries).toHaveBeenCalledTimes(2);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(file).toEqual(readSitemapFile("ext.xml", bytes));
  });

  it("sends a dropped File (a Blob) as it is, for the worker to read, and falls back with it", async () => {
    const bytes = generateExtSitemap(3_000);
    const fake = makeStreamingWorker();
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("ext.xml", new Blob([bytes as BlobPart]));
    expect(fake.requests[0].type === "read" && fake.requests[0].bytes).toBeInstanceOf(Blob);
    expect(file).toEqual(readSitemapFile("ext.xml", bytes));
    const crashing = createSitemapClient({
      createWorker: () => makeStreamingWorker(1) as unknown as Worker,
      onFallback: () => {},
    });
    expect(await crashing.readFile("ext.xml", new Blob([bytes as BlobPart]))).toEqual(file);
  });

  it("shows a big dropped file's head before its first chunk, entries equal to the file's first", async () => {
    const bytes = generateExtSitemap(6_000);
    expect(bytes.byteLength).toBeGreaterThan(HEAD_MIN_BYTES);
    const client = createSitemapClient({ createWorker: () => makeStreamingWorker() as unknown as Worker });
    const told: string[] = [];
    let head: readonly UrlEntry[] = [];
    const file = await client.readFile("ext.xml", new Blob([bytes as BlobPart]), {
      onHead: (urls) => {
        told.push("head");
        head = urls;
      },
      onEntries: () => told.push("entries"),
    });
    expect(told[0]).toBe("head");
    expect(told.filter((kind) => kind === "head")).toHaveLength(1);
    expect(told.length).toBeGreaterThan(2);
    // the entries of the first 256 KB up to the last whole one: what the file begins with
    expect(head.length).toBeGreaterThan(100);
    expect(head.length).toBeLessThan(file.urls.length);
    expect(head).toEqual(file.urls.slice(0, head.length));
    expect(file).toEqual(readSitemapFile("ext.xml", bytes));
  });

  it("reads a head closed after its last </url>: a whole document, every entry of it the file's", async () => {
    const bytes = generateExtSitemap(6_000);
    const cut = bytes.subarray(0, HEAD_BYTES);
    const closed = closeHead(cut) as Uint8Array;
    const text = new TextDecoder().decode(closed);
    expect(text.endsWith("</url>\n</urlset>\n")).toBe(true);
    // cut right after the last entry's end: nothing of the next entry is left in it
    expect(text.length).toBeGreaterThan(HEAD_BYTES - 2_000);
    expect(text.slice(0, -"\n</urlset>\n".length)).toBe(
      new TextDecoder().decode(cut.subarray(0, closed.length - 11)),
    );
    const head = readSitemapFile("ext.xml", closed);
    // well-formed: the reader did not run into the cut (no "the file ends before </url>")
    expect(head.problems.filter((problem) => problem.code.startsWith("xml."))).toEqual([]);
    const file = readSitemapFile("ext.xml", bytes);
    expect(head.urls).toEqual(file.urls.slice(0, head.urls.length));
    expect(await readHead("ext.xml", new Blob([bytes as BlobPart]))).toEqual(head.urls);
    // a head whose entries are not `</url>` in ASCII bytes (a prefixed root) is read cut, less its last entry
    const prefixed = new TextEncoder().encode(
      `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">${"<sm:url><sm:loc>https://example.com/a</sm:loc></sm:url>".repeat(6_000)}</sm:urlset>`,
    );
    expect(closeHead(prefixed.subarray(0, HEAD_BYTES))).toBeUndefined();
    const prefixedHead = await readHead("sm.xml", new Blob([prefixed as BlobPart]));
    const whole = readSitemapFile("sm.xml", prefixed).urls;
    expect(prefixedHead.length).toBeGreaterThan(100);
    expect(prefixedHead).toEqual(whole.slice(0, prefixedHead.length));
  });

  it("reads no head of bytes given as they are, of a small Blob, or of gzip data", async () => {
    const client = createSitemapClient({ createWorker: () => makeStreamingWorker() as unknown as Worker });
    const big = generateExtSitemap(6_000);
    const onHead = vi.fn();
    await client.readFile("ext.xml", big, { onHead });
    await client.readFile("small.xml", new Blob([generateExtSitemap(300) as BlobPart]), { onHead });
    expect(onHead).not.toHaveBeenCalled();
    const gzip = new Blob([gzipSync(big) as BlobPart, new Uint8Array(HEAD_MIN_BYTES)]);
    expect(await readHead("ext.xml.gz", gzip)).toEqual([]);
  });

  it("posts at most two reads at a time, and the others in the order asked", async () => {
    const fake = makeStreamingWorker();
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const names = ["a", "b", "c", "d", "e"].map((letter) => `${letter}.xml`);
    const files = await Promise.all(names.map((name) => client.readFile(name, generateExtSitemap(300))));
    expect(files.map((file) => file.name)).toEqual(names);
    expect(fake.maxInFlight).toBe(2);
    const answered = fake.posted.filter((message) => "ok" in message && "file" in message);
    expect(answered.map((message) => "file" in message && message.file.name)).toEqual(names);
  });
});
