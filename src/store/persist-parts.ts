/**
 * The stored parts of a workspace as values (`persist-record.ts` has their keys and the record): what a part
 * read back must look like before the page or the worker trusts it (a file's header, its reading problems,
 * its entries), and the form an entry chunk is stored in. Since version 2 a chunk is packed
 * (`PackedEntries`, `packed-entries.ts`: a few typed arrays and the strings as UTF-8 bytes), so IndexedDB's
 * structured clone copies a few buffers instead of every entry, alternate and image object; version 1's
 * entry lists are still read. Pure: no storage, no store; the worker runs it too (`store-chunks.ts`).
 */
import { type Problem, type SitemapFile, type UrlEntry, upgradeFieldPositions } from "@/core/index";
import { isPackedEntries, type PackedEntries, packEntries } from "@/workers/packed-entries";
import { unpackStoredEntries } from "@/workers/unpack-entries";
import type { EntryPatch } from "./store-types";

/** Why a stored workspace could not be used. */
export class RestoreError extends Error {
  override name = "RestoreError";
}

/** A file without its entries and reading problems. */
export type FileHeader = Omit<SitemapFile, "urls" | "problems">;

/** True for a plain object (not null, not an array): what every stored record and entry is. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A stored entry with its field positions in the current form: workspaces saved before issue #5 hold them
 * as `{ loc: { line, column }, ... }`. Same shape of record, so no version bump: the entries are upgraded
 * as they are read. NOTE: mutates `entry` (fresh from storage, owned by nobody yet).
 */
export function upgradeEntry(entry: unknown): unknown {
  if (isObject(entry) && entry.source !== undefined) upgradeFieldPositions(entry);
  return entry;
}

/**
 * True when `entry` has the shape every reader of an entry counts on (a `loc` text, the three lists): a
 * stored value damaged by hand or by a bug must fail the restore, not crash the page on every start.
 */
export function isEntryShape(entry: unknown): boolean {
  return (
    isObject(entry) &&
    typeof entry.loc === "string" &&
    isOptionalText(entry.lastmod) &&
    isOptionalText(entry.changefreq) &&
    isOptionalText(entry.priority) &&
    isObjectList(entry.images) &&
    isObjectList(entry.videos) &&
    isObjectList(entry.alternates)
  );
}

const isOptionalText = (value: unknown) => value === undefined || typeof value === "string";

/** A list of objects (an entry's images, videos or alternates; a file's sitemaps). */
export const isObjectList = (value: unknown) => Array.isArray(value) && value.every(isObject);

/** True when `problem` has a code, severity, file and message (what every list of problems reads). */
export function isProblemShape(problem: unknown): boolean {
  return (
    isObject(problem) &&
    typeof problem.code === "string" &&
    typeof problem.severity === "string" &&
    typeof problem.file === "string" &&
    typeof problem.message === "string"
  );
}

/**
 * A file's header and reading problems as stored, checked: throws a RestoreError when either is broken.
 * The header's index entries (`sitemaps`) are upgraded as `joinEntryChunks` upgrades entries.
 */
export function checkFileParts(
  name: string,
  header: unknown,
  problems: unknown,
): { header: FileHeader; problems: Problem[] } {
  if (
    !isObject(header) ||
    header.name !== name ||
    typeof header.format !== "string" ||
    typeof header.encoding !== "string" ||
    !isObjectList(header.sitemaps)
  )
    throw new RestoreError(`bad file ${name}`);
  if (!Array.isArray(problems) || !problems.every(isProblemShape))
    throw new RestoreError(`bad problems of ${name}`);
  (header.sitemaps as unknown[]).forEach(upgradeEntry);
  return { header: header as FileHeader, problems: problems as Problem[] };
}

/** True when `key` is a stored entry chunk's (`file:<name>:urls:<k>`). */
export const isChunkKey = (key: string) => /:urls:\d+$/.test(key);

/** An entry chunk as it is stored (version 2): packed. The page and the worker keep entry lists. */
export function toStoredChunk(urls: readonly UrlEntry[]): PackedEntries {
  return packEntries(urls);
}

/** A stored part as it is put: an entry chunk (`isChunkKey`) or a step's chunk of patches packed, any other as it is. */
export function toStoredPart(key: string, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (isChunkKey(key)) return toStoredChunk(value as UrlEntry[]);
  return isStepChunkKey(key) ? packPatches(value as EntryPatch[]) : value;
}

/** True when `key` is a stored chunk of a big step's patches (`step:<n>:<k>`, `persist-record.ts`). */
export const isStepChunkKey = (key: string) => /(?:^|:)step:\d+:\d+$/.test(key);

/**
 * A chunk of a big history step's patches as stored (since session 51): the entries before and after
 * packed (`PackedEntries`), so IndexedDB's structured clone copies a few buffers, not 4,000 entry objects
 * (a chunk of 10,000 patches as objects took 70-140 ms of the page's thread to clone: after a bulk change
 * of a million rows the page stuttered for seconds while the autosave wrote the step). Chunks stored as
 * patch lists before are still read.
 */
