/**
 * Folding the side columns (files list, problems panel) to a narrow strip, so the table gets their width:
 * long URLs beside both panels are cut at 1440 px. Which ones are folded is remembered in this browser
 * (`preferences.ts`, `SIDE_PANELS_KEY`). Folding applies from 1280 px up; narrower, the two panels share
 * one column under each other and stay shown (app.css).
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

const LABELS = {
  files: { hide: () => messages.app.hideFiles, show: () => messages.app.showFiles },
  problems: { hide: () => messages.app.hideProblems, show: () => messages.app.showProblems },
} as const;

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
  const label = LABELS[panel].hide();
  return (
    <button
      type="button"
      className={`icon-button side-fold side-fold--${panel}`}
      aria-label={label}
      title={label}
      onClick={() => {
        setPanelFolded(panel, true);
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
  const label = LABELS[panel].show();
  return (
    <button
      type="button"
      className={`side-strip side-strip--${panel}`}
      aria-label={label}
      title={label}
      onClick={() => {
        setPanelFolded(panel, false);
        focusAfterLayout(`.side-fold--${panel}`);
      }}
    >
      <Chevron left={panel === "problems"} />
      {badge && <span className={`side-strip-badge is-${badge.tone}`}>{badge.text}</span>}
      <span className="side-strip-title">{title}</span>
    </button>
  );
}
