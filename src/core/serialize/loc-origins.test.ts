import { describe, expect, it } from "vitest";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { checkSitemaps } from "../validate/check-sitemaps";
import {
  countLocOrigins,
  countOffOrigin,
  countOutsideScope,
  getMostCommonOriginOf,
} from "./write-sitemap-index";

const LOCS = [
  "https://Shop.example.com:443/a",
  "https://shop.example.com/b",
  "http://shop.example.com/c",
  "https://blog.example.org/d",
  "https://shop.example.com:8443/e",
  "/relative",
  "",
];

describe("countLocOrigins", () => {
  it("counts WHATWG origins in order of first appearance, not relative or empty locs", () => {
    expect([...countLocOrigins(LOCS)]).toEqual([
      ["https://shop.example.com", 2],
      ["http://shop.example.com", 1],
      ["https://blog.example.org", 1],
      ["https://shop.example.com:8443", 1],
    ]);
    expect(getMostCommonOriginOf(LOCS)).toBe("https://shop.example.com/");
  });
});

describe("countOffOrigin", () => {
  const origins = countLocOrigins(LOCS);

  it("places the set on the most common origin without a base URL", () => {
    // another port is another host (WHATWG host); the same host by http is the other scheme
    expect(countOffOrigin(origins, "")).toEqual({ otherHost: 2, otherScheme: 1 });
  });

  it("places the set at the base URL, its case and default port ignored", () => {
    expect(countOffOrigin(origins, "HTTP://SHOP.example.com:80/sitemaps/")).toEqual({
      otherHost: 2,
      otherScheme: 2,
    });
    expect(countOffOrigin(origins, "https://blog.example.org")).toEqual({ otherHost: 4, otherScheme: 0 });
  });

  it("places a base that is no absolute URL as an empty one, and gives zeros without any origin", () => {
    expect(countOffOrigin(origins, "sitemaps/")).toEqual(countOffOrigin(origins, ""));
    expect(countOffOrigin(origins, "a.example.com")).toEqual({ otherHost: 2, otherScheme: 1 });
    expect(countOffOrigin(new Map(), "")).toEqual({ otherHost: 0, otherScheme: 0 });
  });

  it("foresees what checking the merged file at that place reports", () => {
    const base = "https://shop.example.com/";
    const body = LOCS.slice(0, 5)
      .map((loc) => `<url><loc>${loc}</loc></url>`)
      .join("");
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
    const file = readSitemapFile("merged.xml", new TextEncoder().encode(xml), {
      location: `${base}merged.xml`,
    });
    const codes = checkSitemaps([file]).map((problem) => problem.code);
    const count = (code: string) => codes.filter((c) => c === code).length;
    const foreseen = countOffOrigin(countLocOrigins(LOCS), base);
    expect({ otherHost: count("loc.other-host"), otherScheme: count("loc.other-scheme") }).toEqual(foreseen);
  });
});

describe("countOutsideScope", () => {
  const SCOPED = [
    "https://shop.example.com/sitemaps/a",
    "HTTPS://SHOP.example.com:443/sitemaps/b",
    "https://shop.example.com/products/c",
    "https://shop.example.com/каталог/d",
    "https://shop.example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/e",
    "http://shop.example.com/products/f",
    "https://blog.example.org/products/g",
    "https://shop.example.com/sitemaps",
  ];

  it("counts the base's own origin's locs outside its folder, not other hosts or schemes", () => {
    expect(countOutsideScope(SCOPED, "https://shop.example.com/sitemaps/")).toBe(4);
    // the folder the parts are written to: a base without its last slash is that folder all the same
    expect(countOutsideScope(SCOPED, "https://shop.example.com/sitemaps")).toBe(4);
    // a folder written in Cyrillic is the percent-encoded one
    expect(countOutsideScope(SCOPED, "https://shop.example.com/каталог/")).toBe(4);
  });

  it("is 0 at an origin's root, for no base and for a base that is no http(s) URL", () => {
    expect(countOutsideScope(SCOPED, "https://shop.example.com/")).toBe(0);
    expect(countOutsideScope(SCOPED, "")).toBe(0);
    expect(countOutsideScope(SCOPED, "sitemaps/")).toBe(0);
    expect(countOutsideScope(SCOPED, "ftp://shop.example.com/sitemaps/")).toBe(0);
  });

  it("foresees the loc.outside-scope that checking the merged file in that folder reports", () => {
    const base = "https://shop.example.com/sitemaps/";
    const body = SCOPED.map((loc) => `<url><loc>${loc}</loc></url>`).join("");
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
    const file = readSitemapFile("merged.xml", new TextEncoder().encode(xml), {
      location: `${base}merged.xml`,
    });
    const found = checkSitemaps([file]).filter((problem) => problem.code === "loc.outside-scope");
    expect(found).toHaveLength(countOutsideScope(SCOPED, base));
  });
});
