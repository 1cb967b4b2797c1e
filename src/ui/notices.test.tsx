// @vitest-environment happy-dom

import { gzipSync } from "node:zlib";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import type { Notice } from "@/store/store-types";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FILE_NOTICE_MS, INFO_NOTICE_MS, NOTICE_READ_MS, Notices } from "./notices";
import { StoreProvider } from "./store-context";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderNotices(notices: Notice[] = []) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ notices });
  render(
    <StoreProvider store={store}>
      <Notices />
    </StoreProvider>,
  );
  return store;
}

const info = (id: number): Notice => ({
  id,
  kind: "info",
  text: "notice.deduped",
  params: { count: String(id) },
});
const error = (id: number, name = `f${id}.xml`): Notice => ({
  id,
  kind: "error",
  text: "notice.not-a-sitemap",
  params: { name },
});
const failed = (id: number): Notice => ({
  id,
  kind: "error",
  text: "notice.read-failed",
  params: { name: `f${id}.xml`, detail: "out of memory" },
});

/** The toasts of `kind` shown: one live region, the stack, says them (no role of their own). */
const toasts = (kind: Notice["kind"]) => [
  ...document.querySelectorAll<HTMLElement>(`.toast[data-kind="${kind}"]`),
];

describe("Notices", () => {
  it("is one polite live region whose toasts have no live role of their own (an alert in it was read twice)", () => {
    renderNotices([info(1), failed(2)]);
    const stack = screen.getByRole("region", { name: "Notifications" });
    expect(stack.getAttribute("aria-live")).toBe("polite");
    expect(stack.querySelectorAll("[role=alert], [role=status], [aria-live]")).toHaveLength(0);
  });

  it("dismisses info notices after a few seconds and keeps errors until dismissed", () => {
    vi.useFakeTimers();
    const store = renderNotices([info(1), failed(2)]);
    expect(toasts("info")[0].textContent).toContain("Removed 1 duplicates.");
    act(() => vi.advanceTimersByTime(INFO_NOTICE_MS - 100));
    expect(toasts("info")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toasts("info")).toEqual([]);
    expect(store.getState().notices.map((notice) => notice.id)).toEqual([2]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(toasts("error")[0].textContent).toContain("f2.xml");
    // named with its file: two notices' buttons read apart
    fireEvent.click(screen.getByRole("button", { name: "Dismiss (f2.xml)" }));
    expect(store.getState().notices).toEqual([]);
  });

  it("lets an error its file's card repeats (not a sitemap) go after a while, not covering the panel", () => {
    vi.useFakeTimers();
    const store = renderNotices([error(1)]);
    act(() => vi.advanceTimersByTime(FILE_NOTICE_MS - 100));
    expect(toasts("error")[0].textContent).toContain("f1.xml is not a sitemap");
    act(() => vi.advanceTimersByTime(200));
    expect(toasts("error")).toEqual([]);
    expect(store.getState().notices).toEqual([]);
  });

  it("lets the warning of a file read only in part go after a while too: its card and problems keep saying it", () => {
    vi.useFakeTimers();
    const cut: Notice = {
      id: 1,
      kind: "warning",
      text: "notice.file-cut",
      params: { name: "a.xml", count: "7" },
    };
    const store = renderNotices([cut]);
    act(() => vi.advanceTimersByTime(FILE_NOTICE_MS - 100));
    expect(store.getState().notices).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(store.getState().notices).toEqual([]);
  });

  it("lets a paste's warning that nothing was pasted go after a while, and at the next click", () => {
    vi.useFakeTimers();
    const nothing: Notice = { id: 1, kind: "warning", text: "notice.paste-no-url", params: { count: "1" } };
    const store = renderNotices([nothing]);
    act(() => vi.advanceTimersByTime(FILE_NOTICE_MS - 100));
    expect(store.getState().notices).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(store.getState().notices).toEqual([]);
    act(() => store.setState({ notices: [{ ...nothing, id: 2 }] }));
    act(() => vi.advanceTimersByTime(NOTICE_READ_MS));
    fireEvent.pointerDown(document.body);
    expect(store.getState().notices).toEqual([]);
  });

  it("lets notices that go by themselves go once the user clicks or types elsewhere, not errors that stay", () => {
    vi.useFakeTimers();
    const store = renderNotices([error(1), failed(2), info(3)]);
    const ids = () => store.getState().notices.map((notice) => notice.id);
    // the click that dropped or picked the files is not yet "getting on"
    fireEvent.pointerDown(document.body);
    expect(ids()).toEqual([1, 2, 3]);
    act(() => vi.advanceTimersByTime(NOTICE_READ_MS));
    // Tab only moves focus (it may be on its way to the stack), a click on the stack reads it
    fireEvent.keyDown(document.body, { key: "Tab" });
    fireEvent.pointerDown(screen.getAllByRole("button", { name: /^Dismiss/ })[0]);
    expect(ids()).toEqual([1, 2, 3]);
    fireEvent.keyDown(document.body, { key: "a" });
    expect(ids()).toEqual([2]);
    expect(toasts("error")[0].textContent).toContain("f2.xml");
  });

  it("keeps an info notice while the pointer is on the stack", () => {
    vi.useFakeTimers();
    const store = renderNotices([info(1)]);
    const stack = screen.getByRole("region", { name: "Notifications" });
    fireEvent.mouseEnter(stack);
    act(() => vi.advanceTimersByTime(INFO_NOTICE_MS * 3));
    expect(store.getState().notices).toHaveLength(1);
    fireEvent.mouseLeave(stack);
    act(() => vi.advanceTimersByTime(INFO_NOTICE_MS + 1));
    expect(store.getState().notices).toHaveLength(0);
  });

  it("shows at most three notices (the newest) with 'and N more' and Dismiss all", () => {
    const store = renderNotices([1, 2, 3, 4, 5].map((id) => error(id)));
    const alerts = toasts("error");
    // the kind is said before the text (the severity dot is not read)
    expect(alerts.map((alert) => alert.textContent?.split(" ")[1])).toEqual(["f3.xml", "f4.xml", "f5.xml"]);
    expect(alerts[0].textContent?.startsWith("Error: f3.xml")).toBe(true);
    expect(screen.getByText("and 2 more")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss all" }));
    expect(store.getState().notices).toEqual([]);
    expect(toasts("error")).toEqual([]);
  });

  it("lets no notice behind 'and N more' go unseen: by a click elsewhere or by its time; it goes once it shows", () => {
    vi.useFakeTimers();
    const cut: Notice = {
      id: 1,
      kind: "warning",
      text: "notice.file-cut",
      params: { name: "a.xml", count: "7" },
    };
    // errors that stay until dismissed
    const store = renderNotices([cut, failed(2), failed(3), failed(4)]);
    const ids = () => store.getState().notices.map((notice) => notice.id);
    expect(screen.getByText("and 1 more")).toBeTruthy();
    act(() => vi.advanceTimersByTime(FILE_NOTICE_MS * 2));
    fireEvent.pointerDown(document.body);
    expect(ids()).toEqual([1, 2, 3, 4]);
    // an error dismissed: the warning comes into sight, and goes by itself from then on
    fireEvent.click(screen.getAllByRole("button", { name: /^Dismiss \(f4/ })[0]);
    expect(toasts("warning")[0].textContent).toContain("a.xml");
    act(() => vi.advanceTimersByTime(FILE_NOTICE_MS + 100));
    expect(ids()).toEqual([2, 3]);
  });

  it("keeps a crawl import's notice with its Import them too in sight when newer notices stack up", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.getState().importTable("crawl.csv", "URL,Status Code\nhttps://e.ru/a,200\nhttps://e.ru/old,301\n");
    store.setState((state) => ({ notices: [...state.notices, ...[11, 12, 13].map((id) => error(id))] }));
    render(
      <StoreProvider store={store}>
        <Notices />
      </StoreProvider>,
    );
    // the three newest and the one that offers an action; the import's own info notice is counted
    expect(screen.getByRole("button", { name: "Import it too" })).toBeTruthy();
    expect(toasts("error")).toHaveLength(3);
    expect(screen.getByText("and 1 more")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Import it too" }));
    expect(store.getState().files[0].urls.map((url) => url.loc)).toEqual([
      "https://e.ru/a",
      "https://e.ru/old",
    ]);
  });

  it("offers to point the hreflang links of a page renamed by hand at its new URL", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const link = (lang: string) =>
      `<xhtml:link rel="alternate" hreflang="${lang}" href="https://e.ru/${lang}"/>`;
    const url = (lang: string) => `<url><loc>https://e.ru/${lang}</loc>${link("en")}${link("ru")}</url>`;
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${url("en")}${url("ru")}</urlset>`;
    await store.getState().addFiles([{ name: "a.xml", bytes: new TextEncoder().encode(xml) }]);
    render(
      <StoreProvider store={store}>
        <Notices />
      </StoreProvider>,
    );
    act(() => store.getState().editField({ file: "a.xml", entry: 1 }, "loc", "https://e.ru/ru/"));
    const button = await screen.findByRole("button", { name: "Point them at the new URL" });
    expect(
      screen.getByText(/2 hreflang links still point at the old URL “https:\/\/e\.ru\/ru”\./),
    ).toBeTruthy();
    act(() => fireEvent.click(button));
    expect(store.getState().files[0].urls.map((entry) => entry.alternates.map((a) => a.href))).toEqual([
      ["https://e.ru/en", "https://e.ru/ru/"],
      ["https://e.ru/en", "https://e.ru/ru/"],
    ]);
    expect(screen.queryByRole("button", { name: "Point them at the new URL" })).toBeNull();
  });

  it("says why a file could not be used: corrupt gzip, empty, or not a sitemap", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const gzip = gzipSync(new TextEncoder().encode("<urlset>")).slice(0, 14);
    await store.getState().addFiles([
      { name: "broken.xml.gz", bytes: gzip },
      { name: "empty.xml", bytes: new Uint8Array() },
      { name: "notes.txt", bytes: new TextEncoder().encode("hello there") },
    ]);
    render(
      <StoreProvider store={store}>
        <Notices />
      </StoreProvider>,
    );
    const texts = toasts("error").map((alert) => alert.querySelector("p")?.textContent);
    expect(texts).toEqual([
      "Error: broken.xml.gz could not be unpacked (corrupt gzip).",
      "Error: notes.txt is not a sitemap: no sitemap, feed, robots.txt or URL list found.",
    ]);
    // an empty file is a warning (file.empty), said politely with the warning's dot
    const [empty] = toasts("warning");
    expect(empty.querySelector("p")?.textContent).toBe("Warning: empty.xml is empty.");
    expect(empty.querySelector(".severity-dot")?.className).toBe("severity-dot warning");
    const codes = (name: string) =>
      store
        .getState()
        .problems.filter((p) => p.file === name)
        .map((p) => p.code);
    expect(codes("broken.xml.gz")).toContain("file.gzip-corrupt");
    expect(codes("empty.xml")).toEqual(["file.empty"]);
  });
});
