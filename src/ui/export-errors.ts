/**
 * The errors that remain in what the export writes (the dialog's "N errors remain"): the workspace's error
 * problems of the files written, less those the writing itself removes (an empty `lastmod` left out too), those a split within the limits
 * leaves behind, a merged set's host errors at its new place, and, for a TXT export, those of fields a URL
 * list does not hold and of URLs it leaves out (a line break in them). Pure; no React, no DOM.
 */
import {
  countOffOrigin,
  countOutsideScope,
  type ExportPlanFile,
  MAX_BYTES_PER_FILE,
  MAX_NEWS_PER_FILE,
  MAX_URLS_PER_FILE,
  type Problem,
  type SitemapFile,
} from "@/core/index";
import { getProblemRuns } from "@/store/problem-runs";
import type { ExportSettings } from "@/store/store-types";

/**
 * Errors of how a file was written that the export's own writing leaves behind: it writes UTF-8 without
 * leading blanks, well-formed XML under the sitemap namespaces, entities escaped, no DOCTYPE, each field
 * once, a `urlset` even from a feed, and only entries (not a TXT line or feed item that was none). Not
 * `file.invalid-utf8`: the bytes it names were read as U+FFFD, and export would write those "�" in the
 * URLs (a windows-1251 file declared UTF-8: its Russian URLs lost), so it remains an error to fix first;
 * nor a `file.not-utf8` whose Cyrillic bytes were read in a declared Latin code page (`params.looks`).
 * Nor `xml.undefined-entity`: an HTML reference (`&laquo;`) is kept as text and written as `&amp;laquo;`,
 * which a headline then shows; its quick fix writes the character. Nor an `xml.malformed` of a numeric
 * reference to a character XML forbids (`&#11;`, `params.reference`): kept as text too. Nor an
 * `xml.duplicate-element` of a copy the entry keeps as written (`params.kept`): export writes it back.
 */
const WRITTEN_AWAY: ReadonlySet<string> = new Set([
  "file.not-utf8",
  "file.leading-whitespace",
  "xml.malformed",
  "xml.unescaped-ampersand",
  "xml.doctype",
  "xml.namespace-missing",
  "xml.namespace-wrong",
  "xml.duplicate-element",
  "xml.unexpected-text",
  "image.namespace-wrong",
  "yandex.feed-unsupported",
  "txt.not-a-url",
  "feed.item-without-link",
]);

/** The errors of where an entry lies against its file's place, which a merged set has anew. */
const MERGE_PLACE_CODES: ReadonlySet<string> = new Set([
  "loc.other-host",
  "loc.other-scheme",
  "loc.outside-scope",
]);

/**
 * Errors a merged set gets at its new place (`countOffOrigin`, `countOutsideScope`): they replace the
 * files' own, which were found against each file's location.
 */
export interface MergeHostErrors {
  otherHost: number;
  otherScheme: number;
  /** Entries on the set's host whose path is not under the folder its files are written to. */
  outsideScope: number;
}

/**
 * Error problems of the named files that remain in what is written: their total and the codes, most
 * frequent first. Not `loc.missing` (such entries are skipped) nor the errors of the file's own writing
 * that export leaves behind (`WRITTEN_AWAY`: encoding, XML syntax, namespaces, a feed's format), nor, when
 * `settings` split within the protocol's limits, a file's `file.too-many-urls` / `file.too-large`, and
 * `news.too-many` when the parts hold at most 1,000 URLs (Google News's limit). With
 * `merged` (a merged set's host errors at its base URL), those replace the files' own `loc.other-host` and
 * `loc.other-scheme` and `loc.outside-scope`, which were found against each file's location. For a TXT export, only the errors
 * of what a URL list holds: its URLs and its size; all of those of the files named in `indexes` (sitemap
 * indexes, which are written as XML in either format). `settings` may give the format alone (the sizes
 * typed do not parse): the errors are then those of that format, a file's size errors included. With
 * `parts` (the plan's files) and sizes over the protocol's limits, the size errors are those of the parts
 * written: one `file.too-many-urls` per part over 50,000 URLs, one `file.too-large` per part over
 * 52,428,800 bytes unpacked (a merged set of 40,000-URL files in parts of 60,000 has them; the files had
 * none), not the files'. `refreshedLastmods` (index name → entry positions, `getRefreshedIndexEntries`):
 * the index entries whose `lastmod` the export sets to now, so their `lastmod` errors do not remain.
 * `refCopies` (index name → per entry, how many entries it is written as: `SourcePlan.refCopies`): an
 * index entry's error counts once per entry written, a child split into 4 parts listed 4 times with its
 * `lastmod`, none for a child no longer listed (its `loc` errors once, the parts' URLs being new).
 * `movedRefs` (index name → entry position → the `loc`s written: `SourcePlan.movedRefs`): an index entry
 * relinked to where its child is written loses its `loc.other-host` / `loc.other-scheme` when the `loc`s
 * written are on the host or scheme expected (`http://…/rss.xml` listed, `https://…/feed.xml` written).
 */
