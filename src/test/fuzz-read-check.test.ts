/**
 * Fuzzing (issue #7): every file of the shared corpus and cases, mutated (truncated, bytes flipped,
 * inserted and deleted, tags duplicated and dropped, entities, DOCTYPEs, deep nesting, gzip-wrapped and
 * broken gzip), read and checked. Reading and checking must never throw, must finish in bounded time, and
 * must give plain data and problems of the catalogue with the catalogue's severity and sane positions.
 *
 * Reproducible: a fixed seed (`FUZZ_SEED` to change it). Longer runs: `FUZZ_RUNS=200 npx vitest run
 * src/test/fuzz-read-check.test.ts` (runs per shared file; default 12).
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile, type SitemapFile, writeSitemaps } from "@/core/index";
import { planExport } from "@/core/serialize/write-sitemaps";
import { applyPlan, type MutationPlan, planArb, readFaults } from "./fuzz-mutations";
import { SHARED_DIR, sharedBytes } from "./shared-dir";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_707);
/** Per input, read + check; the inputs are at most a few MB, which take tens of milliseconds. */
const TIME_LIMIT_MS = 2_000;
const LOCATION = "https://www.example.com/sitemap.xml";
const NOW = new Date("2026-01-01T00:00:00Z");

const listShared = (folder: string) =>
  readdirSync(resolve(SHARED_DIR, folder))
    .filter((name) => !/\.(tsv|json)$/.test(name))
    .map((name) => `${folder}/${name}`);

const SHARED_FILES = [...listShared("corpus"), ...listShared("cases")];
/** A well-formed neighbour, so set rules (duplicates, index links, hreflang) see two files. */
const NEIGHBOUR = readSitemapFile("neighbour.xml", sharedBytes("cases/B01.xml"), { location: LOCATION });

/** Reads and checks `bytes`; returns the faults found (empty when all is well). */
function readAndCheck(path: string, bytes: Uint8Array, plan: MutationPlan): string[] {
  const name = path.split("/").pop() ?? path;
  const started = performance.now();
  let file: SitemapFile;
  let problems: ReturnType<typeof checkSitemaps>;
  try {
    file = readSitemapFile(name, bytes, { location: LOCATION });
    problems = checkSitemaps([file, NEIGHBOUR], { now: NOW });
  } catch (error) {
    return [`threw ${(error as Error).stack ?? error} on ${JSON.stringify(plan)}`];
  }
  const elapsed = performance.now() - started;
  const faults = readFaults(file, problems, [file, NEIGHBOUR]);
  if (elapsed > TIME_LIMIT_MS) faults.push(`took ${Math.round(elapsed)} ms`);
  return [...faults, ...exportFaults(file, plan)];
}

/**
 * Exports the entries read and reads each written part back: writing never throws, and every entry the
 * plan says is written comes back as an entry (nothing is lost). Well-formedness is not asserted: extension
 * and unknown elements are written as they were read, broken or not (CONTRACT.md "Export").
 */
function exportFaults(file: SitemapFile, plan: MutationPlan): string[] {
  if (file.urls.length === 0) return [];
  const options = { namespaces: file.namespaces };
  try {
    const outputs = writeSitemaps(file.urls, options);
    const parts = planExport(file.urls, options).files.filter((part) => part.kind !== "sitemapindex");
    return parts.flatMap((part, i) => {
      const back = readSitemapFile(part.name, outputs[i].bytes);
      const count = back.format === "sitemapindex" ? back.sitemaps.length : back.urls.length;
      return count === part.urlCount ? [] : [`${part.name}: ${part.urlCount} written, ${count} read back`];
    });
  } catch (error) {
    return [`export threw ${(error as Error).stack ?? error} on ${JSON.stringify(plan)}`];
  }
}

describe("fuzzing the reader and the checks with mutated shared files", () => {
  it("finds the shared files", () => {
    expect(SHARED_FILES.length).toBeGreaterThan(50);
  });

  it.each(SHARED_FILES)(
    "reads and checks mutations of %s without throwing, in bounded time, with valid problems",
    (path) => {
      const original = sharedBytes(path);
      fc.assert(
        fc.property(planArb, (plan) => {
          expect(readAndCheck(path, applyPlan(original, plan), plan)).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
    },
    Math.max(30_000, RUNS * 4_000),
  );
});
