import { describe, expect, it, vi } from "vitest";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { MOVED_LINKS_NOTICE } from "./moved-links-actions";
import { selectUndoStep } from "./selectors";
import { createSitemapStore } from "./sitemap-store";
import type { SitemapStore } from "./store-types";

const page = (path: string) => `https://www.example.com/${path}`;
const LANGS = ["en", "ru", "de"];

/** A urlset of one en / ru / de cluster, each page linking all three (itself included). */
function cluster(): Uint8Array {
  const links = LANGS.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${page(`${lang}/a`)}"/>`,
  ).join("");
  const urls = LANGS.map((lang) => `<url><loc>${page(`${lang}/a`)}</loc>${links}</url>`).join("");
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`,
  );
}

async function makeStore() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  await store.getState().addFiles([{ name: "a.xml", bytes: cluster() }]);
  await vi.waitFor(() => expect(store.getState().checking).toBe(false));
  return store;
}

const offer = (state: SitemapStore) => state.notices.find((notice) => notice.text === MOVED_LINKS_NOTICE);
const hrefs = (state: SitemapStore, entry: number) =>
  state.files[0].urls[entry].alternates.map((link) => link.href);

describe("the offer to take hreflang links along after a loc renamed by hand", () => {
  it("offers the links still on the old URL, and points them at the new one in one undoable step", async () => {
    const store = await makeStore();
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", page("ru/b"));
    // after the edit's own task
    expect(offer(store.getState())).toBeUndefined();
    await vi.waitFor(() => expect(offer(store.getState())).toBeDefined());
    expect(offer(store.getState())).toMatchObject({
      kind: "warning",
      params: { count: "3", from: page("ru/a") },
    });
    expect(store.getState().followMovedLinks()).toBe(3);
    const state = store.getState();
    for (const entry of [0, 1, 2])
      expect(hrefs(state, entry)).toEqual([page("en/a"), page("ru/b"), page("de/a")]);
    expect(offer(state)).toBeUndefined();
    expect(state.movedLinks).toBeUndefined();
    expect(selectUndoStep(state)).toMatchObject({ label: "history.follow-links", params: { count: 3 } });
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().problems.filter((problem) => problem.code.startsWith("hreflang."))).toEqual([]);
    store.getState().undo();
    expect(hrefs(store.getState(), 0)).toEqual([page("en/a"), page("ru/a"), page("de/a")]);
    expect(store.getState().files[0].urls[1].loc).toBe(page("ru/b"));
  });

  it("ends the offer when the rename is undone, and joins a second rename into one notice", async () => {
    const store = await makeStore();
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", page("ru/b"));
    await vi.waitFor(() => expect(offer(store.getState())).toBeDefined());
    store.getState().editField({ file: "a.xml", entry: 2 }, "loc", page("de/b"));
    await vi.waitFor(() => expect(offer(store.getState())?.params).toEqual({ count: "6", pages: "2" }));
    expect(store.getState().notices.filter((notice) => notice.text === MOVED_LINKS_NOTICE)).toHaveLength(1);
    store.getState().undo();
    await vi.waitFor(() =>
      expect(offer(store.getState())?.params).toEqual({ count: "3", from: page("ru/a") }),
    );
    store.getState().undo();
    await vi.waitFor(() => expect(offer(store.getState())).toBeUndefined());
    expect(store.getState().movedLinks).toBeUndefined();
  });

  it("ends the offer with its notice, and makes none for a page nothing links", async () => {
    const store = await makeStore();
    store.getState().editField({ file: "a.xml", entry: 0 }, "loc", page("en/b"));
    await vi.waitFor(() => expect(offer(store.getState())).toBeDefined());
    store.getState().dismissNotice(offer(store.getState())?.id ?? -1);
    expect(store.getState().movedLinks).toBeUndefined();
    expect(store.getState().followMovedLinks()).toBe(0);
    expect(hrefs(store.getState(), 1)[0]).toBe(page("en/a"));
    // a field that is not the loc, and a loc no link names, offer nothing
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.5");
    store.getState().addRow("a.xml");
    store.getState().editField({ file: "a.xml", entry: 3 }, "loc", page("new"));
    store.getState().editField({ file: "a.xml", entry: 3 }, "loc", page("newer"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offer(store.getState())).toBeUndefined();
  });

  it("offers the links after a Find & replace in the locs alone, not after one over every URL field", async () => {
    const store = await makeStore();
    expect(store.getState().replaceInRows({ find: "/ru/", replace: "/ru-ru/", fields: ["loc"] })).toBe(1);
    await vi.waitFor(() =>
      expect(offer(store.getState())?.params).toEqual({ count: "3", from: page("ru/a") }),
    );
    expect(store.getState().followMovedLinks()).toBe(3);
    expect(hrefs(store.getState(), 2)).toEqual([page("en/a"), page("ru-ru/a"), page("de/a")]);

    const other = await makeStore();
    const fields = ["loc", "alternate.href"] as const;
    expect(other.getState().replaceInRows({ find: "/de/", replace: "/de-de/", fields })).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offer(other.getState())).toBeUndefined();
  });

  it("offers the links again when the rename is redone, or the step that took them along is undone", async () => {
    const store = await makeStore();
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", page("ru/b"));
    await vi.waitFor(() => expect(offer(store.getState())).toBeDefined());
    store.getState().undo();
    await vi.waitFor(() => expect(offer(store.getState())).toBeUndefined());
    store.getState().redo();
    await vi.waitFor(() =>
      expect(offer(store.getState())?.params).toEqual({ count: "3", from: page("ru/a") }),
    );
    expect(store.getState().followMovedLinks()).toBe(3);
    expect(selectUndoStep(store.getState())).toMatchObject({ params: { count: 3, pages: 1 } });
    store.getState().undo();
    await vi.waitFor(() =>
      expect(offer(store.getState())?.params).toEqual({ count: "3", from: page("ru/a") }),
    );
    store.getState().redo();
    await vi.waitFor(() => expect(offer(store.getState())).toBeUndefined());
    expect(hrefs(store.getState(), 0)).toEqual([page("en/a"), page("ru/b"), page("de/a")]);
  });
});
