/**
 * Test inputs for streamed reads (`read-stream.test.ts`, `sitemap-client.test.ts`): big files whose reads
 * report progress many times, made from the shared corpus and generated. Test-only, Node.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SHARED_DIR } from "./shared-dir";

const ENTRY_START = /<([\w-]+:)?(url|item|entry)[\s>]/;
const ROOT_END = /<\/([\w-]+:)?(urlset|channel|feed)\s*>/g;

/**
 * `text` with its entries (from the first `<url>`, `<item>` or `<entry>` to the root's end tag) repeated
 * until it is at least `size` characters; undefined when it has no such span. Works on the bytes as latin1
 * characters, so any encoding comes back byte for byte.
 */
export function inflateEntries(text: string, size: number): string | undefined {
  const open = text.search(ENTRY_START);
  const close = [...text.matchAll(ROOT_END)].at(-1)?.index ?? -1;
  if (open < 0 || close <= open) return undefined;
  const body = text.slice(open, close);
  const times = Math.ceil(size / body.length);
  return text.slice(0, open) + body.repeat(times) + text.slice(close);
}

/** The XML files of the shared corpus (not gzip), each with its entries repeated to about 1.5 MB. */
export function inflatedCorpus(): { name: string; bytes: Uint8Array }[] {
  const dir = resolve(SHARED_DIR, "corpus");
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(".gz") || name.endsWith(".tsv")) continue;
    const text = inflateEntries(readFileSync(resolve(dir, name)).toString("latin1"), 1_500_000);
    if (text !== undefined) files.push({ name, bytes: new Uint8Array(Buffer.from(text, "latin1")) });
  }
  return files;
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
  'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">\n';

/**
 * A urlset of `count` entries like the bench's 50k-ext (3 reciprocal `xhtml:link`, 1-2 `image:image`).
 * Every `longEvery`-th entry (0: none) also has a video with a 100,000-character description, which the
 * general path reads tag by tag: the reader reports progress in the middle of such an entry.
 */
export function generateExtSitemap(count: number, longEvery = 0): Uint8Array {
  const parts = [HEAD];
  for (let i = 0; i < count; i++) {
    const group = i - (i % 3);
    const loc = (k: number) => `https://www.example.com/${["en", "de", "fr"][k - group]}/item-${k}`;
    parts.push(
      `<url><loc>${loc(i)}</loc><lastmod>2024-05-${String((i % 28) + 1).padStart(2, "0")}</lastmod>`,
    );
    for (let k = group; k < group + 3; k++)
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${["en", "de", "fr"][k - group]}" href="${loc(k)}"/>`,
      );
    for (let k = 0; k <= i % 2; k++)
      parts.push(`<image:image><image:loc>https://img.example.com/${i}-${k}.jpg</image:loc></image:image>`);
    if (longEvery > 0 && i % longEvery === 0) {
      parts.push(
        `<video:video><video:thumbnail_loc>https://img.example.com/t${i}.jpg</video:thumbnail_loc>` +
          `<video:title>Video ${i}</video:title><video:description>${"d".repeat(100_000)}</video:description>` +
          `<video:content_loc>https://img.example.com/v${i}.mp4</video:content_loc></video:video>`,
      );
    }
    parts.push("</url>\n");
  }
  parts.push("</urlset>\n");
  return new TextEncoder().encode(parts.join(""));
}
