// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
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

function makeFile(locs: string[]): SitemapFile {
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
  };
}

function renderDialog(onClose = vi.fn()) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({ files: [makeFile(["https://shop.example.com/a", "https://shop.example.com/b", ""])] });
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
});
