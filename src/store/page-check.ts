/**
 * The check of a small edit on the page itself, in the edit's own task, so the edit and its problems reach
 * the screen in one frame. The worker answers a few milliseconds later, but Chromium paints the frame an
 * input changed before it runs any message, so a worker's check always lands a frame after the edit.
 *
 * A second incremental session of the core (`createCheckSession`, the same one the worker runs: exactly
 * `checkSitemaps`'s answer) lives on the page, from the first small edit on: that edit is checked in the
 * worker, then the page's session catches up when the page is idle, and again after every later worker
 * check. Only for workspaces of up to `maxEntries` entries, since the first catch-up is a full check on the
 * page's thread (70-90 ms at 50,000 plain URLs, about 230 ms with extensions: one task, once, after the
 * user started editing; anyone who only reads a sitemap never pays it). Once caught up, an edit that
 * replaced a few entries is checked here: about the cost of the edited entries (about 2 ms at 50,000).
 * Both show on the page's timeline as `sitemap page: check` and `sitemap page: catch-up`.
 */
import {
  type CheckOptions,
  type CheckSession,
  createCheckSession,
  type Engine,
  type Problem,
  type ReplacedHint,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";

/** Workspaces above this many entries are checked in the worker only (memory, and the warm-up's time). */
export const PAGE_CHECK_MAX_ENTRIES = 120_000;

/** Edits that replaced more entries than this go to the worker (the page's thread stays free). */
export const PAGE_CHECK_MAX_REPLACED = 64;

export interface PageCheck {
  /**
   * The problems of `files` (with their effective locations) at the store's `revision`, checked now on
   * the page, when the session last checked revision `since` with the same engines (so what changed is
   * the caller's small edit) and the workspace is within `maxEntries`; else undefined (use the worker).
   * Never throws (a failing check answers undefined and makes the session cold).
   */
  check(
    files: readonly SitemapFile[],
    engines: readonly Engine[],
    revision: number,
    since: number,
    replaced?: readonly ReplacedEntry[],
  ): Problem[] | undefined;
  /**
   * Brings the session up to `files` (the store's `revision`) when the page is idle, once a small edit
   * asked for a page check; unless `isCurrent()` is false by then (a newer change came) or the workspace
   * is over `maxEntries` (then the session is dropped, freeing its memory). `onCaughtUp` gets the
   * session's answer (the same problems as the worker's for that revision, as the page's own objects).
   */
  /**
   * True when `check` with these arguments would check on the page (the session is warm at `since` with
   * the same engines, and `files` are within `maxEntries`); it answers undefined only if the check throws.
   */
  isWarm(files: readonly SitemapFile[], engines: readonly Engine[], since: number): boolean;
  warm(
    files: readonly SitemapFile[],
    engines: readonly Engine[],
    revision: number,
    isCurrent: () => boolean,
    onCaughtUp?: (problems: Problem[]) => void,
  ): void;
}

/** An entry the edit replaced in place (file name, entry index): lets the session skip comparing the rest. */
export interface ReplacedEntry {
  file: string;
  entry: number;
}

export interface PageCheckOptions {
  maxEntries?: number;
  /** Runs `task` when the page is idle; default `requestIdleCallback` (1 s timeout), else a timeout. */
  whenIdle?: (task: () => void) => void;
  /** Makes the session; default the core's `createCheckSession` (tests watch it). */
  createSession?: () => CheckSession;
}

function runWhenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 1_000 });
  else setTimeout(task, 50);
}

function countEntries(files: readonly SitemapFile[]): number {
  let count = 0;
  for (const file of files) count += file.urls.length + file.sitemaps.length;
  return count;
}

/** A page check (see the module comment). */
export function createPageCheck(options: PageCheckOptions = {}): PageCheck {
  const maxEntries = options.maxEntries ?? PAGE_CHECK_MAX_ENTRIES;
  const whenIdle = options.whenIdle ?? runWhenIdle;
  const createSession = options.createSession ?? createCheckSession;
  let session: CheckSession | undefined;
  /** The store revision and engines of the session's last check; undefined while it is cold. */
  let warmAt: { revision: number; engines: string } | undefined;
  /** Set by the first small edit: only then is the session built and kept warm. */
  let editing = false;

  /** Each file's `urls` array as the session last checked it, by name (the hints' `from`). */
  let checkedUrls = new Map<string, readonly UrlEntry[]>();

  /** The core's hints for `replaced`: which indexes of each file's last checked `urls` were replaced. */
  const makeHints = (files: readonly SitemapFile[], replaced: readonly ReplacedEntry[]) => {
    const byUrls = new Map<readonly UrlEntry[], ReplacedHint>();
    for (const file of files) {
      const indexes = replaced.filter((entry) => entry.file === file.name).map((entry) => entry.entry);
      const from = checkedUrls.get(file.name);
      if (indexes.length > 0 && from) byUrls.set(file.urls, { from, to: file.urls, indexes });
    }
    return (urls: readonly UrlEntry[]) => byUrls.get(urls);
  };

  const run = (
    files: readonly SitemapFile[],
    engines: readonly Engine[],
    revision: number,
    job: string,
    replaced?: readonly ReplacedEntry[],
  ) => {
    session ??= createSession();
    try {
      const checkOptions: CheckOptions = { engines: [...engines] };
      const start = performance.now();
      // a wrong hint cannot give a wrong answer: the session uses one only when `from` and `to` are exactly
      // the arrays it last checked and checks now
      const hints = replaced && replaced.length > 0 ? makeHints(files, replaced) : undefined;
      const problems = session.check(files, checkOptions, hints);
      // a catch-up runs while the page is idle: it also does what the next edit's check would begin with
      // (the hreflang reverse links, about a fifth of a full check with 3 alternates per entry), not in the
      // edit's frame
      if (job === "catch-up") session.prepare();
      checkedUrls = new Map(files.map((file) => [file.name, file.urls]));
      // on the page's timeline (DevTools Performance panel, `performance.getEntriesByName`)
      performance.measure(`sitemap page: ${job}`, { start, end: performance.now() });
      warmAt = { revision, engines: engines.join() };
      return problems;
    } catch {
      session = undefined;
      warmAt = undefined;
      return undefined;
    }
  };

  const isWarm = (files: readonly SitemapFile[], engines: readonly Engine[], since: number) =>
    warmAt?.revision === since && warmAt.engines === engines.join() && countEntries(files) <= maxEntries;

  return {
    isWarm,
    check(files, engines, revision, since, replaced) {
      editing = true;
      if (!isWarm(files, engines, since)) return undefined;
      return run(files, engines, revision, "check", replaced);
    },
    warm(files, engines, revision, isCurrent, onCaughtUp) {
      if (!editing) return;
      if (countEntries(files) > maxEntries) {
        session = undefined;
        warmAt = undefined;
        return;
      }
      if (warmAt?.revision === revision) return;
      whenIdle(() => {
        if (!isCurrent()) return;
        const problems = run(files, engines, revision, "catch-up");
        if (problems && isCurrent()) onCaughtUp?.(problems);
      });
    },
  };
}
