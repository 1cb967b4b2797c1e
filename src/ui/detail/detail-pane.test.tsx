// @vitest-environment happy-dom

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UrlEntry } from "@/core/index";
import { selectEntry } from "@/store/selectors";
import { createSitemapStore } from "@/store/sitemap-store";
import type { RowRef, SitemapStore } from "@/store/store-types";
import { asksBeforeLeaving } from "@/test/leave-prompt";
import { getStepLabel } from "@/ui/messages";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { DetailPane } from "./detail-pane";
import { resetDetailPaneLayout } from "./detail-pane-size";

const NAME = "sitemapjs-alltags-video-news-image-xhtml.xml";
/** Entries of the corpus file: 2 = a video and alternates, 3 = news, 4 = two images. */
const VIDEO_ROW = 2;
const NEWS_ROW = 3;
const IMAGES_ROW = 4;

afterEach(() => {
  cleanup();
  resetDetailPaneLayout();
});

// happy-dom's URL cannot resolve `import.meta.url` (src/test/shared-dir.ts): resolve from the repo root
const SHARED_DIR = resolve(process.cwd(), process.env.SHARED_DIR ?? "../shared");
const corpusBytes = (name: string) => new Uint8Array(readFileSync(resolve(SHARED_DIR, "corpus", name)));

type ReplaceCall = Parameters<SitemapStore["replaceEntries"]>;

async function renderPane(entry: number) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  await store.getState().addFiles([{ name: NAME, bytes: corpusBytes(NAME) }]);
  const row: RowRef = { file: NAME, entry };
  store.getState().setActiveRow(row);
  // record what the pane hands the store, and let the real action run
  const calls: ReplaceCall[] = [];
  const real = store.getState().replaceEntries;
  const replaceEntries = (...args: ReplaceCall) => {
    calls.push(args);
    real(...args);
  };
  store.setState({ replaceEntries });
  render(
    <StoreProvider store={store}>
      <DetailPane />
    </StoreProvider>,
  );
  const entryNow = () => selectEntry(store.getState(), row) as UrlEntry;
  return { store, row, calls, entryNow };
}

