/**
 * Bulk edits of many entries at once (issue #6): set or clear a protocol field on chosen entries, paste a
 * block of values over them like a spreadsheet, and find the duplicate URLs of a whole workspace. Each
 * returns the changed entries (`EntryChange`, before and after); the caller records them as one step.
 *
 * Pure: never mutates its input; only the touched entries are copied. Thread-portable, no DOM.
 */
import { hasFieldPosition, setFieldPosition } from "../model/field-positions";
import { isFeedFormat, type SitemapFile, type UrlEntry, type UrlField } from "../model/types";
import { withoutKey } from "../model/without-key";
import { getHttpUrlKey } from "../validate/url-key";
import { type CellField, isNewsCellField, setNewsCellField } from "./table-cell-fields";

/** The address of one entry: a file (by its unique `name`) and an index into its `urls`. */
export interface EntryRef {
  file: string;
  entry: number;
}

/** One changed entry: it was `before` at `file`/`entry` and becomes `after`. */
export interface EntryChange extends EntryRef {
  before: UrlEntry;
  after: UrlEntry;
}

/** The protocol fields in table order (the order of a copied or pasted row). */
export const URL_FIELDS: readonly UrlField[] = ["loc", "lastmod", "changefreq", "priority"];

/** True for files whose `urls` are table rows (not a sitemap index, not robots.txt). */
export function isUrlRowFile(file: SitemapFile): boolean {
  return file.format !== "sitemapindex" && file.format !== "robots";
}

/**
 * A copy of `entry` with `field` set to `value`; "" removes an optional field (`loc` becomes ""). The
 * field's source position goes with the old value. Returns `entry` itself when nothing changes.
 */
export function setUrlField(entry: UrlEntry, field: UrlField, value: string): UrlEntry {
  const current = entry[field];
  const unchanged = field !== "loc" && value === "" ? current === undefined : current === value;
  if (unchanged) return entry;
  let next: UrlEntry;
  if (field !== "loc" && value === "") next = withoutKey(entry, field);
  else {
    next = { ...entry };
    next[field] = value;
  }
  if (hasFieldPosition(next, field)) setFieldPosition(next, field, undefined);
  return next;
}

/** Resolves `refs` to existing entries (duplicates once, missing ones skipped), in the given order. */
export function resolveEntries(files: readonly SitemapFile[], refs: Iterable<EntryRef>): EntryChange[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  // one mark per entry of each file, not a key string per ref: a million refs took 0.6 s with a Set
  const seen = new Map<string, Uint8Array>();
  const out: EntryChange[] = [];
  // refs come file by file (a selection, rows in table order): look a file up when the name changes
  let name: string | undefined;
  let urls: readonly UrlEntry[] | undefined;
  let marks: Uint8Array | undefined;
  for (const { file, entry } of refs) {
    if (file !== name) {
      name = file;
      urls = byName.get(file)?.urls;
      marks = seen.get(file);
      if (urls && !marks) {
        marks = new Uint8Array(urls.length);
        seen.set(file, marks);
      }
    }
    const before = urls?.[entry];
    if (!before || !marks) continue;
    if (marks[entry] === 1) continue;
    marks[entry] = 1;
    out.push({ file, entry, before, after: before });
  }
  return out;
}

/**
 * Sets `field` to `value` (trimmed) on every entry of `refs`; "" clears it (an empty `loc` for loc).
 * Returns only the entries that change.
 * @example setFieldOnEntries(files, selected, "changefreq", "weekly")
 */
export function setFieldOnEntries(
  files: readonly SitemapFile[],
  refs: Iterable<EntryRef>,
  field: UrlField,
  value: string,
): EntryChange[] {
  const text = value.trim();
  const out: EntryChange[] = [];
  for (const change of resolveEntries(files, refs)) {
    const after = setUrlField(change.before, field, text);
    if (after === change.before) continue;
    // `resolveEntries` made the change for this call: set its `after`, no copy (a million entries)
    change.after = after;
    out.push(change);
  }
  return out;
}

/** What `pasteOverEntries` did: the entries that change, and the news cells it could not write. */
export interface PasteOverResult {
  changes: EntryChange[];
  /**
   * Non-empty cells for a news column (`news_publication_date`, `news_title`) that went to an entry without
   * `news:news`: not written (a cell cannot make an article), counted so the caller can say so.
   */
  newsLeftOut: number;
}

