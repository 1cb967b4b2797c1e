/**
 * What "Fix all" of a problem group would do: the fix's id and the core's label of its first fixable
 * problem, how many problems have a fix and how many entries that changes. Computed per code on demand
 * (only groups on screen pay for it), per run of the problem list (`problem-runs.ts`): a check or an edit
 * asks `getQuickFix` again only about the runs and entries it changed.
 */
import {
  findReplaced,
  getFieldText,
  getHttpUrlKey,
  getQuickFix,
  hasQuickFix,
  type Problem,
  type SitemapFile,
  type SitemapRef,
  type UrlEntry,
} from "@/core/index";
import { getProblemRuns, type ProblemRun, RUN_BLOCK } from "@/store/problem-runs";
import type { HistoryStep, SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";

/** The quick fix of a group: its id, the core's label of the first one, how many problems have a fix. */
export interface FixSummary {
  id: string;
  label: string;
  /** Problems of the code that have a fix ("Fix all N"). */
  count: number;
  /** Distinct entries those fixes change (several retired image fields of one entry are one entry). */
  entries: number;
  /**
   * Problems of the code on sitemap index entries that have a fix too: not rows, so "Fix all" leaves
   * them; the index editor (Edit sitemaps) offers their fixes.
   */
  inIndexes: number;
  /**
   * Problems of the code on the `Sitemap:` lines of an open robots.txt, which the app does not write: no
   * Fix reaches them (the file is edited on the server), so "Fix all" counts fewer than the group.
   */
  inRobots?: number;
}

let cache:
  | { problems: Problem[]; files: SitemapFile[]; byCode: Map<string, FixSummary | undefined> }
  | undefined;

/** One run's share of a code's fixes, with the entries it was computed from (`entries[k]` of `problems[k]`). */
/** A fix's kind: its id less the `-zone` of the variant that also writes a timezone. */
const getFixKind = (id: string) => id.replace(/-zone$/, "");

/**
 * What "Fix all" says of a group of `code` whose fixes are of several kinds that do one thing: `Daily` in
 * lower case and `Ежедневно` in English both write the protocol's value ("Each problem gets its own fix"
 * had said nothing of what they do).
 */
const FAMILY_FIXES: Readonly<Record<string, { id: string; label: string }>> = {
  "changefreq.invalid": {
    id: "changefreq.protocol-value",
    label: "Write each as the protocol's value (Daily → daily, Ежедневно → daily)",
  },
};

/** What "Fix all" says of a group whose fixes are of several kinds (each example's Fix names its own). */
export const EACH_OWN_FIX = { id: "fix.each-own", label: "Each problem gets its own fix" } as const;

interface RunFixes {
  problems: Problem[];
  entries: (UrlEntry | undefined)[];
  count: number;
  first: { id: string; label: string } | undefined;
  /** The fixes are of several kinds (`getFixKind`): a dotted date and an HTTP date of `lastmod.invalid`. */
  mixed: boolean;
  /** Distinct entry indexes the fixes change. */
  rows: number[];
  /** The file's entries they were last known valid for. */
  urls: readonly UrlEntry[] | undefined;
}

/**
 * The blocks (`RUN_BLOCK` entries) in which a file's entries `urls` may differ from an older version of them,
 * from the records of the edits in between (`findReplaced`); undefined when unknown. One per file and
 * summary, remembered per older version.
 */
type ChangedBlocks = (from: readonly UrlEntry[]) => ReadonlySet<number> | undefined;

function trackChangedBlocks(urls: readonly UrlEntry[] | undefined): ChangedBlocks {
  const memo = new Map<readonly UrlEntry[], Set<number> | undefined>();
  return (from) => {
    if (!urls) return undefined;
    if (!memo.has(from)) {
      const replaced = findReplaced(from, urls);
      memo.set(from, replaced && new Set(replaced.map((index) => Math.floor(index / RUN_BLOCK))));
    }
    return memo.get(from);
  };
}

/**
 * True when the entries `fixes` were computed from are still the file's: the same array, or no edit since
 * replaced an entry of the run's block, or (when that is not known) each entry compared.
 */
function isStillValid(
  fixes: RunFixes,
  run: ProblemRun,
  urls: readonly UrlEntry[] | undefined,
  changed: ChangedBlocks,
): boolean {
  if (fixes.urls === urls) return true;
  const blocks = fixes.urls && changed(fixes.urls);
  if (!(blocks ? !blocks.has(run.block) : isSameEntries(fixes, urls))) return false;
  fixes.urls = urls;
  return true;
}

/** How many problems `getRunFixes` has counted anew (not from its memo) since the page loaded. */
let problemsCounted = 0;

/**
 * The problems `getFixSummaryWithin` counts anew before it looks at its deadline: about 5 ms of the
 * costliest fixes (Cyrillic URLs encoded) in Chromium on a 2-core machine.
 */
export const MIN_SLICE_PROBLEMS = 1000;

/**
 * The fixes of `code` in `run` against the file's current `urls`: kept with the run and used again while
 * every entry they were computed from is still the same object (edits replace entries), so a change asks
 * `getQuickFix` only about the runs it touched.
 */
function getRunFixes(
  run: ProblemRun,
  code: string,
  urls: readonly UrlEntry[] | undefined,
  changed: ChangedBlocks,
  zone?: string,
): RunFixes {
  const key = `fix\u0000${code}\u0000${zone ?? ""}`;
  const cached = run.memo.get(key) as RunFixes | undefined;
  if (cached && isStillValid(cached, run, urls, changed)) return cached;
  const problems = run.problems.filter((problem) => problem.code === code && problem.entry !== undefined);
  const entries = problems.map((problem) => urls?.[problem.entry as number]);
  const rows = new Set<number>();
  let count = 0;
  let first: RunFixes["first"];
  let mixed = false;
  problems.forEach((problem, k) => {
    const entry = entries[k];
    const fix = entry && getQuickFix(withDefaultZone(problem, zone), entry);
    if (!fix) return;
    first ??= { id: fix.id, label: fix.label };
    if (getFixKind(fix.id) !== getFixKind(first.id)) mixed = true;
    count += 1;
    rows.add(problem.entry as number);
  });
  const fixes = { problems, entries, count, first, mixed, rows: [...rows], urls };
  run.memo.set(key, fixes);
  problemsCounted += problems.length;
  return fixes;
}

/** True when every entry `fixes` was computed from is still the file's entry at that index. */
function isSameEntries(fixes: RunFixes, urls: readonly UrlEntry[] | undefined): boolean {
  const { problems, entries } = fixes;
  for (let k = 0; k < problems.length; k++)
    if (urls?.[problems[k].entry as number] !== entries[k]) return false;
  return true;
}

/** Codes of a news or video date whose fix adds a zone only when one is known (`item-date-fix.ts`). */
export const ITEM_DATE_CODES: ReadonlySet<string> = new Set(["news.date-invalid", "video.date-invalid"]);

/**
 * `problem` with `zone` as its `params.offset` when it is a news or video date's (`ITEM_DATE_CODES`) with no
 * zone of its own file: the zone the user's list gives (Moscow's for a `.ru` site), where the fix had none
 * to add and was not offered at all. Any other problem as it is.
 */
export function withDefaultZone(problem: Problem, zone: string | undefined): Problem {
  if (zone === undefined || !ITEM_DATE_CODES.has(problem.code) || typeof problem.params?.offset === "string")
    return problem;
  return { ...problem, params: { ...problem.params, offset: zone } };
}

function computeSummary(
  problems: Problem[],
  files: SitemapFile[],
  code: string,
  zone: string | undefined,
  slice: CountSlice | undefined,
): FixSummary | undefined | typeof COUNTING {
  // codes without a fix (often the most numerous) cost one lookup
  if (!hasQuickFix(code)) return undefined;
  const byName = new Map(files.map((file) => [file.name, file]));
  const changedByFile = new Map<string, ChangedBlocks>();
  const { runs, byPlace } = getProblemRuns(problems);
  // entries of blocks with several runs (entry problems and file rules') may repeat: counted by key there
  const shared = new Set<string>();
  let entries = 0;
  let count = 0;
  let inIndexes = 0;
  let inRobots = 0;
  let first: RunFixes["first"];
  let mixed = false;
  for (const run of runs) {
    if (run.block < 0 || !run.codes.some((known) => known.code === code)) continue;
    // past the deadline once enough was counted anew in the slice: each slice goes further than the one
    // before, and a workspace of fewer fixable problems is counted in one (its buttons are in the first render)
    if (slice && problemsCounted - slice.from >= MIN_SLICE_PROBLEMS && performance.now() > slice.end)
      return COUNTING;
    const file = byName.get(run.file);
    if (file?.format === "sitemapindex") {
      inIndexes += countIndexFixes(run, code, file.sitemaps);
      continue;
    }
    if (file?.format === "robots") {
      for (const problem of run.problems) if (problem.code === code) inRobots++;
      continue;
    }
    const urls = file && hasUrlRows(file) ? file.urls : undefined;
    let changed = changedByFile.get(run.file);
    if (!changed) {
      changed = trackChangedBlocks(urls);
      changedByFile.set(run.file, changed);
    }
    const fixes = getRunFixes(run, code, urls, changed, ITEM_DATE_CODES.has(code) ? zone : undefined);
    count += fixes.count;
    first ??= fixes.first;
    if (fixes.mixed || (fixes.first && first && getFixKind(fixes.first.id) !== getFixKind(first.id)))
      mixed = true;
    if ((byPlace.get(run.file)?.get(run.block)?.length ?? 1) === 1) entries += fixes.rows.length;
    else for (const row of fixes.rows) shared.add(`${run.file}\u0000${row}`);
  }
  // fixes of several kinds: "Fix all" names none of them as if it were every one, or what they share
  const beside = inRobots > 0 ? { inIndexes, inRobots } : { inIndexes };
  const family = FAMILY_FIXES[code];
  if (first && mixed && family) return { ...family, count, entries: entries + shared.size, ...beside };
  if (first && mixed) return { ...EACH_OWN_FIX, count, entries: entries + shared.size, ...beside };
  if (first) return { ...first, count, entries: entries + shared.size, ...beside };
  // no row to fix: what the group's problems are on instead, index entries and robots.txt lines alike
  return inIndexes > 0 || inRobots > 0 ? { id: "", label: "", count: 0, entries: 0, ...beside } : undefined;
}

/** Problems of `code` in `run` (of a sitemap index) whose `<sitemap>` entry has a quick fix. */
function countIndexFixes(run: ProblemRun, code: string, sitemaps: readonly SitemapRef[]): number {
  let count = 0;
  for (const problem of run.problems) {
    if (problem.code !== code || problem.entry === undefined) continue;
    const ref = sitemaps[problem.entry];
    if (ref && getQuickFix(problem, { ...ref, images: [], videos: [], alternates: [] })) count++;
  }
  return count;
}

/** The quick fix of every problem of `code`, or undefined when none of them has one. */
export function selectFixSummary(state: SitemapStore, code: string): FixSummary | undefined {
  return getFixSummary(state.problems, state.files, code);
}

/**
 * `selectFixSummary` of these problems and files (kept for the last pair asked, per code): for a caller
 * that asks about a deferred copy of them (`useDeferredValue`), so an edit's frame does not pay for it.
 */
export function getFixSummary(
  problems: Problem[],
  files: SitemapFile[],
  code: string,
  zone?: string,
): FixSummary | undefined {
  const summary = getFixSummaryWithin(problems, files, code, zone, undefined);
  return summary === COUNTING ? undefined : summary;
}

/** What `getFixSummaryWithin` answers when its time ran out with runs of problems left to count. */
export const COUNTING = Symbol("counting");

/**
 * A slice of time for counting fixes (`getFixSummaryWithin`), shared by every summary asked in it: `end`,
 * a `performance.now()` in milliseconds, and `from`, how many problems had been counted anew when it began.
 */
export interface CountSlice {
  end: number;
  from: number;
}

/** A slice of `ms` milliseconds from now, for the summaries asked until it ends (`getFixSummaryWithin`). */
export function startCountSlice(ms: number): CountSlice {
  return { end: performance.now() + ms, from: problemsCounted };
}

/**
 * `getFixSummary` worked out within `slice` (undefined: at once, whatever it takes): past its end, checked
 * between runs of problems once `MIN_SLICE_PROBLEMS` were counted anew in the slice (by any summary), the
 * answer is `COUNTING` while runs are left.
 * What it counted is kept with each run (`getRunFixes`), so the next call goes on from there: a group of
 * 50,000 fixable problems is counted in slices of a few milliseconds, not in one task of 0.3-0.6 s when
 * the check answers (its fixes are worked out: 50,000 Cyrillic URLs encoded).
 */
export function getFixSummaryWithin(
  problems: Problem[],
  files: SitemapFile[],
  code: string,
  zone: string | undefined,
  slice: CountSlice | undefined,
): FixSummary | undefined | typeof COUNTING {
  if (cache?.problems !== problems || cache.files !== files) cache = { problems, files, byCode: new Map() };
  const key = getSummaryKey(code, zone);
  if (cache.byCode.has(key)) return cache.byCode.get(key);
  const summary = computeSummary(problems, files, code, zone, slice);
  if (summary === COUNTING) return COUNTING;
  cache.byCode.set(key, summary);
  lastCounted.set(key, { summary, names: getNamesKey(files) });
  return summary;
}

/** The key of a code's summary: a news or video date's with the zone its fixes were counted with. */
const getSummaryKey = (code: string, zone: string | undefined) =>
  ITEM_DATE_CODES.has(code) && zone !== undefined ? `${code}\u0000${zone}` : code;

/**
 * The summary last counted in full of each key (`getSummaryKey`), whatever problems it was counted for,
 * with the names of the files it was counted over (`getNamesKey`).
 */
const lastCounted = new Map<string, { summary: FixSummary | undefined; names: string }>();

/** The names of `files`, as one key, kept per files array (asked by every Fix button of a render). */
function getNamesKey(files: readonly SitemapFile[]): string {
  let key = namesKeys.get(files);
  if (key === undefined) {
    key = files.map((file) => file.name).join("\u0000");
    namesKeys.set(files, key);
  }
  return key;
}

const namesKeys = new WeakMap<readonly SitemapFile[], string>();

/**
 * The summary of `code` (and `zone`) last counted in full over files of the same names as `files`, for
 * earlier problems and values: what a Fix all button shows while `getFixSummaryWithin` counts the new
 * ones (a button does not vanish and come back after a bulk change); undefined when none was. Files of
 * other names (another workspace opened, a file added or closed) have none: a "Fix all 50,000" of the
 * files closed had stood for a second over a new file's group.
 */
export function getLastFixSummary(
  code: string,
  zone: string | undefined,
  files: readonly SitemapFile[],
): FixSummary | undefined {
  const last = lastCounted.get(getSummaryKey(code, zone));
  return last && last.names === getNamesKey(files) ? last.summary : undefined;
}

/**
 * The problems and files `getFixSummary` last counted for, if any: what a Fix button that mounts during an
 * edit shows first (`useDeferredValue`'s initial value), so its first render counts nothing anew.
 */
export function getCountedFixPair(): { problems: Problem[]; files: SitemapFile[] } | undefined {
  return cache;
}

/** The quick fix of one problem, as plain strings (cheap to compare in a selector), or undefined. */
export function selectProblemFix(
  state: SitemapStore,
  problem: Problem,
): { id: string; label: string } | undefined {
  if (problem.entry === undefined) return undefined;
  const file = state.files.find((candidate) => candidate.name === problem.file);
  const entry = file && hasUrlRows(file) ? file.urls[problem.entry] : undefined;
  const fix = entry && getQuickFix(problem, entry);
  return fix ? { id: fix.id, label: fix.label } : undefined;
}

/** The longest value an example's Fix quotes in its name (a long URL would take the button's whole line). */
const MAX_SAMPLE_CHARS = 40;

/**
 * What the quick fix of `problem` (with its params as asked: the zone chosen) does to its field's value:
 * the value and the value written, joined by U+0000, for the Fix button's name ("2024-05-01 10:30 →
 * 2024-05-01T10:30:00+03:00", not the fix's sample); a string so a selector can compare it. Undefined when
 * the problem has no entry, field or fix, the fix leaves the field's text as it was, or either value is
 * longer than 40 characters.
 */
export function selectFixSample(state: SitemapStore, problem: Problem): string | undefined {
  if (problem.entry === undefined || problem.field === undefined) return undefined;
  const file = state.files.find((candidate) => candidate.name === problem.file);
  const entry = file && hasUrlRows(file) ? file.urls[problem.entry] : undefined;
  const fix = entry && getQuickFix(problem, entry);
  if (!entry || !fix) return undefined;
  const from = getFieldText(entry, problem.field);
  const to = getFieldText(fix.apply(entry), problem.field);
  if (from === undefined || to === undefined || from === to) return undefined;
  if (from.length > MAX_SAMPLE_CHARS || to.length > MAX_SAMPLE_CHARS) return undefined;
  return `${from}\u0000${to}`;
}

let duplicatesMemo: { problems: Problem[]; step: HistoryStep; count: number } | undefined;

/**
 * How many URLs are duplicates because of `step` (a fix that changed `loc`s, such as "Switch to https"
 * making `http://a/x` the `https://a/x` already listed): the `loc.duplicate` problems on or naming an entry
 * the step changed (`params.firstEntry`), and the `set.url-in-several-files` problems on or naming one
 * (`params.otherFile`, `otherEntry`; `files` gives the `loc` now of an entry the step left as it was), leaving out a pair whose two `loc`s were already written the same
 * before the step, or the same URL to the duplicate rules (`getHttpUrlKey`: one raw, one percent-encoded),
 * a duplicate both of whose copies the fix changed alike or that it only made written alike: the fix made
 * nothing, and "Now 1 URL repeats another" said it had. Read from the checks' problems (0 until the
 * step's check answers); remembered for the last pair asked.
 */
export function countDuplicatesMade(
  problems: Problem[],
  step: HistoryStep,
  files: readonly SitemapFile[],
): number {
  if (duplicatesMemo?.problems === problems && duplicatesMemo.step === step) return duplicatesMemo.count;
  // the duplicates first: a Fix all of 50,000 locs had keyed every patch (70 ms of its task in Chromium)
  // to look through problems of which none was a duplicate
  const duplicates: [Problem, { file: string; entry: number }][] = [];
  for (const problem of problems) {
    const other = getDuplicateOf(problem);
    if (other && problem.entry !== undefined) duplicates.push([problem, other]);
  }
  /** The `loc` before the step of each entry it changed, by `file\0entry`. */
  const before = new Map<string, string>();
  if (duplicates.length > 0)
    for (const patch of step.patches)
      if (patch.before && patch.after && patch.before.loc !== patch.after.loc)
        before.set(`${patch.file}\u0000${patch.entry}`, patch.before.loc);
  let count = 0;
  if (before.size > 0) {
    for (const [problem, other] of duplicates) {
      const key = `${problem.file}\u0000${problem.entry}`;
      const otherKey = `${other.file}\u0000${other.entry}`;
      if (!before.has(key) && !before.has(otherKey)) continue;
      // both the same URL before (written alike, or the one raw and the other percent-encoded, which the
      // duplicate rules compare as one): a duplicate the step found, not one it made
      const locBefore = before.get(key) ?? (problem.params?.value as string | undefined);
      const otherBefore = before.get(otherKey) ?? getLoc(files, other.file, other.entry);
      if (locBefore === undefined || !isSameUrl(locBefore, otherBefore)) count++;
    }
  }
  duplicatesMemo = { problems, step, count };
  return count;
}

/** True when `a` and `b` are the same URL to the duplicate rules (`getHttpUrlKey`), or written alike. */
function isSameUrl(a: string, b: string | undefined): boolean {
  if (a === b) return true;
  const key = getHttpUrlKey(a);
  return key !== undefined && key === getHttpUrlKey(b);
}

/**
 * The entry a `loc.duplicate` or `set.url-in-several-files` problem names as the first with its URL;
 * undefined for any other problem.
 */
function getDuplicateOf(problem: Problem): { file: string; entry: number } | undefined {
  const params = problem.params;
  if (problem.code === "loc.duplicate" && typeof params?.firstEntry === "number")
    return { file: problem.file, entry: params.firstEntry };
  if (
    problem.code === "set.url-in-several-files" &&
    typeof params?.otherFile === "string" &&
    typeof params.otherEntry === "number"
  )
    return { file: params.otherFile, entry: params.otherEntry };
  return undefined;
}

/** The `loc` of entry `entry` of the file named `name` in `files`, or undefined. */
function getLoc(files: readonly SitemapFile[], name: string, entry: number): string | undefined {
  const file = files.find((candidate) => candidate.name === name);
  return file && hasUrlRows(file) ? file.urls[entry]?.loc : undefined;
}
