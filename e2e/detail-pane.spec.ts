/**
 * Issue #4 end to end: the extensions corpus file opened through the file input, a video title and an
 * hreflang changed in the detail pane, exported as XML and read back with every extension still in it.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { corpusPath, expect, test } from "./app-test";

const FILE = "sitemapjs-alltags-video-news-image-xhtml.xml";
const SHOTS = "test-results/screens";

/** Opens the example and the details of its second row; returns the details pane, once shown. */
async function openExampleDetails(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await page.getByRole("grid").getByRole("row").nth(2).getByRole("gridcell").first().click();
  const pane = page.getByRole("region", { name: "Details of the selected URL" });
  await expect(pane).toBeVisible();
  return pane;
}

test("edit a video title and an hreflang in the detail pane, export and find both", async ({
  page,
  errors,
}, testInfo) => {
  await page.goto("/");
  await page.locator("input[type=file]").first().setInputFiles(corpusPath(FILE));
  const grid = page.getByRole("grid");
  await expect(page.getByText("Showing 7 of 7 URLs")).toBeVisible();
  // the entry with a video and alternates becomes the first row
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("house-party");
  await expect(page.getByText("Showing 1 of 7 URLs")).toBeVisible();
  expect(await grid.getByRole("row").count()).toBeLessThan(7 + 1); // only the shown rows are rendered
  await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();

  const pane = page.getByRole("region", { name: "Details of the selected URL" });
  await expect(pane.getByRole("button", { name: "Details", exact: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const video = pane.getByRole("group", { name: "Video 1" });
  const title = video.getByLabel(/^Title/);
  await expect(title).toHaveValue(/House Party - Part 2/);
  await title.fill("Edited by e2e & friends");
  await title.press("Enter");
  const alternate = pane.getByRole("group", { name: "Alternate 1" });
  const hreflang = alternate.getByLabel("hreflang");
  await expect(hreflang).toHaveValue("en");
  await hreflang.fill("en-GB");
  await hreflang.press("Enter");
  await expect(hreflang).toHaveValue("en-GB");
  await expect(pane.getByRole("group", { name: "Video 1" }).getByLabel(/^Title/)).toHaveValue(
    "Edited by e2e & friends",
  );
  await video.scrollIntoViewIfNeeded();
  await pane.screenshot({ path: `${SHOTS}/6-detail.png` });

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export sitemaps" });
  await expect(dialog.getByLabel("Line for robots.txt")).toHaveValue(
    /^Sitemap: https?:\/\/.+\/sitemapjs-alltags-video-news-image-xhtml\.xml$/,
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download files" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE);
  const saved = testInfo.outputPath(FILE);
  await download.saveAs(saved);
  const xml = readFileSync(saved, "utf8");
  expect(xml).toContain("<video:title>Edited by e2e &amp; friends</video:title>");
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en-GB" href="http:\/\/test\.com\/page-1\//);
  expect(xml).not.toContain('hreflang="en" ');
  expect(xml.match(/<url>/g)?.length).toBe(7);
  expect(xml.match(/<video:video>/g)?.length).toBe(3);
  expect(xml.match(/<news:news>/g)?.length).toBe(1);
  expect(xml.match(/<image:image>/g)?.length).toBe(5);
  expect(xml).toContain("<video:tag>");
  expect(errors).toEqual([]);
});

test("a news date with its time and zone reads whole in the detail pane at 1366 px, in Russian", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  await page.getByRole("combobox", { name: "Interface language" }).selectOption("ru");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example-news.ru/novosti/most</loc><news:news><news:publication><news:name>Новости города</news:name>
<news:language>ru</news:language></news:publication><news:publication_date>2026-12-03T12:00:00+03:00</news:publication_date>
<news:title>Открытие моста</news:title></news:news></url></urlset>`;
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "news.xml", mimeType: "text/xml", buffer: Buffer.from(xml) }]);
  await page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first().click();
  const pane = page.getByRole("region", { name: "Сведения о выбранном URL" });
  const date = pane.getByLabel(/^Дата публикации/);
  await expect(date).toHaveValue("2026-12-03T12:00:00+03:00");
  const [client, scroll] = await date.evaluate((input: HTMLInputElement) => [
    input.clientWidth,
    input.scrollWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  expect(errors).toEqual([]);
});

test("Add image puts the focus in the new image's URL field, in a real page where the edit renders a frame later", async ({
  page,
  errors,
}) => {
  const pane = await openExampleDetails(page);
  const images = await pane.getByRole("group", { name: /^Image \d+$/ }).count();
  await pane.getByRole("button", { name: "Add image" }).click();
  const added = pane.getByRole("group", { name: `Image ${images + 1}` });
  await expect(added.getByRole("textbox").first()).toBeFocused();
  expect(errors).toEqual([]);
});

test("removing an image leaves the focus on the next image's remove button, then on Add image", async ({
  page,
  errors,
}) => {
  const pane = await openExampleDetails(page);
  const addImage = pane.getByRole("button", { name: "Add image" });
  await addImage.click();
  await expect(pane.getByRole("group", { name: "Image 1" }).getByRole("textbox").first()).toBeFocused();
  await addImage.click();
  await expect(pane.getByRole("group", { name: /^Image \d+$/ })).toHaveCount(2);
  // Add image's own focus move (the new image's URL field, a frame or more later) is done before ours
  await expect(pane.getByRole("group", { name: "Image 2" }).getByRole("textbox").first()).toBeFocused();
  // from the keyboard: the focus had gone to the URL field at the top of the pane
  await pane.getByRole("button", { name: "Remove image 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(pane.getByRole("group", { name: /^Image \d+$/ })).toHaveCount(1);
  await expect(pane.getByRole("button", { name: "Remove image 1" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pane.getByRole("group", { name: /^Image \d+$/ })).toHaveCount(0);
  await expect(addImage).toBeFocused();
  expect(errors).toEqual([]);
});

test("a Fix pressed in the detail pane leaves the keyboard on the field it fixed", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://shop.ru/a</loc><changefreq>Daily</changefreq></url>
</urlset>`;
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "fix.xml", mimeType: "text/xml", buffer: Buffer.from(xml) }]);
  await page.getByRole("gridcell", { name: "https://shop.ru/a" }).click();
  const fix = page.locator(".dp-pane .dp-fix", { hasText: "Write in lower case" });
  await fix.focus();
  await page.keyboard.press("Enter");
  // the button is gone with its problem; the keyboard is on the field, not thrown back to the table
  await expect(fix).toHaveCount(0);
  const focused = page.locator(".dp-pane :focus");
  await expect(focused).toHaveValue("daily");
  expect(errors).toEqual([]);
});

