/**
 * The selection line under the filters (issue #6): how many rows are selected, "Select all N matching"
 * for the current filters, the bulk field edit, Copy URLs (one a line), Delete and Clear selection. Without a selection it only
 * offers "Select all N matching".
 */
import { useCallback, useEffect, useState } from "react";
import { countHiddenSelected, getSelectedRows } from "@/store/selection";
import { selectEntry, selectRows } from "@/store/selectors";
import { BULK_TEXT } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { BulkEditForm } from "./bulk-edit-form";
import "./selection-bar.css";

const TEXT = BULK_TEXT.selection;

export interface SelectionBarProps {
  /** Deletes the selected rows and moves the focus (the grid's handler). */
  onDelete(): void;
}

export function SelectionBar({ onDelete }: SelectionBarProps) {
  const store = useAppStoreApi();
  const size = useAppStore((state) => state.selection.size);
  const shown = useAppStore((state) => selectRows(state).length);
  // rows an edit filtered out after they were selected: still selected, and said so
  const hidden = useAppStore((state) => countHiddenSelected(state.selection, selectRows(state)));
  const getRows = useCallback(() => {
    const state = store.getState();
    return getSelectedRows(state.selection, selectRows(state), (row) => !!selectEntry(state, row));
  }, [store]);
  // what the last "Copy URLs" did, said in the bar's status until the selection changes
  const [copied, setCopied] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection clears what was said of the last
  useEffect(() => setCopied(""), [size]);
  const copyUrls = () => {
    const state = store.getState();
    const locs = getRows().flatMap((row) => {
      const loc = selectEntry(state, row)?.loc;
      return loc ? [loc] : [];
    });
    // one a line, as a crawler's list mode, Search Console's and Yandex Webmaster's forms take them
    navigator.clipboard
      .writeText(locs.join("\n"))
      .then(() => setCopied(TEXT.copied(locs.length)))
      .catch(() => setCopied(TEXT.copyFailed));
  };
  // rows an edit took out of the filters stay selected even when no row is shown any more ("Select all
  // matching", then a change that moves them all out): the bar stays, for a second change or Delete
  if (shown === 0 && size === 0) return null;

  return (
    <section className={`sb-bar${size > 0 ? " sb-bar--on" : ""}`} aria-label={TEXT.barLabel}>
      <div className="sb-line">
        <output className="sb-count" aria-live="polite">
          {size > 0 ? TEXT.count(size) : ""}
          {hidden > 0 && <span className="sb-hidden"> {TEXT.hidden(hidden)}</span>}
          {copied && <span className="sb-copied"> · {copied}</span>}
        </output>
        {size - hidden < shown && (
          <button
            type="button"
            className="et-button et-button--quiet"
            title={TEXT.selectAllTitle}
            onClick={() => store.getState().selectAllRows()}
          >
            {TEXT.selectAll(shown)}
          </button>
        )}
        {size > 0 && (
          <>
            <span className="et-spacer" />
            <button
              type="button"
              className="et-button et-button--quiet"
              onClick={() => store.getState().clearSelection()}
            >
              {TEXT.clear}
            </button>
            <button
              type="button"
              className="et-button et-button--quiet sb-copy"
              data-copied={copied ? "" : undefined}
              title={copied || TEXT.copyUrlsTitle}
              onClick={copyUrls}
            >
              {/* a narrow bar shows the icon alone (its words stay the button's name) */}
              <svg
                className="sb-copy-icon"
                viewBox="0 0 16 16"
                width="14"
                height="14"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5.5 1.5h7a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1ZM2.5 4.5v9a1 1 0 0 0 1 1h7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.3"
                  strokeLinecap="round"
                />
              </svg>
              <span className="sb-copy-text">{TEXT.copyUrls}</span>
            </button>
            <button type="button" className="et-button sb-delete" title={TEXT.deleteTitle} onClick={onDelete}>
              {TEXT.delete(size)}
            </button>
          </>
        )}
      </div>
      {/* the hint and the bulk edit share one cell, the other one hidden: the line is as high as the higher
          of the two at any width, so the first click's selection does not move the grid under the pointer */}
      <div className="sb-second">
        <p className="sb-hint" aria-hidden={size > 0} inert={size > 0}>
          {TEXT.hint}
        </p>
        <div aria-hidden={size === 0} inert={size === 0}>
          <BulkEditForm getRows={getRows} count={size} />
        </div>
      </div>
    </section>
  );
}
