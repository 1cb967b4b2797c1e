// @vitest-environment happy-dom

import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeTableFile } from "@/core/edit/table-text";
import { checkSitemaps, type Problem, readSitemapFile, type SitemapFile } from "@/core/index";
import { createProblem } from "@/core/model/problem";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeExportSettings } from "@/test/factories";
import { sharedBytes } from "@/test/shared-dir";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ExportDialog, getZipStem } from "./export-dialog";
import { makeExportForm } from "./export-plan";
import { compareRobotsSitemaps } from "./export-robots";
import { formatBytes } from "./messages";
import { StoreProvider } from "./store-context";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // the dialog remembers its choices there
  localStorage.clear();
});

function makeFile(locs: string[], extra: Partial<SitemapFile> = {}): SitemapFile {
  const urls = locs.map((loc) => ({ loc, images: [], videos: [], alternates: [] }));
  return {
    name: "a.xml",
    format: "urlset",
    gzip: false,
    encoding: "utf-8",
    byteLength: 1,
    urls,
    sitemaps: [],
    problems: [],
    ...extra,
  };
}

const LOCS = ["https://shop.example.com/a", "https://shop.example.com/b", ""];

function renderDialog(onClose = vi.fn(), file = makeFile(LOCS)) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({ files: [file] });
  render(
    <StoreProvider store={store}>
      <ExportDialog onClose={onClose} />
    </StoreProvider>,
  );
  return { store, onClose };
}