test("at 200% zoom the details pane's URL, date, frequency and priority fields keep their room, none over another", async ({
  page,
  errors,
}) => {
  // a 1366 × 768 laptop at 200%: 683 × 384 CSS pixels
  await page.setViewportSize({ width: 683, height: 384 });
  await page.goto("/");
  await page.locator("#main").getByRole("button", { name: "Open example" }).click();
  await page.getByRole("grid").getByRole("row").nth(2).getByRole("gridcell").first().click();
  await page.getByRole("button", { name: "Maximize details" }).click();
  const boxes = await page
    .locator(".dp-grid--protocol input")
    .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().toJSON()));
  expect(boxes).toHaveLength(4);
  // the URL field was 40 px wide and Last modified ran over it
  expect(boxes[0].width).toBeGreaterThan(200);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `fields ${i} and ${j} overlap`).toBe(true);
    }
  expect(errors).toEqual([]);
});

test("maximizing the details and restoring them leaves the selected row in sight", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.locator("#main").getByRole("button", { name: "Open example" }).click();
  const grid = page.getByRole("grid");
  const first = grid.getByRole("row").nth(1);
  await first.getByRole("gridcell").first().click();
  const pane = page.getByRole("region", { name: "Details of the selected URL" });
  await expect(pane).toBeVisible();
  const scroller = page.locator(".et-scroll");
  /** True when the row `loc` names shows whole below the grid's sticky header row. */
  const inSight = (loc: string) =>
    scroller.evaluate((element, text) => {
      const view = element.getBoundingClientRect();
      const header = element.querySelector("thead")?.getBoundingClientRect().height ?? 0;
      const row = [...element.querySelectorAll("tbody tr")].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      const box = row?.getBoundingClientRect();
      return box !== undefined && box.top >= view.top + header - 1 && box.bottom <= view.bottom + 1;
    }, loc);
  const loc = (await first.getByRole("gridcell").first().textContent()) ?? "";
  expect(loc).not.toBe("");
  expect(await inSight(loc)).toBe(true);
  await pane.getByRole("button", { name: "Maximize details" }).click();
  await pane.getByRole("button", { name: "Restore details size" }).click();
  // the table scrolled the row above its view while it was folded away (a fresh user's report)
  await expect.poll(() => inSight(loc)).toBe(true);
  await expect(scroller).toHaveJSProperty("scrollTop", 0);
  expect(errors).toEqual([]);
});

test("the details splitter says the share the pane takes as laid out, after a resize and a language switch", async ({
  page,
  errors,
}) => {
  const pane = await openExampleDetails(page);
  const splitter = pane.getByRole("separator");
  /** The pane's share of its area, as laid out (%). */
  const laidOut = () =>
    pane.evaluate((box) =>
      Math.round((box.getBoundingClientRect().height / (box.parentElement?.clientHeight ?? 1)) * 100),
    );
  const said = async () => Number(await splitter.getAttribute("aria-valuenow"));
  await expect.poll(said).toBe(await laidOut());
  await splitter.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  const raised = await laidOut();
  await expect.poll(said).toBe(raised);
  // the shell is mounted anew on a language switch: the pane keeps its height, the splitter says so
  await page.getByRole("combobox", { name: "Interface language" }).selectOption({ label: "Русский" });
  const after = page.getByRole("region", { name: "Сведения о выбранном URL" }).getByRole("separator");
  await expect.poll(async () => Number(await after.getAttribute("aria-valuenow"))).toBe(raised);
  expect(errors).toEqual([]);
});
