// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SitemapFile } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ExportDialog } from "./export-dialog";
import { StoreProvider } from "./store-context";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
  it("is a labelled modal dialog with the export choices prefilled", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Export sitemaps" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect((screen.getByRole("radio", { name: "XML" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("URLs per file") as HTMLInputElement).value).toBe("50000");
    expect((screen.getByLabelText("MB per file") as HTMLInputElement).value).toBe("50");
    expect((screen.getByLabelText("Base URL for the index") as HTMLInputElement).value).toBe(
      "https://shop.example.com/",
    );
    expect((screen.getByLabelText("File name") as HTMLInputElement).value).toBe("sitemap");
  });

  it("summarises what will be written and what is skipped", async () => {
    renderDialog();
    expect(await screen.findByText(/1 file, 2 URLs/)).toBeTruthy();
    expect(screen.getByText("1 entry without a URL will be skipped")).toBeTruthy();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    expect(await screen.findByText(/3 files, 2 URLs/)).toBeTruthy();
    expect(screen.getByText(/plus a sitemap index/)).toBeTruthy();
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
  });

  it("lists every file it will write with URL counts and sizes, and the robots.txt line", async () => {
    renderDialog();
    const perFile = screen.getByLabelText("URLs per file");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "1");
    const list = await screen.findByRole("list", { name: "Files to write" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^sitemap-1\.xml1 URL\d+ B$/),
      expect.stringMatching(/^sitemap-2\.xml1 URL\d+ B$/),
      expect.stringMatching(/^sitemap-index\.xml2 sitemaps\d+ B$/),
    ]);
    const robots = screen.getByLabelText("Line for robots.txt") as HTMLInputElement;
    expect(robots.value).toBe("Sitemap: https://shop.example.com/sitemap-index.xml");
    await userEvent.clear(perFile);
    await userEvent.type(perFile, "5");
    await waitFor(() => expect(robots.value).toBe("Sitemap: https://shop.example.com/sitemap.xml"));
  });

  it("copies the robots.txt line, or selects it when the clipboard is unavailable", async () => {
    renderDialog();
    const robots = (await screen.findByDisplayValue(/^Sitemap: /)) as HTMLInputElement;
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Sitemap: https://shop.example.com/sitemap.xml");
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
    await userEvent.click(screen.getByLabelText("Add lastmod to the index"));
    await waitFor(() => expect(screen.queryByText(/No namespace is known/)).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Download files" }));
    const settings = exportFiles.mock.calls[0][0];
    expect(settings.indexLastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(settings.namespaces).toEqual({ geo: "urn:geo" });
  });
});
