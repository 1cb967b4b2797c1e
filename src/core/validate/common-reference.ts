/**
 * The scheme and host most common among a file's entries (the reference of a file without a location,
 * `check-context.ts`, counted by `findCommonOrigin`), kept up to date entry by entry for the check session: after an edit only the
 * replaced entries are recounted, where `createCheckContext` alone counts every entry (O(n) per check).
 * Ties go as in the full count (`pickTopOrigin`): on a tie the count is redone from scratch.
 *
 * Thread-portable, no DOM.
 */

import { pickTopOrigin } from "../model/most-common";

/** Above this many replaced entries the origins are counted again from scratch. */
const RECOUNT_LIMIT = 1_000;

/** The origin count of one list of entries. */
export interface OriginTally {
  entries: readonly { loc: string }[];
  /** Per entry: its `getOriginText`, "" when it has none. */
  origins: string[];
  counts: Map<string, number>;
  /** The most common origin text, "" when no entry has one. */
  best: string;
}

/**
 * The lower-cased `scheme://authority` at the start of `loc`, or "" when it has none or its host cannot be
 * a DNS name: a character no host has (a space, `&`, `<`), an empty label (`..`), a label that starts or
 * ends with `-` or is over 63 characters, a host over 253: a `loc.bad-host` or `loc.invalid` must not become
 * the reference the other entries are told to match. User info (before `@`), a port (after `:`) and an
 * IPv6 literal (`[…]`) are not checked. A cheap stand-in for parsing: only used to find the most common
 * host, which is then parsed once.
 */
export function getOriginText(loc: string): string {
  const slashes = loc.indexOf("://");
  if (slashes <= 0) return "";
  const start = slashes + 3;
  let end = start;
  let label = start; // where the current label starts
  let host = start; // where the host starts (after user info)
  let checking = true; // false in a port or an IPv6 literal
  for (; end < loc.length; end++) {
    const c = loc.charCodeAt(end);
    if (c === 47 || c === 63 || c === 35) break; // "/", "?", "#"
    if (c < 0x80 && !HOST_CHAR[c]) return "";
    if (c === 64) {
      // "@": what came before was user info
      host = label = end + 1;
      checking = true;
    } else if (c === 91)
      checking = false; // "[": an IPv6 literal
    else if (checking && (c === 46 || c === 58)) {
      // "." or ":" ends a label ("" or over 63, or with "-" at either end, is no label)
      if (!isLabel(loc, label, end)) return "";
      label = end + 1;
      if (c === 58) checking = false; // a port follows
    }
  }
  if (checking && label < end && !isLabel(loc, label, end)) return "";
  if (checking && end - host > 253) return "";
  return loc.slice(0, end).toLowerCase();
}

/** True when `loc[from, to)` can be a DNS label: 1-63 characters, not starting or ending with `-`. */
function isLabel(loc: string, from: number, to: number): boolean {
  return to > from && to - from <= 63 && loc.charCodeAt(from) !== 45 && loc.charCodeAt(to - 1) !== 45;
}

/** ASCII characters an authority of a usable host may hold (`getOriginText`), by code. */
const HOST_CHAR: readonly boolean[] = Array.from({ length: 128 }, (_, c) =>
  /[A-Za-z0-9.:@[\]%_-]/.test(String.fromCharCode(c)),
);

/**
 * The origin text (`getOriginText`) most common among `entries`, "" when none has one (`pickTopOrigin`: on
 * a tie the https one of a host written both ways, else the one seen first). `origins` and `counts`, when
 * given, receive each entry's origin text and the count per origin. O(n).
 */
export function findCommonOrigin(
  entries: readonly { loc: string }[],
  origins?: string[],
  counts = new Map<string, number>(),
): string {
  for (let i = 0; i < entries.length; i++) {
    const origin = getOriginText(entries[i].loc);
    if (origins) origins[i] = origin;
    if (!origin) continue;
    counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return pickTopOrigin(counts) ?? "";
}

function countAll(entries: readonly { loc: string }[]): OriginTally {
  const origins = new Array<string>(entries.length);
  const counts = new Map<string, number>();
  const best = findCommonOrigin(entries, origins, counts);
  return { entries, origins, counts, best };
}

/**
 * `tally` recounted for the entries of `entries` (same length) that are new objects (among `candidates`
 * when given: the only indexes that may be); false when not exact.
 */
function recount(
  tally: OriginTally,
  entries: readonly { loc: string }[],
  candidates: readonly number[] | undefined,
): boolean {
  let replaced = 0;
  const count = candidates ? candidates.length : entries.length;
  if (candidates && candidates.length > RECOUNT_LIMIT) return false;
  for (let k = 0; k < count; k++) {
    const i = candidates ? candidates[k] : k;
    if (i < 0 || i >= entries.length) return false;
    if (entries[i] === tally.entries[i]) continue;
    if (++replaced > RECOUNT_LIMIT) return false;
    const before = tally.origins[i];
    const after = getOriginText(entries[i].loc);
    if (before === after) continue;
    if (before) tally.counts.set(before, (tally.counts.get(before) ?? 1) - 1);
    if (after) tally.counts.set(after, (tally.counts.get(after) ?? 0) + 1);
    tally.origins[i] = after;
  }
  let best = "";
  let top = 0;
  let tie = false;
  for (const [origin, count] of tally.counts) {
    if (count > top) [best, top, tie] = [origin, count, false];
    else if (count === top && count > 0) tie = true;
  }
  if (tie) return false;
  tally.entries = entries;
  tally.best = best;
  return true;
}

/**
 * The tally of `entries`, from `previous` when it counted a list of the same length (recounting only the
 * replaced entries), else from scratch. `hint`, when it says `entries` was made from the list `previous`
 * counted by replacing the entries at its `indexes`, spares comparing every entry. NOTE: may mutate
 * `previous`.
 */
export function tallyOrigins(
  previous: OriginTally | undefined,
  entries: readonly { loc: string }[],
  hint?: { from: readonly unknown[]; to: readonly unknown[]; indexes: readonly number[] },
): OriginTally {
  if (previous?.entries === entries) return previous;
  if (!previous || previous.entries.length !== entries.length) return countAll(entries);
  const candidates = hint && hint.from === previous.entries && hint.to === entries ? hint.indexes : undefined;
  return recount(previous, entries, candidates) ? previous : countAll(entries);
}
