import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkSitemaps,
  getMostCommonOriginOf,
  recordReplaced,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { getDefaultLocation, tallyReadEntries, withEffectiveLocations } from "./location-guess";
import { makeUniqueName, quickCheckEntries } from "./workspace-helpers";

describe("the location guess", () => {
  it("goes to https when a host's URLs are as many by http as by https, and the https ones are not told off", () => {
    const txt = makeSitemapFile({
      name: "sitemap.txt",
      format: "txt",
      location: undefined,
      urls: [
        "http://www.tovary-dom.ru/a/",
        "https://www.tovary-dom.ru/a/",
        "http://www.tovary-dom.ru/b/",
        "https://www.tovary-dom.ru/c/",
      ].map((loc) => makeUrlEntry({ loc })),
    });
    expect(getDefaultLocation(txt)).toBe("https://www.tovary-dom.ru/sitemap.txt");
    expect(getMostCommonOriginOf(txt.urls.map((url) => url.loc))).toBe("https://www.tovary-dom.ru/");
    // the checks' own reference (no location given) is the same: the http URLs get loc.other-scheme
    const schemes = checkSitemaps([txt]).filter((problem) => problem.code === "loc.other-scheme");
    expect(schemes.map((problem) => problem.entry)).toEqual([0, 2]);
    // and with the guess as the location, as the app checks it
    const guessed = checkSitemaps([{ ...txt, location: getDefaultLocation(txt) }]);
    expect(guessed.filter((problem) => problem.code === "loc.other-scheme").map((p) => p.entry)).toEqual([
      0, 2,
    ]);
  });

  it("takes a feed's own rel=self link on its items' site, not its host plus file name", () => {
    const feed = (selfLink: string | undefined) =>
      makeSitemapFile({
        name: "feed.xml",
        format: "rss",
        urls: [makeUrlEntry({ loc: "https://shop.ru/blog/post-1" })],
        location: undefined,
        ...(selfLink === undefined ? {} : { selfLink }),
      });
    expect(getDefaultLocation(feed("https://shop.ru/blog/feed/"))).toBe("https://shop.ru/blog/feed/");
    expect(getDefaultLocation(feed(undefined))).toBe("https://shop.ru/feed.xml");
    // a feed proxy's address (FeedBurner), or the site's www. twin, would give every item a host problem
    // the user never chose: the guess stays on the items' host
    expect(getDefaultLocation(feed("https://feeds.feedburner.com/shop"))).toBe("https://shop.ru/feed.xml");
    expect(getDefaultLocation(feed("https://www.shop.ru/blog/feed/"))).toBe("https://shop.ru/feed.xml");
    // where a loaded index lists it comes first: that is where it is submitted
    const index = makeSitemapFile({
      name: "sitemap_index.xml",
      format: "sitemapindex",
      urls: [],
      sitemaps: [{ loc: "https://shop.ru/sitemaps/feed.xml" }],
    });
    const listed = feed("https://shop.ru/blog/feed/");
    expect(getDefaultLocation(listed, [index, listed])).toBe("https://shop.ru/sitemaps/feed.xml");
    // the checks see it so too
    const [checked] = withEffectiveLocations([feed("https://shop.ru/blog/feed/")]);
    expect(checked.location).toBe("https://shop.ru/blog/feed/");
    expect(checked.locationGuessed).toBe(true);
    // a CMS's /feed/ path is no folder claim: its posts are not outside its scope (the host still counts)
    const codes = (file: SitemapFile) =>
      checkSitemaps(withEffectiveLocations([file])).map((problem) => problem.code);
    expect(codes(feed("https://shop.ru/blog/feed/"))).not.toContain("loc.outside-scope");
    // an edit's quick check of one entry agrees with the full check
    const edited = feed("https://shop.ru/blog/feed/");
    expect(
      quickCheckEntries(edited, [0], ["google", "yandex"], [edited]).map((problem) => problem.code),
    ).not.toContain("loc.outside-scope");
    // typed by the user, the same location is a folder as for any sitemap
    expect(
      codes({ ...feed("https://shop.ru/blog/feed/"), location: "https://shop.ru/blog/feed/" }),
    ).toContain("loc.outside-scope");
  });

  it("takes where a loaded index lists a file of its name, on the host of the file's URLs", () => {
    const child = makeSitemapFile({
      name: "products.xml.gz",
      urls: [makeUrlEntry({ loc: "https://shop.example.ru/p/1" })],
      location: undefined,
    });
    const index = (locs: string[]) =>
      makeSitemapFile({
        name: "sitemap_index.xml",
        format: "sitemapindex",
        urls: [],
        sitemaps: locs.map((loc) => ({ loc })),
      });
    const listed = index([
      "https://shop.example.ru/sitemaps/products.xml.gz",
      "https://shop.example.ru/b.xml",
    ]);
    expect(getDefaultLocation(child, [listed, child])).toBe(
      "https://shop.example.ru/sitemaps/products.xml.gz",
    );
    // without the workspace, or listed on another host, or at two places: the guess from its own URLs
    expect(getDefaultLocation(child)).toBe("https://shop.example.ru/products.xml.gz");
    const elsewhere = index(["https://cdn.example.net/sitemaps/products.xml.gz"]);
    expect(getDefaultLocation(child, [elsewhere, child])).toBe("https://shop.example.ru/products.xml.gz");
    const twice = index([
      "https://shop.example.ru/a/products.xml.gz",
      "https://shop.example.ru/b/products.xml.gz",
    ]);
    expect(getDefaultLocation(child, [twice, child])).toBe("https://shop.example.ru/products.xml.gz");
  });

  it("takes where a loaded robots.txt's Sitemap: line puts an index, and so its children where it lists them", () => {
    const robots = makeSitemapFile({
      name: "robots.txt",
      format: "robots",
      urls: [],
      sitemaps: [{ loc: "https://www.megashop.ru/sitemaps/sitemap_index.xml" }],
    });
    const index = makeSitemapFile({
      name: "sitemap_index.xml",
      format: "sitemapindex",
      urls: [],
      sitemaps: [{ loc: "https://www.megashop.ru/sitemaps/products-1.xml.gz" }],
    });
    const child = makeSitemapFile({
      name: "products-1.xml.gz",
      urls: [makeUrlEntry({ loc: "https://www.megashop.ru/product/1" })],
      location: undefined,
    });
    const files = [robots, index, child];
    expect(getDefaultLocation(index, files)).toBe("https://www.megashop.ru/sitemaps/sitemap_index.xml");
    expect(getDefaultLocation(child, files)).toBe("https://www.megashop.ru/sitemaps/products-1.xml.gz");
    // without the robots.txt, the index is guessed at the root of its host
    expect(getDefaultLocation(index, [index, child])).toBe("https://www.megashop.ru/sitemap_index.xml");
  });

  it("takes the listed place of a file whose URLs are on the site's other scheme or www., so its faults show", () => {
    const index = makeSitemapFile({
      name: "sitemap.xml",
      format: "sitemapindex",
      urls: [],
      location: undefined,
      sitemaps: ["blog.xml", "old.xml"].map((name) => ({ loc: `https://shop.example.ru/sitemaps/${name}` })),
    });
    const child = (name: string, loc: string) =>
      makeSitemapFile({ name, urls: [makeUrlEntry({ loc })], location: undefined });
    const blog = child("blog.xml", "https://www.shop.example.ru/blog/1");
    const old = child("old.xml", "http://shop.example.ru/old/1");
    const files = [index, blog, old];
    expect(getDefaultLocation(blog, files)).toBe("https://shop.example.ru/sitemaps/blog.xml");
    expect(getDefaultLocation(old, files)).toBe("https://shop.example.ru/sitemaps/old.xml");
    const codes = checkSitemaps(withEffectiveLocations(files)).map((p) => p.code);
    expect(codes.filter((code) => code.startsWith("loc."))).toEqual(["loc.other-host", "loc.other-scheme"]);
  });

  it("places a stale index's children where their URLs and the site are, and the index's entries are flagged", () => {
    // the index still lists its children on http after the site moved to https (or without www.)
    for (const stale of ["http://shop.example.ru", "https://www.shop.example.ru"]) {
      const index = makeSitemapFile({
        name: "sitemap_index.xml",
        format: "sitemapindex",
        urls: [],
        location: undefined,
        sitemaps: ["pages.xml", "blog.xml"].map((name) => ({ loc: `${stale}/${name}` })),
      });
      const child = (name: string, locs: string[]) =>
        makeSitemapFile({ name, urls: locs.map((loc) => makeUrlEntry({ loc })), location: undefined });
      const pages = child(
        "pages.xml",
        ["a", "b", "c"].map((path) => `https://shop.example.ru/${path}`),
      );
      // one page left behind on the old place
      const blog = child("blog.xml", [
        "https://shop.example.ru/blog/1",
        "https://shop.example.ru/blog/2",
        `${stale}/blog/3`,
      ]);
      const files = [index, pages, blog];
      expect(getDefaultLocation(pages, files)).toBe("https://shop.example.ru/pages.xml");
      expect(getDefaultLocation(blog, files)).toBe("https://shop.example.ru/blog.xml");
      expect(getDefaultLocation(index, files)).toBe("https://shop.example.ru/sitemap_index.xml");
      // the two index entries and the one page left behind, not the five sound pages
      const code = stale.startsWith("http:") ? "loc.other-scheme" : "loc.other-host";
      const wrong = checkSitemaps(withEffectiveLocations(files)).filter((p) => p.code === code);
      expect(wrong.map((p) => p.file)).toEqual(["sitemap_index.xml", "sitemap_index.xml", "blog.xml"]);
    }
  });

  it("keeps robots.txt's place for an index that also lists itself elsewhere (a stale self-entry on http)", () => {
    const robots = makeSitemapFile({
      name: "robots.txt",
      format: "robots",
      urls: [],
      sitemaps: [{ loc: "https://shop.example.ru/sitemaps/index.xml" }],
    });
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      urls: [],
      sitemaps: [
        { loc: "http://shop.example.ru/sitemaps/index.xml" },
        { loc: "https://shop.example.ru/sitemaps/c.xml" },
      ],
    });
    expect(getDefaultLocation(index, [robots, index])).toBe("https://shop.example.ru/sitemaps/index.xml");
  });

  it("takes children of the index's name in folders for children, not for the index itself", () => {
    const indexOf = (locs: string[]) =>
      makeSitemapFile({
        name: "sitemap.xml",
        format: "sitemapindex",
        urls: [],
        location: undefined,
        sitemaps: locs.map((loc) => ({ loc })),
      });
    // a multilingual site: /ru/sitemap.xml and /en/sitemap.xml under /sitemap.xml
    const multilingual = indexOf([
      "https://www.example.com/ru/sitemap.xml",
      "https://www.example.com/en/sitemap.xml",
    ]);
    const ru = makeSitemapFile({
      name: "ru/sitemap.xml",
      urls: [makeUrlEntry({ loc: "https://www.example.com/ru/a" })],
      location: undefined,
    });
    const files = [multilingual, ru];
    expect(getDefaultLocation(multilingual, files)).toBe("https://www.example.com/sitemap.xml");
    expect(getDefaultLocation(ru, files)).toBe("https://www.example.com/ru/sitemap.xml");
    const codes = checkSitemaps(withEffectiveLocations(files))
      .filter((p) => p.file === "sitemap.xml")
      .map((p) => p.code);
    expect(codes).not.toContain("index.self-reference");
    expect(codes).not.toContain("index.child-outside-scope");
    // one of the name in a deeper folder than another entry is a child too
    const deeper = indexOf([
      "https://www.example.com/ru/sitemap.xml",
      "https://www.example.com/products.xml",
    ]);
    expect(getDefaultLocation(deeper, [deeper])).toBe("https://www.example.com/sitemap.xml");
    // in the folder of the others, it is the index's own entry
    const self = indexOf(["https://www.example.com/maps/sitemap.xml", "https://www.example.com/maps/a.xml"]);
    expect(getDefaultLocation(self, [self])).toBe("https://www.example.com/maps/sitemap.xml");
  });

  it("places an index that lists itself on http, with https entries, at that path on https; its self-entry is said", () => {
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      urls: [],
      location: undefined,
      sitemaps: [
        { loc: "http://shop.example.ru/sitemaps/index.xml" },
        { loc: "https://shop.example.ru/sitemaps/c.xml" },
        { loc: "https://shop.example.ru/sitemaps/d.xml" },
      ],
    });
    const child = makeSitemapFile({
      name: "c.xml",
      urls: [makeUrlEntry({ loc: "https://shop.example.ru/c/1" })],
      location: undefined,
    });
    const files = [index, child];
    expect(getDefaultLocation(index, files)).toBe("https://shop.example.ru/sitemaps/index.xml");
    const problems = checkSitemaps(withEffectiveLocations(files));
    const ofIndex = problems.filter((p) => p.file === "index.xml").map((p) => [p.code, p.entry]);
    // the self-entry is said as such (and it is on the other scheme); d.xml is not loaded
    expect(ofIndex).toEqual(
      expect.arrayContaining([
        ["index.self-reference", 0],
        ["index.child-missing", 2],
      ]),
    );
    expect(ofIndex.filter(([, entry]) => entry === 1)).toEqual([]);
    // the child's URLs are not told to move to http
    const ofChild = problems.filter((p) => p.file === "c.xml").map((p) => p.code);
    expect(ofChild.filter((code) => code === "loc.other-scheme" || code === "loc.other-host")).toEqual([]);
  });

  it("places a child an index lists on both schemes, or with its host spelled otherwise, in the folder listed", () => {
    const child = makeSitemapFile({
      name: "brands.xml",
      urls: [makeUrlEntry({ loc: "https://www.shop.example.ru/b/1" })],
      location: undefined,
    });
    const index = (locs: string[]) =>
      makeSitemapFile({
        name: "sitemap_index.xml",
        format: "sitemapindex",
        urls: [],
        sitemaps: locs.map((loc) => ({ loc })),
      });
    const both = index([
      "http://www.shop.example.ru/sitemaps/brands.xml",
      "https://www.shop.example.ru/sitemaps/brands.xml",
    ]);
    expect(getDefaultLocation(child, [both, child])).toBe("https://www.shop.example.ru/sitemaps/brands.xml");
    const spelled = index(["https://WWW.Shop.Example.ru:443/sitemaps/brands.xml"]);
    expect(getDefaultLocation(child, [spelled, child])).toBe(
      "https://www.shop.example.ru/sitemaps/brands.xml",
    );
  });

  it("guesses the location from the most common scheme and host", () => {
    const url = (loc: string) => ({ loc, images: [], videos: [], alternates: [] });
    const file: SitemapFile = {
      name: "sitemap.xml",
      format: "urlset",
      gzip: false,
      encoding: "utf-8",
      byteLength: 1,
      urls: [url("http://other.com/"), url("https://WWW.Example.com/a"), url("https://www.example.com/b")],
      sitemaps: [],
      problems: [],
    };
    expect(getDefaultLocation(file)).toBe("https://www.example.com/sitemap.xml");
    // a copy opened beside a file of its name is guessed at that name; other names as they are
    const taken = new Set(["sitemap.xml", "sitemap.xml.gz", "a.b.xml", "list"]);
    const guess = (name: string) => getDefaultLocation({ ...file, name });
    expect(guess(makeUniqueName("sitemap.xml", taken))).toBe("https://www.example.com/sitemap.xml");
    expect(guess(makeUniqueName("sitemap.xml.gz", taken))).toBe("https://www.example.com/sitemap.xml.gz");
    expect(guess(makeUniqueName("a.b.xml", taken))).toBe("https://www.example.com/a.b.xml");
    expect(guess(makeUniqueName("list", taken))).toBe("https://www.example.com/list");
    expect(guess("report (final).xml")).toBe("https://www.example.com/report%20(final).xml");
    // a table is published as the sitemap written from it
    expect(guess("urls.csv")).toBe("https://www.example.com/urls.xml");
    expect(guess("Export.TSV")).toBe("https://www.example.com/Export.xml");
  });

  it("guesses the most common origin of a new file, a tie going to the origin seen first", () => {
    const file = (name: string, locs: string[]): SitemapFile => ({
      name,
      format: "urlset",
      gzip: false,
      encoding: "utf-8",
      byteLength: 0,
      urls: locs.map((loc) => ({ loc, images: [], videos: [], alternates: [] })),
      sitemaps: [],
      problems: [],
    });
    const tie = [
      "https://b.example/1",
      "https://a.example/1",
      "HTTPS://A.example:443/2",
      "https://b.example/2",
    ];
    expect(getDefaultLocation(file("tie.xml", tie))).toBe("https://b.example/tie.xml");
    expect(getDefaultLocation(file("tie2.xml", tie.slice(1)))).toBe("https://a.example/tie2.xml");
    expect(getDefaultLocation(file("none.xml", ["", "/relative", "x"]))).toBeUndefined();
  });

  it("keeps the location guess equal to a full count while entries are replaced one by one", () => {
    const hosts = ["https://a.example", "https://b.example", "HTTP://A.example:80", "http://a.example", "x"];
    const make = (n: number) => ({
      loc: `${hosts[n % hosts.length]}/p${n}`,
      images: [],
      videos: [],
      alternates: [],
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(39), fc.nat(100)), { maxLength: 40 }), (edits) => {
        let file: SitemapFile = {
          name: `guess-${edits.length}.xml`,
          format: "urlset",
          gzip: false,
          encoding: "utf-8",
          byteLength: 0,
          urls: Array.from({ length: 40 }, (_, i) => make(i * 7)),
          sitemaps: [],
          problems: [],
        };
        for (const [index, n] of edits) {
          const urls = file.urls.slice();
          urls[index] = make(n);
          // most edits say what they replaced (the store's do), some not: both recounts must agree
          if (n % 3 !== 0) recordReplaced(file.urls, urls, [index]);
          file = { ...file, urls };
          const origin = getMostCommonOriginOf(urls.map((url) => url.loc));
          const expected = origin ? `${origin}${encodeURIComponent(file.name)}` : undefined;
          expect(getDefaultLocation(file)).toBe(expected);
        }
      }),
      { numRuns: 50, seed: 3 },
    );
  });

  it("recounts an edit's origins from the entries it says it replaced, not every entry", () => {
    const urls: UrlEntry[] = Array.from({ length: 10_000 }, (_, i) =>
      makeUrlEntry({ loc: `https://${i % 3 === 0 ? "b" : "a"}.example/p${i}` }),
    );
    const base = makeSitemapFile({ name: "reads.xml", urls, location: undefined });
    expect(getDefaultLocation(base)).toBe("https://a.example/reads.xml");
    const edited = urls.slice();
    edited[5] = { ...urls[5], loc: "https://b.example/x" };
    let reads = 0;
    const watched = new Proxy(edited, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    recordReplaced(urls, watched, [5]);
    expect(getDefaultLocation({ ...base, urls: watched })).toBe("https://a.example/reads.xml");
    expect(reads).toBeLessThan(5);
  });
  it("answers a list asked before without a recount: an older state's render between two of the newest", () => {
    let reads = 0;
    const watch = (list: UrlEntry[]) =>
      new Proxy(list, {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver);
        },
      });
    const urls = Array.from({ length: 10_000 }, (_, i) =>
      makeUrlEntry({ loc: `https://${i % 2 === 0 ? "b" : "a"}.example/p${i}` }),
    );
    const before = watch(urls);
    const base = makeSitemapFile({ name: "twice.xml", urls: before, location: undefined });
    // a tie: the origin seen first
    expect(getDefaultLocation(base)).toBe("https://b.example/twice.xml");
    const edited = urls.slice();
    edited[0] = { ...urls[0], loc: "https://a.example/x" };
    const after = watch(edited);
    recordReplaced(before, after, [0]);
    expect(getDefaultLocation({ ...base, urls: after })).toBe("https://a.example/twice.xml");
    reads = 0;
    for (let round = 0; round < 3; round++) {
      expect(getDefaultLocation(base)).toBe("https://b.example/twice.xml");
      expect(getDefaultLocation({ ...base, urls: after })).toBe("https://a.example/twice.xml");
    }
    expect(reads).toBe(0);
  });

  it("counts a file read in chunks as a full count would, ties included, reading each entry's loc once", () => {
    const hosts = [
      "https://b.example",
      "https://a.example",
      "HTTPS://A.example:443",
      "x",
      "https://b.example",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.nat(hosts.length - 1), { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(20), { maxLength: 6 }),
        (picks, cuts) => {
          const urls = picks.map((n, i) => makeUrlEntry({ loc: `${hosts[n]}/p${i}` }));
          const name = `streamed-${picks.length}-${cuts.length}.xml`;
          // the read's chunks, then the answer's rest: the file's urls are a new array of the same entries
          let at = 0;
          for (const size of cuts) {
            const chunk = urls.slice(at, at + size);
            if (chunk.length === 0) break;
            tallyReadEntries(name, chunk, at);
            at += chunk.length;
          }
          const origin = getMostCommonOriginOf(urls.map((url) => url.loc));
          const expected = origin ? `${origin}${encodeURIComponent(name)}` : undefined;
          const file = makeSitemapFile({ name, urls: urls.slice(), location: undefined });
          expect(getDefaultLocation(file)).toBe(expected);
        },
      ),
      { numRuns: 300, seed: 5 },
    );
    // a tie: the origin seen first, even when the one after it came in a later chunk
    const tie = ["https://b.example/1", "https://a.example/2"].map((loc) => makeUrlEntry({ loc }));
    tallyReadEntries("tie.xml", tie.slice(0, 1), 0);
    const file = makeSitemapFile({ name: "tie.xml", urls: tie.slice(), location: undefined });
    expect(getDefaultLocation(file)).toBe("https://b.example/tie.xml");
  });

  it("counts only the entries after a streamed read's chunks once the file is read", () => {
    let locs = 0;
    // entries that count every read of their loc
    const urls: UrlEntry[] = Array.from({ length: 3_000 }, (_, i) => {
      const loc = `https://${i % 3 === 0 ? "b" : "a"}.example/p${i}`;
      const entry = makeUrlEntry({ loc });
      Object.defineProperty(entry, "loc", {
        get: () => {
          locs++;
          return loc;
        },
      });
      return entry;
    });
    tallyReadEntries("chunks.xml", urls.slice(0, 1_000), 0);
    tallyReadEntries("chunks.xml", urls.slice(1_000, 2_990), 1_000);
    expect(locs).toBe(2_990);
    locs = 0;
    // the answer's 10 more entries after the chunks' 2,990: only their locs are read
    const file = makeSitemapFile({ name: "chunks.xml", urls: urls.slice(), location: undefined });
    expect(getDefaultLocation(file)).toBe("https://a.example/chunks.xml");
    expect(locs).toBe(10);
    // other entry objects than the ones told (a file of the same name read again): counted in full
    const other = makeSitemapFile({
      name: "chunks.xml",
      urls: urls.map((e) => ({ ...e })),
      location: undefined,
    });
    expect(getDefaultLocation(other)).toBe("https://a.example/chunks.xml");
    const allB = makeSitemapFile({
      name: "chunks.xml",
      urls: urls.map((e, i) => ({ ...e, loc: `https://b.example/q${i}` })),
      location: undefined,
    });
    expect(getDefaultLocation(allB)).toBe("https://b.example/chunks.xml");
  });
});
