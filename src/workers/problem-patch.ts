/**
 * A check's problems sent as a change of the previous answer: the worker's check session gives back the
 * same problem objects for everything an edit did not touch, so after one edit of a file with 50,000
 * warnings the answer is a few runs "as before, items a..b" and the few new problems, not 50,000 problems
 * copied by structured clone (about 0.1 s on the page per check).
 *
 * Thread-portable, plain data: a patch is a list of segments, each either `[start, end]` (the previous
 * answer's items `start` to `end - 1`, in order) or a list of new problems.
 */
import type { Problem } from "@/core/index";

/** Items `[start, end)` of the previous answer, or problems sent as they are. */
export type ProblemSegment = [number, number] | Problem[];

/** Above this share of new problems the whole list is sent instead. */
const WHOLE_SHARE = 0.5;

/** Builds a patch's segments: runs of the previous answer, joined when adjacent, and new problems. */
function createSegmentWriter() {
  const segments: ProblemSegment[] = [];
  let fresh = 0;
  let literal: Problem[] | undefined;
  let run: [number, number] | undefined;
  return {
    segments,
    /** How many problems were added as new. */
    fresh: () => fresh,
    /** Problems `start..end` of the previous answer come next. */
    extend(start: number, end: number) {
      literal = undefined;
      if (run && run[1] === start) run[1] = end;
      else {
        run = [start, end];
        segments.push(run);
      }
    },
    /** A problem the previous answer did not have comes next. */
    add(problem: Problem) {
      run = undefined;
      if (!literal) {
        literal = [];
        segments.push(literal);
      }
      literal.push(problem);
      fresh++;
    },
  };
}

/**
 * The segments that turn `previous` into `next`, or undefined when sending `next` whole is as cheap (no
 * previous answer, or mostly new problems). O(previous + next) with one Map.
 */
export function makeProblemPatch(
  previous: readonly Problem[] | undefined,
  next: readonly Problem[],
): ProblemSegment[] | undefined {
  if (!previous || previous.length === 0 || next.length < 64) return undefined;
  const at = new Map<Problem, number>();
  for (let i = 0; i < previous.length; i++) at.set(previous[i], i);
  const out = createSegmentWriter();
  for (const problem of next) {
    const index = at.get(problem);
    if (index === undefined) out.add(problem);
    else out.extend(index, index + 1);
  }
  return out.fresh() > next.length * WHOLE_SHARE ? undefined : out.segments;
}

/** The pieces of an answer (`CheckSession.checkChunks`): the answer is their concatenation. */
export type ProblemChunks = readonly (readonly Problem[])[];

/** The answer `chunks` stand for, as one list. */
export function flattenChunks(chunks: ProblemChunks): Problem[] {
  const out: Problem[] = [];
  for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) out.push(chunk[i]);
  return out;
}

/**
 * `makeProblemPatch` of the answers `previous` and `next` given in pieces: a piece of `next` that is a
 * piece of `previous` (the same array) is one run without looking at its problems; only the problems of
 * the other pieces are matched one by one, against those of the previous pieces that are gone. O(pieces +
 * problems of the changed pieces). Undefined when sending `next` whole is as cheap.
 */
export function makeChunkPatch(
  previous: ProblemChunks | undefined,
  next: ProblemChunks,
): ProblemSegment[] | undefined {
  if (!previous) return undefined;
  const at = new Map<readonly Problem[], number>();
  let previousLength = 0;
  for (const chunk of previous) {
    if (!at.has(chunk)) at.set(chunk, previousLength);
    previousLength += chunk.length;
  }
  let nextLength = 0;
  for (const chunk of next) nextLength += chunk.length;
  if (previousLength === 0 || nextLength < 64) return undefined;
  const kept = new Set<readonly Problem[]>();
  for (const chunk of next) if (at.has(chunk)) kept.add(chunk);
  // the problems of the previous pieces not kept, by their place in the previous answer
  const loose = new Map<Problem, number>();
  for (const [chunk, start] of at) {
    if (kept.has(chunk)) continue;
    for (let i = 0; i < chunk.length; i++) loose.set(chunk[i], start + i);
  }
  const out = createSegmentWriter();
  for (const chunk of next) {
    const start = at.get(chunk);
    if (start !== undefined) {
      if (chunk.length > 0) out.extend(start, start + chunk.length);
      continue;
    }
    for (const problem of chunk) {
      const index = loose.get(problem);
      if (index !== undefined) out.extend(index, index + 1);
      else out.add(problem);
    }
  }
  return out.fresh() > nextLength * WHOLE_SHARE ? undefined : out.segments;
}

