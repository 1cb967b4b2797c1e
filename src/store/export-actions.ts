/**
 * The workspace's export in its two modes (issue: QA export fixes). "each" writes every source file under its
 * own name: a urlset/TXT/feed file through the core's `writeSitemaps` (split into `name-1.xml` ... +
 * `name-index.xml` only when that file alone exceeds the limits), a sitemap index through the core's
 * `writeSitemapIndexFile`; robots.txt files are not exported. "merge" writes the entries of every URL file
 * as one set (`ExportSettings.name`, `baseUrl`), as before. Plans of several files are added up.
 *
 * In "each" mode an index is written after the files it lists, pointing at the names they are written under:
 * a child loaded as `pages.xml.gz` and exported without gzip is listed as `…/pages.xml`, and a child split
 * into parts is listed by its parts (an index must not list another index: sitemaps.org, Google). Children
 * not exported (not loaded, or left out of this export) keep their `loc`.
 *
 * Writing an index runs in the core on the calling thread (an index is small); URL files go to the client.
 */
import {
  type ExportPlan,
  type ExportPlanFile,
  isFeedFormat,
  normaliseBaseUrl,
  type OutputFile,
  planSitemapIndexFile,
  type SitemapFile,
  type SitemapRef,
  type WriteOptions,
  writeSitemapIndexFile,
} from "@/core/index";
import type { SitemapClient } from "@/workers/sitemap-client";
import {
  getAsOpenedFormat,
  getExportEnding,
  getLocationName,
  getSiteFolders,
  getSourceNames,
  getSourceStems,
  isFolderName,
  parseEnding,
  type SourceShape,
} from "./export-names";
import { asWrittenIn, getMergeParts } from "./export-written-forms";
import { findLoadedChildMatch, makeChildLookup } from "./index-children";
import { isSameSite } from "./listed-locations";
import { getDefaultLocation, getListedLocation, withoutCopySuffix } from "./location-guess";
import type { ExportSettings } from "./store-types";
import { hasUrlRows, isExportSource } from "./workspace-helpers";

/** One source file's share of a per-file plan: where its files will live and which files it makes. */
export interface SourcePlan {
  source: string;
  /** What the robots.txt line's URL starts with: the directory of the file's location, or `""`. */
  base: string;
  files: ExportPlanFile[];
  /** True when an exported index lists this file: the index's robots.txt line covers it. */
  listed?: boolean;
  /**
   * True when another source took this file's name (or, split, the name of one of its parts or its index),
   * so it is written as `name-2` (`getSourceStems` in `export-names.ts`).
   */
  renamed?: boolean;
  /**
   * For a sitemap index: how many `loc`s of the index as written hold raw non-ASCII characters (its
   * entries relinked to the files' parts keep the form of the entry they replace: `https://магазин.рф/…`).
   */
  nonAsciiRefs?: number;
  /** When `renamed`: the names it would have had (`products-1.xml` … for a split `products.xml`). */
  wanted?: string[];
  /**
   * When `renamed`: the file of another source that took its name, spelt as that file is: one of `wanted`
   * (a loaded `products-1.xml`), else the file whose stem it is (`products.xml` beside a split `products.txt`).
   */
  clash?: string;
  /**
   * The folder of the location you set when no file system takes its name (`getUnplacedLocationFolder`:
   * `a:b`): the file is written at the zip's top, not in it.
   */
  unplacedFolder?: string;
  /**
   * For a sitemap index: the loaded files it listed that have no URL left to write (every row deleted, or
   * only rows without a `loc`), so they are not written and the index no longer lists them
   * (`relinkIndexRefs`): the file on the server must go too, or it stays reachable with the old URLs.
   */
  droppedChildren?: string[];
  /**
   * For a sitemap index: how many entries each of its entries is written as, by position, when that is not
   * one each (a child split into 4 parts is listed 4 times, its `lastmod` with it; a child with no URL left
   * is not listed: 0). Undefined when every entry is written once.
   */
  refCopies?: number[];
  /**
   * For a sitemap index: the entries the export writes with another `loc` than listed (relinked to where
   * their child is written: a feed written as `feed.xml` at its location), by position, with the `loc`s
   * written. Undefined when none is.
   */
  movedRefs?: ReadonlyMap<number, readonly string[]>;
}

