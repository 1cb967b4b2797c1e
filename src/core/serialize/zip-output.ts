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
 * A ZIP archive (bytes) holding every file under its `name`, in order, at the archive's top level.
 * `.gz` files are stored uncompressed, others deflated at level 6.
 *
 * @throws Error when two files have the same name (the archive could hold only one of them).
 */
export function zipOutputFiles(files: readonly OutputFile[]): Uint8Array {
  // no prototype, so a name like `constructor` is just a key
  const entries: Record<string, ZippableFile> = Object.create(null);
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new Error(`two files named ${file.name}`);
    entries[file.name] = [file.bytes, { level: file.name.endsWith(".gz") ? 0 : TEXT_LEVEL }];
  }
  return zipSync(entries);
}
