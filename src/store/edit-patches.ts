/**
 * Building history patches for the workspace's entry edits, purely: a field set, rows added, removed or
 * replaced. Each returns the patches of one step (empty when nothing would change). No store access.
 */
import { type SitemapFile, setUrlField, type UrlEntry, type UrlField } from "@/core/index";
import type { EntryPatch, RowRef } from "./store-types";

function findEntry(files: SitemapFile[], row: RowRef): UrlEntry | undefined {
  return files.find((file) => file.name === row.file)?.urls[row.entry];
}

/** The patch that sets `field` of the entry at `row` to `value`; none when the row is gone or unchanged. */
export function makeFieldPatches(
  files: SitemapFile[],
  row: RowRef,
  field: UrlField,
  value: string,
): EntryPatch[] {
  const before = findEntry(files, row);
  if (!before || (before[field] ?? "") === value) return [];
  return [{ ...row, before, after: setUrlField(before, field, value) }];
}

/** The patch that appends `entry` to the file called `name`; none when there is no such file. */
export function makeAppendPatches(files: SitemapFile[], name: string, entry: UrlEntry): EntryPatch[] {
  const file = files.find((candidate) => candidate.name === name);
  return file ? [{ file: name, entry: file.urls.length, before: undefined, after: entry }] : [];
}

/** Patches removing the existing `rows` (duplicates once), each file from its highest index down. */
export function makeDeletePatches(files: SitemapFile[], rows: RowRef[]): EntryPatch[] {
  const seen = new Set<string>();
  const unique: { row: RowRef; before: UrlEntry }[] = [];
  for (const row of rows) {
    const key = `${row.file}\u0000${row.entry}`;
    const before = findEntry(files, row);
    if (!before || seen.has(key)) continue;
    seen.add(key);
    unique.push({ row, before });
  }
  // from the highest index down, so each index is still right when its patch applies
  unique.sort((a, b) => a.row.file.localeCompare(b.row.file) || b.row.entry - a.row.entry);
  return unique.map(({ row, before }) => ({ ...row, before, after: undefined }));
}

/** Patches replacing the entries at existing rows with new ones; unchanged and missing rows are skipped. */
export function makeReplacePatches(
  files: SitemapFile[],
  changes: { row: RowRef; entry: UrlEntry }[],
): EntryPatch[] {
  const patches: EntryPatch[] = [];
  for (const { row, entry } of changes) {
    const before = findEntry(files, row);
    if (before && before !== entry) patches.push({ ...row, before, after: entry });
  }
  return patches;
}
