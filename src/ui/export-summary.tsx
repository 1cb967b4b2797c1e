/**
 * What the export will write: the files with their URL counts and sizes (from the core's plan), entries
 * left out, what the writer changes (values stripped of characters XML cannot hold, unknown elements not
 * written and the prefixes with no known namespace among them), and whether comments of the sources are dropped.
 */

import { useRef, useState } from "react";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import { withNameBreaks } from "@/ui/files-panel";
import {
  EXPORT_MODE_TEXT,
  formatBytes,
  formatCount,
  formatMessage,
  formatPlural,
  getRuleTitle,
  messages,
} from "./messages";

const text = messages.exportDialog;
/** Files listed before "and N more". */
const MAX_LISTED = 8;

export interface ExportSummaryProps {
  plan: ExportPlan | undefined;
  urls: number;
  skipped: number;
  nothing: boolean;
  /** Said when `nothing`; default "Nothing to export: no URLs yet." */
  nothingText?: string;
  /** Names of the exported source files that had comments or processing instructions. */
  commented: readonly string[];
  /** The files are gzipped: sizes (measured before gzip) say "uncompressed". */
  gzip?: boolean;
  /** Warnings of the merge mode (hosts mixed, indexes left out), already worded. */
  warnings?: readonly string[];
  /** What the export does that needs no action (a split file's index keeps its submitted URL), worded. */
  notes?: readonly string[];
  /**
   * How many fields of the form do not parse (a size, the base URL, the name): no plan can be made, and
   * the summary asks to correct them (each field says what is wrong); 0 when none.
   */
  invalid?: number;
}

/** A size in bytes as shown: "8.6 KB", or "8.6 KB uncompressed" for gzipped files. */
function formatSize(bytes: number, gzip: boolean | undefined): string {
  return gzip
    ? formatMessage(EXPORT_MODE_TEXT.uncompressed, { size: formatBytes(bytes) })
    : formatBytes(bytes);
}

/**
 * "3 files, 100,000 URLs": every file listed below, the indexes among them (the caller says "including the
 * sitemap index" after it), so the count matches the list; "1 sitemap index" when only indexes are written.
 */
function formatFileCount(files: number, urls: number, indexes: number): string {
  if (indexes > 0 && indexes === files)
    return formatPlural(indexes, text.summaryIndexOnly, text.summaryIndexesOnly);
  const urlText = formatPlural(urls, text.fileUrl, text.fileUrls);
  return formatMessage(files === 1 ? text.summaryOne : text.summary, { files, urls: urlText });
}