/** An export plan; in "each" mode also per source file. */
export interface WorkspaceExportPlan extends ExportPlan {
  sources?: SourcePlan[];
}

/** The store's export settings as the core's write options. */
export function toWriteOptions(settings: ExportSettings): WriteOptions {
  const { format, gzip, maxUrls, maxBytes, pretty } = settings;
  return {
    format,
    gzip,
    maxUrls,
    maxBytes,
    pretty,
    baseUrl: settings.baseUrl.trim() || undefined,
    name: settings.name.trim() || undefined,
    indexLastmod: settings.indexLastmod?.trim() || undefined,
    indexKeepsName: settings.mode === "each" && settings.indexKeepsName ? true : undefined,
    namespaces: settings.namespaces,
  };
}

/**
 * The files an export writes from: the named ones (or all) that have URL rows; in "each" mode sitemap
 * indexes too. Never robots.txt files.
 */
export function getExportSources(
  files: readonly SitemapFile[],
  settings: Pick<ExportSettings, "files" | "mode">,
) {
  const each = settings.mode === "each";
  return files.filter(
    (file) =>
      (settings.files.length === 0 || settings.files.includes(file.name)) && isExportSource(file, each),
  );
}

/**
 * The directory of the file's location (`https://example.com/maps/`; `normaliseBaseUrl`: punycode host,
 * percent-encoded path), or `""` without an absolute one;
 * `files` (the workspace's) let a guessed location be where a loaded index lists the file. A feed placed
 * only by its own `rel="self"` link (`SitemapFile.selfLink`) is written at its site's root: the link names
 * the feed, often a CMS's route (`https://blog.example.com/feed/`), and the sitemap made from it is a new
 * file (`…/feed/feed.xml` was offered as its robots.txt line).
 */
