/**
 * The files of a ZIP archive, as the export's "zip of them" writes them, so the app can open what it
 * exported (and an archive a CMS or a colleague sent): each file's last path segment and its bytes, in the
 * archive's order. Folders, macOS's `__MACOSX/` copies, dot files (`.DS_Store`) and files of other kinds
 * (not `.xml`, `.gz`, `.txt`, `.rss`, `.atom`, `.csv`, `.tsv`) are left out. fflate
 * unpacks; an entry that claims more than GZIP_OUTPUT_CAP_BYTES (209,715,200 bytes) unpacked, or past the
 * first MAX_ZIP_ENTRIES (1,000) files, or past MAX_ZIP_TOTAL_BYTES (1 GiB) unpacked in all, is left out and
 * named in `skipped` with the reason (an archive bomb cannot fill the tab). `unzipEntriesAsync` inflates the
 * big entries in fflate's own workers, so the page stays responsive. Thread-portable, no DOM.
 */
import { type UnzipFileInfo, type Unzipped, unzip, unzipSync } from "fflate";
import { GZIP_OUTPUT_CAP_BYTES } from "../limits";
import { findZipNames } from "./zip-names";

/** Files taken from one archive at most. */
export const MAX_ZIP_ENTRIES = 1_000;

/** Bytes unpacked from one archive at most, all its files together (1 GiB): ten 200 MB files are no site's. */
export const MAX_ZIP_TOTAL_BYTES = 1_073_741_824;

/** Why a file of an archive was left out: over 200 MB itself, past the first 1,000, past 1 GiB in all. */
export type ZipSkipReason = "size" | "count" | "total";

