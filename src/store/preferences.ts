/**
 * Preferences remembered across visits (the engine profiles, the side panels folded, the export's choices), in a small key-value storage
 * (`localStorage` in the app, an in-memory one or none in tests). Versioned keys: a later shape gets a new
 * key, and an unreadable value falls back to the default, never throws.
 */
import { ALL_ENGINES, type Engine } from "@/core/index";

/** The part of `Storage` preferences use. */
export type PreferenceStorage = Pick<Storage, "getItem" | "setItem">;

/** Where the chosen engines are kept (a JSON array of engine names). */
export const ENGINES_KEY = "sitemap-editor.engines.v1";

/** The engines in `value` that exist, in the canonical order, or undefined when none. */
export function normalizeEngines(value: unknown): Engine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const engines = ALL_ENGINES.filter((engine) => value.includes(engine));
  return engines.length > 0 ? engines : undefined;
}

/** The remembered engines, or all of them when nothing (valid) is stored or there is no storage. */
export function readEngines(storage: PreferenceStorage | undefined): Engine[] {
  try {
    const raw = storage?.getItem(ENGINES_KEY);
    return (raw && normalizeEngines(JSON.parse(raw))) || [...ALL_ENGINES];
  } catch {
    return [...ALL_ENGINES];
  }
}

/** Remembers `engines`; a full or blocked storage is ignored (the choice still applies to this visit). */
export function writeEngines(storage: PreferenceStorage | undefined, engines: Engine[]): void {
  try {
    storage?.setItem(ENGINES_KEY, JSON.stringify(engines));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/** Where the folded side panels are kept (a JSON object `{ files, problems }` of booleans). */
export const SIDE_PANELS_KEY = "sitemap-editor.side-panels.v1";

/** The side columns beside the table that can be folded to a narrow strip. */
export type SidePanel = "files" | "problems";

/** Which side panels are folded (true) or shown (false). */
export type FoldedPanels = Readonly<Record<SidePanel, boolean>>;

/** The remembered folded panels; none folded when nothing (valid) is stored or there is no storage. */
export function readFoldedPanels(storage: PreferenceStorage | undefined): FoldedPanels {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SIDE_PANELS_KEY) ?? "{}");
    const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    return { files: record.files === true, problems: record.problems === true };
  } catch {
    return { files: false, problems: false };
  }
}

/** Remembers `panels`; a full or blocked storage is ignored (the choice still applies to this visit). */
export function writeFoldedPanels(storage: PreferenceStorage | undefined, panels: FoldedPanels): void {
  try {
    storage?.setItem(SIDE_PANELS_KEY, JSON.stringify(panels));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/** Where the widths the user gave the table's columns are kept (a JSON object: column id → CSS pixels). */
export const COLUMN_WIDTHS_KEY = "sitemap-editor.column-widths.v1";

/** The table's column ids a width may be kept for. */
const WIDTH_COLUMNS: ReadonlySet<string> = new Set([
  "loc",
  "lastmod",
  "changefreq",
  "priority",
  "file",
  "problems",
]);

/**
 * The remembered column widths (CSS pixels, whole, 24 to 4,000) of known columns; `{}` when nothing (valid)
 * is stored or there is no storage. A column not in it keeps its own width.
 */
export function readColumnWidths(storage: PreferenceStorage | undefined): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(COLUMN_WIDTHS_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    const widths: Record<string, number> = {};
    for (const [id, width] of Object.entries(value)) {
      if (WIDTH_COLUMNS.has(id) && Number.isInteger(width) && width >= 24 && width <= 4_000)
        widths[id] = width;
    }
    return widths;
  } catch {
    return {};
  }
}

/** Remembers `widths`; a full or blocked storage is ignored (the widths still apply to this visit). */
export function writeColumnWidths(
  storage: PreferenceStorage | undefined,
  widths: Record<string, number>,
): void {
  try {
    storage?.setItem(COLUMN_WIDTHS_KEY, JSON.stringify(widths));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/** Where the table's hidden columns are kept (a JSON array of column ids). */
export const HIDDEN_COLUMNS_KEY = "sitemap-editor.hidden-columns.v1";

/** The columns that may be hidden: every one but the URL (`loc`), which tells the rows apart. */
export const HIDEABLE_COLUMNS = [
  "lastmod",
  "changefreq",
  "priority",
  "news_publication_date",
  "news_title",
  "file",
  "problems",
] as const;

/** A column that may be hidden. */
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];

/** The remembered hidden columns, in the table's order; none when nothing (valid) is stored. */
export function readHiddenColumns(storage: PreferenceStorage | undefined): HideableColumn[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(HIDDEN_COLUMNS_KEY) ?? "[]");
    return Array.isArray(value) ? HIDEABLE_COLUMNS.filter((id) => value.includes(id)) : [];
  } catch {
    return [];
  }
}

