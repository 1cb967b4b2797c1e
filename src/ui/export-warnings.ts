/**
 * The export dialog's warnings about what a plan writes (`export-dialog.tsx`): files renamed or split,
 * published names a format changes, URLs a merged set would repeat, hosts a merge mixes. Each returns the
 * sentences to show, in the interface's language (`messages`). DOM-free.
 */
import {
  findDuplicateEntries,
  getHttpUrlKey,
  isFeedFormat,
  MAX_SITEMAPS_PER_INDEX,
  type Problem,
  type SitemapFile,
} from "@/core/index";
import { MAX_ZIP_ENTRIES } from "@/core/parse/unzip-entries";
import type { SourcePlan, WorkspaceExportPlan } from "@/store/export-actions";
import { getLocationName, getOwnName, hasSitemapEnding, isUnpublished } from "@/store/export-names";
import { withoutCopySuffix } from "@/store/location-guess";
import { hasUrlRows, isExportSource } from "@/store/workspace-helpers";
import { toDisplayOrigin } from "./display-hosts";
import { getFileHosts } from "./export-plan";
import { EXPORT_MODE_TEXT, formatMessage, messages } from "./messages";

/**
 * One warning per source file written under another name than its own: the name it is written as (a
 * split file's index, which the robots.txt line names), or, for a split file, its parts' names (`first …
 * last`, then the index when written) instead of the ones it would have had, and the file that took them.
 */
export function getRenameWarnings(sources: readonly SourcePlan[]): string[] {
  return sources.flatMap((source) => {
    if (!source.renamed || !source.files[0]) return [];
    const parts = source.files.filter((file) => file.kind !== "sitemapindex").map((file) => file.name);
    const index = source.files.find((file) => file.kind === "sitemapindex")?.name;
    const wanted = source.wanted?.[0];
    if (parts.length > 1 && wanted && source.clash) {
      const range = parts.length > 2 ? `${parts[0]} … ${parts[parts.length - 1]}` : parts.join(", ");
      return [
        formatMessage(EXPORT_MODE_TEXT.renamedParts, {
          name: source.source,
          written: index ? `${range}, ${index}` : range,
          wanted: `${wanted} …`,
          clash: source.clash,
        }),
      ];
    }
    return [formatMessage(EXPORT_MODE_TEXT.renamed, { name: source.source, written: index ?? parts[0] })];
  });
}

/** Renames named in one warning; past them "and N more" (the file list has them all). */
const MAX_MOVES_LISTED = 12;

/** A name's last path segment: what a file's URL ends with (`blog-b.ru/sitemap.xml` → `sitemap.xml`). */
const lastSegment = (name: string) => name.slice(name.lastIndexOf("/") + 1);

/**
 * True for a feed placed only by its own `rel="self"` link (no location set): it stays at that URL (a
 * CMS's `/feed/`, `/?feed=rss2`), and the sitemap written from it is a new file at the site's root
 * (`getSourceBase`), so its name says nothing of the feed's URL changing.
 */
const isSelfPlacedFeed = (file: SitemapFile) =>
  isFeedFormat(file.format) && file.location === undefined && file.selfLink !== undefined;

/** The path of a self-placed feed's link (`/feed/`), or "" when it does not parse. */
function getSelfPath(file: SitemapFile): string {
  try {
    return new URL(file.selfLink ?? "").pathname;
  } catch {
    return "";
  }
}

/**
 * One warning naming the sources a format writes under another name than the one they are published at
 * (their location's, else as opened, a copy's ` (2)` aside): `sitemap_index.xml → sitemap_index.xml.gz`
 * for XML.gz, `pages.xml.gz → pages.xml` for XML. Their submitted URLs change ("As opened" keeps them,
 * but for feeds, written as `.xml` sitemaps in any format, and names with an ending no sitemap is written
 * under, `sitemap.php → sitemap.xml` (a gzipped `sitemap.gz` keeps its name): the feeds' warning, in any format, and with `asOpened` the others'
 * say to submit the new URLs, not to choose what would not keep them); a feed placed by its own link
 * (`isSelfPlacedFeed`) stays at its URL, and the sitemap made from it is a new file to submit (said apart);
 * renamed and split sources have warnings of their own.
 */
