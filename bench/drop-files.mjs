/**
 * The benchmark's files on disk, dropped as a user drops them: `writeDropFiles` writes the generated files
 * under `bench/out/drop/` (once: the generator gives the same bytes every run), `dropFromDisk` puts them in
 * a hidden `<input type=file>` of the page (Playwright hands Chromium the paths, so each `File` is backed by
 * its disk file, as one dragged from a folder is) and runs `dropAndWatch`, which drops them as a real `drop`
 * event.
 *
 * Why disk: until session 16 the probe built each `File` in the page from the file's text. Chromium then
 * copies those bytes to its browser process after the `File` exists, and a read started at once waits for
 * that copy. Measured on the 2-core machine, 44 MB (50k-ext): the first 256 KB of such a `File` came after
 * 185-195 ms, of one from disk after 5-7 ms; the whole file 145-185 ms either way. A user's dropped file is
 * on disk, so the old probe added about 0.2 s to every 50k-ext "first rows" and "checks done" figure.
 *
 * The files are written once and reused by name: after a change of the generator, delete `bench/out/`.
 * Node only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dropAndWatch } from "./browser-probes.mjs";
import { generateSitemap } from "./gen-sitemaps.mjs";

/** The id of the bench's own file input (the app has no listener on it). */
const INPUT_ID = "__bench-files";

/**
 * Paths of `count` files made from the generator's `source` (`50k-ext.xml`), written under
 * `<root>bench/out/drop/` when missing. One file keeps its name; with count > 1 file i is
 * `part-<i>-<source>`, its host rewritten to `www<i>.example.com` and its `/item-` paths to `/p<i>-` (no two
 * files share a URL or a path), or with `same` an identical copy (every URL in every file).
 */
export function writeDropFiles(root, source, count = 1, same = false) {
  const folder = `${root}bench/out/drop`;
  mkdirSync(folder, { recursive: true });
  let text;
  const paths = [];
  for (let i = 0; i < count; i++) {
    const name = count === 1 ? source : `${same ? "same" : "part"}-${i}-${source}`;
    const path = `${folder}/${name}`;
    paths.push(path);
    if (existsSync(path)) continue;
    text ??= readSource(root, source);
    const body =
      count === 1 || same
        ? text
        : text
            .replaceAll("https://www.example.com/", `https://www${i}.example.com/`)
            .replaceAll("/item-", `/p${i}-`);
    writeFileSync(path, body);
  }
  return paths;
}

/** The text of `bench/out/<source>` when the Node bench saved it there, else the generator's. */
function readSource(root, source) {
  const saved = `${root}bench/out/${source}`;
  return existsSync(saved) ? readFileSync(saved, "utf8") : generateSitemap(source.replace(/\.xml$/, ""));
}

/**
 * Drops the files at `paths` on `page` and resolves with `dropAndWatch`'s times (from the `drop` event).
 * The files are put in the page's hidden input first, outside the timed part.
 */
export async function dropFromDisk(page, paths) {
  await page.evaluate((id) => {
    if (document.getElementById(id)) return;
    const input = document.createElement("input");
    input.type = "file";
    input.multiple = true;
    input.id = id;
    input.hidden = true;
    document.body.append(input);
  }, INPUT_ID);
  await page.setInputFiles(`#${INPUT_ID}`, paths);
  return page.evaluate(dropAndWatch, INPUT_ID);
}
