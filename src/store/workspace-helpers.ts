/**
 * Pure helpers of the workspace slice: unique names, immutable entry edits and keeping problems' entry
 * indexes right when rows go away (the default location guess is in `location-guess.ts`). No React, no
 * store access.
 */
import type { Engine, Problem, SitemapFile, UrlEntry } from "@/core/index";
import { getReported, isReported } from "@/core/validate/check-merge";
import { checkUrlEntry, createCheckContext } from "@/core/validate/check-sitemaps";
import { getRobotsListedFiles } from "@/core/validate/robots-listed";
import { getDefaultLocation } from "./location-guess";
import type { Notice, RowRef } from "./store-types";

/** Formats whose `urls` are rows of the table and entries of an export. */
export function hasUrlRows(file: SitemapFile): boolean {
  return file.format !== "sitemapindex" && file.format !== "robots";
}

/**
 * True for a file an export writes from: one with URL rows and at least one URL with a `loc` (a file with
 * none, read so or emptied since, would come out as an empty urlset, which the schema refuses: it needs one
 * `url`; an entry without `loc` is never written), and in `each` mode a sitemap index that lists at least
 * one sitemap with a `loc` (likewise); never robots.txt.
 */
export function isExportSource(file: SitemapFile, each: boolean): boolean {
  if (hasUrlRows(file)) return file.urls.some((url) => url.loc.trim() !== "");
  return each && file.format === "sitemapindex" && file.sitemaps.some((ref) => ref.loc.trim() !== "");
}

/** `name`, or `base (2).ext`, `base (3).ext`, ... when taken; adds the result to `taken`. */
export function makeUniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  const dot = name.indexOf(".", 1);
  // a copy's copy is the next copy of the first (`sitemap (2).xml` → `sitemap (3).xml`), never
  // `sitemap (2) (2).xml`, whose location would be guessed at `…/sitemap%20(2).xml`
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/ \(\d+\)$/, "");
  const ext = dot > 0 ? name.slice(dot) : "";
  for (let n = 2; taken.has(unique); n++) unique = `${base} (${n})${ext}`;
  taken.add(unique);
  return unique;
}

/**
 * The core's per-entry check of one edited entry, for the edited field only (`undefined` = every field),
 * so the row updates before the full check (which also finds duplicates and whole-file faults) returns.
 */
export function quickCheckEntry(
  file: SitemapFile,
  entry: number,
  engines: Engine[],
  field?: string,
): Problem[] {
  const problems = quickCheckEntries(file, [entry], engines);
  if (field === undefined) return problems;
  return problems.filter((problem) => problem.field === field || problem.field?.startsWith(`${field}.`));
}

/** Above this many changed entries the quick check is skipped; the full check (O(n), in the worker) follows. */
export const QUICK_CHECK_LIMIT = 5_000;

/**
 * The core's per-entry checks of several entries of one file (one check context), less what the file's
 * reading reported (as the full check merges them); none past the limit.
 */
export function quickCheckEntries(
  file: SitemapFile,
  entries: number[],
  engines: Engine[],
  files?: readonly SitemapFile[],
): Problem[] {
  if (entries.length === 0 || entries.length > QUICK_CHECK_LIMIT) return [];
  // the location the full check uses (`withEffectiveLocations`): the guess with the workspace's indexes
  const location = file.location ?? getDefaultLocation(file, files);
  const listed = files !== undefined && getRobotsListedFiles(files).has(file.name);
  const guessed = file.location === undefined && location !== undefined;
  const checked = guessed ? { ...file, location, locationGuessed: true } : file;
  const ctx = createCheckContext(checked, { engines }, undefined, listed);
  const problems: Problem[] = [];
  // what the file's reading reported is not found again (a title's entity read, `check-merge.ts`)
  const reported = getReported(file, ctx);
  for (const entry of entries) {
    const url = file.urls[entry];
    if (!url) continue;
    for (const problem of checkUrlEntry(url, entry, ctx))
      if (!isReported(reported, problem)) problems.push(problem);
  }
  return problems;
}

/** An entry made in the app: no loc yet, no items. */
export function makeEmptyEntry(): UrlEntry {
  return { loc: "", images: [], videos: [], alternates: [] };
}

/** True when `problem` is about `field` (or a part of it) of the entry at `row`. */
export function isProblemAtField(problem: Problem, row: RowRef, field: string): boolean {
  if (problem.file !== row.file || problem.entry !== row.entry || !problem.field) return false;
  return problem.field === field || problem.field.startsWith(`${field}.`);
}

