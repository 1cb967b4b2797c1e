/**
 * "Fix all of this kind": the quick fix of every problem of one code (`getQuickFix`) applied as one batch,
 * at once (`applyQuickFixes`) or a slice of problems at a time (`startQuickFixes`), so that a page can
 * fix a million entries without holding its thread for seconds. Immutable: the files given are not changed.
 *
 * Thread-portable, no DOM.
 */

import type { Problem, SitemapFile, UrlEntry } from "../model/types";
import type { RuleCode } from "../validate/rule-catalogue";
import { getQuickFix } from "./quick-fixes";

/** One entry a batch of fixes changed: its file, index, and the entry before and after (for undo). */
export interface FixChange {
  file: string;
  entry: number;
  before: UrlEntry;
  after: UrlEntry;
}

/** What a batch of fixes did (`applyQuickFixes`). */
export interface FixBatchResult {
  /** The files after the batch (the same array when nothing changed). */
  files: SitemapFile[];
  /** One item per changed entry, in the order first changed. */
  changed: FixChange[];
  /** Problems whose fix changed an entry or that an earlier fix of the batch took away. */
  fixed: number;
}

/**
 * A batch of fixes worked out a slice at a time (`startQuickFixes`): `advance(count)` goes through up to
 * `count` more problems of the code and returns true once every problem was gone through; `finish()` then
 * gives the result, `applyQuickFixes`'s (links to moved `loc`s followed, the files made). `finish` before
 * the last `advance` returned true throws an `Error` (a bug in the caller).
 */
export interface QuickFixBatch {
  advance(count: number): boolean;
  finish(): FixBatchResult;
}

/**
 * Starts `applyQuickFixes(files, problems, code, params, defaults)` without working any fix out yet: the
 * same result, in slices of problems (`QuickFixBatch.advance`). `files` and `problems` must stay as they
 * are until `finish` (a caller whose workspace changed meanwhile starts again on the new one).
 * @example
 * const batch = startQuickFixes(files, problems, "lastmod.no-timezone", { offset: "+03:00" });
 * while (!batch.advance(20_000)) await nextTask();
 * const { files: next, changed, fixed } = batch.finish();
 */
export function startQuickFixes(
  files: SitemapFile[],
  problems: Problem[],
  code: RuleCode,
  params?: Readonly<Record<string, string>>,
  defaults?: Readonly<Record<string, string>>,
): QuickFixBatch {
  const byName = new Map<string, number>();
  let fixed = 0;
  files.forEach((file, i) => {
    if (!byName.has(file.name)) byName.set(file.name, i);
  });
  const urlsByFile = new Map<number, UrlEntry[]>();
  const changes = new Map<string, FixChange>();
  /** The file (index) and its current urls, or undefined for a file not open or an index. */
  const urlsOf = (name: string) => {
    const f = byName.get(name);
    const file = f === undefined ? undefined : files[f];
    if (f === undefined || !file || file.format === "sitemapindex") return undefined;
    return { f, file, urls: urlsByFile.get(f) ?? file.urls };
  };
  const applyOne = (problem: Problem & { entry: number }) => {
    const own = urlsOf(problem.file);
    const source = own?.urls[problem.entry];
    const asked =
      params || defaults ? { ...problem, params: { ...defaults, ...problem.params, ...params } } : problem;
    const fix = source && getQuickFix(asked, source);
    if (!fix) {
      // an earlier fix of the batch fixed it too: it changed the entry this problem's fix edits (several
      // references in one field, one decode of it; a return link another problem's fix already added)
      const original = own?.file.urls[problem.entry];
      const was = source && original && getQuickFix(asked, original);
      const where = was && (was.target ? urlsOf(was.target.file) : own);
      if (was && where && changes.has(`${where.f}:${was.target?.entry ?? problem.entry}`)) fixed++;
      return;
    }
    // a fix may edit another entry than its problem's (`target`)
    const where = fix.target ? urlsOf(fix.target.file) : own;
    const index = fix.target?.entry ?? problem.entry;
    const current = where?.urls[index];
    const after = current && fix.apply(current);
    if (!where || !after) return;
    // nothing left to change where an earlier fix of the batch changed it: that fix fixed this one too
    if (after === current) {
      if (changes.has(`${where.f}:${index}`)) fixed++;
      return;
    }
    const { f, file, urls } = where;
    if (!urlsByFile.has(f)) urlsByFile.set(f, urls.slice());
    (urlsByFile.get(f) as UrlEntry[])[index] = after;
    const key = `${f}:${index}`;
    const before = changes.get(key)?.before ?? file.urls[index];
    changes.set(key, { file: file.name, entry: index, before, after });
    fixed++;
  };
  let next = 0;
  return {
    advance(count) {
      const isMine = (problem: Problem) => problem.code === code && problem.entry !== undefined;
      for (let done = 0; next < problems.length && done < count; next++) {
        const problem = problems[next];
        if (!isMine(problem)) continue;
        applyOne(problem as Problem & { entry: number });
        done++;
      }
      // the problems of other codes after the last of this one: done too, not one more slice
      while (next < problems.length && !isMine(problems[next])) next++;
      return next >= problems.length;
    },
    finish() {
      if (next < problems.length)
        throw new Error("startQuickFixes: finish() before every problem was gone through");
      followMovedLocs(files, changes, urlsByFile);
      if (urlsByFile.size === 0) return { files, changed: [], fixed: 0 };
      const after = files.map((file, i) =>
        urlsByFile.has(i) ? { ...file, urls: urlsByFile.get(i) as UrlEntry[] } : file,
      );
      return { files: after, changed: [...changes.values()], fixed };
    },
  };
}

