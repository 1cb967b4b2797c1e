/**
 * The files of a drop, folders included: a dropped folder is read through the File and Directory Entries
 * API (`webkitGetAsEntry`, Chromium, Firefox and Safari), its sitemap files (and those of its subfolders)
 * taken in its place, each named by its path in the folder (`ru/sitemap.xml`), as the files of a zip are
 * (`unzip-entries.ts`): `ru/sitemap.xml` and `en/sitemap.xml` stay two files of two folders, not
 * `sitemap.xml` and `sitemap (2).xml` placed at one URL. Its `File` in `dataTransfer.files` is no file:
 * reading it failed with "NotFoundError", and the whole drop, the real files beside it too, was lost.
 */

/** The file endings opened from a folder, as from an archive (`unzip-entries.ts`); robots.txt is a `.txt`. */
const OPENED = /\.(xml|gz|txt|rss|atom|csv|tsv|zip)$/i;
/** Files taken from folders at most, and folder levels walked, so a drop of a home folder stays bounded. */
export const MAX_FOLDER_FILES = 1000;
export const MAX_FOLDER_DEPTH = 8;

/** What a drop holds: its files, and whether a folder's limits left some out (`MAX_FOLDER_FILES`, depth). */
export interface DroppedFiles {
  files: File[];
  cut: boolean;
}

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

/** The file of `entry`, named `name` (its path in the folder dropped); the bytes are not copied. */
const toFile = (entry: FileSystemFileEntry, name: string) =>
  new Promise<File>((resolve, reject) =>
    entry.file(
      (file) =>
        resolve(
          file.name === name
            ? file
            : new File([file], name, { type: file.type, lastModified: file.lastModified }),
        ),
      reject,
    ),
  );

/** A folder's walk: the files found so far, and whether a limit left some out. */
interface Walk {
  files: File[];
  cut: boolean;
}

/**
 * The sitemap files under `directory` into `walk`, named `prefix` + their path: its own files first (the
 * site's root sitemap before its language folders'), then its folders, each in name order.
 */
async function collectFolder(directory: FileSystemDirectoryEntry, depth: number, prefix: string, walk: Walk) {
  const entries = (await readAll(directory))
    // dot files and folders (`.git`, `.DS_Store`) and macOS's `__MACOSX` copies are no one's sitemaps
    .filter((entry) => !entry.name.startsWith(".") && entry.name !== "__MACOSX")
    .sort((a, b) => Number(a.isDirectory) - Number(b.isDirectory) || a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isDirectory) {
      if (depth >= MAX_FOLDER_DEPTH) walk.cut = true;
      else await collectFolder(entry as FileSystemDirectoryEntry, depth + 1, `${prefix}${entry.name}/`, walk);
    } else if (entry.isFile && OPENED.test(entry.name)) {
      if (walk.files.length >= MAX_FOLDER_FILES) {
        walk.cut = true;
        return;
      }
      walk.files.push(await toFile(entry as FileSystemFileEntry, `${prefix}${entry.name}`));
    }
  }
}

/**
 * The files `dataTransfer` holds, in drop order: files as they are, each folder as the sitemap files in it
 * (`.xml`, `.gz`, `.txt`, `.rss`, `.atom`, `.csv`, `.tsv`, `.zip`, up to `MAX_FOLDER_FILES` and
 * `MAX_FOLDER_DEPTH` levels down; `cut` says when a limit left some out), named by their path in it: one
 * folder (beside files or not) is the top one, left out of the names (`ru/sitemap.xml`), as a zip's top
 * folder is; of several, each one's name comes first (`client-a/ru/sitemap.xml`). Must be called during the `drop`
 * event (the entries are gone after it). Without a folder the files come at once; with one, a promise
 * (folders are read asynchronously). A folder that cannot be read is left out, the rest kept.
 */
export function getDroppedFiles(dataTransfer: DataTransfer): DroppedFiles | Promise<DroppedFiles> {
  const items = [...(dataTransfer.items ?? [])].filter((item) => item.kind === "file");
  // no entries API (or none given): the files as the browser lists them
  if (items.length === 0 || typeof items[0].webkitGetAsEntry !== "function")
    return { files: [...dataTransfer.files], cut: false };
  // both taken now: neither is there once the event is over
  const taken = items.map((item) => ({ entry: item.webkitGetAsEntry(), file: item.getAsFile() }));
  // no folder: the files at once, in the event's own task, as before folders were read
  if (!taken.some(({ entry }) => entry?.isDirectory))
    return { files: taken.flatMap(({ file }) => (file ? [file] : [])), cut: false };
  // one folder is the container, as a zip is: left out of the names whatever else is dropped with it, so
  // the same folder dropped again (alone or not) gives the same names and is asked about as the same files
  const alone = taken.filter(({ entry }) => entry?.isDirectory).length === 1;
  return (async () => {
    const walk: Walk = { files: [], cut: false };
    for (const { entry, file } of taken) {
      if (entry?.isDirectory) {
        try {
          await collectFolder(entry as FileSystemDirectoryEntry, 1, alone ? "" : `${entry.name}/`, walk);
        } catch {
          // unreadable (permissions, gone meanwhile): what was found is kept
        }
      } else if (file) walk.files.push(file);
    }
    return walk;
  })();
}
