/**
 * Accessibility: axe-core (the engine of Lighthouse and the browsers' accessibility tools) checks every main
 * screen and dialog against WCAG 2.2 A and AA — names of controls, roles and their required children and
 * attributes, colour contrast, landmarks, labels — in English and in Russian. A violation fails the test
 * with axe's own description of each element (rule id, selector, what to fix).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { corpusPath, expect, test } from "./app-test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's violations on the page as it is now, one readable line per element ("" when none). */
async function violations(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} — ${node.failureSummary ?? v.help}`),
    )
    .join("\n");
}

/** Opens the example and a sitemap index with its hreflang file; waits for the table to show them. */
async function openFiles(page: Page, total: RegExp) {
  await page
    .getByRole("button", { name: /Open example|Открыть пример/ })
    .first()
    .click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      corpusPath("advertools-sitemap-index-crosshost.xml"),
      corpusPath("cc-xhtml-hreflang-links.xml"),
    ]);
  await expect(page.getByText(total)).toBeVisible();
}

for (const language of ["English", "Русский"] as const) {
  const ru = language === "Русский";

  test(`every main screen and dialog passes axe WCAG 2.2 AA (${language})`, async ({ page, errors }) => {
    // ten axe runs of 4-6 s each on a 2-core machine (50-55 s in all): three times the default timeout
    test.slow();
    await page.goto("/");
    if (ru) await page.getByRole("combobox", { name: "Interface language" }).selectOption("ru");
    await expect(page.locator("html")).toHaveAttribute("lang", ru ? "ru" : "en");
    expect(await violations(page), "start screen").toBe("");

    await openFiles(page, ru ? /Показано \d+ из \d+/ : /Showing \d+ of \d+ URLs/);
    expect(await violations(page), "files open, problems panel").toBe("");

    // a selected row: the details pane (it opens after a moment)
    await page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first().click();
    await expect(
      page.getByRole("region", { name: ru ? "Сведения о выбранном URL" : "Details of the selected URL" }),
    ).toBeVisible();
    expect(await violations(page), "details pane").toBe("");

    // a cell being edited
    await page.getByRole("grid").getByRole("row").nth(2).getByRole("gridcell").first().dblclick();
    await expect(page.getByRole("grid").getByRole("textbox")).toBeVisible();
    expect(await violations(page), "cell editor").toBe("");
    await page.keyboard.press("Escape");

    const dialogs: { open: () => Promise<void>; name: string }[] = [
      {
        name: "export",
        open: () =>
          page
            .getByRole("button", { name: ru ? "Экспорт" : "Export", exact: true })
            .first()
            .click(),
      },
      { name: "find & replace", open: () => page.keyboard.press("Control+f") },
      {
        name: "index editor",
        open: () =>
          page
            .getByRole("button", { name: ru ? /Изменить список файлов Sitemap/ : /Edit sitemaps of/ })
            .first()
            .click(),
      },
      { name: "shortcuts", open: () => page.keyboard.press("Shift+?") },
      {
        name: "start over",
        open: () =>
          page.getByRole("button", { name: ru ? "Начать заново" : "Start over", exact: true }).click(),
      },
      {
        // the same name again: Replace, Keep both or Cancel
        name: "same name",
        open: () =>
          page.locator("input[type=file]").first().setInputFiles(corpusPath("cc-xhtml-hreflang-links.xml")),
      },
    ];
    for (const dialog of dialogs) {
      await page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first().click();
      await dialog.open();
      const open = page.locator("[role=dialog], [role=alertdialog]");
      await expect(open, dialog.name).toBeVisible();
      expect(await violations(page), dialog.name).toBe("");
      await page.keyboard.press("Escape");
      await expect(open, dialog.name).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test("keyboard focus stays in a sensible place when the control that had it goes away", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const example = page.getByRole("button", { name: "Open example" }).first();
  await example.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Showing 38 of 38 URLs")).toBeVisible();
  // the empty state's button went with the empty state: focus is in the main area, not on the page
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main") !== null)).toBe(true);

  // a group's only Fix fixes the group away: focus goes to the notice's Undo
  const panel = page.locator(".pp-panel");
  const fix = panel.getByRole("button", { name: /^Fix: / }).first();
  await fix.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByText(/^Fixed 1 problem$/)).toBeVisible();
  await expect(panel.locator(".pp-fixed-undo")).toBeFocused();
  // that Undo reverts the one step: the header's Undo is disabled, focus moves on to Redo
  const undo = page.locator(".app-header").getByRole("button", { name: "Undo", exact: true });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(undo).toBeDisabled();
  await expect(page.locator(".app-header").getByRole("button", { name: "Redo", exact: true })).toBeFocused();

  // in a dialog, a confirmation's "Keep editing" gives focus back to the dialog, never to the page behind
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles(corpusPath("advertools-sitemap-index-crosshost.xml"));
  await page.getByRole("button", { name: /^Edit sitemaps of / }).click();
  const editor = page.getByRole("dialog");
  const loc = editor.getByRole("textbox", { name: "loc of sitemap 1" });
  await loc.focus();
  await page.keyboard.type("x");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect.poll(() => editor.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // a click on a dialog's text or beside it keeps the focus in it, and Escape still closes it
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await page.getByRole("button", { name: "Start over" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.locator(".dialog-body").click();
  await expect.poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.mouse.click(5, 450);
  await expect.poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an example's Fix pressed from the keyboard leaves the focus on the next example's Fix of its group", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  // three changefreq values in capitals: one group, each example with a Fix of its own
  const urls = ["Daily", "WEEKLY", "Monthly"]
    .map((freq, i) => `<url><loc>https://www.example.com/p${i}</loc><changefreq>${freq}</changefreq></url>`)
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "freq.xml", mimeType: "text/xml", buffer: Buffer.from(xml) });
  await expect(page.getByText("Showing 3 of 3 URLs")).toBeVisible();
  const panel = page.locator(".pp-panel");
  const code = "changefreq.invalid";
  await expect(panel.locator(`.pp-group[data-code='${code}'] .pp-examples .pp-fix`)).toHaveCount(3);
  const group = panel.locator(`.pp-group[data-code='${code}']`);
  const fixes = group.locator(".pp-examples .pp-fix");
  const before = await fixes.count();
  const first = await fixes.first().getAttribute("aria-label");
  await fixes.first().focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByText(/^Fixed 1 problem$/)).toBeVisible();
  // not the notice's Undo (Enter there would undo the fix just made): the next Fix of the same group
  await expect
    .poll(() =>
      page.evaluate(
        (selector) => document.activeElement?.matches(selector) ?? false,
        `.pp-group[data-code='${code}'] .pp-examples .pp-fix`,
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).not.toBe(first);
  expect(await fixes.count()).toBeLessThanOrEqual(before);
  expect(errors).toEqual([]);
});

