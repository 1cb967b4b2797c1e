/**
 * The shell: header, the files list on the left, the entries table in the middle, the problems panel on
 * the right (below on narrow screens), each in its own error boundary; dialogs, drop overlay and toasts.
 */

import { type MouseEvent, useCallback, useState } from "react";
import { selectCounts } from "@/store/selectors";
import { Announcer } from "@/ui/announcer";
import { OtherTabBanner } from "@/ui/autosave/other-tab-banner";
import { DetailPane } from "@/ui/detail/detail-pane";
import { DropZone } from "@/ui/drop-zone";
import { EmptyState } from "@/ui/empty-state";
import { ExportDialog } from "@/ui/export-dialog";
import { FilesPanel } from "@/ui/files-panel";
import { formatCount } from "@/ui/format-text";
import { useExportShortcut } from "@/ui/hooks/use-export-shortcut";
import { ImportColumnDialog } from "@/ui/import-column-dialog";
import { messages } from "@/ui/messages";
import { LoadingProgress, Notices } from "@/ui/notices";
import { ProblemsPanel } from "@/ui/panels/problems-panel";
import { PasteDialog } from "@/ui/paste-dialog";
import { SameNameProvider } from "@/ui/same-name-dialog";
import { FoldedPanelStrip, useFoldedPanels } from "@/ui/side-panels";
import { IndexEditorHost } from "@/ui/sitemap-refs-dialog";
import { useAppStore, useDeferredAppStore } from "@/ui/store-context";
import { EntriesTable } from "@/ui/table/entries-table";
import { ReadingPreview } from "@/ui/table/reading-preview";
import { AppHeader } from "./app-header";
import { ErrorBoundary } from "./error-boundary";
import "./app.css";
import "./controls.css";

type OpenDialog = "paste" | "export" | undefined;

/**
 * The skip link's jump: to the table's active cell, ready for the arrow keys (the `#main` target alone left
 * the focus on the main area, where arrows do nothing); with no table yet, to the main area's first button
 * (the empty state's Open files), where the focus shows; else to the main area.
 */
function skipToTable(event: MouseEvent<HTMLAnchorElement>): void {
  const target =
    document.querySelector<HTMLElement>("#main [role=gridcell][tabindex='0']") ??
    document.querySelector<HTMLElement>("#main button:not(:disabled)") ??
    document.getElementById("main");
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function App() {
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  const openExport = useCallback(() => setDialog("export"), []);
  const empty = useAppStore((state) => state.files.length === 0 && state.loading.length === 0);
  // nothing read yet, but a file being read has sent its first entries: show them, read only; until they
  // come, the preview's layout all the same (its status line says they come), so the table does not show
  // "Showing 0 of 0 URLs" with live-looking buttons and then drop 80-100 px as the preview comes
  const reading = useAppStore((state) =>
    state.files.length === 0
      ? (state.loading.find((item) => item.preview !== undefined) ?? state.loading[0])?.name
      : undefined,
  );
  const close = () => setDialog(undefined);
  // Ctrl+S: the export, where an editor's user reaches for "save" (not the browser's "save page")
  useExportShortcut(!empty, openExport);
  const folded = useFoldedPanels();
  return (
    <ErrorBoundary area="app">
      <SameNameProvider>
        {/* the last resort for focus lost with its control (focus-guard.ts): the table's active cell, else
            the empty state's first button (Start over, the last file removed: the main area draws no
            outline, so the focus was nowhere to be seen), else, the table emptied (Ctrl+Delete of every
            row the filters show), its Show all URLs, Clear filters or search box, else the main area */}
        <div
          className={`app${empty ? " is-empty" : ""}`}
          data-focus-fallback="[role=gridcell][tabindex='0']|.empty-state .button|.et-empty-state .et-button|.et-actions .et-button--quiet|.et-filters input[type=search]|#main"
        >
          {/* biome-ignore lint/a11y/useValidAnchor: a skip link is page navigation (#main, also without script); the click only takes the focus on into the table's active cell */}
          <a className="skip-link" href="#main" onClick={skipToTable}>
            {empty ? messages.app.skipToStart : messages.app.skipToTable}
          </a>
          <AppHeader onPaste={() => setDialog("paste")} onExport={openExport} />
          <OtherTabBanner />
          <div
            className={`workspace${folded.files ? " files-folded" : ""}${folded.problems && !empty ? " problems-folded" : ""}`}
          >
            {/* named: two unnamed complementary landmarks could not be told apart */}
            <aside className="sidebar" aria-label={messages.files.title}>
              <FilesStrip />
              <ErrorBoundary area="files">
                <FilesPanel />
              </ErrorBoundary>
              <LoadingProgress />
            </aside>
            <main id="main" className="main-area" tabIndex={-1}>
              {empty ? (
                <EmptyState />
              ) : reading ? (
                <ErrorBoundary area="table">
                  <ReadingPreview name={reading} />
                </ErrorBoundary>
              ) : (
                <>
                  <ErrorBoundary area="table">
                    <EntriesTable />
                  </ErrorBoundary>
                  <ErrorBoundary area="details">
                    <DetailPane />
                  </ErrorBoundary>
                </>
              )}
            </main>
            {!empty && (
              <aside className="problems-area" aria-label={messages.problems.title}>
                <ProblemsStrip />
                <ErrorBoundary area="problems">
                  <ProblemsPanel />
                </ErrorBoundary>
              </aside>
            )}
          </div>
          <DropZone />
          <Notices />
          <Announcer />
          {dialog === "paste" && <PasteDialog onClose={close} />}
          <ImportColumnDialog />
          <ErrorBoundary area="indexEditor">
            <IndexEditorHost />
          </ErrorBoundary>
          {dialog === "export" && (
            <ErrorBoundary area="export">
              <ExportDialog onClose={close} />
            </ErrorBoundary>
          )}
        </div>
      </SameNameProvider>
    </ErrorBoundary>
  );
}

/** The folded files list: its name and how many files are open. */
function FilesStrip() {
  const count = useAppStore((state) => state.files.length);
  return (
    <FoldedPanelStrip
      panel="files"
      title={messages.files.title}
      badge={{ text: formatCount(count), tone: "plain" }}
    />
  );
}

/** The folded problems panel: its name and the errors (else warnings) of the workspace. */
function ProblemsStrip() {
  // numbers, deferred: the strip (shown when the panel is folded) follows an edit in the next frame
  const errors = useDeferredAppStore((state) => selectCounts(state).errors);
  const warnings = useDeferredAppStore((state) => selectCounts(state).warnings);
  const badge =
    errors > 0
      ? { text: formatCount(errors), tone: "error" as const }
      : warnings > 0
        ? { text: formatCount(warnings), tone: "warning" as const }
        : undefined;
  return <FoldedPanelStrip panel="problems" title={messages.problems.title} badge={badge} />;
}
