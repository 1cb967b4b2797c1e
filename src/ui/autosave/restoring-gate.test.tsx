// @vitest-environment happy-dom

import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "zustand";
import type { Autosave, AutosaveState } from "@/store/persist-workspace";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { AutosaveProvider } from "./autosave-context";
import { RestoringGate } from "./restoring-gate";

afterEach(cleanup);

/** A `drop` of `files` on the window, as the browser sends it (happy-dom has no DataTransfer of files). */
function dropFiles(files: File[]) {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: { types: ["Files"], files } });
  window.dispatchEvent(event);
}

describe("RestoringGate", () => {
  it("keeps files dropped while the workspace is restored and then opens them as a drop would: a CSV is imported", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const state = createStore<AutosaveState>()(() => ({ status: "idle", ready: false }));
    const autosave = { state } as unknown as Autosave;
    render(
      <StoreProvider store={store}>
        <AutosaveProvider autosave={autosave}>
          <RestoringGate>
            <p>the app</p>
          </RestoringGate>
        </AutosaveProvider>
      </StoreProvider>,
    );
    expect(screen.getByRole("status").textContent).toContain("Restoring");
    const csv = "Title,Address\nHome,https://www.example.com/\nShop,https://www.example.com/shop\n";
    dropFiles([new File([csv], "urls.csv", { type: "text/csv" })]);
    expect(store.getState().files).toEqual([]);
    act(() => state.setState({ ready: true }));
    expect(screen.getByText("the app")).toBeTruthy();
    await waitFor(() => expect(store.getState().files).toHaveLength(1));
    expect(store.getState().files[0].urls.map((url) => url.loc)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/shop",
    ]);
  });
});
