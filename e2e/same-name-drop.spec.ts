/**
 * Dropping a new version of an open sitemap (fixed on the server, downloaded again): the app asks, and
 * Replace swaps the loaded file for it in place, keeping its location; Keep both opens a copy.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { dropFiles, expect, test } from "./app-test";

const urlset = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join("")}</urlset>`;

test("a file dropped again under its name replaces the open one when the user says so", async ({
  page,
  errors,
}) => {
  const dir = mkdtempSync(join(tmpdir(), "same-name-"));
  const first = join(dir, "first.xml");
  const second = join(dir, "second.xml");
  writeFileSync(first, urlset("https://www.example.com/a", "https://www.example.com/a"));
  writeFileSync(
    second,
    urlset("https://www.example.com/a", "https://www.example.com/b", "https://www.example.com/c"),
  );

  await page.goto("/");
  await dropFiles(page, [{ name: "sitemap.xml", path: first }]);
  const card = page.locator("li[data-file='sitemap.xml']");
  await expect(card).toContainText("2 URLs");
  await page
    .getByRole("textbox", { name: "Location of sitemap.xml" })
    .fill("https://www.example.com/sitemap.xml");
  await page.getByRole("textbox", { name: "Location of sitemap.xml" }).press("Enter");

  await dropFiles(page, [{ name: "sitemap.xml", path: second }]);
  const question = page.getByRole("alertdialog", { name: "sitemap.xml is already open" });
  await expect(question).toContainText("sitemap (2).xml");
  await expect(question.getByRole("button", { name: "Replace" })).toBeFocused();
  await page.screenshot({ path: "test-results/same-name-question.png" });
  await question.getByRole("button", { name: "Replace" }).click();
  await expect(question).toBeHidden();
  await expect(card).toContainText("3 URLs");
  await expect(page.locator("li[data-file]")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Location of sitemap.xml" })).toHaveValue(
    "https://www.example.com/sitemap.xml",
  );
  await expect(page.getByRole("grid").getByRole("row")).toHaveCount(4);

  await dropFiles(page, [{ name: "sitemap.xml", path: first }]);
  await question.getByRole("button", { name: "Keep both" }).click();
  await expect(page.locator("li[data-file='sitemap (2).xml']")).toContainText("2 URLs");
  await expect(page.locator("li[data-file]")).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("another site's gzipped sitemap of the same name is said to be of that site, and Keep both is focused", async ({
  page,
  errors,
}) => {
  const dir = mkdtempSync(join(tmpdir(), "same-name-site-"));
  const clientA = join(dir, "a.xml.gz");
  const clientB = join(dir, "b.xml.gz");
  writeFileSync(clientA, gzipSync(urlset("https://www.shop-a.com/", "https://www.shop-a.com/catalog/")));
  writeFileSync(clientB, gzipSync(urlset("https://shop-b.ru/", "https://shop-b.ru/o-nas/")));

  await page.goto("/");
  await dropFiles(page, [{ name: "sitemap.xml.gz", path: clientA }]);
  await expect(page.locator("li[data-file='sitemap.xml.gz']")).toContainText("2 URLs");

  // only client A's site is open: the name alone said nothing of the file's site, and Replace was first
  await dropFiles(page, [{ name: "sitemap.xml.gz", path: clientB }]);
  const question = page.getByRole("alertdialog", { name: "sitemap.xml.gz is already open" });
  await expect(question).toContainText(
    "The sitemap.xml.gz you opened is of shop-b.ru, the open one of www.shop-a.com: Replace would put another site's file in its place.",
  );
  await expect(question.getByRole("button", { name: "Keep both" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("li[data-file='sitemap (2).xml.gz']")).toContainText("2 URLs");
  await expect(page.locator("li[data-file='sitemap.xml.gz']")).toContainText("2 URLs");
  expect(errors).toEqual([]);
});
