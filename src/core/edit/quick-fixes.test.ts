import { describe, expect, it } from "vitest";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { encodeSingleByte } from "../../test/single-byte";
import { createProblem } from "../model/problem";
import type { Problem, UrlEntry } from "../model/types";
import { readSitemapFile } from "../parse/read-sitemap-file";
import { createCheckSession } from "../validate/check-session";
import { checkSitemaps } from "../validate/check-sitemaps";
import { suggestNewsLanguage } from "../validate/language-codes";
import type { RuleCode } from "../validate/rule-catalogue";
import { applyQuickFixes } from "./quick-fix-batch";
import { getQuickFix, hasQuickFix } from "./quick-fixes";

/** A problem of `code` on entry 0 of sitemap.xml. */
const problemOf = (code: RuleCode, field?: string, params?: Record<string, string | number>): Problem =>
  createProblem(code, "sitemap.xml", "test", { entry: 0, field, params });

/** Applies the fix of `problem` to `entry`, checking the input is left as it was. */
function fix(problem: Problem, entry: UrlEntry): { id: string; label: string; after: UrlEntry } | undefined {
  const before = structuredClone(entry);
  const quick = getQuickFix(problem, entry);
  if (!quick) return undefined;
  const after = quick.apply(entry);
  expect(entry).toEqual(before);
  expect(after).not.toBe(entry);
  return { id: quick.id, label: quick.label, after };
}

describe("getQuickFix: a URL behind an invisible character", () => {
  it("deletes the characters before the scheme, for the loc.invalid that names them only", () => {
    const entry = makeUrlEntry({ loc: "\ufeff\u00a0https://www.example.com/a" });
    const [problem] = checkSitemaps([makeSitemapFile({ urls: [entry] })]).filter(
      (p) => p.code === "loc.invalid",
    );
    expect(hasQuickFix("loc.invalid")).toBe(true);
    const fixed = fix(problem, entry);
    expect(fixed?.id).toBe("loc.drop-invisible");
    expect(fixed?.after.loc).toBe("https://www.example.com/a");
    expect(checkSitemaps([makeSitemapFile({ urls: [fixed?.after as UrlEntry] })])).toEqual([]);
    // nor is it encoded (the encoding of U+FEFF before the scheme made a relative URL of it)
    const nonAscii = checkSitemaps([makeSitemapFile({ urls: [entry] })]).find(
      (p) => p.code === "loc.non-ascii",
    );
    if (nonAscii) expect(getQuickFix(nonAscii, entry)).toBeUndefined();
    expect(getQuickFix(problemOf("loc.non-ascii", "loc"), entry)).toBeUndefined();
    // another loc.invalid has no fix
    expect(
      getQuickFix(problemOf("loc.invalid", "loc"), makeUrlEntry({ loc: "https://www.exa mple.com/" })),
    ).toBeUndefined();
  });
});

describe("getQuickFix: letters that look like misread Cyrillic", () => {
  it("offers no encoding of a loc read in a declared West European code page over Cyrillic bytes", () => {
    const xml = (encoding: string) =>
      `<?xml version="1.0" encoding="${encoding}"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.ru/каталог/книги</loc></url></urlset>`;
    const misread = readSitemapFile("a.xml", encodeSingleByte(xml("ISO-8859-1"), "windows-1251"));
    const problem = checkSitemaps([misread]).find((p) => p.code === "loc.non-ascii") as Problem;
    expect(misread.urls[0].loc).toBe("https://example.ru/êàòàëîã/êíèãè");
    expect(problem.params?.misread).toBe("windows-1251");
    // encoded, "êàòàëîã" would be written for good: the file must be read right instead
    expect(getQuickFix(problem, misread.urls[0])).toBeUndefined();
    // nor through a space beside them (`loc.unencoded-chars`)
    const spaced = readSitemapFile(
      "b.xml",
      encodeSingleByte(xml("ISO-8859-1").replace("книги", "мой товар"), "windows-1251"),
    );
    const unencoded = checkSitemaps([spaced]).find((p) => p.code === "loc.unencoded-chars") as Problem;
    expect(unencoded.params?.misread).toBe("windows-1251");
    expect(getQuickFix(unencoded, spaced.urls[0])).toBeUndefined();
    // read right (declared windows-1251), the same URL gets its fix
    const right = readSitemapFile("a.xml", encodeSingleByte(xml("windows-1251"), "windows-1251"));
    const fixable = checkSitemaps([right]).find((p) => p.code === "loc.non-ascii") as Problem;
    expect(fixable.params?.misread).toBeUndefined();
    expect(fix(fixable, right.urls[0])?.after.loc).toBe(
      "https://example.ru/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8",
    );
  });
});

