// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, readSitemapFile, type SitemapFile } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ReplaceDialog } from "./replace-dialog";
import { ReplacePreview } from "./replace-preview";
import { resetReplaceChoices } from "./use-replace-preview";

afterEach(() => {
  cleanup();
  resetReplaceChoices();
});

function renderDialog(files: SitemapFile[], onClose = () => {}) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  store.setState({ files, problems: checkSitemaps(files) });
  render(
    <StoreProvider store={store}>
      <ReplaceDialog onClose={onClose} />
    </StoreProvider>,
  );
  return store;
}

const httpDoc = (count: number) =>
  makeDoc(count, (i) => ({ loc: `http://www.example.com/old-section/p-${i}` }));

const indexOf = (count: number) =>
  readSitemapFile(
    "sitemap_index.xml",
    new TextEncoder().encode(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
        { length: count },
        (_, i) => `<sitemap><loc>http://www.example.com/part-${i}.xml</loc></sitemap>`,
      ).join("")}</sitemapindex>`,
    ),
  );

describe("ReplacePreview", () => {
  it("says the expression is being tried, not that nothing matches, while it is probed", () => {
    render(<ReplacePreview result={{ ok: true, changes: [] }} stale probing regex find="(a+)+b" />);
    expect(screen.getByRole("status").textContent).toBe("Trying the expression on these values…");
    expect(screen.queryByText("No matches.")).toBeNull();
  });
});

describe("ReplaceDialog", () => {
  it("says how many URLs hold the text when the replacement gives it back unchanged, not No matches", async () => {
    const user = userEvent.setup();
    renderDialog([httpDoc(3)]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "old-section");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "old-section");
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe(
        "Found in 3 URLs; the replacement gives the same text, so nothing changes.",
      ),
    );
    expect(within(dialog).getByRole("button", { name: "Replace" }).hasAttribute("disabled")).toBe(true);
    // a text only an index entry holds: said of it
    cleanup();
    resetReplaceChoices();
    renderDialog([indexOf(2), httpDoc(1)]);
    const again = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(again).getByRole("textbox", { name: "Find" }), "part-1");
    await user.type(within(again).getByRole("textbox", { name: "Replace with" }), "part-1");
    await waitFor(() =>
      expect(within(again).getByRole("status").textContent).toBe(
        "Found in 1 sitemap index entry; the replacement gives the same text, so nothing changes.",
      ),
    );
    await user.clear(within(again).getByRole("textbox", { name: "Find" }));
    await user.type(within(again).getByRole("textbox", { name: "Find" }), "http://");
    await user.clear(within(again).getByRole("textbox", { name: "Replace with" }));
    await user.type(within(again).getByRole("textbox", { name: "Replace with" }), "http://");
    await waitFor(() =>
      expect(within(again).getByRole("status").textContent).toBe(
        "Found in 1 URL and 2 sitemap index entries; the replacement gives the same text, so nothing changes.",
      ),
    );
    const dialog2 = again;
    // a text no URL holds is still no match
    await user.clear(within(dialog2).getByRole("textbox", { name: "Find" }));
    await user.type(within(dialog2).getByRole("textbox", { name: "Find" }), "new-section");
    await waitFor(() => expect(within(dialog2).getByRole("status").textContent).toBe("No matches."));
  });

  it("says the sitemap index's entries change too over all rows, shows one, and how to include them otherwise", async () => {
    const user = userEvent.setup();
    const store = renderDialog([indexOf(2), httpDoc(3)]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "http://");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "https://");
    const preview = within(dialog).getByRole("region", { name: "Preview of the changes" });
    await waitFor(() =>
      expect(preview.querySelector(".rp-index-count")?.textContent).toBe(
        "2 entries of the sitemap index sitemap_index.xml will change too.",
      ),
    );
    expect(within(preview).getByText("sitemap_index.xml").closest("li")?.textContent).toContain(
      "http://www.example.com/part-0.xml",
    );
    await user.click(within(dialog).getByRole("radio", { name: /Rows shown by the filters/ }));
    await waitFor(() =>
      expect(preview.querySelector(".rp-index-count")?.textContent).toBe(
        "2 entries of the sitemap index sitemap_index.xml match too: choose All rows to replace in them as well.",
      ),
    );
    await user.click(within(dialog).getByRole("radio", { name: /All rows/ }));
    await user.click(within(dialog).getByRole("button", { name: "Replace in 3 URLs and 2 index entries" }));
    expect(store.getState().files[0].sitemaps.map((ref) => ref.loc)).toEqual([
      "https://www.example.com/part-0.xml",
      "https://www.example.com/part-1.xml",
    ]);
  });

  it("says which file's location moves with the URLs when a robots.txt line placed it", async () => {
    const user = userEvent.setup();
    const robots = readSitemapFile(
      "robots.txt",
      new TextEncoder().encode("Sitemap: http://www.example.com/sitemap_index.xml\n"),
    );
    const index = { ...indexOf(1), name: "sitemap_index.xml" };
    renderDialog([robots, index, httpDoc(2)]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "http://");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "https://");
    const preview = within(dialog).getByRole("region", { name: "Preview of the changes" });
    await waitFor(() =>
      expect(preview.querySelector(".rp-locations")?.textContent).toBe(
        "The location of this file moves with the URLs, as a robots.txt line or a location you set placed it: sitemap_index.xml → https://www.example.com/sitemap_index.xml.",
      ),
    );
    // over the rows shown, the index the replace does not touch stays where it is, and says so
    await user.click(within(dialog).getByRole("radio", { name: /Rows shown by the filters/ }));
    await waitFor(() =>
      expect(preview.querySelector(".rp-locations")?.textContent).toBe(
        "This file stays where it is (sitemap_index.xml: http://www.example.com/sitemap_index.xml): the URLs this replace moves will be on another scheme or host than their sitemap. Choose All rows to move the sitemaps and the index's entries with them.",
      ),
    );
  });

  it("says a file an index lists stays there when a replace over some rows moves its URLs to another host", async () => {
    const user = userEvent.setup();
    const part = { ...httpDoc(2), name: "part-0.xml", location: undefined };
    const store = renderDialog([indexOf(1), part]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "http://www.example.com");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Replace with" }),
      "https://blog.example.org",
    );
    await user.click(within(dialog).getByRole("radio", { name: /Rows shown by the filters/ }));
    const preview = within(dialog).getByRole("region", { name: "Preview of the changes" });
    await waitFor(() =>
      expect(preview.querySelector(".rp-locations")?.textContent).toBe(
        "This file stays where it is (part-0.xml: http://www.example.com/part-0.xml): the URLs this replace moves will be on another scheme or host than their sitemap. Choose All rows to move the sitemaps and the index's entries with them.",
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Replace in 2 URLs" }));
    expect(store.getState().files[1].location).toBe("http://www.example.com/part-0.xml");
  });

  it("replaces on Enter in the Replace with field, once the preview is ready", async () => {
    const user = userEvent.setup();
    let closed = false;
    const store = renderDialog([httpDoc(3)], () => {
      closed = true;
    });
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "http://");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "https://");
    await within(dialog).findByRole("button", { name: "Replace in 3 URLs" });
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "{Enter}");
    await waitFor(() => expect(closed).toBe(true));
    expect(store.getState().files[0].urls[0].loc).toBe("https://www.example.com/old-section/p-0");
  });

  it("replaces in the index alone when only its entries match, with no count of URLs", async () => {
    const user = userEvent.setup();
    const store = renderDialog([indexOf(1), httpDoc(3)]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "part-");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "products-");
    const button = await within(dialog).findByRole("button", { name: "Replace in 1 index entry" });
    expect(within(dialog).queryByText(/URLs? will change/)).toBeNull();
    await user.click(button);
    expect(store.getState().files[0].sitemaps[0].loc).toBe("http://www.example.com/products-0.xml");
  });

  it("says an index entry the replace empties is flagged, and a required URL emptied stays empty", async () => {
    const user = userEvent.setup();
    const page = makeDoc(1, () => ({
      loc: "http://www.example.com/a",
      alternates: [{ hreflang: "en", href: "http://www.example.com/en/" }],
    }));
    renderDialog([indexOf(1), page]);
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Regular expression" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Find" }),
      "^http://www.example.com/(en/|part-0.xml)$",
    );
    const preview = within(dialog).getByRole("region", { name: "Preview of the changes" });
    await within(preview).findByText("1 index entry becomes empty (export leaves it out).");
    // the hreflang link stays, with an empty href: "(empty)", not "(removed)"
    expect(within(preview).getAllByText("(empty)")).toHaveLength(2);
    expect(within(preview).queryByText("(removed)")).toBeNull();
  });

  it("previews every change with its count, capped, then applies it as one step", async () => {
    const user = userEvent.setup();
    let closed = false;
    const store = renderDialog([httpDoc(250)], () => {
      closed = true;
    });
    const dialog = screen.getByRole("dialog", { name: "Find and replace" });
    await user.type(within(dialog).getByRole("textbox", { name: "Find" }), "http://");
    await user.type(within(dialog).getByRole("textbox", { name: "Replace with" }), "https://");
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("250 URLs will change"));
    const preview = within(dialog).getByRole("region", { name: "Preview of the changes" });
    expect(within(preview).getAllByRole("listitem")).toHaveLength(200);
    // the part that changes is marked: nothing taken out of "http://…", an "s" put in
    const marks = within(preview).getAllByRole("listitem")[0].querySelectorAll("mark");
    expect([...marks].map((mark) => [mark.closest("del, ins")?.tagName, mark.textContent])).toEqual([
      ["INS", "s"],
    ]);
    expect(within(preview).getByText("and 50 more")).toBeTruthy();
    expect(within(preview).getAllByRole("listitem")[0].textContent).toContain(
      "http://www.example.com/old-section/p-0",
    );
    await user.click(within(dialog).getByRole("button", { name: "Replace in 250 URLs" }));
    expect(closed).toBe(true);
    expect(store.getState().files[0].urls[249].loc).toBe("https://www.example.com/old-section/p-249");
    expect(store.getState().past).toHaveLength(1);
  });

  it("shows a clear message for an invalid regular expression and disables Replace", async () => {
    const user = userEvent.setup();
    renderDialog([httpDoc(3)]);
    await user.click(screen.getByRole("checkbox", { name: "Regular expression" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), "(old");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/^Not a valid regular expression: /),
    );
    expect(screen.getByRole("button", { name: "Replace" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Find" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("finds a Cyrillic domain and path in the punycode and percent-encoded forms the file writes", async () => {
    const user = userEvent.setup();
    const doc = makeDoc(3);
    doc.urls = doc.urls.map((url, i) => ({
      ...url,
      loc: [
        "https://xn--e1afmkfd.xn--p1ai/p-0",
        "https://пример.рф/p-1",
        "https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/p-2",
      ][i],
    }));
    renderDialog([doc]);
    await user.type(screen.getByRole("textbox", { name: "Find" }), "пример.рф");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 URLs will change"));
    await user.clear(screen.getByRole("textbox", { name: "Find" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), "/каталог/");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("1 URL will change"));
  });

  it("suggests the punycode of a Cyrillic domain that a regular expression does not find", async () => {
    const user = userEvent.setup();
    const doc = makeDoc(2);
    doc.urls = doc.urls.map((url, i) => ({ ...url, loc: `https://xn--e1afmkfd.xn--p1ai/p-${i}` }));
    renderDialog([doc]);
    await user.click(screen.getByRole("checkbox", { name: "Regular expression" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), "пример.рф");
    expect(
      await screen.findByText("Sitemaps usually write such a host in punycode: try xn--e1afmkfd.xn--p1ai."),
    ).toBeTruthy();
    await user.clear(screen.getByRole("textbox", { name: "Find" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), "xn--e1afmkfd.xn--p1ai");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change"));
  });

  it("suggests the percent-encoded form of a Cyrillic word that a regular expression does not find", async () => {
    const user = userEvent.setup();
    const doc = makeDoc(2);
    doc.urls = doc.urls.map((url, i) => ({
      ...url,
      loc: `https://www.example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/p-${i}`,
    }));
    renderDialog([doc]);
    await user.click(screen.getByRole("checkbox", { name: "Regular expression" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), "/каталог/");
    const encoded = "/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/";
    expect(
      await screen.findByText(
        `Sitemaps write such characters percent-encoded (the table shows them decoded): try ${encoded}.`,
      ),
    ).toBeTruthy();
    await user.clear(screen.getByRole("textbox", { name: "Find" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), encoded);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change"));
  });

  it("flags a replacement that empties a loc", async () => {
    const user = userEvent.setup();
    renderDialog([httpDoc(2)]);
    await user.click(screen.getByRole("checkbox", { name: "Regular expression" }));
    await user.type(screen.getByRole("textbox", { name: "Find" }), ".*p-1$");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("1 URL becomes empty (the entry then has no loc)."),
    );
    expect(screen.getByText("empty loc")).toBeTruthy();
  });

  it("limits the change to the selected rows when that scope is chosen", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const files = [httpDoc(5)];
    store.setState({ files, problems: checkSitemaps(files) });
    store.getState().setSelection([
      { file: "sitemap.xml", entry: 1 },
      { file: "sitemap.xml", entry: 3 },
    ]);
    render(
      <StoreProvider store={store}>
        <ReplaceDialog onClose={() => {}} />
      </StoreProvider>,
    );
    expect(screen.getByRole("radio", { name: "Selected rows (2)" })).toHaveProperty("checked", true);
    await user.type(screen.getByRole("textbox", { name: "Find" }), "old-section");
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "new-section");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change"));
    await user.click(screen.getByRole("radio", { name: "All rows (5)" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("5 URLs will change"));
  });

  it("moves hreflang links with the locs under All URLs, lists them in the preview, and undoes in one step", async () => {
    const user = userEvent.setup();
    const files = [
      makeDoc(2, (i) => ({
        loc: `http://www.example.com/${i === 0 ? "en" : "de"}/`,
        alternates: [
          { hreflang: "en", href: "http://www.example.com/en/" },
          { hreflang: "de", href: "http://www.example.com/de/" },
        ],
      })),
    ];
    const store = renderDialog(files);
    await user.selectOptions(
      screen.getByRole("combobox", { name: "In field" }),
      "All URLs (loc, hreflang links, image and video URLs)",
    );
    await user.type(screen.getByRole("textbox", { name: "Find" }), "http://");
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "https://");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change (6 values)"));
    const preview = screen.getByRole("region", { name: "Preview of the changes" });
    const first = within(preview).getAllByRole("listitem")[0];
    expect(first.textContent).toContain('hreflang "de" link');
    expect(first.textContent).toContain("https://www.example.com/de/");
    // its loc changes too: no separate line naming the page
    expect(first.querySelector(".rp-page")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Replace in 2 URLs" }));
    const hrefs = store.getState().files[0].urls.flatMap((entry) => entry.alternates.map((a) => a.href));
    expect(hrefs).toEqual([
      "https://www.example.com/en/",
      "https://www.example.com/de/",
      "https://www.example.com/en/",
      "https://www.example.com/de/",
    ]);
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().files[0].urls[1].alternates[0].href).toBe("http://www.example.com/en/");
  });
});

