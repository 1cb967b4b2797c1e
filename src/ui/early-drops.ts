/**
 * Drops made before the app started, which `public/early-drop.js` (a plain script loaded ahead of the app's
 * module) kept: as the `DataTransfer`-like values `getDroppedFiles` reads, for the window's drop handling
 * to open once it is installed (`useWindowFileDrop`). DOM only.
 */

/** One kept drop: its file items as taken during the event (entry and file), and its file list. */
interface KeptDrop {
  items: { entry: FileSystemEntry | null; file: File | null }[];
  files: File[];
}

declare global {
  interface Window {
    /** Set by `public/early-drop.js`; `take` stops its listeners and hands over what it kept. */
    __sitemapEarlyDrops?: { take(): KeptDrop[] };
  }
}

/**
 * The drops kept before the app started, oldest first, each shaped as the part of a `DataTransfer` that
 * `getDroppedFiles` reads; stops the early listeners (the app's own take over). Empty when there were
 * none, or no early script ran (tests, an old cached page).
 */
export function takeEarlyDrops(): DataTransfer[] {
  const kept = typeof window === "undefined" ? undefined : window.__sitemapEarlyDrops?.take();
  return (kept ?? []).map(
    ({ items, files }) =>
      ({
        items: items.map(({ entry, file }) => ({
          kind: "file",
          webkitGetAsEntry: () => entry,
          getAsFile: () => file,
        })),
        files,
      }) as unknown as DataTransfer,
  );
}
