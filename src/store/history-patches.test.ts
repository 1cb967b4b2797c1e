import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createProblem, findReplaced, type Problem } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import {
  applyPatches,
  getChangedKeys,
  invertPatches,
  type PatchTarget,
  QUICK_CHECK_MAX_ENTRIES,
} from "./history-patches";
import { RUN_BLOCK } from "./problem-runs";
import type { EntryPatch } from "./store-types";

const entry = (name: string) => makeUrlEntry({ loc: `https://www.example.com/${name}` });

describe("applyPatches", () => {
  it("applies mixed inserts, replaces and deletes in order and inverts them back", () => {
    const [a, b, c] = [entry("a"), entry("b"), entry("c")];
    const file = makeSitemapFile({ urls: [a, b, c] });
    const problem = createProblem("loc.unencoded-chars", "sitemap.xml", "x", { entry: 2, field: "loc" });
    const target = { files: [file], problems: [problem], activeRow: { file: "sitemap.xml", entry: 2 } };
    const [x, b2] = [entry("x"), entry("b2")];
    const patches: EntryPatch[] = [
      { file: "sitemap.xml", entry: 0, before: undefined, after: x },
      { file: "sitemap.xml", entry: 2, before: b, after: b2 },
      { file: "sitemap.xml", entry: 1, before: a, after: undefined },
      { file: "missing.xml", entry: 0, before: a, after: undefined },
    ];
    const done = applyPatches(target, patches, ["google"]);
    expect(done.files[0].urls).toEqual([x, b2, c]);
    expect(done.problems).toEqual([{ ...problem, entry: 2 }]);
    expect(done.activeRow).toEqual({ file: "sitemap.xml", entry: 2 });
    const undone = applyPatches(done, invertPatches(patches), ["google"]);
    expect(undone.files[0].urls).toEqual([a, b, c]);
    expect(undone.problems).toEqual([problem]);
    expect(target.files[0].urls).toEqual([a, b, c]);
  });

  it("drops, for entries replaced in place, exactly the problems of their changed fields, whatever the list's runs", () => {
    const urls = Array.from({ length: 3 * RUN_BLOCK }, (_, i) => entry(`p${i}`));
    const files = [makeSitemapFile({ name: "a.xml", urls }), makeSitemapFile({ name: "b.xml", urls })];
    const fields = ["loc", "lastmod", "priority", "alternates[0].href"];
    const problemAt = fc.record({
      file: fc.constantFrom("a.xml", "b.xml", ""),
      entry: fc.option(fc.nat(3 * RUN_BLOCK - 1), { nil: undefined }),
      field: fc.constantFrom(...fields),
    });
    fc.assert(
      fc.property(
        fc.array(problemAt, { maxLength: 300 }),
        fc.uniqueArray(fc.nat(3 * RUN_BLOCK - 1), { minLength: 1, maxLength: 5 }),
        (places, edited) => {
          const problems: Problem[] = places.map(({ file, entry, field }) =>
            createProblem("loc.unencoded-chars", file, "x", { entry, field }),
          );
          // lastmod changed: the entries' lastmod problems go, the others stay (the quick check finds none)
          const patches: EntryPatch[] = edited.map((index) => ({
            file: "a.xml",
            entry: index,
            before: urls[index],
            after: { ...urls[index], lastmod: "2024-01-01" },
          }));
          const done = applyPatches({ files, problems, activeRow: undefined }, patches, ["google"]);
          const stale = (p: Problem) =>
            p.file === "a.xml" && p.entry !== undefined && edited.includes(p.entry) && p.field === "lastmod";
          expect(done.problems).toEqual(problems.filter((p) => !stale(p)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("leaves the workspace's problems as they are without the quick check, and still moves the file's", () => {
    const [a, b] = [entry("a"), entry("b")];
    const reading = createProblem("xml.unknown-element", "sitemap.xml", "x", { entry: 1, field: "loc" });
    const checked = createProblem("loc.unencoded-chars", "sitemap.xml", "x", { entry: 1, field: "loc" });
    const file = { ...makeSitemapFile({ urls: [a, b] }), problems: [reading] };
    const target = { files: [file], problems: [reading, checked], activeRow: undefined };
    const patches = [{ file: "sitemap.xml", entry: 1, before: b, after: entry("b2") }];
    // the page check that follows gives the whole list: no copy of the old one is made for it
    const unchecked = applyPatches(target, patches, ["google"], false);
    expect(unchecked.problems).toBe(target.problems);
    expect(unchecked.files[0].problems).toEqual([]);
    expect(unchecked.files[0].urls[1].loc).toBe("https://www.example.com/b2");
    // with the quick check, entry 1's loc problems go
    expect(applyPatches(target, patches, ["google"]).problems).toEqual([]);
  });

  it("keeps a file's problem list the same array when an in-place edit leaves its problems as they were", () => {
    const [a, b] = [entry("a"), entry("b")];
    const reading = createProblem("xml.unknown-element", "sitemap.xml", "x", { entry: 0, field: "extra" });
    const file = { ...makeSitemapFile({ urls: [a, b] }), problems: [reading] };
    const target = { files: [file], problems: [reading], activeRow: undefined };
    // entry 1's loc: nothing of entry 0 or of the file's reading problems changes (check sessions
    // rebuild a file's whole answer when its problem list is a new array)
    const done = applyPatches(
      target,
      [{ file: "sitemap.xml", entry: 1, before: b, after: entry("b2") }],
      ["google"],
    );
    expect(done.files[0].problems).toBe(file.problems);
    const empty = { ...file, problems: [] };
    const again = applyPatches(
      { ...target, files: [empty] },
      [{ file: "sitemap.xml", entry: 0, before: a, after: entry("a2") }],
      ["google"],
    );
    expect(again.files[0].problems).toBe(empty.problems);
    // entry 0's extra changed: its reading problem goes, in a new list
    const extra = applyPatches(
      target,
      [{ file: "sitemap.xml", entry: 0, before: a, after: { ...a, extra: ["<x/>"] } }],
      ["google"],
    );
    expect(extra.files[0].problems).toEqual([]);
  });

  it("records which entries a replace-only step replaced, and nothing for inserts or removals", () => {
    const [a, b, c] = [entry("a"), entry("b"), entry("c")];
    const file = makeSitemapFile({ urls: [a, b, c] });
    const target: PatchTarget = { files: [file], problems: [], activeRow: undefined };
    const replace = (from: PatchTarget, at: number, after: ReturnType<typeof entry>) =>
      applyPatches(from, [{ file: "sitemap.xml", entry: at, before: from.files[0].urls[at], after }], []);
    const one = replace(target, 2, entry("c2"));
    const two = replace(one, 0, entry("a2"));
    expect(findReplaced(file.urls, one.files[0].urls)).toEqual([2]);
    expect(findReplaced(file.urls, two.files[0].urls)).toEqual([0, 2]);
    const inserted = applyPatches(two, [{ file: "sitemap.xml", entry: 1, before: undefined, after: b }], []);
    const after = replace(inserted, 0, entry("a3"));
    expect(findReplaced(two.files[0].urls, inserted.files[0].urls)).toBeUndefined();
    expect(findReplaced(two.files[0].urls, after.files[0].urls)).toBeUndefined();
    expect(findReplaced(inserted.files[0].urls, after.files[0].urls)).toEqual([0]);
  });
  it("gives the changed keys of an entry, one shared set per combination of keys", () => {
    const entry = makeUrlEntry({ changefreq: "weekly" });
    const daily = { ...entry, changefreq: "daily" };
    const keys = getChangedKeys(entry, daily);
    expect([...keys]).toEqual(["changefreq"]);
    const other = { ...entry, loc: "https://example.com/other" };
    expect(getChangedKeys(other, { ...other, changefreq: "monthly" })).toBe(keys);
    expect([...getChangedKeys(entry, { ...daily, loc: "https://example.com/other" })]).toEqual([
      "loc",
      "changefreq",
    ]);
    expect(getChangedKeys(entry, entry).size).toBe(0);
  });
});

describe("the quick check of a change's entries", () => {
  it("checks a small change's entries on the page, not a change of more than QUICK_CHECK_MAX_ENTRIES", () => {
    const change = (count: number) => {
      const urls = Array.from({ length: count }, (_, i) => makeUrlEntry({ loc: `https://e.com/${i}` }));
      const file = makeSitemapFile({ name: "a.xml", urls });
      // every entry given a priority out of range: a fault the per-entry check finds
      const patches: EntryPatch[] = urls.map((before, entry) => ({
        file: "a.xml",
        entry,
        before,
        after: { ...before, priority: "7" },
      }));
      const done = applyPatches({ files: [file], problems: [], activeRow: undefined }, patches, ["google"]);
      return done.problems.filter((problem) => problem.code === "priority.out-of-range").length;
    };
    expect(change(10)).toBe(10);
    expect(change(QUICK_CHECK_MAX_ENTRIES)).toBe(QUICK_CHECK_MAX_ENTRIES);
    expect(change(QUICK_CHECK_MAX_ENTRIES + 1)).toBe(0);
  });
});
