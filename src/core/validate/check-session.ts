/**
 * An incremental `checkSitemaps`: a session remembers what it found in each file, so the check after an
 * edit costs about O(changed entries), not O(all entries). The answer is always exactly what
 * `checkSitemaps` returns for the same files and options (same problems, same order); unit and property
 * tests compare the two after random edits.
 *
 * How it knows what changed: entries are compared by identity. The app never mutates an entry, it
 * replaces it (`UrlEntry` objects are immutable by convention), so an entry object seen before at the
 * same index has the same problems as before. Per file it keeps:
 * - each entry's own problems (the `loc`, value, image, video, news and hreflang rules of `entry-checks.ts`)
 *   and its WHATWG `href`;
 * - the duplicate groups (`duplicate-index.ts`), updated for the edited entries only;
 * - its final answer, reused while nothing of the file changed.
 * Across files: `set.url-in-several-files` is redone only for the hrefs the edited entries had or have,
 * and the hreflang rules are run again only when an edited entry has alternates or is (or was) the page
 * some alternate points at; otherwise their last answer stands. Anything larger (entries inserted or
 * removed, another engine profile, a file's location, files added or removed) recomputes what depends on
 * it, which is never slower than a full check.
 *
 * "Now" (`lastmod.future`): `options.now` when given; else the session's clock, read on the first check
 * and again when it is an hour old (then everything is re-checked). `lastmod.future` allows a day ahead,
 * so an hour of drift changes no verdict of a real sitemap.
 *
 * Thread-portable, no DOM: runs in the sitemap worker next to the workspace's copy, and on the main thread
 * when the worker is not available.
 */
import type { Problem, SitemapFile, SitemapRef, UrlEntry } from "../model/types";
import {
  type CheckContext,
  type CheckOptions,
  createCheckContext,
  type LocReference,
  needsCommonReference,
  toCommonReference,
} from "./check-context";
import { mergeProblems } from "./check-merge";
import { type OriginTally, tallyOrigins } from "./common-reference";
import {
  appendDuplicateProblems,
  buildDuplicateIndex,
  type DuplicateIndex,
  findAllWithHref,
  findFirstWithHref,
  updateDuplicateIndex,
} from "./duplicate-index";
import { checkDuplicateUrls } from "./duplicate-rules";
import { checkSitemapRefInto, checkUrlEntryInto } from "./entry-checks";
import {
  buildHreflangIndex,
  type HreflangFile,
  type HreflangIndex,
  type ReplacedEntry,
  updateHreflangIndex,
} from "./hreflang-increment";
import type { FileScan } from "./rule.types";
import { FILE_RULES } from "./rule-registry";
import { checkIndexLinks, reportUrlInOtherFile } from "./set-rules";

/** How long the session's own "now" is used before it is read again (ms). */
const CLOCK_REFRESH_MS = 60 * 60 * 1000;

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]) as readonly Problem[];

/** What the session keeps of one file between checks. */
interface FileState {
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
  /** The file's problems as `checkSitemaps` lists them (reading, entries, whole file). */
  output: Problem[];
}

/** What one check changed in a file, for the set rules. */
interface FileChange {
  /** Entries inserted or removed, or the file is new or re-checked as a whole. */
  whole: boolean;
  /** Indexes of replaced entries (same length); empty when none or `whole`. */
  entries: number[];
  /** The `href`s the replaced entries had before. */
  oldHrefs: (string | undefined)[];
  /** The replaced entries as they were (for the hreflang decision). */
  oldEntries: UrlEntry[];
}

/** A stateful checker; see the module comment. */
export interface CheckSession {
  /**
   * Every problem of `files`, exactly as `checkSitemaps(files, options)` returns them. Files are matched
   * to the previous check by `name`. Never throws on input.
   */
  check(files: readonly SitemapFile[], options?: CheckOptions): Problem[];
  /** Forgets everything (the next check is a full one). */
  reset(): void;
}

function getSignature(ctx: CheckContext, now: number, engines: string): string {
  const ref = ctx.reference;
  const where = ref ? `${ref.from}|${ref.origin}|${ref.scope ?? ""}` : "";
  return `${ctx.file}|${ctx.format}|${ctx.locationHref ?? ""}|${where}|${engines}|${now}`;
}

/** Checks entries `[from, to)` of `list` into `problems`/`hrefs` with `check`. NOTE: mutates the arrays. */
function checkRange<T>(
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

/**
 * The file's problems in `checkSitemaps` order: reading problems, entry problems in entry order, whole-file
 * problems (the duplicate rule's from the kept index).
 */
function assembleOutput(state: FileState): Problem[] {
  const { file, ctx } = state;
  const computed: Problem[] = [];
  for (const list of [state.urlProblems, state.refProblems]) {
    for (const problems of list) {
      if (problems.length === 0) continue;
      for (const problem of problems) {
        // `addUsualOffset` sets params on these: give it a copy, the kept one stays as the rules made it
        computed.push(problem.code === "lastmod.no-timezone" ? { ...problem } : problem);
      }
    }
  }
  const scan: FileScan = { file, ctx, urlHrefs: state.urlHrefs, sitemapHrefs: state.sitemapHrefs };
  for (const rule of FILE_RULES) {
    if (rule === checkDuplicateUrls) appendDuplicateProblems(state.duplicates, computed);
    else rule(scan, computed);
  }
  const out: Problem[] = [];
  mergeProblems(file, ctx, computed, out);
  return out;
}

/** A new state for `file`: every entry checked. */
function checkWholeFile(file: SitemapFile, ctx: CheckContext, signature: string): FileState {
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
    output: [],
  };
  state.output = assembleOutput(state);
  return state;
}

