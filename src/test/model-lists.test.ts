/**
 * The model's item lists (`images`, `videos`, `alternates`, `extra`, `order`) are never changed in place:
 * entries read share one frozen empty list (`NO_ITEMS`), which a structured clone hands to the page as one
 * ordinary (no longer frozen) array, so a `push` there would add to every entry at once. Only the general
 * reader fills lists of entries it is building itself.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSitemapFile } from "@/core/index";
import { NO_ITEMS } from "@/core/model/types";

const SRC = fileURLToPath(new URL("..", import.meta.url));
/**
 * The reader: the general path fills the lists of the entry it is building (never a shared one); the fast
 * path fills scratch lists of its own and slices them into entries; the feed reader fills the new lists of
 * the item it is reading (`ItemMedia.reset` starts new ones).
 */
const READERS = new Set([
  "core/parse/feed-media.ts",
  "core/parse/sitemap-children.ts",
  "core/parse/sitemap-builder.ts",
  "core/parse/sitemap-fast-path.ts",
  "core/parse/sitemap-fast-items.ts",
]);
/** A list of an object changed in place: `x.images.push(`, `x.alternates[1] = `, `x.extra.length = `. */
const IN_PLACE =
  /\.(images|videos|alternates|extra|order)\)?(\.(push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\(|\[[^\]]+\]\s*=(?!=)|\.length\s*=(?!=))/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("model lists", () => {
  it("shares one frozen empty list among the entries the reader's fast path makes", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/1</loc></url><url><loc>https://a.example/2</loc></url></urlset>`;
    const [a, b] = readSitemapFile("s.xml", new TextEncoder().encode(xml)).urls;
    expect(a.images).toBe(NO_ITEMS);
    expect(b.alternates).toBe(NO_ITEMS);
    expect(Object.isFrozen(NO_ITEMS)).toBe(true);
    expect(() => a.videos.push({})).toThrow(TypeError);
    expect(b.videos).toEqual([]);
  });

  it("changes no item list of an entry in place outside the general reader", () => {
    const offences = sourceFiles(SRC).flatMap((path) => {
      const name = relative(SRC, path);
      if (READERS.has(name)) return [];
      return readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, i) => {
          return IN_PLACE.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [];
        });
    });
    expect(offences).toEqual([]);
  });
});
