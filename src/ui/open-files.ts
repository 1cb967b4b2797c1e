/**
 * Opening browser files (dropped or picked): sitemaps go to the reader, `.csv`/`.tsv` tables to the
 * table import (issue #6), which makes a TXT-like file of their URL column.
 */
import type { StoreApi } from "zustand";
import {
  decodeTable,
  FIRST_URL_HEAD_BYTES,
  findFirstUrl,
  looksLikeTabTable,
  type SitemapFile,
} from "@/core/index";
import {
  hasZipMagic,
  isOfficeDocument,
  unzipEntriesAsync,
  type ZipSkipReason,
} from "@/core/parse/unzip-entries";
import { getDefaultLocation, withoutCopySuffix } from "@/store/location-guess";
import type { SitemapStore } from "@/store/store-types";
import type { FileContent } from "@/workers/protocol";
import { getUrlHost } from "./display-hosts";
import type { AskSameName } from "./same-name-dialog";

/**
 * A file unpacked from an archive: its bytes as they are, handed to the reader without a Blob copy (a
 * Blob of each would double the memory, and the browser may refuse to read big ones back).
 */
interface UnpackedFile {
  readonly unpacked: true;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** A file to open: as the browser gave it, or unpacked from an archive. */
type OpenedFile = File | UnpackedFile;

const isUnpacked = (file: OpenedFile): file is UnpackedFile => "unpacked" in file;

/** The first `count` bytes of `file`. */
async function headOf(file: OpenedFile, count: number): Promise<Uint8Array> {
  return isUnpacked(file)
    ? file.bytes.subarray(0, count)
    : new Uint8Array(await file.slice(0, count).arrayBuffer());
}

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

/**
 * The site (host) of each file of `names` being opened, from its first URL (`findFirstUrl` over its first
 * bytes, not a read): the same-name question tells another site's file from a new version of the open one.
 * A name without a URL in its head is left out; of files of one name, the first (the one Replace takes).
 */
async function getIncomingHosts(
  files: readonly OpenedFile[],
  names: readonly string[],
): Promise<Map<string, string>> {
  const hosts = new Map<string, string>();
  const wanted = new Set(names);
  for (const file of files) {
    if (!wanted.has(file.name)) continue;
    wanted.delete(file.name);
    try {
      const host = getUrlHost(findFirstUrl(await headOf(file, FIRST_URL_HEAD_BYTES)));
      if (host) hosts.set(file.name, host);
    } catch {
      // a file the browser cannot read back: its reading says so; the question goes on without its site
    }
  }
  return hosts;
}

/** The name of a path's last segment (`client-b/sitemap-1.xml` → `sitemap-1.xml`). */
const baseName = (name: string) => name.slice(name.lastIndexOf("/") + 1);

/** `file` under `name`: its bytes, or the browser's data (a File of a File is no copy). */
function renamed(file: OpenedFile, name: string): OpenedFile {
  return isUnpacked(file)
    ? { ...file, name }
    : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/**
 * The open file each of `files` is when its name alone does not say so, by its site: a file whose name's
 * last segment, less a copy's ` (2)`, is that of exactly one open file of its own site (the host of its
 * first URL, `findFirstUrl`, and of the open file's location, `www.` aside), other than an open file of
 * its very name and site, and that no other file opened now is taken for. With one folder per client in
 * a combined archive open (`client-b/sitemap-1.xml`), client B's own updated zip (`sitemap-1.xml`) is asked
 * about as `client-b/sitemap-1.xml`, and the other way round; with client A's `sitemap.xml` open and
 * client B's kept beside it as `sitemap (2).xml`, B's next `sitemap.xml` is asked about as
 * `sitemap (2).xml`, not as A's file.
 */
async function getOpenNamesBySite(
  files: readonly OpenedFile[],
  open: readonly SitemapFile[],
): Promise<Map<OpenedFile, string>> {
  const found = new Map<OpenedFile, string>();
  const keyOf = (name: string) => baseName(withoutCopySuffix(name));
  const byKey = new Map<string, SitemapFile[]>();
  for (const file of open) byKey.set(keyOf(file.name), [...(byKey.get(keyOf(file.name)) ?? []), file]);
  const siteOf = (host: string | undefined) => host?.replace(/^www\./, "");
  // each open file's site once (its guessed location reads all its entries)
  const sites = new Map<SitemapFile, string | undefined>();
  const openSite = (file: SitemapFile) => {
    if (!sites.has(file))
      sites.set(file, siteOf(getUrlHost(file.location ?? getDefaultLocation(file, open))));
    return sites.get(file);
  };
  const taken = new Map<string, number>();
  for (const file of files) {
    const candidates = byKey.get(keyOf(file.name)) ?? [];
    if (candidates.length === 0 || (candidates.length === 1 && candidates[0].name === file.name)) continue;
    let site: string | undefined;
    try {
      site = siteOf(getUrlHost(findFirstUrl(await headOf(file, FIRST_URL_HEAD_BYTES))));
    } catch {
      continue;
    }
    if (site === undefined) continue;
    const exact = candidates.find((candidate) => candidate.name === file.name);
    // a new version of the open file of its name: the usual question
    if (exact && openSite(exact) === site) continue;
    const same = candidates.filter((candidate) => candidate !== exact && openSite(candidate) === site);
    if (same.length !== 1) continue;
    found.set(file, same[0].name);
    taken.set(same[0].name, (taken.get(same[0].name) ?? 0) + 1);
  }
  // two files opened now that would be one open file: neither is taken for it
  for (const [file, name] of found) if ((taken.get(name) ?? 0) > 1) found.delete(file);
  return found;
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
