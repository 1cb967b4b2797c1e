import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { GZIP_OUTPUT_CAP_BYTES } from "../limits";
import { gzipBytesSync } from "../serialize/gzip-bytes";
import { zipOutputFiles } from "../serialize/zip-output";
import {
  getArchiveNames,
  hasZipMagic,
  isOfficeDocument,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_TOTAL_BYTES,
  unzipEntries,
  unzipEntriesAsync,
} from "./unzip-entries";

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("unzipEntries", () => {
  it("gives back what the export's zip holds, names and bytes, in order", () => {
    const written = [
      { name: "sitemap-1.xml.gz", bytes: bytesOf("<urlset/>"), kind: "urlset" as const },
      { name: "sitemap-index.xml", bytes: bytesOf("<sitemapindex/>"), kind: "sitemapindex" as const },
    ];
    const zip = zipOutputFiles(written);
    expect(hasZipMagic(zip)).toBe(true);
    const { files, skipped } = unzipEntries(zip);
    expect(files.map((file) => [file.name, new TextDecoder().decode(file.bytes)])).toEqual([
      ["sitemap-1.xml.gz", "<urlset/>"],
      ["sitemap-index.xml", "<sitemapindex/>"],
    ]);
    expect(skipped).toEqual([]);
  });

  it("opens a file whose path climbs out with backslashes (..\\..\\win.xml) under its own name, not as a dot file", () => {
    const zip = zipSync({
      "..\\..\\win.xml": bytesOf("<urlset/>"),
      "maps\\.hidden.xml": bytesOf("junk"),
    });
    const { files, others } = unzipEntries(zip);
    expect(files.map((file) => file.name)).toEqual(["win.xml"]);
    expect(others).toEqual([]);
  });

  it("takes files from folders by their own names; leaves out folders, __MACOSX copies, dot files, other kinds", () => {
    const zip = zipSync({
      "maps/": new Uint8Array(0),
      "maps/news.xml": bytesOf("<urlset/>"),
      "__MACOSX/maps/._news.xml": bytesOf("junk"),
      "maps/.DS_Store": bytesOf("junk"),
      "robots.txt": bytesOf("Sitemap: https://e.ru/maps/news.xml"),
      "logo.png": bytesOf("png"),
      "notes.md": bytesOf("# notes"),
    });
    expect(unzipEntries(zip).files.map((file) => file.name)).toEqual(["news.xml", "robots.txt"]);
  });

  it("names files of one name from different folders by their path, the others by their own name", () => {
    expect(
      getArchiveNames([
        "ru/sitemap.xml",
        "en/sitemap.xml",
        "shop/de/sitemap.xml",
        "sitemap.xml",
        "maps/posts.xml.gz",
        "robots.txt",
      ]),
    ).toEqual([
      "ru/sitemap.xml",
      "en/sitemap.xml",
      "shop/de/sitemap.xml",
      "sitemap.xml",
      "posts.xml.gz",
      "robots.txt",
    ]);
    expect(getArchiveNames(["a/pages.xml.gz", "b/pages.xml.gz"])).toEqual([
      "a/pages.xml.gz",
      "b/pages.xml.gz",
    ]);
    // a top folder every file is in is no part of a name; no segment climbs out (.., ., empty, backslashes)
    expect(getArchiveNames(["site/sitemap.xml", "site/ru/sitemap.xml", "site/de/sitemap.xml.gz"])).toEqual([
      "sitemap.xml",
      "ru/sitemap.xml",
      "sitemap.xml.gz",
    ]);
    expect(getArchiveNames(["../../x/sitemap.xml", "y\\.\\sitemap.xml", "z//sitemap.xml"])).toEqual([
      "x/sitemap.xml",
      "y/sitemap.xml",
      "z/sitemap.xml",
    ]);
    // an agency's archive of a folder per client: a name only client C has stays in client C's folder
    expect(
      getArchiveNames([
        "client-a/sitemap.xml",
        "client-a/sitemap-1.xml",
        "client-b/sitemap.xml",
        "client-b/sitemap-1.xml",
        "client-c/sitemap.xml",
        "client-c/sitemap-1.xml.gz",
        "readme/notes.xml",
      ]),
    ).toEqual([
      "client-a/sitemap.xml",
      "client-a/sitemap-1.xml",
      "client-b/sitemap.xml",
      "client-b/sitemap-1.xml",
      "client-c/sitemap.xml",
      "client-c/sitemap-1.xml.gz",
      "notes.xml",
    ]);
    expect(getArchiveNames(["only/one/sitemap.xml"])).toEqual(["sitemap.xml"]);
    expect(getArchiveNames([])).toEqual([]);
  });

  it(`opens at most ${MAX_ZIP_ENTRIES} files of one archive and names the rest`, () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= MAX_ZIP_ENTRIES; i++) many[`s${i}.txt`] = bytesOf(`https://e.ru/${i}`);
    const { files, skipped } = unzipEntries(zipSync(many, { level: 0 }));
    expect(files).toHaveLength(MAX_ZIP_ENTRIES);
    expect(skipped).toEqual([{ path: `s${MAX_ZIP_ENTRIES}.txt`, reason: "count" }]);
  });

  it("leaves out a file over 200 MB, and files past 1 GiB unpacked in all, each with its reason", async () => {
    // stored entries whose central directory claims the sizes: the filter decides before anything is unpacked
    const names = ["big.xml", ...Array.from({ length: 6 }, (_, i) => `part${i}.xml`)];
    const zip = zipSync(Object.fromEntries(names.map((name) => [name, bytesOf("<urlset/>")])), { level: 0 });
    const claimed = [GZIP_OUTPUT_CAP_BYTES + 1, ...Array(6).fill(190 * 1024 * 1024)];
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    let entry = 0;
    for (let at = 0; at + 46 <= zip.length; at++)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, claimed[entry++], true);
    expect(entry).toBe(7);
    const expected = {
      files: ["part0.xml", "part1.xml", "part2.xml", "part3.xml", "part4.xml"],
      skipped: [
        { path: "big.xml", reason: "size" },
        { path: "part5.xml", reason: "total" },
      ],
    };
    for (const unzipped of [unzipEntries(zip), await unzipEntriesAsync(zip)])
      expect({ files: unzipped.files.map((file) => file.name), skipped: unzipped.skipped }).toEqual(expected);
    expect(5 * 190 * 1024 * 1024).toBeLessThanOrEqual(MAX_ZIP_TOTAL_BYTES);
  });

  it("unpacks off the calling thread with the same result, and rejects a broken archive", async () => {
    const big = bytesOf(`<urlset>${"<url><loc>https://e.ru/a</loc></url>".repeat(40_000)}</urlset>`);
    const zip = zipSync({ "ru/sitemap.xml": big, "en/sitemap.xml": bytesOf("<urlset/>") });
    const unzipped = await unzipEntriesAsync(zip);
    expect(unzipped.files.map((file) => [file.name, file.bytes.length])).toEqual([
      ["ru/sitemap.xml", big.length],
      ["en/sitemap.xml", 9],
    ]);
    await expect(unzipEntriesAsync(zip.subarray(0, zip.length - 30))).rejects.toBeTruthy();
  });

  it("tells an Office document (a ZIP with [Content_Types].xml or mimetype) from an archive of sitemaps", () => {
    const docx = zipSync({
      "[Content_Types].xml": bytesOf("<Types/>"),
      "word/document.xml": bytesOf("<w/>"),
    });
    const odt = zipSync({
      mimetype: bytesOf("application/vnd.oasis.opendocument.text"),
      "content.xml": bytesOf("<x/>"),
    });
    expect([docx, odt].map(isOfficeDocument)).toEqual([true, true]);
    expect(
      isOfficeDocument(zipSync({ "maps/[Content_Types].xml": bytesOf("<x/>"), "a.xml": bytesOf("<x/>") })),
    ).toBe(false);
    expect(isOfficeDocument(bytesOf("PK\x03\x04 broken"))).toBe(false);
  });

  it("tells a ZIP by its first bytes, and throws on a broken one", () => {
    expect(hasZipMagic(bytesOf("<urlset/>"))).toBe(false);
    expect(hasZipMagic(gzipBytesSync(bytesOf("x")))).toBe(false);
    const zip = zipSync({ "a.xml": bytesOf("<urlset>".repeat(100)) });
    expect(() => unzipEntries(zip.subarray(0, zip.length - 30))).toThrow();
  });
});

