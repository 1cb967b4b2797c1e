/**
 * Writes a loaded sitemap index again: its `sitemap` entries (loc and lastmod as the user has them, kept
 * foreign attributes and unknown elements) as one `sitemapindex` file, for the export's "each file as it
 * is" mode.
 *
 * Thread-portable, no DOM. Source: https://www.sitemaps.org/protocol.html#index.
 */
import type { OutputFile, SitemapRef } from "../model/types";
import { gzipBytesSync } from "./gzip-bytes";
import { resolvePrefix, writeUrlsetStartTag } from "./namespaces";
import {
  cleanValue,
  createWriteContext,
  writeElement,
  writeExtras,
  writeFieldAttributes,
  writeForeignAttributes,
} from "./write-context";
import { type ExportPlan, getOutputNames, type WriteOptions } from "./write-sitemaps";
import { utf8ByteLength } from "./xml-escape";

interface BuiltIndex {
  text: string;
  plan: ExportPlan;
}

function buildIndexFile(refs: readonly SitemapRef[], options: WriteOptions): BuiltIndex {
  const ctx = createWriteContext(options.pretty ?? true, options.namespaces);
  const { indent, newline } = ctx;
  const skipped: number[] = [];
  let written = 0;
  // NOTE: `ctx.used` is not reset per ref: the root declares every prefix the refs use
  let out = "";
  for (const [i, ref] of refs.entries()) {
    const loc = cleanValue(ctx, ref.loc?.trim());
    if (!loc) {
      skipped.push(i);
      continue;
    }
    const lastmod = ref.lastmod === "" ? undefined : ref.lastmod;
    const fields = ref.fieldAttributes;
    out +=
      `${indent[1]}<sitemap${writeForeignAttributes(ctx, ref.attributes)}>${newline}` +
      writeElement(ctx, 2, "loc", loc, writeFieldAttributes(ctx, fields, "loc", loc)) +
      writeElement(ctx, 2, "lastmod", lastmod, writeFieldAttributes(ctx, fields, "lastmod", lastmod)) +
      writeExtras(ctx, 2, ref.extra) +
      `${indent[1]}</sitemap>${newline}`;
    written += 1;
  }
  const prefixes = new Map<string, string>();
  for (const prefix of ctx.used) {
    const uri = resolvePrefix(prefix, options.namespaces);
    if (uri !== undefined) prefixes.set(prefix, uri);
  }
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n${writeUrlsetStartTag(prefixes, "sitemapindex")}${newline}`;
  const text = `${head}${out}</sitemapindex>\n`;
  // a urlset's name of one part: `stem.xml(.gz)`, in either format (an index is XML)
  const [name] = getOutputNames(options.name, 1, { format: "xml", gzip: options.gzip });
  const plan: ExportPlan = {
    files: [{ name, kind: "sitemapindex", urlCount: written, byteLength: utf8ByteLength(text) }],
    written,
    skipped,
    oversized: [],
    undeclaredPrefixes: [...ctx.unknownPrefixes],
    droppedExtras: ctx.droppedExtras,
    alteredValues: ctx.alteredValues,
    lineBreakLocs: 0,
  };
  return { text, plan };
}

/**
 * What {@link writeSitemapIndexFile} would make, without encoding or compressing: one `sitemapindex` file
 * (name, sitemap count, uncompressed size), the refs left out (no `loc`) and the kept `extra` elements and
 * foreign attributes left out (`droppedExtras`, `undeclaredPrefixes`).
 */
export function planSitemapIndexFile(refs: readonly SitemapRef[], options: WriteOptions = {}): ExportPlan {
  return buildIndexFile(refs, options).plan;
}

/**
 * Writes `refs` (a loaded index's `sitemaps`) as one `sitemapindex` file: UTF-8 without BOM, each `sitemap`
 * with its trimmed `loc` and its `lastmod` as given (left out when empty), its kept foreign attributes
 * (`attributes`, `fieldAttributes`) and its kept-verbatim `extra` elements, as the urlset writer writes
 * them (prefixes declared on the root from `namespaces`; a fragment not well-formed or with a prefix of no
 * known URI is left out and counted). Refs without a `loc` are left out. Uses `name` (`products` gives
 * `products.xml`), `gzip` (`.xml.gz`), `pretty` and `namespaces` of the options; always XML (an index has
 * no TXT form), never split.
 *
 * @example
 * writeSitemapIndexFile(file.sitemaps, { name: "sitemap_index.xml", gzip: true });
 * // { name: "sitemap_index.xml.gz", kind: "sitemapindex", bytes: ... }
 */
export function writeSitemapIndexFile(refs: readonly SitemapRef[], options: WriteOptions = {}): OutputFile {
  const { text, plan } = buildIndexFile(refs, options);
  const bytes = new TextEncoder().encode(text);
  return {
    name: plan.files[0].name,
    kind: "sitemapindex",
    bytes: options.gzip ? gzipBytesSync(bytes) : bytes,
  };
}
