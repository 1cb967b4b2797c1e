/**
 * Quick fixes as store actions: the core decides what a fix is (`getQuickFix`, `applyQuickFixes`); the
 * store turns the changed entries into one undoable step and re-checks. Thin: no fixing logic here.
 */
import { applyQuickFixes, getQuickFix, isRuleCode } from "@/core/index";
import { commitStep } from "./history-slice";
import type { GetState, Recheck, SetState } from "./recheck";
import type { EntryPatch, WorkspaceSlice } from "./store-types";

type FixActions = Pick<WorkspaceSlice, "applyFix" | "applyFixAll">;

/** The fix actions of the workspace slice. */
export function createFixActions(set: SetState, get: GetState, recheck: Recheck): FixActions {
  return {
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
      const { changed, fixed } = applyQuickFixes(get().files, get().problems, code, choices, defaults);
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
    },
  };
}
