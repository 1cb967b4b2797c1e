import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { findLoadedChild, makeChildLookup } from "./index-children";

const urlset = (name: string, loc: string, location?: string) =>
  makeSitemapFile({ name, location, urls: [makeUrlEntry({ loc })] });

describe("findLoadedChild", () => {
  it("takes the file of the child's site among files of one name, and another site's file only when alone", () => {
    const a = urlset("sitemap-1.xml", "https://www.shop-a.com/p");
    const b = urlset(
      "sitemap-1 (2).xml",
      "https://blog-b.ru/post",
      "https://blog-b.ru/sitemaps/sitemap-1.xml",
    );
    const lookup = makeChildLookup([a, b]);
    expect(findLoadedChild("https://blog-b.ru/sitemap-1.xml", lookup)?.name).toBe("sitemap-1 (2).xml");
    expect(findLoadedChild("https://shop-a.com/sitemap-1.xml", lookup)?.name).toBe("sitemap-1.xml");
    // a third site's entry of that name: neither guessed file is its; the one set by the user may be
    expect(findLoadedChild("https://cafe-c.de/sitemap-1.xml", lookup)?.name).toBe("sitemap-1 (2).xml");
    // one file of the name: found wherever its URLs are (a sitemap kept on another host)
    expect(findLoadedChild("https://ads.example.net/sitemap-1.xml", makeChildLookup([a]))?.name).toBe(
      "sitemap-1.xml",
    );
  });
});
