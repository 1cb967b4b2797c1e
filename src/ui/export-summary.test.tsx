// @vitest-environment happy-dom

import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ExportPlan, ExportPlanFile } from "@/core/serialize/write-sitemaps";
import { applyLanguage } from "./apply-language";
import { ExportRobotsLine } from "./export-robots";
import { ExportErrorsNotice, ExportSummary } from "./export-summary";

afterEach(cleanup);

/** A plan of `files` writing `written` entries, nothing skipped or altered. */
function makePlan(files: ExportPlanFile[], written: number): ExportPlan {
  return {
    files,
    written,
    skipped: [],
    oversized: [],
    undeclaredPrefixes: [],
    droppedExtras: 0,
    alteredValues: 0,
    lineBreakLocs: 0,
  };
}

function renderSummary(plan: ExportPlan) {
  render(<ExportSummary plan={plan} urls={plan.written} skipped={0} nothing={false} commented={[]} />);
  return document.querySelector(".export-summary-main")?.textContent;
}

describe("export summary", () => {
  it("says the files are being worked out until the plan comes, not that there is one file", () => {
    render(<ExportSummary plan={undefined} urls={1_000_000} skipped={0} nothing={false} commented={[]} />);
    const main = document.querySelector(".export-summary-main")?.textContent;
    expect(main).toBe("Working out the files for 1,000,000 URLs…");
    expect(document.querySelector(".export-summary")?.getAttribute("aria-busy")).toBe("true");
  });

  it("tells URLs a TXT line cannot hold from entries without a URL", () => {
    const plan = {
      ...makePlan([{ name: "sitemap.txt", kind: "txt", urlCount: 2, byteLength: 40 }], 2),
      skipped: [0, 3, 4],
      lineBreakLocs: 2,
    };
    renderSummary(plan);
    expect(screen.getByText(/^2 URLs hold a line break, which a line of a TXT sitemap cannot/)).toBeTruthy();
    expect(screen.getByText(/^1 entry without a URL/)).toBeTruthy();
  });

  it("counts the index among the files it lists, once", () => {
    const text = renderSummary(
      makePlan(
        [
          { name: "sitemap-1.xml", kind: "urlset", urlCount: 50_000, byteLength: 10_000_000 },
          { name: "sitemap-2.xml", kind: "urlset", urlCount: 50_000, byteLength: 10_000_000 },
          { name: "sitemap-index.xml", kind: "sitemapindex", urlCount: 2, byteLength: 278 },
        ],
        100_000,
      ),
    );
    expect(text).toMatch(/^3 files, 100,000 URLs · including the sitemap index · /);
    expect(
      within(screen.getByRole("list", { name: "Files to write" })).getAllByRole("listitem"),
    ).toHaveLength(3);
  });

  it("lists the first 8 files, and the rest on a click (each is a name to upload)", async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `sitemap-${i + 1}.xml`,
      kind: "urlset" as const,
      urlCount: 10,
      byteLength: 1_000,
    }));
    renderSummary(makePlan(files, 110));
    const list = () => screen.getByRole("list", { name: "Files to write" });
    expect(within(list()).queryByText("sitemap-9.xml")).toBeNull();
    await userEvent.click(within(list()).getByRole("button", { name: "and 3 more: show all" }));
    expect(within(list()).getByText("sitemap-11.xml")).toBeTruthy();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(11);
    // the button is gone: the keyboard is on the list, not lost
    expect(document.activeElement).toBe(list());
  });

  it("says 1 URL, and names a lone index without a URL count", () => {
    expect(
      renderSummary(makePlan([{ name: "a.xml", kind: "urlset", urlCount: 1, byteLength: 100 }], 1)),
    ).toMatch(/^1 file, 1 URL · /);
    cleanup();
    expect(
      renderSummary(makePlan([{ name: "i.xml", kind: "sitemapindex", urlCount: 3, byteLength: 100 }], 0)),
    ).toMatch(/^1 sitemap index · /);
  });
});

describe("export errors notice", () => {
  it("writes the counts per rule with thousands separators", () => {
    render(
      <ExportErrorsNotice
        total={50_001}
        codes={[
          ["lastmod.no-timezone", 49_999],
          ["loc.unencoded-chars", 2],
        ]}
        onReview={() => {}}
      />,
    );
    expect(screen.getByText("50,001 errors remain in the exported entries")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Errors by rule" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Date without timezone lastmod.no-timezone 49,999",
      "Unencoded characters loc.unencoded-chars 2",
    ]);
    expect(screen.queryByText(/set URLs per file to 1,000/)).toBeNull();
  });

  it("past three rules, counts the errors and the rules not named (not 'and 2 more', read as two rules)", () => {
    /** The notice's last line with five rules, the last two of `rest` errors each; `list` its name. */
    const lastLine = (rest: number, list: string) => {
      const codes: [string, number][] = [
        ["lastmod.no-timezone", 6],
        ["loc.unencoded-chars", 1],
        ["changefreq.invalid", 1],
        ["priority.invalid", rest],
        ["loc.relative", rest],
      ];
      render(<ExportErrorsNotice total={10} codes={codes} onReview={() => {}} />);
      return within(screen.getByRole("list", { name: list }))
        .getAllByRole("listitem")
        .at(-1)?.textContent;
    };
    expect(lastLine(1, "Errors by rule")).toBe("and 2 more errors of 2 other rules (Review problems)");
    cleanup();
    applyLanguage("ru");
    try {
      // no bare "(2; …)" after the count
      expect(lastLine(3, "Ошибки по правилам")).toBe(
        "и ещё 6 ошибок по 2 другим правилам («Просмотреть проблемы»)",
      );
    } finally {
      applyLanguage("en");
    }
  });

  it("says which split ends news.too-many", () => {
    render(<ExportErrorsNotice total={1} codes={[["news.too-many", 1]]} onReview={() => {}} />);
    expect(
      screen.getByText(
        "Google reads at most 1,000 news:news per sitemap: set URLs per file to 1,000, and the parts stay within it.",
      ),
    ).toBeTruthy();
  });
});

describe("robots.txt line", () => {
  it("shows a long line whole in a wrapping text area", () => {
    const line = `Sitemap: https://www.example.com/${"very-long-folder-name/".repeat(8)}sitemap-index.xml`;
    render(<ExportRobotsLine line={line} />);
    const field = screen.getByLabelText("Line for robots.txt") as HTMLTextAreaElement;
    expect(field.tagName).toBe("TEXTAREA");
    expect(field.value).toBe(line);
    expect(field.getAttribute("wrap")).not.toBe("off");
    expect(Number(field.getAttribute("rows"))).toBeGreaterThan(1);
  });

  it("asks for a base URL only once the plan says there is none, not while it is worked out", () => {
    const { rerender } = render(<ExportRobotsLine line={undefined} pending />);
    expect(screen.queryByText("Enter a base URL to get the sitemap's full address.")).toBeNull();
    rerender(<ExportRobotsLine line={undefined} />);
    expect(screen.getByText("Enter a base URL to get the sitemap's full address.")).toBeTruthy();
  });
});
