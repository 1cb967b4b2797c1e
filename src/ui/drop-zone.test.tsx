// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSitemapStore } from "@/store/sitemap-store";
import { createMainThreadClient } from "@/workers/sitemap-client";
import { FilePickerButton } from "./drop-zone";
import { StoreProvider } from "./store-context";

afterEach(cleanup);

describe("FilePickerButton", () => {
  it("keeps its file input out of the accessibility tree and the tab order; the button opens it", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const { container } = render(
      <StoreProvider store={store}>
        <FilePickerButton label="Choose files" />
      </StoreProvider>,
    );
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    expect(input.getAttribute("aria-hidden")).toBe("true");
    expect(input.tabIndex).toBe(-1);
    // one control for screen readers: the visible button
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.queryByLabelText("Choose sitemap files", { selector: "button" })).toBeNull();
    const click = vi.spyOn(input, "click").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Choose files" }));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
