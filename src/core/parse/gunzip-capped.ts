/**
 * Gzip decompression with a safety cap and full integrity checks, on fflate 0.8.3's streaming `Gunzip`.
 *
 * Why not `gunzipSync`: it allocates the size the trailer claims and checks no CRC (CONTRACT.md
 * "Decompression"). Here the input is pushed in small chunks, the output is counted as it comes, and
 * decompression stops past the cap; each member's CRC-32 and ISIZE are checked against its output.
 *
 * Memory: the output is written in place into one buffer, first sized from the last member's ISIZE (a
 * hint, trusted only up to the cap and what deflate can expand the input to), then doubled as needed up
 * to the cap. So the peak is about the output (plus one push's chunk, ~17 MB), not the kept chunks plus a
 * joined copy (2x).
 *
 * Thread-portable, no DOM. Never throws on input: faults come back as problems, with what was read.
 */
import { Gunzip } from "fflate";
import { GZIP_OUTPUT_CAP_BYTES } from "../limits";
import { createProblem } from "../model/problem";
import type { Problem } from "../model/types";
import { updateCrc32 } from "./crc32";
import {
  findTrailer,
  GZIP_TRAILER_BYTES,
  hasGzipMagic,
  isTrailerAt,
  readGzipHeader,
  readUint32Le,
} from "./gzip-header";

/** Compressed bytes per push: bounds one push's output (deflate expands at most ~1,032x) to ~17 MB. */
const INPUT_CHUNK_BYTES = 16_384;
/** fflate's error code for "invalid gzip data": what follows a member is not another member's header. */
const FFLATE_INVALID_GZIP = 6;
/** Deflate's largest expansion, output bytes per input byte (RFC 1951 stored-length codes: ~1,032). */
const MAX_DEFLATE_RATIO = 1_032;
/** Smallest output buffer allocated, in bytes. */
const MIN_OUTPUT_BYTES = 65_536;

/** What decompression gave: the output bytes (at most the cap) and the faults found. */
export interface GunzipResult {
  bytes: Uint8Array;
  problems: Problem[];
}

interface Member {
  /** Byte offset of the member's header in the input. */
  start: number;
  /** CRC-32 of the member's output so far (a member cut by the cap is never checked). */
  crc: number;
  /** Output bytes of the member. */
  size: number;
}

interface InflateState {
  /** The output buffer: `out[0, total)` is the output so far. */
  out: Uint8Array;
  total: number;
  members: Member[];
  capped: boolean;
  /** Why fflate gave up, when it did for a broken stream. */
  failure?: string;
}

const CAP_REACHED = new Error("gzip output cap reached");

/** NOTE: replaces `state.out` by a buffer twice as big (at most `cap`) until `needed` bytes fit. */
function grow(state: InflateState, needed: number, cap: number): void {
  let size = Math.max(state.out.length, MIN_OUTPUT_BYTES);
  while (size < needed) size *= 2;
  const grown = new Uint8Array(Math.min(size, cap));
  grown.set(state.out.subarray(0, state.total));
  state.out = grown;
}

/** NOTE: mutates `state`; throws CAP_REACHED (caught by the caller) to stop fflate at the cap. */
function take(state: InflateState, data: Uint8Array, cap: number): void {
  if (data.length === 0) return;
  const room = cap - state.total;
  const kept = data.length > room ? data.subarray(0, room) : data;
  const member = state.members[state.members.length - 1];
  member.size += kept.length;
  member.crc = updateCrc32(member.crc, kept);
  if (state.total + kept.length > state.out.length) grow(state, state.total + kept.length, cap);
  state.out.set(kept, state.total);
  state.total += kept.length;
  if (data.length > room) {
    state.capped = true;
    throw CAP_REACHED;
  }
}

function describeFailure(error: unknown): string {
  const code = (error as { code?: number }).code;
  if (code === 0) return "the gzip data ends early (truncated)";
  const message = error instanceof Error ? error.message : String(error);
  return `the compressed data is broken (${message})`;
}

/**
 * The first output buffer's size: the last member's ISIZE (the output of a one-member file), but never
 * more than the cap, nor more than deflate can make of the input (a lying trailer cannot make us allocate).
 */
function initialSize(input: Uint8Array, cap: number): number {
  const hint = input.length >= 18 ? readUint32Le(input, input.length - 4) : 0;
  const possible = input.length * MAX_DEFLATE_RATIO + MIN_OUTPUT_BYTES;
  return Math.max(MIN_OUTPUT_BYTES, Math.min(hint, cap, possible));
}

function inflateMembers(input: Uint8Array, cap: number): InflateState {
  const first: Member = { start: 0, crc: 0, size: 0 };
  const out = new Uint8Array(Math.min(initialSize(input, cap), cap));
  const state: InflateState = { out, total: 0, members: [first], capped: false };
  const gunzip = new Gunzip((data) => take(state, data, cap));
  gunzip.onmember = (offset) => {
    state.members.push({ start: offset, crc: 0, size: 0 });
  };
  try {
    for (let i = 0; i < input.length; i += INPUT_CHUNK_BYTES) {
      const end = Math.min(input.length, i + INPUT_CHUNK_BYTES);
      gunzip.push(input.subarray(i, end), end === input.length);
    }
  } catch (error) {
    // Junk after a complete member is judged by checkLastMember, which knows where the member ends.
    const junk = (error as { code?: number }).code === FFLATE_INVALID_GZIP;
    if (error !== CAP_REACHED && !junk) state.failure = describeFailure(error);
  }
  return state;
}

