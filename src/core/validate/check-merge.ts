/**
 * How reading problems and computed problems of one file are put together (one fault, one code): shared by
 * `checkSitemaps` and the incremental `check-session.ts`, so both list the same problems in the same order.
 * Thread-portable, no DOM.
 */
import type { Problem, SitemapFile } from "../model/types";
import type { CheckContext } from "./check-context";

/**
 * Computed codes a reading problem at the same entry already covers: the reader's verdict on a robots.txt
 * `Sitemap:` value stands for the `loc` syntax codes (one fault, one code).
 */
const COVERED_BY: Partial<Record<Problem["code"], readonly Problem["code"][]>> = {
  "loc.invalid": ["robots.sitemap-invalid"],
  "loc.relative": ["robots.sitemap-invalid"],
  "loc.scheme": ["robots.sitemap-invalid"],
};

/**
 * Codes both the reader and the free-text rules (`free-text-rules.ts`) report on a field: a computed one
 * is dropped only when reading reported the code on that same field (a title's `&laquo;` read, another
 * field's typed `&nbsp;` still found; a file's syntax fault does not hide a title's control character).
 */
const BY_FIELD: ReadonlySet<string> = new Set(["xml.undefined-entity", "xml.malformed"]);

/** Key of a problem's code and place, for dropping computed problems reading already reported. */
function keyOf({ code, entry, field }: Problem): string {
  if (entry === undefined) return code;
  return BY_FIELD.has(code) ? `${code}@${entry}@${field ?? ""}` : `${code}@${entry}`;
}

/**
 * The keys of `file`'s reading problems active for the context (what `isReported` looks up); undefined
 * when there is none. NOTE: appends those problems to `out` when given.
 */
export function getReported(file: SitemapFile, ctx: CheckContext, out?: Problem[]): Set<string> | undefined {
  let reported: Set<string> | undefined;
  for (const problem of file.problems) {
    if (!ctx.active.has(problem.code)) continue;
    // its text names Yandex's "unknown tag" as a reason: not while Yandex is switched off
    if (ctx.yandexOff && problem.code === "xml.unknown-element")
      out?.push({ ...problem, params: { ...problem.params, yandexOff: 1 } });
    else out?.push(problem);
    reported ??= new Set();
    reported.add(keyOf(problem));
  }
  return reported;
}

/**
 * True when reading already reported `problem` (same code and entry, on the same field for `BY_FIELD`
 * codes, or a code that covers it).
 */
export function isReported(reported: ReadonlySet<string> | undefined, problem: Problem): boolean {
  if (reported === undefined) return false;
  if (reported.has(keyOf(problem))) return true;
  const covers = COVERED_BY[problem.code];
  return covers?.some((code) => reported.has(keyOf({ ...problem, code }))) === true;
}

/**
 * Appends `file`'s reading problems active for the context's engines, then the computed ones that reading
 * did not already report (same code at the same entry, or a code listed in `COVERED_BY`).
 * NOTE: mutates `out`.
 */
export function mergeProblems(
  file: SitemapFile,
  ctx: CheckContext,
  computed: Problem[],
  out: Problem[],
): void {
  const reported = getReported(file, ctx, out);
  for (const problem of computed) if (!isReported(reported, problem)) out.push(problem);
}
