// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SitemapFile } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { asksBeforeLeaving } from "@/test/leave-prompt";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { applyLanguage } from "./apply-language";
import { FilesPanel, withNameBreaks } from "./files-panel";
import { StoreProvider } from "./store-context";

afterEach(() => {
  cleanup();
  applyLanguage("en");
});

function makeFile(name: string, locs: string[]): SitemapFile {
  return {
    name,
    format: "urlset",
    gzip: true,
    encoding: "utf-8",
    byteLength: 2048,
    urls: locs.map((loc) => ({ loc, images: [], videos: [], alternates: [] })),
    sitemaps: [],
    problems: [],
  };
}

function renderPanel() {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({
    files: [makeFile("a.xml.gz", ["https://www.example.com/a", "https://www.example.com/b"])],
    problems: [
      { code: "loc.missing", severity: "error", message: "", file: "a.xml.gz", entry: 0 },
      { code: "loc.duplicate", severity: "warning", message: "", file: "a.xml.gz", entry: 1 },
      { code: "loc.fragment", severity: "warning", message: "", file: "a.xml.gz", entry: 1 },
    ],
  });
  render(
    <StoreProvider store={store}>
      <FilesPanel />
    </StoreProvider>,
  );
  return store;
}

describe("withNameBreaks", () => {
  it("lets a narrow card wrap a name after _ and - and before its endings, never inside a word", () => {
    const { container } = render(<p>{withNameBreaks("sitemap_index-2.xml.gz")}</p>);
    expect(container.innerHTML).toBe("<p>sitemap_<wbr>index-<wbr>2<wbr>.xml<wbr>.gz</p>");
    expect(container.textContent).toBe("sitemap_index-2.xml.gz");
    expect(withNameBreaks("robots")).toBe("robots");
  });
});

/** The text of the "All files" card. */
const allFilesText = () => screen.getByRole("button", { name: /All files/ }).textContent;

