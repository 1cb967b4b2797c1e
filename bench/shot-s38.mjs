import { startPreview, launchChromium } from "./preview-server.mjs";
const port = 4388;
const server = await startPreview("/work/main/", port, "dist");
const browser = await launchChromium();
try {
  for (const [w, h, lang] of [[1366, 768, "ru"], [1024, 768, "ru"], [1280, 720, "en"]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole("button", { name: /Open example|Открыть пример/ }).first().click();
    await page.locator("input[type=file]").first().setInputFiles(["/work/shared/corpus/advertools-news-nytimes.xml"]);
    await page.waitForTimeout(1500);
    if (lang === "ru") await page.locator("header select").last().selectOption("ru");
    await page.waitForTimeout(500);
    await page.locator(".pp-toggle").filter({ hasText: "news.language-invalid" }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/s38-${lang}-${w}.png` });
    await page.close();
  }
} finally { await browser.close(); server.kill(); }
