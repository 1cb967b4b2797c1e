import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import type { SitemapFile } from "../model/types";
import { createCheckSession } from "./check-session";
import { checkSitemaps } from "./check-sitemaps";
import { getRobotsListedFiles } from "./robots-listed";

const SITE = "https://www.example.com/";

const urlset = (name: string, location: string, locs: string[]) =>
  makeSitemapFile({ name, location, urls: locs.map((loc) => makeUrlEntry({ loc })) });
const refsFile = (name: string, format: "robots" | "sitemapindex", location: string, locs: string[]) =>
  makeSitemapFile({ name, format, location, urls: [], sitemaps: locs.map((loc) => makeSitemapRef({ loc })) });

/** `file:code` of the scope problems of the set, by `checkSitemaps` and by a check session alike. */
function scopeCodes(files: SitemapFile[]): string[] {
  const codes = (problems: readonly { file: string; code: string }[]) =>
    problems.filter((p) => p.code.endsWith("outside-scope")).map((p) => `${p.file}:${p.code}`);
  const whole = codes(checkSitemaps(files));
  expect(codes(createCheckSession().check(files))).toEqual(whole);
  return whole;
}

describe("files a loaded robots.txt submits", () => {
  const products = urlset("products.xml", `${SITE}sitemaps/products.xml`, [
    `${SITE}p/1`,
    `${SITE}sitemaps/2`,
  ]);

  it("checks the folder of a sitemap no robots.txt submits", () => {
    expect(scopeCodes([products])).toEqual(["products.xml:loc.outside-scope"]);
  });

  it("lets a sitemap a robots.txt line names list URLs anywhere on the site", () => {
    const robots = refsFile("robots.txt", "robots", `${SITE}robots.txt`, [`${SITE}sitemaps/products.xml`]);
    expect(getRobotsListedFiles([products, robots])).toEqual(new Set(["products.xml"]));
    expect(scopeCodes([products, robots])).toEqual([]);
  });

  it("does so for the children of an index the robots.txt names, and keeps the index's own child scope", () => {
    const index = refsFile("sitemap_index.xml", "sitemapindex", `${SITE}sitemaps/sitemap_index.xml`, [
      `${SITE}sitemaps/products.xml`,
      `${SITE}other/posts.xml`,
    ]);
    const posts = urlset("posts.xml", `${SITE}other/posts.xml`, [`${SITE}blog/1`]);
    const robots = refsFile("robots.txt", "robots", `${SITE}robots.txt`, [
      `${SITE}sitemaps/sitemap_index.xml`,
    ]);
    expect(getRobotsListedFiles([index, products, posts, robots])).toEqual(
      new Set(["products.xml", "posts.xml"]),
    );
    expect(scopeCodes([index, products, posts, robots])).toEqual([
      "sitemap_index.xml:index.child-outside-scope",
    ]);
  });

  it("matches a line by the file's name when the file has no location of that URL", () => {
    const robots = refsFile("robots.txt", "robots", `${SITE}robots.txt`, [`${SITE}maps/products.xml`]);
    expect(getRobotsListedFiles([products, robots])).toEqual(new Set(["products.xml"]));
    const other = refsFile("robots.txt", "robots", `${SITE}robots.txt`, [`${SITE}maps/posts.xml`]);
    expect(getRobotsListedFiles([products, other])).toEqual(new Set());
  });
});
