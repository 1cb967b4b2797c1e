/**
 * The "Why?" links of the rules (RULES.md sources) in the interface's language where the source has that
 * language: Russian pages of sitemaps.org, Yandex's Russian help, Google's documentation with `hl=ru`.
 * Other sources (RFCs, W3C, XSDs) have one language and stay as they are.
 */
import type { Locale } from "./locale-state";

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