/** Indexes where `next` holds another object than `prev` (same length). */
function findReplaced<T>(prev: readonly T[], next: readonly T[]): number[] {
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (prev[i] !== next[i]) changed.push(i);
  return changed;
}

/**
 * Brings `state` up to `file` (same name, same context). Returns what changed; `undefined` when the
 * entries were inserted or removed (the caller checks the file as a whole).
 */
function updateFile(state: FileState, file: SitemapFile): FileChange | undefined {
  const prev = state.file;
  if (prev.urls.length !== file.urls.length || prev.sitemaps.length !== file.sitemaps.length)
    return undefined;
  const change: FileChange = { whole: false, entries: [], oldHrefs: [], oldEntries: [] };
  if (prev.urls !== file.urls) {
    change.entries = findReplaced(prev.urls, file.urls);
    for (const i of change.entries) {
      change.oldHrefs.push(state.urlHrefs[i]);
      change.oldEntries.push(prev.urls[i]);
      checkRange(file.urls, i, i + 1, state.ctx, checkUrlEntryInto, state.urlProblems, state.urlHrefs);
    }
    updateDuplicateIndex(state.duplicates, change.entries, file.urls, state.urlHrefs, state.ctx);
  }
  if (prev.sitemaps !== file.sitemaps) {
    for (const i of findReplaced<SitemapRef>(prev.sitemaps, file.sitemaps)) {
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
  const same =
    prev.urls === file.urls &&
    prev.sitemaps === file.sitemaps &&
    prev.problems === file.problems &&
    prev.format === file.format &&
    prev.name === file.name;
  state.file = file;
  if (!same) state.output = assembleOutput(state);
  return change;
}

/** The session's files as the hreflang index reads them. */
function toHreflangFiles(list: readonly FileState[], scans: readonly FileScan[]): HreflangFile[] {
  return list.map((state, f) => ({
    scan: scans[f],
    entriesWithHref: (href: string) => findAllWithHref(state.duplicates, state.urlHrefs, href),
  }));
}

/** The entries replaced by this check, with their form before, for the hreflang index. */
function collectReplaced(list: readonly FileState[], changes: readonly FileChange[]): ReplacedEntry[] {
  const replaced: ReplacedEntry[] = [];
  for (let f = 0; f < list.length; f++) {
    const change = changes[f];
    for (let k = 0; k < change.entries.length; k++) {
      replaced.push({
        file: f,
        index: change.entries[k],
        before: change.oldEntries[k],
        beforeHref: change.oldHrefs[k],
      });
    }
  }
  return replaced;
}

/**
 * `set.url-in-several-files` for one href across `states` (in order), as `checkUrlsAcrossFiles` reports
 * it: on the first entry with that href of every file after the first file that has it.
 */
function reportHrefAcrossFiles(states: readonly FileState[], href: string, out: Problem[][]): void {
  let first: { state: FileState; index: number } | undefined;
  for (let f = 0; f < states.length; f++) {
    const state = states[f];
    if (!state.ctx.active.has("set.url-in-several-files")) continue;
    const index = findFirstWithHref(state.duplicates, state.urlHrefs, href);
    if (index < 0) continue;
    if (!first) first = { state, index };
    else reportUrlInOtherFile(state.file, state.ctx, index, first.state.file.name, first.index, out[f]);
  }
}

/**
 * Appends `items` to `out` one by one. NOTE: mutates `out`. Not `out.push(...items)`: a spread passes every
 * item as an argument, and 100,000 problems overflow the call stack.
 */
function appendAll<T>(out: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i]);
}

