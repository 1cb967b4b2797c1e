import { describe, expect, it, vi } from "vitest";
import {
  checkSitemaps,
  entriesToCsv,
  findDuplicateEntries,
  REPLACE_URL_FIELDS,
  readSitemapFile,
  replaceText,
  type SitemapFile,
} from "@/core/index";

const NEWS = { publication: { name: "Газета", language: "ru" }, publication_date: "2026-12-05", title: "Т" };

import { makeDoc, makeSitemapFile, makeUrlEntry } from "@/test/factories";
import { getNoticeText } from "@/ui/messages";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { BULK_SLICE_ROWS } from "./bulk-slice";
import { selectRows, selectUnchecked, selectUndoStep } from "./selectors";
import { createSitemapStore } from "./sitemap-store";
import type { Notice, RowRef } from "./store-types";

function makeStore(files: SitemapFile[]) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ files, problems: checkSitemaps(files) });
  return store;
}
type Store = ReturnType<typeof makeStore>;

const rows = (...entries: number[]): RowRef[] => entries.map((entry) => ({ file: "sitemap.xml", entry }));
const urls = (store: Store, name = "sitemap.xml") =>
  store.getState().files.find((f) => f.name === name)?.urls ?? [];
const locs = (store: Store, name?: string) => urls(store, name).map((url) => url.loc);
// the check of 50,000 rows after a change waits two tasks of its own (`recheck`): more than waitFor's default 1 s on a loaded CI machine
const settled = (store: Store) =>
  vi.waitFor(() => expect(store.getState().checking).toBe(false), { timeout: 10_000 });

describe("bulk edits", () => {
  it("sets a field on the selected rows as one step, undone and redone at once", () => {
    const store = makeStore([makeDoc(4)]);
    const count = store.getState().setFieldOnRows(rows(0, 2), "lastmod", "2026-11-29T12:00:00+00:00");
    expect(count).toBe(2);
    expect(urls(store).map((u) => u.lastmod)).toEqual([
      "2026-11-29T12:00:00+00:00",
      "2026-01-15",
      "2026-11-29T12:00:00+00:00",
      "2026-01-15",
    ]);
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.bulk-set",
      params: { field: "lastmod", count: 2 },
    });
    store.getState().undo();
    expect(urls(store).every((u) => u.lastmod === "2026-01-15")).toBe(true);
    store.getState().redo();
    expect(urls(store)[2].lastmod).toBe("2026-11-29T12:00:00+00:00");
  });

  it("sends a change of 10,000 rows or more to the check in a task after its own, and only the newest", async () => {
    const client = createMainThreadClient();
    const check = vi.spyOn(client, "check");
    const store = createSitemapStore({ client, storage: null });
    store.setState({ files: [makeDoc(10_000)] });
    const all = Array.from({ length: 10_000 }, (_, entry) => ({ file: "sitemap.xml", entry }));
    store.getState().setFieldOnRows(all, "changefreq", "monthly");
    // the change is made and the check is under way, but nothing is sent yet
    expect(urls(store)[9_999].changefreq).toBe("monthly");
    expect(store.getState().checking).toBe(true);
    expect(check).not.toHaveBeenCalled();
    // a second change before that task: the first is never sent, the second is
    store.getState().setFieldOnRows(all, "changefreq", "daily");
    await settled(store);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0][0][0].urls[0].changefreq).toBe("daily");
    // a change of a few rows is sent at once
    store.getState().setFieldOnRows(rows(0, 1), "priority", "0.9");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("counts no totals while a change of 1,000 rows or more waits for its check, and counts a smaller one", async () => {
    const store = makeStore([makeDoc(1_200)]);
    const all = Array.from({ length: 1_000 }, (_, entry) => ({ file: "sitemap.xml", entry }));
    store.getState().setFieldOnRows(all.slice(0, 999), "changefreq", "monthly");
    expect(selectUnchecked(store.getState())).toBe(false);
    await settled(store);
    store.getState().setFieldOnRows(all, "changefreq", "daily");
    // the changed entries' problems went with the change: the totals would read too low
    expect(selectUnchecked(store.getState())).toBe(true);
    await settled(store);
    expect(selectUnchecked(store.getState())).toBe(false);
    // its undo is as big: the same until its check
    store.getState().undo();
    expect(selectUnchecked(store.getState())).toBe(true);
    await settled(store);
    expect(selectUnchecked(store.getState())).toBe(false);
  });

  it("sets a field on more rows than a slice in tasks of slices, as one step that equals the change at once", async () => {
    const count = BULK_SLICE_ROWS * 2 + 10;
    const sliced = makeStore([makeDoc(count)]);
    const atOnce = makeStore([makeDoc(count)]);
    const all = rows(...Array.from({ length: count }, (_, i) => i));
    const pending = sliced.getState().setFieldOnRowsInSlices(all, "changefreq", "yearly");
    // nothing is recorded before the last slice is worked out: the page answers meanwhile
    expect(sliced.getState().past).toHaveLength(0);
    expect(await pending).toBe(count);
    expect(atOnce.getState().setFieldOnRows(all, "changefreq", "yearly")).toBe(count);
    expect(urls(sliced)).toEqual(urls(atOnce));
    expect(sliced.getState().past).toHaveLength(1);
    expect(sliced.getState().past[0].patches).toHaveLength(count);
    sliced.getState().undo();
    expect(urls(sliced).every((url) => url.changefreq !== "yearly")).toBe(true);
  });

  it("starts a sliced change again from the files when an edit comes between its slices", async () => {
    const count = BULK_SLICE_ROWS + 5;
    const store = makeStore([makeDoc(count)]);
    const all = rows(...Array.from({ length: count }, (_, i) => i));
    const pending = store.getState().setFieldOnRowsInSlices(all, "priority", "0.3");
    // the user edits a row's URL while the first slice is done and the second waits
    store.getState().editField({ file: "sitemap.xml", entry: count - 1 }, "loc", "https://edited.example/");
    expect(await pending).toBe(count);
    // the edit stands (it was not overwritten by an entry worked out before it), the Set is on every row
    expect(urls(store)[count - 1]).toMatchObject({ loc: "https://edited.example/", priority: "0.3" });
    expect(urls(store).every((url) => url.priority === "0.3")).toBe(true);
    expect(store.getState().past).toHaveLength(2);
  });

  it("clears a field on the selected rows", () => {
    const store = makeStore([makeDoc(3)]);
    store.getState().setFieldOnRows(rows(1, 2), "priority", "");
    expect(urls(store).map((u) => u.priority)).toEqual(["0.5", undefined, undefined]);
    expect(selectUndoStep(store.getState())?.label).toBe("history.bulk-clear");
    store.getState().undo();
    expect(urls(store).map((u) => u.priority)).toEqual(["0.5", "0.5", "0.5"]);
  });

  it("deletes the selected rows as one step and restores them in place on undo", () => {
    const store = makeStore([makeDoc(5)]);
    const before = locs(store);
    store.getState().setSelection(rows(3, 1));
    expect(store.getState().deleteSelected()).toBe(2);
    expect(locs(store)).toEqual([before[0], before[2], before[4]]);
    expect(store.getState().selection.size).toBe(0);
    store.getState().undo();
    expect(locs(store)).toEqual(before);
  });

  it("removes duplicates across files, keeping the first, as one step", () => {
    const a = makeSitemapFile({
      name: "a.xml",
      urls: ["https://e.com/x", "https://E.com/x"].map((loc) => makeUrlEntry({ loc })),
    });
    const b = makeSitemapFile({
      name: "b.xml",
      urls: ["https://e.com/y", "https://e.com:443/x"].map((loc) => makeUrlEntry({ loc })),
    });
    const store = makeStore([a, b]);
    const removed = store.getState().removeDuplicates();
    expect(removed.map((d) => [d.file, d.entry])).toEqual([
      ["a.xml", 1],
      ["b.xml", 1],
    ]);
    expect(locs(store, "a.xml")).toEqual(["https://e.com/x"]);
    expect(locs(store, "b.xml")).toEqual(["https://e.com/y"]);
    expect(selectUndoStep(store.getState())).toMatchObject({ label: "history.dedupe", params: { count: 2 } });
    store.getState().undo();
    expect(locs(store, "b.xml")).toEqual(["https://e.com/y", "https://e.com:443/x"]);
  });

  it("gives the URL kept what its copies add (newer lastmod, images) in the same step, unless asked not to", () => {
    const image = { loc: "https://e.com/x.jpg" };
    const files = () => [
      makeSitemapFile({
        name: "a.xml",
        urls: [makeUrlEntry({ loc: "https://e.com/x", lastmod: "2024-01-01" })],
      }),
      makeSitemapFile({
        name: "b.xml",
        urls: [
          makeUrlEntry({ loc: "https://e.com/y" }),
          makeUrlEntry({ loc: "https://e.com/x", lastmod: "2024-06-01T10:00:00+03:00", images: [image] }),
        ],
      }),
    ];
    const store = makeStore(files());
    store.getState().removeDuplicates();
    expect(urls(store, "a.xml")[0]).toMatchObject({ lastmod: "2024-06-01T10:00:00+03:00", images: [image] });
    expect(locs(store, "b.xml")).toEqual(["https://e.com/y"]);
    expect(selectUndoStep(store.getState())).toMatchObject({ label: "history.dedupe", params: { count: 1 } });
    expect(store.getState().notices.at(-1)).toMatchObject({
      text: "notice.deduped-one-merged",
      params: { count: "1", merged: "1", parts: "lastmod images" },
    });
    // named so: what this copy gave, not "images or hreflang links" it had none of
    expect(getNoticeText(store.getState().notices.at(-1) as Notice)).toBe(
      "Removed 1 duplicate; the URL kept took what it lacked from it (a newer lastmod, images).",
    );
    store.getState().undo();
    expect(urls(store, "a.xml")[0]).toMatchObject({ lastmod: "2024-01-01", images: [] });
    expect(locs(store, "b.xml")).toEqual(["https://e.com/y", "https://e.com/x"]);

    const plain = makeStore(files());
    plain.getState().removeDuplicates(false);
    expect(urls(plain, "a.xml")[0]).toMatchObject({ lastmod: "2024-01-01", images: [] });
    expect(plain.getState().notices.at(-1)?.text).toBe("notice.deduped-one");
  });
});

