import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasLoneSurrogate } from "@/workers/packed-text";
import { getNameTail, getUrlLead, getUrlTail } from "./file-name-text";
import {
  fitDateTime,
  fitNameCut,
  fitMiddleCut as fitParts,
  type MeasureText,
  MIN_HEAD_SHARE,
  showParts,
} from "./text-fit";

/** The text `fitMiddleCut` shows. */
const fitMiddleCut = (text: string, tail: string, width: number, measure: MeasureText, lead = 0) => {
  const parts = fitParts(text, tail, width, measure, lead);
  return parts && showParts(text, parts);
};

/** A monospace font of 7 px per UTF-16 code unit, "…" as wide as any. */
const mono = (text: string) => 7 * text.length;
/** A proportional one: narrow `i`, `l`, `/` and `.`, wide capitals. */
const proportional = (text: string) => {
  let width = 0;
  for (const char of text) width += /[il/.:]/.test(char) ? 3.5 : /[A-Z]/.test(char) ? 9.25 : 7;
  return width;
};

describe("fitNameCut", () => {
  const shown = (name: string, width: number) => {
    const parts = fitNameCut(name, getNameTail(name) as string, width, mono);
    return parts && showParts(name, parts);
  };

  it("keeps a name whole when it fits, else cuts its start right against the tail", () => {
    expect(shown("example-sitemap.xml", 7 * 19 + 1)).toBe("example-sitemap.xml");
    expect(shown("example-sitemap.xml", 7 * 15 + 1)).toBe("ex…-sitemap.xml");
    expect(shown("products-category-electronics.xml.gz", 7 * 12 + 1)).toBe("prod….xml.gz");
  });

  it("keeps one character and cuts the tail at its end when even the tail is too wide", () => {
    expect(shown("sitemap-electronics.xml", 7 * 12 + 1)).toBe("s…-electron…");
    expect(shown("sitemap-electronics.xml", 7 * 3 + 1)).toBe("s…");
    expect(shown("sitemap-electronics.xml", 7)).toBeUndefined();
    // a start of one or two characters stays whole
    expect(shown("c1-excel.xml", 7 * 10 + 1)).toBe("c1-excel.…");
  });

  it("keeps a copy's number and ending in sight when its last word does not fit", () => {
    // "r…-1251 (…" read as the original "r…-1251.…" beside it
    expect(shown("ru-shop-1251 (2).xml", 7 * 10 + 1)).toBe("r… (2).xml");
    expect(shown("ru-shop-1251 (2).xml", 7 * 13 + 1)).toBe("r…-1… (2).xml");
    expect(shown("ru-shop-1251 (2).xml", 7 * 15 + 1)).toBe("r…-1251 (2).xml");
    expect(shown("ru-shop-1251.xml", 7 * 10 + 1)).toBe("r…-1251.x…");
  });

  it("keeps a folder, or its last word, so two clients' parts of one name read apart", () => {
    // "client-a/sitemap-1.xml" and "client-b/sitemap-1.xml" both read "client…-1.xml" before
    expect(shown("client-a/sitemap-1.xml", 7 * 16 + 1)).toBe("client-a/…-1.xml");
    expect(shown("client-b/sitemap-1.xml", 7 * 16 + 1)).toBe("client-b/…-1.xml");
    expect(shown("client-b/sitemap-1.xml", 7 * 19 + 1)).toBe("client-b/sit…-1.xml");
    expect(shown("client-b/sitemap-1.xml", 7 * 22 + 1)).toBe("client-b/sitemap-1.xml");
    // the folder too wide: its first character and last word
    expect(shown("agency-client-b/sitemap-1.xml.gz", 7 * 15 + 1)).toBe("a…-b/…-1.xml.gz");
    // narrower still: the folder's word stays, the tail is cut at its end
    expect(shown("client-a/sitemap-products.xml", 7 * 13 + 1)).toBe("c…-a/…-produ…");
    // no word to keep: cut as a name
    expect(shown("clientb/sitemap-1.xml", 7 * 12 + 1)).toBe("clien…-1.xml");
  });

  it("never shows more than the width, and always the name's first character", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,12}-[a-z]{2,10}\.xml(\.gz)?$/),
        fc.integer({ min: 1, max: 400 }),
        (name, width) => {
          const parts = fitNameCut(name, getNameTail(name) as string, width, mono);
          if (parts === undefined) return;
          const text = showParts(name, parts);
          expect(mono(text)).toBeLessThanOrEqual(width);
          expect(text[0]).toBe(name[0]);
        },
      ),
    );
  });
});

