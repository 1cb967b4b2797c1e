/**
 * The offer to take hreflang links along after a `loc` renamed by hand (`core/edit/moved-links.ts`): a
 * warning notice, "3 hreflang links still point at the old URL …", with a button that writes them as the
 * new URL in one undoable step. The offer is made after the edit's own frame (its scan of every link is
 * the edit's path otherwise), and `refreshMovedLinks` keeps it true as the workspace changes: a rename
 * undone, the row deleted or the links edited end it; another rename joins it. Thin: the core finds and
 * writes the links.
 */

import type { StoreApi } from "zustand";
import { addLocMoves, findMovedLinks, followMovedLinks, type LocMove } from "@/core/edit/moved-links";
import { runAfterNextPaint } from "./after-paint";
import { makeReplacePatches } from "./edit-patches";
import { commitStep } from "./history-slice";
import type { GetState, Recheck, SetState } from "./recheck";
import type { EntryPatch, Notice, SitemapStore, WorkspaceSlice } from "./store-types";
import { makeNotice } from "./workspace-helpers";

type MovedLinksActions = Pick<
  WorkspaceSlice,
  "movedLinks" | "offerLocMoves" | "refreshMovedLinks" | "followMovedLinks"
>;

/**
 * After a committed step of `patches` (an edit, a Find & replace, a paste over rows): the `loc`s it
 * renamed, offered once the step's frame is painted (`offerLocMoves`); nothing when it renamed none.
 */
export function offerMovesAfter(get: GetState, patches: readonly EntryPatch[]): void {
  const moves: LocMove[] = [];
  for (const { before, after } of patches)
    if (before && after && before.loc !== after.loc && before.loc !== "")
      moves.push({ from: before.loc, to: after.loc });
  if (moves.length > 0) runAfterNextPaint(() => get().offerLocMoves(moves));
}

/** The label of the step that takes the links along (`followMovedLinks`). */
export const FOLLOW_LINKS_STEP = "history.follow-links";

/**
 * After the step that took links along (`patches`, as recorded) is undone: its links name the old URLs
 * again, so the offer comes back for the moves they show (each link's `href` before and after the step).
 */
export function offerLinksBack(get: GetState, patches: readonly EntryPatch[]): void {
  const moves = new Map<string, string>();
  for (const { before, after } of patches) {
    if (!before || !after) continue;
    before.alternates.forEach((link, i) => {
      const now = after.alternates[i]?.href;
      if (now !== undefined && now !== link.href) moves.set(link.href, now);
    });
  }
  if (moves.size > 0)
    runAfterNextPaint(() => get().offerLocMoves([...moves].map(([from, to]) => ({ from, to }))));
}

/** The key of the offer's notice (messages: `notice.moved-links`). */
export const MOVED_LINKS_NOTICE = "notice.moved-links";

/** The notice's params: the links' count, and the old URL of one move or how many pages moved. */
function getOfferParams(moves: readonly LocMove[], links: number): Record<string, string> {
  const count = String(links);
  return moves.length === 1 ? { count, from: moves[0].from } : { count, pages: String(moves.length) };
}

/** The actions of the offer (part of the workspace slice). */
export function createMovedLinks(set: SetState, get: GetState, recheck: Recheck): MovedLinksActions {
  /** Shows the offer for `moves` (as `findMovedLinks` keeps them) or ends it; one notice at a time. */
  const show = (moves: readonly LocMove[]) => {
    const { movedLinks, notices } = get();
    const found = findMovedLinks(get().files, moves);
    const old = movedLinks?.notice;
    if (found.links === 0) {
      if (movedLinks) set({ movedLinks: undefined, notices: notices.filter((item) => item.id !== old) });
      return;
    }
    const params = getOfferParams(found.moves, found.links);
    const current = notices.find((item) => item.id === old);
    if (current && isSameParams(current, params)) {
      if (movedLinks?.moves !== found.moves) set({ movedLinks: { notice: current.id, moves: found.moves } });
      return;
    }
    const notice = makeNotice("warning", MOVED_LINKS_NOTICE, params);
    set({
      movedLinks: { notice: notice.id, moves: found.moves },
      notices: [...notices.filter((item) => item.id !== old), notice],
    });
  };
  return {
    movedLinks: undefined,
    offerLocMoves(moves) {
      show(addLocMoves(get().movedLinks?.moves ?? [], moves));
    },
    refreshMovedLinks() {
      const offer = get().movedLinks;
      if (offer) show(offer.moves);
    },
    followMovedLinks() {
      const offer = get().movedLinks;
      if (!offer) return 0;
      const files = get().files;
      const changes = followMovedLinks(files, offer.moves);
      const links = findMovedLinks(files, offer.moves).links;
      set((state) => ({
        movedLinks: undefined,
        notices: state.notices.filter((item) => item.id !== offer.notice),
      }));
      const patches = makeReplacePatches(
        files,
        changes.map(({ file, entry, after }) => ({ row: { file, entry }, entry: after })),
      );
      if (patches.length === 0) return 0;
      const since = get().revision;
      const params = { count: links, pages: findMovedLinks(files, offer.moves).moves.length };
      const step = { label: FOLLOW_LINKS_STEP, params, patches };
      if (!commitStep(set, get, step, "immediate")) return 0;
      void recheck({ since, patches });
      return links;
    },
  };
}

/** True when `notice` already says what `params` would. */
function isSameParams(notice: Notice, params: Record<string, string>): boolean {
  const had = notice.params ?? {};
  const keys = Object.keys(params);
  return keys.length === Object.keys(had).length && keys.every((key) => had[key] === params[key]);
}

/**
 * Keeps the offer true to the workspace: after any change of the files while an offer is open (an undo,
 * a deletion, the links edited, a file removed), `refreshMovedLinks` runs in a task of its own after the
 * next paint, once for the changes until then. Call once, when the store is made.
 */
export function keepMovedLinksTrue(api: StoreApi<SitemapStore>): void {
  let queued = false;
  api.subscribe((state, previous) => {
    if (queued || state.movedLinks === undefined || state.files === previous.files) return;
    queued = true;
    runAfterNextPaint(() => {
      queued = false;
      api.getState().refreshMovedLinks();
    });
  });
}
