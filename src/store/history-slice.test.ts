import { describe, expect, it, vi } from "vitest";
import type { Problem, UrlEntry } from "@/core/index";
import { makeUrlEntry } from "@/test/factories";
import { sharedBytes } from "@/test/shared-dir";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FIX_SLICE_PROBLEMS } from "./fix-actions";
import {
  getPatchWeight,
  HISTORY_LIMIT,
  HISTORY_PATCH_LIMIT,
  recordStep,
  recordStepCounted,
} from "./history-steps";
import { ENGINES_KEY, type PreferenceStorage } from "./preferences";
import { selectCanRedo, selectCanUndo, selectUndoStep } from "./selectors";
import { createSitemapStore } from "./sitemap-store";
import type { HistoryStep, SitemapStore } from "./store-types";

const encode = (text: string) => new TextEncoder().encode(text);

function urlset(...locs: string[]): Uint8Array {
  const urls = locs.map((loc) => `<url><loc>${loc}</loc><changefreq>daily</changefreq></url>`).join("");
  return encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
}

function memoryStorage(): PreferenceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

type Store = ReturnType<typeof createSitemapStore>;

async function makeStore(files: Record<string, string[]>, storage?: PreferenceStorage): Promise<Store> {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: storage ?? null });
  const inputs = Object.entries(files).map(([name, locs]) => ({ name, bytes: urlset(...locs) }));
  await store.getState().addFiles(inputs);
  return store;
}

async function settled(store: Store) {
  await vi.waitFor(() => expect(store.getState().checking).toBe(false));
}

const locs = (state: SitemapStore, name = "a.xml") =>
  state.files.find((file) => file.name === name)?.urls.map((url) => url.loc);
const codesAt = (state: SitemapStore, entry: number, name = "a.xml") =>
  state.problems.filter((p) => p.file === name && p.entry === entry).map((p) => p.code);

const page = (path: string) => `https://www.example.com/${path}`;

