import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import { makeFakeWorker } from "@/test/fake-worker";
import type { WorkerRequest } from "./protocol";
import { createMainThreadClient, createSitemapClient } from "./sitemap-client";
import { createCoreRunner, getTransferables } from "./sitemap-core-calls";

const bytes = () => new TextEncoder().encode("https://www.example.com/a\nhttps://www.example.com/b\n");

describe("sitemap client", () => {
  it("reads through the worker, copying the bytes (kept for a retry) and reporting progress", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const progress: number[] = [];
    const input = bytes();
    const file = await client.readFile("list.txt", input, { onProgress: (p) => progress.push(p) });
    expect(file.urls).toHaveLength(2);
    expect(fake.transferred).toHaveLength(0);
    expect(input.byteLength).toBeGreaterThan(0);
    expect(progress).toEqual([0]);
  });

  it("falls back to the main thread once when the worker crashes", async () => {
    const onFallback = vi.fn();
    const client = createSitemapClient({
      createWorker: () => makeFakeWorker("crash") as unknown as Worker,
      onFallback,
    });
    const file = createMainThreadClient().readFile("list.txt", bytes());
    const problems = await client.check([await file]);
    expect(Array.isArray(problems)).toBe(true);
    await client.check([await file]);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it("falls back when the worker cannot be made", async () => {
    const onFallback = vi.fn();
    const client = createSitemapClient({
      createWorker: () => {
        throw new Error("blocked by CSP");
      },
      onFallback,
    });
    const file = await client.readFile("list.txt", bytes());
    expect(file.urls).toHaveLength(2);
    expect(onFallback).toHaveBeenCalledWith("blocked by CSP");
  });

  it("answers a failing request with an error instead of throwing", async () => {
    const client = createMainThreadClient();
    await expect(client.write([], { maxUrls: 0 })).rejects.toThrow(/maxUrls/);
  });

  it("on a crash mid-read retries that read and the pending check here, and reads later files here", async () => {
    const onFallback = vi.fn();
    const fake = makeFakeWorker("crash");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker, onFallback });
    const file = await createMainThreadClient().readFile("list.txt", bytes());
    const reading = client.readFile("crash.xml", bytes());
    const checking = client.check([file]);
    expect((await reading).urls.map((u) => u.loc)).toEqual(file.urls.map((u) => u.loc));
    expect(await checking).toEqual(await createMainThreadClient().check([file]));
    expect((await client.readFile("after.txt", bytes())).urls).toHaveLength(2);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(fake.terminate).toHaveBeenCalled();
  });

  it("sends a check after an edit as the one replaced entry, and the result equals a full check", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("list.txt", bytes());
    const located = { ...file, location: "https://www.example.com/list.txt" };
    await client.check([located]);
    const urls = file.urls.slice();
    urls[1] = { ...urls[1], loc: urls[0].loc };
    const edited = { ...located, urls };
    const problems = await client.check([edited]);
    const last = fake.requests.at(-1) as Extract<WorkerRequest, { type: "check" }>;
    expect(last.sync.changes).toEqual([
      { name: "list.txt", length: 2, replaced: [{ index: 1, entry: urls[1] }] },
    ]);
    expect(problems).toEqual(await createMainThreadClient().check([edited]));
    expect(problems.map((p) => p.code)).toContain("loc.duplicate");
  });

  it("zips written files in the worker, the zip's buffer transferred, the same bytes as on the page", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const { files } = await client.write([(await client.readFile("list.txt", bytes())).urls], { gzip: true });
    const mtime = new Date("2026-12-06T10:00:00Z");
    const zip = await client.zip(files, mtime);
    const last = fake.requests.at(-1) as Extract<WorkerRequest, { type: "zip" }>;
    expect(last.type).toBe("zip");
    expect(last.mtime).toBe(mtime.getTime());
    // the page's files are copied (kept for a retry), the worker's zip moved
    expect(fake.transferred).toHaveLength(0);
    expect(getTransferables({ type: "zip", zip })).toEqual([zip.buffer]);
    expect(zip).toEqual(zipOutputFiles(files, mtime));
    expect(Object.keys(unzipSync(zip))).toEqual(files.map((file) => file.name));
    // two files of one name: the worker's error, as the page's call would throw it
    await expect(client.zip([files[0], files[0]], mtime)).rejects.toThrow(/two files named/);
  });

  it("writes a file the worker holds by name, without sending its entries", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("list.txt", bytes());
    const output = await client.write([file.urls], {});
    const last = fake.requests.at(-1) as Extract<WorkerRequest, { type: "write" }>;
    expect(last.parts).toEqual([{ file: "list.txt" }]);
    expect(new TextDecoder().decode(output.files[0].bytes)).toContain("https://www.example.com/b");
  });

  it("writes and plans a file edited since the worker saw it by name, sending only the edit", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("list.txt", bytes());
    // an edit the page checked alone: the worker's copy still has the old entry
    const urls = file.urls.slice();
    urls[1] = { ...urls[1], loc: "https://www.example.com/edited" };
    const edited = { ...file, urls };
    const plan = await client.plan([edited.urls], {}, [edited]);
    const planned = fake.requests.at(-1) as Extract<WorkerRequest, { type: "plan" }>;
    expect(planned.parts).toEqual([{ file: "list.txt" }]);
    expect(planned.sync.changes).toEqual([
      { name: "list.txt", length: 2, replaced: [{ index: 1, entry: urls[1] }] },
    ]);
    expect(plan.written).toBe(2);
    const output = await client.write([edited.urls], {}, false, [edited]);
    const written = fake.requests.at(-1) as Extract<WorkerRequest, { type: "write" }>;
    expect(written.parts).toEqual([{ file: "list.txt" }]);
    expect(written.sync.changes).toEqual([]);
    const text = new TextDecoder().decode(output.files[0].bytes);
    expect(text).toContain("https://www.example.com/edited");
    expect(text).not.toContain("https://www.example.com/b");
    // the check after it still sees the edit (the copy keeps it as a change to check)
    const problems = await client.check([{ ...edited, urls: [...urls.slice(0, 1), { ...urls[0] }] }]);
    expect(problems.map((p) => p.code)).toContain("loc.duplicate");
  });

  it("without the workspace, sends entries the worker does not hold as they are", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("list.txt", bytes());
    const urls = [file.urls[0]];
    await client.write([urls], {});
    const written = fake.requests.at(-1) as Extract<WorkerRequest, { type: "write" }>;
    expect(written.parts).toEqual([{ urls }]);
  });

  it("sends every file again when the worker's copy is lost", async () => {
    const fake = makeFakeWorker("ok");
    const client = createSitemapClient({ createWorker: () => fake as unknown as Worker });
    const file = await client.readFile("list.txt", bytes());
    await client.check([file]);
    fake.run = createCoreRunner(); // a worker that forgot everything
    const urls = [...file.urls, { ...file.urls[0] }];
    const problems = await client.check([{ ...file, urls }]);
    expect(problems.map((p) => p.code)).toContain("loc.duplicate");
    const checks = fake.requests.filter((r) => r.type === "check") as Extract<
      WorkerRequest,
      { type: "check" }
    >[];
    expect(checks.at(-1)?.sync.changes[0].file?.urls).toHaveLength(3);
  });
});
