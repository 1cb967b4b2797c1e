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
