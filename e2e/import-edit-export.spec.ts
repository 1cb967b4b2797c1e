/**
 * Issue #2 end to end: a real corpus file dropped on the page, a cell edited, the problem counts updating,
 * `.xml.gz` exported and read back; every corpus file loads with its format; screenshots of the main screens.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { corpusFormats, corpusPath, dropFiles, expect, test } from "./app-test";

const LARGE = "webignition-large-8497-urls.xml";
const SHOTS = "test-results/screens";

test("the empty page offers a drop zone and an example", async ({ page, errors }) => {
  await page.goto("/");
  await expect(page.getByText("Drop sitemap files here")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1-empty.png` });
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator("li[data-file='example-sitemap.xml']")).toHaveAttribute("data-format", "urlset");
  await expect(page.locator(".header-totals")).toContainText(/[1-9]\d* errors?/);
  expect(errors).toEqual([]);
});

test("drop, edit, re-check, export .xml.gz and read it back", async ({ page, errors }, testInfo) => {
  await page.goto("/");
  await dropFiles(page, [{ name: LARGE, path: corpusPath(LARGE) }]);
  const grid = page.getByRole("grid");
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: "http://example.com/Tags/", exact: true })).toBeVisible();
  const rendered = await grid.getByRole("row").count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(200); // virtualized: far fewer rows in the DOM than entries
  await expect(page.locator(".header-totals")).toContainText("0 errors");
  await page.screenshot({ path: `${SHOTS}/2-loaded.png` });

  const firstRow = grid.getByRole("row").nth(1);
  await firstRow.getByRole("gridcell").nth(3).dblclick();
  await grid.getByRole("textbox").fill("1.5");
  await grid.getByRole("textbox").press("Enter");
  await expect(page.locator(".header-totals")).toContainText("1 error");
  await expect(firstRow.getByRole("gridcell").nth(3)).toHaveText(/^1\.5/);

  await firstRow.getByRole("gridcell").nth(0).dblclick();
  await grid.getByRole("textbox").fill("http://example.com/edited-by-e2e/");
  await grid.getByRole("textbox").press("Enter");
  await expect(grid.getByRole("gridcell", { name: "http://example.com/edited-by-e2e/" })).toBeVisible();

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("XML.gz", { exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/3-export.png` });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download files" }).click(),
  ]);
  // each file keeps its name: the source's stem with the chosen ending
  const exportedName = LARGE.replace(/\.xml$/, ".xml.gz");
  expect(download.suggestedFilename()).toBe(exportedName);
  const saved = testInfo.outputPath(exportedName);
  await download.saveAs(saved);
  const xml = gunzipSync(readFileSync(saved)).toString("utf8");
  expect(xml.match(/<url>/g)?.length).toBe(8497);
  expect(xml).toContain("<loc>http://example.com/edited-by-e2e/</loc>");
  expect(xml).toContain("<priority>1.5</priority>");
  await page.keyboard.press("Escape");

  // read back by the product itself: the exported file dropped next to the original
  await dropFiles(page, [{ name: exportedName, path: saved }]);
  const readBack = page.locator(`li[data-file='${exportedName}']`);
  await expect(readBack).toHaveAttribute("data-format", "urlset");
  await expect(readBack).toContainText("8,497 URLs");
  await expect(readBack).toContainText("gzip");
  expect(errors).toEqual([]);
});

test("every corpus file loads and shows its format", async ({ page, errors }) => {
  const formats = corpusFormats();
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([...formats.keys()].map(corpusPath));
  for (const [name, accepted] of formats) {
    const item = page.locator(`li[data-file='${name}']`);
    await expect(item, name).toBeVisible({ timeout: 20_000 });
    expect(accepted, name).toContain(await item.getAttribute("data-format"));
  }
  await page.screenshot({ path: `${SHOTS}/4-corpus.png` });
  expect(errors).toEqual([]);
});

test("pasted XML is read as the characters pasted, its declared encoding said to be the source file's", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Paste", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Paste a sitemap" });
  await dialog
    .getByLabel("Sitemap content")
    .fill(
      '<?xml version="1.0" encoding="windows-1251"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.ru/кот</loc></url></urlset>',
    );
  await dialog.getByRole("button", { name: "Add" }).click();
  // through the worker: the URL as pasted, and no claim about bytes a paste does not have
  await expect(page.getByRole("gridcell", { name: "https://www.example.ru/кот", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Problems" })).toContainText(
    "The pasted text’s XML declaration says windows-1251",
  );
  await expect(page.getByRole("region", { name: "Problems" })).not.toContainText("its bytes say so");
  expect(errors).toEqual([]);
});
