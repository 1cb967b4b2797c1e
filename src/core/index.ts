/**
 * The core's public face: tests, workers, benchmarks and outside tools call the core only through this file
 * (issue #2, CONTRACT.md). Extend by adding optional fields, never by breaking a signature.
 *
 * Thread-portable: no React, no DOM globals; runs in a Web Worker, in Node and in the page.
 */
export { checkSitemaps, type CheckOptions } from "./validate/check-sitemaps";
export { readSitemapFile, type ReadOptions } from "./parse/read-sitemap-file";
export { writeSitemaps, type WriteOptions } from "./serialize/write-sitemaps";
export * from "./limits";
export { createProblem } from "./model/problem";
export * from "./model/types";
export * from "./validate/rule-catalogue";
export { applyQuickFixes, type FixChange, getQuickFix, type QuickFix } from "./edit/quick-fixes";
export { PROBLEM_CSV_COLUMNS, problemsToCsv } from "./report/problems-csv";
