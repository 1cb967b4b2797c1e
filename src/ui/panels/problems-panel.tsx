/**
 * The problems panel: totals by severity, then the problems grouped by rule code (errors first, then
 * warnings, then info). A group's button filters the entries table to its code; pressing it again clears
 * the filter. Above them: the engine profiles, the CSV report, and the notice of the last quick fix.
 */
import { memo, useCallback, useId, useState } from "react";
import type { Severity } from "@/core/index";
import { selectCounts, selectUnchecked } from "@/store/selectors";
import { formatCount, messages } from "@/ui/messages";
import { FoldPanelButton } from "@/ui/side-panels";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { selectProblemGroups } from "@/ui/table/table-selectors";
import { EngineToggles } from "@/ui/toolbar/engine-toggles";
import { FixNotice, type FixResult } from "./problems-panel-fix";
import { ProblemGroupItem } from "./problems-panel-group";
import { PROBLEMS_TEXT } from "./problems-panel-text";
import { ReportButton } from "./report-button";
import "./problems-panel.css";

const TEXT = PROBLEMS_TEXT;

function TotalsView() {
  // numbers: a check that keeps them renders nothing here
  const errors = useAppStore((state) => selectCounts(state).errors);
  const warnings = useAppStore((state) => selectCounts(state).warnings);
  const infos = useAppStore((state) => selectCounts(state).infos);
  // a file just opened and not checked yet: its reading problems alone are no totals to show
  const unchecked = useAppStore(selectUnchecked);
  const totals: [Severity, number][] = [
    ["error", errors],
    ["warning", warnings],
    ["info", infos],
  ];
  return (
    <dl className="pp-totals" aria-label={TEXT.totalsLabel}>
      {totals.map(([severity, count]) => (
        <div
          key={severity}
          className={`pp-total pp-total--${severity}${count === 0 || unchecked ? " pp-total--zero" : ""}`}
        >
          <dt>{messages.severityPlural[severity]}</dt>
          <dd>{unchecked ? "…" : formatCount(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
// memoized: the problems panel around it renders again with every check an edit starts
const Totals = memo(TotalsView);

export function ProblemsPanel() {
  const titleId = useId();
  const store = useAppStoreApi();
  const groups = useAppStore(selectProblemGroups);
  const hasFiles = useAppStore((state) => state.files.length > 0);
  // a file just opened and not checked yet (the rest of its drop still being read) is not clean yet either
  const checking = useAppStore((state) => state.checking || selectUnchecked(state));
  const checkRunning = useAppStore((state) => state.checking);
  const checkFailed = useAppStore((state) => state.checkFailed);
  const checkedRevision = useAppStore((state) => state.checkedRevision);
  const selectedCode = useAppStore((state) => state.filter.code);
  const onToggle = useCallback(
    (code: string) => {
      const { filter, setFilter, problems } = store.getState();
      // a severity filter could hide every row of the code; the code says enough; a File filter too, when
      // none of the code's problems is in that file (the table would show no row)
      const other =
        filter.file !== undefined && !problems.some((p) => p.code === code && p.file === filter.file);
      if (filter.code === code) setFilter({ code: undefined });
      else setFilter(other ? { code, severity: undefined, file: undefined } : { code, severity: undefined });
    },
    [store],
  );
  const [fixed, setFixed] = useState<FixResult | undefined>(undefined);

  return (
    <section
      className="pp-panel"
      aria-labelledby={titleId}
      // a Fix that fixed its group away: focus to the notice's Undo, else the first group
      data-focus-fallback=".pp-fixed-undo|.pp-toggle"
      aria-busy={checkRunning}
      data-checked-revision={checkedRevision}
    >
      <div className="pp-head">
        <h2 id={titleId} className="pp-heading">
          {TEXT.title}
        </h2>
        {hasFiles && <ReportButton />}
        <FoldPanelButton panel="problems" />
      </div>
      <EngineToggles />
      <FixNotice result={fixed} />
      {!hasFiles && groups.length === 0 ? (
        <p className="pp-idle">{TEXT.idle}</p>
      ) : (
        <>
          <Totals />
          {checkFailed && !checking && (
            <div className="pp-failed" role="alert">
              <p className="pp-none-title">{TEXT.failed}</p>
              <p className="pp-none-hint">{TEXT.failedHint}</p>
            </div>
          )}
          {groups.length === 0 && checkFailed ? null : groups.length === 0 ? (
            <div className="pp-none" role="status">
              {/* no tick while the check runs: nothing is known to be clean yet */}
              {!checking && (
                <span className="pp-check" aria-hidden="true">
                  ✓
                </span>
              )}
              <p className="pp-none-title">{checking ? messages.app.checking : TEXT.none}</p>
              {!checking && <p className="pp-none-hint">{TEXT.noneHint}</p>}
            </div>
          ) : (
            <ul className="pp-groups" aria-label={TEXT.groupsLabel}>
              {groups.map((group) => (
                <ProblemGroupItem
                  key={group.code}
                  group={group}
                  selected={group.code === selectedCode}
                  onToggle={onToggle}
                  onFixed={setFixed}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
