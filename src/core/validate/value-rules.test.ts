import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFieldPositions, makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import type { Engine, Problem, UrlEntry } from "../model/types";
import { createCheckContext } from "./check-context";
import { checkSitemapRef, checkUrlEntry } from "./entry-checks";
import { getUsualOffset, getUtf8Length, isDecimal } from "./value-rules";

const NOW = new Date("2026-11-29T12:00:00Z");
const DAY_MS = 86_400_000;

/** Problems `checkUrlEntry` gives for one entry with `fields`. */
function check(fields: Partial<UrlEntry>, engines?: Engine[]): Problem[] {
  const entry = makeUrlEntry(fields);
  return checkUrlEntry(
    entry,
    0,
    createCheckContext(makeSitemapFile({ urls: [entry] }), { now: NOW, engines }),
  );
}
const codes = (fields: Partial<UrlEntry>, engines?: Engine[]) => check(fields, engines).map((p) => p.code);

describe("lastmod", () => {
  it.each([
    ["", "lastmod.invalid"],
    ["2024-05-08 08:53:11 AM", "lastmod.invalid"],
    ["08/05/2024", "lastmod.invalid"],
    ["-0001-11-30", "lastmod.invalid"],
    ["2024-01-08T00:00:00", "lastmod.no-timezone"],
    ["2024-01-08T00:00:00+0900", "lastmod.bad-timezone"],
    ["2017-06-20-04:00", "lastmod.bad-timezone"],
    ["2024-01-08T00:00:00+15:00", "lastmod.bad-timezone"],
    ["2024-02-30", "lastmod.impossible-date"],
    ["2024-01-01T25:00:00Z", "lastmod.impossible-date"],
    ["2015-12-22T05:31-01:00", "lastmod.imprecise"],
    ["2015", "lastmod.imprecise"],
    ["2015-12", "lastmod.imprecise"],
  ])("gives %j one code: %s", (lastmod, code) => {
    expect(codes({ lastmod })).toEqual([code]);
  });

  it.each(["2022-07-21T11:46:46.438Z", "2025-11-22T11:17:34-00:00", "2024-06-25T15:40:18+02:00"])(
    "accepts %s",
    (lastmod) => {
      expect(codes({ lastmod })).toEqual([]);
    },
  );

  it("places the problem on the lastmod field with its source position", () => {
    const [problem] = check({
      lastmod: "2024-01-08T00:00:00",
      source: makeFieldPositions({ lastmod: { line: 7, column: 14 } }),
    });
    expect(problem).toMatchObject({
      code: "lastmod.no-timezone",
      entry: 0,
      field: "lastmod",
      line: 7,
      column: 14,
    });
    expect(problem.params).toEqual({ value: "2024-01-08T00:00:00" });
    expect(problem.message).toContain("2024-01-08T00:00:00");
  });

  it("reports a date-only value as lastmod.date-only (Bing info)", () => {
    expect(check({ lastmod: "2023-03-30" }).map((p) => [p.code, p.severity])).toEqual([
      ["lastmod.date-only", "info"],
    ]);
    expect(codes({ lastmod: "2023-03-30" }, ["google", "yandex"])).toEqual([]);
  });

  it("reports lastmod.future past now plus one day, not at it", () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(codes({ lastmod: at(DAY_MS) })).toEqual([]);
    expect(codes({ lastmod: at(DAY_MS + 1000) })).toEqual(["lastmod.future"]);
    expect(codes({ lastmod: "2026-11-30T12:00:00+00:00" })).toEqual([]);
    expect(codes({ lastmod: "2026-11-30T12:00:01+00:00" })).toEqual(["lastmod.future"]);
    expect(codes({ lastmod: "2026-11-30T12:00:01+01:00" })).toEqual([]);
    expect(codes({ lastmod: "2031" })).toEqual(["lastmod.imprecise", "lastmod.future"]);
    expect(codes({ lastmod: "2026-11-30T12:00:01Z" }, ["yandex"])).toEqual([]);
  });

  it("reports lastmod.future beside lastmod.no-timezone when no zone can bring the time back", () => {
    // now + 1 day is 2026-11-30T12:00:00Z: at +14:00, 2026-12-01T02:00:00 is that very moment
    expect(codes({ lastmod: "2026-12-01T02:00:00" })).toEqual(["lastmod.no-timezone"]);
    expect(codes({ lastmod: "2026-12-01T02:00:01" })).toEqual(["lastmod.no-timezone", "lastmod.future"]);
    expect(codes({ lastmod: "2026-12-08T10:30" })).toEqual(["lastmod.no-timezone", "lastmod.future"]);
    expect(codes({ lastmod: "2024-05-01T10:30:00" })).toEqual(["lastmod.no-timezone"]);
  });

  it("checks the lastmod of index children too", () => {
    const ref = makeSitemapRef({ lastmod: "" });
    const file = makeSitemapFile({ format: "sitemapindex", urls: [], sitemaps: [makeSitemapRef(), ref] });
    expect(checkSitemapRef(ref, 1, createCheckContext(file)).map((p) => `${p.code}@${p.entry}`)).toEqual([
      "lastmod.invalid@1",
    ]);
  });
});

