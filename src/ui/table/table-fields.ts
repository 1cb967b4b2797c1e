/**
 * What the entries of the table hold, for the columns it shows (`getShownColumns`): news, and beside news
 * which of lastmod, changefreq and priority any URL has a value for. Memoized by the identity of the
 * entries arrays and rows arrays it reads (STYLE.md §5), so an edit reads one file again, at most its first
 * 5,000 entries when it holds no news. Pure: no React.
 */
import type { UrlEntry } from "@/core/index";
import { selectRows } from "@/store/selectors";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { hasUrlRows } from "@/store/workspace-helpers";
import type { TableFields } from "./table-columns";

/** What the entries of the table hold, as bits (`selectTableFields`). */
export const HAS_NEWS = 1;
export const HAS_CHANGEFREQ = 2;
export const HAS_PRIORITY = 4;
export const HAS_LASTMOD = 8;
/**
 * A lastmod with more than a date (`2024-05-01T09:15:00+03:00`): what a narrow Last modified column cuts,
 * its timezone with it; a date alone (`2024-05-01`) fits its narrowest.
 */
export const HAS_LASTMOD_TIME = 16;

/** The `HAS_*` bits as `TableFields`. */
export function getTableFields(bits: number): TableFields {
  return {
    news: (bits & HAS_NEWS) !== 0,
    changefreq: (bits & HAS_CHANGEFREQ) !== 0,
    priority: (bits & HAS_PRIORITY) !== 0,
    lastmod: (bits & HAS_LASTMOD) !== 0,
  };
}

/**
 * What a file's entries hold: `HAS_CHANGEFREQ` / `HAS_PRIORITY` / `HAS_LASTMOD` / `HAS_LASTMOD_TIME` bits
 * and how many have a `news:news`.
 */
interface FileFields {
  bits: number;
  news: number;
}

/** `FileFields` of a file's entries, by the array's identity (an edit makes a new one). */
const fieldsByUrls = new WeakMap<readonly UrlEntry[], FileFields>();

/**
 * Entries of a file looked at before deciding it holds mostly no news: past them such a file is not read
 * on once every field was met (its news are counted as found so far). An edit makes a new entries array, so
 * a 50,000-URL sitemap of pages would be read whole in every edit's frame; a news sitemap holds at most
 * 1,000 news (Google's limit), so it is read whole.
 */
const FIELDS_SCAN_FIRST = 5_000;

/** Every field bit `getFileFields` looks for. */
const ALL_FIELDS = HAS_CHANGEFREQ | HAS_PRIORITY | HAS_LASTMOD | HAS_LASTMOD_TIME;

/** The `FileFields` of `urls`: one pass, cut short for a long file with no news at its start. */
function getFileFields(urls: readonly UrlEntry[]): FileFields {
  let bits = 0;
  let news = 0;
  for (let i = 0; i < urls.length; i++) {
    // mostly no news in its first entries and every field met: taken for a file of pages (a sitemap that
    // mixes its news in further down is not one Google takes as a news sitemap either) and read no further;
    // a field not met yet is looked for to the end (empty Change freq. and Priority columns of a 10,000-URL
    // file had stayed beside a URL column of 268 px), a pass of about a millisecond per 50,000 entries
    if (i >= FIELDS_SCAN_FIRST && bits === ALL_FIELDS && news * 2 < i) return { bits, news };
    const entry = urls[i];
    if (entry.news !== undefined) news++;
    if (entry.changefreq !== undefined) bits |= HAS_CHANGEFREQ;
    if (entry.priority !== undefined) bits |= HAS_PRIORITY;
    if (entry.lastmod !== undefined) {
      bits |= HAS_LASTMOD;
      if (entry.lastmod.length > 10) bits |= HAS_LASTMOD_TIME;
    }
  }
  return { bits, news };
}

/**
 * What the entries of one file hold, as `selectTableFields` gives for a table of that file alone, unfiltered:
 * the reading preview's columns (`reading-preview.tsx`) from the entries it shows.
 */
export function getEntriesFieldBits(urls: readonly UrlEntry[]): number {
  const { bits, news } = getFileFields(urls);
  return news > 0 && news * 2 >= urls.length ? bits | HAS_NEWS : bits;
}

/**
 * What the URLs of the table hold (those of the file filtered on, else of every file with URL rows), as
 * `HAS_*` bits: `HAS_NEWS` when at least half of them have a `news:news` (a news sitemap, or the news file
 * picked in the File filter; not a site's sitemaps with a few news among thousands of pages), or, with the
 * search or a problem filter on, half of the rows shown (`getShownFields`, whose fields then count), `HAS_CHANGEFREQ` /
 * `HAS_PRIORITY` / `HAS_LASTMOD` when one has a value. The table shows its news columns with `HAS_NEWS`,
 * and beside them leaves out a Last modified, Change freq. or Priority no URL has. One pass over a file's
 * entries per new entries array, at most, cut short past `FIELDS_SCAN_FIRST` for a file of pages.
 */
export function selectTableFields(state: SitemapStore): number {
  let bits = 0;
  let news = 0;
  let urls = 0;
  const only = state.filter.file;
  for (const file of state.files) {
    if (!hasUrlRows(file) || (only && file.name !== only)) continue;
    let own = fieldsByUrls.get(file.urls);
    if (own === undefined) {
      own = getFileFields(file.urls);
      fieldsByUrls.set(file.urls, own);
    }
    bits |= own.bits;
    news += own.news;
    urls += file.urls.length;
  }
  const { text, severity, code } = state.filter;
  // the search or a problem filter shows some rows only: news among them (headlines searched for, stale
  // news filtered on) show their columns whatever the rest holds
  if (news > 0 && (text.trim() || severity || code)) {
    const shown = getShownFields(state);
    // mostly news shown: the columns follow what those rows hold; else the files' (the news bit aside)
    if ((shown & HAS_NEWS) !== 0) return shown;
  }
  return news > 0 && news * 2 >= urls ? bits | HAS_NEWS : bits;
}

/** Rows of a filtered table looked at for `getShownFields`: its first ones, a constant cost per change. */
const SHOWN_SAMPLE = 2_000;

/** `getShownFields` of the rows shown (`selectRows`), by the rows array's identity. */
const fieldsByRows = new WeakMap<readonly RowRef[], number>();

/**
 * The `HAS_*` bits of the table's first `SHOWN_SAMPLE` rows shown: `HAS_NEWS` when at least half of them
 * have a `news:news`, and the fields any of them has a value for.
 */
function getShownFields(state: SitemapStore): number {
  const rows = selectRows(state);
  const known = fieldsByRows.get(rows);
  if (known !== undefined) return known;
  const n = Math.min(rows.length, SHOWN_SAMPLE);
  const byName = new Map(state.files.map((file) => [file.name, file.urls]));
  const sample: UrlEntry[] = [];
  for (let i = 0; i < n; i++) {
    const entry = byName.get(rows[i].file)?.[rows[i].entry];
    if (entry) sample.push(entry);
  }
  const { bits, news } = getFileFields(sample);
  const shown = news > 0 && news * 2 >= sample.length ? bits | HAS_NEWS : bits;
  fieldsByRows.set(rows, shown);
  return shown;
}
