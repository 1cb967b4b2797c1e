import { afterEach, describe, expect, it, vi } from "vitest";
import { createCheckSession, readSitemapFile } from "@/core/index";
import { setSitemapFastPath } from "@/core/parse/sitemap-fast-path";
import type { WorkerRequest } from "./protocol";
import { type CoreRunner, createCoreRunner } from "./sitemap-core-calls";
import { makeWarmUpSitemap, startWarmUp, WARM_UP_ENTRIES, WARM_UP_SLICES } from "./warm-up";

afterEach(() => {
  vi.useRealTimers();
  setSitemapFastPath(true);
});

describe("makeWarmUpSitemap", () => {
  it("makes valid urlsets of each kind, read by the fast path as the general path reads them", () => {
    const bytes = makeWarmUpSitemap(30, 0, "extended");
    const file = readSitemapFile("warm.xml", bytes);
    expect(file.format).toBe("urlset");
    expect(file.urls).toHaveLength(30);
    expect(file.urls[0].alternates.map((link) => link.hreflang)).toEqual(["en", "de", "fr"]);
    expect(file.urls.map((entry) => entry.images.length).slice(0, 2)).toEqual([1, 2]);
    expect(file.urls[0].changefreq).toBe("daily");
    // nothing the checks call an error or a warning: the warm-up runs the path a sound file takes
    const problems = createCheckSession().check([file]);
    expect(problems.filter((problem) => problem.severity !== "info")).toEqual([]);
    setSitemapFastPath(false);
    expect(readSitemapFile("warm.xml", bytes).urls).toEqual(file.urls);
  });

  it("numbers entries from `first` and writes the plain kinds without links or images", () => {
    const full = readSitemapFile("full.xml", makeWarmUpSitemap(5, 100, "full")).urls;
    expect(full[0].loc).toBe("https://www.example.com/catalog/page-100");
    expect(full.every((entry) => entry.alternates.length === 0 && entry.images.length === 0)).toBe(true);
    const minimal = readSitemapFile("min.xml", makeWarmUpSitemap(5, 0, "minimal")).urls;
    expect(minimal[1]).toMatchObject({ loc: "https://example.com/products/1/", lastmod: "2024-04-02" });
    expect(minimal[1].changefreq).toBeUndefined();
  });
});

/** A runner that records each request's type and file names, and optionally throws. */
function recordingRunner(calls: string[], fail = false): () => CoreRunner {
  return () => {
    const real = createCoreRunner();
    const run = (
      request: WorkerRequest,
      ...rest: Parameters<CoreRunner> extends [unknown, ...infer R] ? R : never
    ) => {
      if (fail) throw new Error("broken");
      calls.push(request.type === "read" ? `read ${request.name}` : `check ${JSON.stringify(request)}`);
      return real(request, ...rest);
    };
    return Object.assign(run, { prepare: real.prepare, store: real.store }) as CoreRunner;
  };
}

describe("startWarmUp", () => {
  it("reads and checks one made-up file a timer, each checked alone, until its slices are done", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    startWarmUp(() => false, 3, recordingRunner(calls));
    expect(calls).toEqual([]);
    vi.runAllTimers();
    expect(calls).toHaveLength(6);
    expect(calls[0]).toBe("read warm-up-0.xml");
    expect(JSON.parse(calls[3].slice(6))).toMatchObject({
      names: ["warm-up-1.xml"],
      sync: { drop: ["warm-up-0.xml"] },
    });
    expect(JSON.parse(calls[5].slice(6))).toMatchObject({
      names: ["warm-up-2.xml"],
      sync: { drop: ["warm-up-1.xml"] },
    });
  });

  it("stops for good at the first slice a request is waiting", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    let busy = false;
    startWarmUp(() => busy, WARM_UP_SLICES, recordingRunner(calls));
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(calls).toHaveLength(4);
    busy = true;
    vi.advanceTimersToNextTimer();
    busy = false;
    vi.runAllTimers();
    expect(calls).toHaveLength(4);
  });

  it("ends quietly when a slice throws", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    startWarmUp(() => false, WARM_UP_SLICES, recordingRunner(calls, true));
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads as many entries a slice as it says", () => {
    const file = readSitemapFile("w.xml", makeWarmUpSitemap(WARM_UP_ENTRIES, 0, "minimal"));
    expect(file.urls).toHaveLength(WARM_UP_ENTRIES);
  });
});
