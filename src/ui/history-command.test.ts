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

  it("leaves the table alone for a step that deleted rows, whose entries' numbers moved", () => {
    // each copy has a newer lastmod, which the row kept takes: a change in place beside the deletes
    const file = makeDoc(6, (i) => ({
      loc: `https://www.example.com/p/${[0, 0, 1, 1, 2, 3][i]}`,
      lastmod: i === 1 || i === 3 ? "2026-01-01" : "2020-01-01",
    }));
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file], problems: checkSitemaps([file]) });
    store.getState().removeDuplicates();
    store.getState().setActiveRow({ file: "sitemap.xml", entry: 3 }, "lastmod");
    const asked = store.getState().cellRequest;
    runHistoryCommand(store, "undo");
    expect(store.getState().files[0].urls).toHaveLength(6);
    expect(store.getState().cellRequest).toBe(asked);
    runHistoryCommand(store, "redo");
    expect(store.getState().files[0].urls).toHaveLength(4);
    // no row asked for: it had selected the row after the one the copies merged into
    expect(store.getState().cellRequest).toBe(asked);
  });

  it("shows the changed row the sorted table shows first, on the column it changed", () => {
    const file = makeDoc(5);
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file], problems: checkSitemaps([file]) });
    store.getState().setSort({ column: "loc", desc: true });
    const rows = [1, 3].map((entry) => ({ file: "sitemap.xml", entry }));
    store.getState().setSelection(rows);
    store.getState().setFieldOnRows(rows, "priority", "0.9");
    store.getState().setActiveRow(undefined);
    runHistoryCommand(store, "undo");
    // sorted by URL descending, entry 3 comes before entry 1
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 3 });
    expect(store.getState().cellRequest).toEqual({ column: "priority" });
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

describe("Undo right after a file is opened", () => {
  it("says opening is not undone, and undoes the step before it only when pressed again", async () => {
    const store = editedFarDown();
    await store.getState().addPastedText("https://www.example.com/pasted\n");
    const names = () => store.getState().files.map((file) => file.name);
    expect(names()).toHaveLength(2);
    runHistoryCommand(store, "undo");
    // the edit stands, the pasted file too, and the notice says why and what a second press undoes
    expect(store.getState().files[0].urls[1300].lastmod).toBe("2026-12-06");
    const notice = store.getState().notices.at(-1);
    expect(notice).toMatchObject({ kind: "info", text: "notice.undo-skips-open" });
    expect(notice?.params?.label).toMatch(/Last modified|lastmod/i);
    runHistoryCommand(store, "undo");
    expect(store.getState().files[0].urls[1300].lastmod).not.toBe("2026-12-06");
    expect(names()).toHaveLength(2);
    expect(store.getState().notices.filter((n) => n.text === "notice.undo-skips-open")).toHaveLength(1);
  });

  it("says a removed file is not brought back, and undoes the step before only when pressed again", async () => {
    const store = editedFarDown();
    await store.getState().addPastedText("https://www.example.com/pasted\n");
    const pasted = store.getState().files[1].name;
    runHistoryCommand(store, "undo");
    store.getState().removeFile(pasted);
    runHistoryCommand(store, "undo");
    expect(store.getState().files[0].urls[1300].lastmod).toBe("2026-12-06");
    expect(store.getState().notices.at(-1)).toMatchObject({
      kind: "info",
      text: "notice.undo-skips-remove",
    });
    runHistoryCommand(store, "undo");
    expect(store.getState().files[0].urls[1300].lastmod).not.toBe("2026-12-06");
    expect(store.getState().files).toHaveLength(1);
  });

  it("undoes at once after a workspace restored on reload, which nobody opened", () => {
    const store = editedFarDown();
    const { files, past, future } = store.getState();
    store.getState().hydrate({ files, engines: [], past, future } as never);
    runHistoryCommand(store, "undo");
    expect(store.getState().files[0].urls[1300].lastmod).not.toBe("2026-12-06");
  });
});
