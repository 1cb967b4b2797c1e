import type { JournalStorage } from "@/store/persist-journal";

/**
 * A leave-journal storage over a Map, synchronous as localStorage is; a value longer than `maxChars`
 * throws a QuotaExceededError, as a full localStorage does.
 */
export function createMemoryJournal(
  maxChars = Number.POSITIVE_INFINITY,
): JournalStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      if (value.length > maxChars) throw new DOMException("full", "QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}