describe("remove duplicates from the dialog's", () => {
  it("removes the duplicates the dialog found in these files, and finds them anew in changed ones", () => {
    const file = makeDoc(6, (i) => ({ loc: `https://www.example.com/p/${[0, 0, 1, 1, 2, 2][i]}` }));
    const store = makeStore([file]);
    const found = findDuplicateEntries(store.getState().files);
    expect(found.map((d) => d.entry)).toEqual([1, 3, 5]);
    // the dialog's list as it is (here the first only): no URL keyed again
    const removed = store
      .getState()
      .removeDuplicates(true, { files: store.getState().files, duplicates: found.slice(0, 1) });
    expect(removed.map((d) => d.entry)).toEqual([1]);
    expect(urls(store)).toHaveLength(5);
    // found in files that have changed since: found anew
    const again = store.getState().removeDuplicates(true, { files: [file], duplicates: found });
    expect(again.map((d) => d.entry)).toEqual([2, 4]);
    expect(urls(store)).toHaveLength(3);
  });
});

describe("find and replace from its preview", () => {
  it("applies the preview's changes when they were worked out on these files, else replaces anew", () => {
    const options = { find: "www.example.com", replace: "shop.example.com", fields: ["loc" as const] };
    const store = makeStore([makeDoc(3)]);
    const files = store.getState().files;
    const whole = replaceText(files, options);
    if (!whole.ok) throw new Error("no replace");
    // a preview of the first change only (as if its rows were those): applied as it is, no second pass
    const preview = { files, changes: whole.changes.slice(0, 1) };
    expect(store.getState().replaceInRows(options, undefined, preview)).toBe(1);
    expect(locs(store).filter((loc) => loc.includes("shop.example.com"))).toHaveLength(1);
    // worked out on files that have changed since: the replace reads the files as they are
    expect(store.getState().replaceInRows(options, undefined, preview)).toBe(2);
    expect(locs(store).every((loc) => loc.includes("shop.example.com"))).toBe(true);
  });
});