describe("getQuickFix: a relative loc", () => {
  const location = "https://example.com/blog/feed.rss";
  const problemsOf = (locs: string[], where?: string) =>
    checkSitemaps([
      makeSitemapFile({ location: where, urls: locs.map((loc) => makeUrlEntry({ loc })) }),
    ]).filter((p) => p.code === "loc.relative");

  it("writes it in full against the file's location, as a browser resolves a link", () => {
    const locs = ["/relative/p3", "e1", "//www.example.com/page", "../up?q=1#top"];
    const problems = problemsOf(locs, location);
    expect(problems.map((p) => p.params?.base)).toEqual(locs.map(() => location));
    const after = problems.map((p) => fix(p, makeUrlEntry({ loc: locs[p.entry ?? 0] }))?.after.loc);
    expect(after).toEqual([
      "https://example.com/relative/p3",
      "https://example.com/blog/e1",
      "https://www.example.com/page",
      "https://example.com/up?q=1#top",
    ]);
    expect(fix(problems[0], makeUrlEntry({ loc: locs[0] }))?.id).toBe("loc.resolve-relative");
  });

  it("makes up no URL of words typed into a URL cell or of an entity a DOCTYPE defines", () => {
    const locs = ["Contact us page", "&a;", "/ok"];
    const problems = problemsOf(locs, location);
    expect(problems).toHaveLength(3);
    const fixes = problems.map((p) => fix(p, makeUrlEntry({ loc: locs[p.entry ?? 0] }))?.after.loc);
    expect(fixes).toEqual([undefined, undefined, "https://example.com/ok"]);
  });

  it("writes a relative loc typed in Cyrillic in full in Cyrillic, against a Cyrillic location", () => {
    const locs = ["/доставка", "/catalog"];
    const problems = problemsOf(locs, "https://магазин.рф/sitemap.xml");
    const after = problems.map((p) => fix(p, makeUrlEntry({ loc: locs[p.entry ?? 0] }))?.after.loc);
    // it was https://xn--80aairftm.xn--p1ai/%D0%B4%D0%BE… beside the file's https://магазин.рф/… URLs;
    // an ASCII value stays as the parser writes the location
    expect(after).toEqual(["https://магазин.рф/доставка", "https://xn--80aairftm.xn--p1ai/catalog"]);
  });

  it("adds the scheme to a URL written host first, instead of resolving it as a path", () => {
    const locs = [
      "example.com/novaya",
      "www.example.com/a?b=1",
      "www.other.ru/x",
      "page.html",
      "index.php/about",
    ];
    const problems = problemsOf(locs, location);
    expect(problems.map((p) => p.params?.schemeless)).toEqual([
      "https://example.com/novaya",
      "https://www.example.com/a?b=1",
      "https://www.other.ru/x",
      undefined,
      undefined,
    ]);
    const after = problems.map((p) => fix(p, makeUrlEntry({ loc: locs[p.entry ?? 0] }))?.after.loc);
    expect(after).toEqual([
      "https://example.com/novaya",
      "https://www.example.com/a?b=1",
      "https://www.other.ru/x",
      "https://example.com/blog/page.html",
      "https://example.com/blog/index.php/about",
    ]);
    expect(fix(problems[0], makeUrlEntry({ loc: locs[0] }))?.id).toBe("loc.add-scheme");
    // a Cyrillic host as the reference holds it in punycode; a host with its port, read as no scheme
    const idn = "https://xn--80aairftm.xn--p1ai/idn.xml";
    const [cyrillic, port] = problemsOf(["магазин.рф/товар", "магазин.рф:8080/x"], idn);
    expect([cyrillic.params?.schemeless, port.params?.schemeless]).toEqual([
      "https://магазин.рф/товар",
      "https://магазин.рф:8080/x",
    ]);
    expect(fix(cyrillic, makeUrlEntry({ loc: "магазин.рф/товар" }))?.after.loc).toBe(
      "https://магазин.рф/товар",
    );
    expect(problemsOf(["shop.example.ru:8080/x"]).map((p) => p.code)).toEqual(["loc.relative"]);
    // without a location, the host most of the file's URLs have is the reference
    const [plain] = problemsOf(["https://shop.example.ru/a", "shop.example.ru/b"]);
    expect(plain.params?.schemeless).toBe("https://shop.example.ru/b");
  });

  it("is not offered without a location, nor for a base that gives no http(s) URL", () => {
    expect(hasQuickFix("loc.relative")).toBe(true);
    const [unplaced] = problemsOf(["/relative/p3"]);
    expect(unplaced.params?.base).toBeUndefined();
    expect(getQuickFix(unplaced, makeUrlEntry({ loc: "/relative/p3" }))).toBeUndefined();
    const ftp = problemOf("loc.relative", "loc", { value: "/a", base: "ftp://example.com/" });
    expect(getQuickFix(ftp, makeUrlEntry({ loc: "/a" }))).toBeUndefined();
    // a query or a fragment alone would resolve to the sitemap file's own URL
    for (const loc of ["?q=1", "#top", "  ?page=2 "]) {
      const [alone] = problemsOf([loc], location);
      expect(alone.params?.base, loc).toBe(location);
      expect(getQuickFix(alone, makeUrlEntry({ loc })), loc).toBeUndefined();
    }
  });

  it("fixes every relative loc of the file in one batch, leaving the full ones", () => {
    const file = makeSitemapFile({
      location,
      urls: ["/a", "https://example.com/b", "c"].map((loc) => makeUrlEntry({ loc })),
    });
    const problems = checkSitemaps([file]);
    const { files, changed } = applyQuickFixes([file], problems, "loc.relative");
    expect(files[0].urls.map((u) => u.loc)).toEqual([
      "https://example.com/a",
      "https://example.com/b",
      "https://example.com/blog/c",
    ]);
    expect(changed.map((c) => c.entry)).toEqual([0, 2]);
    expect(checkSitemaps(files).filter((p) => p.code === "loc.relative")).toEqual([]);
  });
});

describe("getQuickFix: encoding the entry's URLs", () => {
  const alternate = (hreflang: string, href: string) => ({ hreflang, href });
  const entry: UrlEntry = {
    loc: "https://пример.рф/ру",
    alternates: [
      alternate("ru", "https://пример.рф/ру"),
      alternate("en", "https://example.com/en"),
      alternate("x-default", "not a url {x}"),
    ],
    images: [{ loc: "https://пример.рф/фото 1.jpg", title: "Фото" }, { loc: "https://example.com/a.jpg" }],
    videos: [
      {
        thumbnail_loc: "https://пример.рф/видео/кадр.jpg",
        title: "Пробки",
        description: "Пробки утром",
        content_loc: "https://example.com/v.mp4",
        player_loc: "https://пример.рф/плеер",
      },
    ],
  };

  it.each(["loc.non-ascii", "loc.unencoded-chars"] as const)(
    "%s encodes the hreflang and image URLs with the loc",
    (code) => {
      const quick = getQuickFix(problemOf(code, "loc"), entry);
      expect(quick?.id).toBe("loc.percent-encode");
      const after = quick?.apply(entry);
      expect(after?.loc).toBe("https://xn--e1afmkfd.xn--p1ai/%D1%80%D1%83");
      expect(after?.alternates.map((a) => a.href)).toEqual([
        "https://xn--e1afmkfd.xn--p1ai/%D1%80%D1%83",
        "https://example.com/en",
        "not a url {x}",
      ]);
      expect(after?.images).toEqual([
        { loc: "https://xn--e1afmkfd.xn--p1ai/%D1%84%D0%BE%D1%82%D0%BE%201.jpg", title: "Фото" },
        entry.images[1],
      ]);
      // a video's URLs too, its text as it was
      expect(after?.videos).toEqual([
        {
          ...entry.videos[0],
          thumbnail_loc:
            "https://xn--e1afmkfd.xn--p1ai/%D0%B2%D0%B8%D0%B4%D0%B5%D0%BE/%D0%BA%D0%B0%D0%B4%D1%80.jpg",
          player_loc: "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D0%BB%D0%B5%D0%B5%D1%80",
        },
      ]);
      // untouched parts stay the same objects; the input is not mutated
      expect(after?.alternates[1]).toBe(entry.alternates[1]);
      expect(after?.alternates[2]).toBe(entry.alternates[2]);
      expect(entry.alternates[0].href).toBe("https://пример.рф/ру");
    },
  );

  it("leaves an entry's ASCII hreflang and image URLs as they are", () => {
    const plain: UrlEntry = {
      ...entry,
      alternates: [entry.alternates[1]],
      images: [entry.images[1]],
      videos: [{ thumbnail_loc: "https://example.com/t.jpg", title: "t", description: "d" }],
    };
    const after = getQuickFix(problemOf("loc.non-ascii", "loc"), plain)?.apply(plain);
    expect(after?.alternates).toBe(plain.alternates);
    expect(after?.images).toBe(plain.images);
    expect(after?.videos).toBe(plain.videos);
  });
});

