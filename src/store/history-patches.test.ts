import { describe, expect, it } from "vitest";
import { createProblem, findReplaced } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { applyPatches, invertPatches, type PatchTarget } from "./history-patches";
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
});
