/**
 * The history slice: undo and redo over patches (STYLE.md §4). Every entry change of the workspace goes
 * through `commitStep`, which applies the step's patches (or swaps a sitemap index's `<sitemap>` list, a
 * step's `refs`) and records it under a capture policy; `undo` and `redo` apply a step backwards or
 * forwards and move it between the stacks. File load is never
 * recorded; removing a file forgets its steps (`forgetFile`, called by `removeFile`).
 */
import type { StateCreator } from "zustand";
import type { SitemapFile } from "@/core/index";
import { applyPatches, invertPatches } from "./history-patches";
import { addChangedFiles, recordStepCounted } from "./history-steps";
import { FOLLOW_LINKS_STEP, offerLinksBack, offerMovesAfter } from "./moved-links-actions";
import { findCut, type ReadingBefore, restoreCut } from "./reading-cut";
import { createRecheck, type GetState, type RecheckDeps, type SetState } from "./recheck";
import type {
  CapturePolicy,
  EntryPatch,
  HistorySlice,
  HistoryStep,
  RefsChange,
  SitemapStore,
} from "./store-types";
import { makeNotice } from "./workspace-helpers";

/**
 * From this many patches on, the problems shown until the change's check are not counted
 * (`SitemapStore.staleRevision`): those of the changed entries are dropped at once and a set's duplicates
 * come back only with the check, so a Find & replace over 200,000 URLs showed "Warnings 0" for 1.5 s.
 */
export const STALE_FROM_PATCHES = 1_000;

function applyToState(set: SetState, get: GetState, patches: EntryPatch[], quick = true): void {
  const state = get();
  const next = applyPatches(state, patches, state.engines, quick);
  const revision = state.revision + 1;
  set({ ...next, revision, ...(patches.length >= STALE_FROM_PATCHES ? { staleRevision: revision } : {}) });
}

/** The reading problems each file of `before` lost in `after` (the state after a step), with their places. */
function getReadingBefore(
  before: readonly SitemapFile[],
  after: readonly SitemapFile[],
): HistoryStep["readingBefore"] {
  const kept: ReadingBefore[] = [];
  for (const file of before) {
    const now = after.find((other) => other.name === file.name);
    if (!now || now.problems === file.problems) continue;
    const found = findCut(file.problems, now.problems);
    if (found) kept.push({ file: file.name, ...found });
  }
  return kept.length > 0 ? kept : undefined;
}

/** Puts back the reading problems an undone step had cut (`HistoryStep.readingBefore`), as one state change. */
function restoreReading(set: SetState, reading: HistoryStep["readingBefore"]): void {
  if (!reading) return;
  const byName = new Map(reading.map((kept) => [kept.file, kept]));
  set((state) => ({
    files: state.files.map((file) => {
      const kept = byName.get(file.name);
      return kept ? { ...file, problems: restoreCut(file.problems, kept) } : file;
    }),
  }));
}

/**
 * Puts one side of a step's `refs` in place: the file's `<sitemap>` list and its reading problems; the
 * file's other entry problems go until the check that follows.
 */
function applyRefs(set: SetState, get: GetState, refs: RefsChange, forwards: boolean): void {
  const state = get();
  const name = refs.file;
  const sitemaps = forwards ? refs.after : refs.before;
  const file = state.files.find((candidate) => candidate.name === name);
  if (!file) return;
  // (a step saved without them keeps the file's problems that are on no entry)
  const reading =
    (forwards ? refs.problemsAfter : refs.problemsBefore) ??
    file.problems.filter((problem) => problem.entry === undefined);
  const files = state.files.map((other) =>
    other === file ? { ...file, sitemaps, problems: reading } : other,
  );
  const kept = state.problems.filter((problem) => problem.file !== name || problem.entry === undefined);
  const problems = kept.concat(reading.filter((problem) => problem.entry !== undefined));
  set({ files, problems, revision: state.revision + 1 });
}

/** True when the step changes anything (entry patches, or a `<sitemap>` list). */
function hasChanges(step: HistoryStep): boolean {
  return (
    step.patches.length > 0 ||
    step.refs !== undefined ||
    (step.indexRefs?.length ?? 0) > 0 ||
    (step.locations?.length ?? 0) > 0
  );
}

