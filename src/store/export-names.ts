/**
 * The names of a per-file export ("each file as it is", `export-actions.ts`): each source's stem, made
 * unique so that no two files the export writes share a name, case aside (a split file's parts and index
 * included), and the names a source is written under with a stem. Pure: no store, no React.
 */
import type { SitemapFile, WriteOptions } from "@/core/index";
import { getOutputNames } from "@/core/serialize/write-sitemaps";
import { withoutCopySuffix } from "./location-guess";

/**
 * How a URL source is written: `parts` files (1: the whole file under its name), and, when split, whether
 * its own index is written (not when an exported index lists the parts).
 */
export interface SourceShape {
  parts: number;
  index: boolean;
}

/**
 * The endings a source's name loses for its stem: `products.xml.gz`, `urls.csv` (a table written as XML),
 * `news.rss` and `feed.atom` (a feed written as a sitemap: `news.xml`, not `news.rss.xml`), and a server
 * script's or page's that made the sitemap (`sitemap.php`, `.aspx`, `.ashx`, `.jsp`, `.cgi`, `.html`):
 * `sitemap.xml`, not `sitemap.php.xml`; a script named for what it writes too (`sitemap.xml.php`, a
 * WordPress or Bitrix rewrite's target): `sitemap.xml`, not `sitemap.xml.xml`.
 */
const ENDING =
  /(\.(xml|txt))?(\.(xml|txt|csv|tsv|rss|atom|php\d?|aspx?|ashx|jsp|cgi|pl|cfm|html?))?(\.gz)?$/i;

/** The endings of `ENDING` no sitemap is written under: a script's or page's, a feed's, a table's. */
const OTHER_ENDING = /\.(csv|tsv|rss|atom|php\d?|aspx?|ashx|jsp|cgi|pl|cfm|html?)(\.gz)?$/i;

/**
 * True when `name` ends as a sitemap is written (`.xml`, `.txt`, either gzipped, or `.gz` alone,
 * `sitemap.gz`): "As opened" keeps such a name; another ending (`sitemap.php`, `sitemap.php.gz`, a feed's
 * `.rss`) is changed in every format.
 */
export function hasSitemapEnding(name: string): boolean {
  return /(\.(xml|txt))?\.gz$|\.(xml|txt)$/i.test(name) && !OTHER_ENDING.test(name);
}

/**
 * True for a CSV or TSV table opened as a URL list (`makeTableFile`: format "txt", named `*.csv`/`*.tsv`).
 * It was never published as a table: "As opened" writes it as the XML sitemap made from it (`urls.csv` →
 * `urls.xml`, where its location is guessed, `getDefaultLocation`), keeping its lastmod, changefreq and
 * priority, which a TXT list cannot hold.
 */
export function isTableFile(file: SitemapFile): boolean {
  return file.format === "txt" && /\.(csv|tsv)$/i.test(file.name);
}

/**
 * True for a file never published as it is: a CSV/TSV table (`isTableFile`) or pasted text
 * (`SitemapFile.pasted`). The export's sitemap of it is new: no published name to keep, no submitted URL
 * that changes or lists nothing after the upload.
 */
export function isUnpublished(file: SitemapFile): boolean {
  return isTableFile(file) || file.pasted === true;
}

/**
 * The format "As opened" writes `file` in: TXT for a TXT list, XML for every other file (a table included,
 * `isTableFile`).
 */
export function getAsOpenedFormat(file: SitemapFile): WriteOptions["format"] {
  return file.format === "txt" && !isTableFile(file) ? "txt" : "xml";
}

/**
 * The file name a location you set ends with (`https://example.com/maps/sitemap.xml` gives `sitemap.xml`),
 * or undefined: no location set (the guessed one is host + file name), not an absolute URL, or a directory.
 */
export function getLocationName(file: SitemapFile): string | undefined {
  const name = getLocationLastSegment(file);
  // a name no file can have (`x%2F..%2Fevil.txt` decodes to a path; `%00`): the file keeps its own, so no
  // zip entry climbs out of its folder and the URL written is the one you set
  return name !== undefined && isFileName(name) ? name : undefined;
}

