/**
 * Pure helpers of the workspace slice: unique names, the default location guess, immutable entry edits and
 * keeping problems' entry indexes right when rows go away. No React, no store access.
 */
import {
  type Engine,
  findReplaced,
  getLocOrigin,
  getMostCommonOriginOf,
  type Problem,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";
import { checkUrlEntry, createCheckContext } from "@/core/validate/check-sitemaps";
import type { Notice, RowRef } from "./store-types";

/** Formats whose `urls` are rows of the table and entries of an export. */
export function hasUrlRows(file: SitemapFile): boolean {
  return file.format !== "sitemapindex" && file.format !== "robots";
}

/**
 * True for a file an export writes from: one with URL rows and at least one URL with a `loc` (a file with
 * none, read so or emptied since, would come out as an empty urlset, which the schema refuses: it needs one
 * `url`; an entry without `loc` is never written), and in `each` mode a sitemap index that lists at least
 * one sitemap with a `loc` (likewise); never robots.txt.
 */
export function isExportSource(file: SitemapFile, each: boolean): boolean {
  if (hasUrlRows(file)) return file.urls.some((url) => url.loc.trim() !== "");
  return each && file.format === "sitemapindex" && file.sitemaps.some((ref) => ref.loc.trim() !== "");
}

/** `name`, or `base (2).ext`, `base (3).ext`, ... when taken; adds the result to `taken`. */
export function makeUniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  const dot = name.indexOf(".", 1);
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  for (let n = 2; taken.has(unique); n++) unique = `${base} (${n})${ext}`;
  taken.add(unique);
  return unique;
}

/**
 * The scheme and host most common among `locs` (WHATWG origins, no trailing slash), or undefined: the core's
 * `getMostCommonOriginOf`, shaped for location guesses.
 */
export function getMostCommonOrigin(locs: Iterable<string>): string | undefined {
  const origin = getMostCommonOriginOf(locs);
  return origin ? origin.slice(0, -1) : undefined;
}

/** A file's origins counted, kept per file name so an edit recounts only the entries it replaced. */
interface OriginTally {
  list: readonly { loc: string }[];
  /** Per entry: the origin its loc counts for, or undefined. */
  origins: (string | undefined)[];
  counts: Map<string, number>;
  /** Most common origin, or undefined when no entry has an absolute URL. */
  best: string | undefined;
}

const tallies = new Map<string, OriginTally>();

/** Above this many replaced entries a file's origins are counted again from scratch. */
const RECOUNT_LIMIT = 1_000;

/**
 * One pass over the entries: each one's origin and their counts. The most common is `getMostCommonOriginOf`'s
 * answer (same origins; a tie goes to the origin seen first, which is the counts' insertion order);
 * `workspace-helpers.test.ts` compares the two.
 */
function countOrigins(list: readonly { loc: string }[]): OriginTally {
  const tally: OriginTally = { list, origins: new Array(list.length), counts: new Map(), best: undefined };
  appendOrigins(tally, list, 0);
  return tally;
}

/** The lists `tallyReadEntries` made and grows (each its own array, never a file's). */
const growing = new WeakSet<readonly { loc: string }[]>();

/**
 * Counts `list[from..]` into `tally` (whose entries are `list[0..from)`) and makes `list` its list. The
 * most common is the first of them in the counts' insertion order, which is entry order: appending keeps it.
 */