/**
 * Problems after entries of `file` at `removed` indexes are gone: theirs dropped, later indexes shifted.
 * `map[i]` is the new index of old entry `i`, or -1.
 */
export function remapProblems(problems: Problem[], file: string, map: Int32Array): Problem[] {
  const out: Problem[] = [];
  for (const problem of problems) {
    if (problem.file !== file || problem.entry === undefined) out.push(problem);
    else {
      const next = map[problem.entry] ?? -1;
      if (next === problem.entry) out.push(problem);
      else if (next >= 0) out.push({ ...problem, entry: next });
    }
  }
  return out;
}

/** Old index to new index after removing `removed` from `length` entries (-1 for removed ones). */
export function makeIndexMap(length: number, removed: Set<number>): Int32Array {
  const map = new Int32Array(length);
  let next = 0;
  for (let i = 0; i < length; i++) map[i] = removed.has(i) ? -1 : next++;
  return map;
}

let lastNoticeId = 0;

/** A notice with a fresh id. `text` is a messages key. */
export function makeNotice(kind: Notice["kind"], text: string, params?: Record<string, string>): Notice {
  lastNoticeId += 1;
  return params ? { id: lastNoticeId, kind, text, params } : { id: lastNoticeId, kind, text };
}

/**
 * The notice for a file that was read but holds nothing usable (format `unknown`), from its problems' codes,
 * so the notice says what the file's card says: `notice.gzip-corrupt` (the gzip data could not be unpacked),
 * `notice.file-empty` (no content: the read reports no `file.unknown-format` then; the check adds
 * `file.empty`), `notice.html-page` (its root is `<html>`: a web page), `notice.yml-catalog` (a Yandex
 * Market product feed, `<yml_catalog>`), `notice.compressed-twice` (gzip in
 * gzip), `notice.binary-file` (binary data of a kind `params.binary` names: `getBinaryKind`), else
 * `notice.not-a-sitemap`.
 * Undefined for any other format.
 */
export function getUnreadableNoticeKey(file: Pick<SitemapFile, "format" | "problems">): string | undefined {
  if (file.format !== "unknown") return undefined;
  const codes = new Set<string>(file.problems.map((problem) => problem.code));
  if (codes.has("file.gzip-corrupt")) return "notice.gzip-corrupt";
  // unpacked past the safety limit with no sitemap in it (300 MB of zeros): too large, not "not a sitemap"
  if (codes.has("file.gzip-too-large")) return "notice.gzip-too-large";
  if (codes.has("file.empty") || !codes.has("file.unknown-format")) return "notice.file-empty";
  // a web page served or saved as the sitemap (a 404 page), a Yandex Market catalog: said so, as the
  // problem says
  const root = file.problems
    .find((problem) => problem.code === "file.unknown-format")
    ?.params?.element?.toString()
    .toLowerCase();
  if (root === "html") return "notice.html-page";
  if (root === "yml_catalog") return "notice.yml-catalog";
  const binary = getBinaryKind(file);
  if (binary === GZIP_TWICE) return "notice.compressed-twice";
  if (binary) return "notice.binary-file";
  // a download broken off inside the root's start tag (`<urlse`): cut short, not "not a sitemap"
  return hasCutRoot(file) ? "notice.file-cut" : "notice.not-a-sitemap";
}

/** The reader's fault of a start tag the end of the file cuts, with the name read (`<urlse`). */
const CUT_START_TAG = /^start tag <(?:[\w.-]+:)?([\w.-]{2,})> is cut off by the end of the file/;

/** The root elements of a sitemap, an index and a feed, as a cut name may begin them. */
const ROOT_NAMES = ["urlset", "sitemapindex", "rss", "feed"];

/** True when the file ends inside the start tag of what begins like a sitemap's, index's or feed's root. */
function hasCutRoot(file: Pick<SitemapFile, "problems">): boolean {
  return file.problems.some((problem) => {
    if (problem.code !== "xml.malformed") return false;
    const name = CUT_START_TAG.exec(String(problem.params?.detail))?.[1];
    return name !== undefined && ROOT_NAMES.some((root) => root.startsWith(name));
  });
}

/** The core's binary kind of gzip data found inside gzip data (`sniffBinaryKind`). */
const GZIP_TWICE = "gzip data inside gzip data: the file is compressed twice";

/** The kind of binary data a file refused as binary holds (`params.binary`: "PNG image"), if known. */
export function getBinaryKind(file: Pick<SitemapFile, "problems">): string | undefined {
  const binary = file.problems.find((problem) => problem.code === "file.unknown-format")?.params?.binary;
  return typeof binary === "string" ? binary : undefined;
}

