import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readSitemapFile } from "@/core/parse/read-sitemap-file";
import { SHARED_DIR, sharedBytes } from "@/test/shared-dir";
import { planExport, writeSitemaps } from "./write-sitemaps";

const POSITION_KEYS = new Set(["line", "column", "source"]);

/** The value without positions, undefined fields and empty `extra` lists (the round trip ignores them). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  const kept = Object.entries(value).filter(
    ([k, v]) =>
      v !== undefined && !POSITION_KEYS.has(k) && !(k === "extra" && Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(kept.map(([k, v]) => [k, comparable(v)]));
}

const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;
const names = readdirSync(resolve(SHARED_DIR, "corpus")).filter((name) => !name.endsWith(".tsv"));
const urlsets = names
  .map((name) => readSitemapFile(name, sharedBytes(`corpus/${name}`)))
  .filter((file) => file.format === "urlset" && file.urls.some((url) => url.loc.trim() !== ""));

describe("writeSitemaps on the shared corpus's urlsets", () => {
  it("finds urlsets with extensions to write", () => {
    expect(urlsets.length).toBeGreaterThan(10);
  });

  it.each(urlsets.map((file) => [file.name, file] as const))(
    "%s reads back the same, every field",
    (_, file) => {
      const urls = file.urls.filter((url) => url.loc.trim() !== "");
      const options = { namespaces: file.namespaces };
      const [written] = writeSitemaps(urls, options);
      const back = readSitemapFile(written.name, written.bytes);
      expect(back.problems.filter((p) => p.code.startsWith("xml.") && p.severity === "error")).toEqual([]);
      expect(comparable(back.urls)).toEqual(comparable(urls));
      expect(planExport(urls, options).undeclaredPrefixes).toEqual([]);
      if (hasXmllint)
        expect(
          spawnSync("xmllint", ["--noout", "--nonet", "-"], { input: written.bytes }).stderr.toString(),
        ).toBe("");
    },
  );
});
