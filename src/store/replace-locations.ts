/**
 * Where a Find & replace over all rows moves the files' locations (`HistoryStep.locations`): the store
 * records it with the replace, the preview names it. Pure, no DOM.
 */
import { compileReplacer, type ReplaceOptions, type SitemapFile } from "@/core/index";
import { getDefaultLocation } from "./location-guess";
import type { LocationChange } from "./store-types";

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