describe("names not flagged UTF-8 (a ZIP made by Windows on a Russian system)", () => {
  /** `zip` with every run of `placeholder`'s bytes (its names, ASCII, so unflagged) replaced by `bytes`. */
  const rename = (zip: Uint8Array, placeholder: string, bytes: number[]) => {
    const out = zip.slice();
    const key = [...placeholder].map((c) => c.charCodeAt(0));
    for (let at = 0; at + key.length <= out.length; at++)
      if (key.every((byte, k) => out[at + k] === byte)) out.set(bytes, at);
    return out;
  };

  it("reads them as CP866 (Cyrillic DOS), or as UTF-8 when they are, and leaves flagged names as they are", async () => {
    const cp866 = [0xaa, 0xa0, 0xe0, 0xe2, 0xa0]; // "карта"
    const utf8 = [...new TextEncoder().encode("карта")];
    let zip = zipSync({
      "ru/KKKKK.xml": bytesOf("<urlset/>"),
      "en/UUUUUUUUUU.xml": bytesOf("<urlset/>"),
      "de/карта.xml": bytesOf("<urlset/>"),
      "ru/QQQQQ.pdf": bytesOf("%PDF"),
    });
    zip = rename(rename(rename(zip, "KKKKK", cp866), "UUUUUUUUUU", utf8), "QQQQQ", cp866);
    for (const unzipped of [unzipEntries(zip), await unzipEntriesAsync(zip)]) {
      expect(unzipped.files.map((file) => file.name)).toEqual([
        "ru/карта.xml",
        "en/карта.xml",
        "de/карта.xml",
      ]);
      expect(unzipped.others).toEqual(["ru/карта.pdf"]);
    }
  });
});
