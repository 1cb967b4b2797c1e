/**
 * Writes one `url` element of a urlset, or one line of a TXT sitemap.
 *
 * Thread-portable, no DOM. Element order follows the sitemaps.org XSD
 * (https://www.sitemaps.org/protocol.html, http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd):
 * `loc`, `lastmod`, `changefreq`, `priority`, then extension and unknown elements.
 */
import type { UrlChildKind, UrlEntry } from "../model/types";
import {
  cleanValue,
  escapedText,
  type WriteContext,
  writeExtra,
  writeExtras,
  writeFieldAttributes,
  writeForeignAttributes,
} from "./write-context";
import { writeAlternate, writeImage, writeNews, writeVideo } from "./write-extensions";
import { hasInvalidXmlChars, isPlainText, stripInvalidXmlChars } from "./xml-escape";

/**
 * A core element (`lastmod`, `changefreq`, `priority`) at depth 2, or `""` when its value is absent or
 * empty ("no empty elements", CONTRACT.md), also once the characters XML cannot hold are removed.
 */
function writeCoreField(
  ctx: WriteContext,
  entry: UrlEntry,
  name: "lastmod" | "changefreq" | "priority",
): string {
  const value = entry[name];
  if (value === undefined || value.trim() === "") return "";
  let text = value;
  if (!isPlainText(value)) {
    const cleaned = cleanValue(ctx, value);
    if (cleaned === undefined || cleaned.trim() === "") return "";
    text = escapedText(ctx, cleaned) ?? "";
  }
  const attributes = writeFieldAttributes(ctx, entry.fieldAttributes, name, value);
  return `${ctx.indent[2]}<${name}${attributes}>${text}</${name}>${ctx.newline}`;
}

/**
 * The trimmed `loc` without characters XML cannot hold, or undefined when nothing remains (the entry is
 * then skipped, not counted as altered).
 */
function cleanLoc(ctx: WriteContext, loc: string): string | undefined {
  const trimmed = loc.trim();
  if (isPlainText(trimmed) || !hasInvalidXmlChars(trimmed)) return trimmed === "" ? undefined : trimmed;
  const cleaned = stripInvalidXmlChars(trimmed).trim();
  if (cleaned === "") return undefined;
  ctx.alteredValues++;
  return cleaned;
}

/** True when the entry has a `loc` to write (non-empty once trimmed). */
export function hasLoc(entry: UrlEntry): boolean {
  return entry.loc !== undefined && entry.loc.trim() !== "";
}

/**
 * The `url` element of `entry`, indented at depth 1 (children at depth 2), ending with the layout's newline;
 * undefined when the entry has no `loc` (empty once trimmed and stripped of characters XML forbids).
 * `loc` is trimmed; empty `lastmod`/`changefreq`/`priority` are left out; every other value is written as it
 * is, only escaped. Extensions follow in the order read (`entry.order`), else alternates, images, videos,
 * news, then `extra` fragments. Kept foreign attributes (`entry.attributes`) go on `url`. Prefixes used are
 * appended to `ctx.used`.
 */
export function writeUrlEntry(ctx: WriteContext, entry: UrlEntry): string | undefined {
  const loc = cleanLoc(ctx, entry.loc);
  if (loc === undefined) return undefined;
  const { indent, newline } = ctx;
  const attributes = entry.attributes === undefined ? "" : writeForeignAttributes(ctx, entry.attributes);
  let out =
    `${indent[1]}<url${attributes}>${newline}` +
    `${indent[2]}<loc${writeFieldAttributes(ctx, entry.fieldAttributes, "loc", loc)}>` +
    `${escapedText(ctx, loc)}</loc>${newline}` +
    writeCoreField(ctx, entry, "lastmod") +
    writeCoreField(ctx, entry, "changefreq") +
    writeCoreField(ctx, entry, "priority");
  if (entry.order !== undefined && entry.order.length > 0)
    out += writeChildrenInOrder(ctx, entry, entry.order);
  else {
    for (const alternate of entry.alternates ?? []) out += writeAlternate(ctx, 2, alternate);
    for (const image of entry.images ?? []) out += writeImage(ctx, 2, image);
    for (const video of entry.videos ?? []) out += writeVideo(ctx, 2, video);
    if (entry.news) out += writeNews(ctx, 2, entry.news);
    out += writeExtras(ctx, 2, entry.extra);
  }
  return `${out}${indent[1]}</url>${newline}`;
}

/** Default order of the kinds of `url` children (`UrlEntry.order`). */
const KINDS: readonly UrlChildKind[] = ["alternate", "image", "video", "news", "extra"];

/** The `i`th item of `kind` in `entry`, written at depth 2 (`""` when there is none). */
function writeChild(ctx: WriteContext, entry: UrlEntry, kind: UrlChildKind, i: number): string {
  if (kind === "alternate") return writeAlternate(ctx, 2, entry.alternates[i]);
  if (kind === "image") return writeImage(ctx, 2, entry.images[i]);
  if (kind === "video") return writeVideo(ctx, 2, entry.videos[i]);
  if (kind === "news") return entry.news ? writeNews(ctx, 2, entry.news) : "";
  return writeExtra(ctx, 2, (entry.extra as string[])[i]);
}

/** How many items of `kind` `entry` has. */
function countOf(entry: UrlEntry, kind: UrlChildKind): number {
  if (kind === "alternate") return entry.alternates?.length ?? 0;
  if (kind === "image") return entry.images?.length ?? 0;
  if (kind === "video") return entry.videos?.length ?? 0;
  if (kind === "news") return entry.news ? 1 : 0;
  return entry.extra?.length ?? 0;
}

/**
 * The extension and unknown children in the order read (`UrlEntry.order`), tolerant of edits since: a
 * kind's items beyond what `order` names go right after the last one it names, names beyond a list's length
 * are skipped, kinds `order` does not name (or unknown names) go last, in default order.
 */
function writeChildrenInOrder(ctx: WriteContext, entry: UrlEntry, order: readonly UrlChildKind[]): string {
  const counts = KINDS.map((kind) => countOf(entry, kind));
  const last = KINDS.map((kind) => order.lastIndexOf(kind));
  const next = [0, 0, 0, 0, 0];
  let out = "";
  for (let k = 0; k < order.length; k++) {
    const kind = KINDS.indexOf(order[k]);
    if (kind < 0) continue;
    const until = last[kind] === k ? counts[kind] : Math.min(next[kind] + 1, counts[kind]);
    for (; next[kind] < until; next[kind]++) out += writeChild(ctx, entry, KINDS[kind], next[kind]);
  }
  for (let kind = 0; kind < KINDS.length; kind++)
    for (; next[kind] < counts[kind]; next[kind]++) out += writeChild(ctx, entry, KINDS[kind], next[kind]);
  return out;
}

/**
 * The TXT line of `entry` (its trimmed `loc` and LF), or undefined when it cannot be one line: no `loc`, or
 * a `loc` with a line break inside. Characters XML forbids are removed here too (they cannot be meant; the
 * value is counted in `ctx.alteredValues`).
 * Source: https://www.sitemaps.org/protocol.html#otherformats (one URL per line, UTF-8).
 */
export function writeTxtLine(ctx: WriteContext, entry: UrlEntry): string | undefined {
  if (!hasLoc(entry)) return undefined;
  const loc = cleanLoc(ctx, entry.loc);
  if (loc === undefined) return undefined;
  if (loc.includes("\n") || loc.includes("\r")) {
    ctx.lineBreakLocs++;
    return undefined;
  }
  return `${loc}\n`;
}
