/**
 * Selectors of the one store. The derived ones are memoized by reference of what they read (files,
 * problems, filter, sort), so they return the same array or map while nothing changed and need no
 * `useShallow`. Pass them to `useSitemapStore(selector)`.
 */
import { type Problem, pickTopOrigin, type Severity, type SitemapFile, type UrlEntry } from "@/core/index";
import { getEntryListStats, sumCounts } from "./entry-list-stats";
import { getDefaultLocation } from "./location-guess";
import { getProblemRuns } from "./problem-runs";
import { indexProblemsByRow, type ProblemsByRow, rowKey, rowsWithProblem } from "./problems-by-row";
import { getRowCompare, keepOrder, sortRowsByKey } from "./row-order";
import { notePlainRows, noteSortedRows } from "./row-runs";
import { forgetUrlForms, matchesText } from "./row-search";
import { findSearched, forgetSearches, noteSearched } from "./search-results";
import type { HistoryStep, RowRef, SitemapStore, TableSort } from "./store-types";
import { hasUrlRows } from "./workspace-helpers";

export { type ProblemsByRow, rowKey };

/** How each memo forgets what it holds (`releaseSelectorCaches`). */
const releasers: (() => void)[] = [];

/**
 * Makes every memoized selector forget its last inputs and result. A memo holds the workspace it last saw
 * until it is called again, and some are not called once their view is gone (the table's rows after Start
 * over): a million entries (hundreds of MB) stayed alive until the page was reloaded.
 */
export function releaseSelectorCaches(): void {
  for (const release of releasers) release();
  plainRows = { shape: "", rows: [], files: 0 };
  sortedRows = { shape: "", filter: undefined, sort: undefined, rows: [] };
  forgetSearches();
  forgetUrlForms();
}

/** Memoizes `compute` on the identity of the values `deps` picks from the state (one slot). */
function memoSelector<D extends unknown[], R>(
  deps: (state: SitemapStore) => D,
  compute: (...args: D) => R,
): (state: SitemapStore) => R {
  let lastDeps: D | undefined;
  let lastResult: R;
  releasers.push(() => {
    lastDeps = undefined;
    lastResult = undefined as R;
  });
  return (state) => {
    const next = deps(state);
    if (!lastDeps || next.some((value, index) => value !== lastDeps?.[index])) {
      lastResult = compute(...next);
      lastDeps = next;
    }
    return lastResult;
  };
}

const tuple = <T extends unknown[]>(...values: T): T => values;

/** Files by name. */
export const selectFilesByName = memoSelector(
  (state) => tuple(state.files),
  (files) => new Map(files.map((file) => [file.name, file])),
);

/** The file called `name`, if any. */
export function selectFile(state: SitemapStore, name: string): SitemapFile | undefined {
  return selectFilesByName(state).get(name);
}

/** The entry a row points at, if it still exists. */
export function selectEntry(state: SitemapStore, row: RowRef): UrlEntry | undefined {
  return selectFilesByName(state).get(row.file)?.urls[row.entry];
}

/** Problems of each entry, by file and entry index (`indexProblemsByRow`). */
export const selectProblemsByRow = memoSelector((state) => tuple(state.problems), indexProblemsByRow);

/** Problems of a file that belong to no entry (or to its index entries), and of the whole set (file ""). */
export const selectFileLevelProblems = memoSelector(
  (state) => tuple(state.problems),
  (problems) => {
    const found: Problem[] = [];
    for (const run of getProblemRuns(problems).runs)
      if (run.block < 0) for (const problem of run.problems) found.push(problem);
    return found;
  },
);

/**
 * The rows of the table: every URL entry of every file except sitemap indexes and robots.txt, filtered by
 * `state.filter` and ordered by `state.sort` (file order when unsorted). Same array while nothing changed; a sorted
 * table keeps its order through edits (`keepOrder`).
 */
