import { describe, expect, it } from "vitest";
import { createProblem } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { applyPatches, invertPatches } from "./history-patches";
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
});
