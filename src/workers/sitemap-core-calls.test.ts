import { describe, expect, it } from "vitest";
import { generateExtSitemap } from "@/test/stream-files";
import { createCoreRunner, getTransferables } from "./sitemap-core-calls";
import { unpackEntries } from "./unpack-entries";

describe("getTransferables", () => {
  it("gives a read's packed buffers, each once, so the answer crosses without copying its text", () => {
    const run = createCoreRunner();
    const bytes = generateExtSitemap(50);
    const result = run({ id: 1, type: "read", name: "ext.xml", bytes });
    if (result instanceof Promise) throw new Error("a read answers at once");
    if (result.type !== "read" || result.urls === undefined) throw new Error("no packed entries");
    const { text, lengths, shapes, numbers } = result.urls;
    const buffers = getTransferables(result);
    expect(buffers).toEqual([text.buffer, lengths.buffer, shapes.buffer, numbers.buffer]);
    expect(new Set(buffers).size).toBe(4);
    const posted = structuredClone(result, { transfer: buffers });
    // transferred: the worker's views are empty now, the page's copy holds the bytes
    expect(text.byteLength).toBe(0);
    if (posted.type !== "read" || posted.urls === undefined) throw new Error("lost on the way");
    const urls = unpackEntries(posted.urls);
    expect(urls).toHaveLength(50);
    expect(urls[0].alternates).toHaveLength(3);
  });
});
