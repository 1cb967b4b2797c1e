// @vitest-environment happy-dom

import { gzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  countPendingDownloads,
  DOWNLOAD_SPACING_MS,
  orderIndexesLast,
  queueDownloads,
} from "./download-queue";

afterEach(() => {
  vi.useRealTimers();
});

const file = (name: string) => ({ name, bytes: new TextEncoder().encode(name) });

describe("queueDownloads", () => {
  it("hands the files over one by one, asks before the page is left meanwhile, and not after", async () => {
    vi.useFakeTimers();
    const names: string[] = [];
    const progress: string[] = [];
    const done = queueDownloads(
      [file("sitemap-1.xml"), file("sitemap-2.xml"), file("sitemap-index.xml")],
      (count, total) => progress.push(`${count}/${total}`),
      (name) => names.push(name),
    );
    expect(names).toEqual(["sitemap-1.xml"]);
    expect(countPendingDownloads()).toBe(2);
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_SPACING_MS);
    expect(names).toEqual(["sitemap-1.xml", "sitemap-2.xml"]);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_SPACING_MS);
    await done;
    expect(names).toEqual(["sitemap-1.xml", "sitemap-2.xml", "sitemap-index.xml"]);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    expect(countPendingDownloads()).toBe(0);
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it("goes on after a download that throws, and resolves at once for no file", async () => {
    vi.useFakeTimers();
    const names: string[] = [];
    const done = queueDownloads([file("a.xml"), file("b.xml")], undefined, (name) => {
      names.push(name);
      if (name === "a.xml") throw new Error("blocked");
    });
    await vi.advanceTimersByTimeAsync(DOWNLOAD_SPACING_MS);
    await expect(done).resolves.toBeUndefined();
    expect(names).toEqual(["a.xml", "b.xml"]);
    await expect(queueDownloads([])).resolves.toBeUndefined();
  });

  it("orders every sitemap index after the files it lists, a nested one before its parent", () => {
    const index = (name: string, locs: string[]) => ({
      name,
      kind: "sitemapindex",
      bytes: new TextEncoder().encode(
        `<sitemapindex>${locs.map((loc) => `<sitemap><loc>https://shop.ru/${loc}</loc></sitemap>`).join("")}</sitemapindex>`,
      ),
    });
    const part = (name: string, kind = "urlset") => ({ name, kind, bytes: new Uint8Array() });
    const written = [
      index("sitemap_index.xml", ["a-1.xml", "blog-index.xml.gz"]),
      part("a-1.xml"),
      { ...index("blog-index.xml.gz", ["blog.xml"]), bytes: gzipSync(index("", ["blog.xml"]).bytes) },
      part("blog.xml"),
      part("list.txt", "txt"),
      index("news_index.xml", ["news.xml"]),
    ];
    expect(orderIndexesLast(written).map((file) => file.name)).toEqual([
      "a-1.xml",
      "blog.xml",
      "list.txt",
      "blog-index.xml.gz",
      "sitemap_index.xml",
      "news_index.xml",
    ]);
  });
});
