// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkSitemaps, type SitemapFile } from "@/core/index";
import { COLUMN_WIDTHS_KEY, HIDDEN_COLUMNS_KEY } from "@/store/preferences";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc, makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { getNoticeText } from "@/ui/messages";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { EntriesTable } from "./entries-table";
import { KEY_RESIZE_STEP } from "./grid-handlers";
import { reloadHiddenColumns } from "./hidden-columns";

// happy-dom has no layout: give every element a viewport so the virtualizer has something to fill
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });
});
afterEach(cleanup);

function renderTable(files: SitemapFile[]) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({ files, problems: checkSitemaps(files) });
  render(
    <StoreProvider store={store}>
      <EntriesTable />
    </StoreProvider>,
  );
  return store;
}

const bodyRows = () => screen.getAllByRole("row").filter((row) => row.getAttribute("aria-rowindex") !== "1");
const cellOf = (rowIndex: number, col: number) =>
  within(bodyRows().find((row) => row.getAttribute("aria-rowindex") === String(rowIndex + 2)) as HTMLElement)
    .getAllByRole("gridcell")
    .find((cell) => cell.getAttribute("aria-colindex") === String(col + 1)) as HTMLElement;

describe("EntriesTable", () => {
  it("renders a labelled grid with column headers and gridcells", () => {
    renderTable([makeDoc(3)]);
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    expect(grid.getAttribute("aria-rowcount")).toBe("4");
    // one file: its name would repeat on every row, so no File column
    expect(grid.getAttribute("aria-colcount")).toBe("5");
    // each header's label (its sort arrow and resize handle aside)
    const labels = within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.querySelector(".et-sort-label")?.textContent);
    expect(labels).toEqual(["URL (loc)", "Last modified", "Change freq.", "Priority", "Problems"]);
    expect(cellOf(1, 0).textContent).toBe("https://www.example.com/page-1");
    expect(screen.getByText("Showing 3 of 3 URLs")).toBeTruthy();
  });

  it("says rows were deleted, not that the files could not be read, when every row of a read file is gone", async () => {
    const store = renderTable([makeDoc(2)]);
    const rows = [0, 1].map((entry) => ({ file: "sitemap.xml", entry }));
    act(() => store.getState().deleteRows(rows));
    expect(await screen.findByText(/their rows were deleted\. Undo brings them back/)).toBeTruthy();
    expect(screen.queryByText(/could not be read as sitemaps/)).toBeNull();
    act(() => store.getState().undo());
    await waitFor(() => expect(screen.getByText("Showing 2 of 2 URLs")).toBeTruthy());
  });

  it("shows the File column once URLs of two files are in the table, not with the File filter on one", async () => {
    const store = renderTable([makeDoc(2), { ...makeDoc(2), name: "other.xml" }]);
    const grid = screen.getByRole("grid", { name: "Sitemap URLs" });
    expect(grid.getAttribute("aria-colcount")).toBe("6");
    expect(within(grid).getAllByRole("columnheader")[4].querySelector(".et-sort-label")?.textContent).toBe(
      "File",
    );
    // one file's rows: its name would repeat on every row
    act(() => store.getState().setFilter({ file: "other.xml" }));
    await waitFor(() => expect(grid.getAttribute("aria-colcount")).toBe("5"));
    act(() => store.getState().setFilter({ file: undefined }));
    await waitFor(() => expect(grid.getAttribute("aria-colcount")).toBe("6"));
  });

  it("shows a news sitemap's publication date and title, sorted by instant, and none without news", async () => {
    const user = userEvent.setup();
    const news = (publication_date: string, title: string) => ({
      publication: { name: "Вести", language: "ru" },
      publication_date,
      title,
    });
    const store = renderTable([
      makeDoc(3, (i) => ({
        news: [
          news("2026-12-04T10:00:00+03:00", "Второй"),
          news("2026-12-04T08:30:00Z", "Третий"),
          news("2026-12-04T09:00:00+03:00", "Первый"),
        ][i],
      })),
    ]);
    const labels = () =>
      screen
        .getAllByRole("columnheader")
        .map((header) => header.querySelector(".et-sort-label")?.textContent);
    expect(labels()).toEqual([
      "URL (loc)",
      "Last modified",
      "Change freq.",
      "Priority",
      "Published",
      "News title",
      "Problems",
    ]);
    expect(cellOf(0, 5).textContent).toBe("Второй");
    // read-only in the table: Enter asks the details pane's field to take the focus, no editor opens
    expect(cellOf(0, 5).getAttribute("aria-readonly")).toBe("true");
    await user.click(cellOf(0, 5));
    await user.keyboard("{Enter}");
    expect(store.getState().cellRequest).toEqual({ column: "news_title", field: "news.title", focus: true });
    expect(cellOf(0, 5).querySelector("input")).toBeNull();
    // 09:00+03:00 is 06:00 UTC, before 07:00 UTC (10:00+03:00) and 08:30 UTC
    await user.click(within(screen.getAllByRole("columnheader")[4]).getByRole("button"));
    expect([0, 1, 2].map((row) => cellOf(row, 5).textContent)).toEqual(["Первый", "Второй", "Третий"]);
    // a title edited elsewhere (the details pane) shows in its cell
    const first = store.getState().files[0].urls[2];
    act(() =>
      store.getState().replaceEntries(
        [
          {
            row: { file: "sitemap.xml", entry: 2 },
            entry: { ...first, news: { ...news("2026-12-04T09:00:00+03:00", "Новый") } },
          },
        ],
        "edit news",
      ),
    );
    await waitFor(() => expect(cellOf(0, 5).textContent).toBe("Новый"));
    // the Columns menu offers them while there is news, and hides them
    await user.click(screen.getByText("Columns"));
    await user.click(screen.getByRole("checkbox", { name: "News title" }));
    expect(labels()).not.toContain("News title");
    await user.click(screen.getByRole("checkbox", { name: "News title" }));
    cleanup();
    renderTable([makeDoc(2)]);
    expect(labels()).not.toContain("News title");
    await user.click(screen.getByText("Columns"));
    expect(screen.queryByRole("checkbox", { name: "News title" })).toBeNull();
    cleanup();
    // beside news, a Change freq. or Priority no entry has is left out (and not offered): room for the news
    const onlyNews = makeDoc(2, () => ({ changefreq: undefined, news: news("2026-12-04", "Один") }));
    onlyNews.urls[1] = { ...onlyNews.urls[1], priority: undefined };
    renderTable([onlyNews]);
    expect(labels()).toEqual([
      "URL (loc)",
      "Last modified",
      "Priority",
      "Published",
      "News title",
      "Problems",
    ]);
    await user.click(screen.getByText("Columns"));
    expect(screen.queryByRole("checkbox", { name: "Change freq." })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Priority" })).toBeTruthy();
    cleanup();
    // a few news among a site's pages: no news columns, until the news file is picked in the File filter
    const site = renderTable([{ ...onlyNews, name: "news.xml" }, makeDoc(5)]);
    expect(labels()).not.toContain("Published");
    act(() => site.getState().setFilter({ file: "news.xml" }));
    await waitFor(() => expect(labels()).toContain("Published"));
    // or a search that shows news (a headline searched for)
    act(() => site.getState().setFilter({ file: undefined, text: "Один" }));
    await waitFor(() => expect(labels()).toContain("News title"));
    // and the columns follow the rows shown: the pages' changefreq is not among them
    expect(labels()).not.toContain("Change freq.");
    act(() => site.getState().setFilter({ text: "" }));
    await waitFor(() => expect(labels()).not.toContain("News title"));
  });

  it("shows no File column beside an empty file: its URLs are one file's", () => {
    renderTable([makeDoc(2), { ...makeDoc(0), name: "empty.xml" }]);
    expect(screen.getByRole("grid", { name: "Sitemap URLs" }).getAttribute("aria-colcount")).toBe("5");
  });

  it("renders far fewer rows than the file has (virtualized)", () => {
    renderTable([makeDoc(8_497)]);
    expect(screen.getByRole("grid").getAttribute("aria-rowcount")).toBe("8498");
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
  });

  it("leaves the focus where the user went after a click on the cell already active", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(200)]);
    await user.click(cellOf(2, 0));
    await user.click(cellOf(2, 0));
    expect(document.activeElement).toBe(cellOf(2, 0));
    // the second click changed nothing: no focus request may wait for the grid's next render
    const search = screen.getByRole("searchbox", { name: /Search URLs/ });
    await user.click(search);
    await user.keyboard("page-1");
    await waitFor(() =>
      expect(screen.getByText(/^Showing \d+ of 200 URLs$/).textContent).not.toBe("Showing 200 of 200 URLs"),
    );
    expect(document.activeElement).toBe(search);
    await user.keyboard("9");
    expect((search as HTMLInputElement).value).toBe("page-19");
    await waitFor(() => expect(screen.getByText("Showing 11 of 200 URLs")).toBeTruthy());
    expect(document.activeElement).toBe(search);
  });

  it("moves focus between cells with the arrow keys, Home, End and PageDown", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(200)]);
    await user.click(cellOf(0, 0));
    expect(document.activeElement).toBe(cellOf(0, 0));
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowRight}");
    expect(document.activeElement).toBe(cellOf(2, 1));
    expect(cellOf(2, 1).tabIndex).toBe(0);
    expect(cellOf(0, 0).tabIndex).toBe(-1);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(cellOf(2, 4));
    await user.keyboard("{Home}{PageDown}");
    const active = document.activeElement as HTMLElement;
    expect(Number(active.closest("tr")?.getAttribute("aria-rowindex"))).toBeGreaterThan(10);
    expect(active.getAttribute("aria-colindex")).toBe("1");
  });

  it("widens and narrows the active cell's column with Alt+→ and Alt+←, and remembers the width", async () => {
    localStorage.removeItem(COLUMN_WIDTHS_KEY);
    const user = userEvent.setup();
    renderTable([makeDoc(5)]);
    await user.click(cellOf(0, 1));
    const widthOf = () =>
      (document.querySelector(".et-scroll") as HTMLElement).style.getPropertyValue("--et-cols");
    const before = widthOf();
    await user.keyboard("{Alt>}{ArrowRight}{ArrowRight}{/Alt}");
    const widths = JSON.parse(localStorage.getItem(COLUMN_WIDTHS_KEY) ?? "{}");
    // happy-dom lays nothing out: the step goes from the column's own size
    expect(widths).toEqual({ lastmod: 236 + 2 * KEY_RESIZE_STEP });
    expect(widthOf()).not.toBe(before);
    expect(document.activeElement).toBe(cellOf(0, 1));
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(JSON.parse(localStorage.getItem(COLUMN_WIDTHS_KEY) ?? "{}")).toEqual({
      lastmod: 236 + KEY_RESIZE_STEP,
    });
    // a new table (the next visit) starts from it
    cleanup();
    renderTable([makeDoc(5)]);
    expect(widthOf()).toContain(`${236 + KEY_RESIZE_STEP}px`);
    localStorage.removeItem(COLUMN_WIDTHS_KEY);
  });

  it("hides and shows columns from the Columns menu, remembered, the URL always shown", async () => {
    localStorage.removeItem(HIDDEN_COLUMNS_KEY);
    reloadHiddenColumns();
    const user = userEvent.setup();
    const store = renderTable([makeDoc(3)]);
    const headers = () =>
      screen.getAllByRole("columnheader").map((th) => th.textContent?.replace(/[▲▼]/g, ""));
    expect(headers()).toContain("Priority");
    await user.click(screen.getByText("Columns"));
    await user.click(screen.getByRole("checkbox", { name: "Priority" }));
    await user.click(screen.getByRole("checkbox", { name: "Change freq." }));
    expect(headers()).toEqual(["URL (loc)", "Last modified", "Problems"]);
    expect(JSON.parse(localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? "[]")).toEqual(["changefreq", "priority"]);
    expect(screen.queryByRole("checkbox", { name: "URL (loc)" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Priority" }));
    expect(headers()).toEqual(["URL (loc)", "Last modified", "Priority", "Problems"]);
    // a sort by a column hidden goes with it; the focus leaving the menu closes it
    store.getState().setSort({ column: "priority", desc: false });
    await user.click(screen.getByRole("checkbox", { name: "Priority" }));
    expect(store.getState().sort).toBeUndefined();
    const menu = document.querySelector(".et-columns") as HTMLDetailsElement;
    expect(menu.open).toBe(true);
    await user.click(cellOf(0, 0));
    expect(menu.open).toBe(false);
    await user.click(screen.getByText("Columns"));
    screen.getByRole("checkbox", { name: "Problems" }).focus();
    await user.tab();
    expect(menu.open).toBe(false);
    localStorage.removeItem(HIDDEN_COLUMNS_KEY);
    reloadHiddenColumns();
  });

  it("makes the cell another panel asks for the active one, without taking the focus", async () => {
    const store = renderTable([makeDoc(20)]);
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    act(() => store.getState().setActiveRow({ file: "sitemap.xml", entry: 4 }, "priority"));
    await waitFor(() => expect(cellOf(4, 3).tabIndex).toBe(0));
    expect(cellOf(4, 0).tabIndex).toBe(-1);
    expect(document.activeElement).toBe(outside);
    // a column not shown (no news in the file): the URL's cell
    act(() => store.getState().setActiveRow({ file: "sitemap.xml", entry: 5 }, "news_title"));
    await waitFor(() => expect(cellOf(5, 0).tabIndex).toBe(0));
    outside.remove();
  });

  it("shows a percent-encoded, punycode URL as it reads, the form written in its tooltip and its editor", async () => {
    const user = userEvent.setup();
    const loc = "https://shop.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/";
    renderTable([
      makeSitemapFile({ urls: [makeUrlEntry({ loc })], location: "https://shop.xn--p1ai/sitemap.xml" }),
    ]);
    const cell = cellOf(0, 0);
    expect(cell.textContent).toBe("https://shop.рф/каталог/");
    expect(cell.getAttribute("aria-label")).toBe("https://shop.рф/каталог/");
    expect(cell.querySelector("[title]")?.getAttribute("title")).toBe(
      `https://shop.рф/каталог/\nWritten as: ${loc}`,
    );
    // editing changes what the file holds: the editor opens with the form written
    await user.click(cell);
    await user.keyboard("{Enter}");
    expect((screen.getByRole("textbox", { name: "Edit URL (loc)" }) as HTMLInputElement).value).toBe(loc);
  });

  it("edits a cell: Enter opens the editor, typing and Enter commit through the store", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    const editField = vi.spyOn(store.getState(), "editField");
    await user.click(cellOf(1, 3));
    await user.keyboard("{Enter}");
    const editor = screen.getByRole("textbox", { name: "Edit Priority" });
    expect(document.activeElement).toBe(editor);
    await user.clear(editor);
    await user.type(editor, "0.9{Enter}");
    expect(editField).toHaveBeenCalledWith({ file: "sitemap.xml", entry: 1 }, "priority", "0.9");
    expect(screen.queryByRole("textbox", { name: "Edit Priority" })).toBeNull();
    expect(cellOf(1, 3).textContent).toBe("0.9");
    expect(document.activeElement).toBe(cellOf(1, 3));
  });

  it("typing on a cell opens its editor with what is typed in place of the value, as a spreadsheet does", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    const editField = vi.spyOn(store.getState(), "editField");
    await user.click(cellOf(1, 3));
    await user.keyboard("0.7{Enter}");
    expect(editField).toHaveBeenCalledWith({ file: "sitemap.xml", entry: 1 }, "priority", "0.7");
    expect(cellOf(1, 3).textContent).toBe("0.7");
    expect(document.activeElement).toBe(cellOf(1, 3));
    // any script; Escape keeps the value
    await user.click(cellOf(2, 2));
    await user.keyboard("Е");
    expect((screen.getByRole("combobox", { name: "Edit Change freq." }) as HTMLInputElement).value).toBe("Е");
    await user.keyboard("{Escape}");
    expect(cellOf(2, 2).textContent).toBe("weekly");
    // Space still selects, Ctrl+A still selects all; a cell without a field (Problems) opens nothing
    await user.keyboard("{Control>}a{/Control}");
    expect(screen.queryByRole("combobox", { name: /^Edit/ })).toBeNull();
    await user.click(cellOf(2, 4));
    await user.keyboard("x");
    expect(screen.queryByRole("textbox", { name: /^Edit/ })).toBeNull();
    // ...and says so, once for the keys typed there, not a notice per key
    await user.keyboard("0.8");
    const told = store.getState().notices.filter((notice) => notice.text === "notice.cell-read-only");
    expect(told.map((notice) => getNoticeText(notice))).toEqual([
      "The Problems column cannot be edited. Double-click a URL, date, Change freq. or Priority cell, or press Enter on it, to edit it.",
    ]);
    // "?" stays the shortcut list's key
    await user.click(cellOf(2, 0));
    await user.keyboard("?");
    expect(screen.queryByRole("textbox", { name: /^Edit/ })).toBeNull();
    expect(editField).toHaveBeenCalledTimes(1);
  });

  it("commits with Tab and moves to the next cell, with Shift+Tab to the one before", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    const editField = vi.spyOn(store.getState(), "editField");
    await user.click(cellOf(1, 2));
    await user.keyboard("{Enter}");
    // with its list of values the input is a combobox
    await user.clear(screen.getByRole("combobox", { name: "Edit Change freq." }));
    await user.keyboard("monthly{Tab}");
    expect(editField).toHaveBeenCalledWith({ file: "sitemap.xml", entry: 1 }, "changefreq", "monthly");
    expect(cellOf(1, 2).textContent).toBe("monthly");
    expect(document.activeElement).toBe(cellOf(1, 3));
    expect(screen.queryByRole("combobox", { name: "Edit Change freq." })).toBeNull();
    await user.keyboard("{Enter}");
    await user.clear(screen.getByRole("textbox", { name: "Edit Priority" }));
    await user.keyboard("0.3{Shift>}{Tab}{/Shift}");
    expect(cellOf(1, 3).textContent).toBe("0.3");
    expect(document.activeElement).toBe(cellOf(1, 2));
  });

  it("lists in the Rule filter only the rules of the severity chosen", async () => {
    const user = userEvent.setup();
    // an error (priority.invalid) and a warning (lastmod.date-only)
    renderTable([
      makeSitemapFile({ urls: [makeUrlEntry({ priority: "1,5" }), makeUrlEntry({ lastmod: "2024-05-01" })] }),
    ]);
    const rules = () =>
      [...(screen.getByRole("combobox", { name: "Rule" }) as HTMLSelectElement).options].map((o) => o.value);
    expect(rules()).toEqual(expect.arrayContaining(["priority.invalid", "lastmod.date-only"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Severity" }), "error");
    expect(rules()).toContain("priority.invalid");
    expect(rules()).not.toContain("lastmod.date-only");
    // a rule of another severity chosen first goes when the severity changes (the table showed 0 rows)
    await user.selectOptions(screen.getByRole("combobox", { name: "Severity" }), "");
    await user.selectOptions(screen.getByRole("combobox", { name: "Rule" }), "lastmod.date-only");
    await user.selectOptions(screen.getByRole("combobox", { name: "Severity" }), "error");
    expect((screen.getByRole("combobox", { name: "Rule" }) as HTMLSelectElement).value).toBe("");
    expect(screen.getByText(/Showing 1 of 2 URLs/)).toBeTruthy();
    // one of the same severity stays
    await user.selectOptions(screen.getByRole("combobox", { name: "Rule" }), "priority.invalid");
    await user.selectOptions(screen.getByRole("combobox", { name: "Severity" }), "");
    await user.selectOptions(screen.getByRole("combobox", { name: "Severity" }), "error");
    expect((screen.getByRole("combobox", { name: "Rule" }) as HTMLSelectElement).value).toBe(
      "priority.invalid",
    );
    // the field is as wide as the code and count it shows (in characters), so a long code is not cut
    const field = screen.getByRole("combobox", { name: "Rule" }).parentElement as HTMLElement;
    expect(field.style.getPropertyValue("--et-fit-chars")).toBe(String("priority.invalid (1)".length));
    await user.selectOptions(screen.getByRole("combobox", { name: "Rule" }), "");
    expect(field.style.getPropertyValue("--et-fit-chars")).toBe(String("Any rule".length));
  });

  it("cancels an edit with Escape and keeps the value", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    const editField = vi.spyOn(store.getState(), "editField");
    await user.dblClick(cellOf(0, 0));
    await user.type(screen.getByRole("textbox", { name: "Edit URL (loc)" }), "-changed{Escape}");
    expect(editField).not.toHaveBeenCalled();
    expect(cellOf(0, 0).textContent).toBe("https://www.example.com/page-0");
    expect(document.activeElement).toBe(cellOf(0, 0));
  });

  it("marks a cell whose field has a problem and updates the marks after an edit", async () => {
    const user = userEvent.setup();
    renderTable([makeSitemapFile({ urls: [makeUrlEntry({ priority: "1,5" })] })]);
    const cell = screen.getByRole("gridcell", { name: "1,5", description: /1,5/ });
    expect(cell).toBe(cellOf(0, 3));
    expect(cell.className).toContain("et-cell--error");
    await user.dblClick(cell);
    const editor = screen.getByRole("textbox", { name: "Edit Priority" });
    await user.clear(editor);
    await user.type(editor, "0.5{Enter}");
    await waitFor(() => expect(cellOf(0, 3).className).not.toContain("et-cell--error"));
    // other notes on priority (e.g. engines ignore it) may stay; the error about "1,5" is gone
    expect(cellOf(0, 3).title).not.toContain("1,5");
  });

  it("marks a cell whose problems change while its value stays (a check of another entry's edit)", () => {
    const store = renderTable([makeDoc(3)]);
    const base = store.getState().problems;
    const loc = cellOf(1, 0);
    expect(loc.className).not.toContain("et-cell--error");
    const duplicate = {
      code: "loc.duplicate" as const,
      severity: "error" as const,
      message: "duplicate",
      file: "sitemap.xml",
      entry: 1,
      field: "loc",
      params: { value: "https://www.example.com/page-1", other: 3 },
    };
    // the row and its cells are memoized: the new problem must still reach the loc cell, and only it
    act(() => store.setState({ problems: [...base, duplicate] }));
    expect(cellOf(1, 0).className).toContain("et-cell--error");
    expect(cellOf(1, 1).className).not.toContain("et-cell--error");
    expect(within(cellOf(1, 4)).getByText(/1 error/)).toBeTruthy();
    // the same problem about another entry: its new text
    const before = cellOf(1, 0).title;
    act(() =>
      store.setState({
        problems: [
          ...base,
          { ...duplicate, message: "duplicate of 9", params: { ...duplicate.params, other: 9 } },
        ],
      }),
    );
    expect(cellOf(1, 0).title).not.toBe(before);
    act(() => store.setState({ problems: base }));
    expect(cellOf(1, 0).className).not.toContain("et-cell--error");
  });

  it("sorts by a column when its header is clicked, toggling aria-sort", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(3)]);
    const header = screen.getAllByRole("columnheader")[0];
    const button = within(header).getByRole("button");
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(cellOf(0, 0).textContent).toBe("https://www.example.com/page-2");
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBeNull();
  });

  it("filters the rows by the search text", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(50)]);
    await user.type(screen.getByRole("searchbox", { name: "Search URLs" }), "page-42");
    await waitFor(() => expect(screen.getByText("Showing 1 of 50 URLs")).toBeTruthy());
    expect(bodyRows()).toHaveLength(1);
    expect(cellOf(0, 0).textContent).toBe("https://www.example.com/page-42");
  });

  it("says so when no row matches the filters", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(5)]);
    await user.type(screen.getByRole("searchbox", { name: "Search URLs" }), "nothing-like-this");
    await waitFor(() => expect(screen.getByText("No URLs match these filters.")).toBeTruthy());
    expect(screen.getByText("Showing 0 of 5 URLs")).toBeTruthy();
  });

  it("clears the active cell with Delete, like a spreadsheet", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    await user.click(cellOf(1, 1));
    await user.keyboard("{Delete}");
    expect(store.getState().files[0].urls[1].lastmod).toBeUndefined();
    expect(screen.getByText("Showing 5 of 5 URLs")).toBeTruthy();
    expect(document.activeElement).toBe(cellOf(1, 1));
  });

  it("deletes the selected row with Ctrl+Delete and focuses the next one", async () => {
    const user = userEvent.setup();
    renderTable([makeDoc(5)]);
    await user.click(cellOf(1, 0));
    await user.keyboard("{Control>}{Delete}{/Control}");
    expect(screen.getByText("Showing 4 of 4 URLs")).toBeTruthy();
    expect(cellOf(1, 0).textContent).toBe("https://www.example.com/page-2");
    expect(document.activeElement).toBe(cellOf(1, 0));
  });

  it("adds an empty row and opens its loc editor", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    await user.click(screen.getByRole("button", { name: "Add URL" }));
    const editor = screen.getByRole("textbox", { name: "Edit URL (loc)" });
    expect(document.activeElement).toBe(editor);
    await user.type(editor, "https://www.example.com/new{Enter}");
    expect(store.getState().files[0].urls[5].loc).toBe("https://www.example.com/new");
    expect(screen.getByText("Showing 6 of 6 URLs")).toBeTruthy();
    // no filter was set: nothing was cleared, nothing to say
    expect(store.getState().notices).toEqual([]);
  });

  it("takes the new row back when its editor is left with Escape before anything is typed", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    await user.click(screen.getByRole("button", { name: "Add URL" }));
    expect(screen.getByText("Showing 6 of 6 URLs")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(store.getState().files[0].urls).toHaveLength(5);
    expect(screen.getByText("Showing 5 of 5 URLs")).toBeTruthy();
    // nothing to undo or redo: no blank row comes back
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().future).toHaveLength(0);
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 4 });
    // typed and entered, then Escape on another edit of it: the row stays
    await user.click(screen.getByRole("button", { name: "Add URL" }));
    const editor = screen.getByRole("textbox", { name: "Edit URL (loc)" });
    await user.type(editor, "https://www.example.com/new{Enter}");
    await user.keyboard("{Enter}{Escape}");
    expect(
      store
        .getState()
        .files[0].urls.map((url) => url.loc)
        .at(-1),
    ).toBe("https://www.example.com/new");
  });

  it("adds a row with nothing selected, so the selection line's Delete does not reach a row out of sight", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    act(() => store.getState().setSelection([{ file: "sitemap.xml", entry: 1 }]));
    expect(store.getState().selection.size).toBe(1);
    await user.click(screen.getByRole("button", { name: "Add URL" }));
    expect(store.getState().selection.size).toBe(0);
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 5 });
  });

  it("says it cleared the search to show the new row", async () => {
    const user = userEvent.setup();
    const store = renderTable([makeDoc(5)]);
    act(() => store.getState().setFilter({ text: "page-2" }));
    await user.click(screen.getByRole("button", { name: "Add URL" }));
    expect(store.getState().filter.text).toBe("");
    expect(store.getState().notices.map((notice) => [notice.text, notice.params])).toEqual([
      ["notice.add-cleared-filters", { name: "sitemap.xml" }],
    ]);
  });

  it("does not show the sitemaps of an index as rows", () => {
    renderTable([makeSitemapFile({ name: "index.xml", format: "sitemapindex", urls: [] }), makeDoc(2)]);
    expect(bodyRows()).toHaveLength(2);
  });

  it("says where the problems of the rule filtered on are when they are on an index's sitemaps", () => {
    const index = makeSitemapFile({
      name: "index.xml",
      format: "sitemapindex",
      location: "https://www.example.com/index.xml",
      urls: [],
      sitemaps: [{ loc: "https://other.example.org/a.xml" }, { loc: "https://other.example.org/b.xml" }],
    });
    const store = renderTable([index, makeDoc(2)]);
    const codes = new Set(
      store
        .getState()
        .problems.filter((p) => p.file === "index.xml")
        .map((p) => p.code),
    );
    expect(codes).toContain("loc.other-host");
    act(() => store.getState().setFilter({ code: "loc.other-host" }));
    expect(bodyRows()).toHaveLength(0);
    const empty = () => document.querySelector(".et-empty-state")?.textContent;
    expect(empty()).toBe(
      "2 problems of this rule are on the sitemaps that index.xml lists, which this table of URLs does not show: open them with Edit sitemaps on its card in the Files panel.",
    );
    // the count of rows says it too
    expect(document.querySelector(".et-count")?.textContent).toBe(
      "Showing 0 of 2 URLs · 2 more on the sitemaps of index.xml (Edit sitemaps)",
    );
    act(() => store.getState().setFilter({ code: "lastmod.date-only", text: "no-such-url" }));
    expect(empty()).toBe("No URLs match these filters.");
    act(() => store.getState().setFilter({ code: "priority.invalid", text: "" }));
    expect(empty()).toBe("No URL has a priority.invalid problem now.Show all URLs");
    expect(document.querySelector(".et-count")?.textContent).toBe("Showing 0 of 2 URLs");
  });

  it("says the rule filtered on has no problem left after a Fix all, and offers every URL", async () => {
    const user = userEvent.setup();
    const doc = makeDoc(3);
    const file = {
      ...doc,
      urls: doc.urls.map((entry, i) => (i === 0 ? entry : { ...entry, priority: "1,0" })),
    };
    const store = renderTable([file]);
    const code = store.getState().problems.find((p) => p.entry === 1 && p.field === "priority")
      ?.code as string;
    expect(code).toBe("priority.invalid");
    act(() => store.getState().setFilter({ code }));
    expect(bodyRows()).toHaveLength(2);
    act(() => {
      store.getState().applyFixAll(code);
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
    const empty = document.querySelector(".et-empty-state");
    expect(empty?.querySelector("[role=status]")?.textContent).toBe(
      "No URL has a priority.invalid problem now.",
    );
    await user.click(within(empty as HTMLElement).getByRole("button", { name: "Show all URLs" }));
    expect(store.getState().filter.code).toBeUndefined();
    expect(bodyRows()).toHaveLength(3);
  });

  it("says that the problem of the rule filtered on is about a whole file, not a row", () => {
    const store = renderTable([makeDoc(2)]);
    const file = store.getState().files[0].name;
    act(() =>
      store.setState({
        problems: [
          ...store.getState().problems,
          { code: "xml.doctype", severity: "warning", message: "DOCTYPE", file, line: 2, column: 1 },
        ],
      }),
    );
    act(() => store.getState().setFilter({ code: "xml.doctype" }));
    expect(bodyRows()).toHaveLength(0);
    expect(document.querySelector(".et-empty-state")?.textContent).toBe(
      `This rule's problem is about the whole file ${file}, not one of its URLs: its card in the Files panel and the Problems panel say what is wrong and what to do.`,
    );
  });
});
