// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { DedupeDialog } from "./dedupe-dialog";

afterEach(cleanup);

const encode = (text: string) => new TextEncoder().encode(text);
const urlset = (body: string) =>
  encode(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${body}</urlset>`,
  );

/** a.xml lists /x (January); b.xml lists /x again, changed in June, with an image. */
async function renderDialog() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  await store.getState().addFiles([
    { name: "a.xml", bytes: urlset("<url><loc>https://e.com/x</loc><lastmod>2024-01-01</lastmod></url>") },
    {
      name: "b.xml",
      bytes: urlset(
        "<url><loc>https://e.com/y</loc></url>\n<url><loc>https://e.com/x</loc><lastmod>2024-06-01</lastmod><image:image><image:loc>https://e.com/x.jpg</image:loc></image:image></url>",
      ),
    },
  ]);
  render(
    <StoreProvider store={store}>
      <DedupeDialog onClose={() => {}} />
    </StoreProvider>,
  );
  return store;
}

describe("DedupeDialog", () => {
  it("keeps what a copy adds by default, and says what would be lost without it", async () => {
    const user = userEvent.setup();
    const store = await renderDialog();
    const dialog = screen.getByRole("dialog");
    const merge = within(dialog).getByRole("checkbox", { name: /Keep what a copy adds/ });
    expect((merge as HTMLInputElement).checked).toBe(true);
    // it names what the copy gives, not every kind of thing a copy could
    expect(merge.parentElement?.textContent).toBe(
      "Keep what a copy adds: the URL kept takes from it what it lacks (a newer lastmod, images)",
    );
    const item = within(dialog).getByRole("listitem");
    // places by line in the file as opened (the table has no row numbers)
    expect(item.textContent).toContain(
      "b.xml, line 2 · kept: a.xml, line 1 · gives it a newer lastmod, images",
    );
    await user.click(merge);
    expect(item.textContent).toContain("removing it loses a newer lastmod, images");
    await user.click(merge);
    await user.click(within(dialog).getByRole("button", { name: "Remove 1 duplicate" }));
    const kept = store.getState().files[0].urls[0];
    expect(kept.lastmod).toBe("2024-06-01");
    expect(kept.images.map((image) => image.loc)).toEqual(["https://e.com/x.jpg"]);
    expect(store.getState().files[1].urls.map((url) => url.loc)).toEqual(["https://e.com/y"]);
  });

  it("removes the copy alone when the box is cleared", async () => {
    const user = userEvent.setup();
    const store = await renderDialog();
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("checkbox", { name: /Keep what a copy adds/ }));
    await user.click(within(dialog).getByRole("button", { name: "Remove 1 duplicate" }));
    expect(store.getState().files[0].urls[0]).toMatchObject({ lastmod: "2024-01-01", images: [] });
    expect(store.getState().files[1].urls).toHaveLength(1);
  });

  it("says before it is done which file it leaves with no URL (a TXT list whose URLs an XML sitemap has)", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      { name: "old-list.txt", bytes: encode("https://e.com/x\nhttps://e.com/z\n") },
      {
        name: "dup.xml",
        bytes: urlset(
          "<url><loc>https://e.com/x</loc><lastmod>2024-06-01</lastmod></url><url><loc>https://e.com/z</loc></url>",
        ),
      },
    ]);
    render(
      <StoreProvider store={store}>
        <DedupeDialog onClose={() => {}} />
      </StoreProvider>,
    );
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getAllByRole("listitem")[0].textContent).toContain(
      "old-list.txt, line 1 · kept: dup.xml, line 1",
    );
    expect(dialog.textContent).toContain(
      "old-list.txt will have no URL left: the export then writes no file for it, so remove it from the server",
    );
  });

  it("tells nothing to remove from the server of a crawl's table it leaves with no URL: it was never published", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store
      .getState()
      .addFiles([{ name: "sitemap.xml", bytes: urlset("<url><loc>https://e.com/x</loc></url>") }]);
    store.getState().importTable("internal_html.csv", "Address,Status Code\nhttps://e.com/x,200\n");
    render(
      <StoreProvider store={store}>
        <DedupeDialog onClose={() => {}} />
      </StoreProvider>,
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain(
      "internal_html.csv will have no URL left: the export then writes no file for it.",
    );
    expect(dialog.textContent).not.toContain("remove it from the server");
  });
});
