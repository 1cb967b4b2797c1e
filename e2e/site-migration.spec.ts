/**
 * A move to https with the site's robots.txt, its sitemap index and the index's files open: one Find &
 * replace over all rows moves the URLs, the index's entries and the index's location (a robots.txt line on
 * http placed it), so no entry is "on another scheme", and the export proposes the https robots.txt line,
 * which the open robots.txt lacks. Undo brings the index's entries back.
 */
import { expect, test } from "./app-test";

const robots = "User-agent: *\nDisallow: /cart\nSitemap: http://shop.example.com/sitemap_index.xml\n";
const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>http://shop.example.com/pages.xml</loc></sitemap>
  <sitemap><loc>http://shop.example.com/products.xml</loc></sitemap>
</sitemapindex>`;
const urlset = (paths: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>http://shop.example.com/${path}</loc></url>`).join("\n")}
</urlset>`;

const file = (name: string, text: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) });

test("http → https with robots.txt and the index open: the URLs, the index and its robots.txt line move together", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      file("robots.txt", robots),
      file("sitemap_index.xml", index),
      file("pages.xml", urlset(["", "about"])),
      file("products.xml", urlset(["p/1", "p/2", "p/3"])),
    ]);
  await expect(page.getByText("Showing 5 of 5 URLs")).toBeVisible();
  await page.keyboard.press("Control+f");
  const dialog = page.getByRole("dialog", { name: "Find and replace" });
  await dialog.getByRole("textbox", { name: "Find", exact: true }).fill("http://");
  await dialog.getByRole("textbox", { name: "Replace with" }).fill("https://");
  await expect(dialog.locator(".rp-index-count")).toHaveText(
    "2 entries of the sitemap index sitemap_index.xml will change too.",
  );
  await dialog.getByRole("button", { name: "Replace in 5 URLs and 2 index entries" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Location of sitemap_index.xml" })).toHaveValue(
    "https://shop.example.com/sitemap_index.xml",
  );
  // no index entry is said to be on another scheme than its index
  await expect(page.locator(".header-totals")).toHaveText(/5 URLs.*0 errors/);

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export sitemaps" });
  await expect(exportDialog.getByLabel("Line for robots.txt")).toHaveValue(
    "Sitemap: https://shop.example.com/sitemap_index.xml",
  );
  // the old http line is named as the one to replace with the https line (it had been "lacks: https://…
  // It also lists other sitemaps: http://…. Remove the lines of sitemaps you no longer publish")
  await expect(
    exportDialog.getByText(
      "robots.txt (open here) lists this sitemap on http (http://shop.example.com/sitemap_index.xml), where the export writes https: replace that line with its line above.",
    ),
  ).toBeVisible();
  await exportDialog.getByRole("button", { name: "Close" }).click();

  await page.keyboard.press("Control+z");
  await expect(page.getByRole("textbox", { name: "Location of sitemap_index.xml" })).toHaveValue(
    "http://shop.example.com/sitemap_index.xml",
  );
  await page.getByRole("button", { name: "Edit sitemaps" }).click();
  const refs = page.getByRole("dialog", { name: /sitemap_index\.xml/ });
  await expect(refs.getByRole("textbox").first()).toHaveValue("http://shop.example.com/pages.xml");
  expect(errors).toEqual([]);
});