/** Creates a session. Cost of the first check: that of `checkSitemaps` plus the kept indexes. */
export function createCheckSession(): CheckSession {
  let states = new Map<string, FileState>();
  /** Origin counts of the files without a location, by name. */
  let tallies = new Map<string, OriginTally>();
  /** The reference made for each most common origin text. */
  const references = new Map<string, LocReference | undefined>();
  let clock = 0;
  let engines = "";
  /** Set-rule answers of the last check, and what they were computed from. */
  let order: FileState[] = [];
  let crossByHref = new Map<string, Problem[][]>();
  let crossProblems: Problem[] = [];
  let hreflangProblems: Problem[] = [];
  let hreflang: HreflangIndex | undefined;

  function reset(): void {
    states = new Map();
    tallies = new Map();
    order = [];
    crossByHref = new Map();
    crossProblems = [];
    hreflangProblems = [];
    hreflang = undefined;
  }

  function getNow(options: CheckOptions): number {
    if (options.now) return options.now.getTime();
    const time = Date.now();
    if (clock === 0 || time - clock > CLOCK_REFRESH_MS) clock = time;
    return clock;
  }

  /** `set.url-in-several-files` from scratch, kept by href. O(total entries) with one Map. */
  function crossCheckAll(list: readonly FileState[]): void {
    crossByHref = new Map();
    if (list.length < 2) return;
    const lastFile = new Map<string, number>();
    const several = new Set<string>();
    for (let f = 0; f < list.length; f++) {
      for (const href of list[f].urlHrefs) {
        if (href === undefined) continue;
        const last = lastFile.get(href);
        if (last === f) continue;
        if (last !== undefined) several.add(href);
        lastFile.set(href, f);
      }
    }
    crossCheckHrefs(list, several);
  }

  function crossCheckHrefs(list: readonly FileState[], hrefs: Set<string>): void {
    for (const href of hrefs) {
      crossByHref.delete(href);
      const out = list.map(() => [] as Problem[]);
      reportHrefAcrossFiles(list, href, out);
      if (out.some((problems) => problems.length > 0)) crossByHref.set(href, out);
    }
  }

  /** The cross-file problems in `checkUrlsAcrossFiles` order: by file, then entry. */
  function collectCross(list: readonly FileState[]): Problem[] {
    if (crossByHref.size === 0) return [];
    const out: Problem[] = [];
    for (let f = 0; f < list.length; f++) {
      const found: Problem[] = [];
      for (const perFile of crossByHref.values()) appendAll(found, perFile[f]);
      found.sort((a, b) => (a.entry ?? 0) - (b.entry ?? 0));
      appendAll(out, found);
    }
    return out;
  }

  function check(files: readonly SitemapFile[], options: CheckOptions = {}): Problem[] {
    const now = getNow(options);
    const engineKey = [...(options.engines ?? ["bing", "google", "yandex"])].sort().join(",");
    const contextOptions: CheckOptions = { engines: options.engines, now: new Date(now) };
    const next = new Map<string, FileState>();
    const list: FileState[] = [];
    const changes: FileChange[] = [];
    let wholeSet = engineKey !== engines || files.length !== order.length;
    for (let f = 0; f < files.length; f++) {
      const file = files[f];
      const ctx = createCheckContext(file, contextOptions, () => {
        const tally = tallyOrigins(
          tallies.get(file.name),
          file.format === "sitemapindex" ? file.sitemaps : file.urls,
        );
        tallies.set(file.name, tally);
        // one reference object per origin: checks keep per-reference caches (compiled loc patterns)
        let reference = references.get(tally.best);
        if (!references.has(tally.best)) {
          reference = toCommonReference(tally.best);
          references.set(tally.best, reference);
        }
        return reference;
      });
      const signature = getSignature(ctx, now, engineKey);
      const old = next.has(file.name) ? undefined : states.get(file.name);
      let state = old;
      let change = old && old.signature === signature ? updateFile(old, file) : undefined;
      if (!state || !change) {
        state = checkWholeFile(file, ctx, signature);
        change = { whole: true, entries: [], oldHrefs: [], oldEntries: [] };
        wholeSet = true;
      }
      if (order[f] !== state) wholeSet = true;
      next.set(file.name, state);
      list.push(state);
      changes.push(change);
    }
    states = next;
    engines = engineKey;
    for (const name of tallies.keys()) {
      const state = next.get(name);
      if (!state || !needsCommonReference(state.file)) tallies.delete(name);
    }

    const out: Problem[] = [];
    for (const state of list) appendAll(out, state.output);
    const scans: FileScan[] = list.map((state) => ({
      file: state.file,
      ctx: state.ctx,
      urlHrefs: state.urlHrefs,
      sitemapHrefs: state.sitemapHrefs,
    }));
    checkIndexLinks(scans, out);

    if (wholeSet) {
      crossCheckAll(list);
    } else if (list.length >= 2) {
      const hrefs = new Set<string>();
      for (let f = 0; f < list.length; f++) {
        for (let k = 0; k < changes[f].entries.length; k++) {
          const before = changes[f].oldHrefs[k];
          const after = list[f].urlHrefs[changes[f].entries[k]];
          if (before !== undefined) hrefs.add(before);
          if (after !== undefined) hrefs.add(after);
        }
      }
      if (hrefs.size > 0) crossCheckHrefs(list, hrefs);
    }
    crossProblems = collectCross(list);
    appendAll(out, crossProblems);

    const hreflangFiles = toHreflangFiles(list, scans);
    const replaced = wholeSet ? [] : collectReplaced(list, changes);
    if (wholeSet || !hreflang) {
      hreflang = buildHreflangIndex(hreflangFiles);
      hreflangProblems = hreflang.problems.map(({ problem }) => problem);
    } else if (replaced.length > 0) {
      const updated = updateHreflangIndex(hreflang, hreflangFiles, replaced);
      if (updated) {
        hreflangProblems = updated;
      } else {
        hreflang = buildHreflangIndex(hreflangFiles);
        hreflangProblems = hreflang.problems.map(({ problem }) => problem);
      }
    }
    appendAll(out, hreflangProblems);
    order = list;
    return out;
  }

  return { check, reset };
}
