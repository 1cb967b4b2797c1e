// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { encodeSingleByte } from "@/test/single-byte";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { DropZone, FilePickerButton } from "./drop-zone";
import { EmptyState } from "./empty-state";
import { messages } from "./messages";
import { SameNameProvider } from "./same-name-dialog";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

/** A file picker button over a fresh store; its hidden file input. */
function renderPicker() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const { container } = render(
    <StoreProvider store={store}>
      <FilePickerButton label="Choose files" />
    </StoreProvider>,
  );
  return { store, input: container.querySelector("input[type=file]") as HTMLInputElement };
}

describe("FilePickerButton", () => {
  it("keeps its file input out of the accessibility tree and the tab order; the button opens it", async () => {
    const { input } = renderPicker();
    expect(input.getAttribute("aria-hidden")).toBe("true");
    expect(input.tabIndex).toBe(-1);
    // one control for screen readers: the visible button
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.queryByLabelText("Choose sitemap files", { selector: "button" })).toBeNull();
    const click = vi.spyOn(input, "click").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Choose files" }));
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe("opening a file named like a loaded one", () => {
  const urlset = (loc: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`;

  /** Renders a file picker over `store`, with the same-name question; its hidden file input. */
  function renderAsking(store: ReturnType<typeof createSitemapStore>): HTMLInputElement {
    const { container } = render(
      <StoreProvider store={store}>
        <SameNameProvider>
          <FilePickerButton label="Choose files" />
        </SameNameProvider>
      </StoreProvider>,
    );
    return container.querySelector("input[type=file]") as HTMLInputElement;
  }

  /** Picks `file` with a picker over `store`; resolves with the question asked. */
  async function pickAgain(store: ReturnType<typeof createSitemapStore>, file: File) {
    const input = renderAsking(store);
    // as the picker gives it (userEvent.upload would focus the input again after the dialog took focus)
    fireEvent.change(input, { target: { files: [file] } });
    return screen.findByRole("alertdialog", { name: `${file.name} is already open` });
  }

  async function setUp() {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const bytes = new TextEncoder().encode(urlset("https://www.example.com/old"));
    await store.getState().addFiles([{ name: "sitemap.xml", bytes }]);
    const again = new File([urlset("https://www.example.com/new")], "sitemap.xml", { type: "text/xml" });
    return { store, dialog: await pickAgain(store, again) };
  }

  const urlsOf = (store: ReturnType<typeof createSitemapStore>) =>
    store.getState().files.map((file) => [file.name, file.urls.map((url) => url.loc).join()]);

  it("asks, Replace focused, and replaces the loaded file", async () => {
    const { store, dialog } = await setUp();
    expect(dialog.textContent).toContain("sitemap (2).xml");
    const replace = screen.getByRole("button", { name: "Replace" });
    expect(document.activeElement).toBe(replace);
    await userEvent.click(replace);
    await waitFor(() => expect(urlsOf(store)).toEqual([["sitemap.xml", "https://www.example.com/new"]]));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says how many edits Replace drops, and focuses Keep both then (Enter must not drop them)", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const bytes = new TextEncoder().encode(urlset("https://www.example.com/old"));
    await store.getState().addFiles([{ name: "sitemap.xml", bytes }]);
    store.getState().editField({ file: "sitemap.xml", entry: 0 }, "priority", "0.5");
    store.getState().editField({ file: "sitemap.xml", entry: 0 }, "changefreq", "daily");
    const again = new File([urlset("https://www.example.com/new")], "sitemap.xml", { type: "text/xml" });
    const dialog = await pickAgain(store, again);
    expect(dialog.textContent).toContain("Replacing drops 2 of your changes (undo steps) to sitemap.xml.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep both" }));
  });

  it("reads the same file given twice in one pick once; two files of one name open as copies", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const input = renderAsking(store);
    const at = { lastModified: 1_700_000_000_000 };
    const same = new File([urlset("https://www.example.com/a")], "sitemap.xml", at);
    const other = new File([urlset("https://www.example.com/other")], "sitemap.xml", at);
    fireEvent.change(input, { target: { files: [same, same] } });
    await waitFor(() => expect(urlsOf(store)).toEqual([["sitemap.xml", "https://www.example.com/a"]]));
    // named like the open file: the question; Keep both opens the two different ones as copies
    fireEvent.change(input, { target: { files: [other, same] } });
    await userEvent.click(await screen.findByRole("button", { name: "Keep both" }));
    await waitFor(() => expect(urlsOf(store).map(([name]) => name)).toHaveLength(3));
    expect(urlsOf(store)).toEqual([
      ["sitemap.xml", "https://www.example.com/a"],
      ["sitemap (2).xml", "https://www.example.com/other"],
      ["sitemap (3).xml", "https://www.example.com/a"],
    ]);
  });

  it("keeps both when asked: the new one opens as a copy", async () => {
    const { store } = await setUp();
    await userEvent.click(screen.getByRole("button", { name: "Keep both" }));
    await waitFor(() =>
      expect(urlsOf(store)).toEqual([
        ["sitemap.xml", "https://www.example.com/old"],
        ["sitemap (2).xml", "https://www.example.com/new"],
      ]),
    );
  });

  it("asks for a CSV table named like an open one too, and Replace imports it in its place", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.getState().importTable("urls.csv", "url\nhttps://www.example.com/a\nhttps://www.example.com/b\n");
    await pickAgain(store, new File(["url\nhttps://www.example.com/c\n"], "urls.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(urlsOf(store)).toEqual([["urls.csv", "https://www.example.com/c"]]));
  });

  it("opens nothing on Escape", async () => {
    const { store } = await setUp();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urlsOf(store)).toEqual([["sitemap.xml", "https://www.example.com/old"]]);
    expect(store.getState().loading).toEqual([]);
  });
});

describe("DropZone behind an open dialog", () => {
  /** A `drop` of `files` on the window, as the browser sends it (happy-dom has no DataTransfer of files). */
  function dropFiles(files: File[]) {
    const event = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: { types: ["Files"], files } });
    window.dispatchEvent(event);
    return event;
  }

  it("opens dropped files, but none while a modal dialog is open, and says so", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const { rerender } = render(
      <StoreProvider store={store}>
        <DropZone />
      </StoreProvider>,
    );
    const file = () => new File(["https://www.example.com/a\n"], "urls.txt", { type: "text/plain" });
    expect(dropFiles([file()]).defaultPrevented).toBe(true);
    await waitFor(() => expect(store.getState().files.map((f) => f.name)).toEqual(["urls.txt"]));

    rerender(
      <StoreProvider store={store}>
        <DropZone />
        <div role="dialog" aria-modal="true" aria-label="Some dialog" />
      </StoreProvider>,
    );
    // the browser must not open the file itself either
    expect(dropFiles([file()]).defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().files.map((f) => f.name)).toEqual(["urls.txt"]);
    expect(store.getState().loading).toEqual([]);
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(["notice.drop-behind-dialog"]);
  });
});

describe("opening a CSV table saved by Excel on a Russian Windows (windows-1251)", () => {
  it("reads its Cyrillic URLs and columns, keeps its size and encoding, and says the encoding was guessed", async () => {
    const text = "Адрес;Дата изменения;Приоритет\nhttps://пример.рф/каталог/1;2024-05-01;0.8\n";
    const bytes = encodeSingleByte(text, "windows-1251");
    const { store, input } = renderPicker();
    fireEvent.change(input, { target: { files: [new File([bytes], "export.csv", { type: "text/csv" })] } });
    await waitFor(() => expect(store.getState().files).toHaveLength(1));
    const [file] = store.getState().files;
    expect(file.urls.map((url) => [url.loc, url.lastmod, url.priority])).toEqual([
      ["https://пример.рф/каталог/1", "2024-05-01", "0.8"],
    ]);
    expect([file.encoding, file.byteLength]).toEqual(["windows-1251", bytes.length]);
    expect(store.getState().notices.map((notice) => [notice.text, notice.params?.encoding])).toContainEqual([
      "notice.table-encoding",
      "windows-1251",
    ]);
  });

  it("reads Excel's CSV (MS-DOS), in CP866, and names that code page", async () => {
    const text = "Адрес;Приоритет\nhttps://пример.рф/книги;0.8\n";
    const bytes = encodeSingleByte(text, "ibm866");
    const { store, input } = renderPicker();
    fireEvent.change(input, { target: { files: [new File([bytes], "dos.csv", { type: "text/csv" })] } });
    await waitFor(() => expect(store.getState().files).toHaveLength(1));
    expect(store.getState().files[0].urls.map((url) => url.loc)).toEqual(["https://пример.рф/книги"]);
    expect(store.getState().notices.map((notice) => [notice.text, notice.params?.encoding])).toContainEqual([
      "notice.table-encoding",
      "ibm866 (CP866, DOS)",
    ]);
  });
});

describe("EmptyState", () => {
  it("lists every kind of file the app opens, ZIP and CSV/TSV included", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    render(
      <StoreProvider store={store}>
        <EmptyState />
      </StoreProvider>,
    );
    const formats = screen.getByRole("list", { name: messages.empty.formatsLabel });
    const items = [...formats.querySelectorAll("li")].map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([".xml.gz", ".zip", "TXT", "RSS", "Atom", "robots.txt", "CSV / TSV"]),
    );
  });
});

describe("EmptyState shortcuts", () => {
  it('opens the shortcut list on "?" before any file is open, and leaves Ctrl+F to the browser', async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    render(
      <StoreProvider store={store}>
        <EmptyState />
      </StoreProvider>,
    );
    const find = new KeyboardEvent("keydown", { key: "f", code: "KeyF", ctrlKey: true, cancelable: true });
    window.dispatchEvent(find);
    expect(find.defaultPrevented).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.keyboard("?");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Ctrl+V");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
