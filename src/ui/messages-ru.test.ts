import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, RULES, readSitemapFile } from "@/core/index";
import { applyLanguage, getLanguageTables } from "./apply-language";
import { setLocaleState } from "./locale-state";
import {
  EXPORT_MODE_TEXT,
  formatBytes,
  formatCount,
  formatMessage,
  formatUrlTotals,
  getNoticeText,
  getProblemText,
  getRuleExplanation,
  getRuleTitle,
  getStepLabel,
  messages,
  NOTICE_STACK_TEXT,
} from "./messages";
import { MESSAGES_RU } from "./messages-ru";
import { RULE_TEXTS_EN } from "./rule-texts";
import { RULE_TEXTS_RU } from "./rule-texts-ru";

afterEach(() => applyLanguage("en"));

/** Every leaf of a table by its path: strings, functions (by arity), arrays as leaves. */
function leaves(table: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof table === "object" && table !== null && !Array.isArray(table)) {
    for (const [key, value] of Object.entries(table))
      for (const [leaf, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(leaf, v);
  } else out.set(path, table);
  return out;
}

/** The params a template names, plural forms included (`{count:a|b}` names `count`), sorted, once each. */
function paramsOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((match) => match[1]))].sort();
}

describe("the Russian tables", () => {
  it("say what export does of a rule and give its examples in English too (an English report read less)", () => {
    const differ = Object.keys(RULE_TEXTS_RU).filter((code) => {
      const [ru, en] = [RULE_TEXTS_RU[code][1], RULE_TEXTS_EN[code]?.[1] ?? ""];
      return (
        (/экспорт/i.test(ru) && !/export/i.test(en)) ||
        (/например/i.test(ru) && !/such as|for example|e\.g\./i.test(en))
      );
    });
    expect(differ).toEqual([]);
  });

  // both with the sections' notices and steps merged into the shared tables
  const english = leaves(getLanguageTables("en"));
  const russian = leaves(getLanguageTables("ru"));

  it("have exactly the English keys, leaf for leaf, with the same kinds of value", () => {
    expect([...russian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english) {
      const ru = russian.get(path);
      expect(typeof ru, path).toBe(typeof value);
      if (typeof value === "function") expect((ru as () => void).length, path).toBe(value.length);
      if (Array.isArray(value)) expect((ru as unknown[]).length, path).toBe(value.length);
    }
    expect(english.size).toBeGreaterThan(500);
  });

  it("name the same params as the English texts, and are Russian", () => {
    for (const [path, value] of english) {
      if (typeof value !== "string") continue;
      expect(paramsOf(russian.get(path) as string), `${path}: ${russian.get(path)}`).toEqual(paramsOf(value));
    }
  });

  it("give every rule a title and an explanation with the English params", () => {
    const codes = [...new Set([...RULES.map((rule) => rule.code), ...Object.keys(RULE_TEXTS_EN)])];
    expect(Object.keys(RULE_TEXTS_RU).sort()).toEqual(Object.keys(RULE_TEXTS_EN).sort());
    for (const code of codes) {
      const [title, explanation] = RULE_TEXTS_RU[code] ?? ["", ""];
      expect(title, code).toMatch(/[А-Яа-яЁё]/);
      expect(paramsOf(explanation), code).toEqual(paramsOf(RULE_TEXTS_EN[code]?.[1] ?? ""));
    }
  });

  it("leave no placeholder or bracket behind in a rule's text, with params or without", () => {
    applyLanguage("ru");
    for (const code of Object.keys(RULE_TEXTS_RU)) {
      const sample = Object.fromEntries(
        paramsOf(RULE_TEXTS_RU[code][1]).map((name) => [
          name,
          /count|length|bytes|offset|line|column|limit/.test(name) ? 22 : `v-${name}`,
        ]),
      );
      for (const text of [getRuleExplanation(code), getRuleExplanation(code, sample)]) {
        expect(text, `${code}: ${text}`).not.toMatch(/[{}[\]]|\s{2}|^\s|\s$|\s[.,;:](\s|$)/);
        expect(text, code).toMatch(/[.)»]$/);
      }
    }
  });
});

