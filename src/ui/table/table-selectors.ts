/**
 * Selectors the table and the problems panel need beyond `store/selectors.ts`. Each is memoized by the
 * identity of the state it reads (STYLE.md §5), so a component re-renders only when its answer changes.
 */
import type { Problem, Severity, SitemapFile, UrlEntry } from "@/core/index";
import { getProblemRuns, RUN_EXAMPLES } from "@/store/problem-runs";
import { findRowIndex as findStoreRowIndex, getRowIndexMap as getStoreRowIndexMap } from "@/store/selection";
import { selectCounts, selectRows } from "@/store/selectors";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";
import type { TableFields } from "./table-columns";

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** What the entries of the table hold, as bits (`selectTableFields`). */
export const HAS_NEWS = 1;
export const HAS_CHANGEFREQ = 2;
export const HAS_PRIORITY = 4;
export const HAS_LASTMOD = 8;

/** The `HAS_*` bits as `TableFields`. */
export function getTableFields(bits: number): TableFields {
  return {
    news: (bits & HAS_NEWS) !== 0,
    changefreq: (bits & HAS_CHANGEFREQ) !== 0,
    priority: (bits & HAS_PRIORITY) !== 0,
    lastmod: (bits & HAS_LASTMOD) !== 0,
  };
}

/** What a file's entries hold: `HAS_CHANGEFREQ` / `HAS_PRIORITY` / `HAS_LASTMOD` bits and how many have a `news:news`. */
interface FileFields {
  bits: number;
  news: number;
}

/** `FileFields` of a file's entries, by the array's identity (an edit makes a new one). */
const fieldsByUrls = new WeakMap<readonly UrlEntry[], FileFields>();

/**
 * Entries of a file looked at before deciding it holds mostly no news: past them such a file is not read
 * on (its news are counted as found so far, its fields as present). An edit makes a new entries array, so
 * a 50,000-URL sitemap of pages would be read whole in every edit's frame; a news sitemap holds at most
 * 1,000 news (Google's limit), so it is read whole.
 */
const FIELDS_SCAN_FIRST = 5_000;

/** The `FileFields` of `urls`: one pass, cut short for a long file with no news at its start. */
function getFileFields(urls: readonly UrlEntry[]): FileFields {
  let bits = 0;
  let news = 0;
  for (let i = 0; i < urls.length; i++) {
    // mostly no news in its first entries: taken for a file of pages (a sitemap that mixes its news in
    // further down is not one Google takes as a news sitemap either), its fields as present, so no column
    // is left out for a value further down
    if (i === FIELDS_SCAN_FIRST && news * 2 < i)
      return { bits: HAS_CHANGEFREQ | HAS_PRIORITY | HAS_LASTMOD, news };
    const entry = urls[i];
    if (entry.news !== undefined) news++;
    if (entry.changefreq !== undefined) bits |= HAS_CHANGEFREQ;
    if (entry.priority !== undefined) bits |= HAS_PRIORITY;
    if (entry.lastmod !== undefined) bits |= HAS_LASTMOD;
  }
  return { bits, news };
}

/**
 * What the URLs of the table hold (those of the file filtered on, else of every file with URL rows), as
 * `HAS_*` bits: `HAS_NEWS` when at least half of them have a `news:news` (a news sitemap, or the news file
 * picked in the File filter; not a site's sitemaps with a few news among thousands of pages), or, with the
 * search or a problem filter on, half of the rows shown (`getShownFields`, whose fields then count), `HAS_CHANGEFREQ` /
 * `HAS_PRIORITY` / `HAS_LASTMOD` when one has a value. The table shows its news columns with `HAS_NEWS`,
 * and beside them leaves out a Last modified, Change freq. or Priority no URL has. One pass over a file's
 * entries per new entries array, at most, cut short past `FIELDS_SCAN_FIRST` for a file of pages.
 */
export function selectTableFields(state: SitemapStore): number {
  let bits = 0;
  let news = 0;
  let urls = 0;
  const only = state.filter.file;
  for (const file of state.files) {
    if (!hasUrlRows(file) || (only && file.name !== only)) continue;
    let own = fieldsByUrls.get(file.urls);
    if (own === undefined) {
      own = getFileFields(file.urls);
      fieldsByUrls.set(file.urls, own);
    }
    bits |= own.bits;
    news += own.news;
    urls += file.urls.length;
  }
  const { text, severity, code } = state.filter;
  // the search or a problem filter shows some rows only: news among them (headlines searched for, stale
  // news filtered on) show their columns whatever the rest holds
  if (news > 0 && (text.trim() || severity || code)) {
    const shown = getShownFields(state);
    // mostly news shown: the columns follow what those rows hold; else the files' (the news bit aside)
    if ((shown & HAS_NEWS) !== 0) return shown;
  }
  return news > 0 && news * 2 >= urls ? bits | HAS_NEWS : bits;
}

