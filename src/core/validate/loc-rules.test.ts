import { describe, expect, it } from "vitest";
import type { CheckOptions } from "@/core/validate/check-context";
import { makeSitemapFile, makeSitemapRef, makeUrlEntry } from "@/test/factories";
import type { SitemapFile, UrlEntry } from "../model/types";
import { getLocOrigin } from "../serialize/write-sitemap-index";
import { createCheckContext } from "./check-context";
import { checkSitemaps } from "./check-sitemaps";
import { checkSitemapRef, checkUrlEntry } from "./entry-checks";

const NOW = new Date("2026-11-29T12:00:00Z");
const BASE = "https://www.example.com/";

/** Codes `checkUrlEntry` gives for one entry with `loc`, in a file at `https://www.example.com/sitemap.xml`. */
function codesFor(loc: string, file: Partial<SitemapFile> = {}, options: CheckOptions = {}): string[] {
  const entry = makeUrlEntry({ loc });
  const ctx = createCheckContext(makeSitemapFile({ urls: [entry], ...file }), { now: NOW, ...options });
  return checkUrlEntry(entry, 0, ctx).map((p) => p.code);
}

describe("loc presence and syntax", () => {
  it("reports an empty loc as loc.missing only", () => {
    expect(codesFor("")).toEqual(["loc.missing"]);
  });

  it("reports relative references as loc.relative", () => {
    expect(codesFor("/some/long/page")).toEqual(["loc.relative"]);
    expect(codesFor("page-with-a-long-name.html")).toEqual(["loc.relative"]);
    expect(codesFor("//www.example.com/page")).toEqual(["loc.relative"]);
  });

  it("reports a full URL behind an invisible character as loc.invalid, naming the character, not as relative", () => {
    for (const [prefix, name] of [
      ["\ufeff", "U+FEFF"],
      ["\u00a0", "U+00A0"],
      ["\u200b\u200b", "U+200B U+200B"],
    ]) {
      const entry = makeUrlEntry({ loc: `${prefix}https://www.example.com/page` });
      const ctx = createCheckContext(makeSitemapFile({ urls: [entry] }), { now: NOW });
      const problems = checkUrlEntry(entry, 0, ctx);
      expect(
        problems.map((p) => p.code),
        name,
      ).toContain("loc.invalid");
      expect(
        problems.map((p) => p.code),
        name,
      ).not.toContain("loc.relative");
      const invalid = problems.find((p) => p.code === "loc.invalid");
      expect(invalid?.params?.invisible).toBe(name);
      expect(invalid?.message).toContain(`invisible character (${name})`);
    }
    // no scheme behind it: still a relative reference
    expect(codesFor("\ufeff/some/long/page")).toContain("loc.relative");
  });

  it("says when a raw Cyrillic loc would be over 2,048 characters once encoded", () => {
    const loc = `https://www.example.com/${"товар/".repeat(150)}`;
    const file = makeSitemapFile({ urls: [makeUrlEntry({ loc })], location: undefined });
    const problem = checkSitemaps([file]).find((p) => p.code === "loc.non-ascii");
    expect(loc.length).toBe(924);
    expect(problem?.params).toMatchObject({ encodedLength: 24 + 150 * 31, limit: 2048 });
    // a short one: no length params
    const short = makeSitemapFile({ urls: [makeUrlEntry({ loc: "https://www.example.com/товар" })] });
    expect(
      checkSitemaps([short]).find((p) => p.code === "loc.non-ascii")?.params?.encodedLength,
    ).toBeUndefined();
  });

  it('blames no host for the "�" of misread bytes: the file\'s encoding problem says it', () => {
    // windows-1251 "магазин.рф" read as UTF-8
    const codes = codesFor("https://\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD.\uFFFD\uFFFD/catalog");
    expect(codes).not.toContain("loc.bad-host");
    expect(codes).not.toContain("loc.invalid");
  });

  it("says a short relative reference is relative, not also too short (one fault, one code)", () => {
    expect(codesFor("sitemap.xml")).toEqual(["loc.relative"]);
    expect(codesFor("/a")).toEqual(["loc.relative"]);
    // an absolute URL under 12 characters is too short
    expect(codesFor("http://a.co")).toContain("loc.too-short");
  });

  it("reports schemes other than http and https as loc.scheme", () => {
    expect(codesFor("ftp://www.example.com/file")).toEqual(["loc.scheme"]);
    expect(codesFor("mailto:someone@example.com")).toEqual(["loc.scheme"]);
    expect(codesFor("HTTPS://www.example.com/page")).toEqual([]);
  });

  it("reports an absolute URL the parser refuses as loc.invalid", () => {
    // a space in the host is that fault alone (encoding would not mend it); one in the path is said too
    expect(codesFor("https://www.exa mple.com/")).toEqual(["loc.invalid"]);
    expect(codesFor("http://example.com&><'\"/")).toEqual(["loc.invalid"]);
    expect(codesFor("https://www.exa mple.com/a b")).toEqual(["loc.invalid"]);
    expect(codesFor("https://www.example.com:99999/a b")).toEqual(["loc.unencoded-chars", "loc.invalid"]);
    expect(codesFor("https://[www.example.com]/")).toEqual(["loc.invalid"]);
    expect(codesFor("https:www.example.com/page")).toEqual(["loc.invalid"]);
  });

  it("takes no unusable host as the file's reference, and a bad host is not also another host", () => {
    const locs = ["https://example..com/a", "https://exa mple.com/b", "https://example.com/zzzz"];
    const file = makeSitemapFile({ location: undefined, urls: locs.map((loc) => makeUrlEntry({ loc })) });
    const problems = checkSitemaps([file], { now: NOW });
    expect(problems.map((p) => [p.code, p.entry])).toEqual([
      ["loc.bad-host", 0],
      ["loc.invalid", 1],
    ]);
    // labels that start or end with "-", or are over 63 characters, are no reference either
    for (const bad of ["https://-bad-.com", `https://${"a".repeat(64)}.com`]) {
      const urls = [`${bad}/1`, `${bad}/2`, "https://example.com/c"].map((loc) => makeUrlEntry({ loc }));
      const codes = checkSitemaps([makeSitemapFile({ location: undefined, urls })], { now: NOW }).map(
        (p) => p.code,
      );
      expect(codes, bad).not.toContain("loc.other-host");
    }
    expect(getLocOrigin("https://example..com/a")).toBeUndefined();
    expect(getLocOrigin("HTTPS://Example.com:443/a")).toBe("https://example.com");
    // and the message's grammar when the reference is the entries' most common host
    const other = makeSitemapFile({
      location: undefined,
      urls: ["https://a.com/1", "https://a.com/2", "http://a.com/3"].map((loc) => makeUrlEntry({ loc })),
    });
    expect(checkSitemaps([other], { now: NOW }).map((p) => p.message)).toEqual([
      'loc "http://a.com/3" uses http, but most entries of the file use https',
    ]);
  });

  it("names the characters a refused host has, and only for a host at fault", () => {
    const paramsOf = (loc: string) =>
      checkSitemaps([makeSitemapFile({ urls: [makeUrlEntry({ loc })] })], { now: NOW }).find(
        (p) => p.code === "loc.invalid",
      )?.params;
    expect(paramsOf("http://example.com&><'\"/")).toEqual({
      value: "http://example.com&><'\"/",
      host: "example.com&><'\"",
      hostChars: "& > < ' \"",
    });
    expect(paramsOf("https://www.exa mple.com/")).toMatchObject({ hostChars: "space" });
    // brackets of an IPv6 literal, and "https:host" without "//", are not about host characters
    expect(paramsOf("https://[www.example.com]/")).toEqual({ value: "https://[www.example.com]/" });
    expect(paramsOf("https:www.example.com/page")).toEqual({ value: "https:www.example.com/page" });
  });

  it("reports the length limits at their boundaries", () => {
    const at = (length: number) => BASE + "a".repeat(length - BASE.length);
    expect(codesFor(at(2_048))).toEqual([]);
    expect(codesFor(at(2_049))).toEqual(["loc.too-long"]);
    expect(codesFor("http://a.com")).toEqual(["loc.other-host"]);
    expect(codesFor("http://a.co", { location: undefined })).toEqual(["loc.too-short"]);
  });
});

