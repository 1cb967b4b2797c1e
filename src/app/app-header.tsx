/**
 * The top bar: product name, workspace totals, Undo/Redo (with their shortcuts), and the actions Open files /
 * Paste / Open example / Export, and the interface language.
 */

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { SitemapFile } from "@/core/index";
import { warmEntryListStats } from "@/store/entry-list-stats";
import {
  selectCanExport,
  selectCounts,
  selectTotalSitemaps,
  selectTotalUrls,
  selectUnchecked,
} from "@/store/selectors";
import { hasUrlRows } from "@/store/workspace-helpers";
import { SaveStatus } from "@/ui/autosave/save-status";
import { StartOverButton } from "@/ui/autosave/start-over";
import { FilePickerButton } from "@/ui/drop-zone";
import { selectErrorsWrittenAway } from "@/ui/export-errors";
import { LanguageSwitch } from "@/ui/language-switch";
import { formatListedSitemaps, formatMessage, formatPlural, formatUrlTotals, messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi, useDeferredAppStore, useFilesReshaped } from "@/ui/store-context";
import { HistoryButtons } from "@/ui/toolbar/history-buttons";
import { WorkingStatus } from "@/ui/working-status-view";

/** Quiet time after the last change of the files before the export dialog's figures are counted (ms). */
const WARM_AFTER_MS = 2_000;

export interface AppHeaderProps {
  onPaste: () => void;
  onExport: () => void;
}

export function AppHeader({ onPaste, onExport }: AppHeaderProps) {
  const store = useAppStoreApi();
  // not selectExportSummary: it runs every loc through a regex on each edit (the export dialog needs it)
  const exportable = useAppStore(selectCanExport);
  useEffect(() => {
    // what the export dialog counts of the files, counted while the page is idle (not on the click), once
    // changes have paused for a moment (an edit makes its file's list new: not recounted on every keystroke)
    let cancel = () => {};
    const warm = (files: readonly SitemapFile[]) => {
      cancel();
      const timer = setTimeout(() => {
        cancel = warmEntryListStats(files.filter(hasUrlRows).map((file) => file.urls));
      }, WARM_AFTER_MS);
      cancel = () => clearTimeout(timer);
    };
    warm(store.getState().files);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.files !== previous.files) warm(state.files);
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [store]);
  return (
    // Undo disabled by its last step: focus to Redo (and the other way round)
    <header className="app-header" data-focus-fallback=".history-button:not(:disabled)">
      <div className="brand">
        <svg className="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="3" width="7" height="7" rx="1.5" />
          <rect x="14" y="3" width="7" height="7" rx="1.5" opacity="0.55" />
          <rect x="3" y="14" width="7" height="7" rx="1.5" opacity="0.55" />
          <rect x="14" y="14" width="7" height="7" rx="1.5" opacity="0.3" />
        </svg>
        <h1>{messages.app.title}</h1>
      </div>
      <HeaderTotals />
      <SaveStatus />
      <WorkingStatus />
      <nav className="header-actions" aria-label={messages.app.actionsLabel}>
        <StartOverButton />
        <HistoryButtons />
        <FilePickerButton label={messages.actions.open} className="button" />
        <button type="button" className="button" onClick={onPaste}>
          {messages.actions.paste}
        </button>
        <button
          type="button"
          className="button header-example"
          onClick={() => void store.getState().loadExample()}
        >
          {messages.actions.example}
        </button>
        <button type="button" className="button primary" disabled={!exportable} onClick={onExport}>
          {messages.actions.export}
        </button>
        <LanguageSwitch />
      </nav>
    </header>
  );
}

/**
 * Whether the sitemaps listed (`.num-listed`) fit in the totals' row beside the URL count and the other
 * totals; measured on every resize of the row (its width, the language, the counts). A part that does not
 * fit is hidden whole (its text stays in the count's title), never cut to "5 sitemaps li…".
 */
