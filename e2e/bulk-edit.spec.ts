/**
 * Issue #6 end to end: find and replace over a real 8,497-URL file with its preview, one Undo and Redo for
 * the whole replace, an edit on top, everything back after a reload (autosave); copy rows as TSV and paste
 * three URLs from the clipboard as new rows (one step); Ctrl+F opens the app's find, "?" the shortcuts; a
 * news sitemap's rows copy with their date and title, and a headline pastes over a News title cell.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { corpusPath, dropFiles, expect, test } from "./app-test";

const LARGE = "webignition-large-8497-urls.xml";
const FIRST = "http://example.com/Tags/";
const EDITED = "https://example.com/edited-after-replace/";
const PASTED = [
  "https://example.com/pasted-e2e/1",
  "https://example.com/pasted-e2e/2",
  "https://example.com/pasted-e2e/3",
];

const NEWS = "advertools-news-nytimes.xml";
const PARIS_URL = "https://www.nytimes.com/interactive/2020/05/11/magazine/quarantine-paris.html";
const PARIS_TITLE = "I Didn’t Feel Parisian Until I Escaped Paris";

const locCell = (page: Page, row: number) =>
  page.getByRole("grid").getByRole("row").nth(row).getByRole("gridcell").first();

/** Lets the page read and write the clipboard, then drops corpus file `name` and waits for its `count` rows. */
async function openWithClipboard(page: Page, context: BrowserContext, name: string, count: string) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await dropFiles(page, [{ name, path: corpusPath(name) }]);
  await expect(page.getByText(`Showing ${count} of ${count} URLs`)).toBeVisible();
}

async function expectVirtualized(page: Page, total: number) {
  const rendered = await page.getByRole("grid").getByRole("row").count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(total / 10);
}

