/**
 * Turns browser `File`s (picked, dropped) into the `{ name, bytes }` inputs of `addFiles`.
 */

/** The bytes of every file, in order. */
export async function readBrowserFiles(
  files: Iterable<File>,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  return Promise.all(
    [...files].map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}

/** Offers `bytes` as a download named `name` (a Blob, an object URL and a temporary `<a download>`). */
export function downloadBytes(name: string, bytes: Uint8Array, type = "application/octet-stream"): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by the time this runs
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
