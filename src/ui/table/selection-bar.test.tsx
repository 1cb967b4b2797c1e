// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { SelectionBar } from "./selection-bar";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SITEMAP = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://e.ru/a</loc><lastmod>2024-01-01</lastmod></url>
<url><loc>https://e.ru/b</loc></url>
<url><loc>https://e.ru/c</loc></url>
</urlset>`;

describe("SelectionBar", () => {
  it("copies the selected rows' URLs alone, one a line, and says how many", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([{ name: "s.xml", bytes: new TextEncoder().encode(SITEMAP) }]);
    const written: string[] = [];
    const user = userEvent.setup();
    // after the setup: user-event puts a clipboard of its own on the navigator
    vi.spyOn(navigator.clipboard, "writeText").mockImplementation(async (text: string) => {
      written.push(text);
    });
    render(
      <StoreProvider store={store}>
        <SelectionBar onDelete={() => {}} />
      </StoreProvider>,
    );
    expect(screen.queryByRole("button", { name: "Copy URLs" })).toBeNull();
    act(() => store.getState().setSelection([0, 2].map((entry) => ({ file: "s.xml", entry }))));
    await user.click(screen.getByRole("button", { name: "Copy URLs" }));
    expect(written).toEqual(["https://e.ru/a\nhttps://e.ru/c"]);
    // said beside the count, in its live region
    expect(screen.getByRole("status").textContent).toBe("2 rows selected · Copied 2 URLs");
  });
});