function corrupt(file: string, message: string, offset?: number, checksum = false): Problem {
  const params: Record<string, string | number> | undefined =
    offset === undefined ? undefined : checksum ? { offset, fault: "checksum" } : { offset };
  return createProblem("file.gzip-corrupt", file, message, { params });
}

/** Checks the trailer of every member but the last, which ends where the next begins. */
function checkInnerMembers(input: Uint8Array, members: Member[], file: string): Problem[] {
  const problems: Problem[] = [];
  members.forEach((member, i) => {
    const header = readGzipHeader(input, member.start);
    if (header.error)
      problems.push(corrupt(file, `${header.error} (member at byte ${member.start})`, member.start));
    const next = members[i + 1];
    if (!next) return;
    const trailer = next.start - GZIP_TRAILER_BYTES;
    if (!isTrailerAt(input, trailer, member.crc, member.size)) {
      const message = `the CRC-32 or length of the gzip member at byte ${member.start} does not match its data`;
      problems.push(corrupt(file, message, member.start));
    }
  });
  return problems;
}

/** Finds the last member's trailer: its CRC-32 and length must match; bytes after it are trailing bytes. */
function checkLastMember(input: Uint8Array, member: Member, file: string): Problem[] {
  const headerLength = readGzipHeader(input, member.start).length ?? 10;
  // The shortest deflate stream (an empty fixed block, 03 00) is 2 bytes.
  const dataStart = member.start + headerLength + 2;
  const trailer = findTrailer(input, dataStart, member.crc, member.size);
  if (trailer === -1) {
    const end = input.length - GZIP_TRAILER_BYTES;
    const sizeMatches = end >= dataStart && readUint32Le(input, end + 4) === member.size % 2 ** 32;
    const message = sizeMatches
      ? "the CRC-32 in the gzip trailer does not match the data"
      : "the gzip trailer is missing or does not match the data (truncated or corrupt)";
    // a trailer whose length matches the data read: the data is whole, its CRC-32 is off; without that
    // the stream may have been cut (the inflater does not always fail on a cut)
    return [corrupt(file, message, member.start, sizeMatches)];
  }
  const after = trailer + GZIP_TRAILER_BYTES;
  const rest = input.length - after;
  if (rest === 0) return [];
  if (hasGzipMagic(input, after)) return [corrupt(file, `the gzip member at byte ${after} is broken`, after)];
  const message = `${rest} byte${rest === 1 ? "" : "s"} after the end of the gzip data (ignored)`;
  return [
    createProblem("file.gzip-trailing-bytes", file, message, { params: { count: rest, offset: after } }),
  ];
}

/**
 * Decompresses gzip `input` (one or more members, RFC 1952) into at most `cap` bytes.
 *
 * Problems (RULES.md "Files"), with the byte offset in `params.offset` where known, never a line:
 * - `file.gzip-corrupt`: a bad header (reserved flags, cut short), broken or truncated deflate data, or a
 *   member whose CRC-32 or ISIZE does not match its output. The output read before the fault is kept.
 *   `params.fault` is "checksum" when the data is whole (the trailer's length matches) but its CRC-32 does not.
 * - `file.gzip-too-large`: the output passed `cap` (default GZIP_OUTPUT_CAP_BYTES, 209,715,200 bytes);
 *   decompression stops and the first `cap` bytes are kept. Memory stays near the output (at most `cap`),
 *   never what the trailer claims; `bytes` may be a view of a somewhat larger buffer.
 * - `file.gzip-trailing-bytes`: bytes after the last member that are not gzip; `params.count` says how many.
 * @param input the compressed bytes, starting with the gzip magic 1f 8b (see `hasGzipMagic`).
 * @param file the file's name, for the problems.
 */
export function gunzipCapped(input: Uint8Array, file: string, cap = GZIP_OUTPUT_CAP_BYTES): GunzipResult {
  const header = readGzipHeader(input, 0);
  if (header.error) return { bytes: new Uint8Array(0), problems: [corrupt(file, header.error, 0)] };
  const state = inflateMembers(input, cap);
  const problems = checkInnerMembers(input, state.members, file);
  if (state.capped) {
    const message = `decompressing would pass the safety cap of ${cap} bytes; stopped there`;
    problems.push(createProblem("file.gzip-too-large", file, message, { params: { limit: cap } }));
  } else if (state.failure) {
    problems.push(corrupt(file, state.failure));
  } else {
    problems.push(...checkLastMember(input, state.members[state.members.length - 1], file));
  }
  return { bytes: state.out.subarray(0, state.total), problems };
}
