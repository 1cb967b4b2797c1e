// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIX_SLICE_PROBLEMS } from "@/store/fix-actions";
import { createSitemapStore } from "@/store/sitemap-store";
import { applyLanguage } from "@/ui/apply-language";
import { StoreProvider } from "@/ui/store-context";
import { HistoryButtons } from "@/ui/toolbar/history-buttons";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ProblemsPanel } from "./problems-panel";
import { buildProblemsReport } from "./problems-report";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  applyLanguage("en");
});

const encode = (text: string) => new TextEncoder().encode(text);
// the shared folder beside the repository (SHARED_DIR); read directly, as happy-dom's URL is not Node's
const sharedBytes = (path: string) =>
  new Uint8Array(readFileSync(resolve(process.env.SHARED_DIR ?? "../shared", path)));

/** B18 (priority "0,9") plus a file with two more decimal commas, one of them out of range. */
async function renderWithFiles() {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const urls = ["0,5", "0,25", "5,5"]
    .map((p, i) => `<url><loc>https://www.example.com/p${i}</loc><priority>${p}</priority></url>`)
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  await store.getState().addFiles([
    { name: "B18.xml", bytes: sharedBytes("cases/B18.xml") },
    { name: "more.xml", bytes: encode(xml) },
  ]);
  render(
    <StoreProvider store={store}>
      <HistoryButtons />
      <ProblemsPanel />
    </StoreProvider>,
  );
  return store;
}

