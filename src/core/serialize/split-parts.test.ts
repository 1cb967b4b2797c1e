import { describe, expect, it } from "vitest";
import { encodePart, joinPart, type PartDraft, type SplitSettings, splitIntoParts } from "./split-parts";

const SETTINGS: SplitSettings = { format: "xml", maxUrls: 50_000, maxBytes: 52_428_800, pretty: true };

describe("encodePart", () => {
  it("gives the UTF-8 of the joined part, across batches, with multibyte and surrogate-pair text", () => {
    const urls = Array.from({ length: 700 }, (_, i) => ({
      loc: `https://пример.рф/${i % 3 === 0 ? "дом" : "a😀b"}/${i}`,
      lastmod: "2024-05-01",
      images: [],
      videos: [],
      alternates: [],
    }));
    const { parts } = splitIntoParts(urls, SETTINGS);
    expect(parts).toHaveLength(1);
    const bytes = encodePart(SETTINGS, parts[0]);
    expect(bytes).toEqual(new TextEncoder().encode(joinPart(SETTINGS, parts[0])));
    expect(bytes.byteLength).toBe(parts[0].byteLength);
    expect(new TextDecoder().decode(bytes)).toContain("a😀b/698</loc>");
  });

  it("still gives the right bytes when the part's count is off", () => {
    const part: PartDraft = { body: ["<url>ж</url>\n"], urlCount: 1, byteLength: 10, prefixes: new Map() };
    expect(encodePart(SETTINGS, part)).toEqual(new TextEncoder().encode(joinPart(SETTINGS, part)));
    const txt: SplitSettings = { ...SETTINGS, format: "txt" };
    expect(new TextDecoder().decode(encodePart(txt, { ...part, byteLength: 999 }))).toBe("<url>ж</url>\n");
  });
});
