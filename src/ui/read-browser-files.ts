/**
 * Turns browser `File`s (picked, dropped) into the `{ name, bytes }` inputs of `addFiles`.
 */
import type { FileContent } from "@/workers/sitemap-client";

/**
 * Every file as an `addFiles` input, in order: the `File` itself is the content (a Blob), so the page
 * neither reads nor copies its bytes; the worker reads them (`sitemap-client.ts`).
 */
export function toFileInputs(files: Iterable<File>): { name: string; bytes: FileContent }[] {
  return [...files].map((file) => ({ name: file.name, bytes: file }));
}

/** Offers `bytes` as a download named `name` (a Blob, an object URL and a temporary `<a download>`). */
export function downloadBytes(
  name: string,
  bytes: Uint8Array | readonly Uint8Array[],
  type = "application/octet-stream",
): void {
  const parts = (Array.isArray(bytes) ? bytes : [bytes]) as BlobPart[];
  const url = URL.createObjectURL(new Blob(parts, { type }));
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
