/**
 * The leave journal: what the autosave had not yet written to IndexedDB when the page went away, kept in
 * localStorage, which a `pagehide` handler can write synchronously. A reload or close while a save waits
 * or runs asks "Leave site?" first; Chromium pauses the page while it asks, so a write in progress does not
 * go on, and the page is gone before it could (README, "Your work is saved"). The journal holds the
 * stored parts (`persist-record.ts`) that differ from what IndexedDB holds, and the next restore lays them
 * over the stored copy, then saves the result.
 *
 * A journal applies only to the stored copy it was made against: `bases` lists the `savedAt` of the meta
 * record last committed and of the one a write was committing (either may be in the database after the
 * page went), 0 for an empty database. A later save changes `savedAt`, so an old journal never replaces
 * newer work.
 *
 * A part that is a list the stored copy holds too, with a few of its items replaced (an entry chunk after
 * an edit), is kept as those items only (`JournalPatch`): a cell edit costs one entry, not its chunk of
 * 2,000 (up to 1.7 million characters of JSON with alternates and images).
 *
 * localStorage takes a few MB per origin (Chromium: 10 MB of UTF-16, about 5 million characters), so a
 * journal is capped at `MAX_JOURNAL_CHARS`: edits and their undo steps fit, a dropped file of 50,000 URLs
 * or a bulk change of most of its rows does not. Then the journal is tried again without the undo history
 * (`withoutUndo`: a replace in 5,001 URLs with hreflang links and images, its undo step twice that size,
 * was lost whole), and the next start says the changes came back but Undo starts there; when even that is
 * too big, only a marker is kept (`lost`), and the next start says that the last changes could not be kept.
 *
 * Thread-portable, no DOM: the storage is passed in.
 */
import { keyPrefix, metaKey } from "./persist-record";

/** The synchronous key-value storage of a journal: `localStorage`, or a stand-in in tests. */
export type JournalStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Version of the journal's shape. A journal of another version is ignored (and removed). */
export const JOURNAL_VERSION = 1;

/**
 * The largest journal written, in characters of its JSON text (UTF-16 code units): Chromium's localStorage
 * holds 10 MiB of UTF-16 per site (5,242,880 characters, keys included), which leaves some 340,000 for the
 * app's other keys (a few hundred characters of preferences). 4,000,000 until session 46: a replace in
 * 5,001 URLs of 50k-ext, 4.46 million characters without its undo step, was lost. A journal localStorage
 * refuses all the same is tried again without its undo steps, then marked lost.
 */
export const MAX_JOURNAL_CHARS = 4_900_000;

/** The localStorage key of a workspace's journal. */
export const journalKey = (workspace: string) => `sitemap-editor:journal:${keyPrefix(workspace)}`;

/**
 * A list part changed at a few places: its key, its length, and the new items by index (ascending). Laid
 * over the stored list of that key, which must have that length.
 */
export type JournalPatch = [key: string, length: number, items: [index: number, value: unknown][]];

/** A list part is kept as a patch when at most this share of its items changed (else whole). */
const PATCH_SHARE = 0.25;

/** A journal as read back. */
export interface WorkspaceJournal {
  version: number;
  /** The `savedAt` of the stored meta records it applies over; 0: an empty database. */
  bases: number[];
  /** Parts to lay over the stored copy, by key (the meta record among them). */
  puts: [string, unknown][];
  /** Keys the stored copy may hold that the journal's workspace no longer has. */
  removes: string[];
  /** List parts changed at a few places (`JournalPatch`). */
  patches: JournalPatch[];
  /**
   * True when the page went away with changes too big for the journal (or localStorage refused it): nothing
   * to apply, the next start says so.
   */
  lost?: boolean;
  /**
   * True when the undo history was left out to fit (`withoutUndo`): the changes are kept, the history is
   * empty, and the next start says so.
   */
  undoDropped?: boolean;
  /**
   * Why the changes were lost, when the saves had failed for it: `quota`, the browser's storage full (the
   * next start says so, not that they were too big for the journal).
   */
  cause?: "quota";
  /**
   * With `lost`: the files of the workspace that no stored copy holds (dropped or opened before the page
   * went away), up to `MAX_LOST_FILES`, for the next start to name: open them again.
   */
  lostFiles?: string[];
}

