import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SitemapFile } from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { indexProblemsByRow } from "./problems-by-row";
import { getRowCompare, sortRowsByKey, type ValueColumn } from "./row-order";
import type { RowRef } from "./store-types";

/** Values that sort every way a column meets them: readable, unreadable, equal, blank, absent. */
const LASTMODS = [
  "2025-03-02T09:15:00+03:00",
  "2025-03-02T07:00:00Z",
  "2025-03-02T06:15:00Z",
  "2025-03-02",
  "08/05/2024",
  "",
  " ",
  undefined,
];
const PRIORITIES = ["0.8", ".8", "1", "0", "-0", "0,8", "abc", "", undefined];
const CHANGEFREQS = ["always", "daily", "Daily", "never", "weekly", "", undefined];
const LOCS = [
  "https://b.ru/",
  "https://a.ru/",
  "https://a.ru/",
  "",
  "https://A.ru/",
  "https://a.ru/%D0%BA",
  "https://a.ru/к",
  "https://a.ru/%d0%b0",
];

describe("sortRowsByKey", () => {
  it("orders as a stable sort by the column's comparator, in both directions", () => {
    const column = fc.constantFrom<ValueColumn>("lastmod", "priority", "changefreq", "loc");
    const pick = (values: readonly (string | undefined)[]) => fc.constantFrom(...values);
    const entry = fc.record({
      lastmod: pick(LASTMODS),
      priority: pick(PRIORITIES),
      changefreq: pick(CHANGEFREQS),
      loc: pick(LOCS),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.array(entry, { maxLength: 30 }),
        column,
        fc.boolean(),
        (a, b, sorted, desc) => {
          const files: SitemapFile[] = [
            makeSitemapFile({ name: "a.xml", urls: a.map((fields) => makeUrlEntry(fields)) }),
            makeSitemapFile({ name: "b.xml", urls: b.map((fields) => makeUrlEntry(fields)) }),
          ];
          const rows: RowRef[] = files.flatMap((file) =>
            file.urls.map((_, entry) => ({ file: file.name, entry })),
          );
          const byName = new Map(files.map((file) => [file.name, file]));
          const expected = rows
            .slice()
            .sort(getRowCompare({ column: sorted, desc }, byName, indexProblemsByRow([])));
          const plain = rows.slice();
          const order = sortRowsByKey(rows, sorted, byName, desc);
          expect(rows).toEqual(expected);
          // the order names where each sorted row was
          expect(order.map((i) => plain[i])).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("a sort by URL", () => {
  it("orders URLs as they read: Cyrillic written raw and percent-encoded (either case) together", () => {
    const locs = [
      "https://xn--80aswg.xn--p1ai/%D0%B2",
      "https://сайт.рф/б",
      "https://xn--80aswg.xn--p1ai/about",
      "https://сайт.рф/а",
      "https://xn--80aswg.xn--p1ai/%d0%b3",
      "https://сайт.рф/%D0%B0-2",
    ];
    const file = makeSitemapFile({ name: "a.xml", urls: locs.map((loc) => makeUrlEntry({ loc })) });
    const byName = new Map([[file.name, file]]);
    const rows: RowRef[] = locs.map((_, entry) => ({ file: "a.xml", entry }));
    sortRowsByKey(rows, "loc", byName, false);
    // Latin before Cyrillic, as they read; by the written form `%` came first and `%d0` after `%D0`
    expect(rows.map((row) => locs[row.entry])).toEqual([
      "https://xn--80aswg.xn--p1ai/about",
      "https://сайт.рф/а",
      "https://сайт.рф/%D0%B0-2",
      "https://сайт.рф/б",
      "https://xn--80aswg.xn--p1ai/%D0%B2",
      "https://xn--80aswg.xn--p1ai/%d0%b3",
    ]);
  });
});
