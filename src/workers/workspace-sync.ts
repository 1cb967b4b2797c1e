/**
 * Keeping the worker's copy of the workspace in step with the page's, by sending what changed rather
 * than the whole workspace (a structured clone of 50,000 entries blocks the page for about 200 ms).
 *
 * Page side, `createSyncTracker` remembers the file objects it last sent and, for the next request,
 * compares by identity (the store replaces what changes, never mutates): a new file goes whole, a file
 * whose entries were replaced sends those entries with their indexes (or, for many, their changed fields
 * by column), entries removed their indexes, entries inserted one splice, changed fields (location,
 * problems, ...) just those fields. Worker side, `createWorkspaceCopy`
 * applies them; when its copy does not match what a change expects (a lost message, a file it never
 * read), it throws `OutOfSyncError` and the page sends everything again.
 *
 * Thread-portable, no DOM: plain data (structured clone) only.
 */
import { findReplaced, type SitemapFile, type UrlEntry } from "@/core/index";
import {
  applyColumns,
  COLUMNS_FROM,
  type FieldColumns,
  findRemoved,
  findRemovedAndReplaced,
  removeIndexes,
  toColumns,
} from "./workspace-sync-batches";

/** One file's change since the worker last saw it. Exactly one of `file` or the patch fields is used. */
export interface FileSync {
  name: string;
  /** The whole file: new to the worker, or changed too much to patch. */
  file?: SitemapFile;
  /** Fields other than `name` and `urls` whose value changed (a field set to `undefined` is removed). */
  fields?: Partial<SitemapFile>;
  /** Entries replaced in place (the number of entries is unchanged). */
  replaced?: { index: number; entry: UrlEntry }[];
  /** Many entries replaced in place by a change of the same few fields, by column (`FieldColumns`). */
  columns?: FieldColumns[];
  /** Entries removed and inserted at one place. */
  splice?: { start: number; deleteCount: number; items: UrlEntry[] };
  /**
   * Entries removed anywhere, nothing else changed: their indexes in the worker's copy, ascending (rows
   * deleted all over a file by a filter's "Select all" went whole before, 50,000 entries cloned per file).
   */
  removed?: Int32Array;
  /** How many entries the worker's copy holds before this change; checked, a mismatch is out of sync. */
  length: number;
}

/** What a request carries to bring the worker's copy up to date, and which files it is about. */
export interface WorkspaceSync {
  changes: FileSync[];
  /** Files the worker may forget (removed from the workspace). */
  drop: string[];
}

/** The worker's copy does not match a change: the page must send everything again. */
export class OutOfSyncError extends Error {
  constructor(detail: string) {
    super(`workspace copy out of sync: ${detail}`);
    this.name = "OutOfSyncError";
  }
}

/** Marker the worker puts in an error answer caused by `OutOfSyncError`. */
export const OUT_OF_SYNC = "workspace copy out of sync";

/** Above this share of changed entries a file is sent whole (cheaper than a long patch). */
const WHOLE_SHARE = 0.5;

/** Page side: what the worker holds, as the page objects last sent. */
export interface SyncTracker {
  /** The changes that bring the worker to `files` (nothing for files unchanged); records them as sent. */
  diff(files: readonly SitemapFile[]): FileSync[];
  /** Records a file the worker itself made (a read): the worker already holds it. */
  remember(file: SitemapFile): void;
  /** Names sent before that are not among `keep`, and forgets them. */
  takeDropped(keep: readonly SitemapFile[]): string[];
  /** The name of the file whose `urls` the worker holds as exactly `urls`, if any. */
  findUrls(urls: readonly UrlEntry[]): string | undefined;
  /** Forgets everything: the next diff sends every file whole. */
  reset(): void;
}