describe("history", () => {
  it("records nothing when files are loaded", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it("undoes and redoes a field edit, with its problems", async () => {
    const store = await makeStore({ "a.xml": [page("a"), page("b")] });
    store.getState().editField({ file: "a.xml", entry: 1 }, "priority", "0,9");
    expect(codesAt(store.getState(), 1)).toContain("priority.invalid");
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.edit",
      params: { field: "priority" },
    });
    store.getState().undo();
    expect(store.getState().files[0].urls[1].priority).toBeUndefined();
    expect(codesAt(store.getState(), 1)).not.toContain("priority.invalid");
    expect(selectCanRedo(store.getState())).toBe(true);
    store.getState().redo();
    expect(store.getState().files[0].urls[1].priority).toBe("0,9");
    await settled(store);
    expect(codesAt(store.getState(), 1)).toContain("priority.invalid");
  });

  it("records no step for an edit that changes nothing", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "loc", ` ${page("a")} `);
    expect(store.getState().past).toEqual([]);
  });

  it("undoes an added row and redoes it at the same index", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    const row = store.getState().addRow("a.xml");
    expect(row).toEqual({ file: "a.xml", entry: 1 });
    store.getState().undo();
    expect(locs(store.getState())).toEqual([page("a")]);
    store.getState().redo();
    expect(locs(store.getState())).toEqual([page("a"), ""]);
    expect(codesAt(store.getState(), 1)).toContain("loc.missing");
  });

  it("makes Add URL and the first edit of the new row one step; later edits are steps of their own", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    const row = store.getState().addRow("a.xml");
    store.getState().editField(row, "loc", page("new"));
    expect(store.getState().past.map((step) => step.label)).toEqual(["history.add-row"]);
    store.getState().editField(row, "priority", "0.5");
    expect(store.getState().past.map((step) => step.label)).toEqual(["history.add-row", "history.edit"]);
    store.getState().undo();
    expect(store.getState().files[0].urls[1].loc).toBe(page("new"));
    expect(store.getState().files[0].urls[1].priority).toBeUndefined();
    // one undo takes the row away, not just its URL
    store.getState().undo();
    expect(locs(store.getState())).toEqual([page("a")]);
    await settled(store);
    expect(store.getState().problems.filter((p) => p.code === "loc.missing")).toEqual([]);
    store.getState().redo();
    expect(locs(store.getState())).toEqual([page("a"), page("new")]);
    // a row added, then another step, then the row typed in: three steps
    const other = store.getState().addRow("a.xml");
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.3");
    store.getState().editField(other, "loc", page("late"));
    expect(store.getState().past.map((step) => step.label)).toEqual([
      "history.add-row",
      "history.add-row",
      "history.edit",
      "history.edit",
    ]);
  });

  it("makes Add image and the first edit of that image one step, as the details pane commits them", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    const row = { file: "a.xml", entry: 0 };
    const entry = () => store.getState().files[0].urls[0];
    const withImage = { ...entry(), images: [...entry().images, { loc: "" }] };
    store.getState().replaceEntries([{ row, entry: withImage }], "Add image");
    const typed = { ...withImage, images: [{ loc: page("i.jpg") }] };
    store.getState().replaceEntries([{ row, entry: typed }], "Edit Image URL");
    expect(store.getState().past.map((step) => step.label)).toEqual(["Add image"]);
    // a second edit of it, or an edit of the row, is a step of its own
    store.getState().replaceEntries([{ row, entry: { ...typed, images: [{ loc: page("j.jpg") }] } }], "Edit");
    expect(store.getState().past.map((step) => step.label)).toEqual(["Add image", "Edit"]);
    store.getState().undo();
    store.getState().undo();
    // one undo took the image away, not just its URL
    expect(entry().images).toEqual([]);
    // an image added, then the row's loc edited: two steps
    const again = { ...entry(), images: [{ loc: "" }] };
    store.getState().replaceEntries([{ row, entry: again }], "Add image");
    store.getState().replaceEntries([{ row, entry: { ...again, loc: page("b") } }], "Edit URL");
    expect(store.getState().past.map((step) => step.label)).toEqual(["Add image", "Edit URL"]);
  });

  it("deletes several rows as one step and undo puts each back at its index, problems shifted", async () => {
    const store = await makeStore({ "a.xml": [page("0"), page("1"), page("2"), page("3"), page("4 x")] });
    expect(codesAt(store.getState(), 4)).toContain("loc.unencoded-chars");
    store.getState().setActiveRow({ file: "a.xml", entry: 4 });
    store.getState().deleteRows([
      { file: "a.xml", entry: 1 },
      { file: "a.xml", entry: 3 },
      { file: "a.xml", entry: 1 },
    ]);
    expect(locs(store.getState())).toEqual([page("0"), page("2"), page("4 x")]);
    expect(codesAt(store.getState(), 2)).toContain("loc.unencoded-chars");
    expect(store.getState().activeRow).toEqual({ file: "a.xml", entry: 2 });
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(locs(store.getState())).toEqual([page("0"), page("1"), page("2"), page("3"), page("4 x")]);
    expect(codesAt(store.getState(), 4)).toContain("loc.unencoded-chars");
    expect(codesAt(store.getState(), 2)).not.toContain("loc.unencoded-chars");
    expect(store.getState().activeRow).toEqual({ file: "a.xml", entry: 4 });
    store.getState().redo();
    expect(locs(store.getState())).toEqual([page("0"), page("2"), page("4 x")]);
    await settled(store);
    expect(codesAt(store.getState(), 2)).toContain("loc.unencoded-chars");
  });

  it("replaces entries of two files as one step and undoes them together", async () => {
    const store = await makeStore({ "a.xml": [page("a")], "b.xml": [page("b")] });
    const image = { loc: page("i.jpg") };
    store.getState().replaceEntries(
      [
        { row: { file: "a.xml", entry: 0 }, entry: makeUrlEntry({ loc: page("a"), images: [image] }) },
        { row: { file: "b.xml", entry: 0 }, entry: makeUrlEntry({ loc: page("b2") }) },
        { row: { file: "b.xml", entry: 9 }, entry: makeUrlEntry() },
      ],
      "Edit images",
    );
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().past[0].patches).toHaveLength(2);
    expect(store.getState().files[0].urls[0].images).toEqual([image]);
    store.getState().undo();
    expect(store.getState().files[0].urls[0].images).toEqual([]);
    expect(locs(store.getState(), "b.xml")).toEqual([page("b")]);
  });

  it("merges eventual replacements of the same row into one step", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    const row = { file: "a.xml", entry: 0 };
    for (const title of ["T", "Ti", "Tit"]) {
      const entry = makeUrlEntry({ loc: page("a"), images: [{ loc: page("i.jpg"), title }] });
      store.getState().replaceEntries([{ row, entry }], "Edit image title", "eventual");
    }
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().files[0].urls[0].images).toEqual([]);
    store.getState().redo();
    expect(store.getState().files[0].urls[0].images[0].title).toBe("Tit");
  });

  it("drops the oldest steps past the patch budget, never the newest", () => {
    const step = (count: number, label: string): HistoryStep => ({
      label,
      patches: Array.from({ length: count }, (_, entry) => ({
        file: "a.xml",
        entry,
        before: undefined,
        after: undefined,
      })),
    });
    const small = recordStep([], step(10, "small"), "immediate");
    const big = recordStep(small, step(HISTORY_PATCH_LIMIT - 10, "big"), "immediate");
    expect(big.map((s) => s.label)).toEqual(["small", "big"]);
    // over the budget: the oldest goes, and the rest fit again
    const next = recordStep(big, step(10, "next"), "immediate");
    expect(next.map((s) => s.label)).toEqual(["big", "next"]);
    // a step over the budget alone is still kept, alone
    const huge = recordStep(next, step(HISTORY_PATCH_LIMIT + 1, "huge"), "immediate");
    expect(huge.map((s) => s.label)).toEqual(["huge"]);
    // what the store tells the user about: steps let go of for the budget, none for a merge or the count
    expect(recordStepCounted(small, step(HISTORY_PATCH_LIMIT - 10, "big"), "immediate").lost).toBe(0);
    expect(recordStepCounted(big, step(10, "next"), "immediate").lost).toBe(1);
    expect(recordStepCounted(next, step(HISTORY_PATCH_LIMIT + 1, "huge"), "immediate").lost).toBe(2);
    const hundred = Array.from({ length: HISTORY_LIMIT }, (_, i) => step(1, `s${i}`));
    expect(recordStepCounted(hundred, step(1, "more"), "immediate")).toMatchObject({ lost: 0 });
    expect(recordStepCounted(hundred, step(1, "more"), "immediate").steps).toHaveLength(HISTORY_LIMIT);
    const eventual = recordStep(small, step(10, "small"), "eventual");
    expect(recordStepCounted(eventual, step(10, "small"), "eventual").lost).toBe(0);
  });

  it("weighs a patch by its URL's hreflang links, images and videos toward the budget", () => {
    const entry = makeUrlEntry({
      loc: "https://www.example.com/a",
      alternates: [0, 1, 2].map((i) => ({ hreflang: `l${i}`, href: `https://www.example.com/${i}` })),
      images: [{ loc: "https://www.example.com/a.jpg" }],
    });
    expect(getPatchWeight({ file: "a.xml", entry: 0, before: entry, after: entry })).toBe(5);
    expect(getPatchWeight({ file: "a.xml", entry: 0, before: undefined, after: entry })).toBe(5);
    expect(getPatchWeight({ file: "a.xml", entry: 0, before: undefined, after: undefined })).toBe(1);
    // a replace over all 50,000 URLs of such a sitemap weighs 250,000: six fit in the budget, not seven
    const replace = (label: string): HistoryStep => ({
      label,
      patches: Array.from({ length: 50_000 }, (_, i) => ({
        file: "a.xml",
        entry: i,
        before: entry,
        after: entry,
      })),
    });
    let past: HistoryStep[] = [];
    for (let i = 0; i < 8; i++) past = recordStep(past, replace(`r${i}`), "immediate");
    expect(past.map((step) => step.label)).toEqual(["r2", "r3", "r4", "r5", "r6", "r7"]);
  });

  it("keeps the last 100 steps", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    for (let i = 0; i <= HISTORY_LIMIT + 4; i++) {
      store
        .getState()
        .editField(
          { file: "a.xml", entry: 0 },
          "lastmod",
          `2020-01-${String((i % 28) + 1).padStart(2, "0")}`,
        );
    }
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) store.getState().undo();
    expect(selectCanUndo(store.getState())).toBe(false);
    // the first 5 steps were dropped: the oldest kept step started from the 5th value
    expect(store.getState().files[0].urls[0].lastmod).toBe("2020-01-05");
    // dropped for their number, as any undo history does: nothing to tell
    expect(store.getState().notices.map((notice) => notice.text)).not.toContain("notice.history-trimmed");
  });

  it("clears the redo stack on a new change but not on a selection change", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.5");
    store.getState().undo();
    store.getState().setActiveRow({ file: "a.xml", entry: 0 });
    store.getState().setFilter({ text: "a" });
    expect(selectCanRedo(store.getState())).toBe(true);
    store.getState().editField({ file: "a.xml", entry: 0 }, "changefreq", "weekly");
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it("forgets the steps of a removed file and still undoes those of the others", async () => {
    const store = await makeStore({ "a.xml": [page("a")], "b.xml": [page("b")] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.1");
    store.getState().editField({ file: "b.xml", entry: 0 }, "priority", "0.2");
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.3");
    store.getState().removeFile("b.xml");
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().files[0].urls[0].priority).toBeUndefined();
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it("keeps a step that changed the removed file and others, for the others, and every step before it", async () => {
    const store = await makeStore({ "a.xml": [page("a")], "b.xml": [page("b")] });
    const a = { file: "a.xml", entry: 0 };
    const b = { file: "b.xml", entry: 0 };
    store.getState().editField(a, "priority", "0.1");
    const entryOf = (row: typeof a) => store.getState().files.find((f) => f.name === row.file)?.urls[0];
    // one step over both files (a Find & replace of "All URLs")
    const both = [a, b].map((row) => ({ row, entry: { ...entryOf(row), changefreq: "weekly" } as UrlEntry }));
    store.getState().replaceEntries(both, "Replace");
    store.getState().editField(b, "priority", "0.9");
    store.getState().removeFile("b.xml");
    expect(store.getState().past.map((step) => step.patches.map((patch) => patch.file))).toEqual([
      ["a.xml"],
      ["a.xml"],
    ]);
    store.getState().undo();
    expect(entryOf(a)?.changefreq).toBe("daily");
    expect(entryOf(a)?.priority).toBe("0.1");
    store.getState().undo();
    expect(entryOf(a)?.priority).toBeUndefined();
    expect(selectCanUndo(store.getState())).toBe(false);
    store.getState().redo();
    store.getState().redo();
    expect(entryOf(a)).toMatchObject({ priority: "0.1", changefreq: "weekly" });
  });
});

describe("a removed file's part of a step", () => {
  it("leaves the label counting the rows left: Replace in 3 URLs becomes Replace in 1 URL", async () => {
    const store = await makeStore({
      "a.xml": ["http://www.example.com/a"],
      "b.xml": ["http://www.example.com/b1", "http://www.example.com/b2"],
    });
    const count = store.getState().replaceInRows({ find: "http://", replace: "https://", fields: ["loc"] });
    expect(count).toBe(3);
    expect(selectUndoStep(store.getState())?.params).toEqual({ count: 3 });
    store.getState().removeFile("b.xml");
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.replace",
      params: { count: 1 },
    });
    store.getState().undo();
    expect(store.getState().files[0].urls[0].loc).toBe("http://www.example.com/a");
  });
});