/** True when `bytes` start as a ZIP archive does (a local file header, `PK\x03\x04`, or an empty one's `PK\x05\x06`). */
export function hasZipMagic(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

/**
 * True when the archive `bytes` is an Office Open XML or OpenDocument file (`.docx`, `.xlsx`, `.odt`: a
 * ZIP with `[Content_Types].xml` or `mimetype` at its root), which is opened as the one file it is (not a
 * sitemap), not as the parts inside it. Reads the archive's directory only; false for a broken archive.
 */
export function isOfficeDocument(bytes: Uint8Array): boolean {
  let office = false;
  try {
    unzipSync(bytes, {
      filter: (info) => {
        if (info.name === "[Content_Types].xml" || info.name === "mimetype") office = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return office;
}

/**
 * What `unzipEntries` found: the files; those left out for their size or count, with the reason
 * (`skipped`); and the paths of files of other kinds left out (`others`: an image, a page, an archive
 * inside the archive; not folders, `__MACOSX/` copies or dot files), for the notice that says why nothing
 * was opened.
 */
export interface UnzippedEntries {
  files: { name: string; bytes: Uint8Array }[];
  skipped: { path: string; reason: ZipSkipReason }[];
  others: string[];
}

/** The endings of the files the app opens (sitemaps, feeds, URL lists, robots.txt, tables). */
const OPENED = /\.(xml|gz|txt|rss|atom|csv|tsv)$/i;

/**
 * True for an archive path that is no file of the user's: a folder, a `__MACOSX/` copy, a dot file. A
 * backslash separates folders as a slash does (archives made on Windows: `..\..\win.xml` is the file
 * `win.xml`, named so by `getArchiveNames`, not a dot file).
 */
function isNoise(path: string): boolean {
  const slashed = path.replaceAll("\\", "/");
  const name = slashed.slice(slashed.lastIndexOf("/") + 1);
  return slashed.endsWith("/") || slashed.startsWith("__MACOSX/") || name.startsWith(".") || name === "";
}

/** The filter both unzips use, and what it left out (`UnzippedEntries`). */
function makeFilter(): Pick<UnzippedEntries, "skipped" | "others"> & {
  filter(info: UnzipFileInfo): boolean;
  /** The paths taken, in the archive's order. */
  taken: string[];
} {
  const skipped: UnzippedEntries["skipped"] = [];
  const paths: string[] = [];
  const others: string[] = [];
  let taken = 0;
  let total = 0;
  const filter = (info: UnzipFileInfo) => {
    if (isNoise(info.name)) return false;
    if (!OPENED.test(info.name)) {
      others.push(info.name);
      return false;
    }
    const reason: ZipSkipReason | undefined =
      info.originalSize > GZIP_OUTPUT_CAP_BYTES
        ? "size"
        : taken >= MAX_ZIP_ENTRIES
          ? "count"
          : total + info.originalSize > MAX_ZIP_TOTAL_BYTES
            ? "total"
            : undefined;
    if (reason) {
      skipped.push({ path: info.name, reason });
      return false;
    }
    taken++;
    total += info.originalSize;
    paths.push(info.name);
    return true;
  };
  return { skipped, others, filter, taken: paths };
}

/**
 * The files unpacked, named (`getArchiveNames`), in the archive's order (`taken`: the async unzip hands
 * them over as each is done, the small ones first).
 */
function toFiles(
  unzipped: Unzipped,
  taken: readonly string[],
  real: ReadonlyMap<string, string>,
): UnzippedEntries["files"] {
  const paths = taken.filter((path) => unzipped[path] !== undefined);
  const names = getArchiveNames(paths.map((path) => real.get(path) ?? path));
  return paths.map((path, i) => ({ name: names[i], bytes: unzipped[path] }));
}

/** `entries` with the paths its notices name as the zipper meant them (`findZipNames`). */
function withRealPaths(entries: UnzippedEntries, real: ReadonlyMap<string, string>): UnzippedEntries {
  if (real.size === 0) return entries;
  return {
    files: entries.files,
    skipped: entries.skipped.map((item) => ({ ...item, path: real.get(item.path) ?? item.path })),
    others: entries.others.map((path) => real.get(path) ?? path),
  };
}

/**
 * The files of the archive `bytes` (see the module comment). Throws fflate's error when the archive is
 * broken or uses a compression other than stored or deflate; the caller then opens the archive as the
 * file it is (`file.unknown-format`).
 */
export function unzipEntries(bytes: Uint8Array): UnzippedEntries {
  const { skipped, others, filter, taken } = makeFilter();
  const real = findZipNames(bytes);
  return withRealPaths({ files: toFiles(unzipSync(bytes, { filter }), taken, real), skipped, others }, real);
}

/**
 * `unzipEntries` with the entries of 512 KB and more inflated off the calling thread (fflate's `unzip`, in
 * Web Workers, or Node's worker threads): a page that opens an archive of big sitemaps is not frozen for
 * the seconds they take. Rejects with fflate's error where `unzipEntries` throws.
 */
export function unzipEntriesAsync(bytes: Uint8Array): Promise<UnzippedEntries> {
  const { skipped, others, filter, taken } = makeFilter();
  return new Promise((resolve, reject) => {
    unzip(bytes, { filter }, (error, unzipped) => {
      if (error) reject(error);
      else {
        const real = findZipNames(bytes);
        resolve(withRealPaths({ files: toFiles(unzipped, taken, real), skipped, others }, real));
      }
    });
  });
}

/**
 * The names the files at `paths` open under: each file's last segment, and when two files of the archive
 * share it from different folders (`ru/sitemap.xml`, `en/sitemap.xml`: a multilingual site), its path in
 * the archive (`ru/sitemap.xml`), as for every other file of such a folder (`client-c/sitemap-1.xml.gz`
 * beside `client-c/sitemap.xml`, whose name clashes with `client-a/sitemap.xml`), less a top folder every file is in (`site/ru/sitemap.xml` → `ru/sitemap.xml`,
 * `site/sitemap.xml` → `sitemap.xml`): where it is published relative to the others, which the location
 * guess and the export keep (an index at the root listing `…/ru/sitemap.xml` finds it; the zip writes it in
 * `ru/`). Segments `.`, `..` and empty ones are dropped, a backslash read as a folder separator (archives
 * made on Windows), so no name climbs out of its folder. Opening the archive again names the files the same
 * (its Replace replaces each).
 * @example getArchiveNames(["site/ru/sitemap.xml", "site/en/sitemap.xml", "site/robots.txt"]) // ["ru/sitemap.xml", "en/sitemap.xml", "robots.txt"]
 */
export function getArchiveNames(paths: readonly string[]): string[] {
  const split = paths.map((path) =>
    path.split(/[\\/]/).filter((part) => part !== "" && part !== "." && part !== ".."),
  );
  // a top folder all files are in (a site zipped with its folder) tells nothing apart
  let top = 0;
  while (split.length > 0 && split.every((parts) => parts.length > top + 1 && parts[top] === split[0][top]))
    top++;
  const relative = split.map((parts) => parts.slice(top));
  const lastOf = (parts: readonly string[]) => parts[parts.length - 1] ?? "";
  const count = new Map<string, number>();
  for (const parts of relative) count.set(lastOf(parts), (count.get(lastOf(parts)) ?? 0) + 1);
  const clashes = (parts: readonly string[]) => (count.get(lastOf(parts)) ?? 0) >= 2;
  // a folder that tells files apart (`client-c/` of `client-c/sitemap.xml`) keeps the other files in it
  // too (`client-c/sitemap-1.xml.gz`): each client's files side by side in the export's zip
  const folderOf = (parts: readonly string[]) => parts.slice(0, -1).join("/");
  const telling = new Set(relative.filter((parts) => parts.length > 1 && clashes(parts)).map(folderOf));
  return relative.map((parts) =>
    clashes(parts) || (parts.length > 1 && telling.has(folderOf(parts))) ? parts.join("/") : lastOf(parts),
  );
}
