import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Problem } from "@/core/index";
import { findCut, mergeCuts, restoreCut } from "./reading-cut";

const problem = (n: number, entry = n): Problem => ({
  code: "xml.undefined-entity",
  severity: "error",
  message: `m${n}`,
  file: "a.xml",
  entry,
  line: n,
});

describe("reading cut", () => {
  it("finds what a step cut, a moved problem (another entry) not among it, and puts it back in place", () => {
    const before = [0, 1, 2, 3, 4].map((n) => problem(n));
    // 1 and 3 cut, 4 moved to another row (a row removed above it)
    const after = [before[0], before[2], { ...before[4], entry: 3 }];
    const found = findCut(before, after);
    expect(found).toEqual({ cut: [before[1], before[3]], at: [1, 3] });
    expect(findCut(before, before)).toBeUndefined();
    // undone: the row is back, the moved problem too, and the cut ones go back where they were
    const undone = [before[0], before[2], before[4]];
    expect(restoreCut(undone, { file: "a.xml", ...(found as { cut: Problem[]; at: number[] }) })).toEqual(
      before,
    );
    // a step saved before session 35 kept the whole list
    expect(restoreCut(undone, { file: "a.xml", problems: before })).toBe(before);
  });

  it("merges two steps' cuts into the cut of both from the first's list (any lists, any cuts)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (length, first, second) => {
          const start = Array.from({ length }, (_, n) => problem(n));
          const middle = start.filter((_, i) => !first[i]);
          const end = middle.filter((_, i) => !second[i]);
          const a = findCut(start, middle);
          const b = findCut(middle, end);
          const both = findCut(start, end);
          if (!a || !b) return;
          const merged = mergeCuts({ file: "a.xml", ...a }, { file: "a.xml", ...b });
          expect(merged).toEqual({ file: "a.xml", ...both });
          expect(restoreCut(end, merged)).toEqual(start);
        },
      ),
    );
  });
});