/** Rows of a filtered table looked at for `getShownFields`: its first ones, a constant cost per change. */
const SHOWN_SAMPLE = 2_000;

/** `getShownFields` of the rows shown (`selectRows`), by the rows array's identity. */
const fieldsByRows = new WeakMap<readonly RowRef[], number>();

/**
 * The `HAS_*` bits of the table's first `SHOWN_SAMPLE` rows shown: `HAS_NEWS` when at least half of them
 * have a `news:news`, and the fields any of them has a value for.
 */
function getShownFields(state: SitemapStore): number {
  const rows = selectRows(state);
  const known = fieldsByRows.get(rows);
  if (known !== undefined) return known;
  const n = Math.min(rows.length, SHOWN_SAMPLE);
  const byName = new Map(state.files.map((file) => [file.name, file.urls]));
  const sample: UrlEntry[] = [];
  for (let i = 0; i < n; i++) {
    const entry = byName.get(rows[i].file)?.[rows[i].entry];
    if (entry) sample.push(entry);
  }
  const { bits, news } = getFileFields(sample);
  const shown = news > 0 && news * 2 >= sample.length ? bits | HAS_NEWS : bits;
  fieldsByRows.set(rows, shown);
  return shown;
}

/** One option of the rule filter: a code present in the problems, with its count. */
export interface RuleOption {
  code: string;
  severity: Severity;
  count: number;
}

/** One group of the problems panel: every problem of one code. */
export interface ProblemGroup {
  code: string;
  severity: Severity;
  count: number;
  /** The first few problems of the code, in file order. */
  examples: Problem[];
}

/** One option of the file filter. */
export interface FileOption {
  name: string;
  urls: number;
}

/** Examples a group shows (at most what a run keeps). */
export const MAX_EXAMPLES = RUN_EXAMPLES;

function bySeverityThenCount(a: RuleOption, b: RuleOption): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    b.count - a.count ||
    a.code.localeCompare(b.code)
  );
}

let ruleOptionsCache: { byCode: unknown; options: RuleOption[] } | undefined;

function isSameOptions(a: readonly RuleOption[], b: readonly RuleOption[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (option, i) =>
        option.code === b[i].code && option.count === b[i].count && option.severity === b[i].severity,
    )
  );
}

/**
 * The codes present, errors first, then by count. The same array while they and their counts stay the
 * same (most edits): the filter bar then does not re-render with each edit's check.
 */
export function selectRuleOptions(state: SitemapStore): RuleOption[] {
  const { byCode } = selectCounts(state);
  if (ruleOptionsCache?.byCode === byCode) return ruleOptionsCache.options;
  const fresh = [...byCode].map(([code, { count, severity }]) => ({ code, count, severity }));
  fresh.sort(bySeverityThenCount);
  const kept = ruleOptionsCache?.options;
  const options = kept && isSameOptions(kept, fresh) ? kept : fresh;
  ruleOptionsCache = { byCode, options };
  return options;
}

let fileRuleOptionsCache: { problems: Problem[]; file: string; options: RuleOption[] } | undefined;

/**
 * The filter bar's rules: `selectRuleOptions`, or with a File filter set, the codes of that file's problems
 * with their counts there (a rule of another file showed no row), summed from the file's problem runs.
 * The same array while the problems and the file stay the same, or the options are equal.
 */
export function selectFilterRuleOptions(state: SitemapStore): RuleOption[] {
  const file = state.filter.file;
  if (file === undefined) return selectRuleOptions(state);
  const cached = fileRuleOptionsCache;
  if (cached?.problems === state.problems && cached.file === file) return cached.options;
  const byCode = new Map<string, RuleOption>();
  for (const runs of getProblemRuns(state.problems).byPlace.get(file)?.values() ?? []) {
    for (const run of runs) {
      for (const { code, count, severity } of run.codes) {
        const option = byCode.get(code);
        if (option) option.count += count;
        else byCode.set(code, { code, count, severity });
      }
    }
  }
  const fresh = [...byCode.values()].sort(bySeverityThenCount);
  const options = cached?.file === file && isSameOptions(cached.options, fresh) ? cached.options : fresh;
  fileRuleOptionsCache = { problems: state.problems, file, options };
  return options;
}

let groupsCache: { problems: Problem[]; groups: ProblemGroup[] } | undefined;

/**
 * Problems grouped by code, errors first, then warnings, then info; within a severity the biggest first.
 * Summed from the list's runs (`problem-runs.ts`): a change costs its new runs.
 */
export function selectProblemGroups(state: SitemapStore): ProblemGroup[] {
  if (groupsCache?.problems === state.problems) return groupsCache.groups;
  const byCode = new Map<string, ProblemGroup>();
  for (const run of getProblemRuns(state.problems).runs) {
    for (const { code, severity, count, examples } of run.codes) {
      let group = byCode.get(code);
      if (!group) {
        group = { code, severity, count: 0, examples: [] };
        byCode.set(code, group);
      }
      group.count += count;
      for (const example of examples) if (group.examples.length < MAX_EXAMPLES) group.examples.push(example);
    }
  }
  const groups = keepSameGroups(groupsCache?.groups, [...byCode.values()].sort(bySeverityThenCount));
  groupsCache = { problems: state.problems, groups };
  return groups;
}

