/**
 * robots.txt (RFC 9309) as a source of sitemaps: its `Sitemap:` lines (sitemaps.org "Informing search engine
 * crawlers").
 *
 * Thread-portable, no DOM.
 */
import { MAX_ENTRIES_READ_PER_FILE } from "../limits";
import { createProblem } from "../model/problem";
import type { Problem, SitemapRef } from "../model/types";
import { entryCapProblem, ProblemCap } from "./read-caps";
import { forEachLine, hasUrlScheme, isAbsoluteHttpUrl } from "./text-lines";

/** What a robots.txt gave: its valid `Sitemap:` URLs and the problems. */
export interface RobotsTxtResult {
  sitemaps: SitemapRef[];
  problems: Problem[];
}

/** A line of a robots.txt directive at a line start, any case (RFC 9309 §2.2 plus common extensions). */
const ROBOTS_DIRECTIVE = /^[ \t]*(?:user-agent|disallow|allow|sitemap|crawl-delay|host|clean-param)[ \t]*:/im;
const DIRECTIVE_LINE = /^([A-Za-z-]+)[ \t]*:[ \t]*/;
const DIRECTIVE_NAME = /^(?:user-agent|disallow|allow|sitemap|crawl-delay|host|clean-param)[ \t]*:/i;

/**
 * True when `text` is a robots.txt: it has directive lines (`User-agent:`, `Disallow:`, `Allow:`, `Sitemap:`,
 * `Crawl-delay:`, `Host:`, `Clean-param:`, any case), and more of them than lines that start with a URL
 * scheme. So a TXT sitemap with a stray `Allow: /` stays a TXT sitemap (that line gets `txt.not-a-url`) and
 * its URLs are not dropped. A file without any directive costs one regex scan.
 */
export function isRobotsTxt(text: string): boolean {
  if (!ROBOTS_DIRECTIVE.test(text)) return false;
  let balance = 0;
  forEachLine(text, ({ start, end }) => {
    if (hasUrlScheme(text, start, end)) balance--;
    else if (DIRECTIVE_NAME.test(text.slice(start, Math.min(end, start + 40)))) balance++;
  });
  return balance > 0;
}

/**
 * Gives each `robots.sitemap-invalid` of a path (`/sitemap.xml`, `sitemap.xml`) or of a URL without its
 * scheme (`shop.ru/sitemap.xml`) `params.resolved`, the full URL it stands for on the site of the file's
 * other `Sitemap:` lines (the most common scheme and host among them; without one, of its `Host:` line,
 * `hostLine`), written as a crawler reads it (punycode host, %-encoded path), for the message to propose;
 * none when no line names the site. A crawler takes such a line for no URL at all (RFC 9309 and sitemaps.org want
 * the full URL). NOTE: replaces the params of problems in `problems`.
 */
