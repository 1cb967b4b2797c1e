/**
 * The search box's kept results (`selectRows`): the rows of the last searches over the same files and
 * filters, so a search made again comes back at once and typing on looks only among the rows already
 * found (`narrowsSearch`). Pure; no React.
 */
import type { Problem, SitemapFile } from "@/core/index";
import { matchesText, narrowsSearch } from "./row-search";
import type { RowRef, SitemapStore } from "./store-types";

/**
 * The rows of the last searches (file order, unsorted) with what else they were filtered by: the same
 * files, problems and other filters give them back, and a longer needle that narrows one (`narrowsSearch`:
 * typing on) looks only among its rows. A search over a million URLs took 0.5-1.1 s in Chromium; typing
 * on from 11 matches, none. Forgotten when the files, problems or other filters change.
 */
let searches: {
  files: readonly SitemapFile[] | undefined;
  problems: readonly Problem[] | undefined;
  filter: string;
  results: { needle: string; rows: readonly RowRef[] }[];
} = { files: undefined, problems: undefined, filter: "", results: [] };

/** At most this many searches are kept, and at most MAX_SEARCHED_ROWS rows among them. */
const MAX_SEARCHES = 8;
const MAX_SEARCHED_ROWS = 2_000_000;

/** The filters other than the search text, as a key (severity and rule filters read the problems). */
const getOtherFilterKey = (filter: SitemapStore["filter"]) =>
  `${filter.file ?? ""}\u0000${filter.severity ?? ""}\u0000${filter.code ?? ""}`;

/**
 * The rows (file order, a fresh array) of a search for `needle` over these files and filters: those of the
 * same search kept, else those among the rows of the longest kept needle it narrows, kept in turn;
 * undefined when no kept search helps.
 */
export function findSearched(
  files: readonly SitemapFile[],
  problems: readonly Problem[],
  filter: SitemapStore["filter"],
  needle: string,
): RowRef[] | undefined {
  if (!isSearchedOver(files, problems, filter)) return undefined;
  let base: { needle: string; rows: readonly RowRef[] } | undefined;
  for (const result of searches.results) {
    if (result.needle === needle) return result.rows.slice();
    if (narrowsSearch(needle, result.needle) && (!base || result.needle.length > base.needle.length))
      base = result;
  }
  if (!base) return undefined;
  const byName = selectFilesByNameOf(files);
  const rows = base.rows.filter((row) => {
    const url = byName.get(row.file)?.urls[row.entry];
    return url !== undefined && matchesText(url, needle);
  });
  noteSearched(files, problems, filter, needle, rows.slice());
  return rows;
}

/** Keeps `rows` (file order, not to be changed) as the result of a search for `needle`. */
export function noteSearched(
  files: readonly SitemapFile[],
  problems: readonly Problem[],
  filter: SitemapStore["filter"],
  needle: string,
  rows: readonly RowRef[],
): void {
  const same = isSearchedOver(files, problems, filter);
  const results = same ? searches.results.filter((result) => result.needle !== needle) : [];
  results.push({ needle, rows });
  let total = 0;
  for (const result of results) total += result.rows.length;
  while (results.length > MAX_SEARCHES || (results.length > 1 && total > MAX_SEARCHED_ROWS))
    total -= results.shift()?.rows.length ?? 0;
  const usesProblems = Boolean(filter.severity || filter.code);
  searches = {
    files,
    problems: usesProblems ? problems : undefined,
    filter: getOtherFilterKey(filter),
    results,
  };
}

/** True when the kept searches were made over these files, filters and (when filtered by them) problems. */
function isSearchedOver(
  files: readonly SitemapFile[],
  problems: readonly Problem[],
  filter: SitemapStore["filter"],
): boolean {
  const usesProblems = Boolean(filter.severity || filter.code);
  return (
    searches.files === files &&
    searches.filter === getOtherFilterKey(filter) &&
    (!usesProblems || searches.problems === problems)
  );
}

/** Files by name, for a files array (`selectFilesByName` takes the state). */
function selectFilesByNameOf(files: readonly SitemapFile[]): Map<string, SitemapFile> {
  return new Map(files.map((file) => [file.name, file]));
}

/** Forgets every kept search (`releaseSelectorCaches`: a workspace closed keeps none of its rows alive). */
export function forgetSearches(): void {
  searches = { files: undefined, problems: undefined, filter: "", results: [] };
}
