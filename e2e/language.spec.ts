/**
 * The interface language: Russian by the browser's language or by the header's switch, every text at once
 * (the table's headers, the problems, plural forms), remembered after a reload; the workspace stays.
 * Screenshot: test-results/screens/russian.png.
 */
import { expect, test } from "./app-test";

test("switches to Russian and back without touching the workspace, and remembers the choice", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByText("Showing 38 of 38 URLs")).toBeVisible();
  await page.getByRole("row").nth(1).getByRole("gridcell").nth(3).dblclick();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("0.3");
  await page.keyboard.press("Enter");

  await page.getByRole("combobox", { name: "Interface language" }).selectOption("ru");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByText("Показано 38 из 38 URL")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Изменено" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Экспорт", exact: true })).toBeVisible();
  // the rule texts, with plural forms of Russian (5 ошибок, 1 предупреждение)
  await expect(page.locator(".app-header").getByText("5 ошибок")).toBeVisible();
  await expect(page.getByText("Неверный changefreq")).toBeVisible();
  // the edit and its undo step are still there
  await expect(page.getByRole("row").nth(1).getByRole("gridcell").nth(3)).toHaveText(/^0\.3/);
  await expect(page.getByRole("combobox", { name: "Язык интерфейса" })).toBeFocused();
  await page.screenshot({ path: "test-results/screens/russian.png" });

  await page.waitForTimeout(1_000);
  await page.reload();
  await expect(page.getByText("Показано 38 из 38 URL")).toBeVisible();
  await page.getByRole("button", { name: /^Отменить/ }).click();
  await expect(page.getByRole("row").nth(1).getByRole("gridcell").nth(3)).toHaveText(/^1\.0/);

  await page.getByRole("combobox", { name: "Язык интерфейса" }).selectOption("en");
  await expect(page.getByText("Showing 38 of 38 URLs")).toBeVisible();
  await expect(page.locator(".app-header").getByText("5 errors")).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("with a Russian browser", () => {
  test.use({ locale: "ru-RU" });

  test("opens in Russian", async ({ page, errors }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { name: "Перетащите сюда файлы Sitemap" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
