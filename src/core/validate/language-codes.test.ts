import { describe, expect, it } from "vitest";
import {
  getHreflangFault,
  isIso639Code,
  isIso3166Alpha2,
  isIso6391Language,
  isIso15924Script,
  suggestHreflangCode,
} from "./language-codes";

describe("language and country codes", () => {
  it("knows ISO 639-1 languages from the IANA registry, any case", () => {
    expect(["en", "DE", "zh", "be"].map(isIso6391Language)).toEqual([true, true, true, true]);
    expect(["eng", "e", "zz", "us", ""].map(isIso6391Language)).toEqual([false, false, false, false, false]);
  });

  it("knows ISO 15924 scripts", () => {
    expect(["Latn", "hant", "CYRL"].map(isIso15924Script)).toEqual([true, true, true]);
    expect(["Latx", "Lat", "1234"].map(isIso15924Script)).toEqual([false, false, false]);
  });

  it("knows ISO 3166-1 alpha-2 countries only", () => {
    expect(["GB", "ch", "US"].map(isIso3166Alpha2)).toEqual([true, true, true]);
    expect(["UK", "EU", "GBR", "826", "419"].map(isIso3166Alpha2)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("accepts ISO 639 codes of 2 or 3 letters (639-1, 639-2 B and T, 639-3)", () => {
    expect(["en", "rus", "fre", "fra", "ger", "deu", "fil", "yue"].map(isIso639Code)).toEqual(
      Array(8).fill(true),
    );
    expect(["en-US", "e", "qqq", "english", "zh-cn"].map(isIso639Code)).toEqual(Array(5).fill(false));
  });

  it("says why an hreflang code is wrong", () => {
    expect(getHreflangFault("en-UK")).toContain("GB");
    expect(getHreflangFault("US")).toContain("is a region");
    expect(getHreflangFault("en-Latx")).toContain("ISO 15924");
    expect(getHreflangFault("en-GB-x")).toContain("more parts");
    expect(getHreflangFault("")).toBe("it is empty");
    expect(getHreflangFault("x-default")).toBe("");
  });
});

describe("suggestHreflangCode", () => {
  it("suggests the language for a country written as one, GB for UK, - for _", () => {
    const cases = ["ua", "by", "ua-UA", "kz", "en-UK", "en_US", "EN_uk", "jp", "zh_cn"];
    expect(cases.map(suggestHreflangCode)).toEqual([
      "uk",
      "be",
      "uk-UA",
      "kk",
      "en-GB",
      "en-US",
      "EN-gb",
      "ja",
      "zh-cn",
    ]);
  });

  it("suggests the two-letter code for a three-letter ISO 639-2 one (BCP 47 takes the shortest)", () => {
    expect(["rus", "eng", "ukr-UA", "kaz_KZ", "ger", "deu-AT"].map(suggestHreflangCode)).toEqual([
      "ru",
      "en",
      "uk-UA",
      "kk-KZ",
      "de",
      "de-AT",
    ]);
    // a three-letter code no two-letter one replaces is not guessed at
    expect(suggestHreflangCode("xyz")).toBeUndefined();
  });

  it("suggests nothing for a valid code, nor for a mistake with no likely meaning", () => {
    for (const value of ["uk", "be", "se", "en-GB", "x-default", "zz", "en-XX", ""])
      expect(suggestHreflangCode(value), value).toBeUndefined();
  });
});
