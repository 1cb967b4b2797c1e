/**
 * The in-cell editor: an input holding the text being typed (local state, STYLE.md §4). Enter or blur
 * commits (not the window's losing the focus: `isWindowBlur`), Tab / Shift+Tab commit and move to the next / previous cell (as in a spreadsheet), Escape
 * cancels; keys never reach the grid's navigation while the editor is open. While it holds text not yet
 * committed, a reload or close of the tab asks first.
 */
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { UrlField } from "@/core/index";
import { isWindowBlur, useLeavePrompt } from "@/ui/hooks/use-leave-prompt";
import { messages } from "@/ui/messages";
import { isTooLongToEdit } from "@/ui/shown-text";
import { CHANGEFREQ_VALUES } from "./table-columns";

const TABLE_TEXT = messages.table;

export interface EditableCellProps {
  field: UrlField;
  /** Column label, for the input's accessible name. */
  label: string;
  initialValue: string;
  /**
   * `refocus` is true when the key that committed should put focus back on the cell (not a blur); `move`
   * is the columns to move after it (Tab 1, Shift+Tab -1, else 0).
   */
  onCommit(value: string, refocus: boolean, move: number): void;
  onCancel(): void;
}

export function EditableCell({ field, label, initialValue, onCommit, onCancel }: EditableCellProps) {
  // a value too long to lay out (`isTooLongToEdit`) is not put in the input: it starts empty, and leaving
  // it empty keeps the value
  const tooLong = isTooLongToEdit(initialValue);
  const start = tooLong ? "" : initialValue;
  const [value, setValue] = useState(start);
  // the value the editor opened with or last followed: while nothing is typed over it, the editor follows
  // the row's value (a Fix all worked out in slices, an undo meanwhile), so that Enter does not write the
  // value from before over theirs (a Fix all of 120,000 dates lost a row's zone so)
  const [base, setBase] = useState(start);
  if (start !== base && value === base) {
    setBase(start);
    setValue(start);
  }
  const listId = useId();
  // Enter commits and closes; the blur that follows the unmount must not commit a second time.
  const done = useRef(false);

  const input = useRef<HTMLInputElement>(null);
  // text typed and not yet committed: a reload or close asks first ("Leave site?")
  useLeavePrompt(value !== base);

  const finish = (commit: boolean, refocus: boolean, move = 0) => {
    if (done.current) return;
    done.current = true;
    // the cell takes the focus now, before the editor goes: focusing it after the re-render would force a
    // layout of the changed grid (4 ms of an edit's frame); the blur this causes finds `done` set
    if (refocus) input.current?.closest<HTMLElement>("[role=gridcell]")?.focus({ preventScroll: true });
    if (commit && !(tooLong && value === "")) onCommit(value, refocus, move);
    else onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === "Tab") {
      event.preventDefault();
      finish(true, true, event.shiftKey ? -1 : 1);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(false, true);
    }
  };

  return (
    <>
      <input
        ref={input}
        className="et-editor"
        aria-label={TABLE_TEXT.editLabel(label)}
        value={value}
        placeholder={tooLong ? TABLE_TEXT.tooLongToEdit(initialValue.length) : undefined}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on an explicit user action and must take the keys
        autoFocus
        spellCheck={false}
        autoComplete="off"
        inputMode={field === "priority" ? "decimal" : undefined}
        list={field === "changefreq" ? listId : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        // the window losing the focus (another app, the reload question) leaves the editor open
        onBlur={() => {
          if (!isWindowBlur()) finish(true, false);
        }}
        onDoubleClick={(event) => event.stopPropagation()}
      />
      {field === "changefreq" && (
        <datalist id={listId}>
          {CHANGEFREQ_VALUES.map((freq) => (
            <option key={freq} value={freq} />
          ))}
        </datalist>
      )}
    </>
  );
}
