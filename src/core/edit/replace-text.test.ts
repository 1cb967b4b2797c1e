import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSitemapFile } from "@/core/parse/read-sitemap-file";
import { checkSitemaps } from "@/core/validate/check-sitemaps";
import { makeDoc, makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { sharedBytes } from "@/test/shared-dir";
import { getFieldPosition } from "../model/field-positions";
import { replaceInSitemapRefs } from "./replace-index-refs";
import {
  collectReplaceValues,
  compileReplacer,
  REPLACE_ALL_FIELDS,
  REPLACE_CODE_FIELDS,
  REPLACE_URL_FIELDS,
  replaceMatches,
  replaceText,
} from "./replace-text";

const loc = (path: string, scheme = "http") => `${scheme}://www.example.com/${path}`;
const file = (name: string, locs: string[]) =>
  makeSitemapFile({ name, urls: locs.map((l) => makeUrlEntry({ loc: l })) });

describe("replaceText", () => {
  it("replaces plain text in every loc of every file and reports each change", () => {
    const files = [file("a.xml", [loc("a"), loc("b", "https")]), file("b.xml", [loc("c")])];
    const result = replaceText(files, { find: "http://", replace: "https://", fields: ["loc"] });
    if (!result.ok) throw new Error("expected ok");
    expect(result.changes.map((c) => [c.file, c.entry, c.after.loc])).toEqual([
      ["a.xml", 0, loc("a", "https")],
      ["b.xml", 0, loc("c", "https")],
    ]);
    expect(result.changes[0].edits).toEqual([{ field: "loc", before: loc("a"), after: loc("a", "https") }]);
    expect(files[0].urls[0].loc).toBe(loc("a"));
  });

  it("finds a Cyrillic host and path in the punycode and percent-encoded forms a sitemap writes, and keeps each URL's form", () => {
    const written = "https://xn--80aairftm.xn--p1ai";
    const catalog = "%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3"; // каталог
    const files = [
      file("ru.xml", [
        `${written}/a`,
        "https://магазин.рф/b",
        `${written}/${catalog}/c`,
        "https://other.ru/магазин",
      ]),
    ];
    const run = (find: string, replace: string, matchCase = false) => {
      const result = replaceText(files, { find, replace, matchCase, fields: ["loc"] });
      if (!result.ok) throw new Error("expected ok");
      return result.changes.map((change) => change.after.loc);
    };
    // the table shows all three as https://магазин.рф/…: a host moved must not stay behind on any
    expect(run("магазин.рф", "shop.ru")).toEqual([
      "https://shop.ru/a",
      "https://shop.ru/b",
      `https://shop.ru/${catalog}/c`,
    ]);
    // each URL in its own form: the punycode host gets the new host in punycode
    expect(run("Магазин.рф", "новый.рф")).toEqual([
      "https://xn--b1aoke0e.xn--p1ai/a",
      "https://новый.рф/b",
      `https://xn--b1aoke0e.xn--p1ai/${catalog}/c`,
    ]);
    // Match case holds for the text as written; a host has no case, and its punycode is written lower-case
    expect(run("Магазин.рф", "новый.рф", true)).toEqual([
      "https://xn--b1aoke0e.xn--p1ai/a",
      `https://xn--b1aoke0e.xn--p1ai/${catalog}/c`,
    ]);
    // a host and a path together: the host in punycode, the path percent-encoded
    expect(run("магазин.рф/каталог/", "shop.ru/catalog/")).toEqual(["https://shop.ru/catalog/c"]);
    expect(run("/каталог/", "/книги/")).toEqual([`${written}/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/c`]);
    // a host's whole label is found in punycode too (labels are encoded one by one), and a word of a path
    // as written
    expect(run("магазин", "shop")).toEqual([
      "https://shop.xn--p1ai/a",
      "https://shop.рф/b",
      `https://shop.xn--p1ai/${catalog}/c`,
      "https://other.ru/shop",
    ]);
  });

  it("finds a Cyrillic word percent-encoded in any case of its letters unless asked to match case", () => {
    const enc = (text: string) => encodeURIComponent(text);
    const files = [
      file("caps.xml", [
        "https://site.ru/Каталог/a",
        `https://site.ru/${enc("Каталог")}/b`,
        `https://site.ru/${enc("каталог")}/c`,
        `https://site.ru/${enc("КАТАЛОГ").toLowerCase()}/d`,
      ]),
    ];
    const run = (find: string, matchCase = false) => {
      const result = replaceText(files, { find, replace: "catalog", matchCase, fields: ["loc"] });
      if (!result.ok) throw new Error("expected ok");
      return result.changes.map((change) => change.after.loc);
    };
    const all = ["a", "b", "c", "d"].map((page) => `https://site.ru/catalog/${page}`);
    // the table shows all four as "каталог" in some case: a case-blind find takes them all
    expect(run("каталог")).toEqual(all);
    expect(run("КАТАЛОГ")).toEqual(all);
    // Match case: the letters' case as typed, written raw or encoded (hex digits in either case)
    expect(run("Каталог", true)).toEqual([all[0], all[1]]);
    expect(run("КАТАЛОГ", true)).toEqual([all[3]]);
  });

  it("ignores case unless asked to match it", () => {
    const files = [file("a.xml", [loc("Old-Section/x"), loc("old-section/y")])];
    const any = replaceText(files, { find: "old-section", replace: "new", fields: ["loc"] });
    const exact = replaceText(files, {
      find: "old-section",
      replace: "new",
      matchCase: true,
      fields: ["loc"],
    });
    expect(any.ok && any.changes.length).toBe(2);
    expect(exact.ok && exact.changes.map((c) => c.after.loc)).toEqual([loc("new/y")]);
  });

  it("keeps $ literal in plain replacements and expands $1 groups in regular expressions", () => {
    const files = [file("a.xml", [loc("item-42")])];
    const plain = replaceText(files, { find: "item", replace: "$1-$&", fields: ["loc"] });
    expect(plain.ok && plain.changes[0].after.loc).toBe(loc("$1-$&-42"));
    const regex = replaceText(files, { find: "item-(\\d+)", replace: "p/$1", regex: true, fields: ["loc"] });
    expect(regex.ok && regex.changes[0].after.loc).toBe(loc("p/42"));
  });

  it("replaces a match that takes the whole value once, as sed does: an empty match right after a match is left", () => {
    const run = (find: string, replace: string, value: string) => {
      const replacer = compileReplacer({ find, replace, regex: true });
      if (!replacer.ok) throw new Error(find);
      return replacer.run(value);
    };
    // JavaScript's own replace gives "XX": `.*` matches the value, then the empty string at its end
    expect("https://a.ru/x".replace(/.*/g, "X")).toBe("XX");
    expect(run(".*", "X", "https://a.ru/x")).toBe("X");
    expect(run(".*", "[$&]", "https://a.ru/x")).toBe("[https://a.ru/x]");
    expect(run("a*", "X", "baaac")).toBe("XbXcX");
    expect(run("x*", "-", "abc")).toBe("-a-b-c-");
    expect(run("^", "https://", "a.ru/x")).toBe("https://a.ru/x");
    expect(run("$", "/", "https://a.ru/x")).toBe("https://a.ru/x/");
    expect(run("(?<=/)(?=x)", "new-", "https://a.ru/x")).toBe("https://a.ru/new-x");
  });

  it("expands $ patterns as JavaScript does, for matches that are never empty (property)", () => {
    const patterns = [/[a-c]+/g, /(a)(b)?/g, /(?<x>b)(c)/g, /a|bc/gi, /(((((((((((a)))))))))))/g];
    const value = fc.stringMatching(/^[abcdABC$]{0,12}$/);
    const replacement = fc.stringMatching(/^(?:[xy]|\$[$&`'0-9]|\$<x>|\$<z|\$[0-9]{2}|\$)*$/);
    fc.assert(
      fc.property(fc.constantFrom(...patterns), value, replacement, (pattern, text, with_) => {
        expect(replaceMatches(text, pattern, with_)).toBe(text.replace(pattern, with_));
      }),
      { numRuns: 500, seed: 30 },
    );
  });

  it("moves a host with a regular expression anchored at the start", () => {
    const files = [file("a.xml", ["https://old.example.com/a", "https://cdn.old.example.com/b"])];
    const result = replaceText(files, {
      find: "^https://old\\.example\\.com/",
      replace: "https://new.example.org/",
      regex: true,
      fields: ["loc"],
    });
    expect(result.ok && result.changes.map((c) => c.after.loc)).toEqual(["https://new.example.org/a"]);
  });

  it("limits the search to the given rows", () => {
    const files = [file("a.xml", [loc("a"), loc("b"), loc("c")])];
    const refs = [
      { file: "a.xml", entry: 2 },
      { file: "a.xml", entry: 2 },
      { file: "gone.xml", entry: 0 },
    ];
    const result = replaceText(files, { find: "http:", replace: "https:", fields: ["loc"] }, refs);
    expect(result.ok && result.changes.map((c) => c.entry)).toEqual([2]);
  });

  it("searches the chosen fields, skips absent ones and removes an optional field emptied", () => {
    const files = [makeDoc(2, (i) => ({ lastmod: i === 0 ? "2024-01-01" : undefined, changefreq: "Daily" }))];
    const result = replaceText(files, { find: "daily", replace: "", fields: ["lastmod", "changefreq"] });
    if (!result.ok) throw new Error("expected ok");
    expect(result.changes).toHaveLength(2);
    expect("changefreq" in result.changes[0].after).toBe(false);
    expect(result.changes[0].after.lastmod).toBe("2024-01-01");
  });

  it("flags a replacement that empties a loc", () => {
    const files = [file("a.xml", [loc("a")])];
    const result = replaceText(files, { find: ".*", replace: "", regex: true, fields: ["loc"] });
    expect(result.ok && result.changes[0]).toMatchObject({ emptyLoc: true, after: { loc: "" } });
  });

  it("returns an error value for an invalid regular expression or an empty find", () => {
    const files = [file("a.xml", [loc("a")])];
    const bad = replaceText(files, { find: "(", replace: "", regex: true, fields: ["loc"] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.code).toBe("invalid-regex");
    expect(!bad.ok && bad.error.code === "invalid-regex" && bad.error.detail).toMatch(/\(|group/i);
    const empty = compileReplacer({ find: "", replace: "x" });
    expect(!empty.ok && empty.error.code).toBe("empty-find");
  });

  it("leaves sitemap indexes and robots.txt alone", () => {
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      urls: [makeUrlEntry({ loc: loc("i") })],
    });
    const result = replaceText([index], { find: "http:", replace: "https:", fields: ["loc"] });
    expect(result.ok && result.changes).toEqual([]);
  });

  it("moves hreflang links with their locs to https (all URLs), so no hreflang warning appears", () => {
    const name = "cc-xhtml-hreflang-links.xml";
    const read = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    const result = replaceText([read], { find: "http://", replace: "https://", fields: REPLACE_URL_FIELDS });
    if (!result.ok) throw new Error("expected ok");
    expect(result.changes).toHaveLength(3);
    expect(result.changes[0].edits.map((edit) => edit.field)).toEqual([
      "loc",
      "alternates[0].href",
      "alternates[1].href",
      "alternates[2].href",
    ]);
    expect(result.changes[0].edits[1]).toEqual({
      field: "alternates[0].href",
      before: "http://www.example.com/deutsch/",
      after: "https://www.example.com/deutsch/",
    });
    const urls = result.changes.map((change) => change.after);
    expect(
      urls
        .flatMap((entry) => entry.alternates.map((a) => a.href))
        .every((href) => href.startsWith("https://")),
    ).toBe(true);
    expect(read.urls[0].alternates[0].href).toBe("http://www.example.com/deutsch/");
    const problems = checkSitemaps([{ ...read, location: undefined, urls }]);
    expect(problems.filter((problem) => problem.code.startsWith("hreflang."))).toEqual([]);
    // "All text fields" reaches them too
    const all = replaceText([read], { find: "http://", replace: "https://", fields: REPLACE_ALL_FIELDS });
    expect(all.ok && all.changes.map((change) => change.edits.length)).toEqual([4, 4, 4]);
  });

  it("replaces in image and video URLs and texts and news texts, never in codes or raw XML", () => {
    const entry = makeUrlEntry({
      loc: "https://www.example.com/a",
      alternates: [{ hreflang: "old", href: "https://www.example.com/old" }],
      images: [{ loc: "http://cdn.example.com/old.jpg", caption: "old photo", line: 3 }],
      videos: [
        {
          thumbnail_loc: "http://cdn.example.com/old.jpg",
          title: "Old video",
          tag: ["old", "keep"],
          extra: ["<video:old>1</video:old>"],
        },
      ],
      news: { publication: { name: "Old Times", language: "old" }, title: "Old news" },
    });
    const files = [makeSitemapFile({ urls: [entry] })];
    const urls = replaceText(files, { find: "old", replace: "new", fields: REPLACE_URL_FIELDS });
    if (!urls.ok) throw new Error("expected ok");
    expect(urls.changes[0].edits.map((edit) => edit.field)).toEqual([
      "alternates[0].href",
      "images[0].loc",
      "videos[0].thumbnail_loc",
    ]);
    expect(urls.changes[0].after.images[0]).toEqual({
      loc: "http://cdn.example.com/new.jpg",
      caption: "old photo",
      line: 3,
    });
    expect(urls.changes[0].after.alternates[0].hreflang).toBe("old");
    const all = replaceText(files, { find: "old", replace: "new", fields: REPLACE_ALL_FIELDS });
    if (!all.ok) throw new Error("expected ok");
    expect(all.changes[0].edits.map((edit) => edit.field)).toEqual([
      "alternates[0].href",
      "images[0].loc",
      "images[0].caption",
      "videos[0].thumbnail_loc",
      "videos[0].title",
      "videos[0].tag[0]",
      "news.title",
      "news.publication.name",
    ]);
    const after = all.changes[0].after;
    expect(after.videos[0]).toMatchObject({
      title: "new video",
      tag: ["new", "keep"],
      extra: ["<video:old>1</video:old>"],
    });
    expect(after.news).toEqual({ publication: { name: "new Times", language: "old" }, title: "new news" });
    expect(entry.videos[0].title).toBe("Old video");
  });

  it("replaces language codes only when asked: hreflang and news:language, required ones kept empty", () => {
    const entry = makeUrlEntry({
      loc: "https://www.example.com/ua/",
      alternates: [
        { hreflang: "ua", href: "https://www.example.com/ua/" },
        { hreflang: "ru", href: "https://www.example.com/ru/" },
      ],
      news: { publication: { name: "Новини ua", language: "ua" }, title: "ua" },
    });
    const files = [makeSitemapFile({ urls: [entry] })];
    const codes = replaceText(files, {
      find: "^ua$",
      replace: "uk",
      regex: true,
      fields: REPLACE_CODE_FIELDS,
    });
    if (!codes.ok) throw new Error("expected ok");
    expect(codes.changes[0].edits).toEqual([
      { field: "alternates[0].hreflang", before: "ua", after: "uk" },
      { field: "news.publication.language", before: "ua", after: "uk" },
    ]);
    const after = codes.changes[0].after;
    expect(after.alternates.map((alternate) => [alternate.hreflang, alternate.href])).toEqual([
      ["uk", "https://www.example.com/ua/"],
      ["ru", "https://www.example.com/ru/"],
    ]);
    expect(after.news).toEqual({ publication: { name: "Новини ua", language: "uk" }, title: "ua" });
    // each code field on its own: a hreflang replace leaves news:language alone
    const hreflang = replaceText(files, {
      find: "^ua$",
      replace: "uk",
      regex: true,
      fields: ["alternate.hreflang"],
    });
    if (!hreflang.ok) throw new Error("expected ok");
    expect(hreflang.changes[0].edits.map((edit) => edit.field)).toEqual(["alternates[0].hreflang"]);
    // emptied codes stay, as "" (required): the checks then report them
    const emptied = replaceText(files, { find: "ua", replace: "", fields: REPLACE_CODE_FIELDS });
    if (!emptied.ok) throw new Error("expected ok");
    expect(emptied.changes[0].after.alternates[0]).toEqual({
      hreflang: "",
      href: "https://www.example.com/ua/",
    });
    expect(emptied.changes[0].after.news?.publication.language).toBe("");
  });

  it("removes an optional extension value a replacement empties and keeps a required one as empty", () => {
    const entry = makeUrlEntry({
      images: [{ loc: "https://cdn.test/x.jpg", caption: "x" }],
      videos: [{ title: "t", tag: ["x"] }],
    });
    const files = [makeSitemapFile({ urls: [entry] })];
    const result = replaceText(files, {
      find: "^(x|https://cdn\\.test/x\\.jpg)$",
      replace: "",
      regex: true,
      fields: REPLACE_ALL_FIELDS,
    });
    if (!result.ok) throw new Error("expected ok");
    expect(result.changes[0].after.images[0]).toEqual({ loc: "" });
    expect("tag" in result.changes[0].after.videos[0]).toBe(false);
    expect(result.changes[0].emptyLoc).toBe(false);
  });

  it("replaces in 50,000 locs", () => {
    const files = [makeDoc(50_000, (i) => ({ loc: loc(`p-${i}`) }))];
    const result = replaceText(files, { find: "http://", replace: "https://", fields: ["loc"] });
    expect(result.ok && result.changes.length).toBe(50_000);
  });
});

describe("collectReplaceValues", () => {
  it("gives the distinct values of the fields in scope, longest first, at most the limit", () => {
    const file = makeSitemapFile({
      urls: [
        makeUrlEntry({ loc: "https://e.com/aa", lastmod: "2024-01-01" }),
        makeUrlEntry({ loc: "https://e.com/a" }),
        makeUrlEntry({ loc: "https://e.com/aa" }),
        makeUrlEntry({ loc: "https://e.com/aaaa" }),
      ],
    });
    expect(collectReplaceValues([file], ["loc"], undefined, 10)).toEqual([
      "https://e.com/aaaa",
      "https://e.com/aa",
      "https://e.com/a",
    ]);
    expect(collectReplaceValues([file], ["loc", "lastmod"], undefined, 2)).toEqual([
      "https://e.com/aaaa",
      "https://e.com/aa",
    ]);
    expect(collectReplaceValues([file], ["loc"], [{ file: file.name, entry: 1 }], 10)).toEqual([
      "https://e.com/a",
    ]);
  });

  it("gives the sitemap indexes' entries too, which the preview replaces in whatever the rows", () => {
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      sitemaps: [{ loc: `https://e.com/${"a".repeat(33)}.xml`, lastmod: "2026-01-01" }],
    });
    const pages = makeSitemapFile({ urls: [makeUrlEntry({ loc: "https://e.com/p" })] });
    // a regular expression that backtracks on the index entry alone must be probed on it
    expect(collectReplaceValues([index, pages], ["loc"], [{ file: pages.name, entry: 0 }], 10)).toEqual([
      `https://e.com/${"a".repeat(33)}.xml`,
      "https://e.com/p",
    ]);
    expect(collectReplaceValues([index], ["lastmod"], undefined, 10)).toEqual(["2026-01-01"]);
  });
});

describe("replaceInSitemapRefs", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const index = readSitemapFile(
    "sitemap_index.xml",
    bytes(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap>
    <loc>http://shop.example.com/a.xml</loc>
    <lastmod>2026-01-01</lastmod>
  </sitemap>
  <sitemap><loc>https://shop.example.com/b.xml</loc></sitemap>
</sitemapindex>`),
  );
  const robots = readSitemapFile(
    "robots.txt",
    bytes("User-agent: *\nSitemap: http://shop.example.com/a.xml\n"),
  );
  const urls = file("a.xml", ["http://shop.example.com/1"]);

  it("replaces in the loc of an index's entries, keeps the others as they were, and leaves robots.txt and URL files", () => {
    const changes = replaceInSitemapRefs([urls, index, robots], {
      find: "http://",
      replace: "https://",
      fields: REPLACE_URL_FIELDS,
    });
    expect(changes.map((change) => [change.file, change.count])).toEqual([["sitemap_index.xml", 1]]);
    const [change] = changes;
    expect(change.before).toBe(index.sitemaps);
    expect(change.after.map((ref) => ref.loc)).toEqual([
      "https://shop.example.com/a.xml",
      "https://shop.example.com/b.xml",
    ]);
    expect(change.after[1]).toBe(index.sitemaps[1]);
    // the changed field's position goes (it spoke of the text as read), the other field's stays
    expect(getFieldPosition(index.sitemaps[0], "loc")).toEqual({ line: 4, column: 5 });
    expect(getFieldPosition(change.after[0], "loc")).toBeUndefined();
    expect(getFieldPosition(change.after[0], "lastmod")).toEqual({ line: 5, column: 5 });
    expect(change.after[0]).toMatchObject({ lastmod: "2026-01-01", line: 3 });
    expect(robots.sitemaps[0].loc).toBe("http://shop.example.com/a.xml");
  });

  it("replaces in lastmod only when the fields hold it, removes an emptied one, and does nothing without loc or lastmod", () => {
    const dates = replaceInSitemapRefs([index], { find: "2026-01-01", replace: "", fields: ["lastmod"] });
    expect(dates[0].after[0].lastmod).toBeUndefined();
    expect("lastmod" in dates[0].after[0]).toBe(false);
    expect(dates[0].after[0].loc).toBe("http://shop.example.com/a.xml");
    const all = replaceInSitemapRefs([index], { find: "2026", replace: "2027", fields: REPLACE_ALL_FIELDS });
    expect(all[0].after[0].lastmod).toBe("2027-01-01");
    expect(replaceInSitemapRefs([index], { find: "http", replace: "x", fields: ["alternate.href"] })).toEqual(
      [],
    );
    expect(replaceInSitemapRefs([index], { find: "(", replace: "", regex: true, fields: ["loc"] })).toEqual(
      [],
    );
  });
});
