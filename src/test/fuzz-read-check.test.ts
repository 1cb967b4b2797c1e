/**
 * Fuzzing (issue #7): every file of the shared corpus and cases, mutated (truncated, bytes flipped,
 * inserted and deleted, tags duplicated and dropped, entities, DOCTYPEs, deep nesting, gzip-wrapped and
 * broken gzip), read and checked. Reading and checking must never throw, must finish in bounded time, and
 * must give plain data and problems of the catalogue with the catalogue's severity and sane positions.
 *
 * Reproducible: a fixed seed (`FUZZ_SEED` to change it). Longer runs: `FUZZ_RUNS=200 npx vitest run
 * src/test/fuzz-read-check.test.ts` (runs per shared file; default 12).
 */
import fc from "fast-check";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile, type SitemapFile, writeSitemaps } from "@/core/index";
import { planExport } from "@/core/serialize/write-sitemaps";
import { applyPlan, type MutationPlan, planArb, readFaults } from "./fuzz-mutations";
import { listAllSharedFiles, sharedBytes } from "./shared-dir";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_707);
/** Per input, read + check; the inputs are at most a few MB, which take tens of milliseconds. */
const TIME_LIMIT_MS = 2_000;
const LOCATION = "https://www.example.com/sitemap.xml";
const NOW = new Date("2026-01-01T00:00:00Z");

const SHARED_FILES = listAllSharedFiles();
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
 * The reader's well-formedness codes. Other xml.* errors can be faithful to the input: a second
 * `news:news` is kept raw and written back as it was, so it is `xml.duplicate-element` again.
 */
const WELL_FORMEDNESS = new Set([
  "xml.malformed",
  "xml.unescaped-ampersand",
  "xml.undefined-entity",
  "xml.doctype",
]);

/** Why a written XML file is not well-formed (fast-xml-parser's validator, our reader's well-formedness codes). */
function wellFormedFaults(name: string, bytes: Uint8Array, back: SitemapFile): string[] {
  const faults: string[] = [];
  const valid = XMLValidator.validate(new TextDecoder().decode(bytes));
  if (valid !== true) faults.push(`${name}: not well-formed: ${JSON.stringify(valid.err)}`);
  for (const p of back.problems) {
    if (WELL_FORMEDNESS.has(p.code)) faults.push(`${name}: ${p.code} ${p.message}`);
  }
  return faults;
}

/**
 * Exports the entries read and reads each written file back: writing never throws, every file is
 * well-formed XML (no well-formedness problem read back) (the writer checks each kept `extra` and leaves out values' forbidden characters), and
 * every entry the plan says is written comes back as an entry (nothing is lost).
 */
function exportFaults(file: SitemapFile, plan: MutationPlan): string[] {
  if (file.urls.length === 0) return [];
  const options = { namespaces: file.namespaces };
  try {
    const outputs = writeSitemaps(file.urls, options);
    const files = planExport(file.urls, options).files;
    const recipe = JSON.stringify(plan);
    return files.flatMap((part, i) => {
      const back = readSitemapFile(part.name, outputs[i].bytes);
      const faults = part.kind === "txt" ? [] : wellFormedFaults(part.name, outputs[i].bytes, back);
      if (part.kind === "sitemapindex") return faults.map((fault) => `${fault} on ${recipe}`);
      const count = back.format === "sitemapindex" ? back.sitemaps.length : back.urls.length;
      if (count !== part.urlCount) faults.push(`${part.name}: ${part.urlCount} written, ${count} read back`);
      return faults.map((fault) => `${fault} on ${recipe}`);
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
