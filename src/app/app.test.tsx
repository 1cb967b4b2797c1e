// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./app";
import { ErrorBoundary } from "./error-boundary";

afterEach(cleanup);

describe("App shell", () => {
  it("shows the product name, the actions and the empty state", () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: "Sitemap Editor" })).toBeTruthy();
    for (const name of ["Open files", "Paste", "Export"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("heading", { name: "Drop sitemap files here" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Choose files" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Open example" })).toHaveLength(2);
    expect(screen.getAllByLabelText("Choose sitemap files")[0].getAttribute("accept")).toBe(
      ".xml,.gz,.txt,.rss,.atom,.csv,.tsv,.zip",
    );
  });

  it("opens the paste dialog and closes it with Escape", async () => {
    render(<App />);
    // the side column is a named landmark, the header the one banner
    expect(screen.getByRole("complementary", { name: "Files" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Paste" }));
    expect(screen.getByRole("dialog", { name: "Paste a sitemap" })).toBeTruthy();
    expect(document.querySelectorAll("header")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Sitemap content" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error("kaboom");
  return <p>panel content</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        fix
      </button>
      <ErrorBoundary area="table">
        <Bomb explode={explode} />
      </ErrorBoundary>
      <p>other panel</p>
    </>
  );
}

describe("ErrorBoundary", () => {
  it("keeps the rest of the page and recovers with Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong in the entries table");
    expect(screen.getByText("other panel")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "fix" }));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("panel content")).toBeTruthy();
  });
});
