import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import type { Alternate, Engine, Problem, SitemapFile, UrlEntry } from "../model/types";
import { checkSitemaps } from "./check-sitemaps";

const NOW = new Date("2026-11-29T12:00:00Z");
const url = (lang: string) => `https://www.example.com/${lang}/`;
const links = (...langs: string[]): Alternate[] => langs.map((lang) => ({ hreflang: lang, href: url(lang) }));
const page = (lang: string, alternates: Alternate[]): UrlEntry =>
  makeUrlEntry({ loc: url(lang), alternates });

/** The hreflang problems of `files`. */
function hreflangProblems(files: SitemapFile[], engines?: Engine[]): Problem[] {
  return checkSitemaps(files, { now: NOW, engines }).filter((p) => p.code.startsWith("hreflang."));
}
const codesOf = (urls: UrlEntry[], engines?: Engine[]) =>
  hreflangProblems([makeSitemapFile({ urls })], engines).map((p) => p.code);

describe("hreflang on one entry", () => {
  it("accepts a complete group of pages that list each other and themselves", () => {
    const all = links("en", "de", "de-ch");
    expect(codesOf([page("en", all), page("de", all), page("de-ch", all)])).toEqual([]);
  });

  it("takes an href written with lower-case percent-encodings for the page whose loc has them in upper case", () => {
    const ru = "https://www.example.com/%D0%BA%D0%BE%D1%82";
    const en = "https://www.example.com/en/cat";
    const written = [
      { hreflang: "ru", href: "https://www.example.com/%d0%ba%d0%be%d1%82" },
      { hreflang: "en", href: en },
    ];
    const urls = [
      makeUrlEntry({ loc: ru, alternates: written }),
      makeUrlEntry({ loc: en, alternates: written }),
    ];
    expect(codesOf(urls)).toEqual([]);
  });

  it.each(["en", "EN-gb", "zh-Hant", "zh-Hant-TW", "sr-Latn-RS", "x-default", "X-Default"])(
    "accepts %s",
    (code) => {
      const all = [{ hreflang: code, href: url("en") }];
      expect(codesOf([page("en", all)])).toEqual([]);
    },
  );

  it.each(["en-UK", "US", "eng", "en_US", "en-Latx", "en-US-x", "fil", "es-419", ""])(
    "reports %j",
    (code) => {
      const all = [{ hreflang: code, href: url("en") }];
      expect(codesOf([page("en", all)])).toEqual(["hreflang.invalid-code"]);
    },
  );

  it("names GB in the message for en-UK", () => {
    const [problem] = hreflangProblems([
      makeSitemapFile({ urls: [page("en", [{ hreflang: "en-UK", href: url("en") }])] }),
    ]);
    expect(problem).toMatchObject({ field: "alternates[0].hreflang", params: { value: "en-UK" } });
    expect(problem.message).toContain("GB");
  });

  it.each(["", "/de/", "android-app://com.example/de"])("reports the href %j", (href) => {
    const problems = hreflangProblems([
      makeSitemapFile({ urls: [page("en", [...links("en"), { hreflang: "de", href }])] }),
    ]);
    expect(problems.map((p) => [p.code, p.field])).toEqual([["hreflang.href-invalid", "alternates[1].href"]]);
  });

  it("reports an empty href at any link, also in a fresh session's first check", async () => {
    // a fresh module: no href checked before (the cache of hrefs found valid is empty)
    vi.resetModules();
    const fresh = await import("./check-sitemaps");
    for (let at = 0; at < 9; at++) {
      const alternates = links("en", "de", "fr", "it", "es", "pt", "nl", "pl", "sv");
      alternates[at] = { ...alternates[at], href: "" };
      const problems = fresh
        .checkSitemaps([makeSitemapFile({ urls: [page("en", alternates)] })], { now: NOW })
        .filter((p) => p.code === "hreflang.href-invalid");
      expect(problems.map((p) => p.field)).toEqual([`alternates[${at}].href`]);
    }
  });

  it("reports an absolute href with characters that must be percent-encoded, not the page's own loc twice", () => {
    const fr = "https://www.example.com/fr/chaise en chêne";
    const alternates = [...links("en"), { hreflang: "fr", href: fr }];
    const problems = hreflangProblems([makeSitemapFile({ urls: [page("en", alternates)] })]);
    const invalid = problems.filter((p) => p.code === "hreflang.href-invalid");
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({
      field: "alternates[1].href",
      params: { value: fr, offset: fr.indexOf(" ") },
    });
    // the page's own link with its loc's fault: the loc's loc.unencoded-chars tells it, and its fix encodes both
    const own = "https://www.example.com/a b/";
    const self = makeUrlEntry({ loc: own, alternates: [{ hreflang: "en", href: own }] });
    expect(codesOf([self])).not.toContain("hreflang.href-invalid");
  });

  it("reports a code listed twice with different hrefs, not twice with the same", () => {
    const twice = [...links("en", "de"), { hreflang: "DE", href: "https://www.example.com/de2/" }];
    expect(codesOf([page("en", twice)])).toContain("hreflang.duplicate-code");
    const same = [...links("en", "de"), { hreflang: "de", href: "https://WWW.example.com/de/" }];
    expect(codesOf([page("en", same), page("de", links("en", "de"))])).toEqual([]);
  });
});

