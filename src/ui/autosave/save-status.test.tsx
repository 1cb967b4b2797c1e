// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "zustand";
import type { Autosave, AutosaveState } from "@/store/persist-workspace";
import { applyLanguage } from "@/ui/apply-language";
import { AutosaveProvider } from "./autosave-context";
import { SaveStatus } from "./save-status";

afterEach(() => {
  cleanup();
  applyLanguage("en");
});

/** The "Saved" indicator's title for a save at 20:40 local time (`timed`; else at a time unknown), in `locale`. */
function savedTitle(locale: "en" | "ru", timed = true): string {
  applyLanguage(locale);
  const savedAt = timed ? new Date(2026, 11, 2, 20, 40).getTime() : undefined;
  const state = createStore<AutosaveState>()(() => ({ status: "saved", ready: true, savedAt }));
  render(
    <AutosaveProvider autosave={{ state } as unknown as Autosave}>
      <SaveStatus />
    </AutosaveProvider>,
  );
  return (
    screen
      .getByText(locale === "ru" ? "Сохранено" : "Saved")
      .closest("[title]")
      ?.getAttribute("title") ?? ""
  );
}

describe("SaveStatus", () => {
  it("writes the time of the last save as the interface's language does: 24 hours in Russian", () => {
    expect(savedTitle("ru")).toBe("Сохранено в этом браузере в 20:40");
  });

  it("writes it in the browser's own format in English", () => {
    const browser = new Intl.DateTimeFormat([], { hour: "2-digit", minute: "2-digit" }).format(
      new Date(2026, 11, 2, 20, 40),
    );
    expect(savedTitle("en")).toBe(`Saved in this browser at ${browser}`);
  });

  it("says only where when it does not know when (never a bare {time})", () => {
    expect(savedTitle("en", false)).toBe("Saved in this browser");
    cleanup();
    expect(savedTitle("ru", false)).toBe("Сохранено в этом браузере");
  });
});
