// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { checkSitemaps } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import type { RowRef } from "@/store/store-types";
import { makeDoc } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { useRowData } from "./use-row-data";

afterEach(cleanup);

const renders = new Map<number, number>();

/** Renders one row's loc through `useRowData` and counts its renders. */
function Probe({ row }: { row: RowRef }) {
  const { entry } = useRowData(row);
  renders.set(row.entry, (renders.get(row.entry) ?? 0) + 1);
  return <span>{entry?.loc}</span>;
}

describe("useRowData", () => {
  it("re-renders only the edited row, even though the re-check makes new problem objects", async () => {
    const store = createSitemapStore({ client: createMainThreadClient() });
    const files = [makeDoc(20)];
    store.setState({ files, problems: checkSitemaps(files) });
    renders.clear();
    render(
      <StoreProvider store={store}>
        <Probe row={{ file: "sitemap.xml", entry: 0 }} />
        <Probe row={{ file: "sitemap.xml", entry: 5 }} />
      </StoreProvider>,
    );
    const problemsBefore = store.getState().problems;
    act(() =>
      store.getState().editField({ file: "sitemap.xml", entry: 5 }, "loc", "https://www.example.com/x"),
    );
    await waitFor(() => expect(store.getState().problems).not.toBe(problemsBefore));
    await waitFor(() => expect(store.getState().checking).toBe(false));
    expect(renders.get(0)).toBe(1);
    expect(renders.get(5)).toBeGreaterThan(1);
  });
});
