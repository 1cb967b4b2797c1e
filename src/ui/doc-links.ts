/**
 * The "Why?" links of the rules (RULES.md sources) in the interface's language where the source has that
 * language: Russian pages of sitemaps.org, Yandex's Russian help, Google's documentation with `hl=ru`.
 * Other sources (RFCs, W3C, XSDs) have one language and stay as they are.
 */
import type { RuleInfo } from "@/core/index";
import type { Locale } from "./locale-state";

/** Yandex's help page on sitemaps: what its rules (RULES.md source `Y`) say, in its English version. */
export const YANDEX_SITEMAP_HELP = "https://yandex.com/support/webmaster/en/controlling-robot/sitemap";

/** `link` for readers of `locale`: the same page in Russian for `ru`, else `link` itself. */
export function localizeDocLink(link: string, locale: Locale): string {
  if (locale !== "ru") return link;
  if (link.startsWith("https://www.sitemaps.org/protocol.html"))
    return link.replace("https://www.sitemaps.org/", "https://www.sitemaps.org/ru/");
  if (link.startsWith("https://yandex.com/support/webmaster/en/"))
    return link.replace(
      "https://yandex.com/support/webmaster/en/",
      "https://yandex.ru/support/webmaster/ru/",
    );
  if (link.startsWith("https://developers.google.com/")) {
    const hash = link.indexOf("#");
    const [page, fragment] = hash < 0 ? [link, ""] : [link.slice(0, hash), link.slice(hash)];
    return `${page}${page.includes("?") ? "&" : "?"}hl=ru${fragment}`;
  }
  return link;
}

/**
 * Yandex's own page for a rule that Yandex is a source of (RULES.md `Y`) but whose "Why?" link goes
 * elsewhere (an RFC, sitemaps.org): `loc.non-ascii`, whose text says Yandex accepts raw Cyrillic, links RFC
 * 3987; an SEO working for Yandex wants its word too. Localised for `locale`; undefined when the rule's
 * link is Yandex's already or Yandex is no source of it.
 */
export function getYandexLink(rule: Pick<RuleInfo, "sources" | "link">, locale: Locale): string | undefined {
  if (!rule.sources.includes("Y") || rule.link?.includes("yandex.")) return undefined;
  return localizeDocLink(YANDEX_SITEMAP_HELP, locale);
}
