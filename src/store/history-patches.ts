/**
 * Applying history patches to the workspace, purely: entries replaced, inserted or removed (STYLE.md §4,
 * patches not snapshots), problems kept index-correct, and the active row following its entry.
 * No React, no store access; only touched files and entries are copied.
 */
import { dequal } from "dequal";
import {
  type Engine,
  keepsUnknownElement,
  type Problem,
  recordReplaced,
  restateEntityProblem,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";
import { type ListEdit, spliceList } from "@/workers/problem-patch";
import { getProblemRuns, RUN_BLOCK } from "./problem-runs";
import { type RowSelection, remapSelection } from "./selection";
import type { EntryPatch, RowRef } from "./store-types";
import { quickCheckEntries } from "./workspace-helpers";

/** What applying patches changes: the workspace's files, problems, active row and row selection. */
export interface PatchTarget {
  files: SitemapFile[];
  problems: Problem[];
  activeRow: RowRef | undefined;
  /** Selected row keys; they follow their entries when rows are inserted or removed. */
  selection?: RowSelection;
}

/** The patches that revert `patches`: each inverted, in reverse order. */
export function invertPatches(patches: EntryPatch[]): EntryPatch[] {
  return patches
    .map(({ file, entry, before, after }) => ({ file, entry, before: after, after: before }))
    .reverse();
}

const ENTRY_KEYS = [
  "loc",
  "lastmod",
  "changefreq",
  "priority",
  "images",
  "videos",
  "news",
  "alternates",
  "extra",
];

/** True when two values of an entry key differ: by reference, then, for objects, by value (`dequal`). */
const differs = (a: unknown, b: unknown) =>
  a !== b && (typeof a !== "object" || typeof b !== "object" || !dequal(a, b));

/** The key sets `getChangedKeys` gave out, by the bit mask of their keys (bit i: `ENTRY_KEYS[i]`). */
const keySets = new Map<number, ReadonlySet<string>>();

/**
 * Top-level keys whose values differ between two versions of an entry: by reference, and for a list or an
 * object of other references by value (`dequal`): after a reload the undo history's entries and the files'
 * are copies of each other, and an image list taken for changed would drop its reading problems (an
 * `xml.undefined-entity` in a title) on an undo that touched only the `loc`. The same keys give the same
 * set, shared: a bulk change of one field over a million entries holds one set, not a million. Read only
 * (a caller that merges sets makes a new one).
 */
export function getChangedKeys(before: UrlEntry, after: UrlEntry): ReadonlySet<string> {
  // each key by its name, not `before[key]` in a loop: keyed reads of entries of many shapes cost 0.3 µs
  // an entry, 0.3 s of a million-row Find & replace's task (bit i: `ENTRY_KEYS[i]`)
  let mask = 0;
  if (before.loc !== after.loc) mask |= 1;
  if (before.lastmod !== after.lastmod) mask |= 2;
  if (before.changefreq !== after.changefreq) mask |= 4;
  if (before.priority !== after.priority) mask |= 8;
  if (differs(before.images, after.images)) mask |= 16;
  if (differs(before.videos, after.videos)) mask |= 32;
  if (differs(before.news, after.news)) mask |= 64;
  if (differs(before.alternates, after.alternates)) mask |= 128;
  if (differs(before.extra, after.extra)) mask |= 256;
  let keys = keySets.get(mask);
  if (keys === undefined) {
    keys = new Set(ENTRY_KEYS.filter((_, i) => (mask & (1 << i)) !== 0));
    keySets.set(mask, keys);
  }
  return keys;
}

const fieldRoots = new Map<string, string>();

/** The entry key a problem's field is about: `images[0].loc` → `images`, `video` → `videos`, `loc` → `loc`. */
export function getFieldRoot(field: string): string {
  // a bulk edit meets each problem field (a handful of distinct strings) 50,000+ times: remember them
  let root = fieldRoots.get(field);
  if (root === undefined) {
    const head = /^[a-z_]+/i.exec(field)?.[0] ?? field;
    root = head === "video" ? "videos" : head === "image" ? "images" : head;
    fieldRoots.set(field, root);
  }
  return root;
}

/** Per-file result of applying its patches. */
interface FileChange {
  urls: UrlEntry[];
  /** New index of each old entry, -1 when removed; undefined when no entry moved (replaces only). */
  map: Int32Array | undefined;
  /** Keys changed per new index (replaced entries); inserted entries map to undefined. */
  fresh: Map<number, ReadonlySet<string> | undefined>;
}

/** Replaces only (the usual edit): no index moves, so no index map over all entries. */
function replaceInFile(urls: UrlEntry[], patches: EntryPatch[]): FileChange {
  const next = urls.slice();
  const fresh = new Map<number, ReadonlySet<string> | undefined>();
  const replaced: number[] = [];
  // entries met before in these patches: only those can have key sets to merge (a bulk step meets each
  // entry once, and a million `fresh.get` calls cost more than the marks)
  const met = new Uint8Array(next.length);
  for (const { entry, after } of patches) {
    if (!after || entry >= next.length) continue;
    const keys = getChangedKeys(next[entry], after);
    next[entry] = after;
    replaced.push(entry);
    const earlier = met[entry] === 1 ? fresh.get(entry) : undefined;
    met[entry] = 1;
    // the usual bulk step touches each entry once: no merge of key sets
    const all = earlier ? new Set([...earlier, ...keys]) : keys;
    if (all.size > 0) fresh.set(entry, all);
    else fresh.delete(entry);
  }
  // what changed, for the origin counts and the worker's copy (they then skip comparing every entry)
  recordReplaced(urls, next, replaced);
  return { urls: next, map: undefined, fresh };
}

function applyToFile(urls: UrlEntry[], patches: EntryPatch[]): FileChange {
  if (patches.every((patch) => patch.before && patch.after)) return replaceInFile(urls, patches);
  const next = urls.slice();
  // ids[i] = old index of the entry now at i, -1 for an inserted one
  const ids = Array.from({ length: urls.length }, (_, i) => i);
  const changed = new Map<number, Set<string>>();
  for (const { entry, before, after } of patches) {
    if (before && after && entry < next.length) {
      const keys = getChangedKeys(next[entry], after);
      next[entry] = after;
      const old = ids[entry];
      if (old >= 0) changed.set(old, new Set([...(changed.get(old) ?? []), ...keys]));
    } else if (!before && after && entry <= next.length) {
      next.splice(entry, 0, after);
      ids.splice(entry, 0, -1);
    } else if (before && !after && entry < next.length) {
      next.splice(entry, 1);
      ids.splice(entry, 1);
    }
  }
  const map = new Int32Array(urls.length).fill(-1);
  const fresh = new Map<number, ReadonlySet<string> | undefined>();
  ids.forEach((old, index) => {
    if (old < 0) fresh.set(index, undefined);
    else {
      map[old] = index;
      const keys = changed.get(old);
      if (keys && keys.size > 0) fresh.set(index, keys);
    }
  });
  return { urls: next, map, fresh };
}

/** True when `problem` (already at its new index) is about a part of a fresh entry that changed. */
function isStale(problem: Problem, fresh: FileChange["fresh"]): boolean {
  if (problem.entry === undefined || !fresh.has(problem.entry)) return false;
  const keys = fresh.get(problem.entry);
  if (!keys) return true;
  return problem.field !== undefined && keys.has(getFieldRoot(problem.field));
}

/**
 * A stale reading problem that the changed entry still has: an `xml.undefined-entity` of a text field whose
 * new text holds references XML does not define (`restateEntityProblem`), an `xml.unknown-element` whose
 * element the changed part still keeps (`keepsUnknownElement`). The same text gives an equal
 * problem, so an undo (patches applied backwards) gives back the one read.
 */
function restate(problem: Problem, urls: readonly UrlEntry[]): Problem | undefined {
  const entry = problem.entry === undefined ? undefined : urls[problem.entry];
  if (entry === undefined) return undefined;
  // an unknown element the changed part still keeps (another one was removed or moved) is still there
  if (problem.code === "xml.unknown-element")
    return keepsUnknownElement(problem, entry) ? problem : undefined;
  return problem.code === "xml.undefined-entity" ? restateEntityProblem(problem, entry) : undefined;
}

/**
 * Problems of one file after its change: shifted to new indexes, those of removed or changed parts gone
 * (or said again of the new text, `restate`).
 * The same array when none moved or went: a file's reading problems are usually untouched by an edit, and
 * a new array there would make the check sessions rebuild the file's whole answer.
 */
function remapFileProblems(problems: Problem[], name: string, change: FileChange): Problem[] {
  if (!change.map && change.fresh.size === 0) return problems;
  const out: Problem[] = [];
  let changed = false;
  for (const problem of problems) {
    if (problem.file !== name || problem.entry === undefined) {
      out.push(problem);
      continue;
    }
    const entry = change.map ? (change.map[problem.entry] ?? -1) : problem.entry;
    const moved = entry < 0 || entry === problem.entry ? problem : { ...problem, entry };
    if (entry < 0) {
      changed = true;
      continue;
    }
    if (isStale(moved, change.fresh)) {
      changed = true;
      const restated = restate(moved, change.urls);
      if (restated) out.push(restated);
      continue;
    }
    if (moved !== problem) changed = true;
    out.push(moved);
  }
  return changed ? out : problems;
}

/**
 * `remapFileProblems` of the workspace's list: for entries replaced in place (no index moves), only the runs
 * of their blocks (`problem-runs.ts`) are looked into; the others are copied as they are.
 */
function remapListProblems(problems: Problem[], name: string, change: FileChange): Problem[] {
  if (change.map || change.fresh.size === 0) return remapFileProblems(problems, name, change);
  const blocks = new Set<number>();
  for (const entry of change.fresh.keys()) blocks.add(Math.floor(entry / RUN_BLOCK));
  // untouched stretches are kept as they are (one native copy), touched runs filtered problem by problem
  const edits: ListEdit<Problem>[] = [];
  let at = 0;
  for (const run of getProblemRuns(problems).runs) {
    if (run.file === name && blocks.has(run.block)) {
      const items: Problem[] = [];
      for (const problem of run.problems) {
        if (!isStale(problem, change.fresh)) items.push(problem);
        else {
          const restated = restate(problem, change.urls);
          if (restated) items.push(restated);
        }
      }
      edits.push({ start: at, end: at + run.problems.length, items });
    }
    at += run.problems.length;
  }
  return spliceList(problems, edits);
}

function groupByFile(patches: EntryPatch[]): Map<string, EntryPatch[]> {
  const byFile = new Map<string, EntryPatch[]>();
  for (const patch of patches) {
    const list = byFile.get(patch.file);
    if (list) list.push(patch);
    else byFile.set(patch.file, [patch]);
  }
  return byFile;
}

/**
 * A file's changed entries quick-checked on the page at most (`checkFresh`); a bigger change's rows show
 * their problems when the worker's check answers, as its totals do (`STALE_FROM_PATCHES`).
 */
export const QUICK_CHECK_MAX_ENTRIES = 5_000;

/** Quick per-entry problems of the fresh entries, limited to the changed keys of replaced ones. */
function checkFresh(
  file: SitemapFile,
  fresh: FileChange["fresh"],
  engines: Engine[],
  files: readonly SitemapFile[],
): Problem[] {
  const found = quickCheckEntries(file, [...fresh.keys()], engines, files);
  return found.filter((problem) => {
    const keys = problem.entry === undefined ? undefined : fresh.get(problem.entry);
    return !keys || (problem.field !== undefined && keys.has(getFieldRoot(problem.field)));
  });
}

/**
 * Applies `patches` in order to `target`: replaces, inserts and removes entries of the named files (files
 * not found are skipped), moves the problems of later entries, drops those of removed entries and of the
 * changed parts of replaced ones, adds a quick per-entry check of what changed (not when more than
 * `QUICK_CHECK_MAX_ENTRIES` entries of a file changed) unless `quick` is false (the
 * caller checks on the page at once: the workspace's `problems` are then left as they were, its check
 * replaces them; the files' own reading problems are still moved), and moves the active row and the selected rows with their entries
 * (dropped when removed).
 */
export function applyPatches(
  target: PatchTarget,
  patches: EntryPatch[],
  engines: Engine[],
  quick = true,
): PatchTarget {
  let { problems, activeRow, selection } = target;
  const files = target.files.slice();
  const found: Problem[] = [];
  const maps = new Map<string, Int32Array>();
  for (const [name, list] of groupByFile(patches)) {
    const index = files.findIndex((file) => file.name === name);
    if (index < 0) continue;
    const change = applyToFile(files[index].urls, list);
    const file = { ...files[index], urls: change.urls };
    file.problems = remapFileProblems(file.problems, name, change);
    files[index] = file;
    // without the quick check the caller's page check gives the whole list next, in the same task: the
    // workspace's list (50,000 problems in a file with a fault in every entry) is not copied for it
    if (quick) problems = remapListProblems(problems, name, change);
    // a loop, not push(...): thousands of fresh entries can hold more problems than a call has arguments;
    // not for more than `QUICK_CHECK_MAX_ENTRIES` (a Set on 30,000 rows checked them on the page for 1.1 s
    // of its task, and the worker's check, which the totals wait for, replaced the answer a moment later)
    if (quick && change.fresh.size <= QUICK_CHECK_MAX_ENTRIES)
      for (const problem of checkFresh(file, change.fresh, engines, files)) found.push(problem);
    if (activeRow?.file === name && change.map) {
      const entry = change.map[activeRow.entry] ?? -1;
      activeRow = entry >= 0 ? { file: name, entry } : undefined;
    }
    if (change.map) maps.set(name, change.map);
  }
  if (selection) selection = remapSelection(selection, maps);
  const next = { files, problems: found.length > 0 ? problems.concat(found) : problems, activeRow };
  return selection ? { ...next, selection } : next;
}
