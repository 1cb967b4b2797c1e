import { describe, expect, it } from "vitest";
import { getRobotsHosts, getRobotsName } from "./export-robots";

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
