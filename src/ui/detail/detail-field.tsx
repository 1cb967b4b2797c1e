/**
 * One labelled field of the detail pane. The text being typed is local state (STYLE.md §4); Enter (Ctrl+Enter
 * in a multi-line field) or leaving the field commits it, Escape puts the stored value back; with nothing
 * typed since, Ctrl+Z / Ctrl+Y undo and redo the workspace. The problems
 * whose `field` is this field's path show under it and describe the input.
 */
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useRef, useState } from "react";
import type { Problem } from "@/core/index";
import { getHistoryCommand, isMacPlatform } from "@/ui/hooks/use-history-shortcuts";
import { isWindowBlur, useLeavePrompt } from "@/ui/hooks/use-leave-prompt";
import { messages } from "@/ui/messages";
import { isTooLongToEdit } from "@/ui/shown-text";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { isSameProblems } from "@/ui/table/table-selectors";
import { getFieldProblems, getProblemIds, ProblemList } from "./detail-problems";

const text = messages.detail;
const NO_PROBLEMS: readonly Problem[] = [];

/** Requests (`cellRequest`) a field has answered: one that mounts again later does not scroll again. */
const revealed = new WeakSet<object>();

/**
 * When a field first took the focus for a request (ms): a field mounted again within a second (the pane
 * shown a render later after a click) takes it again, with the typed key; later mounts do not.
 */
const focusAsked = new WeakMap<object, number>();

/**
 * Brings the field of `path` into view, marked for a moment (`revealing`), when a problem's example asked
 * for it (`cellRequest.field`: `images[2].loc`, or `videos[0].tag[3]` for the field `videos[0].tag`):
 * the pane opens at the top, and the 3rd of 1,001 images or a video's restriction was out of sight. With
 * `cellRequest.focus` its input takes the focus, and `cellRequest.typed` (a key typed on the table's news
 * cell) becomes its draft (`onTyped`), committed as any typing is.
 */
function useRevealField(
  path: string,
  box: { current: HTMLElement | null },
  onTyped?: (typed: string) => void,
): boolean {
  const request = useAppStore((state) => {
    const field = state.cellRequest?.field;
    const own = field !== undefined && (field === path || field.startsWith(`${path}[`));
    return own ? state.cellRequest : undefined;
  });
  const [revealing, setRevealing] = useState(false);
  // the request this field's input took the focus for: per mounted field, as the pane may mount the field
  // again right after (a click's delayed pane), and the new input must take the focus and the key too
  const focusedFor = useRef<object | undefined>(undefined);
  useEffect(() => {
    if (request === undefined) return;
    // asked to edit it (Enter on a news cell of the table, which is read-only): the input takes the focus;
    // a key typed on the cell replaces its value, as typing over a cell does
    const first = focusAsked.get(request);
    if (
      request.focus &&
      focusedFor.current !== request &&
      (first === undefined || Date.now() - first < 1000)
    ) {
      if (first === undefined) focusAsked.set(request, Date.now());
      focusedFor.current = request;
      box.current?.querySelector<HTMLElement>("input, textarea")?.focus();
      if (request.typed !== undefined) onTyped?.(request.typed);
    }
    if (revealed.has(request)) return;
    revealed.add(request);
    box.current?.scrollIntoView?.({ block: "center" });
    setRevealing(true);
  }, [request, box, onTyped]);
  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setRevealing(false), 1600);
    return () => clearTimeout(timer);
  }, [revealing]);
  return revealing;
}

export interface DetailFieldProps {
  label: string;
  /** The problem field path this input edits (`images[0].loc`). */
  path: string;
  value: string | undefined;
  /** Problems of the whole entry; the field picks its own. */
  problems: readonly Problem[];
  onCommit(value: string): void;
  multiline?: boolean;
  hint?: string;
  /** Marks the label with an asterisk (and "(required)" for screen readers). */
  required?: boolean;
  /** Suggestions (a datalist). */
  options?: readonly string[];
  /** Spans the whole row of the field grid. */
  wide?: boolean;
}

