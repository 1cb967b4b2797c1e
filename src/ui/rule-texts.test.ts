import { describe, expect, it } from "vitest";
import { type Problem, RULES } from "@/core/index";
import { getProblemText, getRuleExplanation } from "./messages";
import { RULE_TEXTS_EN } from "./rule-texts";

/** Every rule code the catalogue or the text table knows. */
const CODES = [...new Set([...RULES.map((rule) => rule.code), ...Object.keys(RULE_TEXTS_EN)])];

/**
 * Signs of a broken sentence: a leftover placeholder or bracket, doubled or leading space, a space before
 * punctuation, and a word that cannot end a phrase ("than.", "uses;", "under,") left by a dropped param.
 */
const BROKEN = [
  /\{\w+\}/,
  /[[\]]/,
  /^\s|\s$/,
  /\s{2}/,
  /\s[.,;:](\s|$)/,
  /\b(a|an|the|as|at|by|of|than|under|uses|has|drop|in|to|with|from|between)[.,;:]/i,
  /\bas instead\b/,
  /\bhas (characters|entries|bytes)[.,;:]/,
  /\b(of|under|uses|drop) (are|is|instead)\b/,
];

/** The params a template names, each given a sample value (a number for counts and lengths). */
function sampleParams(code: string): Record<string, string | number> {
  const template = RULE_TEXTS_EN[code]?.[1] ?? "";
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return Object.fromEntries(
    names.map((name) => [name, /count|length|bytes|offset|line|column/.test(name) ? 2049 : `v-${name}`]),
  );
}

function expectSentence(text: string, code: string): void {
  for (const sign of BROKEN) expect(text, `${code}: ${text}`).not.toMatch(sign);
  expect(text, code).toMatch(/^[A-Z0-9“<a-z]/);
  expect(text, code).toMatch(/[.)]$/);
}

