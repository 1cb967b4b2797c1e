/**
 * The timezone a date's fix adds by default (the Problems panel's zone list, Edit sitemaps): the zones the
 * check found usual in the files of a group's problems (`params.offset`), the zone most files of the same
 * site use, and Moscow's for a site under `.ru`, `.рф`, `.su` or `.by`. Per run of problems and per file
 * object, so an edit reads again only what it changed.
 */
import { getUsualOffset, type Problem, type SitemapFile } from "@/core/index";
import { getProblemRuns, type ProblemRun } from "@/store/problem-runs";
import { hasUrlRows } from "@/store/workspace-helpers";

/**
 * The `offset` param of the first problem of `code` in `run` that has one (the check puts the same on every
 * problem of a file: the timezone its other lastmods use), or undefined; kept in the run (`ProblemRun.memo`),
 * so after an edit only the runs it touched are looked through again: with a fault in every entry and no
 * usual offset, a search of the whole list took 19 ms of the frame after each edit at 1,000,000 problems.
 */
function getRunOffset(run: ProblemRun, code: string): string | undefined {
  const key = `usual-offset:${code}`;
  let found = run.memo.get(key);
  if (found === undefined) {
    found =
      run.problems.find((problem) => problem.code === code && problem.params?.offset)?.params?.offset ?? null;
    run.memo.set(key, found);
  }
  return typeof found === "string" ? found : undefined;
}

/**
 * The `offset` param of the first problem of `code` that has one (the timezone a file's other lastmods use,
 * `lastmod.no-timezone` and `lastmod.invalid`), or undefined (none, or not a string).
 */
export function findUsualOffset(problems: readonly Problem[], code: string): string | undefined {
  for (const run of getProblemRuns(problems).runs) {
    if (!run.codes.some((known) => known.code === code)) continue;
    const found = getRunOffset(run, code);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The distinct `offset` params of the problems of `code` (each file's usual timezone, `lastmod.no-timezone`
 * and `lastmod.invalid`), in the order first met: two or more when the group's files disagree (an agency's
 * sites, one in `+03:00` and one in `Z`), and Fix all then keeps each file's own. One look per run
 * (`getRunOffset`).
 * @example findGroupOffsets(problems, "lastmod.no-timezone") // ["+03:00", "Z"]
 */
export function findGroupOffsets(problems: readonly Problem[], code: string): string[] {
  const found: string[] = [];
  for (const run of getProblemRuns(problems).runs) {
    if (!run.codes.some((known) => known.code === code)) continue;
    const offset = getRunOffset(run, code);
    if (offset !== undefined && !found.includes(offset)) found.push(offset);
  }
  return found;
}

/** Top-level domains of Russia and Belarus (`.рф`, `.бел` in punycode too), whose one zone is +03:00. */
const MOSCOW_ZONE_TLD = /\.(?:ru|su|by|рф|xn--p1ai|бел|xn--90ais)\.?$/i;

/**
 * `+03:00` when most open files' sites (the host of each one's first absolute URL) are under a Russian or
 * Belarusian domain (`.ru`, `.рф`, `.su`, `.by`): Moscow and Minsk time, with no daylight saving since
 * 2011 and 2014; else undefined. The default zone of "Fix all" when no date of the workspace has one: a
 * Russian crawler's export (`05.12.2024 10:00`) is in Moscow time far more often than in UTC.
 */
export function getCountryOffset(files: readonly SitemapFile[]): string | undefined {
  let moscow = 0;
  let known = 0;
  for (const file of files) {
    const entries: readonly { loc: string }[] = hasUrlRows(file) ? file.urls : file.sitemaps;
    // the first absolute URL: a loop that stops there (a file of 50,000 entries is read at every edit)
    let host: string | undefined;
    for (const entry of entries) {
      host = /^https?:\/\/([^/?#:]+)/i.exec(entry.loc.trim())?.[1];
      if (host !== undefined) break;
    }
    if (host === undefined) continue;
    known++;
    if (MOSCOW_ZONE_TLD.test(host)) moscow++;
  }
  return known > 0 && moscow * 2 > known ? "+03:00" : undefined;
}

/** Per file object, its site's host (`getSiteHost`), or null when it has no absolute http(s) URL. */
const fileHosts = new WeakMap<SitemapFile, string | null>();

/**
 * The host of the file's first absolute http(s) URL as the URL parser writes it (punycode, lower case),
 * without a leading `www.`: `магазин.рф` and `www.xn--80aairftm.xn--p1ai` are one site. Null without one.
 */
function getSiteHost(file: SitemapFile): string | null {
  let host = fileHosts.get(file);
  if (host !== undefined) return host;
  host = null;
  const entries: readonly { loc: string }[] = hasUrlRows(file) ? file.urls : file.sitemaps;
  for (const entry of entries) {
    const written = /^\s*(https?:\/\/[^/?#\\]+)/i.exec(entry.loc)?.[1];
    if (written === undefined) continue;
    try {
      host = new URL(written).hostname.replace(/^www\./, "");
    } catch {
      continue;
    }
    break;
  }
  fileHosts.set(file, host);
  return host;
}

/**
 * The open files of the same sites as the files named `names` (the files of a problem group): those whose
 * first absolute URL is on the host of one of theirs, `www.` or not (an index and the site's other
 * sitemaps; not another site's feed opened beside them, whose `+01:00` had become a Russian shop's default
 * zone). The named files themselves are always in; with no host known among them, every file is.
 */
export function getSiteFiles(files: readonly SitemapFile[], names: readonly string[]): SitemapFile[] {
  const named = new Set(names);
  const hosts = new Set<string>();
  for (const file of files) {
    const host = named.has(file.name) ? getSiteHost(file) : null;
    if (host !== null) hosts.add(host);
  }
  if (hosts.size === 0) return files.slice();
  return files.filter((file) => {
    if (named.has(file.name)) return true;
    const host = getSiteHost(file);
    return host !== null && hosts.has(host);
  });
}

/** The names of the files that have problems of `code`, in list order, each once. */
export function findGroupFiles(problems: readonly Problem[], code: string): string[] {
  const names = new Set<string>();
  for (const run of getProblemRuns(problems as Problem[]).runs)
    if (!names.has(run.file) && run.codes.some((known) => known.code === code)) names.add(run.file);
  return [...names];
}

/** Per file object, the zone most common among its lastmods, or null (`getWorkspaceOffset`). */
const fileOffsets = new WeakMap<SitemapFile, string | null>();

/**
 * The zone (`+03:00`, `Z`) that most of the open files use for their lastmods (each file counted once, by
 * its own most common zone: `getUsualOffset`), or undefined when none has one: the default of "Fix all"
 * for a file whose own lastmods have no zone, when the index or the site's other files say where the site
 * is (UTC moved a Moscow site's times by three hours). Each file's zone is kept per file object, so after
 * an edit only the edited file is read again.
 */
export function getWorkspaceOffset(files: readonly SitemapFile[]): string | undefined {
  const counts = new Map<string, number>();
  for (const file of files) {
    let offset = fileOffsets.get(file);
    if (offset === undefined) {
      const entries: readonly { lastmod?: string }[] = hasUrlRows(file) ? file.urls : file.sitemaps;
      offset = getUsualOffset(entries.map((entry) => entry.lastmod)) ?? null;
      fileOffsets.set(file, offset);
    }
    if (offset !== null) counts.set(offset, (counts.get(offset) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [offset, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = offset;
  return best;
}
