/**
 * The detail pane below the table: the active row's protocol fields, alternates, images, videos and news,
 * editable, with the live checks on each field, and its unknown elements read-only. "Details" folds it
 * to its bar; the close button or Escape (in a field with nothing typed) does too. It scrolls on its own.
 */
import { type KeyboardEvent, memo, type ReactNode, useId, useRef, useState } from "react";
import type { Problem, UrlEntry } from "@/core/index";
import { getFieldRoot } from "@/store/history-patches";
import { isRowShown, rowKey } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useDelayedPresence } from "@/ui/hooks/use-delayed-presence";
import { messages } from "@/ui/messages";
import { getShownLoc } from "@/ui/shown-loc";
import { useAppStore } from "@/ui/store-context";
import { isSameProblems } from "@/ui/table/table-selectors";
import { DetailAlternates } from "./detail-alternates";
import { DetailExtraList } from "./detail-extra";
import { DetailImages } from "./detail-images";
import { DetailNews } from "./detail-news";
import { clampHeight, ResizeHandle, useLayoutState } from "./detail-pane-size";
import { ProblemList } from "./detail-problems";
import { DetailProtocol } from "./detail-protocol";
import { getEntrySummary, getOtherProblems, getSectionOrder } from "./detail-summary";
import { DetailVideos } from "./detail-videos";
import { type CommitEdit, useEntryCommit, useRowEntry } from "./use-entry-commit";
import "./detail-pane.css";

const text = messages.detail;
type SectionKind = "alternates" | "images" | "videos" | "news";

/** The problems of `problems` about `kind`'s part of the entry. */
function getSectionProblems(problems: readonly Problem[], kind: SectionKind): Problem[] {
  return problems.filter((problem) => problem.field !== undefined && getFieldRoot(problem.field) === kind);
}