describe("find and replace", () => {
  it("replaces http:// with https:// over 50,000 rows as one step; undo and redo restore every row", async () => {
    const store = makeStore([makeDoc(50_000, (i) => ({ loc: `http://www.example.com/p-${i}` }))]);
    const count = store.getState().replaceInRows({ find: "http://", replace: "https://", fields: ["loc"] });
    expect(count).toBe(50_000);
    expect(store.getState().past).toHaveLength(1);
    expect(locs(store).every((loc) => loc.startsWith("https://"))).toBe(true);
    store.getState().undo();
    expect(locs(store).every((loc) => loc.startsWith("http://"))).toBe(true);
    expect(urls(store)[49_999].loc).toBe("http://www.example.com/p-49999");
    store.getState().redo();
    expect(urls(store)[123].loc).toBe("https://www.example.com/p-123");
    await settled(store);
  });

  it("replaces only in the given rows and records nothing for an invalid regular expression", () => {
    const store = makeStore([makeDoc(3)]);
    expect(
      store.getState().replaceInRows({ find: "page-", replace: "item-", fields: ["loc"] }, rows(1)),
    ).toBe(1);
    expect(locs(store)).toEqual([
      "https://www.example.com/page-0",
      "https://www.example.com/item-1",
      "https://www.example.com/page-2",
    ]);
    expect(store.getState().replaceInRows({ find: "(", replace: "", regex: true, fields: ["loc"] })).toBe(0);
    expect(store.getState().past).toHaveLength(1);
  });
});

describe("find and replace in sitemap indexes", () => {
  const read = (name: string, xml: string) => readSitemapFile(name, new TextEncoder().encode(xml));
  const urlset = (name: string, paths: string[]) =>
    read(
      name,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
        .map((path) => `<url><loc>http://shop.example.com/${path}</loc></url>`)
        .join("\n")}\n</urlset>`,
    );
  const index = () =>
    read(
      "sitemap_index.xml",
      `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>http://shop.example.com/a.xml</loc><lastmod>2026-01-01</lastmod></sitemap>
<sitemap><loc>http://shop.example.com/b.xml</loc></sitemap>
<sitemap><loc>https://cdn.example.net/c.xml</loc></sitemap>
</sitemapindex>`,
    );
  const refs = (store: Store) =>
    store.getState().files.find((file) => file.name === "sitemap_index.xml")?.sitemaps ?? [];
  const move = {
    find: "http://shop.example.com",
    replace: "https://www.newshop.ru",
    fields: REPLACE_URL_FIELDS,
  };

  it("moves the index's entries with the URLs over all rows, as one step that undo and redo take whole", async () => {
    const store = makeStore([index(), urlset("a.xml", ["1", "2"]), urlset("b.xml", ["3"])]);
    const untouched = refs(store)[2];
    expect(store.getState().replaceInRows(move)).toBe(3);
    expect(refs(store).map((ref) => ref.loc)).toEqual([
      "https://www.newshop.ru/a.xml",
      "https://www.newshop.ru/b.xml",
      "https://cdn.example.net/c.xml",
    ]);
    // the entry's other fields stay; an entry the replace did not change is the same object
    expect(refs(store)[0].lastmod).toBe("2026-01-01");
    expect(refs(store)[2]).toBe(untouched);
    expect(locs(store, "a.xml")).toEqual(["https://www.newshop.ru/1", "https://www.newshop.ru/2"]);
    expect(store.getState().past).toHaveLength(1);
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.replace-indexes",
      params: { count: 3, sitemaps: 2 },
    });
    await settled(store);
    // the index and its files agree: where the index lists each file, its URLs are
    const problems = store.getState().problems;
    // c.xml is not open: its entry alone is missing
    expect(problems.filter((problem) => problem.code === "index.child-missing").map((p) => p.entry)).toEqual([
      2,
    ]);
    // no problem of host or place on the files and the entries that moved (c.xml's host is another one)
    const moved = problems.filter((problem) => problem.file !== "sitemap_index.xml" || problem.entry !== 2);
    expect(moved.map((problem) => problem.code)).toEqual(["lastmod.date-only"]);
    store.getState().undo();
    expect(refs(store).map((ref) => ref.loc)).toEqual([
      "http://shop.example.com/a.xml",
      "http://shop.example.com/b.xml",
      "https://cdn.example.net/c.xml",
    ]);
    expect(locs(store, "b.xml")).toEqual(["http://shop.example.com/3"]);
    store.getState().redo();
    expect(refs(store)[1].loc).toBe("https://www.newshop.ru/b.xml");
    expect(locs(store, "b.xml")).toEqual(["https://www.newshop.ru/3"]);
    await settled(store);
  });

  it("moves an index placed by a robots.txt line with the URLs, since the robots.txt is not changed", async () => {
    const robots = read("robots.txt", "User-agent: *\nSitemap: http://shop.example.com/sitemap_index.xml\n");
    const store = makeStore([robots, index(), urlset("a.xml", ["1"]), urlset("b.xml", ["2"])]);
    const https = { find: "http://", replace: "https://", fields: REPLACE_URL_FIELDS };
    store.getState().replaceInRows(https);
    const location = (name: string) => store.getState().files.find((file) => file.name === name)?.location;
    expect(location("sitemap_index.xml")).toBe("https://shop.example.com/sitemap_index.xml");
    // the children follow the index's entries by themselves: no location set for them
    expect(location("a.xml")).toBeUndefined();
    expect(store.getState().files.find((file) => file.name === "robots.txt")?.sitemaps[0].loc).toBe(
      "http://shop.example.com/sitemap_index.xml",
    );
    await settled(store);
    const codes = store
      .getState()
      .problems.filter((p) => p.file !== "robots.txt")
      .map((p) => p.code);
    expect(codes).not.toContain("loc.other-scheme");
    store.getState().undo();
    expect(location("sitemap_index.xml")).toBeUndefined();
    store.getState().redo();
    expect(location("sitemap_index.xml")).toBe("https://shop.example.com/sitemap_index.xml");
    await settled(store);
  });

  it("leaves the indexes alone for chosen rows, and replaces in them alone when only they match", () => {
    const store = makeStore([index(), urlset("a.xml", ["1"])]);
    expect(store.getState().replaceInRows(move, [{ file: "a.xml", entry: 0 }])).toBe(1);
    expect(refs(store)[0].loc).toBe("http://shop.example.com/a.xml");
    const cdn = { find: "cdn.example.net", replace: "static.example.net", fields: REPLACE_URL_FIELDS };
    expect(store.getState().replaceInRows(cdn)).toBe(0);
    expect(refs(store)[2].loc).toBe("https://static.example.net/c.xml");
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.replace-index-only",
      params: { count: 0, sitemaps: 1 },
    });
    store.getState().undo();
    expect(refs(store)[2].loc).toBe("https://cdn.example.net/c.xml");
  });

  it("keeps a listed file where the index lists it when a replace over its rows alone moves its URLs' host", async () => {
    const store = makeStore([index(), urlset("a.xml", ["1", "2"]), urlset("b.xml", ["3"])]);
    const location = (name: string) => store.getState().files.find((file) => file.name === name)?.location;
    const aRows = [0, 1].map((entry) => ({ file: "a.xml", entry }));
    expect(store.getState().replaceInRows(move, aRows)).toBe(2);
    // the guess would have followed the URLs to www.newshop.ru, and the export written the index's entry there
    expect(location("a.xml")).toBe("http://shop.example.com/a.xml");
    expect(location("b.xml")).toBeUndefined();
    expect(refs(store)[0].loc).toBe("http://shop.example.com/a.xml");
    await settled(store);
    const codes = store
      .getState()
      .problems.filter((problem) => problem.file === "a.xml")
      .map((problem) => problem.code);
    expect(codes.filter((code) => code === "loc.other-host")).toHaveLength(2);
    store.getState().undo();
    expect(location("a.xml")).toBeUndefined();
    expect(locs(store, "a.xml")).toEqual(["http://shop.example.com/1", "http://shop.example.com/2"]);
    // a replace that keeps the host moves no location
    const path = { find: "/1", replace: "/one", fields: REPLACE_URL_FIELDS };
    expect(store.getState().replaceInRows(path, aRows)).toBe(1);
    expect(location("a.xml")).toBeUndefined();
  });

  it("keeps an index where it was when a replace over some rows moves most of the site's URLs off www", () => {
    const www = (name: string, paths: string[]) =>
      read(
        name,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
          .map((path) => `<url><loc>https://www.shop.example.com/${path}</loc></url>`)
          .join("")}</urlset>`,
      );
    const listing = read(
      "sitemap_index.xml",
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://www.shop.example.com/a.xml</loc></sitemap><sitemap><loc>https://www.shop.example.com/b.xml</loc></sitemap></sitemapindex>`,
    );
    const store = makeStore([listing, www("a.xml", ["1"]), www("b.xml", ["2", "3"])]);
    const location = (name: string) => store.getState().files.find((file) => file.name === name)?.location;
    const bRows = [0, 1].map((entry) => ({ file: "b.xml", entry }));
    const off = { find: "https://www.shop", replace: "https://shop", fields: ["loc"] as const };
    expect(store.getState().replaceInRows({ ...off, fields: [...off.fields] }, bRows)).toBe(2);
    // the index was guessed on the host most URLs were on: it stays there, as b.xml does where it lists it
    expect(location("sitemap_index.xml")).toBe("https://www.shop.example.com/sitemap_index.xml");
    expect(location("b.xml")).toBe("https://www.shop.example.com/b.xml");
    expect(location("a.xml")).toBeUndefined();
    store.getState().undo();
    expect(location("sitemap_index.xml")).toBeUndefined();
  });

  it("keeps the URL half of the step when the index is removed, and the index half when a URL file is", () => {
    const store = makeStore([index(), urlset("a.xml", ["1"]), urlset("b.xml", ["2"])]);
    store.getState().replaceInRows(move);
    store.getState().removeFile("sitemap_index.xml");
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().past[0].indexRefs).toBeUndefined();
    store.getState().undo();
    expect(locs(store, "a.xml")).toEqual(["http://shop.example.com/1"]);
    const other = makeStore([index(), urlset("a.xml", ["1"])]);
    other.getState().replaceInRows(move);
    other.getState().removeFile("a.xml");
    expect(other.getState().past).toHaveLength(1);
    other.getState().undo();
    expect(refs(other)[0].loc).toBe("http://shop.example.com/a.xml");
  });
});

