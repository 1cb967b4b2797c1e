import { describe, expect, it } from "vitest";
import { checkSitemaps, RULES, readSitemapFile } from "@/core/index";
import { sharedBytes } from "@/test/shared-dir";
import {
  formatMessage,
  getNoticeText,
  getProblemText,
  getRuleExplanation,
  getRuleTitle,
  getStepLabel,
} from "./messages";

describe("messages", () => {
  it("has a title and a complete sentence for every rule, with or without params", () => {
    for (const rule of RULES) {
      expect(getRuleTitle(rule.code), rule.code).not.toBe(rule.code);
      for (const text of [getRuleExplanation(rule.code), getRuleExplanation(rule.code, { value: "x" })]) {
        expect(text, rule.code).not.toMatch(/\{\w+\}|[[\]]|^\s|\s[.,:;](\s|$)|\s{2}/);
      }
    }
  });

  it("names a Fix all of one problem as one fix in the undo history", () => {
    const step = (count: number) => ({
      label: "history.fix-all",
      params: { code: "changefreq.invalid", count },
    });
    expect(getStepLabel(step(1))).toBe("Fix changefreq.invalid");
    expect(getStepLabel(step(3))).toBe("Fix all changefreq.invalid (3)");
  });

  it("fills params and picks the fallback of a bracket when one is missing", () => {
    expect(getRuleExplanation("priority.invalid", { value: "0,9" })).toBe(
      "“0,9” is not a decimal number between 0.0 and 1.0 written with a dot (0.8, not 0,8).",
    );
    expect(getRuleExplanation("priority.invalid")).toBe(
      "The value is not a decimal number between 0.0 and 1.0 written with a dot (0.8, not 0,8).",
    );
    expect(formatMessage("a[ {b}] c", { b: 1200 })).toBe("a 1,200 c");
    // `[?{b}|…]`: only without the param
    expect(formatMessage("a.[?{b}| More.]", { b: 1 })).toBe("a.");
    expect(formatMessage("a.[?{b}| More.]")).toBe("a. More.");
  });

  it("shows the code itself for a code it does not know", () => {
    expect(getRuleTitle("no.such-rule")).toBe("no.such-rule");
    expect(getRuleExplanation("no.such-rule")).toBe("no.such-rule");
    expect(getNoticeText({ text: "notice.unknown" })).toBe("notice.unknown");
  });

  it("renders a notice from its key and params", () => {
    expect(getNoticeText({ text: "notice.read-failed", params: { name: "a.xml", detail: "boom" } })).toBe(
      "a.xml could not be read: boom",
    );
    // a count comes as digits and is shown grouped
    expect(getNoticeText({ text: "notice.file-cut", params: { name: "a.xml", count: "12345" } })).toBe(
      "a.xml is cut short: it ends inside an element, so only the 12,345 entries before the cut were read. Download the file again.",
    );
    // a cut before the first entry reads no entry, not "only the 0 entries"
    expect(getNoticeText({ text: "notice.file-cut", params: { name: "a.xml", count: "0" } })).toBe(
      "a.xml is cut short: it ends inside an element before its first entry, so no entry was read. Download the file again.",
    );
    // every count, the merged duplicates' too
    expect(
      getNoticeText({
        text: "notice.deduped-merged",
        params: { count: "3000", merged: "1200", parts: "lastmod alternates" },
      }),
    ).toBe(
      "Removed 3,000 duplicates; 1,200 URLs kept took what they lacked from their copies (a newer lastmod, hreflang links).",
    );
    // one entry is one entry (it read "the 1 entries … were read")
    expect(getNoticeText({ text: "notice.gzip-partial", params: { name: "a.xml.gz", count: "1" } })).toBe(
      "a.xml.gz is cut short: its gzip data breaks off, so only the 1 entry before the break was read. Download the file again.",
    );
  });

  it("says why XML is not well-formed, and not that only entries before the fault were kept", () => {
    const name = "webignition-invalid-unclosed-tags.xml";
    const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    const problem = checkSitemaps([file]).find((p) => p.code === "xml.malformed");
    expect(problem && [problem.line, problem.column]).toEqual([10, 3]);
    expect(problem && getProblemText(problem)).toBe(
      'The XML is not well-formed: start tag <url> is not closed with ">". Entries that could be read were kept.',
    );
    expect(file.urls).toHaveLength(10);
  });

  it("gives the offset, the byte and its line and column of invalid UTF-8", () => {
    const name = "feedparser-rss-bom-invalid-utf8-truncated.xml";
    const file = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    const problem = file.problems.find((p) => p.code === "file.invalid-utf8");
    expect(problem && getProblemText(problem)).toBe(
      "The file is to be read as UTF-8 (declared so, or by default) but has a byte that is not valid UTF-8 at byte offset 203 (0xF1), line 7, column 39.",
    );
  });
});

