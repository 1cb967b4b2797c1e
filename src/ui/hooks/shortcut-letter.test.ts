import { describe, expect, it } from "vitest";
import { getShortcutLetter } from "./shortcut-letter";

describe("getShortcutLetter", () => {
  it("takes a Latin key as the layout labels it, else the physical key under another script's letter", () => {
    // QWERTY, and AZERTY's A where QWERTY has Q: the letter on the key, not its place
    expect(getShortcutLetter({ key: "z", code: "KeyZ" })).toBe("z");
    expect(getShortcutLetter({ key: "A", code: "KeyQ" })).toBe("a");
    // Russian: Ctrl+Я is Ctrl+Z, Ctrl+Ф is Ctrl+A; Greek too
    expect(getShortcutLetter({ key: "я", code: "KeyZ" })).toBe("z");
    expect(getShortcutLetter({ key: "Ф", code: "KeyA" })).toBe("a");
    expect(getShortcutLetter({ key: "ζ", code: "KeyZ" })).toBe("z");
  });

  it("gives no letter for keys that are none", () => {
    expect(getShortcutLetter({ key: "Enter", code: "Enter" })).toBeUndefined();
    expect(getShortcutLetter({ key: "F5", code: "F5" })).toBeUndefined();
    expect(getShortcutLetter({ key: "7", code: "Digit7" })).toBeUndefined();
    // the Russian layout's «ж» sits on the semicolon key: no letter of a shortcut
    expect(getShortcutLetter({ key: "ж", code: "Semicolon" })).toBeUndefined();
    expect(getShortcutLetter({ key: "?", code: "Digit7" })).toBeUndefined();
  });
});
