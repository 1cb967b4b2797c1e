// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as core from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { resetReplaceChoices, SETTLED_PREVIEW_ROWS, useReplacePreview } from "./use-replace-preview";

vi.mock("@/core/index", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/core/index")>();
  return { ...original, replaceText: vi.fn(original.replaceText) };
});

afterEach(() => {
  cleanup();
  resetReplaceChoices();
  vi.mocked(core.replaceText).mockClear();
});

/** The hook over a workspace of `rows` URLs (one entry object repeated: no memory for a big one). */
function renderPreview(rows: number) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const file = makeDoc(1);
  store.setState({ files: [{ ...file, urls: new Array(rows).fill(file.urls[0]) }] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>{children}</StoreProvider>
  );
  return renderHook(() => useReplacePreview(), { wrapper });
}

const previewsOf = (find: string) =>
  vi.mocked(core.replaceText).mock.calls.filter(([, options]) => options.find === find).length;

describe("useReplacePreview", () => {
  it("previews each text typed in a small workspace", async () => {
    const { result } = renderPreview(10);
    for (const find of ["e", "ex", "exa"]) {
      act(() => result.current.update({ find }));
      await waitFor(() => expect(result.current.stale).toBe(false));
    }
    expect([previewsOf("e"), previewsOf("ex"), previewsOf("exa")]).toEqual([1, 1, 1]);
  });

  it("opens with the last regular expression, match case and field choices, not the find text", () => {
    const first = renderPreview(10);
    // every URL of the entries at first: a host moved in the locs alone would leave the hreflang links behind
    expect(first.result.current.form).toMatchObject({ regex: false, matchCase: false, field: "urls" });
    act(() =>
      first.result.current.update({ find: "item-(\\d+)", regex: true, matchCase: true, field: "loc" }),
    );
    first.unmount();
    const second = renderPreview(10);
    expect(second.result.current.form).toMatchObject({
      find: "",
      replace: "",
      regex: true,
      matchCase: true,
      field: "loc",
    });
  });

  it("waits for a pause in typing before previewing a big workspace", async () => {
    const { result } = renderPreview(SETTLED_PREVIEW_ROWS);
    act(() => result.current.update({ find: "e" }));
    act(() => result.current.update({ find: "ex" }));
    act(() => result.current.update({ find: "exa" }));
    // typing: the preview is marked stale (Apply is off) and not computed
    expect(result.current.stale).toBe(true);
    await waitFor(() => expect(result.current.stale).toBe(false), { timeout: 5_000 });
    expect([previewsOf("e"), previewsOf("ex"), previewsOf("exa")]).toEqual([0, 0, 1]);
    expect(result.current.result.ok && result.current.result.changes.length).toBe(SETTLED_PREVIEW_ROWS);
  });
});