export function countExportErrors(
  problems: readonly Problem[],
  names: ReadonlySet<string>,
  settings?: Partial<Pick<ExportSettings, "maxUrls" | "maxBytes" | "format">>,
  merged?: MergeHostErrors,
  indexes: ReadonlySet<string> = new Set(),
  parts?: readonly Pick<ExportPlanFile, "kind" | "urlCount" | "byteLength">[],
  refreshedLastmods?: ReadonlyMap<string, ReadonlySet<number>>,
  refCopies?: ReadonlyMap<string, readonly number[]>,
  movedRefs?: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>>,
): { total: number; codes: [code: string, count: number][] } {
  const txt = settings?.format === "txt";
  const byCode = new Map<string, number>();
  let total = 0;
  // parts within the protocol's limits (the defaults): a file over them is split, its error left behind
  const { maxUrls, maxBytes } = settings ?? {};
  const splits =
    maxUrls !== undefined &&
    maxBytes !== undefined &&
    maxUrls <= MAX_URLS_PER_FILE &&
    maxBytes <= MAX_BYTES_PER_FILE;
  // sizes over the limits: the parts planned say which written files are over them
  const byParts = !splits && parts !== undefined && maxUrls !== undefined;
  const add = (code: string, count: number) => {
    if (count === 0) return;
    total += count;
    byCode.set(code, (byCode.get(code) ?? 0) + count);
  };
  for (const problem of problems) {
    // a child the export points at the location set for it, outside the index's folder (info until then)
    if (
      problem.code === "index.child-missing" &&
      problem.params?.scope !== undefined &&
      names.has(problem.file)
    ) {
      add("index.child-outside-scope", 1);
      continue;
    }
    if (problem.severity !== "error" || !names.has(problem.file)) continue;
    // a Latin code page declared over Cyrillic bytes: export would write the misread letters ("êàòàëîã"),
    // in XML and TXT alike
    if (problem.code === "file.not-utf8" && problem.params?.looks !== undefined) {
      add(problem.code, 1);
      continue;
    }
    // an entry without loc is not written (the plan says it is skipped): its error does not remain
    // a reference to a character XML forbids held as text (`&#11;`) is written as text: not away
    const asText = problem.code === "xml.malformed" && problem.params?.reference !== undefined;
    // a repeated element kept as written (a second `news:news`, `video:title`) is written back: it remains
    const keptCopy = problem.code === "xml.duplicate-element" && problem.params?.kept !== undefined;
    if (problem.code === "loc.missing" || (WRITTEN_AWAY.has(problem.code) && !asText && !keptCopy)) continue;
    // an empty `<lastmod/>`, `<changefreq></changefreq>`, `<priority> </priority>` is left out
    if (isEmptyFieldLeftOut(problem)) continue;
    // an index entry whose lastmod "Set lastmod (now)" replaces
    if (
      problem.field === "lastmod" &&
      problem.entry !== undefined &&
      refreshedLastmods?.get(problem.file)?.has(problem.entry)
    )
      continue;
    // read in the encoding its bytes plainly are: no "�" to write
    if (problem.code === "file.invalid-utf8" && problem.params?.guessed !== undefined) continue;
    // a file read only up to the entry cap keeps its error: splitting does not bring the rest back
    const capped = problem.params?.stoppedAt !== undefined;
    if (
      (splits || byParts) &&
      !capped &&
      (problem.code === "file.too-many-urls" || problem.code === "file.too-large")
    )
      continue;
    // parts of at most 1,000 URLs hold at most 1,000 news:news each
    if (problem.code === "news.too-many" && splits && (maxUrls as number) <= MAX_NEWS_PER_FILE) continue;
    if (merged && MERGE_PLACE_CODES.has(problem.code)) continue;
    // a TXT sitemap holds the URLs only: the other fields' errors are not written with them (a sitemap
    // index, `indexes`, is written as XML all the same: its lastmods go with it)
    if (txt && !indexes.has(problem.file) && !isUrlListCode(problem.code)) continue;
    // nor is a URL with a line break (no line can hold it): the plan says it is left out
    if (txt && !indexes.has(problem.file) && problem.field === "loc" && hasLineBreak(problem.params?.value))
      continue;
    // an index entry relinked to where its child is written, on the host and scheme the check wanted
    const movedTo =
      problem.entry === undefined ? undefined : movedRefs?.get(problem.file)?.get(problem.entry);
    if (movedTo && isPlaceMended(problem, movedTo)) continue;
    // an index entry written as many (a split child's parts) or as none (a child with no URL left)
    const copies = problem.entry === undefined ? undefined : refCopies?.get(problem.file)?.[problem.entry];
    if (copies !== undefined) add(problem.code, problem.field === "loc" ? Math.min(copies, 1) : copies);
    else add(problem.code, 1);
  }
  if (byParts) {
    for (const part of parts) {
      if (part.kind === "sitemapindex") continue;
      if (part.urlCount > MAX_URLS_PER_FILE) add("file.too-many-urls", 1);
      if (part.byteLength > MAX_BYTES_PER_FILE) add("file.too-large", 1);
    }
  }
  if (merged) {
    add("loc.other-host", merged.otherHost);
    add("loc.other-scheme", merged.otherScheme);
    add("loc.outside-scope", merged.outsideScope);
  }
  return { total, codes: [...byCode].sort((a, b) => b[1] - a[1]) };
}