/**
 * The last path segment of the location you set, decoded, when no file can be named so
 * (`x%2F..%2F..%2Fevil.txt`, `a%3Fb.xml`): export then keeps the file's own name (`getLocationName`), which
 * the location field says. Undefined otherwise.
 */
export function getRefusedLocationName(file: SitemapFile): string | undefined {
  const name = getLocationLastSegment(file);
  return name !== undefined && !isFileName(name) ? name : undefined;
}

/** The decoded last path segment of the location you set; undefined without one (no location, a directory). */
function getLocationLastSegment(file: SitemapFile): string | undefined {
  const match = /^https?:\/\/[^/?#]+\/(?:[^?#]*\/)?([^/?#]+)$/i.exec(
    file.location?.trim().replace(/[?#].*$/, "") ?? "",
  );
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // a stray `%` is part of the name
    return match[1];
  }
}

/** Characters no file name on Windows, macOS or Linux holds, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const NOT_IN_FILE_NAME = /[/\\:*?"<>|\u0000-\u001f\u007f]/;

/** True when `name` can be a file's name as it is: no path separators or reserved characters, not dots alone. */
export function isFileName(name: string): boolean {
  return !NOT_IN_FILE_NAME.test(name) && !/^\.+$/.test(name) && name.trim() !== "";
}

/** Names Windows keeps for devices, with or without an ending (`CON`, `nul.txt`, `COM1`). */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\..*)?$/i;
/** The longest folder name the zip writes, in UTF-8 bytes (file systems take 255 per name). */
const MAX_FOLDER_BYTES = 200;

/**
 * True when `name` can be a folder's name on Windows, macOS and Linux alike, as the zip's folders must be
 * (unpacked anywhere): a file name (`isFileName`) that Windows neither keeps for a device (`CON`) nor
 * changes (a trailing dot or space, which it strips), of at most 200 UTF-8 bytes (`unzip` failed on a
 * folder of 300: "File name too long").
 */
export function isFolderName(name: string): boolean {
  return (
    isFileName(name) &&
    !WINDOWS_DEVICE.test(name) &&
    !/[. ]$/.test(name) &&
    new TextEncoder().encode(name).length <= MAX_FOLDER_BYTES
  );
}

/** The format and gzip an ending (`.xml.gz`) stands for; undefined for `""` or another ending. */
export function parseEnding(ending: string): Pick<WriteOptions, "format" | "gzip"> | undefined {
  const match = /^\.(xml|txt)(\.gz)?$/i.exec(ending);
  if (!match) return undefined;
  return { format: match[1].toLowerCase() === "txt" ? "txt" : "xml", gzip: match[2] !== undefined };
}

/**
 * The names `source` is written under with `stem` (`getOutputNames`): a sitemap index as one XML file, a
 * URL file as `shape` says (one file by default); without a known `ending` (`parseEnding`), the stem alone.
 */
export function getSourceNames(
  source: SitemapFile,
  stem: string,
  ending: Pick<WriteOptions, "format" | "gzip" | "indexKeepsName"> | undefined,
  shape: SourceShape | undefined,
): string[] {
  if (!ending) return [stem];
  if (source.format === "sitemapindex") return getOutputNames(stem, 1, { ...ending, format: "xml" });
  const names = getOutputNames(stem, shape?.parts ?? 1, ending);
  return shape && shape.parts > 1 && !shape.index ? names.slice(0, -1) : names;
}

