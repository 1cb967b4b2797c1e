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
function makeTransfer(items: [string, Tree][]): DataTransfer {
  const list = items.map(([name, node]) => ({
    kind: "file",
    webkitGetAsEntry: () => toEntry(name, node),
    getAsFile: () => (node instanceof File ? node : new File([], name)),
  }));
  return { items: list, files: list.map((item) => item.getAsFile()) } as unknown as DataTransfer;
}

const file = (name: string) => new File(["<urlset/>"], name);

describe("getDroppedFiles", () => {
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
    const names = (await getDroppedFiles(transfer)).map((dropped) => dropped.name);
    expect(names).toEqual(["sitemap.xml", "news.rss", "robots.txt", "sitemap-1.xml.gz"]);
  });

  it("gives nothing for a folder without sitemaps, and keeps the files of a drop whose folder cannot be read", async () => {
    expect(await getDroppedFiles(makeTransfer([["docs", { "a.md": file("a.md") }]]))).toEqual([]);
    // files alone come at once, not a task later
    expect(getDroppedFiles(makeTransfer([["a.xml", file("a.xml")]]))).toEqual([expect.any(File)]);
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
    expect((await getDroppedFiles(broken)).map((dropped) => dropped.name)).toEqual(["a.xml"]);
  });
});
