/**
 * The export dialog: choices, a summary of what will be written (files, URLs, entries left out), and two
 * ways to download: one zip, or the files one by one.
 */

import { useMemo, useState } from "react";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import { selectExportSummary } from "@/store/selectors";
import { Dialog } from "./dialog";
import { ExportFormFields } from "./export-form";
import { type ExportForm, makeExportForm, toExportSettings, useExportPlan } from "./export-plan";
import { formatBytes, formatMessage, formatPlural, messages } from "./messages";
import { downloadBytes } from "./read-browser-files";
import { useAppStore, useAppStoreApi } from "./store-context";

const text = messages.exportDialog;

export interface ExportDialogProps {
  onClose: () => void;
}

export function ExportDialog({ onClose }: ExportDialogProps) {
  const store = useAppStoreApi();
  const summary = useAppStore(selectExportSummary);
  const [form, setForm] = useState<ExportForm>(() => makeExportForm(summary.baseUrl));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const settings = useMemo(() => toExportSettings(form), [form]);
  const plan = useExportPlan(settings);

  const run = async (zip: boolean) => {
    if (!settings) return;
    setBusy(true);
    setError(undefined);
    try {
      const files = await store.getState().exportFiles(settings);
      if (zip)
        downloadBytes(`${form.name.trim() || "sitemap"}.zip`, zipOutputFiles(files), "application/zip");
      else
        for (const [i, file] of files.entries())
          setTimeout(() => downloadBytes(file.name, file.bytes), i * 250);
    } catch (caught) {
      setError(formatMessage(text.failed, { detail: String(caught) }));
    } finally {
      setBusy(false);
    }
  };

  const nothing = summary.urls === 0;
  return (
    <Dialog
      title={text.title}
      onClose={onClose}
      className="export-dialog"
      footer={
        <>
          <button
            type="button"
            className="button"
            disabled={busy || nothing || !settings}
            onClick={() => run(false)}
          >
            {text.downloadFiles}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={busy || nothing || !settings}
            onClick={() => run(true)}
          >
            {busy ? text.writing : text.downloadZip}
          </button>
        </>
      }
    >
      <ExportFormFields form={form} onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} />
      <ExportSummary plan={plan} urls={summary.urls} skipped={summary.skipped} nothing={nothing} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

interface ExportSummaryProps {
  plan: ExportPlan | undefined;
  urls: number;
  skipped: number;
  nothing: boolean;
}

function ExportSummary({ plan, urls, skipped, nothing }: ExportSummaryProps) {
  if (nothing) return <p className="export-summary muted">{text.nothing}</p>;
  const fileCount = plan?.files.length ?? 1;
  const written = plan?.written ?? urls;
  const left = plan?.skipped.length ?? skipped;
  const hasIndex = plan?.files.some((file) => file.kind === "sitemapindex") ?? false;
  const bytes = plan?.files.reduce((sum, file) => sum + file.byteLength, 0);
  return (
    <div className="export-summary" aria-live="polite" aria-busy={!plan}>
      <p className="export-summary-main">
        {formatMessage(fileCount === 1 ? text.summaryOne : text.summary, { files: fileCount, urls: written })}
        {hasIndex && <span className="muted"> · {text.withIndex}</span>}
        {bytes !== undefined && <span className="muted"> · {formatBytes(bytes)}</span>}
      </p>
      {left > 0 && (
        <p className="severity-text warning">
          <span className="severity-dot warning" aria-hidden="true" />
          {formatPlural(left, text.skippedOne, text.skipped)}
        </p>
      )}
      {plan && plan.files.length > 1 && (
        <ul className="export-file-list">
          {plan.files.slice(0, 6).map((file) => (
            <li key={file.name}>
              <span>{file.name}</span>
              <span className="num muted">{formatBytes(file.byteLength)}</span>
            </li>
          ))}
          {plan.files.length > 6 && <li className="muted">…</li>}
        </ul>
      )}
    </div>
  );
}
