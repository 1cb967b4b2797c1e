/**
 * Text printed before a sitemap's XML declaration (a PHP or server warning, `<br />\n<b>Warning</b>: …`):
 * found (`findLateDeclaration`), blanked so the XML reader reads the sitemap after it at the file's own
 * positions (`blankLines`), and quoted in the `file.leading-whitespace` problem the reader then reports
 * (`quoteLeadingText`; RULES.md: "whitespace or text before the XML declaration (entries still read)",
 * XML 1.0 §2.8, Google). Thread-portable, no DOM.
 */
import type { Problem } from "../model/types";

/** How far into a file `findLateDeclaration` looks for the XML declaration, in characters. */
const LATE_DECLARATION_WINDOW = 65_536;

/**
 * The index of an XML declaration that comes after other text (`<br />\n<b>Warning</b>: Cannot modify
 * header information…`, a PHP or server warning printed before the sitemap) and is followed by a sitemap,
 * index or feed root (the warning may quote one: `unexpected <urlset> in …`); -1 when the text starts with
 * its declaration, has none in its first 65,536 characters, or no such root follows. `first`: the index
 * of the first character that is not whitespace.
 */
export function findLateDeclaration(text: string, first: number): number {
  if (text.startsWith("<?xml", first)) return -1;
  const head = text.slice(first, first + LATE_DECLARATION_WINDOW);
  const at = head.search(/<\?xml[\t\n\r ]/);
  if (at <= 0) return -1;
  const after = text.slice(first + at, first + at + LATE_DECLARATION_WINDOW);
  const root =
    /^<\?xml[^>]*\?>(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*<(?:[\w.-]+:)?(?:urlset|sitemapindex|rss|feed)[\s>/]/;
  return root.test(after) ? first + at : -1;
}

/** `text` with every character before `end` but line breaks replaced by a space (same length, same lines). */
export function blankLines(text: string, end: number): string {
  return text.slice(0, end).replace(/[^\r\n]/g, " ") + text.slice(end);
}

/**
 * Adds the text that came before the XML declaration (`leading`, its first 100 characters, blanks joined)
 * to the `file.leading-whitespace` problem among `problems` as `params.text` and in its message.
 * NOTE: mutates that problem.
 */
export function quoteLeadingText(problems: Problem[], leading: string): void {
  const problem = problems.find((p) => p.code === "file.leading-whitespace");
  if (problem === undefined) return;
  const joined = leading.replace(/\s+/g, " ").trim();
  const quoted = joined.length > 100 ? `${joined.slice(0, 100)}…` : joined;
  problem.params = { ...problem.params, text: quoted };
  problem.message = `text before the XML declaration (a server or PHP warning printed before the sitemap?): "${quoted}"`;
}