export const selectRows = memoSelector(
  (state) => tuple(state.files, state.problems, state.filter, state.sort),
  (files, problems, filter, sort): RowRef[] => {
    const needle = filter.text.trim().toLowerCase();
    const withProblem = filter.severity || filter.code ? rowsWithProblem(problems, filter) : undefined;
    // unfiltered and unsorted, the rows depend only on which files hold how many entries: after an edit
    // or a check the same array comes back, and nothing downstream of it is computed again
    const shape = needle || withProblem || sort ? undefined : getRowShape(files, filter.file);
    if (shape !== undefined && shape === plainRows.shape) return plainRows.rows;
    // files added after the last plain rows (a drop of many files lands one by one): extend a copy of them
    const extend = shape?.startsWith(`${plainRows.shape}\u0000`) === true;
    const searched = needle ? findSearched(files, problems, filter, needle) : undefined;
    const rows: RowRef[] = extend ? plainRows.rows.slice() : (searched ?? []);
    let skip = extend ? plainRows.files : 0;
    let included = 0;
    for (const file of searched ? [] : files) {
      if (!hasUrlRows(file) || (filter.file && file.name !== filter.file)) continue;
      included++;
      if (skip > 0) {
        skip--;
        continue;
      }
      if (withProblem) {
        // only the entries with such a problem (ascending): a file without one is passed over whole
        for (const entry of withProblem.get(file.name) ?? []) {
          const url = file.urls[entry];
          if (url === undefined || (needle && !matchesText(url, needle))) continue;
          rows.push({ file: file.name, entry });
        }
        continue;
      }
      file.urls.forEach((url, entry) => {
        if (needle && !matchesText(url, needle)) return;
        rows.push({ file: file.name, entry });
      });
    }
    if (needle && searched === undefined) noteSearched(files, problems, filter, needle, rows.slice());
    // every entry of the files shown, in turn: where a row is needs no pass over the rows (`row-runs.ts`)
    const runs = () =>
      files
        .filter((file) => hasUrlRows(file) && (!filter.file || file.name === filter.file))
        .map((file) => [file.name, file.urls.length] as const);
    if (!sort) {
      if (shape !== undefined) {
        plainRows = { shape, rows, files: included };
        notePlainRows(rows, runs());
      }
      return rows;
    }
    const byName = new Map(files.map((f) => [f.name, f]));
    const compare = getRowCompare(sort, byName, getProblemsByRow(problems));
    const sortedShape = getRowShape(files, filter.file);
    const last = sortedRows;
    if (last.sort === sort && last.filter === filter && last.shape === sortedShape) {
      sortedRows = { ...last, rows: keepOrder(last.rows, rows, compare, files) };
      return sortedRows.rows;
    }
    if (sort.column === "file" || sort.column === "problems") rows.sort(compare);
    else {
      const order = sortRowsByKey(rows, sort.column, byName, sort.desc === true);
      if (!needle && !withProblem) noteSortedRows(rows, runs(), order);
    }
    sortedRows = { shape: sortedShape, filter, sort, rows };
    return rows;
  },
);

/**
 * True when the table's filters let `row` through: the test `selectRows` applies, for one row (no pass over
 * the rows, so it can run on every change of a million-row workspace). False for a row whose entry is gone
 * or whose file has no rows (an index). The detail pane says so when its row is filtered out (an edit that
 * fixed the problem filtered for, a new filter).
 */
export function isRowShown(state: SitemapStore, row: RowRef): boolean {
  const { filter } = state;
  const file = selectFile(state, row.file);
  const entry = file?.urls[row.entry];
  if (file === undefined || entry === undefined || !hasUrlRows(file)) return false;
  if (filter.file && file.name !== filter.file) return false;
  const needle = filter.text.trim().toLowerCase();
  if (needle && !matchesText(entry, needle)) return false;
  if (!filter.severity && !filter.code) return true;
  const problems = selectProblemsByRow(state).of(row) ?? [];
  return problems.some(
    (problem) =>
      (!filter.severity || problem.severity === filter.severity) &&
      (!filter.code || problem.code === filter.code),
  );
}

/** The last unfiltered, unsorted rows, the shape they were made for and how many files they hold. */
let plainRows: { shape: string; rows: RowRef[]; files: number } = { shape: "", rows: [], files: 0 };

/** The last sorted rows, with the sort, filter and row shape they were made for (`keepOrder`). */
let sortedRows: {
  shape: string;
  filter: SitemapStore["filter"] | undefined;
  sort: TableSort | undefined;
  rows: RowRef[];
} = { shape: "", filter: undefined, sort: undefined, rows: [] };

