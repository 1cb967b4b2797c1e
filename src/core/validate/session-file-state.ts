/**
 * What the check session (`check-session.ts`) keeps of one file, and how it brings that up to date: each
 * entry's own problems and `href`, the duplicate groups, and the file's answer in `checkSitemaps` order.
 * Entries are compared by identity (the app replaces an entry it changes, never mutates it).
 *
 * Thread-portable, no DOM.
 */
import { getFieldPosition } from "../model/field-positions";
import type { Problem, SitemapFile, SitemapRef, UrlEntry } from "../model/types";
import type { CheckContext } from "./check-context";
import { buildDuplicateIndex, type DuplicateIndex, updateDuplicateIndex } from "./duplicate-index";
import { checkSitemapRefInto, checkUrlEntryInto } from "./entry-checks";
import { buildOutput, type EntryChange, type FileOutput, updateOutput } from "./file-output";

export const NO_PROBLEMS: readonly Problem[] = Object.freeze([]) as readonly Problem[];

/** What the session keeps of one file between checks. */
export interface FileState {
  /** The file object of the last check (its `urls`, `sitemaps`, `problems` are compared by identity). */
  file: SitemapFile;
  ctx: CheckContext;
  /** Everything the context depends on, as one string. */
  signature: string;
  urlProblems: (readonly Problem[])[];
  urlHrefs: (string | undefined)[];
  refProblems: (readonly Problem[])[];
  sitemapHrefs: (string | undefined)[];
  duplicates: DuplicateIndex;
  /** The file's problems as `checkSitemaps` lists them (reading, entries, whole file), in pieces. */
  output: FileOutput;
}

/**
 * The entries one check found replaced in a file (its length unchanged), for the set rules. A file checked
 * as a whole has none: the set rules then run from scratch.
 */
export interface FileChange {
  /** Indexes of the replaced entries. */
  entries: number[];
  /** The `href`s the replaced entries had before. */
  oldHrefs: (string | undefined)[];
  /** The replaced entries as they were (for the hreflang decision). */
  oldEntries: UrlEntry[];
  /**
   * Per replaced entry, true when its `loc` and the place problems give it are unchanged (`isSameLocPlace`):
   * the duplicate and cross-file rules, which read nothing else of an entry, need not look at it again.
   */
  sameLoc: boolean[];
}

/**
 * True when `before` and `after` have the same `loc` at the same place (the line and column a problem on
 * `loc` gives, `placeOf`): what the duplicate and cross-file URL rules read of an entry. A change of other
 * fields only (a bulk `changefreq` on a million rows) leaves them nothing to do again.
 */
export function isSameLocPlace(before: UrlEntry, after: UrlEntry): boolean {
  if (before.loc !== after.loc || before.line !== after.line || before.column !== after.column) return false;
  if (before.source === after.source) return true;
  const a = getFieldPosition(before, "loc");
  const b = getFieldPosition(after, "loc");
  return a === undefined || b === undefined ? a === b : a.line === b.line && a.column === b.column;
}

/** Everything a file's context depends on (the session re-checks the whole file when it changes). */
export function getSignature(ctx: CheckContext, now: number, engines: string): string {
  const ref = ctx.reference;
  const where = ref ? `${ref.from}|${ref.origin}|${ref.scope ?? ""}` : "";
  return `${ctx.file}|${ctx.format}|${ctx.locationHref ?? ""}|${where}|${engines}|${now}`;
}

/** Checks entries `[from, to)` of `list` into `problems`/`hrefs` with `check`. NOTE: mutates the arrays. */
export function checkRange<T>(
  list: readonly T[],
  from: number,
  to: number,
  ctx: CheckContext,
  check: (entry: T, index: number, ctx: CheckContext, out: Problem[]) => { href: string } | undefined,
  problems: (readonly Problem[])[],
  hrefs: (string | undefined)[],
): void {
  const out: Problem[] = [];
  for (let i = from; i < to; i++) {
    out.length = 0;
    hrefs[i] = check(list[i], i, ctx, out)?.href;
    problems[i] = out.length === 0 ? NO_PROBLEMS : out.slice();
  }
}

/** A new state for `file`: every entry checked. */
export function checkWholeFile(file: SitemapFile, ctx: CheckContext, signature: string): FileState {
  const urlProblems = new Array<readonly Problem[]>(file.urls.length);
  const urlHrefs = new Array<string | undefined>(file.urls.length);
  checkRange(file.urls, 0, file.urls.length, ctx, checkUrlEntryInto, urlProblems, urlHrefs);
  const refProblems = new Array<readonly Problem[]>(file.sitemaps.length);
  const sitemapHrefs = new Array<string | undefined>(file.sitemaps.length);
  checkRange(file.sitemaps, 0, file.sitemaps.length, ctx, checkSitemapRefInto, refProblems, sitemapHrefs);
  const duplicates = buildDuplicateIndex(file.urls, urlHrefs, ctx);
  const state: FileState = {
    file,
    ctx,
    signature,
    urlProblems,
    urlHrefs,
    refProblems,
    sitemapHrefs,
    duplicates,
    output: undefined as unknown as FileOutput,
  };
  state.output = buildOutput(state);
  return state;
}

/** Indexes where `next` holds another object than `prev` (same length). */
export function findReplaced<T>(prev: readonly T[], next: readonly T[]): number[] {
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (prev[i] !== next[i]) changed.push(i);
  return changed;
}

/**
 * `indexes` as the sorted distinct indexes below `length` (a caller's hint of replaced entries), or
 * undefined when one is out of range (the hint does not fit: scan instead).
 */
function cleanIndexes(indexes: readonly number[], length: number): number[] | undefined {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  if (sorted.length > 0 && (sorted[0] < 0 || sorted[sorted.length - 1] >= length)) return undefined;
  return sorted.every(Number.isInteger) ? sorted : undefined;
}