export function getEndingWarnings(
  sources: readonly SourcePlan[],
  files: readonly SitemapFile[],
  asOpened = false,
): string[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  const feeds: string[] = [];
  const others: string[] = [];
  // an ending no sitemap is written under (`sitemap.php`): As opened changes it too, so not offered
  const named: string[] = [];
  const newSitemaps: string[] = [];
  for (const source of sources) {
    const file = byName.get(source.source);
    // a table or pasted text was never published: its sitemap is new (`isUnpublished`)
    if (!file || source.renamed || source.files.length !== 1 || isUnpublished(file)) continue;
    // a feed at its self link keeps that URL: the sitemap made from it is a new file, no URL changes, but
    // that new URL is to submit (a fresh user saw an RSS feed's rename told and an Atom feed's not)
    if (isSelfPlacedFeed(file)) {
      // written at the feed's own URL (`/news.xml`), it takes the feed's place: `getFeedWarnings` says so
      const atFeed =
        `/${lastSegment(source.files[0].name).toLowerCase()}` === getSelfPath(file).toLowerCase();
      if (!atFeed) newSitemaps.push(`${source.source} → ${source.files[0].name}`);
      continue;
    }
    const published = getLocationName(file) ?? withoutCopySuffix(file.name);
    const written = source.files[0].name;
    // a zip folder (an archive's `ru/`, a site's `blog-b.ru/`) is no part of the URL: the last segments
    if (lastSegment(written).toLowerCase() === lastSegment(published).toLowerCase()) continue;
    // a feed is written as an `.xml` sitemap in every format, "As opened" too: never told to choose it;
    // "As opened" also changes an ending no sitemap has (`.php`)
    const feed = file.format === "rss" || file.format === "atom";
    const move = `${published} → ${written}`;
    if (feed) feeds.push(move);
    else if (asOpened || !hasSitemapEnding(lastSegment(published))) named.push(move);
    else others.push(move);
  }
  const warn = (moves: string[], text: string) => {
    if (moves.length === 0) return [];
    // each move changes a URL to resubmit: all of them, up to a dozen (the fourth of four was cut to "…")
    const shown =
      moves.length > MAX_MOVES_LISTED
        ? [
            ...moves.slice(0, MAX_MOVES_LISTED),
            formatMessage(messages.exportDialog.moreFiles, { count: moves.length - MAX_MOVES_LISTED }),
          ]
        : moves;
    return [formatMessage(text, { count: moves.length, moves: shown.join(", ") })];
  };
  return [
    ...warn(others, EXPORT_MODE_TEXT.endingsChanged),
    ...warn(named, EXPORT_MODE_TEXT.endingsChangedAsOpenedName),
    ...warn(feeds, EXPORT_MODE_TEXT.endingsChangedAsOpened),
    ...warn(newSitemaps, EXPORT_MODE_TEXT.feedsAsNewSitemaps),
  ];
}

/**
 * One warning naming the RSS and Atom feeds written as a sitemap under the name they were published at (a
 * feed saved as `news.xml`): uploaded in their place, the sitemap replaces the feed, and its readers and
 * subscribers lose it (a feed's `.rss` or `.atom` name is changed to `.xml` by the writer, so it goes beside
 * the feed; Google reads a feed as a sitemap as it is, Yandex does not: `yandex.feed-unsupported`).
 */
