import { describe, expect, it } from "vitest";
import { findDuplicateEntries } from "../edit/bulk-edit";
import type { SitemapFile } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { createCheckSession } from "./check-session";
import { checkSitemaps } from "./check-sitemaps";

const encode = (text: string) => new TextEncoder().encode(text);
const POSTS = ["https://blog.example.com/hello-world/", "https://blog.example.com/spring-sale/"];

/** WordPress's posts sitemap, its RSS feed (the two newest posts, one twice), and a second sitemap. */
function wordpress(): SitemapFile[] {
  const urlset = (locs: string[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`;
  const feed = `<rss version="2.0"><channel><title>Blog</title><link>https://blog.example.com/</link>${[...POSTS, POSTS[0]].map((link) => `<item><title>t</title><link>${link}</link></item>`).join("")}</channel></rss>`;
  return [
    readSitemapFile("feed.xml", encode(feed)),
    readSitemapFile(
      "wp-sitemap-posts-post-1.xml",
      encode(urlset([...POSTS, "https://blog.example.com/old/"])),
    ),
    readSitemapFile("wp-sitemap-pages-1.xml", encode(urlset(["https://blog.example.com/old/"]))),
  ];
}

const codesOf = (problems: readonly { code: string; file: string }[], code: string) =>
  problems.filter((problem) => problem.code === code).map((problem) => problem.file);

describe("a feed beside the sitemaps it repeats", () => {
  it("shares its URLs with them without set.url-in-several-files, in the full and the session check", () => {
    const files = wordpress();
    const full = checkSitemaps(files);
    // the sitemaps' own repeat stays; the feed's two posts, also in the posts sitemap, are no fault
    expect(codesOf(full, "set.url-in-several-files")).toEqual(["wp-sitemap-pages-1.xml"]);
    // a feed's URL listed twice in the feed itself is still a duplicate of that file
    expect(codesOf(full, "loc.duplicate")).toEqual(["feed.xml"]);
    const session = createCheckSession();
    expect(session.check(files)).toEqual(full);
    // an edit that makes a sitemap URL the feed's third post: still none across files
    const [feed, posts, pages] = files;
    const edited = { ...pages, urls: [{ ...pages.urls[0], loc: POSTS[1] }] };
    expect(codesOf(session.check([feed, posts, edited]), "set.url-in-several-files")).toEqual([
      "wp-sitemap-pages-1.xml",
    ]);
    expect(session.check([feed, posts, edited])).toEqual(checkSitemaps([feed, posts, edited]));
  });

  it("gives Remove duplicates the feed's copies to delete, never the sitemap's, the feed opened first", () => {
    const found = findDuplicateEntries(wordpress());
    expect(found.map((duplicate) => [duplicate.file, duplicate.entry, duplicate.kept.file])).toEqual([
      ["wp-sitemap-pages-1.xml", 0, "wp-sitemap-posts-post-1.xml"],
      ["feed.xml", 0, "wp-sitemap-posts-post-1.xml"],
      ["feed.xml", 1, "wp-sitemap-posts-post-1.xml"],
      ["feed.xml", 2, "wp-sitemap-posts-post-1.xml"],
    ]);
  });
});
