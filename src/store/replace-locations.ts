/**
 * Where a Find & replace over all rows moves the files' locations (`HistoryStep.locations`), and where
 * one over some rows keeps them: the store records it with the replace, the preview names it. Pure, no DOM.
 */
import { compileReplacer, type ReplaceOptions, type SitemapFile } from "@/core/index";
import { getDefaultLocation, getListedLocation } from "./location-guess";
import type { EntryPatch, LocationChange } from "./store-types";

/**
 * The locations a replace over all rows moves (`HistoryStep.locations`): a file's location, set or guessed,
 * that the replace changes (`http://shop.ru/sitemap_index.xml` → `https://…`) where the guess would not
 * follow the URLs by itself: a location the user set, and one a robots.txt line gives (robots.txt is the
 * site's file and is not changed; its line on http kept the index there, its entries then said to be on
 * another scheme, and the export proposed the old line as present). A guess from the file's URLs or from an
 * index's entries follows them. None for a replace that does not cover `loc`, and none emptied.
 */
export function getFollowedLocations(
  files: readonly SitemapFile[],
  options: ReplaceOptions,
): LocationChange[] {
  if (!options.fields.includes("loc")) return [];
  const replacer = compileReplacer(options);
  if (!replacer.ok) return [];
  const robotsLines = new Set<string>();
  for (const file of files)
    if (file.format === "robots") for (const ref of file.sitemaps) robotsLines.add(ref.loc.trim());
  const changes: LocationChange[] = [];
  for (const file of files) {
    if (file.format === "robots") continue;
    const before = file.location ?? getDefaultLocation(file, files);
    if (before === undefined || (file.location === undefined && !robotsLines.has(before))) continue;
    const after = replacer.run(before).trim();
    if (after !== "" && after !== before) changes.push({ file: file.name, before: file.location, after });
  }
  return changes;
}

/**
 * The locations a replace over some rows keeps (`HistoryStep.locations`): a file with no location set whose
 * guess the replace's `patches` would move stays where it was, as its location set, when a loaded index or
 * robots.txt places it (`getListedLocation`: its URLs moved to another host, `http://old-shop.example/…`
 * listed, the URLs now on `https://blog.shop.example`) or when the replace did not touch it (a sitemap
 * index guessed on the host most of the site's URLs are on, which the replace changed). The guess had
 * followed, the export then wrote the index's entries or its robots.txt line on the new host and no check
 * said a word; kept, the moved URLs are told they are on another host (`loc.other-host`), and a replace
 * over all rows moves index and files together (`getFollowedLocations`). A file the replace touched and no
 * list places is guessed from its URLs, as before. None when nothing moves.
 */
export function getKeptLocations(
  files: readonly SitemapFile[],
  patches: readonly EntryPatch[],
): LocationChange[] {
  const byFile = new Map<string, EntryPatch[]>();
  for (const patch of patches) {
    if (patch.before?.loc === patch.after?.loc) continue;
    const list = byFile.get(patch.file);
    if (list) list.push(patch);
    else byFile.set(patch.file, [patch]);
  }
  if (byFile.size === 0) return [];
  // the guesses to keep: of the files the replace touched, those a list places; every untouched one
  const kept = new Map<string, string>();
  for (const file of files) {
    if (file.location !== undefined || file.format === "robots") continue;
    const guess = byFile.has(file.name) ? getListedLocation(file, files) : getDefaultLocation(file, files);
    if (guess !== undefined) kept.set(file.name, guess);
  }
  if (kept.size === 0) return [];
  const after = files.map((file) => {
    const moved = byFile.get(file.name);
    if (!moved) return file;
    const urls = file.urls.slice();
    for (const patch of moved) if (patch.after && patch.entry < urls.length) urls[patch.entry] = patch.after;
    return { ...file, urls };
  });
  const changes: LocationChange[] = [];
  for (const file of after) {
    const before = kept.get(file.name);
    if (before !== undefined && getDefaultLocation(file, after) !== before)
      changes.push({ file: file.name, before: undefined, after: before });
  }
  return changes;
}
