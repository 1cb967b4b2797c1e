/**
 * Selectors the table and the problems panel need beyond `store/selectors.ts`. Each is memoized by the
 * identity of the state it reads (STYLE.md §5), so a component re-renders only when its answer changes.
 */
import type { Problem, Severity, SitemapFile } from "@/core/index";
import { getProblemRuns, RUN_EXAMPLES } from "@/store/problem-runs";
import { findRowIndex as findStoreRowIndex, getRowIndexMap as getStoreRowIndexMap } from "@/store/selection";
import { selectCounts } from "@/store/selectors";
import type { SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

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
  /** The files the code's problems are in, in list order ("" for problems of the whole set). */
  files: string[];
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
        group = { code, severity, count: 0, examples: [], files: [] };
        byCode.set(code, group);
      }
      group.count += count;
      if (group.files.at(-1) !== run.file && !group.files.includes(run.file)) group.files.push(run.file);
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
    a.files.length === b.files.length &&
    a.files.every((file, i) => file === b.files[i]) &&
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

/** The last answer of a filtered-rule count, by what it was computed from. */
interface RuleCountCache {
  problems: unknown;
  files: unknown;
  code: string;
  file: string | undefined;
  answer: string;
}

/**
 * `"count\u0000file"` of the problems of the rule filtered on that `counts` (a problem, and the names of the
 * files without URL rows), in the file filtered on if any, `file` the first file named; "" when none or no
 * rule is filtered on. One pass over the problems, kept in `cache` for the same problems, files and filters.
 */
function countRuleProblems(
  state: SitemapStore,
  cache: { last?: RuleCountCache },
  counts: (problem: Problem, listed: () => ReadonlySet<string>) => boolean,
): string {
  const code = state.filter.code;
  if (code === undefined) return "";
  const { problems, files, filter } = state;
  const last = cache.last;
  if (last?.problems === problems && last.files === files && last.code === code && last.file === filter.file)
    return last.answer;
  let listedFiles: ReadonlySet<string> | undefined;
  const listed = () => {
    listedFiles ??= new Set(files.filter((file) => !hasUrlRows(file)).map((file) => file.name));
    return listedFiles;
  };
  let count = 0;
  let first = "";
  for (const problem of problems) {
    if (problem.code !== code || !counts(problem, listed)) continue;
    if (filter.file !== undefined && problem.file !== filter.file) continue;
    count++;
    first ||= problem.file;
  }
  const answer = count === 0 ? "" : `${count}\u0000${first}`;
  cache.last = { problems, files, code, file: filter.file, answer };
  return answer;
}

const listProblemsCache: { last?: RuleCountCache } = {};
const fileProblemsCache: { last?: RuleCountCache } = {};

/**
 * While the table is filtered by a rule: how many problems of it are on the entries of files without URL
 * rows (a sitemap index's `<sitemap>` entries, robots.txt lines), and the first such file, as
 * `"count\0file"`; `""` otherwise. A string, so a component re-renders only when the answer changes.
 * One pass over the problems: meant for the empty table only.
 */
export function selectFilteredListProblems(state: SitemapStore): string {
  return countRuleProblems(
    state,
    listProblemsCache,
    (problem, listed) => problem.entry !== undefined && listed().has(problem.file),
  );
}

/**
 * `"count\u0000file"` of the problems of the rule filtered on that are about a whole file, not one of its
 * entries (`file.too-many-urls`, `xml.doctype`: no `entry`), in the file filtered on if any, `file` the first
 * file named; "" when none or no rule is filtered on. Why the table shows no row for such a rule, which its
 * filter offers like any other. Kept for the same problems, files and filters.
 */
export function selectFilteredFileProblems(state: SitemapStore): string {
  return countRuleProblems(state, fileProblemsCache, (problem) => problem.entry === undefined);
}