/**
 * Brings `state` up to `file` (same name, same context). Returns what changed; `undefined` when the
 * entries were inserted or removed (the caller checks the file as a whole). `replaced`, when given, are
 * the only indexes whose entry may be another object than in the last check (the caller knows: it made
 * `file.urls` from the last check's by replacing those); else they are found by comparing every entry.
 * `ctx`, when given, is the context made for `file` (same signature): the entries checked again read its
 * aggregates of the file as it is now (`usualNews`: a news item just removed no longer names the
 * publication a new one's fix suggests), not those of the last whole check.
 */
export function updateFile(
  state: FileState,
  file: SitemapFile,
  replaced?: readonly number[],
  ctx?: CheckContext,
): FileChange | undefined {
  const prev = state.file;
  if (prev.urls.length !== file.urls.length || prev.sitemaps.length !== file.sitemaps.length)
    return undefined;
  // a new usual publication changes the suggestion on every entry's missing one: check the file whole
  if (ctx && prev.urls !== file.urls && changesUsualNews(state.ctx, ctx, prev.urls, file.urls, replaced))
    return undefined;
  if (ctx) state.ctx = ctx;
  const change: FileChange = { entries: [], oldHrefs: [], oldEntries: [], sameLoc: [] };
  const urlChanges: EntryChange<UrlEntry>[] = [];
  const refChanges: EntryChange<SitemapRef>[] = [];
  if (prev.urls !== file.urls) checkReplacedUrls(state, file, replaced, change, urlChanges);
  if (prev.sitemaps !== file.sitemaps) {
    for (const i of findReplaced<SitemapRef>(prev.sitemaps, file.sitemaps)) {
      refChanges.push({ index: i, before: prev.sitemaps[i] });
      checkRange(
        file.sitemaps,
        i,
        i + 1,
        state.ctx,
        checkSitemapRefInto,
        state.refProblems,
        state.sitemapHrefs,
      );
    }
  }
  const same = prev.problems === file.problems && prev.format === file.format && prev.name === file.name;
  state.file = file;
  if (!same) state.output = buildOutput(state);
  else if (urlChanges.length > 0 || refChanges.length > 0)
    updateOutput(state, state.output, urlChanges, refChanges);
  return change;
}

/**
 * True when the entries replaced between `prevUrls` and `urls` (`replaced`, else all compared) touch a news
 * item and the publication most of the file's news give (`usualNews`, which every missing name's or
 * language's suggestion quotes) is not the same before and after. O(1) for an edit without news; the
 * file's news counted twice for one with.
 */
function changesUsualNews(
  before: CheckContext,
  after: CheckContext,
  prevUrls: readonly UrlEntry[],
  urls: readonly UrlEntry[],
  replaced: readonly number[] | undefined,
): boolean {
  const indexes = (replaced && cleanIndexes(replaced, urls.length)) ?? findReplaced(prevUrls, urls);
  if (!indexes.some((i) => prevUrls[i]?.news !== undefined || urls[i]?.news !== undefined)) return false;
  const was = before.usualNews();
  const is = after.usualNews();
  return was.name !== is.name || was.language !== is.language;
}

/**
 * The url entries of `file` replaced since `state.file` (`replaced`: the caller's hint, else all compared),
 * checked again and recorded in `change` and `urlChanges`; the duplicate groups see only those whose loc
 * moved or changed. NOTE: mutates `state`'s per-entry arrays and duplicate index, `change`, `urlChanges`.
 */
function checkReplacedUrls(
  state: FileState,
  file: SitemapFile,
  replaced: readonly number[] | undefined,
  change: FileChange,
  urlChanges: EntryChange<UrlEntry>[],
): void {
  const prev = state.file;
  const hinted = replaced && cleanIndexes(replaced, file.urls.length);
  const candidates = hinted ?? findReplaced(prev.urls, file.urls);
  const moved: number[] = [];
  for (const i of candidates) {
    if (prev.urls[i] === file.urls[i]) continue;
    const sameLoc = isSameLocPlace(prev.urls[i], file.urls[i]);
    change.entries.push(i);
    change.oldHrefs.push(state.urlHrefs[i]);
    change.oldEntries.push(prev.urls[i]);
    change.sameLoc.push(sameLoc);
    if (!sameLoc) moved.push(i);
    urlChanges.push({ index: i, before: prev.urls[i] });
    checkRange(file.urls, i, i + 1, state.ctx, checkUrlEntryInto, state.urlProblems, state.urlHrefs);
  }
  if (moved.length > 0) updateDuplicateIndex(state.duplicates, moved, file.urls, state.urlHrefs, state.ctx);
}

/**
 * Appends `items` to `out` one by one. NOTE: mutates `out`. Not `out.push(...items)`: a spread passes every
 * item as an argument, and 100,000 problems overflow the call stack.
 */
export function appendAll<T>(out: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i]);
}

/**
 * The items of `chunks` in one new array, by native `concat` calls of at most `maxSpread` chunks each
 * (every chunk is an argument). A check answer is a few hundred chunks per 50,000 entries: joined so it is
 * 3x faster than pushing 50,000 problems one by one (a millisecond of every edit's check at that size).
 * @example joinChunks([[1, 2], [], [3]]) // [1, 2, 3]
 */
export function joinChunks<T>(chunks: readonly (readonly T[])[], maxSpread = 8_192): T[] {
  if (chunks.length <= maxSpread) return ([] as T[]).concat(...chunks);
  const out: T[] = [];
  for (let at = 0; at < chunks.length; at += maxSpread)
    appendAll(out, ([] as T[]).concat(...chunks.slice(at, at + maxSpread)));
  return out;
}
