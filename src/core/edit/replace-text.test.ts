import { describe, expect, it } from "vitest";
import { makeDoc, makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { compileReplacer, replaceText } from "./replace-text";

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

  it("replaces in 50,000 locs", () => {
    const files = [makeDoc(50_000, (i) => ({ loc: loc(`p-${i}`) }))];
    const result = replaceText(files, { find: "http://", replace: "https://", fields: ["loc"] });
    expect(result.ok && result.changes.length).toBe(50_000);
  });
});
