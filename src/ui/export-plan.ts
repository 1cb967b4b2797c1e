/**
 * The export dialog's form state, its conversion to store settings, and the plan of what it will write
 * (asked of the core a moment after the last change, so typing a number does not re-plan on every key).
 */

import { useEffect, useState } from "react";
import {
  formatW3cDatetime,
  getUsualOffset,
  getZoneOffsetMinutes,
  normaliseBaseUrl,
  pickTopOrigin,
  type SitemapFile,
} from "@/core/index";
import { getEntryListStats, getTopKey, sumCounts } from "@/store/entry-list-stats";
import type { WorkspaceExportPlan } from "@/store/export-actions";
import type { ExportChoices } from "@/store/preferences";
import type { ExportSettings } from "@/store/store-types";
import { isExportSource } from "@/store/workspace-helpers";
import { useAppStoreApi } from "./store-context";

/**
 * `as-opened`: XML, each file gzipped as it was opened (`pages.xml.gz` stays `.xml.gz`, `sitemap.xml` stays
 * `.xml`), so no published URL changes; "each file as it is" only (a merged set is XML).
 */
export type ExportKind = "xml" | "xml.gz" | "as-opened" | "txt";

/** `each`: every source file under its own name; `merge`: all URL files as one set (`ExportSettings.mode`). */
export type ExportMode = "each" | "merge";

export interface ExportForm {
  mode: ExportMode;
  kind: ExportKind;
  maxUrls: string;
  maxMb: string;
  baseUrl: string;
  name: string;
  pretty: boolean;
  /** Give each `sitemap` of the index the export time as `lastmod`. */
  indexLastmod: boolean;
  /** Each file as it is: a split file's index takes the file's name (`ExportSettings.indexKeepsName`). */
  indexKeepsName: boolean;
  /**
   * While merging: "as opened", the format chosen for each file as it is, which a merged set does not have
   * (it shows XML instead): given back on the way back to Each file as it is, and remembered as the choice
   * (`switchExportMode`). A fresh user's look at Merge had left every later export renaming `.xml.gz` files.
   */
  eachKind?: ExportKind;
}

const MB = 1_048_576;

/**
 * The dialog's form as it opens: the choices of the last export (`remembered`, from `readExportChoices`)
 * over the defaults (each file as it is, XML, 50,000 URLs and 50 MB per file, `sitemap`, pretty). A
 * remembered size that does not parse, or an empty or unusable name (`parseExportName`), is left at its default. `baseUrl` is the files'.
 */
export function makeExportForm(baseUrl: string, remembered: Partial<ExportChoices> = {}): ExportForm {
  const { maxUrls, maxMb, name } = remembered;
  const mode = remembered.mode ?? "each";
  const kind = getFormKind(mode, remembered.kind);
  return {
    mode,
    kind,
    ...(kind !== (remembered.kind ?? "as-opened") ? { eachKind: "as-opened" as const } : {}),
    maxUrls: maxUrls !== undefined && parseMaxUrls(maxUrls) !== undefined ? maxUrls : "50000",
    maxMb: maxMb !== undefined && parseMaxMb(maxMb) !== undefined ? maxMb : "50",
    baseUrl,
    name: name?.trim() && parseExportName(name) !== undefined ? name : "sitemap",
    pretty: remembered.pretty ?? true,
    indexLastmod: remembered.indexLastmod ?? false,
    indexKeepsName: false,
  };
}

/**
 * The format a form opens or goes on with in `mode`: `kind`, else "as opened" (no file's URL changes);
 * a merged set has no file of its own to keep, so "as opened" is XML there.
 */
export function getFormKind(mode: ExportMode, kind: ExportKind | undefined): ExportKind {
  const chosen = kind ?? "as-opened";
  return mode === "merge" && chosen === "as-opened" ? "xml" : chosen;
}

/**
 * The form's change for a switch to `mode`: to Merge, "as opened" becomes XML and is kept aside
 * (`ExportForm.eachKind`); back to Each file as it is, what was kept aside comes back. Any other format
 * goes on as it is.
 */
export function switchExportMode(form: ExportForm, mode: ExportMode): Partial<ExportForm> {
  if (mode === "each") return { mode, kind: form.eachKind ?? form.kind, eachKind: undefined };
  const kind = getFormKind(mode, form.kind);
  return kind === form.kind ? { mode } : { mode, kind, eachKind: form.kind };
}

