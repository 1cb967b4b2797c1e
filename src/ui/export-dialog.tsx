/**
 * The export dialog: each file as it is or merged into one set, choices, a summary of what will be written
 * (files with URL counts and sizes, entries left out, what cannot be kept, hosts mixed by a merge), the
 * errors that remain in the exported files (never blocking: "Review problems" filters the table to them),
 * the robots.txt line(s), and two ways to download: one zip, or the files one by one. The source files' namespaces go to the writer so kept unknown elements stay declared.
 * The choices (all but the base URL) are remembered as they are made, for the next time the dialog opens, in
 * this browser (`preferences.ts`); a size that does not parse is not.
 */

import { useEffect, useId, useMemo, useState } from "react";
import type { SitemapFile } from "@/core/index";
import { getAsOpenedFormat, getOwnName, isUnpublished } from "@/store/export-names";
import { getChangedChildren, getRefreshedIndexEntries, getUndatedChildren } from "@/store/index-children";
import { getDefaultLocation } from "@/store/location-guess";
import { getDefaultStorage, readExportChoices, writeExportChoices } from "@/store/preferences";
import { selectExportSummary } from "@/store/selectors";
import { getPartialNoticeKey } from "@/store/workspace-helpers";
import { getUrlHost } from "@/ui/display-hosts";
import { Dialog } from "./dialog";
import { orderIndexesLast, queueDownloads } from "./download-queue";
import { countExportErrors, getCappedFiles, getMergeHostErrors } from "./export-errors";
import { getDownloadNames, getFolderWarnings } from "./export-folder-warnings";
import { ExportFormFields } from "./export-form";
import {
  countFileOrigins,
  countInvalidExportFields,
  countRowsBeyondUrl,
  type ExportForm,
  getExportedFiles,
  getExportFormat,
  getExportNamespaces,
  getIndexLastmodZone,
  getRobotsLine,
  getWrittenUrls,
  hasRowBeyondUrl,
  makeExportForm,
  parseBaseUrl,
  parseExportName,
  parseMaxMb,
  parseMaxUrls,
  toExportChoices,
  toExportSettings,
  useExportPlan,
} from "./export-plan";
import { ExportRobotsLine, getRobotsHosts } from "./export-robots";
import { ExportErrorsNotice, ExportSummary } from "./export-summary";
import {
  countRepeatedUrls,
  getCrawlTableWarnings,
  getDroppedChildWarnings,
  getDuplicateElementWarnings,
  getEndingWarnings,
  getFeedDateWarnings,
  getFeedWarnings,
  getIndexSizeWarnings,
  getManyFilesWarnings,
  getMergeWarnings,
  getNoLocWarnings,
  getNonAsciiWarnings,
  getRenameWarnings,
  getSplitAwayNames,
  getSplitNotes,
  getSplitWarnings,
  getTxtSplits,
  hasOwnIndex,
} from "./export-warnings";
import { EXPORT_MODE_TEXT, formatBytes, formatMessage, formatPlural, messages } from "./messages";
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
  // Download files handing its files over one by one: its button says so, not the zip's "Writing…"
  const [filesGoing, setFilesGoing] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  /**
   * "Downloaded …" after a download, with the form it was made with: shown until the next download or a
   * change of the form (it then no longer tells what these settings give).
   */
  const [done, setDone] = useState<{ text: string; form: ExportForm } | undefined>(undefined);
  const sources = useAppStore((state) => state.files);
  const problems = useAppStore((state) => state.problems);
  const exported = useMemo(() => getExportedFiles(sources, form.mode), [sources, form.mode]);
  // the files crawl imports made: written as sitemaps too, which a crawl opened to compare is not meant to be
  const crawlFlags = useAppStore((state) => state.crawlFlags);
  const crawls = useMemo(() => new Set(crawlFlags.map((crawl) => crawl.file)), [crawlFlags]);
  const merge = form.mode === "merge";
  // per file list, not per keystroke in the base URL: a million locs are counted once
  const origins = useMemo(() => (merge ? countFileOrigins(exported) : []), [exported, merge]);
  // a merged set lists a URL of several files once per file: counted only when merging
  const repeats = useMemo(() => {
    if (!merge) return [];
    const count = countRepeatedUrls(exported, problems);
    return count > 0 ? [formatMessage(EXPORT_MODE_TEXT.mergeRepeats, { count })] : [];
  }, [exported, merge, problems]);
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
    // a sitemap index is written as XML in either format, its lastmods with it: said only of URL files
    // that hold more than URLs (a TXT list opened as TXT loses nothing)
    const loses = exported.some((file) => file.format !== "sitemapindex" && hasRowBeyondUrl(file));
    const urlsOnly = form.kind === "txt" && loses ? [EXPORT_MODE_TEXT.txtUrlsOnly] : [];
    // "as opened" keeps a TXT sitemap TXT: what its rows have besides the URL is not written
    const txtKept =
      form.kind === "as-opened" && !merge
        ? exported.flatMap((file) => {
            const count = getAsOpenedFormat(file) === "txt" ? countRowsBeyondUrl(file) : 0;
            return count > 0 ? [formatMessage(EXPORT_MODE_TEXT.txtStaysTxt, { name: file.name, count })] : [];
          })
        : [];
    return [
      ...getCrawlTableWarnings(exported, crawls),
      ...getNoLocWarnings(sources, !merge),
      ...getDuplicateElementWarnings(problems, names),
      // a URL list writes no date at all: the feed dates it cannot read are no loss there
      ...(form.kind === "txt" ? [] : getFeedDateWarnings(problems, names)),
      ...capped,
      ...cut,
      ...urlsOnly,
      ...txtKept,
      ...getMergeWarnings(sources, origins, merge),
      ...repeats,
    ];
  }, [problems, exported, sources, origins, merge, form.kind, repeats, crawls]);
  // files an open index lists that were edited here: their entries keep the old lastmod unless asked
  const past = useAppStore((state) => state.past);
  const beyondUndo = useAppStore((state) => state.beyondUndo);
  const { changedChildren, undatedChildren } = useMemo(() => {
    const names = new Set(exported.map((file) => file.name));
    const changed = getChangedChildren(sources, names, past, beyondUndo);
    // by the names they are published under (a location set elsewhere: that name); those the index gives
    // no lastmod keep none, not an old one
    return {
      changedChildren: changed.map(getOwnName),
      undatedChildren: getUndatedChildren(sources, names, changed).length,
    };
  }, [sources, exported, past, beyondUndo]);
  // each open robots.txt with the host it is for: compared with the export's lines on that host only
  const robotsFiles = useMemo(
    () =>
      sources
        .filter((file) => file.format === "robots")
        .map((file) => {
          const urls = [
            file.location ?? getDefaultLocation(file, sources),
            ...file.sitemaps.map((ref) => ref.loc),
          ];
          const hosts = urls.map(getUrlHost).filter((host): host is string => host !== undefined);
          // and each host's www twin: a move to www keeps the site's robots.txt
          return { ...file, hosts: getRobotsHosts(hosts) };
        }),
    [sources],
  );
  const namespaces = useMemo(() => getExportNamespaces(exported), [exported]);
  const commented = useMemo(() => exported.filter((f) => f.hadComments).map((f) => f.name), [exported]);
  // a sitemap index's lastmod in the zone its dates (or the files') already use
  const zone = useMemo(() => getIndexLastmodZone(exported), [exported]);
  const settings = useMemo(
    () => toExportSettings(form, namespaces, undefined, zone),
    [form, namespaces, zone],
  );
  const plan = useExportPlan(settings);
  // the files split with an index of their own that were published (a table or pasted text was not):
  // the index taking such a file's name keeps its submitted URL working
  const publishedSplits = useMemo(
    () =>
      (plan?.sources ?? []).filter(
        (source) =>
          hasOwnIndex(source) && !exported.some((file) => file.name === source.source && isUnpublished(file)),
      ),
    [plan, exported],
  );
  // raw non-ASCII URLs written: the indexes' entries as the plan writes them (relinked to split parts)
  const nonAscii = useMemo(() => {
    const names = new Set(exported.map((file) => file.name));
    const indexNames = new Set(
      exported.filter((file) => file.format === "sitemapindex").map((file) => file.name),
    );
    const rawRefs = plan?.sources?.reduce((sum, source) => sum + (source.nonAsciiRefs ?? 0), 0);
    const indexes = { names: indexNames, rawRefs };
    return getNonAsciiWarnings(problems, names, indexes);
  }, [problems, exported, plan]);
  const errors = useMemo(() => {
    // a base URL that does not parse: its field says so, and no error is counted against it
    if (merge && parseBaseUrl(form.baseUrl) === undefined) return { total: 0, codes: [] };
    const names = new Set(exported.map((file) => file.name));
    const indexes = new Set(
      exported.filter((file) => file.format === "sitemapindex").map((file) => file.name),
    );
    const hostErrors = merge ? getMergeHostErrors(origins, form.baseUrl, exported) : undefined;
    // while a size does not parse there are no settings, but the format chosen still says what is written
    const counted = settings ?? { format: getExportFormat(form.kind) };
    // "Set lastmod (now)": the index entries of the changed files get a new lastmod, and those of a split
    // file's parts (new files)
    const split = (plan?.sources ?? [])
      .filter((source) => source.files.length > 1 && !indexes.has(source.source))
      .map((source) => source.source);
    const refreshed =
      form.indexLastmod && !merge
        ? getRefreshedIndexEntries(sources, names, new Set([...changedChildren, ...split]))
        : undefined;
    // an index entry relinked to a split child's parts is written once per part, its lastmod with it
    const copies = new Map(
      (plan?.sources ?? []).flatMap((source) =>
        source.refCopies ? [[source.source, source.refCopies]] : [],
      ),
    );
    // an index entry relinked to where its child is written: its loc is not the one checked
    const moved = new Map(
      (plan?.sources ?? []).flatMap((source) =>
        source.movedRefs ? [[source.source, source.movedRefs]] : [],
      ),
    );
    return countExportErrors(
      problems,
      names,
      counted,
      hostErrors,
      indexes,
      plan?.files,
      refreshed,
      copies,
      moved,
    );
  }, [
    problems,
    exported,
    sources,
    settings,
    merge,
    origins,
    form.baseUrl,
    form.kind,
    form.indexLastmod,
    changedChildren,
    plan,
  ]);
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
      ...getSplitWarnings(plan?.sources ?? [], exported),
      ...getEndingWarnings(plan?.sources ?? [], exported, form.kind === "as-opened"),
      ...getFeedWarnings(plan?.sources ?? [], exported),
      ...getIndexSizeWarnings(plan),
      ...getDroppedChildWarnings(plan),
      ...getManyFilesWarnings(plan),
      ...getFolderWarnings(plan),
    ],
    [plan, exported, form.kind],
  );

  const notes = useMemo(() => getSplitNotes(plan?.sources ?? [], exported), [plan, exported]);
  const splitAway = useMemo(() => getSplitAwayNames(plan?.sources ?? [], exported), [plan, exported]);

  const run = async (zip: boolean) => {
    // the index's lastmod is the moment of writing, not of opening the dialog
    const now = toExportSettings(form, namespaces, undefined, zone);
    if (!now || busy) return;
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const files = await store.getState().exportFiles(now);
      if (zip) {
        const name = `${getZipStem(form, exported)}.zip`;
        // in the worker: a million URLs' files took the page 6-11 s to deflate
        const bytes = await store.getState().zipFiles(files);
        downloadBytes(name, bytes, "application/zip");
        const size = formatBytes(bytes.length);
        setDone({ text: formatMessage(text.downloadedZip, { name, size, files: files.length }), form });
      } else {
        // the index last, as the progress line says: leaving once it came leaves no part missing
        const ordered = orderIndexesLast(files);
        const indexed = files.some((file) => file.kind === "sitemapindex");
        const names = getDownloadNames(ordered.map((file) => file.name));
        const size = formatBytes(files.reduce((sum, file) => sum + file.bytes.length, 0));
        // one at a time: "Downloaded" once the last one went, the count meanwhile (leaving asks first)
        setFilesGoing(true);
        await queueDownloads(
          ordered.map((file, i) => ({ name: names[i], bytes: file.bytes })),
          (count, total) =>
            setDone({
              text:
                count < total
                  ? formatMessage(indexed ? text.downloading : text.downloadingNoIndex, {
                      count,
                      files: total,
                    })
                  : formatMessage(text.downloaded, { files: total, size }),
              form,
            }),
        );
      }
    } catch (caught) {
      setError(formatMessage(text.failed, { detail: String(caught) }));
    } finally {
      setBusy(false);
      setFilesGoing(false);
    }
  };

  const review = () => {
    store.getState().setFilter({ text: "", severity: "error", code: undefined, file: undefined });
    onClose();
    // to the problems that were asked for, not back to the Export button (after the dialog gave it back)
    requestAnimationFrame(() => document.querySelector<HTMLElement>(".pp-panel .pp-toggle")?.focus());
  };

  const errorsId = useId();
  // a TXT list of URLs that all hold a line break writes no file (`ExportPlan.lineBreakLocs` says why)
  const allBroken = plan !== undefined && plan.files.length === 0 && plan.lineBreakLocs > 0;
  const nothing =
    allBroken ||
    (summary.urls === 0 &&
      !(form.mode === "each" && exported.some((file) => file.sitemaps.some((ref) => ref.loc.trim()))));
  const nothingText = allBroken
    ? formatPlural(plan.lineBreakLocs, EXPORT_MODE_TEXT.lineBreakLocsOne, EXPORT_MODE_TEXT.lineBreakLocs)
    : form.mode === "merge"
      ? EXPORT_MODE_TEXT.nothingToMerge
      : undefined;
  return (
    <Dialog
      title={text.title}
      onClose={onClose}
      className="export-dialog"
      footer={
        <>
          {/* what the last download gave the browser: the dialog stays open for another format or mode */}
          <p className="export-done" role="status">
            {done?.form === form ? done.text : undefined}
          </p>
          {done?.form !== form && !nothing && errors.total > 0 && (
            // the errors' notice may be below the fold of the dialog's body: said beside the buttons too
            <button
              type="button"
              className="export-errors-jump severity-text error"
              onClick={() => {
                const notice = document.getElementById(errorsId);
                notice?.scrollIntoView({ block: "nearest" });
                notice?.querySelector("button")?.focus();
              }}
            >
              <span className="severity-dot error" aria-hidden="true" />
              {formatMessage(EXPORT_MODE_TEXT.errorsRemainShort, { count: errors.total })}
            </button>
          )}
          {/* busy: aria-disabled, not disabled, so the focused button keeps the focus (in the dialog) */}
          <button
            type="button"
            className="button"
            disabled={nothing || !settings}
            aria-disabled={busy || undefined}
            onClick={() => run(false)}
          >
            {filesGoing ? text.downloadingFiles : text.downloadFiles}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={nothing || !settings}
            aria-disabled={busy || undefined}
            onClick={() => run(true)}
          >
            {busy && !filesGoing ? text.writing : text.downloadZip}
          </button>
        </>
      }
    >
      <ExportFormFields
        form={form}
        splits={publishedSplits.length > 0}
        splitsTxt={getTxtSplits(publishedSplits)}
        writesIndex={(plan?.files ?? []).some((file) => file.kind === "sitemapindex")}
        changedChildren={changedChildren}
        undatedChildren={undatedChildren}
        onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
      />
      <ExportSummary
        plan={plan}
        invalid={settings ? 0 : countInvalidExportFields(form)}
        urls={summary.urls}
        skipped={summary.skipped}
        nothing={nothing}
        nothingText={nothingText}
        commented={commented}
        gzip={form.kind === "xml.gz"}
        warnings={
          renamed.length > 0 || nonAscii.length > 0 ? [...warnings, ...nonAscii, ...renamed] : warnings
        }
        notes={notes}
      />
      {!nothing && (
        <ExportErrorsNotice id={errorsId} total={errors.total} codes={errors.codes} onReview={review} />
      )}
      {!nothing && settings && (
        <ExportRobotsLine
          line={getRobotsLine(plan, form.baseUrl)}
          robots={robotsFiles}
          written={getWrittenUrls(plan, form.baseUrl)}
          splitAway={splitAway}
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
export function getZipStem(form: ExportForm, exported: readonly SitemapFile[]): string {
  if (form.mode === "merge") return form.name.trim() || "sitemap";
  // the file's name less its ending, whatever it was opened as (`netpeak.csv`, `news.rss`: `netpeak.zip`)
  if (exported.length === 1)
    return exported[0].name.replace(/(\.(xml|txt|csv|tsv|rss|atom))?(\.gz)?$/i, "") || "sitemap";
  return EXPORT_MODE_TEXT.zipName;
}
