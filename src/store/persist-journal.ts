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
 * localStorage takes a few MB per origin (Chromium: 10 MB of UTF-16, about 5 million characters), so a
 * journal is capped at `MAX_JOURNAL_CHARS`: an edit or a few steps fit (one changed chunk of 2,000 entries
 * is about 0.2-1.2 million characters), a dropped file of 50,000 URLs does not, and is then not kept (its
 * file is still on the user's disk).
 *
 * Thread-portable, no DOM: the storage is passed in.
 */
import { keyPrefix, metaKey } from "./persist-record";

/** The synchronous key-value storage of a journal: `localStorage`, or a stand-in in tests. */
export type JournalStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Version of the journal's shape. A journal of another version is ignored (and removed). */
export const JOURNAL_VERSION = 1;

/** The largest journal written, in characters of its JSON text (UTF-16 code units). */
export const MAX_JOURNAL_CHARS = 4_000_000;

/** The localStorage key of a workspace's journal. */
export const journalKey = (workspace: string) => `sitemap-editor:journal:${keyPrefix(workspace)}`;

/** A journal as read back. */
export interface WorkspaceJournal {
  version: number;
  /** The `savedAt` of the stored meta records it applies over; 0: an empty database. */
  bases: number[];
  /** Parts to lay over the stored copy, by key (the meta record among them). */
  puts: [string, unknown][];
  /** Keys the stored copy may hold that the journal's workspace no longer has. */
  removes: string[];
}

/** What `writeJournal` did: `written`, `too-big` (over `MAX_JOURNAL_CHARS`) or `failed` (the storage threw). */
export type JournalWrite = "written" | "too-big" | "failed";

/** The `savedAt` of a meta record, 0 when there is none (an empty database). */
export function getBase(meta: unknown): number {
  const savedAt = (meta as { savedAt?: unknown } | undefined)?.savedAt;
  return typeof savedAt === "number" ? savedAt : 0;
}

/**
 * The parts of `parts` (the workspace now, `packWorkspace`) that may not be stored: those that differ
 * (`isSame`) from the parts of any of `stored` (what the last committed write stored, and what a write in
 * progress is storing), and the keys those hold that `parts` does not.
 */
export function diffParts(
  parts: Map<string, unknown>,
  stored: readonly Map<string, unknown>[],
  isSame: (a: unknown, b: unknown) => boolean,
): { puts: [string, unknown][]; removes: string[] } {
  const puts: [string, unknown][] = [];
  for (const [key, value] of parts) {
    if (stored.some((map) => !map.has(key) || !isSame(map.get(key), value))) puts.push([key, value]);
  }
  const removes = new Set<string>();
  for (const map of stored) for (const key of map.keys()) if (!parts.has(key)) removes.add(key);
  return { puts, removes: [...removes] };
}

/**
 * Writes a journal of `puts` and `removes` over the stored copies `bases` under `key`, synchronously. The
 * JSON is built part by part and given up past `MAX_JOURNAL_CHARS` (`maxChars`); a journal that is not
 * written removes the one stored before (it would be older than the work it could not hold). Never throws.
 */
export function writeJournal(
  storage: JournalStorage,
  key: string,
  journal: Omit<WorkspaceJournal, "version">,
  maxChars = MAX_JOURNAL_CHARS,
): JournalWrite {
  const head = `{"version":${JOURNAL_VERSION},"bases":${JSON.stringify(journal.bases)},"removes":${JSON.stringify(journal.removes)},"puts":[`;
  const pieces = [head];
  let size = head.length + 2;
  for (const [index, put] of journal.puts.entries()) {
    const piece = (index > 0 ? "," : "") + JSON.stringify(put);
    size += piece.length;
    if (size > maxChars) return forget(storage, key, "too-big");
    pieces.push(piece);
  }
  pieces.push("]}");
  try {
    storage.setItem(key, pieces.join(""));
    return "written";
  } catch {
    // a full localStorage (QuotaExceededError): nothing better to do while the page goes away
    return forget(storage, key, "failed");
  }
}

function forget(storage: JournalStorage, key: string, result: JournalWrite): JournalWrite {
  removeJournal(storage, key);
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
    const puts = journal.puts;
    if (
      journal.version === JOURNAL_VERSION &&
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
