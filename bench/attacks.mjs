/**
 * `npm run bench:attacks`: hostile inputs (issue #7) read, checked and exported by the core, each in a
 * fresh Node process, with time and peak memory. Prints one row per attack: input size, what the core made
 * of it (format, entries, codes), read / check / export milliseconds, and the peak resident set size above
 * the process's size once the input was loaded (Linux `VmHWM` minus the RSS after loading it; not
 * `resourceUsage().maxRSS`, which after a fork counts the parent's RSS too).
 *
 * Node only. Options: `--only=name,name` (a subset), `--timeout=SECONDS` (per attack, default 180; a hang
 * shows as TIMEOUT). The 300 MB URL gzip bomb (6.7 M `<url>`s in 0.86 MB) runs by default since the
 * readers stop at 200,000 entries (MAX_ENTRIES_READ_PER_FILE); `--big` is kept as a no-op.
 * Inputs are generated once into bench/out/attacks/ (deterministic).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = `${ROOT}bench/out/attacks/`;
const BUNDLE = `${ROOT}bench/out/attacks-core.mjs`;
const MB = 1024 * 1024;
const SM =
  'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';
const URLSET = (inner) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${SM}>${inner}</urlset>\n`;
const URL_ONE = "<url><loc>https://www.example.com/</loc></url>";

/** Mulberry32, so every run makes the same bytes. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = (s) => Buffer.from(s, "utf8");

function randomBytes(size, pick) {
  const next = random(7);
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = pick(next);
  return bytes;
}

/** `count` copies of `unit`, gzipped at level 9 a megabyte at a time (never the whole text in memory). */
function gzipRepeated(head, unit, count, tail) {
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor(MB / unit.length))));
  const perBlock = block.length / unit.length;
  const parts = [text(head)];
  let left = count;
  for (; left >= perBlock; left -= perBlock) parts.push(block);
  parts.push(text(unit.repeat(left) + tail));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

function billionLaughs() {
  const entities = Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
  ).join("\n");
  const doctype = `<!DOCTYPE urlset [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n`;
  return text(
    `<?xml version="1.0"?>\n${doctype}<urlset ${SM}><url><loc>https://www.example.com/&lol9;</loc></url></urlset>`,
  );
}

const deep = (tag, depth) =>
  text(
    URLSET(
      `<url><loc>https://www.example.com/</loc>${`<${tag}>`.repeat(depth)}${`</${tag}>`.repeat(depth)}</url>`,
    ),
  );

const HTML_PAGE =
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Shop</title>' +
  '<script>alert(document.cookie)</script><link rel="stylesheet" href="https://cdn.example/x.css"></head>' +
  '<body><a href="https://www.example.com/a">a</a><img src=x onerror="alert(1)"><br><p>hi</body></html>\n';

/** name → [file name, bytes maker]. */
const ATTACKS = {
  "gzip-bomb-zeros-300MB": ["bomb.xml.gz", () => gzipSync(Buffer.alloc(300 * MB), { level: 9 })],
  "gzip-bomb-urls-60MB": [
    "urls.xml.gz",
    () => gzipRepeated(URLSET("").slice(0, -10), URL_ONE, 1_300_000, "</urlset>"),
  ],
  "billion-laughs": ["lol.xml", billionLaughs],
  "random-bytes-10MB": ["random.xml", () => randomBytes(10 * MB, (r) => Math.floor(r() * 256))],
  "random-printable-10MB": [
    "random.xml",
    () => {
      const bytes = randomBytes(10 * MB, (r) => 32 + Math.floor(r() * 95));
      bytes[0] = 0x3c;
      return bytes;
    },
  ],
  "markup-soup-10MB": [
    "soup.xml",
    () => {
      const tokens = [
        "<url>",
        "</url>",
        "<loc>",
        "</loc>",
        "https://a.example/",
        "&amp;",
        "&",
        "<",
        ">",
        "<![CDATA[",
        "]]>",
        "<!--",
        "-->",
        `<urlset ${SM}>`,
        "</urlset>",
        '"',
        " a=",
        "<image:image>",
      ];
      const next = random(3);
      const out = [];
      for (let n = 0; n < 10 * MB; ) {
        const token = tokens[Math.floor(next() * tokens.length)];
        out.push(token);
        n += token.length;
      }
      return text(out.join(""));
    },
  ],
  "single-line-20MB": [
    "line.xml",
    () =>
      text(
        URLSET(
          "<url><loc>https://www.example.com/a/b/c/d/e/f/g/h/page</loc><priority>0.5</priority></url>".repeat(
            230_000,
          ),
        ),
      ),
  ],
  "one-loc-20MB": [
    "loc.xml",
    () => text(URLSET(`<url><loc>https://www.example.com/${"a".repeat(20 * MB)}</loc></url>`)),
  ],
  "deep-100k-a": ["deep.xml", () => deep("a", 100_000)],
  "deep-100k-url": ["deep.xml", () => deep("url", 100_000)],
  "deep-100k-image": ["deep.xml", () => deep("image:image", 100_000)],
  "deep-100k-unclosed": [
    "deep.xml",
    () => text(URLSET(`<url><loc>https://www.example.com/</loc>${"<a>".repeat(100_000)}`).slice(0, -10)),
  ],
  "entities-1M-nbsp": [
    "ent.xml",
    () => text(URLSET(`<url><loc>https://www.example.com/${"&nbsp;".repeat(1_000_000)}</loc></url>`)),
  ],
  "html-page": ["page.xml", () => text(HTML_PAGE)],
  "javascript-loc": [
    "js.xml",
    () =>
      text(
        URLSET(
          "<url><loc>javascript:alert(1)</loc></url><url><loc>&lt;script&gt;alert(1)&lt;/script&gt;</loc></url>",
        ),
      ),
  ],
  "txt-1M-urls": ["list.txt", () => text("https://www.example.com/x\n".repeat(1_000_000))],
  "ampersands-1M": [
    "amp.xml",
    () => text(URLSET(`<url><loc>https://www.example.com/?${"a&".repeat(1_000_000)}</loc></url>`)),
  ],
  "broken-extras-100k": [
    "extras.xml",
    () =>
      text(
        URLSET(
          '<url><loc>https://www.example.com/</loc><foo a="1" a="2"/><x:y/><bar><baz></url>'.repeat(100_000),
        ),
      ),
  ],
  "one-url-150MB-a": [
    "children.xml",
    () => text(URLSET(`<url><loc>https://www.example.com/</loc>${"<a/>".repeat(39_000_000)}</url>`)),
  ],
  "one-url-150MB-images": [
    "images.xml",
    () =>
      text(
        URLSET(
          `<url><loc>https://www.example.com/</loc>${"<image:image><image:loc>https://www.example.com/i.jpg</image:loc></image:image>".repeat(2_000_000)}</url>`,
        ),
      ),
  ],
  "gzip-bomb-urls-300MB": [
    "urls300.xml.gz",
    () => gzipRepeated(URLSET("").slice(0, -10), URL_ONE, 6_700_000, "</urlset>"),
  ],
};

