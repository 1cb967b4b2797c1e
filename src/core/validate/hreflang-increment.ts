/**
 * The hreflang rules across files (`hreflang-set-rules.ts`) after an edit, re-run on the part of the link
 * graph the edit can reach instead of on every entry: for the check session (`check-session.ts`).
 *
 * What a page's hreflang problems depend on: its own alternates and URL, the entries whose URL one of its
 * alternates names, the pages whose alternates name its URL, and the entries that share its URL (the
 * first of them stands for the URL). Joining entries by those three relations splits the workspace into
 * parts that cannot see each other; the problems of a part come only from its own entries. So after an
 * edit, the part holding the edited entries (in their new form, and the neighbours of their old form) is
 * checked with the unchanged rules, on copies of the files in which every other entry is blanked out,
 * and its problems replace those the part had. Problems keep the full check's order: missing-self, then
 * link problems, then set mismatches, each by file and entry.
 *
 * Thread-portable, no DOM. Source of the rules: see `hreflang-set-rules.ts`.
 */
import type { Problem, UrlEntry } from "../model/types";
import { makeBuckets, type NumberedProblem, type ProblemBuckets, replaceInBuckets } from "./hreflang-buckets";
import { checkHreflangAcrossFiles } from "./hreflang-set-rules";
import type { FileScan } from "./rule.types";
import { getHttpUrlKey } from "./url-key";

/** Entry numbers: file position × 2^26 + entry index (at most 2^26 entries per file). */
const FILE_STRIDE = 2 ** 26;

/** What the index needs of one file of the session. */
export interface HreflangFile {
  readonly scan: FileScan;
  /** The first entry of the file with `href`, then the others (all of them), in entry order. */
  entriesWithHref(href: string): readonly number[];
}

/** The keys an alternate's `href` may match an entry's `href` under: as written and WHATWG-serialised. */
function getAlternateKeys(href: string): string[] {
  const key = getHttpUrlKey(href);
  return key === undefined || key === href ? [href] : [href, key];
}

/** The hreflang answer of the whole set, and the reverse links needed to find what an edit reaches. */
export interface HreflangIndex {
  /**
   * Sources (entries with alternates) by each key their alternates name; undefined until the first
   * update needs them, or `prepareHreflangIndex` makes them: they serve only updates, and a full check of
   * 50,000 entries with 3 alternates each spent about a fifth of its time making them (Chromium, cold).
   */
  linkedFrom: Map<string, Set<number>> | undefined;
  /** Problems in the full check's order, with each one's entry number, in buckets (`hreflang-buckets.ts`). */
  readonly problems: ProblemBuckets;
  /** Per file position: blank entries and hrefs to lend `restrictTo` (blank again after each use). */
  readonly scratch: Map<number, Scratch>;
}

/** A file's worth of blank entries and missing hrefs, filled at a few places while a check runs. */
interface Scratch {
  urls: UrlEntry[];
  urlHrefs: (string | undefined)[];
}

function fileOf(id: number): number {
  return Math.floor(id / FILE_STRIDE);
}

function addLinks(linkedFrom: Map<string, Set<number>>, entry: UrlEntry, id: number, add: boolean): void {
  for (const alternate of entry.alternates) {
    for (const key of getAlternateKeys(alternate.href)) {
      let sources = linkedFrom.get(key);
      if (add) {
        if (!sources) {
          sources = new Set();
          linkedFrom.set(key, sources);
        }
        sources.add(id);
      } else {
        sources?.delete(id);
        if (sources?.size === 0) linkedFrom.delete(key);
      }
    }
  }
}

function numberProblems(problems: Problem[], names: Map<string, number>): NumberedProblem[] {
  return problems.map((problem) => ({
    problem,
    id: (names.get(problem.file) ?? 0) * FILE_STRIDE + (problem.entry ?? 0),
  }));
}

function getNames(files: readonly HreflangFile[]): Map<string, number> {
  return new Map(files.map((file, f) => [file.scan.file.name, f]));
}

/** The reverse links of every entry of `files` (`HreflangIndex.linkedFrom`). */
function collectLinks(files: readonly HreflangFile[]): Map<string, Set<number>> {
  const linkedFrom = new Map<string, Set<number>>();
  for (let f = 0; f < files.length; f++) {
    const urls = files[f].scan.file.urls;
    for (let i = 0; i < urls.length; i++) {
      if (urls[i].alternates.length > 0) addLinks(linkedFrom, urls[i], f * FILE_STRIDE + i, true);
    }
  }
  return linkedFrom;
}

/**
 * The full hreflang check of `files` and the index of their links, without the reverse links (made by
 * the first update or by `prepareHreflangIndex`).
 */
export function buildHreflangIndex(files: readonly HreflangFile[]): HreflangIndex {
  const out: Problem[] = [];
  checkHreflangAcrossFiles(
    files.map((file) => file.scan),
    out,
  );
  return {
    linkedFrom: undefined,
    problems: makeBuckets(numberProblems(out, getNames(files))),
    scratch: new Map(),
  };
}

/**
 * Makes the reverse links of `index` from `files` (the files it was last built or updated with) when it
 * has none yet: work an update would do first, done ahead while the caller is idle. NOTE: mutates `index`.
 */
export function prepareHreflangIndex(index: HreflangIndex, files: readonly HreflangFile[]): void {
  index.linkedFrom ??= collectLinks(files);
}

/** One replaced entry: where it is, and its form and `href` before the edit. */
export interface ReplacedEntry {
  file: number;
  index: number;
  before: UrlEntry;
  beforeHref: string | undefined;
}

