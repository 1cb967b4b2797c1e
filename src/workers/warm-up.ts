/**
 * Work the worker does while it waits for its first request: reads, packs and checks made-up sitemaps
 * through the same runner code a dropped file goes through (`createCoreRunner`, with a workspace copy and
 * check session of its own), so V8 has compiled the reader's, the packer's and the checks' hot functions
 * when a real file comes. Measured in headless Chromium on 2 cores (issue #5): from the drop of the 44 MB
 * 50k-ext to every check done, V8's background compilers (TurboFan, Maglev) took about 700 ms of CPU on the
 * two cores the worker and the page run on (`disabled-by-default-v8.compile` trace), and the worker alone,
 * with nothing on the page, read 50k-ext in 840-890 ms cold and in 590-620 ms once it had read the same file
 * before. With this warm-up, alternated drops of 50k-ext in fresh pages, every check done at 1,690
 * against 1,852 ms (medians of 6) and 1,709 against 1,769 ms (medians of 8) when dropped 0.5 s after the
 * page opened (the warm-up cut short by the drop), at 1,701 against 1,715 ms 2.5 s after (the warm-up
 * done); the worker's read 20-120 ms shorter. The check itself gains nothing. A modest gain, for a few
 * hundred ms of an idle worker's time at start.
 *
 * Slices of one small file each (20-70 ms), each on a timer of its own: a request that comes meanwhile
 * waits for the slice under way at most, and stops the warm-up for good (`busy`). Nothing of it reaches the
 * page or the workspace. Thread-portable, no DOM.
 */
import { type CoreRunner, createCoreRunner } from "./sitemap-core-calls";

/** Languages of the made-up hreflang groups. */
const LANGS = ["en", "de", "fr"];
/** Path words, percent-encoded Cyrillic among them, as real Russian sites write them. */
const WORDS = ["catalog", "products", "%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8", "%D0%B4%D0%BE%D0%BC", "news"];
const FREQS = ["daily", "weekly", "monthly", "hourly", "never"];

/** How many entries one slice reads. */
export const WARM_UP_ENTRIES = 750;
/** How many slices run at most (fewer when a request comes). */
export const WARM_UP_SLICES = 16;

/** The kinds of made-up file, in turn: hreflang groups and images; every field; `loc` and a date alone. */
export type WarmUpKind = "extended" | "full" | "minimal";
const KINDS: readonly WarmUpKind[] = ["extended", "full", "extended", "minimal"];

/** The `loc` of entry `i` in made-up hreflang groups of 3. */
function groupedLoc(i: number): string {
  const group = Math.floor(i / 3);
  return `https://www.example.com/${LANGS[i % 3]}/${WORDS[group % WORDS.length]}/item-${group}`;
}

/**
 * A made-up urlset of `count` entries numbered from `first`, laid out one field a line as generators write
 * them, of `kind`: `extended` entries have every protocol field, a reciprocal hreflang group of 3 and 1-2
 * images; `full` every protocol field; `minimal` a `loc` and a date. UTF-8 bytes.
 */
export function makeWarmUpSitemap(count: number, first: number, kind: WarmUpKind): Uint8Array {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n',
  ];
  for (let i = first; i < first + count; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    if (kind === "minimal") {
      parts.push(
        `  <url>\n    <loc>https://example.com/${WORDS[i % WORDS.length]}/${i}/</loc>\n` +
          `    <lastmod>2024-04-${day}</lastmod>\n  </url>\n`,
      );
      continue;
    }
    const loc =
      kind === "extended" ? groupedLoc(i) : `https://www.example.com/${WORDS[i % WORDS.length]}/page-${i}`;
    parts.push(
      `  <url>\n    <loc>${loc}</loc>\n    <lastmod>2024-05-${day}T10:${day}:00+03:00</lastmod>\n` +
        `    <changefreq>${FREQS[i % FREQS.length]}</changefreq>\n    <priority>0.${1 + (i % 9)}</priority>\n`,
    );
    if (kind === "extended") {
      const start = i - (i % 3);
      for (let k = start; k < start + 3; k++)
        parts.push(`    <xhtml:link rel="alternate" hreflang="${LANGS[k % 3]}" href="${groupedLoc(k)}"/>\n`);
      for (let k = 0; k <= i % 2; k++) {
        const src = `https://img.example.com/photos/${WORDS[(i + k) % WORDS.length]}/${i}-${k}.jpg`;
        parts.push(`    <image:image>\n      <image:loc>${src}</image:loc>\n    </image:image>\n`);
      }
    }
    parts.push("  </url>\n");
  }
  parts.push("</urlset>\n");
  return new TextEncoder().encode(parts.join(""));
}

/**
 * Starts the warm-up: up to `slices` slices, each on a timer of its own: a read of one made-up file
 * (streamed and packed, as a dropped file's), then a check of it alone, the file before it dropped. Stops
 * for good at the first slice `busy()` says true. Never throws: a failure ends the warm-up quietly.
 * `makeRunner`: tests pass their own.
 */
export function startWarmUp(
  busy: () => boolean,
  slices = WARM_UP_SLICES,
  makeRunner: () => CoreRunner = createCoreRunner,
): void {
  let runner: CoreRunner | undefined;
  let last: string | undefined;
  let slice = 0;
  const step = () => {
    if (busy() || slice >= slices) return;
    try {
      runner ??= makeRunner();
      const name = `warm-up-${slice}.xml`;
      const kind = KINDS[slice % KINDS.length];
      const bytes = makeWarmUpSitemap(WARM_UP_ENTRIES, slice * WARM_UP_ENTRIES, kind);
      runner({ id: 0, type: "read", name, bytes }, undefined, () => undefined);
      const drop = last === undefined ? [] : [last];
      runner({ id: 0, type: "check", sync: { changes: [], drop }, names: [name] });
      last = name;
    } catch {
      return;
    }
    slice++;
    setTimeout(step, 0);
  };

  setTimeout(step, 0);
}