function addResolvedSitemaps(problems: Problem[], sitemaps: readonly SitemapRef[], hostLine?: string): void {
  const counts = new Map<string, number>();
  for (const { loc } of sitemaps) {
    const origin = /^(https?):\/\/([^/?#]+)/i.exec(loc);
    if (origin) counts.set(origin[0], (counts.get(origin[0]) ?? 0) + 1);
  }
  let origin: string | undefined;
  for (const [key, count] of counts)
    if (origin === undefined || count > (counts.get(origin) ?? 0)) origin = key;
  // no absolute line: Yandex's old `Host:` names the site (`https://shop.ru`, or `shop.ru` for http)
  origin ??= getHostLineOrigin(hostLine);
  if (origin === undefined) return;
  const host = origin.slice(origin.indexOf("//") + 2).toLowerCase();
  const bare = host.startsWith("www.") ? host.slice(4) : host;
  for (const problem of problems) {
    const value = problem.params?.value;
    if (problem.code !== "robots.sitemap-invalid" || typeof value !== "string" || value === "") continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || /\s/.test(value)) continue;
    const lower = value.toLowerCase();
    const written =
      lower.startsWith(`${host}/`) ||
      lower.startsWith(`${bare}/`) ||
      lower.startsWith(`www.${bare}/`) ||
      SCHEMELESS_HOST.test(value);
    // `shop.ru/sitemap.xml`, `blog.shop.ru/a.xml`: the scheme left out; `//cdn.shop.ru/a.xml`: only the
    // scheme; `/sitemap.xml` or `sitemap.xml`: a path on the site
    const scheme = origin.slice(0, origin.indexOf("//"));
    const resolved = value.startsWith("//")
      ? `${scheme}${value}`
      : written
        ? `${scheme}//${value}`
        : `${origin}${value.startsWith("/") ? "" : "/"}${value}`;
    // as a crawler reads it: a Cyrillic host in punycode, a Cyrillic path %-encoded (Yandex wants the
    // line so, and `robots.sitemap-invalid` would follow a line written as the Cyrillic `пример.рф/…`)
    problem.params = { ...problem.params, resolved: toAsciiUrl(resolved) };
  }
}

/**
 * A value that starts with a host, its scheme left out (`blog.shop.ru/a.xml`, `магазин.рф/a.xml`,
 * `shop.ru:8080/a.xml`): a first segment with a dot whose last label is a top-level domain's (letters, or
 * punycode), not a file's ending (`sitemap.xml/…`, `news.php/…`).
 */
const SCHEMELESS_HOST =
  /^(?![^/?#]*\.(?:xml|gz|txt|php\d?|html?|aspx?|jsp|cgi)(?::\d+)?(?:[/?#]|$))[^/?#:\s.]+(?:\.[^/?#:\s.]+)*\.(?:[a-z\u0430-\u044f\u0451]{2,}|xn--[a-z0-9-]+)(?::\d+)?\//i;

/** `url` as the WHATWG URL parser writes it (punycode host, %-encoded path); as given when it does not parse. */
function toAsciiUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * The origin a robots.txt's `Host:` line names (Yandex's directive, retired in 2018 but still common):
 * `https://shop.ru` for `https://shop.ru`, `http://shop.ru` for `shop.ru` (Yandex read a host without a
 * scheme as http); undefined for none or a value that is no host.
 */
function getHostLineOrigin(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^(?:(https?):\/\/)?([^/?#\s:]+(?::\d+)?)\/?$/i.exec(value);
  if (!match?.[2].includes(".")) return undefined;
  return `${(match[1] ?? "http").toLowerCase()}://${match[2]}`;
}

/**
 * Reads the `Sitemap:` lines of a robots.txt. Each value that is an absolute http(s) URL becomes a
 * `SitemapRef` `{ loc, line, column }` (column of the value); any other gives `robots.sitemap-invalid` and no
 * entry (with `params.resolved` when the other lines tell its full URL, `addResolvedSitemaps`). No `Sitemap:` line at all gives `robots.no-sitemap`. Reading stops after MAX_ENTRIES_READ_PER_FILE
 * (200,000) sitemaps with `file.too-many-urls`; at most 100 `robots.sitemap-invalid` are listed, then one
 * saying how many more. `#` starts a comment (RFC 9309 §2.2).
 * @param text the decoded text, without a BOM.
 * @param file the file's name, for the problems.
 */
export function parseRobotsTxt(text: string, file: string): RobotsTxtResult {
  const sitemaps: SitemapRef[] = [];
  const problems: Problem[] = [];
  let sitemapLines = 0;
  let hostLine: string | undefined;
  const cap = new ProblemCap();
  forEachLine(text, ({ start, end, line, column }) => {
    const raw = text.slice(start, end);
    const hash = raw.indexOf("#");
    const content = hash === -1 ? raw : raw.slice(0, hash);
    const directive = DIRECTIVE_LINE.exec(content);
    const name = directive?.[1].toLowerCase();
    if (directive && name === "host" && hostLine === undefined)
      hostLine = content.slice(directive[0].length).trim();
    if (!directive || name !== "sitemap") return;
    sitemapLines++;
    const value = content.slice(directive[0].length).trim();
    const valueColumn = column + directive[0].length;
    if (isAbsoluteHttpUrl(value)) {
      if (sitemaps.length >= MAX_ENTRIES_READ_PER_FILE) {
        problems.push(entryCapProblem(file, false, { line, column: valueColumn }));
        return false;
      }
      sitemaps.push({ loc: value, line, column: valueColumn });
      return;
    }
    if (!cap.admit("robots.sitemap-invalid")) return;
    const message = value
      ? `Sitemap: "${value}" is not an absolute http(s) URL`
      : "Sitemap: line without a URL";
    problems.push(
      createProblem("robots.sitemap-invalid", file, message, {
        line,
        column: valueColumn,
        params: { value },
      }),
    );
  });
  addResolvedSitemaps(problems, sitemaps, hostLine);
  for (const summary of cap.summaries(file)) problems.push(summary);
  if (sitemapLines === 0) {
    problems.push(createProblem("robots.no-sitemap", file, "the robots.txt has no Sitemap: line"));
  }
  return { sitemaps, problems };
}
