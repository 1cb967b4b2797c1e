// @vitest-environment happy-dom

import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { useHistoryShortcuts } from "./use-history-shortcuts";

afterEach(cleanup);

function Shortcuts({ modal }: { modal: boolean }) {
  useHistoryShortcuts();
  return (
    <>
      <button type="button">outside</button>
      <select aria-label="language">
        <option>English</option>
      </select>
      <input aria-label="typed" />
      {modal && (
        <div role="dialog" aria-modal="true">
          <button type="button">inside</button>
        </div>
      )}
    </>
  );
}

async function setUp(modal: boolean) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const text = "https://www.example.com/a\n";
  await store.getState().addFiles([{ name: "list.txt", bytes: new TextEncoder().encode(text) }]);
  store.getState().editField({ file: "list.txt", entry: 0 }, "priority", "0.5");
  const view = render(
    <StoreProvider store={store}>
      <Shortcuts modal={modal} />
    </StoreProvider>,
  );
  return { store, view };
}

describe("useHistoryShortcuts", () => {
  it("undoes with Ctrl+Z on the page", async () => {
    const { store, view } = await setUp(false);
    fireEvent.keyDown(view.getByText("outside"), { key: "z", ctrlKey: true });
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().files[0].urls[0].priority).toBeUndefined();
  });

  it("undoes with Ctrl+Z on the Russian layout, where the key reads «я», and redoes with Ctrl+Н (Y)", async () => {
    const { store, view } = await setUp(false);
    fireEvent.keyDown(view.getByText("outside"), { key: "я", code: "KeyZ", ctrlKey: true });
    expect(store.getState().files[0].urls[0].priority).toBeUndefined();
    fireEvent.keyDown(view.getByText("outside"), { key: "н", code: "KeyY", ctrlKey: true });
    expect(store.getState().files[0].urls[0].priority).toBe("0.5");
  });

  it("undoes from a select (the language switch keeps the focus once chosen), not from a text field", async () => {
    const { store, view } = await setUp(false);
    fireEvent.keyDown(view.getByLabelText("typed"), { key: "z", ctrlKey: true });
    expect(store.getState().past).toHaveLength(1);
    fireEvent.keyDown(view.getByLabelText("language"), { key: "z", ctrlKey: true });
    expect(store.getState().past).toHaveLength(0);
  });

  it("does nothing while a modal dialog is open, whatever has the focus", async () => {
    const { store, view } = await setUp(true);
    fireEvent.keyDown(view.getByText("inside"), { key: "z", ctrlKey: true });
    fireEvent.keyDown(view.getByText("outside"), { key: "z", ctrlKey: true });
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().files[0].urls[0].priority).toBe("0.5");
  });
});
