import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSitemaps, createProblem, type Problem, readSitemapFile } from "@/core/index";
import { keyOrder, listAllSharedFiles, sharedBytes } from "@/test/shared-dir";
import {
  type PackedProblems,
  PROBLEM_KEY_ORDER,
  packCheckResult,
  packProblems,
  unpackCheckResultInSlices,
  unpackProblemsInSlices,
} from "./packed-problems";
import type { CheckResult } from "./protocol";

/** The problems after the trip a worker's answer makes: packed, structured-cloned, unpacked. */
const roundTrip = (problems: readonly Problem[]) => unpackProblems(structuredClone(packProblems([problems])));

/** `unpackProblemsInSlices` in one slice, never pausing. */
const unpackProblems = (packed: PackedProblems) =>
  unpackProblemsInSlices(packed, async () => {}, Number.POSITIVE_INFINITY);

describe("packProblems / unpackProblemsInSlices", () => {
  it.each(listAllSharedFiles())("gives back the problems of %s", async (path) => {
    const file = readSitemapFile(path, sharedBytes(path), { location: "https://www.example.com/s.xml" });
    const problems = checkSitemaps([file]);
    const back = await roundTrip(problems);
    expect(back).toStrictEqual(problems);
    expect(keyOrder(back)).toEqual(keyOrder(problems));
  });

  it("packs every problem of a check as columns, each short field named once", async () => {
    const lines = Array.from(
      { length: 2_000 },
      (_, i) => `<url><loc>https://www.example.com/p${i}</loc><lastmod>2024-05-01T10:00</lastmod></url>`,
    );
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lines.join("")}</urlset>`;
    const problems = checkSitemaps([readSitemapFile("notz.xml", new TextEncoder().encode(xml))]);
    const noTimezone = problems.filter((problem) => problem.code === "lastmod.no-timezone");
    expect(noTimezone).toHaveLength(2_000);
    const packed = packProblems([problems.slice(0, 1_000), problems.slice(1_000)]);
    expect(packed.count).toBe(problems.length);
    expect(packed.whole).toEqual([]);
    // the code, its severity, the file name, the field and the params' names: each once
    expect(packed.names.filter((name) => name === "lastmod.no-timezone")).toHaveLength(1);
    expect(packed.names.filter((name) => name === "notz.xml")).toHaveLength(1);
    expect(await unpackProblems(structuredClone(packed))).toStrictEqual(problems);
  });

  it("keeps absent fields absent, empty strings and zeros, and sends odd params whole", async () => {
    const odd = { ...createProblem("loc.missing", "a.xml", "m", { entry: 1 }) };
    (odd as { params?: unknown }).params = { list: ["x", "y"] };
    const problems: Problem[] = [
      createProblem("loc.missing", "", "", {}),
      createProblem("loc.missing", "a.xml", "no loc", { entry: 0, line: 0, column: 0 }),
      odd,
      createProblem("priority.out-of-range", "a.xml", "out of range", {
        entry: 2,
        field: "priority",
        params: { value: "", limit: 1, zero: 0 },
      }),
      createProblem("lastmod.no-timezone", "b.xml", "no timezone", { field: "lastmod", params: {} }),
    ];
    const packed = packProblems([problems]);
    expect(packed.whole).toEqual([odd]);
    const back = await unpackProblems(structuredClone(packed));
    expect(back).toStrictEqual(problems);
    expect(keyOrder(back)).toEqual(keyOrder(problems));
    expect((await unpackProblems(packed))[2]).toBe(odd);
    expect(await unpackProblems(packProblems([]))).toEqual([]);
    // every field: `createProblem`'s key order, which the packed form's key list follows
    const full = createProblem("loc.missing", "a.xml", "m", {
      entry: 3,
      field: "loc",
      line: 2,
      column: 4,
      params: { value: "x" },
    });
    expect(Object.keys(full)).toEqual(PROBLEM_KEY_ORDER);
    expect(Object.keys((await unpackProblems(structuredClone(packProblems([[full]]))))[0])).toEqual(
      PROBLEM_KEY_ORDER,
    );
  });
});

describe("packProblems: any problem", () => {
  it("gives back any problem it is given (fast-check)", async () => {
    const text = fc.string({ unit: fc.constantFrom("a", "é", "ж", "\u{1F600}", '"', " ", "/", "\uD800") });
    const problem = fc
      .record({
        message: text,
        value: fc.option(text, { nil: undefined }),
        quote: fc.boolean(),
        at: fc.nat(),
      })
      .map(({ message, value, quote, at }) => {
        const cut = Math.min(at, message.length);
        const quoted =
          quote && value !== undefined ? message.slice(0, cut) + value + message.slice(cut) : message;
        const params = value === undefined ? undefined : { value, limit: 2 };
        return createProblem("loc.invalid", "f.xml", quoted, { entry: 1, params });
      });
    await fc.assert(
      fc.asyncProperty(fc.array(problem, { maxLength: 20 }), async (problems) => {
        expect(await unpackProblems(structuredClone(packProblems([problems])))).toStrictEqual(problems);
      }),
    );
  });
});

describe("packCheckResult / unpackCheckResultInSlices", () => {
  const unpackCheckResult = (result: CheckResult) => unpackCheckResultInSlices(result, async () => {}, 30);
  const a = createProblem("loc.missing", "a.xml", "no loc", { entry: 0 });
  const b = createProblem("priority.out-of-range", "a.xml", "range", { entry: 1, params: { value: "2" } });

  it("packs a whole answer and gives it back", async () => {
    const result: CheckResult = { type: "check", problems: [a, b], seq: 3 };
    const packed = packCheckResult(result);
    expect(packed.problems).toEqual([]);
    expect(packed.packed?.count).toBe(2);
    expect(result.problems).toEqual([a, b]);
    expect(await unpackCheckResult(structuredClone(packed))).toStrictEqual(result);
  });

  it("packs the new problems of a patch and keeps its runs", async () => {
    const result: CheckResult = { type: "check", problems: [], patch: [[0, 4], [b], [6, 9], []], seq: 4 };
    const packed = packCheckResult(result);
    expect(packed.patch).toBeUndefined();
    expect(packed.packedPatch?.[0]).toEqual([0, 4]);
    expect(packed.packedPatch?.[1]).toMatchObject({ count: 1 });
    const back = await unpackCheckResult(structuredClone(packed));
    expect(back.patch).toStrictEqual(result.patch);
    expect(back.seq).toBe(4);
  });

  it("leaves an answer that was never packed as it is (the page's own check after a worker crash)", async () => {
    const result: CheckResult = { type: "check", problems: [a] };
    expect(await unpackCheckResult(result)).toStrictEqual(result);
  });

  it("gives the page its thread back between slices of a big answer, and the same problems", async () => {
    const problems = Array.from({ length: 5_000 }, (_, i) =>
      createProblem("loc.outside-scope", "a.xml", `outside ${i}`, { entry: i, params: { value: `/p${i}` } }),
    );
    const packed = packProblems([problems]);
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    // a slice of no time: a pause at every look at the clock (every 2,048 problems)
    expect(await unpackProblemsInSlices(structuredClone(packed), pause, -1)).toStrictEqual(problems);
    expect(pauses).toBe(2);
    // an answer unpacked within its slice does not pause
    pauses = 0;
    expect(await unpackProblemsInSlices(structuredClone(packed), pause, 60_000)).toStrictEqual(problems);
    expect(pauses).toBe(0);
  });
});