export function getFeedWarnings(sources: readonly SourcePlan[], files: readonly SitemapFile[]): string[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  const feeds = sources.flatMap((source) => {
    const file = byName.get(source.source);
    if (!file || (file.format !== "rss" && file.format !== "atom")) return [];
    // placed by its self link and written at the site's root: in the feed's place only at `/name.xml`
    if (isSelfPlacedFeed(file)) {
      const path = getSelfPath(file).toLowerCase();
      return source.files.some((written) => `/${lastSegment(written.name).toLowerCase()}` === path)
        ? [source.source]
        : [];
    }
    const published = lastSegment(getLocationName(file) ?? withoutCopySuffix(file.name)).toLowerCase();
    return source.files.some((written) => lastSegment(written.name).toLowerCase() === published)
      ? [source.source]
      : [];
  });
  const repeats = getFeedRepeats(sources, byName);
  if (feeds.length === 0) return repeats;
  const shown = feeds.length > 3 ? [...feeds.slice(0, 3), "…"] : feeds;
  return [
    formatMessage(EXPORT_MODE_TEXT.feedOverwritten, { count: feeds.length, names: shown.join(", ") }),
    ...repeats,
  ];
}

/**
 * One warning per exported feed that shares URLs with the sitemaps exported beside it: the checks let a
 * feed repeat the sitemaps (Google advises submitting both), but written as a sitemap it lists them twice,
 * and the files opened again say `set.url-in-several-files` (a fresh-user pass found the export it had
 * called clean reopen with new warnings).
 */
function getFeedRepeats(sources: readonly SourcePlan[], byName: ReadonlyMap<string, SitemapFile>): string[] {
  const exported = sources.map((source) => byName.get(source.source)).filter((file) => file !== undefined);
  // no feed, no repeat: the URLs of the sitemaps are not gathered (a million keys, 1.7 s on the page)
  if (!exported.some((file) => isFeedFormat(file.format))) return [];
  const sitemapUrls = new Set<string>();
  for (const file of exported)
    if (file.format === "urlset" || file.format === "txt")
      for (const url of file.urls) sitemapUrls.add(getHttpUrlKey(url.loc) ?? url.loc);
  if (sitemapUrls.size === 0) return [];
  return exported.flatMap((file) => {
    if (!isFeedFormat(file.format)) return [];
    const count = file.urls.filter((url) => sitemapUrls.has(getHttpUrlKey(url.loc) ?? url.loc)).length;
    return count === 0 ? [] : [formatMessage(EXPORT_MODE_TEXT.feedRepeats, { names: file.name, count })];
  });
}

/** URLs up to which the repeats are counted exactly (a pass over them, 1-2 µs each); past it, from the checks. */
const EXACT_REPEATS_LIMIT = 200_000;

/**
 * How many entries of `files` repeat an earlier URL (what Remove duplicates would remove): exactly up to
 * 200,000 URLs (`findDuplicateEntries`), else from the checks' `loc.duplicate` and `set.url-in-several-files`
 * problems on those files (no pass over a million URLs on the page when the merge is chosen).
 */
export function countRepeatedUrls(files: readonly SitemapFile[], problems: readonly Problem[]): number {
  const total = files.reduce((sum, file) => sum + file.urls.length, 0);
  if (total <= EXACT_REPEATS_LIMIT) return findDuplicateEntries(files).length;
  const names = new Set(files.map((file) => file.name));
  return problems.filter(
    (problem) =>
      (problem.code === "loc.duplicate" || problem.code === "set.url-in-several-files") &&
      names.has(problem.file),
  ).length;
}

/** True for a source split into parts with an index of its own (no exported index lists it). */
export function hasOwnIndex(source: SourcePlan): boolean {
  return (
    !source.listed && source.files.length > 2 && source.files.some((file) => file.kind === "sitemapindex")
  );
}

/**
 * Whether the files `sources` split with an index of their own (`hasOwnIndex`) write TXT parts: "all",
 * "some" or "none". A TXT list's index is XML (`getOutputNames`), so it never takes the list's own name.
 */
export function getTxtSplits(sources: readonly SourcePlan[]): "none" | "some" | "all" {
  const split = sources.filter(hasOwnIndex);
  const txt = split.filter((source) => source.files.some((file) => file.kind === "txt")).length;
  return txt === 0 ? "none" : txt === split.length ? "all" : "some";
}

/**
 * One warning per source file split with an index of its own: the URL it was published at lists nothing
 * once the parts are uploaded, so the index must be submitted in its place (not when the index takes the
 * file's name, `indexKeepsName`: `getSplitNotes`). A source never published (`isUnpublished`: a table,
 * pasted text, among `files`) has no URL to replace: its index is the one to submit.
 */
