/**
 * Where the autosave keeps the workspace: a key-value storage of structured-clonable values. The app's is
 * IndexedDB through idb-keyval (one database `sitemap-editor`, object store `workspace`); tests pass an
 * in-memory one or fake-indexeddb. Writes are transactions: every put and delete of one save commits
 * together or not at all, so a crash or a full disk never leaves half a workspace behind.
 */
import { createStore, getMany, promisifyRequest, type UseStore } from "idb-keyval";

/** An IndexedDB object store by name: where a worker can write to the same storage (`StoreRequest`). */
export interface StorageTarget {
  database: string;
  store: string;
}

/** Makes the value stored under `key` from the value given (the autosave packs entry chunks). */
export type PrepareValue = (key: string, value: unknown) => unknown;

/** The storage the autosave writes to (injectable; `createIdbStorage` in the app). */
export interface WorkspaceStorage {
  /**
   * The IndexedDB object store behind this storage, when it is one: the autosave then has the worker write
   * the entry chunks of new files there (`SitemapClient.storeChunks`). Absent for other storages.
   */
  target?: StorageTarget;
  /** The values stored under `keys` (undefined where there is none). */
  getItems(keys: string[]): Promise<unknown[]>;
  /**
   * Puts `entries` and deletes `remove` in one transaction: all or nothing. The IndexedDB storage issues
   * one put per task (each from the success of the one before), so a big save does not hold the page.
   * `prepare`, when given, turns each value into what is stored just before its put (in that put's task:
   * packing a million entries at once would hold the page for seconds); a throw fails the write.
   */
  setItems(entries: [string, unknown][], remove: string[], prepare?: PrepareValue): Promise<void>;
  /** Deletes every key that starts with `prefix`. */
  clear(prefix: string): Promise<void>;
  /**
   * The keys that start with `prefix` (the autosave removes those its saved copy no longer references:
   * entry chunks written ahead of a save that then failed, a full disk's or a crash's). Optional.
   */
  keys?(prefix: string): Promise<string[]>;
}

/** Database and object store of the app's workspace copy. */
export const IDB_DATABASE = "sitemap-editor";
export const IDB_STORE = "workspace";

/** An IndexedDB storage (idb-keyval's `createStore`); opens the database on first use. */
export function createIdbStorage(database = IDB_DATABASE, storeName = IDB_STORE): WorkspaceStorage {
  let store: UseStore | undefined;
  // created lazily: `indexedDB.open` throws in some private modes, and that should fail a save, not the app
  const use = (): UseStore => {
    store ??= createStore(database, storeName);
    return store;
  };
  return {
    target: { database, store: storeName },
    getItems: (keys) => getMany(keys, use()),
    setItems: (entries, remove, prepare) =>
      use()("readwrite", (objects) => {
        // put() structured-clones its value on the main thread, the part of a save that blocks: one chunk
        // per task, each put issued from the success of the one before (the transaction stays open, so
        // the save is still all or nothing) and the page gets the thread back between chunks
        let failure: unknown;
        let next = 0;
        const started = performance.now();
        const putNext = (): void => {
          try {
            if (next < entries.length) {
              const [key, value] = entries[next++];
              objects.put(prepare ? prepare(key, value) : value, key).onsuccess = putNext;
              return;
            }
            for (const key of remove) objects.delete(key);
            performance.measure?.("autosave: clone", { start: started });
          } catch (error) {
            // a value that cannot be cloned throws in put(): drop what was queued, never commit half
            failure = error;
            objects.transaction.abort();
          }
        };
        putNext();
        if (failure) return Promise.reject(failure);
        return promisifyRequest(objects.transaction).catch((error: unknown) => {
          throw failure ?? error;
        });
      }),
    clear: (prefix) =>
      use()("readwrite", (objects) => {
        objects.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
        return promisifyRequest(objects.transaction);
      }),
    keys: (prefix) =>
      use()("readonly", (objects) =>
        promisifyRequest(objects.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`))).then((keys) =>
          keys.filter((key): key is string => typeof key === "string"),
        ),
      ),
  };
}

/** A storage in memory (values are structured-cloned like IndexedDB does). For tests and as a fallback. */
export function createMemoryStorage(map = new Map<string, unknown>()): WorkspaceStorage & {
  map: Map<string, unknown>;
} {
  return {
    map,
    async getItems(keys) {
      return keys.map((key) => (map.has(key) ? structuredClone(map.get(key)) : undefined));
    },
    async setItems(entries, remove, prepare) {
      const cloned = entries.map(
        ([key, value]) => [key, structuredClone(prepare ? prepare(key, value) : value)] as const,
      );
      for (const [key, value] of cloned) map.set(key, value);
      for (const key of remove) map.delete(key);
    },
    async clear(prefix) {
      for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
    },
    async keys(prefix) {
      return [...map.keys()].filter((key) => key.startsWith(prefix));
    },
  };
}

/** True when `error` is the browser saying its storage is full (also Firefox's older name). */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}
