import { describe, expect, it } from "vitest";
import { checkSitemaps } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { runHistoryCommand } from "./history-command";

/** A 2,000-entry sitemap whose row 1,300's lastmod was edited, the user then back on row 0. */
function editedFarDown() {
  const file = makeDoc(2000);
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ files: [file], problems: checkSitemaps([file]) });
  store.getState().editField({ file: "sitemap.xml", entry: 1300 }, "lastmod", "2026-12-06");
  const top = { file: "sitemap.xml", entry: 0 };
  store.getState().setActiveRow(top);
  store.getState().setSelection([top]);
  return store;
}

describe("runHistoryCommand", () => {
  it("makes the row Undo reverted the active one, on the column it changed, and selects it", () => {
    const store = editedFarDown();
    runHistoryCommand(store, "undo");
    const state = store.getState();
    expect(state.files[0].urls[1300].lastmod).not.toBe("2026-12-06");
    expect(state.activeRow).toEqual({ file: "sitemap.xml", entry: 1300 });
    expect(state.cellRequest).toEqual({ column: "lastmod" });
    expect([...state.selection]).toEqual(["sitemap.xml\u0000" + "1300"]);
    // Redo shows it again after the user went back up
    store.getState().setActiveRow({ file: "sitemap.xml", entry: 0 });
    runHistoryCommand(store, "redo");
    expect(store.getState().files[0].urls[1300].lastmod).toBe("2026-12-06");
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 1300 });
  });

  it("keeps a selection of several rows, and leaves the table alone for a row the filter hides", () => {
    const store = editedFarDown();
    const many = [0, 1, 2].map((entry) => ({ file: "sitemap.xml", entry }));
    store.getState().setSelection(many);
    runHistoryCommand(store, "undo");
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 1300 });
    expect(store.getState().selection.size).toBe(3);
    store.getState().setFilter({ text: "no such URL" });
    store.getState().setActiveRow(undefined);
    runHistoryCommand(store, "redo");
    expect(store.getState().files[0].urls[1300].lastmod).toBe("2026-12-06");
    expect(store.getState().activeRow).toBeUndefined();
  });
});
