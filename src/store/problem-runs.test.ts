import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Problem,
  type RuleCode,
  recordReplaced,
  type Severity,
  type SitemapFile,
  type UrlEntry,
} from "@/core/index";
import { makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { selectFixSummary } from "@/ui/panels/fix-summary";
import { MAX_EXAMPLES, selectProblemGroups } from "@/ui/table/table-selectors";
import { applyPatches } from "./history-patches";
import { getProblemRuns, RUN_BLOCK, splitProblemRuns } from "./problem-runs";
import { selectCounts, selectFileLevelProblems, selectProblemsByRow, selectRows } from "./selectors";
import type { SitemapStore } from "./store-types";

const FILES = ["a.xml", "b.xml", ""];
const CODES: [RuleCode, Severity][] = [
  ["lastmod.invalid", "error"],
  ["priority.invalid", "error"],
  ["loc.duplicate", "warning"],
  ["changefreq.ignored", "info"],
];

/** A problem list in the core's order: per file, entry problems by entry, then the file rules' tail. */
const problemList = fc
  .array(
    fc.record({
      file: fc.constantFrom(...FILES),
      entry: fc.option(fc.nat(3 * RUN_BLOCK), { nil: undefined }),
      code: fc.nat(CODES.length - 1),
    }),
    { maxLength: 400 },
  )
  .map((items) =>
    items.map(
      ({ file, entry, code }, i): Problem => ({
        code: CODES[code][0],
        severity: CODES[code][1],
        message: `m${i}`,
        file,
        entry,
      }),
    ),
  );

/** A change of a list: some problems replaced by new objects, some dropped, some added, at random places. */
const change = fc.array(fc.record({ at: fc.nat(), kind: fc.constantFrom("replace", "drop", "add") }), {
  maxLength: 6,
});

function applyChange(problems: Problem[], steps: { at: number; kind: string }[]): Problem[] {
  const next = problems.slice();
  for (const { at, kind } of steps) {
    const i = next.length === 0 ? 0 : at % next.length;
    if (kind === "add") next.splice(i, 0, { ...(next[i] ?? problems[0] ?? basic()), message: "added" });
    else if (next.length === 0) continue;
    else if (kind === "drop") next.splice(i, 1);
    else next[i] = { ...next[i], message: "replaced" };
  }
  return next;
}

const basic = (): Problem => ({
  code: "loc.missing",
  severity: "error",
  message: "x",
  file: "a.xml",
  entry: 0,
});

/** What each derived value was before runs: one pass over every problem. */
function plainCounts(problems: Problem[]) {
  const bySeverity = { error: 0, warning: 0, info: 0 };
  const byCode = new Map<string, { count: number; severity: Severity }>();
  const byFile = new Map<string, { errors: number; warnings: number }>();
  for (const p of problems) {
    bySeverity[p.severity]++;
    const code = byCode.get(p.code) ?? { count: 0, severity: p.severity };
    code.count++;
    byCode.set(p.code, code);
    if (p.severity === "info") continue;
    const file = byFile.get(p.file) ?? { errors: 0, warnings: 0 };
    if (p.severity === "error") file.errors++;
    else file.warnings++;
    byFile.set(p.file, file);
  }
  return { errors: bySeverity.error, warnings: bySeverity.warning, infos: bySeverity.info, byCode, byFile };
}

function checkDerived(problems: Problem[]): void {
  const state = { problems } as SitemapStore;
  expect(selectCounts(state)).toEqual(plainCounts(problems));
  const groups = selectProblemGroups(state);
  expect(groups.map((g) => g.count).reduce((a, b) => a + b, 0)).toBe(problems.length);
  for (const group of groups) {
    const own = problems.filter((p) => p.code === group.code);
    expect(group.count).toBe(own.length);
    expect(group.severity).toBe(own[0].severity);
    expect(group.examples).toEqual(own.slice(0, MAX_EXAMPLES));
  }
  expect(selectFileLevelProblems(state)).toEqual(problems.filter((p) => p.entry === undefined));
  const byRow = selectProblemsByRow(state);
  for (const file of FILES) {
    for (let entry = 0; entry <= 3 * RUN_BLOCK; entry += 17) {
      const expected = file ? problems.filter((p) => p.file === file && p.entry === entry) : [];
      expect(byRow.of({ file, entry })).toEqual(expected.length > 0 ? expected : undefined);
    }
  }
}

describe("problem runs", () => {
  it("give the counts, groups, file problems and row problems a pass over every problem gives, after any change", () => {
    fc.assert(
      fc.property(problemList, fc.array(change, { maxLength: 4 }), (first, changes) => {
        let problems = first;
        checkDerived(problems);
        for (const steps of changes) {
          problems = applyChange(problems, steps);
          checkDerived(problems);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keep every run whose problems come again, and cut only the changed block's run anew", () => {
    const problems: Problem[] = [];
    for (let entry = 0; entry < 10 * RUN_BLOCK; entry++)
      problems.push({ code: "lastmod.invalid", severity: "error", message: "m", file: "a.xml", entry });
    const before = splitProblemRuns(problems);
    expect(before.runs).toHaveLength(10);
    const next = problems.slice();
    next[3 * RUN_BLOCK + 5] = { ...next[3 * RUN_BLOCK + 5], message: "edited" };
    const after = splitProblemRuns(next, before);
    expect(after.reused).toBe(9);
    expect(after.runs.filter((run, i) => run !== before.runs[i]).map((run) => run.block)).toEqual([3]);
    // a problem dropped in block 7: blocks before and after it keep their runs
    const dropped = splitProblemRuns(
      [...next.slice(0, 7 * RUN_BLOCK), ...next.slice(7 * RUN_BLOCK + 1)],
      after,
    );
    expect(dropped.reused).toBe(9);
  });

  it("keep a row's problem list the same array while its run is kept", () => {
    const problems: Problem[] = [];
    for (let entry = 0; entry < 4 * RUN_BLOCK; entry++)
      problems.push({ code: "lastmod.invalid", severity: "error", message: "m", file: "a.xml", entry });
    const row = { file: "a.xml", entry: 2 * RUN_BLOCK + 1 };
    const first = selectProblemsByRow({ problems } as SitemapStore).of(row);
    const next = problems.slice();
    next[0] = { ...next[0], message: "edited" };
    expect(selectProblemsByRow({ problems: next } as SitemapStore).of(row)).toBe(first);
    expect(getProblemRuns(next).reused).toBe(3);
  });

  it("filter rows by code and severity as a pass over every problem would", () => {
    fc.assert(
      fc.property(problemList, fc.nat(CODES.length - 1), (problems, code) => {
        const urls = Array.from({ length: 3 * RUN_BLOCK + 1 }, (_, i) => entryAt(i));
        const files = ["a.xml", "b.xml"].map((name) => makeFile(name, urls));
        const filter = { text: "", severity: undefined, code: CODES[code][0], file: undefined };
        const rows = selectRows({ files, problems, filter, sort: undefined } as unknown as SitemapStore);
        const expected = new Set(
          problems
            .filter((p) => p.code === CODES[code][0] && p.entry !== undefined && p.file)
            .map((p) => `${p.file}#${p.entry}`),
        );
        expect(new Set(rows.map((row) => `${row.file}#${row.entry}`))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("count the fixes of a code per run, against the entries as they are now", () => {
    const urls = Array.from({ length: 3 * RUN_BLOCK }, (_, i) => entryAt(i, "2024-01-02T10:00:00"));
    const file = makeFile("a.xml", urls);
    const problems: Problem[] = urls.map((_, entry) => ({
      code: "lastmod.no-timezone",
      severity: "warning",
      message: "m",
      file: "a.xml",
      entry,
      field: "lastmod",
    }));
    const summary = selectFixSummary(
      { problems, files: [file] } as unknown as SitemapStore,
      "lastmod.no-timezone",
    );
    expect(summary?.count).toBe(3 * RUN_BLOCK);
    expect(summary?.entries).toBe(3 * RUN_BLOCK);
    // an entry fixed by hand: its problem gone, the other runs' fixes reused, the count one less
    const state = { problems, files: [file], activeRow: undefined } as unknown as SitemapStore;
    const edited = applyPatches(
      state,
      [{ file: "a.xml", entry: 5, before: urls[5], after: entryAt(5, "2024-01-02") }],
      ["google"],
    );
    const after = selectFixSummary({ ...state, ...edited } as unknown as SitemapStore, "lastmod.no-timezone");
    expect(after?.count).toBe(3 * RUN_BLOCK - 1);
    expect(after?.entries).toBe(3 * RUN_BLOCK - 1);
    // after the edit, another change recorded as edits record theirs: only the runs of the blocks it
    // replaced in are asked again, the others trusted without comparing their entries
    const editedUrls = edited.files[0].urls;
    const recorded = editedUrls.slice();
    recorded[2 * RUN_BLOCK + 3] = entryAt(2 * RUN_BLOCK + 3, "2024-01-02");
    recordReplaced(editedUrls, recorded, [2 * RUN_BLOCK + 3]);
    const known = {
      problems: edited.problems,
      files: [makeFile("a.xml", recorded)],
    } as unknown as SitemapStore;
    expect(selectFixSummary(known, "lastmod.no-timezone")?.count).toBe(3 * RUN_BLOCK - 2);
    // the same problems against changed entries (before their check): the run's fixes are asked again
    const fixedUrls = urls.slice();
    fixedUrls[RUN_BLOCK + 1] = entryAt(RUN_BLOCK + 1, "2024-01-02");
    const stale = { problems, files: [makeFile("a.xml", fixedUrls)] } as unknown as SitemapStore;
    expect(selectFixSummary(stale, "lastmod.no-timezone")?.count).toBe(3 * RUN_BLOCK - 1);
  });
});

function entryAt(i: number, lastmod?: string): UrlEntry {
  return makeUrlEntry({ loc: `https://x.com/${i}`, lastmod });
}

function makeFile(name: string, urls: UrlEntry[]): SitemapFile {
  return makeSitemapFile({ name, urls, location: undefined });
}