/** The list a patch stands for, given the previous answer it was made from. Throws on a segment outside it. */
export function applyProblemPatch(
  previous: readonly Problem[],
  segments: readonly ProblemSegment[],
): Problem[] {
  for (const segment of segments) {
    if (typeof segment[0] !== "number") continue;
    const [start, end] = segment as [number, number];
    if (start < 0 || end > previous.length) throw new Error("problem patch does not fit the previous answer");
  }
  const edits = getPatchEdits(previous.length, segments);
  if (edits) return spliceList(previous, edits);
  const pieces: (readonly Problem[])[] = [];
  for (const segment of segments) {
    if (typeof segment[0] === "number") {
      const [start, end] = segment as [number, number];
      pieces.push(previous.slice(start, end));
    } else pieces.push(segment as Problem[]);
  }
  return joinLists(pieces);
}

/**
 * A patch as the stretches of the previous answer it replaces, when its runs of the previous answer come in
 * order without overlapping (as `makeProblemPatch` and `makeChunkPatch` make them); else undefined.
 */
function getPatchEdits(length: number, segments: readonly ProblemSegment[]): ListEdit<Problem>[] | undefined {
  const edits: ListEdit<Problem>[] = [];
  let cursor = 0;
  let items: Problem[] = [];
  for (const segment of segments) {
    if (typeof segment[0] !== "number") {
      for (const problem of segment as Problem[]) items.push(problem);
      continue;
    }
    const [start, end] = segment as [number, number];
    if (start < cursor || end < start) return undefined;
    if (start > cursor || items.length > 0) edits.push({ start: cursor, end: start, items });
    items = [];
    cursor = end;
  }
  if (cursor < length || items.length > 0) edits.push({ start: cursor, end: length, items });
  return edits;
}

/** Items `[start, end)` of a list replaced by `items`. */
export interface ListEdit<T> {
  start: number;
  end: number;
  items: readonly T[];
}

/** At most this many edits are spliced into one copy (each moves the list's tail). */
const MAX_SPLICES = 16;
/** At most this many items a splice inserts (they go as arguments). */
const MAX_SPLICED_ITEMS = 8_192;

/**
 * `list` with `edits` made (in order, not overlapping, by indexes of `list`), as a new array. When the list
 * does not grow, one native copy and splices in place: a list of 1,000,000 problems is 4 MB, and memory
 * touched for the first time costs about 3 ms per MB on a 2-core VM (`freshMemoryCost`), so copying the
 * untouched stretches into pieces and the pieces into the result (`joinLists`) cost twice that. Else, or
 * past `MAX_SPLICES` edits, the pieces joined.
 */
export function spliceList<T>(list: readonly T[], edits: readonly ListEdit<T>[]): T[] {
  let grows = 0;
  let inserted = 0;
  for (const edit of edits) {
    grows += edit.items.length - (edit.end - edit.start);
    inserted = Math.max(inserted, edit.items.length);
  }
  if (grows <= 0 && edits.length <= MAX_SPLICES && inserted <= MAX_SPLICED_ITEMS) {
    const out = list.slice();
    for (let k = edits.length - 1; k >= 0; k--) {
      const { start, end, items } = edits[k];
      out.splice(start, end - start, ...items);
    }
    return out;
  }
  const pieces: (readonly T[])[] = [];
  let at = 0;
  for (const { start, end, items } of edits) {
    if (start > at) pieces.push(list.slice(at, start));
    pieces.push(items);
    at = end;
  }
  if (at < list.length) pieces.push(list.slice(at));
  return joinLists(pieces);
}

/** Pieces `concat` takes at once: far below any engine's limit on arguments. */
const JOIN_BATCH = 4_096;

/**
 * The lists one after another, as one new array, by native copies (`slice`, `concat`) rather than an item
 * at a time: 1,000,000 problems cost about a millisecond instead of ten or more.
 */
export function joinLists<T>(pieces: readonly (readonly T[])[]): T[] {
  let joined: T[] = [];
  for (let i = 0; i < pieces.length; i += JOIN_BATCH)
    joined = joined.concat(...pieces.slice(i, i + JOIN_BATCH));
  return joined;
}
