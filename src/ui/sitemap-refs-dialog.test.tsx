// @vitest-environment happy-dom

import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, type Problem, readSitemapFile, type SitemapRef } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FilesPanel } from "./files-panel";
import { ProblemsPanel } from "./panels/problems-panel";
import { IndexEditorHost } from "./sitemap-refs-dialog";
import {
  asEntry,
  buildSitemapRefs,
  countChanges,
  getIndexOffset,
  getRefFix,
  getSiteOffset,
  groupByEntry,
  withSiteOffset,
} from "./sitemap-refs-drafts";
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
      <ProblemsPanel />
      <IndexEditorHost />
    </StoreProvider>,
  );
  return store;
}

/**
 * Reads `xml` as `name` at www.example.com, checked, and renders the index editor's host alone; opens it at
 * `entry` when given (as a problem's example does). Returns the store and, when opened, the dialog.
 */
async function openIndex(xml: string, entry?: number, name = "index.xml", located = true) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  await store.getState().addFiles([{ name, bytes: new TextEncoder().encode(xml) }]);
  if (located) store.getState().setLocation(name, `https://www.example.com/${name}`);
  await waitFor(() => expect(store.getState().checking).toBe(false));
  render(
    <StoreProvider store={store}>
      <IndexEditorHost />
    </StoreProvider>,
  );
  act(() => store.getState().openIndexEditor(name, entry));
  return { store, dialog: screen.getByRole("dialog", { name: `Sitemaps listed by ${name}` }) };
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

describe("an index's lastmod without a timezone", () => {
  it("is fixed with the zone the site's URLs use, not UTC, when the index itself has none", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const index = readSitemapFile(
      "index.xml",
      encode(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-05-01T10:00:00</lastmod></sitemap>
</sitemapindex>`),
      { location: "https://www.example.com/index.xml" },
    );
    const urls = readSitemapFile(
      "a.xml",
      encode(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.com/p</loc><lastmod>2024-05-01T09:00:00+03:00</lastmod></url>
</urlset>`),
      { location: "https://www.example.com/a.xml" },
    );
    const files = [index, urls];
    const problems = checkSitemaps(files);
    const ref = index.sitemaps[0];
    const [problem] = (groupByEntry(problems, "index.xml", undefined).get(0) ?? []).filter(
      (p) => p.code === "lastmod.no-timezone",
    );
    // alone, the index knows no zone: the fix would assert UTC
    expect(getRefFix(problem, ref)?.apply(asEntry(ref)).lastmod).toBe("2024-05-01T10:00:00+00:00");
    expect(getSiteOffset(files)).toBe("+03:00");
    const [sited] = (groupByEntry(problems, "index.xml", getSiteOffset(files)).get(0) ?? []).filter(
      (p) => p.code === "lastmod.no-timezone",
    );
    expect(getRefFix(sited, ref)?.apply(asEntry(ref)).lastmod).toBe("2024-05-01T10:00:00+03:00");
  });
});

describe("an index line's date and time written with a space", () => {
  it("is fixed with T and the index's own zone in one step, before the site's URLs' zone", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const read = (name: string, xml: string) =>
      readSitemapFile(name, encode(xml), { location: `https://www.example.com/${name}` });
    const index = read(
      "index.xml",
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-05-01T10:00:00+03:00</lastmod></sitemap>
</sitemapindex>`,
    );
    const urls = read(
      "a.xml",
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.com/p</loc><lastmod>2024-05-01T09:00:00+05:00</lastmod></url>
</urlset>`,
    );
    // a line as typed, checked alone (as the editor checks what is typed): it knows no zone
    const typed = read(
      "index.xml",
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/b.xml</loc><lastmod>2024-05-10 10:00</lastmod></sitemap>
</sitemapindex>`,
    );
    const ref = typed.sitemaps[0];
    const problem = checkSitemaps([typed]).find((p) => p.code === "lastmod.invalid") as Problem;
    expect(getRefFix(problem, ref)?.apply(asEntry(ref)).lastmod).toBe("2024-05-10T10:00:00");
    const offset = getIndexOffset(index, [index, urls]);
    expect(offset).toBe("+03:00");
    expect(getRefFix(withSiteOffset(problem, offset), ref)?.apply(asEntry(ref)).lastmod).toBe(
      "2024-05-10T10:00:00+03:00",
    );
    // an index with no zone of its own takes the site's URLs'
    expect(getIndexOffset(typed, [typed, urls])).toBe("+05:00");
    // not another site's: a .рф shop's index then takes Moscow's, as the Problems panel's Fix all does
    const shop = read(
      "shop-index.xml",
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://магазин.рф/a.xml</loc><lastmod>2024-05-10 10:00</lastmod></sitemap>
</sitemapindex>`,
    );
    expect(getIndexOffset(shop, [shop, urls])).toBe("+03:00");
    expect(getIndexOffset(typed, [typed])).toBeUndefined();
  });
});

