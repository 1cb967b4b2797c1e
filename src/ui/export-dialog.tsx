/**
 * The export dialog: choices, a summary of what will be written (files with URL counts and sizes, entries
 * left out, what cannot be kept), the robots.txt line, and two ways to download: one zip, or the files
 * one by one. The source files' namespaces go to the writer so kept unknown elements stay declared.
 */

import { useMemo, useState } from "react";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import { selectExportSummary } from "@/store/selectors";
import { Dialog } from "./dialog";
import { ExportFormFields } from "./export-form";
import {
  type ExportForm,
  getExportedFiles,
  getExportNamespaces,
  getRobotsLine,
  makeExportForm,
  toExportSettings,
  useExportPlan,
} from "./export-plan";
import { ExportRobotsLine } from "./export-robots";
import { ExportSummary } from "./export-summary";
import { formatMessage, messages } from "./messages";
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
  const sources = useAppStore((state) => state.files);
  const exported = useMemo(() => getExportedFiles(sources), [sources]);
  const namespaces = useMemo(() => getExportNamespaces(exported), [exported]);
  const commented = useMemo(() => exported.filter((f) => f.hadComments).map((f) => f.name), [exported]);
  const settings = useMemo(() => toExportSettings(form, namespaces), [form, namespaces]);
  const plan = useExportPlan(settings);

  const run = async (zip: boolean) => {
    // the index's lastmod is the moment of writing, not of opening the dialog
    const now = toExportSettings(form, namespaces);
    if (!now) return;
    setBusy(true);
    setError(undefined);
    try {
      const files = await store.getState().exportFiles(now);
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
      <ExportSummary
        plan={plan}
        urls={summary.urls}
        skipped={summary.skipped}
        nothing={nothing}
        commented={commented}
      />
      {!nothing && <ExportRobotsLine line={getRobotsLine(plan, form.baseUrl)} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
