// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSaveShortcut, useExportShortcut } from "./use-export-shortcut";

afterEach(cleanup);

function Probe({ enabled, onExport }: { enabled: boolean; onExport: () => void }) {
  useExportShortcut(enabled, onExport);
  return <input aria-label="field" />;
}

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { key: "s", bubbles: true, cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
};

describe("Ctrl+S opens the export", () => {
  it("tells Ctrl+S (Cmd+S on a Mac) from other keys", () => {
    const key = (init: KeyboardEventInit) => new KeyboardEvent("keydown", { key: "s", ...init });
    expect(isSaveShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSaveShortcut(key({ key: "S", ctrlKey: true }), false)).toBe(true);
    expect(isSaveShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSaveShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSaveShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSaveShortcut(key({ ctrlKey: true, key: "d" }), false)).toBe(false);
    // the Russian layout: the S key reads «ы»; «ы» on another key is no S
    expect(isSaveShortcut(key({ ctrlKey: true, key: "ы", code: "KeyS" }), false)).toBe(true);
    expect(isSaveShortcut(key({ ctrlKey: true, key: "Ы", code: "KeyS" }), false)).toBe(true);
    expect(isSaveShortcut(key({ ctrlKey: true, key: "в", code: "KeyD" }), false)).toBe(false);
  });

  it("calls the export instead of the browser's save page, only while files are open", () => {
    const onExport = vi.fn();
    const { rerender } = render(<Probe enabled={true} onExport={onExport} />);
    const event = press({ ctrlKey: true });
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    press({ key: "d", ctrlKey: true });
    expect(onExport).toHaveBeenCalledTimes(1);
    // also from a field that keeps its keys to itself (the cell editor stops them)
    const field = screen.getByRole("textbox", { name: "field" });
    field.addEventListener("keydown", (event) => event.stopPropagation());
    const inField = new KeyboardEvent("keydown", {
      key: "s",
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    field.dispatchEvent(inField);
    expect(inField.defaultPrevented).toBe(true);
    expect(onExport).toHaveBeenCalledTimes(2);
    rerender(<Probe enabled={false} onExport={onExport} />);
    expect(press({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(onExport).toHaveBeenCalledTimes(2);
  });
});
