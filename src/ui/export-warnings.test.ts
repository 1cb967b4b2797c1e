import { describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile } from "@/core/index";
import { createProblem } from "@/core/model/problem";
import type { WorkspaceExportPlan } from "@/store/export-actions";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { encodeSingleByte } from "@/test/single-byte";
import { applyLanguage } from "./apply-language";
import { getDownloadNames, getFolderWarnings } from "./export-folder-warnings";
import {
  countRepeatedUrls,
  getCrawlTableWarnings,
  getDuplicateElementWarnings,
  getEndingWarnings,
  getFeedDateWarnings,
  getFeedWarnings,
  getIndexSizeWarnings,
  getManyFilesWarnings,
  getMergeWarnings,
  getNoLocWarnings,
  getNonAsciiWarnings,
  getSplitAwayNames,
  getSplitNotes,
  getSplitWarnings,
} from "./export-warnings";

describe("countRepeatedUrls", () => {
  it("counts exactly what Remove duplicates would remove, across files", () => {
    const a = makeSitemapFile({
      name: "a.xml",
      urls: ["https://e.com/x", "https://e.com/x"].map((loc) => makeUrlEntry({ loc })),
    });
    const b = makeSitemapFile({
      name: "b.xml",
      urls: ["https://E.com/x", "https://e.com/y"].map((loc) => makeUrlEntry({ loc })),
    });
    expect(countRepeatedUrls([a, b], [])).toBe(2);
  });

  it("past 200,000 URLs, counts the checks' duplicate problems on those files instead of a pass over them", () => {
    const urls = Array.from({ length: 200_001 }, (_, i) =>
      makeUrlEntry({ loc: `https://e.com/p-${i % 200_000}` }),
    );
    const big = makeSitemapFile({ name: "big.xml", urls });
    const problems = [
      createProblem("loc.duplicate", "big.xml", "dup", { entry: 200_000 }),
      createProblem("loc.duplicate", "other.xml", "not exported", { entry: 0 }),
      createProblem("priority.invalid", "big.xml", "not a repeat", { entry: 1 }),
    ];
    expect(countRepeatedUrls([big], problems)).toBe(1);
  });
});

