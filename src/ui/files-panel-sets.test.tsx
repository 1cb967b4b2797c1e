// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FilesPanel } from "./files-panel";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

const encode = (text: string) => new TextEncoder().encode(text);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const INDEX = `${HEAD}<sitemapindex ${NS}>
<sitemap><loc>https://www.example.com/posts.xml</loc></sitemap>
<sitemap><loc>https://www.example.com/pages.xml</loc></sitemap>
</sitemapindex>`;
const POSTS = `${HEAD}<urlset ${NS}><url><loc>https://www.example.com/p</loc></url></urlset>`;

describe("FilesPanel index sets", () => {
  it("nests the loaded children under their index, lists the missing one, and filters to a child", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      { name: "posts.xml", bytes: encode(POSTS) },
      { name: "sitemap-index.xml", bytes: encode(INDEX) },
    ]);
    expect(store.getState().problems.map((p) => p.code)).toContain("index.child-missing");
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const set = screen.getByRole("list", { name: "Sitemaps listed in sitemap-index.xml" });
    const child = within(set).getByRole("button", { name: "Show only posts.xml in the table" });
    const missing = within(set).getByText("pages.xml").closest("li") as HTMLElement;
    expect(missing.textContent).toContain("not loaded");
    expect(missing.getAttribute("title")).toContain("https://www.example.com/pages.xml");
    // posts.xml is shown once, under the index, not at the top level too
    expect(screen.getAllByRole("button", { name: "Show only posts.xml in the table" })).toHaveLength(1);
    await user.click(child);
    expect(store.getState().filter.file).toBe("posts.xml");
  });

  it("says a listed file of the same pick is being read, not that it is not loaded", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "sitemap-index.xml", bytes: encode(INDEX) }]);
    store.setState({ loading: [{ name: "pages.xml", byteLength: 1000, progress: 0.5 }] });
    render(
      <StoreProvider store={store}>
        <FilesPanel />
      </StoreProvider>,
    );
    const set = screen.getByRole("list", { name: "Sitemaps listed in sitemap-index.xml" });
    expect((within(set).getByText("pages.xml").closest("li") as HTMLElement).textContent).toContain(
      "reading…",
    );
    expect((within(set).getByText("posts.xml").closest("li") as HTMLElement).textContent).toContain(
      "not loaded",
    );
  });
});
