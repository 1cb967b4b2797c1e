/**
 * Find and replace in the `<sitemap>` entries of sitemap indexes (`replaceInSitemapRefs`): what a replace
 * over all rows does beside the URLs (`replace-text.ts`), so the index's links to its files move with them.
 * Pure, thread-portable, no DOM.
 */
import { hasFieldPosition, setFieldPosition } from "../model/field-positions";
import type { SitemapFile, SitemapRef } from "../model/types";
import { compileReplacer, type ReplaceOptions } from "./replace-text";

/** A sitemap index's `<sitemap>` list with a replacement made in its entries (`replaceInSitemapRefs`). */
export interface RefsReplaceChange {
  /** The index file's name. */
  file: string;
  before: SitemapRef[];
  /** The list after: entries that did not change are the same objects as in `before`. */
  after: SitemapRef[];
  /** Entries changed. */
  count: number;
}

/**
 * Replaces text in the `<sitemap>` entries of every sitemap index of `files`: in their `loc` when `fields`
 * holds `loc` (as `REPLACE_URL_FIELDS` and `REPLACE_ALL_FIELDS` do), in their `lastmod` when it holds
 * `lastmod`. What a Find & replace over all rows does beside the URLs, so a move to another host or to
 * https moves the index's links to the files with them (an index listing its files on the old host makes
 * the engines look for them there; sitemaps.org, "Sitemap index files"). A changed entry keeps its other
 * fields and its other attributes; the positions of a changed field go (they spoke of the text as read). An
 * entry whose `loc` the replacement empties is kept, empty (`loc.missing`), as for a URL. robots.txt files
 * are not changed: their `Sitemap:` lines are the site's file, which export does not write.
 * Returns one change per index with a changed entry; empty for an invalid `options` (`replaceText` says why).
 * @example replaceInSitemapRefs(files, { find: "http://", replace: "https://", fields: REPLACE_URL_FIELDS })
 */
export function replaceInSitemapRefs(
  files: readonly SitemapFile[],
  options: ReplaceOptions,
): RefsReplaceChange[] {
  const inLoc = options.fields.includes("loc");
  const inLastmod = options.fields.includes("lastmod");
  if (!inLoc && !inLastmod) return [];
  const replacer = compileReplacer(options);
  if (!replacer.ok) return [];
  const changes: RefsReplaceChange[] = [];
  for (const file of files) {
    if (file.format !== "sitemapindex" || file.sitemaps.length === 0) continue;
    let count = 0;
    const after = file.sitemaps.map((ref) => {
      const loc = inLoc ? replacer.run(ref.loc) : ref.loc;
      const lastmod = inLastmod && ref.lastmod !== undefined ? replacer.run(ref.lastmod) : ref.lastmod;
      if (loc === ref.loc && lastmod === ref.lastmod) return ref;
      count++;
      return withRefFields(ref, loc, lastmod);
    });
    if (count > 0) changes.push({ file: file.name, before: file.sitemaps, after, count });
  }
  return changes;
}

/** `ref` with `loc` and `lastmod` (an emptied lastmod removed), without the positions of a changed field. */
function withRefFields(ref: SitemapRef, loc: string, lastmod: string | undefined): SitemapRef {
  const { lastmod: _lastmod, ...rest } = ref;
  const next: SitemapRef = lastmod ? { ...rest, loc, lastmod } : { ...rest, loc };
  if (loc !== ref.loc && hasFieldPosition(next, "loc")) setFieldPosition(next, "loc", undefined);
  if (lastmod !== ref.lastmod && hasFieldPosition(next, "lastmod")) {
    setFieldPosition(next, "lastmod", undefined);
  }
  return next;
}
