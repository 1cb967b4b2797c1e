/**
 * Opening browser files (dropped or picked): sitemaps go to the reader, `.csv`/`.tsv` tables to the
 * table import (issue #6), which makes a TXT-like file of their URL column.
 */
import type { StoreApi } from "zustand";
import { decodeTable, looksLikeTabTable } from "@/core/index";
import { hasZipMagic, isOfficeDocument, unzipEntries } from "@/core/parse/unzip-entries";
import type { SitemapStore } from "@/store/store-types";
import { toFileInputs } from "./read-browser-files";
import type { AskSameName } from "./same-name-dialog";

/** True for a file the table import reads by its name. */
export function isTableFile(name: string): boolean {
  return /\.(csv|tsv)$/i.test(name);
}

/** Names whose content is never a table: sitemaps, feeds, gzip and ZIP data. */
const NEVER_TABLE = /\.(xml|gz|rss|atom|zip)$/i;

/** Bytes of a file's start that `isTableContent` reads. */
const SNIFF_BYTES = 65_536;

/**
 * True for a file named as no table (a `.txt`, or no ending) that holds a tab-separated table
 * (`looksLikeTabTable`): Excel's "Text (tab-delimited)" and "Unicode text" (UTF-16) save as `.txt`. Read as a
 * URL list, each row would be one URL with its other cells joined on. Reads the first 64 KB only.
 */
async function isTableContent(file: File): Promise<boolean> {
  if (isTableFile(file.name) || NEVER_TABLE.test(file.name)) return false;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if ((head[0] === 0x1f && head[1] === 0x8b) || hasZipMagic(head)) return false;
  return looksLikeTabTable(decodeTable(head).text);
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

/** The first five of `paths`, comma-separated, then "…" when there are more ("" for none). */
function namesOf(paths: readonly string[]): string {
  return paths.slice(0, 5).join(", ") + (paths.length > 5 ? ", …" : "");
}

/** A ZIP archive's name. */
const ZIP_NAME = /\.zip$/i;

/**
 * `files` with each ZIP archive replaced by the files in it (`unzipEntries`: what the export's zip holds),
 * in order, every one of them (files of one name from different folders, `ru/sitemap.xml` and
 * `en/sitemap.xml`, open as copies); notices name the files left out for their size or count and the
 * archives inside it (not opened), and say why an archive that does not unpack or holds no sitemap is not
 * opened.
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
    let unzipped: ReturnType<typeof unzipEntries>;
    try {
      if (!hasZipMagic(bytes)) throw new Error("not a ZIP archive");
      unzipped = unzipEntries(bytes);
    } catch {
      store.getState().notify("error", "notice.zip-failed", { name: file.name });
      continue;
    }
    const { files: inside, skipped, others } = unzipped;
    for (const entry of inside)
      out.push(new File([entry.bytes as BlobPart], entry.name, { lastModified: file.lastModified }));
    const state = store.getState();
    if (inside.length === 0 && skipped.length === 0) {
      state.notify("error", "notice.zip-no-sitemap", { name: file.name, names: namesOf(others) });
      continue;
    }
    if (skipped.length > 0)
      state.notify("warning", "notice.zip-skipped", {
        name: file.name,
        count: String(skipped.length),
        names: namesOf(skipped),
      });
    const archives = others.filter((path) => ZIP_NAME.test(path));
    if (archives.length > 0)
      state.notify("warning", "notice.zip-nested", {
        name: file.name,
        count: String(archives.length),
        names: namesOf(archives),
      });
  }
  return out;
}

/**
 * Reads `files`: a ZIP archive as the files in it (`withArchivesUnpacked`), tables (by name, or a `.txt`
 * that holds a tab-separated table: `isTableContent`) are imported one by one, the rest read as sitemaps. The same file given twice (same
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
  // repeats are told among the files given; an archive's files are each their own, however alike
  const files = await withArchivesUnpacked(store, withoutRepeats(given));
  const clashing = [...new Set(files.map((file) => file.name).filter((name) => loaded.has(name)))];
  const choice = clashing.length > 0 && ask ? await ask(clashing) : "copy";
  if (choice === "cancel") return;
  const replace = choice === "replace";
  const isTable = await Promise.all(
    files.map(async (file) => isTableFile(file.name) || (await isTableContent(file))),
  );
  const tables = files.filter((_file, i) => isTable[i]);
  const sitemaps = files.filter((_file, i) => !isTable[i]);
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
