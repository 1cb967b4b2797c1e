// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeSitemapFile } from "@/test/factories";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { StoreProvider, useDeferredAppStore, useFilesReshaped } from "./store-context";

afterEach(cleanup);

/** Records the files count each commit shows: deferred, or at once when files were added or removed. */
function Probe({ shown, reshapedToo }: { shown: string[]; reshapedToo: boolean }) {
  const reshaped = useFilesReshaped();
  const count = useDeferredAppStore((state) => state.files.length, reshapedToo && reshaped);
  const name = useDeferredAppStore((state) => state.files[0]?.name ?? "", reshapedToo && reshaped);
  useLayoutEffect(() => {
    shown.push(`${count}:${name}`);
  });
  return <span>{name}</span>;
}

function renderProbe(reshapedToo: boolean) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const shown: string[] = [];
  render(
    <StoreProvider store={store}>
      <Probe shown={shown} reshapedToo={reshapedToo} />
    </StoreProvider>,
  );
  return { store, shown };
}

describe("useFilesReshaped", () => {
  it("shows a file added in the first commit after it, where a deferred value shows it a render later", () => {
    const plain = renderProbe(false);
    act(() => plain.store.setState({ files: [makeSitemapFile({ name: "a.xml" })] }));
    // useDeferredValue: the urgent commit keeps the old value, the deferred one brings the new
    expect(plain.shown).toEqual(["0:", "0:", "1:a.xml"]);
    cleanup();
    const reshaped = renderProbe(true);
    act(() => reshaped.store.setState({ files: [makeSitemapFile({ name: "a.xml" })] }));
    expect(reshaped.shown.slice(1)).toEqual(["1:a.xml", "1:a.xml"]);
  });

  it("keeps an edit (the same number of files) deferred", () => {
    const { store, shown } = renderProbe(true);
    act(() => store.setState({ files: [makeSitemapFile({ name: "a.xml" })] }));
    shown.length = 0;
    act(() => store.setState({ files: [makeSitemapFile({ name: "b.xml" })] }));
    // the edit's own commit keeps the name shown before; the deferred one brings the new
    expect(shown).toEqual(["1:a.xml", "1:b.xml"]);
  });
});