const group = (name: string) => screen.getByRole("group", { name });
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe("DetailPane", () => {
  it("shows the active entry's video and alternates, field by field", async () => {
    await renderPane(VIDEO_ROW);
    expect(screen.getByRole("region", { name: "Details of the selected URL" })).toBeTruthy();
    expect(field("Video 1", "Title").value).toBe("2018:E10 - House Party - Part 2 (Uncensored)&><'\"");
    expect(field("Video 1", "Duration").value).toBe("2422");
    expect(field("Video 1", "Content URL").value).toBe("http://streamserver.example.com/video123.mp4");
    expect(field("Alternate 1", "hreflang").value).toBe("en");
    expect(field("Alternate 2", "hreflang").value).toBe("ja");
    expect(screen.getByRole("button", { name: "Remove video 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add alternate" })).toBeTruthy();
  });

  it("says under the alternates that Yandex does not read them from a Sitemap, while its profile is on", async () => {
    const { store } = await renderPane(VIDEO_ROW);
    const note = /Yandex does not read language versions from Sitemap files/;
    expect(screen.getByText(note)).toBeTruthy();
    act(() => store.getState().setEngines(["google", "bing"]));
    expect(screen.queryByText(note)).toBeNull();
  });

  it("shows news with its retired elements, and images", async () => {
    await renderPane(NEWS_ROW);
    expect(field("News", "Publication name").value).toBe("The Example Times&><'\"");
    expect(field("News", "Publication language").value).toBe("en");
    expect(field("News", "Keywords").value).toBe("business, merger, acquisition, A, B&><'\"");
    cleanup();
    await renderPane(IMAGES_ROW);
    expect(field("Image 1", "Caption").value).toBe("An image&><'\"");
    expect(field("Image 2", "Image URL").value).toBe("http://test.com/img2.jpg&%3E%3C'%22");
    // a retired field shows only when the image has it: none is offered to a new image
    const count = screen.getAllByRole("group", { name: /^Image \d+$/ }).length;
    await userEvent.click(screen.getByRole("button", { name: "Add image" }));
    const added = group(`Image ${count + 1}`);
    expect(within(added).getByLabelText(/^Image URL/)).toBeTruthy();
    expect(within(added).queryByLabelText(/^Caption/)).toBeNull();
    expect(within(added).queryByText(/Retired by Google/)).toBeNull();
  });

  it("brings the field a problem's example asks for into view, marked for a moment", async () => {
    const { store, row } = await renderPane(IMAGES_ROW);
    const box = () => field("Image 2", "Image URL").closest(".dp-field") as HTMLElement;
    expect(box().classList.contains("dp-field--revealed")).toBe(false);
    act(() => store.getState().setActiveRow(row, "loc", "images[1].loc"));
    await vi.waitFor(() => expect(box().classList.contains("dp-field--revealed")).toBe(true));
    expect(field("Image 1", "Image URL").closest(".dp-field")?.classList.contains("dp-field--revealed")).toBe(
      false,
    );
    await vi.waitFor(() => expect(box().classList.contains("dp-field--revealed")).toBe(false), {
      timeout: 3000,
    });
  });

  it("opens at once for Enter on a news cell, the field taking the focus before the next keys", async () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    await store.getState().addFiles([{ name: NAME, bytes: corpusBytes(NAME) }]);
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    // a click's row: the pane waits out a double-click before it takes room from the table
    act(() => store.getState().setActiveRow({ file: NAME, entry: IMAGES_ROW }));
    expect(screen.queryByRole("region")).toBeNull();
    act(() => store.getState().setActiveRow(undefined));
    // Enter on the news row's Published cell: no wait, the field has the focus within a frame or two
    act(() =>
      store
        .getState()
        .setActiveRow(
          { file: NAME, entry: NEWS_ROW },
          "news_publication_date",
          "news.publication_date",
          true,
        ),
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(field("News", "Publication date")), {
      timeout: 300,
      interval: 10,
    });
  });

  it("gives the focus to the field asked to take it (Enter on the table's read-only news cell)", async () => {
    const { store, row } = await renderPane(NEWS_ROW);
    const title = field("News", "Title");
    expect(document.activeElement).not.toBe(title);
    // a problem's example only brings it into view
    act(() => store.getState().setActiveRow(row, "news_title", "news.title"));
    await vi.waitFor(() =>
      expect(title.closest(".dp-field")?.classList.contains("dp-field--revealed")).toBe(true),
    );
    expect(document.activeElement).not.toBe(title);
    act(() => store.getState().setActiveRow(row, "news_title", "news.title", true));
    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    // folded (Escape in a field): the focus goes back to the table's active cell, where it came from, and
    // the pane opens again for the next such request
    const grid = document.createElement("div");
    grid.setAttribute("role", "grid");
    grid.innerHTML = '<div role="gridcell" tabindex="0">News title</div>';
    document.body.append(grid);
    const user = userEvent.setup();
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByLabelText(/^Title/)).toBeNull());
    expect(document.activeElement).toBe(grid.firstElementChild);
    grid.remove();
    act(() => store.getState().setActiveRow(row, "news_publication_date", "news.publication_date", true));
    await vi.waitFor(() => expect(document.activeElement).toBe(field("News", "Publication date")));
  });

  it("puts a key typed on the table's news cell in the field's place, committed as typing is", async () => {
    const { store, row } = await renderPane(NEWS_ROW);
    const title = field("News", "Title") as HTMLInputElement;
    act(() => store.getState().setActiveRow(row, "news_title", "news.title", true, "Я"));
    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.value).toBe("Я");
    const user = userEvent.setup();
    await user.keyboard("ндекс{Enter}");
    expect(store.getState().files[0].urls[row.entry].news?.title).toBe("Яндекс");
    // Delete on the cell: the field emptied, not yet committed; one Escape brings the value back and folds
    // the pane, back to the table's cell
    act(() => store.getState().setActiveRow(row, "news_title", "news.title", true, ""));
    await vi.waitFor(() => expect(title.value).toBe(""));
    await user.keyboard("{Escape}");
    expect(store.getState().files[0].urls[row.entry].news?.title).toBe("Яндекс");
    await vi.waitFor(() => expect(screen.queryByLabelText(/^Title/)).toBeNull());
  });

  it("gives the typed key to the field mounted again right after (the pane shown a render later)", async () => {
    const { store, row } = await renderPane(NEWS_ROW);
    act(() => store.getState().setActiveRow(row, "news_title", "news.title", true, "a"));
    await vi.waitFor(() => expect((field("News", "Title") as HTMLInputElement).value).toBe("a"));
    // the pane's fields mounted again at once: the new input takes the focus and the key (it had the
    // stored headline, and the next keys were appended to it)
    cleanup();
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    const again = field("News", "Title") as HTMLInputElement;
    await vi.waitFor(() => expect(again.value).toBe("a"));
    expect(document.activeElement).toBe(again);
  });

  it("commits a video title and an hreflang as new entries and leaves the old one untouched", async () => {
    const { calls, entryNow, row } = await renderPane(VIDEO_ROW);
    const before = entryNow();
    const snapshot = structuredClone(before);
    const title = field("Video 1", "Title");
    await userEvent.clear(title);
    await userEvent.type(title, "New title{Enter}");
    expect(calls).toHaveLength(1);
    const [changes, label, , params] = calls[0];
    // named by key, in the language the Undo button is read in (`getStepLabel`)
    expect(getStepLabel({ label, params })).toBe("Edit Title");
    expect(params).toEqual({ field: "video.title" });
    expect(changes[0].row).toEqual(row);
    expect(changes[0].entry).not.toBe(before);
    expect(changes[0].entry.videos[0].title).toBe("New title");
    expect(changes[0].entry.alternates).toBe(before.alternates); // untouched lists are shared
    expect(before).toEqual(snapshot);

    const hreflang = field("Alternate 1", "hreflang");
    await userEvent.clear(hreflang);
    await userEvent.type(hreflang, "en-GB");
    await userEvent.tab(); // leaving the field commits
    expect(calls).toHaveLength(2);
    expect(entryNow().alternates[0]).toMatchObject({ hreflang: "en-GB", href: before.alternates[0].href });
    expect(entryNow().videos[0].title).toBe("New title");
    expect(before).toEqual(snapshot);
  });

  it("commits a video description without the line break Enter put at its end", async () => {
    const { calls, entryNow } = await renderPane(VIDEO_ROW);
    const description = field("Video 1", "Description");
    await userEvent.clear(description);
    // Enter is a line break in a text area; the click away commits
    await userEvent.type(description, "How our player works{Enter}");
    expect(description.value).toBe("How our player works\n");
    await userEvent.tab();
    expect(calls).toHaveLength(1);
    expect(entryNow().videos[0].description).toBe("How our player works");
    // only a line break added to the stored text: nothing to commit, the field shows the stored text
    await userEvent.type(description, "{Enter}");
    await userEvent.tab();
    expect(calls).toHaveLength(1);
    expect(description.value).toBe("How our player works");
  });

  it("lists a page's first 100 hreflang links, then more on request, the one an example asks for, the last", async () => {
    const links = Array.from(
      { length: 250 },
      (_, i) => `<xhtml:link rel="alternate" hreflang="x${i}" href="https://e.com/${i}"/>`,
    ).join("");
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://e.com/</loc>${links}</url><url><loc>https://e.com/b</loc>${links}</url></urlset>`;
    const store = createSitemapStore({ client: createMainThreadClient() });
    await store.getState().addFiles([{ name: "many.xml", bytes: new TextEncoder().encode(xml) }]);
    const row: RowRef = { file: "many.xml", entry: 0 };
    store.getState().setActiveRow(row);
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    const shown = () =>
      screen
        .getAllByRole("group", { name: /^Alternate \d+$/ })
        .map((item) => item.getAttribute("aria-label") ?? item.querySelector("legend")?.textContent);
    expect(shown()).toHaveLength(101);
    expect(shown().slice(-2)).toEqual(["Alternate 100", "Alternate 250"]);
    await userEvent.click(screen.getByRole("button", { name: "Show 100 more (149 not shown)" }));
    expect(shown()).toHaveLength(201);
    expect(screen.getByRole("button", { name: "Show 49 more (49 not shown)" })).toBeTruthy();
    // a problem's example asks for the 231st: shown with the ones before it
    act(() => store.getState().setActiveRow(row, "loc", "alternates[230].href"));
    expect(shown()).toHaveLength(250);
    expect(screen.queryByRole("button", { name: /^Show \d+ more/ })).toBeNull();
    // a pane mounted after the request (a click on an example) shows the item asked for
    cleanup();
    act(() => store.getState().setActiveRow({ file: "many.xml", entry: 1 }, "loc", "alternates[180].href"));
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    expect(shown()).toHaveLength(201);
    // a second on, the request is an old one: another row starts again at the first page
    const later = Date.now() + 2000;
    const now = vi.spyOn(Date, "now").mockImplementation(() => later);
    act(() => store.getState().setActiveRow(row));
    expect(shown()).toHaveLength(101);
    act(() => store.getState().setActiveRow({ file: "many.xml", entry: 1 }));
    expect(shown()).toHaveLength(101);
    now.mockRestore();
    // Add puts the new link last, shown, its first field focused
    await userEvent.click(screen.getByRole("button", { name: "Add alternate" }));
    await waitFor(() => expect(shown().at(-1)).toBe("Alternate 251"));
    await waitFor(() => expect(document.activeElement).toBe(field("Alternate 251", "hreflang")));
    expect(
      screen.getByRole("heading", { name: "Alternate languages (hreflang)" }).nextSibling?.textContent,
    ).toBe("251");
    // removing the last one (the one before it not shown) leaves the focus on the new last one's remove
    await userEvent.click(screen.getByRole("button", { name: "Remove alternate 251" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove alternate 250" })),
    );
  });

  it("edits a value written over two lines in a text area, so an edit that changes nothing keeps its break", async () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://shop.example/coffee/</loc><image:image><image:loc>https://shop.example/c.jpg</image:loc>
<image:caption>Кофе
молотый «Арабика»</image:caption></image:image></url></urlset>`;
    await store.getState().addFiles([{ name: "coffee.xml", bytes: new TextEncoder().encode(xml) }]);
    store.getState().setActiveRow({ file: "coffee.xml", entry: 0 });
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    const caption = field("Image 1", "Caption");
    // a one-line input had shown "Кофемолотый «Арабика»" and, typed in and back, written it so
    expect(caption.tagName).toBe("TEXTAREA");
    expect(caption.value).toBe("Кофе\nмолотый «Арабика»");
    await userEvent.type(caption, "!{Backspace}");
    await userEvent.tab();
    const entry = selectEntry(store.getState(), { file: "coffee.xml", entry: 0 }) as UrlEntry;
    expect(entry.images[0].caption).toBe("Кофе\nмолотый «Арабика»");
    expect(store.getState().past).toHaveLength(0);
    // a one-line value stays in a one-line input
    expect(field("Image 1", "Image URL").tagName).toBe("INPUT");
  });

  it("adds and removes images", async () => {
    const { entryNow } = await renderPane(IMAGES_ROW);
    await userEvent.click(screen.getByRole("button", { name: "Add image" }));
    expect(entryNow().images).toHaveLength(3);
    expect(field("Image 3", "Image URL").value).toBe("");
    // the new image's first field has the focus
    await waitFor(() => expect(document.activeElement).toBe(field("Image 3", "Image URL")));
    await userEvent.click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(entryNow().images.map((image) => image.loc)).toEqual(["http://test.com/img2.jpg&%3E%3C'%22", ""]);
    expect(screen.queryByRole("group", { name: "Image 3" })).toBeNull();
  });

  it("shows a field's problem under it and describes the input with it", async () => {
    await renderPane(VIDEO_ROW);
    const duration = field("Video 1", "Duration");
    await userEvent.clear(duration);
    await userEvent.type(duration, "abc{Enter}");
    const message = await screen.findByText(/“abc” is not a whole number of seconds/);
    await waitFor(() => expect(duration.getAttribute("aria-invalid")).toBe("true"));
    expect(duration.getAttribute("aria-describedby")).toContain(message.closest("[id]")?.id);
    expect(within(group("Video 1")).getByText(/“abc”/)).toBeTruthy();
  });

  it("shows the problem of one tag under the video's tags, with its fix", async () => {
    const { store, row, entryNow } = await renderPane(VIDEO_ROW);
    const entry = entryNow();
    const video = { ...entry.videos[0], tag: ["one", "two\u0002"] };
    act(() => store.getState().replaceEntries([{ row, entry: { ...entry, videos: [video] } }], "test"));
    const message = await within(group("Video 1")).findByText(
      /video:tag holds the control character U\+0002/,
    );
    const tags = field("Video 1", "Tags");
    await waitFor(() => expect(tags.getAttribute("aria-invalid")).toBe("true"));
    expect(tags.getAttribute("aria-describedby")).toContain(message.closest("[id]")?.id);
    const fixButton = within(group("Video 1")).getByRole("button", { name: /Delete the control characters/ });
    // named with the item and field it fixes, as several fixes of one kind stand in a section
    expect(fixButton.getAttribute("aria-label")).toMatch(/: Video 1, Tags$/);
    await userEvent.click(fixButton);
    expect(entryNow().videos[0].tag).toEqual(["one", "two"]);
  });

  it("while a field's text is not saved, holds back the stored value's problems and says how to check", async () => {
    await renderPane(VIDEO_ROW);
    const duration = field("Video 1", "Duration");
    await userEvent.clear(duration);
    await userEvent.type(duration, "abc{Enter}");
    await screen.findByText(/“abc” is not a whole number of seconds/);
    // typing again: the message about "abc" no longer stands under "12"
    await userEvent.clear(duration);
    await userEvent.type(duration, "12");
    expect(within(group("Video 1")).queryByText(/“abc”/)).toBeNull();
    const hint = within(group("Video 1")).getByText("Press Enter to save and check this value.");
    expect(duration.getAttribute("aria-describedby")).toContain(hint.id);
    expect(duration.getAttribute("aria-invalid")).toBeNull();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(group("Video 1")).queryByText(/Press Enter/)).toBeNull());
    expect(within(group("Video 1")).queryByText(/is not a whole number/)).toBeNull();
  });

  it("offers a problem's quick fix under it, and the fix changes the entry", async () => {
    const { entryNow } = await renderPane(VIDEO_ROW);
    const lastmod = screen.getByLabelText(/^Last modified/) as HTMLInputElement;
    await userEvent.clear(lastmod);
    await userEvent.type(lastmod, "01.05.2024{Enter}");
    const fix = await screen.findByRole("button", { name: /YYYY-MM-DD \(01.05.2024 → 2024-05-01\)/ });
    // the input is described by the message alone, not by the button
    const described = lastmod.getAttribute("aria-describedby") ?? "";
    expect(described.split(" ").some((id) => document.getElementById(id)?.contains(fix))).toBe(false);
    await userEvent.click(fix);
    expect(entryNow().lastmod).toBe("2024-05-01");
    await waitFor(() => expect(lastmod.value).toBe("2024-05-01"));
    await waitFor(() => expect(screen.queryByRole("button", { name: /YYYY-MM-DD/ })).toBeNull());
  });

  it("starts a new news with the file's publication, and says under each empty required field that it is required", async () => {
    const { entryNow } = await renderPane(IMAGES_ROW);
    await userEvent.click(screen.getByRole("button", { name: "Add news" }));
    const news = await screen.findByRole("group", { name: "News" });
    // the publication the file's other news give
    expect(entryNow().news?.publication).toEqual({ name: `The Example Times&><'"`, language: "en" });
    await waitFor(() =>
      expect(within(news).getAllByText("Required: Google ignores the news without it.")).toHaveLength(2),
    );
    expect(within(news).queryByText(/News needs publication name/)).toBeNull();
    // the focus is in its first empty field, not at the end of the publication's name typed for it
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.value).toBe(""));
    expect(news.contains(document.activeElement)).toBe(true);
  });

  it("says when the table's filter no longer shows its row (its problem fixed)", async () => {
    const { store } = await renderPane(VIDEO_ROW);
    const duration = field("Video 1", "Duration");
    await userEvent.clear(duration);
    await userEvent.type(duration, "abc{Enter}");
    await screen.findByText(/“abc” is not a whole number of seconds/);
    store.getState().setFilter({ code: "video.duration-invalid" });
    expect(screen.queryByText("Not in the table's filtered rows")).toBeNull();
    await userEvent.clear(duration);
    await userEvent.type(duration, "600{Enter}");
    expect(await screen.findByText("Not in the table's filtered rows")).toBeTruthy();
    store.getState().setFilter({ code: undefined });
    await waitFor(() => expect(screen.queryByText("Not in the table's filtered rows")).toBeNull());
  });

  it("undoes a committed field with Ctrl+Z in it; while typing, Ctrl+Z is the field's own", async () => {
    const { entryNow } = await renderPane(VIDEO_ROW);
    const title = field("Video 1", "Title");
    const before = title.value;
    await userEvent.clear(title);
    await userEvent.type(title, "New title{Enter}");
    expect(entryNow().videos[0].title).toBe("New title");
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(entryNow().videos[0].title).toBe(before);
    expect(field("Video 1", "Title").value).toBe(before);
    await userEvent.keyboard("{Control>}y{/Control}");
    expect(entryNow().videos[0].title).toBe("New title");
    // with text typed and not saved, the workspace is left alone
    await userEvent.type(field("Video 1", "Title"), "!");
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(entryNow().videos[0].title).toBe("New title");
  });

  it("shows the stored value after a click on Undo commits the typed text as it blurs and undoes it", async () => {
    const { store, entryNow } = await renderPane(VIDEO_ROW);
    const title = field("Video 1", "Title");
    const before = title.value;
    await userEvent.clear(title);
    await userEvent.type(title, "Typed, not saved");
    // the header's Undo: the field blurs (its commit is one step) and that step is undone, in one event
    act(() => {
      title.blur();
      store.getState().undo();
    });
    expect(entryNow().videos[0].title).toBe(before);
    expect(field("Video 1", "Title").value).toBe(before);
    expect(screen.queryByText("Press Enter to save and check this value.")).toBeNull();
    // leaving the field again saves nothing: the undone text is gone, the redo kept
    const past = store.getState().past.length;
    act(() => {
      field("Video 1", "Title").focus();
      field("Video 1", "Title").blur();
    });
    expect(store.getState().past.length).toBe(past);
    expect(store.getState().future.length).toBe(1);
  });

  it("folds on Escape and opens again with the Details toggle", async () => {
    await renderPane(VIDEO_ROW);
    const toggle = screen.getByRole("button", { name: "Details" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    field("Video 1", "Title").focus();
    await userEvent.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Video 1" })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await userEvent.click(toggle);
    expect(screen.getByRole("group", { name: "Video 1" })).toBeTruthy();
  });

  it("stays folded when mounted anew, as the shell is on a language switch", async () => {
    const { store } = await renderPane(VIDEO_ROW);
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByRole("button", { name: "Details" }).getAttribute("aria-expanded")).toBe("false");
    cleanup();
    render(
      <StoreProvider store={store}>
        <DetailPane />
      </StoreProvider>,
    );
    const toggle = await screen.findByRole("button", { name: "Details" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Video 1" })).toBeNull();
  });

  it("shows a section's new problems and their new text, its part of the entry unchanged", async () => {
    const { store, row } = await renderPane(VIDEO_ROW);
    const alternate = group("Alternate 1");
    expect(within(alternate).queryByText(/does not link back/)).toBeNull();
    // the problems change, the entry does not (another entry's edit breaks reciprocity): the memoized
    // section compares what its problems say, not the entry alone
    const problem = {
      code: "hreflang.not-reciprocal" as const,
      severity: "warning" as const,
      message: "not reciprocal",
      file: row.file,
      entry: row.entry,
      field: "alternates[0].href",
      params: { value: "en" },
    };
    const base = store.getState().problems;
    act(() => store.setState({ problems: [...base, problem] }));
    expect(within(group("Alternate 1")).getByText(/“en” does not link back/)).toBeTruthy();
    // the same problem with another value: a new text
    act(() => store.setState({ problems: [...base, { ...problem, params: { value: "en-GB" } }] }));
    expect(within(group("Alternate 1")).getByText(/“en-GB” does not link back/)).toBeTruthy();
    act(() => store.setState({ problems: base }));
    expect(within(group("Alternate 1")).queryByText(/does not link back/)).toBeNull();
    expect(field("Alternate 1", "hreflang").value).toBe("en");
  });
});

/** The pane over a urlset `name` of `urls` (XML of its `<url>`s), its first entry the active row. */
async function renderUrlset(name: string, urls: string) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  await store.getState().addFiles([{ name, bytes: new TextEncoder().encode(xml) }]);
  const row: RowRef = { file: name, entry: 0 };
  store.getState().setActiveRow(row);
  render(
    <StoreProvider store={store}>
      <DetailPane />
    </StoreProvider>,
  );
  return { store, row };
}

