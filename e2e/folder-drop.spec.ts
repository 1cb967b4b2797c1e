/**
 * A folder dragged from the desktop onto the window: the sitemap files in it and its subfolders open,
 * beside a file dropped with it (a real OS drag through the DevTools protocol, which gives the page the
 * folder's entry, as a file manager does). Chromium only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./app-test";

const urlset = (loc: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`;

/** Drags `paths` (files or folders) from the "desktop" onto the page's middle and drops them. */
async function dragFromDesktop(page: Page, paths: string[]): Promise<void> {
  await page.locator("#root > *").first().waitFor({ state: "attached" });
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: paths, dragOperationsMask: 1 };
  for (const type of ["dragEnter", "dragOver", "drop"] as const)
    await cdp.send("Input.dispatchDragEvent", { type, x: 400, y: 300, data });
}

test("a dropped folder opens the sitemaps in it and its subfolders, beside a file dropped with it", async ({
  page,
  errors,
  browserName,
}) => {
  test.skip(browserName !== "chromium", "drags from the desktop through the DevTools protocol");
  const dir = mkdtempSync(join(tmpdir(), "folder-drop-"));
  const site = join(dir, "site");
  mkdirSync(join(site, "news"), { recursive: true });
  writeFileSync(join(site, "sitemap.xml"), urlset("https://www.example.com/a"));
  writeFileSync(join(site, "news", "news.xml"), urlset("https://www.example.com/news/1"));
  writeFileSync(join(site, "readme.md"), "# not a sitemap\n");
  writeFileSync(join(dir, "extra.xml"), urlset("https://www.example.com/extra"));
  const empty = join(dir, "docs");
  mkdirSync(empty);
  writeFileSync(join(empty, "notes.md"), "nothing here\n");

  await page.goto("/");
  // the drop zone is there (the app started, its drop handlers on): a drag sent before had been lost
  await expect(page.getByRole("region", { name: "Drop sitemap files here" })).toBeVisible();
  await dragFromDesktop(page, [site, join(dir, "extra.xml")]);
  await expect(page.getByText("Showing 3 of 3 URLs")).toBeVisible();
  // named by their path in the folder (the one folder dropped is the top one, as a zip's is)
  for (const name of ["sitemap.xml", "news/news.xml", "extra.xml"])
    await expect(page.locator(`li[data-file='${name}']`)).toBeVisible();
  await expect(page.locator("li[data-file$='readme.md']")).toHaveCount(0);

  // a folder with no sitemap opens nothing, and says so
  await dragFromDesktop(page, [empty]);
  await expect(page.getByText("The folder dropped holds no sitemap", { exact: false })).toBeVisible();
  await expect(page.getByText("Showing 3 of 3 URLs")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a file dropped while the app is still loading opens once it has started, not lost", async ({
  page,
  errors,
  browserName,
}) => {
  test.skip(browserName !== "chromium", "drags from the desktop through the DevTools protocol");
  const dir = mkdtempSync(join(tmpdir(), "early-drop-"));
  const file = join(dir, "early.xml");
  writeFileSync(file, urlset("https://www.example.com/early"));
  // the app's module held back, as on a slow machine or network (the page stays blank meanwhile)
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => window.__sitemapEarlyDrops !== undefined);
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: [file], dragOperationsMask: 1 };
  for (const type of ["dragEnter", "dragOver", "drop"] as const)
    await cdp.send("Input.dispatchDragEvent", { type, x: 400, y: 300, data });
  // the browser did not open the file in place of the page
  expect(new URL(page.url()).pathname).toBe("/");
  release();
  await expect(page.getByText("Showing 1 of 1 URLs")).toBeVisible();
  await expect(page.locator("li[data-file='early.xml']")).toBeVisible();
  expect(errors).toEqual([]);
});
