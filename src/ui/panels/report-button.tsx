/**
 * "Download report (CSV)": the current problems, or only those of the rule the table is filtered to (the
 * label says which), saved as `sitemap-issues.csv` or `sitemap-issues-<code>.csv` (UTF-8 with a BOM for Excel).
 */
import { memo } from "react";
import { selectCounts } from "@/store/selectors";
import { formatMessage, TOOLS_TEXT } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { buildProblemsReport, downloadText } from "./problems-report";

const TEXT = TOOLS_TEXT.report;

function ReportButtonView() {
  const store = useAppStoreApi();
  const code = useAppStore((state) => state.filter.code);
  // from the memoized counts: a filter of the list on every store change would cost a pass over it
  const count = useAppStore((state) => {
    const counts = selectCounts(state);
    const { code } = state.filter;
    return code ? (counts.byCode.get(code)?.count ?? 0) : counts.errors + counts.warnings + counts.infos;
  });
  const download = () => {
    const { problems, files, filter } = store.getState();
    const name = filter.code ? formatMessage(TEXT.codeFileName, { code: filter.code }) : TEXT.fileName;
    downloadText(buildProblemsReport(problems, files, filter.code), name);
  };
  return (
    <button
      type="button"
      className="pp-report"
      disabled={count === 0}
      title={formatMessage(code ? TEXT.codeTitle : TEXT.allTitle, { code, count })}
      aria-label={code ? formatMessage(TEXT.code, { code }) : TEXT.allName}
      onClick={download}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M8 2v8m0 0L5 7m3 3 3-3M3 12.5v1h10v-1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* the rule's code is in its name and title: a long code would cut the visible label */}
      <span className="pp-report-label">{code ? TEXT.codeShort : TEXT.all}</span>
    </button>
  );
}
// memoized: the problems panel around it renders again with every check an edit starts
export const ReportButton = memo(ReportButtonView);
