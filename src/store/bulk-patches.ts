/**
 * History patches of the bulk edits, purely: changed entries to replace patches, entries appended to a
 * file. No store access.
 */
import type { EntryChange, SitemapFile, UrlEntry } from "@/core/index";
import type { EntryPatch, RowRef } from "./store-types";

/** One replace patch per changed entry, in order. */
export function changesToPatches(changes: readonly EntryChange[]): EntryPatch[] {
  return changes.map(({ file, entry, before, after }) => ({ file, entry, before, after }));
}

/** Patches appending `entries` to the file called `name` (none when there is no such file), and their rows. */
export function makeAppendManyPatches(
  files: readonly SitemapFile[],
  name: string,
  entries: readonly UrlEntry[],
): { patches: EntryPatch[]; rows: RowRef[] } {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) return { patches: [], rows: [] };
  const start = file.urls.length;
  const patches = entries.map((after, i) => ({ file: name, entry: start + i, before: undefined, after }));
  return { patches, rows: patches.map(({ file: f, entry }) => ({ file: f, entry })) };
}
