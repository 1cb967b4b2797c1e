/**
 * An incremental `checkSitemaps`: a session remembers what it found in each file, so the check after an
 * edit costs about O(changed entries), not O(all entries). The answer is always exactly what
 * `checkSitemaps` returns for the same files and options (same problems, same order); unit and property
 * tests compare the two after random edits.
 *
 * How it knows what changed: entries are compared by identity. The app never mutates an entry, it
 * replaces it (`UrlEntry` objects are immutable by convention), so an entry object seen before at the
 * same index has the same problems as before. A caller that knows which entries it replaced (the worker's
 * workspace copy) says so with a `ReplacedHint`, used only when it names exactly the arrays the session
 * last checked and checks now: then not even the comparison of every entry is made. Per file it keeps:
 * - each entry's own problems (the `loc`, value, image, video, news and hreflang rules of `entry-checks.ts`)
 *   and its WHATWG `href`;
 * - the duplicate groups (`duplicate-index.ts`), updated for the edited entries only;
 * - its answer in pieces (`file-output.ts`: entry problems by blocks, whole-file rules run again only when
 *   an edit can change their verdict), so an edit rebuilds a block, not the file's answer.
 * `checkChunks` gives the answer as those pieces, untouched ones the same arrays as last time, so the
 * worker patches its previous answer without looking at every problem.
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
import type { Problem, SitemapFile, UrlEntry } from "../model/types";
import {
  type CheckOptions,
  createCheckContext,
  type LocReference,
  needsCommonReference,
  toCommonReference,
} from "./check-context";
import { type OriginTally, tallyOrigins } from "./common-reference";
import { createCrossFileUrls } from "./cross-file-urls";
import { findAllWithHref } from "./duplicate-index";
import {
  buildHreflangIndex,
  type HreflangFile,
  type HreflangIndex,
  prepareHreflangIndex,
  type ReplacedEntry,
  updateHreflangIndex,
} from "./hreflang-increment";
import { getRobotsListedFiles } from "./robots-listed";
import type { FileScan } from "./rule.types";
import {
  appendAll,
  checkWholeFile,
  type FileChange,
  type FileState,
  getSignature,
  joinChunks,
  updateFile,
} from "./session-file-state";
import { checkIndexLinks } from "./set-rules";

/** How long the session's own "now" is used before it is read again (ms). */
const CLOCK_REFRESH_MS = 60 * 60 * 1000;

/**
 * What the caller knows of how a file's entries came to be: `to` was made from `from` by replacing the
 * entries at `indexes` (every other index holds the same object). The session uses it only when `from` is
 * the array it last checked and `to` the one it checks now; then it skips comparing every entry.
 */
export interface ReplacedHint {
  from: readonly UrlEntry[];
  to: readonly UrlEntry[];
  indexes: readonly number[];
}

/** Looks up the hint for a file's current `urls` array, if the caller has one. */
export type ReplacedHints = (urls: readonly UrlEntry[]) => ReplacedHint | undefined;

/** A stateful checker; see the module comment. */
export interface CheckSession {
  /**
   * Every problem of `files`, exactly as `checkSitemaps(files, options)` returns them. Files are matched
   * to the previous check by `name`. `hints` may spare the comparison of every entry (`ReplacedHint`).
   * Never throws on input.
   */
  check(files: readonly SitemapFile[], options?: CheckOptions, hints?: ReplacedHints): Problem[];
  /**
   * The same answer in pieces (their concatenation is `check`'s list). A piece is never changed once
   * returned, and a piece the edit did not touch is the same array as in the last answer, so a caller
   * can tell what changed by identity. Empty pieces are left out.
   */
  checkChunks(
    files: readonly SitemapFile[],
    options?: CheckOptions,
    hints?: ReplacedHints,
  ): readonly (readonly Problem[])[];
  /** Forgets everything (the next check is a full one). */
  reset(): void;
  /**
   * Does now the work the next check after an edit would begin with (the hreflang index's reverse links,
   * left out of a full check to answer it sooner): for a caller that has posted its answer and is idle.
   * Changes no answer. Never throws on input.
   */
  prepare(): void;
}