describe("changefreq", () => {
  it.each(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"])(
    "accepts %s",
    (changefreq) => {
      expect(codes({ changefreq })).toEqual([]);
    },
  );

  it.each(["", "Daily", "every day", "weekly "])("reports %j as changefreq.invalid", (changefreq) => {
    expect(codes({ changefreq })).toEqual(["changefreq.invalid"]);
  });
});

describe("priority", () => {
  it.each(["0.0", "1.0", "0", "1", "0.3999999999999999", ".5", "1.", "+0.5", "-0.0"])(
    "accepts %s",
    (priority) => {
      expect(codes({ priority })).toEqual([]);
    },
  );

  it.each(["0,9", "", "high", "1e-1", "0.5.1", "-", "."])("reports %j as priority.invalid", (priority) => {
    expect(codes({ priority })).toEqual(["priority.invalid"]);
  });

  it.each(["1.01", "-0.1", "2", "10.0", "1.0000000000000001", "01.00001"])(
    "reports %s as priority.out-of-range",
    (priority) => {
      const [problem] = check({ priority });
      expect(problem).toMatchObject({ code: "priority.out-of-range", field: "priority" });
      expect(check({ priority })).toHaveLength(1);
    },
  );

  it("agrees with isDecimal on the edge forms", () => {
    expect([".5", "5.", "+1", "-0"].every(isDecimal)).toBe(true);
    expect(["", "+", ".", "1e3", "0,5", " 1"].some(isDecimal)).toBe(false);
  });
});

describe("yandex.value-too-long", () => {
  const long = (bytes: number) => `0.${"0".repeat(bytes - 2)}`;

  it("reports a valid value over 100 UTF-8 bytes, not one of 100", () => {
    expect(codes({ priority: long(100) })).toEqual([]);
    expect(codes({ priority: long(101) })).toEqual(["yandex.value-too-long"]);
    expect(codes({ lastmod: `2024-01-01T00:00:00.${"1".repeat(80)}Z` })).toEqual(["yandex.value-too-long"]);
  });

  it("is Yandex-only and gives way to a format fault", () => {
    expect(codes({ priority: long(101) }, ["google", "bing"])).toEqual([]);
    expect(codes({ changefreq: "x".repeat(150) })).toEqual(["changefreq.invalid"]);
  });

  it("counts UTF-8 bytes, not characters", () => {
    expect(getUtf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
  });
});

describe("getUsualOffset", () => {
  it("finds the zone most common among date-times, the first on a tie, none without one", () => {
    const values = [
      "2024-05-08T10:00:00+03:00",
      "2024-05-08",
      "2024-05-08T10:00Z",
      undefined,
      "2024-05-09T10:00:00.5+03:00",
    ];
    expect(getUsualOffset(values)).toBe("+03:00");
    expect(getUsualOffset(["2024-05-08T10:00:00Z", "2024-05-08T10:00:00-05:00"])).toBe("Z");
    expect(getUsualOffset(["2024-05-08", "2024-05-08T10:00:00", "garbage+03:00"])).toBeUndefined();
  });

  it("gives the zone the plain expression gives, for any date-time-like text (the shape checked first)", () => {
    const zoneOf = (value: string) =>
      /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(value)?.[1];
    const part = fc.constantFrom(
      "2024-05-08",
      "T",
      "10",
      ":",
      "00",
      ".5",
      "Z",
      "z",
      "+",
      "-",
      "03",
      "",
      " ",
      "5",
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 9 }), (parts) => {
        const value = parts.join("");
        expect(getUsualOffset([value])).toBe(zoneOf(value));
      }),
      { numRuns: 3000 },
    );
  });
});
