/**
 * The readers' safety caps: the entry cap (`MAX_ENTRIES_READ_PER_FILE`) as a problem, and the per-code
 * problem cap (`MAX_PROBLEMS_PER_CODE`). Shared by the XML (urlset, sitemap index, feeds), TXT and
 * robots.txt readers.
 *
 * Thread-portable, no DOM.
 */
import {
  MAX_ENTITY_TEXTS_LISTED,
  MAX_ENTRIES_READ_PER_FILE,
  MAX_PROBLEMS_PER_CODE,
  MAX_URLS_PER_FILE,
} from "../limits";
import { createProblem, type ProblemPlace } from "../model/problem";
import type { Problem } from "../model/types";
import type { RuleCode } from "../validate/rule-catalogue";

/** Reading codes found at most once per entry (bounded by the entry cap, never capped per code). */
const PER_ENTRY_CODES: ReadonlySet<RuleCode> = new Set<RuleCode>([
  "loc.missing",
  "loc.whitespace",
  "xml.element-order",
  "feed.date-invalid",
  "feed.relative-link",
]);
const CAP_TEXT = MAX_ENTRIES_READ_PER_FILE.toLocaleString("en-US");

/**
 * The problem a reader records when it stops at MAX_ENTRIES_READ_PER_FILE (200,000) entries: no entry
 * (the whole file), `params.stoppedAt` = 200,000 (entries read; the rest of the file is not, and so is
 * neither shown nor exported), `params.limit` = 50,000 (the protocol's). Its code
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
  const params = { stoppedAt: MAX_ENTRIES_READ_PER_FILE, limit: MAX_URLS_PER_FILE };
  return createProblem(code, file, message, { line: place.line, column: place.column, params });
}
/**
 * Counts reading problems per code and says whether one more may be kept: the first
 * MAX_PROBLEMS_PER_CODE (100) of a code are, the rest are only counted (no allocation). `summaries()`
 * gives one closing problem per code that passed the cap ("and N more of this kind", `params.more` = N).
 */
export class ProblemCap {
  private readonly counts = new Map<RuleCode, number>();
  /** Per code counted by `admitInText`: problems kept, the text of the last one, references not listed. */
  private readonly inText = new Map<RuleCode, { kept: number; text: number; unlisted: number }>();

  /**
   * Counts one problem of `code`; true when it is to be kept. Codes reported at most once per entry
   * (`PER_ENTRY_CODES`) are always kept: the entry cap bounds them, and the table shows them per entry.
   */
  admit(code: RuleCode): boolean {
    if (PER_ENTRY_CODES.has(code)) return true;
    const count = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, count);
    return count <= MAX_PROBLEMS_PER_CODE;
  }

  /**
   * Counts one problem of `code` found in the text value starting at `textStart` (reading order): "keep" for
   * the first of each text value, up to MAX_ENTITY_TEXTS_LISTED (200,000) kept; "covered" for the next ones
   * of a text already listed (its problem stands for them: its fix reaches the whole text; the caller may
   * count them on it); "drop" for those of texts past the cap, which count towards "and N more".
   */
  admitInText(code: RuleCode, textStart: number): "keep" | "covered" | "drop" {
    let state = this.inText.get(code);
    if (state === undefined) {
      state = { kept: 0, text: -1, unlisted: 0 };
      this.inText.set(code, state);
    }
    if (textStart === state.text) return "covered";
    if (state.kept < MAX_ENTITY_TEXTS_LISTED) {
      state.kept++;
      state.text = textStart;
      return "keep";
    }
    state.unlisted++;
    return "drop";
  }

  /** One problem per code past the cap, saying how many were not listed. */
  summaries(file: string): Problem[] {
    const out: Problem[] = [];
    for (const [code, { unlisted: more }] of this.inText) {
      if (more === 0) continue;
      const listed = MAX_ENTITY_TEXTS_LISTED.toLocaleString("en-US");
      const message = `and ${more} more of this kind (only the first ${listed} are listed)`;
      out.push(createProblem(code, file, message, { params: { more } }));
    }
    for (const [code, count] of this.counts) {
      const more = count - MAX_PROBLEMS_PER_CODE;
      if (more <= 0) continue;
      const message = `and ${more} more of this kind (only the first ${MAX_PROBLEMS_PER_CODE} are listed)`;
      out.push(createProblem(code, file, message, { params: { more } }));
    }
    return out;
  }
}