describe("getEndingWarnings", () => {
  it("names every rename up to a dozen, then how many more (the fourth of four had been cut to …)", () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `s${i + 1}.xml`);
    const warn = (count: number) => {
      const files = names(count).map((name) => makeSitemapFile({ name, location: undefined }));
      const sources = names(count).map((name) => ({
        source: name,
        base: "",
        files: [{ name: `${name}.gz`, kind: "urlset" as const }],
      }));
      return getEndingWarnings(sources as never, files)[0];
    };
    expect(warn(4)).toContain(
      "s1.xml → s1.xml.gz, s2.xml → s2.xml.gz, s3.xml → s3.xml.gz, s4.xml → s4.xml.gz.",
    );
    expect(warn(14)).toContain("s12.xml → s12.xml.gz, and 2 more.");
    expect(warn(14)).not.toContain("s13.xml");
  });

  it("names a feed placed by its own link as written as a new sitemap, to submit beside the feed", () => {
    // an RSS feed saved under its name, and an Atom feed whose <link rel="self"> says where it is
    const files = [
      makeSitemapFile({ name: "news.rss", format: "rss", location: undefined }),
      makeSitemapFile({
        name: "feed.atom",
        format: "atom",
        location: undefined,
        selfLink: "https://e.com/feed/",
      }),
    ];
    const sources = [
      { source: "news.rss", base: "", files: [{ name: "news.xml", kind: "urlset" as const }] },
      { source: "feed.atom", base: "", files: [{ name: "feed.xml", kind: "urlset" as const }] },
    ];
    const warnings = getEndingWarnings(sources as never, files);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^1 file is written under another name .*: news\.rss → news\.xml\./);
    expect(warnings[1]).toBe(
      "1 feed is written as a new sitemap: feed.atom → feed.xml. The feed stays at its own URL; upload the new file beside it and submit its URL in Yandex Webmaster, which reads no feed, and in Google Search Console.",
    );
  });

  it("names the files whose published name a format changes, not those it keeps or renames for a clash", () => {
    const files = [
      makeSitemapFile({ name: "sitemap_index.xml", format: "sitemapindex", location: undefined }),
      makeSitemapFile({ name: "pages.xml.gz", gzip: true, location: undefined }),
      makeSitemapFile({ name: "posts.xml", location: "https://e.com/maps/posts.xml" }),
    ];
    const sources = [
      {
        source: "sitemap_index.xml",
        base: "",
        files: [{ name: "sitemap_index.xml.gz", kind: "sitemapindex" as const }],
      },
      { source: "pages.xml.gz", base: "", files: [{ name: "pages.xml.gz", kind: "urlset" as const }] },
      {
        source: "posts.xml",
        base: "",
        files: [{ name: "posts.xml.gz", kind: "urlset" as const }],
        renamed: true,
      },
    ];
    expect(getEndingWarnings(sources as never, files)).toEqual([
      "1 file is written under another name than the one it is published at: sitemap_index.xml → sitemap_index.xml.gz. The URLs submitted in Google Search Console, Yandex Webmaster and robots.txt change: submit the new ones, or choose As opened to keep them.",
    ]);
    // with As opened chosen, no advice to choose it, and no word of a feed where there is none
    const asOpened = getEndingWarnings(sources as never, files, true);
    expect(asOpened).toHaveLength(1);
    expect(asOpened[0]).toContain(
      "sitemap_index.xml → sitemap_index.xml.gz. Export names a sitemap by what it holds",
    );
    expect(asOpened[0]).not.toContain("choose As opened");
    expect(asOpened[0]).not.toContain("feed");
  });

  it("offers no As opened for a name it changes too (sitemap.php → sitemap.xml)", () => {
    const files = [
      makeSitemapFile({ name: "sitemap.php", location: undefined }),
      makeSitemapFile({ name: "pages.xml.gz", gzip: true, location: undefined }),
    ];
    const sources = [
      { source: "sitemap.php", base: "", files: [{ name: "sitemap.xml", kind: "urlset" as const }] },
      { source: "pages.xml.gz", base: "", files: [{ name: "pages.xml", kind: "urlset" as const }] },
    ];
    const warnings = getEndingWarnings(sources as never, files);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("pages.xml.gz → pages.xml. The URLs submitted");
    expect(warnings[0]).toContain("choose As opened to keep them");
    expect(warnings[1]).toContain("sitemap.php → sitemap.xml. Export names a sitemap by what it holds");
    expect(warnings[1]).not.toContain("As opened");
    // gzipped too: As opened writes sitemap.xml.gz as well
    const gz = [makeSitemapFile({ name: "sitemap.php.gz", gzip: true, location: undefined })];
    const written = [
      { source: "sitemap.php.gz", base: "", files: [{ name: "sitemap.xml.gz", kind: "urlset" }] },
    ];
    const [php] = getEndingWarnings(written as never, gz);
    expect(php).toContain("sitemap.php.gz → sitemap.xml.gz. Export names a sitemap by what it holds");
  });

  it("takes no zip folder (a site's, an archive's) for a change of the published name", () => {
    const files = [
      makeSitemapFile({ name: "sitemap (2).xml", location: undefined }),
      makeSitemapFile({ name: "ru/sitemap.xml", location: undefined }),
    ];
    const sources = [
      {
        source: "sitemap (2).xml",
        base: "",
        files: [{ name: "blog-b.ru/sitemap.xml", kind: "urlset" as const }],
      },
      { source: "ru/sitemap.xml", base: "", files: [{ name: "ru/sitemap.xml.gz", kind: "urlset" as const }] },
    ];
    expect(getEndingWarnings(sources as never, files)).toEqual([
      "1 file is written under another name than the one it is published at: ru/sitemap.xml → ru/sitemap.xml.gz. The URLs submitted in Google Search Console, Yandex Webmaster and robots.txt change: submit the new ones, or choose As opened to keep them.",
    ]);
  });

  it("names no published name of a pasted list or a table, whose sitemaps are new, split or not", () => {
    const pasted = readSitemapFile("pasted-1.txt", new TextEncoder().encode("https://e.ru/a\n"), {
      pasted: true,
    });
    const opened = readSitemapFile("urls.txt", new TextEncoder().encode("https://e.ru/a\n"));
    expect([pasted.pasted, opened.pasted]).toEqual([true, undefined]);
    const table = makeSitemapFile({ name: "internal_html.csv", format: "txt" });
    const files = [pasted, opened, table];
    const whole = (source: string, name: string) => ({
      source,
      base: "",
      files: [{ name, kind: "urlset" as const }],
    });
    expect(
      getEndingWarnings(
        [
          whole("pasted-1.txt", "pasted-1.xml.gz"),
          whole("urls.txt", "urls.xml.gz"),
          whole("internal_html.csv", "internal_html.xml.gz"),
        ] as never,
        files,
      ),
    ).toEqual([
      "1 file is written under another name than the one it is published at: urls.txt → urls.xml.gz. The URLs submitted in Google Search Console, Yandex Webmaster and robots.txt change: submit the new ones, or choose As opened to keep them.",
    ]);
    const split = (source: string, stem: string) => ({
      source,
      base: "",
      files: [
        { name: `${stem}-1.xml.gz`, kind: "urlset" as const },
        { name: `${stem}-2.xml.gz`, kind: "urlset" as const },
        { name: `${stem}-index.xml.gz`, kind: "sitemapindex" as const },
      ],
    });
    expect(
      getSplitWarnings(
        [split("internal_html.csv", "internal_html"), split("urls.txt", "urls")] as never,
        files,
      ),
    ).toEqual([
      "internal_html.csv is split into 2 parts, listed by internal_html-index.xml.gz: submit internal_html-index.xml.gz in Google Search Console, Yandex Webmaster and robots.txt.",
      "urls.txt is split into 2 parts, listed by urls-index.xml.gz. Submit urls-index.xml.gz in Google Search Console and Yandex Webmaster in place of urls.txt, and remove urls.txt from them and from robots.txt: its URL will list nothing.",
    ]);
    // an index under the file's own name keeps its URL: a note, not a warning
    const kept = {
      source: "urls.xml.gz",
      base: "",
      files: [
        ...split("urls.xml.gz", "urls").files.slice(0, 2),
        { name: "urls.xml.gz", kind: "sitemapindex" as const },
      ],
    };
    expect(getSplitWarnings([kept] as never, files)).toEqual([]);
    expect(getSplitNotes([kept] as never, files)).toEqual([
      "urls.xml.gz is split into 2 parts, and urls.xml.gz becomes their sitemap index: the URL already submitted in Google Search Console, Yandex Webmaster and robots.txt keeps working.",
    ]);
    // set at another location, a file is named by it: what was submitted is catalog-sitemap.xml
    const located = [
      makeSitemapFile({
        name: "products.xml",
        location: "https://www.shop.example/maps/catalog-sitemap.xml",
        urls: [makeUrlEntry({ loc: "https://www.shop.example/p/1" })],
      }),
    ];
    expect(getSplitWarnings([split("products.xml", "catalog-sitemap")] as never, located)).toEqual([
      "catalog-sitemap.xml is split into 2 parts, listed by catalog-sitemap-index.xml.gz. Submit catalog-sitemap-index.xml.gz in Google Search Console and Yandex Webmaster in place of catalog-sitemap.xml, and remove catalog-sitemap.xml from them and from robots.txt: its URL will list nothing.",
    ]);
    const keptThere = {
      ...split("products.xml", "catalog-sitemap"),
      files: [
        ...split("products.xml", "catalog-sitemap").files.slice(0, 2),
        { name: "catalog-sitemap.xml", kind: "sitemapindex" as const },
      ],
    };
    expect(getSplitWarnings([keptThere] as never, located)).toEqual([]);
    expect(getSplitNotes([keptThere] as never, located)[0]).toMatch(
      /^catalog-sitemap\.xml is split into 2 parts, and catalog-sitemap\.xml becomes their sitemap index/,
    );
  });

  it("never tells to remove a split feed, whose URL its CMS keeps, nor that its URL keeps working", () => {
    const feed = [makeSitemapFile({ name: "news.rss", format: "rss", location: "https://e.com/news.rss" })];
    const parts = [
      { name: "news-1.xml", kind: "urlset" as const },
      { name: "news-2.xml", kind: "urlset" as const },
    ];
    const split = {
      source: "news.rss",
      base: "",
      files: [...parts, { name: "news-index.xml", kind: "sitemapindex" as const }],
    };
    expect(getSplitWarnings([split] as never, feed)).toEqual([
      "news.rss is split into 2 parts, listed by news-index.xml: submit news-index.xml in Google Search Console, Yandex Webmaster and robots.txt. The feed itself stays at its URL for its readers (Google may keep it submitted; Yandex reads no feed).",
    ]);
    expect(getSplitAwayNames([split] as never, feed)).toEqual([]);
    // its index under the feed's name replaces the feed when uploaded there: no "keeps working" beside that
    const inPlace = { ...split, files: [...parts, { name: "news.rss", kind: "sitemapindex" as const }] };
    expect(getSplitNotes([inPlace] as never, feed)).toEqual([]);
    expect(getSplitWarnings([inPlace] as never, feed)).toEqual([]);
  });

  it("counts the URLs of the exported files written with raw non-ASCII characters, none when encoded", () => {
    const read = (name: string, locs: string[]) =>
      readSitemapFile(
        name,
        new TextEncoder().encode(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
        ),
      );
    const files = [
      read("ru.xml", ["https://shop.ru/контакты/", "https://shop.ru/a", "https://shop.ru/товар-3/"]),
      read("other.xml", ["https://shop.ru/о-нас/"]),
    ];
    const problems = checkSitemaps(files);
    expect(getNonAsciiWarnings(problems, new Set(["ru.xml"]))).toEqual([
      "2 URLs are written with raw non-ASCII characters (loc.non-ascii, such as Cyrillic): Yandex reads them, Google and Bing expect URLs percent-encoded. Fix all in Problems encodes them first.",
    ]);
    expect(getNonAsciiWarnings(problems, new Set(["other.xml"]))[0]).toMatch(/^1 URL is written/);
    // checked for Yandex alone: Google and Bing are not the reason
    expect(getNonAsciiWarnings(checkSitemaps(files, { engines: ["yandex"] }), new Set(["ru.xml"]))).toEqual([
      "2 URLs are written with raw non-ASCII characters (loc.non-ascii, such as Cyrillic): Yandex reads them, other crawlers and tools expect URLs percent-encoded. Fix all in Problems encodes them first.",
    ]);
    const encoded = read("ok.xml", ["https://shop.ru/%D0%BE/"]);
    expect(getNonAsciiWarnings(checkSitemaps([encoded]), new Set(["ok.xml"]))).toEqual([]);
    // an index's entries as the plan writes them, not as read: other.xml taken for an index whose one raw
    // entry became three parts' (it had said 3 where 5 were written)
    const indexes = { names: new Set(["other.xml"]), rawRefs: 3 };
    expect(getNonAsciiWarnings(problems, new Set(["ru.xml", "other.xml"]), indexes)[0]).toMatch(
      /^5 URLs are written.* Fix all in Problems encodes the URL rows first; the sitemap index entries, Edit sitemaps \(its Fix all\)\.$/,
    );
    // an index's entries alone: Problems' Fix all does not reach them, Edit sitemaps does
    expect(getNonAsciiWarnings(problems, new Set(["other.xml"]), indexes)[0]).toMatch(
      /^3 URLs are written.* They are sitemap index entries: Edit sitemaps encodes them first \(its Fix all\)\.$/,
    );
    expect(getNonAsciiWarnings(problems, new Set(["ru.xml", "other.xml"]))[0]).toMatch(/^3 URLs are written/);
    // letters misread in a wrongly declared code page (KOI8-R over windows-1251): no fix to send them to
    const koi = readSitemapFile(
      "koi.xml",
      encodeSingleByte(
        `<?xml version="1.0" encoding="KOI8-R"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.ru/каталог/</loc></url></urlset>`,
        "windows-1251",
      ),
    );
    expect(getNonAsciiWarnings(checkSitemaps([koi]), new Set(["koi.xml"]))[0]).toMatch(
      /^1 URL is written.* Problems offers no fix for them: read the file right first/,
    );
    // the index known without the plan's count: its entries as read
    expect(
      getNonAsciiWarnings(problems, new Set(["ru.xml", "other.xml"]), { names: new Set(["other.xml"]) })[0],
    ).toMatch(
      /^3 URLs are written.* Fix all in Problems encodes the URL rows first; the sitemap index entries/,
    );
  });

  it("with As opened, tells a feed's new name apart from another file's", () => {
    const files = [
      makeSitemapFile({ name: "news.rss", format: "rss", location: undefined }),
      makeSitemapFile({ name: "sitemap.gz", gzip: true, location: undefined }),
    ];
    const sources = [
      { source: "news.rss", base: "", files: [{ name: "news.xml", kind: "urlset" as const }] },
      { source: "sitemap.gz", base: "", files: [{ name: "sitemap.xml.gz", kind: "urlset" as const }] },
    ];
    const [other, feed, ...rest] = getEndingWarnings(sources as never, files, true);
    expect(rest).toEqual([]);
    expect(other).toMatch(/^1 file is .*: sitemap\.gz → sitemap\.xml\.gz\. Export names a sitemap/);
    expect(feed).toMatch(
      /^1 file is .*: news\.rss → news\.xml\. A feed is written as a sitemap in every format \(a URL list in TXT\)/,
    );
    // Yandex reads no feed (`yandex.feed-unsupported`): the warning never says it does
    expect(feed).toContain("Yandex Webmaster, which reads no feed");
    // in XML too a feed is told to submit its new URL: As opened would not keep it either
    const xml = getEndingWarnings(sources.slice(0, 1) as never, files, false);
    expect(xml).toHaveLength(1);
    expect(xml[0]).toMatch(
      /news\.rss → news\.xml\. A feed is written as a sitemap in every format \(a URL list in TXT\)/,
    );
    expect(xml[0]).not.toContain("choose As opened");
  });
});

