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
  // per file, its rows' entries marked once: no key string, look-up or comparison per row (300,000 rows
  // took 223 ms here, a `localeCompare` sort of them all among it)
  const marks = new Map<string, { file: SitemapFile; marked: Uint8Array }>();
  for (const row of rows) {
    let mark = marks.get(row.file);
    if (mark === undefined) {
      const file = files.find((candidate) => candidate.name === row.file);
      if (file === undefined) continue;
      mark = { file, marked: new Uint8Array(file.urls.length) };
      marks.set(row.file, mark);
    }
    if (row.entry >= 0 && row.entry < mark.marked.length) mark.marked[row.entry] = 1;
  }
  // files in name order, each from its highest index down, so each index is still right when its patch applies
  const names = [...marks.keys()].sort((a, b) => a.localeCompare(b));
  const patches: EntryPatch[] = [];
  for (const name of names) {
    const { file, marked } = marks.get(name) as { file: SitemapFile; marked: Uint8Array };
    for (let entry = marked.length - 1; entry >= 0; entry--) {
      const before = file.urls[entry];
      if (marked[entry] === 1 && before) patches.push({ file: name, entry, before, after: undefined });
    }
  }
  return patches;
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
