/**
 * What "Remove duplicates" keeps of the copies it removes (issue #6): the first entry of each URL stays,
 * and with `merge` it takes from its later copies what it lacks, so removing a copy loses nothing a search
 * engine reads. The newest `lastmod` (Google and Yandex read `lastmod` as the page's last significant
 * change: the latest date of the copies is the true one), a `changefreq`, `priority` or `news:news` it has
 * none of, and the images, videos and hreflang links of the copies it does not list yet (an hreflang code
 * it already uses is not added twice: `hreflang.duplicate-code`).
 *
 * Pure: never mutates its input. Thread-portable, no DOM.
 */
import type { SitemapFile, UrlEntry } from "../model/types";
import { getW3cDatetimeTime } from "../validate/w3c-datetime";
import { type DuplicateEntry, type EntryChange, findDuplicateEntries, setUrlField } from "./bulk-edit";

/** What a copy gives the entry kept: fields and items of the model (`images`: some of its images). */
export type MergedPart = "lastmod" | "changefreq" | "priority" | "news" | "images" | "videos" | "alternates";

/** Every `MergedPart`, in the order the UI names them (the fields as the XSD orders them, then the items). */
const MERGED_PART_ORDER: readonly MergedPart[] = [
  "lastmod",
  "changefreq",
  "priority",
  "news",
  "images",
  "videos",
  "alternates",
];

/**
 * The parts some of `duplicates` give the entries kept, in `MERGED_PART_ORDER`: what Remove duplicates'
 * box and notice name (not every part a copy could give).
 */
export function getGivenParts(duplicates: readonly { gives: readonly MergedPart[] }[]): MergedPart[] {
  const given = new Set(duplicates.flatMap((dup) => dup.gives));
  return MERGED_PART_ORDER.filter((part) => given.has(part));
}

/** A duplicate to remove, and what it gives the entry kept when merged (empty: nothing). */
export interface DuplicateToRemove extends DuplicateEntry {
  gives: MergedPart[];
}

/** The plan of "Remove duplicates": the entries to delete and the kept entries the merge changes. */
export interface DuplicateRemoval {
  duplicates: DuplicateToRemove[];
  /** Kept entries with what their copies gave them (none without `merge`), one per kept entry. */
  merged: EntryChange[];
}

/** The video's identity for a merge: its content or player URL, else its thumbnail and title. */
function videoKey(video: UrlEntry["videos"][number]): string {
  return String(video.content_loc ?? video.player_loc ?? `${video.thumbnail_loc}\u0000${video.title}`);
}

/**
 * `kept` with what `copy` has and it lacks (see the module comment), and the parts that changed. A copy's
 * `lastmod` replaces the kept one when it is a valid W3C datetime that is later, or the kept one is not
 * valid (absent, empty, no timezone, ...), unless `datedCopy` is false (the copy's file gives every URL
 * one date: `hasSharedLastmod`). Returns `kept` itself when the copy gives nothing.
 * @example mergeCopy({ loc, lastmod: "2024-01-01", ... }, { loc, lastmod: "2024-06-01", ... }).gives // ["lastmod"]
 */
export function mergeCopy(
  kept: UrlEntry,
  copy: UrlEntry,
  datedCopy = true,
): { entry: UrlEntry; gives: MergedPart[] } {
  let entry = kept;
  const gives: MergedPart[] = [];
  const copyTime = copy.lastmod === undefined || !datedCopy ? undefined : getW3cDatetimeTime(copy.lastmod);
  const keptTime = kept.lastmod === undefined ? undefined : getW3cDatetimeTime(kept.lastmod);
  if (copyTime !== undefined && (keptTime === undefined || copyTime > keptTime)) {
    entry = setUrlField(entry, "lastmod", copy.lastmod as string);
    gives.push("lastmod");
  }
  for (const field of ["changefreq", "priority"] as const) {
    const value = copy[field];
    if (!kept[field] && value) {
      entry = setUrlField(entry, field, value);
      gives.push(field);
    }
  }
  if (!kept.news && copy.news) {
    entry = { ...entry, news: copy.news };
    gives.push("news");
  }
  const images = new Set(kept.images.map((image) => image.loc));
  const newImages = copy.images.filter((image) => !images.has(image.loc));
  if (newImages.length > 0) {
    entry = { ...entry, images: [...entry.images, ...newImages] };
    gives.push("images");
  }
  const videos = new Set(kept.videos.map(videoKey));
  const newVideos = copy.videos.filter((video) => !videos.has(videoKey(video)));
  if (newVideos.length > 0) {
    entry = { ...entry, videos: [...entry.videos, ...newVideos] };
    gives.push("videos");
  }
  const codes = new Set(kept.alternates.map((alternate) => alternate.hreflang.toLowerCase()));
  const newAlternates = copy.alternates.filter((alternate) => {
    const code = alternate.hreflang.toLowerCase();
    if (codes.has(code)) return false;
    codes.add(code);
    return true;
  });
  if (newAlternates.length > 0) {
    entry = { ...entry, alternates: [...entry.alternates, ...newAlternates] };
    gives.push("alternates");
  }
  return { entry, gives };
}

/**
 * True when every URL of `file` (two or more) has the same `lastmod`, as written: the date of the file's
 * build, or one HTTP `Last-Modified` for every page as a crawler's export often holds
 * (`lastmod.all-same`). Such a date says nothing of a page: Remove duplicates takes no `lastmod` from it.
 */
function hasSharedLastmod(file: SitemapFile): boolean {
  const first = file.urls[0]?.lastmod;
  if (file.urls.length < 2 || !first) return false;
  return file.urls.every((url) => url.lastmod === first);
}

/**
 * The duplicates "Remove duplicates" deletes (`findDuplicateEntries`: every later copy of a URL anywhere in
 * `files`) and, with `merge`, each kept entry with what its copies give it, copy by copy in file order
 * (`mergeCopy`; no `lastmod` from a file that gives all its URLs one, `hasSharedLastmod`). Without `merge` the copies go as they are and `merged` is empty; `gives` still says what
 * each would have given, for the dialog. `found`: `findDuplicateEntries(files)` when the caller has it
 * already (a key per URL: 0.7 s of 300,000 Cyrillic URLs in Chromium).
 * @example planDuplicateRemoval(files, true).merged.length // kept entries that take something from a copy
 */
export function planDuplicateRemoval(
  files: readonly SitemapFile[],
  merge: boolean,
  found: readonly DuplicateEntry[] = findDuplicateEntries(files),
): DuplicateRemoval {
  const byName = new Map(files.map((file) => [file.name, file]));
  const entryAt = (file: string, index: number) => byName.get(file)?.urls[index];
  const undated = new Set(files.filter(hasSharedLastmod).map((file) => file.name));
  const kept = new Map<string, EntryChange>();
  const duplicates = found.map((duplicate): DuplicateToRemove => {
    const copy = entryAt(duplicate.file, duplicate.entry);
    const key = `${duplicate.kept.file}\u0000${duplicate.kept.entry}`;
    const before = entryAt(duplicate.kept.file, duplicate.kept.entry);
    if (!copy || !before) return { ...duplicate, gives: [] };
    const change = kept.get(key) ?? { ...duplicate.kept, before, after: before };
    const { entry, gives } = mergeCopy(change.after, copy, !undated.has(duplicate.file));
    if (merge && entry !== change.after) kept.set(key, { ...change, after: entry });
    return { ...duplicate, gives };
  });
  return { duplicates, merged: [...kept.values()] };
}
