// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { TableActions } from "./table-actions";

afterEach(cleanup);

const encode = (text: string) => new TextEncoder().encode(text);
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

describe("TableActions", () => {
  it("offers Remove duplicates and Export CSV only with URL rows to work on; Find & replace with an index too", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "index.xml",
        bytes: encode(`<sitemapindex ${NS}><sitemap><loc>https://e.com/a.xml</loc></sitemap></sitemapindex>`),
      },
    ]);
    render(
      <StoreProvider store={store}>
        <TableActions addTarget={undefined} onAdd={() => {}} onOpen={() => {}} />
      </StoreProvider>,
    );
    const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
    expect(button("Remove duplicates").disabled).toBe(true);
    expect(button("Export CSV").disabled).toBe(true);
    // their tooltips say why
    expect(button("Remove duplicates").title).toMatch(/^No URL rows are open/);
    expect(button("Export CSV").title).toMatch(/^No URL rows are open/);
    expect(button("Find & replace").disabled).toBe(false);
    // no file to add a URL to: the tooltip says which would take one
    expect(button("Add URL").disabled).toBe(true);
    expect(button("Add URL").title).toMatch(
      /^New URLs go into a sitemap \(urlset\) or a TXT list, and none is open/,
    );
    await act(() =>
      store
        .getState()
        .addFiles([
          { name: "a.xml", bytes: encode(`<urlset ${NS}><url><loc>https://e.com/x</loc></url></urlset>`) },
        ]),
    );
    expect(button("Remove duplicates").disabled).toBe(false);
    expect(button("Export CSV").disabled).toBe(false);
    // every row filtered out: nothing to write
    act(() => store.getState().setFilter({ text: "no such URL" }));
    expect(button("Export CSV").disabled).toBe(true);
    expect(button("Export CSV").title).toMatch(/^No row is shown/);
  });
});