/** Names and entry counts of the files with rows (only `only`, when set): what plain rows depend on. */
function getRowShape(files: readonly SitemapFile[], only: string | undefined): string {
  let shape = "rows";
  for (const file of files) {
    if (!hasUrlRows(file) || (only && file.name !== only)) continue;
    shape += `\u0000${file.name}\u0000${file.urls.length}`;
  }
  return shape;
}

// selectProblemsByRow keyed by problems only, callable without a state
function getProblemsByRow(problems: Problem[]): ProblemsByRow {
  return selectProblemsByRow({ problems } as SitemapStore);
}

export interface ProblemCounts {
  errors: number;
  warnings: number;
  infos: number;
  byCode: Map<string, { count: number; severity: Severity }>;
  byFile: Map<string, { errors: number; warnings: number }>;
}

/**
 * Totals of the current problems, by severity, by code and by file: sums of the list's runs
 * (`problem-runs.ts`), so a change costs its new runs, not a pass over every problem.
 */
export const selectCounts = memoSelector(
  (state) => tuple(state.problems),
  (problems): ProblemCounts => {
    const counts: ProblemCounts = { errors: 0, warnings: 0, infos: 0, byCode: new Map(), byFile: new Map() };
    for (const run of getProblemRuns(problems).runs) {
      counts.errors += run.errors;
      counts.warnings += run.warnings;
      counts.infos += run.infos;
      for (const { code, count, severity } of run.codes) {
        const known = counts.byCode.get(code);
        if (known) known.count += count;
        else counts.byCode.set(code, { count, severity });
      }
      if (run.errors + run.warnings === 0) continue;
      const file = counts.byFile.get(run.file);
      if (file) {
        file.errors += run.errors;
        file.warnings += run.warnings;
      } else counts.byFile.set(run.file, { errors: run.errors, warnings: run.warnings });
    }
    return counts;
  },
);

/**
 * True while a file just opened has not been checked yet (a failed check aside): `problems` then hold only
 * its reading problems, and totals of them would read as a clean file; and while a change of many entries
 * waits for its check (`staleRevision`): their problems went with the change.
 */
export const selectUnchecked = (state: SitemapStore): boolean =>
  (state.checkedRevision < state.addedRevision || state.checkedRevision < state.staleRevision) &&
  !state.checkFailed;

/** How many URL entries the table holds, unfiltered. */
export const selectTotalUrls = memoSelector(
  (state) => tuple(state.files),
  (files) => files.reduce((sum, file) => sum + (hasUrlRows(file) ? file.urls.length : 0), 0),
);

/** Sitemaps listed by the loaded indexes and robots.txt files (their children are not URL rows). */
/**
 * An http(s) URL the WHATWG parser writes back as it is: scheme and host in lower case, the host ending in
 * a name label (no IP address form to normalize), a path, and a query of characters it keeps (not `'`,
 * which it encodes in a query).
 */
const PLAIN_HREF =
  /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/;

/**
 * One key per URL however it is written: WHATWG-serialised (host case, punycode, default port, the case of
 * percent-encodings; robots.txt
 * names a Cyrillic site's index in punycode, as Yandex requires, its index in Cyrillic), else as written.
 */