export function getSplitWarnings(
  sources: readonly SourcePlan[],
  files: readonly SitemapFile[] = [],
): string[] {
  return getSplitTexts(sources, files, false);
}

/**
 * One note per source file split whose index takes its name (`indexKeepsName`): its submitted URL keeps
 * working, nothing to do (shown as information, not among the warnings); and one per published file split
 * into parts that an exported index lists in its place (`getListedSplitNotes`).
 */
export function getSplitNotes(sources: readonly SourcePlan[], files: readonly SitemapFile[] = []): string[] {
  return [...getSplitTexts(sources, files, true), ...getListedSplitNotes(sources, files)];
}

/**
 * One note per published source file an exported index lists (`SourcePlan.listed`) that is split into
 * parts: the index lists the parts in its place, so the old file is to be deleted from the server once they
 * are uploaded (it would keep its URLs as they were) and removed where it was submitted alone (Search
 * Console, Yandex Webmaster, robots.txt). A table or pasted text (`isUnpublished`) has no URL: nothing to say.
 */
function getListedSplitNotes(sources: readonly SourcePlan[], files: readonly SitemapFile[]): string[] {
  const unpublished = new Set(files.filter(isUnpublished).map((file) => file.name));
  const byName = new Map(files.map((file) => [file.name, file]));
  return sources.flatMap((source) => {
    const parts = source.files.filter((file) => file.kind !== "sitemapindex").length;
    if (!source.listed || parts < 2 || unpublished.has(source.source)) return [];
    const file = byName.get(source.source);
    // the name it is published under: its location's when one is set
    const name = (file && getLocationName(file)) ?? source.source;
    return [formatMessage(EXPORT_MODE_TEXT.splitListed, { name, parts })];
  });
}

/** The split texts of `getSplitWarnings` (`kept` false) or `getSplitNotes` (`kept` true). */
function getSplitTexts(
  sources: readonly SourcePlan[],
  files: readonly SitemapFile[],
  kept: boolean,
): string[] {
  const unpublished = new Set(files.filter(isUnpublished).map((file) => file.name));
  const byName = new Map(files.map((file) => [file.name, file]));
  return sources.flatMap((source) => {
    if (!hasOwnIndex(source)) return [];
    const index = source.files.find((file) => file.kind === "sitemapindex")?.name ?? "";
    const parts = source.files.length - 1;
    // the name it is published under: its location's when one is set (`products.xml` set at
    // `…/catalog-sitemap.xml` is submitted as that), else its own
    const file = byName.get(source.source);
    const located = file && !unpublished.has(source.source) ? getLocationName(file) : undefined;
    const published = located ?? source.source;
    const keepsUrl = !unpublished.has(source.source) && index.toLowerCase() === published.toLowerCase();
    // a feed stays at its URL for its readers (its CMS writes it): never "remove it, its URL lists
    // nothing", nor "the URL keeps working" beside the warning that the index uploaded there replaces it
    const feed = file !== undefined && isFeedFormat(file.format);
    if (feed)
      return kept || keepsUrl
        ? []
        : [formatMessage(EXPORT_MODE_TEXT.splitIndexFeed, { name: published, parts, index })];
    if (keepsUrl !== kept) return [];
    const template = unpublished.has(source.source)
      ? EXPORT_MODE_TEXT.splitIndexNew
      : keepsUrl
        ? EXPORT_MODE_TEXT.splitIndexKept
        : EXPORT_MODE_TEXT.splitIndex;
    return [formatMessage(template, { name: published, parts, index })];
  });
}

/**
 * The names (lower case) that split source files are published under and that no exported file keeps: a
 * `products.xml` written as `products-1.xml`, `products-2.xml` and an index of another name, or listed by
 * its parts in a loaded index. A robots.txt line naming one lists nothing once the parts are uploaded
 * (`getRobotsStatus` says so). A source never published (`isUnpublished`) has none.
 */
