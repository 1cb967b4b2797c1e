// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { SitemapRef } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FilesPanel } from "./files-panel";
import { buildSitemapRefs } from "./sitemap-refs-dialog";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-01-01</lastmod></sitemap>
<sitemap><loc>https://other.example.org/b.xml</loc></sitemap>
</sitemapindex>`;

async function renderIndex() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  await store.getState().addFiles([{ name: "index.xml", bytes: new TextEncoder().encode(INDEX) }]);
  store.getState().setLocation("index.xml", "https://www.example.com/index.xml");
  await waitFor(() => expect(store.getState().checking).toBe(false));
  render(
    <StoreProvider store={store}>
      <FilesPanel />
    </StoreProvider>,
  );
  return store;
}

describe("buildSitemapRefs", () => {
  const a: SitemapRef = { loc: "https://e.com/a.xml", lastmod: "2024-01-01", line: 3, extra: ["<x/>"] };
  const line = (from: SitemapRef | undefined, loc: string, lastmod = "") => ({
    key: 0,
    from,
    at: 0,
    loc,
    lastmod,
  });

  it("keeps an unchanged entry as it is and the rest of an edited one", () => {
    expect(buildSitemapRefs([line(a, a.loc, "2024-01-01")])[0]).toBe(a);
    expect(buildSitemapRefs([line(a, " https://e.com/b.xml ", "2024-01-01")])).toEqual([
      { loc: "https://e.com/b.xml", lastmod: "2024-01-01", line: 3, extra: ["<x/>"] },
    ]);
    expect(buildSitemapRefs([line(a, a.loc, "")])).toEqual([{ loc: a.loc, line: 3, extra: ["<x/>"] }]);
  });

  it("adds a new line with a loc and leaves out an empty one", () => {
    expect(
      buildSitemapRefs([line(undefined, "https://e.com/c.xml", "2025-02-02"), line(undefined, " ")]),
    ).toEqual([{ loc: "https://e.com/c.xml", lastmod: "2025-02-02" }]);
  });
});

describe("SitemapRefsDialog", () => {
  it("edits, adds and removes the sitemaps of an index as one undoable step, with their problems shown", async () => {
    const user = userEvent.setup();
    const store = await renderIndex();
    await user.click(screen.getByRole("button", { name: "Edit sitemaps of index.xml" }));
    const dialog = screen.getByRole("dialog", { name: "Sitemaps listed by index.xml" });
    // the second entry's problem is shown beside it
    expect(within(dialog).getByRole("list", { name: "Problems of sitemap 2" }).textContent).toContain(
      "loc.other-host",
    );
    const loc2 = within(dialog).getByRole("textbox", { name: "loc of sitemap 2" });
    await user.clear(loc2);
    await user.type(loc2, "https://www.example.com/b.xml");
    // the problems shown are of the values before the edit, and say so
    expect(within(dialog).getByRole("list", { name: "Problems of sitemap 2" }).textContent).toMatch(
      /^Before your change/,
    );
    await user.click(within(dialog).getByRole("button", { name: "+ Add sitemap" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "loc of sitemap 3" }));
    await user.click(within(dialog).getByRole("textbox", { name: "lastmod of sitemap 3" }));
    await user.click(within(dialog).getByRole("button", { name: "+ Add sitemap" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "loc of sitemap 4" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove sitemap 4" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "loc of sitemap 3" }),
      "https://www.example.com/c.xml",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "lastmod of sitemap 3" }), "2025-01-01");
    await user.click(within(dialog).getByRole("button", { name: "Remove sitemap 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const sitemaps = () => store.getState().files[0].sitemaps.map((ref) => [ref.loc, ref.lastmod]);
    expect(sitemaps()).toEqual([
      ["https://www.example.com/b.xml", undefined],
      ["https://www.example.com/c.xml", "2025-01-01"],
    ]);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().problems.some((p) => p.code === "loc.other-host")).toBe(false);
    store.getState().undo();
    expect(sitemaps()).toEqual([
      ["https://www.example.com/a.xml", "2024-01-01"],
      ["https://other.example.org/b.xml", undefined],
    ]);
  });

  it("changes nothing on Cancel", async () => {
    const user = userEvent.setup();
    const store = await renderIndex();
    const before = store.getState().files[0];
    await user.click(screen.getByRole("button", { name: "Edit sitemaps of index.xml" }));
    await user.type(screen.getByRole("textbox", { name: "loc of sitemap 1" }), "x");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(store.getState().files[0]).toBe(before);
    expect(store.getState().past).toEqual([]);
  });
});
