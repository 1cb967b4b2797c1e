import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile } from "@/core/index";
import { applyLanguage } from "./apply-language";
import { getNoticeText, getProblemText, getRuleExplanation } from "./messages";

afterEach(() => applyLanguage("en"));

/** The problems of one urlset of `urls` (XML fragments), checked now. */
function problemsOf(urls: string): ReturnType<typeof checkSitemaps> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  const file = readSitemapFile("s.xml", new TextEncoder().encode(xml), {
    location: "https://site.ru/s.xml",
  });
  return checkSitemaps([file]);
}

const textOf = (code: string, urls: string) => {
  const problem = problemsOf(urls).find((p) => p.code === code);
  if (!problem) throw new Error(`no ${code}`);
  return getProblemText(problem);
};

describe("problem texts with display params", () => {
  it("names a Cyrillic folder of loc.outside-scope as people read it, not percent-encoded", () => {
    const file = readSitemapFile(
      "pages.xml",
      new TextEncoder().encode(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://магазин.рф/about/</loc></url></urlset>',
      ),
      { location: "https://магазин.рф/каталог/pages.xml" },
    );
    const problem = checkSitemaps([file]).find((p) => p.code === "loc.outside-scope");
    expect(problem?.params?.scope).toBe("/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/");
    expect(getProblemText(problem as never)).toBe(
      "The URL is not under /каталог/, the folder of the sitemap file.",
    );
  });

  it("names a repeated or unanswered URL as the table shows it, a URL's writing faults as written", () => {
    const books = "https://site.ru/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/";
    const urls = `<url><loc>${books}</loc></url><url><loc>${books}</loc></url>`;
    expect(textOf("loc.duplicate", urls)).toContain("“https://site.ru/книги/” appears more than once");
    const link = (from: string, to: string) =>
      `<url><loc>${from}</loc><xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="ru" href="${from}"/><xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="en" href="${to}"/></url>`;
    const en = "https://site.ru/en/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/";
    const text = textOf("hreflang.not-reciprocal", `${link(books, en)}<url><loc>${en}</loc></url>`);
    expect(text).toContain("“https://site.ru/en/книги/”");
    // a language version no loaded file lists, as the table would show it (punycode and %XX were quoted)
    const missing = "https://xn--80aswg.xn--p1ai/uk/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/";
    expect(textOf("hreflang.target-not-listed", link(books, missing))).toContain(
      "“https://сайт.рф/uk/книги/”",
    );
    // both URLs of a near-duplicate in one form, as the table shows them (the other had stayed punycode)
    const near = textOf(
      "loc.near-duplicate",
      "<url><loc>https://xn--80aswg.xn--p1ai/about/</loc></url><url><loc>https://сайт.рф/about</loc></url>",
    );
    expect(near).toContain("“https://сайт.рф/about” differs from another URL (“https://сайт.рф/about/”)");
    expect(near).not.toContain("xn--");
    // a space in a URL is what loc.unencoded-chars is about: quoted as written
    expect(textOf("loc.unencoded-chars", "<url><loc>https://site.ru/a b/%D0%BA</loc></url>")).toContain(
      "“https://site.ru/a b/%D0%BA”",
    );
  });

  it("names an index's missing child and where a file of its name is loaded as the Cyrillic host reads", () => {
    const encode = (xml: string) => new TextEncoder().encode(xml);
    const index = readSitemapFile(
      "sitemap.xml",
      encode(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://xn--80aswg.xn--p1ai/a.xml</loc></sitemap><sitemap><loc>https://xn--80aswg.xn--p1ai/b.xml</loc></sitemap></sitemapindex>',
      ),
      { location: "https://xn--80aswg.xn--p1ai/sitemap.xml" },
    );
    const child = readSitemapFile(
      "b.xml",
      encode(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://xn--80aswg.xn--p1ai/x/</loc></url></urlset>',
      ),
      { location: "https://xn--80aswg.xn--p1ai/new/b.xml" },
    );
    const [missing, moved] = checkSitemaps([index, child]).filter((p) => p.code === "index.child-missing");
    expect(missing.params?.value).toBe("https://xn--80aswg.xn--p1ai/a.xml");
    expect(getProblemText(missing)).toBe("“https://сайт.рф/a.xml” is listed but not among the loaded files.");
    expect(getProblemText(moved)).toContain("loaded with the location https://сайт.рф/new/b.xml");
    expect(getProblemText(moved)).toContain("“https://сайт.рф/b.xml”");
  });

  it("names a Cyrillic site's host of loc.other-host once in brackets, in Russian too", () => {
    const file = readSitemapFile(
      "s.xml",
      new TextEncoder().encode(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://магазин.рф/a/</loc></url></urlset>',
      ),
      { location: "https://сайт.рф/s.xml" },
    );
    const problem = checkSitemaps([file]).find((p) => p.code === "loc.other-host");
    expect(problem?.params).toMatchObject({ expected: "xn--80aswg.xn--p1ai" });
    applyLanguage("ru");
    expect(getProblemText(problem as never)).toBe(
      "Хост магазин.рф (xn--80aairftm.xn--p1ai) не совпадает с хостом сайт.рф (xn--80aswg.xn--p1ai) файла Sitemap. Поисковые системы такие URL не учитывают.",
    );
  });

  it("names a binary file's kind from its magic number: a PNG saved as the sitemap", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(0)]);
    const file = readSitemapFile("sitemap.xml", png);
    const problem = file.problems.find((p) => p.code === "file.unknown-format");
    expect(problem?.params?.binary).toBe("PNG image");
    expect(problem && getProblemText(problem)).toBe(
      "This is a PNG image, not a sitemap (if it is named or published as the sitemap, another file was saved or renamed in its place).",
    );
    applyLanguage("ru");
    expect(problem && getProblemText(problem)).toBe(
      "Это изображение PNG, а не Sitemap (если файл назван или опубликован как Sitemap, на его место сохранён или переименован другой файл).",
    );
    // its notice names the kind too, in the interface's language
    const notice = { text: "notice.binary-file", params: { name: "sitemap.xml", binary: "PNG image" } };
    expect(getNoticeText(notice)).toBe(
      "Файл sitemap.xml — не Sitemap: в нём двоичные данные, изображение PNG.",
    );
    applyLanguage("en");
    expect(getNoticeText(notice)).toBe("sitemap.xml is not a sitemap: it holds binary data, a PNG image.");
    // unknown binary data: the generic text
    const other = readSitemapFile("x.xml", new Uint8Array(300).fill(1)).problems[0];
    expect(other.params?.binary).toBeUndefined();
    expect(getProblemText(other)).toMatch(/^This is not a sitemap, a sitemap index/);
  });

  it("shows the links a differing hreflang set lacks or adds as the file writes them, Cyrillic included", () => {
    const en = "https://магазин.рф/en/o-nas";
    // a comma in a path is part of its URL (the parts are joined by ", ", which no URL holds)
    const ru = "https://магазин.рф/ru/чай,кофе";
    const uk = "https://магазин.рф/uk/про-нас";
    const link = (code: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`;
    const all = link("en", en) + link("ru", ru) + link("uk", uk);
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>${en}</loc>${all}</url><url><loc>${ru}</loc>${all}</url><url><loc>${uk}</loc>${link("en", en) + link("uk", uk)}</url></urlset>`;
    const file = readSitemapFile("s.xml", new TextEncoder().encode(xml), {
      location: "https://магазин.рф/s.xml",
    });
    const problem = checkSitemaps([file]).find((p) => p.code === "hreflang.set-mismatch");
    if (!problem) throw new Error("no hreflang.set-mismatch");
    // compared WHATWG-serialised (punycode, %XX), shown as written
    expect(problem.params?.lacks).toContain("xn--");
    expect(getProblemText(problem)).toContain(`this page lacks ru: ${ru}`);
    applyLanguage("ru");
    expect(getProblemText(problem)).toContain(`на этой странице нет ru: ${ru}`);
  });

  it("says of a tie of hreflang sets that none is the most common, and to choose", () => {
    const link = (code: string) =>
      `<xhtml:link rel="alternate" hreflang="${code}" href="https://site.ru/${code}/"/>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://site.ru/en/</loc>${link("en") + link("ru")}</url><url><loc>https://site.ru/ru/</loc>${link("en") + link("ru")}<xhtml:link rel="alternate" hreflang="x-default" href="https://site.ru/en/"/></url></urlset>`;
    const file = readSitemapFile("s.xml", new TextEncoder().encode(xml), {
      location: "https://site.ru/s.xml",
    });
    const texts = checkSitemaps([file])
      .filter((p) => p.code === "hreflang.set-mismatch")
      .map(getProblemText);
    expect(texts).toEqual([
      "Pages of one language group list different alternates. No set of links is listed by more of its pages than another (2 sets): decide which is right and give every page of the group the same links.",
      "Pages of one language group list different alternates. No set of links is listed by more of its pages than another (2 sets): decide which is right and give every page of the group the same links.",
    ]);
    applyLanguage("ru");
    const [tie] = checkSitemaps([file]).filter((p) => p.code === "hreflang.set-mismatch");
    expect(getProblemText(tie)).toContain("Ни один набор ссылок не встречается чаще других (2 набора)");
  });

  it("says an empty hreflang is empty, not that it is no language code", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://site.ru/a</loc><xhtml:link rel="alternate" hreflang="" href="https://site.ru/a"/></url></urlset>`;
    const file = readSitemapFile("s.xml", new TextEncoder().encode(xml), {
      location: "https://site.ru/s.xml",
    });
    const problem = checkSitemaps([file]).find((p) => p.code === "hreflang.invalid-code");
    if (!problem) throw new Error("no hreflang.invalid-code");
    expect(getProblemText(problem)).toBe(
      "The hreflang attribute is empty: write a language(-region) code (en, en-GB) or x-default.",
    );
    applyLanguage("ru");
    expect(getProblemText(problem)).toMatch(/^Атрибут hreflang пустой: укажите код языка/);
  });

  it("gives a comma priority's own value with a dot as the example, in both languages", () => {
    const url = "<url><loc>https://site.ru/a</loc><priority>0,45</priority></url>";
    expect(textOf("priority.invalid", url)).toContain("(0.45, not 0,45)");
    applyLanguage("ru");
    expect(textOf("priority.invalid", url)).toContain("(0.45, а не 0,45)");
    // not a comma decimal: the generic example
    applyLanguage("en");
    expect(
      textOf("priority.invalid", "<url><loc>https://site.ru/a</loc><priority>high</priority></url>"),
    ).toContain("(0.8, not 0,8)");
    // a comma value that a dot leaves out of range (1.5): not given as the example to follow
    const over = textOf(
      "priority.invalid",
      "<url><loc>https://site.ru/a</loc><priority>1,5</priority></url>",
    );
    expect(over).toContain("(0.8, not 0,8)");
    expect(over).not.toContain("1.5");
  });

  it("says a news or video date lacks only its timezone or the colon in it, and a news item's age in hours", () => {
    const news = (date: string) =>
      `<url><loc>https://site.ru/n</loc><news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><news:publication><news:name>Site</news:name><news:language>ru</news:language></news:publication><news:publication_date>${date}</news:publication_date><news:title>T</news:title></news:news></url>`;
    expect(textOf("news.date-invalid", news("2026-12-05T10:00:00"))).toBe(
      "“2026-12-05T10:00:00” has a time but no timezone: add the site's, such as +03:00 for Moscow or -05:00 for New York, or Z for UTC.",
    );
    expect(textOf("news.date-invalid", news("2026-12-05T10:00:00+0300"))).toBe(
      "“2026-12-05T10:00:00+0300” needs a colon in its timezone: +03:00, not +0300.",
    );
    // the offset written, not Moscow's whatever it was
    expect(textOf("news.date-invalid", news("2026-12-06T07:00:00+0100"))).toBe(
      "“2026-12-06T07:00:00+0100” needs a colon in its timezone: +01:00, not +0100.",
    );
    const lastmod = (value: string) => `<url><loc>https://site.ru/a</loc><lastmod>${value}</lastmod></url>`;
    expect(textOf("lastmod.bad-timezone", lastmod("2026-12-01T10:00:00-0500"))).toBe(
      "“2026-12-01T10:00:00-0500” has a malformed zone; write it as -05:00.",
    );
    expect(textOf("lastmod.bad-timezone", lastmod("2026-12-01T10:00:00+05"))).toBe(
      "“2026-12-01T10:00:00+05” has a malformed zone; write it as +05:00.",
    );
    expect(textOf("lastmod.bad-timezone", lastmod("2026-12-01T10:00:00+15:00"))).toBe(
      "“2026-12-01T10:00:00+15:00” has a malformed zone; write it as ±hh:mm (+03:00 for Moscow) or Z.",
    );
    // just past the 48 hours: not "48 hours ago" beside "the last 48 hours"
    const justOver = new Date(Date.now() - 48 * 3_600_000 - 600_000).toISOString().replace(/\.\d+Z$/, "Z");
    expect(textOf("news.stale", news(justOver))).toMatch(/^Published more than 2 days ago \(/);
    expect(textOf("news.date-invalid", news("05.12.2026"))).toBe(
      "“05.12.2026” is not a real full W3C date (YYYY-MM-DD) or date-time (YYYY-MM-DDThh:mm:ss+hh:mm).",
    );
    const hoursAgo = new Date(Date.now() - 60 * 3_600_000 - 60_000).toISOString().replace(/\.\d+Z$/, "Z");
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    expect(textOf("news.stale", news(hoursAgo))).toMatch(/^Published 60 hours ago \(/);
    expect(textOf("news.stale", news(weekAgo))).toMatch(/^Published [78] days ago \(/);
    applyLanguage("ru");
    expect(textOf("news.date-invalid", news("2026-12-05T10:00"))).toBe(
      "В значении «2026-12-05T10:00» есть время, но нет часового пояса: добавьте пояс сайта, например +03:00 для Москвы или +05:00 для Екатеринбурга, или Z для UTC.",
    );
    expect(textOf("news.stale", news(hoursAgo))).toMatch(/^Новость опубликована 60 часов назад \(/);
    expect(textOf("lastmod.bad-timezone", lastmod("2026-12-01T10:00:00-0500"))).toBe(
      "В значении «2026-12-01T10:00:00-0500» неверно записан часовой пояс: нужно -05:00.",
    );
    const video = `<url><loc>https://site.ru/v</loc><video:video xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"><video:thumbnail_loc>https://site.ru/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://site.ru/v.mp4</video:content_loc><video:publication_date>2026-12-05T10:00:00+0300</video:publication_date></video:video></url>`;
    expect(textOf("video.date-invalid", video)).toBe(
      "В значении «2026-12-05T10:00:00+0300» в часовом поясе нужно двоеточие: +03:00, а не +0300.",
    );
  });

  it("says a video restriction lacks its relationship attribute, or which country code is wrong", () => {
    const video = (restriction: string) =>
      `<url><loc>https://site.ru/v</loc><video:video xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"><video:thumbnail_loc>https://site.ru/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://site.ru/v.mp4</video:content_loc>${restriction}</video:video></url>`;
    expect(textOf("video.restriction-invalid", video("<video:restriction>RU</video:restriction>"))).toBe(
      '<video:restriction> has no relationship attribute: write relationship="allow" (only these countries) or "deny" (all but these).',
    );
    const codes = video('<video:restriction relationship="allow">RU BY XX</video:restriction>');
    expect(textOf("video.restriction-invalid", codes)).toBe(
      "“RU BY XX”: use ISO 3166-1 country codes separated by spaces (“XX” is not one).",
    );
    applyLanguage("ru");
    expect(textOf("video.restriction-invalid", video("<video:restriction>RU</video:restriction>"))).toBe(
      'У <video:restriction> нет атрибута relationship: укажите relationship="allow" (только эти страны) или "deny" (все, кроме этих).',
    );
  });

  it("names the XML version declared, and explains a restriction group in a whole sentence", () => {
    const xml =
      '<?xml version="1.1" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.ru/a</loc></url></urlset>';
    const [version] = readSitemapFile("v.xml", new TextEncoder().encode(xml)).problems.filter(
      (p) => p.code === "xml.version",
    );
    expect(getProblemText(version)).toBe("The XML version 1.1 is not 1.0.");
    applyLanguage("ru");
    expect(getProblemText(version)).toBe('Указана версия XML 1.1, а нужна 1.0: укажите version="1.0".');
    expect(getRuleExplanation("video.restriction-invalid")).toBe(
      'Укажите коды стран ISO 3166-1 через пробел и атрибут relationship="allow" или "deny".',
    );
  });

  it("proposes the full URL of a robots.txt Sitemap: path, in both languages", () => {
    const file = readSitemapFile(
      "robots.txt",
      new TextEncoder().encode("Sitemap: https://shop.ru/sitemap.xml\nSitemap: /news.xml\n"),
    );
    const [problem] = file.problems.filter((p) => p.code === "robots.sitemap-invalid");
    expect(getProblemText(problem)).toBe(
      "“/news.xml” is not an absolute http(s) URL. Write it in full: https://shop.ru/news.xml",
    );
    applyLanguage("ru");
    expect(getProblemText(problem)).toBe(
      "URL «/news.xml» в строке «Sitemap:» не является абсолютным URL с http или https. Запишите его полностью: https://shop.ru/news.xml",
    );
  });

  it("says a future lastmod's limit as a local date, not an ISO instant", () => {
    const text = textOf(
      "lastmod.future",
      "<url><loc>https://site.ru/a</loc><lastmod>2099-01-01</lastmod></url>",
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(text).toContain(String(tomorrow.getFullYear()));
    expect(text).toContain("a day from now");
  });

  it("names a character that does not show in a URL, and keeps the generic text otherwise", () => {
    expect(textOf("loc.non-ascii", "<url><loc>https://site.ru/x\u00a0y</loc></url>")).toContain(
      "(among them U+00A0, a no-break space, which does not show)",
    );
    applyLanguage("ru");
    expect(textOf("loc.non-ascii", "<url><loc>https://site.ru/x\u00a0y</loc></url>")).toContain(
      "(среди них U+00A0, неразрывный пробел — его не видно)",
    );
    expect(textOf("loc.non-ascii", "<url><loc>https://site.ru/книги</loc></url>")).toContain(
      "вне ASCII, например кириллица.",
    );
  });

  it("says an HTML page is a page, with no DOCTYPE error beside it", () => {
    const file = readSitemapFile(
      "sitemap.xml",
      new TextEncoder().encode(
        "<!DOCTYPE html>\n<html><head><title>404</title></head><body>Not found</body></html>",
      ),
    );
    expect(file.problems.map((p) => p.code)).toEqual(["file.unknown-format"]);
    expect(getProblemText(file.problems[0])).toMatch(/^This is an HTML page \(<html>\), not a sitemap/);
    applyLanguage("ru");
    expect(getProblemText(file.problems[0])).toMatch(/^Это HTML-страница \(<html>\), а не Sitemap/);
    // another root: the general text
    const other = readSitemapFile("a.xml", new TextEncoder().encode("<catalog><item/></catalog>"));
    expect(getProblemText(other.problems[0])).toMatch(/^Формат не распознан/);
  });

  it("says a Yandex Market YML catalog is a product feed, not a sitemap", () => {
    const file = readSitemapFile(
      "market.xml",
      new TextEncoder().encode(
        '<!DOCTYPE yml_catalog SYSTEM "shops.dtd">\n<yml_catalog date="2026-12-06 10:00"><shop/></yml_catalog>',
      ),
    );
    expect(file.problems.map((p) => p.code)).toEqual(["file.unknown-format"]);
    applyLanguage("en");
    expect(getProblemText(file.problems[0])).toBe(
      "This is a Yandex Market product feed (YML, <yml_catalog>), not a sitemap: it goes to Yandex Market or Yandex Webmaster's product feeds. Open the site's sitemap.xml to check its pages.",
    );
    applyLanguage("ru");
    expect(getProblemText(file.problems[0])).toMatch(
      /^Это товарный фид Яндекс Маркета \(YML, <yml_catalog>\)/,
    );
  });

  it("says a feed date that is empty is empty", () => {
    const rss = (date: string) =>
      readSitemapFile(
        "feed.xml",
        new TextEncoder().encode(
          `<rss version="2.0"><channel><item><link>https://site.ru/a</link><pubDate>${date}</pubDate></item></channel></rss>`,
        ),
      ).problems.find((p) => p.code === "feed.date-invalid");
    const empty = rss("") as NonNullable<ReturnType<typeof rss>>;
    expect(getProblemText(empty)).toMatch(
      /^The value cannot be read as a date \(the date element is empty\)\. RSS/,
    );
    applyLanguage("ru");
    expect(getProblemText(empty)).toMatch(/^Значение не удаётся прочитать как дату \(элемент даты пустой\)/);
    const bad = rss("вчера") as NonNullable<ReturnType<typeof rss>>;
    expect(getProblemText(bad)).toMatch(/^Значение «вчера» не удаётся прочитать как дату\. Даты RSS/);
  });

  it("says an empty lastmod, changefreq or priority is empty, not that its value has a wrong format", () => {
    const urls =
      "<url><loc>https://site.ru/a</loc><lastmod></lastmod><changefreq/><priority> </priority></url>";
    expect(textOf("lastmod.invalid", urls)).toBe(
      "The lastmod element is empty: write the date the page last changed, as YYYY-MM-DD (e.g. 2024-05-08), or remove the element.",
    );
    expect(textOf("changefreq.invalid", urls)).toMatch(
      /^The changefreq element is empty: choose one of always/,
    );
    expect(textOf("priority.invalid", urls)).toMatch(
      /^The priority element is empty: write a number from 0.0/,
    );
    // a value written wrong keeps its own text
    expect(
      textOf("lastmod.invalid", "<url><loc>https://site.ru/a</loc><lastmod>08/05/2024</lastmod></url>"),
    ).toBe("“08/05/2024” is not a W3C Datetime (e.g. 2024-05-08 or 2024-05-08T10:00:00+03:00).");
    applyLanguage("ru");
    expect(textOf("lastmod.invalid", urls)).toBe(
      "Элемент lastmod пустой: впишите дату последнего изменения страницы в виде ГГГГ-ММ-ДД (например, 2024-05-08) или удалите элемент.",
    );
    expect(textOf("priority.invalid", urls)).toMatch(/^Элемент priority пустой/);
    expect(
      textOf("changefreq.invalid", "<url><loc>https://site.ru/a</loc><changefreq>Daily</changefreq></url>"),
    ).toBe(
      "Значение «Daily» не входит в список: always, hourly, daily, weekly, monthly, yearly, never (строчными буквами).",
    );
  });

  it("says a video without content_loc may have player_loc instead, and an empty news field is empty", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://site.ru/v</loc><video:video><video:thumbnail_loc>https://site.ru/t.jpg</video:thumbnail_loc><video:title></video:title><video:description>d</video:description></video:video></url>
<url><loc>https://site.ru/n</loc><news:news><news:publication><news:name></news:name><news:language>ru</news:language></news:publication><news:publication_date>2024-01-01</news:publication_date></news:news></url></urlset>`;
    const file = readSitemapFile("s.xml", new TextEncoder().encode(xml), {
      location: "https://site.ru/s.xml",
    });
    const texts = checkSitemaps([file])
      .filter((p) => p.code.endsWith(".required-missing"))
      .map(getProblemText);
    expect(texts).toEqual([
      "A video needs thumbnail_loc, title, description and content_loc or player_loc; <video:title> is empty.",
      // it said "<video:content_loc> is missing", as if a player-only video needed a media file URL
      "A video needs thumbnail_loc, title, description and content_loc or player_loc; it has neither <video:content_loc> nor <video:player_loc>.",
      "News needs publication name, language, publication_date and title; <news:name> is empty.",
      "News needs publication name, language, publication_date and title; <news:title> is missing.",
    ]);
    applyLanguage("ru");
    const ru = checkSitemaps([file]).filter((p) => p.code === "video.required-missing");
    expect(ru.map(getProblemText)).toEqual([
      "Для видео нужны thumbnail_loc, title, description и content_loc или player_loc; элемент <video:title> пустой.",
      "Для видео нужны thumbnail_loc, title, description и content_loc или player_loc; нет ни <video:content_loc>, ни <video:player_loc>.",
    ]);
  });

  it("says what an element inside a loc did to the URL read", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.ru/x<span>y</span>z</loc></url><url><loc>https://site.ru/a</loc><foo/></url></urlset>`;
    const problems = readSitemapFile("s.xml", new TextEncoder().encode(xml)).problems;
    expect(problems.map(getProblemText)).toEqual([
      "<span> stands inside <loc>: a value holds text only, so what the element holds is left out and the value read is “https://site.ru/xz”. Write the value as plain text.",
      "The element <foo> is not defined here. Yandex reports it.",
    ]);
    applyLanguage("ru");
    expect(getProblemText(problems[0])).toBe(
      "Внутри <loc> стоит элемент <span>: значение может быть только текстом, поэтому содержимое элемента отброшено и прочитано «https://site.ru/xz». Запишите значение простым текстом.",
    );
  });

  it("says a UTF-8 file that declares windows-1251 has only a wrong declaration, and nests optional parts", () => {
    const xml =
      '<?xml version="1.0" encoding="windows-1251"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.ru/книги</loc></url></urlset>';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(xml)]);
    const problem = readSitemapFile("ru.xml", bytes).problems.find((p) => p.code === "file.not-utf8");
    expect(getProblemText(problem as NonNullable<typeof problem>)).toMatch(
      /^Its XML declaration says windows-1251, but the file is UTF-8 .* only the declaration is wrong/,
    );
    // the panel's group text, without params, is the general one
    expect(getRuleExplanation("file.not-utf8")).toBe("The file is not UTF-8. Export writes UTF-8.");
    applyLanguage("ru");
    expect(getRuleExplanation("file.not-utf8", { encoding: "koi8-r" })).toMatch(
      /^Файл в кодировке koi8-r, а не в UTF-8\./,
    );
    expect(getProblemText(problem as NonNullable<typeof problem>)).toMatch(
      /^В XML-декларации указана кодировка windows-1251/,
    );
  });
});

describe("a control character in a value", () => {
  it("is named by its code point in the message, not left unseen", () => {
    const read = readSitemapFile(
      "s.xml",
      new TextEncoder().encode(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.ru/a</loc></url></urlset>',
      ),
      { location: "https://site.ru/s.xml" },
    );
    // as an edit leaves it: the value typed with U+0001 before its zone
    const file = { ...read, urls: [{ ...read.urls[0], lastmod: "2024-01-01T00:00:00\u0001Z" }] };
    const problem = checkSitemaps([file]).find((p) => p.code === "lastmod.invalid");
    expect(problem?.params?.value).toBe("2024-01-01T00:00:00\u0001Z");
    expect(problem && getProblemText(problem)).toBe(
      "“2024-01-01T00:00:00⟨U+0001⟩Z” is not a W3C Datetime (e.g. 2024-05-08 or 2024-05-08T10:00:00+03:00).",
    );
  });
});
