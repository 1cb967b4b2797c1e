import { describe, expect, it } from "vitest";
import { checkSitemaps } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { createMainThreadClient } from "@/workers/sitemap-client";
import type { GridSnapshot } from "./grid-handlers";
import { getCopyText, isSitemapDocument, pasteIntoGrid } from "./use-grid-clipboard";

/** A snapshot of the grid showing the columns of `fields` (null: a column with no field, like Problems). */
function snapshotOf(fields: (string | null)[], activeCol: number): GridSnapshot {
  const columns = fields.map((field) => ({
    id: field ?? "problems",
    columnDef: { meta: field ? { field } : {} },
  }));
  const rows = [{ file: "sitemap.xml", entry: 0 }];
  return { rows, columns, focusIndex: 0, activeCol, editing: undefined } as unknown as GridSnapshot;
}

/** A store of one two-entry sitemap, both rows selected. */
function storeWithTwoSelected() {
  const file = makeDoc(2);
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ files: [file], problems: checkSitemaps([file]) });
  store.getState().setSelection([
    { file: "sitemap.xml", entry: 0 },
    { file: "sitemap.xml", entry: 1 },
  ]);
  return { file, store };
}

describe("pasteIntoGrid", () => {
  it("pastes a row's cells into the columns shown from the active one, skipping a hidden one", () => {
    const { file, store } = storeWithTwoSelected();
    // Change freq. hidden: Last modified, then Priority
    const snapshot = snapshotOf(["loc", "lastmod", "priority", null], 1);
    expect(pasteIntoGrid(store, snapshot, "2026-01-01\t0.3\n2026-01-02\t0.4\n")).toBe(true);
    const urls = store.getState().files[0].urls;
    expect(urls.map((u) => [u.lastmod, u.changefreq, u.priority])).toEqual([
      ["2026-01-01", file.urls[0].changefreq, "0.3"],
      ["2026-01-02", file.urls[1].changefreq, "0.4"],
    ]);
  });

  it("copies the columns shown, and new rows pasted fill the columns shown, a hidden one left empty", () => {
    const { file, store } = storeWithTwoSelected();
    // Last modified hidden
    const snapshot = snapshotOf(["loc", "changefreq", "priority", null], 0);
    const [first] = file.urls;
    expect(getCopyText(store.getState(), snapshot).split("\n")[0]).toBe(
      [first.loc, first.changefreq ?? "", first.priority ?? ""].join("\t"),
    );
    store.getState().setSelection([]);
    expect(
      pasteIntoGrid(store, snapshot, "https://shop.ru/x\tweekly\nhttps://shop.ru/y\tmonthly\t0.4\n"),
    ).toBe(true);
    const added = store.getState().files[0].urls.slice(2);
    expect(added.map((u) => [u.loc, u.lastmod, u.changefreq, u.priority])).toEqual([
      ["https://shop.ru/x", undefined, "weekly", undefined],
      ["https://shop.ru/y", undefined, "monthly", "0.4"],
    ]);
  });
});

describe("Copy and Paste after the outlined cell left the selection (Ctrl+arrow, Ctrl+Home)", () => {
  /** A three-entry sitemap, row 0 selected (clicked), the outlined cell on row 2's Priority. */
  function movedAway() {
    const file = makeDoc(3, (i) => ({ priority: `0.${i + 1}` }));
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file], problems: checkSitemaps([file]) });
    store.getState().setSelection([{ file: "sitemap.xml", entry: 0 }]);
    const snapshot = {
      ...snapshotOf(["loc", "lastmod", "changefreq", "priority", null], 3),
      rows: [0, 1, 2].map((entry) => ({ file: "sitemap.xml", entry })),
      focusIndex: 2,
    } as GridSnapshot;
    return { store, snapshot };
  }

  it("copies the outlined cell's value, not the selected row's out of sight", () => {
    const { store, snapshot } = movedAway();
    expect(getCopyText(store.getState(), snapshot)).toBe("0.3");
    // back on the selected row, the selection counts again
    expect(getCopyText(store.getState(), { ...snapshot, focusIndex: 0 })).toBe("0.1");
  });

  it("pastes into the outlined cell, leaving the selected row out of sight as it was", () => {
    const { store, snapshot } = movedAway();
    expect(pasteIntoGrid(store, snapshot, "0.9")).toBe(true);
    expect(store.getState().files[0].urls.map((url) => url.priority)).toEqual(["0.1", "0.2", "0.9"]);
  });
});

describe("getCopyText of one cell", () => {
  it("copies a news column's value, not the file's name", () => {
    const file = makeDoc(1, () => ({
      news: {
        publication: { name: "Вести", language: "ru" },
        publication_date: "2026-12-04",
        title: "Заголовок",
      },
    }));
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file], problems: checkSitemaps([file]) });
    const columns = [
      { id: "loc", columnDef: { meta: { field: "loc" } } },
      { id: "news_title", columnDef: { meta: { news: "title" } } },
      { id: "file", columnDef: { meta: {} } },
    ];
    const snapshot = (activeCol: number) =>
      ({
        rows: [{ file: "sitemap.xml", entry: 0 }],
        columns,
        focusIndex: 0,
        activeCol,
        editing: undefined,
      }) as unknown as GridSnapshot;
    expect(getCopyText(store.getState(), snapshot(1))).toBe("Заголовок");
    expect(getCopyText(store.getState(), snapshot(2))).toBe("sitemap.xml");
  });
});

describe("isSitemapDocument", () => {
  it("tells a whole sitemap, index or feed from cells", () => {
    const urlset =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.ru/</loc></url></urlset>';
    expect(isSitemapDocument(urlset)).toBe(true);
    expect(isSitemapDocument(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by X -->\n${urlset}`)).toBe(
      true,
    );
    expect(
      isSitemapDocument('\n<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(isSitemapDocument('<rss version="2.0"><channel></channel></rss>')).toBe(true);
    expect(isSitemapDocument('<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toBe(true);
    expect(isSitemapDocument("https://a.ru/\thttps://a.ru/b\n")).toBe(false);
    expect(isSitemapDocument("<loc>https://a.ru/</loc>")).toBe(false);
    expect(isSitemapDocument("2026-01-01\t0.3\n")).toBe(false);
  });
});