describe("getQuickFix: values", () => {
  it.each([
    [
      "loc.whitespace",
      { loc: " https://www.example.com/a " },
      { loc: "https://www.example.com/a" },
      "loc.trim",
    ],
    [
      "loc.unencoded-chars",
      { loc: "https://www.example.com/a b|c" },
      { loc: "https://www.example.com/a%20b%7Cc" },
      "loc.percent-encode",
    ],
    [
      "loc.non-ascii",
      { loc: "https://пример.рф/путь?q=ё" },
      { loc: "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C?q=%D1%91" },
      "loc.percent-encode",
    ],
    [
      "loc.fragment",
      { loc: "https://www.example.com/a#top" },
      { loc: "https://www.example.com/a" },
      "loc.drop-fragment",
    ],
    ["priority.invalid", { priority: "0,9" }, { priority: "0.9" }, "priority.decimal-point"],
    // a side of the comma left empty is written 0, as sitemaps write it
    ["priority.invalid", { priority: ",5" }, { priority: "0.5" }, "priority.decimal-point"],
    ["priority.invalid", { priority: "0," }, { priority: "0.0" }, "priority.decimal-point"],
    ["priority.invalid", { priority: "1," }, { priority: "1.0" }, "priority.decimal-point"],
    // out of the range: its nearest end
    ["priority.out-of-range", { priority: "1.5" }, { priority: "1.0" }, "priority.clamp"],
    ["priority.out-of-range", { priority: "10" }, { priority: "1.0" }, "priority.clamp"],
    ["priority.out-of-range", { priority: "-0.2" }, { priority: "0.0" }, "priority.clamp"],
    [
      "lastmod.no-timezone",
      { lastmod: "2024-01-08T10:00:00" },
      { lastmod: "2024-01-08T10:00:00+00:00" },
      "lastmod.add-utc-offset",
    ],
    ["changefreq.invalid", { changefreq: "Daily" }, { changefreq: "daily" }, "changefreq.lowercase"],
    ["changefreq.invalid", { changefreq: "Ежедневно" }, { changefreq: "daily" }, "changefreq.from-russian"],
    [
      "changefreq.invalid",
      { changefreq: " каждую  неделю" },
      { changefreq: "weekly" },
      "changefreq.from-russian",
    ],
    [
      "lastmod.bad-timezone",
      { lastmod: "2024-05-01T10:00:00+0300" },
      { lastmod: "2024-05-01T10:00:00+03:00" },
      "lastmod.zone-colon",
    ],
    [
      "lastmod.bad-timezone",
      // hours alone, as tzdata writes Russia's zones
      { lastmod: "2024-05-01T10:00:00+03" },
      { lastmod: "2024-05-01T10:00:00+03:00" },
      "lastmod.zone-colon",
    ],
    [
      "lastmod.bad-timezone",
      { lastmod: "2024-05-01T10:00-0530" },
      // with the seconds the XSD's xsd:dateTime requires
      { lastmod: "2024-05-01T10:00:00-05:30" },
      "lastmod.zone-colon",
    ],
    [
      "lastmod.imprecise",
      { lastmod: "2024-05-01T10:30+03:00" },
      { lastmod: "2024-05-01T10:30:00+03:00" },
      "lastmod.add-seconds",
    ],
  ] as const)("fixes %s", (code, fields, expected, id) => {
    const result = fix(problemOf(code), makeUrlEntry(fields));
    expect(result?.id).toBe(id);
    expect(result?.after).toEqual(makeUrlEntry(expected));
  });

  it("keeps existing escapes and reserved characters when encoding", () => {
    const result = fix(
      problemOf("loc.unencoded-chars"),
      makeUrlEntry({ loc: "https://www.example.com/a%20b?x=1&y=<2>" }),
    );
    expect(result?.after.loc).toBe("https://www.example.com/a%20b?x=1&y=%3C2%3E");
  });

  it("labels the time zone fix honestly", () => {
    expect(fix(problemOf("lastmod.no-timezone"), makeUrlEntry({ lastmod: "2024-01-08T10:00" }))?.label).toBe(
      "Add timezone +00:00 (UTC)",
    );
  });

  it.each([
    ["http://www.example.com/a", "https://www.example.com/a"],
    ["HTTP://www.example.com/a", "https://www.example.com/a"],
  ] as const)("switches %s to https", (loc, fixed) => {
    const problem = problemOf("loc.other-scheme", "loc", { value: loc, scheme: "http", expected: "https" });
    expect(fix(problem, makeUrlEntry({ loc }))).toMatchObject({
      id: "loc.switch-to-https",
      label: "Switch to https",
      after: { loc: fixed },
    });
    for (const expected of ["ftp", "http"])
      expect(getQuickFix(problemOf("loc.other-scheme", "loc", { expected }), makeUrlEntry({ loc }))).toBe(
        undefined,
      );
  });

  it("switches the page's own image and video URLs to https with its loc, not a CDN's or its hreflang links", () => {
    const loc = "http://www.Shop.ru/a";
    const problem = problemOf("loc.other-scheme", "loc", { value: loc, scheme: "http", expected: "https" });
    const entry = makeUrlEntry({
      loc,
      images: [{ loc: "http://www.shop.ru/i/1.jpg" }, { loc: "http://cdn.shop.ru/i/2.jpg" }],
      videos: [
        {
          thumbnail_loc: "HTTP://WWW.SHOP.RU/t.jpg",
          title: "t",
          description: "d",
          content_loc: "http://video.example.net/v.mp4",
        },
      ],
      alternates: [{ hreflang: "en", href: "http://www.shop.ru/en/a" }],
    });
    const after = fix(problem, entry)?.after;
    expect(after?.loc).toBe("https://www.Shop.ru/a");
    expect(after?.images.map((image) => image.loc)).toEqual([
      "https://www.shop.ru/i/1.jpg",
      "http://cdn.shop.ru/i/2.jpg",
    ]);
    expect(after?.videos[0]).toMatchObject({
      thumbnail_loc: "https://WWW.SHOP.RU/t.jpg",
      content_loc: "http://video.example.net/v.mp4",
    });
    // an hreflang link follows the loc it points at (`applyQuickFixes` relinks), not the page's fix
    expect(after?.alternates[0].href).toBe("http://www.shop.ru/en/a");
  });

  it("drops :80 with http, and offers no https for another port", () => {
    const other = (loc: string, images: string[] = []) =>
      fix(
        problemOf("loc.other-scheme", "loc", { value: loc, scheme: "http", expected: "https" }),
        makeUrlEntry({ loc, images: images.map((image) => ({ loc: image })) }),
      )?.after;
    const after = other("http://www.shop.ru:80/c/", [
      "http://www.shop.ru:80/c.jpg",
      "http://www.shop.ru:8080/d.jpg",
    ]);
    expect(after?.loc).toBe("https://www.shop.ru/c/");
    expect(after?.images.map((image) => image.loc)).toEqual([
      "https://www.shop.ru/c.jpg",
      "http://www.shop.ru:8080/d.jpg",
    ]);
    expect(other("http://www.shop.ru:8080/c/")).toBeUndefined();
    expect(other("http://user@shop.ru/x?y=http://a")?.loc).toBe("https://user@shop.ru/x?y=http://a");
  });

  it("writes a host that differs only by www. as the sitemap's, the rest as written", () => {
    const other = (loc: string, host: string, expected: string) =>
      fix(problemOf("loc.other-host", "loc", { value: loc, host, expected }), makeUrlEntry({ loc }));
    expect(other("https://www.shop.ru/a?x=1", "www.shop.ru", "shop.ru")).toMatchObject({
      id: "loc.match-www-host",
      label: "Write the host as shop.ru",
      after: { loc: "https://shop.ru/a?x=1" },
    });
    expect(other("http://shop.ru/b", "shop.ru", "www.shop.ru")?.after.loc).toBe("http://www.shop.ru/b");
    // a Cyrillic host stays as written
    expect(
      other("https://www.пример.рф/", "www.xn--e1afmkfd.xn--p1ai", "xn--e1afmkfd.xn--p1ai")?.after.loc,
    ).toBe("https://пример.рф/");
    // another host altogether: no fix
    expect(other("https://blog.shop.ru/", "blog.shop.ru", "shop.ru")).toBeUndefined();
  });

  it("never switches an https loc to http, even when the location or most entries say http", () => {
    const locs = ["http://www.example.com/a", "http://www.example.com/b", "https://www.example.com/c"];
    const file = makeSitemapFile({ urls: locs.map((loc) => makeUrlEntry({ loc })), location: undefined });
    const problems = checkSitemaps([file]);
    const downgrade = problems.find((p) => p.code === "loc.other-scheme");
    expect(downgrade?.params?.expected).toBe("http");
    expect(downgrade && getQuickFix(downgrade, file.urls[2])).toBeUndefined();
    expect(applyQuickFixes([file], problems, "loc.other-scheme").changed).toEqual([]);
  });

  it("switches every loc of another scheme to the sitemap location's scheme in one batch", () => {
    const locs = ["https://www.example.com/a", "http://www.example.com/b", "http://www.example.com/c"];
    const file = makeSitemapFile({ urls: locs.map((loc) => makeUrlEntry({ loc })) });
    const problems = checkSitemaps([file]);
    expect(problems.filter((p) => p.code === "loc.other-scheme").map((p) => p.params?.expected)).toEqual([
      "https",
      "https",
    ]);
    const { files, changed } = applyQuickFixes([file], problems, "loc.other-scheme");
    expect(changed).toHaveLength(2);
    expect(files[0].urls.map((entry) => entry.loc)).toEqual(
      locs.map((loc) => loc.replace("http:", "https:")),
    );
    expect(checkSitemaps(files).filter((p) => p.code === "loc.other-scheme")).toEqual([]);
  });

  it("takes the user's timezone in place of the problems' own in a batch (a date with a space, a date without zone)", () => {
    const lastmods = ["2024-05-01 10:30", "2024-05-02T11:00:00"];
    const file = makeSitemapFile({
      urls: lastmods.map((lastmod, i) => makeUrlEntry({ loc: `https://www.example.com/${i}`, lastmod })),
    });
    const problems = checkSitemaps([file]);
    const invalid = applyQuickFixes([file], problems, "lastmod.invalid", { offset: "+05:00" });
    expect(invalid.files[0].urls[0].lastmod).toBe("2024-05-01T10:30:00+05:00");
    const noZone = applyQuickFixes([file], problems, "lastmod.no-timezone", { offset: "-04:00" });
    expect(noZone.files[0].urls[1].lastmod).toBe("2024-05-02T11:00:00-04:00");
    // without a choice, UTC (no date of the file has a zone)
    expect(applyQuickFixes([file], problems, "lastmod.no-timezone").files[0].urls[1].lastmod).toBe(
      "2024-05-02T11:00:00+00:00",
    );
  });

  it("keeps each file's own zone and gives `defaults` only to a file without one (an agency's sites)", () => {
    const site = (name: string, host: string, lastmods: string[]) =>
      makeSitemapFile({
        name,
        urls: lastmods.map((lastmod, i) => makeUrlEntry({ loc: `https://${host}/${i}`, lastmod })),
      });
    const files = [
      site("a.xml", "shop-a.ru", ["2024-06-01T10:00:00+03:00", "2024-06-01T10:00:00"]),
      site("b.xml", "shop-b.com", ["2024-06-01T10:00:00Z", "2024-06-01T11:00:00"]),
      site("c.xml", "shop-c.de", ["2024-06-01T12:00:00"]),
    ];
    const problems = checkSitemaps(files);
    const { files: fixed } = applyQuickFixes(files, problems, "lastmod.no-timezone", undefined, {
      offset: "+01:00",
    });
    expect(fixed.map((file) => file.urls.at(-1)?.lastmod)).toEqual([
      "2024-06-01T10:00:00+03:00",
      "2024-06-01T11:00:00Z",
      "2024-06-01T12:00:00+01:00",
    ]);
  });

  it("adds the file's usual offset the check found, and says so", () => {
    const problem = problemOf("lastmod.no-timezone", "lastmod", {
      value: "2024-01-08T10:00:00",
      offset: "+03:00",
    });
    const result = fix(problem, makeUrlEntry({ lastmod: "2024-01-08T10:00:00" }));
    expect(result).toMatchObject({
      id: "lastmod.add-file-offset",
      label: "Add timezone +03:00 (the file's usual offset)",
      after: { lastmod: "2024-01-08T10:00:00+03:00" },
    });
    const odd = problemOf("lastmod.no-timezone", "lastmod", { offset: "03:00" });
    expect(fix(odd, makeUrlEntry({ lastmod: "2024-01-08T10:00:00" }))?.after.lastmod).toBe(
      "2024-01-08T10:00:00+00:00",
    );
  });

  it("fixes all lastmods without a zone with the file's usual offset, through the check's params", () => {
    const lastmods = [
      "2024-01-08T10:00:00+03:00",
      "2024-01-09T10:00:00",
      "2024-01-10T10:00:00+03:00",
      "2024-01-11T09:00:00Z",
    ];
    const file = makeSitemapFile({
      location: undefined,
      urls: lastmods.map((lastmod, i) => makeUrlEntry({ loc: `https://www.example.com/${i}`, lastmod })),
    });
    const problems = checkSitemaps([file]);
    expect(problems.find((p) => p.code === "lastmod.no-timezone")?.params).toMatchObject({
      offset: "+03:00",
    });
    const { changed } = applyQuickFixes([file], problems, "lastmod.no-timezone");
    expect(changed.map((change) => change.after.lastmod)).toEqual(["2024-01-09T10:00:00+03:00"]);
  });

  it.each([
    ["priority.invalid", { priority: "1,5" }],
    ["priority.invalid", { priority: "high" }],
    ["changefreq.invalid", { changefreq: "sometimes" }],
    ["lastmod.no-timezone", { lastmod: "2024-01-08T10:00:00Z" }],
    ["loc.whitespace", { loc: "https://www.example.com/a" }],
    ["loc.invalid", { loc: "https://" }],
    // a zone out of range stays out of range with a colon; a zone without a time is another fault
    ["lastmod.bad-timezone", { lastmod: "2024-05-01T10:00:00+1500" }],
    ["lastmod.bad-timezone", { lastmod: "2024-05-01+0300" }],
    ["lastmod.bad-timezone", { lastmod: "2024-05-01T10:00:00+3:00" }],
    // 1,018 characters raw, 5,988 percent-encoded: the fix would make a loc.too-long error
    ["loc.non-ascii", { loc: `https://www.example.com/${"д".repeat(994)}` }],
    // a dotted date that is no day of the calendar, or not day.month.year
    ["lastmod.invalid", { lastmod: "31.02.2024" }],
    ["lastmod.invalid", { lastmod: "2024.05.01" }],
    ["lastmod.invalid", { lastmod: "1.5.24" }],
    // U+FFFD: bytes lost in reading a file in another encoding; encoded, they would stay in the URL
    ["loc.non-ascii", { loc: "https://www.example.com/\uFFFD\uFFFD/" }],
  ] as const)("offers nothing for %s %j", (code, fields) => {
    expect(getQuickFix(problemOf(code), makeUrlEntry(fields))).toBeUndefined();
  });
});