/** The problems panel over one file `mixed.xml` of `locs` published at https://www.example.com/, checked. */
async function renderMixedSchemes(locs: string[]) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`;
  await store.getState().addFiles([{ name: "mixed.xml", bytes: encode(xml) }]);
  store.getState().setLocation("mixed.xml", "https://www.example.com/sitemap.xml");
  render(
    <StoreProvider store={store}>
      <ProblemsPanel />
    </StoreProvider>,
  );
  await waitFor(() => expect(store.getState().checking).toBe(false));
  return store;
}

const groupOf = (code: string) => screen.getByText(code, { selector: "code" }).closest("li") as HTMLElement;

/** A store with one urlset `name` of `lastmod`s (`https://shop.example.ru/p0`, `/p1` …), its Problems panel rendered and checked. */
async function renderDates(name: string, dates: readonly string[], host = "shop.example.ru") {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${dates
    .map((lastmod, i) => `<url><loc>https://${host}/p${i}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("")}</urlset>`;
  await store.getState().addFiles([{ name, bytes: encode(xml) }]);
  render(
    <StoreProvider store={store}>
      <ProblemsPanel />
    </StoreProvider>,
  );
  await waitFor(() => expect(store.getState().checking).toBe(false));
  return store;
}
/** Renders the panel of `store` and waits until its check is done. */
async function renderChecked(store: ReturnType<typeof createSitemapStore>): Promise<void> {
  render(
    <StoreProvider store={store}>
      <ProblemsPanel />
    </StoreProvider>,
  );
  await waitFor(() => expect(store.getState().checking).toBe(false));
}

/** The timezone list beside a group's Fix all. */
const findZone = async (group: HTMLElement) =>
  (await within(group).findByRole("combobox", { name: "Timezone the fix adds" })) as HTMLSelectElement;

const priorityInvalid = (store: ReturnType<typeof createSitemapStore>) =>
  store.getState().problems.filter((problem) => problem.code === "priority.invalid").length;

describe("problems panel quick fixes", () => {
  it("offers Fix all on priority.invalid of a real file, fixes it, and one Undo restores it", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    expect(priorityInvalid(store)).toBe(4);
    const group = groupOf("priority.invalid");
    expect(within(group).getByText("Replace comma with dot")).toBeTruthy();
    await user.click(
      within(group).getByRole("button", {
        name: "Fix all 3: Replace comma with dot",
      }),
    );

    expect(store.getState().files[0].urls[0].priority).toBe("0.9");
    expect(priorityInvalid(store)).toBe(1);
    expect(screen.getByText("Fixed 3 problems")).toBeTruthy();
    const history = within(screen.getByRole("group", { name: "History" }));
    const undo = history.getByRole("button", { name: "Undo" });
    expect(undo.getAttribute("title")).toMatch(/^Undo: Fix all priority\.invalid \(3\)/);
    const notice = screen.getByText("Fixed 3 problems").parentElement as HTMLElement;
    await user.click(within(notice).getByRole("button", { name: "Undo" }));
    expect(store.getState().files[0].urls[0].priority).toBe("0,9");
    expect(store.getState().files[1].urls.map((url) => url.priority)).toEqual(["0,5", "0,25", "5,5"]);
    expect(priorityInvalid(store)).toBe(4);
    expect(screen.queryByText("Fixed 3 problems")).toBeNull();
    expect(history.getByRole("button", { name: "Redo" }).hasAttribute("disabled")).toBe(false);
    // the focus goes to the Fix all the undo brought back, not to the panel's first card
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(groupOf("priority.invalid")).getByRole("button", {
          name: "Fix all 3: Replace comma with dot",
        }),
      ),
    );
  });

  it("says which problems of a group are on robots.txt lines, which Fix all cannot reach", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://магазин.рф/о-нас</loc></url></urlset>`;
    await store.getState().addFiles([
      { name: "sitemap.xml", bytes: encode(xml) },
      { name: "robots.txt", bytes: encode("User-agent: *\nSitemap: https://магазин.рф/sitemap.xml\n") },
    ]);
    await renderChecked(store);
    const group = groupOf("loc.non-ascii");
    expect(
      store
        .getState()
        .problems.filter((problem) => problem.code === "loc.non-ascii")
        .map((p) => p.file),
    ).toEqual(["sitemap.xml", "robots.txt"]);
    expect(within(group).getByRole("button", { name: /^Fix$|^Fix:/ })).toBeTruthy();
    expect(
      within(group).getByText(
        "One more is on a robots.txt line, which is not written here: change it in the file on your server (the export dialog gives the line to write).",
      ),
    ).toBeTruthy();
  });

  it("with no row to fix, says both where the group's problems are: index entries and robots.txt lines", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://магазин.рф/a.xml</loc></sitemap><sitemap><loc>https://магазин.рф/b.xml</loc></sitemap>
</sitemapindex>`;
    await store.getState().addFiles([
      { name: "index.xml", bytes: encode(index) },
      {
        name: "robots.txt",
        bytes: encode(
          "User-agent: *\nSitemap: https://магазин.рф/a.xml\nSitemap: https://магазин.рф/b.xml\n",
        ),
      },
    ]);
    await renderChecked(store);
    const group = groupOf("loc.non-ascii");
    const files = store
      .getState()
      .problems.filter((problem) => problem.code === "loc.non-ascii")
      .map((p) => p.file);
    expect(files).toEqual(["index.xml", "index.xml", "robots.txt", "robots.txt"]);
    // "All 2 are on sitemap index entries" had stood beside two robots.txt lines it left unsaid
    await waitFor(() =>
      expect(group.textContent).toContain(
        "2 are on sitemap index entries, which are not rows: their examples open Edit sitemaps",
      ),
    );
    expect(group.textContent).not.toContain("All 2");
    expect(group.textContent).toContain(
      "2 are on robots.txt lines, which are not written here: change them in the file on your server",
    );
    expect(group.querySelector(".pp-fix-all")).toBeNull();
  });

  it("fixes one example with its Fix button", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    const group = groupOf("priority.invalid");
    // each example's Fix names its URL
    const fixes = within(group).getAllByRole("button", {
      name: /^Fix https:\/\/\S+: Replace comma with dot$/,
    });
    expect(fixes[0].getAttribute("aria-label")).toBe(
      `Fix ${store.getState().files[0].urls[0].loc}: Replace comma with dot`,
    );
    await user.click(fixes[0]);
    expect(store.getState().files[0].urls[0].priority).toBe("0.9");
    expect(screen.getByText("Fixed 1 problem")).toBeTruthy();
  });

  it("shows a percent-encoded Cyrillic URL as it reads in an example and its Fix's name, as written in the tooltip", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const loc = "https://example-news.ru/%D0%BC%D0%BE%D1%81%D1%82";
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc><priority>0,5</priority></url><url><loc>https://example-news.ru/b</loc><priority>0,7</priority></url></urlset>`;
    await store.getState().addFiles([{ name: "ru.xml", bytes: encode(xml) }]);
    render(
      <StoreProvider store={store}>
        <ProblemsPanel />
      </StoreProvider>,
    );
    const group = groupOf("priority.invalid");
    // the text as it reads (cut in the middle when narrow, given whole to assistive technology)
    const shown = within(group).getByText("https://example-news.ru/мост").closest(".pp-loc") as HTMLElement;
    expect(shown.getAttribute("title")).toBe(`https://example-news.ru/мост\nWritten as: ${loc}`);
    expect(
      within(group).getByRole("button", { name: "Fix https://example-news.ru/мост: Replace comma with dot" }),
    ).toBeTruthy();
  });

  it("undoes and redoes with Ctrl+Z and Ctrl+Y outside text fields only", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    store.getState().applyFixAll("priority.invalid");
    await user.keyboard("{Control>}z{/Control}");
    expect(store.getState().files[0].urls[0].priority).toBe("0,9");
    await user.keyboard("{Control>}y{/Control}");
    expect(store.getState().files[0].urls[0].priority).toBe("0.9");
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(store.getState().past).toHaveLength(1);
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    await user.keyboard("{Control>}z{/Control}");
    expect(store.getState().files[0].urls[0].priority).toBe("0.9");
    input.remove();
  });

  it("with Yandex alone, says raw Cyrillic in URLs without giving Google and Bing as the reason", async () => {
    const user = userEvent.setup();
    const store = await renderMixedSchemes(["https://www.example.com/каталог/"]);
    const explanation = () =>
      [...document.querySelectorAll(".pp-explanation")]
        .map((p) => p.textContent ?? "")
        .find((t) => t.includes("non-ASCII"));
    expect(explanation()).toContain("Google and Bing expect that");
    await user.click(screen.getByRole("button", { name: "Google" }));
    await user.click(screen.getByRole("button", { name: "Bing" }));
    await waitFor(() => expect(explanation()).toContain("other crawlers and tools expect them encoded"));
    expect(explanation()).not.toContain("Google");
    expect(store.getState().engines).toEqual(["yandex"]);
  });

  it("hides Google-only groups when Google is switched off and keeps one engine on", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(screen.getByText("changefreq.ignored", { selector: "code" })).toBeTruthy();
    const google = screen.getByRole("button", { name: "Google" });
    expect(google.getAttribute("aria-pressed")).toBe("true");
    await user.click(google);
    expect(google.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByText("changefreq.ignored", { selector: "code" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Yandex" }));
    await user.click(screen.getByRole("button", { name: "Bing" }));
    expect(store.getState().engines).toEqual(["bing"]);
    expect(screen.getByRole("button", { name: "Bing" }).getAttribute("aria-disabled")).toBe("true");
    await user.click(google);
    await waitFor(() => expect(screen.getByText("changefreq.ignored", { selector: "code" })).toBeTruthy());
  });

  it("downloads the report of the selected code as sitemap-issues-<code>.csv with a BOM", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole("button", { name: "Download report (CSV)" }));
    store.getState().setFilter({ code: "priority.invalid" });
    await user.click(await screen.findByRole("button", { name: "Download priority.invalid report (CSV)" }));
    // named apart from the whole report, so one rule's file is not sent for it
    expect(clicked).toEqual(["sitemap-issues.csv", "sitemap-issues-priority.invalid.csv"]);
    const bytes = new Uint8Array(await blobs[1].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("file,line,column,entry,loc,code,severity,message,rule,source");
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).every((line) => line.includes(",priority.invalid,error,"))).toBe(true);
  });

  it("builds a report of every problem when no code is chosen, Cyrillic kept as UTF-8", () => {
    const file = { name: "ру.xml", urls: [], sitemaps: [] } as never;
    const problem = { code: "file.empty", severity: "warning", message: "пусто", file: "ру.xml" } as const;
    const text = buildProblemsReport([problem], [file]);
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(text).toContain("ру.xml,,,,,file.empty,warning,The file has no entries.");
  });

  it("says how many fixable problems are on sitemap index entries, which Fix all leaves to the index editor", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-01-01T10:00:00</lastmod></sitemap>
<sitemap><loc>https://www.example.com/b.xml</loc><lastmod>2024-01-02T10:00:00</lastmod></sitemap>
</sitemapindex>`;
    await store.getState().addFiles([{ name: "index.xml", bytes: encode(index) }]);
    await renderChecked(store);
    let group = groupOf("lastmod.no-timezone");
    // only index entries: no Fix all, the note says where their fixes are
    await waitFor(() => expect(group.textContent).toContain("All 2 are on sitemap index entries"));
    expect(group.querySelector(".pp-fix-all, .pp-fix")).toBeNull();

    const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.com/p</loc><lastmod>2024-01-03T10:00:00</lastmod></url></urlset>`;
    await store.getState().addFiles([{ name: "pages.xml", bytes: encode(urlset) }]);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    group = groupOf("lastmod.no-timezone");
    const fixOne = { name: "Fix: Add timezone +00:00 (UTC)" };
    await waitFor(() => expect(within(group).getByRole("button", fixOne).textContent).toBe("Fix"));
    expect(group.textContent).toContain("2 more are on sitemap index entries");
    await userEvent.click(within(group).getByRole("button", fixOne));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[1].urls[0].lastmod).toBe("2024-01-03T10:00:00+00:00");
    expect(store.getState().files[0].sitemaps.map((ref) => ref.lastmod)).toEqual([
      "2024-01-01T10:00:00",
      "2024-01-02T10:00:00",
    ]);
  });

  it("says when Switch to https made URLs equal to others and offers Remove duplicates", async () => {
    const user = userEvent.setup();
    const store = await renderMixedSchemes([
      "https://www.example.com/a",
      "http://www.example.com/a",
      "http://www.example.com/b",
    ]);
    const group = groupOf("loc.other-scheme");
    // "Fix all" counts a render later (useDeferredValue)
    await user.click(await within(group).findByRole("button", { name: "Fix all 2: Switch to https" }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.loc)).toEqual([
      "https://www.example.com/a",
      "https://www.example.com/a",
      "https://www.example.com/b",
    ]);
    await waitFor(() => expect(screen.getByText("1 URL now repeats another entry")).toBeTruthy());
    // the fix's line offers it (the new loc.duplicate group does too)
    const line = screen.getByText("1 URL now repeats another entry").closest("p") as HTMLElement;
    await user.click(within(line).getByRole("button", { name: "Remove duplicates…" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove 1 duplicate" }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.loc)).toEqual([
      "https://www.example.com/a",
      "https://www.example.com/b",
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("counts only the duplicates the fix made, not one whose two copies it changed alike", async () => {
    const user = userEvent.setup();
    // /a is listed twice before the fix (both http); /c only becomes a duplicate when /c is switched
    const store = await renderMixedSchemes([
      "http://www.example.com/a",
      "http://www.example.com/a",
      "https://www.example.com/c",
      "http://www.example.com/c",
    ]);
    expect(store.getState().problems.filter((p) => p.code === "loc.duplicate")).toHaveLength(1);
    await user.click(
      await within(groupOf("loc.other-scheme")).findByRole("button", { name: "Fix all 3: Switch to https" }),
    );
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().problems.filter((p) => p.code === "loc.duplicate")).toHaveLength(2);
    // it said "2 URLs now repeat another entry": the /a pair was there before
    await waitFor(() => expect(screen.getByText("1 URL now repeats another entry")).toBeTruthy());
    expect(screen.queryByText(/2 URLs now repeat/)).toBeNull();
  });

  it("says no duplicate was made when encoding a raw URL made it written as its encoded copy", async () => {
    const user = userEvent.setup();
    // the raw and the percent-encoded /каталог/ are one URL to the duplicate rules before the fix too
    const store = await renderMixedSchemes([
      "https://www.example.com/каталог/",
      "https://www.example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/",
      "https://www.example.com/книги/",
    ]);
    expect(store.getState().problems.filter((p) => p.code === "loc.duplicate")).toHaveLength(1);
    const group = groupOf("loc.non-ascii");
    await user.click(await within(group).findByRole("button", { name: /^Fix all 2/ }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls[0].loc).toBe(
      "https://www.example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/",
    );
    expect(await screen.findByText("Fixed 2 problems")).toBeTruthy();
    expect(store.getState().problems.filter((p) => p.code === "loc.duplicate")).toHaveLength(1);
    expect(screen.queryByText(/now repeats? another entry/)).toBeNull();
  });

  it("offers Remove duplicates in a group of repeated URLs, and nowhere else", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const xml = (locs: string[]) =>
      encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
      );
    await store.getState().addFiles([
      { name: "a.xml", bytes: xml(["https://www.example.com/x", "https://www.example.com/x"]) },
      { name: "b.xml", bytes: xml(["https://www.example.com/x", "https://www.example.com/y"]) },
    ]);
    await renderChecked(store);
    for (const code of ["loc.duplicate", "set.url-in-several-files"])
      expect(within(groupOf(code)).getByRole("button", { name: "Remove duplicates…" })).toBeTruthy();
    await user.click(within(groupOf("loc.duplicate")).getByRole("button", { name: "Remove duplicates…" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove 2 duplicates" }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files.map((file) => file.urls.map((url) => url.loc))).toEqual([
      ["https://www.example.com/x"],
      ["https://www.example.com/y"],
    ]);
    expect(screen.queryByRole("button", { name: "Remove duplicates…" })).toBeNull();
  });

  it("says nothing of duplicates after a fix that made none", async () => {
    const user = userEvent.setup();
    const store = await renderWithFiles();
    await user.click(
      await within(groupOf("priority.invalid")).findByRole("button", {
        name: "Fix all 3: Replace comma with dot",
      }),
    );
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(screen.getByText("Fixed 3 problems")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove duplicates…" })).toBeNull();
  });

  it("offers the zone the site's other files use when the file's own dates have none", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const urlset = (host: string, lastmods: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lastmods
      .map((lastmod, i) => `<url><loc>https://${host}/p${i}</loc><lastmod>${lastmod}</lastmod></url>`)
      .join("")}</urlset>`;
    const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://shop.example.ru/a.xml</loc><lastmod>2024-05-01T10:00:00+03:00</lastmod></sitemap>
<sitemap><loc>https://shop.example.ru/b.xml</loc><lastmod>2024-05-01T10:00:00+03:00</lastmod></sitemap>
</sitemapindex>`;
    await store.getState().addFiles([
      { name: "index.xml", bytes: encode(index) },
      {
        name: "a.xml",
        bytes: encode(urlset("shop.example.ru", ["2024-05-01T10:30:00", "2024-05-02T11:00:00"])),
      },
      { name: "b.xml", bytes: encode(urlset("shop.example.ru", ["2024-05-03T09:00:00+03:00"])) },
    ]);
    await renderChecked(store);
    const zone = (await within(groupOf("lastmod.no-timezone")).findByRole("combobox", {
      name: "Timezone the fix adds",
    })) as HTMLSelectElement;
    // a.xml has no zone of its own; the index and b.xml are in +03:00
    expect(zone.value).toBe("+03:00");
  });

  it("takes no zone from another site's file: a Russian shop beside a feed in +01:00 gets Moscow's", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const shop = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://магазин.рф/a</loc><lastmod>2024-05-01T10:30:00</lastmod></url></urlset>`;
    const other = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://blog.example.de/p</loc><lastmod>2024-05-01T10:30:00+01:00</lastmod></url><url><loc>https://blog.example.de/q</loc><lastmod>2024-05-02T10:30:00+01:00</lastmod></url></urlset>`;
    // the same site written with www. and in punycode is the same site
    const sameSite = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.xn--80aairftm.xn--p1ai/b</loc><lastmod>2024-05-01T10:30:00+05:00</lastmod></url></urlset>`;
    await store.getState().addFiles([
      { name: "shop.xml", bytes: encode(shop) },
      { name: "blog.xml", bytes: encode(other) },
    ]);
    await renderChecked(store);
    const zone = (await within(groupOf("lastmod.no-timezone")).findByRole("combobox", {
      name: "Timezone the fix adds",
    })) as HTMLSelectElement;
    expect(zone.value).toBe("+03:00");
    await store.getState().addFiles([{ name: "shop-2.xml", bytes: encode(sameSite) }]);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    await waitFor(() =>
      expect(
        (
          within(groupOf("lastmod.no-timezone")).getByRole("combobox", {
            name: "Timezone the fix adds",
          }) as HTMLSelectElement
        ).value,
      ).toBe("+05:00"),
    );
  });

  it("counts three files' zones in the list's option and keeps them whole in its title and Fix all's name", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const urlset = (host: string, zone: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://${host}/a</loc><lastmod>2024-06-01T10:00:00${zone}</lastmod></url><url><loc>https://${host}/b</loc><lastmod>2024-06-01T10:30:00</lastmod></url></urlset>`;
    await store.getState().addFiles([
      { name: "a.xml", bytes: encode(urlset("site-a.com", "+03:00")) },
      { name: "b.xml", bytes: encode(urlset("site-b.com", "Z")) },
      { name: "c.xml", bytes: encode(urlset("site-c.com", "-05:00")) },
    ]);
    await renderChecked(store);
    const group = groupOf("lastmod.no-timezone");
    const zone = await findZone(group);
    // at 1280 px "Each file's own (+03:00, Z, -05:…" was cut in the panel's select
    expect(zone.selectedOptions[0].textContent).toBe("Each file's own (3 zones)");
    expect(zone.title).toBe("Timezone the fix adds: Each file's own (+03:00, Z, -05:00)");
    expect(
      within(group)
        .getByRole("button", { name: /^Fix all 3/ })
        .getAttribute("aria-label"),
    ).toBe("Fix all 3: Add each file's own timezone (+03:00, Z, -05:00)");
  });

  it("keeps each file's own zone when an agency's files disagree (+03:00 and Z), unless one zone is chosen", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const urlset = (host: string, lastmods: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lastmods
      .map((lastmod, i) => `<url><loc>https://${host}/p${i}</loc><lastmod>${lastmod}</lastmod></url>`)
      .join("")}</urlset>`;
    await store.getState().addFiles([
      {
        name: "a.xml",
        bytes: encode(urlset("shop-a.ru", ["2024-06-01T10:00:00+03:00", "2024-06-01T10:00:00"])),
      },
      { name: "b.xml", bytes: encode(urlset("shop-b.com", ["2024-06-01T10:00:00Z", "2024-06-01T11:00:00"])) },
      // a third site with no zoned date at all: its fix is of another kind (the list had gone with it, and
      // Fix all wrote UTC there)
      { name: "d.xml", bytes: encode(urlset("shop-d.ru", ["2024-06-01T12:00:00", "2024-06-01T13:00:00"])) },
    ]);
    await renderChecked(store);
    const group = groupOf("lastmod.no-timezone");
    const zone = await findZone(group);
    expect(zone.value).toBe("");
    expect(zone.selectedOptions[0].textContent).toBe("Each file's own (+03:00, Z)");
    // each example's Fix writes its own file's zone
    expect(
      within(group)
        .getByRole("button", { name: /^Fix https:\/\/shop-b\.com\/p1: / })
        .getAttribute("aria-label"),
    ).toContain("Z");
    const all = within(group).getByRole("button", { name: /^Fix all 4/ });
    expect(all.getAttribute("aria-label")).toBe("Fix all 4: Add each file's own timezone (+03:00, Z)");
    await user.click(all);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    const lastmods = () => store.getState().files.map((file) => file.urls[1].lastmod);
    // the file with none: Moscow's, as most open sites are under .ru
    expect(lastmods()).toEqual([
      "2024-06-01T10:00:00+03:00",
      "2024-06-01T11:00:00Z",
      "2024-06-01T13:00:00+03:00",
    ]);
    // one zone chosen: every file gets it
    store.getState().undo();
    await waitFor(() => expect(store.getState().checking).toBe(false));
    await user.selectOptions(
      (await within(groupOf("lastmod.no-timezone")).findByRole("combobox", {
        name: "Timezone the fix adds",
      })) as HTMLSelectElement,
      "+05:00",
    );
    await user.click(within(groupOf("lastmod.no-timezone")).getByRole("button", { name: /^Fix all 4/ }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(lastmods()).toEqual([
      "2024-06-01T10:00:00+05:00",
      "2024-06-01T11:00:00+05:00",
      "2024-06-01T13:00:00+05:00",
    ]);
  });

  it("offers a news date without a zone the timezone list, Moscow's first for a .ru site, and fixes them all", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const item = (i: number, date: string) =>
      `<url><loc>https://vesti.example.ru/news/${i}</loc><news:news><news:publication><news:name>Вести</news:name><news:language>ru</news:language></news:publication><news:publication_date>${date}</news:publication_date><news:title>Новость ${i}</news:title></news:news></url>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${item(0, "2026-12-05T10:00:00")}${item(1, "2026-12-05 11:30")}${item(2, "2026-12-05T13:00:00+0300")}</urlset>`;
    await store.getState().addFiles([{ name: "news.xml", bytes: encode(xml) }]);
    await renderChecked(store);
    const group = groupOf("news.date-invalid");
    const zone = await findZone(group);
    expect(zone.value).toBe("+03:00");
    // each example's own Fix, named with what it writes (there was none: no zone known to add)
    expect(
      within(group)
        .getByRole("button", { name: /^Fix https:\/\/vesti\.example\.ru\/news\/0: / })
        .getAttribute("aria-label"),
    ).toContain("2026-12-05T10:00:00+03:00");
    // the `+0300` one has its Fix too (it was hidden as if it were the group's only fixable problem)
    expect(
      within(group).getByRole("button", { name: /^Fix https:\/\/vesti\.example\.ru\/news\/2: / }),
    ).toBeTruthy();
    await user.click(within(group).getByRole("button", { name: /^Fix all 3/ }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.news?.publication_date)).toEqual([
      "2026-12-05T10:00:00+03:00",
      "2026-12-05T11:30:00+03:00",
      "2026-12-05T13:00:00+03:00",
    ]);
  });

  it("fixes a group of several kinds of invalid date each its own way, the zone chosen going to times", async () => {
    const user = userEvent.setup();
    const store = await renderDates("mixed.xml", [
      "01.05.2024",
      "Sat, 05 Dec 2026 09:05:00 GMT",
      "2024-05-01 10:30",
    ]);
    const group = groupOf("lastmod.invalid");
    const zone = await findZone(group);
    await user.selectOptions(zone, "+03:00");
    const all = within(group).getByRole("button", { name: /^Fix all 3/ });
    expect(all.getAttribute("aria-label")).toMatch(/Each problem gets its own fix/);
    await user.click(all);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
      "2024-05-01",
      "2026-12-05T09:05:00Z",
      "2024-05-01T10:30:00+03:00",
    ]);
  });

  it("fixes one example in the zone Fix all writes by default (Moscow's for a .ru site), no zone chosen", async () => {
    const user = userEvent.setup();
    const store = await renderDates("shop.xml", ["2024-05-01 10:30", "01.05.2024 09:15"]);
    const group = groupOf("lastmod.invalid");
    // the example's Fix names its own value and result, in the zone the group's Fix all writes
    const fix = await within(group).findByRole("button", {
      name: /^Fix https:\/\/shop\.example\.ru\/p0: .*\+03:00\)$/,
    });
    expect(fix.getAttribute("aria-label")).toContain("(2024-05-01 10:30 → 2024-05-01T10:30:00+03:00)");
    expect(
      within(group)
        .getByRole("button", { name: /^Fix https:\/\/shop\.example\.ru\/p1: / })
        .getAttribute("aria-label"),
    ).toContain("(01.05.2024 09:15 → 2024-05-01T09:15:00+03:00)");
    await user.click(fix);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls[0].lastmod).toBe("2024-05-01T10:30:00+03:00");
    // no new error for the same entry: the value is whole
    expect(
      store.getState().problems.filter((problem) => problem.entry === 0 && problem.severity === "error"),
    ).toEqual([]);
  });

  it("writes a Russian crawler's dotted dates with their times in the zone chosen, Moscow's first for a .ru site", async () => {
    const user = userEvent.setup();
    const store = await renderDates("internal_html.xml", ["05.12.2024 10:00", "06.12.2024 11:30"]);
    const group = groupOf("lastmod.invalid");
    const zone = await findZone(group);
    expect(zone.value).toBe("+03:00");
    const all = within(group).getByRole("button", { name: /^Fix all 2/ });
    // the name says the time is written too, with the zone (not "as YYYY-MM-DD")
    expect(all.getAttribute("aria-label")).toBe(
      "Fix all 2: Write the date as YYYY-MM-DD and the time with the timezone chosen (01.05.2024 10:30 → 2024-05-01T10:30:00+03:00), +03:00",
    );
    await user.click(all);
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
      "2024-12-05T10:00:00+03:00",
      "2024-12-06T11:30:00+03:00",
    ]);
    // one step leaves no date without a zone behind
    expect(
      store
        .getState()
        .problems.filter((p) => p.code.startsWith("lastmod."))
        .map((p) => p.code),
    ).not.toContain("lastmod.no-timezone");
  });

  it("shows the zone chosen in Fix all's example, not the label's +03:00", async () => {
    const user = userEvent.setup();
    const store = await renderDates(
      "shop.xml",
      ["2024-05-01T09:00:00Z", "2024-05-01 10:30", "2024-05-02 11:00"],
      "shop.example.com",
    );
    const group = groupOf("lastmod.invalid");
    const zone = await findZone(group);
    // the file's own dates are in Z: the list starts there, and so does the example
    expect(zone.value).toBe("Z");
    const all = () =>
      within(group)
        .getByRole("button", { name: /^Fix all 2/ })
        .getAttribute("aria-label");
    expect(all()).toContain("(2024-05-01 10:30 → 2024-05-01T10:30:00Z), Z");
    await user.selectOptions(zone, "+05:00");
    // the zone written is the one chosen, which no other date of the file uses: the words beside the list
    // say so too (they had kept "the timezone the other dates use (… +03:00)")
    expect(group.querySelector(".pp-fix-label")?.textContent).toBe(
      "Put T between the date and the time, with the timezone chosen (2024-05-01 10:30 → 2024-05-01T10:30:00+05:00)",
    );
    expect(all()).toBe(
      "Fix all 2: Put T between the date and the time, with the timezone chosen (2024-05-01 10:30 → 2024-05-01T10:30:00+05:00), +05:00",
    );
    expect(
      within(group)
        .getByRole("button", { name: /^Fix https:\/\/shop\.example\.com\/p2: / })
        .getAttribute("aria-label"),
    ).toBe(
      "Fix https://shop.example.com/p2: Put T between the date and the time, with the timezone chosen (2024-05-02 11:00 → 2024-05-02T11:00:00+05:00)",
    );
    await user.click(within(group).getByRole("button", { name: /^Fix all 2/ }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
      "2024-05-01T09:00:00Z",
      "2024-05-01T10:30:00+05:00",
      "2024-05-02T11:00:00+05:00",
    ]);
  });

  it("shows the zone chosen in the Russian example too (+чч:мм)", async () => {
    applyLanguage("ru");
    await renderDates("internal_html.xml", ["05.12.2024 10:00", "06.12.2024 11:30"]);
    const group = groupOf("lastmod.invalid");
    const all = await within(group).findByRole("button", { name: /^Исправить все 2/ });
    expect(all.getAttribute("aria-label")).toContain(
      "(01.05.2024 10:30 → 2024-05-01T10:30:00+03:00), +03:00",
    );
    expect(group.querySelector(".pp-fix-label")?.textContent).toContain("→ 2024-05-01T10:30:00+03:00)");
  });

  it("keeps dotted dates without times a date, with no timezone to choose", async () => {
    await renderDates("dates.xml", ["05.12.2024", "06.12.2024"], "shop.example.com");
    const group = groupOf("lastmod.invalid");
    const all = await within(group).findByRole("button", { name: /^Fix all 2/ });
    expect(all.getAttribute("aria-label")).toBe(
      "Fix all 2: Write the date as YYYY-MM-DD (01.05.2024 → 2024-05-01)",
    );
    expect(within(group).queryByRole("combobox", { name: "Timezone the fix adds" })).toBeNull();
  });

  it("offers no timezone for a group of several kinds when no value has a time without one", async () => {
    await renderDates("dates.xml", ["01.05.2024", "Sat, 05 Dec 2026 09:05:00 GMT"]);
    const group = groupOf("lastmod.invalid");
    expect(await within(group).findByRole("button", { name: /^Fix all 2/ })).toBeTruthy();
    expect(within(group).queryByRole("combobox", { name: "Timezone the fix adds" })).toBeNull();
  });

  it("adds the timezone chosen beside Fix all: the site's own, not only UTC", async () => {
    const user = userEvent.setup();
    const store = await renderDates(
      "shop.xml",
      ["2024-05-01T10:30:00", "2024-05-02T11:00:00"],
      "shop.example.com",
    );
    const group = groupOf("lastmod.no-timezone");
    const zone = await findZone(group);
    // no date of the file has a zone, and .com says nothing of where the site is: UTC until chosen
    expect(zone.value).toBe("+00:00");
    expect(within(zone).getByRole("option", { name: "+03:00 (Moscow)" })).toBeTruthy();
    expect(
      within(group)
        .getByRole("button", { name: /^Fix all 2/ })
        .getAttribute("aria-label"),
    ).toBe("Fix all 2: Add timezone +00:00 (UTC)");
    await user.selectOptions(zone, "+03:00");
    // the button's name says the zone it writes, as chosen
    expect(
      within(group)
        .getByRole("button", { name: /^Fix all 2/ })
        .getAttribute("aria-label"),
    ).toBe("Fix all 2: Add timezone +03:00");
    // an example's own Fix writes the zone chosen for the group too, and says so
    const own = within(group).getByRole("button", { name: /^Fix https:\/\/shop\.example\.com\/p1/ });
    expect(own.getAttribute("aria-label")).toMatch(/Add timezone \+03:00$/);
    await user.click(own);
    await waitFor(() => expect(store.getState().files[0].urls[1].lastmod).toBe("2024-05-02T11:00:00+03:00"));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    await user.click(within(groupOf("lastmod.no-timezone")).getByRole("button", { name: /^Fix: / }));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
      "2024-05-01T10:30:00+03:00",
      "2024-05-02T11:00:00+03:00",
    ]);
  });

  it("keeps a group's Fix bar in place while its fixes are first counted in slices, then shows Fix all", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    // 3,000 dates without a zone: twelve runs of problems, more than one slice's least (1,000)
    const urls = Array.from(
      { length: 3000 },
      (_, i) => `<url><loc>https://shop.example.com/p${i}</loc><lastmod>2024-05-01T10:30:00</lastmod></url>`,
    ).join("");
    await store.getState().addFiles([
      {
        name: "dates.xml",
        bytes: encode(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`),
      },
    ]);
    await waitFor(() => expect(store.getState().checking).toBe(false), { timeout: 20_000 });
    // a slow machine: each look at the clock is 5 ms later, so every slice ends after its least
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 5));
    render(
      <StoreProvider store={store}>
        <ProblemsPanel />
      </StoreProvider>,
    );
    const group = groupOf("lastmod.no-timezone");
    const bar = within(group).getByText("Counting fixes…").closest(".pp-fixbar") as HTMLElement;
    expect(bar.getAttribute("aria-busy")).toBe("true");
    expect(within(group).queryByRole("button", { name: /^Fix all/ })).toBeNull();
    await within(group).findByRole("button", { name: /^Fix all 3,000: / }, { timeout: 20_000 });
    expect(within(group).queryByText("Counting fixes…")).toBeNull();
  }, 60_000);

  it("says it is fixing a big group, button off, then records one step and says what it fixed", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    // FIX_SLICE_PROBLEMS dates without a zone: the group's Fix all works in slices
    const urls = Array.from(
      { length: FIX_SLICE_PROBLEMS },
      (_, i) => `<url><loc>https://shop.example.com/p${i}</loc><lastmod>2024-05-01T10:30:00</lastmod></url>`,
    ).join("");
    await store.getState().addFiles([
      {
        name: "big.xml",
        bytes: encode(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`),
      },
    ]);
    render(
      <StoreProvider store={store}>
        <ProblemsPanel />
      </StoreProvider>,
    );
    await waitFor(() => expect(store.getState().checking).toBe(false), { timeout: 20_000 });
    // counted in slices of a few ms, a render each: there once every run is counted
    const button = await within(groupOf("lastmod.no-timezone")).findByRole(
      "button",
      { name: /^Fix all 20,000: / },
      { timeout: 20_000 },
    );
    // a click without the user-event library's pauses: they would let the fix run before the look
    act(() => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe("Fixing 20,000…");
    // off, and still focused: a second click is ignored
    expect(button.getAttribute("aria-disabled")).toBe("true");
    act(() => {
      fireEvent.click(button);
    });
    expect(store.getState().files[0].urls[0].lastmod).toBe("2024-05-01T10:30:00");
    await waitFor(() => expect(screen.getByText("Fixed 20,000 problems")).toBeTruthy(), { timeout: 20_000 });
    expect(store.getState().files[0].urls[FIX_SLICE_PROBLEMS - 1].lastmod).toBe("2024-05-01T10:30:00+00:00");
    expect(store.getState().past).toHaveLength(1);
  }, 60_000);
});