describe("SitemapRefsDialog", () => {
  it("edits, adds and removes the sitemaps of an index as one undoable step, with their problems shown", async () => {
    const user = userEvent.setup();
    const store = await renderIndex();
    await user.click(screen.getByRole("button", { name: "Edit sitemaps of index.xml" }));
    const dialog = screen.getByRole("dialog", { name: "Sitemaps listed by index.xml" });
    // the second entry's problem is shown beside it
    // its severity in words, not by colour alone
    expect(within(dialog).getByRole("list", { name: "Problems of sitemap 2" }).textContent).toContain(
      "Error · loc.other-host",
    );
    const loc2 = within(dialog).getByRole("textbox", { name: "loc of sitemap 2" });
    // the field is described by its problems and marked invalid by the error; a clean one is not
    const problems2 = within(dialog).getByRole("list", { name: "Problems of sitemap 2" });
    expect(loc2.getAttribute("aria-describedby")).toBe(problems2.id);
    expect(loc2.getAttribute("aria-invalid")).toBe("true");
    const loc1 = within(dialog).getByRole("textbox", { name: "loc of sitemap 1" });
    expect(loc1.getAttribute("aria-invalid")).toBeNull();
    await user.clear(loc2);
    await user.type(loc2, "https://www.example.com/b.xml");
    // the problems shown are of the values before the edit, and say so
    expect(within(dialog).getByRole("list", { name: "Problems of sitemap 2" }).textContent).toMatch(
      /^Before your change/,
    );
    // problems of the value before the edit do not mark the edited value invalid
    expect(loc2.getAttribute("aria-invalid")).toBeNull();
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
    // the focus goes to the line that took its place
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Remove sitemap 1" })),
    );
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

  it("closes at once on Cancel when nothing was changed", async () => {
    const user = userEvent.setup();
    const store = await renderIndex();
    await user.click(screen.getByRole("button", { name: "Edit sitemaps of index.xml" }));
    // typed and typed back: no change
    await user.type(screen.getByRole("textbox", { name: "loc of sitemap 1" }), "x{Backspace}");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(store.getState().indexEditor).toBeUndefined();
  });

  it("asks before Cancel, Escape or the close button discard changes, and keeps them on Keep editing", async () => {
    const user = userEvent.setup();
    const store = await renderIndex();
    const before = store.getState().files[0];
    const steps = store.getState().past;
    await user.click(screen.getByRole("button", { name: "Edit sitemaps of index.xml" }));
    await user.type(screen.getByRole("textbox", { name: "loc of sitemap 1" }), "x");
    await user.click(screen.getByRole("button", { name: "Remove sitemap 2" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const ask = screen.getByRole("alertdialog", { name: "Discard your changes?" });
    expect(ask.textContent).toContain("2 of the sitemaps listed by index.xml");
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("textbox", { name: "loc of sitemap 1" })).toHaveProperty(
      "value",
      "https://www.example.com/a.xmlx",
    );
    // Escape asks too, and Escape on the question answers "keep editing", back in the field being edited
    const loc1 = screen.getByRole("textbox", { name: "loc of sitemap 1" });
    loc1.focus();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(loc1);
    expect(screen.getByRole("dialog", { name: "Sitemaps listed by index.xml" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(store.getState().files[0]).toBe(before);
    expect(store.getState().past).toBe(steps);
  });

  it("opens at the entry of a problem's example in the problems panel", async () => {
    const user = userEvent.setup();
    await renderIndex();
    const examples = screen.getByRole("list", { name: "Problems by rule" });
    // each of its problems is an example (loc.other-host and more): the first
    await user.click(within(examples).getAllByRole("button", { name: /other\.example\.org\/b\.xml/ })[0]);
    const dialog = screen.getByRole("dialog", { name: "Sitemaps listed by index.xml" });
    const loc2 = within(dialog).getByRole("textbox", { name: "loc of sitemap 2" });
    expect(document.activeElement).toBe(loc2);
    expect(loc2.closest("tr")?.classList.contains("is-target")).toBe(true);
    expect(
      within(dialog).getByRole("textbox", { name: "loc of sitemap 1" }).closest("tr")?.className,
    ).not.toContain("is-target");
  });
});

describe("SitemapRefsDialog quick fixes", () => {
  it("puts a problem's quick fix into the line's fields, applied with the rest", async () => {
    const user = userEvent.setup();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-01-01T10:00:00</lastmod></sitemap>
</sitemapindex>`;
    const { store, dialog } = await openIndex(xml, 0);
    expect(store.getState().problems.map((problem) => problem.code)).toContain("lastmod.no-timezone");
    const lastmodProblems = within(dialog).getByRole("list", {
      name: "Problems of the lastmod of sitemap 1",
    });
    await user.click(within(lastmodProblems).getByRole("button", { name: /^Fix https?:\/\/\S+: / }));
    expect(within(dialog).getByRole("textbox", { name: "lastmod of sitemap 1" })).toHaveProperty(
      "value",
      "2024-01-01T10:00:00+00:00",
    );
    // the line is edited now: no fix, and the problem the fix took care of is said to be fixed here, not
    // listed as if it were still there
    expect(within(dialog).queryByRole("button", { name: /^Fix https?:\/\/\S+: / })).toBeNull();
    const fixedList = within(dialog).getByRole("list", { name: "Problems of the lastmod of sitemap 1" });
    expect(fixedList.textContent).toBe("✓ Fixed here; checked again on Apply.");
    // typed over, the value is no longer the fix's: it is checked as typed
    const lastmod = within(dialog).getByRole("textbox", { name: "lastmod of sitemap 1" });
    await user.type(lastmod, "x");
    await waitFor(() =>
      expect(
        within(dialog).getByRole("list", { name: "Problems of the lastmod of sitemap 1" }).textContent,
      ).toContain("lastmod.invalid"),
    );
    await user.type(lastmod, "{Backspace}");
    // Enter in a field applies, as the Apply button does
    await user.click(within(dialog).getByRole("textbox", { name: "loc of sitemap 1" }));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(store.getState().files[0].sitemaps[0].lastmod).toBe("2024-01-01T10:00:00+00:00");
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(store.getState().problems.map((problem) => problem.code)).not.toContain("lastmod.no-timezone");
  });
});

describe("SitemapRefsDialog fix names", () => {
  it("names the line's own value and what the fix writes, not the fix's example", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-05-01T10:00:00+03:00</lastmod></sitemap>
<sitemap><loc>https://www.example.com/b.xml</loc><lastmod>2024-05-10 10:00</lastmod></sitemap>
</sitemapindex>`;
    const { dialog } = await openIndex(xml, 1);
    const problems = within(dialog).getByRole("list", { name: "Problems of the lastmod of sitemap 2" });
    const fix = within(problems).getByRole("button", { name: /^Fix https?:\/\/\S+: / });
    expect(fix.getAttribute("aria-label")).toContain("(2024-05-10 10:00 → 2024-05-10T10:00:00+03:00)");
    expect(fix.getAttribute("aria-label")).not.toContain("2024-05-01 10:30");
  });
});

describe("SitemapRefsDialog: the zone a date's fix writes", () => {
  it("is UTC with no zone anywhere (T and zone in one step), and follows a zone the lines are fixed to", async () => {
    const user = userEvent.setup();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2026-12-01T10:00:00-0500</lastmod></sitemap>
<sitemap><loc>https://www.example.com/b.xml</loc><lastmod>2026-12-01 10:00</lastmod></sitemap>
</sitemapindex>`;
    const { dialog } = await openIndex(xml, 1);
    const fixOf = (n: number) =>
      within(within(dialog).getByRole("list", { name: `Problems of the lastmod of sitemap ${n}` })).getByRole(
        "button",
        { name: /^Fix https?:\/\/\S+: / },
      );
    // no zone in the index or the site: UTC, written with the T, not a date left without a zone
    expect(fixOf(2).getAttribute("aria-label")).toContain("(2026-12-01 10:00 → 2026-12-01T10:00:00+00:00)");
    // the first line's zone written with its colon: the index's zone from then on
    const first = within(dialog).getByRole("textbox", { name: "lastmod of sitemap 1" });
    await user.clear(first);
    await user.type(first, "2026-12-01T10:00:00-05:00");
    await waitFor(() =>
      expect(fixOf(2).getAttribute("aria-label")).toContain("(2026-12-01 10:00 → 2026-12-01T10:00:00-05:00)"),
    );
  });
});

describe("SitemapRefsDialog quick fixes per field", () => {
  it("fixes one field of a line and keeps the other field's fix; the fixed field takes the focus", async () => {
    const user = userEvent.setup();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/карта.xml</loc><lastmod>2024-05-01T10:00:00+0300</lastmod></sitemap>
</sitemapindex>`;
    const { store, dialog } = await openIndex(xml, 0);
    const lastmodProblems = within(dialog).getByRole("list", {
      name: "Problems of the lastmod of sitemap 1",
    });
    await user.click(within(lastmodProblems).getByRole("button", { name: /^Fix https?:\/\/\S+: / }));
    const lastmod = within(dialog).getByRole("textbox", { name: "lastmod of sitemap 1" });
    expect(lastmod).toHaveProperty("value", "2024-05-01T10:00:00+03:00");
    expect(document.activeElement).toBe(lastmod);
    // the loc was not touched: its problem and its fix stay
    const locProblems = within(dialog).getByRole("list", { name: "Problems of sitemap 1" });
    expect(locProblems.textContent).not.toMatch(/^Before your change/);
    await user.click(within(locProblems).getByRole("button", { name: /^Fix https?:\/\/\S+: / }));
    expect(within(dialog).getByRole("textbox", { name: "loc of sitemap 1" })).toHaveProperty(
      "value",
      "https://www.example.com/%D0%BA%D0%B0%D1%80%D1%82%D0%B0.xml",
    );
    expect(lastmod).toHaveProperty("value", "2024-05-01T10:00:00+03:00");
    await user.keyboard("{Enter}");
    expect(store.getState().files[0].sitemaps[0]).toMatchObject({
      loc: "https://www.example.com/%D0%BA%D0%B0%D1%80%D1%82%D0%B0.xml",
      lastmod: "2024-05-01T10:00:00+03:00",
    });
  });
});

describe("SitemapRefsDialog Fix all", () => {
  it("fixes one kind of problem on every line, shown or not, a line typed over as typed", async () => {
    const user = userEvent.setup();
    const lines = Array.from(
      { length: 300 },
      (_, i) =>
        `<sitemap><loc>https://www.example.com/s-${i}.xml</loc><lastmod>2024-05-01T10:00:00+0300</lastmod></sitemap>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lines.join("")}</sitemapindex>`;
    const { store, dialog } = await openIndex(xml);
    const first = within(dialog).getByRole("textbox", { name: "lastmod of sitemap 1" });
    await user.clear(first);
    await user.type(first, "2024-06-01");
    // the line typed over has a valid lastmod now: 299 to fix
    await user.click(await within(dialog).findByRole("button", { name: /^Fix all 299: / }));
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /^Fix all \d+: / })).toBeNull());
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    const lastmods = store.getState().files[0].sitemaps.map((ref) => ref.lastmod);
    expect(lastmods[0]).toBe("2024-06-01");
    expect(lastmods.slice(1)).toEqual(Array(299).fill("2024-05-01T10:00:00+03:00"));
  });
});

describe("SitemapRefsDialog Fix all's example zone", () => {
  it("names the zone the lines' own fixes write (+00:00 of the index's dates), not Moscow's", async () => {
    const lines = [
      "<sitemap><loc>https://www.example.com/a.xml</loc><lastmod>2024-05-01T10:00:00+00:00</lastmod></sitemap>",
      "<sitemap><loc>https://www.example.com/b.xml</loc><lastmod>2024-05-01 10:00</lastmod></sitemap>",
      "<sitemap><loc>https://www.example.com/c.xml</loc><lastmod>2024-05-02 11:00</lastmod></sitemap>",
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lines.join("")}</sitemapindex>`;
    const { dialog } = await openIndex(xml);
    const fixAll = await within(dialog).findByRole("button", { name: /^Fix all 2: / });
    const name = fixAll.getAttribute("aria-label") ?? "";
    expect(name).toContain("+00:00)");
    expect(name).not.toContain("+03:00");
    // and the line's own Fix writes that zone
    expect(
      within(dialog)
        .getAllByRole("button", { name: /^Fix / })
        .some((b) => /\+00:00/.test(b.getAttribute("aria-label") ?? b.textContent ?? "")),
    ).toBe(true);
  });
});

describe("SitemapRefsDialog: fix labels of index entries", () => {
  it("offers to encode a Cyrillic sitemap URL without naming hreflang or image URLs, which it has none of", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://www.example.com/карта.xml</loc></sitemap></sitemapindex>`;
    const { dialog } = await openIndex(xml);
    expect(
      within(dialog).getByRole("button", {
        name: "Fix: Encode the URL (punycode host, percent-encoded path)",
      }),
    ).toBeTruthy();
  });
});

describe("SitemapRefsDialog: lines checked as typed", () => {
  it("checks a line typed over and a line added, and Fix all takes them with the rest", async () => {
    const user = userEvent.setup();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://www.example.com/карта.xml</loc></sitemap><sitemap><loc>https://www.example.com/b.xml</loc></sitemap></sitemapindex>`;
    const { store, dialog } = await openIndex(xml);
    const second = within(dialog).getByRole("textbox", { name: "loc of sitemap 2" });
    await user.clear(second);
    await user.type(second, "https://www.example.com/каталог.xml");
    await waitFor(() =>
      expect(within(dialog).getByRole("list", { name: "Problems of sitemap 2" }).textContent).toContain(
        "loc.non-ascii",
      ),
    );
    expect(second.getAttribute("aria-describedby")).not.toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "+ Add sitemap" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "loc of sitemap 3" }),
      "https://www.example.com/новости.xml",
    );
    const fixAll = await within(dialog).findByRole("button", {
      name: "Fix all 3: Encode the URL (punycode host, percent-encoded path)",
    });
    await user.click(fixAll);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(store.getState().files[0].sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.example.com/%D0%BA%D0%B0%D1%80%D1%82%D0%B0.xml",
      "https://www.example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3.xml",
      "https://www.example.com/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8.xml",
    ]);
  });
});