describe("FilesPanel", () => {
  it("says a file without problems is being checked while the check runs, not that it is clean", async () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    store.setState({
      files: [makeFile("new.xml", ["https://www.example.com/a"])],
      problems: [],
      checking: true,
    });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const card = screen.getByText("new.xml").closest("li") as HTMLElement;
    expect(card.textContent).toContain("Checking…");
    expect(card.textContent).not.toContain("No errors or warnings");
    store.setState({ checking: false });
    expect(await screen.findByText("No errors or warnings")).toBeTruthy();
  });

  it("never calls a file nothing was read from clean (a broken gzip whose error is Yandex's, Yandex off)", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    store.setState({
      files: [
        { ...makeFile("broken.xml.gz", []), format: "unknown", byteLength: 0 },
        makeFile("fine.xml", ["https://a.example/"]),
      ],
      problems: [],
    });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const broken = screen.getByText("broken.xml.gz").closest("li") as HTMLElement;
    expect(broken.textContent).toContain("Nothing read from this file");
    expect(broken.textContent).not.toContain("No errors or warnings");
    // nothing unpacked: no "0 B unpacked" beside it
    expect(broken.textContent).not.toContain("unpacked");
    const fine = screen.getByText("fine.xml").closest("li") as HTMLElement;
    expect(fine.textContent).toContain("No errors or warnings");
  });

  it("shows each file with its format, size, URL and problem counts", () => {
    renderPanel();
    expect(screen.getByRole("heading", { name: /Files/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show only a.xml.gz in the table" })).toBeTruthy();
    expect(screen.getByText("XML")).toBeTruthy();
    expect(screen.getByText("gzip")).toBeTruthy();
    // a gzipped file's size is its content's, and says so
    expect(screen.getByText("2.0 KB unpacked")).toBeTruthy();
    expect(screen.getAllByText("2 URLs").length).toBeGreaterThan(0);
    expect(screen.getByText("1 error")).toBeTruthy();
    expect(screen.getByText("2 warnings")).toBeTruthy();
  });

  it("says a gzip stopped at the cap is over the size unpacked, not that size", () => {
    const store = renderPanel();
    const [file] = store.getState().files;
    const cap = 209_715_200;
    const stopped = { code: "file.gzip-too-large", severity: "error", message: "", file: file.name } as const;
    act(() => store.setState({ files: [{ ...file, byteLength: cap, problems: [stopped] }] }));
    expect(screen.getByText("over 200.0 MB unpacked")).toBeTruthy();
    act(() => applyLanguage("ru"));
    cleanup();
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    expect(screen.getByText("более 200,0 МБ без сжатия")).toBeTruthy();
  });

  it("names the encoding only of a file whose text was read: not of an empty file nor of one that is no sitemap", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    store.setState({
      files: [
        { ...makeFile("a.xml", ["https://www.example.com/a"]), gzip: false },
        { ...makeFile("zero.xml.gz", []), gzip: false, byteLength: 0 },
        { ...makeFile("image.xml", []), gzip: false, format: "unknown", byteLength: 4096 },
      ],
    });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const meta = (name: string) => document.querySelector(`li[data-file='${name}'] .file-meta`)?.textContent;
    expect(meta("a.xml")).toContain("UTF-8");
    expect(meta("zero.xml.gz")).not.toContain("UTF-8");
    expect(meta("image.xml")).not.toContain("UTF-8");
  });

  it("names an imported CSV or TSV table's format as such, a TXT list as TXT", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const list = (name: string) => ({
      ...makeFile(name, ["https://www.example.com/a"]),
      format: "txt" as const,
    });
    store.setState({ files: [list("urls.csv"), list("urls.TSV"), list("urls.txt")], problems: [] });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const badge = (name: string) =>
      document.querySelector(`li[data-file="${name}"] .file-meta .badge`)?.textContent;
    expect([badge("urls.csv"), badge("urls.TSV"), badge("urls.txt")]).toEqual(["CSV", "TSV", "TXT"]);
  });

  it("prefills the location with the guess and sets the one the user types", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    expect(input.value).toBe("https://www.example.com/a.xml.gz");
    // the guess is marked as one beside the label, until the user sets a location
    const label = () => document.querySelector(`li[data-file="a.xml.gz"] .location-field label`);
    expect(label()?.textContent).toBe("Location · guessed");
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/maps/a.xml.gz{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
    expect(label()?.textContent).toBe("Location");
  });

  it("makes a reload or close ask first while a Location typed is not yet entered", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    expect(asksBeforeLeaving()).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/maps/a.xml.gz");
    expect(asksBeforeLeaving()).toBe(true);
    await userEvent.keyboard("{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
    expect(asksBeforeLeaving()).toBe(false);
  });

  it("keeps a Location typed, not entered, when the window loses the focus; a blur in the page enters it", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/maps/a.xml.gz");
    const hasFocus = vi.spyOn(document, "hasFocus").mockReturnValue(false);
    fireEvent.blur(input);
    expect(store.getState().files[0].location).toBeUndefined();
    expect(input.value).toBe("https://www.example.com/maps/a.xml.gz");
    expect(asksBeforeLeaving()).toBe(true);
    hasFocus.mockRestore();
    fireEvent.blur(input);
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
  });

  it("undoes the Location just entered with Ctrl+Z in its field, and redoes it with Ctrl+Y", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/maps/a.xml.gz{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
    expect(document.activeElement).toBe(input);
    // nothing typed since: the workspace's undo (it did nothing at all)
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(store.getState().files[0].location).toBeUndefined();
    expect(input.value).toBe("https://www.example.com/a.xml.gz");
    await userEvent.keyboard("{Control>}y{/Control}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
    // while text is typed, Ctrl+Z is the browser's own, for that text: no step undone
    await userEvent.type(input, "x");
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/maps/a.xml.gz");
  });

  it("sets the guess itself when the user types it again and enters it", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    const label = () => document.querySelector(`li[data-file="a.xml.gz"] .location-field label`);
    // a click in and out changes nothing: still the guess
    await userEvent.click(input);
    await userEvent.tab();
    expect(store.getState().files[0].location).toBeUndefined();
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/a.xml.gz{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/a.xml.gz");
    expect(label()?.textContent).toBe("Location");
  });

  it("sets the guess as it is on Enter (pasted over itself, the field's value never changes)", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard("{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/a.xml.gz");
  });

  it("prefills a feed's location with its own rel=self link, marked as the feed's word", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const rss = `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><atom:link rel="self" href="https://www.example.com/blog/feed/"/><item><link>https://www.example.com/blog/post-1</link></item></channel></rss>`;
    await store.getState().addFiles([{ name: "feed.xml", bytes: new TextEncoder().encode(rss) }]);
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Location of feed.xml" }) as HTMLInputElement;
    // it was https://www.example.com/feed.xml, the items' host plus the file's name
    expect(input.value).toBe("https://www.example.com/blog/feed/");
    const label = document.querySelector(`li[data-file="feed.xml"] .location-field label`);
    expect(label?.textContent).toBe("Location · from the feed");
    expect(store.getState().files[0].location).toBeUndefined();
  });

  it("shows a Cyrillic site's guessed location as people write it, its punycode in the hint", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    store.setState({
      files: [makeFile("s.xml", ["https://магазин.рф/a", "https://магазин.рф/b"])],
      problems: [],
    });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Location of s.xml" }) as HTMLInputElement;
    expect(input.value).toBe("https://магазин.рф/s.xml");
    expect(input.title.split("\n")[0]).toBe("https://xn--80aairftm.xn--p1ai");
    expect(store.getState().files[0].location).toBeUndefined();
    // typed in Cyrillic, folder too: shown so, the punycode still in the hint
    act(() => store.getState().setLocation("s.xml", "https://магазин.рф/карты/s.xml"));
    expect(input.value).toBe("https://магазин.рф/карты/s.xml");
    expect(input.title.split("\n")[0]).toBe("https://xn--80aairftm.xn--p1ai");
    // a file that writes its host in punycode sees it so
    act(() =>
      store.setState({
        files: [makeFile("s.xml", ["https://xn--80aairftm.xn--p1ai/a", "https://xn--80aairftm.xn--p1ai/b"])],
      }),
    );
    expect(input.value).toBe("https://xn--80aairftm.xn--p1ai/s.xml");
  });

  it("says at the location field when its last segment can be no file's name, and which name export keeps", async () => {
    const store = renderPanel();
    const input = screen.getByRole("textbox", { name: "Location of a.xml.gz" }) as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/x%2F..%2F..%2Fevil.txt{Enter}");
    expect(store.getState().files[0].location).toBe("https://www.example.com/x%2F..%2F..%2Fevil.txt");
    const note = screen.getByText(
      "No file can be named “x/../../evil.txt”: export writes this file under its own name, a.xml.gz.",
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(note.id);
    await userEvent.clear(input);
    await userEvent.type(input, "https://www.example.com/maps/{Enter}");
    expect(screen.queryByText(/No file can be named/)).toBeNull();
  });

  it("says under the count how many files of a drop are still being read", () => {
    const store = renderPanel();
    const item = (name: string) => ({ name, byteLength: 100, progress: 0 });
    expect(screen.queryByRole("status")).toBeNull();
    act(() => store.setState({ loading: [item("b.xml"), item("c.xml"), item("d.xml")] }));
    expect(screen.getByRole("status").textContent).toBe("3 more being read");
    // not part of the heading's name
    expect(screen.getByRole("heading", { name: /Files/ }).textContent).toBe("Files 1");
    // one file alone: its progress or preview says it
    act(() => store.setState({ loading: [item("d.xml")] }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("asks to remove a file that holds nothing without speaking of its 0 URLs", async () => {
    const store = renderPanel();
    act(() => store.setState({ files: [{ ...makeFile("page.xml", []), format: "unknown" }], problems: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Remove page.xml" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove page.xml?" });
    expect(dialog.textContent).toContain("It holds no URLs; its card and problems will be removed");
    expect(dialog.textContent).not.toContain("0 URLs");
  });

  it("filters the table to a file on click and back to all files", async () => {
    const store = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Show only a.xml.gz in the table" }));
    expect(store.getState().filter.file).toBe("a.xml.gz");
    await userEvent.click(screen.getByRole("button", { name: /All files/ }));
    expect(store.getState().filter.file).toBeUndefined();
  });

  it("removes a file after asking, and keeps it on Cancel or Escape", async () => {
    const store = renderPanel();
    const remove = screen.getByRole("button", { name: "Remove a.xml.gz" });
    await userEvent.click(remove);
    const dialog = screen.getByRole("alertdialog", { name: "Remove a.xml.gz?" });
    expect(dialog.textContent).toContain(
      "Its 2 URLs will be removed from the workspace. This cannot be undone.",
    );
    // never edited: no word of changes made to it
    expect(dialog.textContent).not.toContain("changes you made");
    expect(document.activeElement?.textContent).toBe("Cancel");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(store.getState().files).toHaveLength(1);
    expect(document.activeElement).toBe(remove);
    await userEvent.click(remove);
    await userEvent.keyboard("{Escape}");
    expect(store.getState().files).toHaveLength(1);
    await userEvent.click(remove);
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(store.getState().files).toEqual([]);
    expect(screen.getByText("No files yet")).toBeTruthy();
  });

  it("says the edits of a file go with it when it has some", async () => {
    const store = renderPanel();
    act(() => store.getState().editField({ file: "a.xml.gz", entry: 0 }, "priority", "0.5"));
    await userEvent.click(screen.getByRole("button", { name: "Remove a.xml.gz" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove a.xml.gz?" });
    expect(dialog.textContent).toContain("the changes you made to them");
    // undone, the edit is still a step (Redo): it still goes with the file
    act(() => store.getState().undo());
    expect(dialog.textContent).toContain("the changes you made to them");
  });

  it("in Russian, gives the count as the file's, not as a number of edits", async () => {
    applyLanguage("ru");
    const store = renderPanel();
    act(() => store.getState().editField({ file: "a.xml.gz", entry: 0 }, "priority", "0.5"));
    await userEvent.click(screen.getByRole("button", { name: "Удалить a.xml.gz" }));
    // it read "вместе со всеми правками (2 URL)": two URLs taken for two edits
    expect(screen.getByRole("alertdialog").textContent).toContain(
      "Файл (2 URL) будет удалён из рабочей области вместе с вашими правками.",
    );
  });

  it("counts an index's and robots.txt's children as sitemaps and adds them to the all-files total", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const refs = (...locs: string[]) => locs.map((loc) => ({ loc }));
    store.setState({
      files: [
        {
          ...makeFile("index.xml", []),
          format: "sitemapindex",
          sitemaps: refs("https://www.example.com/a.xml", "https://www.example.com/b.xml"),
        },
        {
          ...makeFile("robots.txt", []),
          format: "robots",
          sitemaps: refs("https://www.example.com/index.xml"),
        },
      ],
    });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const card = (name: string) => document.querySelector(`li[data-file='${name}'] .file-meta`)?.textContent;
    expect(card("index.xml")).toContain("2 sitemaps");
    expect(card("index.xml")).not.toContain("URL");
    expect(card("robots.txt")).toContain("1 sitemap");
    // a count keeps its noun on its line (a no-break space), the rest may wrap
    expect(allFilesText()).toContain("0\u00a0URLs · 3\u00a0sitemaps listed");
    // neither has a row in the table: the index's name opens its list, robots.txt's is plain text
    expect(screen.queryByRole("button", { name: /Show only (index\.xml|robots\.txt)/ })).toBeNull();
    expect(document.querySelector("li[data-file='robots.txt'] .file-name")?.tagName).toBe("SPAN");
    fireEvent.click(screen.getByRole("button", { name: "Show the sitemaps index.xml lists" }));
    expect(store.getState().indexEditor).toEqual({ file: "index.xml" });
    expect(store.getState().filter.file).toBeUndefined();
  });

  it("shows an index's children without a loc once, with their count, not as blank lines", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const sitemaps = [...Array.from({ length: 12 }, () => ({ loc: "" })), { loc: "https://x.example/a.xml" }];
    store.setState({ files: [{ ...makeFile("index.xml", []), format: "sitemapindex", sitemaps }] });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const list = screen.getByRole("list", { name: "Sitemaps listed in index.xml" });
    const lines = [...list.querySelectorAll("li")].map((li) => li.textContent);
    expect(lines).toEqual(["a.xmlnot loaded", "(no loc)12 entries"]);
    // the card and the totals count the one sitemap listed, not the 12 entries without a loc
    expect(document.querySelector("li[data-file='index.xml'] .file-meta")?.textContent).toContain(
      "1 sitemap",
    );
    expect(allFilesText()).toContain("1\u00a0sitemap listed");
  });

  it("says how many different sitemaps an index lists when it lists one twice, as the header counts them", () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const sitemaps = [
      "https://x.example/a.xml",
      "https://x.example/b.xml",
      "https://X.example:443/a.xml",
    ].map((loc) => ({ loc }));
    store.setState({ files: [{ ...makeFile("index.xml", []), format: "sitemapindex", sitemaps }] });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    expect(document.querySelector("li[data-file='index.xml'] .file-meta")?.textContent).toContain(
      "3 sitemaps (2 distinct)",
    );
    expect(allFilesText()).toContain("2\u00a0sitemaps listed");
  });
});
