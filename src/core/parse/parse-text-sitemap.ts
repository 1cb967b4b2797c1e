/**
 * TXT sitemaps (sitemaps.org "Text file"): one URL a line, UTF-8, blank lines ignored.
 *
 * Thread-portable, no DOM. One pass over the text, no split: the 21,753-line corpus file reads in a few ms.
 */
import { MAX_ENTRIES_READ_PER_FILE } from "../limits";
import { createProblem, type ProblemPlace } from "../model/problem";
import type { Problem, UrlEntry } from "../model/types";
import { entryCapProblem, ProblemCap } from "./read-caps";
import { forEachLine, hasUrlScheme } from "./text-lines";

/** What a text list gave. `format` is `unknown` when no line is or resembles a URL. */
export interface TextSitemapResult {
  format: "txt" | "unknown";
  urls: UrlEntry[];
  problems: Problem[];
}

/** Longest part of a line quoted in a problem's params, in characters. */
const QUOTE_CHARS = 200;
/**
 * A line that was meant as a URL: a path, `www.`, a `://`, or a bare host name with a dot. Not a JSON
 * object or array on one line (`{"urls":["https://…"]}`): that is no list of URLs but another format (a
 * JSON document over several lines is told by its brackets, `parseTextSitemap`).
 */
const URL_LIKE = /^(?![{[])(?:\/|www\.|[^\s]*:\/\/|[\w-]+(?:\.[\w-]+)+(?:[/?#:]|$))/i;

/**
 * A line written without its scheme (`www.shop.ru/page`, `shop.ru/catalog/`, `//shop.ru/a`): a host of two
 * or more labels, the last of letters, then a path, query or fragment, or `www.` / `//` before it.
 */
const SCHEMELESS = /^(?:\/\/|(?=www\.))?((?:[\p{L}\d-]+\.)+\p{L}{2,})(?:([/?#])\S*)?$/iu;

/**
 * `line` as the https URL it was meant as when it reads as one written without its scheme (`SCHEMELESS`):
 * `https://www.shop.ru/page` for `www.shop.ru/page`, for `txt.not-a-url`'s message (the line is no
 * entry, CONTRACT.md; the user adds it with its scheme; `parseTextSitemap` makes it `http://` in a list
 * whose URLs are mostly http). Undefined otherwise (`sitemap.xml`, `/page`).
 */
export function getSchemelessUrl(line: string): string | undefined {
  const match = SCHEMELESS.exec(line);
  if (!match || (match[2] === undefined && !/^(?:\/\/|www\.)/i.test(line))) return undefined;
  return `https://${line.replace(/^\/\//, "")}`;
}

/** True when more of `urls` start with `http://` than with `https://` (any case). */
function isMostlyHttp(urls: readonly UrlEntry[]): boolean {
  let http = 0;
  let https = 0;
  for (const { loc } of urls) {
    if (/^http:\/\//i.test(loc)) http++;
    else if (/^https:\/\//i.test(loc)) https++;
  }
  return http > https;
}

function whitespaceProblem(file: string, value: string, place: ProblemPlace): Problem {
  return createProblem("loc.whitespace", file, `loc "${value}" has whitespace around it (trimmed)`, place);
}

/**
 * Reads a TXT sitemap: each trimmed, non-blank line that starts with a URL scheme becomes an entry
 * `{ loc, images: [], videos: [], alternates: [], line, column }` (spaces or tabs around it give
 * `loc.whitespace`, info, as in XML; a CRLF line end does not); any other non-blank line gives
 * `txt.not-a-url` (RULES.md "Other formats", source P) and no entry.
 *
 * A text with no URL line at all is `unknown` with one `file.unknown-format` (prose, a README) unless at
 * least half of its lines resemble a URL (`/page`, `www.example.com/a`): then it is a TXT sitemap whose
 * lines are wrong, and each gets `txt.not-a-url`, which tells the user more. (A licence text with a few
 * `<https://…>` lines among hundreds is prose: it gave 100 `txt.not-a-url` errors until session 30.) Reading stops after MAX_ENTRIES_READ_PER_FILE
 * (200,000) entries with `file.too-many-urls` (see `entryCapProblem`); at most 100 `txt.not-a-url` are
 * listed, then one saying how many more (`ProblemCap`).
 * @param text the decoded text, without a BOM.
 * @param file the file's name, for the problems.
 */
export function parseTextSitemap(text: string, file: string): TextSitemapResult {
  const urls: UrlEntry[] = [];
  const problems: Problem[] = [];
  // lines that are not URLs, and of them those that look meant as one
  let others = 0;
  let urlLike = 0;
  const cap = new ProblemCap();
  forEachLine(text, ({ start, end, line, column, padded }) => {
    const value = text.slice(start, end);
    if (hasUrlScheme(text, start, end)) {
      if (urls.length >= MAX_ENTRIES_READ_PER_FILE) {
        problems.push(entryCapProblem(file, false, { line, column }));
        return false;
      }
      const entry = urls.push({ loc: value, images: [], videos: [], alternates: [], line, column }) - 1;
      if (padded) problems.push(whitespaceProblem(file, value, { entry, field: "loc", line, column }));
      return;
    }
    const quoted = value.length > QUOTE_CHARS ? `${value.slice(0, QUOTE_CHARS)}…` : value;
    others++;
    if (URL_LIKE.test(quoted)) urlLike++;
    if (!cap.admit("txt.not-a-url")) return;
    const message = `line ${line} is not an absolute URL: "${quoted}"`;
    const suggestion = quoted === value ? getSchemelessUrl(value) : undefined;
    const params: Record<string, string> = { value: quoted };
    if (suggestion !== undefined) params.suggestion = suggestion;
    problems.push(createProblem("txt.not-a-url", file, message, { line, column, params }));
  });
  // a site whose URLs are http (most of them) means its lines without a scheme as http too
  if (problems.some((problem) => problem.params?.suggestion !== undefined) && isMostlyHttp(urls))
    for (const problem of problems) {
      const suggestion = problem.params?.suggestion;
      if (typeof suggestion === "string" && problem.params)
        problem.params.suggestion = `http://${suggestion.slice("https://".length)}`;
    }
  // a JSON document (an object or array over its lines, `[\n  "https://…",\n]`) is another format, whatever
  // its quoted URLs look like
  const json = urls.length === 0 && /^\s*[{[][\s\S]*[}\]]\s*$/.test(text);
  if (!json && (urls.length > 0 || urlLike * 2 >= others || problems.length === 0)) {
    for (const summary of cap.summaries(file)) problems.push(summary);
    return { format: "txt", urls, problems };
  }
  // No URL line: every problem is a txt.not-a-url; the first one says where the prose starts.
  const message = "not a sitemap: no line is a URL (and it is not XML or a robots.txt)";
  const first = problems[0];
  const place = { line: first.line, column: first.column, params: first.params };
  return { format: "unknown", urls, problems: [createProblem("file.unknown-format", file, message, place)] };
}