describe("SitemapRefsDialog: a relative line typed, the index's location guessed", () => {
  it("offers Write the full URL, resolved against the guessed location, as for a line read", async () => {
    const user = userEvent.setup();
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://www.example.com/a.xml</loc></sitemap></sitemapindex>`;
    const { store, dialog } = await openIndex(xml, undefined, "index.xml", false);
    await user.click(within(dialog).getByRole("button", { name: "+ Add sitemap" }));
    await user.type(within(dialog).getByRole("textbox", { name: "loc of sitemap 2" }), "/sitemaps/news2.xml");
    // the line's own Fix (and a Fix all beside it)
    const [fix] = await within(dialog).findAllByRole("button", { name: /Write the full URL/ });
    await user.click(fix);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(store.getState().files[0].sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.example.com/a.xml",
      "https://www.example.com/sitemaps/news2.xml",
    ]);
  });
});

describe("SitemapRefsDialog: URLs written without <loc>", () => {
  it("puts each bare URL into its loc with Fix all, and Apply exports them as locs", async () => {
    const user = userEvent.setup();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap>
https://www.example.com/a.xml?x=1&amp;y=2
</sitemap>
<sitemap> https://www.example.com/b.xml </sitemap>
</sitemapindex>`;
    const { store, dialog } = await openIndex(xml);
    await user.click(within(dialog).getByRole("button", { name: /^Fix all 2: / }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(store.getState().files[0].sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.example.com/a.xml?x=1&y=2",
      "https://www.example.com/b.xml",
    ]);
    await waitFor(() =>
      expect(
        store.getState().problems.filter((p) => p.code === "loc.missing" || p.code === "xml.unexpected-text"),
      ).toEqual([]),
    );
  });
});

describe("SitemapRefsDialog on a big index", () => {
  /** An index of `count` sitemaps at www.example.com, entry `bad` (0-based) at another host. */
  function bigIndex(count: number, bad: number): string {
    const lines = Array.from({ length: count }, (_, i) =>
      i === bad
        ? "<sitemap><loc>https://other.example.org/bad.xml</loc></sitemap>"
        : `<sitemap><loc>https://www.example.com/s-${i + 1}.xml</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${lines.join("\n")}
</sitemapindex>`;
  }

  const shownNumbers = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll("tbody tr td:first-child")].map((cell) =>
      Number(cell.textContent?.replace(/,/g, "")),
    );

  it("shows a window of lines around the asked-for entry, earlier and later pages on demand", async () => {
    const user = userEvent.setup();
    const { store, dialog } = await openIndex(bigIndex(3_000, 2_500), 2_500, "big.xml");
    const numbers = shownNumbers(dialog);
    // 200 lines from 20 before the entry, numbered as in the file, not 2,501 lines from the first
    expect(numbers).toHaveLength(200);
    expect(numbers[0]).toBe(2_481);
    expect(numbers[199]).toBe(2_680);
    const target = within(dialog).getByRole("textbox", { name: "loc of sitemap 2,501" });
    expect(document.activeElement).toBe(target);
    expect((target as HTMLInputElement).value).toBe("https://other.example.org/bad.xml");

    await user.click(within(dialog).getByRole("button", { name: "Show 200 earlier (lines before 2,481)" }));
    expect(shownNumbers(dialog)[0]).toBe(2_281);
    await user.click(within(dialog).getByRole("button", { name: "Show 200 more (of 3,000)" }));
    expect(shownNumbers(dialog).at(-1)).toBe(2_880);
    expect(shownNumbers(dialog)).toHaveLength(600);

    // an added line is the last: the window moves to the end, with it
    await user.click(within(dialog).getByRole("button", { name: "+ Add sitemap" }));
    const after = shownNumbers(dialog);
    expect(after.at(-1)).toBe(3_001);
    expect(after.length).toBeLessThanOrEqual(200);
    expect(document.activeElement).toBe(
      within(dialog).getByRole("textbox", { name: "loc of sitemap 3,001" }),
    );
    await user.type(document.activeElement as HTMLElement, "https://www.example.com/new.xml");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    const sitemaps = store.getState().files[0].sitemaps;
    expect(sitemaps).toHaveLength(3_001);
    expect(sitemaps[3_000].loc).toBe("https://www.example.com/new.xml");
  });
});

describe("countChanges", () => {
  const a: SitemapRef = { loc: "https://e.com/a.xml", lastmod: "2024-01-01" };
  const b: SitemapRef = { loc: "https://e.com/b.xml" };
  const line = (from: SitemapRef | undefined, at: number, loc: string, lastmod = "") => ({
    key: at,
    from,
    at,
    loc,
    lastmod,
  });

  it("counts edited, added (with a loc) and removed entries, and nothing for lines as they were", () => {
    expect(countChanges(2, [line(a, 0, a.loc, "2024-01-01 "), line(b, 1, b.loc)])).toBe(0);
    expect(countChanges(2, [line(a, 0, a.loc, ""), line(b, 1, b.loc)])).toBe(1);
    expect(countChanges(2, [line(b, 1, b.loc), line(undefined, -1, " ")])).toBe(1);
    expect(
      countChanges(2, [
        line(a, 0, "https://e.com/c.xml", "2024-01-01"),
        line(undefined, -1, "https://e.com/d.xml"),
      ]),
    ).toBe(3);
  });
});
