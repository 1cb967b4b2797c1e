/**
 * The worker's half of the autosave's entry chunks. Saving (`StoreRequest`): the page says which entries of
 * which file go under which key, and the worker writes them to IndexedDB from its own copy of the
 * workspace, so the structured clone of every entry (IndexedDB's `put` makes one) runs on the worker's
 * thread, not the page's. The page still writes the `meta` record that makes the chunks part of the stored
 * workspace, after they are committed (`persist-workspace.ts`): a failure or a closed tab in between leaves
 * only keys no record names, as the page's own writes of new chunks did. Restoring (`LoadRequest`): the
 * worker reads a file's chunks, checks them as the page would (`joinEntryChunks`) and keeps the file.
 *
 * Thread-portable, no DOM: IndexedDB is there in a worker as on the page.
 */
import type { SitemapFile, UrlEntry } from "@/core/index";
import { joinEntryChunks, toStoredChunk } from "@/store/persist-parts";
import { createIdbStorage, type WorkspaceStorage } from "@/store/persist-storage";
import { isPackedEntries, type PackedEntries } from "./packed-entries";
import type { LoadFile, StoreChunk } from "./protocol";
import { OutOfSyncError, type WorkspaceCopy } from "./workspace-sync";

/** Chunks put per IndexedDB transaction: 8 x 2,000 entries, a few MB in flight at a time. */
export const CHUNKS_PER_WRITE = 8;

/**
 * The entries of each chunk, as the copy holds them now (slices: the copy replaces arrays, never changes
 * them, so a later sync does not change what is written). Throws `OutOfSyncError` for a file the copy
 * does not hold or a range past its end: the page then sends its files again.
 */
export function takeChunks(copy: WorkspaceCopy, chunks: readonly StoreChunk[]): [string, UrlEntry[]][] {
  return chunks.map(({ key, file, start, end }) => {
    const urls = copy.getUrls(file);
    if (!(start >= 0 && start < end && end <= urls.length)) {
      throw new OutOfSyncError(`no entries ${start}..${end} in "${file}"`);
    }
    return [key, urls.slice(start, end)];
  });
}

/**
 * Puts `parts` into `storage` packed (`toStoredChunk`), `CHUNKS_PER_WRITE` per transaction, one after
 * another; resolves with how many were put. Rejects with the storage's error (a `QuotaExceededError` when the disk is full); parts
 * put before stay, unreferenced until the page's next record names them.
 */
export async function writeChunks(storage: WorkspaceStorage, parts: [string, UrlEntry[]][]): Promise<number> {
  for (let at = 0; at < parts.length; at += CHUNKS_PER_WRITE) {
    const group = parts.slice(at, at + CHUNKS_PER_WRITE);
    await storage.setItems(
      group.map(([key, urls]): [string, unknown] => [key, toStoredChunk(urls)]),
      [],
    );
  }
  return parts.length;
}

/** Opens the storage a `StoreRequest` names: one per database and store, made once. */
export function createStorageOpener(
  open: (database: string, store: string) => WorkspaceStorage = createIdbStorage,
): (database: string, store: string) => WorkspaceStorage {
  const opened = new Map<string, WorkspaceStorage>();
  return (database, store) => {
    const key = `${database}\n${store}`;
    let storage = opened.get(key);
    if (!storage) {
      storage = open(database, store);
      opened.set(key, storage);
    }
    return storage;
  };
}

/** A `LoadRequest`'s files as read: each with its entries, and its chunks packed for the page. */
export interface StoredFiles {
  files: SitemapFile[];
  /** Per file, its chunks packed, in order: as stored (version 2), or packed here (a version 1 list). */
  packed: PackedEntries[][];
}

/**
 * The files of a `LoadRequest` with their entries read from `storage`: each `file` (without entries) with
 * `urls` joined from its chunks in key order, and the chunks packed to send on. Rejects with a
 * `RestoreError` for a missing chunk or a broken entry, and with the storage's error when it cannot be read.
 */
export async function readStoredFiles(
  storage: WorkspaceStorage,
  load: readonly LoadFile[],
): Promise<StoredFiles> {
  const values = await storage.getItems(load.flatMap(({ keys }) => keys));
  let at = 0;
  const files: SitemapFile[] = [];
  const packed: PackedEntries[][] = [];
  for (const { file, keys } of load) {
    const chunks = values.slice(at, at + keys.length);
    at += keys.length;
    files.push({ ...file, urls: joinEntryChunks(file.name, chunks) });
    packed.push(chunks.map((chunk) => (isPackedEntries(chunk) ? chunk : toStoredChunk(chunk as UrlEntry[]))));
  }
  return { files, packed };
}
