/**
 * The frame the pane draws around each image, video and alternate: a fieldset with a legend ("Video 1"),
 * a remove button named after the item ("Remove video 1"), the item's own problems, and its fields.
 */
import { type ReactNode, useId, useRef } from "react";
import type { Problem } from "@/core/index";
import { messages } from "@/ui/messages";
import { ProblemList } from "./detail-problems";

export interface DetailItemProps {
  legend: string;
  removeLabel: string;
  onRemove(): void;
  /** Problems of the item as a whole (e.g. `hreflang.missing-self` on the first alternate). */
  problems?: readonly Problem[];
  /** Lays the fields out in one row (alternates) instead of the two-column grid. */
  inline?: boolean;
  children: ReactNode;
}

export function DetailItem({ legend, removeLabel, onRemove, problems, inline, children }: DetailItemProps) {
  // the focus goes to the item now in its place (its remove button), else the one before, else the
  // section's Add button (WCAG 2.4.3): it had gone to the URL field at the top of the pane; the edit
  // renders in a later frame when the page is busy, so up to 20 frames
  const remove = (button: HTMLElement) => {
    const item = button.closest(".dp-item");
    const section = item?.closest(".dp-section");
    const items = () => [...(section?.querySelectorAll(".dp-item") ?? [])];
    const index = item ? items().indexOf(item) : -1;
    const before = items().length;
    onRemove();
    const focusNext = (frames: number) => {
      if (!section?.isConnected) return;
      const left = items();
      if (left.length < before) {
        const next = left[Math.min(index, left.length - 1)]?.querySelector<HTMLElement>(".dp-remove");
        (next ?? section.querySelector<HTMLElement>(".dp-add"))?.focus();
      } else if (frames > 0) requestAnimationFrame(() => focusNext(frames - 1));
    };
    requestAnimationFrame(() => focusNext(20));
  };
  return (
    <fieldset className="dp-item">
      <legend className="dp-item-legend">{legend}</legend>
      <button
        type="button"
        className="dp-remove"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={(event) => remove(event.currentTarget)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {problems && <ProblemList problems={problems} />}
      <div className={inline ? "dp-grid dp-grid--inline" : "dp-grid"}>{children}</div>
    </fieldset>
  );
}

/** An item's retired fields under a line saying so, across the whole width of the item's field grid. */
export function DetailRetired({ children }: { children: ReactNode }) {
  return (
    <div className="dp-retired">
      <p className="dp-retired-note">{messages.detail.retired}</p>
      <div className="dp-grid">{children}</div>
    </div>
  );
}

export interface DetailSectionProps {
  title: string;
  count?: number;
  /** The section's add button ("Add image"), after the items. */
  addLabel?: string;
  onAdd?(): void;
  problems?: readonly Problem[];
  /** A line under the title about the whole section (what an engine does with it). */
  note?: string;
  children: ReactNode;
}

/** One section of the pane (Images, Videos, ...), a titled region with its items and an add button. */
export function DetailSection({
  title,
  count,
  addLabel,
  onAdd,
  problems,
  note,
  children,
}: DetailSectionProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // the new item's first field takes the focus, as its fields are what comes next (WCAG 2.4.3); the
  // entry's edit renders in a later frame than the click's when the page is busy, so up to 20 frames
  const add = () => {
    const before = section.current?.querySelectorAll(".dp-item").length ?? 0;
    onAdd?.();
    const focusNew = (frames: number) => {
      const groups = section.current?.querySelectorAll(".dp-item") ?? [];
      if (groups.length > before)
        groups[groups.length - 1].querySelector<HTMLElement>("input, textarea, select")?.focus();
      else if (frames > 0 && section.current) requestAnimationFrame(() => focusNew(frames - 1));
    };
    requestAnimationFrame(() => focusNew(20));
  };
  return (
    <section ref={section} className="dp-section" aria-labelledby={headingId}>
      <header className="dp-section-header">
        <h3 id={headingId}>{title}</h3>
        {count !== undefined && <span className="count-pill">{count}</span>}
        {addLabel && onAdd && (
          <button type="button" className="button dp-add" onClick={add}>
            <span aria-hidden="true">+</span> {addLabel}
          </button>
        )}
      </header>
      {note && <p className="dp-hint dp-section-note">{note}</p>}
      {problems && <ProblemList problems={problems} />}
      {children}
    </section>
  );
}
