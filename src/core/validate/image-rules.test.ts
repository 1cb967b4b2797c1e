import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { Engine, ImageEntry, UrlEntry } from "../model/types";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-11-29T12:00:00Z");

/** Codes of the image rules for one entry with `fields`. */
function imageCodes(fields: Partial<UrlEntry>, engines?: Engine[]): string[] {
  const file = makeSitemapFile({ urls: [makeUrlEntry(fields)] });
  return checkSitemaps([file], { now: NOW, engines })
    .map((p) => p.code)
    .filter((code) => code.startsWith("image."));
}

const image = (overrides: Partial<ImageEntry> = {}): ImageEntry => ({
  loc: "https://cdn.example.net/a.jpg",
  ...overrides,
});

describe("image rules", () => {
  it("accepts an absolute image URL on another host", () => {
    expect(imageCodes({ images: [image()] })).toEqual([]);
  });

  it("reports an image without image:loc", () => {
    expect(imageCodes({ images: [image({ loc: "" })] })).toEqual(["image.loc-missing"]);
  });

  it.each(["/img/a.jpg", "ftp://example.com/a.jpg", "https://exa mple.com/a.jpg"])(
    "reports %j as not absolute http(s)",
    (loc) => {
      expect(imageCodes({ images: [image({ loc })] })).toEqual(["image.loc-invalid"]);
    },
  );

  it("reports an absolute image URL with characters that must be percent-encoded, with where the first is", () => {
    // the URL parser would encode them itself; written so, the URL is no valid URI (sitemaps.org: URL-escaped)
    const file = makeSitemapFile({
      urls: [makeUrlEntry({ images: [image({ loc: "https://cdn.example.net/img/a b|c.jpg" }), image()] })],
    });
    const problems = checkSitemaps([file], { now: NOW }).filter((p) => p.code.startsWith("image."));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      code: "image.loc-invalid",
      field: "images[0].loc",
      params: { value: "https://cdn.example.net/img/a b|c.jpg", item: 0, offset: 29 },
    });
    expect(problems[0].message).toContain("must be percent-encoded");
    // non-ASCII is a valid IRI, and encoded characters are fine
    const cyrillic = image({ loc: "https://магазин.рф/фото/стул.jpg" });
    expect(imageCodes({ images: [cyrillic, image({ loc: "https://e.com/a%20b.jpg" })] })).toEqual([]);
  });

  it("allows 1,000 images and reports 1,001", () => {
    expect(imageCodes({ images: Array.from({ length: 1_000 }, () => image()) })).toEqual([]);
    expect(imageCodes({ images: Array.from({ length: 1_001 }, () => image()) })).toEqual(["image.too-many"]);
  });

  it("reports each retired field with its place and value", () => {
    const file = makeSitemapFile({
      urls: [
        makeUrlEntry({ images: [image(), image({ caption: "A cat", license: "x", line: 9, column: 5 })] }),
      ],
    });
    const problems = checkSitemaps([file], { now: NOW }).filter((p) => p.code === "image.deprecated");
    expect(problems.map((p) => p.field)).toEqual(["images[1].caption", "images[1].license"]);
    expect(problems[0]).toMatchObject({ entry: 0, line: 9, column: 5, params: { value: "A cat" } });
    expect(problems[0].message).toContain("image:caption");
  });

  it("is a Google rule: off with engines [yandex]", () => {
    expect(imageCodes({ images: [image({ loc: "", title: "t" })] }, ["yandex"])).toEqual([]);
  });
});