/** Remembers `hidden`; a full or blocked storage is ignored (the choice still applies to this visit). */
export function writeHiddenColumns(
  storage: PreferenceStorage | undefined,
  hidden: readonly HideableColumn[],
): void {
  try {
    storage?.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify(hidden));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/** Where the export dialog's last choices are kept (a JSON object of {@link ExportChoices}). */
export const EXPORT_CHOICES_KEY = "sitemap-editor.export.v1";

/**
 * The export dialog's choices worth keeping between exports and visits: mode, format, split sizes as typed
 * (`"50000"`, `"50"` MB), the merged set's file name, pretty or compact, the index's lastmod. Not the base
 * URL, which comes from the files loaded.
 */
export interface ExportChoices {
  mode: "each" | "merge";
  kind: "xml" | "xml.gz" | "as-opened" | "txt";
  maxUrls: string;
  maxMb: string;
  name: string;
  pretty: boolean;
  indexLastmod: boolean;
}

/** A remembered text field: a string of at most 200 characters, else undefined. */
const shortText = (value: unknown) => (typeof value === "string" && value.length <= 200 ? value : undefined);

/**
 * The remembered export choices, each one only when stored with the right type and value (the caller
 * checks the size fields parse); `{}` when nothing (valid) is stored or there is no storage.
 */
export function readExportChoices(storage: PreferenceStorage | undefined): Partial<ExportChoices> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(EXPORT_CHOICES_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    const record = value as Record<string, unknown>;
    const choices: Partial<ExportChoices> = {};
    if (record.mode === "each" || record.mode === "merge") choices.mode = record.mode;
    const kinds: readonly ExportChoices["kind"][] = ["xml", "xml.gz", "as-opened", "txt"];
    const kind = kinds.find((known) => known === record.kind);
    if (kind !== undefined) choices.kind = kind;
    for (const key of ["maxUrls", "maxMb", "name"] as const) {
      const text = shortText(record[key]);
      if (text !== undefined) choices[key] = text;
    }
    for (const key of ["pretty", "indexLastmod"] as const)
      if (typeof record[key] === "boolean") choices[key] = record[key];
    return choices;
  } catch {
    return {};
  }
}

/** Remembers `choices`; a full or blocked storage is ignored (the choice still applies to this visit). */
export function writeExportChoices(storage: PreferenceStorage | undefined, choices: ExportChoices): void {
  try {
    storage?.setItem(EXPORT_CHOICES_KEY, JSON.stringify(choices));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/**
 * Forgets the export choices that belong to one site's files (split sizes, the merged set's name, the
 * index's lastmod), keeping the habits (mode, format, pretty): "Start over" is a new site's work, and a
 * 2 MB part size left from the last one would split its files without anyone choosing it.
 */
export function forgetSiteExportChoices(storage: PreferenceStorage | undefined): void {
  const { mode, kind, pretty } = readExportChoices(storage);
  try {
    storage?.setItem(EXPORT_CHOICES_KEY, JSON.stringify({ mode, kind, pretty }));
  } catch {
    // private mode or quota: nothing to keep, nothing to tell
  }
}

/** The page's `localStorage` when there is one and it can be touched (not in Node, not when blocked). */
export function getDefaultStorage(): PreferenceStorage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
