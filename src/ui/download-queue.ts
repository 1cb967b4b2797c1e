/**
 * Downloads of several files ("Download files" of the export): one every 250 ms, since browsers drop or
 * question downloads started in one go, and kept going after the export dialog closes. While some still
 * wait, leaving or reloading the page asks first ("Leave site?"): the rest would never be downloaded, and
 * the sitemap index, the file to submit, comes last.
 */
import { gunzipSync } from "fflate";
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
 * `files` in the order to download them: every sitemap index after the files it lists, an index another
 * index lists (nested) before that one, each group otherwise in its order. A loaded index comes first
 * among the written files (its place in the workspace), and a user who left once it had come would have
 * an index pointing at files never downloaded. Which index lists which is read from their bytes (an
 * `.xml.gz` one unzipped): a `<loc>` ending in `/` and the other's name.
 */
export function orderIndexesLast<T extends { name: string; kind: string; bytes: Uint8Array }>(
  files: readonly T[],
): T[] {
  const indexes = files.filter((file) => file.kind === "sitemapindex");
  const texts = new Map(indexes.map((file) => [file, readIndexText(file)]));
  const lists = (parent: T, child: T) =>
    parent !== child && (texts.get(parent) ?? "").includes(`/${encodeURI(getBaseName(child.name))}</loc>`);
  const ordered: T[] = [];
  const left = [...indexes];
  while (left.length > 0) {
    // the first index that lists none of those left: a child index before the index that lists it
    const next = left.find((file) => !left.some((other) => lists(file, other))) ?? left[0];
    ordered.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return [...files.filter((file) => file.kind !== "sitemapindex"), ...ordered];
}

/** The last segment of a written file's name (`ru/sitemap.xml` → `sitemap.xml`). */
function getBaseName(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** An index's text, unzipped when it is gzip data; "" when it cannot be read. */
function readIndexText(file: { bytes: Uint8Array }): string {
  try {
    const gzip = file.bytes[0] === 0x1f && file.bytes[1] === 0x8b;
    return new TextDecoder().decode(gzip ? gunzipSync(file.bytes) : file.bytes);
  } catch {
    return "";
  }
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
