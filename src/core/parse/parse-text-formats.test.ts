import { describe, expect, it } from "vitest";
import { isRobotsTxt, parseRobotsTxt } from "./parse-robots-txt";
import { getSchemelessUrl, parseTextSitemap } from "./parse-text-sitemap";
import { forEachLine, hasUrlScheme, looksBinary } from "./text-lines";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe("forEachLine", () => {
  it("gives trimmed ranges of non-blank lines with 1-based line and column, CRLF or LF", () => {
    const text = "a\r\n\n  b \t\r\nc";
    const lines: [string, number, number, boolean][] = [];
    forEachLine(text, ({ start, end, line, column, padded }) =>
      lines.push([text.slice(start, end), line, column, padded]),
    );
    expect(lines).toEqual([
      ["a", 1, 1, false],
      ["b", 3, 3, true],
      ["c", 4, 1, false],
    ]);
  });

  it("ends a line at a lone CR too (old Mac files), so no value holds a CR", () => {
    const text = "https://a.example/b\rhttps://a.example/c\r\nhttps://a.example/d\r\rx";
    const lines: [string, number][] = [];
    forEachLine(text, ({ start, end, line }) => lines.push([text.slice(start, end), line]));
    expect(lines).toEqual([
      ["https://a.example/b", 1],
      ["https://a.example/c", 2],
      ["https://a.example/d", 3],
      ["x", 5],
    ]);
  });
});

