import { describe, expect, it } from "vitest";
import type { UrlEntry } from "./types";
import { withoutKey } from "./without-key";

describe("withoutKey", () => {
  const entry: UrlEntry = {
    loc: "https://a.example/",
    images: [],
    videos: [],
    alternates: [],
    line: 3,
    lastmod: "2024-01-01",
    changefreq: "daily",
    priority: "0.5",
  };

  it("copies every other key in its order, and leaves the item as it was", () => {
    const next = withoutKey(entry, "changefreq");
    expect(Object.keys(next)).toEqual([
      "loc",
      "images",
      "videos",
      "alternates",
      "line",
      "lastmod",
      "priority",
    ]);
    expect(next).not.toBe(entry);
    expect(next.images).toBe(entry.images);
    expect(entry.changefreq).toBe("daily");
    expect("changefreq" in next).toBe(false);
  });

  it("gives a plain copy when the key is not there", () => {
    const next = withoutKey(entry, "source");
    expect(next).toStrictEqual(entry);
    expect(next).not.toBe(entry);
  });
});
