/**
 * What an export writes in the form its sources wrote it: an index's child URLs as the index writes its
 * own (a Cyrillic host and folder, not the punycode and percent-encoding of a location), and a merged set's
 * kept unknown elements in the namespaces their own files bound. Pure; no React.
 */
import { declareOwnPrefixes, type SitemapFile, toReadableUrl } from "@/core/index";
import type { ExportSettings } from "./store-types";
import { getExportParts } from "./workspace-helpers";

/**
 * `loc` written the way the index's `listed` wrote its URL: `listed` itself when both are one URL (WHATWG),
 * else `loc` with the origin as `listed` writes it when that is the same origin (`https://магазин.рф` for
 * `https://xn--80aairftm.xn--p1ai`), and its path's percent-encoded Cyrillic as characters when `listed`
 * writes its own path so (`/каталог/`). A location is kept in WHATWG form (punycode), and an index written
 * from it mixed forms: its children that were opened in punycode, the others as typed.
 */
export function asWrittenIn(listed: string, loc: string): string {
  const written = listed.trim();
  const origin = /^https?:\/\/[^/?#]+/i.exec(written)?.[0];
  if (!origin) return loc;
  try {
    if (new URL(written).href === new URL(loc).href) return written;
    if (new URL(origin).origin !== new URL(loc).origin) return loc;
    const same = loc.replace(/^https?:\/\/[^/?#]+/i, origin);
    // an index that writes its paths in Cyrillic (`/каталог/`) gets this one so too, not percent-encoded
    return /\P{ASCII}/u.test(written.slice(origin.length)) ? (toReadableUrl(same) ?? same) : same;
  } catch {
    return loc;
  }
}

/**
 * The entries a merged set is written from, file by file: a file that binds a prefix otherwise than the
 * merged root declares it (`settings.namespaces`: the first file's binding) has its kept unknown elements
 * declare its own binding on themselves (`declareOwnPrefixes`), so `<x:foo>` of a file's `xmlns:x` stays in
 * that namespace beside another file's `x`.
 */
export function getMergeParts(files: readonly SitemapFile[], settings: ExportSettings) {
  const parts = getExportParts(files, settings.files);
  const merged = settings.namespaces ?? {};
  return parts.map((urls) => {
    const file = files.find((one) => one.urls === urls);
    const own = new Map<string, string>();
    for (const [prefix, uri] of Object.entries(file?.namespaces ?? {}))
      if (prefix !== "" && merged[prefix] !== undefined && merged[prefix] !== uri) own.set(prefix, uri);
    return declareOwnPrefixes(urls, own);
  });
}