/**
 * Pastes a block of values over entries like a spreadsheet: row `i` of `rows` goes to `refs[i]`, its cells
 * to `fields` in order, or, given one field, to the fields from it on (loc, lastmod, changefreq, priority;
 * a news field alone); cells past the last field are ignored. The grid passes the columns it shows from the
 * active one on, so a hidden column is skipped, not written unseen. Rows beyond `refs` (and refs beyond
 * rows) are ignored. A news field's cell is written only where the entry has `news:news`
 * (`setNewsCellField`), else counted in `newsLeftOut`. Returns only the entries that change.
 */
export function pasteOverEntries(
  files: readonly SitemapFile[],
  refs: readonly EntryRef[],
  rows: readonly (readonly string[])[],
  fields: CellField | readonly CellField[],
): PasteOverResult {
  const targetFields =
    typeof fields !== "string"
      ? fields
      : isNewsCellField(fields)
        ? [fields]
        : URL_FIELDS.slice(URL_FIELDS.indexOf(fields));
  const changes: EntryChange[] = [];
  let newsLeftOut = 0;
  const targets = resolveEntries(files, refs);
  targets.forEach((change, i) => {
    const cells = rows[i] ?? [];
    let after = change.before;
    cells.forEach((cell, j) => {
      const field = targetFields[j];
      const value = cell.trim();
      if (!field) return;
      if (!isNewsCellField(field)) after = setUrlField(after, field, value);
      else if (after.news) after = setNewsCellField(after, field, value);
      else if (value !== "") newsLeftOut++;
    });
    if (after !== change.before) changes.push({ ...change, after });
  });
  return { changes, newsLeftOut };
}

/** A duplicate that deduplication removes: the entry at `file`/`entry`, and the first one it repeats. */
export interface DuplicateEntry extends EntryRef {
  loc: string;
  kept: EntryRef;
}

/**
 * The entries whose URL repeats an earlier one anywhere in `files` (files in order, entries in order), so
 * removing them keeps the first of each URL. URLs compare by the core's key (`getHttpUrlKey`: WHATWG
 * serialisation, so host case, a default port and an empty path do not make a difference); a `loc` that is
 * not an absolute http(s) URL compares as written. Empty `loc`s are never duplicates. A TXT list's entries
 * come after every XML sitemap's, and a feed's (`isFeedFormat`) after both, whatever the files' order: a
 * URL a TXT list shares with an XML sitemap is the list's copy, so the sitemap keeps it with the lastmod
 * and other fields a TXT file cannot write (the TXT list opened first had kept it, took the sitemap's
 * newer lastmod, and its export dropped it); a URL a feed shares with a sitemap is the feed's copy (the
 * feed opened first had kept it and had the sitemap lose it).
 * @example findDuplicateEntries(files).length // how many "Remove duplicates" would delete
 */
export function findDuplicateEntries(files: readonly SitemapFile[]): DuplicateEntry[] {
  const first = new Map<string, EntryRef>();
  const out: DuplicateEntry[] = [];
  const rank = (file: SitemapFile) => (isFeedFormat(file.format) ? 2 : file.format === "txt" ? 1 : 0);
  const ordered = [0, 1, 2].flatMap((keep) => files.filter((file) => rank(file) === keep));
  for (const file of ordered) {
    if (!isUrlRowFile(file)) continue;
    file.urls.forEach((url, entry) => {
      if (!url.loc) return;
      const key = getHttpUrlKey(url.loc) ?? `\u0000${url.loc}`;
      const kept = first.get(key);
      if (kept) out.push({ file: file.name, entry, loc: url.loc, kept });
      else first.set(key, { file: file.name, entry });
    });
  }
  return out;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * `date` as a W3C datetime with seconds and an explicit offset, in the zone `offsetMinutes` east of UTC
 * (default: the runtime's local zone at that date).
 * @example formatW3cDatetime(new Date("2026-11-29T12:00:00Z"), 0) // "2026-11-29T12:00:00+00:00"
 */
export function formatW3cDatetime(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${day}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