test("replace http:// with https:// in 8,497 URLs with a preview, undo, redo, edit, reload", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await dropFiles(page, [{ name: LARGE, path: corpusPath(LARGE) }]);
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible();
  await expect(locCell(page, 1)).toHaveText(FIRST);
  await expectVirtualized(page, 8497);

  await locCell(page, 1).click();
  await page.keyboard.press("Control+f");
  const dialog = page.getByRole("dialog", { name: "Find and replace" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Find", exact: true }).fill("http://");
  await dialog.getByRole("textbox", { name: "Replace with" }).fill("https://");
  await dialog.getByRole("radio", { name: "All rows (8,497)" }).check();
  await expect(dialog.getByRole("status")).toHaveText("8,497 URLs will change");
  const preview = dialog.getByRole("region", { name: "Preview of the changes" });
  await expect(preview.getByRole("listitem").first()).toContainText(
    `${FIRST}→ becomes https://example.com/Tags/`,
  );
  await expect(preview.getByText("and 8,297 more")).toBeVisible();
  await dialog.getByRole("button", { name: "Replace in 8,497 URLs" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(locCell(page, 1)).toHaveText("https://example.com/Tags/");
  await expect(page.getByRole("grid").getByRole("gridcell", { name: /^http:\/\// })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo" })).toHaveAttribute("title", /Replace in 8,497 URLs/);

  await page.keyboard.press("Control+z");
  await expect(locCell(page, 1)).toHaveText(FIRST);
  await page.keyboard.press("Control+Shift+z");
  await expect(locCell(page, 1)).toHaveText("https://example.com/Tags/");

  await locCell(page, 2).dblclick();
  await page.getByRole("grid").getByRole("textbox").fill(EDITED);
  await page.getByRole("grid").getByRole("textbox").press("Enter");
  await expect(locCell(page, 2)).toHaveText(EDITED);
  await expect(page.locator(".save-status")).toHaveText("Saved", { timeout: 20_000 });

  await page.reload();
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible({ timeout: 20_000 });
  await expect(locCell(page, 1)).toHaveText("https://example.com/Tags/");
  await expect(locCell(page, 2)).toHaveText(EDITED);
  await expectVirtualized(page, 8497);
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("http://");
  await expect(page.getByText("No URLs match these filters.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("copy rows as TSV and paste three URLs as new rows, one step; Ctrl+F and ? open the app's dialogs", async ({
  page,
  context,
  errors,
}) => {
  await openWithClipboard(page, context, LARGE, "8,497");

  await locCell(page, 1).click();
  await page.keyboard.press("Shift+ArrowDown");
  await expect(page.getByText("2 rows selected")).toBeVisible();
  await page.keyboard.press("Control+c");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // two rows, no header, loc lastmod changefreq priority
  expect(copied.split("\n")).toEqual([
    `${FIRST}\t2013-01-09\tyearly\t0.6`,
    "http://example.com/Tags/Brokers-and-Agents/\t2013-01-09\tyearly\t0.7",
  ]);
  // one row: the active cell's value alone (a URL to paste in an address bar), then another column's
  await locCell(page, 1).click();
  await expect(page.getByText("1 row selected")).toBeVisible();
  await page.keyboard.press("Control+c");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIRST);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Control+c");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("2013-01-09");

  await locCell(page, 1).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED.join("\n"));
  await page.keyboard.press("Control+v");
  await expect(page.getByText("Showing 8,500 of 8,500 URLs")).toBeVisible();
  await expect(page.getByText("3 rows selected")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toHaveAttribute("title", /Paste 3 URLs/);
  await expect(page.locator("li[data-file]")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("pasted-e2e");
  await expect(page.getByText("Showing 3 of 8,500 URLs")).toBeVisible();
  for (const url of PASTED)
    await expect(page.getByRole("gridcell", { name: url, exact: true })).toBeVisible();
  // one Undo takes the three rows away (the search box has the focus: its own Ctrl+Z is the browser's)
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Showing 0 of 8,497 URLs")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search URLs" }).fill("");
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible();
  // a whole sitemap pasted on a cell opens as a file of its own, not as "no URL" over the row
  await locCell(page, 1).click();
  const urlset = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${PASTED.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>\n`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), urlset);
  await page.keyboard.press("Control+v");
  await expect(page.locator("li[data-file='pasted-1.xml']")).toBeVisible();
  await expect(page.getByText("Showing 8,500 of 8,500 URLs")).toBeVisible();
  await expect(locCell(page, 1)).toHaveText(FIRST);
  await page
    .locator("li[data-file='pasted-1.xml']")
    .getByRole("button", { name: /^Remove/ })
    .click();
  const removing = page.getByRole("alertdialog");
  if (await removing.isVisible().catch(() => false))
    await removing.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible();
  await locCell(page, 1).click();
  await page.keyboard.press("Control+f");
  await expect(page.getByRole("dialog", { name: "Find and replace" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator("body").click({ position: { x: 5, y: 880 } });
  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText("Ctrl+Delete")).toBeVisible();
  // each key list is one line: none breaks into two boxes mid-label
  const broken = await shortcuts
    .locator(".sc-row kbd")
    .evaluateAll((keys) =>
      keys.filter((key) => key.getClientRects().length > 1).map((key) => key.textContent),
    );
  expect(broken).toEqual([]);
  await page.keyboard.press("Escape");
  expect(errors).toEqual([]);
});

test("a regular expression that would backtrack for minutes is refused, and the tab stays responsive", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const urls = ["https://example.com/p/1", `https://example.com/p/${"1".repeat(40)}`].join("\n");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from(urls) }]);
  await expect(page.getByText("Showing 2 of 2 URLs")).toBeVisible();
  await page.getByRole("button", { name: "Find & replace" }).click();
  const dialog = page.getByRole("dialog", { name: "Find and replace" });
  await dialog.getByRole("checkbox", { name: "Regular expression" }).check();
  // alternatives that overlap: no static test refuses it, the probe's clock does
  await dialog.getByRole("textbox", { name: "Find", exact: true }).fill("(\\w|\\d)*!");
  await expect(dialog.getByRole("alert")).toContainText("takes too long", { timeout: 10_000 });
  await expect(dialog.getByRole("button", { name: "Replace" })).toBeDisabled();
  // the page answers at once: the expression never ran on it
  const start = Date.now();
  await dialog.getByRole("textbox", { name: "Find", exact: true }).fill("p/(\\d)$");
  await dialog.getByRole("textbox", { name: "Replace with" }).fill("page/$1");
  await expect(dialog.getByRole("status")).toHaveText("1 URL will change");
  expect(Date.now() - start).toBeLessThan(5_000);
  expect(errors).toEqual([]);
});

test("a news sitemap's rows copy with their date and title, and a headline pastes over its News title cell", async ({
  page,
  context,
  errors,
}) => {
  await openWithClipboard(page, context, NEWS, "6");
  const title = page.getByRole("gridcell", { name: PARIS_TITLE, exact: true });
  await title.click();
  await page.keyboard.press("Control+c");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PARIS_TITLE);
  // two rows: the news columns shown come along, as on screen
  await page.keyboard.press("Shift+ArrowUp");
  await expect(page.getByText("2 rows selected")).toBeVisible();
  await page.keyboard.press("Control+c");
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split("\n");
  expect(copied[1]).toBe(`${PARIS_URL}\t2020-05-19T21:57:39Z\t2020-05-11T09:00:02Z\t${PARIS_TITLE}`);
  // a headline pasted on the one row's title cell: written there, one undoable step
  await title.click();
  await expect(page.getByText("1 row selected")).toBeVisible();
  await page.evaluate((text) => navigator.clipboard.writeText(text), "Paris, edited in the table");
  await page.keyboard.press("Control+v");
  await expect(page.getByRole("gridcell", { name: "Paris, edited in the table", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toHaveAttribute("title", /Paste/);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("gridcell", { name: PARIS_TITLE, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
