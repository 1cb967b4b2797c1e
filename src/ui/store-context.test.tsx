// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { StoreProvider, useAppStore, useDeferredAppStore } from "./store-context";

afterEach(cleanup);

/** What each render of `RevisionProbe` saw: the store's revision now, and deferred. */
const renders: [number, number][] = [];

function RevisionProbe() {
  const now = useAppStore((state) => state.revision);
  const deferred = useDeferredAppStore((state) => state.revision);
  renders.push([now, deferred]);
  return (
    <output>
      {now}/{deferred}
    </output>
  );
}

let fileCountRenders = 0;

function FileCount() {
  fileCountRenders += 1;
  return <output>{useDeferredAppStore((state) => state.files.length)}</output>;
}

describe("useDeferredAppStore", () => {
  it("keeps the value shown before for the change's own render, then renders the new one", () => {
    const store = createSitemapStore({ storage: null });
    renders.length = 0;
    const { container } = render(
      <StoreProvider store={store}>
        <RevisionProbe />
      </StoreProvider>,
    );
    expect(renders).toEqual([[0, 0]]);
    act(() => store.setState({ revision: 1 }));
    // the urgent render still shows 0 where the summary is deferred; the next render catches up
    expect(renders).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(container.textContent).toBe("1/1");
  });

  it("renders nothing again for a change its selector does not see", () => {
    const store = createSitemapStore({ storage: null });
    fileCountRenders = 0;
    render(
      <StoreProvider store={store}>
        <FileCount />
      </StoreProvider>,
    );
    act(() => store.setState({ revision: 5 }));
    expect(fileCountRenders).toBe(1);
  });
});