describe("loc characters", () => {
  it.each([
    ["https://www.example.com/a b", "loc.unencoded-chars"],
    ['https://www.example.com/"q"', "loc.unencoded-chars"],
    ["https://www.example.com/a|b", "loc.unencoded-chars"],
    ["https://www.example.com/{x}", "loc.unencoded-chars"],
    ["https://www.example.com/a\tb", "loc.unencoded-chars"],
    ["https://www.example.com/%zz", "loc.bad-percent-encoding"],
    ["https://www.example.com/100%", "loc.bad-percent-encoding"],
    ["https://www.example.com/a%00", "loc.encoded-control"],
    ["https://www.example.com/a%1F", "loc.encoded-control"],
    ["https://www.example.com/a%7f", "loc.encoded-control"],
    ["https://www.example.com/%C3%28", "loc.encoded-invalid-utf8"],
    ["https://www.example.com/%C3", "loc.encoded-invalid-utf8"],
    ["https://www.example.com/%E0%80%80", "loc.encoded-invalid-utf8"],
    ["https://www.example.com/%252F", "loc.double-encoded"],
    ["https://www.example.com/проверка/", "loc.non-ascii"],
  ])("reports %j as %s only", (loc, code) => {
    expect(codesFor(loc)).toEqual([code]);
  });

  it.each([
    "https://www.example.com/%D0%BF%D1%80%D0%BE",
    "https://www.example.com/%F0%9F%98%80",
    "https://www.example.com/a%20b%2F",
    "https://www.example.com/100%25",
    "https://www.example.com/%25zz",
    "https://www.example.com/search?q=a&b=c",
  ])("accepts %j", (loc) => {
    expect(codesFor(loc)).toEqual([]);
  });

  it("names the offending character in params", () => {
    const entry = makeUrlEntry({ loc: "https://www.example.com/a^b" });
    const ctx = createCheckContext(makeSitemapFile({ urls: [entry] }));
    const [problem] = checkUrlEntry(entry, 0, ctx);
    expect(problem).toMatchObject({ code: "loc.unencoded-chars", entry: 0, field: "loc" });
    expect(problem.params).toMatchObject({ value: entry.loc, char: '"^"', offset: 25 });
  });
});