/** The session's files as the hreflang index reads them. */
function toHreflangFiles(list: readonly FileState[], scans: readonly FileScan[]): HreflangFile[] {
  return list.map((state, f) => ({
    scan: scans[f],
    entriesWithHref: (href: string) => findAllWithHref(state.duplicates, state.urlHrefs, href),
  }));
}

/**
 * The entries replaced by this check, with their form before, for the hreflang index; not those whose
 * `loc` (and its place) and `alternates` list are unchanged: the hreflang rules read nothing else.
 */
function collectReplaced(list: readonly FileState[], changes: readonly FileChange[]): ReplacedEntry[] {
  const replaced: ReplacedEntry[] = [];
  for (let f = 0; f < list.length; f++) {
    const change = changes[f];
    const urls = list[f].file.urls;
    for (let k = 0; k < change.entries.length; k++) {
      if (change.sameLoc[k] && change.oldEntries[k].alternates === urls[change.entries[k]].alternates)
        continue;
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
 * The `href`s the replaced entries had before and have now: what the cross-file rule looks at again. Not
 * those of entries whose `loc` stayed as it was (`FileChange.sameLoc`): a million rows given a new
 * `changefreq` asked the rule about a million URLs in every file (10 s in the worker).
 */
function collectChangedHrefs(list: readonly FileState[], changes: readonly FileChange[]): Set<string> {
  const hrefs = new Set<string>();
  for (let f = 0; f < list.length; f++) {
    for (let k = 0; k < changes[f].entries.length; k++) {
      if (changes[f].sameLoc[k]) continue;
      const before = changes[f].oldHrefs[k];
      const after = list[f].urlHrefs[changes[f].entries[k]];
      if (before !== undefined) hrefs.add(before);
      if (after !== undefined) hrefs.add(after);
    }
  }
  return hrefs;
}

/**
 * Above this share of all entries with a changed `loc`, the cross-file rule runs from scratch (one Map over
 * every URL, about a second at 1,000,000) instead of asking each file about each changed URL: a replace in
 * every `loc` of 1,000,000 rows in 20 files asked 20 files about 1.1 million URLs, 11 s in the worker.
 */
const CROSS_FROM_SCRATCH_SHARE = 1 / 16;

/** True when more than `CROSS_FROM_SCRATCH_SHARE` of the entries of `list` had their `loc` changed. */
function isManyLocsChanged(list: readonly FileState[], changes: readonly FileChange[]): boolean {
  let total = 0;
  let moved = 0;
  for (let f = 0; f < list.length; f++) {
    total += list[f].urlHrefs.length;
    for (const same of changes[f].sameLoc) if (!same) moved++;
  }
  return moved > total * CROSS_FROM_SCRATCH_SHARE;
}

/** What the files of one check came to: their states in order, what changed, and whether the set did. */
interface FilesChecked {
  list: FileState[];
  changes: FileChange[];
  /** Files added, removed, moved or checked whole, or other engines: the set rules run from scratch. */
  wholeSet: boolean;
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
  /** The files of the last check, in order, and the set rules' kept answers. */
  let order: FileState[] = [];
  let cross = createCrossFileUrls();
  let hreflangProblems: readonly (readonly Problem[])[] = [];
  let hreflang: HreflangIndex | undefined;
  /** The files of the last check as the hreflang index reads them (what `prepare` makes its links of). */
  let hreflangFiles: readonly HreflangFile[] = [];

  function reset(): void {
    states = new Map();
    tallies = new Map();
    order = [];
    cross = createCrossFileUrls();
    hreflangProblems = [];
    hreflang = undefined;
    hreflangFiles = [];
  }

  function getNow(options: CheckOptions): number {
    if (options.now) return options.now.getTime();
    const time = Date.now();
    if (clock === 0 || time - clock > CLOCK_REFRESH_MS) clock = time;
    return clock;
  }

  /** The most common origin of a file without a location, recounted per replaced entry. */
  function getCommonReference(file: SitemapFile, hint: ReplacedHint | undefined): LocReference | undefined {
    const entries = file.format === "sitemapindex" ? file.sitemaps : file.urls;
    const tally = tallyOrigins(tallies.get(file.name), entries, hint);
    tallies.set(file.name, tally);
    // one reference object per origin: checks keep per-reference caches (compiled loc patterns)
    if (!references.has(tally.best)) references.set(tally.best, toCommonReference(tally.best));
    return references.get(tally.best);
  }

  /** Brings every file's state up to date (whole when its context changed or entries moved). */
  function checkFiles(
    files: readonly SitemapFile[],
    now: number,
    engineKey: string,
    hints: ReplacedHints | undefined,
  ): FilesChecked {
    const contextOptions: CheckOptions = {
      engines: engineKey.split(",") as CheckOptions["engines"],
      now: new Date(now),
    };
    const next = new Map<string, FileState>();
    const checked: FilesChecked = {
      list: [],
      changes: [],
      wholeSet: engineKey !== engines || files.length !== order.length,
    };
    const robotsListed = getRobotsListedFiles(files);
    for (let f = 0; f < files.length; f++) {
      const file = files[f];
      const old = next.has(file.name) ? undefined : states.get(file.name);
      const hint = hints?.(file.urls);
      const common = () => getCommonReference(file, hint);
      const ctx = createCheckContext(file, contextOptions, common, robotsListed.has(file.name));
      const signature = getSignature(ctx, now, engineKey);
      let state = old;
      const replaced = old && hint && hint.from === old.file.urls && hint.to === file.urls ? hint : undefined;
      let change =
        old && old.signature === signature ? updateFile(old, file, replaced?.indexes, ctx) : undefined;
      if (!state || !change) {
        state = checkWholeFile(file, ctx, signature);
        change = { entries: [], oldHrefs: [], oldEntries: [], sameLoc: [] };
        checked.wholeSet = true;
      }
      if (order[f] !== state) checked.wholeSet = true;
      next.set(file.name, state);
      checked.list.push(state);
      checked.changes.push(change);
    }
    states = next;
    engines = engineKey;
    for (const name of tallies.keys()) {
      const state = next.get(name);
      if (!state || !needsCommonReference(state.file)) tallies.delete(name);
    }
    return checked;
  }

  /** The hreflang rules: from scratch, or on the part of the link graph the replaced entries reach. */
  function checkHreflang(
    { list, changes, wholeSet }: FilesChecked,
    scans: readonly FileScan[],
  ): readonly (readonly Problem[])[] {
    hreflangFiles = toHreflangFiles(list, scans);
    const replaced = wholeSet ? [] : collectReplaced(list, changes);
    if (!wholeSet && hreflang && replaced.length === 0) return hreflangProblems;
    const updated =
      wholeSet || !hreflang ? undefined : updateHreflangIndex(hreflang, hreflangFiles, replaced);
    if (updated) return updated;
    hreflang = buildHreflangIndex(hreflangFiles);
    return hreflang.problems.chunks;
  }

  function checkChunks(
    files: readonly SitemapFile[],
    options: CheckOptions = {},
    hints?: ReplacedHints,
  ): (readonly Problem[])[] {
    const engineKey = [...(options.engines ?? ["bing", "google", "yandex"])].sort().join(",");
    const checked = checkFiles(files, getNow(options), engineKey, hints);
    const { list, changes, wholeSet } = checked;
    const chunks: (readonly Problem[])[] = [];
    for (const state of list) appendAll(chunks, state.output.chunks);
    const scans: FileScan[] = list.map(({ file, ctx, urlHrefs, sitemapHrefs }) => ({
      file,
      ctx,
      urlHrefs,
      sitemapHrefs,
    }));
    const links: Problem[] = [];
    checkIndexLinks(scans, links);
    if (wholeSet || isManyLocsChanged(list, changes)) cross.checkAll(list);
    else if (list.length >= 2) cross.checkHrefs(list, collectChangedHrefs(list, changes));
    hreflangProblems = checkHreflang(checked, scans);
    for (const chunk of [links, cross.collect(list), ...hreflangProblems])
      if (chunk.length > 0) chunks.push(chunk);
    order = list;
    return chunks;
  }

  function check(files: readonly SitemapFile[], options?: CheckOptions, hints?: ReplacedHints): Problem[] {
    return joinChunks(checkChunks(files, options, hints));
  }

  function prepare(): void {
    if (hreflang) prepareHreflangIndex(hreflang, hreflangFiles);
  }

  return { check, checkChunks, reset, prepare };
}