/** Peak RSS in bytes: `VmHWM` of this process (Linux), else `maxRSS` (which may include the parent's). */
function peakRss() {
  const status = existsSync("/proc/self/status") ? readFileSync("/proc/self/status", "utf8") : "";
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

async function buildBundle() {
  // imported here so the child processes never load Vite
  const { buildCore } = await import("./build-core.mjs");
  await buildCore("src/core/index.ts", basename(BUNDLE));
}

/** The child: reads, checks and exports one input, prints JSON. */
async function child(name, path) {
  const core = await import(BUNDLE);
  const bytes = new Uint8Array(readFileSync(path));
  globalThis.gc?.();
  const baseRss = process.memoryUsage().rss;
  const t0 = performance.now();
  const file = core.readSitemapFile(name, bytes);
  const t1 = performance.now();
  const problems = core.checkSitemaps([file]);
  const t2 = performance.now();
  let exported = "-";
  if (file.urls.length > 0) exported = core.writeSitemaps(file.urls, { namespaces: file.namespaces }).length;
  const t3 = performance.now();
  const peak = peakRss();
  const codes = [...new Set(problems.map((p) => p.code))];
  const result = { format: file.format, urls: file.urls.length, codes, exported };
  Object.assign(result, {
    readMs: t1 - t0,
    checkMs: t2 - t1,
    exportMs: t3 - t2,
    peakMB: (peak - baseRss) / MB,
  });
  console.log(JSON.stringify(result));
}

function inputPath(name, [fileName, make]) {
  const path = `${OUT}${name}--${fileName}`;
  if (!existsSync(path)) writeFileSync(path, make());
  return path;
}

function row(name, bytes, r) {
  const f = (n) => (typeof n === "number" ? n.toFixed(0).padStart(7) : String(n).padStart(7));
  const codes = r.codes.slice(0, 5).join(" ") + (r.codes.length > 5 ? ` +${r.codes.length - 5}` : "");
  return `${name.padEnd(24)} ${(bytes / MB).toFixed(2).padStart(7)} ${r.format.padEnd(8)} ${String(r.urls).padStart(8)} ${f(r.readMs)} ${f(r.checkMs)} ${f(r.exportMs)} ${f(r.peakMB)}  ${codes}`;
}

async function main() {
  const args = process.argv.slice(2);
  const childArg = args.find((a) => a.startsWith("--child="));
  if (childArg) return child(childArg.slice(8), args[args.length - 1]);
  const only = args
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",");
  const timeout = Number(args.find((a) => a.startsWith("--timeout="))?.slice(10) ?? 180) * 1000;
  const all = ATTACKS;
  mkdirSync(OUT, { recursive: true });
  await buildBundle();
  console.log(
    `${"attack".padEnd(24)} ${"in MB".padStart(7)} ${"format".padEnd(8)} ${"urls".padStart(8)} ${"read ms".padStart(7)} ${"check".padStart(7)} ${"export".padStart(7)} ${"peak MB".padStart(7)}  codes`,
  );
  for (const [name, attack] of Object.entries(all)) {
    if (only && !only.includes(name)) continue;
    const path = inputPath(name, attack);
    const run = spawnSync(
      process.execPath,
      ["--expose-gc", fileURLToPath(import.meta.url), `--child=${attack[0]}`, path],
      {
        encoding: "utf8",
        timeout,
        maxBuffer: 16 * MB,
      },
    );
    const bytes = readFileSync(path).length;
    if (run.error || run.status !== 0) {
      const why =
        run.error?.code === "ETIMEDOUT"
          ? `TIMEOUT after ${timeout / 1000} s`
          : `FAILED (${run.signal ?? run.status}) ${run.stderr.split("\n").slice(-4).join(" ")}`;
      console.log(`${name.padEnd(24)} ${(bytes / MB).toFixed(2).padStart(7)} ${why}`);
      continue;
    }
    console.log(row(name, bytes, JSON.parse(run.stdout.trim().split("\n").pop())));
  }
}

await main();
