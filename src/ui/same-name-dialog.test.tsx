// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SitemapFile } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { SameNameDialog } from "./same-name-dialog";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

const file = (name: string): SitemapFile => ({
  name,
  format: "urlset",
  gzip: false,
  encoding: "utf-8",
  byteLength: 1,
  urls: [{ loc: `https://www.example.com/${name}`, images: [], videos: [], alternates: [] }],
  sitemaps: [],
  problems: [],
});

describe("SameNameDialog", () => {
  it("says first what Replace would lose, and lists 300 names as ten and a count", () => {
    const names = Array.from({ length: 300 }, (_, i) => `part-${i}.xml`);
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: names.map(file) });
    store.getState().editField({ file: "part-7.xml", entry: 0 }, "priority", "0.5");
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={names} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "300 of these files are already open" });
    const body = dialog.querySelector(".dialog-body") as HTMLElement;
    const first = body.firstElementChild as HTMLElement;
    expect(first.textContent).toBe("Replacing drops 1 of your changes (undo steps) to part-7.xml.");
    const items = [...body.querySelectorAll(".same-name-list li")].map((li) => li.textContent);
    expect(items).toHaveLength(11);
    expect(items.slice(0, 2)).toEqual(["part-0.xml", "part-1.xml"]);
    expect(items[10]).toBe("and 290 more");
    expect(body.textContent).toContain(
      "Or keep both: the new ones open as part-0 (2).xml, part-1 (2).xml, part-2 (2).xml and 297 more.",
    );
    // Keep both, not Replace, is focused: Enter must not drop the edit
    expect(document.activeElement?.textContent).toBe("Keep both");
  });

  it("counts a step that changed several of the files once", () => {
    const names = ["a.xml", "b.xml", "c.xml"];
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: names.map(file) });
    // one replace over all rows changes the three files: one step
    store.getState().replaceInRows({ find: "https://", replace: "http://", fields: ["loc"] });
    store.getState().editField({ file: "b.xml", entry: 0 }, "priority", "0.5");
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={names} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.firstElementChild?.textContent).toBe(
      "Replacing drops 2 of your changes (undo steps) to a.xml, b.xml, c.xml.",
    );
  });

  it("says a file's changes Undo no longer keeps are dropped too, and focuses Keep both, after 100 steps elsewhere", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file("a.xml"), file("b.xml")] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.5");
    // the history keeps 100 steps: a.xml's edit is let go of
    for (let i = 0; i < 100; i++)
      store.getState().editField({ file: "b.xml", entry: 0 }, "priority", i % 2 ? "0.1" : "0.2");
    expect(store.getState().past.some((step) => step.patches.some((patch) => patch.file === "a.xml"))).toBe(
      false,
    );
    expect(store.getState().beyondUndo).toEqual(["a.xml"]);
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={["a.xml"]} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    // it said nothing, and Replace was focused: Enter dropped the edit without a word
    expect(body.firstElementChild?.textContent).toBe(
      "a.xml has changes made here that Undo no longer keeps (it keeps the last 100 steps and 1,500,000 changed URLs): replacing drops them too, for good.",
    );
    expect(document.activeElement?.textContent).toBe("Keep both");
    // replaced (or removed), the file's changes are gone: it leaves the list
    store.getState().removeFile("a.xml");
    expect(store.getState().beyondUndo).toEqual([]);
  });

  it("takes a Location set for no change Replace drops (it keeps the Location): Replace stays first", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file("sitemap.xml")] });
    store.getState().setLocation("sitemap.xml", "https://www.example.com/sitemap.xml");
    expect(store.getState().past).toHaveLength(1);
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={["sitemap.xml"]} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.textContent).not.toContain("Replacing drops");
    expect(document.activeElement?.textContent).toBe("Replace");
  });

  it("names the site of each open file and focuses Keep both when files of several sites are open", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const other = {
      ...file("sitemap.xml"),
      urls: [{ ...file("x").urls[0], loc: "https://blog.example.org/a" }],
    };
    store.setState({ files: [other, file("b.xml")] });
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={["sitemap.xml"]} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.firstElementChild?.textContent).toBe(
      "Files of several sites are open, and the open file of a name may be another site's: sitemap.xml (blog.example.org). Replace takes its place whatever the site of the file you opened; to keep each site's file, choose Keep both.",
    );
    expect(document.activeElement?.textContent).toBe("Keep both");
  });

  it("says that the file opened is another site's when its first URL tells, with one site open, and focuses Keep both", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file("sitemap.xml"), file("b.xml")] });
    render(
      <StoreProvider store={store}>
        <SameNameDialog
          names={["sitemap.xml"]}
          incoming={new Map([["sitemap.xml", "shop-b.com"]])}
          onAnswer={vi.fn()}
        />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.firstElementChild?.textContent).toBe(
      "The sitemap.xml you opened is of shop-b.com, the open one of www.example.com: Replace would put another site's file in its place. To keep both sites' files, choose Keep both.",
    );
    expect(document.activeElement?.textContent).toBe("Keep both");
  });

  it("names a Cyrillic site as it reads, with its punycode", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file("sitemap.xml")] });
    render(
      <StoreProvider store={store}>
        <SameNameDialog
          names={["sitemap.xml"]}
          incoming={new Map([["sitemap.xml", "xn--80aswg.xn--p1ai"]])}
          onAnswer={vi.fn()}
        />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.firstElementChild?.textContent).toMatch(
      /^The sitemap\.xml you opened is of сайт\.рф \(xn--80aswg\.xn--p1ai\), the open one of www\.example\.com:/,
    );
    // the punycode kept on one line: broken at its "--" it read as another host
    expect([...body.querySelectorAll(".whole-host")].map((span) => span.textContent)).toEqual([
      "xn--80aswg.xn--p1ai",
    ]);
  });

  it("lists each file of another site among several, and keeps Replace first for the open file's own site", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const blog = (name: string) => ({
      ...file(name),
      urls: [{ ...file("x").urls[0], loc: "https://blog.example.org/a" }],
    });
    store.setState({ files: [blog("sitemap.xml"), file("b.xml"), file("c.xml")] });
    render(
      <StoreProvider store={store}>
        <SameNameDialog
          names={["sitemap.xml", "b.xml", "c.xml"]}
          incoming={
            new Map([
              ["sitemap.xml", "blog.example.org"],
              ["b.xml", "shop-b.com"],
              ["c.xml", "example.com"],
            ])
          }
          onAnswer={vi.fn()}
        />
      </StoreProvider>,
    );
    const body = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(body.firstElementChild?.textContent).toBe(
      "Files you opened are of other sites than the open files of their names: b.xml (shop-b.com, open: www.example.com). Replace would put another site's file in their place; to keep each site's files, choose Keep both.",
    );
    cleanup();

    // every file opened is of its open namesake's site (`www.` aside): a new version, Replace first, even
    // with several sites open
    render(
      <StoreProvider store={store}>
        <SameNameDialog
          names={["sitemap.xml", "c.xml"]}
          incoming={
            new Map([
              ["sitemap.xml", "blog.example.org"],
              ["c.xml", "example.com"],
            ])
          }
          onAnswer={vi.fn()}
        />
      </StoreProvider>,
    );
    const again = screen.getByRole("alertdialog").querySelector(".dialog-body") as HTMLElement;
    expect(again.querySelector(".severity-text")).toBeNull();
    // whose site each is, said plainly (with several sites open the name alone says nothing)
    expect(again.firstElementChild?.textContent).toBe(
      "The files you opened are of the sites of the open files of their names: sitemap.xml (blog.example.org), c.xml (example.com).",
    );
    expect(document.activeElement?.textContent).toBe("Replace");
  });

  it("says apart that every change was undone (only redo steps go), and keeps Replace first", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    store.setState({ files: [file("a.xml")] });
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.5");
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "0.6");
    store.getState().undo();
    store.getState().undo();
    render(
      <StoreProvider store={store}>
        <SameNameDialog names={["a.xml"]} onAnswer={vi.fn()} />
      </StoreProvider>,
    );
    const body = document.querySelector(".dialog-body") as HTMLElement;
    expect((body.firstElementChild as HTMLElement).textContent).toBe(
      "Every change to a.xml was undone: replacing drops 2 steps you could redo.",
    );
    expect(document.activeElement?.textContent).toBe("Replace");
  });
});
