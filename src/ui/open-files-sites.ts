/**
 * The sites of files being opened, read from their first URL (`findFirstUrl` over their first bytes), for
 * the same-name question (`open-files.ts`): which open file a client's file is (a copy, an archive's
 * folder), and whose site each file asked about is.
 */
import { FIRST_URL_HEAD_BYTES, findFirstUrl, type SitemapFile } from "@/core/index";
import { getDefaultLocation, withoutCopySuffix } from "@/store/location-guess";
import { getUrlHost } from "./display-hosts";
import { headOf, isUnpacked, type OpenedFile } from "./opened-file";

/**
 * The site (host) of each file of `names` being opened, from its first URL (`findFirstUrl` over its first
 * bytes, not a read): the same-name question tells another site's file from a new version of the open one.
 * A name without a URL in its head is left out; of files of one name, the first (the one Replace takes).
 */
export async function getIncomingHosts(
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
export function renamed(file: OpenedFile, name: string): OpenedFile {
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
export async function getOpenNamesBySite(
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
