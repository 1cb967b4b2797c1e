/**
 * The duplicate URLs of one file, kept up to date entry by entry for the check session (`check-session.ts`):
 * the same `loc.duplicate` / `loc.near-duplicate` problems `checkDuplicateUrls` finds, but after an edit
 * only the groups the edited entries left or joined are looked at again, not the whole file.
 *
 * Entries are grouped by near key (`getNearKey`: URL without scheme, `www.`, final `index.html` and `/`).
 * Within a group, in entry order, the first member gets nothing; a later member gets `loc.duplicate` naming
 * the first earlier member with the same `href`, else `loc.near-duplicate` naming the group's first member:
 * exactly what the one-pass rule reports. Memory: one Map entry per distinct near key (the keys are slices
 * of the hrefs) and one problem per duplicate. Thread-portable, no DOM.
 */
import type { Problem, UrlEntry } from "../model/types";
import type { CheckContext } from "./check-context";
import { getNearKey, reportExactDuplicate, reportNearDuplicate } from "./duplicate-rules";

/** Members of one near key: an entry index, or the sorted indexes when there are several. */
type Members = number | number[];

/** The duplicate state of one file. Build with `buildDuplicateIndex`, change with `updateDuplicateIndex`. */
export interface DuplicateIndex {
  /** Near key to the entries that have it. */
  readonly groups: Map<string, Members>;
  /** Per entry: its near key, or undefined when its `loc` did not parse. */
  readonly keys: (string | undefined)[];
  /** The problem of each entry that has one (at most one per entry). */
  readonly problems: Map<number, Problem>;
  /** Counts the updates that changed `problems` (a problem removed, added or made again). */
  version: number;
}

/** True when one of the duplicate rules is on for `ctx`. */
export function isDuplicateCheckOn(ctx: CheckContext): boolean {
  return ctx.active.has("loc.duplicate") || ctx.active.has("loc.near-duplicate");
}

function addMember(groups: Map<string, Members>, key: string, index: number): void {
  const members = groups.get(key);
  if (members === undefined) {
    groups.set(key, index);
  } else if (typeof members === "number") {
    groups.set(key, members < index ? [members, index] : [index, members]);
  } else {
    let at = members.length;
    while (at > 0 && members[at - 1] > index) at--;
    members.splice(at, 0, index);
  }
}

function removeMember(groups: Map<string, Members>, key: string, index: number): void {
  const members = groups.get(key);
  if (members === undefined) return;
  if (typeof members === "number") {
    if (members === index) groups.delete(key);
    return;
  }
  const at = members.indexOf(index);
  if (at >= 0) members.splice(at, 1);
  if (members.length === 1) groups.set(key, members[0]);
}

/** Puts the problems of one group's members into `problems` (NOTE: mutates it). */
function reportGroup(
  members: readonly number[],
  urls: readonly UrlEntry[],
  hrefs: readonly (string | undefined)[],
  ctx: CheckContext,
  problems: Map<number, Problem>,
): void {
  const out: Problem[] = [];
  // the first member with each href; a Map only for big groups (a URL listed hundreds of times)
  const firstByHref = members.length > 16 ? new Map<string, number>() : undefined;
  firstByHref?.set(hrefs[members[0]] as string, members[0]);
  for (let k = 1; k < members.length; k++) {
    const i = members[k];
    const href = hrefs[i] as string;
    let same = -1;
    if (firstByHref) {
      same = firstByHref.get(href) ?? -1;
      if (same < 0) firstByHref.set(href, i);
    } else {
      for (let j = 0; j < k && same < 0; j++) if (hrefs[members[j]] === href) same = members[j];
    }
    out.length = 0;
    if (same >= 0) reportExactDuplicate(urls, i, same, ctx, out);
    else reportNearDuplicate(urls, i, members[0], ctx, out);
    if (out.length > 0) problems.set(i, out[0]);
  }
}

