/**
 * The readers' entry cap (`MAX_ENTRIES_READ_PER_FILE`) as a problem, shared by the XML (urlset, sitemap
 * index, feeds), TXT and robots.txt readers.
 *
 * Thread-portable, no DOM.
 */
import { MAX_ENTRIES_READ_PER_FILE, MAX_URLS_PER_FILE } from "../limits";
import { createProblem, type ProblemPlace } from "../model/problem";
import type { Problem } from "../model/types";
import type { RuleCode } from "../validate/rule-catalogue";

const CAP_TEXT = MAX_ENTRIES_READ_PER_FILE.toLocaleString("en-US");

/**
 * The problem a reader records when it stops at MAX_ENTRIES_READ_PER_FILE (200,000) entries: no entry
 * (the whole file), `params.count` = "more than 200,000", `params.limit` = 50,000 (the protocol's). Its code
 * is `file.too-many-urls`, or `index.too-many-sitemaps` for a sitemap index (CONTRACT.md "One fault, one
 * code"); the checks' own problem of that code is then dropped as a duplicate (`mergeProblems`).
 * @param place where reading stopped (line and column of the first entry not read), when known.
 */
export function entryCapProblem(file: string, isIndex: boolean, place: ProblemPlace = {}): Problem {
  const code: RuleCode = isIndex ? "index.too-many-sitemaps" : "file.too-many-urls";
  const what = isIndex ? "sitemaps" : "entries";
  const message =
    `more than ${CAP_TEXT} ${what} (the limit is ${MAX_URLS_PER_FILE.toLocaleString("en-US")}): reading ` +
    `stopped at ${CAP_TEXT} to protect the tab, and the rest of the file was not read`;
  const params = { count: `more than ${CAP_TEXT}`, limit: MAX_URLS_PER_FILE };
  return createProblem(code, file, message, { line: place.line, column: place.column, params });
}