describe("loc parts", () => {
  it("reports user info as loc.credentials", () => {
    expect(codesFor("https://user:secret@www.example.com/")).toEqual(["loc.credentials"]);
    expect(codesFor("https://www.example.com/@name")).toEqual([]);
  });

  it("reports a fragment as loc.fragment (Google)", () => {
    expect(codesFor("https://www.example.com/page#top")).toEqual(["loc.fragment"]);
    expect(codesFor("https://www.example.com/page#top", {}, { engines: ["yandex"] })).toEqual([]);
  });

  it("quotes a Cyrillic fragment as written, not %-encoded", () => {
    const entry = makeUrlEntry({ loc: "https://www.example.com/новости/#раздел" });
    const ctx = createCheckContext(makeSitemapFile({ urls: [entry] }), { now: NOW });
    const problem = checkUrlEntry(entry, 0, ctx).find((p) => p.code === "loc.fragment");
    expect(problem?.params?.fragment).toBe("#раздел");
  });

  it("reports hosts DNS cannot have as loc.bad-host", () => {
    const label = (n: number) => "a".repeat(n);
    expect(codesFor(`https://${label(63)}.com/`, { location: undefined })).toEqual([]);
    expect(codesFor(`https://${label(64)}.com/`, { location: undefined })).toEqual(["loc.bad-host"]);
    const name = (last: number) => `${label(63)}.${label(63)}.${label(63)}.${label(last)}`;
    expect(name(61).length).toBe(253);
    expect(codesFor(`https://${name(61)}/`, { location: undefined })).toEqual([]);
    expect(codesFor(`https://${name(61)}./`, { location: undefined })).toEqual([]);
    expect(codesFor(`https://${name(62)}/`, { location: undefined })).toEqual(["loc.bad-host"]);
    expect(codesFor("https://a..example.com/", { location: undefined })).toEqual(["loc.bad-host"]);
    expect(codesFor("https://-a.example.com/", { location: undefined })).toEqual(["loc.bad-host"]);
    expect(codesFor("https://xn--a.example.com/", { location: undefined })).toEqual(["loc.bad-host"]);
  });

  it("accepts punycode and IP hosts; a raw Unicode host is loc.non-ascii", () => {
    const location = "https://xn--e1afmkfd.xn--p1ai/sitemap.xml";
    expect(codesFor("https://xn--e1afmkfd.xn--p1ai/reviews/index.php?act=id&msgid=1", { location })).toEqual(
      [],
    );
    expect(codesFor("https://пример.рф/reviews/", { location })).toEqual(["loc.non-ascii"]);
  });

  it("names the punycode host when the non-ASCII character is in the host, not in the path", () => {
    const paramsFor = (loc: string) => {
      const entry = makeUrlEntry({ loc });
      const ctx = createCheckContext(makeSitemapFile({ urls: [entry], location: undefined }), { now: NOW });
      return checkUrlEntry(entry, 0, ctx).find((p) => p.code === "loc.non-ascii")?.params;
    };
    expect(paramsFor("https://пример.рф/книги")).toMatchObject({
      char: "п",
      punycode: "xn--e1afmkfd.xn--p1ai",
    });
    expect(paramsFor("https://example.com/книги")).not.toHaveProperty("punycode");
    expect(paramsFor("https://example.com/a?q=пример.рф")).not.toHaveProperty("punycode");
    expect(codesFor("https://192.168.0.1/page", { location: undefined })).toEqual([]);
    expect(codesFor("https://[::1]/page", { location: undefined })).toEqual([]);
  });
});

