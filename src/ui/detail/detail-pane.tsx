/**
 * The detail pane below the table: the active row's protocol fields, alternates, images, videos and news,
 * editable, with the live checks on each field, and its unknown elements read-only. "Details" folds it
 * to its bar; the close button or Escape (in a field with nothing typed) does too. It scrolls on its own.
 */
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { rowKey } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { DetailAlternates } from "./detail-alternates";
import { DetailExtraList } from "./detail-extra";
import { DetailImages } from "./detail-images";
import { DetailNews } from "./detail-news";
import { ProblemList } from "./detail-problems";
import { DetailProtocol } from "./detail-protocol";
import { getEntrySummary, getOtherProblems, getSectionOrder } from "./detail-summary";
import { DetailVideos } from "./detail-videos";
import { useEntryCommit, useRowEntry } from "./use-entry-commit";
import "./detail-pane.css";

const text = messages.detail;
const SECTIONS = {
  alternates: DetailAlternates,
  images: DetailImages,
  videos: DetailVideos,
  news: DetailNews,
} as const;

export function DetailPane() {
  const row = useAppStore((state) => state.activeRow);
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (!row) return null;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close();
  };
  return (
    <section
      className={`dp-pane${open ? " is-open" : ""}`}
      aria-label={text.regionLabel}
      onKeyDown={onKeyDown}
    >
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
        <DetailBarSummary row={row} />
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
  if (!entry) return <span className="dp-bar-loc muted">{text.gone}</span>;
  return (
    <>
      <span className="dp-bar-loc" title={entry.loc}>
        {entry.loc || messages.table.emptyValue}
      </span>
      <span className="dp-bar-counts muted">{getEntrySummary(entry)}</span>
    </>
  );
}

function DetailBody({ row }: { row: RowRef }) {
  const { entry, problems } = useRowEntry(row);
  const commit = useEntryCommit(row);
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
      {getSectionOrder(entry).map((kind) => {
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
