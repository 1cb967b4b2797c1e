/**
 * The lines of the index editor (`sitemap-refs-dialog.tsx`) and what is computed from them, without React:
 * the `<sitemap>` list Apply makes, how many entries it changes, the quick fixes of the entries' problems
 * (the core's, on an index entry's `loc` and `lastmod`) and the problems by entry. DOM-free.
 */
import {
  getQuickFix,
  getUsualOffset,
  hasQuickFix,
  type Problem,
  type QuickFix,
  type SitemapFile,
  type SitemapRef,
  type UrlEntry,
} from "@/core/index";
import { hasUrlRows } from "@/store/workspace-helpers";

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

/** The kinds of quick fix the problems of an index's entries have: id, the core's label, how many. */
export function getRefFixGroups(
  sitemaps: readonly SitemapRef[],
  byEntry: ReadonlyMap<number, Problem[]>,
): { id: string; label: string; count: number }[] {
  const groups = new Map<string, { id: string; label: string; count: number }>();
  for (const [entry, list] of byEntry) {
    const ref = sitemaps[entry];
    if (!ref) continue;
    for (const problem of list) {
      const fix = getRefFix(problem, ref);
      if (!fix) continue;
      const group = groups.get(fix.id);
      if (group) group.count++;
      else groups.set(fix.id, { id: fix.id, label: fix.label, count: 1 });
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
 * `problem` as the index editor fixes it: a `lastmod.no-timezone` without the file's usual zone (an index
 * whose lastmods have none) gets `siteOffset`, the zone most common among the workspace's URL lastmods
 * (`getSiteOffset`): an index's sitemaps are the site's, and asserting UTC (+00:00) moved a Moscow site's
 * times by three hours. Any other problem as it is.
 */
export function withSiteOffset(problem: Problem, siteOffset: string | undefined): Problem {
  if (problem.code !== "lastmod.no-timezone" || siteOffset === undefined || problem.params?.offset)
    return problem;
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
