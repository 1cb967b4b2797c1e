/**
 * Issue #5: a big file's first rows are on screen, read only and marked as still reading, while the worker
 * reads the rest (the read is streamed to the page); once it is read the same grid is the editable table,
 * in the same place: the rows do not move under the pointer.
 */
import { expect, test } from "./app-test";

/**
 * Drops a 50,000-URL sitemap with hreflang links and images, made in the page (about 30 MB); `zoned`: its
 * lastmods have a time and a timezone and its URLs a changefreq (the Last modified column is laid out to
 * keep the zone in sight).
 */
async function dropBigFile(page: import("@playwright/test").Page, name: string, zoned = false) {
  // the app has rendered (its drop listener comes with its first commit): `goto` may end before that
  await page.locator("#root > *").first().waitFor({ state: "attached" });
  await page.evaluate(
    ({ fileName, zoned }) => {
      const parts = [
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
          'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ];
      const langs = ["en", "de", "fr"];
      for (let i = 0; i < 50_000; i++) {
        const group = i - (i % 3);
        const loc = (k: number) => `https://www.example.com/${langs[k - group]}/item-${k}`;
        const lastmod = zoned ? `2024-05-01T10:${String(i % 60).padStart(2, "0")}:00+03:00` : "2024-05-01";
        const changefreq = zoned ? "<changefreq>weekly</changefreq>" : "";
        parts.push(
          `<url><loc>${loc(i)}</loc><lastmod>${lastmod}</lastmod>${changefreq}<priority>0.5</priority>`,
        );
        for (let k = group; k < group + 3; k++)
          parts.push(`<xhtml:link rel="alternate" hreflang="${langs[k - group]}" href="${loc(k)}"/>`);
        parts.push(
          `<image:image><image:loc>https://img.example.com/${i}.jpg</image:loc></image:image></url>\n`,
        );
      }
      parts.push("</urlset>\n");
      // what the page saw of the grid while the file was read (a MutationObserver never misses a state)
      const seen: Record<string, string | number | null> = {};
      (window as unknown as { __preview: typeof seen }).__preview = seen;
      const top = (grid: Element, selector: string) =>
        grid.querySelector(selector)?.getBoundingClientRect().top;
      // the header cells' left edges and widths, and the first filter field's: the layout to keep
      const layout = (grid: Element) =>
        [...grid.querySelectorAll("thead th"), document.querySelector(".et-filters .et-field")]
          .map((cell) => {
            const box = cell?.getBoundingClientRect();
            return box ? `${Math.round(box.left)}+${Math.round(box.width)}` : "none";
          })
          .join(" ");
      const observer = new MutationObserver(() => {
        const grid = document.querySelector('[role="grid"][aria-readonly="true"]');
        const cell = grid?.querySelector('[role="gridcell"]');
        if (grid && cell && seen.first === undefined) {
          seen.first = cell.textContent;
          seen.rowcount = grid.getAttribute("aria-rowcount");
          seen.status = document.querySelector(".et-preview-status")?.textContent ?? null;
          seen.progress = document.querySelector(".loading-item progress") ? "shown" : "none";
          const region = grid.closest("section");
          seen.statusCount = region?.querySelectorAll('output, [role="status"], [aria-live]').length ?? null;
          const sortable = grid.querySelectorAll("thead button, [aria-sort], .et-sort-icon");
          seen.sortable = sortable.length;
          const label = grid.querySelector("thead .et-sort");
          seen.headCursor = label ? getComputedStyle(label).cursor : null;
        }
        // where the preview's header and rows are, up to the last state before it gives way
        if (grid && cell) {
          seen.previewHead = top(grid, "thead tr") ?? null;
          seen.previewRow = top(grid, '[aria-rowindex="2"]') ?? null;
          seen.previewThird = top(grid, '[aria-rowindex="4"]') ?? null;
          seen.previewLayout = layout(grid);
        }
        if (seen.first !== undefined && !grid) {
          const table = document.querySelector('[role="grid"]');
          seen.after = table?.getAttribute("aria-rowcount") ?? null;
          if (table) {
            seen.tableHead = top(table, "thead tr") ?? null;
            seen.tableRow = top(table, '[aria-rowindex="2"]') ?? null;
            seen.tableLayout = layout(table);
          }
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      const dt = new DataTransfer();
      dt.items.add(new File(parts, fileName, { type: "text/xml" }));
      for (const type of ["dragenter", "dragover", "drop"])
        document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }),
        );
    },
    { fileName: name, zoned },
  );
}

test("a big file shows its first rows read only while it is read, then they are editable", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  await dropBigFile(page, "big-ext.xml");
  await expect(page.getByText("Showing 50,000 of 50,000 URLs")).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { __preview: Record<string, string | number | null> }).__preview,
  );
  expect(seen.first).toBe("https://www.example.com/en/item-0");
  expect(Number(seen.rowcount)).toBeGreaterThan(1);
  expect(Number(seen.rowcount)).toBeLessThanOrEqual(1_001);
  expect(seen.status).toMatch(/^Still reading big-ext\.xml: its first [\d,]+ URLs are shown\./);
  expect(seen.progress).toBe("shown");
  // one live region in the preview (its status line), and a header that cannot sort
  expect(seen.statusCount).toBe(1);
  expect(seen.sortable).toBe(0);
  expect(seen.headCursor).toBe("default");
  // the preview gave way to the whole file, in the editable table, without moving: same header, same rows
  expect(seen.after).toBe("50001");
  expect(seen.tableHead).toBeGreaterThan(100);
  expect(seen.previewHead).toBe(seen.tableHead);
  expect(seen.previewRow).toBe(seen.tableRow);
  expect(Number(seen.previewThird) - Number(seen.previewRow)).toBe(64);
  const grid = page.getByRole("grid");
  await expect(grid).not.toHaveAttribute("aria-readonly", "true");
  await expect(page.locator(".pp-panel")).toHaveAttribute("aria-busy", "false");
  // a double-click aimed at the preview's third row edits that row of the table
  const box = await grid.getByRole("row").nth(3).getByRole("gridcell").nth(0).boundingBox();
  expect(box?.y).toBe(seen.previewThird);
  await page.mouse.dblclick((box?.x ?? 0) + 40, Number(seen.previewThird) + 16);
  await expect(grid.getByRole("textbox")).toHaveValue("https://www.example.com/fr/item-2");
  await grid.getByRole("textbox").press("Escape");
  const cell = grid.getByRole("row").nth(1).getByRole("gridcell").nth(0);
  await cell.dblclick();
  await grid.getByRole("textbox").fill("https://www.example.com/en/edited");
  await grid.getByRole("textbox").press("Enter");
  await expect(cell).toHaveText("https://www.example.com/en/edited");
  await expect(page.locator(".pp-panel")).toContainText("hreflang");
  expect(errors).toEqual([]);
});

test("at 1280 px a big file's preview has the table's columns and filter bar: nothing moves as it gives way", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await dropBigFile(page, "big-zoned.xml", true);
  await expect(page.getByText("Showing 50,000 of 50,000 URLs")).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { __preview: Record<string, string | number | null> }).__preview,
  );
  // the Last modified column as wide as the table's, its dates' "+03:00" in sight (it had been 84 px
  // narrower, the URL column wider), and the Search field as wide (the Rule field had been narrower)
  expect(seen.tableLayout).toMatch(/^224\+\d+ \d+\+\d+ /);
  expect(seen.previewLayout).toBe(seen.tableLayout);
  // the count line "Showing 50,000 of 50,000 URLs" pushes the buttons to a line of their own in both (the
  // preview's had been "Showing 299 of 299", and the table's rows came 23 px lower)
  expect(seen.previewRow).toBe(seen.tableRow);
  await expect(page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(1)).toHaveText(
    /\+03:00$/,
  );
  expect(errors).toEqual([]);
});
