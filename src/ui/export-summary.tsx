/**
 * What the export will write: the files with their URL counts and sizes (from the core's plan), entries
 * left out, prefixes that cannot be declared, and whether comments of the sources are dropped.
 */
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import { formatBytes, formatMessage, formatPlural, messages } from "./messages";

const text = messages.exportDialog;
/** Files listed before "and N more". */
const MAX_LISTED = 8;

export interface ExportSummaryProps {
  plan: ExportPlan | undefined;
  urls: number;
  skipped: number;
  nothing: boolean;
  /** Names of the exported source files that had comments or processing instructions. */
  commented: readonly string[];
}

export function ExportSummary({ plan, urls, skipped, nothing, commented }: ExportSummaryProps) {
  if (nothing) return <p className="export-summary muted">{text.nothing}</p>;
  const fileCount = plan?.files.length ?? 1;
  const written = plan?.written ?? urls;
  const left = plan?.skipped.length ?? skipped;
  const hasIndex = plan?.files.some((file) => file.kind === "sitemapindex") ?? false;
  const bytes = plan?.files.reduce((sum, file) => sum + file.byteLength, 0);
  const undeclared = plan?.undeclaredPrefixes ?? [];
  return (
    <div className="export-summary" aria-live="polite" aria-busy={!plan}>
      <p className="export-summary-main">
        {formatMessage(fileCount === 1 ? text.summaryOne : text.summary, { files: fileCount, urls: written })}
        {hasIndex && <span className="muted"> · {text.withIndex}</span>}
        {bytes !== undefined && <span className="muted"> · {formatBytes(bytes)}</span>}
      </p>
      {plan && <ExportFileList plan={plan} />}
      {left > 0 && (
        <SummaryNote kind="warning">{formatPlural(left, text.skippedOne, text.skipped)}</SummaryNote>
      )}
      {undeclared.length > 0 && (
        <SummaryNote kind="warning">
          {formatMessage(text.undeclaredPrefixes, { prefixes: undeclared.join(", ") })}
        </SummaryNote>
      )}
      {commented.length > 0 && (
        <SummaryNote kind="info">
          {formatMessage(text.commentsDropped, { names: commented.join(", ") })}
        </SummaryNote>
      )}
    </div>
  );
}

function SummaryNote({ kind, children }: { kind: "warning" | "info"; children: string }) {
  return (
    <p className={`export-note severity-text ${kind}`}>
      <span className={`severity-dot ${kind}`} aria-hidden="true" />
      <span className="visually-hidden">{messages.severity[kind]}: </span>
      {children}
    </p>
  );
}

function ExportFileList({ plan }: { plan: ExportPlan }) {
  const listed = plan.files.slice(0, MAX_LISTED);
  return (
    <ul className="export-file-list" aria-label={text.filesLabel}>
      {listed.map((file) => (
        <li key={file.name}>
          <span className="export-file-name">{file.name}</span>
          <span className="num muted">
            {file.kind === "sitemapindex"
              ? formatMessage(text.fileSitemaps, { count: file.urlCount })
              : formatPlural(file.urlCount, text.fileUrl, text.fileUrls)}
          </span>
          <span className="num muted">{formatBytes(file.byteLength)}</span>
        </li>
      ))}
      {plan.files.length > MAX_LISTED && (
        <li className="muted">{formatMessage(text.moreFiles, { count: plan.files.length - MAX_LISTED })}</li>
      )}
    </ul>
  );
}