describe("getQuickFix: extensions", () => {
  it("writes a relative image URL or hreflang href in full, resolved against the page's URL", () => {
    const entry = makeUrlEntry({
      loc: "https://shop.example.ru/catalog/chair/",
      images: [{ loc: "/img/chair.jpg" }, { loc: "photo.jpg" }, { loc: "//cdn.example.ru/x.jpg" }],
      alternates: [{ hreflang: "en", href: "/en/catalog/chair/" }],
    });
    const image = (i: number) => fix(problemOf("image.loc-invalid", `images[${i}].loc`), entry);
    expect(image(0)).toMatchObject({
      id: "image.resolve-relative",
      label: "Write the full URL: https://shop.example.ru/img/chair.jpg",
    });
    expect(image(0)?.after.images.map((item) => item.loc)).toEqual([
      "https://shop.example.ru/img/chair.jpg",
      "photo.jpg",
      "//cdn.example.ru/x.jpg",
    ]);
    expect(image(1)?.after.images[1].loc).toBe("https://shop.example.ru/catalog/chair/photo.jpg");
    expect(image(2)?.after.images[2].loc).toBe("https://cdn.example.ru/x.jpg");
    const link = fix(problemOf("hreflang.href-invalid", "alternates[0].href"), entry);
    expect(link?.id).toBe("hreflang.resolve-relative");
    expect(link?.after.alternates).toEqual([
      { hreflang: "en", href: "https://shop.example.ru/en/catalog/chair/" },
    ]);
    expect(entry.images[0].loc).toBe("/img/chair.jpg");
  });

  it("percent-encodes an absolute image URL or hreflang href the check finds characters to encode in", () => {
    const entry = makeUrlEntry({
      loc: "https://shop.example.ru/catalog/chair/",
      images: [{ loc: "https://shop.example.ru/img/a b.jpg" }],
      alternates: [{ hreflang: "fr", href: "https://shop.example.ru/fr/chaise en chêne|x" }],
    });
    const file = makeSitemapFile({ urls: [entry] });
    const found = checkSitemaps([file], { now: new Date("2026-11-29T12:00:00Z") });
    const image = found.find((p) => p.code === "image.loc-invalid");
    const link = found.find((p) => p.code === "hreflang.href-invalid");
    expect(image && fix(image, entry)).toMatchObject({
      id: "image.percent-encode",
      label: "Percent-encode the URL: https://shop.example.ru/img/a%20b.jpg",
    });
    expect(link && fix(link, entry)?.after.alternates[0].href).toBe(
      "https://shop.example.ru/fr/chaise%20en%20ch%C3%AAne%7Cx",
    );
    // once fixed, nothing is left to report on either
    const withImage = applyQuickFixes([file], found, "image.loc-invalid").files;
    const fixed = applyQuickFixes(withImage, found, "hreflang.href-invalid").files;
    const left = checkSitemaps(fixed, { now: new Date("2026-11-29T12:00:00Z") }).map((p) => p.code);
    expect(left).not.toContain("image.loc-invalid");
    expect(left).not.toContain("hreflang.href-invalid");
  });

  it("removes a page's images without image:loc, every one of them at once, in Fix all too", () => {
    const entry = makeUrlEntry({
      loc: "https://shop.example.ru/a",
      images: [{ loc: "" }, { loc: "https://shop.example.ru/1.jpg" }, { loc: "", title: "No loc" }],
    });
    const other = makeUrlEntry({
      loc: "https://shop.example.ru/b",
      images: [{ loc: "https://shop.example.ru/2.jpg" }],
    });
    const file = makeSitemapFile({ urls: [entry, other] });
    const found = checkSitemaps([file], { now: new Date("2026-11-29T12:00:00Z") });
    const missing = found.filter((p) => p.code === "image.loc-missing");
    expect(missing.map((p) => p.field)).toEqual(["images[0].loc", "images[2].loc"]);
    expect(fix(missing[0], entry)).toMatchObject({ id: "image.remove-without-loc" });
    expect(fix(missing[0], entry)?.after.images).toEqual([{ loc: "https://shop.example.ru/1.jpg" }]);
    const fixed = applyQuickFixes([file], found, "image.loc-missing").files;
    expect(fixed[0].urls.map((url) => url.images.map((image) => image.loc))).toEqual([
      ["https://shop.example.ru/1.jpg"],
      ["https://shop.example.ru/2.jpg"],
    ]);
    expect(checkSitemaps(fixed, { now: new Date("2026-11-29T12:00:00Z") }).map((p) => p.code)).not.toContain(
      "image.loc-missing",
    );
  });

  it("adds the scheme to an image URL or hreflang href written host first, on the page's host or another", () => {
    const entry = makeUrlEntry({
      loc: "https://магазин.рф/ru/",
      images: [{ loc: "cdn.example.ru/a.jpg" }, { loc: "a.jpg" }, { loc: "index.php/img" }],
      alternates: [
        { hreflang: "uk", href: "магазин.рф/ua/" },
        { hreflang: "en", href: "www.example-shop.com/en/" },
        { hreflang: "de", href: "shop.de:8080/de" },
      ],
    });
    const link = (i: number) => fix(problemOf("hreflang.href-invalid", `alternates[${i}].href`), entry);
    // it was https://xn--80aairftm.xn--p1ai/ru/%D0%BC…/ua/: the host taken for a folder under the page
    expect(link(0)).toMatchObject({
      id: "hreflang.add-scheme",
      label: "Write the full URL: https://магазин.рф/ua/",
    });
    expect(link(0)?.after.alternates[0].href).toBe("https://магазин.рф/ua/");
    expect(link(1)?.after.alternates[1].href).toBe("https://www.example-shop.com/en/");
    expect(link(2)?.after.alternates[2].href).toBe("https://shop.de:8080/de");
    const image = (i: number) => fix(problemOf("image.loc-invalid", `images[${i}].loc`), entry);
    expect(image(0)).toMatchObject({ id: "image.add-scheme" });
    expect(image(0)?.after.images[0].loc).toBe("https://cdn.example.ru/a.jpg");
    // a file name or a script's path holds a dot too: resolved as paths, as before
    expect(image(1)).toMatchObject({ id: "image.resolve-relative" });
    // written as the page is (it was https://xn--80aairftm.xn--p1ai/ru/a.jpg beside https://магазин.рф/ru/)
    expect(image(1)?.after.images[1].loc).toBe("https://магазин.рф/ru/a.jpg");
    expect(image(2)?.after.images[2].loc).toBe("https://магазин.рф/ru/index.php/img");
    const cyrillicPath = makeUrlEntry({
      loc: "https://магазин.рф/каталог/стулья/",
      images: [{ loc: "фото 1.jpg" }],
      alternates: [{ hreflang: "en", href: "/en/%D0%BA" }],
    });
    expect(fix(problemOf("image.loc-invalid", "images[0].loc"), cyrillicPath)?.after.images[0].loc).toBe(
      "https://магазин.рф/каталог/стулья/фото%201.jpg",
    );
    expect(
      fix(problemOf("hreflang.href-invalid", "alternates[0].href"), cyrillicPath)?.after.alternates[0].href,
    ).toBe("https://магазин.рф/en/к");
    // a page written in punycode and percent-encoding: so is what is resolved against it
    const ascii = makeUrlEntry({ loc: "https://xn--80aairftm.xn--p1ai/ru/", images: [{ loc: "фото.jpg" }] });
    expect(fix(problemOf("image.loc-invalid", "images[0].loc"), ascii)?.after.images[0].loc).toBe(
      "https://xn--80aairftm.xn--p1ai/ru/%D1%84%D0%BE%D1%82%D0%BE.jpg",
    );
    // the page on http: its scheme
    const plain = makeUrlEntry({
      loc: "http://shop.example.ru/a",
      alternates: [{ hreflang: "en", href: "shop.example.com/a" }],
    });
    expect(
      fix(problemOf("hreflang.href-invalid", "alternates[0].href"), plain)?.after.alternates[0].href,
    ).toBe("http://shop.example.com/a");
  });

  it("offers no full URL for another scheme, an empty value or a page that is no absolute URL", () => {
    const problem = problemOf("image.loc-invalid", "images[0].loc");
    expect(getQuickFix(problem, makeUrlEntry({ images: [{ loc: "ftp://x.ru/a.jpg" }] }))).toBeUndefined();
    expect(
      getQuickFix(problem, makeUrlEntry({ images: [{ loc: "data:image/png;base64,AA" }] })),
    ).toBeUndefined();
    expect(getQuickFix(problem, makeUrlEntry({ images: [{ loc: " " }] }))).toBeUndefined();
    expect(getQuickFix(problem, makeUrlEntry({ loc: "/page", images: [{ loc: "/a.jpg" }] }))).toBeUndefined();
  });

  it("removes the retired image field the problem names", () => {
    const entry = makeUrlEntry({ images: [{ loc: "https://x.com/a.jpg", caption: "c", title: "t" }] });
    const result = fix(problemOf("image.deprecated", "images[0].caption"), entry);
    expect(result?.after.images).toEqual([{ loc: "https://x.com/a.jpg", title: "t" }]);
  });

  it("removes a retired video element with its attributes, and raw copies", () => {
    const entry = makeUrlEntry({
      videos: [{ title: "v", price: "1", price_currency: "EUR", extra: ["<video:price>2</video:price>"] }],
    });
    const result = fix(problemOf("video.deprecated", "videos[0].price"), entry);
    expect(result?.after.videos).toEqual([{ title: "v" }]);
  });

  it("removes a tvshow kept raw and a player_loc attribute", () => {
    const entry = makeUrlEntry({
      videos: [
        {
          player_loc: "p",
          player_loc_autoplay: "ap=1",
          extra: ["<video:id>1</video:id>", "<video:tvshow/>"],
        },
      ],
    });
    const tvshow = fix(problemOf("video.deprecated", "videos[0].extra[1]"), entry);
    expect(tvshow?.after.videos[0].extra).toEqual(["<video:id>1</video:id>"]);
    const autoplay = fix(problemOf("video.deprecated", "videos[0].player_loc_autoplay"), entry);
    expect(autoplay?.after.videos[0]).not.toHaveProperty("player_loc_autoplay");
  });

  it("removes a retired news element", () => {
    const entry = makeUrlEntry({ news: { publication: { name: "N", language: "en" }, keywords: "k" } });
    expect(fix(problemOf("news.deprecated", "news.keywords"), entry)?.after.news).toEqual({
      publication: { name: "N", language: "en" },
    });
  });

  it("adds the self link only when the page's code is known", () => {
    const entry = makeUrlEntry({ alternates: [{ hreflang: "de", href: "https://www.example.com/de" }] });
    expect(getQuickFix(problemOf("hreflang.missing-self", "alternates"), entry)).toBeUndefined();
    const result = fix(problemOf("hreflang.missing-self", "alternates", { selfHreflang: "en" }), entry);
    expect(result?.after.alternates.at(-1)).toEqual({ hreflang: "en", href: entry.loc });
    // the other pages' code is invalid: adding it would add an hreflang.invalid-code error
    expect(
      getQuickFix(problemOf("hreflang.missing-self", "alternates", { selfHreflang: "en-UK" }), entry),
    ).toBeUndefined();
  });

  it("removes a control character inside a URL instead of encoding it (%09 would be another error)", () => {
    const loc = "https://www.example.com/video-game-vault-\tkid icarus";
    const result = fix(problemOf("loc.unencoded-chars", "loc"), makeUrlEntry({ loc }));
    expect(result?.after.loc).toBe("https://www.example.com/video-game-vault-kid%20icarus");
    const file = makeSitemapFile({ urls: [result?.after ?? makeUrlEntry()], location: undefined });
    expect(checkSitemaps([file]).map((problem) => problem.code)).not.toContain("loc.encoded-control");
  });

  it("offers no encoding of two URLs on one line: the fix would make one URL of them that passes the checks", () => {
    for (const loc of [
      "https://www.site.ru/c\thttps://x.ru/d",
      "https://www.site.ru/c https://x.ru/d",
      "https://www.site.ru/c\u00a0http://x.ru/d",
    ])
      expect(
        getQuickFix(problemOf("loc.unencoded-chars", "loc"), makeUrlEntry({ loc })),
        loc,
      ).toBeUndefined();
    // a URL in a query is part of its URL: encoded
    const redirect = "https://www.site.ru/go?to=https://x.ru/d e";
    expect(fix(problemOf("loc.unencoded-chars", "loc"), makeUrlEntry({ loc: redirect }))?.after.loc).toBe(
      "https://www.site.ru/go?to=https://x.ru/d%20e",
    );
  });

  it("offers no encoding of a spreadsheet row read as one URL: dropping its tabs would glue its cells in", () => {
    for (const loc of [
      "https://example.com/a\t05.12.2026\t0,8",
      "https://example.com/a\t2026-12-05",
      "https://example.com/a\tweekly",
      "https://example.com/a\t0.8",
      // a title cell: one word, or quoted
      "https://example.com/a\tok",
      "https://example.com/a\tГлавная",
      'https://example.com/b\t"multi',
    ])
      expect(
        getQuickFix(problemOf("loc.unencoded-chars", "loc"), makeUrlEntry({ loc })),
        loc,
      ).toBeUndefined();
  });

  it("writes a day written DD.MM.YYYY (Russian habit, Excel) as a W3C date", () => {
    const dotted = (lastmod: string) =>
      fix(problemOf("lastmod.invalid", "lastmod"), makeUrlEntry({ lastmod }));
    expect(dotted("01.05.2024")?.after.lastmod).toBe("2024-05-01");
    expect(dotted(" 29.02.2024 10:30 ")?.after.lastmod).toBe("2024-02-29T10:30:00");
    expect(dotted("01.05.2024 10:30:15")?.after.lastmod).toBe("2024-05-01T10:30:15");
    expect(dotted("01.05.2024")?.id).toBe("lastmod.from-dotted");
    // Excel drops leading zeros of the day, the month and the hour
    expect(dotted("5.12.2026")?.after.lastmod).toBe("2026-12-05");
    expect(dotted("05.12.2026 9:05")?.after.lastmod).toBe("2026-12-05T09:05:00");
    expect(dotted("31.2.2026")).toBeUndefined();
  });

  it("writes an HTTP date (RFC 1123, a crawler's Last Modified) as W3C Datetime", () => {
    const http = (lastmod: string) => fix(problemOf("lastmod.invalid", "lastmod"), makeUrlEntry({ lastmod }));
    expect(http("Sat, 05 Dec 2026 09:05:00 GMT")).toMatchObject({
      id: "lastmod.from-http-date",
      after: { lastmod: "2026-12-05T09:05:00Z" },
    });
    expect(http("Sat, 05 Dec 2026 12:05:00 +0300")?.after.lastmod).toBe("2026-12-05T12:05:00+03:00");
    expect(http("Sat, 05 Foo 2026 09:05:00 GMT")).toBeUndefined();
    const file = makeSitemapFile({ urls: [makeUrlEntry({ lastmod: "Sat, 05 Dec 2026 09:05:00 GMT" })] });
    expect(checkSitemaps([file]).map((problem) => problem.code)).toContain("lastmod.invalid");
  });

  it("puts the T between a date and a time written with a space (SQL, many CMS)", () => {
    const spaced = (lastmod: string) =>
      fix(problemOf("lastmod.invalid", "lastmod"), makeUrlEntry({ lastmod }));
    expect(spaced("2024-05-01 10:30")?.after.lastmod).toBe("2024-05-01T10:30:00");
    expect(spaced("2024-05-01 10:30:15+03:00")?.after.lastmod).toBe("2024-05-01T10:30:15+03:00");
    expect(spaced("2024-05-01 10:30")?.id).toBe("lastmod.date-time-t");
    // not a real time, or not a date and a time: no fix
    expect(spaced("2024-05-01 25:30")).toBeUndefined();
    expect(spaced("2024-05-01 soon")).toBeUndefined();
    // and the fixed value is no longer invalid
    const file = makeSitemapFile({ urls: [makeUrlEntry({ lastmod: "2024-05-01T10:30:15+03:00" })] });
    expect(checkSitemaps([file]).map((problem) => problem.code)).not.toContain("lastmod.invalid");
  });

  it("writes the code the check suggests for an invalid hreflang, from what the check finds", () => {
    const loc = "https://www.example.com/";
    const entry = makeUrlEntry({
      loc,
      alternates: [
        { hreflang: "ru", href: loc },
        { hreflang: "ua", href: `${loc}ua/` },
        { hreflang: "en-UK", href: `${loc}en/` },
      ],
    });
    const file = makeSitemapFile({ urls: [entry], location: `${loc}sitemap.xml` });
    const invalid = checkSitemaps([file]).filter((problem) => problem.code === "hreflang.invalid-code");
    expect(invalid.map((problem) => problem.params?.suggestion)).toEqual(["uk", "en-GB"]);
    const result = applyQuickFixes([file], invalid, "hreflang.invalid-code");
    expect(result.files[0].urls[0].alternates.map((alternate) => alternate.hreflang)).toEqual([
      "ru",
      "uk",
      "en-GB",
    ]);
    expect(fix(invalid[0], entry)?.label).toBe('Write hreflang "uk" instead of "ua"');
    // already edited to something else: nothing to do
    const edited = { ...entry, alternates: [entry.alternates[0], { hreflang: "de", href: `${loc}ua/` }] };
    expect(getQuickFix(invalid[0], edited)).toBeUndefined();
  });

  it("offers no rename to a code another link of the page already has, and says which link has it", () => {
    const loc = "https://shop.kz/en/sale/";
    const entry = makeUrlEntry({
      loc,
      alternates: [
        { hreflang: "en", href: loc },
        { hreflang: "ua", href: "https://shop.ua/uk/akcii/" },
        { hreflang: "UK", href: "https://shop.ua/uk/znyzhky/" },
      ],
    });
    const file = makeSitemapFile({ urls: [entry], location: "https://shop.kz/sitemap.xml" });
    const [invalid] = checkSitemaps([file]).filter((problem) => problem.code === "hreflang.invalid-code");
    expect(invalid.params).toEqual({ value: "ua", suggestion: "uk", taken: "https://shop.ua/uk/znyzhky/" });
    expect(invalid.message).toContain('("uk" is already on the link to https://shop.ua/uk/znyzhky/)');
    // "uk" twice, with two URLs, had been hreflang.duplicate-code after Fix all
    expect(getQuickFix(invalid, entry)).toBeUndefined();
    const result = applyQuickFixes([file], [invalid], "hreflang.invalid-code");
    expect(result.files[0].urls[0].alternates.map((alternate) => alternate.hreflang)).toEqual([
      "en",
      "ua",
      "UK",
    ]);
  });
});

