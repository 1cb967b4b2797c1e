// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "@/app/app";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc, makeUrlEntries } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";

// happy-dom has no layout: give every element a viewport so the virtualizer has something to fill
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });
});
afterEach(cleanup);

function renderApp() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  render(
    <StoreProvider store={store}>
      <App />
    </StoreProvider>,
  );
  return store;
}

const preview = makeUrlEntries(500);
const reading = { name: "big.xml", byteLength: 40_000_000, progress: 0.3, preview };

describe("reading preview", () => {
  it("shows the first entries of a file being read in the grid, read only, marked as still reading", async () => {
    const store = renderApp();
    act(() => store.setState({ loading: [reading] }));
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    expect(grid.getAttribute("aria-readonly")).toBe("true");
    expect(grid.getAttribute("aria-rowcount")).toBe("501");
    const rows = within(grid).getAllByRole("row");
    const first = within(rows[1]).getAllByRole("gridcell");
    expect(first[0].textContent).toBe(preview[0].loc);
    // one file: no File column repeating its name
    expect(first).toHaveLength(5);
    expect(within(screen.getByRole("main")).getByRole("status").textContent).toBe(
      "Still reading big.xml: its first 500 URLs are shown. Editing, sorting, filters and checks start when the whole file is read.",
    );
    // no editor, no sorting while it is read
    await userEvent.dblClick(first[0]);
    expect(within(grid).queryByRole("textbox")).toBeNull();
    expect(within(grid).queryAllByRole("button")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Add URL" })).toBeNull();
  });

  it("has a header that cannot sort: plain labels, no arrow, no aria-sort, even with a sort in the store", async () => {
    const store = renderApp();
    act(() => store.setState({ loading: [reading], sort: { column: "loc", desc: false } }));
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "URL (loc)",
      "Last modified",
      "Change freq.",
      "Priority",
      "Problems",
    ]);
    expect(headers.filter((header) => header.hasAttribute("aria-sort"))).toEqual([]);
    expect(grid.querySelector(".et-sort-icon")).toBeNull();
    expect(grid.querySelector(".et-resize")).toBeNull();
    await userEvent.click(headers[1]);
    expect(store.getState().sort).toEqual({ column: "loc", desc: false });
  });

  it("keeps the filter bar's boxes as a greyed copy without controls, count or a second live region", () => {
    const store = renderApp();
    act(() => store.setState({ loading: [reading] }));
    const region = screen.getByRole("region", { name: "Sitemap URLs" });
    const status = within(screen.getByRole("main")).getByRole("status");
    expect(region.getAttribute("aria-describedby")).toBe(status.id);
    expect(screen.getByRole("grid").getAttribute("aria-busy")).toBe("true");
    // the copy is there for its layout: every box of the bar, all hidden from assistive technology
    const bar = region.querySelector(".et-toolbar");
    expect(bar?.querySelectorAll(".et-filters .et-field")).toHaveLength(4);
    expect(bar?.querySelectorAll(".et-action-buttons button")).toHaveLength(5);
    expect(bar?.querySelector(".sb-bar .sb-hint")).toBeTruthy();
    expect(screen.queryAllByRole("searchbox")).toEqual([]);
    expect(within(region).queryAllByRole("combobox")).toEqual([]);
    expect(within(region).queryAllByRole("button")).toEqual([]);
    for (const part of bar?.querySelectorAll(".et-filters, .et-actions") ?? []) {
      expect(part.getAttribute("aria-hidden")).toBe("true");
      expect(part.hasAttribute("inert")).toBe(true);
    }
    // one live region, and the only count the bar holds is the invisible one that keeps its width
    expect(region.querySelectorAll('output, [role="status"], [aria-live]')).toHaveLength(1);
    expect(screen.queryByText(/^Showing/)?.closest(".et-preview-sizer")).toBeTruthy();
  });

  it("gives way to the editable table once a file is in the workspace", () => {
    const store = renderApp();
    act(() => store.setState({ loading: [reading] }));
    expect(screen.getByRole("grid").getAttribute("aria-readonly")).toBe("true");
    const file = { ...makeDoc(3), name: "small.xml" };
    act(() => store.setState({ files: [file] }));
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    expect(grid.getAttribute("aria-readonly")).toBeNull();
    expect(grid.getAttribute("aria-rowcount")).toBe("4");
    expect(screen.getByRole("button", { name: "Add URL" })).toBeTruthy();
  });

  it("shows the preview's layout while a file being read has sent no entries yet, saying they come", () => {
    const store = renderApp();
    act(() => store.setState({ loading: [{ ...reading, preview: undefined }] }));
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    expect(grid.getAttribute("aria-readonly")).toBe("true");
    expect(grid.getAttribute("aria-rowcount")).toBe("1");
    // laid out for the fields most big sitemaps have, as the preview and the table will most likely be
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["URL (loc)", "Last modified", "Change freq.", "Priority", "Problems"]);
    // not an empty table's "Showing 0 of 0 URLs" beside buttons that look live, nor "No URLs yet", nor
    // "No files yet" above the reading progress
    expect(within(screen.getByRole("main")).getByRole("status").textContent).toBe(
      "Still reading big.xml: its URLs show in a moment. Editing, sorting, filters and checks start when the whole file is read.",
    );
    expect(screen.queryByRole("button", { name: "Find & replace" })).toBeNull();
    expect(screen.queryByText(/No URLs yet/)).toBeNull();
    expect(screen.queryByText("No files yet")).toBeNull();
  });
});