describe("selection", () => {
  it("keeps the redo stack when only the selection changes", () => {
    const store = makeStore([makeDoc(5)]);
    store.getState().setFieldOnRows(rows(0), "priority", "0.9");
    store.getState().undo();
    store.getState().setSelection(rows(1));
    store.getState().toggleSelected({ file: "sitemap.xml", entry: 3 });
    store.getState().extendSelection({ file: "sitemap.xml", entry: 4 });
    store.getState().selectAllRows();
    store.getState().clearSelection();
    expect(store.getState().future).toHaveLength(1);
  });

  it("selects ranges of the displayed rows from the anchor, and all rows the filter shows", () => {
    const store = makeStore([makeDoc(10)]);
    store.getState().setSelection(rows(2));
    store.getState().extendSelection({ file: "sitemap.xml", entry: 5 });
    expect([...store.getState().selection].length).toBe(4);
    store.getState().setFilter({ text: "page-1" });
    expect(store.getState().selection.size).toBe(0);
    store.getState().selectAllRows();
    expect(store.getState().selection.size).toBe(selectRows(store.getState()).length);
  });

  it("moves selected rows with their entries when rows above are deleted and undone", () => {
    const store = makeStore([makeDoc(5)]);
    store.getState().deleteRows(rows(0));
    store.getState().setSelection(rows(2));
    store.getState().undo();
    expect([...store.getState().selection]).toEqual(["sitemap.xml\u00003"]);
  });
});

