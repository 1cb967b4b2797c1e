/**
 * Writes one `url` element of a urlset, or one line of a TXT sitemap.
 *
 * Thread-portable, no DOM. Element order follows the sitemaps.org XSD
 * (https://www.sitemaps.org/protocol.html, http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd):
 * `loc`, `lastmod`, `changefreq`, `priority`, then extension and unknown elements.
 */
import type { UrlEntry } from "../model/types";
import { cleanValue, escapedText, type WriteContext, writeExtras } from "./write-context";
import { writeAlternate, writeImage, writeNews, writeVideo } from "./write-extensions";
import { hasInvalidXmlChars, isPlainText, stripInvalidXmlChars } from "./xml-escape";

/**
 * A core element (`lastmod`, `changefreq`, `priority`) at depth 2, or `""` when its value is absent or
 * empty ("no empty elements", CONTRACT.md), also once the characters XML cannot hold are removed.
 */
function writeCoreField(ctx: WriteContext, name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === "") return "";
  let text = value;
  if (!isPlainText(value)) {
    const cleaned = cleanValue(ctx, value);
    if (cleaned === undefined || cleaned.trim() === "") return "";
    text = escapedText(ctx, cleaned) ?? "";
  }
  return `${ctx.indent[2]}<${name}>${text}</${name}>${ctx.newline}`;
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
 * is, only escaped. Extensions follow in the order alternates, images, videos, news, then `extra` fragments.
 * Prefixes used are appended to `ctx.used`.
 */
export function writeUrlEntry(ctx: WriteContext, entry: UrlEntry): string | undefined {
  const loc = cleanLoc(ctx, entry.loc);
  if (loc === undefined) return undefined;
  const { indent, newline } = ctx;
  let out =
    `${indent[1]}<url>${newline}${indent[2]}<loc>${escapedText(ctx, loc)}</loc>${newline}` +
    writeCoreField(ctx, "lastmod", entry.lastmod) +
    writeCoreField(ctx, "changefreq", entry.changefreq) +
    writeCoreField(ctx, "priority", entry.priority);
  for (const alternate of entry.alternates ?? []) out += writeAlternate(ctx, 2, alternate);
  for (const image of entry.images ?? []) out += writeImage(ctx, 2, image);
  for (const video of entry.videos ?? []) out += writeVideo(ctx, 2, video);
  if (entry.news) out += writeNews(ctx, 2, entry.news);
  out += writeExtras(ctx, 2, entry.extra);
  return `${out}${indent[1]}</url>${newline}`;
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
  if (loc === undefined || loc.includes("\n") || loc.includes("\r")) return undefined;
  return `${loc}\n`;
}
