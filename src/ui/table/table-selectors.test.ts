import { describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { selectFilterRuleOptions, selectProblemGroups, selectRuleOptions } from "./table-selectors";

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

describe("selectFilterRuleOptions", () => {
  it("with a File filter, lists that file's codes with their counts there", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      { name: "a.xml", bytes: urlset("<loc>https://www.example.com/a</loc><priority>2</priority>") },
      {
        name: "b.xml",
        bytes: urlset(
          "<loc>https://www.example.com/b</loc><changefreq>often</changefreq>",
          "<loc>https://www.example.com/c</loc><changefreq>sometimes</changefreq><priority>5</priority>",
        ),
      },
    ]);
    await vi.waitFor(() => expect(store.getState().checking).toBe(false));
    const counts = () =>
      Object.fromEntries(
        selectFilterRuleOptions(store.getState()).map((option) => [option.code, option.count]),
      );
    expect(counts()).toMatchObject({ "priority.out-of-range": 2, "changefreq.invalid": 2 });
    store.getState().setFilter({ file: "a.xml" });
    expect(counts()).toMatchObject({ "priority.out-of-range": 1 });
    expect(counts()["changefreq.invalid"]).toBeUndefined();
    store.getState().setFilter({ file: "b.xml" });
    expect(counts()).toMatchObject({ "changefreq.invalid": 2, "priority.out-of-range": 1 });
    // the same array while nothing changes
    expect(selectFilterRuleOptions(store.getState())).toBe(selectFilterRuleOptions(store.getState()));
  });
});

describe("selectProblemGroups", () => {
  it("keeps the groups that say the same after a check, and makes anew the ones that changed", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    await store.getState().addFiles([
      {
        name: "a.xml",
        bytes: urlset(
          "<loc>https://www.example.com/a</loc><priority>2</priority><changefreq>daily</changefreq>",
          "<loc>https://www.example.com/b</loc><priority>3</priority>",
        ),
      },
    ]);
    const checked = () => vi.waitFor(() => expect(store.getState().checking).toBe(false));
    await checked();
    const before = selectProblemGroups(store.getState());
    const codes = before.map((group) => group.code);
    expect(codes).toContain("priority.out-of-range");
    expect(codes).toContain("changefreq.ignored");
    // entry 1 moved to another URL: its problems are checked anew, and say the same
    store.getState().editField({ file: "a.xml", entry: 1 }, "loc", "https://www.example.com/c");
    await checked();
    expect(store.getState().problems).not.toBe(before);
    expect(selectProblemGroups(store.getState())).toBe(before);
    // another out-of-range value on entry 0: that group's example changed, the other group is kept
    store.getState().editField({ file: "a.xml", entry: 0 }, "priority", "5");
    await checked();
    const after = selectProblemGroups(store.getState());
    expect(after).not.toBe(before);
    const group = (list: typeof after, code: string) => list.find((item) => item.code === code);
    expect(group(after, "priority.out-of-range")).not.toBe(group(before, "priority.out-of-range"));
    expect(group(after, "priority.out-of-range")?.examples[0].params?.value).toBe("5");
    expect(group(after, "changefreq.ignored")).toBe(group(before, "changefreq.ignored"));
  });
});
