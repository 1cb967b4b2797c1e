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
 * The modification time of every entry: 1980-01-01 00:00:00, the first a ZIP's DOS time can hold. Made
 * from local fields because fflate writes the local ones (`getFullYear`, `getHours`): a UTC instant would
 * read as 1979 west of UTC, which DOS time cannot hold. Made per archive, so a time zone set meanwhile
 * (tests) still gives these fields.
 */
function getFixedMtime(): Date {
  return new Date(1980, 0, 1, 0, 0, 0);
}

/**
 * A ZIP archive (bytes) holding every file under its `name`, in order (a name with a folder, `ru/sitemap.xml`
 * from an archive's folder, in that folder of the archive).
 * `.gz` files are stored uncompressed, others deflated at level 6. Every entry carries the same fixed
 * modification time (1980-01-01 00:00:00) instead of the time of writing, so the same files give the same
 * bytes, whenever and in whatever time zone they are zipped.
 *
 * @throws Error when two files have the same name (the archive could hold only one of them).
 */
export function zipOutputFiles(files: readonly OutputFile[]): Uint8Array {
  // no prototype, so a name like `constructor` is just a key
  const entries: Record<string, ZippableFile> = Object.create(null);
  const mtime = getFixedMtime();
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new Error(`two files named ${file.name}`);
    entries[file.name] = [file.bytes, { level: file.name.endsWith(".gz") ? 0 : TEXT_LEVEL, mtime }];
  }
  return zipSync(entries);
}
