/**
 * QA export fixes end to end: the example's errors are named before exporting ("Review problems" filters
 * the table to them), several files are written each under its own name (an index too), or merged on request.
 */
import { expect, test } from "./app-test";

test("the export names the errors that remain and still exports; several files keep their names", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.locator("li[data-file='example-sitemap.xml']")).toHaveAttribute("data-format", "urlset");

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export sitemaps" });
  await expect(dialog.getByText("5 errors remain in the exported entries")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Download files" })).toBeEnabled();
  await dialog.getByText("XML.gz", { exact: true }).click();
  await expect(dialog.getByRole("list", { name: "Files to write" })).toContainText("example-sitemap.xml.gz");
  await expect(dialog.getByRole("list", { name: "Files to write" })).toContainText("uncompressed");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download files" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("example-sitemap.xml.gz");

  await dialog.getByRole("button", { name: "Review problems" }).click();
  await expect(dialog).toBeHidden();
  // the focus goes to the problems asked for, not back to the Export button
  await expect(page.locator(".pp-panel .pp-toggle").first()).toBeFocused();

  // a second file of another host and an index: each keeps its name; a merge warns about the hosts
  const other =
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://blog.example.org/a</loc></url></urlset>';
  const index =
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://blog.example.org/blog.xml</loc></sitemap></sitemapindex>';
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      { name: "blog.xml", mimeType: "application/xml", buffer: Buffer.from(other) },
      { name: "sitemap_index.xml", mimeType: "application/xml", buffer: Buffer.from(index) },
    ]);
  await expect(page.locator("li[data-file='sitemap_index.xml']")).toBeVisible();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const list = dialog.getByRole("list", { name: "Files to write" });
  await expect(list).toContainText("example-sitemap.xml");
  await expect(list).toContainText("blog.xml");
  await expect(list).toContainText("sitemap_index.xml");
  await dialog.getByText("Merge into one set", { exact: true }).click();
  await expect(dialog.getByText(/The files are on different hosts/)).toBeVisible();
  await expect(list).toHaveText(/^sitemap\.xml/);
  expect(errors).toEqual([]);
});

test("a workspace holding only a sitemap index can be exported as it is", async ({ page, errors }) => {
  await page.goto("/");
  const index =
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://blog.example.org/blog.xml</loc></sitemap></sitemapindex>';
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "sitemap_index.xml", mimeType: "application/xml", buffer: Buffer.from(index) }]);
  await expect(page.locator("li[data-file='sitemap_index.xml']")).toBeVisible();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export sitemaps" });
  await expect(dialog.getByRole("list", { name: "Files to write" })).toContainText("sitemap_index.xml");
  await expect(dialog.getByRole("button", { name: "Download zip" })).toBeEnabled();
  await dialog.getByText("Merge into one set", { exact: true }).click();
  await expect(dialog.getByText(/^Nothing to merge/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Download zip" })).toBeDisabled();
  expect(errors).toEqual([]);
});