/** The choices of `form` worth remembering for the next export (all but the base URL; "as opened" kept aside by Merge). */
export function toExportChoices(form: ExportForm): ExportChoices {
  const { mode, maxUrls, maxMb, name, pretty, indexLastmod } = form;
  return { mode, kind: form.eachKind ?? form.kind, maxUrls, maxMb, name, pretty, indexLastmod };
}

/**
 * The form's "URLs per file": a whole number of 1 or more, digits grouped by spaces, commas or `_` as
 * people type them (`50 000`, `50,000`); undefined when it is not one (the dialog says so at the field).
 */
export function parseMaxUrls(text: string): number | undefined {
  const trimmed = text.trim();
  // digits, or digits grouped by threes (`50 000`, `50,000`, `50_000`, a no-break or thin space)
  if (!/^(\d+|\d{1,3}([ ,_\u00a0\u202f]\d{3})+)$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/\D/g, ""));
  return value >= 1 ? value : undefined;
}

/**
 * The form's "Base URL for the index" (merged sets): `""` when empty (the index then starts its `loc`s with
 * the URLs' most common scheme and host, `getIndexBaseUrl`), the trimmed text when it is an absolute `http:`
 * or `https:` URL (WHATWG) with no space, query or fragment, else undefined: the index's `loc`s would not be absolute http(s) URLs, which the
 * protocol requires of every `loc` (sitemaps.org: "must begin with the protocol"), so the dialog says so at
 * the field and does not export.
 */
export function parseBaseUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  // a space anywhere (Chromium's parser takes "https:// host/"), a query or a fragment: no base for file names
  if (!/^https?:\/\//i.test(trimmed) || /[\s?#]/.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).host === "" ? undefined : trimmed;
  } catch {
    return undefined;
  }
}

/**
 * Characters a file name may not hold: a path separator (the name would be a folder on one OS and a `_` in
 * the browser's download, so the index and the files would disagree), the others Windows refuses, and
 * control characters.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what is refused
const NAME_FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f]/;

/** Names Windows reserves for devices, with or without an ending (`CON`, `nul.xml`, `COM1`). */
const NAME_RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\..*)?$/i;

/**
 * The longest "File name" in UTF-8 bytes: with a part's number and ending (`-index.xml.gz`, 13) it stays
 * within the 255 bytes file systems take (a Cyrillic letter is 2 bytes).
 */
export const MAX_EXPORT_NAME_BYTES = 200;

/**
 * Why the form's "File name" cannot name a file, or undefined when it can: `chars` (a character a file
 * name may not hold: `/ \ : * ? " < > |`, control characters; or dots alone), `reserved` (a name Windows
 * keeps for a device: `CON`, `NUL`, `COM1`…: the download fails or the file cannot be opened there), `long`
 * (over `MAX_EXPORT_NAME_BYTES`: file systems refuse the part names).
 */
export function getExportNameFault(text: string): "chars" | "reserved" | "long" | undefined {
  const trimmed = text.trim();
  // dots alone name no file (`.` and `..` are folders; `.-1.xml` would be hidden)
  if (NAME_FORBIDDEN.test(trimmed) || /^\.+$/.test(trimmed)) return "chars";
  if (NAME_RESERVED.test(trimmed)) return "reserved";
  if (new TextEncoder().encode(trimmed).length > MAX_EXPORT_NAME_BYTES) return "long";
  return undefined;
}

/**
 * The form's "File name" (merged sets): the trimmed name, `sitemap` when empty (the writer's default), or
 * undefined when it cannot name a file (`getExportNameFault`).
 */
export function parseExportName(text: string): string | undefined {
  if (getExportNameFault(text) !== undefined) return undefined;
  const trimmed = text.trim();
  return trimmed === "" ? "sitemap" : trimmed;
}

/** The form's "MB per file": a number above 0, with a decimal point or comma (`1,5`); else undefined. */
export function parseMaxMb(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(",", "."));
  return value > 0 ? value : undefined;
}

/** The format a form's kind writes: `txt`, else `xml` (gzipped or not). */
export function getExportFormat(kind: ExportKind): ExportSettings["format"] {
  return kind === "txt" ? "txt" : "xml";
}

/**
 * How many of the form's fields do not parse (sizes, and in a merge the base URL and the name): the fields
 * marked invalid while `toExportSettings` gives no settings; 0 when it gives them.
 */
