/**
 * QA export fixes end to end: the example's errors are named before exporting ("Review problems" filters
 * the table to them), several files are written each under its own name (an index too), or merged on request;
 * in Russian the robots.txt line stays one row, "Sitemap:" with its whole URL.
 * Screenshot: test-results/screens/export-robots-ru.png.
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
  // a size that does not parse is marked in red, not only described by the text under it
  const perFile = dialog.getByLabel("URLs per file");
  const border = () => perFile.evaluate((input) => getComputedStyle(input).borderTopColor);
  await perFile.fill("abc");
  await expect(perFile).toHaveAttribute("aria-invalid", "true");
  expect(await border()).toBe("rgb(198, 40, 40)");
  await perFile.fill("50000");
  await expect(perFile).not.toHaveAttribute("aria-invalid", "true");
  expect(await border()).not.toBe("rgb(198, 40, 40)");
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

test.describe("in Russian, at 1280 × 800", () => {
  test.use({ locale: "ru-RU", viewport: { width: 1280, height: 800 } });

  test("the robots.txt line stays one row, “Sitemap:” with its whole URL, beside the wider Copy button", async ({
    page,
    errors,
  }) => {
    await page.goto("/");
    // a URL with no place to break in its first 50 characters (no hyphen): it once went whole to the next
    // row, leaving "Sitemap:" alone on the first
    const urlset =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.supermarketexample.com/p1</loc></url></urlset>';
    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles([
        { name: "sitemap_products_catalogue.xml", mimeType: "application/xml", buffer: Buffer.from(urlset) },
      ]);
    await expect(page.locator("li[data-file='sitemap_products_catalogue.xml']")).toBeVisible();
    await page.getByRole("button", { name: "Экспорт", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Экспорт файлов Sitemap" });
    const robots = dialog.getByLabel("Строка для robots.txt");
    await expect(robots).toHaveValue(
      "Sitemap: https://www.supermarketexample.com/sitemap_products_catalogue.xml",
    );
    await expect(dialog.getByRole("button", { name: "Копировать" })).toBeVisible();
    await robots.scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: "test-results/screens/export-robots-ru.png" });
    // a text area's lines cannot be measured: a copy of it in a div, styled the same, wraps the same way
    const rows = await robots.evaluate((area: HTMLTextAreaElement) => {
      const style = getComputedStyle(area);
      const copy = document.createElement("div");
      for (const name of [
        "box-sizing",
        "width",
        "padding",
        "border-width",
        "border-style",
        "font",
        "letter-spacing",
        "word-spacing",
        "tab-size",
        "white-space",
        "word-break",
        "overflow-wrap",
        "line-break",
        "hyphens",
      ])
        copy.style.setProperty(name, style.getPropertyValue(name));
      copy.style.position = "absolute";
      copy.style.visibility = "hidden";
      copy.textContent = area.value;
      area.parentElement?.append(copy);
      const text = copy.firstChild as Text;
      const top = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return Math.round(range.getClientRects()[0].top);
      };
      const at = area.value.indexOf("https://");
      const measured = { sitemap: top(0), url: top(at), end: top(area.value.length - 1) };
      copy.remove();
      return measured;
    });
    expect(rows.url).toBe(rows.sitemap);
    // the line is longer than the field is wide: it is not broken (a name cut in two reads as another
    // name), the field scrolls sideways instead
    expect(rows.end).toBe(rows.url);
    expect(await robots.evaluate((area) => area.scrollWidth > area.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test("a zip the export downloaded opens again as the files in it", async ({ page, errors }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.locator("li[data-file='example-sitemap.xml']")).toBeVisible();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export sitemaps" });
  await dialog.getByText("XML.gz", { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download zip" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  // the dialog stays open and says what the browser was given
  await expect(dialog.getByRole("status").filter({ hasText: /^Downloaded/ })).toHaveText(
    new RegExp(
      `^Downloaded ${download.suggestedFilename().replace(".", "\\.")} \\([\\d.]+\\sKB, 1 file inside\\)$`,
    ),
  );
  // saved under a name without `.zip`: the archive is told by its bytes
  const zip = test.info().outputPath("exported-archive");
  await download.saveAs(zip);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Start over" }).click();
  await page
    .getByRole("alertdialog", { name: "Start over?" })
    .getByRole("button", { name: "Start over" })
    .click();
  await expect(page.locator("li[data-file]")).toHaveCount(0);

  await page.locator("input[type=file]").first().setInputFiles(zip);
  const card = page.locator("li[data-file='example-sitemap.xml.gz']");
  await expect(card).toHaveAttribute("data-format", "urlset");
  await expect(page.locator("li[data-file]")).toHaveCount(1);
  await expect(page.locator("li[data-file$='.zip']")).toHaveCount(0);
  expect(errors).toEqual([]);
});
