/**
 * The export dialog: each file as it is or merged into one set, choices, a summary of what will be written
 * (files with URL counts and sizes, entries left out, what cannot be kept, hosts mixed by a merge), the
 * errors that remain in the exported files (never blocking: "Review problems" filters the table to them),
 * the robots.txt line(s), and two ways to download: one zip, or the files one by one. The source files' namespaces go to the writer so kept unknown elements stay declared.
 * The choices (all but the base URL) are remembered as they are made, for the next time the dialog opens, in
 * this browser (`preferences.ts`); a size that does not parse is not.
 */

import { useEffect, useMemo, useState } from "react";
import { findDuplicateEntries, type SitemapFile } from "@/core/index";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import type { SourcePlan } from "@/store/export-actions";
import { getLocationName } from "@/store/export-names";
import { withoutCopySuffix } from "@/store/location-guess";
import { getDefaultStorage, readExportChoices, writeExportChoices } from "@/store/preferences";
import { selectExportSummary } from "@/store/selectors";
import { getPartialNoticeKey } from "@/store/workspace-helpers";
import { Dialog } from "./dialog";
import { toDisplayOrigin } from "./display-hosts";
import { ExportFormFields } from "./export-form";
import {
  countExportErrors,
  countFileOrigins,
  countRowsBeyondUrl,
  type ExportForm,
  getCappedFiles,
  getExportedFiles,
  getExportFormat,
  getExportNamespaces,
  getFileHosts,
  getMergeHostErrors,
  getRobotsLine,
  makeExportForm,
  parseExportName,
  parseMaxMb,
  parseMaxUrls,
  toExportChoices,
  toExportSettings,
  useExportPlan,
} from "./export-plan";
import { ExportRobotsLine } from "./export-robots";
import { ExportErrorsNotice, ExportSummary } from "./export-summary";
import { EXPORT_MODE_TEXT, formatMessage, messages } from "./messages";
import { downloadBytes } from "./read-browser-files";
import { useAppStore, useAppStoreApi } from "./store-context";

const text = messages.exportDialog;

export interface ExportDialogProps {
  onClose: () => void;
}

