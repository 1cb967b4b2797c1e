/**
 * Reading and writing `UrlEntry.source` / `SitemapRef.source`, the positions of an entry's protocol fields
 * (`loc`, `lastmod`, `changefreq`, `priority`). Only this file knows their packed form: everything else goes
 * through `getFieldPosition` and `setFieldPosition`.
 *
 * Thread-portable, no DOM. Why packed: a read file crosses from the worker to the page by structured clone,
 * and four `{ line, column }` objects per entry (five with their holder) made up most of that clone: 50,000
 * entries took ~330 ms in Node with them, ~130 ms with one number per entry instead (issue #5).
 *
 * Format (`FieldPositions`), relative to the entry's own `line` and `column` (0 when it has none):
 * - a number: four 13-bit slots, field k (`loc` = 0, `lastmod`, `changefreq`, `priority` = 3) at
 *   `slot * 2 ** (13 * k)`; a slot is 0 when the field has no position, else `delta * 1024 + c` with
 *   `delta` = the field's line minus the entry's (0-7) and `c` = its column minus the entry's when on the
 *   entry's line, its column otherwise (1-1023). At most 2 ** 52, an exact integer.
 * - when some position does not fit a slot (a field 8+ lines below its entry, far along a long line, or
 *   before the entry), a list of 8 numbers: absolute `line, column` of each field in turn, `0, 0` when it has
 *   none. Lines and columns up to `Number.MAX_SAFE_INTEGER`; larger ones are clamped to it.
 * Either value is new on every change, never mutated in place, so a shallow copy of an entry may share it.
 * A change of the entry's `line` or `column` would move the packed positions with it: code that changes
 * them must carry the positions over (get them first, set them after). Nothing does today.
 */
import type { FieldPositions, UrlField } from "./types";

export type { FieldPositions } from "./types";

/** A field's 1-based line and column in the decoded text. */
export interface FieldPosition {
  line: number;
  column: number;
}

/** What holds field positions: a `UrlEntry` or a `SitemapRef` (its own position is the base). */
export interface PositionedEntry {
  line?: number;
  column?: number;
  source?: FieldPositions;
}

/** Field → slot number, in XSD order. */
const FIELD_SLOT: Readonly<Record<UrlField, number>> = { loc: 0, lastmod: 1, changefreq: 2, priority: 3 };
const FIELDS: readonly UrlField[] = ["loc", "lastmod", "changefreq", "priority"];
/** `2 ** (13 * k)`, the weight of slot k. */
const SLOT_WEIGHT = [1, 2 ** 13, 2 ** 26, 2 ** 39];
const SLOT_SIZE = 2 ** 13;
const COLUMN_SPAN = 1_024;
const MAX_LINE_DELTA = 7;

/** The slot of a field at `line`, `column` for an entry at `baseLine`, `baseColumn`; -1 when it won't fit. */
export function getPositionSlot(baseLine: number, baseColumn: number, line: number, column: number): number {
  const delta = line - baseLine;
  const c = delta === 0 ? column - baseColumn : column;
  if (delta < 0 || delta > MAX_LINE_DELTA || c < 1 || c >= COLUMN_SPAN) return -1;
  return delta * COLUMN_SPAN + c;
}

/**
 * The packed number of four slots (from `getPositionSlot`, 0 = no position), in field order. For the
 * reader's hot path, which computes the slots itself; every slot must be 0 or fit (not -1).
 */
export function packPositionSlots(
  loc: number,
  lastmod: number,
  changefreq: number,
  priority: number,
): number {
  return loc + lastmod * SLOT_WEIGHT[1] + changefreq * SLOT_WEIGHT[2] + priority * SLOT_WEIGHT[3];
}

/** A whole positive line or column, clamped to the safe integer range; 0 when it is not one. */
function clampPart(value: number | undefined): number {
  if (value === undefined || !(value >= 1)) return 0;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

/**
 * `FieldPositions` for an entry at `line`, `column` (either may be undefined) from absolute positions: `pairs`
 * holds `line, column` of each field in field order (`loc`, `lastmod`, `changefreq`, `priority`), `0, 0`
 * (or a line below 1) for none. A column below 1 counts as 1. Packed when all fit, else the list of 8.
 */
export function encodeFieldPositions(
  line: number | undefined,
  column: number | undefined,
  pairs: readonly number[],
): FieldPositions {
  const baseLine = line ?? 0;
  const baseColumn = column ?? 0;
  let packed = 0;
  for (let k = 0; k < 4; k++) {
    const fieldLine = clampPart(pairs[2 * k]);
    if (fieldLine === 0) continue;
    const slot = getPositionSlot(baseLine, baseColumn, fieldLine, Math.max(1, clampPart(pairs[2 * k + 1])));
    if (slot < 0) return toList(pairs);
    packed += slot * SLOT_WEIGHT[k];
  }
  return packed;
}

/** The list form of `pairs`: absolute, clamped, 0 for a field without a position. */
function toList(pairs: readonly number[]): number[] {
  const list = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const line = clampPart(pairs[2 * k]);
    if (line === 0) continue;
    list[2 * k] = line;
    list[2 * k + 1] = Math.max(1, clampPart(pairs[2 * k + 1]));
  }
  return list;
}

