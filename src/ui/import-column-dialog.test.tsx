// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ImportColumnDialog } from "./import-column-dialog";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

describe("ImportColumnDialog", () => {
  it("focuses the proposed column, not the dialog's ×, and imports it on Enter", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    render(
      <StoreProvider store={store}>
        <ImportColumnDialog />
      </StoreProvider>,
    );
    expect(store.getState().importTable("two.tsv", "https://e.com/a\thttps://e.com/b\n")).toBe("ask");
    const first = await screen.findByRole("radio", { name: "Column 1 (https://e.com/a)" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.keyboard("{ArrowDown}");
    const second = screen.getByRole("radio", { name: "Column 2 (https://e.com/b)" });
    await waitFor(() => expect((second as HTMLInputElement).checked).toBe(true));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(store.getState().pendingImport).toBeUndefined());
    expect(store.getState().files[0]?.urls.map((url) => url.loc)).toEqual(["https://e.com/b"]);
  });
});

describe("ImportColumnDialog: the header row", () => {
  const open = (name: string, text: string) => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    render(
      <StoreProvider store={store}>
        <ImportColumnDialog />
      </StoreProvider>,
    );
    expect(store.getState().importTable(name, text)).toBe("ask");
    return store;
  };
  const header = () =>
    screen.getByRole("checkbox", { name: /The first row is a header/ }) as HTMLInputElement;

  it("leaves out a first row that names a column of paths, showing the column's first values", async () => {
    const store = open("relpaths.csv", "path,title\n/a,A\n/b,B\n/c,C\n/d,D\n");
    const column = await screen.findByRole("radio", { name: "Column 1 (/a, /b, /c)" });
    expect((column as HTMLInputElement).checked).toBe(true);
    expect(header().checked).toBe(true);
    expect(header().parentElement?.textContent).toContain("“path”");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(store.getState().pendingImport).toBeUndefined());
    expect(store.getState().files[0]?.urls.map((url) => url.loc)).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("preselects the column of paths after a column of words, its header row left out", async () => {
    const store = open("pages.csv", "title,path\nHome,/\nRed shoes,/catalog/red\nContacts,/contacts\n");
    const paths = await screen.findByRole("radio", { name: "Column 2 (/, /catalog/red, /contacts)" });
    expect((paths as HTMLInputElement).checked).toBe(true);
    expect(header().checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(store.getState().pendingImport).toBeUndefined());
    expect(store.getState().files[0]?.urls.map((url) => url.loc)).toEqual(["/", "/catalog/red", "/contacts"]);
  });

  it("keeps the first row when the box is cleared, and leaves it out when ticked over plain words", async () => {
    const store = open("words.csv", "col1,col2\nfoo,bar\nbaz,qux\n");
    expect(await screen.findByRole("radio", { name: "Column 1 (col1, foo, baz)" })).toBeTruthy();
    expect(header().checked).toBe(false);
    await userEvent.click(header());
    expect(screen.getByRole("radio", { name: "Column 1 (foo, baz)" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(store.getState().pendingImport).toBeUndefined());
    expect(store.getState().files[0]?.urls.map((url) => url.loc)).toEqual(["foo", "baz"]);
  });
});
