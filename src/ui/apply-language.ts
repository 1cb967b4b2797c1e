/**
 * Switching the interface's language: every text table of `messages.ts` filled in place from the English
 * or the Russian tables (`messages-ru.ts`), so modules holding `messages.x` see the new texts, then the
 * language of numbers, plurals and rule texts set (`locale-state.ts`). Components re-render by `useLocale`.
 */
import { type Locale, setLocaleState } from "./locale-state";
import {
  AUTOSAVE_TEXT,
  BULK_TEXT,
  EXPORT_MODE_TEXT,
  type MessageTables,
  messages,
  NOTICE_STACK_TEXT,
  PROBLEMS_PANEL_TEXT,
  TOOLS_TEXT,
} from "./messages";
import { MESSAGES_RU } from "./messages-ru";

/** The live tables, which `applyLanguage` fills. */
const LIVE: MessageTables = {
  messages,
  problemsPanel: PROBLEMS_PANEL_TEXT,
  tools: TOOLS_TEXT,
  autosave: AUTOSAVE_TEXT,
  bulk: BULK_TEXT,
  noticeStack: NOTICE_STACK_TEXT,
  exportMode: EXPORT_MODE_TEXT,
};

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of `table`'s nested objects; strings, arrays and functions are shared (never changed in place). */
function copyTable<T>(table: T): T {
  if (!isTable(table)) return table;
  const copy: Table = {};
  for (const [key, value] of Object.entries(table)) copy[key] = copyTable(value);
  return copy as T;
}

/** Writes `source`'s values into `target`, nested objects in place. NOTE: mutates `target`. */
function assignTable(target: Table, source: Table): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTable(current) && isTable(value)) assignTable(current, value);
    else target[key] = value;
  }
}

/** The English tables as written above (the shared notice and step tables merged), before any switch. */
const ENGLISH: MessageTables = copyTable(LIVE);

/** The tables of each language; Russian is loaded with the module (about 60 KB of text). */
const TABLES: Record<Locale, MessageTables> = { en: ENGLISH, ru: mergeShared(MESSAGES_RU) };

/** `tables` with the notices and history steps of its sections merged into the shared ones, as above. */
function mergeShared(tables: MessageTables): MessageTables {
  const merged = copyTable(tables);
  Object.assign(
    merged.messages.notices,
    merged.autosave.notices,
    merged.bulk.notices,
    merged.noticeStack.notices,
  );
  Object.assign(merged.tools.history.steps, merged.bulk.steps);
  return merged;
}

/** The tables of `locale`, shared notices and steps merged (for tests that compare languages). */
export function getLanguageTables(locale: Locale): Readonly<MessageTables> {
  return TABLES[locale];
}

/**
 * Switches every text of the interface to `locale`: fills the live tables in place, so modules holding
 * `messages.x` see the new texts, then sets the language of numbers, plurals and rule texts. Components
 * re-render by `useLocale` (the app's root remounts under a key).
 */
export function applyLanguage(locale: Locale): void {
  for (const key of Object.keys(LIVE) as (keyof MessageTables)[])
    assignTable(LIVE[key] as unknown as Table, TABLES[locale][key] as unknown as Table);
  setLocaleState(locale);
}
