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
