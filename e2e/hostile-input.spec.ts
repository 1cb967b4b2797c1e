/**
 * Issue #7 end to end: hostile and broken files dropped with a valid one (the page stays responsive, each
 * bad file is listed with its problem, no script runs from data), the built app's Content-Security-Policy
 * (headers, meta, the Web Worker loads under it, Trusted Types block HTML sinks), and a full session that
 * requests nothing outside the page's origin.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page, TestInfo } from "@playwright/test";
import { zipSync } from "fflate";
import { corpusPath, dropFiles, expect, test } from "./app-test";

const VALID = "webignition-large-8497-urls.xml";
const SM = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Writes `bytes` into the test's output folder and returns a drop item for it. */
function outputFile(testInfo: TestInfo, name: string, bytes: Uint8Array | string) {
  const path = testInfo.outputPath(name);
  writeFileSync(path, bytes);
  return { name, path };
}

function billionLaughs(): string {
  const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE urlset [\n<!ENTITY lol0 "lol">\n${entities.join("\n")}\n]>\n<urlset ${SM}><url><loc>https://www.example.com/&lol9;</loc></url></urlset>\n`;
}

function randomBytes(size: number): Uint8Array {
  let seed = 20_260_707;
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

const HTML_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Shop</title><script>alert("from data")</script></head>' +
  '<body><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">a</a><p>hi</body></html>\n';

const SCRIPT_VALUES = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${SM}>
<url><loc>javascript:alert(1)</loc></url>
<url><loc>https://www.example.com/&lt;script&gt;alert(3)&lt;/script&gt;</loc><lastmod>&lt;img src=x onerror=alert(4)&gt;</lastmod></url>
</urlset>\n`;

/** Every request the page makes, to assert none leaves its origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function offOrigin(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url));
}

const fileItem = (page: Page, name: string) => page.locator(`li[data-file='${name}']`);

test("hostile files next to a valid one: each listed with its problem, the page stays responsive", async ({
  page,
  errors,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const requests = recordRequests(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const truncated = readFileSync(corpusPath("cc-xhtml-hreflang-links.xml"));
  const files = [
    // 300 MB of zeros at level 9: about 300 KB
    outputFile(testInfo, "bomb.xml.gz", gzipSync(new Uint8Array(300 * 1024 * 1024), { level: 9 })),
    outputFile(testInfo, "random.xml", randomBytes(1024 * 1024)),
    outputFile(testInfo, "lol.xml", billionLaughs()),
    outputFile(testInfo, "page.xml", HTML_PAGE),
    outputFile(testInfo, "truncated.xml", truncated.subarray(0, truncated.length >> 1)),
    outputFile(testInfo, "script-values.xml", SCRIPT_VALUES),
    { name: VALID, path: corpusPath(VALID) },
  ];
  await page.goto("/");
  await dropFiles(page, files);

  // responsive while the worker unpacks the bomb: a dialog opens and closes at once
  await page.getByRole("button", { name: "Paste" }).click();
  await expect(page.getByRole("dialog", { name: "Paste a sitemap" })).toBeVisible({ timeout: 2_000 });
  await page.keyboard.press("Escape");

  // the bomb is unpacked to its 200 MB cap first: 30-40 s in a fresh-clone run on this 2-core machine,
  // over a minute when it is loaded (the responsiveness asserted above is the point, not this wait)
  await expect(fileItem(page, VALID)).toContainText("8,497 URLs", { timeout: 100_000 });
  await expect(
    page.getByRole("grid").getByRole("gridcell", { name: "http://example.com/Tags/", exact: true }),
  ).toBeVisible();
  for (const name of ["bomb.xml.gz", "random.xml", "page.xml"])
    await expect(fileItem(page, name), name).toHaveAttribute("data-format", "unknown");
  await expect(fileItem(page, "lol.xml")).toHaveAttribute("data-format", "urlset");
  await expect(fileItem(page, "truncated.xml")).toHaveAttribute("data-format", "urlset");
  for (const name of ["bomb.xml.gz", "random.xml", "lol.xml", "page.xml", "truncated.xml"])
    await expect(fileItem(page, name).locator(".file-counts"), name).toContainText("error");
  const codes = page.locator(".pp-code");
  for (const code of [
    "file.gzip-too-large",
    "file.unknown-format",
    "xml.doctype",
    "xml.malformed",
    "loc.scheme",
  ])
    await expect(codes.filter({ hasText: code }), code).toHaveCount(1);

  // values that look like markup stay text: shown as written, never run
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("script");
  const cell = page.getByRole("gridcell", { name: "https://www.example.com/<script>alert(3)</script>" });
  await expect(cell).toBeVisible();
  expect(await page.locator("#root script, #root img").count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(offOrigin(requests, new URL(baseURL ?? "").origin)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the built app runs under its Content-Security-Policy, the worker included", async ({
  page,
  errors,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveAttribute(
    "content",
    /default-src 'self'.*object-src 'none'.*trusted-types default/,
  );

  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.locator("li[data-file='example-sitemap.xml']")).toHaveAttribute("data-format", "urlset");
  await expect.poll(() => workers.some((url) => /sitemap\.worker/.test(url))).toBe(true);
  await expect(page.getByText("Background processing is unavailable")).toHaveCount(0);

  expect(errors).toEqual([]);
  // Trusted Types: a string reaching an HTML sink is refused (and logged, which is expected here)
  const outcome = await page.evaluate(() => {
    try {
      document.createElement("div").innerHTML = "<img src=x onerror=alert(1)>";
      return "assigned";
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe("TypeError");
  const isBlocked = (text: string) => /TrustedHTML/.test(text);
  await expect.poll(() => errors.filter(isBlocked).length).toBeGreaterThan(0);
  // Chromium logs the one blocked assignment twice (the Trusted Types message and the CSP violation)
  expect(errors.filter((text) => !isBlocked(text))).toEqual([]);
  errors.length = 0;
});

test("a full session (import, edit, export) requests nothing outside the page's origin", async ({
  page,
  errors,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.goto("/");
  await dropFiles(page, [{ name: VALID, path: corpusPath(VALID) }]);
  const grid = page.getByRole("grid");
  await expect(page.getByText("Showing 8,497 of 8,497 URLs")).toBeVisible();
  await grid.getByRole("row").nth(1).getByRole("gridcell").nth(3).dblclick();
  await grid.getByRole("textbox").fill("0.3");
  await grid.getByRole("textbox").press("Enter");
  await expect(grid.getByRole("row").nth(1).getByRole("gridcell").nth(3)).toHaveText(/^0\.3/);
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("dialog").getByRole("button", { name: "Download files" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(VALID);
  expect(requests.length).toBeGreaterThan(0);
  expect(offOrigin(requests, new URL(baseURL ?? "").origin)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a URL of 16 MB on one line: shown cut, the page stays responsive, its editors start empty and keep it", async ({
  page,
  errors,
}, testInfo) => {
  test.setTimeout(90_000);
  // one line of a text file: before values were shown cut, laying this out held the page for seconds
  const loc = `https://example.com/${"a".repeat(16 * 1024 * 1024)}`;
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByText("Showing 38 of 38 URLs")).toBeVisible();
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles(outputFile(testInfo, "hugeline.txt", loc).path);
  await expect(fileItem(page, "hugeline.txt")).toContainText("1 URL");
  const responsive = async () => {
    await page.getByRole("button", { name: "Paste" }).click();
    await expect(page.getByRole("dialog", { name: "Paste a sitemap" })).toBeVisible({ timeout: 2_000 });
    await page.keyboard.press("Escape");
  };
  await responsive();

  await page.getByRole("searchbox", { name: "Search URLs" }).fill("aaaaaaaaaa");
  await expect(page.getByText(/^Showing 1 of 39 URLs/)).toBeVisible();
  const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first();
  const name = (await cell.getAttribute("aria-label")) ?? "";
  expect(name.startsWith("https://example.com/aaaa")).toBe(true);
  expect(name.endsWith("…")).toBe(true);
  expect(name.length).toBeLessThan(5_000);
  // its row in the details pane: the URL field starts empty and says why; leaving it empty keeps the URL
  await cell.click();
  const field = page.getByRole("textbox", { name: /URL \(loc\)/ });
  await expect(field).toHaveValue("");
  await expect(field).toHaveAttribute("placeholder", /^16,777,236 characters, too long to show here/);
  await responsive();
  // the grid's editor too: Enter with nothing typed changes nothing
  await cell.dblclick();
  const editor = page.getByRole("grid").getByRole("textbox");
  await expect(editor).toHaveValue("");
  await editor.press("Enter");
  await expect(cell).toHaveAttribute("aria-label", name);
  await expect(page.locator(".save-status")).toHaveText("Saved", { timeout: 30_000 });

  // after a reload the workspace comes back with it, and the page answers at once
  await page.reload();
  await expect(fileItem(page, "hugeline.txt")).toContainText("1 URL", { timeout: 30_000 });
  await responsive();
  expect(errors).toEqual([]);
});