/** Applies a step's `indexRefs` forwards (in order) or backwards (in reverse order). */
function applyIndexRefs(set: SetState, get: GetState, step: HistoryStep, forwards: boolean): void {
  const lists = step.indexRefs;
  if (!lists) return;
  if (forwards) for (const refs of lists) applyRefs(set, get, refs, true);
  else for (let i = lists.length - 1; i >= 0; i--) applyRefs(set, get, lists[i], false);
}

/** Puts a step's `locations` in place, forwards (`after`) or backwards (`before`). */
export function applyLocations(set: SetState, step: HistoryStep, forwards: boolean): void {
  const changes = step.locations;
  if (!changes || changes.length === 0) return;
  const byName = new Map(changes.map((change) => [change.file, forwards ? change.after : change.before]));
  set((state) => ({
    files: state.files.map((file) => {
      if (!byName.has(file.name)) return file;
      const { location: _old, ...rest } = file;
      const location = byName.get(file.name);
      return location === undefined ? rest : { ...rest, location };
    }),
    revision: state.revision + 1,
  }));
}

/** The hint of the re-check after `step`: none (a full check) when it changed a `<sitemap>` list or a location. */
function getRecheckHint(step: HistoryStep, since: number, patches: EntryPatch[]) {
  return step.refs || step.indexRefs || step.locations ? undefined : { since, patches };
}

/**
 * Applies `step` to the workspace and records it under `capture` (a new step clears the redo stack).
 * Returns false, changing nothing, when the step changes nothing. The caller re-checks; `quick` false
 * skips the quick per-entry check of what changed (for a caller whose re-check runs at once on the page).
 */
export function commitStep(
  set: SetState,
  get: GetState,
  step: HistoryStep,
  capture: CapturePolicy,
  quick = true,
): boolean {
  if (!hasChanges(step)) return false;
  const before = get().files;
  if (step.refs) applyRefs(set, get, step.refs, true);
  else applyToState(set, get, step.patches, quick);
  // the reading problems the patches cut, before the indexes' lists change (theirs go with `indexRefs`)
  const readingBefore = step.refs ? undefined : getReadingBefore(before, get().files);
  applyIndexRefs(set, get, step, true);
  applyLocations(set, step, true);
  if (capture === "never") return true;
  const recorded = readingBefore ? { ...step, readingBefore } : step;
  set((state) => {
    const { steps: past, lost, dropped } = recordStepCounted(state.past, recorded, capture);
    const beyondUndo = dropped ? addChangedFiles(state.beyondUndo, dropped) : state.beyondUndo;
    if (lost === 0) return { past, future: [], beyondUndo };
    // said, not silent: the user may count on undoing an older step
    // the texts name HISTORY_PATCH_LIMIT (1,500,000 changed URLs)
    const text = lost === 1 ? "notice.history-trimmed-one" : "notice.history-trimmed";
    const notice = makeNotice("info", text, { count: String(lost) });
    return { past, future: [], beyondUndo, notices: [...state.notices, notice] };
  });
  return true;
}

/** The history slice; `deps` run the check after an undo or redo. */
export function createHistorySlice(deps: RecheckDeps): StateCreator<SitemapStore, [], [], HistorySlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps);
    return {
      past: [],
      future: [],
      beyondUndo: [],
      undo() {
        const step = get().past.at(-1);
        if (!step) return;
        const since = get().revision;
        const patches = invertPatches(step.patches);
        applyLocations(set, step, false);
        applyIndexRefs(set, get, step, false);
        if (step.refs) applyRefs(set, get, step.refs, false);
        else applyToState(set, get, patches);
        restoreReading(set, step.readingBefore);
        // an undone step no longer absorbs typing
        const { eventual: _dropped, ...undone } = step;
        set((state) => ({ past: state.past.slice(0, -1), future: [undone, ...state.future] }));
        void recheck(getRecheckHint(step, since, patches));
        // links taken along undone: the offer to take them comes back (a rename undone ends its own)
        if (step.label === FOLLOW_LINKS_STEP) offerLinksBack(get, step.patches);
        else offerMovesAfter(get, patches);
      },
      redo() {
        const step = get().future[0];
        if (!step) return;
        const since = get().revision;
        if (step.refs) applyRefs(set, get, step.refs, true);
        else applyToState(set, get, step.patches);
        applyIndexRefs(set, get, step, true);
        applyLocations(set, step, true);
        set((state) => ({ past: [...state.past, step], future: state.future.slice(1) }));
        void recheck(getRecheckHint(step, since, step.patches));
        // a rename redone: its links are offered again
        offerMovesAfter(get, step.patches);
      },
    };
  };
}
