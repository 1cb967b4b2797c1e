import { describe, expect, it } from "vitest";
import { getDroppedFiles } from "./dropped-files";

/** A fake File and Directory Entries tree: a name with a `File`, or a folder of entries. */
type Tree = File | { [name: string]: Tree };

function toEntry(name: string, node: Tree, batch = 2): FileSystemEntry {
  if (node instanceof File)
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (resolve: (file: File) => void) => resolve(node),
    } as unknown as FileSystemEntry;
  const children = Object.entries(node).map(([child, sub]) => toEntry(child, sub, batch));
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0;
      // in batches, as browsers give them (Chromium: 100 at a time)
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const next = children.slice(at, at + batch);
          at += batch;
          setTimeout(() => resolve(next), 0);
        },
      };
    },
  } as unknown as FileSystemEntry;
}

/** A DataTransfer of dropped `items` (files and folders), as a drop event gives it. */
function makeTransfer(items: [string, Tree][], batch = 2): DataTransfer {
  const list = items.map(([name, node]) => ({
    kind: "file",
    webkitGetAsEntry: () => toEntry(name, node, batch),
    getAsFile: () => (node instanceof File ? node : new File([], name)),
  }));
  return { items: list, files: list.map((item) => item.getAsFile()) } as unknown as DataTransfer;
}

const file = (name: string) => new File(["<urlset/>"], name);

describe("getDroppedFiles", () => {
  const names = async (transfer: DataTransfer) => (await getDroppedFiles(transfer)).files.map((f) => f.name);

  it("takes a dropped folder as the sitemap files in it and its subfolders, beside the files dropped with it", async () => {
    const transfer = makeTransfer([
      ["sitemap.xml", file("sitemap.xml")],
      [
        "site",
        {
          "readme.md": file("readme.md"),
          ".DS_Store": file(".DS_Store"),
          "sitemap-1.xml.gz": file("sitemap-1.xml.gz"),
          robots: { "robots.txt": file("robots.txt"), ".git": { "config.xml": file("config.xml") } },
          "news.rss": file("news.rss"),
        },
      ],
    ]);
    // named by their path in the one folder dropped, beside a file or not; its own files before its folders'
    expect(await names(transfer)).toEqual([
      "sitemap.xml",
      "news.rss",
      "sitemap-1.xml.gz",
      "robots/robots.txt",
    ]);
    // of two folders, each one's name comes first (an agency's folder per client)
    const clients = makeTransfer([
      ["client-a", { "sitemap.xml": file("sitemap.xml") }],
      ["client-b", { "sitemap.xml": file("sitemap.xml") }],
    ]);
    expect(await names(clients)).toEqual(["client-a/sitemap.xml", "client-b/sitemap.xml"]);
  });

  it("names a folder dropped alone's files by their path in it: a site's root and language sitemaps stay apart", async () => {
    const site = {
      "sitemap.xml": file("sitemap.xml"),
      ru: { "sitemap.xml": file("sitemap.xml") },
      en: { "sitemap.xml": file("sitemap.xml") },
    };
    expect(await names(makeTransfer([["site-a", site]]))).toEqual([
      "sitemap.xml",
      "en/sitemap.xml",
      "ru/sitemap.xml",
    ]);
  });

  it("says when a folder's limits left files out: past 1,000 files, or 8 folders deep", async () => {
    const many = Object.fromEntries(Array.from({ length: 1005 }, (_, i) => [`s${i}.xml`, file(`s${i}.xml`)]));
    const wide = await getDroppedFiles(makeTransfer([["many", many]], 200));
    expect([wide.files.length, wide.cut]).toEqual([1000, true]);
    let deep: Tree = { "last.xml": file("last.xml") };
    for (let level = 9; level >= 1; level--)
      deep = { [`l${level}`]: deep, [`f${level}.xml`]: file(`f${level}.xml`) };
    const walked = await getDroppedFiles(makeTransfer([["deep", deep]]));
    expect(walked.cut).toBe(true);
    expect(walked.files.map((f) => f.name.split("/").pop())).toEqual([
      "f1.xml",
      "f2.xml",
      "f3.xml",
      "f4.xml",
      "f5.xml",
      "f6.xml",
      "f7.xml",
      "f8.xml",
    ]);
    expect((await getDroppedFiles(makeTransfer([["small", { "a.xml": file("a.xml") }]]))).cut).toBe(false);
  });

  it("gives nothing for a folder without sitemaps, and keeps the files of a drop whose folder cannot be read", async () => {
    expect((await getDroppedFiles(makeTransfer([["docs", { "a.md": file("a.md") }]]))).files).toEqual([]);
    // files alone come at once, not a task later
    expect(getDroppedFiles(makeTransfer([["a.xml", file("a.xml")]]))).toEqual({
      files: [expect.any(File)],
      cut: false,
    });
    const broken = makeTransfer([["a.xml", file("a.xml")]]);
    const folder = {
      kind: "file",
      webkitGetAsEntry: () =>
        ({
          name: "gone",
          isFile: false,
          isDirectory: true,
          createReader: () => ({
            readEntries: (_: unknown, reject: (error: Error) => void) => reject(new Error("NotFoundError")),
          }),
        }) as unknown as FileSystemEntry,
      getAsFile: () => new File([], "gone"),
    };
    (broken.items as unknown as unknown[]).push(folder);
    expect(await names(broken)).toEqual(["a.xml"]);
  });
});