describe("hasUrlScheme", () => {
  const check = (value: string) => hasUrlScheme(value, 0, value.length);
  it("takes any scheme followed by something", () => {
    expect(["https://a.example/", "ftp://x", "mailto:a@b", "https://exa mple.com/"].map(check)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it("refuses paths, bare hosts and prose", () => {
    expect(["/page", "www.example.com/a", "Note: hi", "This is", "1http://x", "http:"].map(check)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("looksBinary", () => {
  it("tells control-byte soup from text", () => {
    expect(looksBinary("https://a.example/\n".repeat(10))).toBe(false);
    expect(looksBinary("\u0000\u0001\u0002abc\u0003")).toBe(true);
    expect(looksBinary(`${"x".repeat(200)}\u0000`)).toBe(false);
  });
});

describe("parseTextSitemap", () => {
  it("makes one entry per URL line (case B26: CRLF), with line and column", () => {
    const result = parseTextSitemap("https://www.example.com/a\r\nhttps://www.example.com/b\r\n", "B26.txt");
    expect(result).toEqual({
      format: "txt",
      urls: [
        { loc: "https://www.example.com/a", images: [], videos: [], alternates: [], line: 1, column: 1 },
        { loc: "https://www.example.com/b", images: [], videos: [], alternates: [], line: 2, column: 1 },
      ],
      problems: [],
    });
  });

  it("trims values, skips blank lines and reports lines that are not absolute URLs", () => {
    const result = parseTextSitemap("\n  https://a.example/x  \n/relative\n\nwww.example.com/b\n", "t.txt");
    expect(result.urls).toMatchObject([{ loc: "https://a.example/x", line: 2, column: 3 }]);
    expect(result.problems).toMatchObject([
      { code: "loc.whitespace", severity: "info", entry: 0, field: "loc", line: 2, column: 3 },
      { code: "txt.not-a-url", severity: "error", line: 3, column: 1, params: { value: "/relative" } },
      { code: "txt.not-a-url", line: 5 },
    ]);
  });

  it("trims the zero-width characters pasted text carries, as it trims a no-break space", () => {
    const result = parseTextSitemap("\u200bhttps://site.ru/zw\n\u00a0https://site.ru/nb\u2060\n", "t.txt");
    expect(result.urls.map((url) => url.loc)).toEqual(["https://site.ru/zw", "https://site.ru/nb"]);
    expect(result.problems.map((problem) => [problem.code, problem.line, problem.column])).toEqual([
      ["loc.whitespace", 1, 2],
      ["loc.whitespace", 2, 2],
    ]);
  });

  it("keeps a malformed absolute URL as an entry for the checks", () => {
    expect(parseTextSitemap("https://exa mple.com/\n", "t.txt").urls).toHaveLength(1);
  });

  it("calls prose without any URL-like line unknown, with one file.unknown-format", () => {
    const result = parseTextSitemap("This is\nnot a list\nof urls", "plain.txt");
    expect(result.format).toBe("unknown");
    expect(result.problems).toMatchObject([{ code: "file.unknown-format", line: 1, column: 1 }]);
  });

  it("calls prose with a few links among its lines unknown (a licence text), a list mostly of paths txt", () => {
    const prose = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of the licence, in words.`);
    prose.splice(10, 0, "<https://www.gnu.org/licenses/>", "see www.gnu.org/philosophy/");
    prose.splice(30, 0, "<https://fsf.org/>");
    const licence = parseTextSitemap(prose.join("\n"), "notsitemap.xml");
    expect(licence.format).toBe("unknown");
    expect(codes(licence.problems)).toEqual(["file.unknown-format"]);
    // half the lines meant as URLs: a TXT sitemap written wrong
    const list = parseTextSitemap("# our pages\n/a\n/b\nwww.example.com/c\nnotes\n", "pages.txt");
    expect(list.format).toBe("txt");
    expect(codes(list.problems)).toEqual(Array(5).fill("txt.not-a-url"));
  });

  it("calls a one-line JSON of URLs unknown, not a TXT list whose one line is no URL", () => {
    const json = parseTextSitemap('{"urls":["https://example.com/a","https://example.com/b"]}', "data.xml");
    expect(json.format).toBe("unknown");
    expect(codes(json.problems)).toEqual(["file.unknown-format"]);
    expect(parseTextSitemap('["https://example.com/a"]\n', "list.txt").format).toBe("unknown");
    // pretty-printed, over several lines
    const pretty = parseTextSitemap('[\n  "https://shop.ru/a",\n  "https://shop.ru/b"\n]\n', "list.json");
    expect([pretty.format, codes(pretty.problems)]).toEqual(["unknown", ["file.unknown-format"]]);
    // a URL in quotes is still one meant as a URL: a TXT list written wrong
    expect(parseTextSitemap('"https://example.com/a"\n', "q.txt").format).toBe("txt");
  });

  it("names the URL a line written without its scheme was meant as, and no URL for other lines", () => {
    expect(getSchemelessUrl("www.shop.ru/page")).toBe("https://www.shop.ru/page");
    expect(getSchemelessUrl("shop.ru/catalog/?p=2")).toBe("https://shop.ru/catalog/?p=2");
    expect(getSchemelessUrl("www.shop.ru")).toBe("https://www.shop.ru");
    expect(getSchemelessUrl("//cdn.shop.ru/a.png")).toBe("https://cdn.shop.ru/a.png");
    expect(getSchemelessUrl("магазин.рф/каталог")).toBe("https://магазин.рф/каталог");
    for (const line of ["sitemap.xml", "/page", "notes", "shop.ru", "a b.ru/x", "1.2.3.4/x"])
      expect(getSchemelessUrl(line)).toBeUndefined();
    const result = parseTextSitemap("https://www.shop.ru/a\nwww.shop.ru/b\n/c\n", "urls.txt");
    expect(result.problems.map((problem) => problem.params)).toEqual([
      { value: "www.shop.ru/b", suggestion: "https://www.shop.ru/b" },
      { value: "/c" },
    ]);
    // a site of http URLs: the line meant as http
    const http = parseTextSitemap(
      "http://www.old.ru/a\nhttp://www.old.ru/b\nwww.old.ru/page\n//www.old.ru/c\n",
      "h.txt",
    );
    expect(http.problems.map((problem) => problem.params?.suggestion)).toEqual([
      "http://www.old.ru/page",
      "http://www.old.ru/c",
    ]);
  });

  it("keeps a list of relative paths as txt, each with txt.not-a-url", () => {
    const result = parseTextSitemap("/a\n/b\n", "paths.txt");
    expect(result.format).toBe("txt");
    expect(codes(result.problems)).toEqual(["txt.not-a-url", "txt.not-a-url"]);
  });

  it("reads 50,001 lines (case B35-like) into 50,001 entries", () => {
    const text = Array.from({ length: 50_001 }, (_, i) => `https://www.example.com/p/${i + 1}`).join("\n");
    const result = parseTextSitemap(text, "B35.txt");
    expect(result.urls).toHaveLength(50_001);
    expect(result.urls[50_000]).toMatchObject({ loc: "https://www.example.com/p/50001", line: 50_001 });
    expect(result.problems).toEqual([]);
  });
});

describe("robots.txt", () => {
  const robots =
    "# comment\nUser-agent: *\nDisallow: /private\n\nsitemap:https://www.example.com/s.xml # main\n";

  it("is recognised by its directives, any case, and not in a URL list", () => {
    expect(isRobotsTxt(robots)).toBe(true);
    expect(isRobotsTxt("SITEMAP: https://a.example/s.xml")).toBe(true);
    expect(isRobotsTxt("https://a.example/allow:x\nhttps://a.example/b")).toBe(false);
  });

  it("leaves a URL list with a stray directive line a URL list", () => {
    expect(isRobotsTxt("https://a.example/1\nAllow: /\nhttps://a.example/2\n")).toBe(false);
    expect(isRobotsTxt("User-agent: *\nDisallow: /x\nhttps://a.example/stray\n")).toBe(true);
  });

  it("lists each valid Sitemap: URL with its line and column", () => {
    expect(parseRobotsTxt(robots, "robots.txt")).toEqual({
      sitemaps: [{ loc: "https://www.example.com/s.xml", line: 5, column: 9 }],
      problems: [],
    });
  });

  it("reports a Sitemap: value that is not an absolute http(s) URL, and leaves it out", () => {
    const result = parseRobotsTxt(
      "Sitemap: /sitemap.xml\nSitemap: ftp://a.example/s.xml\nSitemap:\n",
      "r.txt",
    );
    expect(result.sitemaps).toEqual([]);
    expect(result.problems).toMatchObject([
      { code: "robots.sitemap-invalid", line: 1, column: 10, params: { value: "/sitemap.xml" } },
      { code: "robots.sitemap-invalid", line: 2 },
      { code: "robots.sitemap-invalid", line: 3 },
    ]);
  });

  it("gives a path or a URL without its scheme the full URL the file's other lines tell", () => {
    const result = parseRobotsTxt(
      [
        "Sitemap: https://www.shop.ru/sitemap.xml",
        "Sitemap: /news.xml",
        "Sitemap: images.xml",
        "Sitemap: shop.ru/video.xml",
        "Sitemap: ftp://shop.ru/x.xml",
        "Sitemap: //cdn.shop.ru/y.xml",
        "Sitemap: blog.shop.ru/c.xml",
        "Sitemap: other.com/d.xml",
        "Sitemap: sitemaps/e.xml",
      ].join("\n"),
      "robots.txt",
    );
    expect(result.problems.map((p) => [p.params?.value, p.params?.resolved])).toEqual([
      ["/news.xml", "https://www.shop.ru/news.xml"],
      ["images.xml", "https://www.shop.ru/images.xml"],
      ["shop.ru/video.xml", "https://shop.ru/video.xml"],
      ["ftp://shop.ru/x.xml", undefined],
      // the scheme alone left out, or a host of its own without it: not a path on www.shop.ru
      ["//cdn.shop.ru/y.xml", "https://cdn.shop.ru/y.xml"],
      ["blog.shop.ru/c.xml", "https://blog.shop.ru/c.xml"],
      ["other.com/d.xml", "https://other.com/d.xml"],
      ["sitemaps/e.xml", "https://www.shop.ru/sitemaps/e.xml"],
    ]);
    // no absolute line: no site to resolve against
    const alone = parseRobotsTxt("Sitemap: /sitemap.xml\n", "robots.txt");
    expect(alone.problems[0].params).toEqual({ value: "/sitemap.xml" });
  });

  it("proposes the full URL of a Cyrillic site as crawlers read it, and takes the site from Host:", () => {
    const cyrillic = parseRobotsTxt(
      ["Sitemap: https://пример.рф/sitemap.xml", "Sitemap: /новости.xml", "Sitemap: пример.рф/blog.xml"].join(
        "\n",
      ),
      "robots.txt",
    );
    expect(cyrillic.problems.map((p) => p.params?.resolved)).toEqual([
      "https://xn--e1afmkfd.xn--p1ai/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8.xml",
      "https://xn--e1afmkfd.xn--p1ai/blog.xml",
    ]);
    // Yandex's old Host: names the site when no Sitemap: line does (no scheme: http, as Yandex read it)
    const host = (line: string) =>
      parseRobotsTxt(`User-agent: *\n${line}\nSitemap: /sitemap.xml\n`, "robots.txt").problems[0].params
        ?.resolved;
    expect(host("Host: https://shop.ru")).toBe("https://shop.ru/sitemap.xml");
    expect(host("Host: shop.ru")).toBe("http://shop.ru/sitemap.xml");
    expect(host("Host: магазин.рф")).toBe("http://xn--80aairftm.xn--p1ai/sitemap.xml");
    expect(host("Host: localhost")).toBeUndefined();
    // a Cyrillic host written without its scheme is that host, in punycode
    const schemeless = parseRobotsTxt("Host: https://shop.ru\nSitemap: магазин.рф/f.xml\n", "robots.txt");
    expect(schemeless.problems[0].params?.resolved).toBe("https://xn--80aairftm.xn--p1ai/f.xml");
  });

  it("reports a robots.txt without any Sitemap: line", () => {
    expect(codes(parseRobotsTxt("User-agent: *\nDisallow: /\n", "r.txt").problems)).toEqual([
      "robots.no-sitemap",
    ]);
  });
});