test("a ZIP of big sitemaps unpacks off the page's thread, under the page's policy, every file opened", async ({
  page,
  errors,
}, testInfo) => {
  test.setTimeout(60_000);
  // big entries (over fflate's 512 KB) are inflated in fflate's own workers, made from blob: URLs
  const urls = (n: number, path: string) =>
    Array.from({ length: n }, (_, i) => `<url><loc>https://www.example.com/${path}/${i}</loc></url>`).join(
      "",
    );
  const big = (path: string) => new TextEncoder().encode(`<urlset ${SM}>${urls(40_000, path)}</urlset>`);
  const zip = zipSync({
    "ru/sitemap.xml": big("ru"),
    "en/sitemap.xml": big("en"),
    "robots.txt": new TextEncoder().encode("Sitemap: https://www.example.com/ru/sitemap.xml\n"),
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/");
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles(outputFile(testInfo, "site.zip", zip).path);
  await expect(fileItem(page, "ru/sitemap.xml")).toContainText("40,000 URLs", { timeout: 30_000 });
  await expect(fileItem(page, "en/sitemap.xml")).toContainText("40,000 URLs");
  await expect(fileItem(page, "robots.txt")).toBeVisible();
  await expect(page.locator("li[data-file]")).toHaveCount(3);
  expect(workers.some((url) => url.startsWith("blob:"))).toBe(true);
  await expect(page.locator(".toast").filter({ hasText: /could not|not opened/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
