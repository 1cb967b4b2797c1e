import { describe, expect, it } from "vitest";
import { getKeptNameLength, getNameTail, getUrlTail } from "./file-name-text";

describe("getNameTail", () => {
  it("keeps what tells a file from its namesake: the copy number and the endings", () => {
    expect(getNameTail("sitemap.xml")).toBe(".xml");
    expect(getNameTail("sitemap (2).xml")).toBe(" (2).xml");
    expect(getNameTail("products (12).xml.gz")).toBe(" (12).xml.gz");
    // a split set's parts and pasted lists differ by their number alone
    expect(getNameTail("pasted-1.txt")).toBe("-1.txt");
    expect(getNameTail("products-12.xml.gz")).toBe("-12.xml.gz");
    // files of one site share their start: their last word tells them apart
    expect(getNameTail("sitemap-pages.xml")).toBe("-pages.xml");
    expect(getNameTail("sitemap-products.xml.gz")).toBe("-products.xml.gz");
    expect(getNameTail("sitemap_index.xml")).toBe("_index.xml");
    expect(getNameTail("sitemap-hreflang (2).xml")).toBe(
      "-hreflang (2).xml".length <= 16 ? "-hreflang (2).xml" : " (2).xml",
    );
    // a word too long to keep whole, or the whole stem: the endings alone
    expect(getNameTail("sitemap-categories-and-collections.xml")).toBe("-collections.xml");
    expect(getNameTail("sitemap-internationalization.xml")).toBe(".xml");
    expect(getNameTail("-pages.xml")).toBe(".xml");
    expect(getNameTail("a.b.c.xml")).toBe(".c.xml");
    // WordPress numbers each of its sitemaps -1: the word before the number tells them apart
    expect(getNameTail("wp-sitemap-posts-post-1.xml")).toBe("-post-1.xml");
    expect(getNameTail("wp-sitemap-taxonomies-category-1.xml")).toBe("-category-1.xml");
    expect(getNameTail("wp-sitemap-users-1.xml")).toBe("-users-1.xml");
    // the two too long together: the number alone, as for a split set's parts
    expect(getNameTail("sitemap-internationalization-2.xml")).toBe("-2.xml");
    // nothing to keep apart from the rest: no ending, or the name is all ending
    expect(getNameTail("robots")).toBeUndefined();
    expect(getNameTail(".xml")).toBeUndefined();
    expect(getNameTail("list.verylongending")).toBeUndefined();
  });
});

describe("getKeptNameLength", () => {
  it("counts a name's tail, and for a name in a folder the folder's last word and two cuts", () => {
    expect(getKeptNameLength("sitemap-products.xml")).toBe("-products.xml".length);
    // "c…-a/…-products.xml"
    expect(getKeptNameLength("client-a/sitemap-products.xml")).toBe("c…-a/…-products.xml".length);
    // a folder with no word to keep: the tail alone
    expect(getKeptNameLength("clienta/sitemap-products.xml")).toBe("-products.xml".length);
  });
});

describe("getUrlTail", () => {
  it("keeps the last path segment with the query and fragment, where a site's URLs differ", () => {
    const url = "https://www.nytimes.com/interactive/2020/05/11/magazine/quarantine-paris.html";
    expect(getUrlTail(url)).toBe("/quarantine-paris.html");
    expect(getUrlTail("https://www.example.com/shop/item-30000?page=5&sort=price")).toBe(
      "/item-30000?page=5&sort=price",
    );
    // a query's slashes are not the path's
    expect(getUrlTail("https://www.example.com/catalog/search?q=a/b/c")).toBe("/search?q=a/b/c");
    // a final slash: the segment before it
    expect(getUrlTail("https://www.example.com/news/politics/")).toBe("/politics/");
  });

  it("keeps a short last segment with the one before it, so rows that differ there read apart", () => {
    expect(getUrlTail("http://example.com/Tags/Brokers-and-Agents/Atlantis/Land/")).toBe("/Atlantis/Land/");
    expect(getUrlTail("http://example.com/Tags/Brokers-and-Agents/Belle-Glade/Land/")).toBe(
      "/Belle-Glade/Land/",
    );
    expect(getUrlTail("https://www.example.com/news/2024/05/")).toBe("/2024/05/");
    // the segment before may be the path's first: the whole path
    expect(getUrlTail("https://www.example-shop.com/catalog/shoes/")).toBe("/catalog/shoes/");
    expect(getUrlTail("https://www.example.com/shop/p/123?x=1")).toBe("/p/123?x=1");
    // a numbered page of up to 8 characters names little alone: each category has an item-1
    expect(getUrlTail("https://www.new-shop.example/catalog/chairs/item-1")).toBe("/chairs/item-1");
    expect(getUrlTail("https://www.new-shop.example/catalog/tables/page-12/")).toBe("/tables/page-12/");
    expect(getUrlTail("https://www.example.com/shop/item-300?x=1")).toBe("/shop/item-300?x=1");
    expect(getUrlTail("https://www.example.com/shop/item-30000")).toBe("/item-30000");
    // a segment of 6 characters or more names its page; a tail of two past 40 characters keeps the last
    expect(getUrlTail("https://www.example.com/news/travel/france/")).toBe("/france/");
    expect(getUrlTail("https://www.example.com/a-very-long-category-name-of-the-shop/Land/")).toBe("/Land/");
  });

  it("keeps a path that starts with a locale whole, where an international site's versions differ", () => {
    expect(getUrlTail("https://www.shop.example/en-us/p/running-shoe-900")).toBe("/en-us/p/running-shoe-900");
    expect(getUrlTail("https://www.shop.example/de/p/laufschuh-900?farbe=rot")).toBe(
      "/de/p/laufschuh-900?farbe=rot",
    );
    // not a locale, or a path too long to keep whole: the last segment
    expect(getUrlTail("https://www.shop.example/shop/p/running-shoe-900")).toBe("/running-shoe-900");
    expect(
      getUrlTail("https://www.shop.example/en-gb/collections/summer-2024/running/shoe-with-a-long-name"),
    ).toBe("/shoe-with-a-long-name");
  });

  it("keeps a one-segment path with its query, where such URLs differ", () => {
    expect(getUrlTail("http://www.gzipped.com/catalog?item=73&desc=vacation_hawaii")).toBe(
      "/catalog?item=73&desc=vacation_hawaii",
    );
    expect(getUrlTail("https://www.example-shop.com/only-one-segment")).toBe("/only-one-segment");
  });

  it("leaves short URLs and a host's own URL whole", () => {
    expect(getUrlTail("https://a.co/page")).toBeUndefined();
    expect(getUrlTail("https://www.example-shop.com/")).toBeUndefined();
    expect(getUrlTail("https://www.example-shop.com/?utm_source=sitemap")).toBe("/?utm_source=sitemap");
    expect(getUrlTail("not a url at all, but long enough to cut")).toBeUndefined();
  });
});
