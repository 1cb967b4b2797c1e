/**
 * The lines of the index editor (`sitemap-refs-dialog.tsx`) and what is computed from them, without React:
 * the `<sitemap>` list Apply makes, how many entries it changes, the quick fixes of the entries' problems
 * (the core's, on an index entry's `loc` and `lastmod`) and the problems by entry. DOM-free.
 */

import {
  checkSitemaps,
  type Engine,
  getQuickFix,
  getUsualOffset,
  hasQuickFix,
  type Problem,
  type QuickFix,
  type SitemapFile,
  type SitemapRef,
  takesUsualOffset,
  type UrlEntry,
} from "@/core/index";
import { hasUrlRows } from "@/store/workspace-helpers";
import { getCountryOffset, getSiteFiles } from "@/ui/panels/fix-zones";

/** One line of the editor: the entry it came from (none for an added line), at `at`, and its fields as typed. */
export interface Draft {
  key: number;
  from: SitemapRef | undefined;
  at: number;
  loc: string;
  lastmod: string;
}

/**
 * The list `drafts` make: a line as it was is its entry unchanged; an edited one its entry with the new
 * `loc` and `lastmod` (an emptied lastmod removed); an added line with an empty `loc` is left out.
 */
export function buildSitemapRefs(drafts: readonly Draft[]): SitemapRef[] {
  const out: SitemapRef[] = [];
  for (const { from, loc, lastmod } of drafts) {
    const value = loc.trim();
    const date = lastmod.trim();
    if (!from) {
      if (value !== "") out.push(date === "" ? { loc: value } : { loc: value, lastmod: date });
      continue;
    }
    if (value === from.loc && date === (from.lastmod ?? "")) {
      out.push(from);
      continue;
    }
    const { lastmod: _old, ...rest } = from;
    out.push(date === "" ? { ...rest, loc: value } : { ...rest, loc: value, lastmod: date });
  }
  return out;
}

/**
 * How many `<sitemap>` entries Apply would change: lines edited, lines added with a `loc`, and entries of
 * the index (`total` of them) whose line was removed. 0 when applying would change nothing.
 */
export function countChanges(total: number, drafts: readonly Draft[]): number {
  let changes = 0;
  let kept = 0;
  for (const { from, loc, lastmod } of drafts) {
    if (from === undefined) {
      if (loc.trim() !== "") changes++;
      continue;
    }
    kept++;
    if (loc.trim() !== from.loc || lastmod.trim() !== (from.lastmod ?? "")) changes++;
  }
  return changes + total - kept;
}

/**
 * The kinds of quick fix the problems of an index's entries have: id, the core's label, how many. With the
 * editor's `drafts` and the problems of its lines as typed (`live`, by line key), a field edited since counts
 * its problems as typed, not those of before, and a removed line none.
 */
export function getRefFixGroups(
  sitemaps: readonly SitemapRef[],
  byEntry: ReadonlyMap<number, Problem[]>,
  drafts?: readonly Draft[],
  live?: ReadonlyMap<number, Problem[]>,
): { id: string; label: string; count: number }[] {
  const groups = new Map<string, { id: string; label: string; count: number }>();
  const count = (fix: QuickFix | undefined) => {
    if (!fix) return;
    const group = groups.get(fix.id);
    if (group) group.count++;
    else groups.set(fix.id, { id: fix.id, label: fix.label, count: 1 });
  };
  const lineAt = drafts && new Map(drafts.filter((draft) => draft.from).map((draft) => [draft.at, draft]));
  for (const [entry, list] of byEntry) {
    const ref = sitemaps[entry];
    const line = lineAt?.get(entry);
    if (!ref || (lineAt && !line)) continue;
    for (const problem of list) {
      const field = problem.field;
      if (line && (field === "loc" || field === "lastmod") && isEdited(line, field)) continue;
      count(getRefFix(problem, ref));
    }
  }
  for (const draft of drafts ?? []) {
    for (const problem of live?.get(draft.key) ?? []) {
      const field = problem.field;
      if ((field === "loc" || field === "lastmod") && isEdited(draft, field))
        count(getRefFix(problem, asRef(draft)));
    }
  }
  return [...groups.values()];
}

