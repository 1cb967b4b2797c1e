/**
 * The Playwright `test` every spec uses: it collects page errors, console errors and requests that leave
 * the page's origin, and fails the test on any of them after the test body ran.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

/** Absolute path of the read-only shared folder (`SHARED_DIR`, default `../shared`). */
export const SHARED_DIR = resolve(process.cwd(), process.env.SHARED_DIR ?? "../shared");

/** Absolute path of a corpus file. */
export const corpusPath = (name: string) => resolve(SHARED_DIR, "corpus", name);

/** EXPECT.tsv of the corpus: file name → accepted formats. */
export function corpusFormats(): Map<string, string[]> {
  const text = readFileSync(resolve(SHARED_DIR, "corpus/EXPECT.tsv"), "utf8");
  const rows = text.split("\n").slice(1).filter(Boolean);
  return new Map(rows.map((line) => line.split("\t")).map(([name, formats]) => [name, formats.split("|")]));
}

interface AppFixtures {
  errors: string[];
}

export const test = base.extend<AppFixtures>({
  errors: async ({ page, baseURL }, use) => {
    const errors: string[] = [];
    const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    page.on("request", (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith("blob:") && !url.startsWith("data:")) {
        errors.push(`request off origin: ${url}`);
      }
    });
    await use(errors);
    expect(errors).toEqual([]);
  },
});

/** Drops files on the window as a user dragging them from the desktop would (a real `drop` event). */
export async function dropFiles(page: Page, files: { name: string; path: string }[]): Promise<void> {
  // the app has rendered (its drop listener comes with its first commit): `goto` may end before that
  await page.locator("#root > *").first().waitFor({ state: "attached" });
  const payload = files.map((f) => ({ name: f.name, data: [...readFileSync(f.path)] }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) dt.items.add(new File([new Uint8Array(item.data)], item.name));
    return dt;
  }, payload);
  await page.dispatchEvent("body", "dragenter", { dataTransfer });
  await page.dispatchEvent("body", "dragover", { dataTransfer });
  await page.dispatchEvent("body", "drop", { dataTransfer });
}

export { expect };
