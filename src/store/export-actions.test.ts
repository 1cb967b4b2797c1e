import { gunzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { checkSitemaps, readSitemapFile, type SitemapFile, type UrlEntry } from "@/core/index";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import { makeExportSettings } from "@/test/factories";
import { countExportErrors } from "@/ui/export-errors";
import { getFolderWarnings } from "@/ui/export-folder-warnings";
import { getExportNamespaces, getRobotsLine } from "@/ui/export-plan";
import { getDroppedChildWarnings } from "@/ui/export-warnings";
import { createMainThreadClient, type SitemapClient } from "@/workers/sitemap-client";
import {
  exportWorkspace,
  getExportSources,
  getLocationFolder,
  getSourceBase,
  getUnplacedLocationFolder,
  isGzipAsOpened,
  planWorkspaceExport,
} from "./export-actions";
import { getLocationName, getSourceStems } from "./export-names";
import { getChangedChildren } from "./index-children";
import { getDefaultLocation, withEffectiveLocations } from "./location-guess";
import { createSitemapStore } from "./sitemap-store";
import type { ExportSettings } from "./store-types";

function file(name: string, extra: Partial<SitemapFile> = {}): SitemapFile {
  return {
    name,
    format: "urlset",
    gzip: false,
    encoding: "utf-8",
    byteLength: 1,
    urls: [],
    sitemaps: [],
    problems: [],
    ...extra,
  };
}

const URL_ENTRY: UrlEntry = { loc: "https://x.org/p", images: [], videos: [], alternates: [] };

/** A file of one URL `https://x.org/<name>` whose root declares `ns` and whose url holds `body`, read. */
function readOneUrl(name: string, ns: string, body: string): SitemapFile {
  return readSitemapFile(
    name,
    new TextEncoder().encode(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${ns}><url><loc>https://x.org/${name}</loc>${body}</url></urlset>`,
    ),
  );
}

/** The bytes of `files` exported as one merged set, with their namespaces merged as the dialog does. */
async function exportMerged(files: SitemapFile[]): Promise<Uint8Array> {
  const [out] = await exportWorkspace(
    createMainThreadClient(),
    files,
    makeExportSettings({ mode: "merge", namespaces: getExportNamespaces(files) }),
  );
  return out.bytes;
}

describe("export-actions", () => {
  it("keeps each source's stem, made unique when two clash", () => {
    const stems = getSourceStems([
      file("a.xml"),
      file("a.txt"),
      file("b.xml.gz"),
      file("c"),
      file("urls.csv"),
      file("news.rss"),
      file("feed.atom.gz"),
      file("map.php"),
      file("Sitemap.ASPX"),
      file("pages.xml.php"),
    ]);
    expect(stems).toEqual(["a", "a-2", "b", "c", "urls", "news", "feed", "map", "Sitemap", "pages"]);
    // a script named for what it writes, beside another script's sitemap: sitemap-2, not sitemap.xml-2
    expect(getSourceStems([file("sitemap.php"), file("sitemap.xml.php")], ".xml")).toEqual([
      "sitemap",
      "sitemap-2",
    ]);
  });

  it("writes a sitemap a script made (sitemap.php) as sitemap.xml in every format, As opened included", async () => {
    const files = [file("sitemap.php", { urls: [URL_ENTRY] })];
    const names = async (overrides: Parameters<typeof makeExportSettings>[0]) =>
      (
        await planWorkspaceExport(
          createMainThreadClient(),
          files,
          makeExportSettings({ mode: "each", ...overrides }),
        )
      ).files.map((written) => written.name);
    expect(await names({ format: "xml" })).toEqual(["sitemap.xml"]);
    expect(await names({ format: "xml", gzip: true })).toEqual(["sitemap.xml.gz"]);
    expect(await names({ format: "txt" })).toEqual(["sitemap.txt"]);
    expect(await names({ format: "xml", asOpened: true })).toEqual(["sitemap.xml"]);
  });

  it("writes a copy opened beside its namesake under a URL-safe name, not with its ' (2)'", () => {
    expect(getSourceStems([file("sitemap.xml"), file("sitemap (2).xml"), file("sitemap (3).xml")])).toEqual([
      "sitemap",
      "sitemap-2",
      "sitemap-3",
    ]);
    // alone, a copy takes its namesake's name
    expect(getSourceStems([file("products (2).xml.gz")])).toEqual(["products"]);
  });

  it("leaves the name to the clashing source already named as the export writes it", async () => {
    const sources = [file("sitemap.xml"), file("Sitemap.XML.GZ"), file("sitemap.txt")];
    expect(getSourceStems(sources, ".xml.gz")).toEqual(["sitemap-2", "Sitemap", "sitemap-3"]);
    expect(getSourceStems(sources, ".xml")).toEqual(["sitemap", "Sitemap-2", "sitemap-3"]);
    expect(getSourceStems(sources, ".txt")).toEqual(["sitemap-2", "Sitemap-3", "sitemap"]);
    expect(getSourceStems(sources)).toEqual(["sitemap", "Sitemap-2", "sitemap-3"]);
    // named exactly as written beats named so up to case, in either order
    const cased = [file("Sitemap.XML"), file("sitemap.xml")];
    expect(getSourceStems(cased, ".xml")).toEqual(["Sitemap-2", "sitemap"]);
    expect(getSourceStems([...cased].reverse(), ".xml")).toEqual(["sitemap", "Sitemap-2"]);
    // neither named as written (`.xml.gz`, `.txt`): the lower-case stem keeps the name, in either order
    for (const ending of [".xml.gz", ".txt"]) {
      expect(getSourceStems(cased, ending)).toEqual(["Sitemap-2", "sitemap"]);
      expect(getSourceStems([...cased].reverse(), ending)).toEqual(["sitemap", "Sitemap-2"]);
    }
    // a loaded sitemap-2.xml keeps its name; the renamed one takes the next free one
    const three = [file("sitemap.xml"), file("sitemap.xml.gz"), file("sitemap-2.xml")];
    expect(getSourceStems(three, ".xml.gz")).toEqual(["sitemap-3", "sitemap", "sitemap-2"]);
    expect(getSourceStems(three, ".xml")).toEqual(["sitemap", "sitemap-3", "sitemap-2"]);
    // the whole export: the gzipped file keeps its published name, the plain one is renamed
    const files = [file("sitemap.xml", { urls: [URL_ENTRY] }), file("sitemap.xml.gz", { urls: [URL_ENTRY] })];
    const settings = makeExportSettings({ mode: "each", gzip: true });
    const plan = await planWorkspaceExport(createMainThreadClient(), files, settings);
    expect(plan.sources?.map((source) => [source.source, source.files.map((f) => f.name)])).toEqual([
      ["sitemap.xml", ["sitemap-2.xml.gz"]],
      ["sitemap.xml.gz", ["sitemap.xml.gz"]],
    ]);
    expect(plan.sources?.map((source) => source.renamed)).toEqual([true, undefined]);
  });

  it("keeps the names of files as opened that differ only in their ending (sitemap.xml, sitemap.xml.gz)", async () => {
    const pair = [file("sitemap.xml"), file("sitemap.xml.gz", { gzip: true })];
    expect(getSourceStems(pair, [".xml", ".xml.gz"])).toEqual(["sitemap", "sitemap"]);
    // the exact name wins over a case variant, the one written under its own name keeps it
    const three = [file("sitemap.xml.gz", { gzip: true }), file("sitemap.xml"), file("Sitemap.XML")];
    expect(getSourceStems(three, [".xml.gz", ".xml", ".xml"])).toEqual(["sitemap", "sitemap", "Sitemap-2"]);
    const files = pair.map((source, i) => ({
      ...source,
      urls: [{ ...URL_ENTRY, loc: `https://x.org/p${i}` }],
    }));
    const plan = await planWorkspaceExport(
      createMainThreadClient(),
      files,
      makeExportSettings({ mode: "each", asOpened: true }),
    );
    expect(plan.sources?.map((source) => source.files.map((f) => f.name))).toEqual([
      ["sitemap.xml"],
      ["sitemap.xml.gz"],
    ]);
    expect(plan.sources?.map((source) => source.renamed)).toEqual([undefined, undefined]);
    // a split file's stem is still no other file's: its parts would read as that file's
    expect(getSourceStems(pair, [".xml", ".xml.gz"], [{ parts: 2, index: true }])).toEqual([
      "sitemap-2",
      "sitemap",
    ]);
  });

  it("as opened, gzips a plain file published under a .gz name, so its URL stays and holds what it says", async () => {
    const plain = file("B23.xml.gz", { gzip: false, urls: [URL_ENTRY] });
    const located = file("posts.xml", {
      urls: [{ ...URL_ENTRY, loc: "https://x.org/p2" }],
      location: "https://x.org/posts-new.xml.gz",
    });
    expect([plain, located, file("a.xml")].map(isGzipAsOpened)).toEqual([true, true, false]);
    const written = await exportWorkspace(
      createMainThreadClient(),
      [plain, located],
      makeExportSettings({ mode: "each", asOpened: true }),
    );
    expect(written.map((f) => f.name)).toEqual(["B23.xml.gz", "posts-new.xml.gz"]);
    expect(written.map((f) => [f.bytes[0], f.bytes[1]])).toEqual([
      [0x1f, 0x8b],
      [0x1f, 0x8b],
    ]);
  });

  it("merges files that bind the video prefix to other namespaces without moving their elements", async () => {
    const read = (name: string, uri: string, body: string) => readOneUrl(name, `xmlns:video="${uri}"`, body);
    const custom = read("a.xml", "https://schemas.example.ru/clip/2.0", '<video:clip id="5"/>');
    const retired = read(
      "b.xml",
      "http://www.google.com/schemas/sitemap-video/1.0",
      "<video:video><video:title>T</video:title></video:video>",
    );
    const google = read(
      "c.xml",
      "http://www.google.com/schemas/sitemap-video/1.1",
      "<video:video><video:thumbnail_loc>https://x.org/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://x.org/v.mp4</video:content_loc></video:video>",
    );
    for (const order of [
      [custom, retired, google],
      [google, retired, custom],
    ]) {
      const bytes = await exportMerged(order);
      const xml = new TextDecoder().decode(bytes);
      expect(xml).toContain('<video:clip xmlns:video="https://schemas.example.ru/clip/2.0" id="5"/>');
      expect(xml).toContain('<video:video xmlns:video="http://www.google.com/schemas/sitemap-video/1.0">');
      // Google's own video stays Google's, read back as one
      const back = readSitemapFile("back.xml", bytes);
      expect(back.urls.map((url) => url.videos.length)).toEqual(
        order.map((file) => file.urls[0].videos.length),
      );
      expect(back.urls.flatMap((url) => url.videos.map((video) => video.content_loc))).toEqual([
        "https://x.org/v.mp4",
      ]);
    }
  });

  it("merges files that bind one prefix to different namespaces, each element in its own file's", async () => {
    const a = readOneUrl("a.xml", 'xmlns:x="https://a.example/ns"', "<x:foo>A</x:foo>");
    const z = readOneUrl("z.xml", 'xmlns:x="https://z.example/other"', "<x:foo>Z</x:foo>");
    const customImage = readOneUrl("k.xml", 'xmlns:image="https://custom.example/img"', "<image:whatever/>");
    const googleImage = readOneUrl(
      "j.xml",
      'xmlns:video="https://schemas.example.ru/clip/2.0" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
      "<video:clip><image:caption>C</image:caption></video:clip>",
    );
    const xml = new TextDecoder().decode(await exportMerged([a, z, customImage, googleImage]));
    expect(xml).toContain('xmlns:x="https://a.example/ns"');
    expect(xml).toContain("<x:foo>A</x:foo>");
    expect(xml).toContain('<x:foo xmlns:x="https://z.example/other">Z</x:foo>');
    expect(xml).toContain('<image:whatever xmlns:image="https://custom.example/img"/>');
    // the clip's image child is Google's, as its file bound it, not the custom one of the file before
    expect(xml).toMatch(
      /<video:clip [^>]*xmlns:image="http:\/\/www\.google\.com\/schemas\/sitemap-image\/1\.1"/,
    );
    expect(xml).not.toMatch(/<video:clip [^>]*xmlns:image="https:\/\/custom/);
  });

  it("keeps a gzipped file published as sitemap.gz under that name when it is written gzipped again", async () => {
    const gz = file("cc-xmlSitemap.gz", { gzip: true, urls: [URL_ENTRY] });
    const feed = file("news.rss.gz", {
      gzip: true,
      format: "rss",
      urls: [{ ...URL_ENTRY, loc: "https://x.org/n" }],
    });
    const names = async (change: Partial<ExportSettings>) => {
      const settings = makeExportSettings({ mode: "each", ...change });
      const plan = await planWorkspaceExport(createMainThreadClient(), [gz, feed], settings);
      const written = await exportWorkspace(createMainThreadClient(), [gz, feed], settings);
      expect(plan.sources?.flatMap((source) => source.files.map((f) => f.name))).toEqual(
        written.map((f) => f.name),
      );
      return written.map((f) => f.name);
    };
    // its submitted URL keeps working; a feed becomes a sitemap under a name of its own
    expect(await names({ asOpened: true })).toEqual(["cc-xmlSitemap.gz", "news.xml.gz"]);
    expect(await names({ gzip: true })).toEqual(["cc-xmlSitemap.gz", "news.xml.gz"]);
    // not gzipped, it cannot keep a .gz name
    expect(await names({ gzip: false })).toEqual(["cc-xmlSitemap.xml", "news.xml"]);
    // a gzipped TXT list published as list.gz keeps its name as well
    const list = file("list.gz", { gzip: true, format: "txt", urls: [URL_ENTRY] });
    const listed = await exportWorkspace(
      createMainThreadClient(),
      [list],
      makeExportSettings({ mode: "each", asOpened: true }),
    );
    expect(listed.map((f) => f.name)).toEqual(["list.gz"]);
    // split, its index under its name keeps the URL too
    const three = [
      URL_ENTRY,
      { ...URL_ENTRY, loc: "https://x.org/q" },
      { ...URL_ENTRY, loc: "https://x.org/r" },
    ];
    const parts = await exportWorkspace(
      createMainThreadClient(),
      [{ ...gz, urls: three }],
      makeExportSettings({ mode: "each", asOpened: true, maxUrls: 2, indexKeepsName: true }),
    );
    expect(parts.map((f) => f.name)).toEqual([
      "cc-xmlSitemap-1.xml.gz",
      "cc-xmlSitemap-2.xml.gz",
      "cc-xmlSitemap.gz",
    ]);
  });

  it("keeps sitemap.gz beside a sitemap.php or sitemap.xml written sitemap.xml.gz, whatever the order", async () => {
    const one = (name: string, loc: string, gzip = false) =>
      file(name, { gzip, urls: [{ ...URL_ENTRY, loc: `https://x.org/${loc}` }] });
    const gz = one("sitemap.gz", "a", true);
    const names = async (files: SitemapFile[]) => {
      const settings = makeExportSettings({ mode: "each", gzip: true });
      const plan = await planWorkspaceExport(createMainThreadClient(), files, settings);
      const written = await exportWorkspace(createMainThreadClient(), files, settings);
      const planned = plan.sources?.flatMap((source) => source.files.map((f) => f.name));
      expect(planned).toEqual(written.map((f) => f.name));
      // no file is said to be renamed: no two of them share a name
      expect(plan.sources?.filter((source) => source.renamed).map((source) => source.source)).toEqual([]);
      return written.map((f) => f.name);
    };
    // it had become sitemap-2.xml.gz ("another file takes its name"), its submitted URL gone
    expect(await names([one("sitemap.php", "b"), gz])).toEqual(["sitemap.xml.gz", "sitemap.gz"]);
    expect(await names([gz, one("sitemap.xml", "c")])).toEqual(["sitemap.gz", "sitemap.xml.gz"]);
    expect(await names([one("Sitemap.XML", "d"), gz])).toEqual(["Sitemap.xml.gz", "sitemap.gz"]);
  });

  it("keeps the case of an opened file's ending (Sitemap.XML), which its published URL has, and links it so", async () => {
    const urls = file("Sitemap.XML", { urls: [{ ...URL_ENTRY, loc: "https://x.org/a" }] });
    const index = file("Index.XML", {
      format: "sitemapindex",
      sitemaps: [{ loc: "https://x.org/Sitemap.XML" }],
    });
    const copy = file("Sitemap (2).XML", { urls: [URL_ENTRY] });
    const client = createMainThreadClient();
    for (const asOpened of [true, false]) {
      const settings = makeExportSettings({ mode: "each", asOpened });
      const written = await exportWorkspace(client, [urls, index, copy], settings);
      expect(
        written.map((f) => f.name),
        String(asOpened),
      ).toEqual(["Sitemap.XML", "Index.XML", "Sitemap-2.xml"]);
      expect(new TextDecoder().decode(written[1].bytes)).toContain("<loc>https://x.org/Sitemap.XML</loc>");
      const plan = await planWorkspaceExport(client, [urls, index, copy], settings);
      expect(plan.files.map((f) => f.name)).toEqual(["Sitemap.XML", "Index.XML", "Sitemap-2.xml"]);
    }
    // gzipped when it was not: another ending, the writer's
    const gzipped = makeExportSettings({ mode: "each", gzip: true });
    expect((await exportWorkspace(client, [urls], gzipped)).map((f) => f.name)).toEqual(["Sitemap.xml.gz"]);
  });

  it("writes no empty TXT file for a file whose every URL holds a line break, and plans none", async () => {
    const broken = file("pasted.txt", { urls: [{ ...URL_ENTRY, loc: "https://x.org/a\nb" }] });
    const good = file("list.txt", { urls: [URL_ENTRY] });
    const client = createMainThreadClient();
    for (const mode of ["each", "merge"] as const) {
      const settings = makeExportSettings({ mode, format: "txt" });
      const both = await exportWorkspace(client, [broken, good], settings);
      expect(
        both.map((f) => new TextDecoder().decode(f.bytes)),
        mode,
      ).toEqual(["https://x.org/p\n"]);
      const plan = await planWorkspaceExport(client, [broken, good], settings);
      expect(
        plan.files.map((f) => f.urlCount),
        mode,
      ).toEqual([1]);
      expect(plan.lineBreakLocs, mode).toBe(1);
      expect(await exportWorkspace(client, [broken], settings), mode).toEqual([]);
      expect((await planWorkspaceExport(client, [broken], settings)).files, mode).toEqual([]);
    }
    // as XML the URL is written (escaped), as the user has it
    const xml = await exportWorkspace(client, [broken], makeExportSettings({ mode: "each" }));
    expect(new TextDecoder().decode(xml[0].bytes)).toContain("<loc>https://x.org/a\nb</loc>");
  });

  it("gives a split file's parts and index names no other file of the export has, case aside", () => {
    const split = { parts: 3, index: true };
    // the loaded products-1.xml keeps its name, in either order; the split file's parts move aside
    expect(getSourceStems([file("products.xml"), file("products-1.xml")], ".xml", [split])).toEqual([
      "products-2",
      "products-1",
    ]);
    expect(
      getSourceStems([file("Products-1.XML"), file("products.xml")], ".xml", [undefined, split]),
    ).toEqual(["Products-1", "products-2"]);
    // the first -N whose every name is free: a loaded products-2-3.xml is the third part of products-2
    const three = [file("products.xml"), file("products-1.xml"), file("products-2-3.xml")];
    expect(getSourceStems(three, ".xml.gz", [split])).toEqual(["products-3", "products-1", "products-2-3"]);
    // nor one whose parts would read as parts of a loaded file: products-2-1.xml beside products-2.xml
    const two = [file("products.xml"), file("products-1.xml"), file("products-2.xml")];
    expect(getSourceStems(two, ".xml", [split])).toEqual(["products-3", "products-1", "products-2"]);
    // its index clashes too, unless an exported index lists the parts (then it is not written)
    const index = [file("products.xml"), file("products-index.xml")];
    expect(getSourceStems(index, ".xml", [split])).toEqual(["products-2", "products-index"]);
    expect(getSourceStems(index, ".xml", [{ parts: 3, index: false }])).toEqual([
      "products",
      "products-index",
    ]);
    // a TXT export writes the parts as .txt and the indexes as .xml: only real clashes count
    const loadedIndex = file("products-index.xml", { format: "sitemapindex" });
    expect(getSourceStems([file("products.txt"), loadedIndex], ".txt", [split])).toEqual([
      "products-2",
      "products-index",
    ]);
    expect(getSourceStems([file("products.txt"), file("products-index.xml")], ".txt", [split])).toEqual([
      "products",
      "products-index",
    ]);
    // not split: no clash
    expect(getSourceStems([file("products.xml"), file("products-1.xml")], ".xml")).toEqual([
      "products",
      "products-1",
    ]);
  });

  it("plans and writes a split file under the names no other file has, and says which name it clashed with", async () => {
    const entries = [1, 2, 3].map((n) => ({ ...URL_ENTRY, loc: `https://x.org/p${n}` }));
    const files = [file("products.xml", { urls: entries }), file("Products-1.xml", { urls: [URL_ENTRY] })];
    const settings = makeExportSettings({ mode: "each", maxUrls: 1 });
    const plan = await planWorkspaceExport(createMainThreadClient(), files, settings);
    expect(plan.sources?.map((source) => [source.source, source.files.map((f) => f.name)])).toEqual([
      ["products.xml", ["products-2-1.xml", "products-2-2.xml", "products-2-3.xml", "products-2-index.xml"]],
      ["Products-1.xml", ["Products-1.xml"]],
    ]);
    expect(plan.sources?.map((source) => [source.renamed, source.clash])).toEqual([
      [true, "Products-1.xml"],
      [undefined, undefined],
    ]);
    const out = await exportWorkspace(createMainThreadClient(), files, settings);
    expect(out.map((f) => f.name)).toEqual(plan.files.map((f) => f.name));
    expect(new Set(out.map((f) => f.name.toLowerCase())).size).toBe(out.length);
    expect(() => zipOutputFiles(out)).not.toThrow();
    const index = out.find((f) => f.name === "products-2-index.xml");
    const listed = readSitemapFile("back.xml", index?.bytes ?? new Uint8Array()).sitemaps.map((r) => r.loc);
    expect(listed).toEqual([1, 2, 3].map((n) => `https://x.org/products-2-${n}.xml`));
    expect(getRobotsLine(plan, "")).toBe(
      "Sitemap: https://x.org/products-2-index.xml\nSitemap: https://x.org/Products-1.xml",
    );
    // a whole products.txt written as products.xml: parts named products-1.xml … would read as its parts
    const beside = [files[0], file("products.txt", { format: "txt", urls: [URL_ENTRY] })];
    const other = await planWorkspaceExport(createMainThreadClient(), beside, settings);
    expect(other.sources?.map((source) => [source.files[0].name, source.renamed, source.clash])).toEqual([
      ["products-2-1.xml", true, "products.xml"],
      ["products.xml", undefined, undefined],
    ]);
    expect(other.sources?.[0].wanted).toEqual([
      "products-1.xml",
      "products-2.xml",
      "products-3.xml",
      "products-index.xml",
    ]);
  });

  it("names a file after the location you set, so the robots.txt line and the file agree", async () => {
    const located = (name: string, location: string) => file(name, { location, urls: [URL_ENTRY] });
    expect(
      getSourceStems([
        located("B11.xml", "https://www.example.com/sitemap.xml"),
        located("c.xml", "https://www.example.com/maps/"),
        located("d.xml", "https://www.example.com/%D0%BA%D0%B0%D1%80%D1%82%D0%B0.xml.gz"),
        located("e.xml", "not a url"),
      ]),
    ).toEqual(["sitemap", "c", "карта", "e"]);
    const files = [located("B11.xml", "https://www.example.com/sitemap.xml")];
    const plan = await planWorkspaceExport(
      createMainThreadClient(),
      files,
      makeExportSettings({ mode: "each" }),
    );
    expect(plan.files.map((f) => f.name)).toEqual(["sitemap.xml"]);
    expect(getRobotsLine(plan, "")).toBe("Sitemap: https://www.example.com/sitemap.xml");
    // a merged set in one file (no index): the base typed in Cyrillic is written as a URL must be
    const merged = await planWorkspaceExport(
      createMainThreadClient(),
      [file("a.xml", { urls: [URL_ENTRY] })],
      makeExportSettings({ mode: "merge", baseUrl: "https://пример.рф/карта" }),
    );
    expect(merged.files.map((f) => f.name)).toEqual(["sitemap.xml"]);
    expect(getRobotsLine(merged, "https://пример.рф/карта")).toBe(
      "Sitemap: https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%B0%D1%80%D1%82%D0%B0/sitemap.xml",
    );
  });

  it("writes a feed placed by its /feed/ self link at the site's root, and one placed by you where you said", async () => {
    const rss = `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><atom:link rel="self" href="https://blog.example.com/feed/"/><item><link>https://blog.example.com/hello-world/</link></item></channel></rss>`;
    const feed = readSitemapFile("wp-feed.xml", new TextEncoder().encode(rss));
    expect(getDefaultLocation(feed)).toBe("https://blog.example.com/feed/");
    const lineOf = async (files: SitemapFile[]) =>
      getRobotsLine(
        await planWorkspaceExport(createMainThreadClient(), files, makeExportSettings({ mode: "each" })),
        "",
      );
    // it was https://blog.example.com/feed/wp-feed.xml, inside WordPress's route of the feed
    expect(await lineOf([feed])).toBe("Sitemap: https://blog.example.com/wp-feed.xml");
    expect(await lineOf([{ ...feed, location: "https://blog.example.com/maps/feed.rss" }])).toBe(
      "Sitemap: https://blog.example.com/maps/feed.xml",
    );
  });

  it("keeps a Shopify index's query (?from=…&to=…) on a child written whole where it was, not on a renamed one", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const index = readSitemapFile(
      "sitemap.xml",
      encode(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.cool-tees.com/sitemap_products_1.xml?from=6912345678901&amp;to=7987654321098</loc></sitemap>
<sitemap><loc>https://www.cool-tees.com/sitemap_pages_1.xml?from=1&amp;to=9</loc></sitemap>
</sitemapindex>`),
    );
    const child = (name: string, count = 2) =>
      file(name, {
        urls: Array.from({ length: count }, (_, i) => ({
          ...URL_ENTRY,
          loc: `https://www.cool-tees.com/${name}/${i}`,
        })),
      });
    const locsOf = async (settings: Partial<ExportSettings>, files: SitemapFile[]) => {
      const out = await exportWorkspace(
        createMainThreadClient(),
        files,
        makeExportSettings({ mode: "each", ...settings }),
      );
      const written = out.find((f) => f.name === "sitemap.xml" || f.name === "sitemap.xml.gz")?.bytes;
      const bytes = written && written[0] === 0x1f ? gunzipSync(written) : written;
      const xml = new TextDecoder().decode(bytes);
      return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    };
    const files = [index, child("sitemap_products_1.xml"), child("sitemap_pages_1.xml")];
    // it was written https://www.cool-tees.com/sitemap_products_1.xml: another URL for Shopify
    expect(await locsOf({ asOpened: true }, files)).toEqual([
      "https://www.cool-tees.com/sitemap_products_1.xml?from=6912345678901&amp;to=7987654321098",
      "https://www.cool-tees.com/sitemap_pages_1.xml?from=1&amp;to=9",
    ]);
    // written under another name (gzipped), or split, the child is at another URL: relinked there
    expect(await locsOf({ gzip: true }, files)).toEqual([
      "https://www.cool-tees.com/sitemap_products_1.xml.gz",
      "https://www.cool-tees.com/sitemap_pages_1.xml.gz",
    ]);
    const split = [index, child("sitemap_products_1.xml", 3), child("sitemap_pages_1.xml")];
    expect((await locsOf({ asOpened: true, maxUrls: 2 }, split)).slice(0, 2)).toEqual([
      "https://www.cool-tees.com/sitemap_products_1-1.xml",
      "https://www.cool-tees.com/sitemap_products_1-2.xml",
    ]);
    // opened from an agency's zip, one folder per client (`shop/…`): found by its URL less the query
    const inFolder = (name: string) => ({ ...child(name), name: `shop/${name}` });
    const zipped = [
      { ...index, name: "shop/sitemap.xml" },
      inFolder("sitemap_products_1.xml"),
      inFolder("sitemap_pages_1.xml"),
    ];
    const gz = await exportWorkspace(
      createMainThreadClient(),
      zipped,
      makeExportSettings({ mode: "each", gzip: true }),
    );
    const zippedIndex = gz.find((f) => f.name === "shop/sitemap.xml.gz")?.bytes as Uint8Array;
    expect(
      [...new TextDecoder().decode(gunzipSync(zippedIndex)).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
        (m) => m[1],
      ),
    ).toEqual([
      "https://www.cool-tees.com/sitemap_products_1.xml.gz",
      "https://www.cool-tees.com/sitemap_pages_1.xml.gz",
    ]);
    const problems = checkSitemaps(withEffectiveLocations(zipped)).filter((p) =>
      p.code.startsWith("index.child"),
    );
    expect(problems).toEqual([]);
  });

  it("relinks a stale index that lists its children on the site's old scheme or www. to where they are", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    for (const stale of ["http://shop.ru", "https://www.shop.ru"]) {
      const index = readSitemapFile(
        "sitemap.xml",
        encode(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>${stale}/maps/sitemap-1.xml</loc></sitemap>
<sitemap><loc>${stale}/maps/sitemap-2.xml</loc></sitemap>
</sitemapindex>`),
      );
      const child = (name: string) =>
        file(name, {
          urls: ["a", "b"].map((path) => ({ ...URL_ENTRY, loc: `https://shop.ru/${name}/${path}` })),
        });
      const out = await exportWorkspace(
        createMainThreadClient(),
        [index, child("sitemap-1.xml"), child("sitemap-2.xml")],
        makeExportSettings({ mode: "each" }),
      );
      const xml = new TextDecoder().decode(out.find((f) => f.kind === "sitemapindex")?.bytes);
      expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
        "https://shop.ru/maps/sitemap-1.xml",
        "https://shop.ru/maps/sitemap-2.xml",
      ]);
    }
  });

  it("keeps an index entry of a child whose URLs are all on another site where the index lists it", async () => {
    // shop.kz's index lists its Ukrainian sitemap at https://shop.kz/…, whose URLs are all on shop.ua: its
    // location is guessed on shop.ua, but it is published where the index says
    const encode = (text: string) => new TextEncoder().encode(text);
    const index = readSitemapFile(
      "sitemap_index.xml",
      encode(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://shop.kz/sitemap-ru.xml</loc></sitemap>
<sitemap><loc>https://shop.kz/sitemap-uk.xml</loc></sitemap>
</sitemapindex>`),
    );
    const child = (name: string, host: string) =>
      file(name, { urls: ["a", "b"].map((path) => ({ ...URL_ENTRY, loc: `https://${host}/${path}` })) });
    const out = await exportWorkspace(
      createMainThreadClient(),
      [index, child("sitemap-ru.xml", "shop.kz"), child("sitemap-uk.xml", "shop.ua")],
      makeExportSettings({ mode: "each", asOpened: true }),
    );
    const xml = new TextDecoder().decode(out.find((f) => f.kind === "sitemapindex")?.bytes);
    // it had become https://shop.ua/sitemap-uk.xml: an index pointing at another site, where nothing is
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://shop.kz/sitemap-ru.xml",
      "https://shop.kz/sitemap-uk.xml",
    ]);
  });

  it("gives the loaded index's children this export writes the export's lastmod when asked, and keeps the others'", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const index = readSitemapFile(
      "sitemap_index.xml",
      encode(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://x.org/pages.xml</loc><lastmod>2024-05-01</lastmod></sitemap>
<sitemap><loc>https://x.org/other.xml</loc><lastmod>2024-05-02</lastmod></sitemap>
</sitemapindex>`),
      { location: "https://x.org/sitemap_index.xml" },
    );
    const pages = file("pages.xml", { urls: [URL_ENTRY] });
    const write = (indexLastmod?: string) =>
      exportWorkspace(
        createMainThreadClient(),
        [index, pages],
        makeExportSettings({ mode: "each", indexLastmod }),
      );
    const lastmods = async (indexLastmod?: string) => {
      const out = await write(indexLastmod);
      const xml = new TextDecoder().decode(out.find((f) => f.kind === "sitemapindex")?.bytes);
      return [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    };
    expect(await lastmods()).toEqual(["2024-05-01", "2024-05-02"]);
    // other.xml is not loaded, so not written: its lastmod stays
    expect(await lastmods("2026-12-03T15:00:00+00:00")).toEqual(["2026-12-03T15:00:00+00:00", "2024-05-02"]);
    // pages.xml written again as it was (not among the changed files): its lastmod stays too
    const unchanged = await exportWorkspace(
      createMainThreadClient(),
      [index, pages],
      makeExportSettings({ mode: "each", indexLastmod: "2026-12-03T15:00:00+00:00", changedFiles: [] }),
    );
    const xml = new TextDecoder().decode(unchanged.find((f) => f.kind === "sitemapindex")?.bytes);
    expect([...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual([
      "2024-05-01",
      "2024-05-02",
    ]);
    // split into parts, pages.xml is listed as new files: they are dated now, changed here or not
    const twoUrls = file("pages.xml", { urls: [URL_ENTRY, { ...URL_ENTRY, loc: "https://x.org/b" }] });
    const split = await exportWorkspace(
      createMainThreadClient(),
      [index, twoUrls],
      makeExportSettings({
        mode: "each",
        maxUrls: 1,
        indexLastmod: "2026-12-03T15:00:00+00:00",
        changedFiles: [],
      }),
    );
    const parts = new TextDecoder().decode(split.find((f) => f.name === "sitemap_index.xml")?.bytes);
    expect(
      [...parts.matchAll(/<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ["https://x.org/pages-1.xml", "2026-12-03T15:00:00+00:00"],
      ["https://x.org/pages-2.xml", "2026-12-03T15:00:00+00:00"],
      ["https://x.org/other.xml", "2024-05-02"],
    ]);
  });

  it("refreshes the index's lastmod of the children edited in the app only (the store names them)", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const encode = (text: string) => new TextEncoder().encode(text);
    const urlset = (loc: string) =>
      encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`,
      );
    await store.getState().addFiles([
      {
        name: "sitemap_index.xml",
        bytes: encode(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://x.org/a.xml</loc><lastmod>2024-05-01</lastmod></sitemap>
<sitemap><loc>https://x.org/b.xml</loc><lastmod>2024-05-02</lastmod></sitemap></sitemapindex>`),
      },
      { name: "a.xml", bytes: urlset("https://x.org/a") },
      { name: "b.xml", bytes: urlset("https://x.org/b") },
    ]);
    store.getState().editField({ file: "b.xml", entry: 0 }, "lastmod", "2026-12-01");
    const exported = async () => {
      const out = await store
        .getState()
        .exportFiles(makeExportSettings({ mode: "each", indexLastmod: "2026-12-03T15:00:00+00:00" }));
      const xml = new TextDecoder().decode(out.find((f) => f.kind === "sitemapindex")?.bytes);
      return [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    };
    expect(await exported()).toEqual(["2024-05-01", "2026-12-03T15:00:00+00:00"]);
    // b.xml's edit still counts once Undo let go of its step (100 steps on a.xml since)
    for (let i = 0; i < 100; i++)
      store.getState().editField({ file: "a.xml", entry: 0 }, "priority", i % 2 ? "0.1" : "0.2");
    expect(store.getState().beyondUndo).toEqual(["b.xml"]);
    expect(await exported()).toEqual(["2026-12-03T15:00:00+00:00", "2026-12-03T15:00:00+00:00"]);
    const names = new Set(["sitemap_index.xml", "a.xml", "b.xml"]);
    const { files, past, beyondUndo } = store.getState();
    expect(getChangedChildren(files, names, past, beyondUndo).map((file) => file.name)).toEqual([
      "a.xml",
      "b.xml",
    ]);
    expect(getChangedChildren(files, names, past).map((file) => file.name)).toEqual(["a.xml"]);
  });

  it("points an index at a child's location set by hand, as the problem it raises says beforehand", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const encode = (text: string) => new TextEncoder().encode(text);
    await store.getState().addFiles([
      {
        name: "sitemap_index.xml",
        bytes: encode(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://x.org/old/a.xml</loc></sitemap></sitemapindex>`),
      },
      {
        name: "a.xml",
        bytes: encode(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.org/a</loc></url></urlset>`,
        ),
      },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const linkCodes = () =>
      store
        .getState()
        .problems.filter((p) => p.code.startsWith("index.child-"))
        .map((p) => p.code);
    // the app's guess (the index's own loc) finds the child
    expect(linkCodes()).toEqual([]);
    store.getState().setLocation("a.xml", "https://x.org/new/a.xml");
    await vi.waitFor(() => expect(linkCodes()).toEqual(["index.child-missing"]));
    const problem = store.getState().problems.find((p) => p.code === "index.child-missing");
    expect(problem?.params).toMatchObject({ child: "a.xml", location: "https://x.org/new/a.xml" });
    const out = await store.getState().exportFiles(makeExportSettings({ mode: "each" }));
    const xml = new TextDecoder().decode(out.find((f) => f.kind === "sitemapindex")?.bytes);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      problem?.params?.location,
    ]);
  });

  it("relinks a nested index to the name it is written under, and a child listed twice both times", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const encode = (text: string) => new TextEncoder().encode(text);
    const index = (locs: string[]) =>
      encode(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("")}</sitemapindex>`,
      );
    await store.getState().addFiles([
      {
        name: "sitemap_index.xml",
        bytes: index([
          "https://x.org/maps/archive-index.xml",
          "https://x.org/maps/brands.xml",
          "https://x.org/maps/brands.xml",
        ]),
      },
      { name: "archive-index.xml", bytes: index(["https://x.org/maps/old.xml"]) },
      {
        name: "brands.xml",
        bytes: encode(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.org/b</loc></url></urlset>`,
        ),
      },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const locsOf = (out: { name: string; bytes: Uint8Array }[], name: string) => {
      const written = out.find((f) => f.name === name);
      if (!written) throw new Error(`no ${name}`);
      const bytes = name.endsWith(".gz") ? gunzipSync(written.bytes) : written.bytes;
      return readSitemapFile(name, bytes).sitemaps.map((ref) => ref.loc);
    };
    const gzipped = await store.getState().exportFiles(makeExportSettings({ mode: "each", gzip: true }));
    expect(locsOf(gzipped, "sitemap_index.xml.gz")).toEqual([
      "https://x.org/maps/archive-index.xml.gz",
      "https://x.org/maps/brands.xml.gz",
      "https://x.org/maps/brands.xml.gz",
    ]);
    // a location set by hand: both entries of the child listed twice point there
    store.getState().setLocation("brands.xml", "https://x.org/maps/brand-sitemap.xml");
    const moved = await store.getState().exportFiles(makeExportSettings({ mode: "each" }));
    expect(locsOf(moved, "sitemap_index.xml")).toEqual([
      "https://x.org/maps/archive-index.xml",
      "https://x.org/maps/brand-sitemap.xml",
      "https://x.org/maps/brand-sitemap.xml",
    ]);
  });

  it("exports indexes only file by file, robots.txt never", () => {
    const files = [
      file("a.xml", { urls: [URL_ENTRY] }),
      file("i.xml", { format: "sitemapindex", sitemaps: [{ loc: "https://x.org/a.xml" }] }),
      // an index listing no sitemap with a loc would come out as an empty sitemapindex
      file("no-loc-index.xml", { format: "sitemapindex", sitemaps: [{ loc: " " }] }),
      file("robots.txt", { format: "robots" }),
    ];
    expect(getExportSources(files, { files: [], mode: "each" }).map((f) => f.name)).toEqual([
      "a.xml",
      "i.xml",
    ]);
    expect(getExportSources(files, { files: [], mode: "merge" }).map((f) => f.name)).toEqual(["a.xml"]);
  });

  it("leaves out a file with no URL (an empty urlset is not valid), unless URLs were added to it since", () => {
    const url = URL_ENTRY;
    const files = [
      file("a.xml", { urls: [url] }),
      file("empty.xml", { format: "unknown" }),
      file("malformed-empty-urlset.xml"),
      file("typed-in.xml", { format: "unknown", urls: [url] }),
    ];
    for (const mode of ["each", "merge"] as const) {
      expect(getExportSources(files, { files: [], mode }).map((f) => f.name)).toEqual([
        "a.xml",
        "typed-in.xml",
      ]);
    }
  });

  it("names a file by its location's last segment, unless that decodes to no file name", async () => {
    const named = (location: string) => getLocationName(file("blog.txt", { location }));
    expect(named("https://www.example.com/maps/%D0%BA%D0%B0%D1%80%D1%82%D0%B0.xml")).toBe("карта.xml");
    expect(named("https://www.example.com/100%.xml")).toBe("100%.xml");
    // a path in disguise, a control character, dots alone: the file keeps its own name
    expect(named("https://www.example.com/x%2F..%2F..%2Fevil.txt")).toBeUndefined();
    expect(named("https://www.example.com/a%5Cb.xml")).toBeUndefined();
    expect(named("https://www.example.com/a%00.xml")).toBeUndefined();
    expect(named("https://www.example.com/%2E%2E")).toBeUndefined();
    const located = file("blog.txt", {
      format: "txt",
      urls: [URL_ENTRY],
      location: "https://www.example.com/x%2F..%2F..%2Fevil.txt",
    });
    const written = await exportWorkspace(
      createMainThreadClient(),
      [located],
      makeExportSettings({ mode: "each" }),
    );
    expect(written.map((f) => f.name)).toEqual(["blog.xml"]);
  });

  it("puts a file's parts next to its location", () => {
    expect(getSourceBase(file("a.xml", { location: "https://example.com/maps/a.xml?x=1" }))).toBe(
      "https://example.com/maps/",
    );
    expect(getSourceBase(file("a.xml", { location: "https://example.com" }))).toBe("https://example.com/");
    const guessed = file("a.xml", {
      urls: [{ loc: "https://x.org/p", images: [], videos: [], alternates: [] }],
    });
    expect(getSourceBase(guessed)).toBe("https://x.org/");
    expect(getSourceBase(file("a.xml"))).toBe("");
    // the robots.txt line and a split index's locs are URLs as written: punycode, percent-encoded
    expect(getSourceBase(file("a.xml", { location: "https://пример.рф/карты/карта сайта.xml" }))).toBe(
      "https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%B0%D1%80%D1%82%D1%8B/",
    );
  });

  it("gives the client the workspace with every write and plan, in both modes", async () => {
    const loaded = file("a.xml", {
      urls: [{ loc: "https://x.org/p", images: [], videos: [], alternates: [] }],
    });
    const files = [loaded, file("b.xml")];
    const inner = createMainThreadClient();
    const seen: (readonly SitemapFile[] | undefined)[] = [];
    const client: SitemapClient = {
      ...inner,
      write: (parts, options, zip, workspace) => {
        seen.push(workspace);
        return inner.write(parts, options, zip);
      },
      plan: (parts, options, workspace) => {
        seen.push(workspace);
        return inner.plan(parts, options);
      },
    };
    for (const mode of ["each", "merge"] as const) {
      const settings = makeExportSettings({ mode, files: ["a.xml"] });
      await planWorkspaceExport(client, files, settings);
      const output = await exportWorkspace(client, files, settings);
      expect(output.map((f) => f.name)).toEqual([mode === "each" ? "a.xml" : "sitemap.xml"]);
    }
    expect(seen).toHaveLength(4);
    for (const workspace of seen) expect(workspace).toBe(files);
  });

  describe("an index written with its children", () => {
    const url = (loc: string): UrlEntry => ({ loc, images: [], videos: [], alternates: [] });
    const index = file("sitemap_index.xml", {
      format: "sitemapindex",
      location: "https://shop.example/sitemap_index.xml",
      sitemaps: [
        { loc: "https://shop.example/sitemap-products.xml", lastmod: "2024-05-01" },
        { loc: "https://shop.example/maps/sitemap-pages.xml.gz" },
        { loc: "https://shop.example/sitemap-blog.xml" },
      ],
    });
    const products = file("sitemap-products.xml", {
      urls: [1, 2, 3].map((n) => url(`https://shop.example/p/${n}`)),
    });
    const pages = file("sitemap-pages.xml.gz", {
      gzip: true,
      location: "https://shop.example/maps/sitemap-pages.xml.gz",
      urls: [url("https://shop.example/about")],
    });
    const settings = (change: Partial<ExportSettings>) => makeExportSettings({ mode: "each", ...change });
    /** The locs and lastmods of the index the export wrote, read back by the core. */
    async function writtenIndex(change: Partial<ExportSettings>) {
      const out = await exportWorkspace(createMainThreadClient(), [index, products, pages], settings(change));
      const written = out.find((f) => f.kind === "sitemapindex" && f.name.startsWith("sitemap_index"));
      if (!written) throw new Error("no index written");
      const bytes = written.name.endsWith(".gz") ? gunzipSync(written.bytes) : written.bytes;
      const read = readSitemapFile("back.xml", bytes);
      return {
        names: out.map((f) => f.name),
        refs: read.sitemaps.map((r) => [r.loc, r.lastmod]),
      };
    }

    it("lists each loaded child under the name it is written under, not loaded ones as they were", async () => {
      const plain = await writtenIndex({});
      expect(plain.names).toEqual(["sitemap_index.xml", "sitemap-products.xml", "maps/sitemap-pages.xml"]);
      expect(plain.refs).toEqual([
        ["https://shop.example/sitemap-products.xml", "2024-05-01"],
        ["https://shop.example/maps/sitemap-pages.xml", undefined],
        ["https://shop.example/sitemap-blog.xml", undefined],
      ]);
      const gzip = await writtenIndex({ gzip: true });
      expect(gzip.names).toEqual([
        "sitemap_index.xml.gz",
        "sitemap-products.xml.gz",
        "maps/sitemap-pages.xml.gz",
      ]);
      expect(gzip.refs.map(([loc]) => loc)).toEqual([
        "https://shop.example/sitemap-products.xml.gz",
        "https://shop.example/maps/sitemap-pages.xml.gz",
        "https://shop.example/sitemap-blog.xml",
      ]);
    });

    it("writes a Cyrillic site's children as its index writes them, not the location's punycode", async () => {
      const cyrillic = file("sitemap_index.xml", {
        format: "sitemapindex",
        location: "https://xn--80aairftm.xn--p1ai/sitemap_index.xml",
        sitemaps: [
          { loc: "https://магазин.рф/sitemap-pages.xml" },
          { loc: "https://магазин.рф/sitemap-products.xml" },
          { loc: "https://магазин.рф/sitemap-missing.xml" },
          { loc: "https://магазин.рф/каталог/sitemap-cat.xml" },
        ],
      });
      const located = (name: string, count: number) =>
        file(name, {
          location: `https://xn--80aairftm.xn--p1ai/${name}`,
          urls: Array.from({ length: count }, (_, n) => url(`https://магазин.рф/${name}/${n}`)),
        });
      const catalog = file("sitemap-cat.xml", {
        location: "https://xn--80aairftm.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/sitemap-cat.xml",
        urls: [url("https://магазин.рф/каталог/1")],
      });
      const out = await exportWorkspace(
        createMainThreadClient(),
        [cyrillic, located("sitemap-pages.xml", 1), located("sitemap-products.xml", 3), catalog],
        settings({ maxUrls: 2, gzip: true }),
      );
      const written = out.find((f) => f.name === "sitemap_index.xml.gz");
      const refs = readSitemapFile("back.xml", gunzipSync(written?.bytes ?? new Uint8Array())).sitemaps.map(
        (r) => r.loc,
      );
      // one form in one index: host and folder as the index writes them, renamed and split children too
      expect(refs).toEqual([
        "https://магазин.рф/sitemap-pages.xml.gz",
        "https://магазин.рф/sitemap-products-1.xml.gz",
        "https://магазин.рф/sitemap-products-2.xml.gz",
        "https://магазин.рф/sitemap-missing.xml",
        "https://магазин.рф/каталог/sitemap-cat.xml.gz",
      ]);
    });

    it("lists a child split into parts by its parts, and keeps a child left out of the export", async () => {
      const split = await writtenIndex({ maxUrls: 2 });
      // the parts only: the index lists them, an index of the child's own would list them again
      expect(split.names).toEqual([
        "sitemap_index.xml",
        "sitemap-products-1.xml",
        "sitemap-products-2.xml",
        "maps/sitemap-pages.xml",
      ]);
      expect(split.refs).toEqual([
        ["https://shop.example/sitemap-products-1.xml", "2024-05-01"],
        ["https://shop.example/sitemap-products-2.xml", "2024-05-01"],
        ["https://shop.example/maps/sitemap-pages.xml", undefined],
        ["https://shop.example/sitemap-blog.xml", undefined],
      ]);
      const some = await writtenIndex({ files: ["sitemap_index.xml", "sitemap-products.xml"], gzip: true });
      expect(some.refs.map(([loc]) => loc)).toEqual([
        "https://shop.example/sitemap-products.xml.gz",
        "https://shop.example/maps/sitemap-pages.xml.gz",
        "https://shop.example/sitemap-blog.xml",
      ]);
    });

    it("relinks a child found only by its name in the directory listed, and none of a name two locs share", async () => {
      const crosshost = file("crosshost.xml", {
        format: "sitemapindex",
        location: "https://shop.example/crosshost.xml",
        sitemaps: [
          { loc: "https://shop.example/sitemap.xml" },
          { loc: "https://docs.example.org/sitemap.xml" },
          { loc: "https://ads.example.net/adwords/sitemap_us.xml" },
        ],
      });
      // two files whose guessed locations (their entries' host) are not where the index lists them
      const sitemap = file("sitemap.xml", { urls: [url("https://elsewhere.example/a")] });
      const us = file("sitemap_us.xml", { urls: [url("https://elsewhere.example/b")] });
      const out = await exportWorkspace(createMainThreadClient(), [crosshost, sitemap, us], settings({}));
      const written = out.find((f) => f.name === "crosshost.xml");
      const refs = readSitemapFile("back.xml", written?.bytes ?? new Uint8Array()).sitemaps.map((r) => r.loc);
      expect(refs).toEqual([
        // one name, two locs: neither is relinked (each stays listed once)
        "https://shop.example/sitemap.xml",
        "https://docs.example.org/sitemap.xml",
        // found by name only: written under its name, in the directory the index lists it in
        "https://ads.example.net/adwords/sitemap_us.xml",
      ]);
      const gz = await exportWorkspace(
        createMainThreadClient(),
        [crosshost, sitemap, us],
        settings({ gzip: true }),
      );
      const index = gz.find((f) => f.name === "crosshost.xml.gz");
      const back = readSitemapFile("back.xml.gz", index?.bytes ?? new Uint8Array()).sitemaps.map(
        (r) => r.loc,
      );
      expect(back).toEqual([
        "https://shop.example/sitemap.xml",
        "https://docs.example.org/sitemap.xml",
        "https://ads.example.net/adwords/sitemap_us.xml.gz",
      ]);
    });

    it("plans the index as it writes it", async () => {
      const plan = await planWorkspaceExport(
        createMainThreadClient(),
        [index, products, pages],
        settings({ maxUrls: 2 }),
      );
      const planned = plan.files.find((f) => f.name === "sitemap_index.xml");
      expect(planned?.urlCount).toBe(4);
      const out = await exportWorkspace(
        createMainThreadClient(),
        [index, products, pages],
        settings({ maxUrls: 2 }),
      );
      expect(plan.files.map((f) => f.name)).toEqual(out.map((f) => f.name));
      // one robots.txt line, the index's: the files it lists are announced by it
      expect(plan.sources?.map((source) => [source.source, source.listed])).toEqual([
        ["sitemap_index.xml", undefined],
        ["sitemap-products.xml", true],
        ["sitemap-pages.xml.gz", true],
      ]);
      expect(getRobotsLine(plan, "")).toBe("Sitemap: https://shop.example/sitemap_index.xml");
    });

    it("keeps the own index of a split file that no exported index lists", async () => {
      const out = await exportWorkspace(
        createMainThreadClient(),
        [index, products, pages],
        settings({ maxUrls: 2, files: ["sitemap-products.xml"] }),
      );
      expect(out.map((f) => f.name)).toEqual([
        "sitemap-products-1.xml",
        "sitemap-products-2.xml",
        "sitemap-products-index.xml",
      ]);
    });
  });
});

describe("an agency's archive of one folder per client site", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  const index = (locs: string[]) =>
    encode(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("")}</sitemapindex>`,
    );
  const urlset = (locs: string[]) =>
    encode(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
    );
  it("places each file at its name on its site, finds each index's children, and keeps each index's links", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      { name: "client-a/sitemap.xml", bytes: index(["https://www.shop-a.com/sitemap-1.xml"]) },
      {
        name: "client-a/sitemap-1.xml",
        bytes: urlset(["https://www.shop-a.com/p/1", "https://www.shop-a.com/p/2"]),
      },
      { name: "client-b/sitemap.xml", bytes: index(["https://blog-b.ru/sitemap-1.xml"]) },
      { name: "client-b/sitemap-1.xml", bytes: urlset(["https://blog-b.ru/post-1"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const files = store.getState().files;
    expect(files.map((file) => getDefaultLocation(file, files))).toEqual([
      "https://www.shop-a.com/sitemap.xml",
      "https://www.shop-a.com/sitemap-1.xml",
      "https://blog-b.ru/sitemap.xml",
      "https://blog-b.ru/sitemap-1.xml",
    ]);
    // no URL "outside /client-a/", no child missing
    expect(store.getState().problems.map((p) => p.code)).toEqual([]);
    const out = await store.getState().exportFiles(makeExportSettings({ mode: "each" }));
    const locs = (name: string) =>
      readSitemapFile(name, out.find((f) => f.name === name)?.bytes ?? new Uint8Array()).sitemaps.map(
        (r) => r.loc,
      );
    expect(locs("client-a/sitemap.xml")).toEqual(["https://www.shop-a.com/sitemap-1.xml"]);
    expect(locs("client-b/sitemap.xml")).toEqual(["https://blog-b.ru/sitemap-1.xml"]);
  });

  it("writes two sites' files of one name, opened from two zips, each in its site's folder under its own name", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    // each client's own zip: the second's files open as copies of the first's names
    await store.getState().addFiles([
      { name: "sitemap.xml", bytes: index(["https://www.shop-a.com/sitemap-1.xml"]) },
      { name: "sitemap-1.xml", bytes: urlset(["https://www.shop-a.com/p/1"]) },
      { name: "sitemap.xml", bytes: index(["https://blog-b.ru/sitemap-1.xml"]) },
      { name: "sitemap-1.xml", bytes: urlset(["https://blog-b.ru/post-1", "https://blog-b.ru/post-2"]) },
      { name: "products.xml", bytes: urlset(["https://www.shop-a.com/p/2"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files.map((file) => file.name)).toEqual([
      "sitemap.xml",
      "sitemap-1.xml",
      "sitemap (2).xml",
      "sitemap-1 (2).xml",
      "products.xml",
    ]);
    const settings = makeExportSettings({ mode: "each", asOpened: true });
    const out = await store.getState().exportFiles(settings);
    // no `sitemap-2.xml`: each keeps the name it is published under, in a folder of its site's host
    expect(out.map((file) => file.name)).toEqual([
      "www.shop-a.com/sitemap.xml",
      "www.shop-a.com/sitemap-1.xml",
      "blog-b.ru/sitemap.xml",
      "blog-b.ru/sitemap-1.xml",
      "www.shop-a.com/products.xml",
    ]);
    const locs = (name: string) =>
      readSitemapFile(name, out.find((f) => f.name === name)?.bytes ?? new Uint8Array()).sitemaps.map(
        (r) => r.loc,
      );
    expect(locs("www.shop-a.com/sitemap.xml")).toEqual(["https://www.shop-a.com/sitemap-1.xml"]);
    expect(locs("blog-b.ru/sitemap.xml")).toEqual(["https://blog-b.ru/sitemap-1.xml"]);
    const plan = await store.getState().planExport(settings);
    expect(plan.sources?.map((source) => [source.source, source.renamed])).toEqual([
      ["sitemap.xml", undefined],
      ["sitemap-1.xml", undefined],
      ["sitemap (2).xml", undefined],
      ["sitemap-1 (2).xml", undefined],
      ["products.xml", undefined],
    ]);
    expect(getRobotsLine(plan, "")).toBe(
      "Sitemap: https://www.shop-a.com/sitemap.xml\nSitemap: https://blog-b.ru/sitemap.xml\nSitemap: https://www.shop-a.com/products.xml",
    );
  });

  it("writes a file whose location you set in a folder in that folder of the zip, where its index lists it", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      { name: "sitemap_index.xml", bytes: index(["https://www.shop-a.com/products.xml"]) },
      { name: "products.xml", bytes: urlset(["https://www.shop-a.com/p/1", "https://www.shop-a.com/p/2"]) },
      { name: "blog.xml", bytes: urlset(["https://www.shop-a.com/blog/1"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    store.getState().setLocation("products.xml", "https://www.shop-a.com/sitemaps/products-2024.xml");
    // a folder no file system takes stays out of the zip: the file at the top, as before
    store.getState().setLocation("blog.xml", "https://www.shop-a.com/a%3Ab/blog.xml");
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const settings = makeExportSettings({ mode: "each", asOpened: true });
    const out = await store.getState().exportFiles(settings);
    // it had been at the zip's top beside the index: unpacked at the site's root, the index's entry was a 404
    expect(out.map((file) => file.name)).toEqual([
      "sitemap_index.xml",
      "sitemaps/products-2024.xml",
      "blog.xml",
    ]);
    const locs = readSitemapFile("sitemap_index.xml", out[0].bytes).sitemaps.map((ref) => ref.loc);
    expect(locs).toEqual(["https://www.shop-a.com/sitemaps/products-2024.xml"]);
    const plan = await store.getState().planExport(settings);
    expect(plan.files.map((file) => file.name)).toContain("sitemaps/products-2024.xml");
    expect(getRobotsLine(plan, "")).toBe(
      "Sitemap: https://www.shop-a.com/sitemap_index.xml\nSitemap: https://www.shop-a.com/a%3Ab/blog.xml",
    );
    // and the export dialog is told where the file went (it went there without a word)
    expect(plan.sources?.map((source) => source.unplacedFolder)).toEqual([undefined, undefined, "a:b"]);
    expect(getFolderWarnings(plan)).toEqual([
      "1 file is written in a folder (sitemaps/products-2024.xml): Download files saves it without folders (sitemaps_products-2024.xml), so upload it where its URL (in the index, the robots.txt line) says, under its own name (products-2024.xml); Download zip keeps the folders.",
      "blog.xml is written at the zip's top, not in its location's folder a:b: that name cannot be a folder's on every system (one of \\ / : * ? \" < > | or a control character, a trailing dot or space, a name Windows keeps such as CON, or over 200 bytes). Upload it by hand where its location says, or set a location in another folder.",
    ]);
  });

  it("writes a file a loaded index lists in a folder in that folder of the zip, its location only guessed", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "sitemap.xml",
        bytes: index(["https://www.shop.com/sitemaps/s1.xml", "https://www.shop.com/sitemaps/s2.xml"]),
      },
      { name: "s1.xml", bytes: urlset(["https://www.shop.com/a/1", "https://www.shop.com/a/2"]) },
      { name: "s2.xml", bytes: urlset(["https://www.shop.com/b/1"]) },
      // listed nowhere: its location is a guess from its URLs' host, at the site's root
      { name: "s3.xml", bytes: urlset(["https://www.shop.com/c/1"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const settings = makeExportSettings({ mode: "each", asOpened: true });
    const out = await store.getState().exportFiles(settings);
    // they were at the zip's top while the index lists them in /sitemaps/: unpacked at the site's root, 404s
    expect(out.map((file) => file.name)).toEqual([
      "sitemap.xml",
      "sitemaps/s1.xml",
      "sitemaps/s2.xml",
      "s3.xml",
    ]);
    expect(readSitemapFile("sitemap.xml", out[0].bytes).sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.shop.com/sitemaps/s1.xml",
      "https://www.shop.com/sitemaps/s2.xml",
    ]);
    const plan = await store.getState().planExport(settings);
    expect(plan.files.map((file) => file.name)).toEqual(out.map((file) => file.name));
    expect(plan.sources?.map((source) => source.unplacedFolder)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("lists no more a loaded child whose rows were all deleted, and says so in the plan", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "sitemap.xml",
        bytes: index([
          "https://www.shop.com/s1.xml",
          "https://www.shop.com/s2.xml",
          "https://www.shop.com/not-loaded.xml",
        ]),
      },
      { name: "s1.xml", bytes: urlset(["https://www.shop.com/a/1"]) },
      { name: "s2.xml", bytes: urlset(["https://www.shop.com/b/1", "https://www.shop.com/b/2"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    store.getState().deleteRows([
      { file: "s2.xml", entry: 0 },
      { file: "s2.xml", entry: 1 },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const settings = makeExportSettings({ mode: "each", asOpened: true });
    const out = await store.getState().exportFiles(settings);
    expect(out.map((file) => file.name)).toEqual(["sitemap.xml", "s1.xml"]);
    // it listed s2.xml still: the old file on the server stayed submitted, its URLs never withdrawn
    expect(readSitemapFile("sitemap.xml", out[0].bytes).sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.shop.com/s1.xml",
      "https://www.shop.com/not-loaded.xml",
    ]);
    const plan = await store.getState().planExport(settings);
    expect(plan.sources?.map((source) => [source.source, source.droppedChildren])).toEqual([
      ["sitemap.xml", ["s2.xml"]],
      ["s1.xml", undefined],
    ]);
    expect(getDroppedChildWarnings(plan)).toEqual([
      "sitemap.xml no longer lists s2.xml: it has no URL left, so it is not written. Delete it from the server too, or its old URLs stay reachable there.",
    ]);
    // nor is it among the changed children whose index entry would keep an old lastmod (the dialog's hint)
    const { files, past } = store.getState();
    const names = new Set(files.map((file) => file.name));
    expect(getChangedChildren(files, names, past)).toEqual([]);
    // undone, it is listed and written again
    store.getState().undo();
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const again = await store.getState().exportFiles(settings);
    expect(again.map((file) => file.name)).toEqual(["sitemap.xml", "s1.xml", "s2.xml"]);
  });

  it("takes a location's folder as a browser resolves it, decoded, and none that no file system takes", () => {
    const at = (location: string) => getLocationFolder(file("p.xml", { location }));
    expect(at("https://shop.example/a/../sitemaps/p.xml")).toBe("sitemaps");
    expect(at("https://shop.example/./sitemaps/./p.xml")).toBe("sitemaps");
    expect(at("https://shop.example/%D0%BA%D0%B0%D1%80%D1%82%D1%8B/p.xml")).toBe("карты");
    expect(at("https://магазин.рф/карты/ru/p.xml")).toBe("карты/ru");
    expect(at("https://shop.example/p.xml")).toBeUndefined();
    expect(at("https://shop.example/a%3Ab/p.xml")).toBeUndefined();
    expect(at("https://shop.example/x%2Fy/p.xml")).toBeUndefined();
    expect(getLocationFolder(file("p.xml"))).toBeUndefined();
    expect(
      getLocationFolder(file("ru/p.xml", { location: "https://shop.example/maps/p.xml" })),
    ).toBeUndefined();
    // the folders it leaves out are named, for the export's warning (the file goes at the zip's top)
    const unplaced = (location: string) => getUnplacedLocationFolder(file("p.xml", { location }));
    expect(unplaced("https://shop.example/maps/a%3Ab/p.xml")).toBe("maps/a:b");
    // one folder of the URL, as written: uploaded to x/y/ it would be served at another URL
    expect(unplaced("https://shop.example/x%2Fy/p.xml")).toBe("x%2Fy");
    // names Windows keeps or changes, and one too long to unpack
    expect(unplaced("https://shop.example/CON/p.xml")).toBe("CON");
    expect(unplaced("https://shop.example/lpt1.txt/p.xml")).toBe("lpt1.txt");
    expect(unplaced("https://shop.example/dir./p.xml")).toBe("dir.");
    expect(unplaced("https://shop.example/sp%20/p.xml")).toBe("sp ");
    expect(unplaced(`https://shop.example/${"x".repeat(201)}/p.xml`)).toBe("x".repeat(201));
    expect(unplaced(`https://shop.example/${"x".repeat(200)}/p.xml`)).toBeUndefined();
    expect(unplaced("https://shop.example/console/p.xml")).toBeUndefined();
    expect(unplaced("https://shop.example/%ZZ/p.xml")).toBe("%ZZ");
    expect(unplaced("https://shop.example/sitemaps/p.xml")).toBeUndefined();
    expect(unplaced("https://shop.example/p.xml")).toBeUndefined();
  });

  it("counts the raw non-ASCII locs of an index as written: one entry relinked to three parts is three", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "sitemap_index.xml",
        bytes: index(["https://магазин.рф/каталог.xml", "https://магазин.рф/blog.xml"]),
      },
      {
        name: "каталог.xml",
        bytes: urlset([
          "https://магазин.рф/a",
          "https://магазин.рф/b",
          "https://магазин.рф/c",
          "https://магазин.рф/d",
        ]),
      },
      { name: "blog.xml", bytes: urlset(["https://магазин.рф/blog/1"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const plan = await store
      .getState()
      .planExport(makeExportSettings({ mode: "each", asOpened: true, maxUrls: 2 }));
    const indexPlan = plan.sources?.find((source) => source.source === "sitemap_index.xml");
    // каталог.xml's entry becomes its two parts', blog.xml's stays: 3 raw locs written, 2 read
    expect(indexPlan?.files.map((file) => file.urlCount)).toEqual([3]);
    expect(indexPlan?.nonAsciiRefs).toBe(3);
    expect(plan.sources?.find((source) => source.source === "blog.xml")?.nonAsciiRefs).toBeUndefined();
    // each entry as it is written: каталог.xml's as its two parts, blog.xml's once
    expect(indexPlan?.refCopies).toEqual([2, 1]);
    const whole = await store.getState().planExport(makeExportSettings({ mode: "each", asOpened: true }));
    expect(whole.sources?.find((source) => source.source === "sitemap_index.xml")?.refCopies).toBeUndefined();
  });

  it("says which index entries it writes with another loc, and the export dialog no longer counts their scheme", async () => {
    // a news site's index still lists its feed on http; the feed is written as feed.xml on https
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const rss = `<rss version="2.0"><channel><link>https://news.example.ru/</link>
<item><link>https://news.example.ru/a</link></item></channel></rss>`;
    await store.getState().addFiles([
      {
        name: "sitemap_index.xml",
        bytes: index(["http://news.example.ru/rss.xml", "https://news.example.ru/pages.xml"]),
      },
      { name: "rss.xml", bytes: encode(rss) },
      { name: "pages.xml", bytes: urlset(["https://news.example.ru/p"]) },
    ]);
    store.getState().setLocation("sitemap_index.xml", "https://news.example.ru/sitemap_index.xml");
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const schemes = store.getState().problems.filter((problem) => problem.code === "loc.other-scheme");
    expect(schemes.map((problem) => [problem.file, problem.entry])).toEqual([["sitemap_index.xml", 0]]);
    const plan = await store.getState().planExport(makeExportSettings({ mode: "each" }));
    const indexPlan = plan.sources?.find((source) => source.source === "sitemap_index.xml");
    expect([...(indexPlan?.movedRefs ?? [])]).toEqual([[0, ["https://news.example.ru/rss.xml"]]]);
    const names = new Set(["sitemap_index.xml", "rss.xml", "pages.xml"]);
    const moved = new Map([["sitemap_index.xml", indexPlan?.movedRefs ?? new Map()]]);
    const count = (movedRefs?: typeof moved) =>
      countExportErrors(
        schemes,
        names,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        movedRefs,
      );
    expect(count().total).toBe(1);
    expect(count(moved).total).toBe(0);
    // written on http all the same, it still counts
    const stale = new Map([["sitemap_index.xml", new Map([[0, ["http://news.example.ru/feed.xml"]]])]]);
    expect(count(stale).total).toBe(1);
  });

  it("keeps a client's language folders that its URLs are under (client-a/ru/sitemap.xml at /ru/)", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "client-a/sitemap.xml",
        bytes: index(["https://site.ru/ru/sitemap.xml", "https://site.ru/en/sitemap.xml"]),
      },
      { name: "client-a/ru/sitemap.xml", bytes: urlset(["https://site.ru/ru/a", "https://site.ru/ru/b"]) },
      { name: "client-a/en/sitemap.xml", bytes: urlset(["https://site.ru/en/a"]) },
      { name: "client-b/sitemap.xml", bytes: urlset(["https://blog-b.ru/post"]) },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const files = store.getState().files;
    expect(files.map((file) => getDefaultLocation(file, files))).toEqual([
      "https://site.ru/sitemap.xml",
      "https://site.ru/ru/sitemap.xml",
      "https://site.ru/en/sitemap.xml",
      "https://blog-b.ru/sitemap.xml",
    ]);
    // the index finds both language sitemaps; only client B's file is listed by no loaded index
    expect(store.getState().problems.map((p) => `${p.file} ${p.code}`)).toEqual([
      "client-b/sitemap.xml index.child-unlisted",
    ]);
  });
});
