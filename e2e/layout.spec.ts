/**
 * Layout at small, common and large screens: with two corpus files open and the detail pane showing a row,
 * the page never grows wider than the window (the table scrolls inside itself), the header's actions and
 * the table's buttons stay on screen, and the detail pane and the table both keep a usable height; the
 * pane can be maximized and restored. Screenshots: test-results/screens/layout-<width>.png.
 */
import type { Page } from "@playwright/test";
import { corpusPath, expect, test } from "./app-test";

const LARGE = "webignition-large-8497-urls.xml";
const EXTENSIONS = "sitemapjs-alltags-video-news-image-xhtml.xml";
const SHOTS = "test-results/screens";

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element's box lies inside the window horizontally. */
async function expectOnScreen(page: Page, selector: string, width: number) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box?.x ?? -1, selector).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), selector).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test(`no horizontal overflow at ${viewport.width}x${viewport.height} with files and details open`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expectNoHorizontalOverflow(page);

    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles([corpusPath(LARGE), corpusPath(EXTENSIONS)]);
    await expect(page.getByText("Showing 8,504 of 8,504 URLs")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const grid = page.getByRole("grid");
    await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
    const pane = page.getByRole("region", { name: "Details of the selected URL" });
    await expect(pane.getByRole("button", { name: "Details", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(page, ".app-header .button.primary", viewport.width);
    await expectOnScreen(page, ".et-action-buttons", viewport.width);
    await expectOnScreen(page, ".pp-panel", viewport.width);

    // both halves stay usable: the pane gets real room, the table keeps its filters and some rows
    const paneBox = await pane.boundingBox();
    const scrollBox = await page.locator(".et-scroll").boundingBox();
    expect(paneBox?.height ?? 0).toBeGreaterThanOrEqual(240);
    expect(scrollBox?.height ?? 0).toBeGreaterThanOrEqual(120);
    await page.screenshot({ path: `${SHOTS}/layout-${viewport.width}.png` });

    // maximize gives the pane the whole main area, restore brings the table back
    await pane.getByRole("button", { name: "Maximize details" }).click();
    await expect
      .poll(async () => (await pane.boundingBox())?.height ?? 0)
      .toBeGreaterThan(paneBox?.height ?? 0);
    await pane.getByRole("button", { name: "Restore details size" }).click();
    await expect
      .poll(async () => Math.round((await pane.boundingBox())?.height ?? 0))
      .toBe(Math.round(paneBox?.height ?? 0));
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
}