export function ExportDialog({ onClose }: ExportDialogProps) {
  const store = useAppStoreApi();
  const summary = useAppStore(selectExportSummary);
  const [form, setForm] = useState<ExportForm>(() =>
    makeExportForm(summary.baseUrl, readExportChoices(getDefaultStorage())),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const sources = useAppStore((state) => state.files);
  const problems = useAppStore((state) => state.problems);
  const exported = useMemo(() => getExportedFiles(sources, form.mode), [sources, form.mode]);
  const merge = form.mode === "merge";
  // per file list, not per keystroke in the base URL: a million locs are counted once
  const origins = useMemo(() => (merge ? countFileOrigins(exported) : []), [exported, merge]);
  // a merged set lists a URL of several files once per file: counted only when merging (a pass over the URLs)
  const repeats = useMemo(() => {
    if (!merge) return [];
    const count = findDuplicateEntries(exported).length;
    return count > 0 ? [formatMessage(EXPORT_MODE_TEXT.mergeRepeats, { count })] : [];
  }, [exported, merge]);
  const warnings = useMemo(() => {
    const names = new Set(exported.map((file) => file.name));
    const capped = getCappedFiles(problems, names).map(({ name, read }) =>
      formatMessage(EXPORT_MODE_TEXT.notAllRead, { name, count: read }),
    );
    // a download cut short: what is written is only what came before the cut
    const cut = exported
      .filter((file) => getPartialNoticeKey(file) !== undefined)
      .map((file) =>
        formatMessage(EXPORT_MODE_TEXT.cutShort, {
          name: file.name,
          count: file.urls.length + file.sitemaps.length,
        }),
      );
    const urlsOnly = form.kind === "txt" ? [EXPORT_MODE_TEXT.txtUrlsOnly] : [];
    // "as opened" keeps a TXT sitemap TXT: what its rows have besides the URL is not written
    const txtKept =
      form.kind === "as-opened" && !merge
        ? exported.flatMap((file) => {
            const count = file.format === "txt" ? countRowsBeyondUrl(file) : 0;
            return count > 0 ? [formatMessage(EXPORT_MODE_TEXT.txtStaysTxt, { name: file.name, count })] : [];
          })
        : [];
    return [
      ...capped,
      ...cut,
      ...urlsOnly,
      ...txtKept,
      ...getMergeWarnings(sources, origins, merge),
      ...repeats,
    ];
  }, [problems, exported, sources, origins, merge, form.kind, repeats]);
  const namespaces = useMemo(() => getExportNamespaces(exported), [exported]);
  const commented = useMemo(() => exported.filter((f) => f.hadComments).map((f) => f.name), [exported]);
  const settings = useMemo(() => toExportSettings(form, namespaces), [form, namespaces]);
  const errors = useMemo(() => {
    const names = new Set(exported.map((file) => file.name));
    const indexes = new Set(
      exported.filter((file) => file.format === "sitemapindex").map((file) => file.name),
    );
    const hostErrors = merge ? getMergeHostErrors(origins, form.baseUrl) : undefined;
    // while a size does not parse there are no settings, but the format chosen still says what is written
    const counted = settings ?? { format: getExportFormat(form.kind) };
    return countExportErrors(problems, names, counted, hostErrors, indexes);
  }, [problems, exported, settings, merge, origins, form.baseUrl, form.kind]);
  const plan = useExportPlan(settings);
  // the next export opens with these choices (sizes only once they parse)
  useEffect(() => {
    const storage = getDefaultStorage();
    const choices = toExportChoices(form);
    // a size (or name) being typed that does not parse keeps the last one that did; the other choices are kept
    if (!settings) {
      const last = makeExportForm("", readExportChoices(storage));
      if (parseMaxUrls(choices.maxUrls) === undefined) choices.maxUrls = last.maxUrls;
      if (parseMaxMb(choices.maxMb) === undefined) choices.maxMb = last.maxMb;
      if (parseExportName(choices.name) === undefined) choices.name = last.name;
    }
    writeExportChoices(storage, choices);
  }, [form, settings]);
  const renamed = useMemo(
    () => [
      ...getRenameWarnings(plan?.sources ?? []),
      ...getSplitWarnings(plan?.sources ?? []),
      ...getEndingWarnings(plan?.sources ?? [], exported),
    ],
    [plan, exported],
  );

  const run = async (zip: boolean) => {
    // the index's lastmod is the moment of writing, not of opening the dialog
    const now = toExportSettings(form, namespaces);
    if (!now || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const files = await store.getState().exportFiles(now);
      if (zip) downloadBytes(`${getZipStem(form, exported)}.zip`, zipOutputFiles(files), "application/zip");
      else
        for (const [i, file] of files.entries())
          setTimeout(() => downloadBytes(file.name, file.bytes), i * 250);
    } catch (caught) {
      setError(formatMessage(text.failed, { detail: String(caught) }));
    } finally {
      setBusy(false);
    }
  };

  const review = () => {
    store.getState().setFilter({ text: "", severity: "error", code: undefined, file: undefined });
    onClose();
    // to the problems that were asked for, not back to the Export button (after the dialog gave it back)
    requestAnimationFrame(() => document.querySelector<HTMLElement>(".pp-panel .pp-toggle")?.focus());
  };

  const nothing =
    summary.urls === 0 &&
    !(form.mode === "each" && exported.some((file) => file.sitemaps.some((ref) => ref.loc.trim())));
  return (
    <Dialog
      title={text.title}
      onClose={onClose}
      className="export-dialog"
      footer={
        <>
          {/* busy: aria-disabled, not disabled, so the focused button keeps the focus (in the dialog) */}
          <button
            type="button"
            className="button"
            disabled={nothing || !settings}
            aria-disabled={busy || undefined}
            onClick={() => run(false)}
          >
            {text.downloadFiles}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={nothing || !settings}
            aria-disabled={busy || undefined}
            onClick={() => run(true)}
          >
            {busy ? text.writing : text.downloadZip}
          </button>
        </>
      }
    >
      <ExportFormFields
        form={form}
        splits={(plan?.sources ?? []).some(hasOwnIndex)}
        onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
      />
      <ExportSummary
        plan={plan}
        invalid={!settings}
        urls={summary.urls}
        skipped={summary.skipped}
        nothing={nothing}
        nothingText={form.mode === "merge" ? EXPORT_MODE_TEXT.nothingToMerge : undefined}
        commented={commented}
        gzip={form.kind === "xml.gz"}
        warnings={renamed.length > 0 ? [...warnings, ...renamed] : warnings}
      />
      {!nothing && <ExportErrorsNotice total={errors.total} codes={errors.codes} onReview={review} />}
      {!nothing && settings && (
        <ExportRobotsLine
          line={getRobotsLine(plan, form.baseUrl)}
          robots={sources.find((file) => file.format === "robots")}
          pending={plan === undefined}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/** The zip's name: the merged set's name; each file as it is: the one file's stem, else `sitemaps`. */
function getZipStem(form: ExportForm, exported: readonly SitemapFile[]): string {
  if (form.mode === "merge") return form.name.trim() || "sitemap";
  if (exported.length === 1) return exported[0].name.replace(/(\.(xml|txt))?(\.gz)?$/i, "") || "sitemap";
  return EXPORT_MODE_TEXT.zipName;
}

/**
 * One warning per source file written under another name than its own: the name it is written as (a
 * split file's index, which the robots.txt line names), or, for a split file, its parts' names (`first …
 * last`, then the index when written) instead of the ones it would have had, and the file that took them.
 */
function getRenameWarnings(sources: readonly SourcePlan[]): string[] {
  return sources.flatMap((source) => {
    if (!source.renamed || !source.files[0]) return [];
    const parts = source.files.filter((file) => file.kind !== "sitemapindex").map((file) => file.name);
    const index = source.files.find((file) => file.kind === "sitemapindex")?.name;
    const wanted = source.wanted?.[0];
    if (parts.length > 1 && wanted && source.clash) {
      const range = parts.length > 2 ? `${parts[0]} … ${parts[parts.length - 1]}` : parts.join(", ");
      return [
        formatMessage(EXPORT_MODE_TEXT.renamedParts, {
          name: source.source,
          written: index ? `${range}, ${index}` : range,
          wanted: `${wanted} …`,
          clash: source.clash,
        }),
      ];
    }
    return [formatMessage(EXPORT_MODE_TEXT.renamed, { name: source.source, written: index ?? parts[0] })];
  });
}

/**
 * One warning naming the sources a format writes under another name than the one they are published at
 * (their location's, else as opened, a copy's ` (2)` aside): `sitemap_index.xml → sitemap_index.xml.gz`
 * for XML.gz, `pages.xml.gz → pages.xml` for XML. Their submitted URLs change ("As opened" keeps them);
 * renamed and split sources have warnings of their own.
 */
function getEndingWarnings(sources: readonly SourcePlan[], files: readonly SitemapFile[]): string[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  const moves = sources.flatMap((source) => {
    const file = byName.get(source.source);
    if (!file || source.renamed || source.files.length !== 1) return [];
    const published = getLocationName(file) ?? withoutCopySuffix(file.name);
    const written = source.files[0].name;
    return written.toLowerCase() === published.toLowerCase() ? [] : [`${published} → ${written}`];
  });
  if (moves.length === 0) return [];
  const shown = moves.length > 3 ? [...moves.slice(0, 3), "…"] : moves;
  return [formatMessage(EXPORT_MODE_TEXT.endingsChanged, { count: moves.length, moves: shown.join(", ") })];
}

/** True for a source split into parts with an index of its own (no exported index lists it). */
function hasOwnIndex(source: SourcePlan): boolean {
  return (
    !source.listed && source.files.length > 2 && source.files.some((file) => file.kind === "sitemapindex")
  );
}

/**
 * One note per source file split with an index of its own: the URL it was published at lists nothing once
 * the parts are uploaded, so the index must be submitted in its place, unless the index takes the file's
 * name (`indexKeepsName`), when the URL keeps working.
 */
function getSplitWarnings(sources: readonly SourcePlan[]): string[] {
  return sources.flatMap((source) => {
    if (!hasOwnIndex(source)) return [];
    const index = source.files.find((file) => file.kind === "sitemapindex")?.name ?? "";
    const parts = source.files.length - 1;
    const kept = index.toLowerCase() === source.source.toLowerCase();
    const template = kept ? EXPORT_MODE_TEXT.splitIndexKept : EXPORT_MODE_TEXT.splitIndex;
    return [formatMessage(template, { name: source.source, parts, index })];
  });
}

/** What a merge should warn about: URL files of different hosts, indexes it leaves out. None when not merging. */
function getMergeWarnings(
  sources: readonly SitemapFile[],
  origins: readonly ReadonlyMap<string, number>[],
  merge: boolean,
) {
  if (!merge) return [];
  const warnings: string[] = [];
  const hosts = getFileHosts(origins);
  if (hosts.length > 1)
    warnings.push(
      formatMessage(EXPORT_MODE_TEXT.mixedHosts, { hosts: hosts.map(toDisplayOrigin).join(", ") }),
    );
  const indexes = sources.filter((file) => file.format === "sitemapindex").map((file) => file.name);
  if (indexes.length > 0)
    warnings.push(formatMessage(EXPORT_MODE_TEXT.indexesLeftOut, { names: indexes.join(", ") }));
  return warnings;
}