test("Open example pressed from the keyboard leaves the focus on the table's active cell", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const open = page.locator("#main").getByRole("button", { name: "Open example" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main [role=gridcell][tabindex='0']")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("gridcell");
  await page.keyboard.press("ArrowDown");
  expect(
    await page.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("aria-rowindex")),
  ).toBe("3");
  // the page's headings name its three parts (the fold button is beside the Files heading, not in it)
  expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
    "Files 1",
    "Sitemap URLs",
    "Problems",
  ]);
  expect(await page.getByRole("heading", { name: "Files 1", exact: true }).count()).toBe(1);
  expect(errors).toEqual([]);
});

test("Ctrl+Delete of every row the filters show leaves the focus on Clear filters, not on the page", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page.locator("#main").getByRole("button", { name: "Open example" }).click();
  await expect(page.getByText("Showing 38 of 38 URLs")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("leather-chelsea-boots");
  await expect(page.getByText("Showing 1 of 38 URLs")).toBeVisible();
  await page.getByRole("gridcell", { name: /leather-chelsea-boots/ }).click();
  await page.keyboard.press("Control+Delete");
  await expect(page.getByText("Showing 0 of 37 URLs")).toBeVisible();
  // it had gone to the main area, which shows no focus: the next key went nowhere to be seen; and it is
  // drawn, though the row was clicked (no :focus-visible for a script's focus after a click)
  const clear = page.getByRole("button", { name: "Clear filters" });
  await expect(clear).toBeFocused();
  expect(await clear.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("solid");
  expect(errors).toEqual([]);
});

test("in a narrow window the arrow keys scroll the table sideways to the cell they move to", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.locator("#main [role=gridcell][tabindex='0']")).toHaveCount(1);
  await page.locator("#main [role=gridcell][tabindex='0']").focus();
  const inView = () =>
    page.evaluate(() => {
      const cell = document.activeElement as HTMLElement;
      const scroller = cell.closest(".et-scroll") as HTMLElement;
      const view = scroller.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return {
        column: cell.getAttribute("aria-colindex"),
        whole: box.left >= view.left - 0.5 && box.right <= view.left + scroller.clientWidth + 0.5,
      };
    });
  const seen = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("ArrowRight");
    seen.push(await inView());
  }
  expect(seen.map((cell) => cell.whole)).toEqual([true, true, true, true, true]);
  // back to the first column: scrolled back
  await page.keyboard.press("Home");
  expect((await inView()).whole).toBe(true);
  expect(errors).toEqual([]);
});