describe("DetailPane: text typed and not yet committed", () => {
  it("makes a reload or close ask first, as a table cell's editor does, until it is committed", async () => {
    const { entryNow } = await renderPane(VIDEO_ROW);
    const hreflang = field("Alternate 1", "hreflang");
    expect(asksBeforeLeaving()).toBe(false);
    await userEvent.type(hreflang, "-typed");
    expect(hreflang.value).toBe("en-typed");
    // a reload had lost it without a word: the workspace's own prompt knows only committed changes
    expect(asksBeforeLeaving()).toBe(true);
    await userEvent.keyboard("{Enter}");
    expect(entryNow().alternates[0].hreflang).toBe("en-typed");
    expect(asksBeforeLeaving()).toBe(false);
  });
});

describe("DetailPane: a timezone fix", () => {
  it("adds the zone Fix all would (+03:00 for a .рф site with no zone anywhere), not UTC", async () => {
    const { store, row } = await renderUrlset(
      "shop.xml",
      "<url><loc>https://xn--80aairftm.xn--p1ai/o-nas</loc><lastmod>2024-05-01T10:30:00</lastmod></url>" +
        "<url><loc>https://xn--80aairftm.xn--p1ai/dostavka</loc><lastmod>2024-05-01 10:30</lastmod></url>",
    );
    await userEvent.click(await screen.findByRole("button", { name: /Add timezone \+03:00/ }));
    await waitFor(() =>
      expect(selectEntry(store.getState(), row)?.lastmod).toBe("2024-05-01T10:30:00+03:00"),
    );
    // a date with a space for the T: rewritten with the same zone in one step, no new error to fix
    const second: RowRef = { file: "shop.xml", entry: 1 };
    act(() => store.getState().setActiveRow(second));
    // its name gives this entry's value and what the fix writes, not the fix's sample
    await userEvent.click(
      await screen.findByRole("button", { name: /\(2024-05-01 10:30 → 2024-05-01T10:30:00\+03:00\)/ }),
    );
    await waitFor(() =>
      expect(selectEntry(store.getState(), second)?.lastmod).toMatch(/^2024-05-01T10:30(?::00)?\+03:00$/),
    );
  });
});

describe("DetailPane: the sections' order", () => {
  it("keeps the sections where they are when Add image fills one, until another row is shown", async () => {
    const { store, row } = await renderUrlset(
      "plain.xml",
      "<url><loc>https://shop.example/a</loc></url><url><loc>https://shop.example/b</loc></url>",
    );
    const headings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    const before = headings();
    expect(before.indexOf("Alternate languages (hreflang)")).toBeLessThan(before.indexOf("Images"));
    await userEvent.click(screen.getByRole("button", { name: "Add image" }));
    await waitFor(() => expect(selectEntry(store.getState(), row)?.images).toHaveLength(1));
    // the filled section did not jump above the alternates, under the pointer
    expect(headings()).toEqual(before);
    // shown again for another row and back: the filled section first, as a row with images reads
    act(() => store.getState().setActiveRow({ file: "plain.xml", entry: 1 }));
    act(() => store.getState().setActiveRow(row));
    await waitFor(() =>
      expect(headings().indexOf("Images")).toBeLessThan(headings().indexOf("Alternate languages (hreflang)")),
    );
  });
});