export interface PackedPatches {
  /** The files the patches name, each once. */
  files: string[];
  /** Per patch: the index of its file in `files`. */
  fileOf: Uint32Array;
  /** Per patch: its entry index. */
  entries: Float64Array;
  /** Per patch: 1 when it has an entry before, 2 when it has one after (3: both). */
  present: Uint8Array;
  /** The entries before of the patches that have one, in order. */
  before: PackedEntries;
  /** The entries after of the patches that have one, in order. */
  after: PackedEntries;
}

/** `patches` packed (`PackedPatches`); never throws (entries the pack cannot carry go whole). */
export function packPatches(patches: readonly EntryPatch[]): PackedPatches {
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  const fileOf = new Uint32Array(patches.length);
  const entries = new Float64Array(patches.length);
  const present = new Uint8Array(patches.length);
  const before: UrlEntry[] = [];
  const after: UrlEntry[] = [];
  for (let i = 0; i < patches.length; i++) {
    const patch = patches[i];
    let index = fileIndex.get(patch.file);
    if (index === undefined) {
      index = files.push(patch.file) - 1;
      fileIndex.set(patch.file, index);
    }
    fileOf[i] = index;
    entries[i] = patch.entry;
    if (patch.before) before.push(patch.before);
    if (patch.after) after.push(patch.after);
    present[i] = (patch.before ? 1 : 0) | (patch.after ? 2 : 0);
  }
  return { files, fileOf, entries, present, before: packEntries(before), after: packEntries(after) };
}

/** True when `value` has the shape of `PackedPatches` (says nothing of whether its parts fit together). */
export function isPackedPatches(value: unknown): value is PackedPatches {
  if (!isObject(value)) return false;
  return (
    Array.isArray(value.files) &&
    value.fileOf instanceof Uint32Array &&
    value.entries instanceof Float64Array &&
    value.present instanceof Uint8Array &&
    isPackedEntries(value.before) &&
    isPackedEntries(value.after)
  );
}

/**
 * A stored chunk of a step's patches as a patch list: a packed one unpacked (`PackedPatches`), a list as it
 * is (stored before session 51); undefined when it is neither or its parts do not fit together (damaged).
 * The caller still checks each patch's shape.
 */
export function fromStoredPatches(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isPackedPatches(value)) return undefined;
  const { files, fileOf, entries, present } = value;
  const count = fileOf.length;
  if (entries.length !== count || present.length !== count) return undefined;
  const before = unpackStoredEntries(value.before);
  const after = unpackStoredEntries(value.after);
  if (!before || !after) return undefined;
  const patches: EntryPatch[] = new Array(count);
  let b = 0;
  let a = 0;
  for (let i = 0; i < count; i++) {
    const file = files[fileOf[i]];
    if (typeof file !== "string" || present[i] > 3) return undefined;
    patches[i] = {
      file,
      entry: entries[i],
      before: present[i] & 1 ? before[b++] : undefined,
      after: present[i] & 2 ? after[a++] : undefined,
    };
    // more entries flagged than packed: damaged
    if (b > before.length || a > after.length) return undefined;
  }
  return b === before.length && a === after.length ? patches : undefined;
}

/**
 * A stored entry chunk as an entry list: a packed one unpacked (version 2), a list as it is (version 1),
 * anything else as it is (the caller's check refuses it). Throws a RestoreError for a packed chunk whose
 * content does not fit together (damaged).
 */
export function fromStoredChunk(value: unknown, name: string): unknown {
  if (!isPackedEntries(value)) return value;
  const urls = unpackStoredEntries(value);
  if (!urls) throw new RestoreError(`bad entries of ${name}`);
  return urls;
}

/**
 * The entries of the file called `name` from its stored chunks (packed or lists, `fromStoredChunk`), in
 * order, each checked and upgraded to the current form; throws a RestoreError for a missing chunk
 * (`undefined`) or a broken entry. Also run by the worker when it reads a restored file's chunks itself
 * (`LoadRequest`). NOTE: upgrades the entries in place.
 */
export function joinEntryChunks(name: string, chunks: readonly unknown[]): UrlEntry[] {
  const urls: UrlEntry[] = [];
  for (let k = 0; k < chunks.length; k++) {
    const chunk = fromStoredChunk(chunks[k], name);
    if (chunk === undefined) throw new RestoreError(`missing file:${encodeURIComponent(name)}:urls:${k}`);
    if (!Array.isArray(chunk) || !chunk.every(isEntryShape)) throw new RestoreError(`bad entries of ${name}`);
    for (const entry of chunk) urls.push(upgradeEntry(entry) as UrlEntry);
  }
  return urls;
}