export function getSourceBase(file: SitemapFile, files?: readonly SitemapFile[]): string {
  const location = file.location ?? getDefaultLocation(file, files) ?? "";
  if (!/^https?:\/\/[^/]/i.test(location)) return "";
  const cut = location.replace(/[?#].*$/, "");
  const slash = cut.indexOf("/", cut.indexOf("//") + 2);
  if (file.location === undefined && isFeedFormat(file.format) && location === file.selfLink)
    return normaliseBaseUrl(slash < 0 ? `${cut}/` : cut.slice(0, slash + 1));
  // punycode host, percent-encoded path: the index's locs and the robots.txt line are URLs as written
  return normaliseBaseUrl(slash < 0 ? `${cut}/` : cut.slice(0, cut.lastIndexOf("/") + 1));
}

interface SourceJob {
  file: SitemapFile;
  base: string;
  options: WriteOptions;
  renamed: boolean;
  /** The stem of its own name, which it has unless `renamed`. */
  ownStem: string;
  /** The names the file would be written under with its own stem (`SourcePlan.wanted`). */
  wanted: string[];
}

/**
 * True when "As opened" writes `file` gzipped: it was gzip data, or it is published under a `.gz` name (its
 * location's, else its own) though it held plain text (`file.not-gzipped`): gzipped, it keeps its URL and
 * is what the name says.
 */
export function isGzipAsOpened(file: SitemapFile): boolean {
  return file.gzip || /\.gz$/i.test(getLocationName(file) ?? file.name);
}

/**
 * The folder of `file`'s location within its site, as the zip writes it (`sitemaps` of
 * `https://www.shop-a.com/sitemaps/products.xml`, decoded: `карты` of `/%D0%BA…/`): unpacked at the site's
 * root, the file is where the index and the robots.txt line say (it was at the zip's top, a 404 for the
 * index's entry). The location is the one you set, else, given the workspace's `files`, the one a loaded
 * index or robots.txt lists the file at (`getListedLocation`; the index's entry keeps that folder, so the
 * file went at the zip's top, a 404). Undefined at the site's root, for a location guessed from the URLs'
 * host alone, for a name with a folder of its own (an archive's `ru/sitemap.xml` keeps that one), or when a
 * folder is one no file system takes.
 */
export function getLocationFolder(file: SitemapFile, files?: readonly SitemapFile[]): string | undefined {
  const folders = readLocationFolders(file, files);
  if (!folders || folders.some((folder) => folder.name === undefined)) return undefined;
  return folders.map((folder) => folder.name).join("/");
}

/**
 * The folder of `file`'s location (as `getLocationFolder` takes it) when the zip cannot write it
 * (`getLocationFolder` is undefined then): a folder name no file system takes (`a:b`, `x%2Fy`, decoded to
 * `x/y`; `%ZZ`, which decodes to nothing, as written). The file then goes at the zip's top, and must be
 * uploaded to that folder by hand (the export dialog says so). Undefined when the folder is written, or
 * there is none.
 */
export function getUnplacedLocationFolder(
  file: SitemapFile,
  files?: readonly SitemapFile[],
): string | undefined {
  const folders = readLocationFolders(file, files);
  if (!folders?.some((folder) => folder.name === undefined)) return undefined;
  return folders.map((folder) => folder.shown).join("/");
}

/**
 * The folders of the path of `file`'s location (set, or listed by a loaded index or robots.txt among
 * `files`), each decoded (`shown`; as written when it does not decode) and `name` when a file system takes
 * it as a folder's name. Undefined for no such location, one not http(s), a name with a folder of its
 * own, or a location at the site's root.
 */
function readLocationFolders(
  file: SitemapFile,
  files: readonly SitemapFile[] | undefined,
): { shown: string; name?: string }[] | undefined {
  const location = file.location ?? (files && getListedLocation(file, files));
  if (location === undefined || file.name.includes("/")) return undefined;
  let path: string;
  try {
    // as a browser resolves it: `/a/../sitemaps/` is `/sitemaps/`, where the index lists the file
    const url = new URL(location.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    path = url.pathname;
  } catch {
    return undefined;
  }
  const folders = path.slice(1, path.lastIndexOf("/")).split("/").filter(Boolean);
  if (folders.length === 0) return undefined;
  return folders.map((folder) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(folder);
    } catch {
      return { shown: folder };
    }
    // `x%2Fy` is one folder of the URL, not `x/y`: shown as written then
    const shown = /[/\\]/.test(decoded) ? folder : decoded;
    return isFolderName(decoded) ? { shown, name: decoded } : { shown };
  });
}

/** A character outside ASCII (`loc.non-ascii`'s kind of URL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is what it leaves out
const NON_ASCII = /[^\u0000-\u007f]/;

/** The jobs of a per-file export, named by `getSourceStems` with the `shapes` known (by source). */
function getJobs(
  files: readonly SitemapFile[],
  settings: ExportSettings,
  shapes: readonly (SourceShape | undefined)[] = [],
): SourceJob[] {
  const sources = getExportSources(files, settings);
  const common = toWriteOptions(settings);
  // each file gzipped as it was opened and a TXT one as TXT (`asOpened`; a CSV table as XML), else all as
  // the settings say
  const gzips = sources.map((file) => (settings.asOpened ? isGzipAsOpened(file) : common.gzip));
  const formats = sources.map((file): WriteOptions["format"] =>
    settings.asOpened ? getAsOpenedFormat(file) : common.format,
  );
  const endings = gzips.map((gzip, i) => getExportEnding({ ...common, gzip, format: formats[i] }));
  // two sites' files of one name: each site's files in a folder of its host (no part of their URLs)
  const siteFolders = getSiteFolders(
    sources,
    // the host without a port (`:` is no file name's on Windows), lower case and punycode as the base has it
    sources.map((file) => /^https?:\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(getSourceBase(file, files))?.[1]),
  );
  // and within a site, the folder of the location you set (`sitemaps/` of `…/sitemaps/products.xml`)
  const folders = sources.map(
    (file, i) => [siteFolders[i], getLocationFolder(file, files)].filter(Boolean).join("/") || undefined,
  );
  const stems = getSourceStems(sources, endings, shapes, common.indexKeepsName, folders);
  const alone = sources.map((file, i) => getSourceStems([file], "", [], undefined, [folders[i]])[0]);
  return sources.map((file, i) => {
    const base = getSourceBase(file, files);
    const options = {
      ...common,
      format: formats[i],
      gzip: gzips[i],
      name: stems[i],
      baseUrl: base || undefined,
      // the file's own declarations first: its kept elements stay in the namespaces it bound them to
      namespaces: file.namespaces ? { ...common.namespaces, ...file.namespaces } : common.namespaces,
    };
    const ending = parseEnding(endings[i]);
    const named = ending && { ...ending, indexKeepsName: common.indexKeepsName };
    const wanted = getSourceNames(file, alone[i], named, shapes[i]);
    return { file, base, options, renamed: stems[i] !== alone[i], ownStem: alone[i], wanted };
  });
}

/** A written (or planned) file's name and kind: what relinking an index needs of it. */
type NamedFile = Pick<OutputFile, "name" | "kind">;

/** Where an exported file lives: the directory of its `loc` as listed (`https://a.example/maps/`), or `""`. */
function getDirectory(loc: string): string {
  const match = /^(https?:\/\/[^/?#]+)([^?#]*)/i.exec(loc.trim());
  if (!match) return "";
  return `${match[1]}${match[2].slice(0, match[2].lastIndexOf("/") + 1) || "/"}`;
}

/**
 * The directory a child found by name is written to when its index lists it on the site's old scheme or
 * host (`http://…` left from before a move to https): the guessed location's (`getDefaultLocation` places
 * such a child where its URLs and the site are), when it is the listed folder on another scheme or host
 * of the same site (`www.` or not); "" otherwise (the child stays in the folder of the `loc` as listed).
 */
function getStaleIndexBase(loc: string, child: SitemapFile, files: readonly SitemapFile[]): string {
  const listed = getDirectory(loc);
  const guessed = getSourceBase(child, files);
  const path = (base: string) => base.replace(/^https?:\/\/[^/]+/i, "").toLowerCase();
  // on the same site only (its scheme or `www.` aside): a child whose URLs are all on another site
  // (shop.ua's listed by shop.kz's index) is published where the index lists it, not moved to that site
  return listed !== "" &&
    guessed !== "" &&
    guessed !== listed &&
    path(guessed) === path(listed) &&
    isSameSite(guessed, listed)
    ? guessed
    : "";
}

/** `copies` when some entry is not written exactly once (`SourcePlan.refCopies`), else undefined. */
function getRefCopies(copies: number[] | undefined): number[] | undefined {
  return copies?.some((count) => count !== 1) ? copies : undefined;
}

/**
 * `refs` pointed at the files their children are written under (see the module comment): `written` maps
 * each exported source file to its files, in order; a child written as parts plus an index is listed by
 * its parts. A child found by its location (`findLoadedChildMatch` "href") moves to the directory of that
 * location; one found only by its name stays in the directory of the `loc` as listed, unless you set its
 * location — and a name several `loc`s of the index share (`sitemap.xml` on two hosts) relinks none of
 * them: which one the loaded file is cannot be told, and relinking all would list it twice and lose the
 * others. Each child relinked is added to `listed` when given, and gets `lastmod` when given (the export's
 * moment, `ExportSettings.indexLastmod`), if it is among the `changed` file names when those are given
 * (`ExportSettings.changedFiles`) or is split (its parts are new files); children not written or not
 * changed keep theirs. A child written whole
 * at the URL its `loc` names keeps that `loc` as listed, its query too (Shopify's `?from=…&to=…`).
 * `copies`, when given, gets how many entries each of `refs` is written as, by position; `moved`, the
 * `loc`s written for each entry written with another `loc` than listed, by position.
 */
export function relinkIndexRefs(
  refs: readonly SitemapRef[],
  files: readonly SitemapFile[],
  written: ReadonlyMap<SitemapFile, readonly NamedFile[]>,
  listed?: Set<SitemapFile>,
  lastmod?: string,
  changed?: ReadonlySet<string>,
  dropped?: Set<SitemapFile>,
  copies?: number[],
  moved?: Map<number, string[]>,
): SitemapRef[] {
  const relinked = relinkEach(refs, files, written, listed, lastmod, changed, dropped);
  if (copies) for (const [i, asWritten] of relinked.entries()) copies[i] = asWritten.length;
  if (moved)
    for (const [i, asWritten] of relinked.entries())
      if (asWritten.some((ref) => ref.loc !== refs[i].loc))
        moved.set(
          i,
          asWritten.map((ref) => ref.loc),
        );
  return relinked.flat();
}

/** `relinkIndexRefs` per entry: what each of `refs` is written as (none, itself, or its child's parts). */
function relinkEach(
  refs: readonly SitemapRef[],
  files: readonly SitemapFile[],
  written: ReadonlyMap<SitemapFile, readonly NamedFile[]>,
  listed?: Set<SitemapFile>,
  lastmod?: string,
  changed?: ReadonlySet<string>,
  dropped?: Set<SitemapFile>,
): SitemapRef[][] {
  const lookup = makeChildLookup(files);
  const matches = refs.map((ref) => (ref.loc.trim() ? findLoadedChildMatch(ref.loc, lookup) : undefined));
  // the different `loc`s found by one name: the same URL listed twice is one child, relinked both times
  const named = new Map<SitemapFile, Set<string>>();
  for (const [i, match] of matches.entries()) {
    if (!match) continue;
    const locs = named.get(match.file) ?? new Set<string>();
    locs.add(refs[i].loc.trim());
    named.set(match.file, locs);
  }
  return refs.map((ref, i) => {
    const match = matches[i];
    const child = match?.file;
    // a loaded URL file with no URL left to write (its rows all deleted): not written, so not listed
    // either (the index kept listing the old file on the server, whose URLs were never withdrawn); a file
    // found only by a name several entries share is left as listed, as below
    if (
      match &&
      child &&
      hasUrlRows(child) &&
      !isExportSource(child, true) &&
      !(match.by === "name" && (named.get(child)?.size ?? 0) > 1)
    ) {
      dropped?.add(child);
      return [];
    }
    const out = child && written.get(child);
    if (!match || !child || !out || out.length === 0) return [ref];
    if (match.by === "name" && (named.get(child)?.size ?? 0) > 1) return [ref];
    listed?.add(child);
    // a child that is itself an index (nested) is listed by its one file; a split URL file by its parts
    const split = child.format !== "sitemapindex" && out.some((file) => file.kind === "sitemapindex");
    const names = (split ? out.filter((file) => file.kind !== "sitemapindex") : out).map((file) => file.name);
    const own = match.by === "href" || child.location !== undefined ? getSourceBase(child, files) : "";
    const base = own || getStaleIndexBase(ref.loc, child, files) || getDirectory(ref.loc);
    if (!base) return [ref];
    // a child written again as it was keeps its lastmod: it has not changed; a split child's parts are
    // new files, listed now for the first time
    const stamp = lastmod && (changed === undefined || changed.has(child.name) || split);
    // a name with a folder (`ru/sitemap.xml`) is in its location's folder, which `base` is
    const relinked = names.map((name) =>
      asWrittenIn(ref.loc, base + encodeURIComponent(name.slice(name.lastIndexOf("/") + 1))),
    );
    // a child written whole at the URL its loc names keeps that loc, query included: Shopify's index picks
    // its files by one (`sitemap_products_1.xml?from=…&to=…`), which the relinked URL had dropped
    const listedLoc = ref.loc.trim();
    const path = listedLoc.replace(/[?#][\s\S]*$/, "");
    const locs = relinked.length === 1 && path !== listedLoc && relinked[0] === path ? [listedLoc] : relinked;
    return locs.map((loc) => (stamp ? { ...ref, loc, lastmod } : { ...ref, loc }));
  });
}

/**
 * `result` with its one file named as `file` was opened or located when the two differ only in the case of
 * the ending (`Sitemap.XML`, written `Sitemap.xml` by the writer), or when a gzipped XML file published as
 * `sitemap.gz` is written gzipped again (`sitemap.xml.gz` by the writer): a URL's path is case-sensitive on
 * most servers, and the URL submitted must keep working, so the file keeps the name it is published under;
 * so does the index of a split file written under the file's name (`indexKeepsName`: `sitemap.gz`, not
 * `sitemap.xml.gz`). A renamed file and the parts of a split one are left as they are.
 */
function withOpenedEndingCase<T extends { files: readonly NamedFile[] }>(result: T, file: SitemapFile): T {
  const opened = (getLocationName(file) ?? withoutCopySuffix(file.name)).trim();
  // the file itself: written whole, or, split, its index under its name (`indexKeepsName`)
  const at =
    result.files.length === 1 ? 0 : result.files.findIndex((written) => written.kind === "sitemapindex");
  const own = result.files[at];
  if (!own || own.name === opened) return result;
  const written = own.name.toLowerCase();
  const gzipped = /(?<!\.(?:xml|txt))\.gz$/i.test(opened) && file.format !== "rss" && file.format !== "atom";
  const lower = opened.toLowerCase();
  // `sitemap.gz` written as `sitemap.xml.gz`, a TXT list `urls.gz` as `urls.txt.gz`
  const same =
    written === lower ||
    (gzipped &&
      (written === lower.replace(/\.gz$/, ".xml.gz") || written === lower.replace(/\.gz$/, ".txt.gz")));
  if (!same) return result;
  return { ...result, files: result.files.map((one, i) => (i === at ? { ...one, name: opened } : one)) };
}

/** True for a job that writes a sitemap index (after the URL files, with its refs relinked). */
const isIndexJob = (job: SourceJob) => job.file.format === "sitemapindex";

/** How a URL file's job came out (`SourceShape`): its parts, and whether its own index is written. */
function getShape(
  job: SourceJob,
  result: { files: readonly NamedFile[] },
  listed: ReadonlySet<SitemapFile>,
): SourceShape | undefined {
  if (isIndexJob(job)) return undefined;
  const parts = result.files.filter((file) => file.kind !== "sitemapindex").length;
  return { parts, index: !listed.has(job.file) };
}

/**
 * Runs `write` (or `plan`) on the jobs of the settings, the URL files first, then the indexes with their
 * refs relinked to what the URL files became; returns the jobs as finally named and their results, in order.
 *
 * How many parts a file is split into is known once it is written; it does not depend on the name. So the
 * files are written under the names `getSourceStems` gives whole files, then named again with their parts
 * counted, and only a file whose name moved (a split file whose part is another file's name) is written again.
 */
async function runJobs<T extends { files: readonly NamedFile[] }>(
  files: readonly SitemapFile[],
  settings: ExportSettings,
  forUrls: (job: SourceJob) => Promise<T>,
  forIndex: (refs: readonly SitemapRef[], job: SourceJob) => T,
): Promise<{
  jobs: SourceJob[];
  results: T[];
  listed: Set<SitemapFile>;
  dropped: Map<SitemapFile, Set<SitemapFile>>;
  copies: Map<SitemapFile, number[]>;
  relocated: Map<SitemapFile, Map<number, string[]>>;
}> {
  const first = getJobs(files, settings);
  // by index: the loaded children it no longer lists, having no URL left (`relinkIndexRefs`)
  const dropped = new Map<SitemapFile, Set<SitemapFile>>();
  // by index: how many entries each of its entries is written as
  const copies = new Map<SitemapFile, number[]>();
  // by index: the locs written for its entries written with another loc than listed
  const relocated = new Map<SitemapFile, Map<number, string[]>>();
  const results: T[] = new Array(first.length);
  const written = new Map<SitemapFile, readonly NamedFile[]>();
  const runUrls = async (job: SourceJob, i: number) => {
    results[i] = withOpenedEndingCase(await forUrls(job), job.file);
    written.set(job.file, results[i].files);
  };
  const runIndexes = (jobs: readonly SourceJob[]) => {
    let listed = new Set<SitemapFile>();
    // twice when an index lists another loaded index (nested): an index's own name does not depend on
    // its refs, so the first round names every index and the second relinks the parents to them
    const nested = jobs.some(isIndexJob) && files.filter((file) => file.format === "sitemapindex").length > 1;
    for (let round = nested ? 0 : 1; round < 2; round++) {
      listed = new Set<SitemapFile>();
      for (const [i, job] of jobs.entries()) {
        if (!isIndexJob(job)) continue;
        const gone = new Set<SitemapFile>();
        dropped.set(job.file, gone);
        const counts: number[] = [];
        copies.set(job.file, counts);
        const moved = new Map<number, string[]>();
        relocated.set(job.file, moved);
        results[i] = withOpenedEndingCase(
          forIndex(
            relinkIndexRefs(
              job.file.sitemaps,
              files,
              written,
              listed,
              job.options.indexLastmod,
              settings.changedFiles && new Set(settings.changedFiles),
              gone,
              counts,
              moved,
            ),
            job,
          ),
          job.file,
        );
        written.set(job.file, results[i].files);
      }
    }
    return listed;
  };
  // one at a time, as the client's worker takes them
  for (const [i, job] of first.entries()) if (!isIndexJob(job)) await runUrls(job, i);
  let listed = runIndexes(first);
  const jobs = getJobs(
    files,
    settings,
    first.map((job, i) => getShape(job, results[i], listed)),
  );
  const moved = jobs.filter((job, i) => job.options.name !== first[i].options.name);
  for (const [i, job] of jobs.entries()) if (moved.includes(job) && !isIndexJob(job)) await runUrls(job, i);
  // which children an index lists does not depend on their names (`relinkIndexRefs`): `listed` stays
  if (moved.length > 0) listed = runIndexes(jobs);
  // a split child an exported index lists by its parts needs no index of its own: it would list the
  // same parts again (each submitted twice), and the robots.txt line names the parent index
  for (const [i, job] of jobs.entries()) {
    if (!listed.has(job.file) || isIndexJob(job)) continue;
    const own = results[i].files.filter((file) => file.kind !== "sitemapindex");
    if (own.length !== results[i].files.length) results[i] = { ...results[i], files: own };
  }
  return { jobs, results, listed, dropped, copies, relocated };
}

/**
 * The file of another source that took job `i`'s name (`SourcePlan.clash`): one whose name, case aside, is
 * one of those `i` would have had, else the first file of the source whose stem is `i`'s own; undefined
 * when `i` is not renamed.
 */
function findClash(
  jobs: readonly SourceJob[],
  results: readonly { files: readonly NamedFile[] }[],
  i: number,
): string | undefined {
  if (!jobs[i].renamed) return undefined;
  const others = new Map<string, string>();
  for (const [j, result] of results.entries())
    if (j !== i) for (const file of result.files) others.set(file.name.toLowerCase(), file.name);
  for (const name of jobs[i].wanted) {
    const other = others.get(name.toLowerCase());
    if (other !== undefined) return other;
  }
  const stem = jobs[i].ownStem.toLowerCase();
  const same = jobs.findIndex((job, j) => j !== i && job.options.name?.toLowerCase() === stem);
  return same < 0 ? undefined : results[same].files[0]?.name;
}

/**
 * True for a TXT file that lists no URL: what the writer makes of a source whose every URL holds a line
 * break (`ExportPlan.lineBreakLocs`). An empty file is of no use to upload: it is left out of the plan and
 * of the download, and the plan's `lineBreakLocs` says why.
 */
function isEmptyTxt(file: { kind: string; urlCount?: number; bytes?: Uint8Array }): boolean {
  return file.kind === "txt" && (file.urlCount ?? file.bytes?.length) === 0;
}

function withoutEmptyTxt<T extends { files: readonly { kind: string }[] }>(result: T): T {
  const files = result.files.filter((file) => !isEmptyTxt(file));
  return files.length === result.files.length ? result : { ...result, files };
}

/** Writes what the settings ask for (see the module comment). */
export async function exportWorkspace(
  client: SitemapClient,
  files: readonly SitemapFile[],
  settings: ExportSettings,
): Promise<OutputFile[]> {
  if (settings.mode !== "each") {
    const parts = getMergeParts(files, settings);
    const output = await client.write(parts, toWriteOptions(settings), false, files);
    return withoutEmptyTxt(output).files;
  }
  const { results } = await runJobs(
    files,
    settings,
    (job) => client.write([job.file.urls], job.options, false, files),
    (refs, job) => ({ files: [writeSitemapIndexFile(refs, job.options)] }),
  );
  return results.flatMap((result) => withoutEmptyTxt(result).files);
}

/** The names of `files`, or undefined for none. */
function toNames(files: ReadonlySet<SitemapFile> | undefined): string[] | undefined {
  return files && files.size > 0 ? [...files].map((file) => file.name) : undefined;
}

/** Adds up the plans of several files into one (indexes of skipped entries are per file then). */
function addPlans(plans: readonly ExportPlan[]): ExportPlan {
  const prefixes = new Set<string>();
  for (const plan of plans) for (const prefix of plan.undeclaredPrefixes) prefixes.add(prefix);
  return {
    files: plans.flatMap((plan) => plan.files),
    written: plans.reduce((sum, plan) => sum + plan.written, 0),
    skipped: plans.flatMap((plan) => plan.skipped),
    oversized: plans.flatMap((plan) => plan.oversized),
    undeclaredPrefixes: [...prefixes],
    droppedExtras: plans.reduce((sum, plan) => sum + plan.droppedExtras, 0),
    alteredValues: plans.reduce((sum, plan) => sum + plan.alteredValues, 0),
    lineBreakLocs: plans.reduce((sum, plan) => sum + plan.lineBreakLocs, 0),
  };
}

/** What `exportWorkspace` would write, without writing. */
export async function planWorkspaceExport(
  client: SitemapClient,
  files: readonly SitemapFile[],
  settings: ExportSettings,
): Promise<WorkspaceExportPlan> {
  if (settings.mode !== "each") {
    return withoutEmptyTxt(
      await client.plan(getMergeParts(files, settings), toWriteOptions(settings), files),
    );
  }
  // the raw non-ASCII locs of each index as written (the last round's relinked refs)
  const nonAsciiRefs = new Map<SitemapFile, number>();
  const {
    jobs,
    results: planned,
    listed,
    dropped,
    copies,
    relocated,
  } = await runJobs(
    files,
    settings,
    (job) => client.plan([job.file.urls], job.options, files),
    (refs, job) => {
      nonAsciiRefs.set(job.file, refs.filter((ref) => NON_ASCII.test(ref.loc)).length);
      return planSitemapIndexFile(refs, job.options);
    },
  );
  const plans = planned.map(withoutEmptyTxt);
  const sources = jobs.map((job, i) => ({
    source: job.file.name,
    base: job.base,
    files: plans[i].files,
    listed: listed.has(job.file) || undefined,
    renamed: job.renamed || undefined,
    wanted: job.renamed ? job.wanted : undefined,
    clash: findClash(jobs, plans, i),
    nonAsciiRefs: nonAsciiRefs.get(job.file) || undefined,
    unplacedFolder: getUnplacedLocationFolder(job.file, files),
    droppedChildren: toNames(dropped.get(job.file)),
    refCopies: getRefCopies(copies.get(job.file)),
    movedRefs: relocated.get(job.file)?.size ? relocated.get(job.file) : undefined,
  }));
  // an index's sitemaps are not URLs: the total counts the entries of the URL files only
  const written = plans.reduce(
    (sum, plan, i) => sum + (jobs[i].file.format === "sitemapindex" ? 0 : plan.written),
    0,
  );
  return { ...addPlans(plans), written, sources };
}