/** Entry numbers of everything one entry is joined to (see the module comment), in the current files. */
function neighboursOf(
  files: readonly HreflangFile[],
  index: HreflangIndex,
  entry: UrlEntry,
  href: string | undefined,
  visit: (id: number) => void,
): void {
  const withHref = (key: string) => {
    for (let f = 0; f < files.length; f++)
      for (const i of files[f].entriesWithHref(key)) visit(f * FILE_STRIDE + i);
  };
  if (href !== undefined) {
    withHref(href);
    const sources = index.linkedFrom?.get(href);
    if (sources) for (const id of sources) visit(id);
  }
  for (const alternate of entry.alternates) for (const key of getAlternateKeys(alternate.href)) withHref(key);
}

/**
 * The part of the workspace an edit of `replaced` can reach, as entry numbers; undefined when it is more
 * than `limit` entries (checking everything is cheaper then).
 */
function findReach(
  files: readonly HreflangFile[],
  index: HreflangIndex,
  replaced: readonly ReplacedEntry[],
  limit: number,
): Set<number> | undefined {
  const reach = new Set<number>();
  const queue: number[] = [];
  const visit = (id: number) => {
    if (reach.has(id)) return;
    reach.add(id);
    queue.push(id);
  };
  for (const change of replaced) {
    visit(change.file * FILE_STRIDE + change.index);
    neighboursOf(files, index, change.before, change.beforeHref, visit);
  }
  while (queue.length > 0) {
    if (reach.size > limit) return undefined;
    const id = queue.pop() as number;
    const scan = files[fileOf(id)].scan;
    const i = id % FILE_STRIDE;
    neighboursOf(files, index, scan.file.urls[i], scan.urlHrefs[i], visit);
  }
  return reach;
}

const BLANK: UrlEntry = Object.freeze({ loc: "", images: [], videos: [], alternates: [] }) as UrlEntry;

/** The blank arrays of file `f` for a file of `length` entries (made once, reused while it fits). */
function getScratch(index: HreflangIndex, f: number, length: number): Scratch {
  let scratch = index.scratch.get(f);
  if (!scratch || scratch.urls.length !== length) {
    scratch = { urls: new Array<UrlEntry>(length).fill(BLANK), urlHrefs: new Array(length).fill(undefined) };
    index.scratch.set(f, scratch);
  }
  return scratch;
}

/**
 * Runs `check` on the files reduced to the entries of `reach` (others blanked and listed in no `only`,
 * files without any left out). The blank arrays are the index's scratch: filled at the kept places for
 * the run, blanked again after it (the rules keep no reference to them).
 */
function withRestricted(
  index: HreflangIndex,
  files: readonly HreflangFile[],
  reach: Set<number>,
  check: (scans: FileScan[]) => void,
): void {
  const byFile = new Map<number, number[]>();
  for (const id of reach) {
    const f = fileOf(id);
    const list = byFile.get(f);
    if (list) list.push(id % FILE_STRIDE);
    else byFile.set(f, [id % FILE_STRIDE]);
  }
  const scans: FileScan[] = [];
  const used: { scratch: Scratch; only: number[] }[] = [];
  for (const f of [...byFile.keys()].sort((a, b) => a - b)) {
    const { scan } = files[f];
    const scratch = getScratch(index, f, scan.file.urls.length);
    const only = (byFile.get(f) as number[]).sort((a, b) => a - b);
    for (const i of only) {
      scratch.urls[i] = scan.file.urls[i];
      scratch.urlHrefs[i] = scan.urlHrefs[i];
    }
    used.push({ scratch, only });
    // `only`: the rules visit the kept entries, not every blank one
    scans.push({ ...scan, file: { ...scan.file, urls: scratch.urls }, urlHrefs: scratch.urlHrefs, only });
  }
  try {
    check(scans);
  } finally {
    for (const { scratch, only } of used) {
      for (const i of only) {
        scratch.urls[i] = BLANK;
        scratch.urlHrefs[i] = undefined;
      }
    }
  }
}

/**
 * Brings `index` up to the current `files` after the entries `replaced` (same positions, same file order
 * as when the index was built) and returns the hreflang problems in the full check's order, in pieces
 * (the untouched ones the same arrays as before, none changed once returned); undefined
 * when the edit reaches more than half the entries (the caller runs the full check instead).
 * NOTE: mutates `index`.
 */
export function updateHreflangIndex(
  index: HreflangIndex,
  files: readonly HreflangFile[],
  replaced: readonly ReplacedEntry[],
): readonly (readonly Problem[])[] | undefined {
  // made from the current files when missing: the replaced entries' links are already the new ones there,
  // and taking out the old ones then putting in the new leaves them so
  index.linkedFrom ??= collectLinks(files);
  const { linkedFrom } = index;
  for (const change of replaced) {
    const id = change.file * FILE_STRIDE + change.index;
    addLinks(linkedFrom, change.before, id, false);
    addLinks(linkedFrom, files[change.file].scan.file.urls[change.index], id, true);
  }
  // no alternate anywhere, before or after: no hreflang problem either
  if (linkedFrom.size === 0 && index.problems.keys.length === 0) return index.problems.chunks;
  const total = files.reduce((sum, file) => sum + file.scan.file.urls.length, 0);
  const reach = findReach(files, index, replaced, total / 2);
  if (!reach) return undefined;
  const out: Problem[] = [];
  withRestricted(index, files, reach, (scans) => checkHreflangAcrossFiles(scans, out));
  replaceInBuckets(index.problems, reach, numberProblems(out, getNames(files)));
  return index.problems.chunks;
}
