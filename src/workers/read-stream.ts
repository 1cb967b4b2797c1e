/**
 * A read streamed to the page: the worker sends the entries the reader has finished in chunks while it
 * reads the rest (`WorkerEntries`), and the final `read` answer carries only the entries not sent yet.
 * The page so gets its first rows long before the file is read, and copies the file in many small tasks
 * that overlap the reading instead of one long one at the end. `joinStreamedRead` puts the file together
 * again: the same `SitemapFile` as a read in one piece.
 */
import type { SitemapFile, UrlEntry } from "@/core/index";
import { packEntries } from "./packed-entries";
import type { ReadResult } from "./protocol";
import { unpackEntries } from "./unpack-entries";

/** Entries per chunk after the first (which goes as soon as there is one entry, for the first rows). */
export const ENTRY_CHUNK = 1000;

/** The worker's half: `onEntries` for `ReadOptions`, and the answer once the read has ended. */
export interface EntryStream {
  /** `ReadOptions.onEntries`: sends `urls[sent..final)` when there are enough of them (or none were sent). */
  onEntries(urls: readonly UrlEntry[], final: number): void;
  /** The `read` answer for the whole read `file`: without the entries already sent. */
  finish(file: SitemapFile): ReadResult;
}

/**
 * A stream that gives each chunk of final entries to `send`, in order, each entry once. `chunk` is the
 * fewest entries a chunk after the first holds.
 */
export function createEntryStream(send: (urls: UrlEntry[]) => void, chunk = ENTRY_CHUNK): EntryStream {
  let sent = 0;
  return {
    onEntries(urls, final) {
      if (final <= sent || (sent > 0 && final - sent < chunk)) return;
      send(urls.slice(sent, final));
      sent = final;
    },
    finish(file) {
      if (sent === 0) return { type: "read", file };
      return { type: "read", file: { ...file, urls: file.urls.slice(sent) }, streamed: sent };
    },
  };
}

/**
 * The page's half: the file of a `read` answer with the `chunks` received before it put back in front of
 * its `urls` (in place: the answer is the page's own copy). Throws when the chunks do not add up to
 * `streamed` (a lost message: a bug, never a file fault).
 */
export function joinStreamedRead(result: ReadResult, chunks: readonly (readonly UrlEntry[])[]): SitemapFile {
  const { file, streamed } = result;
  if (streamed === undefined) return file;
  const urls: UrlEntry[] = [];
  for (const part of chunks) for (const entry of part) urls.push(entry);
  if (urls.length !== streamed)
    throw new Error(`${file.name}: ${urls.length} streamed entries received, ${streamed} sent`);
  for (const entry of file.urls) urls.push(entry);
  file.urls = urls;
  return file;
}

/** The worker's answer to a read: `result` with its file's entries packed in `urls` (`packed-entries.ts`). */
export function packReadResult(result: ReadResult): ReadResult {
  return { ...result, file: { ...result.file, urls: [] }, urls: packEntries(result.file.urls) };
}

/** The page's half of `packReadResult`: the file's entries unpacked into `file.urls` (in place). */
export function unpackReadResult(result: ReadResult): ReadResult {
  if (result.urls === undefined) return result;
  result.file.urls = unpackEntries(result.urls);
  result.urls = undefined;
  return result;
}
