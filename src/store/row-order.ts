/**
 * The order of the table's rows: the comparators of each column (`getRowCompare`), a whole sort that reads
 * each row's key once (`sortRowsByKey`), and a sorted table's order kept through edits (`keepOrder`).
 * Last modified sorts by the instant a date names (core `getLastmodSortTime`), priority by number, change
 * frequency from `always` to `never`, URL as it reads; empty values come last in either direction. DOM-free.
 */
import {
  getLastmodSortTime,
  type Problem,
  type Severity,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";
import type { ProblemsByRow } from "./problems-by-row";
import { getReadableLoc, peekReadableLoc, READABLE_CACHE_LIMIT } from "./readable-locs";
import type { RowRef, TableSort } from "./store-types";

const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

/** A row's problems as one number: worst severity first, then how many. */
function problemScore(list: Problem[] | undefined): number {
  if (!list) return 0;
  let top = 0;
  for (const problem of list) top = Math.max(top, SEVERITY_RANK[problem.severity]);
  // worst severity first, then how many
  return top * 1_000_000 + list.length;
}

/** Ascending text order, empty or absent last (the File column; its names are never empty). */
function compareText(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined || a === "") return 1;
  if (b === undefined || b === "") return -1;
  return a < b ? -1 : 1;
}

/**
 * How a value sorts: `rank` 0 by `key` (a number), 1 by its text (a value the column cannot read as a
 * number or an instant), 2 last (empty or absent). Ranks 1 and 2 stay after the others in either direction.
 */
interface SortKey {
  rank: 0 | 1 | 2;
  key: number;
  text: string;
}

const EMPTY_KEY: SortKey = { rank: 2, key: 0, text: "" };

/** `value`'s sort key, by `toNumber` (undefined or NaN: sorted as text). */
function getSortKey(value: string | undefined, toNumber: (value: string) => number | undefined): SortKey {
  if (value === undefined || value.trim() === "") return EMPTY_KEY;
  const key = toNumber(value);
  return key === undefined || Number.isNaN(key)
    ? { rank: 1, key: 0, text: value }
    : { rank: 0, key, text: value };
}

/** Ascending order of two sort keys, `desc` turning it for ranks 0 and 1 only (empties stay last). */
function compareKeys(a: SortKey, b: SortKey, desc: boolean): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const order = a.rank === 0 ? a.key - b.key : a.text === b.text ? 0 : a.text < b.text ? -1 : 1;
  return desc ? -order : order;
}

/** A decimal number as `priority` is written (`0.8`, `1`, `.5`), blanks around it allowed. */
const DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** A column sorted by the values of its entries: every one but File and Problems. */
export type ValueColumn = Exclude<TableSort["column"], "file" | "problems">;

/**
 * The value of `entry` a column sorts by: a protocol field's, or a `news:news` field's; the URL as it reads
 * (`getReadableLoc`, as the cell shows it), so a site that writes some Cyrillic URLs percent-encoded
 * (`/%D0%BA…`, `/%d0%ba…`) and others raw (`/каталог`) has them in one order, not in three groups.
 */
function getColumnValue(
  entry: UrlEntry | undefined,
  column: ValueColumn,
  readable: (loc: string) => string | undefined = getReadableLoc,
): string | undefined {
  if (column === "news_publication_date") return entry?.news?.publication_date;
  if (column === "news_title") return entry?.news?.title;
  if (column === "loc") return entry?.loc && (readable(entry.loc) ?? entry.loc);
  return entry?.[column];
}

/**
 * The protocol's `changefreq` values from the most to the least frequent (sitemaps.org): what Change freq.
 * sorts by, `always` first ascending, not the alphabet's `daily`, `monthly`, `weekly`. A value written
 * otherwise (`Daily`, `changefreq.invalid`) is none of them: it sorts with the unreadable values.
 */
const CHANGEFREQ_ORDER: ReadonlyMap<string, number> = new Map(
  ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"].map((value, i) => [value, i]),
);

/**
 * What a column's values sort by: lastmod and a news publication date by instant, priority by number,
 * changefreq from `always` to `never`, the others by text.
 */
function getColumnNumber(column: string): (value: string) => number | undefined {
  if (column === "lastmod" || column === "news_publication_date") return getLastmodSortTime;
  if (column === "changefreq") return (value) => CHANGEFREQ_ORDER.get(value);
  // a number as the protocol writes it; "0,8" is unreadable (parseFloat made it 0, first of all)
  if (column === "priority") return (value) => (DECIMAL.test(value) ? Number(value) : undefined);
  return () => undefined;
}

/**
 * The sort key of a column's value: lastmod by the instant it names (`getLastmodSortTime`: `+03:00` and `Z`
 * compared in time, not as text), priority by its number, other columns by text; memoised per value (the
 * comparator `keepOrder` uses, a few rows at a time; a whole sort goes through `sortRowsByKey`).
 */
function createKeyOf(column: string): (value: string | undefined) => SortKey {
  const toNumber = getColumnNumber(column);
  const memo = new Map<string, SortKey>();
  return (value) => {
    if (value === undefined) return EMPTY_KEY;
    let key = memo.get(value);
    if (key === undefined) {
      key = getSortKey(value, toNumber);
      memo.set(value, key);
    }
    return key;
  };
}

/**
 * The positions of `keys` in `compareKeys` order, stably (equal keys keep their order): the positions are
 * put in groups by key, the distinct keys sorted (numbers by a typed array's own sort), the groups joined in
 * that order, then the unreadable values' groups, then the empty ones. A comparison sort of a million
 * positions took 1.5-2.5 s in Chromium; a file has far fewer distinct dates, priorities or frequencies.
 */