/**
 * Each source's name stem, made unique (`products-2`) so that no two files of the export share a name, case
 * aside, and no split file shares its stem with another file (whole files written under different endings
 * may: `sitemap.xml` and `sitemap.xml.gz` as opened): that of the location you set (`…/sitemap.xml` gives `sitemap`:
 * the file is written under the name it is published at, and the robots.txt line and the index point
 * there), else of the file's name (`products.xml.gz` gives `products`).
 *
 * `shapes` (by source, for URL files) say how many parts each is split into and whether its index is
 * written: a split file's names are its parts' and its index's (`products-1.xml` … `products-index.xml`),
 * and none may be the name of another file (a loaded `products-1.xml`). Omitted, every file is one whole
 * file. A sitemap index is written as XML in either format (`.xml`, `.xml.gz`).
 *
 * Of sources that clash, the one already named as the export writes it keeps the name (exactly, before one
 * named so up to case: `sitemap.xml` before `Sitemap.XML`, in any order): with `ending`
 * `.xml.gz`, `sitemap.xml.gz` stays `sitemap` and `sitemap.xml` becomes `sitemap-2` (its published name is
 * lost either way; the gzipped one's is kept). Then every whole file whose name is free keeps it, one whose
 * stem is in lower case first (`sitemap.xml` before `Sitemap.XML` written `.xml.gz`, in any order), then every
 * split file whose names are free (a split file's names are new anyway: a loaded `products-1.xml` keeps its
 * own, and the split `products.xml` is written as `products-2-1.xml` … `products-2-index.xml`). Otherwise
 * the first in order keeps it. A renamed source takes the first `-N` that gives it names no other file has.
 * `indexKeepsName` names a split file's index as the file (`WriteOptions.indexKeepsName`).
 * `ending` (one for all sources, or one per source) is matched without regard to case; omitted (or not an
 * export's ending), stems are compared instead of names and order alone decides. `folders` (by source,
 * `getSiteFolders`) put a source's names in a folder of the zip (`www.shop-a.com/sitemap`), which is no
 * part of its URL.
 */
export function getSourceStems(
  sources: readonly SitemapFile[],
  ending: string | readonly string[] = "",
  shapes: readonly (SourceShape | undefined)[] = [],
  indexKeepsName?: boolean,
  folders: readonly (string | undefined)[] = [],
): string[] {
  // a copy opened beside its namesake (`sitemap (2).xml`) is written as `sitemap-2.xml`, never with a
  // space and brackets in a URL: its stem is its namesake's, then made unique
  const names = sources.map((file, i) => {
    const name = getOwnName(file);
    return folders[i] ? `${folders[i]}/${name}` : name;
  });
  const stems = names.map((name) => name.replace(ENDING, "") || "sitemap");
  // one ending for all, or one per source (each file gzipped as it was opened: `ExportSettings.asOpened`)
  const parsedEndings = sources.map((_, i) => {
    const parsed = parseEnding(typeof ending === "string" ? ending : (ending[i] ?? ""));
    return parsed && { ...parsed, indexKeepsName };
  });
  // a gzipped `sitemap.gz` (or `urls.gz`) written gzipped keeps its name (`withOpenedEndingCase` in
  // export-actions.ts), the file or, split, its index: compared so, it clashes with no `sitemap.php` or
  // `sitemap.xml` written `sitemap.xml.gz` (it had been renamed `sitemap-2.xml.gz` for one)
  const namesOf = (i: number, stem: string) =>
    getSourceNames(sources[i], stem, parsedEndings[i], shapes[i]).map((name) =>
      keepsGzName(sources[i], names[i], stem === stems[i], name)
        ? names[i].toLowerCase()
        : name.toLowerCase(),
    );
  const taken = new Set<string>();
  // a split file's stem is no other file's: its `products-2-1.xml` beside a loaded `products-2.xml` would
  // read as that file's part. Whole files may share one (`sitemap.xml` and `sitemap.xml.gz` as opened)
  const takenStems = new Set<string>();
  const splitStems = new Set<string>();
  const out: string[] = new Array(sources.length);
  const split = (i: number) => (shapes[i]?.parts ?? 1) > 1;
  const free = (i: number, stem: string) =>
    !(split(i) ? takenStems : splitStems).has(stem.toLowerCase()) &&
    namesOf(i, stem).every((name) => !taken.has(name));
  const claim = (i: number) => {
    let unique = stems[i];
    for (let n = 2; !free(i, unique); n++) unique = `${stems[i]}-${n}`;
    for (const name of namesOf(i, unique)) taken.add(name);
    takenStems.add(unique.toLowerCase());
    if (split(i)) splitStems.add(unique.toLowerCase());
    out[i] = unique;
  };
  // named exactly as written (`sitemap.xml`), then up to case (`Sitemap.XML`)
  const exactCase = (i: number) =>
    parsedEndings[i] !== undefined &&
    !split(i) &&
    names[i] === getSourceNames(sources[i], stems[i], parsedEndings[i], shapes[i])[0];
  const exact = (i: number) =>
    parsedEndings[i] !== undefined && !split(i) && names[i].toLowerCase() === namesOf(i, stems[i])[0];
  // then, of names the export changes anyway (`.xml.gz`, `.txt`), a stem in lower case before one in
  // another case (`sitemap.xml` → `sitemap.xml.gz` before `Sitemap.XML`): opened in either order, the same
  // files were written under other names (`Sitemap.xml.gz` and `sitemap-2.xml.gz` one way)
  const lowerCase = (i: number) => !split(i) && stems[i] === stems[i].toLowerCase();
  const phases: ((i: number) => boolean)[] = [exactCase, exact, lowerCase, (i) => !split(i), split];
  // every source whose own names are free keeps them before a renamed one looks for `-2`: a loaded
  // `sitemap-2.xml` is not pushed aside by the `sitemap.xml` renamed for a clash
  for (const phase of phases)
    for (let i = 0; i < sources.length; i++)
      if (out[i] === undefined && phase(i) && free(i, stems[i])) claim(i);
  for (let i = 0; i < sources.length; i++) if (out[i] === undefined) claim(i);
  return out;
}

