/**
 * Issue #6 end to end: the workspace comes back after a reload, exactly; a second tab is told and does not
 * save until it takes over; Start over asks first, then clears for good.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./app-test";

const EDITED = "https://www.example.com/edited-by-autosave-e2e/";

async function openExample(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
}

const fileNames = (page: Page) =>
  page.locator("li[data-file]").evaluateAll((items) => items.map((li) => li.getAttribute("data-file")));

/**
 * Opens, through the file input, a urlset `name` of `count` URLs `https://www.example.com/p/<i>`, each
 * `<url>` holding `extra` after its loc.
 */
async function openGeneratedUrlset(page: Page, name: string, count: number, extra: string) {
  const urls = Array.from(
    { length: count },
    (_, i) => `<url><loc>https://www.example.com/p/${i}</loc>${extra}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("\n")}</urlset>`;
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([{ name, mimeType: "application/xml", buffer: Buffer.from(xml) }]);
}

/** The example opened and saved in `page`, and a second tab on the workspace that only reads it. */
async function openSavedBesideReader(page: Page): Promise<Page> {
  await openExample(page);
  await expect(page.locator(".save-status")).toHaveText("Saved");
  const second = await page.context().newPage();
  await second.goto("/");
  await expect(second.getByText("This workspace is open in another tab.")).toBeVisible();
  return second;
}

test("an edit survives a reload; a second tab is told and can take over", async ({ page, errors }) => {
  await openExample(page);
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").nth(0).dblclick();
  await grid.getByRole("textbox").fill(EDITED);
  await grid.getByRole("textbox").press("Enter");
  await expect(grid.getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved");
  const files = await fileNames(page);
  await expect(page.locator(".header-totals .checking")).toHaveCount(0);
  const totals = (await page.locator(".header-totals").textContent()) ?? "";

  await page.reload();
  await expect(page.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  expect(await fileNames(page)).toEqual(files);
  // the problems are checked again, to the same totals
  await expect(page.locator(".header-totals")).toHaveText(totals);
  await expect(page.locator(".save-status")).toHaveText("Saved");

  const other = await page.context().newPage();
  await other.goto("/");
  const banner = other.getByText("This workspace is open in another tab. Changes here are not saved.");
  await expect(banner).toBeVisible();
  await expect(other.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  await expect(other.locator(".save-status")).toContainText("Not saved");
  await expect(page.getByText("This workspace is open in another tab.")).toHaveCount(0);

  // a change made in the tab that does not save: taking over would replace it, so it asks first
  await other.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true }).dblclick();
  await other.keyboard.press("Control+a");
  await other.keyboard.type("https://www.example-shop.com/from-the-second-tab");
  await other.keyboard.press("Enter");
  // a change of language redraws the banner: it must not forget that the tab holds unsaved changes
  await other.getByRole("combobox", { name: "Interface language" }).selectOption("ru");
  await other.getByRole("combobox", { name: "Язык интерфейса" }).selectOption("en");
  await other.getByRole("button", { name: "Use it here instead" }).click();
  const ask = other.getByRole("alertdialog", { name: "Replace the changes made in this tab?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(
    other
      .getByRole("grid")
      .getByRole("gridcell", { name: "https://www.example-shop.com/from-the-second-tab" }),
  ).toBeVisible();
  await other.getByRole("button", { name: "Use it here instead" }).click();
  await ask.getByRole("button", { name: "Load the saved workspace" }).click();
  await expect(banner).toHaveCount(0);
  await expect(other.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  await expect(other.locator(".save-status")).toHaveText("Saved");
  await expect(
    page.getByText("This workspace is open in another tab. Changes here are not saved."),
  ).toBeVisible();
  await other.close();
  expect(errors).toEqual([]);
});

test("the tab left saves once the one that saved is closed, with or without changes of its own", async ({
  page,
  errors,
}) => {
  const second = await openSavedBesideReader(page);
  // no change made in it: it just takes over, from what the closed tab saved
  await page.close({ runBeforeUnload: true });
  await expect(second.getByText("This workspace is open in another tab.")).toHaveCount(0);
  await expect(second.locator(".save-status")).toHaveText("Saved");
  await expect(
    second.getByText("The tab that saved this workspace was closed: this tab saves it now"),
  ).toBeVisible();

  // a third tab reads; a change made there is kept when the user says so, once the second one is closed
  const third = await second.context().newPage();
  await third.goto("/");
  await expect(third.getByText("This workspace is open in another tab.")).toBeVisible();
  const grid = third.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").nth(0).dblclick();
  await grid.getByRole("textbox").fill(EDITED);
  await grid.getByRole("textbox").press("Enter");
  await second.close({ runBeforeUnload: true });
  await expect(
    third.getByText("The tab that saved this workspace was closed. The changes made here"),
  ).toBeVisible();
  await third.getByRole("button", { name: "Save the changes made here" }).click();
  // it asks first: the closed tab's own saved changes are written over (they went without a word)
  const ask = third.getByRole("alertdialog", { name: "Save this tab's workspace over the saved one?" });
  await expect(ask).toContainText("what was changed in the closed tab since this tab opened is lost");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(third.locator(".other-tab-banner")).toBeVisible();
  await third.getByRole("button", { name: "Save the changes made here" }).click();
  await ask.getByRole("button", { name: "Save the changes made here" }).click();
  await expect(third.locator(".save-status")).toHaveText("Saved");
  await expect(third.locator(".other-tab-banner")).toHaveCount(0);
  await third.reload();
  await expect(third.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  await third.close();
  expect(errors).toEqual([]);
});

test("the tab that saves, reloaded beside an idle tab, saves again (it came back read-only)", async ({
  page,
  errors,
}) => {
  const second = await openSavedBesideReader(page);
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved");
  await expect(page.locator(".other-tab-banner")).toHaveCount(0);
  await expect(second.getByText("This workspace is open in another tab.")).toBeVisible();
  // and an edit made after the reload is saved: it comes back in a fresh load
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").nth(0).dblclick();
  await grid.getByRole("textbox").fill(EDITED);
  await grid.getByRole("textbox").press("Enter");
  await expect(page.locator(".save-status")).toHaveText("Saved");
  await second.close();
  await page.reload();
  await expect(page.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("Start over asks first, then clears, and stays empty after a reload", async ({ page, errors }) => {
  await openExample(page);
  await expect(page.locator(".save-status")).toHaveText("Saved");
  await page.getByRole("button", { name: "Start over" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Start over?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("li[data-file='example-sitemap.xml']")).toBeVisible();

  await page.getByRole("button", { name: "Start over" }).click();
  await dialog.getByRole("button", { name: "Start over" }).press("Enter");
  await expect(page.getByText("Drop sitemap files here")).toBeVisible();
  await expect(page.locator("li[data-file]")).toHaveCount(0);
  // the focus lands where it shows, on the empty page's first button, not on the outline-less main area
  await expect(page.locator("#main .empty-state").getByRole("button").first()).toBeFocused();

  await page.reload();
  await expect(page.getByText("Drop sitemap files here")).toBeVisible();
  await expect(page.locator("li[data-file]")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an edit whose save was still waiting when the tab closed comes back", async ({ page, errors }) => {
  await openExample(page);
  await expect(page.locator(".save-status")).toHaveText("Saved");
  // another page of the site holds a write transaction on the workspace store, so the app's save waits:
  // what happens when the user closes the tab during a slow save
  const blocker = await page.context().newPage();
  await blocker.goto("/favicon.svg");
  await blocker.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("sitemap-editor");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("workspace", "readwrite").objectStore("workspace");
          const w = window as unknown as { releaseSave?: boolean };
          // a transaction lives while requests follow each other
          const spin = () => {
            if (!w.releaseSave) store.get("none").onsuccess = spin;
          };
          spin();
          resolve();
        };
      }),
  );
  const grid = page.getByRole("grid");
  await grid.getByRole("row").nth(1).getByRole("gridcell").nth(0).dblclick();
  await grid.getByRole("textbox").fill(EDITED);
  await grid.getByRole("textbox").press("Enter");
  await expect(page.locator(".save-status")).toHaveText("Saving…");
  // the browser asks "Leave site?"; the user leaves
  page.on("dialog", (dialog) => void dialog.accept());
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  await blocker.evaluate(() => {
    (window as unknown as { releaseSave?: boolean }).releaseSave = true;
  });
  await blocker.close();

  const next = await page.context().newPage();
  await next.goto("/");
  await expect(next.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  await expect(next.locator(".save-status")).toHaveText("Saved");
  expect(
    await next.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("journal"))),
  ).toEqual([]);
  await next.reload();
  await expect(next.getByRole("grid").getByRole("gridcell", { name: EDITED, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a big file's entries are written by the worker and all come back after a reload", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openGeneratedUrlset(page, "big.xml", 9_000, "");
  await expect(page.getByText("Showing 9,000 of 9,000 URLs")).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved", { timeout: 30_000 });
  // its five entry chunks went to IndexedDB from the worker's copy: one store request, no page clone of them
  expect(await page.evaluate(() => performance.getEntriesByName("sitemap worker: store").length)).toBe(1);
  const keys = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("sitemap-editor");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("workspace").objectStore("workspace").getAllKeys();
          all.onsuccess = () => resolve((all.result as string[]).filter((key) => key.includes(":urls:")));
        };
      }),
  );
  expect(keys.sort()).toEqual([0, 1, 2, 3, 4].map((k) => `workspace:default:file:big.xml:urls:${k}`));

  await page.reload();
  await expect(page.getByText("Showing 9,000 of 9,000 URLs")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search URLs" }).fill("/p/8999");
  await expect(
    page.getByRole("gridcell", { name: "https://www.example.com/p/8999", exact: true }),
  ).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved");
  expect(errors).toEqual([]);
});

test("a bulk change's undo step is saved packed in chunks and undoes after a reload", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await openGeneratedUrlset(page, "bulk.xml", 5_000, "<changefreq>daily</changefreq>");
  await expect(page.getByText("Showing 5,000 of 5,000 URLs")).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved", { timeout: 30_000 });
  await page.getByRole("button", { name: "Select all 5,000 matching" }).click();
  await page.getByLabel("Change selected rows:").selectOption("changefreq");
  await page.getByLabel("New value").selectOption("monthly");
  await page.getByRole("button", { name: "Set", exact: true }).click();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("gridcell", { name: "monthly" }).first()).toBeVisible();
  await expect(page.locator(".save-status")).toHaveText("Saved", { timeout: 30_000 });
  // the step's 5,000 patches: three stored chunks, each a few typed arrays (no entry object per patch)
  const chunks = await page.evaluate(
    () =>
      new Promise<{ key: string; packed: boolean; count: number }[]>((resolve, reject) => {
        const open = indexedDB.open("sitemap-editor");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("workspace").objectStore("workspace");
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const steps = (keys.result as string[]).filter((key) => /:step:\d+:\d+$/.test(key)).sort();
            const found: { key: string; packed: boolean; count: number }[] = [];
            for (const key of steps) {
              const get = store.get(key);
              get.onsuccess = () => {
                const value = get.result as { fileOf?: unknown; after?: { count?: number } };
                found.push({
                  key: key.replace(/^.*:step:/, "step:"),
                  packed: value.fileOf instanceof Uint32Array,
                  count: value.after?.count ?? -1,
                });
                if (found.length === steps.length) resolve(found);
              };
            }
            if (steps.length === 0) resolve(found);
          };
        };
      }),
  );
  expect(chunks.map(({ packed, count }) => [packed, count])).toEqual([
    [true, 2_000],
    [true, 2_000],
    [true, 1_000],
  ]);

  await page.reload();
  await expect(page.getByText("Showing 5,000 of 5,000 URLs")).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: "monthly" }).first()).toBeVisible();
  await page.getByRole("button", { name: /^Undo/ }).click();
  await expect(grid.getByRole("gridcell", { name: "daily" }).first()).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: "monthly" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
