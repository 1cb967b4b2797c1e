/**
 * Quick fixes as store actions: the core decides what a fix is (`getQuickFix`, `applyQuickFixes`); the
 * store turns the changed entries into one undoable step and re-checks. Thin: no fixing logic here.
 */
import { applyQuickFixes, type FixBatchResult, getQuickFix, isRuleCode, startQuickFixes } from "@/core/index";
import { commitStep } from "./history-slice";
import type { GetState, Recheck, SetState } from "./recheck";
import type { EntryPatch, WorkspaceSlice } from "./store-types";

type FixActions = Pick<WorkspaceSlice, "applyFix" | "applyFixAll" | "applyFixAllInSlices">;

/**
 * Problems a task of `applyFixAllInSlices` works out: about 0.1-0.2 s in Chromium on a 2-core machine
 * (`lastmod.no-timezone` 5 µs a problem, a Cyrillic URL encoded about 10).
 */
export const FIX_SLICE_PROBLEMS = 20_000;

/** The fix actions of the workspace slice. */
export function createFixActions(set: SetState, get: GetState, recheck: Recheck): FixActions {
  const actions: FixActions = {
    applyFix(row, problem) {
      const source = get().files.find((candidate) => candidate.name === row.file)?.urls[row.entry];
      const fix = source && getQuickFix(problem, source);
      if (!fix || !isRuleCode(problem.code)) return;
      // the core applies it as a batch of one: a fix may edit another entry (the return link of
      // hreflang.not-reciprocal goes on the page linked to), and a loc it changes takes its hreflang links along
      const asked = { ...problem, file: row.file, entry: row.entry };
      const { changed } = applyQuickFixes(get().files, [asked], problem.code);
      if (changed.length === 0) return;
      const patches: EntryPatch[] = changed.map(({ file, entry, before, after }) => ({
        file,
        entry,
        before,
        after,
      }));
      const params = { code: problem.code, fix: fix.id, text: fix.label };
      const since = get().revision;
      if (commitStep(set, get, { label: "history.fix", params, patches }, "immediate"))
        void recheck({ since, patches });
    },
    applyFixAll(code, choices, defaults) {
      if (!isRuleCode(code)) return 0;
      return commitFixAll(code, applyQuickFixes(get().files, get().problems, code, choices, defaults));
    },
    async applyFixAllInSlices(code, choices, defaults) {
      if (!isRuleCode(code)) return 0;
      // an edit, an undo or a check's answer meanwhile: the fixes worked out may be of old entries, so
      // the batch starts again on the workspace as it is (twice; then at once, in one task)
      for (let attempt = 0; attempt < 3; attempt++) {
        const { files, problems } = get();
        const batch = startQuickFixes(files, problems, code, choices, defaults);
        const changed = () => get().files !== files || get().problems !== problems;
        let done = batch.advance(FIX_SLICE_PROBLEMS);
        while (!done && !changed()) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (!changed()) done = batch.advance(FIX_SLICE_PROBLEMS);
        }
        if (done && !changed()) return commitFixAll(code, batch.finish());
      }
      return get().applyFixAll(code, choices, defaults);
    },
  };
  return actions;

  /** Records the batch's changes as one step ("history.fix-all") and re-checks; the problems it fixed. */
  function commitFixAll(code: string, { changed, fixed }: FixBatchResult): number {
    const patches: EntryPatch[] = changed.map(({ file, entry, before, after }) => ({
      file,
      entry,
      before,
      after,
    }));
    // the problems fixed, as the button counted them (a loc fix also moves the hreflang links to it)
    const params = { code, count: fixed };
    const since = get().revision;
    if (commitStep(set, get, { label: "history.fix-all", params, patches }, "immediate"))
      void recheck({ since, patches });
    return patches.length > 0 ? fixed : 0;
  }
}
