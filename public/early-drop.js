/*
 * Files dropped on the page before the app has started (its script still loading: 0.6-1.7 s on a slow
 * machine): kept for the app, which opens them once it starts (`src/ui/early-drops.ts`), instead of the
 * browser opening the file in place of the page, or the drop being lost. Plain script, loaded before the
 * app's module; no data leaves the page.
 */
(() => {
  const held = [];
  const hasFiles = (event) => event.dataTransfer?.types.includes("Files") ?? false;
  const over = (event) => {
    if (hasFiles(event)) event.preventDefault();
  };
  const drop = (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    const transfer = event.dataTransfer;
    // taken now: neither the items' entries nor their files are there once the event is over
    const items = [...(transfer.items ?? [])]
      .filter((item) => item.kind === "file")
      .map((item) => ({
        entry: typeof item.webkitGetAsEntry === "function" ? item.webkitGetAsEntry() : null,
        file: item.getAsFile(),
      }));
    held.push({ items, files: [...transfer.files] });
  };
  window.addEventListener("dragenter", over);
  window.addEventListener("dragover", over);
  window.addEventListener("drop", drop);
  window.__sitemapEarlyDrops = {
    take() {
      window.removeEventListener("dragenter", over);
      window.removeEventListener("dragover", over);
      window.removeEventListener("drop", drop);
      return held.splice(0);
    },
  };
})();
