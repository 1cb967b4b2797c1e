import { startPreview, launchChromium } from "./preview-server.mjs";
const server = await startPreview("/work/main/", 4183, "dist");
const browser = await launchChromium();
try {
  for (const lang of ["en", "ru"]) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: lang === "ru" ? "ru-RU" : "en-US" });
    await page.goto("http://127.0.0.1:4183/");
    await page.setInputFiles('input[type="file"]', [
      "/work/shared/corpus/" + process.argv[2],
      "/work/shared/corpus/" + process.argv[3],
    ]);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/s37/two-files-${lang}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