/** A source written whole as one URL file, `written`. */
const source = (name: string, written: string) => ({
  source: name,
  base: "",
  files: [{ name: written, kind: "urlset" as const }],
});

describe("getFeedWarnings", () => {
  it("names the feeds a sitemap would replace: written under the name they are published at", () => {
    const files = [
      // no URL in common with pages.xml (that is another warning's)
      makeSitemapFile({ name: "news.xml", format: "rss", location: undefined, urls: [] }),
      makeSitemapFile({ name: "feed.atom", format: "atom", location: undefined, urls: [] }),
      makeSitemapFile({
        name: "blog.xml",
        format: "atom",
        location: "https://e.com/blog/atom.xml",
        urls: [],
      }),
      makeSitemapFile({ name: "pages.xml", location: undefined }),
    ];
    const sources = [
      { source: "news.xml", base: "", files: [{ name: "news.xml", kind: "urlset" as const }] },
      // a feed's .atom name becomes .xml: the sitemap goes beside the feed
      { source: "feed.atom", base: "", files: [{ name: "feed.xml", kind: "urlset" as const }] },
      // published as atom.xml, written as blog.xml: not in the feed's place
      { source: "blog.xml", base: "", files: [{ name: "blog.xml", kind: "urlset" as const }] },
      { source: "pages.xml", base: "", files: [{ name: "pages.xml", kind: "urlset" as const }] },
    ];
    expect(getFeedWarnings(sources as never, files)).toEqual([
      "news.xml is an RSS or Atom feed, written here as a sitemap under its own name: uploaded in place of the feed, the sitemap replaces it, and its readers lose it. Upload it under another name (then submit that URL), or submit the feed itself to Google, which reads a feed as a sitemap (Yandex does not: it needs the sitemap).",
    ]);
    expect(getFeedWarnings(sources.slice(1) as never, files)).toEqual([]);
  });

  it("says a feed placed by its self link is not replaced, only given a new sitemap, unless written at that URL", () => {
    const feed = (name: string, selfLink: string) =>
      makeSitemapFile({ name, format: "rss", location: undefined, selfLink, urls: [] });
    const files = [
      feed("wp-query-feed.xml", "https://blog.example.com/?feed=rss2"),
      feed("feed-noslash.rss", "https://blog.example.com/feed"),
      feed("news.xml", "https://blog.example.com/news.xml"),
    ];
    const sources = [
      source("wp-query-feed.xml", "wp-query-feed.xml"),
      source("feed-noslash.rss", "feed-noslash.xml"),
      source("news.xml", "news.xml"),
    ];
    // the feed stays at /?feed=rss2 and /feed: the sitemaps are new files at the root, no URL changes;
    // the one at /news.xml, written at the root as news.xml, would take the feed's place
    expect(getFeedWarnings(sources as never, files)).toEqual([
      expect.stringMatching(
        /^news\.xml is an RSS or Atom feed, written here as a sitemap under its own name/,
      ),
    ]);
    // the two that stay where they are get new sitemaps to submit; the one written in its place, none
    expect(getEndingWarnings(sources as never, files, true)).toEqual([
      expect.stringMatching(
        /^2 feeds are written as a new sitemap: wp-query-feed\.xml → wp-query-feed\.xml, feed-noslash\.rss → feed-noslash\.xml\. The feeds stay at their own URL;/,
      ),
    ]);
  });

  it("says how many of a feed's URLs the sitemaps exported beside it list too, as a sitemap it repeats them", () => {
    const entries = (...paths: string[]) =>
      paths.map((path) => makeUrlEntry({ loc: `https://e.com/${path}` }));
    const files = [
      makeSitemapFile({ name: "feed.rss", format: "rss", urls: entries("a", "b", "c") }),
      makeSitemapFile({ name: "posts.xml", urls: entries("a", "B", "x") }),
      makeSitemapFile({ name: "pages.xml", urls: entries("c") }),
    ];
    const sources = [
      source("feed.rss", "feed.xml"),
      source("posts.xml", "posts.xml"),
      source("pages.xml", "pages.xml"),
    ];
    expect(getFeedWarnings(sources as never, files)).toEqual([
      "feed.rss: 2 of its URLs are also in the sitemaps exported beside it; written as a sitemap, the feed lists them again (set.url-in-several-files when the files are opened again). Remove duplicates in the table takes them out of the feed and keeps them in the sitemaps; or leave the feed out of this export.",
    ]);
    // the feed exported alone: nothing it repeats
    expect(getFeedWarnings([sources[0]] as never, files)).toEqual([]);
  });
});