export function getSplitAwayNames(
  sources: readonly SourcePlan[],
  files: readonly SitemapFile[] = [],
): string[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  return sources.flatMap((source) => {
    const file = byName.get(source.source);
    // a feed stays at its URL (its CMS writes it), listing its items as before
    if (source.files.length < 2 || (file && (isUnpublished(file) || isFeedFormat(file.format)))) return [];
    const published = lastSegment(
      (file && getLocationName(file)) ?? withoutCopySuffix(source.source),
    ).toLowerCase();
    const kept = source.files.some((written) => lastSegment(written.name).toLowerCase() === published);
    return kept ? [] : [published];
  });
}

/**
 * What a merge should warn about: URL files of different hosts, indexes it leaves out, the published
 * sitemaps (of two or more published files) whose place the merged set takes in Search Console, Yandex
 * Webmaster and robots.txt, and the feeds among them, which stay where they are for their readers. None
 * when not merging.
 */
export function getMergeWarnings(
  sources: readonly SitemapFile[],
  origins: readonly ReadonlyMap<string, number>[],
  merge: boolean,
) {
  if (!merge) return [];
  const warnings: string[] = [];
  const hosts = getFileHosts(origins);
  if (hosts.length > 1)
    warnings.push(
      formatMessage(EXPORT_MODE_TEXT.mixedHosts, { hosts: hosts.map(toDisplayOrigin).join(", ") }),
    );
  const indexes = sources.filter((file) => file.format === "sitemapindex").map((file) => file.name);
  if (indexes.length > 0)
    warnings.push(formatMessage(EXPORT_MODE_TEXT.indexesLeftOut, { names: indexes.join(", ") }));
  // the published files the set takes the place of: their submissions and robots.txt lines are to move;
  // a feed stays published for its readers (it had been told to go with them)
  const published = sources.filter((file) => file.format !== "robots" && !isUnpublished(file));
  const isFeed = (file: SitemapFile) => file.format === "rss" || file.format === "atom";
  const sitemaps = published.filter((file) => !isFeed(file)).map(getOwnName);
  const feeds = published.filter(isFeed).map(getOwnName);
  if (published.length > 1 && sitemaps.length > 0)
    warnings.push(formatMessage(EXPORT_MODE_TEXT.mergeReplaces, { names: sitemaps.join(", ") }));
  if (published.length > 1 && feeds.length > 0)
    warnings.push(
      formatMessage(EXPORT_MODE_TEXT.mergeFeedsStay, { names: feeds.join(", "), count: feeds.length }),
    );
  return warnings;
}

/**
 * One warning naming the files that have entries but none with a `loc` (every `url` or `sitemap` without
 * one), and one naming the published URL files left with no entry at all (rows deleted, duplicates
 * removed): the export writes none of them (`isExportSource`), and would otherwise leave them out without
 * a word. `each`: indexes are written in that mode only (a merge leaves them out and says so elsewhere).
 */
export function getNoLocWarnings(files: readonly SitemapFile[], each: boolean): string[] {
  const names = files
    .filter(
      (file) =>
        file.format !== "robots" &&
        (each || file.format !== "sitemapindex") &&
        file.urls.length + file.sitemaps.length > 0 &&
        !isExportSource(file, each),
    )
    .map((file) => file.name);
  // a URL file left with no URL (its rows deleted, or every one a duplicate removed): not written either,
  // which had gone without a word; a pasted text or table was never published, and says nothing; a merge
  // names every published file it replaces in its own warning
  const emptied = files
    .filter((file) => each && hasUrlRows(file) && file.urls.length === 0 && !isUnpublished(file))
    .map((file) => getOwnName(file));
  const list = (all: string[]) => (all.length > 3 ? [...all.slice(0, 3), "…"] : all).join(", ");
  const warnings: string[] = [];
  if (names.length > 0)
    warnings.push(
      formatMessage(EXPORT_MODE_TEXT.notWrittenNoLoc, { count: names.length, names: list(names) }),
    );
  if (emptied.length > 0)
    warnings.push(
      formatMessage(EXPORT_MODE_TEXT.notWrittenEmpty, { count: emptied.length, names: list(emptied) }),
    );
  return warnings;
}

