/**
 * Opening browser files (dropped or picked): sitemaps go to the reader, `.csv`/`.tsv` tables to the
 * table import (issue #6), which makes a TXT-like file of their URL column.
 */
import type { StoreApi } from "zustand";
import { decodeTable } from "@/core/index";
import { hasZipMagic, isOfficeDocument, unzipEntries } from "@/core/parse/unzip-entries";
import type { SitemapStore } from "@/store/store-types";
import { toFileInputs } from "./read-browser-files";
import type { AskSameName } from "./same-name-dialog";

/** True for a file the table import reads. */
export function isTableFile(name: string): boolean {
  return /\.(csv|tsv)$/i.test(name);
}

/** `files` without repeats of one file (same name, size and modification time: picked or dropped twice). */
function withoutRepeats(files: readonly File[]): File[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A ZIP archive's name. */
const ZIP_NAME = /\.zip$/i;

/**
 * `files` with each ZIP archive replaced by the files in it (`unzipEntries`: what the export's zip holds),
 * in order; a notice names the files left out for their size or count, and one says why an archive that
 * does not unpack is not opened.
 */
async function withArchivesUnpacked(store: StoreApi<SitemapStore>, files: readonly File[]): Promise<File[]> {
  const out: File[] = [];
  for (const file of files) {
    // by its name, or by its first bytes (a download saved under another name)
    const zipped =
      ZIP_NAME.test(file.name) || hasZipMagic(new Uint8Array(await file.slice(0, 4).arrayBuffer()));
    if (!zipped) {
      out.push(file);
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    // a .docx or .xlsx is a ZIP too: it opens as the one file it is, whose card says what it is
    if (isOfficeDocument(bytes)) {
      out.push(file);
      continue;
    }
    try {
      if (!hasZipMagic(bytes)) throw new Error("not a ZIP archive");
      const { files: inside, skipped } = unzipEntries(bytes);
      if (inside.length === 0 && skipped.length === 0) throw new Error("the archive holds no file");
      for (const entry of inside)
        out.push(new File([entry.bytes as BlobPart], entry.name, { lastModified: file.lastModified }));
      if (skipped.length > 0)
        store.getState().notify("warning", "notice.zip-skipped", {
          name: file.name,
          count: String(skipped.length),
          names: skipped.slice(0, 5).join(", "),
        });
    } catch (error) {
      store.getState().notify("error", "notice.zip-failed", { name: file.name, detail: String(error) });
    }
  }
  return out;
}

/**
 * Reads `files`: a ZIP archive as the files in it (`withArchivesUnpacked`), tables are imported one by one, the rest read as sitemaps. The same file given twice (same
 * name, size and modification time) is read once; different files of one name open as copies. When files
 * are named like files open or being read, `ask` (the same-name question) decides: replace those (the first
 * file of the name; any other of that name opens as a copy), open them as copies (`a (2).xml`), or open
 * nothing of these files; without `ask` they open as copies.
 */
export async function openBrowserFiles(
  store: StoreApi<SitemapStore>,
  given: File[],
  ask?: AskSameName,
): Promise<void> {
  const { files: open, loading } = store.getState();
  const loaded = new Set([...open.map((file) => file.name), ...loading.map((item) => item.name)]);
  const files = withoutRepeats(await withArchivesUnpacked(store, withoutRepeats(given)));
  const clashing = [...new Set(files.map((file) => file.name).filter((name) => loaded.has(name)))];
  const choice = clashing.length > 0 && ask ? await ask(clashing) : "copy";
  if (choice === "cancel") return;
  const replace = choice === "replace";
  const tables = files.filter((file) => isTableFile(file.name));
  const sitemaps = files.filter((file) => !isTableFile(file.name));
  for (const table of tables) {
    const bytes = new Uint8Array(await table.arrayBuffer());
    // Excel's plain CSV is in the system's code page (windows-1251 in Russia): the core decodes and says
    const { text, encoding, guessed } = decodeTable(bytes);
    store.getState().importTable(table.name, text, undefined, {
      replace,
      byteLength: bytes.length,
      encoding,
      guessed,
    });
  }
  if (sitemaps.length === 0) return;
  await store.getState().addFiles(toFileInputs(sitemaps), { replace });
}
