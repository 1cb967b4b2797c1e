/**
 * `set.url-in-several-files` for the check session (`check-session.ts`), kept by URL: after an edit only
 * the URLs the edited entries had or have are looked at again, in every file (each file's duplicate index
 * finds its first entry with a URL). The problems are those `checkUrlsAcrossFiles` reports, in its order.
 *
 * Thread-portable, no DOM.
 */
import { isFeedFormat, type Problem } from "../model/types";
import { findFirstWithHref } from "./duplicate-index";
import { appendAll, type FileState } from "./session-file-state";
import { reportUrlInOtherFile } from "./set-rules";

/**
 * `set.url-in-several-files` for one href across `states` (in order), as `checkUrlsAcrossFiles` reports
 * it: on the first entry with that href of every file after the first file that has it.
 */
function reportHrefAcrossFiles(states: readonly FileState[], href: string, out: Problem[][]): void {
  let first: { state: FileState; index: number } | undefined;
  for (let f = 0; f < states.length; f++) {
    const state = states[f];
    if (!state.ctx.active.has("set.url-in-several-files") || isFeedFormat(state.file.format)) continue;
    const index = findFirstWithHref(state.duplicates, state.urlHrefs, href);
    if (index < 0) continue;
    if (!first) first = { state, index };
    else reportUrlInOtherFile(state.file, state.ctx, index, first.state.file, first.index, out[f]);
  }
}

/** The cross-file problems of a session, by URL (see the module comment). */
export interface CrossFileUrls {
  /** Everything from scratch: O(total entries) with one Map. */
  checkAll(list: readonly FileState[]): void;
  /** Only `hrefs` again (the files and their order unchanged since the last `checkAll`). */
  checkHrefs(list: readonly FileState[], hrefs: ReadonlySet<string>): void;
  /**
   * The problems in `checkUrlsAcrossFiles` order: by file, then entry. The same array as last time while
   * no `checkAll` or `checkHrefs` changed anything (never changed once returned).
   */
  collect(list: readonly FileState[]): Problem[];
}

/** An empty set of cross-file problems. */
export function createCrossFileUrls(): CrossFileUrls {
  let byHref = new Map<string, Problem[][]>();
  /** The last `collect`'s answer, while still right. */
  let collected: Problem[] | undefined;

  function checkHrefs(list: readonly FileState[], hrefs: ReadonlySet<string>): void {
    for (const href of hrefs) {
      if (byHref.delete(href)) collected = undefined;
      const out = list.map(() => [] as Problem[]);
      reportHrefAcrossFiles(list, href, out);
      if (out.some((problems) => problems.length > 0)) {
        byHref.set(href, out);
        collected = undefined;
      }
    }
  }

  return {
    checkAll(list) {
      byHref = new Map();
      collected = undefined;
      if (list.length < 2) return;
      const lastFile = new Map<string, number>();
      const several = new Set<string>();
      for (let f = 0; f < list.length; f++) {
        if (isFeedFormat(list[f].file.format)) continue;
        for (const href of list[f].urlHrefs) {
          if (href === undefined) continue;
          const last = lastFile.get(href);
          if (last === f) continue;
          if (last !== undefined) several.add(href);
          lastFile.set(href, f);
        }
      }
      checkHrefs(list, several);
    },
    checkHrefs,
    collect(list) {
      if (collected) return collected;
      const out: Problem[] = [];
      collected = out;
      if (byHref.size === 0) return out;
      for (let f = 0; f < list.length; f++) {
        const found: Problem[] = [];
        for (const perFile of byHref.values()) appendAll(found, perFile[f]);
        found.sort((a, b) => (a.entry ?? 0) - (b.entry ?? 0));
        appendAll(out, found);
      }
      return out;
    },
  };
}