describe("loc place against the file's location", () => {
  it("compares WHATWG-parsed hosts: case and default port do not matter", () => {
    expect(codesFor("https://WWW.Example.com:443/media/sitemap.xml")).toEqual([]);
    expect(codesFor("https://www.example.com:8443/page")).toEqual(["loc.other-host"]);
  });

  it("reports another host, else another scheme, else a path outside the directory", () => {
    const location = "https://www.example.com/shop/sitemap.xml";
    expect(codesFor("http://video.example.com/x", { location })).toEqual(["loc.other-host"]);
    expect(codesFor("http://www.example.com/shop/x", { location })).toEqual(["loc.other-scheme"]);
    expect(codesFor("https://www.example.com/blog/x", { location })).toEqual(["loc.outside-scope"]);
    expect(codesFor("https://www.example.com/shop", { location })).toEqual(["loc.outside-scope"]);
    expect(codesFor("https://www.example.com/shop/x/y", { location })).toEqual([]);
  });

  it("skips place checks for a loc that is not an absolute http(s) URL", () => {
    expect(codesFor("/elsewhere/page.html")).toEqual(["loc.relative"]);
  });

  it("uses the most common scheme and host without a location, and no scope", () => {
    const urls: UrlEntry[] = [
      makeUrlEntry({ loc: "https://www.example.com/a/1" }),
      makeUrlEntry({ loc: "https://www.example.com/b/2" }),
      makeUrlEntry({ loc: "http://www.example.com/c" }),
      makeUrlEntry({ loc: "https://video.example.com/d" }),
    ];
    const ctx = createCheckContext(makeSitemapFile({ location: undefined, urls }));
    expect(ctx.reference).toEqual({
      protocol: "https:",
      host: "www.example.com",
      from: "common",
      origin: "https://www.example.com",
    });
    expect(urls.map((u, i) => checkUrlEntry(u, i, ctx).map((p) => p.code))).toEqual([
      [],
      [],
      ["loc.other-scheme"],
      ["loc.other-host"],
    ]);
  });

  it("gives index children index.child-outside-scope, never loc.outside-scope", () => {
    const ref = makeSitemapRef({ loc: "https://www.example.com/other/sitemap-1.xml" });
    const file = makeSitemapFile({
      format: "sitemapindex",
      location: "https://www.example.com/maps/index.xml",
      urls: [],
      sitemaps: [ref],
    });
    const codes = checkSitemapRef(ref, 0, createCheckContext(file)).map((p) => p.code);
    expect(codes).toEqual(["index.child-outside-scope"]);
  });

  it("lets robots.txt Sitemap: lines point to any host", () => {
    const ref = makeSitemapRef({ loc: "https://cdn.example.net/sitemap.xml" });
    const file = makeSitemapFile({
      format: "robots",
      location: "https://www.example.com/robots.txt",
      urls: [],
      sitemaps: [ref],
    });
    expect(checkSitemapRef(ref, 0, createCheckContext(file))).toEqual([]);
  });
});
