/**
 * The workspace's entry edits: each builds the patches of one step (`edit-patches.ts`), commits it through
 * the history (`commitStep`, undoable) and re-checks. Thin: no checking or editing logic here.
 */

import type { Problem, SitemapRef, UrlEntry } from "@/core/index";
import { makeAppendPatches, makeDeletePatches, makeFieldPatches, makeReplacePatches } from "./edit-patches";
import { commitStep } from "./history-slice";
import { offerMovesAfter } from "./moved-links-actions";
import type { GetState, Recheck, SetState } from "./recheck";
import type { RowRef, WorkspaceSlice } from "./store-types";
import { hasUrlRows, makeEmptyEntry } from "./workspace-helpers";

type EditingActions = Pick<
  WorkspaceSlice,
  "editField" | "addRow" | "discardAddedRow" | "deleteRows" | "replaceEntries" | "setSitemapRefs"
>;

/**
 * `problems` (a file's reading problems) for its `<sitemap>` list going from `before` to `after`: one on an
 * entry kept as it was (the same object) follows it to its new index; one on an entry edited or removed
 * goes (it spoke of the text as read; the check finds what is still wrong); the file's own stay.
 */
export function followRefs(
  problems: Problem[],
  before: readonly SitemapRef[],
  after: readonly SitemapRef[],
): Problem[] {
  const at = new Map(after.map((ref, index) => [ref, index]));
  const out: Problem[] = [];
  for (const problem of problems) {
    if (problem.entry === undefined) {
      out.push(problem);
      continue;
    }
    const index = at.get(before[problem.entry]);
    if (index !== undefined) out.push(index === problem.entry ? problem : { ...problem, entry: index });
  }
  return out.length === problems.length && out.every((problem, i) => problem === problems[i])
    ? problems
    : out;
}

/** True when `entry` holds nothing: no `loc`, no other field, no item (as `makeEmptyEntry` makes it). */
function isEmptyEntry(entry: UrlEntry): boolean {
  const { loc, lastmod, changefreq, priority, images, videos, alternates, news, extra } = entry;
  const items = images.length + videos.length + alternates.length;
  return (
    loc === "" && items === 0 && [lastmod, changefreq, priority, news, extra].every((v) => v === undefined)
  );
}

/** True when the two `<sitemap>` lists are the same entries (by identity) in the same order. */
function isSameList(a: readonly SitemapRef[], b: readonly SitemapRef[]): boolean {
  return a.length === b.length && a.every((ref, i) => ref === b[i]);
}

/** The edit actions of the workspace slice. */
export function createEditing(set: SetState, get: GetState, recheck: Recheck): EditingActions {
  return {
    editField(row, field, raw) {
      const patches = makeFieldPatches(get().files, row, field, raw.trim());
      const hint = { since: get().revision, patches };
      // checked on the page right after: no quick check of the entry first (the edit's frame pays once)
      const quick = !recheck.willCheckOnPage(hint);
      if (commitStep(set, get, { label: "history.edit", params: { field }, patches }, "immediate", quick)) {
        void recheck(hint);
        // a page renamed by hand: its hreflang links may still name the old URL (offered after the frame)
        if (field === "loc") offerMovesAfter(get, patches);
      }
    },
    addRow(name) {
      const patches = makeAppendPatches(get().files, name, makeEmptyEntry());
      const row: RowRef = patches[0] ?? { file: name, entry: 0 };
      if (commitStep(set, get, { label: "history.add-row", patches }, "immediate")) void recheck();
      return { file: row.file, entry: row.entry };
    },
    discardAddedRow(row) {
      const step = get().past.at(-1);
      const patch = step?.patches[0];
      if (step?.label !== "history.add-row" || step.patches.length !== 1 || !patch) return false;
      if (patch.file !== row.file || patch.entry !== row.entry) return false;
      // still empty (typing into a row just added joins its Add URL step)
      const entry = get().files.find((candidate) => candidate.name === row.file)?.urls[row.entry];
      if (!entry || !isEmptyEntry(entry)) return false;
      get().undo();
      set((state) => ({ future: state.future.slice(1) }));
      return true;
    },
    deleteRows(rows) {
      const patches = makeDeletePatches(get().files, rows);
      const step = { label: "history.delete-rows", params: { count: patches.length }, patches };
      if (commitStep(set, get, step, "immediate")) void recheck();
    },
    setSitemapRefs(name, sitemaps, basis) {
      const file = get().files.find((candidate) => candidate.name === name);
      if (file && basis !== undefined && file.sitemaps !== basis) {
        // edits of a list that is gone would put the old entries back over the new ones
        get().notify("error", "notice.index-changed", { name });
        return false;
      }
      if (!file || hasUrlRows(file)) return false;
      if (isSameList(file.sitemaps, sitemaps)) return true;
      const problemsAfter = followRefs(file.problems, file.sitemaps, sitemaps);
      const refs = {
        file: name,
        before: file.sitemaps,
        after: sitemaps,
        problemsBefore: file.problems,
        problemsAfter,
      };
      const step = { label: "history.index-edit", params: { file: name }, patches: [], refs };
      if (commitStep(set, get, step, "immediate")) void recheck();
      return true;
    },
    replaceEntries(changes, label, capture = "immediate", params) {
      const patches = makeReplacePatches(get().files, changes);
      const since = get().revision;
      const step = params ? { label, params, patches } : { label, patches };
      if (commitStep(set, get, step, capture)) void recheck({ since, patches });
    },
  };
}