export function countInvalidExportFields(form: ExportForm): number {
  const merge = form.mode === "merge";
  return [
    parseMaxUrls(form.maxUrls) === undefined,
    parseMaxMb(form.maxMb) === undefined,
    merge && parseBaseUrl(form.baseUrl) === undefined,
    merge && parseExportName(form.name) === undefined,
  ].filter(Boolean).length;
}

/**
 * Store settings of a form, or undefined while a number field is not a positive number or, for a merged
 * set, the base URL or the file name is not usable (`parseBaseUrl`, `parseExportName`). `now` is the index's
 * lastmod when the form asks for one, written in `zone` (`getIndexLastmodZone`; default the runtime's);
 * `namespaces` are the source files' (see `getExportNamespaces`).
 */
export function toExportSettings(
  form: ExportForm,
  namespaces?: Record<string, string>,
  now: Date = new Date(),
  zone?: string,
): ExportSettings | undefined {
  const maxUrls = parseMaxUrls(form.maxUrls);
  const maxMb = parseMaxMb(form.maxMb);
  if (maxUrls === undefined || maxMb === undefined) return undefined;
  const merge = form.mode === "merge";
  if (merge && (parseBaseUrl(form.baseUrl) === undefined || parseExportName(form.name) === undefined))
    return undefined;
  return {
    mode: form.mode,
    format: getExportFormat(form.kind),
    gzip: form.kind === "xml.gz",
    asOpened: form.kind === "as-opened" && !merge ? true : undefined,
    maxUrls,
    maxBytes: Math.max(1, Math.floor(maxMb * MB)),
    baseUrl: form.baseUrl,
    name: form.name,
    pretty: form.pretty,
    files: [],
    // a sitemap index is XML in either format: TXT's too (a split list's, a loaded one)
    indexLastmod: form.indexLastmod ? formatW3cDatetime(now, getZoneOffsetMinutes(zone)) : undefined,
    indexKeepsName: !merge && form.indexKeepsName ? true : undefined,
    namespaces,
  };
}

/**
 * The zone the export's index `lastmod` is written in: the one most common among the `lastmod`s the
 * exported sitemap indexes already have (`+03:00` for a Moscow site, whatever the browser's zone), else
 * among the URL files' `lastmod`s (on a tie the zone seen first); undefined (the browser's zone) when none
 * has one.
 */
export function getIndexLastmodZone(files: readonly SitemapFile[]): string | undefined {
  const indexes = files.filter((file) => file.format === "sitemapindex");
  const fromIndexes = getUsualOffset(indexes.flatMap((file) => file.sitemaps.map((ref) => ref.lastmod)));
  if (fromIndexes !== undefined) return fromIndexes;
  // per entry list, remembered (`getEntryListStats`): a million lastmods are not read again on each open
  const lists = files.filter((file) => file.format !== "sitemapindex");
  return getTopKey(sumCounts(lists.map((file) => getEntryListStats(file.urls).zones)));
}

/**
 * The files an export writes from (as `ExportSettings.files` = []): `isExportSource` (every file with URL
 * rows but an unreadable one left empty, and in `each` mode the sitemap indexes too; never robots.txt).
 */
export function getExportedFiles(files: readonly SitemapFile[], mode: ExportMode = "merge"): SitemapFile[] {
  return files.filter((file) => isExportSource(file, mode === "each"));
}

/** Each file's `loc` origins counted (`countLocOrigins`), in file order: once per entry list (`getEntryListStats`). */
export function countFileOrigins(files: readonly SitemapFile[]): ReadonlyMap<string, number>[] {
  return files.map((file) => getEntryListStats(file.urls).origins);
}

/** The most common origin of each file (`countFileOrigins`), in file order, once each. */
export function getFileHosts(origins: readonly ReadonlyMap<string, number>[]): string[] {
  const hosts = new Set<string>();
  for (const counts of origins) {
    const best = pickTopOrigin(counts);
    if (best) hosts.add(best);
  }
  return [...hosts];
}

/**
 * The namespace declarations of the exported files, merged (prefix to URI; the first file to declare a
 * prefix wins; the default namespace is left out), so kept `extra` elements get their prefixes declared.
 */
