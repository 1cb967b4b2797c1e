import { describe, expect, it } from "vitest";
import { makeFieldPositions, makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import { getQuickFix } from "../edit/quick-fixes";
import type { Engine, SitemapFile } from "../model/types";
import { checkSitemaps } from "./check-sitemaps";

const SITE = "https://www.example.com/";

/** `file:code@entry` of every problem of the set. */
function codesOf(files: SitemapFile[], engines?: Engine[]): string[] {
  return checkSitemaps(files, { engines }).map(
    (p) => `${p.file}:${p.code}${p.entry === undefined ? "" : `@${p.entry}`}`,
  );
}

const urlset = (name: string, locs: string[], location: string | null = SITE + name) =>
  makeSitemapFile({ name, location: location ?? undefined, urls: locs.map((loc) => makeUrlEntry({ loc })) });
const index = (name: string, children: string[], location: string | null = SITE + name) =>
  makeSitemapFile({
    name,
    location: location ?? undefined,
    format: "sitemapindex",
    urls: [],
    sitemaps: children.map((loc) => makeSitemapRef({ loc })),
  });

describe("index links", () => {
  it("finds no problem when an index lists each loaded urlset", () => {
    const files = [
      index("index.xml", [`${SITE}a.xml`, `${SITE}b.xml`]),
      urlset("a.xml", [`${SITE}1`]),
      urlset("b.xml", [`${SITE}2`]),
    ];
    expect(codesOf(files)).toEqual([]);
  });

  it("reports index.self-reference, index.nested and index.child-missing per child", () => {
    const files = [
      index("index.xml", [`${SITE}index.xml`, `${SITE}inner.xml`, `${SITE}gone.xml`, `${SITE}a.xml`]),
      index("inner.xml", [`${SITE}a.xml`]),
      urlset("a.xml", [`${SITE}1`]),
    ];
    expect(codesOf(files)).toEqual([
      "index.xml:index.self-reference@0",
      "index.xml:index.nested@1",
      "index.xml:index.child-missing@2",
    ]);
  });

  it("reports index.child-unlisted for a loaded urlset no index lists, only when an index is loaded", () => {
    const files = [
      index("index.xml", [`${SITE}a.xml`]),
      urlset("a.xml", [`${SITE}1`]),
      urlset("b.xml", [`${SITE}2`]),
    ];
    expect(codesOf(files)).toEqual(["b.xml:index.child-unlisted"]);
    expect(codesOf([urlset("a.xml", [`${SITE}1`]), urlset("b.xml", [`${SITE}2`])])).toEqual([]);
  });

  it("takes no other site's file of the same name for a child (two clients' sitemap-1.xml)", () => {
    // client A's file, its location guessed on A's site; client B's copy, its location set in a folder
    const a = {
      ...urlset("sitemap-1.xml", ["https://www.shop-a.com/p"], "https://www.shop-a.com/sitemap-1.xml"),
      locationGuessed: true,
    };
    const b = urlset(
      "sitemap-1 (2).xml",
      ["https://blog-b.ru/post"],
      "https://blog-b.ru/sitemaps/sitemap-1.xml",
    );
    const indexB = index("sitemap.xml", ["https://blog-b.ru/sitemap-1.xml"], "https://blog-b.ru/sitemap.xml");
    const problems = checkSitemaps([a, b, indexB]);
    const missing = problems.find((p) => p.code === "index.child-missing");
    // B's entry names B's copy, moved to a folder: the fix points the entry there
    expect(missing).toMatchObject({ file: "sitemap.xml", entry: 0, params: { child: "sitemap-1 (2).xml" } });
    expect(getQuickFix(missing as never, indexB.sitemaps[0] as never)?.label).toBe(
      "Point at sitemap-1 (2).xml where it is published: https://blog-b.ru/sitemaps/sitemap-1.xml",
    );
    // A's file is no child of B's index: no index lists it
    expect(problems.filter((p) => p.code === "index.child-unlisted").map((p) => p.file)).toEqual([
      "sitemap-1.xml",
    ]);
  });

  it("matches a child to a loaded file without a location by name", () => {
    const files = [index("index.xml", [`${SITE}maps/a.xml`], null), urlset("a.xml", [`${SITE}maps/1`], null)];
    expect(codesOf(files)).toEqual([]);
  });

  it("matches by name a file whose location is the app's guess, wherever the child points", () => {
    const guessed = { ...urlset("a.xml", [`${SITE}1`]), locationGuessed: true };
    const files = [index("index.xml", [`${SITE}maps/a.xml`]), guessed];
    expect(codesOf(files)).toEqual([]);
  });

  it("names the file and its location when the user moved a listed file elsewhere, and offers to point there", () => {
    const files = [index("index.xml", [`${SITE}maps/a%20b.xml`]), urlset("a b.xml", [`${SITE}1`])];
    const problems = checkSitemaps(files);
    expect(problems.map((p) => `${p.file}:${p.code}@${p.entry}`)).toEqual([
      "index.xml:index.child-missing@0",
    ]);
    expect(problems[0].params).toEqual({
      value: `${SITE}maps/a%20b.xml`,
      child: "a b.xml",
      location: `${SITE}a%20b.xml`,
    });
    const fix = getQuickFix(problems[0], { ...files[0].sitemaps[0], images: [], videos: [], alternates: [] });
    expect(fix?.id).toBe("index.point-at-location");
    expect(fix?.apply({ loc: "x", images: [], videos: [], alternates: [] }).loc).toBe(`${SITE}a%20b.xml`);
    // a child simply not loaded has no fix
    const missing = checkSitemaps([index("index.xml", [`${SITE}gone.xml`])])[0];
    expect(
      getQuickFix(missing, { loc: missing.params?.value as string, images: [], videos: [], alternates: [] }),
    ).toBe(undefined);
  });

  it("says index.nested of a listed index moved elsewhere too (the export points the entry at it)", () => {
    const files = [
      index("index.xml", [`${SITE}maps/inner.xml`]),
      index("inner.xml", [`${SITE}a.xml`]),
      urlset("a.xml", [`${SITE}1`]),
    ];
    const problems = checkSitemaps(files);
    expect(problems.map((p) => `${p.file}:${p.code}@${p.entry}`)).toEqual([
      "index.xml:index.child-missing@0",
      "index.xml:index.nested@0",
    ]);
    expect(problems[1].params).toEqual({ value: `${SITE}maps/inner.xml`, child: "inner.xml" });
  });

  it("says when the location set for the file is outside the index's folder (pointed there, an error)", () => {
    const files = [
      index("index.xml", [`${SITE}maps/a.xml`], `${SITE}maps/index.xml`),
      urlset("a.xml", [`${SITE}maps/1`], `${SITE}feeds/a.xml`),
    ];
    const [problem] = checkSitemaps(files).filter((p) => p.code === "index.child-missing");
    expect(problem.params).toMatchObject({ location: `${SITE}feeds/a.xml`, scope: "/maps/" });
    // inside the folder: no scope param
    const inside = [
      index("index.xml", [`${SITE}maps/a.xml`], `${SITE}maps/index.xml`),
      urlset("a.xml", [`${SITE}maps/1`], `${SITE}maps/new/a.xml`),
    ];
    const [ok] = checkSitemaps(inside).filter((p) => p.code === "index.child-missing");
    expect(ok.params?.scope).toBeUndefined();
  });

  it("counts a robots.txt Sitemap: line as listing the file", () => {
    const robots = makeSitemapFile({
      name: "robots.txt",
      format: "robots",
      location: `${SITE}robots.txt`,
      urls: [],
      sitemaps: [makeSitemapRef({ loc: `${SITE}b.xml` })],
    });
    const files = [
      index("index.xml", [`${SITE}a.xml`]),
      urlset("a.xml", [`${SITE}1`]),
      urlset("b.xml", [`${SITE}2`]),
      robots,
    ];
    expect(codesOf(files)).toEqual([]);
  });

  it("drops the Google-only index rules for a Yandex profile", () => {
    const files = [
      index("index.xml", [`${SITE}index.xml`, `${SITE}inner.xml`]),
      index("inner.xml", [`${SITE}x.xml`]),
    ];
    expect(codesOf(files, ["yandex"])).toEqual(["inner.xml:index.child-missing@0"]);
  });
});

describe("set.url-in-several-files", () => {
  it("reports a URL found in another file once per file, on its first entry there", () => {
    const files = [
      urlset("a.xml", [`${SITE}1`, `${SITE}2`]),
      urlset("b.xml", [`${SITE}3`, `${SITE}1`, `${SITE}1`]),
      urlset("c.xml", [`${SITE}1`]),
    ];
    const problems = checkSitemaps(files, { engines: ["google"] }).filter(
      (p) => p.code === "set.url-in-several-files",
    );
    expect(problems.map((p) => `${p.file}@${p.entry}`)).toEqual(["b.xml@1", "c.xml@0"]);
    expect(problems[0].params).toMatchObject({ otherFile: "a.xml", otherEntry: 0 });
  });

  it("names the line of the other file's entry, where a user finds it, when known", () => {
    const files = [
      makeSitemapFile({
        name: "a.xml",
        location: `${SITE}a.xml`,
        urls: [
          makeUrlEntry({ loc: `${SITE}0`, line: 3 }),
          makeUrlEntry({ loc: `${SITE}1`, source: makeFieldPositions({ loc: { line: 9, column: 10 } }) }),
          makeUrlEntry({ loc: `${SITE}2` }),
        ],
      }),
      urlset("b.xml", [`${SITE}1`, `${SITE}2`]),
    ];
    const problems = checkSitemaps(files, { engines: ["google"] }).filter(
      (p) => p.code === "set.url-in-several-files",
    );
    expect(problems.map((p) => p.params?.otherLine)).toEqual([9, undefined]);
    expect(problems[0].params).toMatchObject({ otherFile: "a.xml", otherEntry: 1 });
    expect(problems[0].message).toBe(`loc "${SITE}1" is also in a.xml (entry #2, line 9)`);
    expect(problems[1].message).toBe(`loc "${SITE}2" is also in a.xml (entry #3)`);
  });

  it("finds a URL written with lower-case percent-encodings in one file and upper-case in another", () => {
    const files = [
      urlset("a.xml", [`${SITE}%d0%ba%d0%be%d1%82`]),
      urlset("b.xml", [`${SITE}%D0%BA%D0%BE%D1%82`]),
    ];
    const problems = checkSitemaps(files, { engines: ["google"] }).filter(
      (p) => p.code === "set.url-in-several-files",
    );
    expect(problems.map((p) => `${p.file}@${p.entry}`)).toEqual(["b.xml@0"]);
  });

  it("says nothing about one file, or for a Bing profile", () => {
    expect(codesOf([urlset("a.xml", [`${SITE}1`, `${SITE}2`])])).toEqual([]);
    expect(codesOf([urlset("a.xml", [`${SITE}1`]), urlset("b.xml", [`${SITE}1`])], ["bing"])).toEqual([]);
  });
});
