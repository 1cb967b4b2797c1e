/**
 * The history slice: undo and redo over patches (STYLE.md §4). Every entry change of the workspace goes
 * through `commitStep`, which applies the step's patches and records it under a capture policy; `undo` and
 * `redo` apply a step's patches backwards or forwards and move it between the stacks. File load is never
 * recorded; removing a file forgets its steps (`forgetFile`, called by `removeFile`).
 */
import type { StateCreator } from "zustand";
import { applyPatches, invertPatches } from "./history-patches";
import { recordStep } from "./history-steps";
import { createRecheck, type GetState, type RecheckDeps, type SetState } from "./recheck";
import type { CapturePolicy, EntryPatch, HistorySlice, HistoryStep, SitemapStore } from "./store-types";

function applyToState(set: SetState, get: GetState, patches: EntryPatch[]): void {
  const state = get();
  const next = applyPatches(state, patches, state.engines);
  set({ ...next, revision: state.revision + 1 });
}

/**
 * Applies `step` to the workspace and records it under `capture` (a new step clears the redo stack).
 * Returns false, changing nothing, when the step has no patches. The caller re-checks.
 */
export function commitStep(set: SetState, get: GetState, step: HistoryStep, capture: CapturePolicy): boolean {
  if (step.patches.length === 0) return false;
  applyToState(set, get, step.patches);
  if (capture !== "never") set((state) => ({ past: recordStep(state.past, step, capture), future: [] }));
  return true;
}

/** The history slice; `deps` run the check after an undo or redo. */
export function createHistorySlice(deps: RecheckDeps): StateCreator<SitemapStore, [], [], HistorySlice> {
  return (set, get) => {
    const recheck = createRecheck(set, get, deps);
    return {
      past: [],
      future: [],
      undo() {
        const step = get().past.at(-1);
        if (!step) return;
        const since = get().revision;
        const patches = invertPatches(step.patches);
        applyToState(set, get, patches);
        // an undone step no longer absorbs typing
        const { eventual: _dropped, ...undone } = step;
        set((state) => ({ past: state.past.slice(0, -1), future: [undone, ...state.future] }));
        void recheck({ since, patches });
      },
      redo() {
        const step = get().future[0];
        if (!step) return;
        const since = get().revision;
        applyToState(set, get, step.patches);
        set((state) => ({ past: [...state.past, step], future: state.future.slice(1) }));
        void recheck({ since, patches: step.patches });
      },
    };
  };
}
