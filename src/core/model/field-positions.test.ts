import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeUrlEntry } from "@/test/factories";
import {
  encodeFieldPositions,
  getFieldPosition,
  hasFieldPosition,
  type PositionedEntry,
  setFieldPosition,
  upgradeFieldPositions,
} from "./field-positions";

const FIELDS = ["loc", "lastmod", "changefreq", "priority"] as const;

describe("field positions", () => {
  it("packs the positions of a pretty-printed entry into one number", () => {
    const entry: PositionedEntry = { line: 3, column: 3 };
    for (const [k, field] of FIELDS.entries()) setFieldPosition(entry, field, { line: 4 + k, column: 5 });
    expect(typeof entry.source).toBe("number");
    for (const [k, field] of FIELDS.entries())
      expect(getFieldPosition(entry, field)).toEqual({ line: 4 + k, column: 5 });
  });

  it("packs fields on the entry's own line relative to its column, even far along a long line", () => {
    const entry: PositionedEntry = { line: 1, column: 20_000_000 };
    setFieldPosition(entry, "loc", { line: 1, column: 20_000_005 });
    setFieldPosition(entry, "priority", { line: 1, column: 20_000_900 });
    expect(typeof entry.source).toBe("number");
    expect(getFieldPosition(entry, "loc")).toEqual({ line: 1, column: 20_000_005 });
    expect(getFieldPosition(entry, "lastmod")).toBeUndefined();
    expect(getFieldPosition(entry, "priority")).toEqual({ line: 1, column: 20_000_900 });
  });

  it("lists positions that do not fit a slot, huge ones clamped to safe integers", () => {
    const cases = [
      { line: 11, column: 5 }, // 8+ lines below the entry
      { line: 3, column: 2_000 }, // far along the entry's line
      { line: 4, column: 1_024 }, // far along a later line
      { line: 2, column: 9 }, // before the entry
      { line: 2 ** 40, column: 2 ** 45 },
    ];
    for (const position of cases) {
      const entry: PositionedEntry = { line: 3, column: 3 };
      setFieldPosition(entry, "loc", { line: 4, column: 5 });
      setFieldPosition(entry, "changefreq", position);
      expect(Array.isArray(entry.source)).toBe(true);
      expect(getFieldPosition(entry, "loc")).toEqual({ line: 4, column: 5 });
      expect(getFieldPosition(entry, "changefreq")).toEqual(position);
    }
    const huge = encodeFieldPositions(1, 1, [2 ** 60, Number.POSITIVE_INFINITY, 0, 0, 0, 0, 0, 0]);
    expect(huge).toEqual([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0, 0, 0, 0, 0, 0]);
  });

  it("removes one field's position without touching the others or a copy's", () => {
    const entry: PositionedEntry = { line: 1, column: 1 };
    setFieldPosition(entry, "loc", { line: 2, column: 3 });
    setFieldPosition(entry, "lastmod", { line: 50, column: 3 });
    const copy = { ...entry };
    setFieldPosition(copy, "lastmod", undefined);
    expect(getFieldPosition(copy, "lastmod")).toBeUndefined();
    expect(getFieldPosition(copy, "loc")).toEqual({ line: 2, column: 3 });
    expect(copy.source).toBe(encodeFieldPositions(1, 1, [2, 3]));
    expect(getFieldPosition(entry, "lastmod")).toEqual({ line: 50, column: 3 });
  });

  it("uses 0 as the base of an entry without a position, and drops positions without a line", () => {
    const entry = makeUrlEntry();
    setFieldPosition(entry, "lastmod", { line: 7, column: 14 });
    expect(getFieldPosition(entry, "lastmod")).toEqual({ line: 7, column: 14 });
    setFieldPosition(entry, "loc", { column: 4 });
    expect(getFieldPosition(entry, "loc")).toBeUndefined();
    expect(getFieldPosition(makeUrlEntry(), "loc")).toBeUndefined();
  });

  it("upgrades the object shape of before issue #5 and leaves current values alone", () => {
    const old = {
      line: 3,
      column: 3,
      source: { loc: { line: 4, column: 5 }, priority: { line: 30, column: 7 }, lastmod: "junk" },
    } as unknown as PositionedEntry;
    upgradeFieldPositions(old);
    expect(Array.isArray(old.source)).toBe(true);
    expect(getFieldPosition(old, "loc")).toEqual({ line: 4, column: 5 });
    expect(getFieldPosition(old, "lastmod")).toBeUndefined();
    expect(getFieldPosition(old, "priority")).toEqual({ line: 30, column: 7 });
    const current: PositionedEntry = { line: 3, column: 3, source: 1_029 };
    upgradeFieldPositions(current);
    expect(current.source).toBe(1_029);
    const broken = { source: "x" } as unknown as PositionedEntry;
    upgradeFieldPositions(broken);
    expect("source" in broken).toBe(false);
  });
  it("removes one field's position from the packed number as the full re-encoding does, the others kept", () => {
    const position = fc.option(
      fc.record({ line: fc.integer({ min: 0, max: 12 }), column: fc.integer({ min: 0, max: 1_100 }) }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        fc.array(position, { minLength: 4, maxLength: 4 }),
        fc.constantFrom(...FIELDS),
        (line, column, positions, field) => {
          const entry: PositionedEntry = { line, column };
          positions.forEach((at, k) => {
            if (at) setFieldPosition(entry, FIELDS[k], { line: (line ?? 0) + at.line, column: at.column });
          });
          // the full path: every field's position read, the one cleared, all encoded again
          const pairs = FIELDS.flatMap((f) => {
            const at = f === field ? undefined : getFieldPosition(entry, f);
            return at ? [at.line, at.column] : [0, 0];
          });
          const expected = encodeFieldPositions(entry.line, entry.column, pairs);
          for (const f of FIELDS)
            expect(hasFieldPosition(entry, f)).toBe(getFieldPosition(entry, f) !== undefined);
          const before = entry.source;
          setFieldPosition(entry, field, undefined);
          expect(entry.source).toEqual(
            before === undefined ? encodeFieldPositions(line, column, pairs) : expected,
          );
          expect(hasFieldPosition(entry, field)).toBe(false);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