/** Names of files kept on a `lost` marker (`WorkspaceJournal.lostFiles`). */
export const MAX_LOST_FILES = 5;

/** What `writeJournal` did: `written`, `too-big` (over `MAX_JOURNAL_CHARS`) or `failed` (the storage threw). */
export type JournalWrite = "written" | "too-big" | "failed";

/** The `savedAt` of a meta record, 0 when there is none (an empty database). */
export function getBase(meta: unknown): number {
  const savedAt = (meta as { savedAt?: unknown } | undefined)?.savedAt;
  return typeof savedAt === "number" ? savedAt : 0;
}

/**
 * `value` (the list part `key` now) as a patch over each of the `stored` lists of that key: the indexes
 * where any of them holds another item (by identity). Undefined when one is missing or of another length,
 * or when more than `PATCH_SHARE` of the items changed (the whole part is smaller to keep then).
 */
function patchOf(
  key: string,
  value: readonly unknown[],
  stored: readonly Map<string, unknown>[],
): JournalPatch | undefined {
  const changed = new Set<number>();
  for (const map of stored) {
    const before = map.get(key);
    if (!Array.isArray(before) || before.length !== value.length) return undefined;
    for (let i = 0; i < value.length; i++) if (before[i] !== value[i]) changed.add(i);
  }
  if (changed.size > value.length * PATCH_SHARE) return undefined;
  const indexes = [...changed].sort((a, b) => a - b);
  return [key, value.length, indexes.map((index) => [index, value[index]])];
}

/**
 * The parts of `parts` (the workspace now, `packWorkspace`) that may not be stored: those that differ
 * (`isSame`) from the parts of any of `stored` (what the last committed write stored, and what a write in
 * progress is storing), whole or as patches of a list, and the keys those hold that `parts` does not.
 */
export function diffParts(
  parts: Map<string, unknown>,
  stored: readonly Map<string, unknown>[],
  isSame: (a: unknown, b: unknown) => boolean,
): { puts: [string, unknown][]; removes: string[]; patches: JournalPatch[] } {
  const puts: [string, unknown][] = [];
  const patches: JournalPatch[] = [];
  for (const [key, value] of parts) {
    if (stored.every((map) => map.has(key) && isSame(map.get(key), value))) continue;
    const patch = Array.isArray(value) ? patchOf(key, value, stored) : undefined;
    if (patch) patches.push(patch);
    else puts.push([key, value]);
  }
  const removes = new Set<string>();
  for (const map of stored) for (const key of map.keys()) if (!parts.has(key)) removes.add(key);
  return { puts, removes: [...removes], patches };
}

/**
 * Writes a journal of `puts`, `patches` and `removes` over the stored copies `bases` under `key`,
 * synchronously. The JSON is built part by part and given up past `MAX_JOURNAL_CHARS` (`maxChars`); a
 * journal that cannot be written is replaced by the `lost` marker (or removed when even that fails: an
 * older journal must not stand for work it does not hold), with `cause` when the saves were failing for
 * it (`quota`) and the `lostFiles` (files no stored copy holds) for the next start to name. Never throws.
 */
export function writeJournal(
  storage: JournalStorage,
  key: string,
  journal: Omit<WorkspaceJournal, "version" | "lost" | "cause" | "lostFiles">,
  maxChars = MAX_JOURNAL_CHARS,
  cause?: WorkspaceJournal["cause"],
  lostFiles: readonly string[] = [],
): JournalWrite {
  const dropped = journal.undoDropped ? `,"undoDropped":true` : "";
  const head = `{"version":${JOURNAL_VERSION},"bases":${JSON.stringify(journal.bases)},"removes":${JSON.stringify(journal.removes)}${dropped}`;
  const pieces = [head];
  let size = head.length + 1;
  const list = (name: string, items: readonly unknown[]): boolean => {
    pieces.push(`,"${name}":[`);
    for (const [index, item] of items.entries()) {
      const piece = (index > 0 ? "," : "") + JSON.stringify(item);
      size += piece.length;
      if (size > maxChars) return false;
      pieces.push(piece);
    }
    pieces.push("]");
    size += name.length + 6;
    return true;
  };
  if (!list("patches", journal.patches) || !list("puts", journal.puts))
    return markLost(storage, key, journal.bases, "too-big", cause, lostFiles);
  pieces.push("}");
  try {
    storage.setItem(key, pieces.join(""));
    return "written";
  } catch {
    // a full localStorage (QuotaExceededError)
    return markLost(storage, key, journal.bases, "failed", cause, lostFiles);
  }
}