function appendOrigins(tally: OriginTally, list: readonly { loc: string }[], from: number): void {
  const { origins, counts } = tally;
  const byPrefix = new Map<string, string>();
  for (let i = from; i < list.length; i++) {
    const loc = list[i].loc;
    const origin = loc ? getLocOrigin(loc, byPrefix) : undefined;
    origins[i] = origin;
    if (origin !== undefined) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  let best: string | undefined;
  let top = 0;
  for (const [origin, count] of counts) if (count > top) [best, top] = [origin, count];
  tally.list = list;
  tally.best = best;
}

/** True when `list` starts with exactly the entry objects of `prefix`. */
function startsWith(list: readonly object[], prefix: readonly object[]): boolean {
  if (prefix.length > list.length) return false;
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false;
  return true;
}

/**
 * Counts the origins of `urls`, the entries from index `at` on of the file `name` being read (the read's
 * streamed chunks, in order; `at` 0 starts the file anew). `getFileOrigin` of the file once read then
 * counts only the entries after them: the check after a read is not held back by a pass over every entry
 * (20-35 ms for 50,000 urls in Chromium on 2 cores, in the task that sends the check to the worker).
 * Chunks out of order start the count anew; the answer is the same either way.
 */
export function tallyReadEntries(name: string, urls: readonly { loc: string }[], at: number): void {
  const tally = tallies.get(name);
  if (at > 0 && tally && growing.has(tally.list) && tally.list.length === at) {
    const list = tally.list as { loc: string }[];
    for (const entry of urls) list.push(entry);
    appendOrigins(tally, list, at);
    return;
  }
  const list = urls.slice();
  growing.add(list);
  tallies.set(name, countOrigins(list));
}

/**
 * `tally` brought to `list` (same length) by recounting the replaced entries, or undefined when that is
 * not exact (a tie, or too many replaced: count from scratch then). NOTE: mutates `tally`; on undefined it
 * is left half updated and must be dropped.
 */
function recountReplaced(tally: OriginTally, list: readonly { loc: string }[]): OriginTally | undefined {
  const { origins, counts } = tally;
  let replaced = 0;
  // the indexes an edit replaced, when it recorded them (`entry-lineage.ts`); else every index is compared
  const indexes = findReplaced(tally.list, list, RECOUNT_LIMIT);
  const visits = indexes ? indexes.length : list.length;
  for (let at = 0; at < visits; at++) {
    const i = indexes ? indexes[at] : at;
    if (list[i] === tally.list[i]) continue;
    // a bulk change of another field replaces every entry and keeps every loc: nothing to recount
    if (list[i].loc === tally.list[i].loc) continue;
    if (++replaced > RECOUNT_LIMIT) return undefined;
    const before = origins[i];
    const after = list[i].loc ? getLocOrigin(list[i].loc) : undefined;
    if (before === after) continue;
    if (before !== undefined) counts.set(before, (counts.get(before) ?? 1) - 1);
    if (after !== undefined) counts.set(after, (counts.get(after) ?? 0) + 1);
    origins[i] = after;
  }
  let best: string | undefined;
  let top = 0;
  let tie = false;
  for (const [origin, count] of counts) {
    if (count > top) [best, top, tie] = [origin, count, false];
    else if (count === top) tie = true;
  }
  // a tie goes to the origin seen first in entry order: only a full count knows that
  if (tie) return undefined;
  tally.list = list;
  tally.best = top > 0 ? best : undefined;
  return tally;
}

/**
 * The scheme and host most common among the file's entries (its urls, or its sitemaps when it has no urls),
 * as `getMostCommonOrigin` finds it. Counted once per file; after an edit only the replaced entries are
 * recounted (the guess is read on every check, so a full count per edit would cost milliseconds per
 * 50,000 rows).
 */
function getFileOrigin(file: SitemapFile): string | undefined {
  const list: readonly { loc: string }[] = file.urls.length > 0 ? file.urls : file.sitemaps;
  const tally = tallies.get(file.name);
  if (tally?.list === list) return tally.best;
  // a file read in chunks: its first entries are counted already (`tallyReadEntries`)
  if (tally && tally.list.length < list.length && startsWith(list, tally.list)) {
    appendOrigins(tally, list, tally.list.length);
    return tally.best;
  }
  const next =
    (tally && tally.list.length === list.length ? recountReplaced(tally, list) : undefined) ??
    countOrigins(list);
  tallies.set(file.name, next);
  return next.best;
}

/**
 * Where a file is probably published when the user has not said: the most common scheme and host among
 * its entries plus its name (`https://www.example.com/sitemap.xml`); a copy opened beside a file of the
 * same name (`sitemap (2).xml`, `makeUniqueName`) is guessed at that file's name, not at a URL with
 * `%20(2)` in it. Undefined without any absolute URL.
 */
export function getDefaultLocation(file: SitemapFile): string | undefined {
  const origin = getFileOrigin(file);
  // a table (CSV/TSV) is published as the sitemap written from it: `urls.csv` at `…/urls.xml`
  const name = file.name.replace(COPY_SUFFIX, "$1").replace(/\.(csv|tsv)$/i, ".xml");
  return origin === undefined ? undefined : `${origin}/${encodeURIComponent(name)}`;
}

/** The ` (2)` that `makeUniqueName` puts before the first dot (after the first character) of a copy's name. */
const COPY_SUFFIX = /^(.[^.]*?) \(\d+\)(?=\.|$)/;

/** The files as the checks see them: a user location, else the default guess. */
export function withEffectiveLocations(files: SitemapFile[]): SitemapFile[] {
  return files.map((file) => {
    if (file.location) return file;
    const location = getDefaultLocation(file);
    return location ? { ...file, location } : file;
  });
}

/**
 * The core's per-entry check of one edited entry, for the edited field only (`undefined` = every field),
 * so the row updates before the full check (which also finds duplicates and whole-file faults) returns.
 */
export function quickCheckEntry(
  file: SitemapFile,
  entry: number,
  engines: Engine[],
  field?: string,
): Problem[] {
  const problems = quickCheckEntries(file, [entry], engines);
  if (field === undefined) return problems;
  return problems.filter((problem) => problem.field === field || problem.field?.startsWith(`${field}.`));
}

/** Above this many changed entries the quick check is skipped; the full check (O(n), in the worker) follows. */
export const QUICK_CHECK_LIMIT = 5_000;

/** The core's per-entry checks of several entries of one file (one check context); none past the limit. */
export function quickCheckEntries(file: SitemapFile, entries: number[], engines: Engine[]): Problem[] {
  if (entries.length === 0 || entries.length > QUICK_CHECK_LIMIT) return [];
  const location = file.location ?? getDefaultLocation(file);
  const ctx = createCheckContext(location ? { ...file, location } : file, { engines });
  const problems: Problem[] = [];
  for (const entry of entries) {
    const url = file.urls[entry];
    if (url) problems.push(...checkUrlEntry(url, entry, ctx));
  }
  return problems;
}

/** An entry made in the app: no loc yet, no items. */
export function makeEmptyEntry(): UrlEntry {
  return { loc: "", images: [], videos: [], alternates: [] };
}

/** True when `problem` is about `field` (or a part of it) of the entry at `row`. */
export function isProblemAtField(problem: Problem, row: RowRef, field: string): boolean {
  if (problem.file !== row.file || problem.entry !== row.entry || !problem.field) return false;
  return problem.field === field || problem.field.startsWith(`${field}.`);
}

/**
 * Problems after entries of `file` at `removed` indexes are gone: theirs dropped, later indexes shifted.
 * `map[i]` is the new index of old entry `i`, or -1.
 */
export function remapProblems(problems: Problem[], file: string, map: Int32Array): Problem[] {
  const out: Problem[] = [];
  for (const problem of problems) {
    if (problem.file !== file || problem.entry === undefined) out.push(problem);
    else {
      const next = map[problem.entry] ?? -1;
      if (next === problem.entry) out.push(problem);
      else if (next >= 0) out.push({ ...problem, entry: next });
    }
  }
  return out;
}

/** Old index to new index after removing `removed` from `length` entries (-1 for removed ones). */
export function makeIndexMap(length: number, removed: Set<number>): Int32Array {
  const map = new Int32Array(length);
  let next = 0;
  for (let i = 0; i < length; i++) map[i] = removed.has(i) ? -1 : next++;
  return map;
}

let lastNoticeId = 0;

/** A notice with a fresh id. `text` is a messages key. */
export function makeNotice(kind: Notice["kind"], text: string, params?: Record<string, string>): Notice {
  lastNoticeId += 1;
  return params ? { id: lastNoticeId, kind, text, params } : { id: lastNoticeId, kind, text };
}

/**
 * The notice for a file that was read but holds nothing usable (format `unknown`), from its problems' codes,
 * so the notice says what the file's card says: `notice.gzip-corrupt` (the gzip data could not be unpacked),
 * `notice.file-empty` (no content: the read reports no `file.unknown-format` then; the check adds
 * `file.empty`), else `notice.not-a-sitemap`. Undefined for any other format.
 */
export function getUnreadableNoticeKey(file: Pick<SitemapFile, "format" | "problems">): string | undefined {
  if (file.format !== "unknown") return undefined;
  const codes = new Set<string>(file.problems.map((problem) => problem.code));
  if (codes.has("file.gzip-corrupt")) return "notice.gzip-corrupt";
  if (codes.has("file.empty") || !codes.has("file.unknown-format")) return "notice.file-empty";
  return "notice.not-a-sitemap";
}

/**
 * The entries an export writes, one part per file (joined in order by the writer): of the named files, or
 * of every file with URL rows when `names` is empty.
 */
export function getExportParts(files: readonly SitemapFile[], names: string[]): UrlEntry[][] {
  const chosen =
    names.length > 0 ? files.filter((file) => names.includes(file.name)) : files.filter(hasUrlRows);
  return chosen.map((file) => file.urls);
}