function diffUrls(prev: readonly UrlEntry[], next: readonly UrlEntry[], change: FileSync): boolean {
  if (prev.length === next.length) {
    const replaced: number[] = [];
    // the indexes the page's edits replaced, when they recorded them (`entry-lineage.ts`): an edit then
    // costs its own entries here, not a comparison of the whole file; else every index is compared
    const indexes = findReplaced(prev, next);
    const visits = indexes ? indexes.length : next.length;
    for (let at = 0; at < visits; at++) {
      const i = indexes ? indexes[at] : at;
      if (prev[i] !== next[i]) replaced.push(i);
    }
    if (replaced.length === 0) return true;
    const columns = replaced.length >= COLUMNS_FROM ? toColumns(prev, next, replaced) : undefined;
    if (columns) {
      change.columns = columns;
      return true;
    }
    if (replaced.length > Math.max(16, next.length * WHOLE_SHARE)) return false;
    change.replaced = replaced.map((index) => ({ index, entry: next[index] }));
    return true;
  }
  const removed = next.length < prev.length ? findRemoved(prev, next) : undefined;
  if (removed) {
    change.removed = removed;
    return true;
  }
  // removed and replaced in one step (Remove duplicates merging what copies add): both, not the file
  const both = next.length < prev.length ? findRemovedAndReplaced(prev, next) : undefined;
  if (both && both.replaced.length <= Math.max(16, next.length * WHOLE_SHARE)) {
    change.removed = both.removed;
    if (both.replaced.length > 0)
      change.replaced = both.replaced.map(({ index, at }) => ({ index, entry: next[at] }));
    return true;
  }
  let start = 0;
  const shortest = Math.min(prev.length, next.length);
  while (start < shortest && prev[start] === next[start]) start++;
  let tail = 0;
  while (tail < shortest - start && prev[prev.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  const items = next.slice(start, next.length - tail);
  if (items.length > Math.max(16, next.length * WHOLE_SHARE)) return false;
  change.splice = { start, deleteCount: prev.length - tail - start, items };
  return true;
}

/** The change from `prev` to `next` (same name), or undefined when there is none. */
function diffFile(prev: SitemapFile, next: SitemapFile): FileSync | undefined {
  const change: FileSync = { name: next.name, length: prev.urls.length };
  let fields: Partial<SitemapFile> | undefined;
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof SitemapFile>;
  for (const key of keys) {
    if (key === "urls" || key === "name" || prev[key] === next[key]) continue;
    fields ??= {};
    (fields as Record<string, unknown>)[key] = next[key];
  }
  if (fields) change.fields = fields;
  if (prev.urls !== next.urls && !diffUrls(prev.urls, next.urls, change)) {
    return { name: next.name, file: next, length: prev.urls.length };
  }
  return change.fields || change.replaced || change.columns || change.splice || change.removed
    ? change
    : undefined;
}

/** A tracker for one worker (see the module comment). */
export function createSyncTracker(): SyncTracker {
  let sent = new Map<string, SitemapFile>();
  let byUrls = new WeakMap<readonly UrlEntry[], string>();

  function record(file: SitemapFile): void {
    sent.set(file.name, file);
    byUrls.set(file.urls, file.name);
  }

  return {
    diff(files) {
      const changes: FileSync[] = [];
      for (const file of files) {
        const prev = sent.get(file.name);
        if (prev === file) continue;
        const change = prev ? diffFile(prev, file) : { name: file.name, file, length: 0 };
        record(file);
        if (change) changes.push(change);
      }
      return changes;
    },
    remember: record,
    takeDropped(keep) {
      const names = new Set(keep.map((file) => file.name));
      const dropped = [...sent.keys()].filter((name) => !names.has(name));
      for (const name of dropped) sent.delete(name);
      return dropped;
    },
    findUrls(urls) {
      const name = byUrls.get(urls);
      return name !== undefined && sent.get(name)?.urls === urls ? name : undefined;
    },
    reset() {
      sent = new Map();
      byUrls = new WeakMap();
    },
  };
}

/**
 * How a file's entries came to be since the last `takeHints` (`ReplacedHint` of the check session):
 * `to` was made from `from` by replacing the entries at `indexes`, nothing else.
 */
export interface EntryHint {
  from: readonly UrlEntry[];
  to: readonly UrlEntry[];
  indexes: readonly number[];
}

/** Above this many replaced entries since the last `takeHints` a file gets no hint (the check compares all). */
const MAX_HINTED = 4_096;

/** Worker side: the workspace's files by name, as the page last sent them. */
export interface WorkspaceCopy {
  /**
   * For each file whose entries were only replaced in place since the last call, how (`EntryHint`), looked
   * up by the file's current `urls`; then starts recording afresh from the files as they are now.
   */
  takeHints(): (urls: readonly UrlEntry[]) => EntryHint | undefined;
  /** Applies a sync. Throws `OutOfSyncError` when a change does not fit the copy (nothing applied then). */
  apply(sync: WorkspaceSync): void;
  /** Puts a file the worker read into the copy. */
  put(file: SitemapFile): void;
  /** The files called `names`, in that order. Throws `OutOfSyncError` for a name it does not hold. */
  get(names: readonly string[]): SitemapFile[];
  /** The entries of the file called `name`. Throws `OutOfSyncError` when it does not hold it. */
  getUrls(name: string): UrlEntry[];
}

/** `old` with `change.fields` (a page that sends `urls` as a field: not known entry by entry). */
function applyFields(old: SitemapFile | undefined, change: FileSync): SitemapFile {
  if (!old) throw new OutOfSyncError(`no file "${change.name}"`);
  return { ...old, ...change.fields };
}

/** What a change did to a file's entries: `"whole"` when not known entry by entry (a new file, a splice). */
type EntriesChange = readonly number[] | "whole";

/** `urls` with the `replaced` entries at their indexes (a new array); throws `OutOfSyncError` for one not in it. */
function applyReplaced(
  urls: readonly UrlEntry[],
  replaced: NonNullable<FileSync["replaced"]>,
  name: string,
): UrlEntry[] {
  const next = urls.slice();
  for (const { index, entry } of replaced) {
    if (index < 0 || index >= next.length) throw new OutOfSyncError(`no entry ${index} in "${name}"`);
    next[index] = entry;
  }
  return next;
}

function applyChange(
  old: SitemapFile | undefined,
  change: FileSync,
): { file: SitemapFile; entries: EntriesChange } {
  if (change.file || (change.fields && "urls" in change.fields)) {
    return { file: change.file ?? applyFields(old, change), entries: "whole" };
  }
  if (!old) throw new OutOfSyncError(`no file "${change.name}"`);
  if (old.urls.length !== change.length) {
    throw new OutOfSyncError(`"${change.name}" has ${old.urls.length} entries, not ${change.length}`);
  }
  const next: SitemapFile = { ...old, ...change.fields };
  if (change.replaced) {
    next.urls = applyReplaced(old.urls, change.replaced, change.name);
  }
  if (change.columns) {
    const urls = applyColumns(old.urls, change.columns);
    if (!urls) throw new OutOfSyncError(`an entry by column is not in "${change.name}"`);
    next.urls = urls;
  }
  if (change.removed) {
    // after the replaced ones (old indexes both): a removal that also replaced entries in place
    const urls = removeIndexes(next.urls, change.removed);
    if (!urls)
      throw new OutOfSyncError(`${change.removed.length} entries to remove do not fit "${change.name}"`);
    next.urls = urls;
    return { file: next, entries: "whole" };
  }
  if (change.splice) {
    const { start, deleteCount, items } = change.splice;
    if (start < 0 || start + deleteCount > old.urls.length) {
      throw new OutOfSyncError(`no entries ${start}..${start + deleteCount} in "${change.name}"`);
    }
    next.urls = [...old.urls.slice(0, start), ...items, ...old.urls.slice(start + deleteCount)];
    return { file: next, entries: "whole" };
  }
  const entries: number[] = change.replaced ? change.replaced.map(({ index }) => index) : [];
  for (const set of change.columns ?? []) for (const index of set.indexes) entries.push(index);
  return { file: next, entries };
}

/** The entries replaced in one file since the last `takeHints`; `from` undefined when not known. */
interface Pending {
  from: readonly UrlEntry[] | undefined;
  indexes: number[];
}

/** An empty copy (see `WorkspaceCopy`). */
export function createWorkspaceCopy(): WorkspaceCopy {
  const files = new Map<string, SitemapFile>();
  let pending = new Map<string, Pending>();

  function record(old: SitemapFile | undefined, file: SitemapFile, entries: EntriesChange): void {
    if (entries !== "whole" && entries.length === 0) return;
    let known = pending.get(file.name);
    if (!known) {
      known = { from: old?.urls, indexes: [] };
      pending.set(file.name, known);
    }
    if (entries === "whole" || known.indexes.length + entries.length > MAX_HINTED) known.from = undefined;
    else for (const index of entries) known.indexes.push(index);
  }

  return {
    apply({ changes, drop }) {
      const next = changes.map((change) => applyChange(files.get(change.name), change));
      for (const name of drop) {
        files.delete(name);
        pending.delete(name);
      }
      for (const { file, entries } of next) {
        record(files.get(file.name), file, entries);
        files.set(file.name, file);
      }
    },
    put(file) {
      record(files.get(file.name), file, "whole");
      files.set(file.name, file);
    },
    takeHints() {
      const hints = new Map<readonly UrlEntry[], EntryHint>();
      for (const [name, { from, indexes }] of pending) {
        const to = files.get(name)?.urls;
        if (from && to) hints.set(to, { from, to, indexes });
      }
      pending = new Map();
      return (urls) => hints.get(urls);
    },
    get(names) {
      return names.map((name) => {
        const file = files.get(name);
        if (!file) throw new OutOfSyncError(`no file "${name}"`);
        return file;
      });
    },
    getUrls(name) {
      const file = files.get(name);
      if (!file) throw new OutOfSyncError(`no file "${name}"`);
      return file.urls;
    },
  };
}