describe("getNoLocWarnings", () => {
  it("names the files with entries but no loc, which the export leaves out", () => {
    const noLoc = { ...makeUrlEntry({ loc: "" }) };
    const files = [
      makeSitemapFile({ name: "allnoloc.xml", urls: [noLoc, noLoc] }),
      makeSitemapFile({ name: "index.xml", format: "sitemapindex", urls: [], sitemaps: [{ loc: "" }] }),
      makeSitemapFile({ name: "ok.xml", urls: [makeUrlEntry({ loc: "https://e.com/a" }), noLoc] }),
      makeSitemapFile({ name: "empty.xml", urls: [], location: undefined }),
      makeSitemapFile({ name: "robots.txt", format: "robots", urls: [], sitemaps: [{ loc: "" }] }),
    ];
    expect(getNoLocWarnings(files, true)).toEqual([
      "2 files are not written: allnoloc.xml, index.xml have entries, but none with a URL (loc). Fill in the URLs to export them.",
      // left with no URL at all (rows deleted, duplicates removed): not written, and said so
      "1 file is not written: empty.xml has no URL left. If it is published, remove it from the server, Google Search Console, Yandex Webmaster and robots.txt too, or the engines go on fetching it.",
    ]);
    // a merge leaves every index out (and says so in its own warning)
    expect(getNoLocWarnings(files, false)).toEqual([
      "1 file is not written: allnoloc.xml has entries, but none with a URL (loc). Fill in the URLs to export it.",
    ]);
    expect(getNoLocWarnings([files[2], files[4]], true)).toEqual([]);
    // a pasted text emptied was never published: nothing to remove anywhere
    expect(
      getNoLocWarnings(
        [makeSitemapFile({ name: "pasted-1.txt", format: "txt", pasted: true, urls: [] })],
        true,
      ),
    ).toEqual([]);
  });
});

