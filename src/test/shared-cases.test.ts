/**
 * The shared cases (`shared/cases/cases.json`) run through the core's public face, with the semantics of
 * `shared/tools/run-cases.mjs`: the verdicts there are the product's contract.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSitemaps, type Problem, readSitemapFile, type SitemapFile, writeSitemaps } from "@/core/index";
import { SHARED_DIR, sharedBytes } from "./shared-dir";

/** Cases due after these issues are implemented. Raise it as issues land. */
const IMPLEMENTED_UP_TO_ISSUE = 3;
const NOW = new Date("2026-11-29T12:00:00Z");

interface SharedCase {
  id: string;
  files: string[];
  location?: string;
  locations?: string[];
  issue?: number;
  expect: {
    format?: string;
    encoding?: string;
    gzip?: boolean;
    urlCount?: number;
    urls?: Record<string, unknown>[];
    sitemaps?: Record<string, unknown>[];
    problems?: { code: string; entry?: number }[];
    anyOf?: string[];
    allowed?: string[];
    exact?: boolean;
  };
  count?: Record<string, number>;
  minUrls?: number;
  export?: { maxUrls: number; files: number };
  roundtrip?: boolean;
}

const cases: SharedCase[] = JSON.parse(readFileSync(resolve(SHARED_DIR, "cases/cases.json"), "utf8"));
const due = cases.filter((c) => (c.issue ?? 0) <= IMPLEMENTED_UP_TO_ISSUE);

const dirOf = (url: string) => url.slice(0, url.lastIndexOf("/") + 1);

function locationsFor(c: SharedCase): (string | undefined)[] {
  if (c.locations) return c.locations;
  if (c.files.length === 1) return [c.location];
  return c.files.map((f) => (c.location ? dirOf(c.location) + f : undefined));
}

/** True when every expected field (nested lists by length and item) equals the actual one. */
function fieldsMatch(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, i) => fieldsMatch(actual[i], item))
    );
  }
  if (expected !== null && typeof expected === "object") {
    const record = actual as Record<string, unknown> | undefined;
    return Object.entries(expected).every(([k, v]) => fieldsMatch(record?.[k], v));
  }
  return actual === expected;
}

/** Expected entries must appear in order among the actual ones (a subsequence). */
function isSubsequence(actual: unknown[], expected: Record<string, unknown>[]): boolean {
  let j = 0;
  return expected.every((want) => {
    while (j < actual.length) if (fieldsMatch(actual[j++], want)) return true;
    return false;
  });
}

function readCase(c: SharedCase): { files: SitemapFile[]; problems: Problem[] } {
  const locations = locationsFor(c);
  const files = c.files.map((f, i) =>
    readSitemapFile(f, sharedBytes(`cases/${f}`), { location: locations[i] }),
  );
  return { files, problems: checkSitemaps(files, { now: NOW }) };
}

describe("shared cases", () => {
  it("has cases due for the implemented issues", () => {
    expect(due.length).toBeGreaterThan(20);
  });

  it.each(due.map((c) => [c.id, c] as const))("%s gives the expected verdict", (_id, c) => {
    const { files, problems } = readCase(c);
    const [first] = files;
    const e = c.expect;
    if (e.format) expect(first.format).toBe(e.format);
    if (e.encoding) expect(first.encoding.toLowerCase()).toBe(e.encoding);
    if (e.gzip !== undefined) expect(first.gzip).toBe(e.gzip);
    if (e.urlCount !== undefined) expect(first.urls.length).toBe(e.urlCount);
    if (c.minUrls !== undefined) expect(first.urls.length).toBeGreaterThanOrEqual(c.minUrls);
    if (e.urls) expect(isSubsequence(first.urls, e.urls), JSON.stringify(first.urls.slice(0, 3))).toBe(true);
    if (e.sitemaps)
      expect(isSubsequence(first.sitemaps, e.sitemaps), JSON.stringify(first.sitemaps)).toBe(true);
    const codes = problems.map((p) => `${p.code}@${p.entry}`);
    for (const want of e.problems ?? []) {
      const hit = problems.some(
        (p) => p.code === want.code && (want.entry === undefined || p.entry === want.entry),
      );
      expect(hit, `${want.code} at ${want.entry} among ${codes.join(", ")}`).toBe(true);
    }
    for (const [code, n] of Object.entries(c.count ?? {})) {
      expect(problems.filter((p) => p.code === code).length).toBeGreaterThanOrEqual(n);
    }
    if (e.anyOf) expect(problems.some((p) => e.anyOf?.includes(p.code))).toBe(true);
    if (e.exact) {
      const ok = new Set([
        ...(e.problems ?? []).map((p) => p.code),
        ...(e.allowed ?? []),
        ...(e.anyOf ?? []),
      ]);
      const extra = problems.filter((p) => p.severity !== "info" && !ok.has(p.code)).map((p) => p.code);
      expect([...new Set(extra)]).toEqual([]);
    }
    if (c.export) {
      expect(writeSitemaps(first.urls, { maxUrls: c.export.maxUrls }).length).toBe(c.export.files);
    }
    if (c.roundtrip) {
      const [written] = writeSitemaps(first.urls, {});
      const again = readSitemapFile(written.name, written.bytes, { location: c.location });
      const bad = checkSitemaps([again]).filter((p) => p.severity === "error" && p.code.startsWith("xml."));
      expect(bad).toEqual([]);
      expect(isSubsequence(again.urls, e.urls ?? [])).toBe(true);
    }
  });
});
