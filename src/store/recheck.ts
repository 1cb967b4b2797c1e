/**
 * The check after a change: the core's `checkSitemaps` answer for the current files (with their effective
 * locations) and engines, kept only if no newer change came meanwhile. A small edit is checked on the page
 * in its own task when the page's session is warm (`page-check.ts`: the edit and its problems paint in one
 * frame); everything else in the worker through the client, after which the page's session catches up
 * when the page is idle.
 */
import type { StateCreator } from "zustand";
import type { SitemapFile } from "@/core/index";
import type { SitemapClient } from "@/workers/sitemap-client";
import { withEffectiveLocations } from "./location-guess";
import { PAGE_CHECK_MAX_REPLACED, type PageCheck } from "./page-check";
import type { EntryPatch, SitemapStore } from "./store-types";
import { makeNotice } from "./workspace-helpers";

export type SetState = Parameters<StateCreator<SitemapStore>>[0];
export type GetState = () => SitemapStore;

/** What a slice needs to check: the client (worker) and, in the app, the page's own session. */
export interface RecheckDeps {
  client: SitemapClient;
  pageCheck?: PageCheck;
}

/** What the change to check was, when the caller knows it (else the worker checks). */
export interface RecheckHint {
  /** The store's `revision` before the change. */
  since: number;
  /** The change's patches: a few that only replace entries may be checked on the page. */
  patches: readonly EntryPatch[];
}

/** A re-check function; failures become a notice, never a rejection. */
export interface Recheck {
  (hint?: RecheckHint): Promise<void>;
  /**
   * True when a re-check with `hint`, made right after its change, will check on the page in the same task
   * (the change's own quick per-entry check is then redundant). Asked before the change is applied;
   * `hint.since` is the store's revision then.
   */
  willCheckOnPage(hint: RecheckHint): boolean;
}

/** From this many patches on, a change is sent to the worker in a task after its own (`recheck`). */
const YIELD_FROM_PATCHES = 10_000;

/** True when `patches` only replace entries in place, and few of them. */
function isSmallReplace(patches: readonly EntryPatch[]): boolean {
  if (patches.length > PAGE_CHECK_MAX_REPLACED) return false;
  return patches.every((patch) => patch.before !== undefined && patch.after !== undefined);
}

/** A function that re-checks the workspace (see the module comment). */
export function createRecheck(set: SetState, get: GetState, deps: RecheckDeps): Recheck {
  const { client, pageCheck } = deps;
  // a small replace keeps every file's entry count: the workspace before the change counts the same
  const willCheckOnPage = (hint: RecheckHint) =>
    pageCheck !== undefined &&
    isSmallReplace(hint.patches) &&
    pageCheck.isWarm(get().files, get().engines, hint.since);
  const recheck = async function recheck(hint?: RecheckHint): Promise<void> {
    const { files, revision, engines } = get();
    let effective: SitemapFile[] | undefined;
    if (pageCheck && hint && isSmallReplace(hint.patches)) {
      effective = withEffectiveLocations(files);
      const problems = pageCheck.check(effective, engines, revision, hint.since, hint.patches);
      if (problems) {
        set({ problems, checking: false, checkFailed: false, checkedRevision: revision });
        return;
      }
    }
    set({ checking: true });
    try {
      if (hint && hint.patches.length >= YIELD_FROM_PATCHES) {
        // a bulk change of many rows: what the worker is sent of it is worked out in a task of its own,
        // after the change's (a million rows: two tasks of about 0.7 s instead of one of 1.5 s, the page
        // answering input between them); a newer change meanwhile sends its own
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (get().revision !== revision) return;
      }
      // after the yield: guessing the files' locations counts the origins of every changed URL (0.6 s of
      // a million URLs whose host a Find & replace changed), which was the change's own task
      effective ??= withEffectiveLocations(files);
      if (hint && hint.patches.length >= YIELD_FROM_PATCHES) {
        // and what the worker is sent in one more (a million URLs: 1.8 s had been one task)
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (get().revision !== revision) return;
      }
      const problems = await client.check(effective, { engines });
      if (get().revision !== revision) return;
      set({ problems, checking: false, checkFailed: false, checkedRevision: revision });
      const isCurrent = () => get().revision === revision;
      // the store takes the page's own objects for the same answer: its next checks keep most of them, and
      // so does what the page derives per run of problems (`problem-runs.ts`), where the worker's would all
      // be new objects to it (a pass over every problem on the next edit, in the edit's frame)
      pageCheck?.warm(effective, engines, revision, isCurrent, (same) => {
        if (isCurrent() && get().checkedRevision === revision) set({ problems: same });
      });
    } catch (error) {
      if (get().revision !== revision) return;
      const notice = makeNotice("error", "notice.check-failed", { detail: String(error) });
      set((state) => ({ checking: false, checkFailed: true, notices: [...state.notices, notice] }));
    }
  };
  return Object.assign(recheck, { willCheckOnPage });
}
