// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { runAfterPaint } from "./working-status";
import { WorkingStatus } from "./working-status-view";

afterEach(cleanup);

describe("runAfterPaint", () => {
  it("runs a small change at once and shows nothing", () => {
    render(<WorkingStatus />);
    let runs = 0;
    runAfterPaint(
      99,
      100,
      () => "Working…",
      () => runs++,
    );
    expect(runs).toBe(1);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows a big change's text first, runs it after a paint, then clears the text; one at a time", async () => {
    render(<WorkingStatus />);
    const runs: string[] = [];
    act(() => {
      runAfterPaint(
        100,
        100,
        () => "Deleting 100 URLs…",
        () => runs.push("first"),
      );
      // asked again while the first waits (a repeated key): dropped
      runAfterPaint(
        5,
        100,
        () => "Other",
        () => runs.push("second"),
      );
    });
    expect(screen.getByRole("status").textContent).toBe("Deleting 100 URLs…");
    expect(runs).toEqual([]);
    await waitFor(() => expect(runs).toEqual(["first"]));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(""));
  });
});
