// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./app";

// the real problems panel replaced by one that throws while rendering, as a bug in it would
vi.mock("@/ui/panels/problems-panel", () => ({
  ProblemsPanel: () => {
    throw new Error("kaboom in the problems panel");
  },
}));

afterEach(cleanup);

describe("App with a crashing panel", () => {
  it("shows that panel's error with Try again while the rest of the app keeps working", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<App />);
    await userEvent.click(screen.getByRole("button", { name: "Paste" }));
    await userEvent.type(
      screen.getByRole("textbox", { name: "Sitemap content" }),
      "https://www.example.com/a{Enter}https://www.example.com/b",
    );
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/problems/i);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    // the table and the files list still work beside the broken panel (the files list is a deferred
    // render: on a loaded machine it comes a moment after the alert)
    expect(screen.getByRole("grid")).toBeTruthy();
    expect(await screen.findByText("Showing 2 of 2 URLs")).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Show only pasted/ })).toBeTruthy();
  });
});
