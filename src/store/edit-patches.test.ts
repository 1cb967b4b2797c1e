import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { makeDeletePatches } from "./edit-patches";

describe("makeDeletePatches", () => {
  const file = (name: string, count: number) =>
    makeSitemapFile({
      name,
      urls: Array.from({ length: count }, (_, i) => makeUrlEntry({ loc: `https://e.com/${name}/${i}` })),
    });

  it("gives each row once, files in name order and each from its highest entry down, rows gone left out", () => {
    const files = [file("b.xml", 4), file("a.xml", 3)];
    const patches = makeDeletePatches(files, [
      { file: "b.xml", entry: 1 },
      { file: "a.xml", entry: 0 },
      { file: "b.xml", entry: 3 },
      // twice, out of range, and of a file not open
      { file: "b.xml", entry: 1 },
      { file: "a.xml", entry: 7 },
      { file: "c.xml", entry: 0 },
      { file: "a.xml", entry: 2 },
    ]);
    expect(patches.map((patch) => [patch.file, patch.entry, patch.before?.loc, patch.after])).toEqual([
      ["a.xml", 2, "https://e.com/a.xml/2", undefined],
      ["a.xml", 0, "https://e.com/a.xml/0", undefined],
      ["b.xml", 3, "https://e.com/b.xml/3", undefined],
      ["b.xml", 1, "https://e.com/b.xml/1", undefined],
    ]);
    expect(makeDeletePatches(files, [])).toEqual([]);
  });
});
