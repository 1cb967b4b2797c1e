import { describe, expect, it } from "vitest";
import { makeFieldPositions, makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import type { Engine, SitemapFile } from "../model/types";
import { checkSitemaps } from "./check-sitemaps";
import { getNearKey } from "./duplicate-rules";

/** `code@entry` of every problem of a urlset with these locs. */
function codesFor(locs: string[], engines?: Engine[], file: Partial<SitemapFile> = {}): string[] {
  const urls = locs.map((loc) => makeUrlEntry({ loc }));
  return checkSitemaps([makeSitemapFile({ urls, ...file })], { engines }).map((p) => `${p.code}@${p.entry}`);
}

describe("loc.duplicate", () => {
  it("finds the same URL after WHATWG serialisation and names the first place", () => {
    const urls = [
      makeUrlEntry({ loc: "https://www.example.com", line: 3 }),
      makeUrlEntry({ loc: "https://www.example.com/about/" }),
      makeUrlEntry({
        loc: "https://WWW.EXAMPLE.COM:443/",
        source: makeFieldPositions({ loc: { line: 5, column: 12 } }),
      }),
    ];
    const problems = checkSitemaps([makeSitemapFile({ urls })]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: "loc.duplicate", entry: 2, field: "loc", line: 5, column: 12 });
    expect(problems[0].params).toMatchObject({
      other: 1,
      firstEntry: 0,
      firstLoc: "https://www.example.com",
      // the line the first copy is on: the table has no row numbers
      otherLine: 3,
    });
    expect(problems[0].message).toContain("#1 (line 3)");
  });

  it("reports every later copy, and nothing for distinct URLs", () => {
    const a = "https://www.example.com/a";
    expect(codesFor([a, a, a])).toEqual(["loc.duplicate@1", "loc.duplicate@2"]);
    expect(codesFor([a, "https://www.example.com/a?x=1", "https://www.example.com/A"])).toEqual([]);
  });

  it("takes percent-encodings in either case, and the raw characters they encode, for one URL (RFC 3986 §6.2.2.1)", () => {
    // WordPress writes Cyrillic slugs in lower case, other tools in upper case, a hand-made list raw
    const lower = "https://www.example.com/%d0%ba%d0%be%d1%82";
    const upper = "https://www.example.com/%D0%BA%D0%BE%D1%82";
    const raw = "https://www.example.com/кот";
    expect(codesFor([lower, upper, raw])).toEqual(["loc.non-ascii@2", "loc.duplicate@1", "loc.duplicate@2"]);
    expect(codesFor([upper, lower])).toEqual(["loc.duplicate@1"]);
    // a percent-encoded "%" or "/" stays itself: `%2f` is `%2F`, not "/"
    expect(
      codesFor([
        "https://www.example.com/a%2fb",
        "https://www.example.com/a%2Fb",
        "https://www.example.com/a/b",
      ]),
    ).toEqual(["loc.duplicate@1"]);
  });

  it("is a Google rule", () => {
    const a = "https://www.example.com/a";
    expect(codesFor([a, a], ["yandex", "bing"])).toEqual([]);
  });
});

describe("loc.near-duplicate", () => {
  it.each([
    ["https://www.example.com/a", "https://www.example.com/a/"],
    ["https://www.example.com/a", "http://www.example.com/a"],
    ["https://www.example.com/a", "https://example.com/a"],
    ["https://www.example.com/a/", "https://www.example.com/a/index.html"],
    ["https://www.example.com/a?q=1", "https://www.example.com/a/?q=1"],
  ])("reports %s and %s", (first, second) => {
    const codes = codesFor([first, second], undefined, { location: undefined });
    expect(codes.filter((c) => c.startsWith("loc.near-duplicate"))).toEqual(["loc.near-duplicate@1"]);
    expect(codes).not.toContain("loc.duplicate@1");
  });

  it("tells an exact copy of a near-duplicate from a new near-duplicate", () => {
    const codes = codesFor([
      "https://www.example.com/a",
      "https://www.example.com/a/",
      "https://www.example.com/a/",
    ]);
    expect(codes).toEqual(["loc.near-duplicate@1", "loc.duplicate@2"]);
  });

  it("builds the near key from a WHATWG href", () => {
    expect(getNearKey("https://www.example.com/a/index.html?x=1#f")).toBe("example.com/a?x=1#f");
    expect(getNearKey("http://example.com/")).toBe("example.com");
  });
});

describe("index.duplicate-child", () => {
  it("reports a child listed twice in an index, and not as loc.duplicate", () => {
    const sitemaps = [
      makeSitemapRef(),
      makeSitemapRef({ loc: "https://www.example.com/sitemap-2.xml" }),
      makeSitemapRef(),
    ];
    const file = makeSitemapFile({ format: "sitemapindex", urls: [], sitemaps });
    const codes = checkSitemaps([file]).map((p) => `${p.code}@${p.entry}`);
    expect(codes.filter((c) => !c.startsWith("index.child-missing"))).toEqual(["index.duplicate-child@2"]);
  });
});

describe("duplicates among URLs that differ only in the middle", () => {
  it("finds the same copies when the quick hash of path ends collides for every entry", () => {
    const locs = Array.from(
      { length: 3_000 },
      (_, i) => `https://example.com/p/${String(i).padStart(4, "0")}/reviews?sort=new`,
    );
    locs.push("https://example.com/p/0500/reviews?sort=new", "http://example.com/p/0700/reviews/?sort=new");
    const codes = codesFor(locs, ["google"]).filter((code) => code.includes("duplicate"));
    expect(codes).toEqual(["loc.duplicate@3000", "loc.near-duplicate@3001"]);
  });
});
