/**
 * Issue #6 end to end: one cell edited in the grid, undone with Ctrl+Z, redone with Ctrl+Shift+Z, and still
 * there after a reload (autosave restores it).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./app-test";

// on the example's own host, so the cell shows no problem text beside it
const NEW_URL = "https://www.example-shop.com/typed-in-the-grid-e2e/";

/** From the first row's URL cell, `downs` times ArrowDown, then F2, `url` typed and Enter. */
async function editItemFromKeyboard(page: Page, downs: number, url: string): Promise<void> {
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
  for (let i = 0; i < downs; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("F2");
  await grid.getByRole("textbox").fill(url);
  await grid.getByRole("textbox").press("Enter");
}

/** Opens a TXT list of `count` URLs, `https://www.example.com/item/0` …, and waits for all its rows. */
async function openItemList(page: Page, count: number): Promise<void> {
  const urls = Array.from({ length: count }, (_, i) => `https://www.example.com/item/${i}`).join("\n");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "list.txt", mimeType: "text/plain", buffer: Buffer.from(`${urls}\n`) }]);
  await expect(page.getByText(`Showing ${count} of ${count} URLs`)).toBeVisible();
}

test("double-click a loc, type a URL, Enter, Ctrl+Z, Ctrl+Shift+Z, reload: the new URL is there", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  const grid = page.getByRole("grid");
  const first = grid.getByRole("row").nth(1).getByRole("gridcell").first();
  const before = (await first.textContent()) ?? "";
  expect(before).not.toBe(NEW_URL);

  await first.dblclick();
  await grid.getByRole("textbox").fill(NEW_URL);
  await grid.getByRole("textbox").press("Enter");
  await expect(first).toHaveText(NEW_URL);
  await expect(first).toBeFocused();

  await page.keyboard.press("Control+z");
  await expect(first).toHaveText(before);
  await page.keyboard.press("Control+Shift+z");
  await expect(first).toHaveText(NEW_URL);
  await expect(page.locator(".save-status")).toHaveText("Saved");

  await page.reload();
  await expect(page.getByRole("grid").getByRole("gridcell", { name: NEW_URL, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an edit that takes a row out of the filter leaves the keyboard on the row now in its place, not at the top", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openItemList(page, 300);
  await page.getByRole("searchbox").fill("item/1");
  await expect(page.getByText(/^Showing 111 of 300 URLs/)).toBeVisible();
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
  for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowDown");
  const focused = () =>
    page.evaluate(() => ({
      row: document.activeElement?.closest("tr")?.getAttribute("aria-rowindex"),
      text: document.activeElement?.textContent,
    }));
  const before = await focused();
  expect(before.row).toBe("42");
  await page.keyboard.press("F2");
  await grid.getByRole("textbox").fill("https://www.example.com/moved/away");
  await grid.getByRole("textbox").press("Enter");
  await expect(page.getByText(/^Showing 110 of 300 URLs/)).toBeVisible();
  // the same place, now the next row of the filter, in sight
  const after = await focused();
  expect(after.row).toBe("42");
  expect(after.text).not.toBe(before.text);
  expect(after.text).toMatch(/^https:\/\/www\.example\.com\/item\/1/);
  await expect(page.locator(":focus")).toBeInViewport();
  // the table gets shorter (as when the details pane opens after the edit on a slow machine): the focused row,
  // no longer the active one, stays in sight
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: size.height - 200 });
  await expect(page.locator(":focus")).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("ArrowDown");
  expect((await focused()).row).toBe("43");
  expect(errors).toEqual([]);
});

