import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toReadableUrl } from "@/core/index";
import { makeUrlEntry } from "@/test/factories";
import { matchesText } from "./row-search";

describe("matchesText", () => {
  const cyrillic = makeUrlEntry({ loc: "https://магазин.рф/каталог/" });
  const encoded = makeUrlEntry({
    loc: "https://xn--80aairftm.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/",
  });

  it("finds a URL in either form by a word as it reads", () => {
    expect(matchesText(cyrillic, "каталог")).toBe(true);
    expect(matchesText(encoded, "каталог")).toBe(true);
    expect(matchesText(encoded, "магазин.рф")).toBe(true);
  });

  it("finds a URL written in Cyrillic by its punycode host or percent-encoding, as Search Console shows it", () => {
    expect(matchesText(cyrillic, "xn--80aairftm")).toBe(true);
    expect(matchesText(cyrillic, "%d0%ba%d0%b0")).toBe(true);
    expect(matchesText(encoded, "xn--80aairftm")).toBe(true);
    // not every URL with a % or xn--
    expect(matchesText(cyrillic, "xn--e1afmkfd")).toBe(false);
    expect(matchesText(makeUrlEntry({ loc: "https://e.com/a" }), "%d0")).toBe(false);
  });

  it("finds by a Cyrillic word exactly what the decoded URL holds, whatever the case, encoding or broken runs", () => {
    // the definition: the URL as it reads (toReadableUrl), lower case, holds the word
    const reads = (loc: string, needle: string) => (toReadableUrl(loc) ?? loc).toLowerCase().includes(needle);
    const pieces = [
      "о",
      "О",
      "б",
      "ё",
      "Ё",
      "%D0%BE",
      "%d0%be",
      "%D0%9E",
      "%D0%B1",
      "%D1%91",
      "%D0",
      "%FF",
      "%C2%A0",
      "%20",
      "/",
      "-",
      "a",
      "рф",
      ".",
    ];
    const hosts = [
      "https://xn--80aairftm.xn--p1ai/",
      "https://XN--80AAIRFTM.XN--P1AI/",
      "https://магазин.рф/",
      "https://shop.example/",
      "http://xn--p1ai.xn--e1afmkfd.xn--p1ai/",
    ];
    const needles = ["о", "об", "ёб", "о-б", "рф/о", "магазин.рф/", "о о", "ф/"];
    fc.assert(
      fc.property(
        fc.constantFrom(...hosts),
        fc.array(fc.constantFrom(...pieces), { maxLength: 12 }),
        fc.constantFrom(...needles),
        (host, path, needle) => {
          const loc = host + path.join("");
          expect(matchesText(makeUrlEntry({ loc }), needle)).toBe(reads(loc, needle));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("finds a Cyrillic host written as punycode in upper case, as the table shows it", () => {
    const upper = makeUrlEntry({ loc: "https://XN--80AAIRFTM.XN--P1AI/%D0%BA%D0%B0%D1%82/upper" });
    expect(matchesText(upper, "магазин")).toBe(true);
    expect(matchesText(upper, "рф/кат")).toBe(true);
    expect(matchesText(makeUrlEntry({ loc: "https://XN--80AAIRFTM.XN--P1AI/upper" }), "магазин")).toBe(true);
  });

  it("finds a word in a run of encoded bytes that is not UTF-8 only where it reads so", () => {
    // %FF breaks the run: the whole run stays encoded when shown, the word is not there to read
    const broken = makeUrlEntry({ loc: "https://shop.example/%D0%BE%D0%B1%FF" });
    expect(matchesText(broken, "об")).toBe(false);
    const later = makeUrlEntry({ loc: "https://shop.example/%D0%BE%D0%B1%FF/%D0%BE%D0%B1" });
    expect(matchesText(later, "об")).toBe(true);
    expect(
      matchesText(makeUrlEntry({ loc: "https://shop.example/%D0%9E%D0%91%D0%A3%D0%92%D0%AC" }), "обувь"),
    ).toBe(true);
  });

  it("finds a value whatever the case of its letters, the first one included, as case folding does", () => {
    const entry = makeUrlEntry({
      loc: "https://shop.example/Catalog/",
      changefreq: "Weekly",
      images: [{ loc: "https://shop.example/a.jpg", caption: "ſtraße im KATALOG", title: "Kelvin: \u212a" }],
    });
    expect(matchesText(entry, "catalog/")).toBe(true);
    expect(matchesText(entry, "weekly")).toBe(true);
    // the long s and the Kelvin sign fold to s and k: a first letter found in any of its forms
    expect(matchesText(entry, "straße")).toBe(true);
    expect(matchesText(entry, "katalog")).toBe(true);
    expect(matchesText(entry, "kelvin: k")).toBe(true);
    expect(matchesText(makeUrlEntry({ loc: "https://e.example/\u212aa" }), "ka")).toBe(true);
    expect(matchesText(entry, "monthly")).toBe(false);
  });

  it("finds a URL written in Cyrillic by any part of the form a URL writes it in, as the encoded one", () => {
    const raw = makeUrlEntry({ loc: "https://магазин.рф/кот" });
    const encoded = makeUrlEntry({ loc: "https://xn--80aairftm.xn--p1ai/%D0%BF%D1%91%D1%81" });
    // it was the encoded URL alone for these, both for `xn--` and `%D0`: typing on found more
    for (const needle of ["xn", "xn-", "xn--", "80aairftm", "p1ai", "d0", "%d0"])
      expect([needle, matchesText(raw, needle), matchesText(encoded, needle)]).toEqual([needle, true, true]);
    expect(matchesText(raw, "%d1%91")).toBe(false);
    expect(matchesText(encoded, "%d1%91")).toBe(true);
  });

  it("reads an escape a match starts or ends inside of whole, as the URL reads", () => {
    // the URL reads …/оо: `о%d0%` matched `о%d0%` of `о%d0%be`, and the cut `%d0` read as written
    const entry = makeUrlEntry({ loc: "https://xn--p1ai.xn--e1afmkfd.xn--p1ai/о%d0%be" });
    expect(matchesText(entry, "о%d0%")).toBe(false);
    expect(matchesText(entry, "о%d0")).toBe(false);
    expect(matchesText(entry, "оо")).toBe(true);
    expect(matchesText(makeUrlEntry({ loc: "https://a.example/%d0%be%25d0" }), "о%25d0")).toBe(true);
  });
});
