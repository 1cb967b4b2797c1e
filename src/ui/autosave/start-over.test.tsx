// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryStorage } from "@/store/persist-storage";
import { attachAutosave } from "@/store/persist-workspace";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeSitemapFile } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { AutosaveProvider } from "./autosave-context";
import { OtherTabBanner } from "./other-tab-banner";
import { SaveStatus } from "./save-status";
import { StartOverButton } from "./start-over";

afterEach(cleanup);

async function setup() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const storage = createMemoryStorage();
  const autosave = attachAutosave(store, {
    storage,
    debounceMs: 1,
    whenIdle: (run) => run(),
    lock: { locks: null, channel: null },
  });
  await autosave.restore();
  store.setState({ files: [makeSitemapFile({ name: "a.xml" })] });
  await autosave.flush();
  render(
    <StoreProvider store={store}>
      <AutosaveProvider autosave={autosave}>
        <SaveStatus />
        <StartOverButton />
        <OtherTabBanner />
      </AutosaveProvider>
    </StoreProvider>,
  );
  return { store, storage, autosave };
}

describe("Start over", () => {
  it("asks first; Cancel keeps the files and the saved copy", async () => {
    const { store, storage } = await setup();
    const user = userEvent.setup();
    const saved = storage.map.size;
    await user.click(screen.getByRole("button", { name: "Start over" }));
    const dialog = screen.getByRole("alertdialog", { name: "Start over?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.textContent).toContain("Export first if you want to keep your work.");
    // focus on the safe choice
    expect(document.activeElement?.textContent).toBe("Cancel");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(store.getState().files).toHaveLength(1);
    expect(storage.map.size).toBe(saved);
  });

  it("closes as soon as it is confirmed, while a save under way still holds the deletion", async () => {
    const { store, storage, autosave } = await setup();
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const setItems = storage.setItems.bind(storage);
    storage.setItems = async (entries, remove, prepare) => {
      await held;
      return setItems(entries, remove, prepare);
    };
    store.setState({ files: [makeSitemapFile({ name: "b.xml" })] });
    await waitFor(() => expect(autosave.state.getState().status).toBe("saving"));
    await user.click(screen.getByRole("button", { name: "Start over" }));
    await user.click(screen.getByRole("alertdialog").querySelector("button.danger") as HTMLElement);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(store.getState().files).toEqual([]);
    // the saved copy goes once the save has ended
    expect(autosave.hasUnsavedChanges()).toBe(true);
    release();
    await waitFor(() => expect(storage.map.size).toBe(0));
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it("Escape cancels too", async () => {
    const { store } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Start over" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(store.getState().files).toHaveLength(1);
  });

  it("clears the workspace and its saved copy once confirmed", async () => {
    const { store, storage } = await setup();
    const user = userEvent.setup();
    expect(storage.map.size).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Start over" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(dialog.querySelector("button.danger") as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(store.getState().files).toEqual([]);
    expect(storage.map.size).toBe(0);
    // nothing left to start over from
    expect(screen.queryByRole("button", { name: "Start over" })).toBeNull();
  });
});

describe("save status", () => {
  it("shows Saved, then a lasting Not saved when a write fails", async () => {
    const { store, storage, autosave } = await setup();
    expect(screen.getByText("Saved")).toBeTruthy();
    storage.setItems = () => Promise.reject(new DOMException("full", "QuotaExceededError"));
    store.setState({ files: [makeSitemapFile({ name: "b.xml" })] });
    await autosave.flush();
    await waitFor(() => expect(screen.getByText("Not saved")).toBeTruthy());
    expect(screen.getByText(/browser's storage is full/)).toBeTruthy();
  });
});
