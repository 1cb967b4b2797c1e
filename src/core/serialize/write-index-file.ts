/**
 * Writes a loaded sitemap index again: its `sitemap` entries (loc and lastmod as the user has them) as one
 * `sitemapindex` file, for the export's "each file as it is" mode.
 *
 * Thread-portable, no DOM. Source: https://www.sitemaps.org/protocol.html#index.
 */
import { gzipSync } from "fflate";
import type { OutputFile, SitemapRef } from "../model/types";
import { SITEMAP_NAMESPACE } from "./namespaces";
import { cleanValue, createWriteContext, writeElement } from "./write-context";
import { type ExportPlan, stemOf, type WriteOptions } from "./write-sitemaps";
import { utf8ByteLength } from "./xml-escape";

const GZIP_LEVEL = 6;

interface BuiltIndex {
  text: string;
  plan: ExportPlan;
}

function buildIndexFile(refs: readonly SitemapRef[], options: WriteOptions): BuiltIndex {
  const ctx = createWriteContext(options.pretty ?? true);
  const { indent, newline } = ctx;
  const skipped: number[] = [];
  let written = 0;
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">${newline}`;
  for (const [i, ref] of refs.entries()) {
    const loc = cleanValue(ctx, ref.loc?.trim());
    if (!loc) {
      skipped.push(i);
      continue;
    }
    const lastmod = ref.lastmod === "" ? undefined : ref.lastmod;
    out +=
      `${indent[1]}<sitemap>${newline}` +
      writeElement(ctx, 2, "loc", loc) +
      writeElement(ctx, 2, "lastmod", lastmod) +
      `${indent[1]}</sitemap>${newline}`;
    written += 1;
  }
  const text = `${out}</sitemapindex>\n`;
  const name = `${stemOf(options.name)}.xml${options.gzip ? ".gz" : ""}`;
  const plan: ExportPlan = {
    files: [{ name, kind: "sitemapindex", urlCount: written, byteLength: utf8ByteLength(text) }],
    written,
    skipped,
    oversized: [],
    undeclaredPrefixes: [],
    droppedExtras: refs.reduce((sum, ref) => sum + (ref.extra?.length ?? 0), 0),
    alteredValues: ctx.alteredValues,
  };
  return { text, plan };
}

/**
 * What {@link writeSitemapIndexFile} would make, without encoding or compressing: one `sitemapindex` file
 * (name, sitemap count, uncompressed size), the refs left out (no `loc`) and the `extra` elements not written.
 */
export function planSitemapIndexFile(refs: readonly SitemapRef[], options: WriteOptions = {}): ExportPlan {
  return buildIndexFile(refs, options).plan;
}

/**
 * Writes `refs` (a loaded index's `sitemaps`) as one `sitemapindex` file: UTF-8 without BOM, each `sitemap`
 * with its trimmed `loc` and its `lastmod` as given (left out when empty); refs without a `loc` are left
 * out, kept-verbatim `extra` elements are not written. Uses `name` (`products` gives `products.xml`),
 * `gzip` (`.xml.gz`) and `pretty` of the options; always XML (an index has no TXT form), never split.
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
    bytes: options.gzip ? gzipSync(bytes, { level: GZIP_LEVEL }) : bytes,
  };
}