describe("switching the language", () => {
  it("switches every live table in place, and back", () => {
    const exportDialog = messages.exportDialog;
    const english = exportDialog.title;
    applyLanguage("ru");
    expect(messages.exportDialog).toBe(exportDialog);
    expect(exportDialog.title).toBe(MESSAGES_RU.messages.exportDialog.title);
    expect(getRuleTitle("priority.invalid")).toBe(RULE_TEXTS_RU["priority.invalid"][0]);
    // notices of the sections are merged into the shared table, as in English
    expect(messages.notices["notice.deduped"]).toBe(MESSAGES_RU.bulk.notices["notice.deduped"]);
    applyLanguage("en");
    expect(exportDialog.title).toBe(english);
    expect(getRuleTitle("priority.invalid")).toBe(RULE_TEXTS_EN["priority.invalid"][0]);
  });

  it("writes numbers, sizes and plural word forms as the language does", () => {
    const template = "{count} {count:файл|файла|файлов}";
    applyLanguage("ru");
    expect([1, 2, 5, 11, 21, 22, 25, 111].map((count) => formatMessage(template, { count }))).toEqual([
      "1 файл",
      "2 файла",
      "5 файлов",
      "11 файлов",
      "21 файл",
      "22 файла",
      "25 файлов",
      "111 файлов",
    ]);
    expect(formatCount(50_000)).toBe("50\u00a0000");
    expect(formatCount(2_048)).toBe("2048");
    // the unit never wraps onto a line of its own: a no-break space before it
    expect(formatBytes(1536)).toBe("1,5\u00a0КБ");
    // the sitemaps indexes name, beside the URLs: not read as files open
    // (as the index card counts them, "6 файлов Sitemap", in the lists of the indexes)
    expect([1, 4, 44].map((count) => formatUrlTotals(3, count))).toEqual([
      "3 URL · 1 файл Sitemap в списках",
      "3 URL · 4 файла Sitemap в списках",
      "3 URL · 44 файла Sitemap в списках",
    ]);
    applyLanguage("en");
    expect(formatUrlTotals(3, 5)).toBe("3 URLs · 5 sitemaps listed");
    expect(formatMessage("{count} {count:file|files}", { count: 21 })).toBe("21 files");
    expect(formatCount(50_000)).toBe("50,000");
    expect(formatBytes(1536)).toBe("1.5\u00a0KB");
    // no "1,024 KB" beside "1.0 MB": from 1,000 KB on, megabytes
    expect([1_022_464, 1_023_500, 1_048_500, 1_048_576].map(formatBytes)).toEqual([
      "999\u00a0KB",
      "1.0\u00a0MB",
      "1.0\u00a0MB",
      "1.0\u00a0MB",
    ]);
  });

  it("points back at 21 things as several: a pronoun by one or more, not by the word form of 21", () => {
    applyLanguage("ru");
    const anyway = EXPORT_MODE_TEXT.errorsExportAnyway;
    expect([1, 21, 51].map((count) => formatMessage(anyway, { count }))).toEqual([
      "Можно сначала её просмотреть или экспортировать записи как есть.",
      "Можно сначала их просмотреть или экспортировать записи как есть.",
      "Можно сначала их просмотреть или экспортировать записи как есть.",
    ]);
    applyLanguage("en");
    expect(formatMessage(EXPORT_MODE_TEXT.errorsExportAnyway, { count: 21 })).toBe(
      "You can review them first or export the entries as they are.",
    );
  });

  it("say the rows a crawl left out and offer them, in the word forms of 1, 3 and 21", () => {
    const notice = (count: number) => ({
      id: 1,
      kind: "warning" as const,
      text: "notice.crawl-left-out",
      params: { name: "crawl.csv", count: String(count), redirects: "1", errors: "0", nonIndexable: "0" },
    });
    applyLanguage("ru");
    expect(getNoticeText(notice(1))).toMatch(
      /^1 строка из crawl\.csv не импортирована: краулер отметил её как /,
    );
    expect(getNoticeText(notice(3))).toMatch(
      /^3 строки из crawl\.csv не импортированы: краулер отметил их как /,
    );
    expect(getNoticeText(notice(21))).toMatch(
      /^21 строка из crawl\.csv не импортирована: краулер отметил их как /,
    );
    expect([1, 21].map((count) => formatMessage(NOTICE_STACK_TEXT.importLeftOut, { count }))).toEqual([
      "Всё равно импортировать её",
      "Всё равно импортировать их",
    ]);
    applyLanguage("en");
    // a reason without rows is not listed
    expect(getNoticeText(notice(1))).toBe(
      "1 row of crawl.csv left out: the crawl marks it as a page a sitemap should not list (redirects 3xx: 1). A sitemap lists only pages that answer 200 and are meant to be found in search.",
    );
    expect(formatMessage(NOTICE_STACK_TEXT.importLeftOut, { count: 3 })).toBe("Import them too");
  });

  it("say which open sitemaps list the URLs a crawl flags, in the word forms of one and many", () => {
    const notice = (count: number, files: string, fileCount: number) => ({
      id: 1,
      kind: "warning" as const,
      text: "notice.crawl-listed",
      params: {
        name: "crawl.csv",
        count: String(count),
        files,
        fileCount: String(fileCount),
        example: "https://e.ru/a",
        redirects: "0",
        errors: String(count),
        nonIndexable: "0",
      },
    });
    applyLanguage("ru");
    expect(getNoticeText(notice(1, "sitemap.xml", 1))).toBe(
      "В файле sitemap.xml есть 1 URL, который краулер в crawl.csv отметил как неподходящий для карты сайта (ошибки 4xx, 5xx или нет ответа — 1), например https://e.ru/a.",
    );
    expect(getNoticeText(notice(48, "a.xml (40), b.xml (8)", 2))).toMatch(
      /^В файлах a\.xml \(40\), b\.xml \(8\) есть 48 URL, которые краулер в crawl\.csv отметил как неподходящие /,
    );
    expect(formatMessage(NOTICE_STACK_TEXT.removeCrawlListed, { count: 48 })).toBe("Удалить их");
    expect(getStepLabel({ label: "history.bulk-set", params: { field: "priority", count: 12 } })).toBe(
      "изменение поля «Приоритет» в 12 URL",
    );
    applyLanguage("en");
    expect(getNoticeText(notice(1, "sitemap.xml", 1))).toMatch(
      /^sitemap\.xml lists 1 URL the crawl in crawl\.csv marks as a page a sitemap should not list \(errors/,
    );
    expect(formatMessage(NOTICE_STACK_TEXT.removeCrawlListed, { count: 1 })).toBe("Remove it");
    // the example as the table shows it, not as the crawler's %-encoded punycode
    const encoded = notice(1, "sitemap.xml", 1);
    encoded.params.example = "https://xn--80aswg.xn--p1ai/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/";
    expect(getNoticeText(encoded)).toMatch(/, such as https:\/\/сайт\.рф\/книги\/\.$/);
  });

  it("names a Details edit's undo step in the language shown, whichever it was made in", () => {
    const edit = { label: "detail.edit", params: { field: "image.loc" } };
    const removed = { label: "detail.removeAlternate", params: { n: 2 } };
    expect(getStepLabel(edit)).toBe("Edit Image URL");
    expect(getStepLabel(removed)).toBe("Remove alternate 2");
    const follow = (pages: number) => ({ label: "history.follow-links", params: { count: 6, pages } });
    expect(getStepLabel(follow(1))).toBe("Point 6 hreflang links at the new URL");
    expect(getStepLabel(follow(2))).toBe("Point 6 hreflang links at the new URLs");
    applyLanguage("ru");
    expect(getStepLabel(edit)).toBe("изменение поля «URL изображения»");
    expect(getStepLabel(removed)).toBe("удаление языковой версии 2");
    expect(getStepLabel(follow(1))).toBe("перевод 6 ссылок hreflang на новый URL");
  });

  it("keeps an optional part's bar apart from a plural's bars", () => {
    setLocaleState("ru");
    const template = "[{count} {count:ошибка|ошибки|ошибок} в файле|Ошибки в файле]";
    expect(formatMessage(template, { count: 3 })).toBe("3 ошибки в файле");
    expect(formatMessage(template)).toBe("Ошибки в файле");
    setLocaleState("en");
  });
});

describe("texts of the problems the session's fixes reworded", () => {
  const enc = (text: string) => new TextEncoder().encode(text);
  const problemsOf = (xml: string) => {
    const file = readSitemapFile("a.xml", enc(xml), { location: "https://e.com/sitemap.xml" });
    return checkSitemaps([file], { now: new Date("2026-01-01T00:00:00Z") });
  };
  const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

  it("name the characters an image's or alternate's URL must have encoded, in either language", () => {
    const IMAGE = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';
    const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
    const problems = problemsOf(
      `<urlset ${SM} ${IMAGE} ${XHTML}><url><loc>https://e.com/a</loc>` +
        '<xhtml:link rel="alternate" hreflang="en" href="https://e.com/a"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://e.com/fr/a b|c"/>' +
        "<image:image><image:loc>https://e.com/img/a b.jpg</image:loc></image:image></url></urlset>",
    );
    const image = problems.find((p) => p.code === "image.loc-invalid");
    const link = problems.find((p) => p.code === "hreflang.href-invalid");
    expect(image && getProblemText(image)).toBe(
      "“https://e.com/img/a b.jpg” has a space: a URL cannot hold such characters as written, they must be percent-encoded (%XX).",
    );
    expect(link && getProblemText(link)).toContain(
      "“https://e.com/fr/a b|c” has a space and “|”: a URL cannot",
    );
    applyLanguage("ru");
    expect(image && getProblemText(image)).toBe(
      "В URL «https://e.com/img/a b.jpg» есть пробел: такие символы в URL как есть писать нельзя, их нужно закодировать (percent-encoding, %XX).",
    );
    expect(link && getProblemText(link)).toContain(
      "языковой версии (hreflang) есть пробел и «|»: такие символы",
    );
    applyLanguage("en");
  });

  it("name the character loc.unencoded-chars found, in either language", () => {
    const [problem] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/a b</loc></url></urlset>`);
    expect(getProblemText(problem)).toBe(
      "“https://e.com/a b” has a character that must be percent-encoded: a space. Spaces, quotes, <, >, \\, ^, `, {, } and | must be written as %XX.",
    );
    applyLanguage("ru");
    expect(getProblemText(problem)).toContain("(percent-encoding, %XX): пробел.");
    applyLanguage("en");
    const [quote] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/a"b</loc></url></urlset>`);
    expect(getProblemText(quote)).toContain('percent-encoded: a double quote (").');
    // another character in the quotes of the language: “|” in English, «|» in Russian
    const [bar] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/a|b</loc></url></urlset>`);
    expect(getProblemText(bar)).toContain("percent-encoded: “|”.");
    applyLanguage("ru");
    expect(getProblemText(bar)).toContain("(percent-encoding, %XX): «|».");
    applyLanguage("en");
    // every kind a URL holds, in order, each once (the Fix encodes them all, not the first only)
    const [several] = problemsOf(
      `<urlset ${SM}><url><loc>https://e.com/b4 &lt;&lt;&lt;|x y</loc></url></urlset>`,
    );
    expect(getProblemText(several)).toContain(
      "has characters that must be percent-encoded: a space, “<” and “|”.",
    );
    applyLanguage("ru");
    expect(getProblemText(several)).toContain(
      "есть символы, которые нужно закодировать (percent-encoding, %XX): пробел, «<» и «|».",
    );
    applyLanguage("en");
    // a tab is dropped, not encoded: said so, with the kinds that are encoded beside it
    const [tabbed] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/q b\tc|</loc></url></urlset>`);
    expect(getProblemText(tabbed)).toBe(
      "“https://e.com/q b\tc|” has a tab, which a URL cannot hold: browsers drop it, and so does the Fix. It also has a space and “|”, which must be percent-encoded (%XX).",
    );
    const [first] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/x\ty z</loc></url></urlset>`);
    expect(getProblemText(first)).toContain("drop it, and so does the Fix. It also has a space, which must");
    applyLanguage("ru");
    expect(getProblemText(tabbed)).toContain(
      "есть управляющий символ (табуляция): в URL его быть не может, браузеры его отбрасывают, и исправление тоже. Ещё в нём есть пробел и «|» — это нужно закодировать",
    );
    applyLanguage("en");
    // a control character XML does not allow: the file is the fault too, and the fix removes it
    const [vertical] = problemsOf(`<urlset ${SM}><url><loc>https://e.com/a\u000Bb c</loc></url></urlset>`);
    expect(getProblemText(vertical)).toBe(
      "“https://e.com/a⟨U+000B⟩b c” has U+000B, a control character XML 1.0 does not allow: a parser stops reading the file at it, and no URL means it. The Fix removes it. It also has a space, which must be percent-encoded (%XX).",
    );
    applyLanguage("ru");
    expect(getProblemText(vertical)).toContain(
      "есть управляющий символ (U+000B), недопустимый в XML 1.0: парсер останавливает чтение файла на нём, и в URL он ничего не значит. Исправление его удаляет. Ещё в нём есть пробел",
    );
    applyLanguage("en");
    // two URLs on one line: said so, with the second, not "a space"
    const [glued] = problemsOf(
      `<urlset ${SM}><url><loc>https://e.com/4 https://e.com/5</loc></url></urlset>`,
    );
    expect(getProblemText(glued)).toBe(
      "“https://e.com/4 https://e.com/5” holds two URLs on one line, the second “https://e.com/5”: put each on its own line (in a TXT list) or in its own <url>; the Fix cannot tell which is meant.",
    );
    applyLanguage("ru");
    expect(getProblemText(glued)).toContain("два URL в одной строке, второй — «https://e.com/5»");
    applyLanguage("en");
    const [many] = problemsOf(
      `<urlset ${SM}><url><loc>https://e.com/ a"b&lt;c&gt;d^e{f}</loc></url></urlset>`,
    );
    expect(getProblemText(many)).toContain(
      'percent-encoded: a space, a double quote ("), “<”, “>”, “^” and others.',
    );
  });

  it("say a file gzipped twice is compressed twice, not another file saved under the name", () => {
    const xml = enc(`<urlset ${SM}><url><loc>https://e.com/a</loc></url></urlset>`);
    const file = readSitemapFile("a.xml.gz", gzipSync(gzipSync(xml)));
    const problem = file.problems.find((p) => p.code === "file.unknown-format");
    expect(problem && getProblemText(problem)).toMatch(
      /^The file is compressed twice: gzip data inside gzip data/,
    );
    applyLanguage("ru");
    expect(problem && getProblemText(problem)).toMatch(/^Файл сжат дважды: данные gzip внутри данных gzip/);
    applyLanguage("en");
  });

  it("tell two missing return links of one page apart by the code each is listed under", () => {
    const link = (code: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`;
    const xml = `<urlset ${SM} xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://e.com/ru/</loc>${link("ru", "https://e.com/ru/")}${link("en", "https://e.com/en/")}${link("x-default", "https://e.com/en/")}</url><url><loc>https://e.com/en/</loc></url></urlset>`;
    const texts = problemsOf(xml)
      .filter((p) => p.code === "hreflang.not-reciprocal")
      .map((p) => getProblemText(p));
    expect(texts.map((text) => text.split(" does not")[0])).toEqual([
      "“https://e.com/en/”, listed as en,",
      "“https://e.com/en/”, listed as x-default,",
    ]);
  });

  it("name the repeated element of xml.duplicate-element", () => {
    const [problem] = problemsOf(
      `<urlset ${SM}><url><loc>https://e.com/a</loc><loc>https://e.com/b</loc></url></urlset>`,
    );
    expect(getProblemText(problem)).toBe("The element <loc> may appear only once here.");
  });
});