/**
 * True when the `loc`s an index entry is written with (`locs`, relinked by the export) are all on the host
 * (`loc.other-host`) or scheme (`loc.other-scheme`) its problem expected (`params.expected`, WHATWG's
 * `host` / scheme): the index as written no longer has it. False for any other problem.
 */
function isPlaceMended(problem: Problem, locs: readonly string[]): boolean {
  const expected = problem.params?.expected;
  if (typeof expected !== "string" || locs.length === 0) return false;
  const urls = locs.map((loc) => (URL.canParse(loc) ? new URL(loc) : undefined));
  if (problem.code === "loc.other-host") return urls.every((url) => url?.host === expected);
  if (problem.code === "loc.other-scheme") return urls.every((url) => url?.protocol === `${expected}:`);
  return false;
}

/** The codes of an invalid `lastmod`, `changefreq`, `priority`, by field. */
const FIELD_INVALID: Readonly<Record<string, string>> = {
  lastmod: "lastmod.invalid",
  changefreq: "changefreq.invalid",
  priority: "priority.invalid",
};

/**
 * True for the invalid-value error of an empty `lastmod`, `changefreq` or `priority` (blank once trimmed):
 * the writer leaves such an element out ("no empty elements", CONTRACT.md), so nothing of it remains.
 */
function isEmptyFieldLeftOut(problem: Problem): boolean {
  const value = problem.params?.value;
  return (
    problem.field !== undefined &&
    FIELD_INVALID[problem.field] === problem.code &&
    typeof value === "string" &&
    value.trim() === ""
  );
}

