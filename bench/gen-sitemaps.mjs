/**
 * Deterministic benchmark sitemaps (PERF.md "Files"): pure ASCII, Cyrillic percent-encoded paths, the same
 * bytes on every run (a fixed-seed PRNG, no clock). Node only.
 *
 * - `50k`: 50,000 urls with lastmod, changefreq, priority (about 11 MB).
 * - `50k-ext`: the same plus 3 `xhtml:link` hreflang alternates and 1-2 `image:image` per url.
 * - `50MB`: 50,000 richer urls (3 alternates, 2 images, a title and a caption) just under 52,428,800 bytes.
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

function writeUrl(rnd, i) {
  const base = "https://www.example.com";
  const path = makePath(rnd, i);
  let out = `  <url>\n    <loc>${base}${path}</loc>\n    <lastmod>${makeLastmod(rnd)}</lastmod>\n`;
  out += `    <changefreq>${pick(rnd, FREQS)}</changefreq>\n    <priority>0.${1 + (i % 9)}</priority>\n`;
  return out;
}

function writeAlternates(rnd, i, count) {
  let out = "";
  const first = i % LANGS.length;
  for (let k = 0; k < count; k++) {
    const lang = LANGS[(first + k) % LANGS.length];
    const href = `https://www.example.com/${lang}/catalog/${pick(rnd, ENCODED)}/item-${i}`;
    out += `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>\n`;
  }
  return out;
}

function writeImages(rnd, i, count, rich) {
  let out = "";
  for (let k = 0; k < count; k++) {
    const folder = rich ? pick(rnd, LATIN) : pick(rnd, ENCODED);
    const src = `https://img.example.com/photos/${folder}/${pick(rnd, ENCODED)}/${i}-${k}.jpg`;
    out += `    <image:image>\n      <image:loc>${src}</image:loc>\n`;
    if (rich && k === 0) out += `      <image:title>Photo ${i}, ${pick(rnd, LATIN)} page</image:title>\n`;
    if (rich && k === 1)
      out += `      <image:caption>${pick(rnd, LATIN)} &amp; ${pick(rnd, LATIN)}</image:caption>\n`;
    out += "    </image:image>\n";
  }
  return out;
}

/** The text of one benchmark file (`kind` is `50k`, `50k-ext` or `50MB`); 50,000 urls each. */
export function generateSitemap(kind) {
  const rnd = makeRandom(kind === "50k" ? 1 : kind === "50k-ext" ? 2 : 3);
  const parts = [HEAD];
  for (let i = 0; i < 50_000; i++) {
    let url = writeUrl(rnd, i);
    if (kind === "50k-ext") url += writeAlternates(rnd, i, 3) + writeImages(rnd, i, 1 + (i % 2), false);
    if (kind === "50MB") url += writeAlternates(rnd, i, 3) + writeImages(rnd, i, 2, true);
    parts.push(`${url}  </url>\n`);
  }
  parts.push(TAIL);
  return parts.join("");
}