describe("the preview of a change of another field than the URL", () => {
  it("names the page each change is on", async () => {
    const user = userEvent.setup();
    const files = [
      makeDoc(2, (i) => ({
        loc: `https://www.example.com/p-${i}/`,
        alternates: [{ hreflang: "de-ch", href: `https://www.example.com/de/p-${i}/` }],
      })),
    ];
    renderDialog(files);
    await user.selectOptions(screen.getByRole("combobox", { name: "In field" }), "hreflang codes");
    await user.type(screen.getByRole("textbox", { name: "Find" }), "de-ch");
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "de-CH");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change"));
    const preview = screen.getByRole("region", { name: "Preview of the changes" });
    const pages = [...preview.querySelectorAll(".rp-page")].map((page) => page.textContent);
    expect(pages).toEqual(["https://www.example.com/p-0/", "https://www.example.com/p-1/"]);
  });

  it("renames a news publication in its texts only, leaving URLs that hold the same word", async () => {
    const user = userEvent.setup();
    const files = [
      makeDoc(2, (i) => ({
        loc: `https://vesti.example/Вести-ру/${i}/`,
        news: {
          publication: { name: "Вести-ру", language: "ru" },
          publication_date: "2026-12-07T10:00:00+03:00",
          title: `Вести-ру: новость ${i}`,
        },
      })),
    ];
    const store = renderDialog(files);
    await user.selectOptions(
      screen.getByRole("combobox", { name: "In field" }),
      "News texts (news:title, publication name, keywords…)",
    );
    await user.type(screen.getByRole("textbox", { name: "Find" }), "Вести-ру");
    await user.type(screen.getByRole("textbox", { name: "Replace with" }), "Вести");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 URLs will change (4 values)"));
    await user.click(screen.getByRole("button", { name: "Replace in 2 URLs" }));
    const urls = store.getState().files[0].urls;
    expect(urls.map((entry) => [entry.loc, entry.news?.publication.name, entry.news?.title])).toEqual([
      ["https://vesti.example/Вести-ру/0/", "Вести", "Вести: новость 0"],
      ["https://vesti.example/Вести-ру/1/", "Вести", "Вести: новость 1"],
    ]);
  });
});