/** `draft` with the quick fixes of kind `id` of its `problems` in its fields, where a field is as read. */
export function applyRefFixes(draft: Draft, problems: readonly Problem[] | undefined, id: string): Draft {
  const from = draft.from;
  if (!from || !problems) return draft;
  let next = draft;
  for (const problem of problems) {
    const fix = getRefFix(problem, from);
    if (!fix || fix.id !== id) continue;
    const fixed = fix.apply(asEntry(from));
    if (problem.field === "loc" && draft.loc === from.loc) next = { ...next, loc: fixed.loc };
    if (problem.field === "lastmod" && draft.lastmod === (from.lastmod ?? ""))
      next = { ...next, lastmod: fixed.lastmod ?? "" };
  }
  return next;
}

/** `ref` as the entry shape the core's quick fixes take (an index entry has no items). */
export function asEntry(ref: SitemapRef): UrlEntry {
  return { ...ref, images: [], videos: [], alternates: [] };
}

/** The core's quick fix of `problem` on the index entry `ref`, when it changes its `loc` or `lastmod` only. */
export function getRefFix(problem: Problem, ref: SitemapRef): QuickFix | undefined {
  if (!hasQuickFix(problem.code) || (problem.field !== "loc" && problem.field !== "lastmod"))
    return undefined;
  return getQuickFix(problem, asEntry(ref));
}

/**
 * `problem` as the index editor fixes it: a `lastmod.no-timezone`, or a `lastmod.invalid` whose fix writes a
 * time (`2024-05-01 10:30`, `takesUsualOffset`), without a usual zone of its own (a line checked alone as
 * typed, or an index whose lastmods have none) gets `siteOffset`: the zone most common among the index's
 * lastmods, else among the workspace's URL lastmods (`getIndexOffset`). An index's sitemaps are the site's,
 * and asserting UTC (+00:00) moved a Moscow site's times by three hours; a time fixed without its zone was
 * a new `lastmod.no-timezone` to fix a second time. Any other problem as it is.
 */
export function withSiteOffset(problem: Problem, siteOffset: string | undefined): Problem {
  if (!takesUsualOffset(problem.code) || siteOffset === undefined || problem.params?.offset) return problem;
  return { ...problem, params: { ...problem.params, offset: siteOffset } };
}

/** The zone (`+03:00`, `Z`) most common among the lastmods of the URL files of `files`, or undefined. */
export function getSiteOffset(files: readonly SitemapFile[]): string | undefined {
  return getUsualOffset(
    (function* () {
      for (const file of files) if (hasUrlRows(file)) for (const url of file.urls) yield url.lastmod;
    })(),
  );
}

/**
 * The zone the index editor gives a `lastmod` fixed without one (`withSiteOffset`): the one most common
 * among `index`'s own lastmods, else among the URL files' of its site (`getSiteFiles`, `getSiteOffset`),
 * else Moscow time for a site under `.ru`, `.рф`, `.su` or `.by` (`getCountryOffset`), else undefined: the
 * zone the Problems panel's Fix all gives the same site (the editor had written UTC where it wrote +03:00).
 */
export function getIndexOffset(index: SitemapFile, files: readonly SitemapFile[]): string | undefined {
  const own = getUsualOffset(index.sitemaps.map((ref) => ref.lastmod));
  if (own !== undefined) return own;
  const site = getSiteFiles(files, [index.name]);
  return getSiteOffset(site) ?? getCountryOffset(site);
}

/** The problems of `file`'s entries, by entry index; `siteOffset` as for `withSiteOffset`. */
export function groupByEntry(
  problems: readonly Problem[],
  file: string,
  siteOffset?: string,
): Map<number, Problem[]> {
  const byEntry = new Map<number, Problem[]>();
  for (const raw of problems) {
    if (raw.file !== file || raw.entry === undefined) continue;
    const problem = withSiteOffset(raw, siteOffset);
    const list = byEntry.get(raw.entry);
    if (list) list.push(problem);
    else byEntry.set(raw.entry, [problem]);
  }
  return byEntry;
}