describe("paste", () => {
  const target = (selected: RowRef[], field: "loc" | "lastmod" | undefined = "loc") => ({
    selected,
    field,
    appendTo: "sitemap.xml",
  });

  it("appends a pasted URL list as new rows in one step", () => {
    const store = makeStore([makeDoc(2)]);
    const result = store
      .getState()
      .pasteRows("https://e.com/a\nhttps://e.com/b\r\nhttps://e.com/c\n", target(rows(0)));
    expect(result).toMatchObject({ kind: "append", count: 3 });
    expect(locs(store).slice(2)).toEqual(["https://e.com/a", "https://e.com/b", "https://e.com/c"]);
    store.getState().undo();
    expect(locs(store)).toHaveLength(2);
  });

  it("overwrites the selected rows from the active column when the row counts match", () => {
    const store = makeStore([makeDoc(4)]);
    const result = store
      .getState()
      .pasteRows("2024-01-01\tdaily\n2024-02-02\tmonthly\n", target(rows(3, 1), "lastmod"));
    expect(result).toMatchObject({ kind: "overwrite", count: 2 });
    expect(urls(store)[3]).toMatchObject({ lastmod: "2024-01-01", changefreq: "daily" });
    expect(urls(store)[1]).toMatchObject({ lastmod: "2024-02-02", changefreq: "monthly" });
    expect(selectUndoStep(store.getState())?.label).toBe("history.paste-over");
  });

  it("appends no row for a pasted headline or date, and leaves out the lines with no URL", () => {
    const store = makeStore([makeDoc(2)]);
    // a news title copied onto a read-only cell: nothing appended, a notice says why
    expect(store.getState().pasteRows("Пожар в центре Москвы", target([], undefined)).kind).toBe("none");
    expect(store.getState().pasteRows("2026-12-05T10:00:00+03:00", target([], undefined)).kind).toBe("none");
    // an e-mail, another scheme, a Windows path, a scheme alone, a file name: no page's address either
    const notUrls = [
      "info@shop.ru",
      "mailto:info@shop.ru",
      "C:\\Users\\a.xml",
      "https://",
      "report.pdf",
      "index.html",
    ];
    expect(store.getState().pasteRows(notUrls.join("\n"), target([], undefined)).kind).toBe("none");
    expect(locs(store)).toHaveLength(2);
    // said once, not once per paste
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(["notice.paste-no-url"]);
    // a list with a stray line: the URLs (a path, a host without scheme, Cyrillic) go in, the line does not
    const result = store
      .getState()
      .pasteRows("/news/a\nshop.ru/b\nмагазин.рф/в\nне адрес\n", target([], "loc"));
    expect(result).toMatchObject({ kind: "append", count: 3 });
    expect(locs(store).slice(2)).toEqual(["/news/a", "shop.ru/b", "магазин.рф/в"]);
    expect(store.getState().notices.at(-1)).toMatchObject({
      text: "notice.paste-some-url",
      params: { count: "1" },
    });
  });

  it("appends a crawler's URL with a space in its path as a row, whose check then offers the encoding fix", async () => {
    const store = makeStore([makeDoc(1)]);
    const result = store
      .getState()
      .pasteRows(
        "https://e.com/new/a\nhttps://e.com/new/b b\nhello world\nhttps://e.com/x https://e.com/y\nhttps://e.com/news Пожар в центре\n",
        target([], "loc"),
      );
    // "hello world" is no URL; the spaced one was left out with it as "no URL in them"
    expect(result).toMatchObject({ kind: "append", count: 2 });
    expect(locs(store).slice(1)).toEqual(["https://e.com/new/a", "https://e.com/new/b b"]);
    // "hello world", two URLs on one line, a URL and a headline: left out
    expect(store.getState().notices.at(-1)).toMatchObject({ params: { count: "3" } });
    await settled(store);
    expect(
      store
        .getState()
        .problems.filter((problem) => problem.entry === 2)
        .map((problem) => problem.code),
    ).toContain("loc.unencoded-chars");
  });

  it("pastes a news title over news rows, says what rows without news left out, and undoes as one step", () => {
    const news = {
      publication: { name: "Газета", language: "ru" },
      publication_date: "2026-12-01",
      title: "Old",
    };
    const store = makeStore([makeDoc(3, (i) => (i === 2 ? {} : { news: { ...news } }))]);
    const result = store.getState().pasteRows("Первый\nВторой\nТретий\n", {
      selected: rows(0, 1, 2),
      field: "news_title",
      appendTo: "sitemap.xml",
    });
    expect(result).toMatchObject({ kind: "overwrite", count: 2 });
    expect(urls(store).map((url) => url.news?.title)).toEqual(["Первый", "Второй", undefined]);
    expect(store.getState().notices.at(-1)).toMatchObject({
      text: "notice.paste-news-left-out",
      params: { count: "1" },
    });
    store.getState().undo();
    expect(urls(store).map((url) => url.news?.title)).toEqual(["Old", "Old", undefined]);
  });

  it("appends rows copied from a news table as articles of the file's publication", () => {
    const news = {
      publication: { name: "Газета", language: "ru" },
      publication_date: "2026-12-01",
      title: "A",
    };
    const store = makeStore([makeDoc(2, () => ({ news: { ...news } }))]);
    const result = store.getState().pasteRows("https://e.com/new\t2026-12-05T10:00:00+03:00\tНовость\n", {
      selected: [],
      field: "loc",
      shown: ["loc", "news_publication_date", "news_title"],
      appendTo: "sitemap.xml",
    });
    expect(result).toMatchObject({ kind: "append", count: 1 });
    expect(urls(store)[2].news).toEqual({
      publication: { name: "Газета", language: "ru" },
      publication_date: "2026-12-05T10:00:00+03:00",
      title: "Новость",
    });
  });

  it("pastes nothing without a file to append to", () => {
    const store = makeStore([makeDoc(1)]);
    expect(
      store.getState().pasteRows("https://e.com/a", { selected: [], field: "loc", appendTo: undefined }).kind,
    ).toBe("none");
  });
});