/** True when two problems are the same finding at the same place (file, entry, line, column, text). */
function isSameFinding(a: Problem, b: Problem): boolean {
  return (
    a === b ||
    (a.file === b.file &&
      a.entry === b.entry &&
      a.line === b.line &&
      a.column === b.column &&
      isSameProblems([a], [b]))
  );
}

function isSameGroup(a: ProblemGroup, b: ProblemGroup): boolean {
  return (
    a.code === b.code &&
    a.severity === b.severity &&
    a.count === b.count &&
    a.examples.length === b.examples.length &&
    a.examples.every((example, i) => isSameFinding(example, b.examples[i]))
  );
}

/**
 * `groups`, with each group that says the same as one of `previous` replaced by that one, and `previous`
 * itself when all are: an edit's check makes the edited entry's problems anew, and the panel's groups
 * (memoized) then render again only where a count or an example changed.
 */
function keepSameGroups(previous: ProblemGroup[] | undefined, groups: ProblemGroup[]): ProblemGroup[] {
  if (!previous) return groups;
  const byCode = new Map(previous.map((group) => [group.code, group]));
  const kept = groups.map((group) => {
    const old = byCode.get(group.code);
    return old && isSameGroup(old, group) ? old : group;
  });
  return kept.length === previous.length && kept.every((group, i) => group === previous[i]) ? previous : kept;
}

/** The files whose URLs the table shows, as `name\tcount` lines: a primitive, so selecting it is cheap. */
export function selectFileOptionsKey(state: SitemapStore): string {
  return state.files
    .filter(hasUrlRows)
    .map((file) => `${file.name}\t${file.urls.length}`)
    .join("\n");
}

/** Parses what `selectFileOptionsKey` returns. */
export function getFileOptions(key: string): FileOption[] {
  if (!key) return [];
  return key.split("\n").map((line) => {
    const [name, urls] = line.split("\t");
    return { name, urls: Number(urls) };
  });
}

/** The file "Add URL" appends to: the filtered file, else the first urlset or TXT file. */
export function selectAddTarget(state: SitemapStore): string | undefined {
  const isTarget = (file: SitemapFile) => file.format === "urlset" || file.format === "txt";
  const filtered = state.files.find((file) => file.name === state.filter.file);
  if (filtered && isTarget(filtered)) return filtered.name;
  return state.files.find(isTarget)?.name;
}

/** Display index of each row key in `rows` (built once per rows array; shared with the store). */
export const getRowIndexMap = getStoreRowIndexMap;
export const findRowIndex = findStoreRowIndex;

function isSameParams(a: Problem["params"], b: Problem["params"]): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * True when two problem lists say the same thing, in order: code, severity, field, message and params (the
 * worker sends new objects on every check, and the page's check makes an edited entry's anew). Rows, cells
 * and detail fields are memoized with it.
 */
export function isSameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((p, i) => {
    const q = b[i];
    return (
      p === q ||
      (p.code === q.code &&
        p.severity === q.severity &&
        p.field === q.field &&
        p.message === q.message &&
        isSameParams(p.params, q.params))
    );
  });
}

/**
 * While the table is filtered by a rule: how many problems of it are on the entries of files without URL
 * rows (a sitemap index's `<sitemap>` entries, robots.txt lines), and the first such file, as
 * `"count\0file"`; `""` otherwise. A string, so a component re-renders only when the answer changes.
 * One pass over the problems: meant for the empty table only.
 */
export function selectFilteredListProblems(state: SitemapStore): string {
  const code = state.filter.code;
  if (code === undefined) return "";
  const { problems, files, filter } = state;
  const last = listProblemsCache;
  if (last?.problems === problems && last.files === files && last.code === code && last.file === filter.file)
    return last.answer;
  const answer = countListProblems(state, code);
  listProblemsCache = { problems, files, code, file: filter.file, answer };
  return answer;
}

/** The last answer of `selectFilteredListProblems`, by what it was computed from. */
let listProblemsCache:
  | { problems: unknown; files: unknown; code: string; file: string | undefined; answer: string }
  | undefined;

function countListProblems(state: SitemapStore, code: string): string {
  const listed = new Set(state.files.filter((file) => !hasUrlRows(file)).map((file) => file.name));
  if (listed.size === 0) return "";
  let count = 0;
  let first = "";
  for (const problem of state.problems) {
    if (problem.code !== code || problem.entry === undefined || !listed.has(problem.file)) continue;
    if (state.filter.file !== undefined && problem.file !== state.filter.file) continue;
    count++;
    first ||= problem.file;
  }
  return count === 0 ? "" : `${count}\u0000${first}`;
}