function useListedFits(row: RefObject<HTMLDivElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const urls = element.querySelector(".num-urls");
      const listed = element.querySelector(".num-listed");
      if (!urls || !listed) return;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      let room = element.getBoundingClientRect().width;
      for (const child of element.children)
        if (!child.classList.contains("num")) room -= child.getBoundingClientRect().width + gap;
      // widths to the fraction of a pixel: `scrollWidth` rounds, and half a pixel too many cut the count
      // to "30 324 U…" beside the listed part (Russian, 1920 px wide, session 30); the count's own text by
      // a range, as its box is narrower than its text once cut
      const text = document.createRange();
      text.selectNodeContents(urls);
      const need = text.getBoundingClientRect().width + listed.getBoundingClientRect().width;
      setFits(need <= room - 0.5);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return fits;
}

/**
 * The class of a header total: its severity's colour, dimmed while a check runs (`is-provisional`), and
 * grey when there are none (`is-zero`: "0 errors" in red reads as an alarm).
 */
function getTotalClass(severity: "error" | "warning", count: number, checking: boolean): string {
  return `severity-text ${severity}${checking ? " is-provisional" : ""}${count === 0 ? " is-zero" : ""}`;
}

/** The workspace's totals: deferred (`useDeferredAppStore`), they follow an edit in the next frame. */
function HeaderTotals() {
  const row = useRef<HTMLDivElement>(null);
  const listedFits = useListedFits(row);
  // a file added or removed shows at once, all the totals together (`useFilesReshaped`)
  const now = useFilesReshaped();
  const errors = useDeferredAppStore((state) => selectCounts(state).errors, now);
  // the errors the export writes away (a feed's format, lines that were no URL): "4 errors" that no fix
  // can take away read as work left, the exported files having none (a fresh user); all of them: grey, as
  // "0 errors" is, and the tooltip says why
  const away = useDeferredAppStore(selectErrorsWrittenAway, now);
  const warnings = useDeferredAppStore((state) => selectCounts(state).warnings, now);
  const urls = useDeferredAppStore(selectTotalUrls, now);
  const sitemaps = useDeferredAppStore(selectTotalSitemaps, now);
  const files = useDeferredAppStore((state) => state.files.length, now);
  // at once, not deferred: after a change of 500,000 rows the deferred render of the totals comes a second
  // or more after the table's, and the old totals read as final meanwhile (a fresh-user pass)
  const checking = useAppStore((state) => state.checking);
  // a file just added has only its reading problems: "0 errors" would read as a clean file
  const unchecked = useDeferredAppStore(selectUnchecked, now);
  if (files === 0) return <div className="header-totals" />;
  return (
    <div ref={row} className="header-totals" aria-live="polite">
      <span className="num" title={formatUrlTotals(urls, sitemaps)}>
        <span className="num-urls">{formatPlural(urls, messages.files.url, messages.files.urls)}</span>
        {sitemaps > 0 && (
          <span className={listedFits ? "num-listed" : "num-listed is-hidden"}>
            {formatListedSitemaps(sitemaps)}
          </span>
        )}
      </span>
      {!unchecked && (
        <>
          {/* while a check runs the counts are those of the last one, or of the rows changed checked alone
              (a page's duplicates come back with the full check): dimmed, "Checking…" beside them */}
          <span
            className={getTotalClass("error", errors === away ? 0 : errors, checking)}
            title={
              away <= 0
                ? undefined
                : away === errors
                  ? formatMessage(messages.files.errorsAllAway, { count: errors })
                  : formatMessage(messages.files.errorsSomeAway, { count: errors, away })
            }
          >
            <span className="severity-dot error" aria-hidden="true" />
            {formatPlural(errors, messages.files.error, messages.files.errors)}
          </span>
          <span className={getTotalClass("warning", warnings, checking)}>
            <span className="severity-dot warning" aria-hidden="true" />
            {formatPlural(warnings, messages.files.warning, messages.files.warnings)}
          </span>
        </>
      )}
      {(checking || unchecked) && <span className="checking muted">{messages.app.checking}</span>}
    </div>
  );
}
