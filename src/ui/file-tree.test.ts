import { describe, expect, it } from "vitest";
import type { SitemapFile } from "@/core/index";
import { makeSitemapFile, makeSitemapRef } from "@/test/factories";
import { type FileNode, getChildLabel, getChildLabels, getFileTree, MAX_MISSING_SHOWN } from "./file-tree";

const index = (name: string, locs: string[], extra: Partial<SitemapFile> = {}) =>
  makeSitemapFile({
    name,
    format: "sitemapindex",
    urls: [],
    sitemaps: locs.map((loc) => makeSitemapRef({ loc })),
    location: undefined,
    ...extra,
  });
const urlset = (name: string, extra: Partial<SitemapFile> = {}) =>
  makeSitemapFile({ name, location: undefined, ...extra });

/** The tree as indented lines: `name` for files, `- loc` for missing children. */
function outline(nodes: FileNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${"  ".repeat(depth)}${node.file.name}`,
    ...outline(node.children, depth + 1),
    ...node.missing.map((child) => `${"  ".repeat(depth + 1)}- ${child.loc}`),
    ...(node.moreMissing > 0 ? [`${"  ".repeat(depth + 1)}+${node.moreMissing}`] : []),
  ]);
}

describe("getFileTree", () => {
  it("nests the files an index lists under it, by location guess or name, and lists missing children", () => {
    const files = [
      urlset("posts.xml"),
      urlset("other.xml"),
      index("index.xml", [
        "https://www.example.com/posts.xml",
        "https://cdn.example.org/maps/pages%20ru.xml",
        "https://www.example.com/gone.xml",
      ]),
      urlset("pages ru.xml", { location: "https://elsewhere.example.net/x.xml" }),
    ];
    expect(outline(getFileTree(files))).toEqual([
      "other.xml",
      "index.xml",
      "  posts.xml",
      "  pages ru.xml",
      "  - https://www.example.com/gone.xml",
    ]);
  });

  it("matches a child by the location the user set", () => {
    const files = [
      index("index.xml", ["https://shop.example.com/maps/a.xml"]),
      urlset("renamed.xml", { location: "https://shop.example.com/maps/a.xml" }),
    ];
    expect(outline(getFileTree(files))).toEqual(["index.xml", "  renamed.xml"]);
  });

  it("nests an index under the index that lists it, whatever the load order", () => {
    const files = [
      index("child-index.xml", ["https://www.example.com/leaf.xml"]),
      urlset("leaf.xml"),
      index("top.xml", ["https://www.example.com/child-index.xml"]),
    ];
    expect(outline(getFileTree(files))).toEqual(["top.xml", "  child-index.xml", "    leaf.xml"]);
  });

  it("shows indexes that list each other once each", () => {
    const files = [
      index("a.xml", ["https://www.example.com/b.xml"]),
      index("b.xml", ["https://www.example.com/a.xml"]),
    ];
    expect(outline(getFileTree(files))).toEqual(["a.xml", "  b.xml"]);
  });

  it("shows a few missing children and counts the rest", () => {
    const locs = Array.from({ length: MAX_MISSING_SHOWN + 3 }, (_, i) => `https://www.example.com/m${i}.xml`);
    const [node] = getFileTree([index("index.xml", locs)]);
    expect(node.missing).toHaveLength(MAX_MISSING_SHOWN);
    expect(node.moreMissing).toBe(3);
  });
});

describe("getChildLabel", () => {
  it("names a listed sitemap by its file name, decoded", () => {
    expect(getChildLabel("https://www.example.com/maps/pages%20ru.xml.gz?v=2")).toBe("pages ru.xml.gz");
    expect(getChildLabel("https://www.example.com/")).toBe("https://www.example.com/");
    expect(getChildLabel("not a url")).toBe("not a url");
  });

  it("counts children without a loc once instead of listing blank missing lines", () => {
    const [node] = getFileTree([index("index.xml", ["", "  ", "https://www.example.com/a.xml", ""])]);
    expect(node.noLoc).toBe(3);
    expect(node.missing).toEqual([{ loc: "https://www.example.com/a.xml" }]);
    expect(node.moreMissing).toBe(0);
  });
});

describe("getChildLabels", () => {
  it("names two children of one name on two hosts by their hosts, the others by their last segment", () => {
    expect(
      getChildLabels([
        "https://www.example.com/sitemap.xml",
        "https://blog.example.org/wp/sitemap.xml",
        "https://www.example.com/posts.xml",
      ]),
    ).toEqual(["www.example.com/sitemap.xml", "blog.example.org/…/sitemap.xml", "posts.xml"]);
    // the same name on the same host twice (a repeated child): the URLs as written
    expect(getChildLabels(["https://a.ru/x/s.xml", "https://a.ru/y/s.xml"])).toEqual([
      "https://a.ru/x/s.xml",
      "https://a.ru/y/s.xml",
    ]);
  });
});
