import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { gzipBytesSync } from "../serialize/gzip-bytes";
import { zipOutputFiles } from "../serialize/zip-output";
import {
  getArchiveNames,
  hasZipMagic,
  isOfficeDocument,
  MAX_ZIP_ENTRIES,
  unzipEntries,
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

  it("names files of one name from different folders by their folder, the others by their own name", () => {
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
      "sitemap (ru).xml",
      "sitemap (en).xml",
      "sitemap (shop-de).xml",
      "sitemap.xml",
      "posts.xml.gz",
      "robots.txt",
    ]);
    expect(getArchiveNames(["a/pages.xml.gz", "b/pages.xml.gz"])).toEqual([
      "pages (a).xml.gz",
      "pages (b).xml.gz",
    ]);
  });

  it(`opens at most ${MAX_ZIP_ENTRIES} files of one archive and names the rest`, () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= MAX_ZIP_ENTRIES; i++) many[`s${i}.txt`] = bytesOf(`https://e.ru/${i}`);
    const { files, skipped } = unzipEntries(zipSync(many, { level: 0 }));
    expect(files).toHaveLength(MAX_ZIP_ENTRIES);
    expect(skipped).toEqual([`s${MAX_ZIP_ENTRIES}.txt`]);
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
