import { describe, expect, it } from "vitest";
import { countLocOrigins, getMostCommonOriginOf, getUsualOffset, type UrlEntry } from "@/core/index";
import { getEntryListStats, getTopKey, sumCounts, warmEntryListStats } from "./entry-list-stats";

function entry(loc: string, lastmod?: string): UrlEntry {
  return { loc, lastmod, alternates: [], images: [], videos: [], extra: [] } as unknown as UrlEntry;
}

describe("getEntryListStats", () => {
  it("counts what the export writes, the origins and the zones of one list", () => {
    const urls = [
      entry("https://Example.com/a", "2024-05-08T10:00:00+03:00"),
      entry("", "2024-05-08T10:00:00Z"),
      entry("http://example.com:80/b", "2024-05-08"),
      entry("https://example.com/c", "2024-05-09T10:00+03:00"),
      entry("/relative"),
    ];
    const stats = getEntryListStats(urls);
    expect(stats.urls).toBe(4);
    expect(stats.skipped).toBe(1);
    expect(stats.approxBytes).toBe(
      4 * 40 + "https://Example.com/a".length + 25 + "http://example.com:80/b".length + 10 + 21 + 22 + 9,
    );
    expect([...stats.origins]).toEqual([
      ["https://example.com", 2],
      ["http://example.com", 1],
    ]);
    expect([...stats.zones]).toEqual([
      ["+03:00", 2],
      ["Z", 1],
    ]);
  });

  it("counts a list once and a new list again", () => {
    const urls = [entry("https://a.ru/1")];
    const first = getEntryListStats(urls);
    expect(getEntryListStats(urls)).toBe(first);
    const edited = [...urls, entry("https://b.ru/2")];
    expect([...getEntryListStats(edited).origins]).toEqual([
      ["https://a.ru", 1],
      ["https://b.ru", 1],
    ]);
  });

  it("summed over lists gives what one pass over all their values gives", () => {
    const lists = [
      [entry("https://b.ru/1", "2024-01-01T00:00Z"), entry("https://a.ru/1")],
      [entry("https://a.ru/2", "2024-01-01T00:00+05:00"), entry("https://c.ru/1", "2024-01-01T00:00+05:00")],
      [entry("https://c.ru/2"), entry("https://c.ru/3", "2024-01-01T00:00+05:00")],
    ];
    const all = lists.flat();
    const origins = sumCounts(lists.map((urls) => getEntryListStats(urls).origins));
    expect([...origins]).toEqual([...countLocOrigins(all.map((url) => url.loc))]);
    expect(`${getTopKey(origins)}/`).toBe(getMostCommonOriginOf(all.map((url) => url.loc)));
    const zones = sumCounts(lists.map((urls) => getEntryListStats(urls).zones));
    expect(getTopKey(zones)).toBe(getUsualOffset(all.map((url) => url.lastmod)));
    expect(getTopKey(zones)).toBe("+05:00");
  });

  it("takes the key seen first on a tie, and nothing from an empty map", () => {
    expect(
      getTopKey(
        new Map([
          ["Z", 2],
          ["+03:00", 2],
        ]),
      ),
    ).toBe("Z");
    expect(getTopKey(new Map())).toBeUndefined();
  });
});

describe("warmEntryListStats", () => {
  /** A one-entry list that counts the reads of its loc (each count of the list reads it). */
  function watched(loc: string): { urls: UrlEntry[]; reads: () => number } {
    let reads = 0;
    const url = { ...entry(loc) };
    Object.defineProperty(url, "loc", {
      get: () => {
        reads += 1;
        return loc;
      },
    });
    return { urls: [url], reads: () => reads };
  }

  it("counts one list per idle moment, skips lists counted, and stops when cancelled", () => {
    const tasks: (() => void)[] = [];
    const whenIdle = (task: () => void) => {
      tasks.push(task);
      return () => void tasks.splice(tasks.indexOf(task), 1);
    };
    const counted = watched("https://a.ru/1");
    getEntryListStats(counted.urls);
    const before = counted.reads();
    const second = watched("https://b.ru/1");
    const third = watched("https://c.ru/1");
    const cancel = warmEntryListStats([counted.urls, second.urls, third.urls], whenIdle);
    expect(second.reads()).toBe(0);
    tasks.shift()?.();
    expect(second.reads()).toBeGreaterThan(0);
    expect(third.reads()).toBe(0);
    const secondReads = second.reads();
    expect([...getEntryListStats(second.urls).origins]).toEqual([["https://b.ru", 1]]);
    expect(second.reads()).toBe(secondReads);
    // cancelled before the next idle moment: the third list is left for when it is asked for
    cancel();
    expect(tasks).toHaveLength(0);
    expect(third.reads()).toBe(0);
    expect(counted.reads()).toBe(before);
  });

  it("counts a long list in slices of 5,000, to the same figures as one count", () => {
    const zones = ["Z", "+03:00", "-05:00"];
    const urls = Array.from({ length: 12_001 }, (_, i) =>
      entry(
        i % 97 === 0 ? "" : `https://${i % 7 === 0 ? "b" : "a"}.ru/${i}`,
        i % 5 === 0 ? undefined : `2024-01-01T00:00${zones[i % 3]}`,
      ),
    );
    const tasks: (() => void)[] = [];
    warmEntryListStats([urls], (task) => {
      tasks.push(task);
      return () => {};
    });
    let moments = 0;
    while (tasks.length > 0) {
      tasks.shift()?.();
      moments += 1;
    }
    // three slices, then one moment that finds nothing left
    expect(moments).toBe(4);
    const warmed = getEntryListStats(urls);
    const once = getEntryListStats([...urls]);
    expect(warmed).not.toBe(once);
    expect(warmed).toEqual(once);
    // 124 blank locs (every 97th), b.ru every 7th but those (1,715 - 18), a.ru the rest, first at 1
    expect([...warmed.origins]).toEqual([
      ["https://a.ru", 10_180],
      ["https://b.ru", 1_697],
    ]);
    expect(warmed.skipped).toBe(124);
  });
});
