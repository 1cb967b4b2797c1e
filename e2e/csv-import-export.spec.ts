/**
 * Issue #6 end to end: a dropped CSV becomes a URL-list file (its URL column found by the header), its
 * duplicates are removed in one step with a preview (the URL kept taking the copy's later lastmod), and "Export CSV" saves the rows with a BOM and
 * formula-guarded cells.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./app-test";

const CSV = [
  "Title,Address,Last modified",
  "Home,https://www.example.com/,2024-01-01",
  "Shop,https://www.example.com/shop,2024-02-01",
  "Again,https://WWW.example.com:443/shop,2024-03-01",
  '"Formula, in a title",=1+2,',
].join("\r\n");

test("drop a CSV, remove its duplicate, export the table as CSV", async ({ page, errors }, testInfo) => {
  await page.goto("/");
  // the app has rendered (its drop listener comes with its first commit): `goto` may end before that
  await page.locator("#root > *").first().waitFor({ state: "attached" });
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "urls.csv", { type: "text/csv" }));
    return dt;
  }, CSV);
  for (const type of ["dragenter", "dragover", "drop"])
    await page.dispatchEvent("body", type, { dataTransfer });
  await expect(page.locator("li[data-file='urls.csv']")).toHaveAttribute("data-format", "txt");
  await expect(page.getByText("Showing 4 of 4 URLs")).toBeVisible();
  await expect(page.getByRole("gridcell", { name: "=1+2", exact: true })).toBeVisible();
  await expect(page.getByRole("gridcell", { name: "2024-02-01" })).toBeVisible();

  await page.getByRole("button", { name: "Remove duplicates", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Remove duplicate URLs" });
  await expect(dialog.getByRole("status")).toHaveText("1 duplicate will be removed");
  await expect(dialog.getByRole("list", { name: "Duplicates to remove" })).toContainText(
    "https://WWW.example.com:443/shop",
  );
  await dialog.getByRole("button", { name: "Remove 1 duplicate" }).click();
  await expect(page.getByText("Showing 3 of 3 URLs")).toBeVisible();
  // the copy's later lastmod goes to the URL kept (the dialog's default: keep what the copies add)
  await expect(
    page.getByText("Removed 1 duplicate; the URL kept took what it lacked from it (a newer lastmod)."),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sitemap-table.csv");
  const saved = testInfo.outputPath("table.csv");
  await download.saveAs(saved);
  const text = readFileSync(saved, "utf8");
  expect(text.startsWith("\ufeffloc,lastmod,changefreq,priority,file,problems\r\n")).toBe(true);
  expect(text).toContain("https://www.example.com/shop,2024-03-01,,,urls.csv,");
  expect(text).not.toContain("WWW.example.com");
  // a loc that a spreadsheet would run as a formula is written with a leading '
  expect(text).toContain("\r\n'=1+2,,,,urls.csv,");
  expect(errors).toEqual([]);
});

test("the CSV column question keeps its long labels inside the dialog, in English and Russian", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto("/");
  const rows = ["a", "b", "c"].map(
    (name) =>
      `https://www.example.com/catalog/${name},https://www.example.com/old-catalog/${name},2024-05-01`,
  );
  const csv = Buffer.from(["Current page address,Previous page address,Date", ...rows].join("\n"));
  for (const language of ["en", "ru"]) {
    await page.getByRole("combobox", { name: /Interface language|Язык интерфейса/ }).selectOption(language);
    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles([{ name: `two-${language}.csv`, mimeType: "text/csv", buffer: csv }]);
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(".column-choice-header")).toBeVisible();
    const outside = await dialog.evaluate((box) => {
      const right = box.getBoundingClientRect().right;
      return [...box.querySelectorAll("label")]
        .filter((label) => label.getBoundingClientRect().right > right + 0.5)
        .map((label) => label.textContent);
    });
    expect(outside, language).toEqual([]);
    await page.screenshot({ path: `test-results/screens/csv-columns-800-${language}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test("a CSV of relative paths imports, and the file's location makes them full URLs in one go; Excel's dotted date gets its fix", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const csv = "URL;Last modified\r\n/catalog/a;05.12.2026 9:05\r\n/catalog/b?color=red,blue;2026-12-01\r\n";
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name: "paths.csv", mimeType: "text/csv", buffer: Buffer.from(csv) }]);
  await expect(page.getByText("Showing 2 of 2 URLs")).toBeVisible();
  await expect(
    page.getByText(/2 are paths without the site’s address: type the address where the file is published/),
  ).toBeVisible();
  const location = page.getByRole("textbox", { name: "Location of paths.csv" });
  await location.fill("https://shop.example.ru/paths.csv");
  await location.press("Enter");
  const panel = page.locator(".pp-panel");
  await panel.getByRole("button", { name: "Fix all 2" }).first().click();
  const grid = page.getByRole("grid");
  await expect(grid.getByText("https://shop.example.ru/catalog/a")).toBeVisible();
  await expect(grid.getByText("https://shop.example.ru/catalog/b?color=red,blue")).toBeVisible();
  await expect(panel).not.toContainText("loc.relative");
  // Excel's date without its leading zero: written W3C by its fix, its time with a zone (Moscow's for a
  // .ru site with no zone of its own), so no lastmod.no-timezone follows
  await panel
    .getByRole("button", {
      name: /^Fix: Write the date as YYYY-MM-DD and the time with the timezone chosen .*\+03:00$/,
    })
    .click();
  await expect(grid.getByText("2026-12-05T09:05:00+03:00", { exact: true })).toBeVisible();
  await expect(panel).not.toContainText("lastmod.no-timezone");
  expect(errors).toEqual([]);
});

test("a crawler's export comes in without its redirects, errors and non-indexable pages, which one click adds", async ({
  page,
  errors,
}) => {
  const rows = ['"Address","Content Type","Status Code","Status","Indexability","Indexability Status"'];
  for (let i = 0; i < 40; i++) rows.push(`"https://shop.ru/p/${i}","text/html","200","OK","Indexable",""`);
  for (let i = 0; i < 6; i++)
    rows.push(
      `"https://shop.ru/old/${i}","text/html","301","Moved Permanently","Non-Indexable","Redirected"`,
    );
  rows.push('"https://shop.ru/gone","text/html","404","Not Found","Non-Indexable","Client Error"');
  rows.push('"https://shop.ru/p/1?sort=price","text/html","200","OK","Non-Indexable","Canonicalised"');
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      { name: "internal_html.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) },
    ]);
  await expect(page.getByText("Showing 40 of 40 URLs")).toBeVisible();
  const notice = page.locator(".toast-warning").filter({ hasText: "8 rows of internal_html.csv left out" });
  await expect(notice).toContainText("(redirects 3xx: 6; errors 4xx, 5xx or no answer: 1; non-indexable");
  await page.screenshot({ path: "test-results/screens/crawl-left-out.png" });
  await notice.getByRole("button", { name: "Import them too" }).click();
  await expect(page.getByText("Showing 48 of 48 URLs")).toBeVisible();
  await expect(notice).toBeHidden();
  // one step: undone at once
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByText("Showing 40 of 40 URLs")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a crawl dropped with the sitemap names the sitemap's URLs it flags, which one click removes", async ({
  page,
  errors,
}) => {
  const locs = [
    "https://shop.ru/",
    "https://shop.ru/каталог/",
    "https://shop.ru/old",
    "https://shop.ru/gone",
    "https://shop.ru/tag?page=2",
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("\n")}\n</urlset>\n`;
  const csv = [
    "Address,Status Code,Indexability",
    "https://shop.ru/,200,Indexable",
    // the crawler writes the page as requested: %-encoded
    "https://shop.ru/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/,200,Indexable",
    "https://shop.ru/old,301,Non-Indexable",
    "https://shop.ru/gone,404,Non-Indexable",
    "https://shop.ru/tag?page=2,200,Non-Indexable",
  ].join("\n");
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      { name: "sitemap.xml", mimeType: "text/xml", buffer: Buffer.from(xml) },
      { name: "internal_html.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
    ]);
  const notice = page
    .locator(".toast-warning")
    .filter({ hasText: "sitemap.xml lists 3 URLs the crawl in internal_html.csv marks as pages" });
  await expect(notice).toContainText(
    "(redirects 3xx: 1; errors 4xx, 5xx or no answer: 1; non-indexable, such as noindex or canonicalised to another URL: 1), such as https://shop.ru/old.",
  );
  // the newest notice is the one in sight when the stack scrolls (three long ones at 1440 x 900)
  await expect
    .poll(() =>
      page.locator(".toasts").evaluate((stack) => stack.scrollHeight - stack.clientHeight - stack.scrollTop),
    )
    .toBeLessThan(2);
  await page.screenshot({ path: "test-results/screens/crawl-listed.png" });
  await notice.getByRole("button", { name: "Remove them" }).click();
  await expect(notice).toBeHidden();
  // the sitemap keeps its 2 other URLs, beside the crawl's 2 pages kept
  await page.getByRole("button", { name: "Show only sitemap.xml in the table" }).click();
  await expect(page.getByText("Showing 2 of 4 URLs")).toBeVisible();
  // one step: undone at once
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByText("Showing 5 of 7 URLs")).toBeVisible();
  expect(errors).toEqual([]);
});
