// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps, type Problem, type SitemapFile } from "@/core/index";
import { createProblem } from "@/core/model/problem";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeSitemapFile, makeUrlEntries } from "@/test/factories";
import { getRuleTitle } from "@/ui/messages";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { ProblemsPanel } from "./problems-panel";

afterEach(cleanup);

function renderPanel(files: SitemapFile[], problems: Problem[] = checkSitemaps(files)) {
  const store = createSitemapStore({ client: createMainThreadClient() });
  store.setState({ files, problems });
  render(
    <StoreProvider store={store}>
      <ProblemsPanel />
    </StoreProvider>,
  );
  return store;
}

/** A file with two bad priorities, one relative loc and otherwise plain entries. */
function makeFaultyFile(): SitemapFile {
  return makeSitemapFile({
    urls: makeUrlEntries(6, (i) =>
      i === 1 ? { priority: "1,5" } : i === 2 ? { priority: "7" } : i === 3 ? { loc: "/relative" } : {},
    ),
  });
}

// the group toggles are the buttons with a pressed state; examples are plain buttons
const groupButtons = () =>
  within(screen.getByRole("list", { name: "Problems by rule" }))
    .getAllByRole("button")
    .filter((button) => button.hasAttribute("aria-pressed"));

describe("ProblemsPanel", () => {
  it("shows a calm hint and no totals before any file is loaded", () => {
    renderPanel([], []);
    expect(screen.getByRole("heading", { name: "Problems" })).toBeTruthy();
    expect(screen.queryByText("Errors")).toBeNull();
    expect(screen.queryByText("No problems found")).toBeNull();
  });

  it("says no problems were found, with a check mark, when the check found none", () => {
    renderPanel([makeSitemapFile()], []);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("No problems found");
    expect(status.textContent).toContain("✓");
  });

  it("groups real problems by code with counts, errors first", () => {
    const file = makeFaultyFile();
    const problems = checkSitemaps([file]);
    renderPanel([file], problems);
    const buttons = groupButtons();
    const codes = [...new Set(problems.map((problem) => problem.code))];
    expect(buttons).toHaveLength(codes.length);
    const severities = buttons.map((button) => button.closest("li")?.className.match(/pp-group--(\w+)/)?.[1]);
    const rank = { error: 0, warning: 1, info: 2 } as Record<string, number>;
    expect(severities.map((s) => rank[s ?? ""])).toEqual([...severities.map((s) => rank[s ?? ""])].sort());
    for (const button of buttons) {
      const code = button.querySelector("code")?.textContent ?? "";
      const count = problems.filter((problem) => problem.code === code).length;
      expect(button.textContent).toContain(String(count));
    }
    const errors = problems.filter((problem) => problem.severity === "error").length;
    expect(errors).toBeGreaterThan(0);
    expect(screen.getByText("Errors").nextSibling?.textContent).toBe(String(errors));
  });

  it("gives no switched-off Yandex as a reason in a rule's general text either", () => {
    const file = makeSitemapFile({
      urls: makeUrlEntries(1),
      problems: [
        createProblem("xml.unknown-element", "sitemap.xml", "unknown <foo>", { params: { value: "foo" } }),
      ],
    });
    const off = renderPanel([file], checkSitemaps([file], { engines: ["google", "bing"] }));
    act(() => off.setState({ engines: ["google", "bing"] }));
    expect(document.querySelector(".pp-explanation")?.textContent).toBe(
      "The element is not defined here. Why?",
    );
    cleanup();
    cleanup();
    const store = renderPanel([file], checkSitemaps([file]));
    expect(store.getState().engines).toContain("yandex");
    expect(document.querySelector(".pp-explanation")?.textContent).toContain(
      "The element is not defined here. Yandex reports it.",
    );
    // and its Yandex source beside "Why?" (sitemaps.org's page)
    const yandex = screen.getByRole("link", {
      name: `What Yandex says: ${getRuleTitle("xml.unknown-element")}`,
    });
    expect(yandex.getAttribute("href")).toBe(
      "https://yandex.com/support/webmaster/en/controlling-robot/sitemap",
    );
    expect(document.querySelector(".pp-explanation")?.textContent).toMatch(/Why\? · Yandex$/);
  });

  it("says in the general text that Yandex forbids Cyrillic when all of a group is on robots.txt lines", async () => {
    const { readSitemapFile } = await import("@/core/index");
    const robots = readSitemapFile(
      "robots.txt",
      new TextEncoder().encode(
        `User-agent: *\nDisallow:\n${[1, 2, 3, 4].map((n) => `Sitemap: https://магазин.рф/sitemap-${n}.xml\n`).join("")}`,
      ),
    );
    const problems = checkSitemaps([robots]);
    // more than the group's three examples: it went back to the sitemaps' text at four lines
    expect(problems.filter((problem) => problem.code === "loc.non-ascii")).toHaveLength(4);
    renderPanel([robots], problems);
    const group = screen.getByText("loc.non-ascii").closest("li") as HTMLElement;
    const general = group.querySelector(".pp-explanation")?.textContent ?? "";
    // it had said "Yandex also accepts them as they are" above an example saying Yandex forbids them
    expect(general).toContain("in robots.txt Yandex requires that too");
    expect(general).not.toContain("Yandex also accepts them");
    // beside a sitemap's Cyrillic URL the general text stays the sitemaps' one
    cleanup();
    const sitemap = makeSitemapFile({ urls: makeUrlEntries(1, () => ({ loc: "https://магазин.рф/а" })) });
    renderPanel([robots, sitemap], checkSitemaps([robots, sitemap]));
    const both = screen.getByText("loc.non-ascii").closest("li") as HTMLElement;
    expect(both.querySelector(".pp-explanation")?.textContent).toContain("Yandex also accepts them");
  });

  it("shows where each example is and links the rule's source safely", () => {
    const file = makeFaultyFile();
    renderPanel([file]);
    const group = screen.getByText("priority.invalid").closest("li") as HTMLElement;
    expect(within(group).getByText("sitemap.xml")).toBeTruthy();
    const link = within(group).getByRole("link");
    // named with its rule: each group's "Why?" reads apart in a screen reader's list of links
    expect(link.getAttribute("aria-label")).toBe(`Why? ${getRuleTitle("priority.invalid")}`);
    expect(link.textContent).toBe("Why?");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows an example's row in the table when the example is clicked", async () => {
    const user = userEvent.setup();
    const store = renderPanel([makeFaultyFile()]);
    const group = screen.getByText("loc.relative").closest("li") as HTMLElement;
    await user.click(within(group).getByRole("button", { name: /\/relative/ }));
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 3 });
    expect(store.getState().filter.code).toBe("loc.relative");
  });

  it("gives a screen reader an example's URL once: its line is hidden when the message quotes it whole", () => {
    const file = makeSitemapFile({
      urls: [
        { ...makeUrlEntries(1)[0], loc: "https://www.example.com/a b" },
        { ...makeUrlEntries(1)[0], loc: "https://www.example.com/p", priority: "7" },
      ],
    });
    renderPanel([file]);
    const unencoded = screen.getByText("loc.unencoded-chars").closest("li") as HTMLElement;
    const quoted = unencoded.querySelector(".pp-example .pp-loc") as HTMLElement;
    expect(unencoded.querySelector(".pp-example .pp-message")?.textContent).toContain(
      "https://www.example.com/a b",
    );
    expect(quoted.closest("[aria-hidden='true']")).not.toBeNull();
    // a message that does not quote the URL: the line names the row
    const range = screen.getByText("priority.out-of-range").closest("li") as HTMLElement;
    expect(range.querySelector(".pp-example .pp-message")?.textContent).not.toContain("https://");
    expect(range.querySelector(".pp-example .pp-loc")?.closest("[aria-hidden='true']")).toBeNull();
  });

  it("keeps the last segment of an example's URL apart, so a narrow panel cuts the URL before it", () => {
    const file = makeSitemapFile({
      urls: makeUrlEntries(3, (i) => ({
        loc: `https://www.example.com/catalog/category/item-${i}`,
        priority: "7",
      })),
    });
    renderPanel([file]);
    const group = screen.getByText("priority.out-of-range").closest("li") as HTMLElement;
    const tails = [...group.querySelectorAll(".pp-loc .url-cut-tail")].map((tail) => tail.textContent);
    // a numbered page (`item-0`) keeps the segment before it: each category has its item-0
    expect(tails).toEqual(["/category/item-0", "/category/item-1", "/category/item-2"]);
  });

  it("asks the table for the example's cell: the column of the field at fault", async () => {
    const user = userEvent.setup();
    const store = renderPanel([makeFaultyFile()]);
    const group = screen.getByText("priority.invalid").closest("li") as HTMLElement;
    await user.click(within(group).getByRole("button", { name: /1,5/ }));
    expect(store.getState().activeRow).toEqual({ file: "sitemap.xml", entry: 1 });
    expect(store.getState().cellRequest).toEqual({ column: "priority" });
  });

  it("asks the details pane for an item's field at fault: the third image's URL", async () => {
    const user = userEvent.setup();
    const images = [{ loc: "https://www.example.com/a.jpg" }, { loc: "https://www.example.com/b.jpg" }];
    const file = makeSitemapFile({
      urls: makeUrlEntries(1, () => ({ images: [...images, { loc: "ftp://www.example.com/c.jpg" }] })),
    });
    const store = renderPanel([file]);
    const group = screen.getByText("image.loc-invalid").closest("li") as HTMLElement;
    await user.click(group.querySelector(".pp-example--link") as HTMLElement);
    expect(store.getState().cellRequest).toEqual({ column: "loc", field: "images[2].loc" });
  });

  it("lets go of a File filter on another file when an example or a group of it is clicked", async () => {
    const user = userEvent.setup();
    const other = makeSitemapFile({ name: "other.xml", urls: makeUrlEntries(2) });
    const store = renderPanel([makeFaultyFile(), other]);
    store.getState().setFilter({ file: "other.xml" });
    const group = screen.getByText("loc.relative").closest("li") as HTMLElement;
    await user.click(within(group).getByRole("button", { name: /\/relative/ }));
    expect(store.getState().filter).toMatchObject({ code: "loc.relative", file: undefined });
    // a group: the File filter goes only when none of the code's problems is in that file
    store.getState().setFilter({ code: undefined, file: "other.xml" });
    await user.click(screen.getByText("priority.invalid").closest("button") as HTMLElement);
    expect(store.getState().filter).toMatchObject({ code: "priority.invalid", file: undefined });
    store.getState().setFilter({ code: undefined, file: "sitemap.xml" });
    await user.click(screen.getByText("priority.invalid").closest("button") as HTMLElement);
    expect(store.getState().filter).toMatchObject({ code: "priority.invalid", file: "sitemap.xml" });
  });

  it("filters the table to a code on click and clears the filter on a second click", async () => {
    const user = userEvent.setup();
    const store = renderPanel([makeFaultyFile()]);
    store.getState().setFilter({ severity: "info" });
    const button = screen.getByText("loc.relative").closest("button") as HTMLElement;
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    expect(store.getState().filter).toMatchObject({ code: "loc.relative", severity: undefined });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    await user.click(button);
    expect(store.getState().filter.code).toBeUndefined();
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });

  it("does not claim every check passed when the last check failed", async () => {
    const store = renderPanel([makeSitemapFile({ urls: makeUrlEntries(2) })], []);
    expect(screen.getByText("No problems found")).toBeTruthy();
    store.setState({ checkFailed: true });
    expect(await screen.findByText("The check failed")).toBeTruthy();
    expect(screen.queryByText("No problems found")).toBeNull();
  });
});