describe("news:language the writer meant", () => {
  it.each([
    ["en-US", "en"],
    ["EN", "en"],
    ["pt_BR", "pt"],
    ["ua", "uk"],
    ["zh-Hans", "zh-cn"],
    ["zh-CN", "zh-cn"],
    ["zh-Hant", "zh-tw"],
    ["zh-HK", "zh-tw"],
  ])("suggests %s → %s", (from, to) => {
    expect(suggestNewsLanguage(from)).toBe(to);
  });

  it("suggests nothing it cannot make valid, nor a value already valid", () => {
    for (const value of ["English", "xx-YY", "", "en", "deu"])
      expect(suggestNewsLanguage(value), value).toBeUndefined();
  });

  it("fixes news.language-invalid on every entry, and leaves an edited one alone", () => {
    const loc = "https://www.example.com/";
    const news = (language: string) => ({
      publication: { name: "Example News", language },
      publication_date: new Date().toISOString().slice(0, 10),
      title: "A story",
    });
    const urls = [
      makeUrlEntry({ loc: `${loc}a`, news: news("en-US") }),
      makeUrlEntry({ loc: `${loc}b`, news: news("zh-Hant") }),
      makeUrlEntry({ loc: `${loc}c`, news: news("English") }),
    ];
    const file = makeSitemapFile({ urls, location: `${loc}sitemap.xml` });
    const invalid = checkSitemaps([file]).filter((problem) => problem.code === "news.language-invalid");
    expect(invalid).toHaveLength(3);
    expect(fix(invalid[0], urls[0])?.label).toBe('Write news:language "en" instead of "en-US"');
    expect(fix(invalid[2], urls[2])).toBeUndefined();
    const result = applyQuickFixes([file], invalid, "news.language-invalid");
    expect(result.files[0].urls.map((url) => url.news?.publication.language)).toEqual([
      "en",
      "zh-tw",
      "English",
    ]);
    expect(checkSitemaps(result.files).filter((p) => p.code === "news.language-invalid")).toHaveLength(1);
    const edited = { ...urls[0], news: news("fr") };
    expect(getQuickFix(invalid[0], edited)).toBeUndefined();
  });
});

