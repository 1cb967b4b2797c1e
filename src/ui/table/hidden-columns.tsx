/**
 * Columns the user hides from the table (Change freq. and Priority, which Google ignores, or the File
 * column), chosen in the "Columns" menu of the table's actions and remembered in this browser
 * (`preferences.ts`, `HIDDEN_COLUMNS_KEY`). The URL column is always shown. Hiding changes the view only:
 * the values stay in the entries, are checked and exported.
 */
import { type RefObject, useEffect, useId, useRef, useSyncExternalStore } from "react";
import {
  getDefaultStorage,
  HIDEABLE_COLUMNS,
  type HideableColumn,
  readHiddenColumns,
  writeHiddenColumns,
} from "@/store/preferences";
import { BULK_TEXT, messages } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import { isLeftOutForFields } from "./table-columns";
import { getTableFields, selectTableFields } from "./table-fields";

const TEXT = BULK_TEXT.actions;

let hidden: readonly HideableColumn[] = readHiddenColumns(getDefaultStorage());
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hidden columns now; re-renders on change. */
export function useHiddenColumns(): readonly HideableColumn[] {
  return useSyncExternalStore(subscribe, () => hidden);
}

/** Hides (true) or shows (false) column `id`, remembers it and tells every user of `useHiddenColumns`. */
export function setColumnHidden(id: HideableColumn, value: boolean): void {
  if (hidden.includes(id) === value) return;
  hidden = HIDEABLE_COLUMNS.filter((column) => (column === id ? value : hidden.includes(column)));
  writeHiddenColumns(getDefaultStorage(), hidden);
  for (const listener of listeners) listener();
}

/** Reads the hidden columns from storage again (tests, after they change it). */
export function reloadHiddenColumns(): void {
  hidden = readHiddenColumns(getDefaultStorage());
  for (const listener of listeners) listener();
}

/**
 * Closes the disclosure `menu` on a pointer press outside it, on the focus leaving it (its list would hide
 * what has the focus, WCAG 2.4.11) and on Escape inside it (the focus then back on its summary).
 */
function useClosingDisclosure(menu: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onEscape = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open || !details.contains(document.activeElement)) return;
      details.open = false;
      details.querySelector("summary")?.focus();
      event.stopPropagation();
    };
    // the focus gone past it (Tab): closed, or its list would hide what has the focus (WCAG 2.4.11)
    const left = (event: FocusEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    const details = menu.current;
    details?.addEventListener("focusout", left);
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onEscape, true);
    return () => {
      details?.removeEventListener("focusout", left);
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onEscape, true);
    };
  }, [menu]);
}

/**
 * The "Columns" menu: a disclosure (`details`) with a checkbox per column that may be hidden, the File
 * column's noting that it shows only with URLs of two files or more, and a column left out for room
 * (`roomKey`, `getColumnsLeftOutForRoom`: beside news, or an empty one) saying it shows when a side panel
 * is folded. A click
 * outside it or Escape closes it (Escape gives the focus back to its button).
 */
export function ColumnsMenu({ roomKey = "" }: { roomKey?: string }) {
  const id = useId();
  const shown = useHiddenColumns();
  const store = useAppStoreApi();
  // a column left out for what the entries hold (news columns without news; beside news, an empty Change
  // freq. or Priority) is not offered: ticking it would show nothing
  const fields = getTableFields(useAppStore(selectTableFields));
  const offered = HIDEABLE_COLUMNS.filter((column) => !isLeftOutForFields(column, fields));
  const menu = useRef<HTMLDetailsElement>(null);
  useClosingDisclosure(menu);
  return (
    <details ref={menu} className="et-columns">
      <summary className="et-button" title={TEXT.columnsTitle}>
        {TEXT.columns}
      </summary>
      <fieldset className="et-columns-list" aria-describedby={`${id}-hint`}>
        <legend className="visually-hidden">{TEXT.columnsTitle}</legend>
        {offered.map((column) => (
          <label key={column} className="et-columns-item">
            <input
              type="checkbox"
              checked={!shown.includes(column)}
              onChange={(event) => {
                const hide = !event.target.checked;
                // a sort by a column hidden would order the rows by what no one sees, with no arrow left
                const { sort, setSort } = store.getState();
                if (hide && sort?.column === column) setSort(undefined);
                setColumnHidden(column, hide);
              }}
            />
            {messages.table.columns[column]}
            {roomKey.split(" ").includes(column) && !shown.includes(column) && (
              <span className="et-columns-note">
                {fields.news
                  ? TEXT.columnsNoRoom
                  : fields[column as "priority" | "changefreq"]
                    ? TEXT.columnsNoRoomDates
                    : TEXT.columnsNoRoomEmpty}
              </span>
            )}
          </label>
        ))}
        <p id={`${id}-hint`} className="et-columns-hint">
          {TEXT.columnsHint}
        </p>
      </fieldset>
    </details>
  );
}