describe("hreflang across entries and files", () => {
  it("reports a page whose alternates lack itself, with the code others give it", () => {
    const problems = hreflangProblems([
      makeSitemapFile({ urls: [page("en", links("de")), page("de", links("en", "de"))] }),
    ]);
    const missing = problems.find((p) => p.code === "hreflang.missing-self");
    expect(missing).toMatchObject({ entry: 0, field: "alternates", params: { selfHreflang: "en" } });
  });

  it("says a relative href that is the page itself once, as invalid, not also that the page lacks itself", () => {
    const entry = makeUrlEntry({
      loc: "https://магазин.рф/каталог/стулья",
      alternates: [
        { hreflang: "ru", href: "/каталог/стулья" },
        { hreflang: "en", href: "https://магазин.рф/en/chairs" },
      ],
    });
    const problems = checkSitemaps([makeSitemapFile({ urls: [entry] })]).filter((p) =>
      p.code.startsWith("hreflang."),
    );
    // (the English page is not in the file: a fault of its own)
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ["hreflang.href-invalid", "alternates[0].href"],
      ["hreflang.target-not-listed", "alternates[1].href"],
    ]);
    // another page's relative href is no self link: the page still lacks itself
    const other = makeUrlEntry({ ...entry, alternates: [{ hreflang: "ru", href: "/каталог/столы" }] });
    expect(
      checkSitemaps([makeSitemapFile({ urls: [other] })])
        .map((p) => p.code)
        .filter((code) => code.startsWith("hreflang.")),
    ).toEqual(["hreflang.href-invalid", "hreflang.missing-self"]);
  });

  it("does not report missing-self for an entry without alternates", () => {
    expect(codesOf([makeUrlEntry({ loc: url("en") })])).toEqual([]);
  });

  it("reports A listing B when B is loaded and does not list A, across files", () => {
    const a = makeSitemapFile({ name: "en.xml", urls: [page("en", links("en", "de"))] });
    const b = makeSitemapFile({ name: "de.xml", urls: [page("de", links("de"))] });
    const problems = hreflangProblems([a, b]);
    expect(problems.map((p) => [p.code, p.file, p.field])).toEqual([
      ["hreflang.not-reciprocal", "en.xml", "alternates[1].href"],
    ]);
    expect(problems[0].params).toMatchObject({ otherFile: "de.xml", otherEntry: 0 });
  });

  it("says which URL the other page gives this page's code to, when that is why no return link fits", () => {
    // a new English page links the Russian one, which keeps its own English version under "en"
    const fresh = "https://www.example.com/en/new/";
    const added = makeUrlEntry({
      loc: fresh,
      alternates: [
        { hreflang: "en", href: fresh },
        { hreflang: "ru", href: url("ru") },
      ],
    });
    const urls = [added, page("ru", links("en", "ru")), page("en", links("en", "ru"))];
    const problems = hreflangProblems([makeSitemapFile({ urls })]).filter(
      (p) => p.code === "hreflang.not-reciprocal",
    );
    expect(problems.map((p) => [p.entry, p.field])).toEqual([[0, "alternates[1].href"]]);
    expect(problems[0].params).toMatchObject({ takenCode: "en", takenBy: url("en") });
    expect(problems[0].params?.returnHreflang).toBeUndefined();
    // a page whose code is free gets the code to add instead, and no conflict
    const plain = hreflangProblems([
      makeSitemapFile({ urls: [page("en", links("en", "de")), page("de", links("de"))] }),
    ]);
    expect(plain[0].params).toMatchObject({ returnHreflang: "en" });
    expect(plain[0].params?.takenCode).toBeUndefined();
  });

  it("reports an alternate that is in no loaded file as info only", () => {
    const problems = hreflangProblems([makeSitemapFile({ urls: [page("en", links("en", "fr"))] })]);
    expect(problems.map((p) => [p.code, p.severity])).toEqual([["hreflang.target-not-listed", "info"]]);
  });

  it("reports the page whose set differs from the one most of its group lists", () => {
    const all = links("en", "de", "fr");
    const urls = [
      page("en", all),
      page("de", all),
      page("fr", [...all, { hreflang: "x-default", href: url("en") }]),
    ];
    const problems = hreflangProblems([makeSitemapFile({ urls })]);
    expect(problems.map((p) => [p.code, p.entry])).toEqual([["hreflang.set-mismatch", 2]]);
    expect(problems[0].params?.adds).toBe("x-default: https://www.example.com/en/");
  });

  it("takes no set as right when two sets have as many pages, whatever the order of the pages", () => {
    const pair = links("en", "ru");
    const withDefault = [...pair, { hreflang: "x-default", href: url("en") }];
    for (const urls of [
      [page("en", pair), page("ru", withDefault)],
      [page("ru", withDefault), page("en", pair)],
    ]) {
      const found = hreflangProblems([makeSitemapFile({ urls })]).filter(
        (p) => p.code === "hreflang.set-mismatch",
      );
      // both pages are told their sets differ, neither is told what it lacks or adds
      expect(
        found.map((p) => [p.entry, p.params?.lacks, p.params?.adds, p.params?.addable, p.params?.sets]),
      ).toEqual([
        [0, undefined, undefined, undefined, 2],
        [1, undefined, undefined, undefined, 2],
      ]);
    }
  });

  it("leaves an alternate still being written (empty code or href) out of the set comparison", () => {
    const all = links("en", "de", "fr");
    const urls = [
      page("en", all),
      page("de", all),
      // "Add alternate" in the detail pane: an empty row, then its code typed
      page("fr", [...all, { hreflang: "", href: "" }, { hreflang: "uk", href: "" }]),
    ];
    const problems = hreflangProblems([makeSitemapFile({ urls })]);
    // it read "this page lacks : ." on the others and "it adds : , uk: " on this one
    expect(problems.filter((p) => p.code === "hreflang.set-mismatch")).toEqual([]);
  });

  it("leaves an alternate with an invalid code out of the sets: it is hreflang.invalid-code, one fault", () => {
    const set = (uk: string) => [...links("en", "ru"), { hreflang: uk, href: url("uk") }];
    // two pages write Ukrainian as "ua", one as "uk": the right one was told to add "ua"
    const urls = [page("en", set("ua")), page("ru", set("ua")), page("uk", set("uk"))];
    const problems = hreflangProblems([makeSitemapFile({ urls })]);
    expect(problems.filter((p) => p.code === "hreflang.set-mismatch")).toEqual([]);
    expect(problems.filter((p) => p.code === "hreflang.invalid-code").map((p) => p.entry)).toEqual([0, 1]);
    // fixed, "uk" counts again: all three list the same set
    const fixed = [page("en", set("uk")), page("ru", set("uk")), page("uk", set("uk"))];
    expect(codesOf(fixed)).toEqual([]);
  });

  it("compares sets whatever the order and the case of codes", () => {
    const urls = [
      page("en", links("en", "de")),
      page("de", [...links("de"), { hreflang: "EN", href: url("en") }]),
    ];
    expect(codesOf(urls)).toEqual([]);
  });

  it("is a Google rule set: off with engines [yandex]", () => {
    expect(codesOf([page("en", [{ hreflang: "en-UK", href: "" }, ...links("de")])], ["yandex"])).toEqual([]);
  });

  it("checks 50,000 pages with 3 alternates each in one pass", () => {
    const langs = ["en", "de", "fr"];
    const urls = Array.from({ length: 49_998 }, (_, i) => {
      const group = Math.floor(i / 3);
      const href = (lang: string) => `https://www.example.com/${lang}/p${group}`;
      return makeUrlEntry({
        loc: href(langs[i % 3]),
        alternates: langs.map((l) => ({ hreflang: l, href: href(l) })),
      });
    });
    expect(codesOf(urls)).toEqual([]);
  });
});

