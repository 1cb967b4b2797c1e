import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { checkSitemaps } from "../validate/check-sitemaps";
import { mergeCopy, planDuplicateRemoval } from "./merge-duplicates";

const LOC = "https://www.example.com/shoes";

describe("mergeCopy", () => {
  it("takes the later valid lastmod, and a valid one in place of an invalid or missing one", () => {
    const merge = (kept?: string, copy?: string) =>
      mergeCopy(makeUrlEntry({ loc: LOC, lastmod: kept }), makeUrlEntry({ loc: LOC, lastmod: copy }));
    expect(merge("2024-01-01", "2024-06-01T10:00:00+03:00")).toMatchObject({
      entry: { lastmod: "2024-06-01T10:00:00+03:00" },
      gives: ["lastmod"],
    });
    // the same instant written otherwise, an older one, an invalid one: nothing
    expect(merge("2024-06-01T07:00:00Z", "2024-06-01T10:00:00+03:00").gives).toEqual([]);
    expect(merge("2024-06-01", "2024-01-01").gives).toEqual([]);
    expect(merge("2024-06-01", "01.07.2024").gives).toEqual([]);
    expect(merge(undefined, "2024-01-01").entry.lastmod).toBe("2024-01-01");
    expect(merge("2024-13-01", "2024-01-01").entry.lastmod).toBe("2024-01-01");
    // no timezone on a time is not a valid lastmod to compare
    expect(merge("2024-01-01", "2024-06-01T10:00:00").gives).toEqual([]);
  });

  it("fills in changefreq, priority and news only when the kept entry has none", () => {
    const kept = makeUrlEntry({ loc: LOC, changefreq: "daily" });
    const copy = makeUrlEntry({ loc: LOC, changefreq: "weekly", priority: "0.8" });
    const { entry, gives } = mergeCopy(kept, copy);
    expect(entry).toMatchObject({ changefreq: "daily", priority: "0.8" });
    expect(gives).toEqual(["priority"]);
    expect(kept.priority).toBeUndefined();
  });

  it("adds the images, videos and hreflang links it lacks, never a second link under one code", () => {
    const kept = makeUrlEntry({
      loc: LOC,
      images: [{ loc: "https://www.example.com/a.jpg" }],
      alternates: [{ hreflang: "en", href: LOC }],
    });
    const copy = makeUrlEntry({
      loc: LOC,
      images: [
        { loc: "https://www.example.com/a.jpg", title: "A" },
        { loc: "https://www.example.com/b.jpg" },
      ],
      videos: [{ content_loc: "https://www.example.com/v.mp4", title: "V" }],
      alternates: [
        { hreflang: "EN", href: "https://www.example.com/en/shoes" },
        { hreflang: "de", href: "https://www.example.com/de/schuhe" },
      ],
    });
    const { entry, gives } = mergeCopy(kept, copy);
    expect(entry.images.map((image) => image.loc)).toEqual([
      "https://www.example.com/a.jpg",
      "https://www.example.com/b.jpg",
    ]);
    expect(entry.videos).toHaveLength(1);
    expect(entry.alternates.map((a) => a.hreflang)).toEqual(["en", "de"]);
    expect(gives).toEqual(["images", "videos", "alternates"]);
    // a copy with nothing more gives nothing, and the entry is the same object
    expect(mergeCopy(entry, copy)).toEqual({ entry, gives: [] });
  });
});

describe("planDuplicateRemoval", () => {
  const files = () => [
    makeSitemapFile({ name: "a.xml", urls: [makeUrlEntry({ loc: LOC, lastmod: "2024-01-01" })] }),
    makeSitemapFile({
      name: "b.xml",
      urls: [
        makeUrlEntry({ loc: "https://WWW.example.com/shoes", lastmod: "2024-03-01" }),
        makeUrlEntry({ loc: "https://www.example.com/boots" }),
        makeUrlEntry({ loc: LOC, lastmod: "2024-02-01", priority: "0.5" }),
      ],
    }),
  ];

  it("merges every copy into the first, in file order, and lists what each gives", () => {
    const { duplicates, merged } = planDuplicateRemoval(files(), true);
    expect(duplicates.map((d) => [d.file, d.entry, d.gives])).toEqual([
      ["b.xml", 0, ["lastmod"]],
      // against the kept entry as the first copy left it: its lastmod is not newer than 2024-03-01
      ["b.xml", 2, ["priority"]],
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ file: "a.xml", entry: 0, before: { lastmod: "2024-01-01" } });
    expect(merged[0].after).toMatchObject({ lastmod: "2024-03-01", priority: "0.5" });
  });

  it("without merge, changes no kept entry but still says what each copy would give", () => {
    const { duplicates, merged } = planDuplicateRemoval(files(), false);
    expect(merged).toEqual([]);
    expect(duplicates.map((d) => d.gives)).toEqual([["lastmod"], ["lastmod", "priority"]]);
  });

  it("takes no lastmod from a file that gives every URL one date (a crawl's Last-Modified), the rest still", () => {
    const sitemap = makeSitemapFile({
      name: "sitemap.xml",
      urls: [makeUrlEntry({ loc: LOC, lastmod: "2024-01-01" }), makeUrlEntry({ loc: `${LOC}/red` })],
    });
    const crawlDate = "2024-12-05T09:05:00Z";
    const crawl = makeSitemapFile({
      name: "internal_html.csv",
      format: "txt",
      urls: [
        makeUrlEntry({ loc: LOC, lastmod: crawlDate, priority: "0.8" }),
        makeUrlEntry({ loc: `${LOC}/red`, lastmod: crawlDate }),
      ],
    });
    const { duplicates, merged } = planDuplicateRemoval([sitemap, crawl], true);
    expect(duplicates.map((d) => [d.entry, d.gives])).toEqual([
      [0, ["priority"]],
      [1, []],
    ]);
    expect(merged.map((change) => change.after.lastmod)).toEqual(["2024-01-01"]);
    // one URL of the crawl dated otherwise: its dates are the pages' own again
    crawl.urls[1] = makeUrlEntry({ loc: `${LOC}/red`, lastmod: "2024-11-30" });
    expect(planDuplicateRemoval([sitemap, crawl], true).duplicates.map((d) => d.gives)).toEqual([
      ["lastmod", "priority"],
      ["lastmod"],
    ]);
  });

  it("leaves a workspace without duplicates as it is", () => {
    const set = files().slice(0, 1);
    expect(planDuplicateRemoval(set, true)).toEqual({ duplicates: [], merged: [] });
    expect(checkSitemaps(set).filter((p) => p.code === "loc.duplicate")).toEqual([]);
  });
});