/**
 * Applies the quick fix of every problem of `code` in `problems` ("fix all of this kind") as one batch.
 * Problems are matched to files by `file` (the file's `name`) and to entries by `entry` (an index into
 * `urls`), a fix with a `target` edits that entry instead; sitemap index entries, problems without an entry and problems without a fix are skipped. Several
 * fixes on one entry apply in turn. Immutable: `files` and their entries are not changed; the result shares
 * every untouched file and entry. `changed` has one item per changed entry, in the order first changed,
 * with the entry before the batch and after it: what an undo step needs; `fixed` counts the problems whose
 * fix changed an entry or that an earlier fix of the batch took away (a `loc` fix may change more entries
 * than that). A fix that changes a `loc` takes
 * the hreflang links written to the old `loc` along, in every file (`followMovedLocs`). `params` take the place of each
 * problem's params of the same name: the user's choice where a fix has one, such as the timezone
 * (`offset`, `+03:00`) the `lastmod.no-timezone` and `lastmod.invalid` fixes add. `defaults` stand in only
 * for params a problem lacks: each file's own zone kept (the check's `params.offset`, a file's usual
 * `Z` beside another's `+03:00`: an agency's sites), the user's default zone for a file that has none.
 * In slices: `startQuickFixes`.
 * @example
 * const { files: next, changed } = applyQuickFixes(files, problems, "image.deprecated");
 * applyQuickFixes(files, problems, "lastmod.no-timezone", { offset: "+03:00" });
 * applyQuickFixes(files, problems, "lastmod.no-timezone", undefined, { offset: "+03:00" });
 */
export function applyQuickFixes(
  files: SitemapFile[],
  problems: Problem[],
  code: RuleCode,
  params?: Readonly<Record<string, string>>,
  defaults?: Readonly<Record<string, string>>,
): FixBatchResult {
  const batch = startQuickFixes(files, problems, code, params, defaults);
  batch.advance(Number.POSITIVE_INFINITY);
  return batch.finish();
}

/**
 * After fixes that changed `loc`s (encoded, switched to https, trimmed, a fragment dropped), the hreflang
 * links that pointed at an old `loc`, written exactly so, point at its new one: the page's own link (a page
 * switched to https kept its `http` self link: `hreflang.missing-self`, and its fix then a second link under
 * the code) and the other pages' links to it (encoded in one file, left raw in the others). Google's
 * hreflang doc: every version lists the others by their URL. A link written otherwise (another form of the
 * URL) is left as it is. NOTE: mutates `changes` (adds or updates the entries it changes) and `urlsByFile`
 * (copies the files it touches).
 */
function followMovedLocs(
  files: readonly SitemapFile[],
  changes: Map<string, FixChange>,
  urlsByFile: Map<number, UrlEntry[]>,
): void {
  const moved = new Map<string, string>();
  for (const { before, after } of changes.values())
    if (before.loc !== after.loc && before.loc !== "") moved.set(before.loc, after.loc);
  if (moved.size === 0) return;
  files.forEach((file, f) => {
    if (file.format === "sitemapindex" || file.format === "robots") return;
    const urls = urlsByFile.get(f) ?? file.urls;
    for (let i = 0; i < urls.length; i++) {
      const entry = urls[i];
      if (entry.alternates.length === 0 || !entry.alternates.some((link) => moved.has(link.href))) continue;
      const alternates = entry.alternates.map((link) => {
        const href = moved.get(link.href);
        return href === undefined ? link : { ...link, href };
      });
      if (!urlsByFile.has(f)) urlsByFile.set(f, urls.slice());
      const after = { ...entry, alternates };
      (urlsByFile.get(f) as UrlEntry[])[i] = after;
      const key = `${f}:${i}`;
      const before = changes.get(key)?.before ?? file.urls[i];
      changes.set(key, { file: file.name, entry: i, before, after });
    }
  });
}