test("typing on a cell replaces its value, each character once; in a sorted table the edited row stays put", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  // sorted by URL: the first row's loc typed over with one that sorts last stays first
  await grid.getByRole("button", { name: /^URL/ }).click();
  const first = grid.getByRole("row").nth(1).getByRole("gridcell").first();
  await first.click();
  await page.keyboard.type("https://www.example-shop.com/zz-typed/");
  await page.keyboard.press("Enter");
  await expect(first).toHaveText("https://www.example-shop.com/zz-typed/");
  await expect(first).toBeFocused();
  // a priority typed on its cell
  const priority = grid.getByRole("row").nth(2).getByRole("gridcell").nth(3);
  await priority.click();
  await page.keyboard.type("0.3");
  await page.keyboard.press("Tab");
  // (the cell also holds its info problem's text for screen readers)
  await expect(priority).toHaveText(/^0\.3(?!\d)/);
  expect(errors).toEqual([]);
});

test("Ctrl+Z of an edit far down shows the row it reverted, the focus on its cell", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openItemList(page, 400);
  const grid = page.getByRole("grid");
  await editItemFromKeyboard(page, 300, "https://www.example.com/edited-far-down");
  await expect(grid.getByRole("gridcell", { name: "https://www.example.com/edited-far-down" })).toBeVisible();
  await page.keyboard.press("Control+Home");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/0");
  await page.keyboard.press("Control+z");
  // the reverted row in sight with the focus on it, not the table left at the top
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/300");
  await expect(page.locator(":focus")).toBeInViewport();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/301");
  expect(errors).toEqual([]);
});

test("Ctrl+Z brings the edited row back into view when it is still the active one, and the focus to a reverted row on screen", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openItemList(page, 400);
  const grid = page.getByRole("grid");
  await editItemFromKeyboard(page, 200, "https://www.example.com/edited-200");
  const edited = grid.getByRole("gridcell", { name: "https://www.example.com/edited-200" });
  await expect(edited).toBeFocused();
  // scrolled away with the wheel, the row still active: Ctrl+Z shows it again
  await page.locator(".et-scroll").evaluate((scroller) => {
    scroller.scrollTop = 0;
  });
  await expect(edited).not.toBeInViewport();
  await page.keyboard.press("Control+z");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/200");
  await expect(page.locator(":focus")).toBeInViewport();
  // a reverted row on screen while the focus is on another: the focus goes to it
  await page.keyboard.press("Control+y");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/edited-200");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/199");
  await page.keyboard.press("Control+z");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/200");
  expect(errors).toEqual([]);
});

test("Ctrl+Delete on a cell the keyboard moved off the selection deletes that row, not the selected one out of sight", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openItemList(page, 60);
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
  // ArrowDown selects item/1; Ctrl+↓ moves the outlined cell alone, down to the last row
  await page.keyboard.press("ArrowDown");
  for (let i = 1; i < 59; i++) await page.keyboard.press("Control+ArrowDown");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/59");
  await page.keyboard.press("Control+Delete");
  await expect(page.getByText("Showing 59 of 59 URLs")).toBeVisible();
  await expect(
    grid.getByRole("gridcell", { name: "https://www.example.com/item/59", exact: true }),
  ).toHaveCount(0);
  // the selected row, out of sight, is still there
  await expect(grid.getByRole("row", { selected: true })).toHaveCount(0);
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/1");
  expect(errors).toEqual([]);
});

test("Ctrl+Home and Ctrl+End select the row they go to, so the selection line acts on the row in sight", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openItemList(page, 60);
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
  await page.keyboard.press("ArrowDown");
  // the last row's last cell, then its first
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Home");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/59");
  await expect(grid.getByRole("row", { selected: true })).toHaveCount(1);
  await expect(grid.getByRole("row", { selected: true }).getByRole("gridcell").first()).toHaveText(
    "https://www.example.com/item/59",
  );
  await page.keyboard.press("Control+Home");
  await expect(page.locator(":focus")).toHaveText("https://www.example.com/item/0");
  await expect(grid.getByRole("row", { selected: true }).getByRole("gridcell").first()).toHaveText(
    "https://www.example.com/item/0",
  );
  // Shift+Ctrl+End selects down to the last row
  await page.keyboard.press("Shift+Control+End");
  await expect(page.getByText("60 rows selected")).toBeVisible();
  expect(errors).toEqual([]);
});