describe("getProblemText of hreflang.set-mismatch", () => {
  it("names the alternate the page lacks against its group's usual set", () => {
    const alt = (pairs: string[][]) =>
      pairs.map(([h, u]) => `<xhtml:link rel="alternate" hreflang="${h}" href="${u}"/>`).join("");
    const [en, ru, de] = ["en", "ru", "de"].map((lang) => `https://example.com/${lang}/b`);
    const full = [
      ["en", en],
      ["ru", ru],
      ["de", de],
      ["x-default", "https://example.com/b"],
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>${en}</loc>${alt(full)}</url><url><loc>${de}</loc>${alt(full)}</url><url><loc>${ru}</loc>${alt(full.slice(0, 3))}</url></urlset>`;
    const file = readSitemapFile("h.xml", new TextEncoder().encode(xml));
    const problem = checkSitemaps([file]).find((candidate) => candidate.code === "hreflang.set-mismatch");
    expect(problem && getProblemText(problem)).toBe(
      "Pages of one language group list different alternates: this page lacks x-default: https://example.com/b.",
    );
  });
});

describe("getProblemText of internationalised hosts", () => {
  it("shows the punycode hosts the checks parsed as people write them, the punycode beside", () => {
    const problem = {
      code: "loc.other-host",
      severity: "warning",
      message: "",
      file: "a.xml",
      params: { host: "xn--e1afmkfd.xn--p1ai", expected: "www.example.com" },
    } as const;
    expect(getProblemText(problem)).toBe(
      "The host пример.рф (xn--e1afmkfd.xn--p1ai) differs from the sitemap's host www.example.com. Engines ignore such URLs.",
    );
  });
});

describe("getProblemText of file.not-utf8", () => {
  it("says when only the declaration is wrong (the bytes are UTF-8, read so), else which encoding was read", () => {
    const problem = (params: Record<string, string>) =>
      ({ code: "file.not-utf8", severity: "error", message: "", file: "a.xml", params }) as const;
    expect(getProblemText(problem({ encoding: "windows-1251" }))).toBe(
      "The file is encoded as windows-1251, not UTF-8. Export writes UTF-8.",
    );
    expect(getProblemText(problem({ declared: "windows-1251", read: "UTF-8" }))).toMatch(
      /^Its XML declaration says windows-1251, but the file is UTF-8 \(its bytes say so\) and was read as UTF-8: only the declaration is wrong/,
    );
  });
});

describe("getProblemText of feed.item-without-link", () => {
  it("quotes the item's title when it has one", () => {
    const problem = (params?: Record<string, string>) =>
      ({ code: "feed.item-without-link", severity: "error", message: "", file: "f.rss", params }) as const;
    expect(getProblemText(problem({ title: "Итоги дня" }))).toBe(
      "A feed item titled “Итоги дня” has no usable link and was skipped.",
    );
    expect(getProblemText(problem())).toBe("A feed item has no usable link and was skipped.");
  });
});

describe("getProblemText of hreflang.invalid-code", () => {
  it("says when the code meant is already on another link of the page", () => {
    const problem = (params: Record<string, string>) =>
      ({ code: "hreflang.invalid-code", severity: "error", message: "", file: "a.xml", params }) as const;
    expect(getProblemText(problem({ value: "ua", suggestion: "uk" }))).toBe(
      "“ua” is not a language(-region) code nor x-default. Probably meant: “uk”.",
    );
    expect(
      getProblemText(problem({ value: "ua", suggestion: "uk", taken: "https://shop.ua/uk/znyzhky/" })),
    ).toBe(
      "“ua” is not a language(-region) code nor x-default. Probably meant: “uk”. But “uk” is already on the page's link to https://shop.ua/uk/znyzhky/: keep the right one of the two links and delete the other.",
    );
  });
});

describe("English step and notice counts", () => {
  it("say 1 URL, not 1 URLs", () => {
    expect(getStepLabel({ label: "history.replace", params: { count: 1 } })).toBe("Replace in 1 URL");
    expect(getStepLabel({ label: "history.replace", params: { count: 2_000 } })).toBe(
      "Replace in 2,000 URLs",
    );
    expect(getStepLabel({ label: "history.bulk-set", params: { field: "changefreq", count: 1 } })).toBe(
      "Set changefreq on 1 URL",
    );
    expect(getStepLabel({ label: "history.dedupe", params: { count: 1 } })).toBe("Remove 1 duplicate");
  });
});

describe("xml.undefined-entity texts", () => {
  it("promises the Fix only where one exists: an HTML entity in a text field, not a DOCTYPE's in a loc", () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE urlset [<!ENTITY xxe "https://evil.example/">]>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://shop.example/&xxe;</loc></url>
<url><loc>https://shop.example/a</loc><image:image><image:loc>https://shop.example/a.jpg</image:loc><image:title>Red &laquo;shoes&raquo;</image:title></image:image></url>
</urlset>`;
    const file = readSitemapFile("h-xxe.xml", new TextEncoder().encode(xml));
    const entities = checkSitemaps([file]).filter((problem) => problem.code === "xml.undefined-entity");
    const texts = entities.map((problem) => [problem.params?.value, getProblemText(problem)]);
    expect(texts).toHaveLength(2);
    const [custom, html] = texts;
    expect(custom[0]).toBe("&xxe;");
    expect(custom[1]).toContain("Write what it stands for instead");
    expect(custom[1]).not.toContain("the Fix does");
    expect(html[0]).toBe("&laquo;");
    expect(html[1]).toContain("the Fix does");
  });
});