function toListedKey(loc: string): string {
  if (!/^https?:\/\//i.test(loc)) return loc;
  // a URL already written as the parser writes it (lower-case scheme and host ending in a name, a path and
  // query of characters it keeps, no dot segment) is its own key: no parse for each of an index's 50,000
  if (PLAIN_HREF.test(loc) && !/\/(?:\.|%2e){1,2}(?:[/?#]|$)/i.test(loc))
    return loc.includes("%") ? loc.replace(/%[0-9a-f]{2}/gi, (percent) => percent.toUpperCase()) : loc;
  try {
    // `%d0` and `%D0` are one byte (RFC 3986 §6.2.2.1)
    return new URL(loc).href.replace(/%[0-9a-f]{2}/gi, (percent) => percent.toUpperCase());
  } catch {
    return loc;
  }
}

export const selectTotalSitemaps = memoSelector(
  (state) => tuple(state.files),
  // a `<sitemap>` without a loc lists nothing (its file card counts those apart, "(no loc)"); a sitemap
  // listed twice (by robots.txt and by the index, or by two indexes), however written, is one sitemap
  (files) => {
    const sitemapFiles = files.filter((file) => !hasUrlRows(file));
    // one file's keys are its count (an index lists each sitemap once, as a rule): no set of them
    if (sitemapFiles.length === 1) return new Set(getListedKeys(sitemapFiles[0].sitemaps)).size;
    const listed = new Set<string>();
    for (const file of sitemapFiles) for (const key of getListedKeys(file.sitemaps)) listed.add(key);
    return listed.size;
  },
);

/**
 * How many different sitemaps `refs` (an index's or robots.txt's entries) list: locs the same once read as
 * URLs (`toListedKey`: host case, default port) count once, empty ones not at all. The header's total
 * counts so across files (`selectTotalSitemaps`).
 */
export function countDistinctListed(refs: SitemapFile["sitemaps"]): number {
  return new Set(getListedKeys(refs)).size;
}

/** The `toListedKey` of each `loc` of an entry list (empty ones left out), kept per list. */
const listedKeys = new WeakMap<SitemapFile["sitemaps"], string[]>();

/**
 * The keys of `refs` (`toListedKey`), computed once per list: the header's total asked again on every
 * change of the files, a URL parsed per entry (0.15 s each time for a 50,000-entry index).
 */
function getListedKeys(refs: SitemapFile["sitemaps"]): string[] {
  let keys = listedKeys.get(refs);
  if (!keys) {
    keys = [];
    for (const ref of refs) {
      const loc = ref.loc.trim();
      if (loc !== "") keys.push(toListedKey(loc));
    }
    listedKeys.set(refs, keys);
  }
  return keys;
}

/**
 * True when an export would write at least one file: a URL file (urlset, TXT, feed) with an entry that has a
 * loc, or a sitemap index with a sitemap that has one ("Each file as it is" writes indexes; robots.txt files
 * are never exported). Cheap, unlike `selectExportSummary` (every loc through a regex, about 80 ms per 50,000
 * entries): the header asks on every change of the files.
 */
export const selectCanExport = memoSelector(
  (state) => tuple(state.files),
  (files) =>
    files.some((file) =>
      file.format === "sitemapindex"
        ? file.sitemaps.some((ref) => Boolean(ref.loc.trim()))
        : hasUrlRows(file) && file.urls.some((url) => Boolean(url.loc)),
    ),
);

/** The location a file is checked against: the user's, else the guess (what the files list prefills). */
export function selectEffectiveLocation(state: SitemapStore, name: string): string {
  const file = selectFile(state, name);
  return file ? (file.location ?? getDefaultLocation(file, state.files) ?? "") : "";
}

export interface ExportSummary {
  /** Entries with a loc, which the export writes. */
  urls: number;
  /** Entries without a loc, which the export leaves out. */
  skipped: number;
  /** Most common origin among the entries plus "/", for the index's base URL. */
  baseUrl: string;
  /** Rough uncompressed size of the XML, in bytes (for the part count before writing). */
  approxBytes: number;
}

/** What an export of every file with rows would write. */
export const selectExportSummary = memoSelector(
  (state) => tuple(state.files),
  (files): ExportSummary => {
    // per entry list, remembered: an edit of one file of twenty counts that file again, not a million URLs
    const lists = files.filter(hasUrlRows).map((file) => getEntryListStats(file.urls));
    const origin = pickTopOrigin(sumCounts(lists.map((stats) => stats.origins)));
    return {
      urls: lists.reduce((sum, stats) => sum + stats.urls, 0),
      skipped: lists.reduce((sum, stats) => sum + stats.skipped, 0),
      baseUrl: origin ? `${origin}/` : "",
      approxBytes: lists.reduce((sum, stats) => sum + stats.approxBytes, 0),
    };
  },
);

/** True when there is a step to undo. */
export const selectCanUndo = (state: SitemapStore): boolean => state.past.length > 0;

/** True when there is a step to redo. */
export const selectCanRedo = (state: SitemapStore): boolean => state.future.length > 0;

/** The step `undo` would revert (its label names it in the Undo button's title), if any. */
export const selectUndoStep = (state: SitemapStore): HistoryStep | undefined => state.past.at(-1);

/** The step `redo` would re-apply, if any. */
export const selectRedoStep = (state: SitemapStore): HistoryStep | undefined => state.future[0];
