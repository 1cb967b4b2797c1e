// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asksBeforeLeaving } from "@/test/leave-prompt";
import { EDITABLE_CHARS } from "@/ui/shown-text";
import { EditableCell } from "./editable-cell";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders the editor for `initialValue`; records what it commits and whether it cancelled. */
function renderEditor(initialValue: string) {
  const commits: string[] = [];
  let cancels = 0;
  render(
    <EditableCell
      field="loc"
      label="URL"
      initialValue={initialValue}
      onCommit={(value) => commits.push(value)}
      onCancel={() => cancels++}
    />,
  );
  return { commits, cancels: () => cancels, input: screen.getByRole("textbox") as HTMLInputElement };
}

describe("EditableCell with a value too long to lay out", () => {
  const huge = `https://example.com/${"a".repeat(EDITABLE_CHARS)}`;

  it("starts empty, says why, and Enter with nothing typed keeps the value (a cancel, no commit)", async () => {
    const { commits, cancels, input } = renderEditor(huge);
    expect(input.value).toBe("");
    expect(input.placeholder).toContain(`${(huge.length).toLocaleString("en-US")} characters`);
    await userEvent.keyboard("{Enter}");
    expect(commits).toEqual([]);
    expect(cancels()).toBe(1);
  });

  it("commits what is typed in its place", async () => {
    const { commits, input } = renderEditor(huge);
    await userEvent.type(input, "https://example.com/short{Enter}");
    expect(commits).toEqual(["https://example.com/short"]);
  });

  it("a value of usual length is in the input as it is, and Enter commits it", async () => {
    const { commits, input } = renderEditor("https://example.com/page");
    expect(input.value).toBe("https://example.com/page");
    expect(input.placeholder).toBe("");
    await userEvent.keyboard("{Enter}");
    expect(commits).toEqual(["https://example.com/page"]);
  });
});

describe("EditableCell with text not yet committed", () => {
  it("stays open with the text typed when the window loses the focus, and commits on a blur in the page", async () => {
    const { commits, cancels, input } = renderEditor("0.8");
    await userEvent.clear(input);
    await userEvent.type(input, "0.7");
    // another window, or the browser's "Leave site?" question: the page no longer has the focus
    const hasFocus = vi.spyOn(document, "hasFocus").mockReturnValue(false);
    fireEvent.blur(input);
    expect(commits).toEqual([]);
    expect(cancels()).toBe(0);
    expect(screen.getByRole("textbox")).toBe(input);
    expect(input.value).toBe("0.7");
    expect(asksBeforeLeaving()).toBe(true);
    // back in the page, a click elsewhere: committed
    hasFocus.mockReturnValue(true);
    fireEvent.blur(input);
    expect(commits).toEqual(["0.7"]);
  });

  it("asks before a reload or close while what is typed differs from the value, not before", async () => {
    const { input } = renderEditor("https://example.com/a");
    expect(asksBeforeLeaving()).toBe(false);
    await userEvent.type(input, "b");
    expect(input.value).toBe("https://example.com/ab");
    expect(asksBeforeLeaving()).toBe(true);
    // typed back to the value: nothing to lose
    await userEvent.type(input, "{Backspace}");
    expect(asksBeforeLeaving()).toBe(false);
    await userEvent.type(input, "c");
    cleanup();
    expect(asksBeforeLeaving()).toBe(false);
  });
});

describe("EditableCell when the row's value changes while it is open", () => {
  const editor = (initialValue: string, commits: string[]) => (
    <EditableCell
      field="lastmod"
      label="Last modified"
      initialValue={initialValue}
      onCommit={(value) => commits.push(value)}
      onCancel={() => {}}
    />
  );

  it("follows the new value while nothing is typed, so Enter does not write the old one back", async () => {
    const commits: string[] = [];
    const { rerender } = render(editor("2024-05-01T10:30:00", commits));
    // a Fix all worked out in slices adds the zone meanwhile
    rerender(editor("2024-05-01T10:30:00+03:00", commits));
    const input = screen.getByRole("textbox") as HTMLInputElement;
    expect(input.value).toBe("2024-05-01T10:30:00+03:00");
    expect(asksBeforeLeaving()).toBe(false);
    await userEvent.keyboard("{Enter}");
    expect(commits).toEqual(["2024-05-01T10:30:00+03:00"]);
  });

  it("keeps what is typed over a value that changes meanwhile", async () => {
    const commits: string[] = [];
    const { rerender } = render(editor("2024-05-01", commits));
    const input = screen.getByRole("textbox") as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "2025-01-02");
    rerender(editor("2024-05-01T00:00:00+03:00", commits));
    expect(input.value).toBe("2025-01-02");
    expect(asksBeforeLeaving()).toBe(true);
    await userEvent.keyboard("{Enter}");
    expect(commits).toEqual(["2025-01-02"]);
  });
});
