/**
 * The core's public face: tests, workers, benchmarks and outside tools call the core only through this file
 * (issue #2, CONTRACT.md). Extend by adding optional fields, never by breaking a signature.
 *
 * Thread-portable: no React, no DOM globals; runs in a Web Worker, in Node and in the page.
 */

export {
  type DuplicateEntry,
  type EntryChange,
  type EntryRef,
  findDuplicateEntries,
  formatW3cDatetime,
  pasteOverEntries,
  setFieldOnEntries,
  setUrlField,
  URL_FIELDS,
} from "./edit/bulk-edit";
export { toUrlForm } from "./edit/encoded-find";
export { getFieldText } from "./edit/field-text";
export { isHtmlEntityFixable, restateEntityProblem } from "./edit/html-entity-fix";
export {
  type DuplicateRemoval,
  type DuplicateToRemove,
  getGivenParts,
  type MergedPart,
  mergeCopy,
  planDuplicateRemoval,
} from "./edit/merge-duplicates";
export { getUsualNewsPublication } from "./edit/news-defaults";
export {
  applyQuickFixes,
  type FixBatchResult,
  type FixChange,
  type QuickFixBatch,
  startQuickFixes,
} from "./edit/quick-fix-batch";
export { getQuickFix, hasQuickFix, type QuickFix } from "./edit/quick-fixes";
export { type RefsReplaceChange, replaceInSitemapRefs } from "./edit/replace-index-refs";
export {
  collectReplaceValues,
  compileReplacer,
  type ExtensionField,
  type FieldEdit,
  REPLACE_ALL_FIELDS,
  REPLACE_CODE_FIELDS,
  REPLACE_URL_FIELDS,
  type ReplaceChange,
  type ReplaceError,
  type ReplaceField,
  type ReplaceOptions,
  type ReplaceResult,
  replaceText,
} from "./edit/replace-text";
export {
  type CellField,
  getCellFieldValue,
  isNewsCellField,
  NEWS_CELL_KEYS,
  type NewsCellField,
  setNewsCellField,
} from "./edit/table-cell-fields";
export { keepsUnknownElement } from "./edit/unknown-element-fix";
export * from "./limits";
export { findReplaced, MAX_REPLACED_INDEXES, recordReplaced } from "./model/entry-lineage";
export {
  type FieldPosition,
  getFieldPosition,
  type PositionedEntry,
  setFieldPosition,
  upgradeFieldPositions,
} from "./model/field-positions";
export {
  getItemFieldPosition,
  getItemProblemPosition,
  type PositionedItem,
} from "./model/item-positions";
export { getMostCommon, getZoneOffsetMinutes, pickTopOrigin } from "./model/most-common";
export { createProblem } from "./model/problem";
export { PUNYCODE_DOMAIN, toReadableUrl } from "./model/readable-url";
export * from "./model/types";
export { type DecodedTable, decodeTable, looksLikeTabTable } from "./parse/decode-table";
export { declareOwnPrefixes } from "./parse/extra-declarations";
export { FIRST_URL_HEAD_BYTES, findFirstUrl } from "./parse/first-url";
export { type ReadOptions, readSitemapFile } from "./parse/read-sitemap-file";
export { ENTRY_CSV_COLUMNS, type EntryCsvRow, entriesToCsv, entriesToCsvParts } from "./report/entries-csv";
export {
  type CsvDelimiter,
  type CsvOptions,
  PROBLEM_CSV_COLUMNS,
  problemsToCsv,
  sortProblemsForReport,
} from "./report/problems-csv";
export { getVideoAttributeFields } from "./serialize/write-extensions";
export { planSitemapIndexFile, writeSitemapIndexFile } from "./serialize/write-index-file";
export {
  countLocOrigins,
  countOffOrigin,
  countOutsideScope,
  getLocOrigin,
  getMostCommonOriginOf,
  type LastOrigin,
  normaliseBaseUrl,
} from "./serialize/write-sitemap-index";
export {
  type ExportPlan,
  type ExportPlanFile,
  type WriteOptions,
  writeSitemaps,
  writeSitemapsAsync,
} from "./serialize/write-sitemaps";
export {
  type CheckOptions,
  type CheckSession,
  checkSitemaps,
  createCheckSession,
  type ReplacedHint,
  type ReplacedHints,
} from "./validate/check-sitemaps";
export { listUnencodedChars } from "./validate/loc-text-rules";
export * from "./validate/rule-catalogue";
export { getHttpUrlKey, getSiteHost } from "./validate/url-key";
export { CHANGEFREQS, getUsualOffset, getUsualOffsetCounts, takesUsualOffset } from "./validate/value-rules";
export { getLastmodSortTime } from "./validate/w3c-datetime";