describe("getDuplicateElementWarnings", () => {
  it("says how many repeated elements the export does not write, and where the first is", () => {
    const problems = [
      { ...createProblem("xml.duplicate-element", "a.xml", "second <loc>", { entry: 1 }), line: 7 },
      createProblem("xml.duplicate-element", "a.xml", "second <lastmod>", { entry: 2 }),
      createProblem("xml.duplicate-element", "other.xml", "not exported", { entry: 0 }),
    ];
    // a copy the entry keeps as written is written: not one of them
    const kept = createProblem("xml.duplicate-element", "a.xml", "second <news:news>", {
      entry: 0,
      params: { element: "news:news", kept: "news:news" },
    });
    const [warning] = getDuplicateElementWarnings([kept, ...problems], new Set(["a.xml"]));
    expect(warning).toMatch(/^2 repeated elements are not written \(a\.xml:7 first\)/);
    expect(getDuplicateElementWarnings([kept], new Set(["a.xml"]))).toEqual([]);
    expect(getDuplicateElementWarnings(problems, new Set(["b.xml"]))).toEqual([]);
  });
});

describe("getIndexSizeWarnings", () => {
  const part = (name: string, urlCount: number) => ({
    name,
    kind: "urlset" as const,
    urlCount,
    byteLength: 1,
  });
  const index = (name: string, urlCount: number) => ({
    name,
    kind: "sitemapindex" as const,
    urlCount,
    byteLength: 1,
  });

  it("warns when a merged set's index would list more than 50,000 sitemaps, with the URLs per file needed", () => {
    const parts = Array.from({ length: 60_000 }, (_, i) => part(`sitemap-${i + 1}.xml`, 2));
    const plan = { files: [...parts, index("sitemap-index.xml", 60_000)], skipped: [], written: 120_000 };
    expect(getIndexSizeWarnings(plan as never)).toEqual([
      "sitemap-index.xml would list 60,000 sitemaps, more than the 50,000 an index may list (index.too-many-sitemaps): set URLs per file to at least 3.",
    ]);
    const fits = { ...plan, files: [...parts.slice(0, 50_000), index("sitemap-index.xml", 50_000)] };
    expect(getIndexSizeWarnings(fits as never)).toEqual([]);
  });

  it("looks at each split file's own index in a per-file export", () => {
    const files = [
      ...Array.from({ length: 50_001 }, (_, i) => part(`p-${i + 1}.xml`, 1)),
      index("p-index.xml", 1),
    ];
    const plan = { files, skipped: [], written: 50_001, sources: [{ source: "p.xml", base: "", files }] };
    expect(getIndexSizeWarnings(plan as never)).toHaveLength(1);
    expect(getIndexSizeWarnings(undefined)).toEqual([]);
  });
});