describe("a file declared windows-1251 whose lines are mostly UTF-8", () => {
  it("says which lines were read in which encoding, in English and in Russian", () => {
    const line = (path: string) => `<url><loc>https://www.example.ru/${path}</loc></url>\n`;
    const cp1251 = (text: string) =>
      Uint8Array.from(text, (c) => (c >= "а" && c <= "я" ? 0xe0 + c.charCodeAt(0) - 0x430 : c.charCodeAt(0)));
    const head = new TextEncoder().encode(
      `<?xml version="1.0" encoding="windows-1251"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${line("каталог")}${line("книги")}`,
    );
    const tail = cp1251(`${line("дом")}</urlset>\n`);
    const bytes = new Uint8Array([...head, ...tail]);
    const file = readSitemapFile("ru.xml", bytes);
    expect(file.urls.map((url) => url.loc)).toEqual(
      ["каталог", "книги", "дом"].map((path) => `https://www.example.ru/${path}`),
    );
    const [problem] = file.problems;
    expect(getProblemText(problem)).toBe(
      "Its XML declaration says windows-1251, but 2 of its lines are UTF-8 (their bytes say so) and 1 is windows-1251 (first: line 5): each line was read in its own encoding, so the URLs read right, while a parser that trusts the declaration misreads the non-Latin text of the UTF-8 lines. Export writes UTF-8; save the file as UTF-8 where it is made.",
    );
    applyLanguage("ru");
    expect(getProblemText(problem)).toMatch(
      /^В XML-декларации указана кодировка windows-1251, но 2 строки файла в UTF-8 \(так говорят их байты\), а 1 — в windows-1251 \(первая: строка 5\): каждая строка прочитана в своей кодировке/,
    );
  });
});

