import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findByPathTail, withoutQuery } from "@/core/validate/robots-listed";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import {
  findLoadedChild,
  findLoadedChildren,
  makeChildLookup,
  mayNameLoaded,
  toHref,
} from "./index-children";

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

describe("mayNameLoaded", () => {
  it("rules out only a loc whose URL no loaded file's location or name can match", () => {
    const segment = fc.constantFrom(
      "sitemap.xml",
      "карта.xml",
      "%D0%BA.xml",
      "a b.xml",
      "ru",
      ".",
      "..",
      "%2e",
      "x",
      "a%",
      "a%20b.xml",
      "Sitemap.XML",
    );
    const path = fc.array(segment, { minLength: 0, maxLength: 3 }).map((parts) => parts.join("/"));
    const tail = fc.constantFrom("", "?q=1", "#top", "/", "\\a", " ", "\t");
    const loc = fc
      .tuple(
        fc.constantFrom("https://shop.ru/", "http://SHOP.ru/", "https://shop.ru", "https://other.ru/x/"),
        path,
        tail,
      )
      .map(([start, middle, end]) => start + middle + end);
    const file = fc
      .tuple(
        fc.constantFrom("sitemap.xml", "карта.xml", "ru/sitemap.xml", "a b.xml", "к.xml", "x"),
        fc.option(loc, { nil: undefined }),
      )
      .map(([name, location]) => ({ name, location }));
    fc.assert(
      fc.property(
        fc.uniqueArray(file, { selector: (f) => f.name, maxLength: 3 }),
        fc.array(loc, { maxLength: 6 }),
        (specs, locs) => {
          const files = specs.map((spec) => urlset(spec.name, "https://shop.ru/p", spec.location));
          const lookup = makeChildLookup(files);
          for (const text of locs) {
            if (mayNameLoaded(text, lookup)) continue;
            // ruled out: the parsed URL matches no location and no name either
            const href = toHref(text);
            if (href === undefined) continue;
            expect(lookup.byHref.get(href) ?? lookup.byHref.get(withoutQuery(href))).toBeUndefined();
            expect(findByPathTail(lookup.byName, href)).toBeUndefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("finds an index's children as one by one, and again from what it kept while the files are the same", () => {
    const child = urlset("products.xml", "https://shop.ru/p");
    const other = urlset("blog.xml", "https://shop.ru/b", "https://shop.ru/maps/news.xml");
    const refs = [
      { loc: "https://shop.ru/products.xml" },
      { loc: "https://shop.ru/maps/news.xml" },
      { loc: "https://shop.ru/missing.xml" },
      { loc: "" },
    ];
    const lookup = makeChildLookup([child, other]);
    const expected = refs.map((ref) => findLoadedChild(ref.loc, lookup));
    expect(expected.map((file) => file?.name)).toEqual(["products.xml", "blog.xml", undefined, undefined]);
    expect(findLoadedChildren(refs, lookup)).toEqual(expected);
    expect(findLoadedChildren(refs, makeChildLookup([child, other]))).toEqual(expected);
    // another location for blog.xml: found again, not taken from what was kept
    const moved = { ...other, location: "https://shop.ru/missing.xml" };
    expect(findLoadedChildren(refs, makeChildLookup([child, moved])).map((file) => file?.name)).toEqual([
      "products.xml",
      undefined,
      "blog.xml",
      undefined,
    ]);
  });
});