describe("rule texts", () => {
  it("reads as a whole sentence without params (a rule group's header)", () => {
    for (const code of CODES) expectSentence(getRuleExplanation(code), code);
  });

  it("reads as a whole sentence with every param it names (a single problem)", () => {
    for (const code of CODES) expectSentence(getRuleExplanation(code, sampleParams(code)), code);
  });

  it("says the limits in the group header and the counts in a single problem", () => {
    expect(getRuleExplanation("loc.too-long")).toBe("The URL is longer than the limit of 2,048 characters.");
    expect(getRuleExplanation("loc.too-long", { length: 2100 })).toBe(
      "The URL has 2,100 characters; the limit is 2,048.",
    );
    expect(getRuleExplanation("file.not-utf8")).toBe("The file is not UTF-8. Export writes UTF-8.");
    expect(getRuleExplanation("file.not-utf8", { encoding: "windows-1251" })).toBe(
      "The file is encoded as windows-1251, not UTF-8. Export writes UTF-8.",
    );
    expect(getRuleExplanation("file.too-many-urls")).toBe(
      "The file has more than 50,000 entries, the limit per file. Export splits it.",
    );
    expect(getRuleExplanation("file.too-many-urls", { count: 60000 })).toBe(
      "The file has 60,000 entries; the limit is 50,000 per file. Export splits it.",
    );
    // the group's header says what to do; each problem says where
    expect(getRuleExplanation("loc.outside-scope")).toMatch(
      /^The URL is not under the folder of the sitemap file\. .*robots\.txt/,
    );
    expect(getRuleExplanation("loc.outside-scope", { scope: "/maps/" })).toBe(
      "The URL is not under /maps/, the folder of the sitemap file.",
    );
    expect(getRuleExplanation("lastmod.future")).toBe(
      "The value is in the future. Write when the page (in a sitemap index, the sitemap) last changed.",
    );
    expect(getRuleExplanation("loc.scheme", { value: "ftp://a.b/", scheme: "ftp" })).toBe(
      "“ftp://a.b/” uses ftp:; only http and https are allowed.",
    );
    // xml.malformed: the file's syntax, or a character XML forbids found in a value by the checks
    expect(getRuleExplanation("xml.malformed")).toBe(
      "The XML is not well-formed, or a value holds a character XML 1.0 does not allow. Entries that could be read were kept.",
    );
    expect(getRuleExplanation("xml.malformed", { detail: "unclosed <url>" })).toBe(
      "The XML is not well-formed: unclosed <url>. Entries that could be read were kept.",
    );
    expect(getRuleExplanation("xml.malformed", { element: "news:title", char: "U+000B" })).toBe(
      "news:title holds the control character U+000B, which XML 1.0 does not allow: in a file, a parser stops reading at it. Export writes the text without it.",
    );
    expect(getRuleExplanation("video.required-missing", { notUrl: "content_loc", value: "None" })).toBe(
      "A video needs thumbnail_loc, title, description and content_loc or player_loc; <video:content_loc> holds “None”, which is not an absolute URL.",
    );
    // a TXT line written without its scheme: the URL it was meant as, to add
    expect(
      getRuleExplanation("txt.not-a-url", { value: "www.shop.ru/b", suggestion: "https://www.shop.ru/b" }),
    ).toBe(
      "“www.shop.ru/b” is not an absolute URL, so the line was skipped: its scheme is missing; as a URL it reads https://www.shop.ru/b, to add with Add URL.",
    );
    expect(getRuleExplanation("txt.not-a-url", { value: "/c" })).toBe(
      "“/c” is not an absolute URL, so the line was skipped.",
    );
    // an empty robots.txt Sitemap line is said to be empty, not "the URL is not absolute"
    const emptyLine: Problem = {
      code: "robots.sitemap-invalid",
      severity: "error",
      message: "",
      file: "robots.txt",
      params: { value: "" },
    };
    expect(getProblemText(emptyLine)).toBe("The “Sitemap:” line has no URL after it.");
    expect(getRuleExplanation("yandex.value-too-long", { bytes: 122, element: "priority" })).toBe(
      "The value of priority has 122 bytes; Yandex allows 100.",
    );
    // in robots.txt, Yandex too wants the line encoded
    expect(
      getRuleExplanation("loc.non-ascii", {
        value: "https://магазин.рф/s.xml",
        punycode: "xn--80aairftm.xn--p1ai",
        robots: "Sitemap",
      }),
    ).toContain("in robots.txt Yandex requires that too (its help forbids Cyrillic in a “Sitemap:” line)");
    expect(getRuleExplanation("loc.non-ascii", { value: "https://магазин.рф/a" })).toContain(
      "Yandex also accepts them as they are",
    );
    // an entity the reader met keeps its own text; the group's header covers text typed with &amp; too
    expect(getRuleExplanation("xml.undefined-entity", { value: "&rsquo;" })).toBe(
      "The entity &rsquo; is not defined in XML (HTML entities like &nbsp; are not). Write the character itself instead: the Fix does.",
    );
    expect(getRuleExplanation("xml.undefined-entity")).toContain("or one written as text (&amp;amp;)");
    // an allow-list of no country
    expect(getRuleExplanation("video.restriction-invalid", { value: "", empty: "allow" })).toBe(
      '<video:restriction relationship="allow"> lists no country: an allow-list of none keeps the video out of every country. Write the countries, or remove the element.',
    );
    // limits say how far over they are; a group's header says the rule in general
    expect(getRuleExplanation("video.description-too-long", { length: 2099, limit: 2048 })).toBe(
      "The description is 2,099 characters long; the limit is 2,048.",
    );
    expect(getRuleExplanation("video.too-many-tags", { value: 35, limit: 32 })).toBe(
      "The video has 35 tags; Google reads at most 32.",
    );
    expect(getRuleExplanation("video.too-many-tags")).toBe("More than 32 tags in one video.");
    // a publication name written beside news:publication: said so, before the file's usual one
    expect(
      getRuleExplanation("news.required-missing", {
        element: "news:name",
        misplaced: "Газета",
        suggested: "Другая",
      }),
    ).toBe(
      "News needs publication name, language, publication_date and title; <news:name> is missing. It is written beside <news:publication> (“Газета”), not in it.",
    );
    // Google's retired video namespace: the text names the one Google reads
    expect(
      getRuleExplanation("ext.unknown-namespace", {
        value: "http://www.google.com/schemas/sitemap-video/1.0",
        google: "http://www.google.com/schemas/sitemap-video/1.1",
      }),
    ).toBe(
      "Elements of http://www.google.com/schemas/sitemap-video/1.0 are kept as they are on export. Google reads its extension only in http://www.google.com/schemas/sitemap-video/1.1: declare that namespace for these to be read and checked.",
    );
    // a duplicate names the first copy's line when known, else its entry
    expect(getRuleExplanation("loc.duplicate", { value: "https://a.ru/", other: 9, otherLine: 14 })).toBe(
      "“https://a.ru/” appears more than once (also on line 14 of the file).",
    );
    expect(getRuleExplanation("loc.duplicate", { value: "https://a.ru/", other: 9 })).toBe(
      "“https://a.ru/” appears more than once (also entry 9).",
    );
    // a URL in another file names that file, and the line there when known
    expect(
      getRuleExplanation("set.url-in-several-files", {
        value: "https://a.ru/",
        otherFile: "a.xml",
        otherLine: 7,
      }),
    ).toBe("“https://a.ru/” appears in more than one file (also in a.xml, line 7).");
    expect(
      getRuleExplanation("set.url-in-several-files", { value: "https://a.ru/", otherFile: "a.xml" }),
    ).toBe("“https://a.ru/” appears in more than one file (also in a.xml).");
    // Google and Bing switched off: they are not the reason given
    const yandexOnly = getRuleExplanation("loc.non-ascii", { value: "https://магазин.рф/a", yandexOnly: 1 });
    expect(yandexOnly).toContain(
      "wants them percent-encoded; Yandex accepts them as they are, other crawlers and tools expect them encoded.",
    );
    expect(yandexOnly).not.toContain("Google");
    // Yandex switched off: its "unknown tag" is not the reason given
    expect(getRuleExplanation("xml.unknown-element", { value: "foo" })).toBe(
      "The element <foo> is not defined here. Yandex reports it.",
    );
    expect(getRuleExplanation("xml.unknown-element", { value: "foo", yandexOff: 1 })).toBe(
      "The element <foo> is not defined here.",
    );
    // the group's header, no params: the rule in general
    expect(getRuleExplanation("robots.sitemap-invalid")).toBe("The URL is not an absolute http(s) URL.");
    expect(getRuleExplanation("robots.sitemap-invalid", { value: "/sitemap.xml" })).toBe(
      "“/sitemap.xml” is not an absolute http(s) URL.",
    );
    // a robots.txt is not exported: saved as UTF-8 where it is made, not "Export writes UTF-8"
    expect(getRuleExplanation("file.not-utf8", { encoding: "windows-1251", robots: "robots.txt" })).toBe(
      "The file is encoded as windows-1251, not UTF-8. Engines read robots.txt as UTF-8, and export does not write it: save it as UTF-8 where it is made.",
    );
    expect(getRuleExplanation("file.not-utf8", { encoding: "windows-1251" })).toBe(
      "The file is encoded as windows-1251, not UTF-8. Export writes UTF-8.",
    );
    // no return link to add: the other page gives the code to another URL, said instead of the Fix
    expect(
      getRuleExplanation("hreflang.not-reciprocal", {
        value: "https://e.ru/ru/",
        hreflang: "ru",
        takenCode: "en",
        takenBy: "https://e.ru/en/",
      }),
    ).toBe(
      "“https://e.ru/ru/”, listed as ru, does not link back to this page: it gives en to “https://e.ru/en/” instead, so a return link under that code would clash and Fix is not offered. Decide which URL is the en version and correct the link on one of the two pages.",
    );
    // a tab in a URL is dropped, not encoded: by browsers and by the fix
    const unencoded = (value: string): Problem => ({
      code: "loc.unencoded-chars",
      severity: "error",
      message: "",
      file: "a.xml",
      params: { value, offset: 14 },
    });
    expect(getProblemText(unencoded("https://a.ru/x\ty"))).toBe(
      "“https://a.ru/x\ty” has a tab, which a URL cannot hold: browsers drop it, and so does the Fix.",
    );
    expect(getProblemText(unencoded("https://a.ru/x y"))).toMatch(
      /^“https:\/\/a\.ru\/x y” has a character that must be percent-encoded: a space\./,
    );
    const reference = { element: "news:title", char: "U+000B", reference: "&#11;" };
    expect(getRuleExplanation("xml.malformed", reference)).toBe(
      "news:title holds &#11;, a reference to the control character U+000B, which XML 1.0 does not allow: in a file, a parser stops reading at it, and export would write it as text. Delete it: the Fix does.",
    );
    // the reader's own fault, on its field: the reference it found
    expect(
      getRuleExplanation("xml.malformed", {
        detail: "invalid character reference &#11;",
        reference: "&#11;",
      }),
    ).toBe(
      "The text holds &#11;, a reference to a control character XML 1.0 does not allow: a parser stops reading the file at it, and export would write it as text. Delete it: the Fix does.",
    );
  });
});
