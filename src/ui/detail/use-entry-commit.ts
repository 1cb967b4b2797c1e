/**
 * Reading and editing the active row for the detail pane. An edit is a pure function of the entry
 * (`entry-edits.ts`), applied to the entry as it is in the store when the edit commits (not as it was
 * rendered), and handed to the store's `replaceEntries` as one undoable step.
 */
import { useCallback } from "react";
import type { Problem, UrlEntry } from "@/core/index";
import { selectEntry, selectProblemsByRow } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useAppStoreApi, useDeferredAppStore } from "@/ui/store-context";

const NO_PROBLEMS: readonly Problem[] = [];

/** A change of the entry: a new entry from the current one (return the same one for no change). */
export type EntryEdit = (entry: UrlEntry) => UrlEntry;

/**
 * Commits `edit` to the row's entry under an undo `label`: a key of `messages.detail.undo` prefixed
 * `detail.` (`detail.edit`, `detail.removeImage`) with its `params` (`field`: a key of
 * `messages.detail.fields`, `n`), so the Undo button names the step in the language shown when it is
 * read (`getStepLabel`), not the one it was made in.
 */
export type CommitEdit = (edit: EntryEdit, label: string, params?: Record<string, string | number>) => void;

/**
 * The entry the row points at (undefined once it is gone) and its problems, one frame behind a change
 * (`useDeferredAppStore`): a cell edit's frame paints the grid's cell and the problems panel, and the
 * pane's fields follow in the next (their inputs' new values cost about a millisecond of that frame). A
 * component that shows another row must be keyed by it (a fresh one starts with the row's own values).
 */
export function useRowEntry(row: RowRef): { entry: UrlEntry | undefined; problems: readonly Problem[] } {
  const entry = useDeferredAppStore((state) => selectEntry(state, row));
  const problems = useDeferredAppStore((state) => selectProblemsByRow(state).of(row) ?? NO_PROBLEMS);
  return { entry, problems };
}

/** A `CommitEdit` for `row`. */
export function useEntryCommit(row: RowRef): CommitEdit {
  const store = useAppStoreApi();
  return useCallback(
    (edit, label, params) => {
      const state = store.getState();
      const current = selectEntry(state, row);
      if (!current) return;
      const next = edit(current);
      if (next !== current) state.replaceEntries([{ row, entry: next }], label, "immediate", params);
    },
    [store, row],
  );
}