describe("ExportDialog", () => {
  it("is a labelled modal dialog with the export choices prefilled", async () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Export sitemaps" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    // its buttons' row is no page footer: a footer element there was a second contentinfo landmark
    expect(within(dialog).queryByRole("contentinfo")).toBeNull();
    expect(dialog.querySelector("footer")).toBeNull();
    expect((screen.getByRole("radio", { name: "Each file as it is" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByLabelText("File name")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    expect((screen.getByRole("radio", { name: "XML" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("URLs per file") as HTMLInputElement).value).toBe("50000");
    expect((screen.getByLabelText("MB per file") as HTMLInputElement).value).toBe("50");
    expect((screen.getByLabelText("Base URL for the index") as HTMLInputElement).value).toBe(
      "https://shop.example.com/",
    );
    expect((screen.getByLabelText("File name") as HTMLInputElement).value).toBe("sitemap");
  });

  it("names a split's parts and index with the endings of the format chosen", async () => {
    renderDialog();
    const hint = () => screen.getByText(/A file is split into/).textContent;
    expect(hint()).toContain("name-1.xml, name-2.xml … plus name-index.xml only");
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    expect(hint()).toContain("name-1.xml.gz, name-2.xml.gz … plus name-index.xml.gz only");
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(hint()).toContain("name-1.txt, name-2.txt … plus name-index.xml only");
  });

  it("summarises what will be written and what is skipped", async () => {
    renderDialog();
    expect(await screen.findByText(/1 file, 2 URLs/)).toBeTruthy();
    expect(screen.getByText("1 entry without a URL will be skipped")).toBeTruthy();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    expect(await screen.findByText(/3 files, 2 URLs/)).toBeTruthy();
    expect(screen.getByText(/including the sitemap index/)).toBeTruthy();
  });

  it("says at the field what is wrong with a size and exports nothing until it is fixed", async () => {
    renderDialog();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "0");
    const message = await screen.findByText(/Enter a whole number of URLs, 1 or more/);
    expect(perFile.getAttribute("aria-invalid")).toBe("true");
    expect(perFile.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByRole("button", { name: "Download zip" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Correct the field marked above to see the files to write.")).toBeTruthy();
    // a number is digits, or digits grouped by threes: not 1e3, 0x10 or 1,5
    for (const typed of ["1e3", "0x10", "1,5", "-5", "1.5"]) {
      await userEvent.clear(perFile);
      await userEvent.type(perFile, typed);
      expect(perFile.getAttribute("aria-invalid"), typed).toBe("true");
    }
    // over the protocol's limit: allowed, with a word
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "60000");
    expect(await screen.findByText(/Over the protocol's 50,000/)).toBeTruthy();
    expect(perFile.getAttribute("aria-invalid")).toBeNull();
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "0");
    // no robots.txt line for a plan that cannot be made
    expect(screen.queryByLabelText("Line for robots.txt")).toBeNull();
    const mb = screen.getByLabelText("MB per file");
    await userEvent.clear(mb);
    expect(await screen.findByText(/Enter a size in MB above 0/)).toBeTruthy();
    await userEvent.type(mb, "1,5");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "50 000");
    await waitFor(() => expect(perFile.getAttribute("aria-invalid")).toBeNull());
    expect(mb.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/Enter a (whole number|size)/)).toBeNull();
    expect(screen.getByRole("button", { name: "Download zip" }).hasAttribute("disabled")).toBe(false);
  });

  it("offers no download of a TXT list whose every URL holds a line break, and says why", async () => {
    const broken = makeFile(["https://shop.example.com/a\nb"], { name: "a.txt" });
    const { store } = renderDialog(vi.fn(), broken);
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(
      await screen.findByText(
        /1 URL holds a line break, which a line of a TXT sitemap cannot: it is not written/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download zip" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText(/1 file, 0 URLs/)).toBeNull();
    // with a second file whose URL fits: that one is written, the broken one said apart
    cleanup();
    store.setState({ files: [broken, makeFile(["https://shop.example.com/c"], { name: "b.txt" })] });
    render(
      <StoreProvider store={store}>
        <ExportDialog onClose={vi.fn()} />
      </StoreProvider>,
    );
    expect(await screen.findByText(/1 file, 1 URL\b/)).toBeTruthy();
    expect(screen.getByText(/1 URL holds a line break/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download zip" }).hasAttribute("disabled")).toBe(false);
  });

  it("closes on Escape", async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("downloads one zip through an object URL", async () => {
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:zip");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Download zip" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = create.mock.calls[0][0] as Blob;
    expect(blob.type).toBe("application/zip");
    // the dialog stays open (another format or mode may follow) and says what was downloaded
    expect(screen.getByRole("status").textContent).toBe(
      `Downloaded a.zip (${formatBytes(blob.size)}, 1 file inside)`,
    );
    // until the form changes: it then no longer tells what these settings give
    await userEvent.click(screen.getByLabelText("Pretty-print (indented)"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("warns that an RSS feed saved as .xml would be replaced by the sitemap written under its name", async () => {
    const name = "cc-rss-pubdate-cdata.xml";
    const feed = readSitemapFile(name, sharedBytes(`corpus/${name}`));
    expect(feed.format).toBe("rss");
    renderDialog(vi.fn(), feed);
    expect(
      await screen.findByText(
        /^cc-rss-pubdate-cdata\.xml is an RSS or Atom feed, written here as a sitemap under its own name/,
      ),
    ).toBeTruthy();
    // written as XML, a feed.rss would go beside the feed: here the name stays, so the warning stays too
    await userEvent.click(screen.getByText("XML", { exact: true }));
    expect(await screen.findByText(/is an RSS or Atom feed/)).toBeTruthy();
  });

  it("says a feed date it cannot read leaves its item without <lastmod>, but not for a URL list (TXT)", async () => {
    const rss =
      '<rss version="2.0"><channel><title>t</title><link>https://e.com/</link>' +
      "<item><link>https://e.com/a</link><pubDate>05 Jan 17 13:34:55</pubDate></item></channel></rss>";
    const feed = readSitemapFile("news.rss", new TextEncoder().encode(rss));
    const { store } = renderDialog(vi.fn(), feed);
    act(() => store.setState({ problems: checkSitemaps([feed]) }));
    expect(store.getState().problems.some((p) => p.code === "feed.date-invalid")).toBe(true);
    const warning = /feed date could not be read as a date/;
    expect(await screen.findByText(warning)).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    await userEvent.click(screen.getByRole("radio", { name: /^TXT/ }));
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
  });

  it("says how many files it gave the browser, and their size, after Download files", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { store } = renderDialog();
    const files = await store.getState().exportFiles(makeExportSettings());
    const size = files.reduce((sum, file) => sum + file.bytes.length, 0);
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(`Downloaded 1 file (${formatBytes(size)})`),
    );
  });

  it("counts the files of Download files as they go, and says Downloaded once the last one went", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderDialog();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    const total = (await listedNames()).length;
    expect(total).toBeGreaterThan(2);
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    // not "Downloaded" while some still wait (they go 250 ms apart; leaving meanwhile asks first)
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toMatch(
        new RegExp(`^Downloading \\d+ of ${total} files…`),
      ),
    );
    // its button says what goes on, not the zip's "Writing…"
    expect(screen.getByRole("button", { name: "Downloading…" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download zip" })).toBeTruthy();
    await waitFor(
      () =>
        expect(screen.getByRole("status").textContent).toMatch(new RegExp(`^Downloaded ${total} files \\(`)),
      { timeout: 3_000 },
    );
    expect(clicks).toHaveBeenCalledTimes(total);
  });

  it("says no index is to come when none is among the files downloaded", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderFiles([
      makeFile(["https://shop.example.com/a"], { name: "a.xml" }),
      makeFile(["https://shop.example.com/b"], { name: "b.xml" }),
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Downloading 1 of 2 files… Keep this page open until the last one has come (Download zip is one file).",
      ),
    );
    // the last one gone before the next test spies on the downloads
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Downloaded 2 files/));
  });

  it("downloads a loaded sitemap index after the files it lists, as its progress line says", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const index = readSitemapFile(
      "sitemap_index.xml",
      new TextEncoder().encode(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
          "<sitemap><loc>https://shop.example.com/a.xml</loc></sitemap></sitemapindex>",
      ),
    );
    const { store } = renderDialog();
    // the index opened first: first in the workspace, and first among the written files
    act(() => store.setState({ files: [index, ...store.getState().files] }));
    const exportFiles = store.getState().exportFiles;
    let kinds: string[] = [];
    store.setState({
      exportFiles: async (settings) => {
        const written = await exportFiles(settings);
        kinds = written.map((file) => file.kind);
        return written;
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Downloaded 2 files/), {
      timeout: 3_000,
    });
    expect(kinds).toEqual(["sitemapindex", "urlset"]);
    expect(names).toEqual(["a.xml", "sitemap_index.xml"]);
  });

  it("lists every file it will write with URL counts and sizes, and the robots.txt line", async () => {
    renderDialog();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    const list = await screen.findByRole("list", { name: "Files to write" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^a-1\.xml1 URL\d+\sB$/),
      expect.stringMatching(/^a-2\.xml1 URL\d+\sB$/),
      expect.stringMatching(/^a-index\.xml2 sitemaps\d+\sB$/),
    ]);
    const robots = screen.getByLabelText("Line for robots.txt") as HTMLTextAreaElement;
    expect(robots.value).toBe("Sitemap: https://shop.example.com/a-index.xml");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "5");
    // (while the field was empty there was no line: it is a new one)
    await waitFor(() =>
      expect((screen.getByLabelText("Line for robots.txt") as HTMLTextAreaElement).value).toBe(
        "Sitemap: https://shop.example.com/a.xml",
      ),
    );
  });

  it("copies the robots.txt line, or selects it when the clipboard is unavailable", async () => {
    renderDialog();
    const robots = (await screen.findByDisplayValue(/^Sitemap: /)) as HTMLTextAreaElement;
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Sitemap: https://shop.example.com/a.xml");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    writeText.mockRejectedValue(new Error("denied"));
    await userEvent.click(screen.getByRole("button", { name: "Copied" }));
    expect(await screen.findByText("Select the line and press Ctrl+C to copy it.")).toBeTruthy();
    expect(document.activeElement).toBe(robots);
    expect(robots.selectionEnd).toBe(robots.value.length);
  });

  it("says that comments are not written and warns about undeclared prefixes", async () => {
    const urls = [
      {
        loc: "https://shop.example.com/a",
        images: [],
        videos: [],
        alternates: [],
        extra: ["<geo:x>1</geo:x>"],
      },
    ];
    renderDialog(vi.fn(), makeFile([], { urls, hadComments: true }));
    expect(
      await screen.findByText("Comments and processing instructions of a.xml are not written."),
    ).toBeTruthy();
    expect(await screen.findByText(/No namespace is known for the prefix\(es\) geo/)).toBeTruthy();
  });

  it("passes the index lastmod and the files' namespaces to the export", async () => {
    const urls = [
      {
        loc: "https://shop.example.com/a",
        images: [],
        videos: [],
        alternates: [],
        extra: ["<geo:x>1</geo:x>"],
      },
    ];
    const file = makeFile([], {
      urls,
      namespaces: { "": "http://www.sitemaps.org/schemas/sitemap/0.9", geo: "urn:geo" },
    });
    const { store } = renderDialog(vi.fn(), file);
    const exportFiles = vi.fn().mockResolvedValue([]);
    store.setState({ exportFiles });
    await userEvent.click(screen.getByLabelText("Set lastmod (now) in the indexes for the files changed"));
    await waitFor(() => expect(screen.queryByText(/No namespace is known/)).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    const settings = exportFiles.mock.calls[0][0];
    expect(settings.indexLastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(settings.namespaces).toEqual({ geo: "urn:geo" });
  });
});

const url = (loc: string) => ({ loc, images: [], videos: [], alternates: [] });

/** 2 urlsets of different hosts (one gzipped), an index and a robots.txt. */
function makeWorkspace(): SitemapFile[] {
  return [
    makeFile([], {
      name: "products.xml",
      urls: [url("https://shop.example.com/p1"), url("https://shop.example.com/p2")],
    }),
    makeFile([], { name: "blog.xml.gz", gzip: true, urls: [url("https://blog.example.org/post")] }),
    makeFile([], {
      name: "sitemap_index.xml",
      format: "sitemapindex",
      sitemaps: [
        { loc: "https://shop.example.com/products.xml" },
        { loc: "https://blog.example.org/blog.xml.gz" },
      ],
    }),
    makeFile([], {
      name: "robots.txt",
      format: "robots",
      sitemaps: [{ loc: "https://shop.example.com/x.xml" }],
    }),
  ];
}

function renderFiles(files: SitemapFile[], problems: Problem[] = []) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({ files, problems });
  const onClose = vi.fn();
  render(
    <StoreProvider store={store}>
      <ExportDialog onClose={onClose} />
    </StoreProvider>,
  );
  return { store, onClose };
}

async function listedNames(): Promise<string[]> {
  const list = await screen.findByRole("list", { name: "Files to write" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".export-file-name")?.textContent ?? "");
}

describe("getZipStem", () => {
  it("names the zip of one file by its name less any ending it was opened with", () => {
    const form = makeExportForm("");
    const one = (name: string) => getZipStem({ ...form, mode: "each" }, [makeFile([], { name })]);
    expect(["netpeak.csv", "news.rss", "feed.atom", "s.xml.gz", "list.txt"].map(one)).toEqual([
      "netpeak",
      "news",
      "feed",
      "s",
      "list",
    ]);
  });
});

describe("compareRobotsSitemaps", () => {
  it("finds the export's URLs an open robots.txt lacks and the ones it lists besides, URLs compared as parsed", () => {
    const line = "Sitemap: https://Shop.example.com:443/sitemap.xml\nsitemap:https://blog.example.org/a.xml";
    expect(
      compareRobotsSitemaps(line, ["https://shop.example.com/sitemap.xml", "https://old.example/x.xml"]),
    ).toEqual({
      missing: ["https://blog.example.org/a.xml"],
      others: ["https://old.example/x.xml"],
      cyrillic: [],
      otherScheme: [],
    });
    expect(compareRobotsSitemaps(line, [])).toEqual({
      missing: ["https://Shop.example.com:443/sitemap.xml", "https://blog.example.org/a.xml"],
      others: [],
      cyrillic: [],
      otherScheme: [],
    });
    // a Cyrillic line is not the punycode line robots.txt needs (Yandex forbids Cyrillic there): the
    // punycode line is missing, and the Cyrillic one is named to be replaced
    const puny = "Sitemap: https://xn--80aairftm.xn--p1ai/sitemap.xml";
    expect(compareRobotsSitemaps(puny, ["https://магазин.рф/sitemap.xml"])).toEqual({
      missing: ["https://xn--80aairftm.xn--p1ai/sitemap.xml"],
      others: [],
      cyrillic: ["https://магазин.рф/sitemap.xml"],
      otherScheme: [],
    });
    // a line naming a file the export writes (a child the exported index lists) is no other sitemap
    const index = "Sitemap: https://shop.example.com/sitemap-index.xml";
    const listed = ["https://shop.example.com/sitemap-ru.xml", "https://old.example/x.xml"];
    expect(compareRobotsSitemaps(index, listed, ["https://shop.example.com/sitemap-ru.xml"]).others).toEqual([
      "https://old.example/x.xml",
    ]);
  });

  it("names a line of an exported sitemap on http, where the export writes https, as a line to replace", async () => {
    const robots = makeFile([], {
      name: "robots.txt",
      format: "robots",
      location: "https://shop.kz/robots.txt",
      sitemaps: [{ loc: "https://shop.kz/sitemap-ru.xml" }, { loc: "http://shop.kz/sitemap-en.xml" }],
    });
    const file = (name: string, path: string) =>
      makeFile([`https://shop.kz/${path}/a`, `https://shop.kz/${path}/b`], {
        name,
        location: `https://shop.kz/${name}`,
      });
    renderFiles([file("sitemap-ru.xml", "ru"), file("sitemap-en.xml", "en"), robots]);
    // it had been "It also lists other sitemaps: http://shop.kz/sitemap-en.xml. Remove the lines of
    // sitemaps you no longer publish", and its https line said lacking
    expect(
      await screen.findByText(
        "robots.txt (open here) lists this sitemap on http (http://shop.kz/sitemap-en.xml), where the export writes https: replace that line with its line above.",
      ),
    ).toBeTruthy();
    cleanup();
    renderFiles([
      file("sitemap-ru.xml", "ru"),
      file("sitemap-en.xml", "en"),
      file("news.xml", "news"),
      robots,
    ]);
    const statuses = () => [...document.querySelectorAll(".export-robots-status")].map((p) => p.textContent);
    await waitFor(() =>
      expect(statuses()).toEqual([
        "robots.txt (open here) lacks: https://shop.kz/news.xml. Add that line. It lists that sitemap on http (http://shop.kz/sitemap-en.xml), where the export writes https: replace that line with its line above.",
      ]),
    );
  });

  it("names a sitemap robots.txt lists in Cyrillic as a line to replace, not as one it lacks", async () => {
    const site = "https://xn--80aairftm.xn--p1ai";
    const robots = makeFile([], {
      name: "robots.txt",
      format: "robots",
      sitemaps: [{ loc: "https://магазин.рф/sitemap.xml" }],
    });
    const sitemap = makeFile([`${site}/a`, `${site}/b`], { name: "sitemap.xml" });
    renderFiles([sitemap, robots]);
    expect(
      await screen.findByText(
        "robots.txt (open here) lists this sitemap in Cyrillic (https://магазин.рф/sitemap.xml), which Yandex does not accept in a Sitemap: line: replace that line with the line above.",
      ),
    ).toBeTruthy();
    cleanup();
    // beside a file it does not list at all: that one lacking, the Cyrillic one to replace
    renderFiles([sitemap, makeFile([`${site}/news/1`], { name: "news.xml" }), robots]);
    const statuses = () => [...document.querySelectorAll(".export-robots-status")].map((p) => p.textContent);
    await waitFor(() =>
      expect(statuses()).toEqual([
        `robots.txt (open here) lacks: ${site}/news.xml. Add that line. It also lists a sitemap in Cyrillic (https://магазин.рф/sitemap.xml), which Yandex does not accept in a Sitemap: line: replace that line with its line above.`,
      ]),
    );
    // its punycode host kept on one line: a line broke it at its "--"
    expect(document.querySelector(".export-robots-status .whole-host")?.textContent).toBe(
      "xn--80aairftm.xn--p1ai",
    );
  });

  it("says when an open robots.txt has no Sitemap line yet", async () => {
    const files = makeWorkspace();
    files[3] = { ...files[3], sitemaps: [] };
    renderFiles(files);
    expect(
      await screen.findByText("robots.txt (open here) lists no sitemap yet. Add the line above."),
    ).toBeTruthy();
  });

  it("names a robots.txt line written as a path as the one to replace", async () => {
    const files = makeWorkspace();
    const problem = createProblem("robots.sitemap-invalid", "robots.txt", "not absolute", {
      line: 2,
      params: { value: "/sitemap_index.xml", resolved: "https://shop.example.com/sitemap_index.xml" },
    });
    files[3] = { ...files[3], sitemaps: [], problems: [problem] };
    renderFiles(files);
    expect(
      await screen.findByText(
        "robots.txt (open here) lacks: https://shop.example.com/sitemap_index.xml. Add that line. It has /sitemap_index.xml instead, without the site's address, which crawlers do not read: replace that line.",
      ),
    ).toBeTruthy();
  });

  it("says when the open robots.txt already has the line", async () => {
    const files = makeWorkspace();
    files[3] = { ...files[3], sitemaps: [{ loc: "https://shop.example.com/sitemap_index.xml" }] };
    renderFiles(files);
    expect(
      await screen.findByText("robots.txt (open here) already has this line: nothing to add."),
    ).toBeTruthy();
  });

  it("compares each open robots.txt with the lines of its own site only", async () => {
    const files = makeWorkspace();
    files[3] = { ...files[3], sitemaps: [{ loc: "https://shop.example.com/sitemap_index.xml" }] };
    // another site's robots.txt, listing that site's own sitemap (none of the export's lines is on its host)
    const other = makeFile([], {
      name: "robots (2).txt",
      format: "robots",
      sitemaps: [{ loc: "https://other.example.net/sitemap.xml" }],
    });
    renderFiles([other, ...files]);
    expect(
      await screen.findByText("robots.txt (open here) already has this line: nothing to add."),
    ).toBeTruthy();
    const statuses = [...document.querySelectorAll(".export-robots-status")].map((p) => p.textContent);
    expect(statuses).toEqual(["robots.txt (open here) already has this line: nothing to add."]);
  });

  it("tells a robots.txt of the host a site moved from where the export's line goes now", async () => {
    const robots = makeFile([], {
      name: "robots.txt",
      format: "robots",
      sitemaps: [
        { loc: "http://old-shop.example/sitemap_index.xml" },
        { loc: "http://old-shop.example/old-sitemap.xml" },
      ],
    });
    const site = "https://www.new-shop.example";
    const index = makeFile([], {
      name: "sitemap_index.xml",
      format: "sitemapindex",
      sitemaps: [{ loc: `${site}/pages.xml` }],
    });
    const pages = makeFile([`${site}/a`, `${site}/b`], { name: "pages.xml" });
    renderFiles([index, pages, robots]);
    expect(
      await screen.findByText(
        "robots.txt (open here) lists http://old-shop.example/sitemap_index.xml on old-shop.example; this export writes that file on www.new-shop.example. If the site moved there, put the line above in the robots.txt of www.new-shop.example (the old host's robots.txt and its lines go with the old site).",
      ),
    ).toBeTruthy();
  });

  it("speaks for a site moved to www with its robots.txt of the bare host (shop.ru → www.shop.ru)", async () => {
    const robots = makeFile([], {
      name: "robots.txt",
      format: "robots",
      location: "http://shop.ru/robots.txt",
      sitemaps: [{ loc: "http://shop.ru/sitemap.xml" }],
    });
    const sitemap = makeFile(["https://www.shop.ru/a", "https://www.shop.ru/b"], {
      name: "sitemap.xml",
      location: "https://www.shop.ru/sitemap.xml",
    });
    renderFiles([sitemap, robots]);
    expect(
      await screen.findByText(
        "robots.txt (open here) lacks: https://www.shop.ru/sitemap.xml. Add that line. It also lists other sitemaps: http://shop.ru/sitemap.xml. Remove the lines of sitemaps you no longer publish.",
      ),
    ).toBeTruthy();
  });

  it("says a robots.txt line of a file the export splits lists nothing afterwards, apart from the others", async () => {
    const files = makeWorkspace();
    files[0] = { ...files[0], location: "https://shop.example.com/products.xml" };
    files[3] = {
      ...files[3],
      location: "https://shop.example.com/robots.txt",
      sitemaps: [
        { loc: "https://shop.example.com/sitemap_index.xml" },
        { loc: "https://shop.example.com/products.xml" },
        { loc: "https://shop.example.com/old.xml" },
      ],
    };
    renderFiles(files);
    const perFile = await screen.findByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    // the index lists the parts of products.xml (products-1.xml, products-2.xml), not products.xml
    expect(
      await screen.findByText(
        "robots.txt (open here) already has this line: nothing to add. It lists https://shop.example.com/products.xml, which this export splits into parts: that URL lists nothing once the parts are uploaded, so remove its line (the index named above lists the parts). It also lists other sitemaps: https://shop.example.com/old.xml. Remove the lines of sitemaps you no longer publish.",
      ),
    ).toBeTruthy();
  });

  it("names the other sitemaps the open robots.txt lists even when it has the line", async () => {
    const files = makeWorkspace();
    const listed = ["https://shop.example.com/sitemap_index.xml", "https://shop.example.com/old-sitemap.xml"];
    files[3] = { ...files[3], sitemaps: listed.map((loc) => ({ loc })) };
    renderFiles(files);
    expect(
      await screen.findByText(
        "robots.txt (open here) already has this line: nothing to add. It also lists other sitemaps: https://shop.example.com/old-sitemap.xml. Remove the lines of sitemaps you no longer publish.",
      ),
    ).toBeTruthy();
  });
});

describe("ExportDialog modes", () => {
  it("as opened, writes a CSV table as the XML sitemap made from it, keeping its lastmod and priority", async () => {
    const table = makeTableFile("urls.csv", [
      { ...url("https://shop.example.com/a"), lastmod: "2024-03-01", priority: "0.8" },
      url("https://shop.example.com/b"),
    ]);
    const { store } = renderFiles([table]);
    expect(await listedNames()).toEqual(["urls.xml"]);
    // nothing is lost, and no published URL changes: a table was never published as one
    expect(screen.queryByText(/is written as TXT/)).toBeNull();
    expect(screen.queryByText(/under another name than the one/)).toBeNull();
    const written = await store.getState().exportFiles(makeExportSettings({ mode: "each", asOpened: true }));
    expect(written.map((file) => [file.name, file.kind])).toEqual([["urls.xml", "urlset"]]);
    const xml = new TextDecoder().decode(written[0].bytes);
    expect(xml).toContain("<lastmod>2024-03-01</lastmod>");
    expect(xml).toContain("<priority>0.8</priority>");
  });

  it("as opened, writes a TXT sitemap as TXT under its own name, and says what TXT does not hold", async () => {
    const files = [
      makeFile([], { name: "pages.xml", urls: [url("https://shop.example.com/a")] }),
      makeFile([], {
        name: "blog.txt",
        format: "txt",
        urls: [
          url("https://shop.example.com/blog/1"),
          { ...url("https://shop.example.com/blog/2"), lastmod: "2024-05-01" },
        ],
      }),
      makeFile([], {
        name: "sitemap_index.xml",
        format: "sitemapindex",
        sitemaps: [
          { loc: "https://shop.example.com/pages.xml" },
          { loc: "https://shop.example.com/blog.txt" },
        ],
      }),
    ];
    const { store } = renderFiles(files);
    expect(await listedNames()).toEqual(["pages.xml", "blog.txt", "sitemap_index.xml"]);
    expect(
      screen.getByText(
        "blog.txt is written as TXT, as it was opened (its URL does not change), and a TXT sitemap holds URLs only: the lastmod and other fields of its 1 row that has them are not written. Choose XML to keep them (then submit the new file's URL).",
      ),
    ).toBeTruthy();
    const written = await store.getState().exportFiles(makeExportSettings({ mode: "each", asOpened: true }));
    expect(written.map((file) => [file.name, file.kind])).toEqual([
      ["pages.xml", "urlset"],
      ["blog.txt", "txt"],
      ["sitemap_index.xml", "sitemapindex"],
    ]);
    expect(new TextDecoder().decode(written[1].bytes)).toBe(
      "https://shop.example.com/blog/1\nhttps://shop.example.com/blog/2\n",
    );
    expect(new TextDecoder().decode(written[2].bytes)).toContain(
      "<loc>https://shop.example.com/blog.txt</loc>",
    );
    // XML for every file: the TXT one becomes blog.xml, and the warning goes
    expect(screen.queryByText(/under another name than the one/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    expect(await listedNames()).toEqual(["pages.xml", "blog.xml", "sitemap_index.xml"]);
    expect(screen.queryByText(/is written as TXT, as it was opened/)).toBeNull();
    // its published URL changes, and the dialog says so
    expect(
      screen.getByText(
        "1 file is written under another name than the one it is published at: blog.txt → blog.xml. The URLs submitted in Google Search Console, Yandex Webmaster and robots.txt change: submit the new ones, or choose As opened to keep them.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    expect(
      await screen.findByText(
        /^3 files are written under another name than the ones? they are published at: pages\.xml → pages\.xml\.gz, blog\.txt → blog\.xml\.gz, sitemap_index\.xml → sitemap_index\.xml\.gz\./,
      ),
    ).toBeTruthy();
  });

  it("by default writes each file under its own name, gzipped as opened, the index too, robots.txt not", async () => {
    const { store } = renderFiles(makeWorkspace());
    // "As opened": blog was loaded gzipped and stays so, no published URL changes
    expect((screen.getByRole("radio", { name: "As opened" }) as HTMLInputElement).checked).toBe(true);
    expect(await listedNames()).toEqual(["products.xml", "blog.xml.gz", "sitemap_index.xml"]);
    const asOpened = await store
      .getState()
      .exportFiles(makeExportSettings({ mode: "each", asOpened: true, maxBytes: 1_000_000 }));
    expect(asOpened.map((file) => file.name)).toEqual(["products.xml", "blog.xml.gz", "sitemap_index.xml"]);
    const asOpenedIndex = new TextDecoder().decode(asOpened.at(-1)?.bytes);
    expect(asOpenedIndex).toContain("<loc>https://blog.example.org/blog.xml.gz</loc>");
    // gzip data, as the file was
    expect([...(asOpened[1].bytes.slice(0, 2) ?? [])]).toEqual([0x1f, 0x8b]);

    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["products.xml", "blog.xml", "sitemap_index.xml"]),
    );
    expect(screen.getByText(/3 files, 3 URLs/)).toBeTruthy();
    // the index lists both files: its line announces them all
    const robots = screen.getByLabelText("Line for robots.txt") as HTMLTextAreaElement;
    expect(robots.value).toBe("Sitemap: https://shop.example.com/sitemap_index.xml");
    // the open robots.txt lists another sitemap: the line is to add, the old one to review
    expect(
      screen.getByText(
        "robots.txt (open here) lacks: https://shop.example.com/sitemap_index.xml. Add that line. It also lists other sitemaps: https://shop.example.com/x.xml. Remove the lines of sitemaps you no longer publish.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/different hosts/)).toBeNull();

    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["products.xml.gz", "blog.xml.gz", "sitemap_index.xml.gz"]),
    );
    expect(screen.getAllByText(/ uncompressed$/).length).toBeGreaterThan(3);

    const files = await store.getState().exportFiles({
      mode: "each",
      format: "xml",
      gzip: false,
      maxUrls: 50_000,
      maxBytes: 1_000_000,
      baseUrl: "",
      name: "",
      pretty: true,
      files: [],
    });
    const index = files.find((file) => file.name === "sitemap_index.xml");
    expect(index?.kind).toBe("sitemapindex");
    const xml = new TextDecoder().decode(index?.bytes);
    // the index lists its children under the names this export writes them (blog was loaded gzipped)
    expect(xml).toContain("<loc>https://blog.example.org/blog.xml</loc>");
    expect(xml).not.toContain(".gz<");
    expect(files.map((file) => file.name)).toEqual(["products.xml", "blog.xml", "sitemap_index.xml"]);
  });

  it("says which file is renamed when two would be written under one name, the gzipped one keeping it", async () => {
    const plain = makeFile([], { name: "sitemap.xml", urls: [url("https://shop.example.com/a")] });
    const packed = makeFile([], {
      name: "sitemap.xml.gz",
      gzip: true,
      urls: [url("https://shop.example.com/b")],
    });
    renderFiles([plain, packed]);
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    await waitFor(async () => expect(await listedNames()).toEqual(["sitemap.xml", "sitemap-2.xml"]));
    expect(screen.getByText(/sitemap\.xml\.gz is written as sitemap-2\.xml: another file/)).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    await waitFor(async () => expect(await listedNames()).toEqual(["sitemap-2.xml.gz", "sitemap.xml.gz"]));
    expect(await screen.findByText(/^sitemap\.xml is written as sitemap-2\.xml\.gz/)).toBeTruthy();
    expect(screen.queryByText(/sitemap\.xml\.gz is written as/)).toBeNull();
  });

  it("renames a split file whose part would take another file's name, and says which name clashed", async () => {
    const products = makeFile([], {
      name: "products.xml",
      urls: [1, 2, 3].map((n) => url(`https://shop.example.com/p${n}`)),
    });
    const loaded = makeFile([], { name: "products-1.xml", urls: [url("https://shop.example.com/q")] });
    renderFiles([products, loaded]);
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    await waitFor(async () =>
      expect(await listedNames()).toEqual([
        "products-2-1.xml",
        "products-2-2.xml",
        "products-2-3.xml",
        "products-2-index.xml",
        "products-1.xml",
      ]),
    );
    expect(
      screen.getByText(
        "products.xml is split into products-2-1.xml … products-2-3.xml, products-2-index.xml, not products-1.xml …: another file of this export is written as products-1.xml. Upload the parts under the new names (the index and the robots.txt line below use them), or export one of the two files at a time.",
      ),
    ).toBeTruthy();
    const robots = screen.getByLabelText("Lines for robots.txt") as HTMLTextAreaElement;
    expect(robots.value).toBe(
      "Sitemap: https://shop.example.com/products-2-index.xml\nSitemap: https://shop.example.com/products-1.xml",
    );
    // the zip holds every file the dialog lists, under the same names
    let zipped: Uint8Array | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      void (blob as Blob).arrayBuffer().then((buffer) => {
        zipped = new Uint8Array(buffer);
      });
      return "blob:zip";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Download zip" }));
    await waitFor(() => expect(zipped).toBeDefined());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(Object.keys(unzipSync(zipped ?? new Uint8Array()))).toEqual(await listedNames());
  });

  it("opens with the choices of the last time, the base URL still the files'", async () => {
    const first = renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    const maxUrls = screen.getByLabelText("URLs per file");
    await userEvent.clear(maxUrls);
    await userEvent.type(maxUrls, "10 000");
    await userEvent.clear(screen.getByLabelText("File name"));
    await userEvent.type(screen.getByLabelText("File name"), "shop");
    // a size that does not parse is not remembered: the last one that did is
    await userEvent.clear(screen.getByLabelText("MB per file"));
    await userEvent.type(screen.getByLabelText("MB per file"), "abc");
    // a choice made while a size does not parse is kept all the same
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    cleanup();
    expect(first.onClose).not.toHaveBeenCalled();

    renderFiles(makeWorkspace());
    expect((screen.getByRole("radio", { name: "Merge into one set" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole("radio", { name: "TXT" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("URLs per file") as HTMLInputElement).value).toBe("10 000");
    expect((screen.getByLabelText("MB per file") as HTMLInputElement).value).toBe("50");
    expect((screen.getByLabelText("File name") as HTMLInputElement).value).toBe("shop");
    expect((screen.getByLabelText("Base URL for the index") as HTMLInputElement).value).toBe(
      "https://shop.example.com/",
    );
  });

  it("gives As opened back after a look at Merge, now and at the next opening", async () => {
    const checked = (name: string) => (screen.getByRole("radio", { name }) as HTMLInputElement).checked;
    renderFiles(makeWorkspace());
    expect(checked("As opened")).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    // a merged set has no "as opened": XML stands in for it
    expect(screen.queryByRole("radio", { name: "As opened" })).toBeNull();
    expect(checked("XML")).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Each file as it is" }));
    expect(checked("As opened")).toBe(true);
    // closed while merging: the next opening merges, and Each gives As opened back
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    cleanup();
    renderFiles(makeWorkspace());
    expect(checked("Merge into one set")).toBe(true);
    expect(checked("XML")).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Each file as it is" }));
    expect(checked("As opened")).toBe(true);
    // a format chosen while merging is the one that goes on
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    await userEvent.click(screen.getByRole("radio", { name: "Each file as it is" }));
    expect(checked("XML.gz")).toBe(true);
  });

  it("says that a TXT export writes the URLs only, when a file holds more than URLs", async () => {
    const files = makeWorkspace();
    files[0] = { ...files[0], urls: [{ ...url("https://shop.example.com/p1"), lastmod: "2026-12-01" }] };
    renderFiles(files);
    expect(screen.queryByText(/A TXT sitemap holds URLs only/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(
      await screen.findByText(/A TXT sitemap holds URLs only: lastmod, changefreq, priority/),
    ).toBeTruthy();
    // URLs alone: nothing is lost
    cleanup();
    renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(await listedNames()).toContain("products.txt");
    expect(screen.queryByText(/A TXT sitemap holds URLs only/)).toBeNull();
  });

  it("offers the index's options in TXT only when an index is written (XML in either format)", async () => {
    renderFiles(makeWorkspace().filter((file) => file.name === "products.xml"));
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(screen.queryByRole("checkbox", { name: /Set lastmod \(now\)/ })).toBeNull();
    cleanup();
    renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(await screen.findByRole("checkbox", { name: /Set lastmod \(now\)/ })).toBeTruthy();
  });

  it("says how many files the index lists were changed while their lastmod in it stays, until that is ticked", async () => {
    const files = makeWorkspace();
    // the index dates one of them: an old lastmod stays
    files[2] = {
      ...files[2],
      sitemaps: [{ ...files[2].sitemaps[0], lastmod: "2024-01-01" }, files[2].sitemaps[1]],
    };
    const { store } = renderFiles(files);
    expect(screen.queryByText(/the sitemap index lists/)).toBeNull();
    act(() => {
      store.getState().editField({ file: "products.xml", entry: 0 }, "changefreq", "daily");
      store.getState().editField({ file: "blog.xml.gz", entry: 0 }, "changefreq", "daily");
    });
    const hint =
      "You changed 2 files the sitemap index lists (products.xml, blog.xml.gz): unticked, their entries keep their old lastmod, and search engines may not fetch them again soon.";
    expect(await screen.findByText(hint)).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: /Set lastmod \(now\)/ }));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it("says a changed file the index gives no lastmod has none to tell, not an old one", async () => {
    const { store } = renderFiles(makeWorkspace());
    act(() => store.getState().editField({ file: "blog.xml.gz", entry: 0 }, "changefreq", "daily"));
    expect(
      await screen.findByText(
        "You changed 1 file the sitemap index lists (blog.xml.gz): unticked, its entry has no lastmod to tell search engines it has changed, and they may not fetch it again soon.",
      ),
    ).toBeTruthy();
  });

  it("takes a Location set for no change of a file's content: no new lastmod is asked for it", async () => {
    const files = makeWorkspace();
    const { store } = renderFiles(files);
    act(() => store.getState().setLocation("products.xml", "https://shop.example.com/products.xml"));
    expect(store.getState().past).toHaveLength(1);
    // the plan came (the files are listed) and still no word of a changed file
    expect(await screen.findByRole("list", { name: "Files to write" })).toBeTruthy();
    expect(screen.queryByText(/the sitemap index lists/)).toBeNull();
  });

  it("names a changed child placed elsewhere by the name it is published under", async () => {
    const files = makeWorkspace();
    files[0] = { ...files[0], location: "https://shop.example.com/catalog-products.xml" };
    const { store } = renderFiles(files);
    act(() => store.getState().editField({ file: "products.xml", entry: 0 }, "changefreq", "daily"));
    expect(
      await screen.findByText(/^You changed 1 file the sitemap index lists \(catalog-products\.xml\)/),
    ).toBeTruthy();
  });

  it("no longer counts an index entry's lastmod error once Set lastmod (now) replaces it", async () => {
    const files = makeWorkspace().map((file) =>
      file.format === "sitemapindex"
        ? { ...file, sitemaps: file.sitemaps.map((ref) => ({ ...ref, lastmod: "08/05/2024" })) }
        : file,
    );
    const { store } = renderFiles(files, checkSitemaps(files));
    // the number of errors the notice says remain (the blog's host on another site counts too)
    const remain = () =>
      Number(/(\d+) errors? remains? in the exported entries/.exec(document.body.textContent ?? "")?.[1]);
    await waitFor(() => expect(remain()).toBeGreaterThan(0));
    const before = remain();
    const invalid = checkSitemaps(files).filter((problem) => problem.code === "lastmod.invalid");
    expect(invalid.map((problem) => [problem.file, problem.entry])).toEqual([
      ["sitemap_index.xml", 0],
      ["sitemap_index.xml", 1],
    ]);
    act(() => {
      store.getState().editField({ file: "products.xml", entry: 0 }, "changefreq", "daily");
    });
    await userEvent.click(screen.getByRole("checkbox", { name: /Set lastmod \(now\)/ }));
    // products.xml's entry gets the export's moment; blog.xml.gz, unchanged, keeps its invalid lastmod
    await waitFor(() => expect(remain()).toBe(before - 1));
    await userEvent.click(screen.getByRole("checkbox", { name: /Set lastmod \(now\)/ }));
    await waitFor(() => expect(remain()).toBe(before));
  });

  it("does not say so when only a sitemap index is written, which stays XML with its lastmods", async () => {
    renderFiles(makeWorkspace().filter((file) => file.format === "sitemapindex"));
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(await listedNames()).toEqual(["sitemap_index.xml"]);
    expect(screen.queryByText(/A TXT sitemap holds URLs only/)).toBeNull();
  });

  it("splits only the file over the limits, under that file's name", async () => {
    renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    await waitFor(async () =>
      // the loaded index lists the parts: no index of products' own
      expect(await listedNames()).toEqual([
        "products-1.xml",
        "products-2.xml",
        "blog.xml",
        "sitemap_index.xml",
      ]),
    );
    // the loaded index lists the parts in its place: nothing to resubmit
    expect(screen.queryByText(/is split into 2 parts, listed by/)).toBeNull();
  });

  it("says that a file split with its own index must be submitted as that index, not under its old URL", async () => {
    const products = makeFile([], {
      name: "products.xml",
      urls: [1, 2, 3].map((n) => url(`https://shop.example.com/p${n}`)),
    });
    renderFiles([products]);
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "2");
    expect(
      await screen.findByText(
        "products.xml is split into 2 parts, listed by products-index.xml. Submit products-index.xml in Google Search Console and Yandex Webmaster in place of products.xml, and remove products.xml from them and from robots.txt: its URL will list nothing.",
      ),
    ).toBeTruthy();
  });

  it("offers no index under the file's name for pasted text split, which has no submitted URL", async () => {
    const pasted = makeFile(
      [1, 2, 3].map((n) => `https://shop.example.com/p${n}`),
      { name: "pasted-1.txt", format: "txt", pasted: true },
    );
    renderFiles([pasted]);
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "2");
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["pasted-1-1.xml", "pasted-1-2.xml", "pasted-1-index.xml"]),
    );
    expect(
      await screen.findByText(
        "pasted-1.txt is split into 2 parts, listed by pasted-1-index.xml: submit pasted-1-index.xml in Google Search Console, Yandex Webmaster and robots.txt.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /takes the file's name/ })).toBeNull();
  });

  it("offers a split file's index the file's name, so its submitted URL keeps working", async () => {
    const products = makeFile(
      [1, 2, 3].map((n) => `https://shop.example.com/p${n}`),
      { name: "products.xml" },
    );
    const { store } = renderFiles([products]);
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    // no split: nothing to offer
    expect(screen.queryByRole("checkbox", { name: /takes the file's name/ })).toBeNull();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "2");
    const keep = await screen.findByRole("checkbox", { name: /A split file's index takes the file's name/ });
    expect(screen.getByText(/plus name-index\.xml only when/)).toBeTruthy();
    await userEvent.click(keep);
    // the mode's hint no longer names a name-index file
    expect(screen.getByText(/and its own name becomes their sitemap index/)).toBeTruthy();
    expect(screen.queryByText(/name-index/)).toBeNull();
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["products-1.xml", "products-2.xml", "products.xml"]),
    );
    expect(
      await screen.findByText(
        "products.xml is split into 2 parts, and products.xml becomes their sitemap index: the URL already submitted in Google Search Console, Yandex Webmaster and robots.txt keeps working.",
      ),
    ).toBeTruthy();
    const robots = screen.getByLabelText("Line for robots.txt") as HTMLTextAreaElement;
    expect(robots.value).toBe("Sitemap: https://shop.example.com/products.xml");
    const files = await store.getState().exportFiles({
      mode: "each",
      format: "xml",
      gzip: false,
      indexKeepsName: true,
      maxUrls: 2,
      maxBytes: 1_000_000,
      baseUrl: "",
      name: "",
      pretty: true,
      files: [],
    });
    const index = files.find((file) => file.name === "products.xml");
    expect(index?.kind).toBe("sitemapindex");
    expect(new TextDecoder().decode(index?.bytes)).toContain(
      "<loc>https://shop.example.com/products-1.xml</loc>",
    );
    // the box names the endings the format chosen writes, as the parts listed have them
    expect(keep.parentElement?.textContent).toContain("(sitemap.xml → index; parts sitemap-1.xml …)");
    await userEvent.click(screen.getByRole("radio", { name: "XML.gz" }));
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["products-1.xml.gz", "products-2.xml.gz", "products.xml.gz"]),
    );
    expect(
      screen.getByRole("checkbox", { name: /takes the file's name/ }).parentElement?.textContent,
    ).toContain(
      "(sitemap.xml.gz → index; parts sitemap-1.xml.gz …): a URL submitted with this ending keeps working",
    );
  });

  it("says of a file the index lists, split into parts, that its own URL lists nothing once uploaded", async () => {
    const files = [
      makeFile(
        [1, 2, 3].map((n) => `https://shop.example.com/p${n}`),
        { name: "pages.xml" },
      ),
      makeFile([], {
        name: "sitemap_index.xml",
        format: "sitemapindex",
        sitemaps: [{ loc: "https://shop.example.com/pages.xml" }],
      }),
    ];
    renderFiles(files);
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    // not split: nothing to say
    expect(screen.queryByText(/which the sitemap index lists in its place/)).toBeNull();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "2");
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["pages-1.xml", "pages-2.xml", "sitemap_index.xml"]),
    );
    expect(
      await screen.findByText(
        "pages.xml is split into 2 parts, which the sitemap index lists in its place: delete the old pages.xml from the server once they are uploaded (it would keep its URLs as they were), and remove it where it was submitted alone (Google Search Console, Yandex Webmaster, robots.txt).",
      ),
    ).toBeTruthy();
    // the index's own warning is not given: the index is what is submitted
    expect(screen.queryByText(/Submit pages-index\.xml/)).toBeNull();
    // a size under the protocol's (kept from an earlier export, perhaps) says that it splits
    expect(
      screen.getByText("Files of more URLs are split into parts (the protocol allows 50,000)."),
    ).toBeTruthy();
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "50000");
    await waitFor(() => expect(screen.queryByText(/Files of more URLs are split/)).toBeNull());
  });

  it("promises no kept URL for a split TXT list, whose index is XML", async () => {
    const list = makeFile(
      [1, 2, 3].map((n) => `https://shop.example.com/p${n}`),
      { name: "links.txt", format: "txt", location: "https://shop.example.com/links.txt" },
    );
    renderFiles([list]);
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "2");
    const keep = await screen.findByRole("checkbox", { name: /A split list's index takes the list's name/ });
    expect(keep.parentElement?.textContent).toBe(
      "A split list's index takes the list's name, as XML (sitemap.txt → index sitemap.xml; parts sitemap-1.txt …): an index cannot be TXT, so submit it in the list's place",
    );
    await userEvent.click(keep);
    await waitFor(async () =>
      expect(await listedNames()).toEqual(["links-1.txt", "links-2.txt", "links.xml"]),
    );
    // the warning says to submit the index in the list's place: its URL is a new one
    expect(
      await screen.findByText(
        /Submit links\.xml in Google Search Console and Yandex Webmaster in place of links\.txt/,
      ),
    ).toBeTruthy();
    // beside an XML file split too: the usual promise, with the TXT list's exception
    cleanup();
    const products = makeFile(
      [1, 2, 3].map((n) => `https://shop.example.com/q${n}`),
      { name: "products.xml" },
    );
    renderFiles([list, products]);
    const perFileBoth = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFileBoth);
    await userEvent.type(perFileBoth, "2");
    const both = await screen.findByRole("checkbox", { name: /A split file's index takes the file's name/ });
    expect(both.parentElement?.textContent).toContain(
      "keeps working (a TXT list's index ends in .xml: submit it in the list's place)",
    );
  });

  it("warns that a file cut short would publish only the entries before the cut", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example.com/a</loc></url>
<url><loc>https://shop.example.com/b</loc></url><url><loc>https://shop.example.com/cata`;
    const cut = readSitemapFile("pages.xml", new TextEncoder().encode(xml));
    renderFiles([cut, makeFile(["https://shop.example.com/x"], { name: "whole.xml" })]);
    expect(
      await screen.findByText(
        "pages.xml was cut short (a download broken off): only the 2 entries read before the cut are written, and uploading them would drop the rest of the site's URLs. Download the whole file again and open it instead.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/whole\.xml was cut short/)).toBeNull();
  });

  it("says one entry read before the cut in the singular", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example.com/a</loc></url>
<url><loc>https://shop.example.com/cata`;
    renderFiles([readSitemapFile("pages.xml", new TextEncoder().encode(xml))]);
    expect(
      await screen.findByText(
        /^pages\.xml was cut short \(a download broken off\): only the 1 entry read before the cut is written,/,
      ),
    ).toBeTruthy();
  });

  it("counts an index entry's lastmod error once per part its split child is listed by", async () => {
    const files = makeWorkspace().map((file) =>
      file.format === "sitemapindex"
        ? {
            ...file,
            sitemaps: [
              { loc: "https://shop.example.com/products.xml", lastmod: "2024-06-01T00:00:00" },
              { loc: "https://blog.example.org/blog.xml.gz" },
            ],
          }
        : file,
    );
    renderFiles(
      files,
      checkSitemaps(files).filter((problem) => problem.code === "lastmod.no-timezone"),
    );
    expect(
      await screen.findByText("1 error remains in the exported entries", { selector: "p" }),
    ).toBeTruthy();
    // products.xml in parts of 1 URL: the index lists both parts, each with that lastmod
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    expect(
      await screen.findByText("2 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
  });

  it("merges into one set on request and warns about mixed hosts and the index left out", async () => {
    renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    await waitFor(async () => expect(await listedNames()).toEqual(["sitemap.xml"]));
    expect(screen.getByText(/1 file, 3 URLs/)).toBeTruthy();
    expect(
      screen.getByText(/different hosts \(https:\/\/shop\.example\.com, https:\/\/blog\.example\.org\)/),
    ).toBeTruthy();
    expect(screen.getByText(/sitemap_index\.xml will not be written/)).toBeTruthy();
    // the merged set is placed on the most common host: the other host's URL will be an error there
    expect(screen.getByText("1 error remains in the exported entries", { selector: "p" })).toBeTruthy();
    const byRule = screen.getByRole("list", { name: "Errors by rule" });
    expect(within(byRule).getByText("loc.other-host")).toBeTruthy();
    // placed on the blog's host instead, the two shop URLs are
    const base = screen.getByLabelText(/Base URL/);
    await userEvent.clear(base);
    await userEvent.type(base, "https://blog.example.org/");
    await waitFor(() =>
      expect(screen.getByText("2 errors remain in the exported entries", { selector: "p" })).toBeTruthy(),
    );
  });

  it("in a merge, says how many URLs the files list more than once, which the set would repeat", async () => {
    const files = [
      makeFile([], {
        name: "a.xml",
        urls: [url("https://shop.example.com/x"), url("https://shop.example.com/y")],
      }),
      makeFile([], {
        name: "b.xml",
        urls: [url("https://SHOP.example.com/x"), url("https://shop.example.com/z")],
      }),
    ];
    renderFiles(files);
    const warning = /a URL listed before in these files/;
    expect(screen.queryByText(warning)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    expect(
      await screen.findByText(
        "1 entry repeats a URL listed before in these files, and the merged set would list it again (Search Console reports repeated URLs as a sitemap warning). Close this dialog and use Remove duplicates in the table first: it keeps what the copies add.",
      ),
    ).toBeTruthy();
  });

  it("in a merge, refuses a base URL that is not an absolute http(s) URL and a file name with a folder in it", async () => {
    renderFiles(makeWorkspace());
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    await waitFor(async () => expect(await listedNames()).toEqual(["sitemap.xml"]));
    const zip = () => screen.getByRole("button", { name: "Download zip" });
    const base = screen.getByLabelText(/Base URL/);
    for (const typed of ["shop.example.com/maps", "ftp://x", "https://"]) {
      await userEvent.clear(base);
      await userEvent.type(base, typed);
      await waitFor(() => expect(base.getAttribute("aria-invalid"), typed).toBe("true"));
      expect(screen.getByText(/Enter an address that starts with https:\/\/ or http:\/\//)).toBeTruthy();
      expect(zip().hasAttribute("disabled")).toBe(true);
      expect(screen.getByText("Correct the field marked above to see the files to write.")).toBeTruthy();
      // no error is counted against a base that is refused (every URL would be on "another scheme")
      expect(screen.queryByText(/errors? remains? in the exported entries/)).toBeNull();
    }
    // empty: the URLs' most common host, as before
    await userEvent.clear(base);
    await waitFor(() => expect(base.getAttribute("aria-invalid")).toBeNull());
    expect(zip().hasAttribute("disabled")).toBe(false);
    await userEvent.type(base, "https://shop.example.com/maps/");
    await waitFor(() => expect(zip().hasAttribute("disabled")).toBe(false));
    const name = screen.getByLabelText("File name");
    await userEvent.clear(name);
    await userEvent.type(name, "maps/sitemap");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/A file name cannot hold/)).toBeTruthy();
    expect(zip().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Correct the field marked above to see the files to write.")).toBeTruthy();
    // two fields wrong at once: the summary counts them
    await userEvent.clear(base);
    await userEvent.type(base, "ftp://x");
    await waitFor(() =>
      expect(screen.getByText("Correct the 2 fields marked above to see the files to write.")).toBeTruthy(),
    );
    await userEvent.clear(base);
    await userEvent.type(base, "https://shop.example.com/maps/");
    await userEvent.clear(name);
    await userEvent.type(name, "shop-map");
    await waitFor(async () => expect(await listedNames()).toEqual(["shop-map.xml"]));
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("says how many errors remain in the exported files, by rule, and offers to review them", async () => {
    const error = (file: string, code: Problem["code"], entry = 0): Problem => ({
      code,
      severity: "error",
      message: "",
      file,
      entry,
    });
    const problems = [
      error("products.xml", "priority.invalid"),
      error("products.xml", "priority.invalid", 1),
      error("blog.xml.gz", "changefreq.invalid"),
      error("robots.txt", "changefreq.invalid"),
      { ...error("products.xml", "priority.invalid"), severity: "warning" as const },
      // an entry without loc is skipped, not written with its error
      error("products.xml", "loc.missing", 2),
      // what export's own writing leaves behind (UTF-8, well-formed XML, a urlset)
      { ...error("products.xml", "file.not-utf8"), entry: undefined },
      error("products.xml", "xml.unescaped-ampersand"),
      { ...error("blog.xml.gz", "yandex.feed-unsupported"), entry: undefined },
      // over 50,000 URLs: split into parts by the default settings
      { ...error("products.xml", "file.too-many-urls"), entry: undefined },
    ];
    const { store, onClose } = renderFiles(makeWorkspace(), problems);
    // said in the body's notice and beside the download buttons, which leads to the notice's button
    expect(
      await screen.findByText("3 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "3 errors remain" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Review problems" }));
    const codes = screen.getByRole("list", { name: "Errors by rule" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/priority\.invalid 2$/),
      expect.stringMatching(/changefreq\.invalid 1$/),
    ]);
    expect((screen.getByRole("button", { name: "Download files" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    store.getState().setFilter({ text: "x", file: "blog.xml.gz" });
    await userEvent.click(screen.getByRole("button", { name: "Review problems" }));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().filter).toMatchObject({ text: "", severity: "error", file: undefined });
  });

  it("counts only what a TXT file carries while a size does not parse", async () => {
    const error = (file: string, code: Problem["code"], entry = 0): Problem => ({
      code,
      severity: "error",
      message: "",
      file,
      entry,
    });
    const problems = [
      error("products.xml", "loc.relative"),
      error("products.xml", "lastmod.invalid"),
      error("products.xml", "changefreq.invalid", 1),
      error("products.xml", "priority.invalid", 1),
      // an index is written as XML in either format: its lastmod goes with it
      error("sitemap_index.xml", "lastmod.invalid"),
    ];
    renderFiles(makeWorkspace(), problems);
    expect(
      await screen.findByText("5 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "TXT" }));
    expect(
      await screen.findByText("2 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
    const mb = screen.getByLabelText("MB per file");
    await userEvent.clear(mb);
    await userEvent.type(mb, "abc");
    expect(await screen.findByText(/Enter a size in MB above 0/)).toBeTruthy();
    expect(screen.getByText("2 errors remain in the exported entries", { selector: "p" })).toBeTruthy();
    const codes = within(screen.getByRole("list", { name: "Errors by rule" })).getAllByRole("listitem");
    expect(codes.map((item) => item.querySelector("code")?.textContent)).toEqual([
      "loc.relative",
      "lastmod.invalid",
    ]);
    // back to XML with the size still wrong: every field is written again
    await userEvent.click(screen.getByRole("radio", { name: "XML" }));
    expect(
      await screen.findByText("5 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
  });

  it("lists the three most frequent rules and counts the errors of the others", async () => {
    const codes: Problem["code"][] = [
      "priority.invalid",
      "changefreq.invalid",
      "loc.relative",
      "loc.scheme",
      "loc.invalid",
    ];
    const problems = codes.map(
      (code, entry): Problem => ({ code, severity: "error", message: "", file: "products.xml", entry }),
    );
    renderFiles(makeWorkspace(), problems);
    expect(
      await screen.findByText("5 errors remain in the exported entries", { selector: "p" }),
    ).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Errors by rule" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toHaveLength(4);
    expect(items[3].textContent).toBe("and 2 more errors of 2 other rules (Review problems)");
  });
});

describe("ExportDialog: what the writer changes, a workspace of indexes only", () => {
  it("says how many values lost characters and how many unknown elements were dropped, in both modes", async () => {
    const urls = [
      { ...url("https://shop.example.com/a"), lastmod: "2024-01-01\u0000", extra: ["<geo:x>1</geo:x>"] },
      { ...url("https://shop.example.com/b\u0001"), extra: ["<broken>", "<ok>1</ok>"] },
    ];
    renderFiles([makeFile([], { urls })]);
    expect(
      await screen.findByText("2 values contained characters XML cannot hold; they were removed."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "2 unknown elements were not written: they were broken or their namespace is unknown.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "No namespace is known for the prefix(es) geo, so the elements using them were not written.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    expect(
      await screen.findByText("2 values contained characters XML cannot hold; they were removed."),
    ).toBeTruthy();
    expect(screen.getByText(/^2 unknown elements were not written/)).toBeTruthy();
  });

  it("uses the singular for one value and one element", async () => {
    const urls = [{ ...url("https://shop.example.com/a"), lastmod: "2024\u0000", extra: ["<broken>"] }];
    renderFiles([makeFile([], { urls })]);
    expect(
      await screen.findByText("1 value contained characters XML cannot hold; they were removed."),
    ).toBeTruthy();
    expect(
      screen.getByText("1 unknown element was not written: it was broken or its namespace is unknown."),
    ).toBeTruthy();
  });

  it("writes a lone sitemap index as it is; a merge says there is nothing to merge", async () => {
    const index = makeFile([], {
      name: "sitemap_index.xml",
      format: "sitemapindex",
      sitemaps: [{ loc: "https://shop.example.com/products.xml" }],
    });
    renderFiles([index]);
    expect(await listedNames()).toEqual(["sitemap_index.xml"]);
    const download = screen.getByRole("button", { name: "Download zip" }) as HTMLButtonElement;
    expect(download.disabled).toBe(false);
    await userEvent.click(screen.getByRole("radio", { name: "Merge into one set" }));
    expect(screen.getByText(/^Nothing to merge: no loaded file has URLs/)).toBeTruthy();
    expect(download.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Download files" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
