/**
 * The question an imported CSV/TSV table asks when its URL column is unclear (issue #6): one choice per
 * candidate column with a sample value; Import adds the file, Cancel drops the table.
 */
import { useId, useState } from "react";
import { Dialog } from "./dialog";
import { BULK_TEXT, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";
import "./import-column-dialog.css";

const TEXT = BULK_TEXT.importDialog;

export function ImportColumnDialog() {
  const store = useAppStoreApi();
  const pending = useAppStore((state) => state.pendingImport);
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const id = useId();
  if (!pending) return null;
  const { rows, detection, name } = pending;
  const chosen = choice ?? detection.candidates[0];
  const sample = (col: number) => rows[detection.header ? 1 : 0]?.[col] ?? "";
  const close = () => store.getState().resolveImport(undefined);
  const submit = () => {
    if (chosen !== undefined) store.getState().resolveImport({ loc: chosen, header: detection.header });
    setChoice(undefined);
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
    </Dialog>
  );
}