describe("applyQuickFixes", () => {
  it("fixes every problem of one code as one batch, immutably, with before and after", () => {
    const urls = [
      makeUrlEntry({ loc: "https://www.example.com/1", changefreq: "Daily" }),
      makeUrlEntry({ loc: "https://www.example.com/2", changefreq: "daily" }),
      makeUrlEntry({ loc: "https://www.example.com/3", changefreq: "WEEKLY", priority: "0,5" }),
    ];
    const file = makeSitemapFile({ urls });
    const other = makeSitemapFile({ name: "other.xml" });
    const snapshot = structuredClone([file, other]);
    const problems = [0, 2].map((entry) =>
      createProblem("changefreq.invalid", "sitemap.xml", "x", { entry, field: "changefreq" }),
    );
    problems.push(createProblem("priority.invalid", "sitemap.xml", "x", { entry: 2, field: "priority" }));
    const result = applyQuickFixes([file, other], problems, "changefreq.invalid");
    expect([file, other]).toEqual(snapshot);
    expect(result.files[1]).toBe(other);
    expect(result.files[0].urls.map((u) => [u.changefreq, u.priority])).toEqual([
      ["daily", undefined],
      ["daily", undefined],
      ["weekly", "0,5"],
    ]);
    expect(result.files[0].urls[1]).toBe(urls[1]);
    expect(result.changed.map((c) => [c.file, c.entry, c.before.changefreq, c.after.changefreq])).toEqual([
      ["sitemap.xml", 0, "Daily", "daily"],
      ["sitemap.xml", 2, "WEEKLY", "weekly"],
    ]);
  });

  it("applies several fixes on one entry in turn and records one change", () => {
    const entry = makeUrlEntry({ images: [{ loc: "https://x.com/a.jpg", caption: "c", license: "l" }] });
    const problems = ["caption", "license"].map((name) =>
      createProblem("image.deprecated", "sitemap.xml", "x", { entry: 0, field: `images[0].${name}` }),
    );
    const result = applyQuickFixes([makeSitemapFile({ urls: [entry] })], problems, "image.deprecated");
    expect(result.changed).toHaveLength(1);
    expect(result.changed[0].before).toBe(entry);
    expect(result.changed[0].after.images).toEqual([{ loc: "https://x.com/a.jpg" }]);
  });

  it("returns the same files when nothing can be fixed", () => {
    const files = [makeSitemapFile()];
    const problems = [createProblem("loc.invalid", "sitemap.xml", "x", { entry: 0 })];
    expect(applyQuickFixes(files, problems, "loc.invalid")).toEqual({ files, changed: [], fixed: 0 });
  });
});