/**
 * One warning for the repeated elements of the exported files (`xml.duplicate-element`: a second `<loc>`
 * or `<lastmod>` in one `url`, a second `image:loc`): the reader kept the first of each, and the export
 * writes only that, so the second's value (a URL of its own, perhaps) is not written; the first one's file
 * and line say where to look. Nothing when there are none.
 */
export function getDuplicateElementWarnings(
  problems: readonly Problem[],
  names: ReadonlySet<string>,
): string[] {
  // not a copy the entry keeps as written (`params.kept`): that one is written, and counted as an error
  const repeated = problems.filter(
    (problem) =>
      problem.code === "xml.duplicate-element" &&
      problem.params?.kept === undefined &&
      names.has(problem.file),
  );
  if (repeated.length === 0) return [];
  const [first] = repeated;
  const where = first.line === undefined ? first.file : `${first.file}:${first.line}`;
  return [formatMessage(EXPORT_MODE_TEXT.duplicateElementsDropped, { count: repeated.length, where })];
}

/**
 * One warning for the feed items of the exported files whose date could not be read (`feed.date-invalid`:
 * an RSS `pubDate` that is not RFC 822, "05 Jan 17 13:34:55" without a zone): their entries have no
 * `lastmod`, so the export writes none, which a fresh user found said nowhere. The problem goes when the
 * entry's lastmod is edited (it is about that field), so those counted are still without one. Nothing when
 * there are none.
 */
export function getFeedDateWarnings(problems: readonly Problem[], names: ReadonlySet<string>): string[] {
  const unread = problems.filter(
    (problem) => problem.code === "feed.date-invalid" && names.has(problem.file),
  );
  if (unread.length === 0) return [];
  const [first] = unread;
  const where = first.line === undefined ? first.file : `${first.file}:${first.line}`;
  return [formatMessage(EXPORT_MODE_TEXT.feedDatesDropped, { count: unread.length, where })];
}

/**
 * One warning for the URLs of the exported files written with raw non-ASCII characters (`loc.non-ascii`,
 * a warning: the export writes each value as you have it, CONTRACT.md "Export"): Yandex reads raw Cyrillic,
 * Google and Bing expect URLs percent-encoded (RFC 3986), and the rule's Fix all encodes them. Nothing when
 * there are none. `indexes`: the exported sitemap indexes, whose entries are counted apart (Edit sitemaps
 * fixes them, not Problems' Fix all), as the plan writes them when it says (`rawRefs`:
 * `SourcePlan.nonAsciiRefs`), else as read.
 */
export function getNonAsciiWarnings(
  problems: readonly Problem[],
  names: ReadonlySet<string>,
  indexes?: { names: ReadonlySet<string>; rawRefs?: number },
): string[] {
  // the indexes' entries as written, when the plan knows them: relinked to split parts, one entry read
  // becomes several (9 said, 12 written); else as read
  let refs = indexes?.rawRefs ?? 0;
  let rows = 0;
  /** Rows whose encoding fix Problems does not offer: misread letters (`params.misread`), or too long. */
  let unfixable = 0;
  let yandexOnly = false;
  for (const problem of problems)
    if (problem.code === "loc.non-ascii" && names.has(problem.file)) {
      if (indexes?.names.has(problem.file)) {
        if (indexes.rawRefs === undefined) refs++;
        continue;
      }
      rows++;
      if (problem.params?.misread !== undefined || problem.params?.encodedLength !== undefined) unfixable++;
      // checked for Yandex alone (`params.yandexOnly`): the switched-off Google and Bing are not the reason
      yandexOnly ||= problem.params?.yandexOnly === 1;
    }
  if (rows + refs === 0) return [];
  const written = formatMessage(
    yandexOnly ? EXPORT_MODE_TEXT.nonAsciiWrittenYandex : EXPORT_MODE_TEXT.nonAsciiWritten,
    { count: rows + refs },
  );
  // where they are fixed: Problems' Fix all changes URL rows only, an index's entries are fixed in Edit
  // sitemaps (the dialog had sent a user to a Fix all that was no longer there); rows none of which has an
  // encoding fix (letters misread in a wrongly declared code page) are not sent to one either
  const fix =
    refs === 0
      ? unfixable === rows
        ? EXPORT_MODE_TEXT.nonAsciiNoFix
        : EXPORT_MODE_TEXT.nonAsciiFixRows
      : rows === 0
        ? EXPORT_MODE_TEXT.nonAsciiFixRefs
        : EXPORT_MODE_TEXT.nonAsciiFixBoth;
  return [`${written} ${fix}`];
}