describe("CSV import", () => {
  it("adds a TXT-like file with the detected columns and checks it", async () => {
    const store = makeStore([]);
    const csv = "Address,Last modified,priority\nhttps://e.com/a,2024-01-01,0.8\nhttp://e.com/b,,1.5\n";
    expect(store.getState().importTable("urls.csv", csv)).toBe("added");
    const file = store.getState().files[0];
    expect(file).toMatchObject({ name: "urls.csv", format: "txt" });
    expect(file.urls.map((u) => [u.loc, u.lastmod, u.priority])).toEqual([
      ["https://e.com/a", "2024-01-01", "0.8"],
      ["http://e.com/b", undefined, "1.5"],
    ]);
    expect(store.getState().past).toEqual([]);
    await settled(store);
    expect(
      store
        .getState()
        .problems.some((p) => p.code === "priority.out-of-range" || p.code.startsWith("priority")),
    ).toBe(true);
  });

  it("names the columns it did not read in its notice", () => {
    const store = makeStore([]);
    store
      .getState()
      .importTable("ru.csv", "Адрес;Заголовок;Изменено;Автор\nhttps://e.ru/a;Главная;01.02.2025;\n");
    expect(store.getState().files[0].urls[0].lastmod).toBe("01.02.2025");
    expect(store.getState().notices.at(-1)?.params).toMatchObject({
      count: "1",
      unread: "Заголовок, Автор",
    });
    store.getState().importTable("all.csv", "url,lastmod\nhttps://e.ru/a,2025-01-01\n");
    expect(store.getState().notices.at(-1)?.params?.unread).toBeUndefined();
    // the app's own table export opened again: its file and problems notes are no lost data, news columns are
    const own = entriesToCsv(
      [
        {
          entry: makeUrlEntry({ loc: "https://e.ru/b", news: NEWS }),
          file: "news.xml",
          codes: ["news.stale"],
        },
      ],
      ";",
    );
    store.getState().importTable("sitemap-table.csv", own);
    expect(store.getState().notices.at(-1)?.params?.unread).toBe(
      "news:name, news:language, news:publication_date, news:title",
    );
    // a table of someone else's with a "file" column: named
    store.getState().importTable("other.csv", "url,file\nhttps://e.ru/c,a.xml\n");
    expect(store.getState().notices.at(-1)?.params?.unread).toBe("file");
  });

  it("gives each row's problems the line of the table it came from", async () => {
    const store = makeStore([]);
    const csv = 'url,priority\n\nhttps://e.com/a,0.5\n"https://e.com/\nb",0.5\r\nhttps://e.com/c,1.5\n';
    store.getState().importTable("urls.csv", csv);
    expect(store.getState().files[0].urls.map((u) => u.line)).toEqual([3, 4, 6]);
    await settled(store);
    const priority = store.getState().problems.find((p) => p.field === "priority");
    expect(priority).toMatchObject({ file: "urls.csv", entry: 2, line: 6 });
  });

  it("imports every row past a quote never closed, and says where the quote is", () => {
    const store = makeStore([]);
    const csv =
      'url,lastmod\nhttps://e.com/a,"2024-01-01\nhttps://e.com/b,2024-01-01\nhttps://e.com/c,2024-01-01\n';
    expect(store.getState().importTable("unclosed.csv", csv)).toBe("added");
    expect(store.getState().files[0].urls.map((u) => u.loc)).toEqual([
      "https://e.com/a",
      "https://e.com/b",
      "https://e.com/c",
    ]);
    const notice = store.getState().notices.find((n) => n.text === "notice.table-unclosed-quote");
    expect(notice?.params).toEqual({ name: "unclosed.csv", line: "2", column: "17" });
  });

  it("leaves out a crawl's redirects, errors and non-indexable rows, says so, and imports them on request", async () => {
    const store = makeStore([]);
    const csv = [
      "\uFEFFAddress;Content Type;Status Code;Status;Indexability;Last Modified",
      "https://shop.ru/;text/html;200;OK;Indexable;05.12.2024 10:00",
      "https://shop.ru/old;text/html;301;Moved Permanently;Non-Indexable;",
      "https://shop.ru/gone;text/html;404;Not Found;Non-Indexable;",
      "https://shop.ru/tag?page=2;text/html;200;OK;Non-Indexable;",
      "https://shop.ru/catalog/;text/html;200;OK;Indexable;",
    ].join("\r\n");
    expect(store.getState().importTable("internal_html.csv", csv)).toBe("added");
    expect(locs(store, "internal_html.csv")).toEqual(["https://shop.ru/", "https://shop.ru/catalog/"]);
    const [imported, leftOut] = store.getState().notices;
    // the crawl's columns are read: not named among the columns not read
    expect(imported.params).toEqual({
      name: "internal_html.csv",
      count: "2",
      unread: "Content Type, Status",
    });
    expect(leftOut).toMatchObject({
      kind: "warning",
      text: "notice.crawl-left-out",
      params: { name: "internal_html.csv", count: "3", redirects: "1", errors: "1", nonIndexable: "1" },
    });
    expect(store.getState().crawlLeftOut.map((item) => item.notice)).toEqual([leftOut.id]);
    await settled(store);

    // on request: appended as one step, lines kept (their problems point at the table's lines)
    expect(store.getState().importLeftOut(leftOut.id)).toBe(3);
    expect(urls(store, "internal_html.csv").map((url) => [url.loc, url.line])).toEqual([
      ["https://shop.ru/", 2],
      ["https://shop.ru/catalog/", 6],
      ["https://shop.ru/old", 3],
      ["https://shop.ru/gone", 4],
      ["https://shop.ru/tag?page=2", 5],
    ]);
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(["notice.imported"]);
    expect(store.getState().crawlLeftOut).toEqual([]);
    expect(store.getState().importLeftOut(leftOut.id)).toBe(0);
    store.getState().undo();
    expect(locs(store, "internal_html.csv")).toEqual(["https://shop.ru/", "https://shop.ru/catalog/"]);
  });

  it("keeps each crawl import's left-out rows while its notice shows, and drops them with it", () => {
    const store = makeStore([]);
    const crawl = (host: string) => `URL,Status Code\nhttps://${host}/a,200\nhttps://${host}/old,301\n`;
    store.getState().importTable("one.csv", crawl("one.ru"));
    store.getState().importTable("two.csv", crawl("two.ru"));
    const offered = store.getState().crawlLeftOut.map((item) => [item.file, item.entries.map((e) => e.loc)]);
    expect(offered).toEqual([
      ["one.csv", ["https://one.ru/old"]],
      ["two.csv", ["https://two.ru/old"]],
    ]);
    // the first import's rows still come in after the second import
    const [first, second] = store.getState().crawlLeftOut.map((item) => item.notice);
    expect(store.getState().importLeftOut(first)).toBe(1);
    expect(locs(store, "one.csv")).toEqual(["https://one.ru/a", "https://one.ru/old"]);
    store.getState().dismissNotice(second);
    expect(store.getState().crawlLeftOut).toEqual([]);
  });

  it("says which URLs of the open sitemaps the crawl flags, however written, and removes them on request", async () => {
    const sitemap = makeSitemapFile({
      location: "https://xn--80aswg.xn--p1ai/sitemap.xml",
      urls: [
        "https://сайт.рф/",
        "https://сайт.рф/каталог/товар-23/",
        "https://сайт.рф/old",
        "https://xn--80aswg.xn--p1ai/tag?page=2",
        "https://сайт.рф/catalog/",
      ].map((loc) => makeUrlEntry({ loc })),
    });
    const blog = makeSitemapFile({
      name: "blog.xml",
      urls: [makeUrlEntry({ loc: "https://сайт.рф/old" }), makeUrlEntry({ loc: "https://сайт.рф/blog/" })],
    });
    const store = makeStore([sitemap, blog]);
    // the crawler writes the URLs as requested: punycode host, %-encoded path (lower-case hex here)
    const csv = [
      "Address,Status Code,Indexability",
      "https://xn--80aswg.xn--p1ai/,200,Indexable",
      "https://xn--80aswg.xn--p1ai/%d0%ba%d0%b0%d1%82%d0%b0%d0%bb%d0%be%d0%b3/%d1%82%d0%be%d0%b2%d0%b0%d1%80-23/,404,Non-Indexable",
      "https://xn--80aswg.xn--p1ai/old,301,Non-Indexable",
      "https://xn--80aswg.xn--p1ai/tag?page=2,200,Non-Indexable",
      "https://xn--80aswg.xn--p1ai/never-listed,500,Non-Indexable",
    ].join("\n");
    expect(store.getState().importTable("internal_html.csv", csv)).toBe("added");
    const listed = store.getState().notices.find((notice) => notice.text === "notice.crawl-listed");
    expect(listed).toMatchObject({
      kind: "warning",
      params: {
        name: "internal_html.csv",
        count: "4",
        files: "sitemap.xml (3), blog.xml (1)",
        fileCount: "2",
        example: "https://сайт.рф/каталог/товар-23/",
        redirects: "2",
        errors: "1",
        nonIndexable: "1",
      },
    });
    expect(getNoticeText(listed as Notice)).toBe(
      "sitemap.xml (3), blog.xml (1) list 4 URLs the crawl in internal_html.csv marks as pages a sitemap should not list (redirects 3xx: 2; errors 4xx, 5xx or no answer: 1; non-indexable, such as noindex or canonicalised to another URL: 1), such as https://сайт.рф/каталог/товар-23/.",
    );
    await settled(store);
    // an edit since the notice is taken into account: the rows are found again when asked
    store.getState().editField({ file: "blog.xml", entry: 0 }, "loc", "https://сайт.рф/new");
    expect(store.getState().removeCrawlListed((listed as Notice).id)).toBe(3);
    expect(locs(store)).toEqual(["https://сайт.рф/", "https://сайт.рф/catalog/"]);
    expect(locs(store, "blog.xml")).toEqual(["https://сайт.рф/new", "https://сайт.рф/blog/"]);
    expect(store.getState().notices.some((notice) => notice.text === "notice.crawl-listed")).toBe(false);
    expect(store.getState().crawlListed).toEqual([]);
    expect(store.getState().removeCrawlListed((listed as Notice).id)).toBe(0);
    // one step, undone as one
    store.getState().undo();
    expect(locs(store)).toHaveLength(5);
    expect(locs(store, "blog.xml")).toEqual(["https://сайт.рф/new", "https://сайт.рф/blog/"]);
  });

  it("reads Netpeak's codes with their phrases, Meta Robots and Canonical URL, and names none of them unread", () => {
    const store = makeStore([]);
    const csv = [
      '"URL";"Код ответа";"Meta Robots";"Canonical URL";"Title"',
      '"https://e.ru/";"200 OK";"index, follow";"https://e.ru/";"Home"',
      '"https://e.ru/old";"301 Moved Permanently";"";"";""',
      '"https://e.ru/tag";"200 OK";"noindex, follow";"";"Tag"',
      '"https://e.ru/sort?by=price";"200 OK";"";"https://e.ru/sort";"Sort"',
    ].join("\r\n");
    expect(store.getState().importTable("netpeak.csv", csv)).toBe("added");
    expect(locs(store, "netpeak.csv")).toEqual(["https://e.ru/"]);
    const [imported, leftOut] = store.getState().notices;
    expect(imported.params).toEqual({ name: "netpeak.csv", count: "1", unread: "Title" });
    expect(leftOut.params).toMatchObject({ count: "3", redirects: "1", errors: "0", nonIndexable: "2" });
  });

  it("compares a sitemap opened after the crawl with the URLs it flagged, until Start over", async () => {
    const store = makeStore([]);
    store.getState().importTable("crawl.csv", "URL,Status Code\nhttps://e.ru/a,200\nhttps://e.ru/gone,404\n");
    expect(store.getState().notices.map((notice) => notice.text)).toEqual([
      "notice.imported",
      "notice.crawl-left-out",
    ]);
    const xml = (locs: string[]) =>
      new TextEncoder().encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
      );
    await store.getState().addFiles([
      { name: "sitemap.xml", bytes: xml(["https://e.ru/a", "https://e.ru/gone"]) },
      { name: "clean.xml", bytes: xml(["https://e.ru/a"]) },
    ]);
    const listed = store.getState().notices.filter((notice) => notice.text === "notice.crawl-listed");
    expect(listed.map((notice) => notice.params)).toEqual([
      {
        name: "crawl.csv",
        count: "1",
        files: "sitemap.xml",
        fileCount: "1",
        example: "https://e.ru/gone",
        redirects: "0",
        errors: "1",
        nonIndexable: "0",
      },
    ]);
    expect(getNoticeText(listed[0])).toMatch(
      /^sitemap\.xml lists 1 URL the crawl in crawl\.csv marks as a page /,
    );
    expect(store.getState().crawlListed).toEqual([
      { notice: listed[0].id, crawl: "crawl.csv", only: "sitemap.xml" },
    ]);
    // a second sitemap while the warning shows: one warning over both, one Remove them, one step
    await store
      .getState()
      .addFiles([{ name: "blog.xml", bytes: xml(["https://e.ru/gone", "https://e.ru/b"]) }]);
    const merged = store.getState().notices.filter((notice) => notice.text === "notice.crawl-listed");
    expect(merged.map((notice) => [notice.params?.count, notice.params?.files])).toEqual([
      ["2", "sitemap.xml (1), blog.xml (1)"],
    ]);
    expect(store.getState().crawlListed).toEqual([{ notice: merged[0].id, crawl: "crawl.csv" }]);
    // answered (dismissed): a file opened later gets a warning of its own
    store.getState().dismissNotice(merged[0].id);
    await store.getState().addFiles([{ name: "news.xml", bytes: xml(["https://e.ru/gone"]) }]);
    const own = store.getState().notices.filter((notice) => notice.text === "notice.crawl-listed");
    expect(own.map((notice) => notice.params?.files)).toEqual(["news.xml"]);
    expect(store.getState().removeCrawlListed(own[0].id)).toBe(1);
    expect(locs(store, "blog.xml")).toEqual(["https://e.ru/gone", "https://e.ru/b"]);
    expect(locs(store, "news.xml")).toEqual([]);
    store.getState().startOver();
    expect(store.getState().crawlFlags).toEqual([]);
    await store.getState().addFiles([{ name: "sitemap.xml", bytes: xml(["https://e.ru/gone"]) }]);
    expect(store.getState().notices.some((notice) => notice.text === "notice.crawl-listed")).toBe(false);
  });

  it("imports every row when the crawl would leave none in, and warns what they are", () => {
    const store = makeStore([]);
    store
      .getState()
      .importTable("redirects.csv", "URL,Status Code\nhttps://e.ru/a,301\nhttps://e.ru/b,302\n");
    expect(locs(store, "redirects.csv")).toEqual(["https://e.ru/a", "https://e.ru/b"]);
    const [imported, flagged] = store.getState().notices;
    // the status column was read: not named as unread
    expect(imported.params).toEqual({ name: "redirects.csv", count: "2" });
    expect(flagged).toMatchObject({
      kind: "warning",
      text: "notice.crawl-all-flagged",
      params: { name: "redirects.csv", count: "2", redirects: "2", errors: "0", nonIndexable: "0" },
    });
    expect(store.getState().crawlLeftOut).toEqual([]);
    // a table without crawl columns: the import's notice alone
    store.getState().importTable("plain.csv", "URL,Title\nhttps://e.ru/c,C\n");
    expect(store.getState().notices.at(-1)?.text).toBe("notice.imported");
  });

  it("asks for the URL column when it is unclear, then imports the chosen one", () => {
    const store = makeStore([]);
    expect(store.getState().importTable("two.tsv", "https://e.com/a\thttps://e.com/b\n")).toBe("ask");
    expect(store.getState().pendingImport?.detection.candidates).toEqual([0, 1]);
    store.getState().resolveImport({ loc: 1, header: false });
    expect(store.getState().pendingImport).toBeUndefined();
    expect(store.getState().files[0].urls.map((u) => u.loc)).toEqual(["https://e.com/b"]);
  });

  it("reads a one-column list of URLs whose commas are theirs as one URL a line", () => {
    const store = makeStore([]);
    const list = "URL\nhttps://e.ru/c?color=red,blue\nhttps://e.ru/x\nhttps://e.ru/y?ids=1,2,3\n";
    expect(store.getState().importTable("list.csv", list)).toBe("added");
    expect(locs(store, "list.csv")).toEqual([
      "https://e.ru/c?color=red,blue",
      "https://e.ru/x",
      "https://e.ru/y?ids=1,2,3",
    ]);
    // Russian Excel's one column: no header, semicolons unquoted
    store.getState().importTable("ru.csv", "https://e.ru/a;b\nhttps://e.ru/c\nhttps://e.ru/d\n");
    expect(locs(store, "ru.csv")).toEqual(["https://e.ru/a;b", "https://e.ru/c", "https://e.ru/d"]);
    // a second column of dates, some rows without one, stays a table
    store.getState().importTable("two.csv", "https://e.ru/a,2024-01-01\nhttps://e.ru/b\nhttps://e.ru/c\n");
    expect(urls(store, "two.csv").map((u) => [u.loc, u.lastmod])).toEqual([
      ["https://e.ru/a", "2024-01-01"],
      ["https://e.ru/b", undefined],
      ["https://e.ru/c", undefined],
    ]);
  });

  it("says what an import left out: columns no header names, rows without a URL; and a list read whole", () => {
    const store = makeStore([]);
    store.getState().importTable("plain.csv", "https://e.ru/a,Home,x\n,Shop,y\nhttps://e.ru/b,Cart,z\n");
    expect(store.getState().notices.at(-1)?.params).toMatchObject({
      count: "2",
      unreadColumns: "2",
      skipped: "1",
    });
    store.getState().importTable("list.csv", "https://e.ru/c?color=red,blue\nhttps://e.ru/d?x=1,2\n");
    expect(store.getState().notices.at(-1)?.params).toMatchObject({ count: "2", joined: "," });
    // a query alone is not a path the file's location would make a page of the site
    store.getState().importTable("q.csv", "URL\n/a\n?page=2\n");
    expect(store.getState().notices.at(-1)?.params?.relative).toBe("1");
  });

  it("imports relative paths under a URL header and says how to make them full URLs", async () => {
    const store = makeStore([]);
    expect(store.getState().importTable("paths.csv", "URL,Last modified\n/a,2024-01-01\n/b,\n")).toBe(
      "added",
    );
    expect(urls(store, "paths.csv").map((u) => [u.loc, u.lastmod])).toEqual([
      ["/a", "2024-01-01"],
      ["/b", undefined],
    ]);
    expect(store.getState().notices.at(-1)?.params).toMatchObject({ count: "2", relative: "2" });
    await settled(store);
    store.getState().setLocation("paths.csv", "https://e.ru/paths.csv");
    await settled(store);
    const relative = store.getState().problems.filter((p) => p.code === "loc.relative");
    expect(relative.map((p) => p.params?.base)).toEqual(["https://e.ru/paths.csv", "https://e.ru/paths.csv"]);
    store.getState().importTable("full.csv", "url\nhttps://e.ru/a\nwww.e.ru/b\n");
    expect(store.getState().notices.at(-1)?.params?.relative).toBeUndefined();
  });

  it("reads the columns known by name after the user chose the URL column", () => {
    const store = makeStore([]);
    // an unknown header over paths: the question is asked
    store.getState().importTable("chosen.csv", "Куда,Last modified,Priority\n/a,2024-01-01,0.5\n");
    expect(store.getState().pendingImport).toBeDefined();
    store.getState().resolveImport({ loc: 0, header: true });
    expect(urls(store, "chosen.csv").map((u) => [u.loc, u.lastmod, u.priority])).toEqual([
      ["/a", "2024-01-01", "0.5"],
    ]);
  });

  it("gives the file its text's size in UTF-8 bytes", () => {
    const store = makeStore([]);
    const csv = "url\nhttps://e.com/книги\nhttps://e.com/😀\n";
    store.getState().importTable("urls.csv", csv);
    expect(store.getState().files[0].byteLength).toBe(new TextEncoder().encode(csv).length);
  });

  it("replaces the open table of its name when asked, also after asking for the column", () => {
    const store = makeStore([]);
    store.getState().importTable("urls.csv", "url\nhttps://e.com/a\nhttps://e.com/b\n");
    store.getState().setLocation("urls.csv", "https://e.com/urls.csv");
    store.getState().importTable("urls.csv", "url\nhttps://e.com/c\n", undefined, { replace: true });
    expect(store.getState().files.map((f) => [f.name, f.location, f.urls.map((u) => u.loc).join()])).toEqual([
      ["urls.csv", "https://e.com/urls.csv", "https://e.com/c"],
    ]);
    expect(
      store
        .getState()
        .importTable("urls.csv", "https://e.com/d\thttps://e.com/e\n", undefined, { replace: true }),
    ).toBe("ask");
    store.getState().resolveImport({ loc: 1, header: false });
    expect(store.getState().files.map((f) => [f.name, f.urls.map((u) => u.loc).join()])).toEqual([
      ["urls.csv", "https://e.com/e"],
    ]);
    // without replace a clash is renamed, as before
    store.getState().importTable("urls.csv", "url\nhttps://e.com/f\n");
    expect(store.getState().files.map((f) => f.name)).toEqual(["urls.csv", "urls (2).csv"]);
  });
});
