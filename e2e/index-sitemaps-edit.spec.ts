/**
 * The sitemaps of an index are edited in their own dialog (they are not rows of the URL table): a fix there
 * clears its problem, Undo reverts it, and the exported index carries it.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./app-test";

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://www.example.com/pages.xml</loc><lastmod>2024-01-01</lastmod></sitemap>
  <sitemap><loc>https://cdn.example.org/posts.xml</loc><lastmod>2024-13-01</lastmod></sitemap>
</sitemapindex>`;

/** Opens INDEX as sitemap_index.xml, published at www.example.com (2 errors there). */
async function openIndex(page: Page) {
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "sitemap_index.xml", mimeType: "application/xml", buffer: Buffer.from(INDEX) }]);
  const location = page.getByRole("textbox", { name: "Location of sitemap_index.xml" });
  await location.fill("https://www.example.com/sitemap_index.xml");
  await location.press("Enter");
  await expect(page.locator(".app-header, header").first()).toContainText(/2 errors/);
}

test("an index's sitemaps are fixed in their dialog, undone, and exported fixed", async ({
  page,
  errors,
}) => {
  await openIndex(page);
  const card = page.locator("li[data-file='sitemap_index.xml']");
  await expect(card).toContainText("2 sitemaps");

  await card.getByRole("button", { name: "Edit sitemaps of sitemap_index.xml" }).click();
  const dialog = page.getByRole("dialog", { name: "Sitemaps listed by sitemap_index.xml" });
  await expect(dialog.getByRole("list", { name: "Problems of sitemap 2" })).toContainText("loc.other-host");
  // a lastmod's problems are under its own field
  await expect(dialog.getByRole("list", { name: "Problems of the lastmod of sitemap 2" })).toContainText(
    "lastmod.impossible-date",
  );
  await page.screenshot({ path: "test-results/index-sitemaps-dialog.png" });
  await dialog.getByRole("textbox", { name: "loc of sitemap 2" }).fill("https://www.example.com/posts.xml");
  await dialog.getByRole("textbox", { name: "lastmod of sitemap 2" }).fill("2024-12-01");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".app-header, header").first()).toContainText(/0 errors/);

  await page.keyboard.press("Control+z");
  await expect(page.locator(".app-header, header").first()).toContainText(/2 errors/);
  await page.keyboard.press("Control+y");
  await expect(page.locator(".app-header, header").first()).toContainText(/0 errors/);

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export sitemaps" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportDialog.getByRole("button", { name: "Download files" }).click(),
  ]);
  const written = readFileSync(await download.path(), "utf8");
  expect(written).toContain("<loc>https://www.example.com/posts.xml</loc>");
  expect(written).toContain("<lastmod>2024-12-01</lastmod>");
  expect(written).not.toContain("cdn.example.org");
  expect(errors).toEqual([]);
});

test("a problem's example opens the index's editor at its line, and closing with changes asks first", async ({
  page,
  errors,
}) => {
  await openIndex(page);
  const problems = page.getByRole("list", { name: "Problems by rule" });
  await problems
    .getByRole("button", { name: /2024-13-01/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Sitemaps listed by sitemap_index.xml" });
  const loc2 = dialog.getByRole("textbox", { name: "loc of sitemap 2" });
  await expect(loc2).toBeFocused();
  await expect(dialog.locator("tr.is-target")).toHaveCount(1);
  await page.screenshot({ path: "test-results/index-sitemaps-from-problem.png" });

  await loc2.fill("https://www.example.com/posts.xml");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(ask).toContainText("One sitemap listed by sitemap_index.xml");
  await page.screenshot({ path: "test-results/index-sitemaps-discard.png" });
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(loc2).toHaveValue("https://www.example.com/posts.xml");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".app-header, header").first()).toContainText(/2 errors/);
  expect(errors).toEqual([]);
});