describe("hasQuickFix", () => {
  it("names exactly the codes getQuickFix can answer for", () => {
    const entry = makeUrlEntry({ loc: "http://Example.com/a b", priority: "0,9", changefreq: "Daily" });
    const codes = [...new Set(checkSitemaps([makeSitemapFile({ urls: [entry] })]).map((p) => p.code))];
    expect(codes.length).toBeGreaterThan(2);
    for (const code of codes) {
      const problem = problemOf(code as RuleCode);
      if (!hasQuickFix(code)) expect(getQuickFix(problem, entry), code).toBeUndefined();
    }
    expect(hasQuickFix("priority.invalid")).toBe(true);
    expect(hasQuickFix("set.url-in-several-files")).toBe(false);
    expect(hasQuickFix("toString")).toBe(false);
  });
});

describe("lastmod.bad-timezone written ±hhmm, as checked", () => {
  it("is fixed to ±hh:mm by Fix all, and the check then finds nothing", () => {
    const file = makeSitemapFile({
      urls: ["2024-05-01T10:00:00+0300", "2024-05-02T11:30:00+03:00"].map((lastmod, i) =>
        makeUrlEntry({ loc: `https://www.example.com/${i}`, lastmod }),
      ),
    });
    const problems = checkSitemaps([file]);
    expect(problems.filter((p) => p.code === "lastmod.bad-timezone").map((p) => p.entry)).toEqual([0]);
    const { files, changed } = applyQuickFixes([file], problems, "lastmod.bad-timezone");
    expect(changed.map((change) => change.after.lastmod)).toEqual(["2024-05-01T10:00:00+03:00"]);
    expect(checkSitemaps(files).some((p) => p.code.startsWith("lastmod."))).toBe(false);
  });
});