describe("getFolderWarnings / getDownloadName", () => {
  const file = (name: string) => ({ name, kind: "urlset" as const, urlCount: 1, byteLength: 100 });
  const plan = (names: string[]) => ({ files: names.map(file) }) as unknown as WorkspaceExportPlan;

  it("says files written in folders are saved without them by Download files, and under which name", () => {
    expect(getFolderWarnings(plan(["sitemap.xml"]))).toEqual([]);
    expect(getFolderWarnings(plan(["sitemap.xml", "ru/sitemap.xml"]))).toEqual([
      "1 file is written in a folder (ru/sitemap.xml): Download files saves it without folders (ru_sitemap.xml), so upload it where its URL (in the index, the robots.txt line) says, under its own name (sitemap.xml); Download zip keeps the folders.",
    ]);
    expect(getFolderWarnings(plan(["ru/sitemap.xml", "en/a/sitemap.xml"]))[0]).toMatch(
      /^2 files are written in folders \(such as ru\/sitemap.xml\): Download files saves them/,
    );
    expect(getDownloadNames(["en/a/sitemap.xml.gz", "b.xml"])).toEqual(["en_a_sitemap.xml.gz", "b.xml"]);
  });

  it("saves a file in a folder under a name of its own when another file has its flat name, and says so", () => {
    const names = ["ru/sitemap.xml", "ru_sitemap.xml", "sitemap.xml"];
    expect(getDownloadNames(names)).toEqual(["ru_sitemap (2).xml", "ru_sitemap.xml", "sitemap.xml"]);
    // one name on Windows and macOS whatever the case of its letters
    expect(getDownloadNames(["RU/sitemap.xml", "ru_sitemap.xml"])).toEqual([
      "RU_sitemap (2).xml",
      "ru_sitemap.xml",
    ]);
    expect(getFolderWarnings(plan(names))[1]).toBe(
      "ru/sitemap.xml is saved as ru_sitemap (2).xml by Download files: ru_sitemap.xml is the name of another file of this export.",
    );
  });
});