interface SectionProps {
  entry: UrlEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

/**
 * A section memoized on what it shows: its part of the entry (by reference), what its problems say, and the
 * commit. An edit of the loc then renders the protocol fields again, not the sections beside them.
 */
function memoSection(kind: SectionKind, Section: (props: SectionProps) => ReactNode) {
  return memo(
    Section,
    (a, b) =>
      a.commit === b.commit &&
      a.entry[kind] === b.entry[kind] &&
      (a.problems === b.problems ||
        isSameProblems(getSectionProblems(a.problems, kind), getSectionProblems(b.problems, kind))),
  );
}

const SECTIONS = {
  alternates: memoSection("alternates", DetailAlternates),
  images: memoSection("images", DetailImages),
  videos: memoSection("videos", DetailVideos),
  news: memoSection("news", DetailNews),
} as const;

export function DetailPane() {
  const row = useAppStore((state) => state.activeRow);
  const [open, setOpen] = useLayoutState("open");
  // a field asked to take the focus (Enter on the table's read-only news cell) opens a folded pane
  const focusAsk = useAppStore((state) => (state.cellRequest?.focus ? state.cellRequest : undefined));
  const [openedFor, setOpenedFor] = useState(focusAsk);
  if (focusAsk !== openedFor) {
    setOpenedFor(focusAsk);
    if (focusAsk && !open) setOpen(true);
  }
  const [height, setHeight] = useLayoutState("height");
  const [maximized, setMaximized] = useLayoutState("maximized");
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const pane = useRef<HTMLElement>(null);
  // the pane takes room from the table: it appears after a double-click's time, so the second click of a
  // double-click on a lower row lands on that row's cell (to edit it), not on the pane
  // but at once for Enter on a news cell: the field asked takes the focus before the next keys, which went
  // to the table meanwhile (Ctrl+A selected every row, and the typing ended up after the date)
  const shown = useDelayedPresence(row !== undefined, undefined, focusAsk !== undefined);
  if (!row || !shown) return null;
  const resize = (next: number) => {
    setMaximized(false);
    setHeight(clampHeight(pane.current, next));
  };
  const close = () => {
    setOpen(false);
    // come from the table (Enter on a news cell): back to its active cell, to go on row by row
    const cell = focusAsk
      ? document.querySelector<HTMLElement>('[role="grid"] [role="gridcell"][tabindex="0"]')
      : null;
    (cell ?? toggle.current)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close();
  };
  return (
    <section
      ref={pane}
      className={`dp-pane${open ? " is-open" : ""}${open && maximized ? " is-max" : ""}`}
      style={open && !maximized && height ? { flexBasis: height } : undefined}
      aria-label={text.regionLabel}
      onKeyDown={onKeyDown}
      // a Fix of an entry's problem (no field of its own) takes its button away: the keyboard stays here
      data-focus-fallback=".dp-fix|input|textarea"
    >
      {open && !maximized && <ResizeHandle pane={pane} onResize={resize} />}
      <header className="dp-bar">
        <button
          ref={toggle}
          type="button"
          className="dp-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className="dp-chevron" aria-hidden="true" />
          {text.toggle}
        </button>
        {/* keyed by row too: it reads the entry a frame late (`useRowEntry`), never another row's */}
        <DetailBarSummary key={rowKey(row)} row={row} />
        {open && (
          <button
            type="button"
            className="icon-button dp-size"
            aria-label={maximized ? text.restore : text.maximize}
            title={maximized ? text.restore : text.maximize}
            aria-pressed={maximized}
            onClick={() => setMaximized(!maximized)}
          >
            <span className={`dp-size-icon${maximized ? " is-max" : ""}`} aria-hidden="true" />
          </button>
        )}
        {open && (
          <button
            type="button"
            className="icon-button"
            aria-label={text.close}
            title={text.close}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      {/* keyed by row: another row starts at the top with fresh field state */}
      <div key={rowKey(row)} id={bodyId} className="dp-body" hidden={!open}>
        {open && <DetailBody row={row} />}
      </div>
    </section>
  );
}

function DetailBarSummary({ row }: { row: RowRef }) {
  const { entry } = useRowEntry(row);
  const shown = useAppStore((state) => isRowShown(state, row));
  if (!entry) return <span className="dp-bar-loc muted">{text.gone}</span>;
  // as the table shows it: a percent-encoded or punycode URL as it reads, the tooltip as written
  const loc = getShownLoc(entry.loc);
  return (
    <>
      <span className="dp-bar-loc" title={loc.title}>
        {loc.text || messages.table.emptyValue}
      </span>
      <span className="dp-bar-counts muted">{getEntrySummary(entry)}</span>
      {!shown && (
        <span className="dp-bar-hidden" title={text.hiddenByFilterTitle}>
          {text.hiddenByFilter}
        </span>
      )}
    </>
  );
}

/**
 * The order of the extension sections for `row` (`getSectionOrder`: the filled ones first), decided when
 * the row is shown and kept while it stays: **Add image** on a row without images no longer moved the
 * section up above the alternates, under the pointer.
 */
function useSectionOrder(row: RowRef, entry: UrlEntry | undefined): SectionKind[] {
  const key = rowKey(row);
  const [kept, setKept] = useState<{ key: string; order: SectionKind[] } | undefined>(undefined);
  if (entry === undefined) return kept?.order ?? [];
  if (kept?.key === key) return kept.order;
  const order = getSectionOrder(entry);
  setKept({ key, order });
  return order;
}

function DetailBody({ row }: { row: RowRef }) {
  const { entry, problems } = useRowEntry(row);
  const commit = useEntryCommit(row);
  const order = useSectionOrder(row, entry);
  if (!entry) return <p className="dp-empty muted">{text.gone}</p>;
  const other = getOtherProblems(problems);
  return (
    <div className="dp-sections">
      {other.length > 0 && (
        <section className="dp-section" aria-label={text.entryProblems}>
          <ProblemList problems={other} />
        </section>
      )}
      <DetailProtocol row={row} entry={entry} problems={problems} />
      {order.map((kind) => {
        const Section = SECTIONS[kind];
        return <Section key={kind} entry={entry} problems={problems} commit={commit} />;
      })}
      {entry.extra && entry.extra.length > 0 && (
        <section className="dp-section" aria-label={text.extra}>
          <DetailExtraList extra={entry.extra} title={text.extra} problems={problems} />
        </section>
      )}
    </div>
  );
}
