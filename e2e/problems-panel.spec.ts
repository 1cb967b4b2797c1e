/**
 * Issue #3 end to end: a quick fix of the whole priority.invalid group, undone with Ctrl+Z; an engine
 * switched off hides its rules; a screenshot of the problems panel on a file with every extension.
 */
import { corpusPath, expect, test } from "./app-test";

const ALLTAGS = "sitemapjs-alltags-video-news-image-xhtml.xml";
const SHOTS = "test-results/screens";

test("fix a group, undo it with Ctrl+Z, switch Google off", async ({ page, errors }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open example" }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
  const totals = page.locator(".header-totals");
  const panel = page.getByRole("region", { name: "Problems" });
  const groups = panel.getByRole("list", { name: "Problems by rule" });
  const group = (code: string) =>
    groups
      .locator(":scope > li")
      .filter({ has: page.locator("code", { hasText: new RegExp(`^${code.replace(".", "\\.")}$`) }) });

  await expect(group("priority.invalid")).toBeVisible();
  // the header's totals follow the panel by a deferred render ("…" until then)
  await expect(totals).toContainText(/\d+ errors?/);
  const errorsBefore = Number((await totals.textContent())?.match(/(\d+) errors?/)?.[1]);
  expect(errorsBefore).toBeGreaterThan(1);
  const fixbar = group("priority.invalid").locator(".pp-fixbar");
  await expect(fixbar).toContainText("Replace comma with dot");
  await fixbar.getByRole("button").click();
  await expect(panel.getByText(/^Fixed 1 problem$/)).toBeVisible();
  await expect(group("priority.invalid")).toHaveCount(0);
  await expect(totals).toContainText(`${errorsBefore - 1} error`);
  await expect(page.getByRole("button", { name: "Undo", exact: true }).first()).toHaveAttribute(
    "title",
    // the group had one fixable problem: its button read "Fix", and so does the step
    /^Undo: Fix priority\.invalid/,
  );

  await page.locator("body").click({ position: { x: 5, y: 880 } });
  await page.keyboard.press("Control+z");
  await expect(totals).toContainText(`${errorsBefore} errors`);
  await expect(group("priority.invalid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Redo", exact: true })).toBeEnabled();

  await expect(group("changefreq.ignored")).toBeVisible();
  const google = panel.getByRole("button", { name: "Google", exact: true });
  await google.click();
  await expect(google).toHaveAttribute("aria-pressed", "false");
  await expect(group("changefreq.ignored")).toHaveCount(0);
  await google.click();
  await expect(group("changefreq.ignored")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the problems panel on a file with every extension", async ({ page, errors }) => {
  await page.goto("/");
  await page.locator("input[type=file]").first().setInputFiles(corpusPath(ALLTAGS));
  await expect(page.locator(`li[data-file='${ALLTAGS}']`)).toBeVisible();
  const panel = page.getByRole("region", { name: "Problems" });
  await expect(panel.getByRole("button", { name: /^Fix all \d+: / }).first()).toBeVisible();
  await expect(panel.getByRole("button", { name: "Download report (CSV)" })).toBeEnabled();
  await page.locator(".problems-area").screenshot({ path: `${SHOTS}/5-problems.png` });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download report (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sitemap-issues.csv");
  expect(errors).toEqual([]);
});

test("feeds: an Atom xml:base resolves its links; an RSS feed's relative link is written in full by Fix", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/blog/">
  <title>Blog</title>
  <entry><title>One</title><link href="posts/one"/><updated>2025-06-01T10:00:00Z</updated></entry>
</feed>`;
  const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>News</title>
  <item><link>https://example.com/news/a</link></item>
  <item><link>https://example.com/news/b</link></item>
  <item><link>/news/relative-c</link></item>
  <item><guid>https://example.com/news/guid-d</guid></item>
</channel></rss>`;
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      { name: "blog.atom", mimeType: "application/atom+xml", buffer: Buffer.from(atom) },
      { name: "news.rss", mimeType: "application/rss+xml", buffer: Buffer.from(rss) },
    ]);
  const grid = page.getByRole("grid");
  await expect(page.getByText("Showing 5 of 5 URLs")).toBeVisible();
  await expect(grid.getByText("https://example.com/blog/posts/one")).toBeVisible();
  await expect(grid.getByText("https://example.com/news/guid-d")).toBeVisible();
  const panel = page.locator(".pp-panel");
  await expect(panel).toContainText("loc.relative");
  // one of its kind: the group's button is "Fix"
  await panel.getByRole("button", { name: /^Fix: Write the full URL/ }).click();
  // resolved against the location guessed from the feed's own URLs
  await expect(grid.getByText("https://example.com/news/relative-c")).toBeVisible();
  await expect(panel).not.toContainText("loc.relative");
  expect(errors).toEqual([]);
});

test("hosts no DNS name can be get one problem in the browser as in Node, and never become the reference", async ({
  page,
  errors,
}) => {
  await page.goto("/");
  const urlset = (locs: string[]) =>
    Buffer.from(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`,
    );
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles([
      // Chromium's URL parser takes "exa mple.com" (as exa%20mple.com); the check refuses it all the same
      {
        name: "space.xml",
        mimeType: "text/xml",
        buffer: urlset(["https://example.com/a", "https://example.com/b", "https://exa mple.com/c"]),
      },
      // most entries on a host that cannot be: the good one is not told it is on "another host"
      {
        name: "dots.xml",
        mimeType: "text/xml",
        buffer: urlset(["https://example..com/a", "https://example..com/b", "https://example.com/c"]),
      },
    ]);
  await expect(page.getByText("Showing 6 of 6 URLs")).toBeVisible();
  const panel = page.getByRole("region", { name: "Problems" });
  await expect(panel).toHaveAttribute("aria-busy", "false");
  const codes = await panel.locator(".pp-code").allTextContents();
  const shown = codes.map((code) => code.replace(/\s/g, ""));
  expect(shown).toContain("loc.invalid");
  expect(shown).toContain("loc.bad-host");
  expect(shown).not.toContain("loc.unencoded-chars");
  expect(shown).not.toContain("loc.other-host");
  expect(errors).toEqual([]);
});

test("an example's URL is cut to its box in the middle, the last segment kept, no blank after the …", async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  await page.locator("input[type=file]").first().setInputFiles(corpusPath("advertools-news-nytimes.xml"));
  const panel = page.getByRole("region", { name: "Problems" });
  const examples = panel.locator(".pp-examples .pp-loc");
  await expect(examples.first()).toBeVisible();
  const shown = await examples.evaluateAll((locs) =>
    locs.map((loc) => {
      const middles = [...loc.querySelectorAll(".url-cut-middle")];
      const parts = middles.length > 0 ? [...(middles[0].parentElement as HTMLElement).childNodes] : [];
      const range = document.createRange();
      // what is drawn (the whole URL is also there for assistive technology, hidden)
      range.selectNodeContents(loc.querySelector("[aria-hidden]") ?? loc);
      return {
        shown: parts.map((part) => (middles.includes(part as Element) ? "…" : part.textContent)).join(""),
        fits: range.getBoundingClientRect().width <= loc.clientWidth + 0.5,
      };
    }),
  );
  expect(shown.length).toBeGreaterThan(2);
  for (const { shown: text, fits } of shown) {
    // "https://www.ny…/quarantine-paris.html" (the page's own segment kept, or its end when even it is too
    // long): one "…" drawn in the middle, none at the end, all in the box
    expect(text).toMatch(/^https:[^…]*…[^…]*-[a-z]+\.html$/);
    expect(fits).toBe(true);
  }
  expect(errors).toEqual([]);
});