describe("hreflang.duplicate-code ignores case as toLowerCase does", () => {
  it("reports the links a Map by lower-cased code would", () => {
    const codes = [
      "en",
      "EN",
      "eN",
      "de",
      "De-AT",
      "de-at",
      "@",
      "`",
      "[",
      "{",
      "\u0130",
      "i\u0307",
      "I",
      "i",
    ];
    const alternate = fc.record({
      hreflang: fc.constantFrom(...codes),
      href: fc.constantFrom(url("a"), url("b")),
    });
    fc.assert(
      fc.property(fc.array(alternate, { minLength: 2, maxLength: 5 }), (alternates) => {
        const seen = new Map<string, number>();
        const expected: string[] = [];
        alternates.forEach(({ hreflang, href }, i) => {
          const first = seen.get(hreflang.toLowerCase());
          if (first === undefined) seen.set(hreflang.toLowerCase(), i);
          else if (alternates[first].href !== href) expected.push(`alternates[${i}].hreflang`);
        });
        const fields = checkSitemaps([makeSitemapFile({ urls: [page("a", alternates)] })], { now: NOW })
          .filter((p) => p.code === "hreflang.duplicate-code")
          .map((p) => p.field);
        expect(fields).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("hreflang checks one after another", () => {
  it("give the same answer for a set checked before and after other sets (kept arrays leave nothing behind)", () => {
    // a big set with every kind of fault, a small clean one, a mid-sized one with other faults
    const big = makeSitemapFile({
      urls: Array.from({ length: 300 }, (_, i) => {
        const langs = ["en", "de", "fr"];
        const lang = langs[i % 3];
        const alternates = i % 7 === 0 ? links("en", "de") : links(...langs);
        return makeUrlEntry({ loc: `https://www.example.com/${lang}/${Math.floor(i / 3)}`, alternates });
      }),
    });
    const small = makeSitemapFile({ urls: [page("en", links("en", "de")), page("de", links("en", "de"))] });
    const mid = makeSitemapFile({
      urls: Array.from({ length: 40 }, (_, i) => page(`x${i}`, links("en", `de-${i}`))),
    });
    const first = hreflangProblems([big]);
    expect(first.length).toBeGreaterThan(100);
    expect(hreflangProblems([small])).toEqual([]);
    const midProblems = hreflangProblems([mid]);
    expect(midProblems.length).toBeGreaterThan(0);
    expect(hreflangProblems([big])).toEqual(first);
    expect(hreflangProblems([small])).toEqual([]);
    expect(hreflangProblems([mid])).toEqual(midProblems);
  });
});
