// @vitest-environment happy-dom

import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand";
import type { Autosave, AutosaveState } from "@/store/persist-workspace";
import { AutosaveProvider } from "./autosave-context";
import { OtherTabBanner } from "./other-tab-banner";

afterEach(cleanup);

/** The banner of a tab whose saving tab was closed while files were changed here. */
function renderClosed() {
  const state = createStore<AutosaveState>()(() => ({ status: "elsewhere", ready: true, otherClosed: true }));
  const autosave = { state, keepHere: vi.fn(), takeOver: vi.fn(), hasUnsavedChanges: () => true };
  render(
    <AutosaveProvider autosave={autosave as unknown as Autosave}>
      <OtherTabBanner />
    </AutosaveProvider>,
  );
  return { state, autosave };
}

describe("OtherTabBanner", () => {
  it("asks before saving this tab's workspace over the saved one, and saves only on yes", async () => {
    const { autosave } = renderClosed();
    await userEvent.click(screen.getByRole("button", { name: "Save the changes made here" }));
    const ask = screen.getByRole("alertdialog", { name: "Save this tab's workspace over the saved one?" });
    expect(autosave.keepHere).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole("button", { name: "Save the changes made here" }));
    expect(autosave.keepHere).toHaveBeenCalledOnce();
  });

  it("closes the question when another tab takes the workspace over meanwhile (its button did nothing)", async () => {
    const { state, autosave } = renderClosed();
    await userEvent.click(screen.getByRole("button", { name: "Save the changes made here" }));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    act(() => state.setState({ otherClosed: undefined }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(
      screen.getByText("This workspace is open in another tab. Changes here are not saved."),
    ).toBeTruthy();
    expect(autosave.keepHere).not.toHaveBeenCalled();
  });
});