/**
 * Where `field` of `entry` was written, or undefined when it has no position (an entry made in the app, a
 * field edited since reading, an absent field).
 * @example getFieldPosition(file.urls[0], "lastmod") // { line: 4, column: 5 }
 */
export function getFieldPosition(entry: PositionedEntry, field: UrlField): FieldPosition | undefined {
  const source = entry.source;
  if (source === undefined) return undefined;
  const k = FIELD_SLOT[field];
  if (typeof source !== "number") {
    const line = source[2 * k];
    return line >= 1 ? { line, column: source[2 * k + 1] } : undefined;
  }
  const slot = Math.floor(source / SLOT_WEIGHT[k]) % SLOT_SIZE;
  if (slot === 0) return undefined;
  const delta = Math.floor(slot / COLUMN_SPAN);
  const c = slot % COLUMN_SPAN;
  const line = (entry.line ?? 0) + delta;
  return { line, column: delta === 0 ? (entry.column ?? 0) + c : c };
}

/**
 * True when `field` of `entry` has a position: `getFieldPosition(entry, field) !== undefined`, without
 * making the object (a bulk change asks it of a million entries).
 */
export function hasFieldPosition(entry: PositionedEntry, field: UrlField): boolean {
  const source = entry.source;
  if (source === undefined) return false;
  const k = FIELD_SLOT[field];
  if (typeof source !== "number") return source[2 * k] >= 1;
  return Math.floor(source / SLOT_WEIGHT[k]) % SLOT_SIZE !== 0;
}

/** The line of `field`'s position, or undefined (`getFieldPosition(...)?.line` without the object). */
export function getFieldLine(entry: PositionedEntry, field: UrlField): number | undefined {
  return getFieldPosition(entry, field)?.line;
}

/**
 * Sets (or, with `position` undefined, removes) the position of `field` of `entry`; the others stay.
 * NOTE: mutates `entry` (its `source` becomes a new value; the old one is left as it was, so a copy of
 * the entry that shared it keeps its positions).
 */
export function setFieldPosition(
  entry: PositionedEntry,
  field: UrlField,
  position: { line?: number; column?: number } | undefined,
): void {
  const source = entry.source;
  // removing one slot of the packed number leaves the others as they were: its weight times its value off
  // (the full path below gives the same number; an entry without a line of its own takes that path, which
  // drops slots on its line 0)
  if (position === undefined && typeof source === "number" && (entry.line ?? 0) >= 1) {
    const weight = SLOT_WEIGHT[FIELD_SLOT[field]];
    entry.source = source - (Math.floor(source / weight) % SLOT_SIZE) * weight;
    return;
  }
  const pairs = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const at = getFieldPosition(entry, FIELDS[k]);
    if (at === undefined) continue;
    pairs[2 * k] = at.line;
    pairs[2 * k + 1] = at.column;
  }
  const k = FIELD_SLOT[field];
  pairs[2 * k] = position?.line ?? 0;
  pairs[2 * k + 1] = position?.column ?? 0;
  entry.source = encodeFieldPositions(entry.line, entry.column, pairs);
}

/**
 * Turns `entry.source` of the shape before issue #5 (`{ loc: { line, column }, ... }`, as an autosaved
 * workspace may hold) into `FieldPositions`; drops a value that is neither. Leaves a current one as it is.
 * NOTE: mutates `entry`.
 */
export function upgradeFieldPositions(entry: PositionedEntry): void {
  const source = entry.source as unknown;
  if (source === undefined || typeof source === "number" || Array.isArray(source)) return;
  if (source === null || typeof source !== "object") {
    delete entry.source;
    return;
  }
  const old = source as Partial<Record<UrlField, { line?: unknown; column?: unknown } | undefined>>;
  const pairs = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const at = old[FIELDS[k]];
    if (at === null || typeof at !== "object") continue;
    pairs[2 * k] = typeof at.line === "number" ? at.line : 0;
    pairs[2 * k + 1] = typeof at.column === "number" ? at.column : 0;
  }
  entry.source = encodeFieldPositions(entry.line, entry.column, pairs);
}
