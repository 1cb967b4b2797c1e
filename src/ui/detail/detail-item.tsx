/**
 * The frame the pane draws around each image, video and alternate: a fieldset with a legend ("Video 1"),
 * a remove button named after the item ("Remove video 1"), the item's own problems, and its fields.
 */
import { Fragment, type ReactNode, useId, useRef, useState } from "react";
import type { Problem } from "@/core/index";
import { formatCount, formatMessage, messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
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
  // renders in a later frame when the page is busy, so up to 180 frames
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
      // fewer items, or (`PagedItems` showing the first and the last) the removed last one gone
      if (left.length < before || (item !== null && !item.isConnected)) {
        const next = left[Math.min(index, left.length - 1)]?.querySelector<HTMLElement>(".dp-remove");
        (next ?? section.querySelector<HTMLElement>(".dp-add"))?.focus();
      } else if (frames > 0) requestAnimationFrame(() => focusNext(frames - 1));
    };
    // a section of thousands re-renders for longer than 20 frames (10,000 hreflang links: the focus had
    // fallen to the pane's URL field): up to 3 s
    requestAnimationFrame(() => focusNext(180));
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
  // the new item's first empty field takes the focus, as its fields are what comes next (WCAG 2.4.3); the
  // entry's edit renders in a later frame than the click's when the page is busy, so up to 20 frames
  const add = () => {
    // the last item changes even when the count shown does not (`PagedItems` shows the first and the last)
    const last = () => [...(section.current?.querySelectorAll(".dp-item") ?? [])].at(-1);
    const before = last();
    onAdd?.();
    const focusNew = (frames: number) => {
      const groups = section.current?.querySelectorAll(".dp-item") ?? [];
      if (groups.length > 0 && last() !== before) {
        // its first empty field: a new news block comes with the publication's name and language of the
        // others, and a date typed at the end of the name became part of it
        const fields = [
          ...groups[groups.length - 1].querySelectorAll<HTMLInputElement>("input, textarea, select"),
        ];
        (fields.find((input) => input.value === "") ?? fields[0])?.focus();
      } else if (frames > 0 && section.current) requestAnimationFrame(() => focusNew(frames - 1));
    };
    requestAnimationFrame(() => focusNew(20));
  };
  return (
    <section ref={section} className="dp-section" aria-labelledby={headingId}>
      <header className="dp-section-header">
        <h3 id={headingId}>{title}</h3>
        {count !== undefined && <span className="count-pill">{formatCount(count)}</span>}
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

/**
 * Items a section lists at first, and how many more each "Show more" adds: a page with 10,000 hreflang
 * links drew 20,000 inputs and blocked the tab for 40 s when its row was clicked (1,000: 1.3 s).
 */
export const ITEMS_PER_PAGE = 100;

export interface PagedItemsProps {
  /** The entry's list the items are of: a problem's example asking for one of them shows it. */
  kind: "alternates" | "images" | "videos";
  count: number;
  /** The item at `index`, a `DetailItem`. */
  renderItem(index: number): ReactNode;
}

/** When `PagedItems` first saw each request (ms). */
const requestSeen = new WeakMap<object, number>();

/** True for a request first seen within the last second (the pane mounts a moment after a click). */
function isFresh(request: object): boolean {
  const first = requestSeen.get(request);
  if (first === undefined) requestSeen.set(request, Date.now());
  return first === undefined || Date.now() - first < 1000;
}

/**
 * The first `ITEMS_PER_PAGE` items of a section, then "Show N more" while some are not shown, then the
 * last item (the one Add just added, whose first field takes the focus). An item a problem's example asks
 * for (`cellRequest.field`, `alternates[5000].href`) is shown with the items before it. Starts again at
 * the first page for another row.
 */
export function PagedItems({ kind, count, renderItem }: PagedItemsProps) {
  const row = useAppStore((state) =>
    state.activeRow ? `${state.activeRow.file}\u0000${state.activeRow.entry}` : "",
  );
  // a request stays in the store after it was answered (a row change sets none, and the pane's body is
  // mounted again for each row): one seen first more than a second ago is another row's
  const request = useAppStore((state) => state.cellRequest);
  const [limit, setLimit] = useState<{ row: string; shown: number; request?: object }>({
    row,
    shown: ITEMS_PER_PAGE,
  });
  let shown = limit.row === row ? limit.shown : ITEMS_PER_PAGE;
  const field = request?.field;
  const asked =
    request !== undefined && request !== limit.request && field?.startsWith(`${kind}[`) && isFresh(request)
      ? Number.parseInt(field.slice(kind.length + 1), 10)
      : -1;
  if (asked >= shown && asked < count) shown = Math.ceil((asked + 1) / ITEMS_PER_PAGE) * ITEMS_PER_PAGE;
  if (limit.row !== row || limit.shown !== shown || limit.request !== request)
    setLimit({ row, shown, request });
  const head = Math.min(count, shown);
  const hidden = count - head - 1;
  const items: ReactNode[] = [];
  for (let i = 0; i < head; i++) items.push(<Fragment key={i}>{renderItem(i)}</Fragment>);
  return (
    <>
      {items}
      {hidden > 0 && (
        <button
          type="button"
          className="button dp-more"
          onClick={() => setLimit({ row, shown: shown + ITEMS_PER_PAGE, request })}
        >
          {formatMessage(messages.detail.showMoreItems, {
            count: formatCount(Math.min(ITEMS_PER_PAGE, hidden)),
            rest: formatCount(hidden),
          })}
        </button>
      )}
      {count > head && <Fragment key={count - 1}>{renderItem(count - 1)}</Fragment>}
    </>
  );
}