/** Rules of a whole index or set that a check of edited lines alone would misjudge (every child "missing"). */
const SET_CODES = new Set([
  "index.child-missing",
  "index.child-unlisted",
  "index.duplicate-child",
  "index.nested",
  "index.too-many-sitemaps",
]);

/** True when the line's field differs from the entry it came from (an added line: every field). */
export function isEdited(draft: Draft, field: "loc" | "lastmod"): boolean {
  if (!draft.from) return true;
  return field === "loc" ? draft.loc !== draft.from.loc : draft.lastmod !== (draft.from.lastmod ?? "");
}

/** A line as the `<sitemap>` entry it would make (fields as typed, trimmed; an empty lastmod left out). */
export function asRef(draft: Draft): SitemapRef {
  const lastmod = draft.lastmod.trim();
  return lastmod === "" ? { loc: draft.loc.trim() } : { loc: draft.loc.trim(), lastmod };
}

/**
 * The problems of the lines edited or added (with a `loc`), as typed, by line `key`: the entry rules of
 * the core's check (`loc.*`, `lastmod.*`, scope and self-reference against the index's location), run on an
 * index of those lines alone; the rules of the whole set (`SET_CODES`) are left to Apply. Problems name
 * the line's entry in that check, not in the file. `cache` (by a line's fields) keeps each line's problems
 * for the next call: give the same map while `file` and `engines` stay.
 */
export function checkEditedDrafts(
  drafts: readonly Draft[],
  file: SitemapFile,
  engines?: readonly Engine[],
  cache: Map<string, Problem[]> = new Map(),
): Map<number, Problem[]> {
  const edited = drafts.filter(
    (draft) => (isEdited(draft, "loc") || isEdited(draft, "lastmod")) && draft.loc.trim() !== "",
  );
  const byKey = new Map<number, Problem[]>();
  // each line's entry rules are its own: a line typed as before is not checked again (`cache`, by its
  // fields), so typing after a Fix all of 50,000 lines checks one line, not all of them
  const valueKey = (draft: Draft) => `${draft.loc.trim()}\u0000${draft.lastmod.trim()}`;
  const unknown = [...new Map(edited.map((draft) => [valueKey(draft), draft])).values()].filter(
    (draft) => !cache.has(valueKey(draft)),
  );
  if (unknown.length > 0) {
    const found: Problem[][] = unknown.map(() => []);
    const probe: SitemapFile = { ...file, sitemaps: unknown.map(asRef), problems: [], urls: [] };
    for (const problem of checkSitemaps([probe], engines ? { engines: [...engines] } : undefined))
      if (problem.entry !== undefined && !SET_CODES.has(problem.code)) found[problem.entry]?.push(problem);
    for (const [i, draft] of unknown.entries()) cache.set(valueKey(draft), found[i]);
  }
  for (const draft of edited) {
    const list = cache.get(valueKey(draft));
    if (list && list.length > 0) byKey.set(draft.key, list);
  }
  return byKey;
}

/** `draft` with the quick fixes of kind `id` of its problems as typed (`live`) in its edited fields. */
export function applyLiveFixes(draft: Draft, live: readonly Problem[] | undefined, id: string): Draft {
  if (!live) return draft;
  let next = draft;
  for (const problem of live) {
    const field = problem.field;
    if ((field !== "loc" && field !== "lastmod") || !isEdited(draft, field)) continue;
    const fix = getRefFix(problem, asRef(next));
    if (!fix || fix.id !== id) continue;
    const fixed = fix.apply(asEntry(asRef(next)));
    next = field === "loc" ? { ...next, loc: fixed.loc } : { ...next, lastmod: fixed.lastmod ?? "" };
  }
  return next;
}
