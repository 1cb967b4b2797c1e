import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyByParts, classifyW3cDatetime, getW3cDatetimeTime, getW3cYear } from "./w3c-datetime";

describe("classifyW3cDatetime", () => {
  it.each([
    ["2024", "imprecise"],
    ["2024-05", "imprecise"],
    ["2023-03-30", "date"],
    ["2015-12-22T05:31-01:00", "imprecise"],
    ["2024-06-25T15:40:18+02:00", "datetime"],
    ["2022-07-21T11:46:46.438Z", "datetime"],
    ["2025-11-22T11:17:34-00:00", "datetime"],
    ["2024-02-29T00:00:00+14:00", "datetime"],
  ])("accepts %s as %s", (value, kind) => {
    expect(classifyW3cDatetime(value)).toBe(kind);
  });

  it.each([
    ["", "invalid"],
    ["2024-05-08 08:53:11 AM", "invalid"],
    ["08/05/2024", "invalid"],
    ["-0001-11-30", "invalid"],
    ["2024-1-5", "invalid"],
    ["20240105", "invalid"],
    ["2024-01-08t00:00:00Z", "invalid"],
    ["2024-01-08T10Z", "invalid"],
    ["2024-01-08T10:00:00.Z", "invalid"],
    ["2024-01-08T10:00:00+09:0", "invalid"],
    ["2024-02-30", "impossible-date"],
    ["2023-02-29", "impossible-date"],
    ["2024-13", "impossible-date"],
    ["2024-01-01T25:00Z", "impossible-date"],
    ["2024-01-01T23:60:00Z", "impossible-date"],
    ["2024-01-01T23:59:60Z", "impossible-date"],
    ["2024-01-08T00:00:00+0900", "bad-timezone"],
    ["2024-01-08T00:00:00+09", "bad-timezone"],
    ["2024-01-08T00:00:00+15:00", "bad-timezone"],
    ["2024-01-08T00:00:00+14:01", "bad-timezone"],
    ["2024-01-08T00:00:00+05:60", "bad-timezone"],
    ["2017-06-20-04:00", "bad-timezone"],
    ["2017-06-20Z", "bad-timezone"],
    ["2024-01-08T00:00:00", "no-timezone"],
    ["2024-01-08T00:00", "no-timezone"],
  ])("classifies %j as %s", (value, kind) => {
    expect(classifyW3cDatetime(value)).toBe(kind);
  });
});

describe("getW3cDatetimeTime", () => {
  it("applies the offset and the fraction", () => {
    expect(getW3cDatetimeTime("2024-06-25T15:40:18.5+02:00")).toBe(Date.UTC(2024, 5, 25, 13, 40, 18, 500));
    expect(getW3cDatetimeTime("2015-12-22T05:31-01:00")).toBe(Date.UTC(2015, 11, 22, 6, 31));
  });

  it("counts a date, a month and a year from their start in UTC", () => {
    expect(getW3cDatetimeTime("2023-03-30")).toBe(Date.UTC(2023, 2, 30));
    expect(getW3cDatetimeTime("2023-03")).toBe(Date.UTC(2023, 2, 1));
    expect(getW3cDatetimeTime("2023")).toBe(Date.UTC(2023, 0, 1));
  });

  it("gives no time for faulty values", () => {
    expect(getW3cDatetimeTime("2024-01-08T00:00:00")).toBeUndefined();
    expect(getW3cDatetimeTime("2024-02-30")).toBeUndefined();
  });

  it("reads the year prefix without parsing", () => {
    expect(getW3cYear("2031-01-01")).toBe(2031);
    expect(getW3cYear("08/05/2024")).toBe(-1);
  });
});

describe("the regex shortcut of classifyW3cDatetime", () => {
  it("classifies every date-time as the scanner does", () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
    const zone = fc.oneof(
      fc.constantFrom("Z", "", "z", "+0300", "+03", "UTC"),
      fc.tuple(fc.constantFrom("+", "-"), two(16), two(61)).map(([sign, h, m]) => `${sign}${h}:${m}`),
    );
    const value = fc
      .tuple(
        fc.integer({ min: 1896, max: 2104 }),
        two(13),
        two(32),
        fc.constantFrom("T", " ", "t"),
        two(24),
        two(60),
        two(60),
        fc.constantFrom("", ".5", ".123456", ".", ".x"),
        zone,
      )
      .map(([y, mo, d, t, h, mi, s, frac, z]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${frac}${z}`);
    fc.assert(
      fc.property(value, (text) => {
        expect(classifyW3cDatetime(text)).toBe(classifyByParts(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
