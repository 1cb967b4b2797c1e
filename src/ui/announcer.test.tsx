// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { Announcer, describeChange } from "./announcer";

afterEach(cleanup);

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.com/a</loc><changefreq>weekly</changefreq></url>
<url><loc>https://www.example.com/b</loc><changefreq>weekly</changefreq></url>
</urlset>`;

/** A store with the announcer rendered over it, its live region and what the region says now. */
function renderAnnouncer() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  render(
    <StoreProvider store={store}>
      <Announcer />
    </StoreProvider>,
  );
  const region = screen.getByRole("status");
  return { store, region, said: () => region.textContent?.replace(/\u200b/g, "") };
}

describe("Announcer", () => {
  it("tells a screen reader of reads, bulk steps, undo and redo, and an emptied workspace", async () => {
    const { store, region, said } = renderAnnouncer();
    expect(region.getAttribute("aria-live")).toBe("polite");

    await act(() =>
      store.getState().addFiles([{ name: "shop.xml", bytes: new TextEncoder().encode(SITEMAP) }]),
    );
    expect(said()).toBe("shop.xml is read.");

    const rows = store.getState().files[0].urls.map((_, entry) => ({ file: "shop.xml", entry }));
    act(() => store.getState().setFieldOnRows(rows, "changefreq", "daily"));
    expect(said()).toBe("Done: Set changefreq on 2 URLs");
    act(() => store.getState().undo());
    expect(said()).toBe("Undone: Set changefreq on 2 URLs");
    act(() => store.getState().redo());
    expect(said()).toBe("Redone: Set changefreq on 2 URLs");
    // two alike steps undone one after the other: the same sentence twice still changes the region's
    // text, so it is read again
    act(() => store.getState().setFieldOnRows(rows, "changefreq", "monthly"));
    act(() => store.getState().undo());
    const before = region.textContent;
    act(() => store.getState().undo());
    expect(said()).toBe("Undone: Set changefreq on 2 URLs");
    expect(region.textContent).not.toBe(before);
    act(() => store.getState().startOver());
    expect(said()).toBe("The workspace is empty.");
  });

  it("says files dropped together as one batch, and nothing of a lone file that is no sitemap", async () => {
    const { store, region, said } = renderAnnouncer();
    const bytes = new TextEncoder().encode(SITEMAP);
    const names = ["a.xml", "b.xml", "c.xml"];
    await act(() => store.getState().addFiles(names.map((name) => ({ name, bytes }))));
    expect(said()).toBe("3 files are read.");

    await act(() =>
      store.getState().addFiles([{ name: "report.pdf", bytes: new TextEncoder().encode("%PDF-1.7\n%âãÏÓ") }]),
    );
    expect(store.getState().files.find((file) => file.name === "report.pdf")?.format).toBe("unknown");
    // its notice says it is no sitemap; the region no longer says it is being read
    expect(region.textContent).toBe("");
    // a PDF named as a loaded sitemap, put in its place: refused, so nothing "is read", and its notice names it
    await act(() =>
      store
        .getState()
        .addFiles([{ name: "a.xml", bytes: new TextEncoder().encode("%PDF-1.7\n%âãÏÓ") }], { replace: true }),
    );
    expect(store.getState().files.find((file) => file.name === "a.xml")?.format).toBe("urlset");
    expect(region.textContent).toBe("");
    expect(store.getState().notices.at(-1)).toMatchObject({
      text: "notice.not-replaced",
      params: { name: "a.xml", binary: "PDF document" },
    });
  });

  it("says the start of a batch as a count and nothing per file until all are read", () => {
    const base = { past: [], future: [], files: [], loading: [] };
    const loading = (...names: string[]) => names.map((name) => ({ name, size: 1 }) as never);
    const file = (name: string) => ({ name, format: "urlset" }) as never;
    const batch = { started: 0, name: "" };
    const steps = [
      { ...base, loading: loading("a.xml", "b.xml") },
      { ...base, loading: loading("b.xml"), files: [file("a.xml")] },
      { ...base, loading: loading("b.xml", "c.xml"), files: [file("a.xml")] },
      { ...base, loading: [], files: ["a.xml", "b.xml", "c.xml"].map(file) },
    ];
    const heard = steps.map((next, i) => describeChange(next, i === 0 ? base : steps[i - 1], batch));
    expect(heard).toEqual(["Reading 2 files…", undefined, "Reading 3 files…", "3 files are read."]);
    // of a batch, only the files read as sitemaps count: a PNG beside a sitemap leaves one read
    const png = { name: "pic.png", format: "unknown" } as never;
    const mixed = [
      { ...base, loading: loading("a.xml", "pic.png") },
      { ...base, loading: [], files: [file("a.xml"), png] },
    ];
    const again = { started: 0, name: "" };
    expect(mixed.map((next, i) => describeChange(next, i === 0 ? base : mixed[i - 1], again))).toEqual([
      "Reading 2 files…",
      "a.xml is read.",
    ]);
    const none = [
      { ...base, loading: loading("pic.png", "notes.txt") },
      { ...base, loading: [], files: [png, { name: "notes.txt", format: "unknown" } as never] },
    ];
    expect(
      describeChange(none[1], none[0], { started: 2, name: "pic.png", names: ["pic.png", "notes.txt"] }),
    ).toBe("");
  });

  it("says nothing of a single cell edit or a fix (they show their own result)", () => {
    const step = { label: "history.edit", params: { field: "loc" }, patches: [] };
    const base = { past: [], future: [], files: [], loading: [] };
    expect(describeChange({ ...base, past: [step] }, base)).toBeUndefined();
    const fix = { label: "history.fix-all", params: { count: 3, code: "x" }, patches: [] };
    expect(describeChange({ ...base, past: [fix] }, base)).toBeUndefined();
  });
});
