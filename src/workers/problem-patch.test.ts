import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Problem } from "@/core/index";
import {
  applyProblemPatch,
  flattenChunks,
  type ListEdit,
  makeChunkPatch,
  makeProblemPatch,
  spliceList,
} from "./problem-patch";

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

  it("splices a list as its pieces joined would be, growing, shrinking or the same length, and leaves it as it was", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.tuple(fc.nat(200), fc.nat(20), fc.nat(30)), { maxLength: 24 }),
        (size, wanted) => {
          const list = Array.from({ length: size }, (_, i) => i);
          const before = list.slice();
          // edits in order, not overlapping: [start, end) of the list replaced by `count` new items
          const edits: ListEdit<number>[] = [];
          let cursor = 0;
          for (const [gap, span, count] of wanted) {
            const start = Math.min(size, cursor + (gap % 20));
            const end = Math.min(size, start + span);
            edits.push({ start, end, items: Array.from({ length: count }, (_, k) => 1000 + k) });
            cursor = end;
          }
          const expected: number[] = [];
          let at = 0;
          for (const { start, end, items } of edits) {
            expected.push(...list.slice(at, start), ...items);
            at = end;
          }
          expected.push(...list.slice(at));
          const out = spliceList(list, edits);
          expect(out).toEqual(expected);
          expect(out).not.toBe(list);
          expect(list).toEqual(before);
        },
      ),
      { numRuns: 400, seed: 30 },
    );
  });

  it("rebuild the next answer from the previous one given in pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(400)), { maxLength: 12 }),
        (sizes, edits) => {
          let n = 0;
          const previous = sizes.map((size) => Array.from({ length: size }, () => problem(n++)));
          const next: Problem[][] = previous.slice();
          for (const [kind, at] of edits) {
            const c = next.length === 0 ? 0 : at % next.length;
            if (kind === 0) next.splice(c, 1);
            else if (kind === 1) next.splice(c, 0, [problem(1000 + at), ...(previous[at % 3] ?? [])]);
            else if (kind === 2 && next.length > 0) {
              // a piece made again: some of its problems kept, one new
              next[c] = [...next[c].slice(1), problem(2000 + at)];
            } else next.reverse();
          }
          const patch = makeChunkPatch(previous, next);
          const flat = flattenChunks(next);
          const base = structuredClone(flattenChunks(previous));
          const rebuilt = patch ? applyProblemPatch(base, structuredClone(patch)) : flat;
          expect(rebuilt).toEqual(flat);
        },
      ),
      { numRuns: 300, seed: 12 },
    );
  });

  it("sends an edited piece of 50,000 problems as a few segments", () => {
    const pieces = Array.from({ length: 200 }, (_, c) =>
      Array.from({ length: 250 }, (_, i) => problem(c * 250 + i)),
    );
    const next = pieces.slice();
    next[100] = next[100].slice();
    next[100][3] = problem(-1);
    expect(makeChunkPatch(pieces, next)).toEqual([[0, 25_003], [problem(-1)], [25_004, 50_000]]);
    expect(makeChunkPatch(undefined, next)).toBeUndefined();
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