export function ExportSummary({
  plan,
  urls,
  skipped,
  nothing,
  nothingText = text.nothing,
  commented,
  gzip,
  warnings = [],
  notes = [],
  invalid = 0,
}: ExportSummaryProps) {
  if (nothing) return <p className="export-summary muted">{nothingText}</p>;
  if (invalid > 0)
    return (
      <p className="export-summary muted">
        {invalid === 1 ? text.sizesInvalid : formatMessage(text.sizesInvalidMany, { count: invalid })}
      </p>
    );
  const fileCount = plan?.files.length ?? 1;
  const written = plan?.written ?? urls;
  // TXT lines whose URL holds a line break are said apart: they have a URL
  const breaks = plan?.lineBreakLocs ?? 0;
  const left = (plan?.skipped.length ?? skipped) - breaks;
  const indexes = plan?.files.filter((file) => file.kind === "sitemapindex").length ?? 0;
  const bytes = plan?.files.reduce((sum, file) => sum + file.byteLength, 0);
  const undeclared = plan?.undeclaredPrefixes ?? [];
  const altered = plan?.alteredValues ?? 0;
  const dropped = plan?.droppedExtras ?? 0;
  return (
    <div className="export-summary" aria-live="polite" aria-busy={!plan}>
      <p className="export-summary-main">
        {/* until the plan is made (seconds at a million URLs) the number of files is not known */}
        {plan
          ? formatFileCount(fileCount, written, indexes)
          : formatMessage(text.planning, { urls: formatPlural(written, text.fileUrl, text.fileUrls) })}
        {indexes > 0 && indexes < fileCount && (
          <span className="muted">
            {" · "}
            {indexes === 1 ? text.withIndex : formatMessage(text.withIndexes, { count: indexes })}
          </span>
        )}
        {bytes !== undefined && (
          <span className="muted"> · {formatSize(bytes, gzip || plan?.files.some(isGzipName))}</span>
        )}
      </p>
      {plan && <ExportFileList plan={plan} gzip={gzip} />}
      {warnings.map((warning) => (
        <SummaryNote key={warning} kind="warning">
          {warning}
        </SummaryNote>
      ))}
      {notes.map((note) => (
        <SummaryNote key={note} kind="info">
          {note}
        </SummaryNote>
      ))}
      {left > 0 && (
        <SummaryNote kind="warning">{formatPlural(left, text.skippedOne, text.skipped)}</SummaryNote>
      )}
      {breaks > 0 && (
        <SummaryNote kind="warning">
          {formatPlural(breaks, EXPORT_MODE_TEXT.lineBreakLocsOne, EXPORT_MODE_TEXT.lineBreakLocs)}
        </SummaryNote>
      )}
      {altered > 0 && (
        <SummaryNote kind="warning">
          {formatPlural(altered, EXPORT_MODE_TEXT.alteredValuesOne, EXPORT_MODE_TEXT.alteredValues)}
        </SummaryNote>
      )}
      {dropped > 0 && (
        <SummaryNote kind="warning">
          {formatPlural(dropped, EXPORT_MODE_TEXT.droppedExtrasOne, EXPORT_MODE_TEXT.droppedExtras)}
        </SummaryNote>
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

/** The errors of the exported files: their count, the most frequent rules, "Review problems". Never blocks. */
export function ExportErrorsNotice({
  id,
  total,
  codes,
  onReview,
}: {
  /** The notice's element id, for the footer's line that scrolls to it. */
  id?: string;
  total: number;
  codes: readonly [string, number][];
  onReview: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="export-errors" role="status" id={id}>
      <p className="export-note severity-text error">
        <span className="severity-dot error" aria-hidden="true" />
        <span className="visually-hidden">{messages.severity.error}: </span>
        {total === 1
          ? EXPORT_MODE_TEXT.errorsRemainOne
          : formatMessage(EXPORT_MODE_TEXT.errorsRemain, { count: total })}
      </p>
      <ul className="export-error-codes" aria-label={EXPORT_MODE_TEXT.errorCodesLabel}>
        {codes.slice(0, 3).map(([code, count]) => (
          <li key={code}>
            <span>{getRuleTitle(code)}</span> <code className="muted">{code}</code>{" "}
            <span className="num">{formatCount(count)}</span>
          </li>
        ))}
        {codes.length > 3 && (
          <li className="muted">
            {/* errors of rules not named: "and 2 more" read as two more rules, never named */}
            {formatMessage(EXPORT_MODE_TEXT.moreErrors, {
              count: codes.slice(3).reduce((sum, [, count]) => sum + count, 0),
              rules: codes.length - 3,
            })}
          </li>
        )}
      </ul>
      {codes.some(([code]) => code === "news.too-many") && (
        <p className="field-hint">{EXPORT_MODE_TEXT.newsSplitHint}</p>
      )}
      <p className="field-hint">
        {formatMessage(EXPORT_MODE_TEXT.errorsExportAnyway, { count: total })}{" "}
        <button type="button" className="button" onClick={onReview}>
          {EXPORT_MODE_TEXT.reviewProblems}
        </button>
      </p>
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

/**
 * Where a listed file name may break: after each `_`, `-` and `/` only, so a long name wraps at a word and
 * keeps its endings together (`internal_html_ru-` over `index.xml.gz`, never `.gz` alone).
 */
const LIST_NAME_BREAKS = /(?<=[_/-])/;

/** True for a file written gzipped (with "as opened", some are and some are not). */
const isGzipName = (file: { name: string }) => file.name.toLowerCase().endsWith(".gz");

function ExportFileList({ plan, gzip }: { plan: ExportPlan; gzip?: boolean }) {
  // the rest on demand: every name is one to upload, and "and 3 more" could not be opened
  const [whole, setWhole] = useState(false);
  const listed = whole ? plan.files : plan.files.slice(0, MAX_LISTED);
  // the button goes as the rest shows: the keyboard stays on the list, not on the dialog's first button
  const list = useRef<HTMLUListElement>(null);
  const expand = () => {
    setWhole(true);
    list.current?.focus();
  };
  return (
    <ul ref={list} tabIndex={-1} className="export-file-list" aria-label={text.filesLabel}>
      {listed.map((file) => (
        <li key={file.name}>
          {/* whole, wrapped at a word when long (`internal_html_ru-<wbr>index.xml.gz`): an ellipsis cut the
              ending that tells the parts and the index apart */}
          <span className="export-file-name">{withNameBreaks(file.name, LIST_NAME_BREAKS)}</span>
          <span className="num muted">
            {file.kind === "sitemapindex"
              ? formatMessage(text.fileSitemaps, { count: file.urlCount })
              : formatPlural(file.urlCount, text.fileUrl, text.fileUrls)}
          </span>
          <span className="num muted">{formatSize(file.byteLength, gzip || isGzipName(file))}</span>
        </li>
      ))}
      {!whole && plan.files.length > MAX_LISTED && (
        <li className="muted">
          <button type="button" className="button export-more-files" onClick={expand}>
            {formatMessage(text.showMoreFiles, { count: plan.files.length - MAX_LISTED })}
          </button>
        </li>
      )}
    </ul>
  );
}