describe("fitMiddleCut", () => {
  it("keeps a text that fits whole, and cuts the start of one that does not right before its tail", () => {
    const url = "https://www.example.com/a/page";
    expect(fitMiddleCut(url, "/page", 400, mono)).toBe(url);
    expect(fitMiddleCut(url, "/page", 100, mono)).toBe("https://…/page");
    // one pixel short of a character more
    expect(fitMiddleCut(url, "/page", 7 * 15 + 0.4, mono)).toBe("https://…/page");
    expect(fitMiddleCut(url, "/page", 7 * 15 + 0.6, mono)).toBe("https://w…/page");
  });

  it("ends no cut start with a dot or a hyphen right before the …, which read as a typo", () => {
    const url = "https://www.globalnews-shop.com/a";
    // room for "https://www.globalnews-shop." and "…/a": the dot goes
    expect(fitMiddleCut(url, "/a", 7 * 31 + 0.6, mono)).toBe("https://www.globalnews-shop…/a");
    expect(fitMiddleCut(url, "/a", 7 * 32 + 0.6, mono)).toBe("https://www.globalnews-shop.c…/a");
    // room for "https://www.globalnews-": the hyphen goes
    expect(fitMiddleCut(url, "/a", 7 * 26 + 0.6, mono)).toBe("https://www.globalnews…/a");
    // a slash stays ("https://…")
    expect(fitMiddleCut("https://www.example.com/a/page", "/page", 100, mono)).toBe("https://…/page");
  });

  it("keeps a quarter of the width for the start when the tail is long, and cuts the tail's start instead", () => {
    const url = "http://example.com/webapps/Unincorporated/Land/";
    const tail = getUrlTail(url) as string;
    expect(tail).toBe("/Unincorporated/Land/");
    // 140 px: 35 px for the start ("http…"), 14 characters (98 px) of the tail's end
    expect(fitMiddleCut(url, tail, 140, mono)).toBe("http…rporated/Land/");
  });

  it("keeps a locale at the start of a long tail, so a page's language versions read apart", () => {
    const urls = ["en", "de", "fr"].map((lang) => `https://www.example.com/${lang}/catalog/книги/item-0`);
    const shown = urls.map((url) => {
      const tail = getUrlTail(url) as string;
      expect(getUrlLead(tail)).toBe(4);
      return fitMiddleCut(url, tail, 140, mono, getUrlLead(tail));
    });
    // 140 px: "http…" (a quarter), the locale and "…" (70 px), then the 9 characters of the end that fit
    expect(shown).toEqual(["http…/en/…ги/item-0", "http…/de/…ги/item-0", "http…/fr/…ги/item-0"]);
    // without the lead, all three read alike
    const tail = getUrlTail(urls[0]) as string;
    expect(fitMiddleCut(urls[0], tail, 140, mono)).toBe("http…g/книги/item-0");
    expect(fitMiddleCut(urls[1], tail.replace("/en/", "/de/"), 140, mono)).toBe("http…g/книги/item-0");
    expect(getUrlLead("/catalog/item-0")).toBe(0);
  });

  it("keeps the path's end before a query and the query's start, where rows differ, not its shared end", () => {
    const urls = [0, 1, 12].map(
      (n) =>
        `https://shop.example.com/catalog/category/subcategory/a-really-very-long-product-name-slug-${n}?color=red&size=xl&utm_source=feed`,
    );
    const shown = urls.map((url) => fitMiddleCut(url, getUrlTail(url) as string, 208, mono) as string);
    // 208 px: 29 characters; the three used to read "https…=xl&utm_source=feed" alike
    expect(shown).toEqual([
      "https:…-name-slug-0?color=re…",
      "https:…-name-slug-1?color=re…",
      "https:…name-slug-12?color=re…",
    ]);
    for (const text of shown) expect(mono(text)).toBeLessThanOrEqual(208);
    // rows that differ in the query's first parameter read apart by it, the end they share cut
    const vacation = [73, 74].map(
      (n) => `http://www.gz.example/catalog?item=${n}&desc=vacation_newfoundland`,
    );
    expect(vacation.map((url) => fitMiddleCut(url, getUrlTail(url) as string, 160, mono))).toEqual([
      "http…/catalog?item=73…",
      "http…/catalog?item=74…",
    ]);
    const items = [73, 74].map((n) => `https://www.example.com/catalog/search-results-page?item=${n}`);
    expect(items.map((url) => fitMiddleCut(url, getUrlTail(url) as string, 180, mono))).toEqual([
      "https…sults-page?item=73",
      "https…sults-page?item=74",
    ]);
  });

  it('cuts by offsets, not by a "…" the URL itself holds', () => {
    const url = `https://e.ru/…/${"i/".repeat(30)}${"W".repeat(20)}`;
    const tail = getUrlTail(url) as string;
    const parts = fitParts(url, tail, 300, mono) as number[];
    // the parts are the URL's own characters: its "…" is in the first one, the cut's between them
    expect(parts[0]).toBe(0);
    expect(url.slice(parts[0], parts[1])).toContain("…");
    expect(url.slice(parts[2])).toBe(url.slice(url.length - (parts[3] - parts[2])));
    expect(mono(showParts(url, parts))).toBeLessThanOrEqual(300);
  });

  it("is undefined when the text does not end with the tail or nothing fits", () => {
    expect(fitMiddleCut("https://a.example/x", "/y", 50, mono)).toBeUndefined();
    expect(fitMiddleCut("https://a.example/x", "/x", 0, mono)).toBeUndefined();
    expect(fitMiddleCut("https://a.example/x", "/x", 10, mono)).toBeUndefined();
  });

  it("never splits a surrogate pair", () => {
    const url = "https://example.com/😀😀😀😀😀😀/page";
    for (let width = 60; width < 300; width += 7) {
      const shown = fitMiddleCut(url, "/page", width, mono);
      expect(shown === undefined || !hasLoneSurrogate(shown)).toBe(true);
    }
    const start = "https://example.com/";
    const long = `${start}p/${"😀".repeat(30)}`;
    const shown = fitMiddleCut(long, getUrlTail(long) as string, 160, mono) as string;
    expect(hasLoneSurrogate(shown)).toBe(false);
    expect(shown.endsWith("😀")).toBe(true);
  });

  it("gives the widest cut that fits: its start, its end, and one character more of either would not fit", () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,14}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 40, max: 500 }),
        fc.constantFrom(mono, proportional),
        (segments, width, measure) => {
          const url = `https://www.example.com/${segments.join("/")}`;
          const tail = getUrlTail(url);
          if (!tail) return;
          const shown = fitMiddleCut(url, tail, width, measure);
          if (shown === undefined) return;
          expect(measure(shown)).toBeLessThanOrEqual(width);
          if (shown === url) return;
          const cut = shown.indexOf("…");
          const start = shown.slice(0, cut);
          const end = shown.slice(cut + 1);
          expect(url.startsWith(start)).toBe(true);
          expect(url.endsWith(end)).toBe(true);
          const head = url.slice(0, url.length - tail.length);
          // a start never ends with a dot or hyphen before the "…": the widest start is these kept plus any
          // such separators after them
          expect(/[.-]$/.test(start) && start.length > 1).toBe(false);
          let widest = start.length;
          while (widest < head.length && (head[widest] === "." || head[widest] === "-")) widest++;
          if (end === tail) {
            // a character more of the start would not fit
            if (widest < head.length)
              expect(measure(`${head.slice(0, widest + 1)}…${tail}`)).toBeGreaterThan(width - 0.5);
          } else {
            // the tail gave way: the start holds its share, and a character more of the tail would not fit
            expect(measure(`${start}…`)).toBeLessThanOrEqual(Math.max(width * MIN_HEAD_SHARE, measure("…")));
            expect(measure(`${start}…${tail.slice(tail.length - end.length - 1)}`)).toBeGreaterThan(
              width - 0.5,
            );
          }
        },
      ),
    );
  });
});

describe("fitDateTime", () => {
  const value = "2025-03-01T10:00:00+03:00";
  const shown = (width: number) => {
    const parts = fitDateTime(value, 10, 19, width, mono);
    return parts && showParts(value, parts);
  };

  it("keeps the date and the timezone, cutting the time first, and gives up when not even those fit", () => {
    expect(shown(7 * 25 + 1)).toBe(value);
    expect(shown(7 * 20 + 1)).toBe("2025-03-01T10…+03:00");
    expect(shown(7 * 17 + 1)).toBe("2025-03-01…+03:00");
    expect(shown(7 * 16 + 1)).toBeUndefined();
  });

  it("leaves no separator before the cut: no `:…` or `.…`", () => {
    expect(shown(7 * 21 + 1)).toBe("2025-03-01T10…+03:00");
    const bitrix = "2026-11-30T18:22:41.000+03:00";
    const parts = fitDateTime(bitrix, 10, 23, 7 * 27 + 1, mono);
    expect(parts && showParts(bitrix, parts)).toBe("2026-11-30T18:22:41…+03:00");
  });
});