describe("an XML declaration whose encoding cannot be used (win-1251, UTF-16 over 8-bit bytes)", () => {
  const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.ru/каталог</loc></url></urlset>`;
  const text = (bytes: Uint8Array) => {
    const problem = readSitemapFile("a.xml", bytes).problems[0];
    return [problem.code, getProblemText(problem)];
  };
  const utf8 = (label: string) =>
    new TextEncoder().encode(`<?xml version="1.0" encoding="${label}"?>\n${urlset}`);
  // windows-1251 bytes of the Cyrillic letters, ASCII as it is
  const cp1251 = (label: string) =>
    Uint8Array.from(`<?xml version="1.0" encoding="${label}"?>\n${urlset}`, (c) =>
      c >= "а" && c <= "я" ? 0xe0 + c.charCodeAt(0) - 0x430 : c.charCodeAt(0),
    );
  const latin1 = (label: string) =>
    Uint8Array.from(
      `<?xml version="1.0" encoding="${label}"?>\n<urlset><url><loc>https://a.example/caf\u00e9</loc></url></urlset>`,
      (c) => c.charCodeAt(0),
    );

  it("names the label and what was read, in English and in Russian", () => {
    expect(text(utf8("UTF-16"))).toEqual([
      "file.not-utf8",
      "Its XML declaration says UTF-16, but the file is UTF-8 (its bytes say so) and was read as UTF-8: only the declaration is wrong: “UTF-16” cannot be used for these bytes (a name parsers do not know, or UTF-16 for 8-bit bytes), so a parser that trusts it rejects the file. Export writes a UTF-8 declaration; fix it where the file is made too.",
    ]);
    expect(text(cp1251("win-1251"))[1]).toBe(
      "The file is encoded as windows-1251, not UTF-8. Export writes UTF-8. The encoding its XML declaration names, “win-1251”, cannot be used (a name parsers do not know, or UTF-16 for 8-bit bytes): windows-1251 was guessed from its Cyrillic letters, so check that the URLs read right, and save the file as UTF-8 where it is made.",
    );
    expect(text(latin1("latin-one"))).toEqual([
      "file.invalid-utf8",
      "Its XML declaration names “latin-one”, which cannot be used (a name parsers do not know, or UTF-16 for 8-bit bytes), so the file is to be read as UTF-8 but has a byte that is not valid UTF-8 at byte offset 82 (0xE9), line 2, column 40.",
    ]);
    const latin = Uint8Array.from(`<?xml version="1.0" encoding="ISO-8859-1"?>\n${urlset}`, (c) =>
      c >= "а" && c <= "я" ? 0xe0 + c.charCodeAt(0) - 0x430 : c.charCodeAt(0),
    );
    expect(text(latin)[1]).toBe(
      'The file declares ISO-8859-1, not UTF-8, but its letters look like Cyrillic windows-1251 misread as ISO-8859-1 (a Russian word reads as “êàòàëîã”), and engines read it so too: if its URLs or text look garbled, the declaration is wrong, so write encoding="windows-1251" where the file is made.',
    );
    // windows-1251 bytes under a KOI8-R declaration: the sample is the Cyrillic misread
    const koi = Uint8Array.from(`<?xml version="1.0" encoding="KOI8-R"?>\n${urlset}`, (c) =>
      c >= "а" && c <= "я" ? 0xe0 + c.charCodeAt(0) - 0x430 : c.charCodeAt(0),
    );
    expect(text(koi)[1]).toBe(
      'The file declares KOI8-R, not UTF-8, but its letters look like Cyrillic windows-1251 misread as KOI8-R (a Russian word reads as “ЙЮРЮКНЦ”), and engines read it so too: if its URLs or text look garbled, the declaration is wrong, so write encoding="windows-1251" where the file is made.',
    );
    const pasted = readSitemapFile("pasted-1.xml", utf8("windows-1251"), { pasted: true }).problems[0];
    expect(getProblemText(pasted)).toBe(
      "The pasted text’s XML declaration says windows-1251: the file it came from is declared in that encoding, not UTF-8, which pasted characters cannot show (whatever displayed the file had decoded them). It was read as pasted, and export writes UTF-8; check the file itself, or open it instead of pasting it.",
    );
    applyLanguage("ru");
    expect(getProblemText(pasted)).toMatch(
      /^XML-декларация вставленного текста указывает кодировку windows-1251: /,
    );
    expect(text(latin)[1]).toContain(
      "В декларации файла указана кодировка ISO-8859-1, а не UTF-8, но похоже, что это кириллица в windows-1251, прочитанная как ISO-8859-1",
    );
    expect(text(koi)[1]).toContain("прочитанная как KOI8-R (русское слово выглядит как «ЙЮРЮКНЦ»)");
    expect(text(cp1251("win-1251"))[1]).toBe(
      "Файл в кодировке windows-1251, а не в UTF-8. При экспорте файл будет сохранён в UTF-8. Кодировку из XML-декларации, «win-1251», применить нельзя (такого имени парсеры не знают или это UTF-16 для 8-битных байтов): windows-1251 определена по кириллице в нём. Проверьте, что URL прочитаны верно, и сохраняйте файл в UTF-8 в CMS или генераторе, который его создаёт.",
    );
    expect(text(latin1("latin-one"))[1]).toMatch(
      /^В XML-декларации указана кодировка «latin-one», которую применить нельзя \(.*\), поэтому файл должен читаться как UTF-8, но в нём есть недопустимый для UTF-8 байт 0xE9/,
    );
  });
});