/**
 * The duplicate state of a whole file: `hrefs[i]` is the WHATWG `href` of `urls[i].loc` (undefined when it
 * did not parse). O(n) with one Map.
 */
export function buildDuplicateIndex(
  urls: readonly UrlEntry[],
  hrefs: readonly (string | undefined)[],
  ctx: CheckContext,
): DuplicateIndex {
  const groups = new Map<string, Members>();
  const keys = new Array<string | undefined>(hrefs.length);
  for (let i = 0; i < hrefs.length; i++) {
    const href = hrefs[i];
    if (href === undefined) continue;
    const key = getNearKey(href);
    keys[i] = key;
    addMember(groups, key, i);
  }
  const problems = new Map<number, Problem>();
  if (isDuplicateCheckOn(ctx)) {
    for (const members of groups.values()) {
      if (typeof members !== "number") reportGroup(members, urls, hrefs, ctx, problems);
    }
  }
  return { groups, keys, problems, version: 0 };
}

/**
 * Moves the entries at `changed` (indexes whose `href` may differ now; the file's length is unchanged) to
 * their new groups and reports every group they left or joined again. O(changed × group size).
 * NOTE: mutates `index`.
 */
export function updateDuplicateIndex(
  index: DuplicateIndex,
  changed: readonly number[],
  urls: readonly UrlEntry[],
  hrefs: readonly (string | undefined)[],
  ctx: CheckContext,
): void {
  const dirty = new Set<string>();
  const size = index.problems.size;
  let changedProblems = false;
  for (const i of changed) {
    const old = index.keys[i];
    if (old !== undefined) {
      removeMember(index.groups, old, i);
      dirty.add(old);
    }
    if (index.problems.delete(i)) changedProblems = true;
    const href = hrefs[i];
    const key = href === undefined ? undefined : getNearKey(href);
    index.keys[i] = key;
    if (key !== undefined) {
      addMember(index.groups, key, i);
      dirty.add(key);
    }
  }
  for (const key of dirty) {
    const members = index.groups.get(key);
    if (members === undefined) continue;
    if (typeof members === "number") {
      if (index.problems.delete(members)) changedProblems = true;
      continue;
    }
    for (const i of members) if (index.problems.delete(i)) changedProblems = true;
    // entries named by a member's problem are members too, but their text (loc, line) may have changed
    if (isDuplicateCheckOn(ctx)) {
      // problems made again: new objects
      reportGroup(members, urls, hrefs, ctx, index.problems);
      changedProblems = true;
    }
  }
  if (changedProblems || index.problems.size !== size) index.version++;
}

/** The first entry of the file whose `href` is `href`, or -1. O(size of its near-key group). */
export function findFirstWithHref(
  index: DuplicateIndex,
  hrefs: readonly (string | undefined)[],
  href: string,
): number {
  const members = index.groups.get(getNearKey(href));
  if (members === undefined) return -1;
  if (typeof members === "number") return hrefs[members] === href ? members : -1;
  for (const i of members) if (hrefs[i] === href) return i;
  return -1;
}

/** Every entry of the file whose `href` is `href`, in entry order. O(size of its near-key group). */
export function findAllWithHref(
  index: DuplicateIndex,
  hrefs: readonly (string | undefined)[],
  href: string,
): number[] {
  const members = index.groups.get(getNearKey(href));
  if (members === undefined) return [];
  if (typeof members === "number") return hrefs[members] === href ? [members] : [];
  return members.filter((i) => hrefs[i] === href);
}

/** The index's problems in entry order (what `checkDuplicateUrls` appends). NOTE: appends to `out`. */
export function appendDuplicateProblems(index: DuplicateIndex, out: Problem[]): void {
  if (index.problems.size === 0) return;
  const entries = [...index.problems.keys()].sort((a, b) => a - b);
  for (const i of entries) out.push(index.problems.get(i) as Problem);
}
