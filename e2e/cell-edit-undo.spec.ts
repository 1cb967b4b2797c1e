/**
 * Issue #6 end to end: one cell edited in the grid, undone with Ctrl+Z, redone with Ctrl+Shift+Z, and still
 * there after a reload (autosave restores it).
 */
import { expect, test } from "./app-test";

// on the example's own host, so the cell shows no problem text beside it
const NEW_URL = "https://www.example-shop.com/typed-in-the-grid-e2e/";

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
