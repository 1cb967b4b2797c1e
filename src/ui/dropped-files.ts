/**
 * The files of a drop, folders included: a dropped folder is read through the File and Directory Entries
 * API (`webkitGetAsEntry`, Chromium, Firefox and Safari), its sitemap files (and those of its subfolders)
 * taken in its place. Its `File` in `dataTransfer.files` is no file: reading it failed with "NotFoundError",
 * and the whole drop, the real files beside it too, was lost without a word.
 */

/** The file endings opened from a folder, as from an archive (`unzip-entries.ts`); robots.txt is a `.txt`. */
const OPENED = /\.(xml|gz|txt|rss|atom|csv|tsv|zip)$/i;
/** Files taken from folders at most, and folder levels walked, so a drop of a home folder stays bounded. */
const MAX_FOLDER_FILES = 1000;
const MAX_DEPTH = 8;

/** The entries of a directory: `readEntries` gives them in batches until an empty one. */
function readAll(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

const toFile = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** The sitemap files under `directory`, depth first, in name order, within the limits above. */
async function collectFolder(directory: FileSystemDirectoryEntry, depth: number, out: File[]): Promise<void> {
  const entries = (await readAll(directory)).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (out.length >= MAX_FOLDER_FILES) return;
    // dot files and folders (`.git`, `.DS_Store`) and macOS's `__MACOSX` copies are no one's sitemaps
    if (entry.name.startsWith(".") || entry.name === "__MACOSX") continue;
    if (entry.isDirectory) {
      if (depth < MAX_DEPTH) await collectFolder(entry as FileSystemDirectoryEntry, depth + 1, out);
    } else if (entry.isFile && OPENED.test(entry.name)) out.push(await toFile(entry as FileSystemFileEntry));
  }
}

/**
 * The files `dataTransfer` holds, in drop order: files as they are, each folder as the sitemap files in it
 * (`.xml`, `.gz`, `.txt`, `.rss`, `.atom`, `.csv`, `.tsv`, `.zip`, up to 1,000 and 8 levels down). Must be
 * called during the `drop` event (the entries are gone after it). Without a folder the files come at once
 * (an array); with one, a promise (folders are read asynchronously). A folder that cannot be read is left
 * out, the rest kept.
 */
export function getDroppedFiles(dataTransfer: DataTransfer): File[] | Promise<File[]> {
  const items = [...(dataTransfer.items ?? [])].filter((item) => item.kind === "file");
  // no entries API (or none given): the files as the browser lists them
  if (items.length === 0 || typeof items[0].webkitGetAsEntry !== "function") return [...dataTransfer.files];
  // both taken now: neither is there once the event is over
  const taken = items.map((item) => ({ entry: item.webkitGetAsEntry(), file: item.getAsFile() }));
  // no folder: the files at once, in the event's own task, as before folders were read
  if (!taken.some(({ entry }) => entry?.isDirectory))
    return taken.flatMap(({ file }) => (file ? [file] : []));
  return (async () => {
    const files: File[] = [];
    for (const { entry, file } of taken) {
      if (entry?.isDirectory) {
        const found: File[] = [];
        try {
          await collectFolder(entry as FileSystemDirectoryEntry, 1, found);
        } catch {
          // unreadable (permissions, gone meanwhile): what was found is kept
        }
        files.push(...found);
      } else if (file) files.push(file);
    }
    return files;
  })();
}