describe("getQuickFix: a URL written without <loc>", () => {
  it("puts the text of a <sitemap> without <loc> into its loc, entities decoded, and is gone once fixed", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      "<sitemap>\n https://example.com/s.xml?a=1&amp;b=2 \n</sitemap>\n<sitemap>\n not a url \n</sitemap>\n</sitemapindex>";
    const file = readSitemapFile("index.xml", new TextEncoder().encode(xml));
    const texts = file.problems.filter((p) => p.code === "xml.unexpected-text");
    // a URL is about the loc field (its cell, the index editor's loc line); other text is not
    expect(texts.map((p) => [p.entry, p.field, p.params?.value, p.line])).toEqual([
      [0, "loc", "https://example.com/s.xml?a=1&b=2", 4],
      [1, undefined, "not a url", 7],
    ]);
    const asEntry = (i: number) => ({ ...file.sitemaps[i], images: [], videos: [], alternates: [] });
    const fixed = fix(texts[0], asEntry(0));
    expect(fixed?.id).toBe("loc.from-text");
    expect(fixed?.after.loc).toBe("https://example.com/s.xml?a=1&b=2");
    // not a URL, or a loc already there: no fix
    expect(getQuickFix(texts[1], asEntry(1))).toBeUndefined();
    expect(getQuickFix(texts[0], { ...asEntry(0), loc: "https://example.com/x.xml" })).toBeUndefined();
  });
});

describe("getQuickFix: a date and time written the SQL way, in a file whose dates have a zone", () => {
  const file = (lastmod: string) =>
    makeSitemapFile({
      urls: [
        makeUrlEntry({ loc: "https://www.example.com/a", lastmod: "2024-05-01T09:00:00+03:00" }),
        makeUrlEntry({ loc: "https://www.example.com/b", lastmod: "2024-05-02T09:00:00+03:00" }),
        makeUrlEntry({ loc: "https://www.example.com/c", lastmod }),
      ],
    });

  it("writes the T and the file's usual zone in one step, by the full check and by the session", () => {
    const sitemap = file("2024-05-01 10:30");
    const fromFull = checkSitemaps([sitemap]).find((p) => p.code === "lastmod.invalid");
    const session = createCheckSession();
    const fromSession = session.check([sitemap]).find((p) => p.code === "lastmod.invalid");
    for (const problem of [fromFull, fromSession]) {
      expect(problem?.params?.offset).toBe("+03:00");
      const fixed = fix(problem as Problem, sitemap.urls[2]);
      expect(fixed?.id).toBe("lastmod.date-time-t-zone");
      expect(fixed?.after.lastmod).toBe("2024-05-01T10:30:00+03:00");
    }
    // a day alone needs no zone; dotted with a time gets one
    const dayOnly = checkSitemaps([file("01.05.2024")]).find((p) => p.code === "lastmod.invalid") as Problem;
    expect(fix(dayOnly, file("01.05.2024").urls[2])).toMatchObject({
      id: "lastmod.from-dotted",
      after: { lastmod: "2024-05-01" },
    });
    const dotted = checkSitemaps([file("01.05.2024 10:30")]).find(
      (p) => p.code === "lastmod.invalid",
    ) as Problem;
    expect(fix(dotted, file("01.05.2024 10:30").urls[2])?.after.lastmod).toBe("2024-05-01T10:30:00+03:00");
  });

  it("leaves the time without a zone when no other date has one", () => {
    const entry = makeUrlEntry({ loc: "https://www.example.com/c", lastmod: "2024-05-01 10:30" });
    const problem = checkSitemaps([makeSitemapFile({ urls: [entry] })]).find(
      (p) => p.code === "lastmod.invalid",
    );
    expect(problem?.params?.offset).toBeUndefined();
    expect(fix(problem as Problem, entry)).toMatchObject({
      id: "lastmod.date-time-t",
      after: { lastmod: "2024-05-01T10:30:00" },
    });
    // then its no-timezone fix writes a full date-time, which the XSD takes
    for (const lastmod of ["2024-05-01T10:30:00", "2024-05-01T10:30"]) {
      const next = { ...entry, lastmod };
      const noZone = checkSitemaps([makeSitemapFile({ urls: [next] })]).find(
        (p) => p.code === "lastmod.no-timezone",
      );
      expect(fix(noZone as Problem, next)?.after.lastmod).toBe("2024-05-01T10:30:00+00:00");
    }
  });
});

describe("getQuickFix: a value fix applied to another version of its entry", () => {
  it("writes the value worked out for the value it was made for, and works out any other anew", () => {
    const entry = makeUrlEntry({ loc: "https://магазин.рф/товар", lastmod: "2024-05-01T10:30:00" });
    const quick = getQuickFix(problemOf("loc.non-ascii", "loc"), entry);
    // an edit of another field since: the loc is the one the fix was made for
    expect(quick?.apply({ ...entry, changefreq: "daily" })).toEqual({
      ...entry,
      changefreq: "daily",
      loc: "https://xn--80aairftm.xn--p1ai/%D1%82%D0%BE%D0%B2%D0%B0%D1%80",
    });
    // the loc edited since: that loc is encoded, not the one the fix was made for written over it
    expect(quick?.apply({ ...entry, loc: "https://магазин.рф/стол" }).loc).toBe(
      "https://xn--80aairftm.xn--p1ai/%D1%81%D1%82%D0%BE%D0%BB",
    );
    // already encoded since: nothing to change
    const encoded = { ...entry, loc: "https://xn--80aairftm.xn--p1ai/a" };
    expect(quick?.apply(encoded)).toBe(encoded);
    const zone = getQuickFix(problemOf("lastmod.no-timezone", "lastmod"), entry);
    expect(zone?.apply({ ...entry, lastmod: "2024-06-02T09:00:00" }).lastmod).toBe(
      "2024-06-02T09:00:00+00:00",
    );
  });
});
