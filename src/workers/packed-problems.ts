/**
 * A check's problems packed for the trip from the worker to the page: a few flat arrays and one string
 * instead of a structured clone of every problem and its `params` object. Measured in headless Chromium
 * on a 2-core machine: 1,000,000 `lastmod.no-timezone` problems (20 files of 50,000 URLs, each lastmod
 * without its timezone) took 5.1 s of the worker's time to post as objects.
 *
 * The short fields that repeat (`code`, `severity`, `file`, `field`, the names of `params`) cross once each
 * in `names`, referred to by index; the messages and the string values of `params` are joined in one `text`
 * with their lengths; `entry`, `line`, `column` and the number values of `params` go in one `Float64Array`.
 * Unpacked, each problem has the key order `createProblem` gives (one hidden class per shape). A problem
 * with a `params` value that is neither string nor number crosses whole, as it is. Keys the `Problem` type
 * does not have are not carried (the core makes none).
 *
 * Thread-portable, no DOM: plain data (structured clone) only.
 */
import type { Problem, RuleCode, Severity } from "@/core/index";
import type { ProblemSegment } from "./problem-patch";
import type { CheckResult } from "./protocol";

/** Problems packed by `packProblems`; `unpackProblemsInSlices` gives them back. */
export interface PackedProblems {
  /** How many problems, packed and whole. */
  count: number;
  /** Each distinct `code`, `severity`, `file`, `field` and `params` name, once. */
  names: string[];
  /**
   * Per problem: its flags (`Flag`), then for a packed one the indexes in `names` of its code, severity
   * and file, of its field when flagged, and with `params` their count, then per param its name's index
   * times 2, plus 1 when the value is a number.
   */
  ids: Uint32Array;
  /** The numbers present, in order: `entry`, `line`, `column`, then the number values of `params`. */
  numbers: Float64Array;
  /** The messages and string values of `params`, one after another, in the order they are read. */
  text: string;
  /** The length of each string in `text`, in UTF-16 code units. */
  lengths: Uint32Array;
  /** The problems flagged `Flag.WHOLE`, as they are, in order. */
  whole: Problem[];
}

/** Flags of a problem in `PackedProblems.ids`: which optional fields it has. */
const Flag = { ENTRY: 1, FIELD: 2, LINE: 4, COLUMN: 8, PARAMS: 16, WHOLE: 32 } as const;

/**
 * Every key of a problem, and whether the packed form carries it. Typed as a `Record` of every key, so a
 * new `Problem` field does not compile until it is listed here (and packed, or left to the whole ones).
 */
const PROBLEM_KEYS: Record<keyof Problem, true> = {
  code: true,
  severity: true,
  message: true,
  file: true,
  entry: true,
  field: true,
  line: true,
  column: true,
  params: true,
};
/** The keys carried, in `createProblem`'s order (what `unpackProblemsInSlices` gives back). */
export const PROBLEM_KEY_ORDER = Object.keys(PROBLEM_KEYS) as (keyof Problem)[];

/** The growing arrays of `packProblems`. */
class ProblemPacker {
  readonly names: string[] = [];
  readonly ids: number[] = [];
  readonly numbers: number[] = [];
  readonly strings: string[] = [];
  readonly whole: Problem[] = [];
  private readonly nameIds = new Map<string, number>();

  private name(value: string): number {
    let id = this.nameIds.get(value);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(value);
      this.nameIds.set(value, id);
    }
    return id;
  }

  /** True when every value of `params` is a string or a number (the type says so; a bug could not). */
  private static isPackable(problem: Problem): boolean {
    const { params } = problem;
    if (params === undefined) return true;
    for (const key in params) {
      const kind = typeof params[key];
      if (kind !== "string" && kind !== "number") return false;
    }
    return true;
  }

  add(problem: Problem): void {
    if (!ProblemPacker.isPackable(problem)) {
      this.ids.push(Flag.WHOLE);
      this.whole.push(problem);
      return;
    }
    const { entry, field, line, column, params } = problem;
    let flags = 0;
    if (entry !== undefined) flags |= Flag.ENTRY;
    if (field !== undefined) flags |= Flag.FIELD;
    if (line !== undefined) flags |= Flag.LINE;
    if (column !== undefined) flags |= Flag.COLUMN;
    if (params !== undefined) flags |= Flag.PARAMS;
    this.ids.push(flags, this.name(problem.code), this.name(problem.severity), this.name(problem.file));
    if (field !== undefined) this.ids.push(this.name(field));
    this.strings.push(problem.message);
    if (entry !== undefined) this.numbers.push(entry);
    if (line !== undefined) this.numbers.push(line);
    if (column !== undefined) this.numbers.push(column);
    if (params !== undefined) this.addParams(params);
  }

  private addParams(params: Record<string, string | number>): void {
    const at = this.ids.length;
    this.ids.push(0);
    let count = 0;
    for (const key in params) {
      const value = params[key];
      const isNumber = typeof value === "number";
      this.ids.push(this.name(key) * 2 + (isNumber ? 1 : 0));
      if (isNumber) this.numbers.push(value);
      else this.strings.push(value);
      count++;
    }
    this.ids[at] = count;
  }

  finish(count: number): PackedProblems {
    const { strings } = this;
    const lengths = new Uint32Array(strings.length);
    for (let i = 0; i < strings.length; i++) lengths[i] = strings[i].length;
    return {
      count,
      names: this.names,
      ids: Uint32Array.from(this.ids),
      numbers: Float64Array.from(this.numbers),
      text: strings.join(""),
      lengths,
      whole: this.whole,
    };
  }
}