function DetailFieldView(props: DetailFieldProps) {
  const { label, path, value = "", problems, onCommit, hint, required, options, wide } = props;
  // a value written over two lines or more (`<image:caption>Кофе⏎молотый</image:caption>`) is edited in a
  // text area: a one-line input drops its line breaks as it shows it, and an edit that changed nothing
  // then wrote "Кофемолотый"
  const multiline = props.multiline || /[\r\n]/.test(value);
  const id = useId();
  const store = useAppStoreApi();
  // a value too long to lay out (`isTooLongToEdit`) is not put in the input: it shows empty, and leaving it
  // empty keeps the value
  const tooLong = isTooLongToEdit(value);
  const start = tooLong ? "" : value;
  const [draft, setDraft] = useState(start);
  // null once the draft is committed: the next render shows the stored value, whatever it is by then (a
  // click on Undo commits the field as it blurs and undoes that commit before the pane renders again, so
  // the value seen would not change, and the undone text would stay, ready to be saved again)
  const [shown, setShown] = useState<string | null>(value);
  // the stored value changed (a commit, undo, another editor): show it (React's "adjust state on prop change")
  // the draft came from a key typed on the table's news cell (`cellRequest.typed`), and that key: a row
  // change shown after it (the pane follows the active row a render later) keeps it, where the stored value
  // had come back and the next keys were appended to the old headline
  const typedStart = useRef(false);
  const typedValue = useRef("");
  const revertedOnLeave = useRef(false);
  if (shown !== value) {
    setShown(value);
    setDraft(typedStart.current ? typedValue.current : start);
  }
  // while the text typed differs from the stored value, the problems describe the stored one: they wait
  // for the commit (they read "has no image:loc" under a field full of text), and a line says how to check
  const typing = draft !== start;
  // and a reload or close asks first ("Leave site?"), as for a table cell's editor
  useLeavePrompt(typing);
  const own = typing ? NO_PROBLEMS : getFieldProblems(problems, path);
  const worst = own.find((p) => p.severity === "error") ?? own[0];
  const describedBy = [
    hint ? `${id}-hint` : "",
    typing ? `${id}-typing` : "",
    getProblemIds(own, `${id}-p`) ?? "",
  ]
    .join(" ")
    .trim();
  const commit = () => {
    typedStart.current = false;
    if (revertedOnLeave.current) {
      revertedOnLeave.current = false;
      return;
    }
    // a text area's Enter is a line break: one left at either end (typed before Ctrl+Enter or a click
    // away) is no part of the value, and export had written it (`…why\n</video:description>`)
    const value = multiline ? draft.trim() : draft;
    if (value === start) {
      if (draft !== start) setDraft(start);
      return;
    }
    onCommit(value);
    setShown(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // nothing typed since the stored value: Ctrl+Z / Ctrl+Y are the workspace's undo and redo (the
    // browser's own would bring back typed text that is already saved, and leaving would save it again)
    const history = getHistoryCommand(event.nativeEvent, isMacPlatform());
    if (history && draft === start) {
      event.preventDefault();
      store.getState()[history]();
      return;
    }
    if (event.key === "Enter" && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && draft !== start) {
      // only a changed field swallows Escape; an unchanged one lets it close the pane, and so does one the
      // table's typing started (a key or Delete on a news cell): back to the cell in one press, as F2's
      if (!typedStart.current) event.stopPropagation();
      // the pane folds and the input blurs before the draft is back: that blur commits nothing
      else revertedOnLeave.current = true;
      typedStart.current = false;
      setDraft(start);
    }
  };
  const common = {
    id,
    value: draft,
    placeholder: tooLong ? messages.table.tooLongToEdit(value.length) : undefined,
    spellCheck: false,
    autoComplete: "off",
    "aria-invalid": worst?.severity === "error" ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onKeyDown,
    // the window losing the focus (another app, the reload question) keeps the text typed, uncommitted
    onBlur: () => {
      if (!isWindowBlur()) commit();
    },
  } as const;
  const box = useRef<HTMLDivElement>(null);
  const onTyped = useCallback((typed: string) => {
    typedStart.current = true;
    typedValue.current = typed;
    setDraft(typed);
  }, []);
  const revealing = useRevealField(path, box, onTyped);
  const classes = [
    "dp-field",
    multiline ? "dp-field--full" : wide ? "dp-field--wide" : "",
    worst ? `dp-field--${worst.severity}` : "",
    revealing ? "dp-field--revealed" : "",
  ];
  return (
    // a Fix of the field's problem takes its button away: the keyboard stays on the field (`focus-guard.ts`)
    <div ref={box} className={classes.filter(Boolean).join(" ")} data-focus-fallback="input|textarea|select">
      <label htmlFor={id} className="dp-label">
        {label}
        {required && (
          <>
            <span className="dp-required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> {text.required}</span>
          </>
        )}
      </label>
      {/* one box under the label: a row of fields lines its labels up as one row, its inputs as the next */}
      <div className="dp-field-body">
        {multiline ? (
          <textarea {...common} rows={3} onChange={(event) => setDraft(event.target.value)} />
        ) : (
          <input
            {...common}
            type="text"
            list={options ? `${id}-list` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
        {options && (
          <datalist id={`${id}-list`}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        )}
        {hint && (
          <p id={`${id}-hint`} className="dp-hint">
            {hint}
          </p>
        )}
        {typing && (
          <p id={`${id}-typing`} className="dp-hint dp-typing">
            {multiline ? text.checkOnCtrlEnter : text.checkOnEnter}
          </p>
        )}
        <ProblemList problems={own} idPrefix={`${id}-p`} />
      </div>
    </div>
  );
}

/**
 * Props the same but `problems`, and this field's own problems saying the same: a check that gave the entry
 * new problem objects (every edit of it does) renders again only the fields whose problems changed.
 */
function isSameFieldProps(a: DetailFieldProps, b: DetailFieldProps): boolean {
  const keys = Object.keys(a) as (keyof DetailFieldProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  if (keys.some((key) => key !== "problems" && a[key] !== b[key])) return false;
  return (
    a.problems === b.problems ||
    isSameProblems(getFieldProblems(a.problems, a.path), getFieldProblems(b.problems, b.path))
  );
}

/** The field, memoized (`isSameFieldProps`). */
export const DetailField = memo(DetailFieldView, isSameFieldProps);
