// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeHeldCheckClient } from "@/test/held-check-client";
import { ProblemsPanel } from "@/ui/panels/problems-panel";
import { StoreProvider } from "@/ui/store-context";
import { AppHeader } from "./app-header";

afterEach(cleanup);

/** A URL set whose one `lastmod` has no timezone: one error once checked, none from reading. */
const NO_TIMEZONE = new TextEncoder().encode(
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.com/</loc>' +
    "<lastmod>2024-05-01T10:30:00</lastmod></url></urlset>",
);

describe("the totals of a file just opened", () => {
  it("are not shown until it is checked (header and problems panel), then its check's", async () => {
    const { client, release } = makeHeldCheckClient();
    const store = createSitemapStore({ client, storage: null });
    render(
      <StoreProvider store={store}>
        <AppHeader onPaste={() => {}} onExport={() => {}} />
        <ProblemsPanel />
      </StoreProvider>,
    );
    const adding = store.getState().addFiles([{ name: "a.xml", bytes: NO_TIMEZONE }]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(true));
    await screen.findByText("1 URL");
    const header = () => document.querySelector(".header-totals")?.textContent;
    expect(header()).toBe("1 URLChecking…");
    // only the reading problems so far: "0 errors" would say the file is clean
    expect(screen.queryByText(/\d+ errors?$/)).toBeNull();
    const totals = () => screen.getByLabelText("Problem totals").textContent;
    expect(totals()).toBe("Errors…Warnings…Info…");
    release();
    await adding;
    expect(await screen.findByText("1 error")).toBeTruthy();
    expect(totals()).toBe("Errors1Warnings0Info0");
    expect(header()).toBe("1 URL1 error0 warnings");
  });
});