describe("getMergeWarnings", () => {
  const file = (name: string, format: "urlset" | "sitemapindex" | "txt" = "urlset") =>
    makeSitemapFile({
      name,
      format,
      location: `https://www.example.com/${name}`,
      urls: format === "sitemapindex" ? [] : [makeUrlEntry()],
    });

  it("says which published files the merged set takes the place of, and which indexes it leaves out", () => {
    const sources = [file("sitemap_index.xml", "sitemapindex"), file("pages.xml"), file("blog.xml")];
    expect(getMergeWarnings(sources, [], true)).toEqual([
      "Sitemap indexes are not part of a merged set: sitemap_index.xml will not be written.",
      "The merged set takes the place of sitemap_index.xml, pages.xml, blog.xml: submit it (its index, when it is split) in Google Search Console and Yandex Webmaster and list it in robots.txt instead of them, and remove their submissions and lines, or the engines go on fetching files you no longer publish.",
    ]);
    expect(getMergeWarnings(sources, [], false)).toEqual([]);
    // a file placed elsewhere by its location is named as it is published, and a copy without its " (2)"
    const moved = {
      ...file("sitemap-catalog.xml.gz"),
      location: "https://www.shop.ru/sitemap-products.xml.gz",
    };
    const copy = { ...file("pages (2).xml"), location: undefined };
    expect(getMergeWarnings([moved, copy], [], true)[0]).toMatch(
      /^The merged set takes the place of sitemap-products\.xml\.gz, pages\.xml: /,
    );
  });

  it("tells a merge of feeds that they stay published, not to withdraw them with the sitemaps", () => {
    const feed = (name: string, format: "rss" | "atom") =>
      makeSitemapFile({ name, format, location: `https://www.example.com/${name}`, urls: [makeUrlEntry()] });
    const sources = [
      file("sitemap.txt", "txt"),
      file("products.xml"),
      feed("feed.rss", "rss"),
      feed("feed.atom", "atom"),
    ];
    expect(getMergeWarnings(sources, [], true)).toEqual([
      "The merged set takes the place of sitemap.txt, products.xml: submit it (its index, when it is split) in Google Search Console and Yandex Webmaster and list it in robots.txt instead of them, and remove their submissions and lines, or the engines go on fetching files you no longer publish.",
      "feed.rss, feed.atom: the feeds stay where they are for their readers. The merged set lists their URLs, so a submission of them as a sitemap in Google Search Console can go (Yandex Webmaster reads no feeds).",
    ]);
    // one sitemap and one feed: the set takes the sitemap's place, the feed stays
    expect(getMergeWarnings([file("pages.xml"), feed("blog.atom", "atom")], [], true)).toEqual([
      expect.stringMatching(/^The merged set takes the place of pages\.xml: /),
      "blog.atom: the feed stays where it is for its readers. The merged set lists its URLs, so a submission of it as a sitemap in Google Search Console can go (Yandex Webmaster reads no feeds).",
    ]);
  });

  it("says nothing of files never published (a table, pasted text) or of one file alone", () => {
    const table = makeSitemapFile({ name: "urls.csv", format: "txt", urls: [makeUrlEntry()] });
    const pasted = makeSitemapFile({
      name: "pasted-1.txt",
      format: "txt",
      pasted: true,
      urls: [makeUrlEntry()],
    });
    expect(getMergeWarnings([file("pages.xml"), table, pasted], [], true)).toEqual([]);
  });
});

