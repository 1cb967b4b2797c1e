// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkSitemaps, type SitemapFile } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { EntriesTable } from "./entries-table";

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });
});
afterEach(cleanup);

function renderTable(files: SitemapFile[]) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ files, problems: checkSitemaps(files) });
  render(
    <StoreProvider store={store}>
      <EntriesTable />
    </StoreProvider>,
  );
  return store;
}

const rowAt = (index: number) =>
  screen
    .getAllByRole("row")
    .find((row) => row.getAttribute("aria-rowindex") === String(index + 2)) as HTMLElement;
const locCell = (index: number) => within(rowAt(index)).getAllByRole("gridcell")[0];
const selectedRows = () =>
  screen.getAllByRole("row").filter((row) => row.getAttribute("aria-selected") === "true").length;

describe("EntriesTable selection", () => {
  it("selects with click, Shift-click and Ctrl-click, marking rows aria-selected and counting them", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(20)]);
    expect(screen.getByRole("grid").getAttribute("aria-multiselectable")).toBe("true");
    // nothing is selected yet: no row says so, and no cell (the active cell is focusable, not selected)
    expect(selectedRows()).toBe(0);
    expect(document.querySelectorAll("[role=gridcell][aria-selected]")).toHaveLength(0);
    await user.click(locCell(2));
    expect(rowAt(2).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("1 row selected")).toBeTruthy();
    await user.keyboard("{Shift>}");
    await user.click(locCell(5));
    await user.keyboard("{/Shift}{Control>}");
    await user.click(locCell(8));
    await user.click(locCell(3));
    await user.keyboard("{/Control}");
    expect(selectedRows()).toBe(4);
    expect(rowAt(3).getAttribute("aria-selected")).toBe("false");
    expect(screen.getByText("4 rows selected")).toBeTruthy();
  });

  it("selects rows apart by keyboard: Ctrl+arrows move alone, Space adds or removes, no scrolling", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(20)]);
    await user.click(locCell(2));
    await user.keyboard("{Control>}{ArrowDown}{ArrowDown}{/Control}");
    // the active cell moved, the selection did not
    expect(selectedRows()).toBe(1);
    expect(rowAt(2).getAttribute("aria-selected")).toBe("true");
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    (document.activeElement as HTMLElement).dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await waitFor(() => expect(rowAt(4).getAttribute("aria-selected")).toBe("true"));
    expect(selectedRows()).toBe(2);
    await user.keyboard(" ");
    expect(rowAt(4).getAttribute("aria-selected")).toBe("false");
    expect(selectedRows()).toBe(1);
    // a plain arrow selects the row it lands on, alone
    await user.keyboard("{ArrowDown}");
    expect(selectedRows()).toBe(1);
    expect(rowAt(5).getAttribute("aria-selected")).toBe("true");
  });

  it("makes the row Space selects the active one when the grid was reached by keyboard with none", async () => {
    const store = renderTable([makeDoc(3)]);
    expect(store.getState().activeRow).toBeUndefined();
    act(() => locCell(0).focus());
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    act(() => {
      locCell(0).dispatchEvent(space);
    });
    await waitFor(() => expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 0 }));
    expect(selectedRows()).toBe(1);
  });

  it("selects every matching row with Ctrl+A or the Select all button, and clears with Escape", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(300)]);
    await user.click(locCell(0));
    await user.keyboard("{Control>}a{/Control}");
    expect(screen.getByText("300 rows selected")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(store.getState().selection.size).toBe(0);
    await user.click(screen.getByRole("button", { name: "Select all 300 matching" }));
    expect(store.getState().selection.size).toBe(300);
  });

  it("sets a field on the selected rows from the selection line as one undoable step", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(10)]);
    await user.click(locCell(1));
    await user.keyboard("{Shift>}{ArrowDown}{ArrowDown}{/Shift}");
    expect(screen.getByText("3 rows selected")).toBeTruthy();
    const bar = screen.getByRole("region", { name: "Selected rows" });
    await user.selectOptions(
      within(bar).getByRole("combobox", { name: "Change selected rows:" }),
      "changefreq",
    );
    await user.selectOptions(within(bar).getByRole("combobox", { name: "New value" }), "daily");
    await user.click(within(bar).getByRole("button", { name: "Set" }));
    expect(
      store
        .getState()
        .files[0].urls.map((url) => url.changefreq)
        .slice(0, 5),
    ).toEqual(["weekly", "daily", "daily", "daily", "weekly"]);
    expect(store.getState().past).toHaveLength(1);
    await user.click(within(bar).getByRole("button", { name: "Delete 3 URLs" }));
    expect(screen.getByText("Showing 7 of 7 URLs")).toBeTruthy();
    // nothing is selected after it: a second click would otherwise delete a row nobody picked
    expect(store.getState().selection.size).toBe(0);
    expect(within(bar).queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("says how many selected rows an edit took out of the filters, and still offers to select all shown", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(6)]);
    store.getState().setFilter({ text: "page" });
    await user.click(locCell(1));
    await user.keyboard("{Shift>}");
    await user.click(locCell(3));
    await user.keyboard("{/Shift}");
    expect(screen.getByText("3 rows selected")).toBeTruthy();
    const row = store.getState().activeRow as { file: string; entry: number };
    store.getState().editField({ ...row, entry: 2 }, "loc", "https://other.example/x");
    await screen.findByText("(1 hidden by the filters after an edit)");
    expect(screen.getByText(/3 rows selected/)).toBeTruthy();
    // 2 of the 5 shown rows are selected: "Select all" is still there
    expect(screen.getByRole("button", { name: "Select all 5 matching" })).toBeTruthy();
  });

  it("drops the clicked row's selection when an edit takes it out of the filters: no Delete of a row out of sight", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(6)]);
    store.getState().setFilter({ text: "page" });
    await user.click(locCell(2));
    expect(screen.getByText("1 row selected")).toBeTruthy();
    const row = store.getState().activeRow as { file: string; entry: number };
    store.getState().editField(row, "loc", "https://other.example/x");
    await waitFor(() => expect(store.getState().selection.size).toBe(0));
    expect(screen.queryByText(/hidden by the filters/)).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete \d* ?URL/ })).toBeNull();
    // the entry itself is kept, edited
    expect(store.getState().files[0].urls[row.entry].loc).toBe("https://other.example/x");
  });

  it("keeps the selection line when a change on every matching row leaves none shown", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(4)]);
    store.getState().setFilter({ text: "page" });
    await user.click(await screen.findByRole("button", { name: "Select all 4 matching" }));
    expect(screen.getByText("4 rows selected")).toBeTruthy();
    const rows = store.getState().files[0].urls.map((_, entry) => ({ file: "sitemap.xml", entry }));
    store.getState().replaceInRows({ find: "page", replace: "item", fields: ["loc"] }, rows);
    await screen.findByText("(4 hidden by the filters after edits)");
    const bar = screen.getByRole("region", { name: "Selected rows" });
    expect(within(bar).getByRole("button", { name: "Delete 4 URLs" })).toBeTruthy();
    expect(store.getState().selection.size).toBe(4);
  });
});