test("the skip link takes the keyboard to the table's active cell, where the arrow keys move on", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  // with nothing open it leads to the first button of the empty state, where the focus shows
  const start = page.getByRole("link", { name: "Skip to opening files" });
  await start.focus();
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.closest("#main") !== null)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
  // the table proper, not the read-only preview shown while the file is read
  await expect(page.locator("#main [role=gridcell][tabindex='0']")).toHaveCount(1);
  // the link is the page's first stop (shown when focused)
  const link = page.getByRole("link", { name: "Skip to the entries table" });
  await link.focus();
  await expect(link).toBeInViewport();
  await page.keyboard.press("Enter");
  const focused = () =>
    page.evaluate(() => {
      const cell = document.activeElement;
      return { role: cell?.getAttribute("role"), row: cell?.closest("tr")?.getAttribute("aria-rowindex") };
    });
  expect(await focused()).toEqual({ role: "gridcell", row: "2" });
  await page.keyboard.press("ArrowDown");
  expect(await focused()).toEqual({ role: "gridcell", row: "3" });
  expect(errors).toEqual([]);
});

test("in forced colors (Windows high contrast) selected rows, error cells and the sort arrow still show", async ({
  page,
  errors,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/");
  await page.locator("#main").getByRole("button", { name: "Open example" }).click();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("row").nth(2)).toBeVisible();
  // no column sorted: no arrow shows (transparent ink was painted black on every header)
  const arrows = await page
    .locator(".et-sort-icon")
    .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).visibility));
  expect(arrows.length).toBeGreaterThan(3);
  expect(new Set(arrows)).toEqual(new Set(["hidden"]));
  // an error cell's marker differs from a plain cell's (every free marker had turned black)
  const borders = await page.evaluate(() => {
    const color = (selector: string) => {
      const cell = document.querySelector(selector);
      return cell ? getComputedStyle(cell).borderLeftColor : "";
    };
    return {
      error: color(".et-cell--error"),
      plain: color(".et-cell:not(.et-cell--error):not(.et-cell--warning)"),
    };
  });
  expect(borders.error).not.toBe("");
  expect(borders.error).not.toBe(borders.plain);
  // selected rows are framed (their tint and inset bar were dropped by the mode)
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
  await page.keyboard.press("Shift+ArrowDown");
  const selected = page.locator(".et-row--selected");
  await expect(selected).toHaveCount(2);
  expect(await selected.first().evaluate((row) => getComputedStyle(row).outlineStyle)).toBe("solid");
  expect(
    await page
      .locator(".et-body .et-row:not(.et-row--selected):not(.et-row--active)")
      .first()
      .evaluate((row) => getComputedStyle(row).outlineStyle),
  ).toBe("none");
  expect(errors).toEqual([]);
});

test("a file card's × keeps its 24 px target beside a long file name", async ({ page, errors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      corpusPath("advertools-sitemap-index-crosshost.xml"),
      corpusPath("sitemapjs-alltags-video-news-image-xhtml.xml"),
    ]);
  const remove = page.locator(".remove-file");
  await expect(remove).toHaveCount(2);
  // it was 13.7 px wide beside the index's long name (axe: target-size)
  for (const box of await remove.evaluateAll((buttons) =>
    buttons.map((b) => b.getBoundingClientRect().toJSON()),
  ))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  expect(errors).toEqual([]);
});
