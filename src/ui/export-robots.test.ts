import { describe, expect, it } from "vitest";
import { getRobotsHosts, getRobotsMovedStatus, getRobotsName } from "./export-robots";

describe("getRobotsName", () => {
  it("names a copy or an archive folder's robots.txt as its site's robots.txt, the file the user edits", () => {
    expect(getRobotsName({ name: "robots (2).txt", sitemaps: [], hosts: ["blog-b.ru"] })).toBe(
      "robots.txt — blog-b.ru",
    );
    expect(getRobotsName({ name: "client-c/robots.txt", sitemaps: [], hosts: ["xn--80aswg.xn--p1ai"] })).toBe(
      "robots.txt — сайт.рф (xn--80aswg.xn--p1ai)",
    );
    // its own name, or no site known: as it is
    expect(getRobotsName({ name: "robots.txt", sitemaps: [], hosts: ["shop.ru"] })).toBe("robots.txt");
    expect(getRobotsName({ name: "robots (2).txt", sitemaps: [] })).toBe("robots (2).txt");
  });
});

describe("getRobotsHosts", () => {
  it("adds each host's www twin, once", () => {
    expect(getRobotsHosts(["shop.ru"])).toEqual(["shop.ru", "www.shop.ru"]);
    expect(getRobotsHosts(["www.shop.ru", "shop.ru"])).toEqual(["www.shop.ru", "shop.ru"]);
    expect(getRobotsHosts([])).toEqual([]);
  });
});

describe("getRobotsMovedStatus", () => {
  const robots = {
    name: "robots.txt",
    sitemaps: [
      { loc: "http://old-shop.example/sitemap_index.xml" },
      { loc: "http://old-shop.example/old-sitemap.xml" },
    ],
    hosts: getRobotsHosts(["old-shop.example"]),
  };
  const written = [
    "https://www.new-shop.example/sitemap_index.xml",
    "https://www.new-shop.example/sitemap-pages.xml",
  ];

  it("says a robots.txt of the old host lists a file the export writes on the new one, and where the line goes", () => {
    expect(
      getRobotsMovedStatus("Sitemap: https://www.new-shop.example/sitemap_index.xml", robots, written),
    ).toBe(
      "robots.txt (open here) lists http://old-shop.example/sitemap_index.xml on old-shop.example; this export writes that file on www.new-shop.example. If the site moved there, put the line above in the robots.txt of www.new-shop.example (the old host's robots.txt and its lines go with the old site).",
    );
  });

  it("knows the file written gzipped (XML.gz) by its name less the .gz", () => {
    const gzipped = written.map((url) => `${url}.gz`);
    expect(
      getRobotsMovedStatus("Sitemap: https://www.new-shop.example/sitemap_index.xml.gz", robots, gzipped),
    ).toMatch(
      /^robots\.txt \(open here\) lists http:\/\/old-shop\.example\/sitemap_index\.xml on old-shop\.example;/,
    );
  });

  it("says nothing of a robots.txt that names none of the files written (another site's)", () => {
    const other = {
      name: "robots (2).txt",
      sitemaps: [{ loc: "https://blog.example/feed.xml" }],
      hosts: ["blog.example"],
    };
    expect(
      getRobotsMovedStatus("Sitemap: https://www.new-shop.example/sitemap_index.xml", other, written),
    ).toBe(undefined);
  });
});