/**
 * A warning when the plan writes more files than opening a ZIP here reads (`MAX_ZIP_ENTRIES`, 1,000): the
 * export's zip would not open again whole, and Download files would take minutes (one file per 250 ms).
 */
export function getManyFilesWarnings(plan: WorkspaceExportPlan | undefined): string[] {
  const count = plan?.files.length ?? 0;
  if (count <= MAX_ZIP_ENTRIES) return [];
  return [formatMessage(EXPORT_MODE_TEXT.manyFiles, { count, limit: MAX_ZIP_ENTRIES })];
}

/**
 * One warning per exported sitemap index that no longer lists loaded files left with no URL
 * (`SourcePlan.droppedChildren`): they are not written, and the old files on the server must go too.
 */
export function getDroppedChildWarnings(plan: WorkspaceExportPlan | undefined): string[] {
  return (plan?.sources ?? []).flatMap(({ source, droppedChildren }) =>
    droppedChildren === undefined
      ? []
      : [
          formatMessage(EXPORT_MODE_TEXT.childrenDropped, {
            index: source,
            names: droppedChildren.join(", "),
            count: droppedChildren.length,
          }),
        ],
  );
}

/**
 * One warning per sitemap index the plan writes that would list more sitemaps than an index may
 * (`MAX_SITEMAPS_PER_INDEX`, 50,000: `index.too-many-sitemaps` once uploaded), with the URLs per file that
 * keeps it within: a merged set's index, or a split file's own. Source: sitemaps.org protocol, "Sitemap
 * index"; RULES.md `index.too-many-sitemaps`.
 */
export function getIndexSizeWarnings(plan: WorkspaceExportPlan | undefined): string[] {
  if (!plan) return [];
  const groups = plan.sources?.map((source) => ({ name: source.source, files: source.files })) ?? [
    { name: "", files: plan.files },
  ];
  return groups.flatMap(({ name, files }) => {
    const index = files.find((file) => file.kind === "sitemapindex");
    const parts = files.filter((file) => file.kind !== "sitemapindex");
    if (!index || parts.length <= MAX_SITEMAPS_PER_INDEX) return [];
    const urls = parts.reduce((sum, file) => sum + file.urlCount, 0);
    return [
      formatMessage(EXPORT_MODE_TEXT.indexTooBig, {
        index: index.name,
        count: parts.length,
        limit: MAX_SITEMAPS_PER_INDEX,
        least: Math.ceil(urls / MAX_SITEMAPS_PER_INDEX),
        name,
      }),
    ];
  });
}

/**
 * One warning per crawler's table (`crawls`: the files crawl imports made, `SitemapStore.crawlFlags`) among
 * `exported` beside other files with URLs: its rows are written as a sitemap too, which a crawl opened to
 * compare with the sitemaps is not meant to be. Nothing when it is the only file with URLs (a sitemap made
 * from a crawl).
 */
export function getCrawlTableWarnings(
  exported: readonly SitemapFile[],
  crawls: ReadonlySet<string>,
): string[] {
  const withUrls = exported.filter((file) => file.urls.length > 0);
  if (withUrls.length < 2) return [];
  return withUrls
    .filter((file) => crawls.has(file.name))
    .map((file) => formatMessage(EXPORT_MODE_TEXT.crawlTable, { name: file.name, count: file.urls.length }));
}
