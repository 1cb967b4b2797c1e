/**
 * The one place rules are registered. `checkSitemaps` and the per-entry checks run these lists in order;
 * a new rule is a small function of the matching type (`rule.types.ts`) added here. The `loc` rules always
 * run first on each entry (`checkLoc`), since every other rule receives the URL they parsed.
 *
 * Slots for later issues are marked: extension rules (image, video, news) and hreflang rules go in
 * `URL_ENTRY_RULES` (per entry) and `SET_RULES` (reciprocity across files). Thread-portable, no DOM.
 */
import { checkDuplicateChildren, checkDuplicateUrls } from "./duplicate-rules";
import { checkEntryCount, checkFeedFormat, checkIgnoredFields, checkSharedValues } from "./file-rules";
import { checkHreflang } from "./hreflang-rules";
import { checkHreflangAcrossFiles } from "./hreflang-set-rules";
import { checkImages } from "./image-rules";
import { checkNews, checkNewsCount } from "./news-rules";
import type { FileRule, SetRule, SitemapRefRule, UrlEntryRule } from "./rule.types";
import { checkIndexLinks, checkUrlsAcrossFiles } from "./set-rules";
import { addUsualOffset, checkChangefreq, checkLastmod, checkPriority } from "./value-rules";
import { checkVideos } from "./video-rules";

/** Rules on each `url` after its `loc`. */
export const URL_ENTRY_RULES: readonly UrlEntryRule[] = [
  checkLastmod,
  checkChangefreq,
  checkPriority,
  checkImages,
  checkVideos,
  checkNews,
  checkHreflang,
];

/** Rules on each `sitemap` of an index (and each robots.txt `Sitemap:` line) after its `loc`. */
export const SITEMAP_REF_RULES: readonly SitemapRefRule[] = [checkLastmod];

/** Rules on a whole file, after all its entries. */
export const FILE_RULES: readonly FileRule[] = [
  checkEntryCount,
  checkFeedFormat,
  checkDuplicateUrls,
  checkDuplicateChildren,
  checkSharedValues,
  checkIgnoredFields,
  checkNewsCount,
  addUsualOffset,
];

/** Rules on the whole set of files, after every file. */
export const SET_RULES: readonly SetRule[] = [
  checkIndexLinks,
  checkUrlsAcrossFiles,
  checkHreflangAcrossFiles,
];