describe("getManyFilesWarnings", () => {
  const file = (name: string) => ({ name, kind: "urlset" as const, urlCount: 1, byteLength: 1 });

  it("warns past the 1,000 files a zip opened here gives, and not up to them", () => {
    const files = Array.from({ length: 1_001 }, (_, i) => file(`sitemap-${i + 1}.xml`));
    expect(getManyFilesWarnings({ files, skipped: [], written: 1_001 } as never)).toEqual([
      "The export writes 1,001 files: opening its zip here again reads the first 1,000 only, and Download files hands them over one every quarter second. Fewer, bigger files (more URLs per file) are easier to upload too.",
    ]);
    expect(
      getManyFilesWarnings({ files: files.slice(0, 1_000), skipped: [], written: 1_000 } as never),
    ).toEqual([]);
    expect(getManyFilesWarnings(undefined)).toEqual([]);
  });
});

describe("getFeedDateWarnings", () => {
  it("says how many feed items are written without lastmod, their date unread, and where the first is", async () => {
    const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>T</title><link>https://news.example.ru/</link>
<item><link>https://news.example.ru/1</link><pubDate>Mon, 05 Jan 2017 13:34:55 +0300</pubDate></item>
<item><link>https://news.example.ru/2</link><pubDate>05 Jan 17 13:34:55</pubDate></item>
<item><link>https://news.example.ru/3</link><pubDate>yesterday</pubDate></item>
</channel></rss>`;
    const file = await readSitemapFile("news.rss", new TextEncoder().encode(rss));
    expect(file.urls.map((url) => url.lastmod)).toEqual(["2017-01-05T13:34:55+03:00", undefined, undefined]);
    const [warning] = getFeedDateWarnings(file.problems, new Set(["news.rss"]));
    expect(warning).toMatch(
      /^2 feed dates could not be read as dates \(the first at news\.rss:4\), so those items/,
    );
    // one: no "first" of one, in either language
    const [one] = getFeedDateWarnings(file.problems.slice(0, 1), new Set(["news.rss"]));
    expect(one).toMatch(/^1 feed date could not be read as a date \(at news\.rss:4\), so its item/);
    applyLanguage("ru");
    try {
      expect(getFeedDateWarnings(file.problems.slice(0, 1), new Set(["news.rss"]))[0]).toMatch(
        /^Не удалось прочитать 1 дату ленты \(в news\.rss:4\), поэтому эта запись/,
      );
      expect(getFeedDateWarnings(file.problems, new Set(["news.rss"]))[0]).toMatch(
        /^Не удалось прочитать 2 даты ленты \(первая — в news\.rss:4\), поэтому эти записи/,
      );
    } finally {
      applyLanguage("en");
    }
    expect(getFeedDateWarnings(file.problems, new Set(["other.rss"]))).toEqual([]);
    expect(getFeedDateWarnings([], new Set(["news.rss"]))).toEqual([]);
  });
});

describe("getCrawlTableWarnings", () => {
  it("says a crawler's table beside sitemaps is written as a sitemap too, not when it is the only one", () => {
    const crawl = makeSitemapFile({
      name: "internal_html.csv",
      format: "txt",
      urls: [makeUrlEntry({ loc: "https://e.ru/a" }), makeUrlEntry({ loc: "https://e.ru/b" })],
    });
    const sitemap = makeSitemapFile({ name: "sitemap.xml" });
    const crawls = new Set(["internal_html.csv"]);
    expect(getCrawlTableWarnings([sitemap, crawl], crawls)).toEqual([
      "internal_html.csv is a crawler's export: its 2 URLs are written as a sitemap too. If you opened it only to compare with your sitemaps, remove it (× on its card in Files) before exporting.",
    ]);
    // a sitemap made from the crawl alone; a table that is no crawl's
    expect(getCrawlTableWarnings([crawl], crawls)).toEqual([]);
    expect(getCrawlTableWarnings([sitemap, crawl], new Set())).toEqual([]);
    applyLanguage("ru");
    expect(getCrawlTableWarnings([sitemap, crawl], crawls)[0]).toMatch(
      /^internal_html\.csv — выгрузка краулера: 2 URL из неё тоже будут записаны как карта сайта\./,
    );
    applyLanguage("en");
  });
});
