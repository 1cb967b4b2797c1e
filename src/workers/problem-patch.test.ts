import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Problem } from "@/core/index";
import { applyProblemPatch, makeProblemPatch } from "./problem-patch";

const problem = (n: number): Problem => ({
  code: "loc.duplicate",
  severity: "warning",
  message: `p${n}`,
  file: "a",
  entry: n,
});

describe("problem patches", () => {
  it("rebuild the next list from the previous one after random changes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(400)), { maxLength: 20 }),
        (size, edits) => {
          const previous = Array.from({ length: size }, (_, i) => problem(i));
          const next = previous.slice();
          for (const [kind, at] of edits) {
            const i = next.length === 0 ? 0 : at % next.length;
            if (kind === 0) next.splice(i, 1);
            else if (kind === 1) next.splice(i, 0, problem(1000 + at));
            else if (kind === 2 && next.length > 0) next[i] = problem(2000 + at);
            else next.reverse();
          }
          const patch = makeProblemPatch(previous, next);
          const rebuilt = patch ? applyProblemPatch(structuredClone(previous), structuredClone(patch)) : next;
          expect(rebuilt).toEqual(next);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });

  it("sends one edit of 50,000 problems as a few segments", () => {
    const previous = Array.from({ length: 50_000 }, (_, i) => problem(i));
    const next = previous.slice();
    next[25_000] = problem(-1);
    const patch = makeProblemPatch(previous, next);
    expect(patch).toEqual([[0, 25_000], [problem(-1)], [25_001, 50_000]]);
    expect(JSON.stringify(patch).length).toBeLessThan(200);
  });

  it("sends the list whole when there is nothing to build on or most of it is new", () => {
    const next = Array.from({ length: 100 }, (_, i) => problem(i));
    expect(makeProblemPatch(undefined, next)).toBeUndefined();
    expect(makeProblemPatch([problem(1)], next)).toBeUndefined();
    expect(() => applyProblemPatch([], [[0, 3]])).toThrow();
  });
});