/**
 * The notice for a file read only in part because it is cut short (format known, entries kept):
 * `notice.gzip-partial` when its gzip data breaks off (`file.gzip-corrupt`), `notice.gzip-checksum` when
 * its gzip data is whole but its checksum does not match (`params.fault`), `notice.file-cut` when its
 * XML ends inside an element (the reader's "the file ends before" fault); undefined otherwise. Its card and
 * problems say it too; the notice says it at once, as a download cut short is fetched again, not fixed.
 */
/** The reader's fault of a construct left open (`xml-scanner.ts`), which takes the rest of the file. */
const UNCLOSED = /^(?:CDATA section|comment|processing instruction) is not closed with/;

export function getPartialNoticeKey(file: Pick<SitemapFile, "format" | "problems">): string | undefined {
  if (file.format === "unknown") return undefined;
  const gzip = file.problems.filter((problem) => problem.code === "file.gzip-corrupt");
  // whole data whose CRC-32 does not match: every entry was read, some may be damaged
  if (gzip.length > 0 && gzip.every((problem) => problem.params?.fault === "checksum"))
    return "notice.gzip-checksum";
  if (gzip.length > 0) return "notice.gzip-partial";
  let cut = false;
  for (const problem of file.problems) {
    if (problem.code !== "xml.malformed") continue;
    const detail = String(problem.params?.detail);
    // a CDATA section, comment or processing instruction left open runs to the end of a whole file: its
    // own problem names the cause, and a download again would not help
    if (UNCLOSED.test(detail)) return undefined;
    if (detail.startsWith("the file ends before")) cut = true;
  }
  return cut ? "notice.file-cut" : undefined;
}

/**
 * The entries an export writes, one part per file (joined in order by the writer): of the named files, or
 * of every file with URL rows when `names` is empty.
 */
export function getExportParts(files: readonly SitemapFile[], names: string[]): UrlEntry[][] {
  const chosen =
    names.length > 0 ? files.filter((file) => names.includes(file.name)) : files.filter(hasUrlRows);
  return chosen.map((file) => file.urls);
}

/**
 * What a read of `file` (dropped as `name`) says, and whether `old`, the open file of that name it was
 * dropped to replace (undefined: none, or not replacing), must stay: the notices of a file that cannot be
 * used (`getUnreadableNoticeKey`), of one cut short (`getPartialNoticeKey`; a paste cut short is copied
 * again, `pasted`), and of a refused replacement: one that holds no sitemap, or one cut short, which would
 * drop `old`'s entries past the cut and the edits made to them with no step to undo (`keepsOld` true).
 */
export function getReadNotices(
  file: SitemapFile,
  name: string,
  old: SitemapFile | undefined,
  pasted: boolean,
): { notices: Notice[]; keepsOld: boolean } {
  const key = getUnreadableNoticeKey(file);
  const cut = old && !key ? getPartialNoticeKey(file) : undefined;
  const refusedCut = cut === "notice.file-cut" || cut === "notice.gzip-partial";
  // a refused replacement says only that: "sitemap.xml is empty" would seem to speak of the open one
  const text = old && key ? "notice.not-replaced" : refusedCut ? "notice.not-replaced-cut" : key;
  // an empty file is a warning (`file.empty`), as on its card, and so is one cut before its first entry;
  // one that cannot be read is an error
  const kind = text === "notice.file-empty" || text === "notice.file-cut" ? "warning" : "error";
  // binary data of a known kind: the notice names it ("a PNG image"), as its problem does, a refused
  // replacement's too ("it is a PDF document")
  const binary = key === "notice.binary-file" ? getBinaryKind(file) : undefined;
  const entries = (read?: SitemapFile) => String((read?.urls.length ?? 0) + (read?.sitemaps.length ?? 0));
  // a file cut inside its root's start tag: "no entry was read"
  const counts: Record<string, string> = refusedCut
    ? { count: entries(file), kept: entries(old) }
    : text === "notice.file-cut"
      ? { count: "0" }
      : {};
  const notices = text ? [makeNotice(kind, text, binary ? { name, binary } : { name, ...counts })] : [];
  const found = (old && key) || refusedCut ? undefined : getPartialNoticeKey(file);
  // pasted text cut short is copied again, not downloaded
  const partial = pasted && found === "notice.file-cut" ? "notice.paste-cut" : found;
  if (partial) notices.push(makeNotice("warning", partial, { name, count: entries(file) }));
  return { notices, keepsOld: key !== undefined || refusedCut };
}