/** True for a text value holding a line break (a `loc` a TXT export leaves out, `ExportPlan.lineBreakLocs`). */
function hasLineBreak(value: unknown): boolean {
  return typeof value === "string" && (value.includes("\n") || value.includes("\r"));
}

/**
 * Names of the named files a reader stopped reading at its entry cap (their problem's `params.stoppedAt`),
 * with the number of entries read: what export cannot write, since the rest was never read.
 */
export function getCappedFiles(
  problems: readonly Problem[],
  names: ReadonlySet<string>,
): { name: string; read: number }[] {
  const capped: { name: string; read: number }[] = [];
  for (const problem of problems) {
    const read = problem.params?.stoppedAt;
    if (typeof read === "number" && names.has(problem.file)) capped.push({ name: problem.file, read });
  }
  return capped;
}

/** True for the errors a URL list (TXT) keeps: of a `loc`, across files, its text, or the file's size. */
function isUrlListCode(code: string): boolean {
  return (
    code.startsWith("loc.") ||
    code.startsWith("set.") ||
    code === "file.invalid-utf8" ||
    code === "file.too-many-urls" ||
    code === "file.too-large"
  );
}

/**
 * The place errors of the files merged into one set placed at `baseUrl` ("" = the most common origin, as
 * export then does): host and scheme from `origins` (`countFileOrigins`, counted once per file list), the
 * folder from the `files`' locs (`countOutsideScope`: no work unless `baseUrl` has a folder).
 */
export function getMergeHostErrors(
  origins: readonly ReadonlyMap<string, number>[],
  baseUrl: string,
  files: readonly SitemapFile[] = [],
): MergeHostErrors {
  const all = new Map<string, number>();
  for (const counts of origins)
    for (const [origin, count] of counts) all.set(origin, (all.get(origin) ?? 0) + count);
  // a generator: nothing is listed when the base has no folder (the count then stops at once)
  const locs = function* () {
    for (const file of files) for (const url of file.urls) yield url.loc;
  };
  const outsideScope = countOutsideScope(locs(), baseUrl);
  return { ...countOffOrigin(all, baseUrl), outsideScope };
}

/**
 * True for an error of how a file was written that an export of it as it is writes away (`WRITTEN_AWAY`,
 * with the same exceptions `countExportErrors` makes, and an empty field left out): a feed's format, a line
 * or item that is no URL, the XML's syntax.
 */
export function isWrittenAwayError(problem: Problem): boolean {
  if (problem.severity !== "error") return false;
  if (isEmptyFieldLeftOut(problem)) return true;
  if (!WRITTEN_AWAY.has(problem.code)) return false;
  const params = problem.params;
  if (problem.code === "file.not-utf8") return params?.looks === undefined;
  if (problem.code === "xml.malformed") return params?.reference === undefined;
  if (problem.code === "xml.duplicate-element") return params?.kept === undefined;
  return true;
}

/** Codes of errors `isWrittenAwayError` may take: a run of problems without them is passed over. */
const AWAY_CODES: ReadonlySet<string> = new Set([...WRITTEN_AWAY, ...Object.values(FIELD_INVALID)]);

/**
 * How many of the workspace's errors an export of every file as it is writes away (`isWrittenAwayError`):
 * the header tells "4 errors" no fix can take away (a feed's format, lines that are no URL) from errors to
 * fix. Counted per run of problems (`getProblemRuns`) and kept with the run: an edit recounts only the runs
 * it changed (a pass over a million problems on every edit put the next paint at 70 ms).
 */
export function selectErrorsWrittenAway(state: { problems: readonly Problem[] }): number {
  let away = 0;
  for (const run of getProblemRuns(state.problems).runs) {
    if (run.errors === 0 || !run.codes.some(({ code }) => AWAY_CODES.has(code))) continue;
    let count = run.memo.get(AWAY_KEY) as number | undefined;
    if (count === undefined) {
      count = 0;
      for (const problem of run.problems) if (isWrittenAwayError(problem)) count++;
      run.memo.set(AWAY_KEY, count);
    }
    away += count;
  }
  return away;
}

const AWAY_KEY = "errors-written-away";
