/**
 * The store changes of a file opened: added last, or put in place of the open file of its name (a new
 * version of it: `addFiles` with `replace`, a table imported again). Pure: state in, partial state out.
 */
import type { SitemapFile } from "@/core/index";
import { forgetFile, withoutName } from "./history-steps";
import { parseRowKey } from "./selection";
import type { SitemapStore } from "./store-types";

/** The state with `file` read and added last. */
export function addFile(state: SitemapStore, file: SitemapFile): Partial<SitemapStore> {
  return {
    files: [...state.files, file],
    problems: [...state.problems, ...file.problems],
    revision: state.revision + 1,
    addedRevision: state.revision + 1,
    openedRevision: state.revision + 1,
  };
}

/**
 * The state with `old` replaced by `file` (a new version of it, same name) where it was: the location the
 * user gave the old one is kept; its problems, undo steps (as when it is removed), selection and the row
 * being edited go, since its entries are not the same.
 */
export function replaceFile(state: SitemapStore, old: SitemapFile, file: SitemapFile): Partial<SitemapStore> {
  const name = file.name;
  const next =
    old.location !== undefined && file.location === undefined ? { ...file, location: old.location } : file;
  return {
    ...forgetFile(state.past, state.future, name),
    beyondUndo: withoutName(state.beyondUndo, name),
    files: state.files.map((loaded) => (loaded === old ? next : loaded)),
    problems: [...state.problems.filter((problem) => problem.file !== name), ...file.problems],
    revision: state.revision + 1,
    addedRevision: state.revision + 1,
    openedRevision: state.revision + 1,
    activeRow: state.activeRow?.file === name ? undefined : state.activeRow,
    selection: new Set([...state.selection].filter((key) => parseRowKey(key).file !== name)),
    selectionAnchor: state.selectionAnchor?.file === name ? undefined : state.selectionAnchor,
  };
}
