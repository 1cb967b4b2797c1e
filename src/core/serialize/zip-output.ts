/**
 * Packs exported files into one ZIP archive, for "download as zip".
 *
 * Thread-portable, no DOM. Uses fflate's `zipSync` (in a worker its async API would spawn another worker).
 */
import { type ZippableFile, zipSync } from "fflate";
import type { OutputFile } from "../model/types";

/** Deflate level for text files; gzipped files are stored as they are (deflating them again gains nothing). */
const TEXT_LEVEL = 6;

/**
 * The entries' system of origin, Unix (APPNOTE.txt 4.4.2.2), and their attributes: a regular file,
 * `rw-r--r--`. fflate's default, MS-DOS, made Info-ZIP's `unzip` (Debian, most servers a sitemap is
 * uploaded to) read a Cyrillic name as its DOS code page, `карта-сайта-1.xml` as `�������-…`, in spite of
 * the UTF-8 flag fflate sets on it.
 */
const UNIX = 3;
const REGULAR_FILE = 0o100644 << 16;

/**
 * A ZIP archive (bytes) holding every file under its `name`, in order (a name with a folder, `ru/sitemap.xml`
 * from an archive's folder, in that folder of the archive).
 * `.gz` files are stored uncompressed, others deflated at level 6. Every entry carries `mtime` (default: now)
 * as its modification time, in the local time of the thread that zips (ZIP's DOS time has no zone; file
 * managers show it as local time): the files unpacked are dated when they were exported, and a server they
 * are uploaded to with their dates kept sends that as their `Last-Modified` (a fixed 1980-01-01 told
 * crawlers the sitemap had not changed for decades). Entries are marked as made on Unix, `rw-r--r--`, so
 * `unzip` reads a Cyrillic name as the UTF-8 it is. The same files and `mtime` give the same bytes.
 *
 * @throws Error when two files have the same name (the archive could hold only one of them).
 */
export function zipOutputFiles(files: readonly OutputFile[], mtime: Date = new Date()): Uint8Array {
  // no prototype, so a name like `constructor` is just a key
  const entries: Record<string, ZippableFile> = Object.create(null);
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new Error(`two files named ${file.name}`);
    const level = file.name.endsWith(".gz") ? 0 : TEXT_LEVEL;
    entries[file.name] = [file.bytes, { level, mtime, os: UNIX, attrs: REGULAR_FILE }];
  }
  return zipSync(entries);
}
