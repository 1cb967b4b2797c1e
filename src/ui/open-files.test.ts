/**
 * Opening dropped or picked files (`openBrowserFiles`): ZIP archives unpacked whole, tab-separated tables
 * told by their content whatever their name, and a notice for each archive that gives no sitemap.
 */
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { zipOutputFiles } from "@/core/serialize/zip-output";
import { getDefaultLocation } from "@/store/location-guess";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeExportSettings } from "@/test/factories";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { openBrowserFiles } from "./open-files";

const bytesOf = (text: string) => new TextEncoder().encode(text);
const urlset = (...locs: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`;

function newStore() {
  return createSitemapStore({ client: createMainThreadClient(), storage: null });
}

const locsOf = (store: ReturnType<typeof newStore>) =>
  store.getState().files.map((file) => [file.name, file.urls.map((url) => url.loc)]);

describe("openBrowserFiles", () => {
  it("opens every file of a ZIP, also two of one name and size from different folders", async () => {
    const store = newStore();
    const zip = zipSync({
      "ru/sitemap.xml": bytesOf(urlset("https://shop.ru/ru/a")),
      "en/sitemap.xml": bytesOf(urlset("https://shop.ru/en/a")),
      "de/sitemap.xml": bytesOf(urlset("https://shop.ru/de/aa")),
    });
    await openBrowserFiles(store, [new File([zip], "langs.zip", { lastModified: 1 })]);
    expect(locsOf(store)).toEqual([
      ["ru/sitemap.xml", ["https://shop.ru/ru/a"]],
      ["en/sitemap.xml", ["https://shop.ru/en/a"]],
      ["de/sitemap.xml", ["https://shop.ru/de/aa"]],
    ]);
    expect(store.getState().notices).toEqual([]);
    // opened again with Replace: each file replaces its own, no copies
    await openBrowserFiles(store, [new File([zip], "langs.zip", { lastModified: 2 })], async () => "replace");
    expect(locsOf(store).map(([name]) => name)).toEqual([
      "ru/sitemap.xml",
      "en/sitemap.xml",
      "de/sitemap.xml",
    ]);
  });

  it("places a ZIP's language folders where its index lists them, and exports them there", async () => {
    const store = newStore();
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://example.com/ru/sitemap.xml</loc></sitemap><sitemap><loc>https://example.com/en/sitemap.xml</loc></sitemap>
<sitemap><loc>https://example.com/sitemap.xml</loc></sitemap></sitemapindex>`;
    const zip = zipSync({
      "site/sitemap_index.xml": bytesOf(index),
      "site/sitemap.xml": bytesOf(urlset("https://example.com/")),
      "site/ru/sitemap.xml": bytesOf(urlset("https://example.com/ru/a", "https://example.com/ru/b")),
      "site/en/sitemap.xml": bytesOf(urlset("https://example.com/en/a")),
    });
    await openBrowserFiles(store, [new File([zip], "site.zip", { lastModified: 1 })]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const state = store.getState();
    expect(state.files.map((file) => file.name)).toEqual([
      "sitemap_index.xml",
      "sitemap.xml",
      "ru/sitemap.xml",
      "en/sitemap.xml",
    ]);
    // every child of the index is the loaded file at its place: none missing, none unlisted, none outside
    const codes = state.problems.map((problem) => `${problem.file} ${problem.code}`);
    expect(codes.filter((code) => /index\.child|outside-scope/.test(code))).toEqual([]);
    expect(state.files.map((file) => getDefaultLocation(file, state.files))).toEqual([
      "https://example.com/sitemap_index.xml",
      "https://example.com/sitemap.xml",
      "https://example.com/ru/sitemap.xml",
      "https://example.com/en/sitemap.xml",
    ]);
    // as opened, in a zip: each file in its folder, the index listing them where they were
    const out = await state.exportFiles(makeExportSettings({ mode: "each", asOpened: true }));
    expect(out.map((file) => file.name)).toEqual([
      "sitemap_index.xml",
      "sitemap.xml",
      "ru/sitemap.xml",
      "en/sitemap.xml",
    ]);
    const written = new TextDecoder().decode(out[0].bytes);
    expect(written.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      "<loc>https://example.com/ru/sitemap.xml</loc>",
      "<loc>https://example.com/en/sitemap.xml</loc>",
      "<loc>https://example.com/sitemap.xml</loc>",
    ]);
    expect(Object.keys(unzipSync(zipOutputFiles(out)))).toEqual(out.map((file) => file.name));
    // moved: the index's child is the file by its path's end, told to point there, and the export does
    store.getState().setLocation("ru/sitemap.xml", "https://example.com/russian/sitemap.xml");
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const moved = store.getState().problems.filter((problem) => problem.code.startsWith("index.child"));
    expect(moved.map((problem) => [problem.code, problem.params?.location])).toEqual([
      ["index.child-missing", "https://example.com/russian/sitemap.xml"],
    ]);
    const again = await store.getState().exportFiles(makeExportSettings({ mode: "each", asOpened: true }));
    // (named sitemap-2.xml: the root's sitemap.xml has the name in the zip, and the dialog says so)
    expect(new TextDecoder().decode(again[0].bytes)).toContain(
      "<loc>https://example.com/russian/sitemap-2.xml</loc>",
    );
  });

  it("takes a client's file dropped alone for the open one in that client's folder of a combined archive", async () => {
    const store = newStore();
    const combined = zipSync({
      "client-a/sitemap-1.xml": bytesOf(urlset("https://www.shop-a.com/a")),
      "client-b/sitemap-1.xml": bytesOf(urlset("https://shop-b.ru/a")),
    });
    await openBrowserFiles(store, [new File([combined], "clients.zip", { lastModified: 1 })]);
    expect(locsOf(store).map(([name]) => name)).toEqual(["client-a/sitemap-1.xml", "client-b/sitemap-1.xml"]);

    // client B's own zip: its sitemap-1.xml is asked about as client B's open file, with its site
    const ask = vi.fn(async () => "replace" as const);
    const update = zipSync({
      "sitemap-1.xml": bytesOf(urlset("https://shop-b.ru/a", "https://shop-b.ru/b")),
    });
    await openBrowserFiles(store, [new File([update], "client-b.zip", { lastModified: 2 })], ask);
    expect(ask).toHaveBeenCalledWith(
      ["client-b/sitemap-1.xml"],
      new Map([["client-b/sitemap-1.xml", "shop-b.ru"]]),
    );
    expect(locsOf(store)).toEqual([
      ["client-a/sitemap-1.xml", ["https://www.shop-a.com/a"]],
      ["client-b/sitemap-1.xml", ["https://shop-b.ru/a", "https://shop-b.ru/b"]],
    ]);

    // kept beside it, it is that file's copy; a file of a third site's of the name opens as it is
    const copy = vi.fn(async () => "copy" as const);
    await openBrowserFiles(store, [new File([update], "client-b.zip", { lastModified: 3 })], copy);
    const other = zipSync({ "sitemap-1.xml": bytesOf(urlset("https://shop-c.de/a")) });
    await openBrowserFiles(store, [new File([other], "client-c.zip", { lastModified: 4 })], copy);
    expect(copy).toHaveBeenCalledTimes(1);
    expect(locsOf(store).map(([name]) => name)).toEqual([
      "client-a/sitemap-1.xml",
      "client-b/sitemap-1.xml",
      "client-b/sitemap-1 (2).xml",
      "sitemap-1.xml",
    ]);
  });

  it("takes the combined archive's folder of a client's site for that client's file open alone", async () => {
    const store = newStore();
    const alone = zipSync({ "sitemap-1.xml": bytesOf(urlset("https://shop-b.ru/a")) });
    await openBrowserFiles(store, [new File([alone], "client-b.zip", { lastModified: 1 })]);
    const combined = zipSync({
      "client-a/sitemap-1.xml": bytesOf(urlset("https://www.shop-a.com/a")),
      "client-b/sitemap-1.xml": bytesOf(urlset("https://www.shop-b.ru/a", "https://shop-b.ru/b")),
    });
    const ask = vi.fn(async () => "replace" as const);
    await openBrowserFiles(store, [new File([combined], "clients.zip", { lastModified: 2 })], ask);
    expect(ask).toHaveBeenCalledWith(["sitemap-1.xml"], new Map([["sitemap-1.xml", "www.shop-b.ru"]]));
    expect(locsOf(store)).toEqual([
      ["sitemap-1.xml", ["https://www.shop-b.ru/a", "https://shop-b.ru/b"]],
      ["client-a/sitemap-1.xml", ["https://www.shop-a.com/a"]],
    ]);
  });

  it("takes a client's updated file for its copy kept beside another client's file of the name", async () => {
    const store = newStore();
    const clientA = zipSync({ "sitemap.xml": bytesOf(urlset("https://www.shop-a.com/a")) });
    const clientB = (locs: string[]) => zipSync({ "sitemap.xml": bytesOf(urlset(...locs)) });
    await openBrowserFiles(store, [new File([clientA], "client-a.zip", { lastModified: 1 })]);
    const copy = vi.fn(async () => "copy" as const);
    await openBrowserFiles(
      store,
      [new File([clientB(["https://blog-b.ru/a"])], "client-b.zip", { lastModified: 2 })],
      copy,
    );
    expect(copy).toHaveBeenCalledWith(["sitemap.xml"], new Map([["sitemap.xml", "blog-b.ru"]]));
    expect(locsOf(store).map(([name]) => name)).toEqual(["sitemap.xml", "sitemap (2).xml"]);

    // B's next version is asked about as B's copy, of B's site: Replace puts it there, A's file stays
    const ask = vi.fn(async () => "replace" as const);
    const update = clientB(["https://blog-b.ru/a", "https://blog-b.ru/b"]);
    await openBrowserFiles(store, [new File([update], "client-b.zip", { lastModified: 3 })], ask);
    expect(ask).toHaveBeenCalledWith(["sitemap (2).xml"], new Map([["sitemap (2).xml", "blog-b.ru"]]));
    expect(locsOf(store)).toEqual([
      ["sitemap.xml", ["https://www.shop-a.com/a"]],
      ["sitemap (2).xml", ["https://blog-b.ru/a", "https://blog-b.ru/b"]],
    ]);

    // kept beside B's copy, it is the next copy, guessed at B's sitemap.xml (no `%20(2)` in a URL)
    await openBrowserFiles(store, [new File([update], "client-b.zip", { lastModified: 4 })], copy);
    const files = store.getState().files;
    expect(files.map((file) => file.name)).toEqual(["sitemap.xml", "sitemap (2).xml", "sitemap (3).xml"]);
    expect(getDefaultLocation(files[2], files)).toBe("https://blog-b.ru/sitemap.xml");
  });

  it("asks about every client's file of a combined archive opened after the clients' own files", async () => {
    const store = newStore();
    await openBrowserFiles(store, [
      new File([bytesOf(urlset("https://www.shop-a.com/a"))], "sitemap.xml", { lastModified: 1 }),
      new File([bytesOf(urlset("https://blog-b.ru/a"))], "sitemap.xml", { lastModified: 2 }),
    ]);
    expect(locsOf(store).map(([name]) => name)).toEqual(["sitemap.xml", "sitemap (2).xml"]);
    const combined = zipSync({
      "client-a/sitemap.xml": bytesOf(urlset("https://www.shop-a.com/a", "https://www.shop-a.com/b")),
      "client-b/sitemap.xml": bytesOf(urlset("https://blog-b.ru/a", "https://blog-b.ru/b")),
    });
    const ask = vi.fn(async () => "replace" as const);
    await openBrowserFiles(store, [new File([combined], "agency.zip", { lastModified: 3 })], ask);
    expect(ask).toHaveBeenCalledWith(
      ["sitemap.xml", "sitemap (2).xml"],
      new Map([
        ["sitemap.xml", "www.shop-a.com"],
        ["sitemap (2).xml", "blog-b.ru"],
      ]),
    );
    expect(locsOf(store)).toEqual([
      ["sitemap.xml", ["https://www.shop-a.com/a", "https://www.shop-a.com/b"]],
      ["sitemap (2).xml", ["https://blog-b.ru/a", "https://blog-b.ru/b"]],
    ]);
  });

  it("still opens a file given twice once", async () => {
    const store = newStore();
    const file = new File([bytesOf(urlset("https://shop.ru/a"))], "a.xml", { lastModified: 5 });
    await openBrowserFiles(store, [file, file]);
    expect(locsOf(store)).toEqual([["a.xml", ["https://shop.ru/a"]]]);
  });

  it("reads a .txt that holds a tab-separated table (Excel's tab-delimited or Unicode text) as a table", async () => {
    const store = newStore();
    const utf8 = "URL\tДата\nhttps://shop.ru/b\t2024-05-02\nhttps://shop.ru/каталог\t2024-05-01\n";
    // Excel's "Unicode text": UTF-16LE with a BOM
    const utf16 = new Uint8Array(2 + utf8.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < utf8.length; i++) utf16[2 + 2 * i] = utf8.charCodeAt(i) & 0xff;
    for (let i = 0; i < utf8.length; i++) utf16[3 + 2 * i] = utf8.charCodeAt(i) >> 8;
    const plain = "https://shop.ru/c\nhttps://shop.ru/d\n";
    await openBrowserFiles(store, [
      new File([bytesOf(utf8)], "tab.txt"),
      new File([utf16], "unicode.txt"),
      new File([bytesOf(plain)], "urls.txt"),
    ]);
    const files = store.getState().files;
    const byName = new Map(files.map((file) => [file.name, file]));
    for (const name of ["tab.txt", "unicode.txt"]) {
      expect(byName.get(name)?.urls.map((url) => [url.loc, url.lastmod])).toEqual([
        ["https://shop.ru/b", "2024-05-02"],
        ["https://shop.ru/каталог", "2024-05-01"],
      ]);
    }
    expect(byName.get("urls.txt")?.urls.map((url) => url.loc)).toEqual([
      "https://shop.ru/c",
      "https://shop.ru/d",
    ]);
  });

  it("keeps a robots.txt written with tabs a robots.txt", async () => {
    const store = newStore();
    const robots = "User-agent:\t*\nDisallow:\t/admin/\nSitemap:\thttps://shop.ru/sitemap.xml\n";
    await openBrowserFiles(store, [new File([bytesOf(robots)], "robots.txt")]);
    const [file] = store.getState().files;
    expect([file.format, file.sitemaps.map((ref) => ref.loc)]).toEqual([
      "robots",
      ["https://shop.ru/sitemap.xml"],
    ]);
  });

  it("says why an archive gives nothing: damaged, no sitemap in it, an archive inside it", async () => {
    const store = newStore();
    const nothing = zipSync({ "readme.md": bytesOf("# hi"), "img.png": bytesOf("png") });
    const nested = zipSync({
      "a.xml": bytesOf(urlset("https://shop.ru/a")),
      "more.zip": zipSync({ "b.xml": bytesOf(urlset("https://shop.ru/b")) }),
    });
    const broken = zipSync({ "a.xml": bytesOf("<urlset>".repeat(100)) }).subarray(0, 40);
    await openBrowserFiles(store, [
      new File([nothing], "nothing.zip"),
      new File([nested], "nested.zip"),
      new File([broken], "broken.zip"),
    ]);
    expect(locsOf(store)).toEqual([["a.xml", ["https://shop.ru/a"]]]);
    expect(store.getState().notices.map((notice) => [notice.kind, notice.text, notice.params])).toEqual([
      ["error", "notice.zip-no-sitemap", { name: "nothing.zip", names: "readme.md, img.png" }],
      ["warning", "notice.zip-nested", { name: "nested.zip", count: "1", names: "more.zip" }],
      ["error", "notice.zip-failed", { name: "broken.zip" }],
    ]);
  });
});
