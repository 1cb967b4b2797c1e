// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeHeldCheckClient } from "@/test/held-check-client";
import { FilesPanel } from "@/ui/files-panel";
import { ProblemsPanel } from "@/ui/panels/problems-panel";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient, type SitemapClient } from "@/workers/sitemap-client";
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
    // none of a severity is grey, not in its alarm colour
    expect(screen.getByText("0 warnings").className).toContain("is-zero");
    expect(screen.getByText("1 error").className).not.toContain("is-zero");
  });
});

describe("the totals while a change is checked", () => {
  it("say Checking… at once beside the last counts, dimmed, until the check answers", async () => {
    const { client, release } = makeHeldCheckClient();
    const store = createSitemapStore({ client, storage: null });
    render(
      <StoreProvider store={store}>
        <AppHeader onPaste={() => {}} onExport={() => {}} />
      </StoreProvider>,
    );
    const adding = store.getState().addFiles([{ name: "a.xml", bytes: NO_TIMEZONE }]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(true));
    release();
    await adding;
    const header = () => document.querySelector(".header-totals")?.textContent;
    await vi.waitFor(() => expect(header()).toBe("1 URL1 error0 warnings"));
    expect(document.querySelectorAll(".is-provisional")).toHaveLength(0);
    // a bulk change goes to the worker (held here): its check is running
    store.getState().setFieldOnRows([{ file: "a.xml", entry: 0 }], "changefreq", "daily");
    await vi.waitFor(() => expect(header()).toBe("1 URL1 error0 warningsChecking…"));
    expect(document.querySelectorAll(".severity-text.is-provisional")).toHaveLength(2);
    release();
    await vi.waitFor(() => expect(header()).toBe("1 URL1 error0 warnings"));
    expect(document.querySelectorAll(".is-provisional")).toHaveLength(0);
  });
});

describe("a file opened while the rest of its drop is still read", () => {
  it("is not shown as clean: the panel and its card say it is being checked, then its problems", async () => {
    const base = createMainThreadClient();
    let releaseRead: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseRead = resolve;
    });
    const client: SitemapClient = {
      ...base,
      readFile: async (name, bytes, options) => {
        if (name === "b.xml") await held;
        return base.readFile(name, bytes, options);
      },
    };
    const store = createSitemapStore({ client, storage: null });
    render(
      <StoreProvider store={store}>
        <ProblemsPanel />
        <FilesPanel />
      </StoreProvider>,
    );
    const adding = store.getState().addFiles([
      { name: "a.xml", bytes: NO_TIMEZONE },
      { name: "b.xml", bytes: NO_TIMEZONE },
    ]);
    await vi.waitFor(() => expect(store.getState().files.map((file) => file.name)).toEqual(["a.xml"]));
    // no check runs yet (it waits for b.xml), but a.xml is not known to be clean
    expect(store.getState().checking).toBe(false);
    // the card renders a moment after the store has the file (a loaded machine lets the test run first)
    await vi.waitFor(() => expect(screen.getAllByText("Checking…").length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText("No problems found")).toBeNull();
    expect(screen.queryByText("No errors or warnings")).toBeNull();
    releaseRead();
    await adding;
    expect(await screen.findAllByText("1 error")).toHaveLength(2);
  });
});

describe("errors the export writes away", () => {
  it("are counted, grey, and the tooltip says the exported files have none; an error to fix stays red", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    render(
      <StoreProvider store={store}>
        <AppHeader onPaste={() => {}} onExport={() => {}} />
      </StoreProvider>,
    );
    // an RSS feed: Yandex reads no feed as a sitemap (yandex.feed-unsupported), which export writes away
    const rss =
      '<rss version="2.0"><channel><title>t</title><link>https://e.com/</link>' +
      "<item><link>https://e.com/a</link></item></channel></rss>";
    await store.getState().addFiles([{ name: "news.rss", bytes: new TextEncoder().encode(rss) }]);
    const total = await screen.findByText("1 error");
    expect(
      store
        .getState()
        .problems.filter((p) => p.severity === "error")
        .map((p) => p.code),
    ).toEqual(["yandex.feed-unsupported"]);
    expect(total.className).toContain("is-zero");
    expect(total.getAttribute("title")).toMatch(
      /^This error is in the files as opened only .* the export writes it away/,
    );
    // a lastmod without its timezone is an error the export keeps: red, and the tooltip counts one of two
    await store.getState().addFiles([{ name: "a.xml", bytes: NO_TIMEZONE }]);
    const both = await screen.findByText("2 errors");
    expect(both.className).not.toContain("is-zero");
    expect(both.getAttribute("title")).toMatch(/^1 of these 2 errors is in the files as opened only/);
  });
});
