/**
 * The question an imported CSV/TSV table asks when its URL column is unclear (issue #6): one choice per
 * candidate column with its first values, and whether the first row is a header (names, not an entry:
 * ticked when detection found one, or when the column's first cell is a word over paths or URLs); Import
 * adds the file, Cancel drops the table.
 */
import { useId, useState } from "react";
import { isHeaderOver } from "@/core/edit/table-text";
import { Dialog } from "./dialog";
import { BULK_TEXT, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";
import "./import-column-dialog.css";

const TEXT = BULK_TEXT.importDialog;

/** How many of a column's first values the choice shows. */
const SAMPLES = 3;

export function ImportColumnDialog() {
  const store = useAppStoreApi();
  const pending = useAppStore((state) => state.pendingImport);
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const [headerChoice, setHeaderChoice] = useState<boolean | undefined>(undefined);
  const id = useId();
  if (!pending) return null;
  const { rows, detection, name } = pending;
  const chosen = choice ?? detection.candidates[0];
  const header = headerChoice ?? (detection.header || (chosen !== undefined && isHeaderOver(rows, chosen)));
  const sample = (col: number) =>
    rows
      .slice(header ? 1 : 0, (header ? 1 : 0) + SAMPLES)
      .map((row) => row[col]?.trim() ?? "")
      .filter(Boolean)
      .join(", ");
  const close = () => {
    store.getState().resolveImport(undefined);
    setChoice(undefined);
    setHeaderChoice(undefined);
  };
  const submit = () => {
    if (chosen !== undefined) store.getState().resolveImport({ loc: chosen, header });
    setChoice(undefined);
    setHeaderChoice(undefined);
  };
  return (
    <Dialog
      title={TEXT.title}
      onClose={close}
      footer={
        <>
          <button type="button" className="button" onClick={close}>
            {messages.actions.cancel}
          </button>
          <button type="button" className="button primary" disabled={chosen === undefined} onClick={submit}>
            {TEXT.submit}
          </button>
        </>
      }
    >
      {/* the choice made takes the focus (not the dialog's ×), and Enter imports it */}
      <fieldset
        className="column-choice"
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          submit();
        }}
      >
        <legend className="column-choice-intro">{TEXT.intro(name)}</legend>
        {detection.candidates.map((col) => (
          <label key={col} className="rp-check">
            <input
              type="radio"
              name={id}
              checked={chosen === col}
              data-autofocus={chosen === col ? "" : undefined}
              onChange={() => setChoice(col)}
            />
            {TEXT.column(col + 1, sample(col))}
          </label>
        ))}
      </fieldset>
      <label className="rp-check column-choice-header">
        <input type="checkbox" checked={header} onChange={(event) => setHeaderChoice(event.target.checked)} />
        {TEXT.header(rows[0]?.[chosen ?? 0]?.trim() ?? "")}
      </label>
    </Dialog>
  );
}
