/**
 * Folding the side columns (files list, problems panel) to a narrow strip, so the table gets their width:
 * long URLs beside both panels are cut at 1440 px. Which ones are folded is remembered in this browser
 * (`preferences.ts`, `SIDE_PANELS_KEY`). From 1280 px up each panel folds on its own; narrower, the two
 * panels share one column under each other (app.css), and that column folds whole: the files list's
 * button folds both (the problems panel's is hidden there), either strip shows both (at 150% zoom a 1366 px laptop is 911 px wide, and the column's
 * 256 px left the table's Problems column out of sight).
 */
import { memo, useSyncExternalStore } from "react";
import {
  type FoldedPanels,
  getDefaultStorage,
  readFoldedPanels,
  type SidePanel,
  writeFoldedPanels,
} from "@/store/preferences";
import { messages } from "./messages";
import "./side-panels.css";

let folded: FoldedPanels = readFoldedPanels(getDefaultStorage());
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which side panels are folded now; re-renders on change. */
export function useFoldedPanels(): FoldedPanels {
  return useSyncExternalStore(subscribe, () => folded);
}

/** Folds (true) or shows (false) `panel`, remembers it and tells every user of `useFoldedPanels`. */
export function setPanelFolded(panel: SidePanel, value: boolean): void {
  if (folded[panel] === value) return;
  folded = { ...folded, [panel]: value };
  writeFoldedPanels(getDefaultStorage(), folded);
  for (const listener of listeners) listener();
}

/** Below this width the two panels share one column, which folds whole (app.css, side-panels.css). */
const SHARED_COLUMN_QUERY = "(max-width: 1279px)";

function sharedColumnMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(SHARED_COLUMN_QUERY) : undefined;
}

function subscribeSharedColumn(listener: () => void): () => void {
  const media = sharedColumnMedia();
  media?.addEventListener("change", listener);
  return () => media?.removeEventListener("change", listener);
}

/** True while the window is narrow enough for the panels to share one column; re-renders on change. */
function useSharedColumn(): boolean {
  return useSyncExternalStore(subscribeSharedColumn, () => sharedColumnMedia()?.matches ?? false);
}

/**
 * Folds or shows `panel` the way the layout now on screen does it: on its own from 1280 px up, else with
 * the other panel (their shared column folds whole).
 */
function foldFromButton(panel: SidePanel, value: boolean): void {
  if (!sharedColumnMedia()?.matches) {
    setPanelFolded(panel, value);
    return;
  }
  if (folded.files === value && folded.problems === value) return;
  folded = { files: value, problems: value };
  writeFoldedPanels(getDefaultStorage(), folded);
  for (const listener of listeners) listener();
}

const LABELS = {
  files: { hide: () => messages.app.hideFiles, show: () => messages.app.showFiles },
  problems: { hide: () => messages.app.hideProblems, show: () => messages.app.showProblems },
} as const;

/** The label of `panel`'s fold button (`hide`) or strip, for the layout on screen (`useSharedColumn`). */
function foldLabel(panel: SidePanel, hide: boolean, shared: boolean): string {
  if (shared && hide) return messages.app.hideSidePanels;
  // the two strips of the folded column do the same, each under a name of its own (the panel it shows first)
  if (shared) return panel === "files" ? messages.app.showSidePanels : messages.app.showSidePanelsProblems;
  return hide ? LABELS[panel].hide() : LABELS[panel].show();
}

/** Focuses the element `selector` finds once the fold has been drawn (the button pressed is hidden by it). */
function focusAfterLayout(selector: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/** A chevron pointing towards the side the panel folds to (files: left, problems: right), or back. */
function Chevron({ left }: { left: boolean }) {
  return (
    <svg className="side-chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d={left ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The button in a panel's heading that folds it. */
function FoldPanelButtonView({ panel }: { panel: SidePanel }) {
  const label = foldLabel(panel, true, useSharedColumn());
  return (
    <button
      type="button"
      className={`icon-button side-fold side-fold--${panel}`}
      aria-label={label}
      aria-expanded={true}
      title={label}
      onClick={() => {
        foldFromButton(panel, true);
        focusAfterLayout(`.side-strip--${panel}`);
      }}
    >
      <Chevron left={panel === "files"} />
    </button>
  );
}
// memoized: the side panels around it render again with every edit and its check
export const FoldPanelButton = memo(FoldPanelButtonView);

/**
 * What a folded panel shows instead: one tall button that unfolds it, with the panel's name written
 * upwards and `badge` (a count) above it.
 */
export function FoldedPanelStrip({
  panel,
  title,
  badge,
}: {
  panel: SidePanel;
  title: string;
  badge?: { text: string; tone: "error" | "warning" | "plain" };
}) {
  const label = foldLabel(panel, false, useSharedColumn());
  return (
    <button
      type="button"
      className={`side-strip side-strip--${panel}`}
      aria-label={label}
      aria-expanded={false}
      title={label}
      onClick={() => {
        foldFromButton(panel, false);
        focusAfterLayout(`.side-fold--${panel}`);
      }}
    >
      <Chevron left={panel === "problems"} />
      {badge && <span className={`side-strip-badge is-${badge.tone}`}>{badge.text}</span>}
      <span className="side-strip-title">{title}</span>
    </button>
  );
}