describe("quick fixes", () => {
  it("writes a headline's HTML entities as characters, and the reading problems of that field go with them", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example-news.ru/a</loc><news:news><news:publication><news:name>Новости</news:name><news:language>ru</news:language></news:publication>
<news:publication_date>2026-12-03T10:00:00+03:00</news:publication_date><news:title>Мэр&nbsp;объявил &laquo;режим ЧС&raquo;</news:title></news:news></url>
</urlset>`;
    await store.getState().addFiles([{ name: "news.xml", bytes: new TextEncoder().encode(xml) }]);
    const entities = () => store.getState().problems.filter((p) => p.code === "xml.undefined-entity");
    expect(entities().map((p) => [p.field, p.params?.value, p.params?.others])).toEqual([
      ["news.title", "&nbsp;", 2],
    ]);
    store.getState().applyFix({ file: "news.xml", entry: 0 }, entities()[0]);
    expect(store.getState().files[0].urls[0].news?.title).toBe("Мэр\u00a0объявил «режим ЧС»");
    expect(entities()).toEqual([]);
    store.getState().undo();
    expect(store.getState().files[0].urls[0].news?.title).toBe("Мэр&nbsp;объявил &laquo;режим ЧС&raquo;");
    await vi.waitFor(() => expect(entities()).toHaveLength(1));
  });

  it("keeps a headline's entity problem while a Find & replace leaves references in it, and undo gives it back", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example-news.ru/a</loc><news:news><news:publication><news:name>Новости</news:name><news:language>ru</news:language></news:publication>
<news:publication_date>2026-12-03T10:00:00+03:00</news:publication_date><news:title>&laquo;Режим ЧС&raquo; &mdash; итоги</news:title></news:news></url>
</urlset>`;
    await store.getState().addFiles([{ name: "news.xml", bytes: new TextEncoder().encode(xml) }]);
    await settled(store);
    const named = () =>
      store
        .getState()
        .problems.filter((p) => p.code === "xml.undefined-entity")
        .map((p) => [p.field, p.params?.value, p.params?.others, p.line]);
    const read = named();
    expect(read).toEqual([["news.title", "&laquo;", 2, 4]]);
    expect(store.getState().replaceInRows({ find: "&laquo;", replace: "«", fields: ["news.text"] })).toBe(1);
    expect(store.getState().files[0].urls[0].news?.title).toBe("«Режим ЧС&raquo; &mdash; итоги");
    expect(named()).toEqual([["news.title", "&raquo;", 1, 4]]);
    await settled(store);
    expect(named()).toEqual([["news.title", "&raquo;", 1, 4]]);
    expect(store.getState().files[0].problems.map((p) => p.params?.value)).toEqual(["&raquo;"]);
    store.getState().undo();
    await settled(store);
    expect(named()).toEqual(read);
    store.getState().redo();
    await settled(store);
    expect(named()).toEqual([["news.title", "&raquo;", 1, 4]]);
    // the rest replaced too: nothing is left to name, and undo gives back the one before
    store.getState().replaceInRows({ find: "&raquo; &mdash;", replace: "» —", fields: ["news.text"] });
    await settled(store);
    expect(named()).toEqual([]);
    store.getState().undo();
    await settled(store);
    expect(named()).toEqual([["news.title", "&raquo;", 1, 4]]);
  });

  it("fixes one problem as an undoable step", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "B18.xml", bytes: sharedBytes("cases/B18.xml") }]);
    const problem = store.getState().problems.find((p) => p.code === "priority.invalid");
    expect(problem).toBeDefined();
    store.getState().applyFix({ file: "B18.xml", entry: 0 }, problem as Problem);
    expect(store.getState().files[0].urls[0].priority).toBe("0.9");
    expect(codesAt(store.getState(), 0, "B18.xml")).not.toContain("priority.invalid");
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.fix",
      params: { code: "priority.invalid" },
    });
    store.getState().undo();
    expect(store.getState().files[0].urls[0].priority).toBe("0,9");
    expect(codesAt(store.getState(), 0, "B18.xml")).toContain("priority.invalid");
  });

  it("adds a missing hreflang return link on the page listed, in its own file, as one undoable step", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xhtml = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
    const page = (loc: string, links: [string, string][]) =>
      `<url><loc>${loc}</loc>${links.map(([code, href]) => `<xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`).join("")}</url>`;
    const [en, de] = ["https://www.example.com/en/", "https://www.example.com/de/"];
    const file = (body: string) =>
      encode(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${xhtml}>${body}</urlset>`);
    await store.getState().addFiles([
      {
        name: "en.xml",
        bytes: file(
          page(en, [
            ["en", en],
            ["de", de],
          ]),
        ),
      },
      { name: "de.xml", bytes: file(page(de, [["de", de]])) },
    ]);
    await settled(store);
    const problem = store.getState().problems.find((p) => p.code === "hreflang.not-reciprocal");
    expect(problem).toMatchObject({ file: "en.xml", entry: 0, params: { otherFile: "de.xml" } });
    store.getState().applyFix({ file: "en.xml", entry: 0 }, problem as Problem);
    await settled(store);
    const links = (state: SitemapStore, name: string) =>
      state.files.find((f) => f.name === name)?.urls[0].alternates.map((a) => `${a.hreflang} ${a.href}`);
    expect(links(store.getState(), "de.xml")).toEqual([`de ${de}`, `en ${en}`]);
    expect(links(store.getState(), "en.xml")).toEqual([`en ${en}`, `de ${de}`]);
    expect(store.getState().problems.filter((p) => p.code.startsWith("hreflang."))).toEqual([]);
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.fix",
      patches: [{ file: "de.xml" }],
    });
    store.getState().undo();
    await settled(store);
    expect(links(store.getState(), "de.xml")).toEqual([`de ${de}`]);
    expect(codesAt(store.getState(), 0, "en.xml")).toContain("hreflang.not-reciprocal");
  });

  it("fixes every problem of a code across files as ONE step and one undo restores them all", async () => {
    const store = await makeStore({ "a.xml": [page("a"), page("b"), page("c")], "b.xml": [page("d")] });
    for (const [file, entry, priority] of [
      ["a.xml", 0, "0,5"],
      ["a.xml", 2, "1,0"],
      ["b.xml", 0, "0,1"],
      ["a.xml", 1, "2,5"],
    ] as const) {
      store.getState().editField({ file, entry }, "priority", priority);
    }
    await settled(store);
    const steps = store.getState().past.length;
    expect(store.getState().applyFixAll("priority.invalid")).toBe(3);
    expect(store.getState().past).toHaveLength(steps + 1);
    expect(selectUndoStep(store.getState())).toMatchObject({
      label: "history.fix-all",
      params: { count: 3 },
    });
    const priorities = (state: SitemapStore) => state.files.flatMap((f) => f.urls.map((u) => u.priority));
    expect(priorities(store.getState())).toEqual(["0.5", "2,5", "1.0", "0.1"]);
    // 2,5 has no safe fix and stays a problem
    expect(store.getState().problems.filter((p) => p.code === "priority.invalid")).toHaveLength(1);
    store.getState().undo();
    expect(priorities(store.getState())).toEqual(["0,5", "2,5", "1,0", "0,1"]);
    expect(store.getState().problems.filter((p) => p.code === "priority.invalid")).toHaveLength(4);
    expect(store.getState().applyFixAll("no.such-code")).toBe(0);
  });

  it("fixes in slices as Fix all does at once, and starts again when the workspace changes meanwhile", async () => {
    const zoneless = (name: string) => (i: number) =>
      `<url><loc>https://www.example.com/${name}/${i}</loc><lastmod>2024-05-01T10:30:00</lastmod></url>`;
    const xml = (name: string, count: number) =>
      encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from({ length: count }, (_, i) => zoneless(name)(i)).join("")}</urlset>`,
      );
    // FIX_SLICE_PROBLEMS + 1: two slices
    const count = FIX_SLICE_PROBLEMS / 2 + 1;
    const open = async () => {
      const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
      await store.getState().addFiles([
        { name: "a.xml", bytes: xml("a", count) },
        { name: "b.xml", bytes: xml("b", count) },
      ]);
      await settled(store);
      return store;
    };
    const lastmods = (state: SitemapStore) => state.files.flatMap((f) => f.urls.map((u) => u.lastmod));
    const atOnce = await open();
    expect(atOnce.getState().applyFixAll("lastmod.no-timezone", { offset: "+03:00" })).toBe(count * 2);
    const sliced = await open();
    const fixing = sliced.getState().applyFixAllInSlices("lastmod.no-timezone", { offset: "+03:00" });
    // the first slice is worked out, nothing is recorded until the last
    expect(sliced.getState().past).toHaveLength(0);
    expect(await fixing).toBe(count * 2);
    expect(lastmods(sliced.getState())).toEqual(lastmods(atOnce.getState()));
    expect(lastmods(sliced.getState())[0]).toBe("2024-05-01T10:30:00+03:00");
    expect(selectUndoStep(sliced.getState())?.patches).toEqual(selectUndoStep(atOnce.getState())?.patches);
    // an edit between two slices: the fix starts again and keeps it
    const edited = await open();
    const again = edited.getState().applyFixAllInSlices("lastmod.no-timezone", { offset: "+03:00" });
    edited.getState().editField({ file: "b.xml", entry: 3 }, "lastmod", "2025-01-02T08:00:00");
    expect(await again).toBe(count * 2);
    expect(edited.getState().files[1].urls[3].lastmod).toBe("2025-01-02T08:00:00+03:00");
    expect(edited.getState().past).toHaveLength(2);
    edited.getState().undo();
    expect(edited.getState().files[1].urls[3].lastmod).toBe("2025-01-02T08:00:00");
    expect(edited.getState().files[0].urls[0].lastmod).toBe("2024-05-01T10:30:00");
  }, 60_000);
});

describe("engines", () => {
  it("hides Google-only problems when Google is off, shows them again when it is back", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    await settled(store);
    expect(codesAt(store.getState(), 0)).toContain("changefreq.ignored");
    store.getState().setEngines(["yandex", "bing"]);
    expect(codesAt(store.getState(), 0)).not.toContain("changefreq.ignored");
    await settled(store);
    expect(codesAt(store.getState(), 0)).not.toContain("changefreq.ignored");
    store.getState().setEngines(["google", "yandex", "bing"]);
    await settled(store);
    expect(codesAt(store.getState(), 0)).toContain("changefreq.ignored");
  });

  it("ignores a choice of no engine", async () => {
    const store = await makeStore({ "a.xml": [page("a")] });
    store.getState().setEngines([]);
    expect(store.getState().engines).toEqual(["google", "yandex", "bing"]);
  });

  it("remembers the choice for the next store and ignores a broken stored value", async () => {
    const storage = memoryStorage();
    const first = await makeStore({}, storage);
    first.getState().setEngines(["yandex"]);
    expect(JSON.parse(storage.data.get(ENGINES_KEY) ?? "")).toEqual(["yandex"]);
    const second = await makeStore({}, storage);
    expect(second.getState().engines).toEqual(["yandex"]);
    storage.data.set(ENGINES_KEY, "{not json");
    expect((await makeStore({}, storage)).getState().engines).toEqual(["google", "yandex", "bing"]);
  });
});

describe("reading problems and undo", () => {
  const ordered = encode(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/a</loc><priority>0.5</priority><changefreq>daily</changefreq></url>
  <url><loc>https://www.example.com/b</loc><priority>0.5</priority><changefreq>weekly</changefreq></url>
</urlset>`);
  const feed = encode(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>t</title><link>https://www.example.com/</link>
<item><title>a</title><link>https://www.example.com/a</link><pubDate>not a date</pubDate></item>
</channel></rss>`);
  const codes = (store: Store) => store.getState().files[0].problems.map((problem) => problem.code);
  const inList = (store: Store, code: string) =>
    store.getState().problems.filter((problem) => problem.code === code).length;

  it("puts back the reading problems a bulk Set cut when it is undone, and cuts them again on redo", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "order.xml", bytes: ordered }]);
    await settled(store);
    const read = store.getState().files[0].problems;
    expect(codes(store).filter((code) => code === "xml.element-order")).toHaveLength(2);
    expect(inList(store, "xml.element-order")).toBe(2);
    const rows = [0, 1].map((entry) => ({ file: "order.xml", entry }));
    store.getState().setFieldOnRows(rows, "changefreq", "monthly");
    await settled(store);
    expect(codes(store)).not.toContain("xml.element-order");
    expect(inList(store, "xml.element-order")).toBe(0);
    store.getState().undo();
    await settled(store);
    expect(store.getState().files[0].problems).toEqual(read);
    expect(inList(store, "xml.element-order")).toBe(2);
    store.getState().redo();
    await settled(store);
    expect(codes(store)).not.toContain("xml.element-order");
    store.getState().undo();
    await settled(store);
    expect(store.getState().files[0].problems).toEqual(read);
  });

  it("puts back 10,000 entity problems a Fix all cut in a file of 5,000 images, in their places", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const image = (i: number) =>
      `<url><loc>https://www.example.com/${i}</loc><image:image><image:loc>https://www.example.com/${i}.jpg</image:loc>` +
      `<image:title>Фото&nbsp;${i}</image:title><image:caption>&laquo;Вид&raquo;</image:caption></image:image></url>`;
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://www.example.com/first</loc><priority>0.5</priority><changefreq>daily</changefreq></url>
${Array.from({ length: 5_000 }, (_, i) => image(i)).join("\n")}
</urlset>`;
    await store.getState().addFiles([{ name: "images.xml", bytes: encode(xml) }]);
    await settled(store);
    const read = store.getState().files[0].problems;
    const entities = () => inList(store, "xml.undefined-entity");
    // one per text: a title and a caption of each image
    expect(entities()).toBe(10_000);
    expect(store.getState().applyFixAll("xml.undefined-entity")).toBe(10_000);
    await settled(store);
    expect(entities()).toBe(0);
    // the step keeps what it cut, not the file's whole list again
    const kept = store.getState().past.at(-1)?.readingBefore;
    expect(kept?.map((part) => ("cut" in part ? part.cut.length : -1))).toEqual([10_000]);
    store.getState().undo();
    await settled(store);
    expect(store.getState().files[0].problems).toEqual(read);
    expect(entities()).toBe(10_000);
    expect(store.getState().files[0].urls[4_999].images[0].title).toBe("Фото&nbsp;4998");
    store.getState().redo();
    await settled(store);
    expect(entities()).toBe(0);
    expect(codes(store)).toEqual(["xml.element-order"]);
  });

  it("keeps a title's entity problem on an undo of a loc edit after a reload (entries copied, not shared)", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://www.example.com/a</loc><image:image><image:loc>https://www.example.com/a.jpg</image:loc><image:title>&laquo;A&raquo;</image:title></image:image></url>
</urlset>`;
    await store.getState().addFiles([{ name: "img.xml", bytes: encode(xml) }]);
    await settled(store);
    const entities = () => store.getState().problems.filter((p) => p.code === "xml.undefined-entity").length;
    expect(entities()).toBe(1);
    store.getState().editField({ file: "img.xml", entry: 0 }, "loc", "https://www.example.com/b");
    await settled(store);
    expect(entities()).toBe(1);
    // what a reload gives: the files and the history as copies of what was saved, each its own
    const { files, past } = store.getState();
    store.setState({ files: structuredClone(files), past: structuredClone(past) });
    store.getState().undo();
    await settled(store);
    expect(store.getState().files[0].urls[0].loc).toBe("https://www.example.com/a");
    expect(entities()).toBe(1);
  });

  it("drops a feed's unreadable date once lastmod is edited, and brings it back on undo", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "feed.xml", bytes: feed }]);
    await settled(store);
    const [invalid] = store.getState().files[0].problems.filter((p) => p.code === "feed.date-invalid");
    expect(invalid).toMatchObject({ entry: 0, field: "lastmod", params: { value: "not a date" } });
    store.getState().editField({ file: "feed.xml", entry: 0 }, "lastmod", "2025-06-01");
    await settled(store);
    expect(inList(store, "feed.date-invalid")).toBe(0);
    store.getState().undo();
    await settled(store);
    expect(store.getState().files[0].urls[0].lastmod).toBeUndefined();
    expect(inList(store, "feed.date-invalid")).toBe(1);
  });

  it("keeps the reading problems from before the first of merged typing steps", () => {
    const problem = { code: "xml.element-order" } as Problem;
    const entry = makeUrlEntry();
    const patch = { file: "a.xml", entry: 0, before: entry, after: { ...entry, loc: "x" } };
    const first: HistoryStep = {
      label: "history.edit",
      patches: [patch],
      readingBefore: [{ file: "a.xml", problems: [problem] }],
    };
    const second: HistoryStep = {
      label: "history.edit",
      patches: [{ ...patch, after: { ...entry, loc: "xy" } }],
      readingBefore: [
        { file: "a.xml", problems: [] },
        { file: "b.xml", problems: [problem] },
      ],
    };
    const past = recordStep(recordStep([], first, "eventual"), second, "eventual");
    expect(past).toHaveLength(1);
    expect(past[0].readingBefore).toEqual([
      { file: "a.xml", problems: [problem] },
      { file: "b.xml", problems: [problem] },
    ]);
  });
});