export function getExportNamespaces(files: readonly SitemapFile[]): Record<string, string> | undefined {
  const merged: Record<string, string> = {};
  for (const file of files) {
    for (const [prefix, uri] of Object.entries(file.namespaces ?? {})) {
      if (prefix !== "" && !(prefix in merged)) merged[prefix] = uri;
    }
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/**
 * The URL of every file the export writes (parts, indexes, each file as it is), as a robots.txt line or
 * an index would name it; only those whose base is known (a location, or the merged set's base URL).
 */
export function getWrittenUrls(plan: WorkspaceExportPlan | undefined, baseUrl: string): string[] {
  if (!plan) return [];
  if (plan.sources) {
    return plan.sources.flatMap((source) =>
      /^https?:\/\/[^/]/i.test(source.base)
        ? source.files.map(
            (file) => `${source.base}${encodeURIComponent(file.name.slice(file.name.lastIndexOf("/") + 1))}`,
          )
        : [],
    );
  }
  const typed = baseUrl.trim();
  const base = plan.indexBaseUrl ?? (typed ? normaliseBaseUrl(typed) : typed);
  if (!/^https?:\/\/[^/]/i.test(base)) return [];
  return plan.files.map((file) => `${base}${file.name.split("/").map(encodeURIComponent).join("/")}`);
}

/**
 * The robots.txt line announcing the export: `Sitemap: ` + the index's URL, or the single file's when
 * there is no index. Undefined while there is no plan or no absolute base URL to build the URL from.
 * A per-file plan gives one line per source file with a known location that no exported index lists,
 * joined by line breaks.
 */
export function getRobotsLine(plan: WorkspaceExportPlan | undefined, baseUrl: string): string | undefined {
  if (plan?.sources) {
    // a file an exported index lists is announced by that index's line
    const lines = plan.sources.flatMap((source) => {
      if (source.listed) return [];
      const target = source.files.find((file) => file.kind === "sitemapindex") ?? source.files[0];
      if (!target || !/^https?:\/\/[^/]/i.test(source.base)) return [];
      // a name with a folder (`ru/sitemap.xml`, from an archive) is in its location's folder: `base`
      return [
        `Sitemap: ${source.base}${encodeURIComponent(target.name.slice(target.name.lastIndexOf("/") + 1))}`,
      ];
    });
    return lines.length > 0 ? lines.join("\n") : undefined;
  }
  const target = plan?.files.find((file) => file.kind === "sitemapindex") ?? plan?.files[0];
  if (!plan || !target) return undefined;
  const typed = baseUrl.trim();
  // as the index would list it: punycode host, percent-encoded path (`normaliseBaseUrl`)
  const base = plan.indexBaseUrl ?? (typed ? normaliseBaseUrl(typed) : typed);
  if (!/^https?:\/\/[^/]/i.test(base)) return undefined;
  return `Sitemap: ${base}${target.name.split("/").map(encodeURIComponent).join("/")}`;
}

/** The plan for `settings` (memoize them), refreshed 250 ms after they last changed; undefined meanwhile. */
export function useExportPlan(settings: ExportSettings | undefined): WorkspaceExportPlan | undefined {
  const store = useAppStoreApi();
  const [plan, setPlan] = useState<WorkspaceExportPlan | undefined>(undefined);
  useEffect(() => {
    setPlan(undefined);
    if (!settings) return;
    let live = true;
    const timer = setTimeout(() => {
      store
        .getState()
        .planExport(settings)
        .then((next) => live && setPlan(next))
        .catch(() => live && setPlan(undefined));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [settings, store]);
  return plan;
}

/**
 * How many entries of `file` hold more than a URL (a lastmod, changefreq or priority, an image, video, news
 * or hreflang link): what a TXT sitemap, which holds URLs only, would not write.
 */
export function countRowsBeyondUrl(file: SitemapFile): number {
  let count = 0;
  for (const entry of file.urls) if (isBeyondUrl(entry)) count++;
  return count;
}

/** True when some entry of `file` holds more than a URL (`countRowsBeyondUrl` > 0), found at the first. */
export function hasRowBeyondUrl(file: SitemapFile): boolean {
  return file.urls.some(isBeyondUrl);
}

function isBeyondUrl(entry: SitemapFile["urls"][number]): boolean {
  const { lastmod, changefreq, priority, images, videos, news, alternates } = entry;
  return Boolean(
    lastmod || changefreq || priority || news || images.length || videos.length || alternates.length,
  );
}
