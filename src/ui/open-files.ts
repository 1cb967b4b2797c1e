/**
 * Opening browser files (dropped or picked): sitemaps go to the reader, `.csv`/`.tsv` tables to the
 * table import (issue #6), which makes a TXT-like file of their URL column.
 */
import type { StoreApi } from "zustand";
import { decodeTable, looksLikeTabTable } from "@/core/index";
import {
  hasZipMagic,
  isOfficeDocument,
  unzipEntriesAsync,
  type ZipSkipReason,
} from "@/core/parse/unzip-entries";
import type { SitemapStore } from "@/store/store-types";
import type { FileContent } from "@/workers/protocol";
import { getIncomingHosts, getOpenNamesBySite, renamed } from "./open-files-sites";
import { headOf, isUnpacked, type OpenedFile } from "./opened-file";
import type { AskSameName } from "./same-name-dialog";

/** All the bytes of `file`. */
async function bytesOf(file: OpenedFile): Promise<Uint8Array> {
  return isUnpacked(file) ? file.bytes : new Uint8Array(await file.arrayBuffer());
}

/** What the reader is given for `file`: the browser's File (the worker reads it) or the unpacked bytes. */
function contentOf(file: OpenedFile): FileContent {
  return isUnpacked(file) ? file.bytes : file;
}

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
async function isTableContent(file: OpenedFile): Promise<boolean> {
  if (isTableFile(file.name) || NEVER_TABLE.test(file.name)) return false;
  const head = await headOf(file, SNIFF_BYTES);
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
async function withArchivesUnpacked(
  store: StoreApi<SitemapStore>,
  files: readonly File[],
): Promise<OpenedFile[]> {
  const out: OpenedFile[] = [];
  // by its name, or by its first bytes (a download saved under another name); all files at once (one after
  // the other, a drop of 1,000 files waited about a second for them)
  const zipped = await Promise.all(
    files.map(async (file) => ZIP_NAME.test(file.name) || hasZipMagic(await headOf(file, 4))),
  );
  for (const [index, file] of files.entries()) {
    if (!zipped[index]) {
      out.push(file);
      continue;
    }
    const bytes = await bytesOf(file);
    // a .docx or .xlsx is a ZIP too: it opens as the one file it is, whose card says what it is
    if (isOfficeDocument(bytes)) {
      out.push(file);
      continue;
    }
    let unzipped: Awaited<ReturnType<typeof unzipEntriesAsync>>;
    try {
      if (!hasZipMagic(bytes)) throw new Error("not a ZIP archive");
      unzipped = await unzipEntriesAsync(bytes);
    } catch {
      store.getState().notify("error", "notice.zip-failed", { name: file.name });
      continue;
    }
    const { files: inside, skipped, others } = unzipped;
    for (const entry of inside) out.push({ unpacked: true, name: entry.name, bytes: entry.bytes });
    const state = store.getState();
    if (inside.length === 0 && skipped.length === 0) {
      state.notify("error", "notice.zip-no-sitemap", { name: file.name, names: namesOf(others) });
      continue;
    }
    for (const reason of ["size", "count", "total"] as const) {
      const paths = skipped.filter((item) => item.reason === reason).map((item) => item.path);
      if (paths.length > 0)
        state.notify("warning", SKIPPED_NOTICE[reason], {
          name: file.name,
          count: String(paths.length),
          names: namesOf(paths),
        });
    }
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

/** The notice that names an archive's files left out, by the reason. */
const SKIPPED_NOTICE: Readonly<Record<ZipSkipReason, string>> = {
  size: "notice.zip-skipped",
  count: "notice.zip-skipped-count",
  total: "notice.zip-skipped-total",
};

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
  const unpacked = await withArchivesUnpacked(store, withoutRepeats(given));
  // a file of an archive's folder open (`client-b/sitemap-1.xml`) is the file of its name dropped alone
  // (`sitemap-1.xml` from that client's own zip), and the other way round, when it is of the same site:
  // asked about under the open file's name, and kept beside it as its copy (`client-b/sitemap-1 (2).xml`)
  const asOpen = ask ? await getOpenNamesBySite(unpacked, open) : new Map<OpenedFile, string>();
  const files = unpacked.map((file) => {
    const name = asOpen.get(file);
    return name === undefined ? file : renamed(file, name);
  });
  const clashing = [...new Set(files.map((file) => file.name).filter((name) => loaded.has(name)))];
  const choice =
    clashing.length > 0 && ask ? await ask(clashing, await getIncomingHosts(files, clashing)) : "copy";
  if (choice === "cancel") return;
  const replace = choice === "replace";
  const isTable = await Promise.all(
    files.map(async (file) => isTableFile(file.name) || (await isTableContent(file))),
  );
  const tables = files.filter((_file, i) => isTable[i]);
  const sitemaps = files.filter((_file, i) => !isTable[i]);
  for (const table of tables) {
    const bytes = await bytesOf(table);
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
  const inputs = sitemaps.map((file) => ({ name: file.name, bytes: contentOf(file) }));
  await store.getState().addFiles(inputs, { replace });
}
