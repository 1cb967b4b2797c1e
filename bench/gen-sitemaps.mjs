/**
 * Deterministic benchmark sitemaps (PERF.md "Files"): pure ASCII, Cyrillic percent-encoded paths, the same
 * bytes on every run (a fixed-seed PRNG, no clock). Node only.
 *
 * - `50k`: 50,000 urls with lastmod, changefreq, priority (about 11 MB).
 * - `50k-ext`: the same plus 3 `xhtml:link` hreflang alternates and 1-2 `image:image` per url.
 * - `50MB`: 50,000 richer urls (4 alternates, 2 images) just under 52,428,800 bytes.
 * - `50k-notz`: `50k` with every lastmod's timezone left out: one `lastmod.no-timezone` error (which has
 *   a quick fix) per url, the common systemic fault, for the page's figures with as many problems as urls.
 *
 * The alternates are valid: pages come in groups (one per language), each links every page of its group,
 * itself included, so the checks time a clean file rather than the making of 200,000 problems.
 */

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const TAIL = "</urlset>\n";
const WORDS = [
  "книги",
  "детские",
  "игрушки",
  "одежда",
  "обувь",
  "спорт",
  "дом",
  "сад",
  "электроника",
  "авто",
];
const LATIN = ["catalog", "products", "news", "blog", "shop", "offers", "brands", "sale", "new", "top"];
const FREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"];
const LANGS = ["en", "de", "fr", "es", "it", "pl", "ru", "uk"];

/** Mulberry32: a tiny seeded PRNG, so every run writes the same bytes. */
function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENCODED = WORDS.map((w) => encodeURIComponent(w));
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const pad2 = (n) => String(n).padStart(2, "0");

function makePath(rnd, i) {
  let path = "";
  for (let s = 0; s < 3; s++) path += `/${s % 2 === 0 ? pick(rnd, LATIN) : pick(rnd, ENCODED)}`;
  // one url in ten carries a query with an escaped ampersand, so entity decoding is on the path
  const query = i % 10 === 0 ? `?page=${i % 7}&amp;sort=price` : "";
  return `${path}/item-${i}${query}`;
}

function makeLastmod(rnd) {
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const hour = Math.floor(rnd() * 24);
  return `2024-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(Math.floor(rnd() * 60))}:00+03:00`;
}

/** The `loc` of url `i` in a file of hreflang groups of `size` (each page once per language). */
function groupedLoc(i, size) {
  const group = Math.floor(i / size);
  const word = ENCODED[group % ENCODED.length];
  return `https://www.example.com/${LANGS[i % size]}/${LATIN[group % LATIN.length]}/${word}/item-${group}`;
}

function writeUrl(rnd, i, groupSize) {
  const loc = groupSize === 0 ? `https://www.example.com${makePath(rnd, i)}` : groupedLoc(i, groupSize);
  let out = `  <url>\n    <loc>${loc}</loc>\n    <lastmod>${makeLastmod(rnd)}</lastmod>\n`;
  out += `    <changefreq>${pick(rnd, FREQS)}</changefreq>\n    <priority>0.${1 + (i % 9)}</priority>\n`;
  return out;
}

/** One `xhtml:link` per page of url `i`'s group, itself included: valid, reciprocal hreflang. */
function writeAlternates(i, size) {
  let out = "";
  const first = Math.floor(i / size) * size;
  for (let k = first; k < Math.min(first + size, URLS); k++) {
    out += `    <xhtml:link rel="alternate" hreflang="${LANGS[k % size]}" href="${groupedLoc(k, size)}"/>\n`;
  }
  return out;
}

function writeImages(rnd, i, count, folders) {
  let out = "";
  for (let k = 0; k < count; k++) {
    const folder = folders === 2 ? `${pick(rnd, ENCODED)}/${pick(rnd, ENCODED)}` : pick(rnd, ENCODED);
    const src = `https://img.example.com/photos/${folder}/${i}-${k}.jpg`;
    out += `    <image:image>\n      <image:loc>${src}</image:loc>\n    </image:image>\n`;
  }
  return out;
}

const URLS = 50_000;

/** The text of one benchmark file (`kind` is `50k`, `50k-ext`, `50MB` or `50k-notz`); 50,000 urls each. */
export function generateSitemap(kind) {
  if (kind === "50k-notz") return generateSitemap("50k").replace(/[+-]\d\d:\d\d<\/lastmod>/g, "</lastmod>");
  const rnd = makeRandom(kind === "50k" ? 1 : kind === "50k-ext" ? 2 : 3);
  const parts = [HEAD];
  const groupSize = kind === "50k" ? 0 : kind === "50k-ext" ? 3 : 4;
  for (let i = 0; i < URLS; i++) {
    let url = writeUrl(rnd, i, groupSize);
    if (kind === "50k-ext") url += writeAlternates(i, 3) + writeImages(rnd, i, 1 + (i % 2), 2);
    if (kind === "50MB") url += writeAlternates(i, 4) + writeImages(rnd, i, 2, 1);
    parts.push(`${url}  </url>\n`);
  }
  parts.push(TAIL);
  return parts.join("");
}