function orderByKeys(keys: readonly SortKey[], desc: boolean): number[] {
  // a group is its first position alone until a second one comes (a URL column: a million groups of one)
  const numbers = new Map<number, number | number[]>();
  const texts = new Map<string, number | number[]>();
  const empty: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    const { rank, key, text } = keys[i];
    const groups: Map<number | string, number | number[]> | undefined =
      rank === 0 ? (numbers as Map<number | string, number | number[]>) : rank === 1 ? texts : undefined;
    if (!groups) {
      empty.push(i);
      continue;
    }
    const value = rank === 0 ? key : text;
    const group = groups.get(value);
    if (group === undefined) groups.set(value, i);
    else if (typeof group === "number") groups.set(value, [group, i]);
    else group.push(i);
  }
  const numberKeys = Float64Array.from(numbers.keys()).sort();
  // the default order is by UTF-16 code units, as `<` compares: no comparator called per pair (a third faster)
  const textKeys = [...texts.keys()].sort();
  if (desc) {
    numberKeys.reverse();
    textKeys.reverse();
  }
  const order: number[] = [];
  const add = (group: number | number[] | undefined) => {
    if (typeof group === "number") order.push(group);
    else if (group) for (const i of group) order.push(i);
  };
  for (const key of numberKeys) add(numbers.get(key));
  for (const key of textKeys) add(texts.get(key));
  for (const i of empty) order.push(i);
  return order;
}

/**
 * Sorts `rows` in place by `column` (a field of the entries) as `getRowCompare` orders them, reading each
 * row's key once (decorate, sort the positions, undecorate): a comparator that parses, or even looks up, a
 * date per comparison made a sort of 1,000,000 rows by lastmod take seconds. Stable. Returns the order:
 * at sorted place `k`, the row that was at `order[k]` before.
 */
export function sortRowsByKey(
  rows: RowRef[],
  column: ValueColumn,
  files: Map<string, SitemapFile>,
  desc: boolean,
): number[] {
  const toNumber = getColumnNumber(column);
  // more URLs than the readable forms' cache holds: read without filling it (it would be cleared and
  // filled again along the way, twice the cost of the forms themselves)
  const readable = rows.length > READABLE_CACHE_LIMIT / 2 ? peekReadableLoc : getReadableLoc;
  const keys = rows.map((row) =>
    getSortKey(getColumnValue(files.get(row.file)?.urls[row.entry], column, readable), toNumber),
  );
  const order = orderByKeys(keys, desc);
  const sorted = order.map((i) => rows[i]);
  for (let i = 0; i < rows.length; i++) rows[i] = sorted[i];
  return order;
}

/**
 * The order of rows `sort` asks for (stable use: equal keys keep file order). Empty values come last
 * whichever the direction (a "newest first" lastmod sort began with the rows that have none), and values
 * the column cannot read (an invalid date) just before them.
 */
export function getRowCompare(
  sort: TableSort,
  files: Map<string, SitemapFile>,
  byRow: ProblemsByRow,
): (a: RowRef, b: RowRef) => number {
  const entry = (row: RowRef) => files.get(row.file)?.urls[row.entry];
  const desc = sort.desc === true;
  if (sort.column === "file") {
    const compare = (a: RowRef, b: RowRef) => compareText(a.file, b.file) || a.entry - b.entry;
    return desc ? (a, b) => compare(b, a) : compare;
  }
  if (sort.column === "problems") {
    const compare = (a: RowRef, b: RowRef) => problemScore(byRow.of(a)) - problemScore(byRow.of(b));
    return desc ? (a, b) => compare(b, a) : compare;
  }
  const column = sort.column;
  const keyOf = createKeyOf(column);
  return (a, b) =>
    compareKeys(keyOf(getColumnValue(entry(a), column)), keyOf(getColumnValue(entry(b), column)), desc);
}

/**
 * The rows of a sorted table after an edit, in the order they had before it: an edited row stays where it
 * is (as in a spreadsheet, and AG Grid), so the row being worked on and the keyboard do not jump away; the
 * order is made again when the sort or a filter changes. Rows `next` no longer holds are dropped; rows it
 * adds (an edit that makes a row match the filter) go in at their sorted place among the kept ones.
 * Returns `previous` itself when `next` holds the same rows. `previous` and `next` index the same files
 * with the same entry counts (same row shape).
 */
export function keepOrder(
  previous: RowRef[],
  next: RowRef[],
  compare: (a: RowRef, b: RowRef) => number,
  files: readonly SitemapFile[],
): RowRef[] {
  const offsets = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    offsets.set(file.name, total);
    total += file.urls.length;
  }
  const at = (row: RowRef) => (offsets.get(row.file) ?? 0) + row.entry;
  // 1 = shown before, 2 = shown now, 3 = both
  const marks = new Uint8Array(total);
  for (const row of previous) marks[at(row)] |= 1;
  const added: RowRef[] = [];
  for (const row of next) {
    const index = at(row);
    marks[index] |= 2;
    if (marks[index] === 2) added.push(row);
  }
  if (added.length === 0 && next.length === previous.length) return previous;
  const kept = previous.filter((row) => marks[at(row)] === 3);
  if (added.length === 0) return kept;
  added.sort(compare);
  const merged: RowRef[] = [];
  let k = 0;
  for (const row of added) {
    while (k < kept.length && compare(kept[k], row) <= 0) merged.push(kept[k++]);
    merged.push(row);
  }
  while (k < kept.length) merged.push(kept[k++]);
  return merged;
}
