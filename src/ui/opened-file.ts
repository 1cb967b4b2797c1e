/**
 * A file being opened (dropped or picked): as the browser gave it, or unpacked from an archive; and its
 * first bytes. Shared by the opener (`open-files.ts`) and its look at the files' sites
 * (`open-files-sites.ts`).
 */

/**
 * A file unpacked from an archive: its bytes as they are, handed to the reader without a Blob copy (a
 * Blob of each would double the memory, and the browser may refuse to read big ones back).
 */
export interface UnpackedFile {
  readonly unpacked: true;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** A file to open: as the browser gave it, or unpacked from an archive. */
export type OpenedFile = File | UnpackedFile;

export const isUnpacked = (file: OpenedFile): file is UnpackedFile => "unpacked" in file;

/** The first `count` bytes of `file`. */
export async function headOf(file: OpenedFile, count: number): Promise<Uint8Array> {
  return isUnpacked(file)
    ? file.bytes.subarray(0, count)
    : new Uint8Array(await file.slice(0, count).arrayBuffer());
}