/**
 * `journal` without the undo history: its steps' parts (`step:<n>` and their chunks) left out, and its meta
 * record (`metaKey`) with no steps listed, so what it holds is the workspace's changes alone (an older
 * step kept alone could undo part of a newer one it does not know). Undefined when it has no meta record.
 */
export function withoutUndo(
  journal: Omit<WorkspaceJournal, "version" | "lost" | "cause">,
  workspace: string,
): Omit<WorkspaceJournal, "version" | "lost" | "cause"> | undefined {
  const meta = metaKey(workspace);
  const steps = `${keyPrefix(workspace)}step:`;
  const record = journal.puts.find(([key]) => key === meta)?.[1];
  if (typeof record !== "object" || record === null) return undefined;
  const { stepChunks: _chunks, ...rest } = record as Record<string, unknown>;
  const puts: [string, unknown][] = journal.puts
    .filter(([key]) => !key.startsWith(steps))
    .map(([key, value]) =>
      key === meta ? [key, { ...rest, history: { past: [], future: [] } }] : [key, value],
    );
  const patches = journal.patches.filter(([key]) => !key.startsWith(steps));
  return { ...journal, puts, patches, undoDropped: true };
}

function markLost(
  storage: JournalStorage,
  key: string,
  bases: number[],
  result: JournalWrite,
  cause?: WorkspaceJournal["cause"],
  lostFiles: readonly string[] = [],
): JournalWrite {
  const marker: WorkspaceJournal = {
    version: JOURNAL_VERSION,
    bases,
    puts: [],
    removes: [],
    patches: [],
    lost: true,
  };
  if (cause) marker.cause = cause;
  if (lostFiles.length > 0) marker.lostFiles = lostFiles.slice(0, MAX_LOST_FILES);
  try {
    storage.setItem(key, JSON.stringify(marker));
  } catch {
    removeJournal(storage, key);
  }
  return result;
}

/** Removes the journal under `key`, if any. Never throws. */
export function removeJournal(storage: JournalStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The journal under `key` when it is well formed, of this version, and made against the stored copy whose
 * meta record has `savedAt` `base` (0: none stored). Otherwise undefined, and a journal found is removed
 * (it is stale: a later save replaced its base). Never throws.
 */
export function readJournal(
  storage: JournalStorage,
  key: string,
  base: number,
): WorkspaceJournal | undefined {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const journal = JSON.parse(text) as Partial<WorkspaceJournal>;
    const { puts, patches } = journal;
    if (
      journal.version === JOURNAL_VERSION &&
      Array.isArray(patches) &&
      patches.every(
        (patch) =>
          Array.isArray(patch) &&
          typeof patch[0] === "string" &&
          Number.isInteger(patch[1]) &&
          Array.isArray(patch[2]) &&
          patch[2].every((item) => Array.isArray(item) && Number.isInteger(item[0]) && item[0] < patch[1]),
      ) &&
      Array.isArray(journal.bases) &&
      journal.bases.includes(base) &&
      isKeyList(journal.removes) &&
      Array.isArray(puts) &&
      puts.every((put) => Array.isArray(put) && put.length === 2 && typeof put[0] === "string")
    )
      return journal as WorkspaceJournal;
  } catch {
    // not JSON: a journal cut short; fall through and remove it
  }
  removeJournal(storage, key);
  return undefined;
}

/** The journal's meta record, or undefined when it has none (then it cannot be applied). */
export const getJournalMeta = (journal: WorkspaceJournal, workspace: string): unknown =>
  journal.puts.find(([key]) => key === metaKey(workspace))?.[1];

/** `localStorage` when this context has one that works, else null (a worker, Node, storage disabled). */
export function getDefaultJournalStorage(): JournalStorage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    return storage ?? null;
  } catch {
    // a SecurityError when storage is blocked for the page
    return null;
  }
}
