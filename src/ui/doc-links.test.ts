import { describe, expect, it } from "vitest";
import { getRule, RULES } from "@/core/index";
import { getYandexLink, localizeDocLink } from "./doc-links";

describe("localizeDocLink", () => {
  it("gives Russian readers the Russian page where the source has one", () => {
    expect(localizeDocLink("https://www.sitemaps.org/protocol.html#index", "ru")).toBe(
      "https://www.sitemaps.org/ru/protocol.html#index",
    );
    expect(localizeDocLink("https://yandex.com/support/webmaster/en/controlling-robot/sitemap", "ru")).toBe(
      "https://yandex.ru/support/webmaster/ru/controlling-robot/sitemap",
    );
    expect(
      localizeDocLink(
        "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap#x",
        "ru",
      ),
    ).toBe("https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap?hl=ru#x");
    // one-language sources, and English readers, keep the link
    expect(localizeDocLink("https://www.rfc-editor.org/rfc/rfc3986", "ru")).toBe(
      "https://www.rfc-editor.org/rfc/rfc3986",
    );
    expect(localizeDocLink("https://www.sitemaps.org/protocol.html", "en")).toBe(
      "https://www.sitemaps.org/protocol.html",
    );
  });

  it("turns every sitemaps.org protocol, Yandex and Google link of the catalogue into another https URL", () => {
    const links = new Set(
      RULES.map((rule) => getRule(rule.code).link).filter((link): link is string => !!link),
    );
    const changed = [...links].filter((link) => localizeDocLink(link, "ru") !== link);
    expect(changed.length).toBeGreaterThan(5);
    for (const link of changed) expect(new URL(localizeDocLink(link, "ru")).protocol).toBe("https:");
  });

  it("adds Yandex's page to rules Yandex is a source of whose own link goes elsewhere", () => {
    expect(getYandexLink(getRule("loc.non-ascii"), "ru")).toBe(
      "https://yandex.ru/support/webmaster/ru/controlling-robot/sitemap",
    );
    expect(getYandexLink(getRule("xml.unknown-element"), "en")).toBe(
      "https://yandex.com/support/webmaster/en/controlling-robot/sitemap",
    );
    // Yandex's own rule links Yandex already; a rule of the protocol alone has no Yandex page
    expect(getYandexLink(getRule("yandex.feed-unsupported"), "ru")).toBeUndefined();
    expect(getYandexLink(getRule("priority.invalid"), "ru")).toBeUndefined();
    const linked = RULES.filter((rule) => getYandexLink(getRule(rule.code), "en") !== undefined);
    expect(linked.length).toBeGreaterThan(3);
  });
});
