import { describe, expect, it, vi } from "vitest";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { createSitemapStore } from "./sitemap-store";

const XML = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://e.ru/a</loc><title>Shop</title></url><url><loc>https://e.ru/b</loc></url></urlset>`;

describe("removing an unknown element from the workspace", () => {
  it("takes its reading problem away with it, and Undo brings both back", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "s.xml", bytes: new TextEncoder().encode(XML) }]);
    const settled = () => vi.waitFor(() => expect(store.getState().checking).toBe(false));
    await settled();
    const unknown = () => store.getState().problems.filter((p) => p.code === "xml.unknown-element");
    expect(unknown().map((p) => [p.entry, p.field])).toEqual([[0, "extra"]]);
    expect(store.getState().applyFixAll("xml.unknown-element")).toBe(1);
    await settled();
    expect(store.getState().files[0].urls[0].extra).toBeUndefined();
    expect(unknown()).toEqual([]);
    store.getState().undo();
    await settled();
    expect(store.getState().files[0].urls[0].extra).toEqual(["<title>Shop</title>"]);
    expect(unknown().map((p) => p.entry)).toEqual([0]);
  });
});

const REPEATS = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://e.ru/a</loc>
<news:news><news:publication><news:name>E</news:name><news:language>ru</news:language></news:publication><news:publication_date>2026-12-05</news:publication_date><news:title>One</news:title></news:news>
<news:news><news:publication><news:name>E</news:name><news:language>ru</news:language></news:publication><news:publication_date>2026-12-05</news:publication_date><news:title>Two</news:title></news:news>
</url>
<url><loc>https://e.ru/b</loc>
<video:video><video:thumbnail_loc>https://e.ru/t.jpg</video:thumbnail_loc><video:title>First</video:title><video:title>Second</video:title><video:description>D</video:description><video:content_loc>https://e.ru/v.mp4</video:content_loc></video:video>
</url>
</urlset>`;

describe("removing a repeated element kept as written", () => {
  it("takes its reading problem away with it (news and video), and Undo brings both back", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "s.xml", bytes: new TextEncoder().encode(REPEATS) }]);
    const settled = () => vi.waitFor(() => expect(store.getState().checking).toBe(false));
    await settled();
    const repeats = () => store.getState().problems.filter((p) => p.code === "xml.duplicate-element");
    expect(repeats().map((p) => [p.entry, p.field])).toEqual([
      [0, "extra"],
      [1, "videos[0].extra"],
    ]);
    expect(store.getState().applyFixAll("xml.duplicate-element")).toBe(2);
    await settled();
    expect(repeats()).toEqual([]);
    expect(store.getState().files[0].urls[1].videos[0].extra).toBeUndefined();
    store.getState().undo();
    await settled();
    expect(repeats().map((p) => p.entry)).toEqual([0, 1]);
  });
});

const MISPLACED = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://e.ru/a</loc>
<news:news><news:name>Газета</news:name><news:language>ru</news:language><news:publication_date>2026-12-05T10:00:00+03:00</news:publication_date><news:title>A</news:title><news:note>x</news:note></news:news>
</url>
</urlset>`;

describe("moving a news name written beside news:publication into it", () => {
  it("takes the moved elements' unknown-element problems away, keeps the one of an element still there, and Undo brings them back", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "n.xml", bytes: new TextEncoder().encode(MISPLACED) }]);
    const settled = () => vi.waitFor(() => expect(store.getState().checking).toBe(false));
    await settled();
    const unknown = () =>
      store
        .getState()
        .problems.filter((p) => p.code === "xml.unknown-element")
        .map((p) => [p.params?.value, p.field]);
    expect(unknown()).toEqual([
      ["news:name", "news.extra"],
      ["news:language", "news.extra"],
      ["news:note", "news.extra"],
    ]);
    expect(store.getState().applyFixAll("news.required-missing")).toBe(2);
    await settled();
    expect(store.getState().files[0].urls[0].news?.publication).toEqual({ name: "Газета", language: "ru" });
    expect(unknown()).toEqual([["news:note", "news.extra"]]);
    store.getState().undo();
    await settled();
    expect(unknown().map(([value]) => value)).toEqual(["news:name", "news:language", "news:note"]);
  });
});