/**
 * True when `written` (a name the export gives `source` under its own stem, `own`) is the one `opened` (its
 * published name) becomes only by an ending the export adds to a bare `.gz`: `sitemap.gz` written
 * `sitemap.xml.gz`, `urls.gz` written `urls.txt.gz`, which the export writes as `sitemap.gz` again. A feed's
 * `.gz` (`news.rss.gz`) is written as a sitemap of another name.
 */
function keepsGzName(source: SitemapFile, opened: string, own: boolean, written: string): boolean {
  if (!own || source.format === "rss" || source.format === "atom") return false;
  const bare = /(?<!\.(?:xml|txt))\.gz$/i;
  if (!bare.test(opened) || !/\.(?:xml|txt)\.gz$/i.test(written)) return false;
  return written.toLowerCase().replace(/\.(?:xml|txt)\.gz$/, ".gz") === opened.toLowerCase();
}

/**
 * The name a source is published under: its location's (`getLocationName`), else its own less a copy's
 * ` (2)`. What the export dialog names a file by: the URL to resubmit or remove is this one.
 */
export function getOwnName(file: SitemapFile): string {
  return (getLocationName(file) ?? withoutCopySuffix(file.name)).trim();
}

/**
 * The zip folder of each source of a per-file export (by source; undefined: none), given the host of each
 * one's location (`hosts`, by source): when files of different sites share a name (two clients'
 * `sitemap.xml`), every file of a known site whose name has no folder of its own goes in a folder named
 * by its host (`www.shop-a.com/sitemap.xml`, `shop-b.ru/sitemap.xml`), so each keeps the name it is
 * published under instead of one being renamed `sitemap-2.xml` (its URL is its site's either way; a
 * folder is no part of it). Files of one site, or of sites whose names all differ, get no folder.
 */
export function getSiteFolders(
  sources: readonly SitemapFile[],
  hosts: readonly (string | undefined)[],
): (string | undefined)[] {
  const none = sources.map(() => undefined);
  const sitesOf = new Map<string, Set<string>>();
  for (const [i, file] of sources.entries()) {
    const host = hosts[i];
    if (!host || file.name.includes("/")) continue;
    const key = getOwnName(file).replace(ENDING, "").toLowerCase();
    sitesOf.set(key, (sitesOf.get(key) ?? new Set()).add(host));
  }
  if (![...sitesOf.values()].some((sites) => sites.size > 1)) return none;
  return sources.map((file, i) => (file.name.includes("/") ? undefined : hosts[i] || undefined));
}

/** The ending the export gives its files: `.xml`, `.xml.gz`, `.txt` or `.txt.gz` (`writeSitemaps`' names). */
export function getExportEnding(options: WriteOptions): string {
  return `.${options.format ?? "xml"}${options.gzip ? ".gz" : ""}`;
}
