/**
 * Many small files dropped at once (not part of `npm run bench`): writes COUNT (default 1,000) sitemaps of
 * 20 URLs each under `bench/out/many/`, serves the built app (`dist/`, run `npx vite build` first; DIST
 * another build) on BENCH_PORT (default 4391), drops them from disk (`drop-files.mjs`) and prints the
 * probe's times (`dropAndWatch`: first row painted, check done) and the ms until the files panel counts
 * every file with the check done. PROF=1 also prints the page's top self-time frames (a build with
 * `--minify false` gives readable names). Usage: COUNT=300 node bench/many-files.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printTopFrames } from "./cpu-profile.mjs";
import { dropFromDisk } from "./drop-files.mjs";
import { launchChromium, openBenchPage, startPreview } from "./preview-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const COUNT = Number(process.env.COUNT ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 4391);

/** Paths of `count` sitemaps of 20 URLs (no URL in two files), written under `bench/out/many/`. */
function writeManyFiles(count) {
  const folder = `${ROOT}bench/out/many`;
  mkdirSync(folder, { recursive: true });
  const paths = [];
  for (let i = 0; i < count; i++) {
    const urls = Array.from(
      { length: 20 },
      (_, k) =>
        `<url><loc>https://www.example.com/p${i}/item-${k}</loc><lastmod>2024-01-0${(k % 9) + 1}</lastmod></url>`,
    ).join("\n");
    const path = `${folder}/sitemap-${i}.xml`;
    writeFileSync(
      path,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
    paths.push(path);
  }
  return paths;
}

const paths = writeManyFiles(COUNT);
const server = await startPreview(ROOT, PORT, process.env.DIST ?? "dist");
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await openBenchPage(context, PORT);
  const cdp = await context.newCDPSession(page);
  if (process.env.PROF) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
  }
  const started = Date.now();
  const times = await dropFromDisk(page, paths);
  await page.waitForFunction(
    (count) =>
      document.querySelector("#files-panel-title .count-pill")?.textContent === String(count) &&
      document.querySelector(".pp-panel")?.getAttribute("aria-busy") === "false",
    COUNT,
    { timeout: 600_000, polling: 100 },
  );
  const round = (ms) => Math.round(ms);
  console.log(
    `${COUNT} files: first row painted ${round(times.cellPaint)} ms, check done ${round(times.checkPaint)} ms, ` +
      `every file in and checked ${Date.now() - started} ms (longest task ${round(times.longest)} ms)`,
  );
  if (process.env.PROF) printTopFrames((await cdp.send("Profiler.stop")).profile, 25);
} finally {
  await browser.close();
  server.kill();
}
