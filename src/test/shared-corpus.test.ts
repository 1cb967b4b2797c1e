/**
 * Every real file of `shared/corpus/` through the core's public face, with the semantics of
 * `shared/tools/run-corpus.mjs`: the format and problems of `EXPECT.tsv`, no false alarm on a valid file,
 * and every entry surviving write + read.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile, type UrlEntry, writeSitemaps } from "@/core/index";
import { SHARED_DIR, sharedBytes } from "./shared-dir";

interface Expectation {
  formats: string[];
  must: string[][];
  valid: boolean;
}

function readExpectations(): Map<string, Expectation> {
  const text = readFileSync(resolve(SHARED_DIR, "corpus/EXPECT.tsv"), "utf8");
  const rows = text.split("\n").slice(1).filter(Boolean);
  return new Map(
    rows.map((line) => {
      const [name, format, must, valid] = line.split("\t");
      const items = must ? must.split(",").map((item) => item.split("|")) : [];
      return [name, { formats: format.split("|"), must: items, valid: valid?.trim() === "yes" }];
    }),
  );
}

const POSITION_KEYS = new Set(["line", "column", "offset", "position", "source"]);

/** What a round trip must keep of an entry: every field, without source positions. */
function kept(u: UrlEntry): unknown {
  const { loc, lastmod, changefreq, priority, images, videos, news, alternates } = u;
  const fields = { loc, lastmod, changefreq, priority, images, videos, news, alternates };
  return JSON.parse(JSON.stringify(fields, (k, v) => (POSITION_KEYS.has(k) ? undefined : v)));
}

const expectations = readExpectations();
const names = readdirSync(resolve(SHARED_DIR, "corpus"))
  .filter((n) => !/\.(tsv|json|md)$/.test(n))
  .sort();

describe("shared corpus", () => {
  it("lists every corpus file in EXPECT.tsv", () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !expectations.has(n))).toEqual([]);
  });

  it.each(names)("%s reads with the expected format and problems", (name) => {
    const want = expectations.get(name) as Expectation;
    const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    const problems = checkSitemaps([file]);
    expect(want.formats).toContain(file.format);
    const codes = new Set(problems.map((p) => p.code));
    for (const item of want.must) {
      expect(
        item.some((code) => codes.has(code as never)),
        `${item.join("|")} among ${[...codes].join(", ")}`,
      ).toBe(true);
    }
    if (want.valid) {
      expect([
        ...new Set(problems.filter((p) => p.severity !== "info").map((p) => `${p.code}: ${p.message}`)),
      ]).toEqual([]);
    }
  });

  it.each(names)("%s keeps every entry through write and read", (name) => {
    const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    const urls = file.urls.filter((u) => u.loc);
    if (!urls.length || !["urlset", "txt", "rss", "atom"].includes(file.format)) return;
    const written = writeSitemaps(urls, {});
    const back = written
      .filter((w) => w.kind !== "sitemapindex")
      .flatMap((w) => readSitemapFile(w.name, w.bytes).urls);
    expect(back.length).toBe(urls.length);
    expect(back.map(kept)).toEqual(urls.map(kept));
  });
});