/**
 * The problems of `lists`, one after another, packed for `postMessage`. Never throws; the problems are not
 * changed. O(problems + params).
 */
export function packProblems(lists: readonly (readonly Problem[])[]): PackedProblems {
  const packer = new ProblemPacker();
  let count = 0;
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) packer.add(list[i]);
    count += list.length;
  }
  return packer.finish(count);
}

/** Reads a `PackedProblems` in order. */
class ProblemUnpacker {
  private id = 0;
  private number = 0;
  private string = 0;
  private at = 0;
  private whole = 0;

  constructor(private readonly packed: PackedProblems) {}

  private text(): string {
    const start = this.at;
    this.at += this.packed.lengths[this.string++];
    return this.packed.text.slice(start, this.at);
  }

  private name(): string {
    return this.packed.names[this.packed.ids[this.id++]];
  }

  private params(): Record<string, string | number> {
    const { ids, names, numbers } = this.packed;
    const params: Record<string, string | number> = {};
    const count = ids[this.id++];
    for (let p = 0; p < count; p++) {
      const key = ids[this.id++];
      params[names[key >>> 1]] = (key & 1) === 1 ? numbers[this.number++] : this.text();
    }
    return params;
  }

  problem(): Problem {
    const { ids, numbers } = this.packed;
    const flags = ids[this.id++];
    if (flags === Flag.WHOLE) return this.packed.whole[this.whole++];
    const code = this.name() as RuleCode;
    const severity = this.name() as Severity;
    const file = this.name();
    const field = (flags & Flag.FIELD) === 0 ? undefined : this.name();
    // `createProblem`'s key order
    const problem: Problem = { code, severity, message: this.text(), file };
    if ((flags & Flag.ENTRY) !== 0) problem.entry = numbers[this.number++];
    if (field !== undefined) problem.field = field;
    if ((flags & Flag.LINE) !== 0) problem.line = numbers[this.number++];
    if ((flags & Flag.COLUMN) !== 0) problem.column = numbers[this.number++];
    if ((flags & Flag.PARAMS) !== 0) problem.params = this.params();
    return problem;
  }
}

/** Problems unpacked between looks at the clock in `unpackProblemsInSlices`. */
const SLICE_CHECK_EVERY = 2048;

/**
 * The problems `packProblems` was given, equal to them (`toEqual`), with `createProblem`'s key order;
 * strings of `text` as slices of it; unpacked in slices of about `sliceMs` each, awaiting `pause()`
 * between them (the page's thread
 * back: 389,000 problems, every URL of a site outside its sitemaps' folder, were one task of 1.3 s in
 * Chromium on 2 cores). Answers that unpack within one slice (an edit's) never pause. Throws only on a
 * malformed `packed` (a bug, not a file fault).
 */
export async function unpackProblemsInSlices(
  packed: PackedProblems,
  pause: () => Promise<void>,
  sliceMs: number,
): Promise<Problem[]> {
  const unpacker = new ProblemUnpacker(packed);
  const out: Problem[] = new Array(packed.count);
  let since = performance.now();
  for (let i = 0; i < packed.count; i++) {
    out[i] = unpacker.problem();
    if (i % SLICE_CHECK_EVERY === SLICE_CHECK_EVERY - 1 && performance.now() - since > sliceMs) {
      await pause();
      since = performance.now();
    }
  }
  return out;
}

/** A check answer's segment as it crosses: a run of the previous answer, or new problems packed. */
export type PackedSegment = [number, number] | PackedProblems;

/**
 * The worker's half: `result` with its problems packed (`packed`, `problems` emptied) and the new problems
 * of its patch packed (`packedPatch`). The result itself is not changed.
 */
export function packCheckResult(result: CheckResult): CheckResult {
  if (result.patch) {
    const packedPatch = result.patch.map(
      (segment): PackedSegment => (isRun(segment) ? segment : packProblems([segment])),
    );
    return { ...result, patch: undefined, packedPatch };
  }
  return { ...result, problems: [], packed: packProblems([result.problems]) };
}

/**
 * The page's half of `packCheckResult`: `problems` and `patch` as the worker's check made them, the
 * problems (or the patch's new problems) unpacked in slices (`unpackProblemsInSlices`), the page's
 * thread given back between them. An answer that was never packed is given back as it is.
 */
export async function unpackCheckResultInSlices(
  result: CheckResult,
  pause: () => Promise<void>,
  sliceMs: number,
): Promise<CheckResult> {
  const { packed, packedPatch, ...rest } = result;
  if (packedPatch) {
    const patch: ProblemSegment[] = [];
    for (const segment of packedPatch)
      patch.push(isRun(segment) ? segment : await unpackProblemsInSlices(segment, pause, sliceMs));
    return { ...rest, patch };
  }
  return packed ? { ...rest, problems: await unpackProblemsInSlices(packed, pause, sliceMs) } : rest;
}

function isRun(segment: ProblemSegment | PackedSegment): segment is [number, number] {
  return Array.isArray(segment) && typeof segment[0] === "number";
}
