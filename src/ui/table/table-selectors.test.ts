import { describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { selectRuleOptions } from "./table-selectors";

const urlset = (...urls: string[]) =>
  new TextEncoder().encode(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<url>${url}</url>`).join("")}</urlset>`,
  );

describe("selectRuleOptions", () => {
  it("keeps the same array while the codes and their counts stay, and follows a change of them", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "a.xml",
        bytes: urlset(
          "<loc>https://www.example.com/a</loc><priority>2</priority>",
          "<loc>https://www.example.com/b</loc><priority>3</priority>",
        ),
      },
    ]);
    const checked = () => vi.waitFor(() => expect(store.getState().checking).toBe(false));
    await checked();
    const before = selectRuleOptions(store.getState());
    expect(before.find((option) => option.code === "priority.out-of-range")?.count).toBe(2);
    // another value with the same fault: the problems are new objects, the options the same array
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "4");
    await checked();
    expect(store.getState().problems.some((problem) => problem.params?.value === "4")).toBe(true);
    expect(selectRuleOptions(store.getState())).toBe(before);
    // a fix: one fewer
    store.getState().editField({ file: "a.xml", entry: 1 }, "priority", "0.5");
    await checked();
    const after = selectRuleOptions(store.getState());
    expect(after).not.toBe(before);
    expect(after.find((option) => option.code === "priority.out-of-range")?.count).toBe(1);
  });
});
