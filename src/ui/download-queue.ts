/**
 * Downloads of several files ("Download files" of the export): one every 250 ms, since browsers drop or
 * question downloads started in one go, and kept going after the export dialog closes. While some still
 * wait, leaving or reloading the page asks first ("Leave site?"): the rest would never be downloaded, and
 * the sitemap index, the file to submit, comes last.
 */
import { downloadBytes } from "./read-browser-files";

/** Time between two downloads, in milliseconds. */
export const DOWNLOAD_SPACING_MS = 250;

/** A file to download: its name and its bytes. */
export interface QueuedDownload {
  name: string;
  bytes: Uint8Array;
}

let pending = 0;
let listening = false;

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (pending === 0) return;
  event.preventDefault();
  // the legacy way some browsers still need to show the question
  event.returnValue = "";
}

/**
 * `files` in the order to download them: every sitemap index after the files it lists, each group in its
 * order. A loaded index comes first among the written files (its place in the workspace), and a user who
 * left once it had come would have an index pointing at files never downloaded.
 */
export function orderIndexesLast<T extends { kind: string }>(files: readonly T[]): T[] {
  return [
    ...files.filter((file) => file.kind !== "sitemapindex"),
    ...files.filter((file) => file.kind === "sitemapindex"),
  ];
}

/** How many files of the queued downloads have not been handed to the browser yet. */
export function countPendingDownloads(): number {
  return pending;
}

/**
 * Downloads `files` in order, the first at once and each next one `DOWNLOAD_SPACING_MS` later; `onProgress`
 * hears how many were handed to the browser after each. Resolves once the last one was. `download` is the
 * browser's download (injectable for tests).
 */
export function queueDownloads(
  files: readonly QueuedDownload[],
  onProgress?: (done: number, total: number) => void,
  download: (name: string, bytes: Uint8Array) => void = downloadBytes,
): Promise<void> {
  if (files.length === 0) return Promise.resolve();
  pending += files.length;
  if (!listening && typeof window !== "undefined") {
    window.addEventListener("beforeunload", onBeforeUnload);
    listening = true;
  }
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      const file = files[next++];
      pending--;
      try {
        download(file.name, file.bytes);
      } catch {
        // one file the browser refused (a blocked download) does not stop the others
      }
      onProgress?.(next, files.length);
      if (next < files.length) setTimeout(step, DOWNLOAD_SPACING_MS);
      else resolve();
    };
    step();
  });
}
